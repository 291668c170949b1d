// A whole 2-player game of each game played with the keyboard alone (page.keyboard), from the
// title screen: the arrows and Space reach the game's card, Space starts the game from the new-game
// screen, whose focus is on Start (ImGui's keyboard navigation; the probe's "focused" says where
// the focus is), then every move is typed with the table's keys (src/ui/classic/move_picker.h,
// src/ui/pavilion/move_picker.h): the test reads the table's targets from the probe, as a sighted
// player reads the table, and types the keys of one. No mouse, touch or pointer event at all.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const GAME_TIMEOUT_MS = 600000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

async function press(page, key) {
  await page.keyboard.press(key);
  await harness.waitForMoreFrames(page, 2);
}

// Presses `step` until the keyboard's focus is on `name` (at most `limit` times).
async function focusWith(page, step, name, limit = 40) {
  for (let i = 0; i < limit; ++i) {
    if ((await harness.probe(page)).values.focused === name) return;
    await press(page, step);
  }
  throw new Error(`the keyboard never reached ${name}`);
}

// The keys that act on a table target, read as the table shows it ("target:take:F2:B" ->
// "2", "B"). Summer Pavilion's supply slots are typed by their colour.
function keysFor(target, values) {
  const parts = target.split(':');
  switch (parts[1]) {
    case 'take': return [parts[2] === 'C' ? 'c' : parts[2].slice(1), parts[3].toLowerCase()];
    case 'line':
    case 'dest': return [parts[2] === 'floor' ? 'f' : parts[2]];
    case 'floor': return ['f'];
    case 'wall': return [parts[3]];
    case 'bonus': return [values.supply[Number(parts[2]) - 1].toLowerCase()];
    case 'hand': return [parts[2].toLowerCase()];
    case 'space': return [parts[2][0].toLowerCase(), parts[2].slice(1)];
    case 'pay': return [parts[2]];
    case 'pass': return ['x'];
    case 'keep': return parts[2] === 'confirm' ? ['Enter'] : [parts[2].toLowerCase(), parts[3] === 'plus' ? '+' : '-'];
    default: return [];
  }
}

for (const game of ['azul', 'pavilion']) {
  test(`a 2-player ${game} game is played to the end with the keyboard alone`,
       { timeout: GAME_TIMEOUT_MS }, async () => {
    const page = await play.openSeeded(browser, { viewport: { width: 1280, height: 800 } },
                                       { ...play.FAST_SETTINGS, auto_forced: '0' });
    let pointerEvents = 0;
    await page.exposeFunction('azulPointerSeen', () => { ++pointerEvents; });
    await page.evaluate(() => {
      for (const type of ['pointerdown', 'mousedown', 'touchstart', 'wheel']) {
        window.addEventListener(type, () => window.azulPointerSeen(), true);
      }
    });

    await focusWith(page, game === 'azul' ? 'ArrowRight' : 'ArrowLeft', `card:${game}`);
    await press(page, 'Space');
    // The new-game screen opens with the keyboard's focus on Start.
    await play.waitForProbe(page, (p) => p.values.screen === 'new-game' && p.values.focused === 'button:start',
                            'the new-game screen, Start focused');
    await harness.screenshot(page, `keyboard-${game}-1280x800-start-focused`);
    await press(page, 'Space');
    await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game screen');

    const random = play.randomGenerator(game === 'azul' ? 11 : 12);
    let typed = 0;
    for (;;) {
      const shown = await harness.probe(page);
      if (shown.values.screen === 'game-over') break;
      if (shown.values.turn !== 'human' || shown.values.legal_count === '0') {
        await harness.waitForMoreFrames(page, 2);
        continue;
      }
      const targets = Object.keys(shown.widgets)
        .filter((name) => name.startsWith('target:') && !name.endsWith(':minus') && name !== 'target:cancel');
      // Forwards first: a star's spaces rather than the star, the keep dialog's Pass.
      const forwards = targets.filter((name) => !name.startsWith('target:star:') && !name.endsWith(':plus'));
      const pool = forwards.length > 0 ? forwards : targets;
      assert.ok(pool.length > 0, `no target to type at table ${shown.values.table}`);
      const target = pool[Math.floor(random() * pool.length)];
      for (const key of keysFor(target, shown.values)) await press(page, key);
      ++typed;
      if (typed === 8) await harness.screenshot(page, `keyboard-${game}-1280x800-typing`);
      assert.ok(typed < 1500, 'the game never ended');
    }
    const end = await harness.probe(page);
    play.assertFinalScores(end);
    assert.ok(typed > 20, 'moves were typed');
    assert.equal(pointerEvents, 0, 'no pointer event at all');
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
