// The page rests (src/ui/frame_demand.h): an idle title screen and a table waiting for the
// player draw (almost) nothing, and yet every change is drawn without any further input: a
// click, a key, a touch, a resize, another tab's saved game, a changed link, and a whole game
// of AI seats. Nothing here wakes the page the way the other tests' helpers do: the probe is
// read as the page last drew it (harness.probe), and frames are counted, not asked for.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const IDLE_MS = 3000;
const HANDFUL = 5;  // frames an idle page may draw in IDLE_MS
// The highlights' breathing and the last frames that settle ImGui, before the table rests.
const TABLE_SETTLES_MS = 3500;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function framesWhileIdle(page) {
  const from = await harness.frameCount(page);
  await sleep(IDLE_MS);
  return (await harness.frameCount(page)) - from;
}

async function readyPage(options = {}) {
  const page = await harness.openPage(browser, options);
  await play.useSettings(page.context(), play.FAST_SETTINGS);
  await page.reload();
  await harness.waitForReady(page);
  return page;
}

// The centre of a widget as the page last drew it (no frame asked for).
async function drawnCentre(page, name) {
  const widget = (await harness.probe(page)).widgets[name];
  assert.ok(widget, `${name} is drawn`);
  return { x: widget.x + widget.w / 2, y: widget.y + widget.h / 2 };
}

test('an idle title screen rests; a click, a hash change and a resize are drawn without more input',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await readyPage();
  await sleep(500);
  const idle = await framesWhileIdle(page);
  console.log(`idle title: ${idle} frames in ${IDLE_MS} ms`);
  assert.ok(idle <= HANDFUL, `an idle title draws at most ${HANDFUL} frames in ${IDLE_MS} ms: ${idle}`);

  await page.evaluate(() => { location.hash = 'game=azul'; });
  await harness.waitForDrawn(page, (p) => p.values.game === 'azul', 'the hash change drawn');

  const before = (await harness.probe(page)).widgets['card:azul'];
  await page.setViewportSize({ width: 900, height: 700 });
  await harness.waitForDrawn(page, (p) => p.widgets['card:azul'] && p.widgets['card:azul'].x !== before.x,
                                 'the resized title drawn');

  const card = await drawnCentre(page, 'card:pavilion');
  await page.mouse.click(card.x, card.y);
  await harness.waitForDrawn(page, (p) => p.values.screen === 'new-game' && p.values.game === 'pavilion',
                                 'the click drawn');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a touch is drawn without more input', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await readyPage({ contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } });
  await sleep(500);
  const card = await drawnCentre(page, 'card:pavilion');  // the first card: no scrolling
  await page.touchscreen.tap(card.x, card.y);
  await harness.waitForDrawn(page, (p) => p.values.screen === 'new-game' && p.values.game === 'pavilion',
                                 'the tap drawn');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a table waiting for the player rests; a click and a key are drawn without more input',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await readyPage();
  await play.startGame(page, { game: 'azul' });
  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  await sleep(TABLE_SETTLES_MS);
  const idle = await framesWhileIdle(page);
  console.log(`idle table at my turn: ${idle} frames in ${IDLE_MS} ms`);
  assert.ok(idle <= HANDFUL, `an idle table draws at most ${HANDFUL} frames in ${IDLE_MS} ms: ${idle}`);

  const shown = await harness.probe(page);
  const source = Object.keys(shown.widgets).find((name) => name.startsWith('target:take:'));
  const at = await drawnCentre(page, source);
  await page.mouse.click(at.x, at.y);
  await harness.waitForDrawn(page, (p) => p.values.table === 'place', 'the picked tiles drawn');
  await page.keyboard.press('Escape');
  await harness.waitForDrawn(page, (p) => p.values.table === 'select-source', 'Escape drawn');
  harness.expectNoProblems(page);
  await page.context().close();
});

test("another tab's new game appears in the list without input", { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await play.useSettings(context, play.FAST_SETTINGS);
  const watching = await harness.openInContext(context);
  await harness.waitForReady(watching);
  const listed = Number((await harness.probe(watching)).values.library_count ?? 0);
  const playing = await harness.openInContext(context);
  await harness.waitForReady(playing);
  await play.startGame(playing, { game: 'pavilion' });
  await harness.waitForDrawn(watching, (p) => Number(p.values.library_count) === listed + 1,
                                 "the other tab's game listed");
  harness.expectNoProblems(watching);
  harness.expectNoProblems(playing);
  await context.close();
});

test('a game of AI seats plays to its end without input', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await readyPage();
  await play.press(page, 'card:azul');
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  await play.press(page, 'button:seat:1:ai');
  await play.press(page, 'button:seat:2:ai');
  await play.press(page, 'button:start');
  const over = await harness.waitForDrawn(page, (p) => p.values.screen === 'game-over', 'the end', 90000);
  play.assertFinalScores(over);
  harness.expectNoProblems(page);
  await page.context().close();
});
