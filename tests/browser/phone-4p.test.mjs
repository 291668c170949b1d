// Both games on a phone: a 4-player game with one human seat (three AI seats, easy) in a
// 375x667 touch viewport, started and played to the end with real touch taps on the canvas.
// Screenshots of each game in play at phone size are saved. The end screen must show the
// engine's final scores, and the page must log no errors. The games are played in the
// pseudo-language of the tests (issue 83): no frame of a whole game, its scoring and its end
// screen may draw a word that was never translated (the probe's "unmarked", src/ui/app.cpp).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const GAME_TIMEOUT_MS = 600000;
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

for (const game of ['azul', 'pavilion']) {
  test(`a 4-player ${game} game with one human is played to the end on a phone`,
       { timeout: GAME_TIMEOUT_MS }, async () => {
    const page = await harness.openPage(browser, { contextOptions: PHONE });
    await play.useSettings(page.context(), { ...play.FAST_SETTINGS, language: 'pseudo' });
    await page.reload();
    await harness.waitForReady(page);
    await harness.screenshot(page, `${game}-phone-375x667-title`);

    await play.startGame(page, { game, players: 4, touch: true, shot: `${game}-phone-375x667-new-game` });
    await harness.screenshot(page, `${game}-phone-375x667-start`);
    const shown = await play.playToEnd(page, {
      touch: true,
      seed: 3,
      onProbe: async (shown) => {
        assert.equal(shown.values.unmarked, undefined, `a word drawn without translation (${shown.values.screen})`);
      },
      onClick: async (clicks) => {
        if (clicks === 5) await harness.screenshot(page, `${game}-phone-375x667-midgame`);
        if (clicks === 30) await harness.screenshot(page, `${game}-phone-375x667-later`);
      },
    });
    play.assertFinalScores(shown);
    await harness.screenshot(page, `${game}-phone-375x667-end`);
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
