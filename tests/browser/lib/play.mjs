// Playing whole games through the real page (tests/browser/play-*.test.mjs): start a game from
// the title screen with the new-game screen's buttons, then play the human seat by clicking
// (or tapping) the table targets the app's widget probe lists ("target:..." widgets, see
// src/ui/game/table_view.h and src/ui/game/probe_names.h) until the game is over. Every click
// is a real input event at the widget's position on the canvas.
import assert from 'node:assert/strict';

import * as harness from './harness.mjs';

// Settings that make AI seats answer at once and tiles jump without animation, stored where
// the app reads its preferences (web/glue.js: localStorage, prefix "azul-pavilion.").
export const FAST_SETTINGS = { animation: 'off', pacing: 'instant' };

export async function useSettings(context, settings) {
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(`azul-pavilion.${key}`, value);
  }, settings);
}

// A fresh page in a new context of `contextOptions` whose localStorage holds `values` (keys
// without the "azul-pavilion." prefix) before its first load only, so that a reload keeps what
// the page wrote since; waits until the page is ready. `cores`: what navigator.hardwareConcurrency
// says (the page starts a search worker for every core but one).
export async function openSeeded(browser, contextOptions, values, { cores = 0 } = {}) {
  const context = await browser.newContext(contextOptions);
  if (cores) {
    await context.addInitScript((n) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
    }, cores);
  }
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('azul-test-seeded')) return;
    sessionStorage.setItem('azul-test-seeded', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(`azul-pavilion.${key}`, value);
  }, values);
  const page = await harness.openInContext(context);
  await harness.waitForReady(page);
  return page;
}

// A small deterministic random generator (mulberry32), so a failing run can be repeated.
export function randomGenerator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Space kept free at the bottom of the window: the title and new-game screens' footer (the
// game screen has none).
const FOOTER_MARGIN_PX = 64;
const EDGE_MARGIN_PX = 4;

// Scrolls the screen (mouse wheel over its middle) until the widget's centre is in view and
// stays put for a frame, and returns that centre. Both tables scroll by themselves when they
// ask for a different kind of tap (scroll_to_next_tap in src/ui/classic/azul_table_view.cpp,
// the ask in src/ui/pavilion/pavilion_table_view.cpp), one frame after the frame that shows
// the change, so a position read from that frame is stale.
export async function scrollIntoView(page, name) {
  const view = page.viewportSize();
  for (let attempt = 0; attempt < 20; ++attempt) {
    const at = await harness.widgetCenter(page, name);
    const { screen, overlay } = (await harness.probe(page)).values;
    const inGame = screen === 'game' || screen === 'game-over';
    // A panel over the table (the menu, the rules) scrolls inside its frame, which ends above
    // the screen's edge: a button half under it is not yet in view.
    const inPanel = overlay !== undefined && overlay !== 'none';
    const bottom = view.height - (inGame && !inPanel ? EDGE_MARGIN_PX : FOOTER_MARGIN_PX);
    if (at.y >= 8 && at.y <= bottom) {
      await harness.waitForMoreFrames(page, 1);
      const now = await harness.widgetCenter(page, name);
      if (Math.abs(now.x - at.x) < 0.5 && Math.abs(now.y - at.y) < 0.5) return now;
      continue;
    }
    await page.mouse.move(view.width / 2, view.height / 3);
    await page.mouse.wheel(0, at.y > bottom ? at.y - bottom + 40 : at.y - 40);
    await harness.waitForMoreFrames(page, 3);
  }
  throw new Error(`could not scroll ${name} into view`);
}

// Clicks (mouse) or taps (touch) the centre of a probed widget, scrolling it into view first,
// and waits until a frame shows what it did: ImGui sees the press in one frame and the click on
// release in the next, which records its probe before acting on the click; the third shows it.
export async function press(page, name, { touch = false } = {}) {
  const at = await scrollIntoView(page, name);
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await harness.waitForMoreFrames(page, 3);
}

// Presses Undo or Hint in a game against the AI, which is rated: the page asks first ("This
// game is rated"), and the answer "Undo, unrated" / "Show the hint, unrated" goes on with it.
// With `shot`, the question is saved as screenshot `shot`.
export async function pressUnrated(page, name, { touch = false, shot = '' } = {}) {
  await press(page, name, { touch });
  const asked = await waitForProbe(page, (p) => p.widgets['button:give-up-rating'], 'the rated game\'s question');
  if (shot) await harness.screenshot(page, shot);
  assert.ok(asked.widgets['button:keep-rated'], 'the question offers to keep the game rated');
  await press(page, 'button:give-up-rating', { touch });
}

