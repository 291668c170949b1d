// A whole game of Azul: Summer Pavilion through the real page: a 2-player game, human against
// the AI (easy), started with the new-game screen's buttons and played to the end by clicking
// the table's legal targets on the canvas (takes, placements with their payment, bonus picks,
// passes with kept tiles). The end screen must show the engine's final scores, and the page
// must log no errors. Screenshots of the game in play are saved at desktop size.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const GAME_TIMEOUT_MS = 420000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

test('a 2-player Summer Pavilion game against the AI is played to the end by clicking',
     { timeout: GAME_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await play.useSettings(page.context(), play.FAST_SETTINGS);
  await page.reload();
  await harness.waitForReady(page);

  const first = await play.startGame(page, { game: 'pavilion', players: 2,
                                             shot: 'pavilion-desktop-1280x800-new-game' });
  assert.equal(first.values.game, 'pavilion');
  assert.equal(first.values.players, '2');

  let shotInPhase2 = false;
  const shown = await play.playToEnd(page, {
    seed: 11,
    onClick: async (clicks) => {
      if (clicks === 6) await harness.screenshot(page, 'pavilion-desktop-1280x800-phase1');
      if (!shotInPhase2 && clicks > 6) {
        const values = (await harness.probe(page)).values;
        if (values.round === '2' && values.table && values.table !== 'select-source') {
          await harness.screenshot(page, 'pavilion-desktop-1280x800-midgame');
          shotInPhase2 = true;
        }
      }
    },
  });
  play.assertFinalScores(shown);
  assert.equal(shown.values.round, '6', 'Summer Pavilion lasts six rounds');
  await harness.screenshot(page, 'pavilion-desktop-1280x800-end');
  harness.expectNoProblems(page);
  await page.context().close();
});
