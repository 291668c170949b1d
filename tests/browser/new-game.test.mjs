// The new-game screen draws each game's options from the game's schema (src/ui/game_views.h,
// src/engine/core/option_schema.h): every value of every option is a button, a chosen value
// reaches the game and its link, and the rules help lists the options. Screenshots of the
// new-game screen and the rules help at 1280x800, 390x844 and 360x640.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const SIZES = [[1280, 800], [390, 844], [360, 640]];
// The buttons each game's schema gives, and a non-default choice with what it makes the link
// hold (options in schema order after the game id, defaults left out).
const GAMES = {
  pavilion: {
    buttons: ['button:side:coloured', 'button:side:monochrome', 'button:floor:1', 'button:floor:0',
              'button:wilds:standard', 'button:wilds:random', 'button:wilds:custom',
              'button:start-seat:random', 'button:start-seat:2'],
    choose: ['button:side:monochrome', 'button:floor:0'],
    link: /^2\.pavilion\.-monochrome-0\./,
  },
  azul: {
    buttons: ['button:wall:coloured', 'button:wall:grey', 'button:start-seat:random', 'button:start-seat:2'],
    choose: ['button:wall:grey'],
    link: /^2\.azul\.-grey\./,
  },
};

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

for (const [game, expected] of Object.entries(GAMES)) {
  test(`${game}: the new-game screen offers every option of the schema and the game gets the choice`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    for (const [width, height] of SIZES) {
      const page = await harness.openPage(browser, { hash: `#game=${game}`, contextOptions: { viewport: { width, height } } });
      await play.useSettings(page.context(), play.FAST_SETTINGS);
      await harness.waitForReady(page);
      await play.press(page, `card:${game}`);
      const shown = await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
      for (const name of expected.buttons) assert.ok(shown.widgets[name], `${name} at ${width}x${height}`);
      for (const name of expected.choose) await play.press(page, name);
      await harness.screenshot(page, `new-game-${game}-${width}x${height}`);
      await play.press(page, 'button:start');
      await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
      const hash = await page.evaluate(() => location.hash.replace(/^#/, ''));
      assert.match(hash, expected.link, 'the chosen options are in the game and its link');

      await play.press(page, 'button:menu');
      await play.press(page, 'button:rules');
      await harness.waitForMoreFrames(page, 3);
      await harness.screenshot(page, `rules-${game}-${width}x${height}`);
      harness.expectNoProblems(page);
      await page.context().close();
    }
  });
}

test('Play on a card starts a game against the AI at once, on a phone and on a desktop',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  for (const [width, height, touch, game] of [[390, 844, true, 'pavilion'], [1280, 800, false, 'azul']]) {
    const page = await harness.openPage(browser, { contextOptions: { viewport: { width, height }, hasTouch: touch, isMobile: touch } });
    await play.useSettings(page.context(), play.FAST_SETTINGS);
    await page.reload();
    await harness.waitForReady(page);
    await harness.screenshot(page, `title-play-${width}x${height}`);
    await play.press(page, `button:play:${game}`, { touch });
    const shown = await play.waitForProbe(page, (p) => p.values.screen === 'game' && p.values.turn === 'human', 'my turn');
    assert.equal(shown.values.game, game);
    assert.equal(shown.values.players, '2');
    assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.last_level')), 'easy');
    harness.expectNoProblems(page);
    await page.context().close();
  }
});
