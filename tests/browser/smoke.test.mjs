// Smoke test of the built page: it loads, draws the title screen with real UI (not a blank
// canvas), follows the window size and the device pixel ratio, and reports no console or page
// errors. Screenshots go to build/browser-shots/ for a person to look at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';

const TEST_TIMEOUT_MS = 90000;
// Rendered text and tiles give hundreds of colours; a blank or cleared canvas gives one.
const MIN_RENDERED_COLOURS = 50;
const MAX_DOMINANT_SHARE = 0.95;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

async function canvasSize(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('canvas');
    return { width: canvas.width, height: canvas.height,
             cssWidth: canvas.clientWidth, cssHeight: canvas.clientHeight };
  });
}

test('the title screen renders UI without console or page errors', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  assert.equal(await harness.overlayVisible(page, 'error'), false, 'error overlay shown');

  const png = await harness.screenshot(page, 'title-1280x800');
  const stats = await harness.pixelStats(page, png);
  assert.ok(stats.colours >= MIN_RENDERED_COLOURS,
            `canvas looks blank: ${stats.colours} distinct colours`);
  assert.ok(stats.dominantShare <= MAX_DOMINANT_SHARE,
            `canvas looks uniform: one colour covers ${(stats.dominantShare * 100).toFixed(1)}%`);

  const shown = await harness.probe(page);
  assert.equal(shown.values.screen, 'title');
  assert.ok(shown.widgets['card:pavilion'] && shown.widgets['card:azul'], 'both game cards shown');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('on a high-DPI screen the canvas has device pixels and the UI keeps its size',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser, { contextOptions: { deviceScaleFactor: 2 } });
  await harness.waitForReady(page);
  const size = await canvasSize(page);
  assert.deepEqual([size.width, size.height], [size.cssWidth * 2, size.cssHeight * 2]);

  const card = (await harness.probe(page)).widgets['card:azul'];
  const reference = await harness.openPage(browser);
  await harness.waitForReady(reference);
  const referenceCard = (await harness.probe(reference)).widgets['card:azul'];
  assert.deepEqual(card, referenceCard, 'layout in CSS pixels must not depend on the pixel ratio');

  await harness.screenshot(page, 'title-1280x800@2x');
  harness.expectNoProblems(page);
  harness.expectNoProblems(reference);
  await page.context().close();
  await reference.context().close();
});

test('the canvas follows the window and the cards stack on a narrow window',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  let widgets = (await harness.probe(page)).widgets;
  assert.equal(widgets['card:azul'].y, widgets['card:pavilion'].y, 'side by side when wide');

  await page.setViewportSize({ width: 600, height: 900 });
  await page.waitForFunction(() => document.getElementById('canvas').width === 600);
  await harness.waitForMoreFrames(page);
  const size = await canvasSize(page);
  assert.deepEqual([size.width, size.height], [600, 900]);
  widgets = (await harness.probe(page)).widgets;
  assert.ok(widgets['card:azul'].y >= widgets['card:pavilion'].y + widgets['card:pavilion'].h,
            'stacked when narrow');
  assert.ok(widgets['card:azul'].x + widgets['card:azul'].w <= 600, 'cards fit the width');

  await harness.screenshot(page, 'title-600x900');
  harness.expectNoProblems(page);
  await page.context().close();
});
