// The screen-reader mirror (src/ui/access, web/reader.js): a whole 2-player game of each game
// played through the page's hidden DOM alone, as a screen reader's user plays it: from the
// title screen, every control found by its role and name (getByRole) and pressed with the
// keyboard, the AI's replies read from the role="log" live region; no pointer event at all,
// and certainly none on the canvas. At the end the log must have announced every move of the
// game's record, seat by seat, and the end must come as an alert with the scores.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const GAME_TIMEOUT_MS = 600000;
const CARD_NAMES = { azul: /^Azul\. /, pavilion: /^Azul: Summer Pavilion\. / };
const MOVE_NAMES = /^(Take|Place|Pass)\b/;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// The seats of the moves in a saved game's record ("1 F2 K 3" is a move of P1).
function movesOfSave(save) {
  return save.split('\n').filter((line) => /^\d+ /.test(line)).map((line) => Number(line.split(' ')[0]));
}

for (const game of ['azul', 'pavilion']) {
  test(`a 2-player ${game} game is played to the end through the screen-reader mirror`,
       { timeout: GAME_TIMEOUT_MS }, async () => {
    // Forced moves wait for a press too, so that every move of mine is one of the mirror's.
    const page = await play.openSeeded(browser, { viewport: { width: 1280, height: 800 } },
                                       { ...play.FAST_SETTINGS, auto_forced: '0' });
    // Everything the live log announces, in order (the log itself keeps only the last lines).
    await page.evaluate(() => {
      window.azulHeard = [];
      new MutationObserver((changes) => {
        for (const change of changes) for (const node of change.addedNodes) window.azulHeard.push(node.textContent);
      }).observe(document.getElementById('reader-log'), { childList: true });
    });
    let pointerEvents = 0;
    await page.exposeFunction('azulPointerSeen', () => { ++pointerEvents; });
    await page.evaluate(() => {
      for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click']) {
        document.getElementById('canvas').addEventListener(type, () => window.azulPointerSeen(), true);
      }
    });

    const reader = page.locator('#reader');
    assert.equal(await page.getAttribute('#reader-log', 'role'), 'log');
    await reader.getByRole('button', { name: CARD_NAMES[game] }).press('Enter');
    await reader.getByRole('button', { name: /^Start game/ }).press('Enter');
    await reader.getByRole('heading', { name: /^Your moves$/ }).waitFor();

    const random = play.randomGenerator(game === 'azul' ? 3 : 4);
    let played = 0;
    for (;;) {
      if (await reader.getByRole('alert').count() > 0) break;
      const names = await reader.getByRole('button', { name: MOVE_NAMES }).allTextContents();
      if (names.length === 0) {
        await harness.waitForMoreFrames(page, 2);
        continue;
      }
      const name = names[Math.floor(random() * names.length)];
      await reader.getByRole('button', { name, exact: true }).press('Enter');
      ++played;
      // The move is played at the next frame; its button is gone the frame after.
      await harness.waitForMoreFrames(page, 3);
      assert.ok(played < 400, 'the game never ended');
    }
    const alert = await reader.getByRole('alert').textContent();
    // "1 point" when a score ends at the floor (Summer Pavilion's lowest score is 1).
    assert.match(alert, /^Game over\. P1 · You: \d+ points?, P2 · AI [^:]+: \d+ points?$/);

    const shown = await harness.probe(page);
    const id = (await page.evaluate(() => location.hash)).match(/[~&#]g=([a-z0-9-]+)/)[1];
    const save = await page.evaluate((key) => localStorage.getItem(key), `azul-pavilion.game.${id}`);
    const recorded = movesOfSave(save);
    const heard = await page.evaluate(() => window.azulHeard);
    const announcedMoves = heard.map((line) => line.match(/^P(\d) [a-z]/)).filter(Boolean).map((m) => Number(m[1]));
    assert.deepEqual(announcedMoves, recorded, 'every move of the record was announced, in order');
    assert.equal(recorded.filter((seat) => seat === 1).length, played, 'every move of mine went through the mirror');
    assert.ok(heard.some((line) => /scoring$/.test(line)), 'the rounds\' scoring was announced');
    assert.equal(shown.values.screen, 'game-over');
    assert.equal(pointerEvents, 0, 'no pointer event reached the canvas');
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
