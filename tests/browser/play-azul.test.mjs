// A whole game of Azul through the real page: a 2-player game, human against the AI (easy),
// started with the new-game screen's buttons and played to the end by clicking the table's
// legal targets on the canvas. The end screen must show the engine's final scores, and the
// page must log no errors. Screenshots of the game in play are saved at desktop size.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const GAME_TIMEOUT_MS = 300000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

test('a 2-player Azul game against the AI is played to the end by clicking',
     { timeout: GAME_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await play.useSettings(page.context(), play.FAST_SETTINGS);
  await page.reload();
  await harness.waitForReady(page);

  const first = await play.startGame(page, { game: 'azul', players: 2 });
  assert.equal(first.values.game, 'azul');
  assert.equal(first.values.players, '2');

  const shown = await play.playToEnd(page, {
    seed: 7,
    onClick: async (clicks) => {
      if (clicks === 12) await harness.screenshot(page, 'azul-desktop-1280x800-midgame');
    },
  });
  play.assertFinalScores(shown);
  await harness.screenshot(page, 'azul-desktop-1280x800-end');
  harness.expectNoProblems(page);
  await page.context().close();
});
