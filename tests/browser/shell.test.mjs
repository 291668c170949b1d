// The page shell (web/index.html, web/shell.js): the loading screen while the wasm downloads,
// the error overlay when it cannot load, the message when WebGL is lost, and relative paths so
// that the site works from a sub-path of any static host.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';

const TEST_TIMEOUT_MS = 90000;

// The page asks for azul.wasm twice (the preload, then the fetch): an answer that comes after the
// test closed its page finds the response disposed, which is no failure of the page.
function ignoreClosed() {}

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

test('the loading screen shows progress until the first frame', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route('**/azul.wasm', async (route) => { await gate; await route.continue().catch(ignoreClosed); });
  await page.goto(harness.siteUrl);
  await page.waitForFunction(() => /Downloading/.test(document.getElementById('loading-status').textContent));
  assert.equal(await harness.overlayVisible(page, 'loading'), true);
  release();
  await harness.waitForReady(page);
  assert.equal(await harness.overlayVisible(page, 'loading'), false);
  await context.close();
});

test('a wasm that cannot be downloaded shows a readable error', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/azul.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }).catch(ignoreClosed));
  await page.goto(harness.siteUrl);
  await page.waitForSelector('#error:not([hidden])');
  const message = await page.textContent('#error-message');
  assert.match(message, /azul\.wasm.*HTTP 404/);
  assert.equal(await harness.overlayVisible(page, 'loading'), false);
  await harness.screenshot(page, 'error-wasm-404');
  await context.close();
});

test('a corrupt wasm shows a readable error', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/azul.wasm', (route) => route.fulfill({
    status: 200, contentType: 'application/wasm', body: Buffer.from('not a WebAssembly module'),
  }).catch(ignoreClosed));
  await page.goto(harness.siteUrl);
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error-message'), /could not start: .*WebAssembly/);
  await context.close();
});

test('losing the WebGL context shows a message', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  await page.evaluate(() => {
    document.getElementById('canvas').getContext('webgl2').getExtension('WEBGL_lose_context').loseContext();
  });
  await page.waitForSelector('#context-lost:not([hidden])');
  await harness.screenshot(page, 'context-lost');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('the site works from a sub-path (all URLs are relative)', { timeout: TEST_TIMEOUT_MS }, async () => {
  const origin = new URL(harness.siteUrl).origin;
  const subPath = `${origin}/some/sub/path/`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const outside = [];
  // Map <origin>/some/sub/path/<file> onto the served folder; record any request outside it.
  await context.route(`${origin}/**`, async (route) => {
    const url = route.request().url();
    if (!url.startsWith(subPath)) {
      outside.push(url);
      return route.fulfill({ status: 404, body: 'outside the sub-path' }).catch(ignoreClosed);
    }
    try {
      const response = await route.fetch({ url: new URL(url.slice(subPath.length), harness.siteUrl).href });
      await route.fulfill({ response });
    } catch (error) {
      ignoreClosed(error);
    }
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  await page.goto(subPath);
  await harness.waitForReady(page);
  assert.deepEqual(outside, []);
  harness.expectNoProblems(page);
  await context.close();
});
