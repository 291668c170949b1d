// Measures what the page costs in headless Chromium, for one built site or two side by side
// (a figure to print, not a test; scripts/bench-page.sh serves the sites and runs it):
//   node tests/browser/lib/page-bench.mjs NAME=URL [NAME=URL]
// For each site, in turn, in the same run:
//   - idle: the title screen, my turn in each game, and a game by link waiting for the friend:
//     frames drawn per second and the page's main-thread time per second (Chromium's
//     Performance metric TaskDuration) over IDLE_SECONDS;
//   - an AI search in each game (seat 1 at the strongest level, max, thinking its first move,
//     measured until it decides or SEARCH_SECONDS): frames drawn per second, main-thread time
//     per second and per frame, the gaps between the browser's animation frames (how smoothly
//     the page could draw), the search's iterations in that move and per second of wall-clock
//     thinking (the probe's ai_iterations / ai_think_ms), and the share of the main thread's
//     CPU profile spent in WebGL getParameter();
//   - the analysis of a whole 2-player game of each kind (tests/data/azul-2p-coloured.record,
//     tests/data/pavilion-2p-coloured.record, opened from the library's end screen): the
//     seconds from Analyse to the last move reviewed, and the main thread's time per second
//     meanwhile;
//   - animations (two easy AI seats playing Azul with tile animations on): main-thread time per
//     drawn frame, and the gaps between drawn frames during the first round's scoring story;
//   - the first frame after navigation: the median of FIRST_FRAME_LOADS loads.
// Each site's page loads with its own storage, so nothing carries over between them.
import { readFileSync } from 'node:fs';

import { launchBrowser, openInContext, openPage, probe, waitForDrawn, waitForFrames, waitForMoreFrames, waitForReady } from './harness.mjs';
import { FAST_SETTINGS, press, useSettings, waitForProbe } from './play.mjs';

const IDLE_SECONDS = 10;
const SETTLE_MS = 3000;  // animations and the highlights' breathing end before idle is measured
const SEARCH_SECONDS = 8;
const ANIMATION_SECONDS = 10;
const FIRST_FRAME_LOADS = 5;
const ANALYSIS_TIMEOUT_MS = 600000;
const ANALYSED_RECORDS = { azul: 'azul-2p-coloured.record', pavilion: 'pavilion-2p-coloured.record' };

const sites = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), url: arg.slice(at + 1) };
});
if (sites.length === 0) {
  console.error('usage: node page-bench.mjs NAME=URL [NAME=URL]');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function metrics(page) {
  page.cdp ??= await page.context().newCDPSession(page);
  if (!page.cdpEnabled) {
    await page.cdp.send('Performance.enable');
    page.cdpEnabled = true;
  }
  const { metrics: list } = await page.cdp.send('Performance.getMetrics');
  const task = list.find((m) => m.name === 'TaskDuration').value;
  const frames = await page.evaluate(() => Module.azulFrameCount());
  return { time: Date.now(), task, frames };
}

// Frames per second, main-thread milliseconds per second and per frame between two samples.
function rates(from, to) {
  const seconds = (to.time - from.time) / 1000;
  const frames = to.frames - from.frames;
  const taskMs = (to.task - from.task) * 1000;
  return { fps: frames / seconds, taskPerSecond: taskMs / seconds, taskPerFrame: frames > 0 ? taskMs / frames : 0 };
}

const verbose = process.env.AZUL_BENCH_VERBOSE ? (...args) => console.error(...args) : () => {};

async function measureIdle(page, what) {
  verbose(`measuring ${what}`);
  await sleep(SETTLE_MS);
  const from = await metrics(page);
  await sleep(IDLE_SECONDS * 1000);
  return rates(from, await metrics(page));
}

async function newPage(browser, site, settings = FAST_SETTINGS) {
  const page = await openPage(browser, { site: site.url });
  await useSettings(page.context(), settings);
  await page.reload();
  await waitForReady(page);
  return page;
}

async function chooseSeats(page, game, seats) {
  await press(page, `card:${game}`);
  await waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  for (const [seat, who] of seats.entries()) await press(page, `button:seat:${seat + 1}:${who}`);
}

async function idleFigures(browser, site) {
  const figures = {};
  let page = await newPage(browser, site);
  figures['idle title'] = await measureIdle(page, 'idle title');
  await page.context().close();
  for (const game of ['azul', 'pavilion']) {
    page = await newPage(browser, site);
    await chooseSeats(page, game, ['human', 'ai']);
    await press(page, 'button:start-seat:1');
    await press(page, 'button:start');
    await waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
    figures[`idle at my turn, ${game}`] = await measureIdle(page, `idle at my turn, ${game}`);
    await page.context().close();
  }
  // A game by link after my move was sent: the friend is to move.
  page = await newPage(browser, site);
  await chooseSeats(page, 'azul', ['human', 'friend']);
  await press(page, 'button:start-seat:1');
  await press(page, 'button:start');
  for (;;) {
    const shown = await waitForProbe(page, (p) => p.values.link_turn === 'mine' || p.widgets['button:send-link'], 'my move or Send');
    if (shown.widgets['button:send-link']) break;
    // Tiles to a line or the floor once picked up, else the first tiles offered.
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && name !== 'target:cancel');
    const target = targets.find((name) => /^target:(line|dest|floor)/.test(name)) ?? targets[0];
    if (target) await press(page, target);
    else await waitForMoreFrames(page, 2);
  }
  await press(page, 'button:send-link');
  await waitForProbe(page, (p) => p.values.link_turn === 'waiting', 'waiting for the friend');
  figures['idle waiting for a friend'] = await measureIdle(page, 'idle waiting for a friend');
  await page.context().close();
  return figures;
}

