// The Azul move preview through the real page, with a mouse at 1280x800 and by touch at
// 390x844 and 360x640: picked tiles show, for every destination, what the engine says the take
// would do (probe values "preview:<line>|floor"); a take that overflows then puts exactly that
// many tiles on the floor and changes the floor penalty by exactly the preview's amount.
// Factories carry their numbers while they hold tiles. Screenshots: azul-preview-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const MINUS = '\u2212';

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// "Line 1 · fills it · 2 to the floor · −2" -> { toFloor: 2, penalty: -2 }.
function parsePreview(text) {
  const floor = /(\d+) to the floor/.exec(text);
  const penalty = new RegExp(`${MINUS}(\\d+)$`).exec(text);
  return { toFloor: floor ? Number(floor[1]) : 0, penalty: penalty ? -Number(penalty[1]) : 0 };
}

// Picks up tiles from each source in turn until one destination line overflows to the floor;
// returns that destination's target and its preview. A tap that was not taken is tried once
// more; the error says what every source showed.
async function pickOverflowingTake(page, touch) {
  // Only a probe that lists the offered sources gives something to try.
  const isSource = (name) => name.startsWith('target:take:');
  const start = await play.waitForProbe(page, (p) => Object.keys(p.widgets).some(isSource),
                                        'the sources offered');
  const sources = Object.keys(start.widgets).filter(isSource);
  const seen = [];
  for (const source of sources) {
    let shown = null;
    for (let tap = 0; tap < 2 && !shown; ++tap) {
      await play.press(page, source, { touch });
      // The picked tiles show their destinations once the tap has been taken. The frame that
      // takes the tap already says "place" but drew before it, without the previews: wait for
      // a frame that has them.
      shown = await play.waitForProbe(
          page,
          (p) => p.values.table === 'place' &&
              Object.keys(p.values).some((name) => name.startsWith('preview:')),
          'picked tiles and their previews', 5000).catch(() => null);
    }
    if (!shown) {
      seen.push(`${source}: not taken`);
      continue;
    }
    const previews = Object.entries(shown.values).filter(([name]) => name.startsWith('preview:'));
    for (const [name, text] of previews) {
      const line = /^preview:(\d)$/.exec(name);
      if (line && text.includes('to the floor')) return { source, line: line[1], text, shown };
    }
    seen.push(`${source}: ${previews.map(([, text]) => text).join(' / ')}`);
    // Put them back by tapping them again (on a small phone the strip's cancel button may be
    // scrolled out of view).
    await play.press(page, source, { touch });
    await play.waitForProbe(page, (p) => p.values.table === 'select-source', 'tiles put back');
  }
  throw new Error(`no take overflows to the floor:\n  ${seen.join('\n  ')}`);
}

for (const { width, height, touch } of [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 640, touch: true },
]) {
  test(`the preview says what a take does, and the take does it (${width}x${height})`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page, turn } = await play.openGameAtMyTurn(browser, { game: 'azul', width, height, touch });
    for (let f = 1; f <= 5; ++f)
      assert.equal(turn.values[`factory-number:${f}`], String(f), `factory ${f} is numbered`);
    const before = { floor: Number(turn.values['floor:1']), penalty: Number(turn.values['floor-penalty:1']) };

    const pick = await pickOverflowingTake(page, touch);
    const expected = parsePreview(pick.text);
    assert.ok(expected.toFloor > 0 && expected.penalty < 0, pick.text);
    for (let d = 1; d <= 5; ++d) {
      if (pick.shown.widgets[`target:dest:${d}`])
        assert.ok(pick.shown.values[`preview:${d}`], `destination ${d} has a preview`);
    }
    if (!touch) {  // hover the line: ghosts and the tooltip
      const at = await harness.widgetCenter(page, `target:line:${pick.line}`);
      await page.mouse.move(at.x, at.y);
      await harness.waitForMoreFrames(page, 2);
    }
    await harness.screenshot(page, `azul-preview-${width}x${height}`);

    await play.press(page, `target:dest:${pick.line}`, { touch });
    const after = await play.waitForProbe(page, (p) => Number(p.values['floor:1']) !== before.floor,
                                          'the tiles on my floor');
    assert.equal(Number(after.values['floor:1']), before.floor + expected.toFloor,
                 `the floor got the ${expected.toFloor} tiles of "${pick.text}"`);
    assert.equal(Number(after.values['floor-penalty:1']), before.penalty + expected.penalty,
                 `the floor penalty changed by ${expected.penalty}`);
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
