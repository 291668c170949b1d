// The AI in its own thread (src/platform/web_search.cpp, web/search_glue.js,
// web/search-worker.js): the page's AI seats think in a Web Worker and play exactly the moves
// they play where no worker can start (a browser without Worker: the page's own frames think,
// without a word); and leaving a game stops its search in the worker at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 240000;
const GAME_TIMEOUT_MS = 150000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// A page with FAST_SETTINGS, and without Web Workers when `workers` is false.
async function openSearchPage({ workers, hash = '' }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!workers) await context.addInitScript(() => { delete window.Worker; });
  await play.useSettings(context, play.FAST_SETTINGS);
  const page = await harness.openInContext(context, hash);
  await harness.waitForReady(page);
  return page;
}

// Where the page's searches ran so far (web/search_glue.js).
async function searchStats(page) {
  return page.evaluate(() => ({ ...window.azulSearchStats }));
}

// Every level, weakest first (each game offers these or some of them: src/ai/levels.cpp).
const LEVELS = ['newcomer', 'learner', 'beginner', 'novice', 'easy', 'casual', 'club', 'intermediate',
                'medium', 'strong', 'advanced', 'expert', 'hard', 'max'];

// Sets seat `seat`'s level to `level` on the new-game screen with its - and + buttons.
async function chooseLevel(page, seat, level) {
  for (let i = 0; i < 30; ++i) {
    const shown = await harness.probe(page);
    const now = shown.values[`level:${seat}`];
    if (now === level) return;
    const down = LEVELS.indexOf(now) > LEVELS.indexOf(level);
    await play.press(page, `button:level:${seat}:${down ? '-' : '+'}`);
    await play.waitForProbe(page, (p) => p.values[`level:${seat}`] !== now, `seat ${seat}'s next level`);
  }
  throw new Error(`seat ${seat} could not be set to ${level}`);
}

// Two AI seats of `level` play a whole game of `game` from the link's seed; returns its record
// (the game's share link without the game's own id) and where its searches ran.
async function aiGame(workers, game, level) {
  const page = await openSearchPage({ workers, hash: '#seed=4242' });
  await play.press(page, `card:${game}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  for (const seat of [1, 2]) {
    await play.press(page, `button:seat:${seat}:ai`);
    await chooseLevel(page, seat, level);
  }
  await play.press(page, 'button:start');
  const end = await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end of the AI game',
                                      GAME_TIMEOUT_MS);
  play.assertFinalScores(end);
  const link = await page.evaluate(() => location.hash.replace(/[~&]g=[^&]*/, ''));
  const stats = await searchStats(page);
  harness.expectNoProblems(page);
  await page.context().close();
  return { link, stats };
}

for (const game of ['azul', 'pavilion']) {
  test(`${game}: the AI plays the same moves in a worker and, without workers, in the page's frames`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    const inWorker = await aiGame(true, game, 'club');
    const inFrames = await aiGame(false, game, 'club');
    console.log(`${game}: searches with workers ${JSON.stringify(inWorker.stats)}, without ${JSON.stringify(inFrames.stats)}`);
    assert.equal(inWorker.stats.workers, 1, 'one worker: every core but the one that draws (2 cores here)');
    assert.ok(inWorker.stats.workerJobs > 20, 'the moves were searched in the worker');
    assert.equal(inWorker.stats.frameJobs, 0);
    assert.equal(inFrames.stats.workers, 0, 'no worker where Worker is missing');
    assert.ok(inFrames.stats.frameJobs > 20, 'the page searched in its frames instead');
    assert.match(inWorker.link, new RegExp(`^#2\\.${game}\\.`));
    assert.equal(inWorker.link, inFrames.link, 'the same game, move for move');
  });
}

test('leaving a game stops its search in the worker at once', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openSearchPage({ workers: true });
  // Seat 1 is max, which thinks for 5 s.
  await play.press(page, 'card:azul');
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  await play.press(page, 'button:seat:1:ai');
  await chooseLevel(page, 1, 'max');
  await play.press(page, 'button:start-seat:1');
  await play.press(page, 'button:start');
  await play.waitForProbe(page, (p) => p.values.turn === 'ai', 'max thinking');
  await page.waitForFunction(() => window.azulSearchStats.busy === 1, null, { timeout: 10000 });
  await play.press(page, 'button:menu');
  const left = Date.now();
  await play.press(page, 'button:title');
  await page.waitForFunction(() => window.azulSearchStats.busy === 0, null, { timeout: 10000 });
  const stopped = Date.now() - left;
  const stats = await searchStats(page);
  console.log(`the worker stopped max's search ${stopped} ms after the game was left (${JSON.stringify(stats)})`);
  assert.equal(stats.cancelled, 1, 'the page told the worker to stop');
  assert.ok(stopped < 2500, `the worker stopped within a slice, not after max's 5 s (${stopped} ms)`);
  harness.expectNoProblems(page);
  await page.context().close();
});