// The gaps between the browser's animation frames from now on, kept in the page.
async function logAnimationFrames(page) {
  await page.evaluate(() => {
    window.azulBenchFrames = [];
    const tick = (time) => {
      window.azulBenchFrames.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
async function animationFrameGaps(page, from, to) {
  const times = await page.evaluate(([a, b]) => window.azulBenchFrames.filter((t) => t >= a && t <= b), [from, to]);
  const gaps = times.slice(1).map((t, i) => t - times[i]).sort((a, b) => a - b);
  const at = (p) => (gaps.length ? gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] : 0);
  return { median: at(0.5), p95: at(0.95), max: gaps.length ? gaps.at(-1) : 0 };
}

async function searchFigures(browser, site, game) {
  const page = await newPage(browser, site);
  await chooseSeats(page, game, ['ai', 'human']);
  for (let i = 0; i < 20; ++i) {  // up to the strongest level: its "+" disappears there
    const shown = await probe(page);
    if (!shown.widgets['button:level:1:+']) break;
    const level = shown.values['level:1'];
    await press(page, 'button:level:1:+');
    await waitForProbe(page, (p) => p.values['level:1'] !== level, 'the next level');
  }
  await press(page, 'button:start-seat:1');
  await logAnimationFrames(page);
  await press(page, 'button:start');
  await waitForProbe(page, (p) => p.values.turn === 'ai', 'the AI turn');
  page.cdp ??= await page.context().newCDPSession(page);
  await page.cdp.send('Profiler.enable');
  await page.cdp.send('Profiler.start');
  const from = await metrics(page);
  const fromTime = await page.evaluate(() => performance.now());
  // While it thinks (at most SEARCH_SECONDS; the page is not woken: it draws by itself).
  const deadline = Date.now() + SEARCH_SECONDS * 1000;
  while (Date.now() < deadline && Number((await probe(page)).values.ai_iterations) === 0) await sleep(50);
  const to = await metrics(page);
  const toTime = await page.evaluate(() => performance.now());
  const { profile } = await page.cdp.send('Profiler.stop');
  const figures = rates(from, to);
  figures.getParameterShare = profileShare(profile, 'getParameter');
  figures.gaps = await animationFrameGaps(page, fromTime, toTime);
  const decided = await waitForDrawn(page, (p) => Number(p.values.ai_iterations) > 0, 'the AI move', 120000);
  figures.iterations = Number(decided.values.ai_iterations);
  figures.iterationsPerSecond = figures.iterations / (Number(decided.values.ai_think_ms) / 1000);
  await page.context().close();
  return figures;
}

// The analysis of a whole recorded game from its end screen (the game in the library).
async function analysisFigures(browser, site, game) {
  const id = `bench${game}`;
  const record = readFileSync(new URL(`../../data/${ANALYSED_RECORDS[game]}`, import.meta.url), 'utf8');
  const stored = { ...FAST_SETTINGS, [`game.${id}`]: `azul-save 2\nid ${id}\nplayed 1000\nseats He\n${record}` };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(`azul-pavilion.${key}`, value);
  }, stored);
  const page = await openInContext(context, '', site.url);
  await waitForReady(page);
  await press(page, `button:library-resume:${id}`);
  await waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen');
  const from = await metrics(page);
  const start = Date.now();
  await press(page, 'button:analyse');
  const done = await waitForDrawn(page, (p) => p.values.analysis === 'done', 'the analysis', ANALYSIS_TIMEOUT_MS);
  const figures = rates(from, await metrics(page));
  figures.seconds = (Date.now() - start) / 1000;
  figures.moves = Number(done.values['analysis-progress'].split('/')[1]);
  // The review kept with the game says how deep every move was searched.
  const kept = await page.evaluate((key) => localStorage.getItem(key), `azul-pavilion.review.${id}`);
  figures.iterationsPerSecond = figures.moves * Number(/\niterations (\d+)\n/.exec(kept)[1]) / figures.seconds;
  await context.close();
  return figures;
}

// The share of the profile's samples (of those not idle) whose innermost function is `name`.
function profileShare(profile, name) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let busy = 0;
  let named = 0;
  for (const id of profile.samples) {
    const fn = nodes.get(id).callFrame.functionName;
    if (fn === '(idle)' || fn === '(program)') continue;
    ++busy;
    if (fn === name) ++named;
  }
  return busy > 0 ? named / busy : 0;
}

