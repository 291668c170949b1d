// Move-by-move analysis through the real page (issue 19): a finished Azul game of the library
// is analysed from its end screen (time-sliced, with progress), the review is kept with the
// game, a tap on the evaluation graph shows that move with the better move and the move played
// outlined on the table, and opening the analysis again shows it at once. A Summer Pavilion
// game in progress is analysed up to now from the menu on a phone, and a biggest loss of the
// summary shows its move. The page's analysis runs in its search worker and is the one azul-cli
// analyse computes natively, move for move (the build's native azul-cli: ./test.sh builds it
// before the browser tests). Prints how long the browser took (the figure in docs/playing.md).
// Screenshots: analysis-<game>-<size>.png.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 300000;
const ANALYSIS_TIMEOUT_MS = 240000;
const PREFIX = 'azul-pavilion.';

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// A record file, or its first `lines` lines (a game in progress).
function recordText(file, lines = 0) {
  const record = readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');
  return lines > 0 ? record.split('\n').slice(0, lines).join('\n') + '\nend\n' : record;
}

// A library entry of that record.
function entryText(id, file, lines = 0) {
  return `azul-save 2\nid ${id}\nplayed 1000\nseats He\n${recordText(file, lines)}`;
}

function pageWith(id, text, { width, height, touch, cores = 0 }) {
  return play.openSeeded(browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch },
                         { ...play.FAST_SETTINGS, [`game.${id}`]: text }, { cores });
}

// The page's review (stored) is the native one (azul-cli): the same moves and labels, the same
// margins (the page keeps 3 decimals, azul-cli prints 2).
function assertSameReview(decisions, native) {
  assert.equal(native.length, decisions.length);
  for (const [i, d] of decisions.entries()) {
    const n = native[i];
    assert.equal(d.action, n.action, `decision ${i}: the same move`);
    assert.equal(d.label, n.label, `move ${n.move}: the same label`);
    assert.ok(Math.abs(d.playedMargin - n.played_margin) <= 0.0051, `move ${n.move}: ${d.playedMargin} vs ${n.played_margin}`);
    assert.ok(Math.abs(d.bestMargin - n.best_margin) <= 0.0051, `move ${n.move}: ${d.bestMargin} vs ${n.best_margin}`);
  }
}

// `azul-cli analyse --json` of a record (a file of tests/data, or the text itself) natively: its
// decisions.
function nativeReview(file, text = '') {
  const cli = ['native-release', 'native-asan'].map((preset) => new URL(`../../build/${preset}/src/cli/azul-cli`, import.meta.url))
    .find((url) => existsSync(url));
  assert.ok(cli, 'a native azul-cli is built (cmake --build --preset native-release --target azul-cli)');
  const path = text ? '-' : new URL(`../data/${file}`, import.meta.url).pathname;
  const run = spawnSync(cli.pathname, ['analyse', path, '--json'], { encoding: 'utf8', input: text });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.split('\n').filter((line) => line.startsWith('{"move"')).map((line) => JSON.parse(line));
}

// Waits for the analysis to finish; returns the probe and the seconds it took.
async function waitForAnalysis(page) {
  const start = Date.now();
  const running = await play.waitForProbe(page, (p) => p.values.screen === 'replay' && p.values.analysis,
                                          'the analysis');
  assert.notEqual(running.values.analysis, 'off');
  const done = await play.waitForProbe(page, (p) => p.values.analysis === 'done', 'the analysis to finish',
                                       ANALYSIS_TIMEOUT_MS);
  return { done, seconds: (Date.now() - start) / 1000 };
}

// The stored review's decisions: {action, move, label}.
async function storedReview(page, id) {
  const text = await page.evaluate((key) => localStorage.getItem(key), `${PREFIX}review.${id}`);
  assert.ok(text, 'the finished analysis is kept with the game');
  assert.match(text, /^azul-review 1\niterations \d+\n/);
  return text.split('\n').filter((line) => line.startsWith('d ')).map((line) => {
    const f = line.split(' ');
    return { action: Number(f[1]), move: Number(f[2]), label: f[11], played: f[5], best: f[6],
             playedMargin: Number(f[7]), bestMargin: Number(f[8]) };
  });
}

// Taps the graph at decision `index` of `total` and waits for the table to show that move.
async function showOnGraph(page, index, total, decision, touch) {
  const graph = (await harness.probe(page)).widgets['analysis-graph'];
  assert.ok(graph, 'the evaluation graph is drawn');
  const x = graph.x + graph.w * (index + 0.5) / total;
  const y = graph.y + graph.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return play.waitForProbe(page, (p) => p.values['analysis-move'] === `${decision.move}:${decision.label}`,
                           `move ${decision.move} shown`);
}

