// Shared helpers for the browser tests (tests/browser/*.test.mjs, run by ./test.sh with node's
// built-in test runner): launch the system Chromium through playwright-core, open the served
// page, collect console errors and page errors, wait for the game's first frame, read the
// app's widget probe, save screenshots and check that they show rendered UI.
//
// Environment (set by ./test.sh):
//   AZUL_SITE_URL   the served site, e.g. http://127.0.0.1:41234/  (required)
//   AZUL_SHOTS_DIR  where screenshots go (default: <repo>/build/browser-shots)
//   AZUL_CHROMIUM   the browser executable (default: /usr/bin/chromium)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const siteUrl = process.env.AZUL_SITE_URL ?? '';
export const shotsDir = process.env.AZUL_SHOTS_DIR ?? path.join(repoRoot, 'build/browser-shots');

// Flags that let headless Chromium draw WebGL2 in software (SwiftShader) and keep it offline.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

const FIRST_FRAME_TIMEOUT_MS = 30000;

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.AZUL_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

// Opens `hash` (e.g. '#game=azul') of the site in a new context and page. Every console error
// and page error is collected in `problems`; tests call expectNoProblems(page) at the end.
// `contextOptions` go to browser.newContext (viewport, deviceScaleFactor, hasTouch...);
// `site` is the served site (AZUL_SITE_URL unless given).
export async function openPage(browser, { hash = '', contextOptions = {}, site = siteUrl } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  return openInContext(context, hash, site);
}

// Opens `hash` in a new page of an existing context (several tabs of one browser profile share
// its localStorage), collecting problems as openPage does.
export async function openInContext(context, hash = '', site = siteUrl) {
  if (!site) throw new Error('AZUL_SITE_URL is not set: run the browser tests through ./test.sh');
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  await page.goto(new URL(hash, site).href);
  return page;
}

// Opens `hash` in a new page of `context` (openInContext) and waits until it is ready.
export async function openReady(context, hash = '') {
  const page = await openInContext(context, hash);
  await waitForReady(page);
  return page;
}

export function expectNoProblems(page) {
  if (page.problems.length > 0) {
    throw new Error(`the page reported problems:\n  ${page.problems.join('\n  ')}`);
  }
}

// Waits until the game has drawn `frames` frames. The page draws only when something changes
// (src/ui/frame_demand.h), so the wait wakes it (Module.azulWake) for the frames still missing.
export async function waitForFrames(page, frames = 1) {
  await page.waitForFunction((count) => {
    if (!window.Module || typeof Module.azulFrameCount !== 'function') return false;
    const drawn = Module.azulFrameCount();
    if (drawn >= count) return true;
    if (typeof Module.azulWake === 'function') Module.azulWake(count - drawn);
    return false;
  }, frames, { timeout: FIRST_FRAME_TIMEOUT_MS });
}

// Waits until the first frames are drawn and the loading screen is gone: the page is ready
// for input and screenshots.
export async function waitForReady(page) {
  await waitForFrames(page, 3);
  await page.waitForFunction(() => document.getElementById('loading').hidden,
                             null, { timeout: FIRST_FRAME_TIMEOUT_MS });
}

// Wakes the page for `frames` more frames than have been drawn so far and waits for them (to
// let the UI react to input, or to read the probe of a fresh frame).
export async function waitForMoreFrames(page, frames = 3) {
  const now = await page.evaluate((count) => {
    if (typeof Module.azulWake === 'function') Module.azulWake(count);
    return Module.azulFrameCount();
  }, frames);
  await waitForFrames(page, now + frames);
}

// The frames drawn so far, without waking the page.
export async function frameCount(page) {
  return page.evaluate(() => Module.azulFrameCount());
}

// What the last frame showed: {widgets: {name: {x, y, w, h}}, values: {name: value}}, in CSS
// pixels (see src/ui/widget_probe.h).
export async function probe(page) {
  return page.evaluate(() => Module.azulProbe());
}

// Waits, without waking the page, until the last frame it drew satisfies `predicate(probe)`
// (the page must draw the change by itself); returns that probe.
export async function waitForDrawn(page, predicate, what, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await probe(page);
    if (shown && predicate(shown)) return shown;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what} to be drawn; last probe values: ${JSON.stringify(shown?.values)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The centre of a probed widget, in CSS pixels; fails if the last frame did not show it.
export async function widgetCenter(page, name) {
  const widgets = (await probe(page)).widgets;
  const widget = widgets[name];
  if (!widget) throw new Error(`widget ${name} not shown; shown: ${Object.keys(widgets).join(', ')}`);
  return { x: widget.x + widget.w / 2, y: widget.y + widget.h / 2 };
}

// Saves a screenshot of the page as <shotsDir>/<name>.png and returns the PNG bytes.
export async function screenshot(page, name) {
  mkdirSync(shotsDir, { recursive: true });
  const png = await page.screenshot();
  writeFileSync(path.join(shotsDir, `${name}.png`), png);
  return png;
}

// Colour statistics of a PNG, decoded by the browser itself: the number of distinct colours
// and the share of pixels taken by the most common one. A blank or single-colour canvas has
// 1 colour and a share of 1; rendered text and shapes give many colours.
export async function pixelStats(page, png) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const counts = new Map();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const most = Math.max(...counts.values());
    return { width: image.width, height: image.height, colours: counts.size,
             dominantShare: most / (pixels.length / 4) };
  }, Buffer.from(png).toString('base64'));
}

// Whether the page's overlay `id` (loading, error, context-lost) is showing.
export async function overlayVisible(page, id) {
  return page.evaluate((overlayId) => {
    const element = document.getElementById(overlayId);
    return !!element && !element.hidden && !element.classList.contains('done');
  }, id);
}