async function animationFigures(browser, site) {
  const page = await newPage(browser, site, { animation: 'normal', pacing: 'normal' });
  await chooseSeats(page, 'azul', ['ai', 'ai']);
  await press(page, 'button:start');
  await waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
  const from = await metrics(page);
  await sleep(ANIMATION_SECONDS * 1000);
  const figures = rates(from, await metrics(page));
  // The gaps between drawn frames while the first round's scoring story plays.
  await waitForProbe(page, (p) => p.values.round !== '1', 'round 2', 300000);
  const gaps = await page.evaluate(async (ms) => {
    const log = [];
    await new Promise((resolve) => {
      const start = performance.now();
      const tick = (time) => {
        const frames = Module.azulFrameCount();
        if (log.length === 0 || log.at(-1)[1] !== frames) log.push([time, frames]);
        if (time - start < ms) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    const result = [];
    for (let i = 1; i < log.length; ++i) result.push(log[i][0] - log[i - 1][0]);
    return result;
  }, 2000);
  figures.storyFrames = gaps.length;
  figures.storyGapMedian = gaps.length ? median(gaps) : 0;
  figures.storyGapMax = gaps.length ? Math.max(...gaps) : 0;
  await page.context().close();
  return figures;
}

// The first frame's time from navigation, and when the page shell's marks of the start's steps
// came (web/shell.js; a site without them gives none).
async function firstFrame(browser, site) {
  const times = [];
  const marks = {};
  for (let i = 0; i < FIRST_FRAME_LOADS; ++i) {
    const start = Date.now();
    const page = await openPage(browser, { site: site.url });
    await waitForFrames(page, 1);
    times.push(Date.now() - start);
    const entries = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    for (const [name, time] of entries) (marks[name] ??= []).push(time);
    await page.context().close();
  }
  const steps = Object.fromEntries(Object.entries(marks).map(([name, list]) => [name, median(list)]));
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), steps };
}

const browser = await launchBrowser();
const results = sites.map(() => ({}));
const GAMES = ['azul', 'pavilion'];
const stages = [['idle', idleFigures], ['animation', animationFigures]];
for (const game of GAMES) {
  stages.push([`search ${game}`, (browser, site) => searchFigures(browser, site, game)]);
  stages.push([`analysis ${game}`, (browser, site) => analysisFigures(browser, site, game)]);
}
for (const [stage, run] of stages) {
  for (const [i, site] of sites.entries()) {
    results[i][stage] = await run(browser, site);
    console.error(`${site.name}: ${stage} measured`);
  }
}
for (const [i, site] of sites.entries()) results[i].first = await firstFrame(browser, site);
await browser.close();

const rows = [];
const fixed = (digits) => (value) => value.toFixed(digits);
for (const where of Object.keys(results[0].idle)) {
  rows.push([`${where}: frames/s`, (r) => r.idle[where].fps, fixed(1)]);
  rows.push([`${where}: main thread ms/s`, (r) => r.idle[where].taskPerSecond, fixed(0)]);
}
for (const game of GAMES) {
  const search = (r) => r[`search ${game}`];
  const label = `AI search, ${game} max`;
  rows.push([`${label}: iterations/s of thinking`, (r) => search(r).iterationsPerSecond, fixed(0)]);
  rows.push([`${label}: iterations in its first move`, (r) => search(r).iterations, fixed(0)]);
  rows.push([`${label}: frames/s drawn`, (r) => search(r).fps, fixed(1)]);
  rows.push([`${label}: main thread ms/s`, (r) => search(r).taskPerSecond, fixed(0)]);
  rows.push([`${label}: main thread ms/frame`, (r) => search(r).taskPerFrame, fixed(1)]);
  rows.push([`${label}: browser frame gap median ms`, (r) => search(r).gaps.median, fixed(1)]);
  rows.push([`${label}: browser frame gap p95 ms`, (r) => search(r).gaps.p95, fixed(1)]);
  rows.push([`${label}: browser frame gap max ms`, (r) => search(r).gaps.max, fixed(1)]);
  rows.push([`${label}: getParameter share of CPU`, (r) => search(r).getParameterShare * 100, (v) => `${v.toFixed(1)}%`]);
}
for (const game of GAMES) {
  const analysis = (r) => r[`analysis ${game}`];
  rows.push([`analysis, ${game} 2 players: seconds (moves)`, (r) => analysis(r).seconds, (v, r) => `${v.toFixed(1)} (${analysis(r).moves})`]);
  rows.push([`analysis, ${game} 2 players: iterations/s`, (r) => analysis(r).iterationsPerSecond, fixed(0)]);
  rows.push([`analysis, ${game} 2 players: main thread ms/s`, (r) => analysis(r).taskPerSecond, fixed(0)]);
}
rows.push(['animations: frames/s', (r) => r.animation.fps, fixed(1)]);
rows.push(['animations: main thread ms/frame', (r) => r.animation.taskPerFrame, fixed(1)]);
rows.push(['scoring story: frames in 2 s', (r) => r.animation.storyFrames, fixed(0)]);
rows.push(['scoring story: frame gap median ms', (r) => r.animation.storyGapMedian, fixed(1)]);
rows.push(['scoring story: frame gap max ms', (r) => r.animation.storyGapMax, fixed(1)]);
rows.push([`first frame: median of ${FIRST_FRAME_LOADS} loads ms`, (r) => r.first.median, fixed(0)]);
rows.push(['first frame: min-max ms', (r) => 0, (_, r) => `${r.first.min}-${r.first.max}`]);
for (const step of ['azul:wasm-compiled', 'azul:runtime-ready', 'azul:first-frame']) {
  rows.push([`  ${step.slice(5)} (page time, median) ms`, (r) => r.first.steps[step], (v) => (v === undefined ? '-' : v.toFixed(0))]);
}

const width = Math.max(...rows.map(([label]) => label.length)) + 2;
const columnWidth = Math.max(12, ...sites.map((site) => site.name.length + 2));
console.log('page figures (headless Chromium, SwiftShader)');
console.log(''.padEnd(width) + sites.map((site) => site.name.padStart(columnWidth)).join(''));
for (const [label, value, format] of rows) {
  console.log(label.padEnd(width) + results.map((r) => String(format(value(r), r)).padStart(columnWidth)).join(''));
}
