// The Summer Pavilion placement preview through the real page at 1280x800: with a hand colour
// chosen, pointing at a space says what placing there would score before it is chosen (the
// engine's preview; probe value "preview:space"). Screenshot: pavilion-preview-1280x800.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

test('pointing at a space says what the placement would score', { timeout: 180000 }, async () => {
  const { page } = await play.openGameAtMyTurn(browser, { game: 'pavilion', width: 1280, height: 800, touch: false });
  const random = play.randomGenerator(3);
  for (let clicks = 0; clicks < 200; ++clicks) {
    const shown = await harness.probe(page);
    const names = Object.keys(shown.widgets);
    const hand = names.find((name) => name.startsWith('target:hand:'));
    if (shown.values.turn === 'human' && hand) {
      await play.press(page, hand);
      const chosen = await play.waitForProbe(
          page, (p) => Object.keys(p.widgets).some((n) => /^target:(space|star):/.test(n)),
          'spaces or stars to place on');
      const star = Object.keys(chosen.widgets).find((name) => name.startsWith('target:star:'));
      if (star) await play.press(page, star);  // a small board: the star is shown zoomed first
      const zoomed = await harness.probe(page);
      const space = Object.keys(zoomed.widgets).find((name) => name.startsWith('target:space:'));
      assert.ok(space, `a space to place on (${Object.keys(zoomed.widgets).join(', ')})`);
      const at = await harness.widgetCenter(page, space);
      await page.mouse.move(at.x, at.y);
      const hovered = await play.waitForProbe(page, (p) => p.values['preview:space'], 'the preview');
      assert.match(hovered.values['preview:space'], /^\+\d+ points?( · \d+ bonus tiles?)?$/);
      await harness.screenshot(page, 'pavilion-preview-1280x800');
      harness.expectNoProblems(page);
      await page.context().close();
      return;
    }
    const takes = names.filter((name) => name.startsWith('target:take:'));
    if (shown.values.turn !== 'human' || takes.length === 0) {
      await harness.waitForMoreFrames(page, 3);
      continue;
    }
    try {
      await play.press(page, takes[Math.floor(random() * takes.length)]);
    } catch (error) {
      // The AI moved between reading the probe and clicking: the take is gone; read it again.
      if (!String(error.message).includes('not shown')) throw error;
    }
  }
  throw new Error('never reached a placement');
});
