// Input through the real page: mouse clicks and touch taps reach the ImGui UI (SDL2 maps
// touches to mouse events), choices are remembered in localStorage and reflected in the URL
// hash, and links (the hash) select what the app shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 90000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

async function selectedGame(page) {
  return (await harness.probe(page)).values.game;
}

test('clicking a game card selects it, updates the link and is remembered',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  assert.equal(await selectedGame(page), 'pavilion', 'Summer Pavilion is the default');

  const card = await harness.widgetCenter(page, 'card:azul');
  await page.mouse.click(card.x, card.y);
  await page.waitForFunction(() => location.hash === '#game=azul');
  await harness.waitForMoreFrames(page);
  assert.equal(await selectedGame(page), 'azul');
  assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.game')), 'azul');

  await page.goto(harness.siteUrl);  // no link: the saved choice applies
  await harness.waitForReady(page);
  assert.equal(await selectedGame(page), 'azul');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a link selects the game, also when the hash changes later', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser, { hash: '#game=azul' });
  await harness.waitForReady(page);
  assert.equal(await selectedGame(page), 'azul');

  await page.evaluate(() => { location.hash = 'game=pavilion'; });
  await harness.waitForMoreFrames(page);
  assert.equal(await selectedGame(page), 'pavilion');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('tapping on a touch screen selects a game', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser, {
    contextOptions: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
                      isMobile: true, hasTouch: true },
  });
  await harness.waitForReady(page);
  await harness.screenshot(page, 'title-phone-390x844@3x');
  const card = await play.scrollIntoView(page, 'card:azul');  // the second card, below the fold
  await page.touchscreen.tap(card.x, card.y);
  await page.waitForFunction(() => location.hash === '#game=azul');
  await harness.waitForMoreFrames(page);
  assert.equal(await selectedGame(page), 'azul');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('on a phone, swiping scrolls the screen and does not select', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser, {
    contextOptions: { viewport: { width: 390, height: 664 }, deviceScaleFactor: 2,
                      isMobile: true, hasTouch: true },
  });
  await harness.waitForReady(page);
  const start = await harness.widgetCenter(page, 'card:azul');
  const topBefore = (await harness.probe(page)).widgets['card:azul'].y;
  // A real touch swipe upwards (touchstart, moves, touchend), with frames in between so the
  // UI sees the finger move.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: start.x, y }],
  });
  const startY = Math.min(start.y, 500);
  await touch('touchStart', startY);
  await harness.waitForMoreFrames(page, 2);
  for (let step = 1; step <= 8; ++step) {
    await touch('touchMove', startY - step * 25);
    await harness.waitForMoreFrames(page, 2);
  }
  await touch('touchEnd');
  await harness.waitForMoreFrames(page, 3);
  const shown = await harness.probe(page);
  assert.ok(shown.widgets['card:azul'].y < topBefore - 50, 'the cards moved up');
  assert.equal(shown.values.game, 'pavilion', 'a swipe is not a tap');
  assert.equal(await page.evaluate(() => location.hash), '');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('the keyboard moves between the cards and Space chooses', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  // Quick taps: the key goes down and up between two frames.
  for (const key of ['ArrowRight', 'ArrowRight', 'Space']) {
    await page.keyboard.press(key);
    await harness.waitForMoreFrames(page);
  }
  await page.waitForFunction(() => location.hash === '#game=azul');
  assert.equal(await selectedGame(page), 'azul');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('the text size buttons zoom the UI and the zoom is remembered', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  const before = (await harness.probe(page)).widgets['card:azul'];
  const button = await harness.widgetCenter(page, 'zoom:in');
  await page.mouse.click(button.x, button.y);
  await harness.waitForMoreFrames(page);
  const shown = await harness.probe(page);
  assert.equal(shown.values.zoom, '110');
  assert.ok(shown.widgets['card:azul'].h > before.h, 'cards grow with the text');
  assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.zoom')), '110');
  await harness.screenshot(page, 'title-zoom-110');
  harness.expectNoProblems(page);
  await page.context().close();
});