test('azul: a finished game is analysed from its end screen, kept, and shown on the table',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const id = 'analysed1';
  const page = await pageWith(id, entryText(id, 'azul-2p-coloured.record'), { width: 1280, height: 800, touch: false });
  await play.press(page, `button:library-resume:${id}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen');
  await play.press(page, 'button:analyse');
  const { done, seconds } = await waitForAnalysis(page);
  const decisions = await storedReview(page, id);
  assert.equal(done.values['analysis-progress'], `${decisions.length}/${decisions.length}`);
  assert.ok(done.widgets['button:analysis-deeper'], 'a deeper analysis is offered');
  console.log(`browser: ${decisions.length} moves of a 2-player Azul game analysed in ${seconds.toFixed(1)} s`);
  const searches = await page.evaluate(() => ({ ...window.azulSearchStats }));
  assert.ok(searches.workerJobs >= decisions.length && searches.frameJobs === 0,
            `the moves were searched in the worker (${JSON.stringify(searches)})`);
  assertSameReview(decisions, nativeReview('azul-2p-coloured.record'));

  // The worst move on the graph: the table outlines the better move and the one played.
  const worst = decisions.findIndex((d) => d.label === 'blunder' || d.label === 'mistake' || d.label === 'inaccuracy');
  assert.ok(worst >= 0, 'a recorded game of easy play has a move worse than the best');
  const shown = await showOnGraph(page, worst, decisions.length, decisions[worst], false);
  assert.equal(shown.values.viewing, String(decisions[worst].action), 'the table shows the position of that move');
  const better = shown.values['hint-drawn'].split(',');
  assert.ok(better.some((n) => n.startsWith('target:take:')), `the better move's source (${better})`);
  assert.ok(better.some((n) => /^target:(line:\d|floor)$/.test(n)), `and its destination (${better})`);
  assert.ok(shown.values['played-drawn'], 'the move played is outlined too');
  await harness.screenshot(page, 'analysis-azul-1280x800');
  for (const [width, height] of [[390, 844], [360, 640]]) {
    await page.setViewportSize({ width, height });
    await harness.waitForMoreFrames(page, 4);
    const small = await harness.probe(page);
    assert.ok(small.widgets['analysis-graph'].w >= width * 0.8, 'the graph takes the phone\'s width');
    await harness.screenshot(page, `analysis-azul-${width}x${height}`);
  }

  // Back to the game, and the analysis again: at once, from the store.
  await page.setViewportSize({ width: 1280, height: 800 });
  await harness.waitForMoreFrames(page, 4);  // the probe's widgets as laid out at this size
  await play.press(page, 'button:analysis-back');
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen again');
  await play.press(page, 'button:analyse');
  const again = await play.waitForProbe(page, (p) => p.values.screen === 'replay', 'the replay');
  assert.equal(again.values.analysis, 'done', 'a kept analysis shows at once');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('pavilion: a game in progress is analysed up to now on a phone by 3 workers, and a loss links to its move',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const id = 'analysed2';
  // A phone of 4 cores: 3 search workers share the moves, whose reviews arrive out of order.
  const page = await pageWith(id, entryText(id, 'pavilion-2p-coloured.record', 50),
                              { width: 390, height: 844, touch: true, cores: 4 });
  await play.press(page, `button:library-resume:${id}`, { touch: true });
  await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
  await play.press(page, 'button:menu', { touch: true });
  await play.press(page, 'button:analyse', { touch: true });
  const { seconds } = await waitForAnalysis(page);
  const decisions = await storedReview(page, id);
  const searches = await page.evaluate(() => ({ ...window.azulSearchStats }));
  console.log(`browser: ${decisions.length} moves of a 2-player Summer Pavilion game analysed in ${seconds.toFixed(1)} s ` +
              `(searches ${JSON.stringify(searches)})`);
  assert.equal(searches.workers, 3, 'every core but the one that draws');
  assert.ok(searches.workerJobs >= decisions.length && searches.frameJobs === 0);
  assertSameReview(decisions, nativeReview('', recordText('pavilion-2p-coloured.record', 50)));

  const index = Math.floor(decisions.length / 2);
  const shown = await showOnGraph(page, index, decisions.length, decisions[index], true);
  assert.ok(shown.values['hint-drawn'], 'the better move is outlined');
  await harness.screenshot(page, 'analysis-pavilion-390x844');

  await play.press(page, 'button:analysis-summary', { touch: true });
  const summary = await play.waitForProbe(page, (p) => Object.keys(p.widgets).some((w) => w.startsWith('button:analysis-loss:')),
                                          'the summary with its biggest losses');
  await harness.screenshot(page, 'analysis-summary-pavilion-390x844');
  const loss = Object.keys(summary.widgets).find((w) => w.startsWith('button:analysis-loss:'));
  await play.press(page, loss, { touch: true });
  const jumped = await play.waitForProbe(page, (p) => p.values['analysis-move'] && !p.widgets[loss], 'the loss shown');
  const [move, label] = jumped.values['analysis-move'].split(':');
  assert.ok(decisions.some((d) => String(d.move) === move && d.label === label), 'a move of the review is shown');
  harness.expectNoProblems(page);
  await page.context().close();
});
