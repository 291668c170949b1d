// The installable, offline page (web/manifest.webmanifest, web/sw.js, scripts/make-sw.py):
// Chromium reads the manifest without errors and its icons load; after one visit the page
// loads with the network off, its puzzles open and an AI game plays to its end, its AI in the search worker
// (web/search-worker.js, kept by the service worker like every file of the site); after a first
// visit in Japanese its fonts (which the worker keeps only for the languages a player uses) load
// offline too; a new deploy is offered with "A new version is ready" without touching the game
// in progress, and its Reload keeps it.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 180000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = path.join(repoRoot, 'build/web-release/site');

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// Waits until the service worker controls the page (it claims the page once installed).
async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller,
                             null, { timeout: 60000 });
}

// Serves a copy of the built site on its own port (for a second deploy); returns its URL and a
// function that stops it.
async function serveCopy(dir) {
  const portFile = path.join(dir, '..', 'port');
  const server = spawn('python3', [path.join(repoRoot, 'scripts/serve.py'), '--dir', dir, '--port', '0',
                                   '--port-file', portFile, '--quiet'], { stdio: 'ignore' });
  for (let i = 0; i < 100; ++i) {
    try {
      const port = readFileSync(portFile, 'utf8').trim();
      if (port) return { url: `http://127.0.0.1:${port}/`, stop: () => server.kill() };
    } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the copy of the site could not be served');
}

// The width and height a PNG declares in its header.
function pngSize(bytes) {
  const b = Buffer.from(bytes);
  assert.equal(b.toString('latin1', 1, 4), 'PNG', 'the icon is a PNG');
  return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
}

test('the manifest is valid for Chromium and its icons load', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await harness.waitForReady(page);
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(errors, [], 'Chromium reads the manifest without errors');
  const manifest = JSON.parse(data);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
  assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'), 'a maskable icon');
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, harness.siteUrl).href);
    assert.equal(response.status(), 200, `${icon.src} loads`);
    assert.equal(pngSize(await response.body()), icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  harness.expectNoProblems(page);
  await page.context().close();
});

test('after one visit the page loads offline and an AI game plays to its end', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await harness.openPage(browser);
  await play.useSettings(page.context(), play.FAST_SETTINGS);
  await harness.waitForReady(page);
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await harness.waitForReady(page);
  // The puzzles were never opened online: the service worker kept them all the same.
  await play.press(page, 'button:puzzles:azul');
  await play.waitForProbe(page, (p) => p.values['puzzle-phase'] === 'asking', 'a puzzle, offline');
  await play.press(page, 'button:title');
  await play.press(page, 'card:azul');
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  for (const seat of [1, 2]) await play.press(page, `button:seat:${seat}:ai`);
  await play.press(page, 'button:start');
  const end = await play.waitForProbe(page, (p) => p.values.screen === 'game-over',
                                      'the end of the AI game', 150000);
  play.assertFinalScores(end);
  const searches = await page.evaluate(() => ({ ...window.azulSearchStats }));
  assert.ok(searches.workers >= 1 && searches.workerJobs > 0 && searches.frameJobs === 0,
            `the AI thought in its worker, offline too (${JSON.stringify(searches)})`);
  await harness.screenshot(page, 'offline-game-over');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a language\'s own fonts are kept for offline use once it is shown', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await play.useSettings(context, { ...play.FAST_SETTINGS, language: 'ja' });
  const page = await harness.openInContext(context);
  await harness.waitForReady(page);
  await waitForServiceWorker(page);
  // A first visit loads them before the worker runs: the page asks it to keep them.
  await page.waitForFunction(async () => !!(await caches.match('fonts/ja.otf')) &&
                                          !!(await caches.match('fonts/ja-bold.otf')),
                             null, { timeout: 60000, polling: 250 });
  await context.setOffline(true);
  await page.reload();
  await harness.waitForReady(page);
  await harness.waitForMoreFrames(page, 3);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja', 'Japanese offline');
  const shown = await harness.probe(page);
  assert.equal(shown.values['missing-glyphs'], undefined, 'every character with its glyph');
  await harness.screenshot(page, 'offline-ja-title');
  harness.expectNoProblems(page);
  await context.close();
});

test('a new deploy is offered, leaves the game alone, and its Reload keeps the game', { timeout: TEST_TIMEOUT_MS }, async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'azul-deploy-'));
  const copy = path.join(work, 'site');
  cpSync(siteDir, copy, { recursive: true });
  const served = await serveCopy(copy);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await play.useSettings(context, play.FAST_SETTINGS);
    const page = await harness.openInContext(context, served.url);
    await harness.waitForReady(page);
    await waitForServiceWorker(page);
    await play.startGame(page, { game: 'azul', players: 2, touch: true });
    const turn = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
    const source = Object.keys(turn.widgets).find((name) => name.startsWith('target:take:'));
    await play.press(page, source, { touch: true });
    const placed = await play.waitForProbe(page, (p) => Object.keys(p.widgets).some((n) => /^target:dest:/.test(n)), 'the destinations');
    await play.press(page, Object.keys(placed.widgets).find((n) => /^target:dest:/.test(n)), { touch: true });
    const playing = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my second turn');
    const seed = playing.values.seed;

    // The second deploy: one file changes, the service worker is made again.
    appendFileSync(path.join(copy, 'shell.css'), '\n/* the second deploy */\n');
    const made = spawnSync('python3', [path.join(repoRoot, 'scripts/make-sw.py'), '--site', copy,
                                       '--template', path.join(repoRoot, 'web/sw.js')]);
    assert.equal(made.status, 0, String(made.stderr));
    // Ask for the check a browser makes by itself on navigation and every half hour. (Headless
    // Chromium answers the first check after an install only about 60 s later, whatever the
    // server: hence the long wait.)
    await page.evaluate(() => { navigator.serviceWorker.getRegistration().then((r) => r.update()); });
    await page.waitForSelector('#update:not([hidden])', { timeout: 120000 });
    await harness.screenshot(page, 'offline-update-offered');
    const still = await harness.probe(page);
    assert.equal(still.values.screen, 'game', 'the game is still on screen');
    assert.equal(still.values.seed, seed, 'the same game');

    await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
    await harness.waitForReady(page);
    const resumed = await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game after the reload');
    assert.equal(resumed.values.seed, seed, 'the reload continues the same game');
    assert.equal(await page.isHidden('#update'), true);
    harness.expectNoProblems(page);
    await context.close();
  } finally {
    served.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
