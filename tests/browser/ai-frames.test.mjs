// The page keeps drawing while the AI thinks: the search runs in a Web Worker
// (src/platform/web_search.cpp), so the page's own thread only draws what changes (the "is
// thinking" dots, src/ui/game/game_flow.h). Seat 1 is the strongest level, which thinks for
// seconds per move; during its first turn the test records the time between the browser's
// animation frames and the frames the app drew, prints them, and fails on a freeze, on a table
// that stops showing the thinking, or on a search that did not run in the worker.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
// A gap this long means the main thread was blocked: the AI did not yield. Normal frames take
// about 17 ms; the bound leaves room for a loaded CI machine.
const FREEZE_MS = 1000;
const IDLE_MS = 2000;
// The thinking dots change 3 times a second: the app draws at least that often meanwhile.
const DOTS_PER_SECOND = 3;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

for (const game of ['pavilion', 'azul']) {
  test(`${game}: frames keep coming while the max-level AI thinks`, { timeout: TEST_TIMEOUT_MS }, async () => {
    const page = await harness.openPage(browser);
    await play.useSettings(page.context(), play.FAST_SETTINGS);
    await page.reload();
    await harness.waitForReady(page);

    await play.press(page, `card:${game}`);
    await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
    await play.press(page, 'button:seat:1:ai');
    await play.press(page, 'button:seat:2:human');
    // Up to the strongest level: its "+" disappears there. Each click is waited for until the
    // level it shows has changed, so a click the app has not yet seen is never clicked again.
    for (let i = 0; i < 20; ++i) {
      const shown = await harness.probe(page);
      if (!shown.widgets['button:level:1:+']) break;
      const level = shown.values['level:1'];
      await play.press(page, 'button:level:1:+');
      await play.waitForProbe(page, (p) => p.values['level:1'] !== level, 'the next level');
    }
    const configured = await harness.probe(page);
    assert.equal(configured.values['level:1'], 'max');
    assert.equal(configured.widgets['button:level:1:+'], undefined);
    await play.press(page, 'button:start-seat:1');
    await play.press(page, 'button:start');

    await page.evaluate(() => {
      window.azulFrameLog = [];
      const tick = (time) => {
        window.azulFrameLog.push([time, Module.azulFrameCount()]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await play.waitForProbe(page, (p) => p.values.turn === 'ai', 'the AI turn');
    const from = await page.evaluate(() => performance.now());
    // Not woken by the test: the page draws what it draws by itself.
    const answered = await harness.waitForDrawn(page, (p) => p.values.turn !== 'ai', 'the AI move', 60000);
    const to = await page.evaluate(() => performance.now());
    assert.equal(answered.values.screen, 'game');

    // For comparison, the same table while nobody thinks (the human's turn).
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleTo = await page.evaluate(() => performance.now());
    const log = await page.evaluate(() => window.azulFrameLog);
    const between = (start, end) => log.filter(([t]) => t >= start && t <= end);
    const frameTimes = (frames) => frames.slice(1).map(([t], i) => t - frames[i][0]).sort((a, b) => a - b);
    const describe = (gaps) => `median ${percentile(gaps, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(gaps, 0.95).toFixed(1)} ms, max ${gaps.at(-1).toFixed(1)} ms`;
    const thinking = between(from, to);
    const gaps = frameTimes(thinking);
    const drawn = thinking.at(-1)[1] - thinking[0][1];
    const thinkMs = to - from;
    const stats = await page.evaluate(() => ({ ...window.azulSearchStats }));
    console.log(`${game}: AI turn ${thinkMs.toFixed(0)} ms, ${gaps.length + 1} animation frames, ` +
                `${drawn} drawn by the app; frame time ${describe(gaps)}; ` +
                `while nobody thinks: ${describe(frameTimes(between(to, idleTo)))}; ` +
                `searches ${JSON.stringify(stats)}`);
    assert.ok(thinkMs > 1000, `the max level thinks for seconds (${thinkMs.toFixed(0)} ms)`);
    assert.ok(gaps.at(-1) < FREEZE_MS, `a frame took ${gaps.at(-1).toFixed(0)} ms: the page froze`);
    assert.ok(drawn >= (thinkMs / 1000) * DOTS_PER_SECOND * 0.8,
              `the app drew ${drawn} frames in ${thinkMs.toFixed(0)} ms: the thinking dots stopped`);
    assert.ok(stats.workerJobs >= 1 && stats.frameJobs === 0, 'the search ran in the worker');
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
