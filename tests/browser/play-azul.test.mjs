// A whole game of Azul through the real page: a 2-player game, human against the AI (easy),
// started with the new-game screen's buttons and played to the end by clicking the table's
// legal targets on the canvas. The end screen must show the engine's final scores, and the
// page must log no errors. On the way it opens the menu's panels (settings: colour-blind
// symbols switched on through the UI; rules), takes a move back with Undo, and saves
// screenshots of the game in play at desktop size.
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

  // Settings through the UI: colour-blind symbols on (kept in localStorage).
  await play.press(page, 'button:menu');
  await play.press(page, 'button:settings');
  await play.press(page, 'setting:colour-blind');
  assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.colour_blind')), '1');
  await harness.screenshot(page, 'azul-desktop-1280x800-settings');
  await play.press(page, 'button:close');
  await play.press(page, 'button:menu');
  await play.press(page, 'button:rules');
  assert.equal((await harness.probe(page)).values.overlay, 'rules');
  await harness.screenshot(page, 'azul-desktop-1280x800-rules');
  await play.press(page, 'button:close');

  // One move and Undo: back to the same decision.
  const start = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'the human turn');
  const source = Object.keys(start.widgets).find((name) => name.startsWith('target:take:'));
  await play.press(page, source);
  await play.press(page, 'target:dest:floor');
  await play.waitForProbe(page, (p) => p.values.turn === 'human' && p.widgets['button:undo'], 'the next human turn');
  await play.pressUnrated(page, 'button:undo');
  const undone = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'the human turn after undo');
  assert.equal(undone.values.legal_count, start.values.legal_count, 'undo returns to the first decision');
  assert.equal(undone.values.scores, start.values.scores);

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