// Waits until the probe satisfies `predicate(probe)`; returns that probe.
export async function waitForProbe(page, predicate, what, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await harness.probe(page);
    if (shown && predicate(shown)) return shown;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}; last probe values: ${JSON.stringify(shown?.values)}`);
    }
    await harness.waitForMoreFrames(page, 2);
  }
}

// From the title screen: choose `game` ('azul' | 'pavilion'), set the number of players, make
// seat 1 human and the others AI (at the default level, easy), and start. Returns the first
// game probe.
// With `shot`, the configured new-game screen is saved as screenshot `shot`.
export async function startGame(page, { game, players = 2, touch = false, shot = '' }) {
  await press(page, `card:${game}`, { touch });
  await waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  for (;;) {
    const shown = await harness.probe(page);
    const count = Object.keys(shown.widgets).filter((w) => /^button:seat:\d:human$/.test(w)).length;
    if (count === players) break;
    await press(page, count < players ? 'button:players:+' : 'button:players:-', { touch });
  }
  for (let seat = 1; seat <= players; ++seat) {
    await press(page, `button:seat:${seat}:${seat === 1 ? 'human' : 'ai'}`, { touch });
  }
  if (shot) await harness.screenshot(page, shot);
  await press(page, 'button:start', { touch });
  return waitForProbe(page, (p) => p.values.screen === 'game', 'the game screen');
}

// A fresh page at `width` x `height` (touch: a phone's touch screen) with fast animations, a
// game of `game` for `players` started (seat 1 a person, the others the AI), waiting for the
// person's turn. Returns the page and the probe at that turn.
export async function openGameAtMyTurn(browser, { game, width, height, touch, players = 2 }) {
  const page = await harness.openPage(browser, {
    contextOptions: { viewport: { width, height }, hasTouch: touch, isMobile: touch },
  });
  await useSettings(page.context(), FAST_SETTINGS);
  await page.reload();
  await harness.waitForReady(page);
  await startGame(page, { game, players, touch });
  const turn = await waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  return { page, turn };
}

// Plays the human seat by clicking random table targets until the game is over. Calls
// `onClick(clickNumber)` after each click (for mid-game screenshots) and `onProbe(probe)` with
// every probe it reads (to check what each frame showed). Returns the final probe.
export async function playToEnd(page, { touch = false, seed = 1, onClick = async () => {}, onProbe = async () => {},
                                        maxClicks = 4000 } = {}) {
  const random = randomGenerator(seed);
  let clicks = 0;
  let scrollDirection = -1;  // up first: the factories are at the top
  let scrolls = 0;
  for (;;) {
    const shown = await harness.probe(page);
    await onProbe(shown);
    const values = shown.values;
    if (values.screen === 'game-over') return shown;
    assert.equal(values.screen, 'game', `unexpected screen ${values.screen}`);
    if (values.turn !== 'human' || values.legal_count === '0') {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:'));
    if (targets.length === 0) {  // the targets are scrolled out of view: scroll the table
      const view = page.viewportSize();
      await page.mouse.move(view.width / 2, view.height * 0.6);
      await page.mouse.wheel(0, scrollDirection * view.height * 0.6);
      await harness.waitForMoreFrames(page, 3);
      ++scrolls;
      assert.ok(scrolls < 200, 'the legal targets never came into view');
      const shown = await harness.probe(page);
      const found = Object.keys(shown.widgets).some((name) => name.startsWith('target:'));
      if (!found && scrolls % 6 === 0) scrollDirection = -scrollDirection;
      continue;
    }
    scrolls = 0;
    // Prefer targets that move the turn forwards (not "cancel").
    const forwards = targets.filter((name) => name !== 'target:cancel');
    const pool = forwards.length > 0 ? forwards : targets;
    const name = pool[Math.floor(random() * pool.length)];
    if (process.env.AZUL_PLAY_DEBUG) console.log(clicks, name, JSON.stringify(values));
    try {
      await press(page, name, { touch });
    } catch (error) {
      // The table can change between reading the probe and clicking (an AI seat moved, a
      // forced move played itself): the target is gone, so read the probe again.
      if (!String(error.message).includes('not shown')) throw error;
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    ++clicks;
    assert.ok(clicks < maxClicks, `no end after ${clicks} clicks`);
    await onClick(clicks);
  }
}

// Checks the end screen: the final scores drawn there are the engine's scores.
export function assertFinalScores(shown) {
  assert.equal(shown.values.screen, 'game-over');
  assert.ok(shown.values.final_scores, 'the end screen shows the final scores');
  assert.equal(shown.values.final_scores, shown.values.scores, 'the scores shown are the engine scores');
  const players = Number(shown.values.players);
  for (let seat = 1; seat <= players; ++seat) {
    assert.ok(shown.widgets[`text:final-score:${seat}`], `the final score of player ${seat} is drawn`);
  }
  assert.ok(shown.values.winners, 'the winners are named');
}
