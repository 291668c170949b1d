// Measures the time from navigation to the game's first drawn frame in headless Chromium,
// for scripts/bench.sh (a figure to print, not a test). Usage (AZUL_SITE_URL set):
//   node tests/browser/lib/first-frame.mjs [runs]
import { launchBrowser, openPage, waitForFrames } from './harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const browser = await launchBrowser();
const times = [];
for (let i = 0; i < runs; ++i) {
  const start = Date.now();
  const page = await openPage(browser);
  await waitForFrames(page, 1);
  times.push(Date.now() - start);
  await page.context().close();
}
await browser.close();
times.sort((a, b) => a - b);
console.log(`first frame in headless Chromium (SwiftShader): median ${times[Math.floor(times.length / 2)]} ms, ` +
            `min ${times[0]} ms, max ${times[times.length - 1]} ms over ${runs} loads`);
