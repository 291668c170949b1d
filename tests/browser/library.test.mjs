// The saved-games library through the real page (src/ui/share/game_library.h): every case of
// issue 17 as a player meets it. Two tabs with two games keep both; the same game in two tabs
// follows the tab that moved and never goes back; a reload continues the live game before the
// first move, while the AI thinks and at the end screen; a full store loses the oldest finished
// games first and then warns under the game that it is not saved, never touching an unfinished
// game; a damaged entry is listed without blocking the others; a 2 MB file and a save from a
// newer version say what they are; a bad link typed during a game leaves the game and its link.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';
import { limitStorage, storageUsed } from './lib/storage.mjs';

const TEST_TIMEOUT_MS = 240000;
const PREFIX = 'azul-pavilion.';
const LIBRARY_PREFIX = `${PREFIX}game.`;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

function recordFile(name) {
  return readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
}
// A library entry's text: a whole record file, or its first `lines` lines (a game in progress).
function entryText(id, file, { lines = 0, played = 1000, seats = 'He' } = {}) {
  let record = recordFile(file);
  if (lines > 0) record = record.split('\n').slice(0, lines).join('\n') + '\nend\n';
  return `azul-save 2\nid ${id}\nplayed ${played}\nseats ${seats}\n${record}`;
}

// A context whose localStorage holds `entries` ({id: text}) and FAST_SETTINGS, written once
// before the first page loads (later loads and reloads find what the pages left).
async function newContext({ entries = {}, settings = play.FAST_SETTINGS, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  const values = { ...settings };
  for (const [id, text] of Object.entries(entries)) values[`game.${id}`] = text;
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('azul-test-seeded')) return;
    sessionStorage.setItem('azul-test-seeded', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(`azul-pavilion.${key}`, value);
  }, values);
  await limitStorage(context);  // window.azulTestQuota makes the store "full"
  return context;
}

async function hashOf(page) {
  return page.evaluate(() => location.hash.replace(/^#/, ''));
}
function idOf(hash) {
  return (hash.match(/[~&]g=([a-z0-9-]+)/) ?? [])[1];
}
async function library(page) {
  return page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage)
    .filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), localStorage.getItem(key)])),
  LIBRARY_PREFIX);
}
// Actions in a save: one per dealt tile and one per move line.
function actionCount(save) {
  let count = 0;
  for (const line of (save ?? '').split('\n')) {
    if (line.startsWith('deal ')) count += line.slice(5).replace(/ /g, '').length;
    else if (/^\d+ /.test(line)) count += 1;
  }
  return count;
}

// Clicks random table targets until the human seat has moved `moves` more times.
async function makeMoves(page, moves, seed = 5) {
  const random = play.randomGenerator(seed);
  const id = idOf(await hashOf(page));
  const humanMoves = async () => (((await library(page))[id] ?? '').match(/^1 /gm) ?? []).length;
  const target = (await humanMoves()) + moves;
  for (let clicks = 0; clicks < 400; ++clicks) {
    if ((await humanMoves()) >= target) {
      // The probe is written while a frame is drawn, before that frame's click is applied:
      // frames drawn after the save show whose turn it really is.
      await harness.waitForMoreFrames(page, 2);
      const settled = await harness.probe(page);
      if (settled.values.turn === 'human') return settled;
    }
    const shown = await harness.probe(page);
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && name !== 'target:cancel');
    if (shown.values.turn !== 'human' || targets.length === 0) {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    try {
      await play.press(page, targets[Math.floor(random() * targets.length)]);
    } catch (error) {
      if (!String(error.message).includes('not shown')) throw error;
    }
  }
  throw new Error(`no ${moves} moves`);
}

async function startGame(page, game, { players = 2, startSeat = 1 } = {}) {
  await play.press(page, `card:${game}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  for (;;) {
    const shown = await harness.probe(page);
    const count = Object.keys(shown.widgets).filter((w) => /^button:seat:\d:human$/.test(w)).length;
    if (count === players) break;
    await play.press(page, count < players ? 'button:players:+' : 'button:players:-');
  }
  await play.press(page, `button:start-seat:${startSeat}`);
  await play.press(page, 'button:start');
  return play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
}

async function reload(page) {
  await page.reload();
  await harness.waitForReady(page);
  return play.waitForProbe(page, (p) => ['game', 'game-over', 'replay'].includes(p.values.screen), 'a screen');
}

test('two tabs with two games keep both, and each reload continues its own', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await newContext();
  const tabA = await harness.openReady(context);
  await startGame(tabA, 'azul');
  await makeMoves(tabA, 2);
  const tabB = await harness.openReady(context);
  await startGame(tabB, 'pavilion');
  await makeMoves(tabB, 1);
  await makeMoves(tabA, 1);  // tab A moves on after tab B saved
  const stored = await library(tabA);
  assert.equal(Object.keys(stored).length, 2, 'one entry per game');
  const idA = idOf(await hashOf(tabA));
  const idB = idOf(await hashOf(tabB));
  assert.match(stored[idA], /\ngame azul\n/);
  assert.match(stored[idB], /\ngame pavilion\n/);

  const fresh = await harness.openReady(context);
  const listed = await play.waitForProbe(fresh, (p) => p.values.library_count === '2', 'both games listed');
  assert.equal(listed.values[`library:${idA}`], 'unfinished');
  assert.equal(listed.values[`library:${idB}`], 'unfinished');
  await harness.screenshot(fresh, 'library-two-games-1280x800');
  await play.press(fresh, `button:library-resume:${idB}`);
  const resumed = await play.waitForProbe(fresh, (p) => p.values.screen === 'game', 'game B');
  assert.equal(resumed.values.game, 'pavilion');

  const afterReload = await reload(tabA);
  assert.equal(afterReload.values.screen, 'game', 'tab A reloads into its game, not a replay');
  assert.equal(afterReload.values.game, 'azul');
  assert.equal(idOf(await hashOf(tabA)), idA);
  for (const page of [tabA, tabB, fresh]) harness.expectNoProblems(page);
  await context.close();
});

test('the same game in two tabs follows the tab that moved and never goes back', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await newContext();
  const tabA = await harness.openReady(context);
  await startGame(tabA, 'azul');
  await makeMoves(tabA, 1);
  const tabB = await harness.openReady(context, `#${await hashOf(tabA)}`);
  await play.waitForProbe(tabB, (p) => p.values.screen === 'game', 'the same game in tab B');
  const id = idOf(await hashOf(tabA));
  assert.equal(idOf(await hashOf(tabB)), id);
  let longest = actionCount((await library(tabA))[id]);
  for (const [mover, follower] of [[tabA, tabB], [tabB, tabA], [tabA, tabB]]) {
    await makeMoves(mover, 1);
    const moved = await hashOf(mover);
    await follower.waitForFunction((hash) => location.hash.replace(/^#/, '') === hash, moved, { timeout: 20000 });
    const count = actionCount((await library(mover))[id]);
    assert.ok(count >= longest, `the stored game never gets shorter (${count} < ${longest})`);
    longest = count;
    const seen = await harness.probe(follower);
    assert.equal(seen.values.scores, (await harness.probe(mover)).values.scores, 'the follower shows the same position');
  }
  assert.equal(Object.keys(await library(tabA)).length, 1, 'still one game');
  harness.expectNoProblems(tabA);
  harness.expectNoProblems(tabB);
  await context.close();
});

test('a reload continues the live game before the first move, while the AI thinks and at the end', { timeout: TEST_TIMEOUT_MS }, async () => {
  // Normal pacing and animations: AI moves take their time, so a reload lands inside them.
  const finished = entryText('done-1', 'azul-2p-coloured.record', { played: 5000 });
  const context = await newContext({ entries: { 'done-1': finished }, settings: {} });
  const page = await harness.openReady(context);
  await startGame(page, 'azul', { players: 3, startSeat: 2 });  // the AI moves first
  const first = await hashOf(page);
  let shown = await reload(page);
  assert.equal(shown.values.screen, 'game', 'before the first move: the game, not a replay');
  assert.equal(idOf(await hashOf(page)), idOf(first));

  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn', 60000);
  await makeMoves(page, 1);
  shown = await reload(page);  // the AI seats are thinking or animating
  assert.equal(shown.values.screen, 'game');
  assert.equal(shown.values.players, '3');
  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn again after the AI', 60000);
  shown = await reload(page);  // reloaded again before moving
  assert.equal(shown.values.screen, 'game');
  assert.equal(shown.values.turn, 'human');

  // The end screen: a finished game from the library, reloaded.
  await play.press(page, 'button:menu');
  await play.press(page, 'button:title');
  await play.press(page, 'button:library-resume:done-1');
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen');
  shown = await reload(page);
  assert.equal(shown.values.screen, 'game-over');
  harness.expectNoProblems(page);
  await context.close();
});

test('a full store loses the oldest finished games first, then warns that the game is not saved', { timeout: TEST_TIMEOUT_MS }, async () => {
  const entries = {
    'done-old': entryText('done-old', 'azul-2p-coloured.record', { played: 1000 }),
    'done-new': entryText('done-new', 'pavilion-2p-coloured.record', { played: 2000 }),
    'open-1': entryText('open-1', 'azul-3p-grey.record', { lines: 40, played: 3000, seats: 'Hee' }),
  };
  const context = await newContext({ entries });
  const page = await harness.openReady(context);
  await play.waitForProbe(page, (p) => p.values.library_count === '3', 'the library');
  const used = await storageUsed(page);
  await page.evaluate((quota) => { window.azulTestQuota = quota; }, used + 50);
  await startGame(page, 'azul');
  const notice = await play.waitForProbe(page, (p) => /storage was full/.test(p.values.share_notice ?? ''), 'the notice');
  await harness.screenshot(page, 'library-storage-full-notice');
  assert.match(notice.values.share_notice, /Azul, 2 players/);
  let stored = await library(page);
  assert.equal(stored['done-old'], undefined, 'the oldest finished game went first');
  assert.ok(stored['open-1'], 'the unfinished game stays');

  await page.evaluate(() => { window.azulTestQuota = 0; });
  for (let clicks = 0; clicks < 20 && !(await harness.probe(page)).values.unsaved; ++clicks) {
    const shown = await harness.probe(page);
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && name !== 'target:cancel');
    if (shown.values.turn === 'human' && targets.length > 0) await play.press(page, targets[targets.length - 1]);
    else await harness.waitForMoreFrames(page, 2);
  }
  const warned = await play.waitForProbe(page, (p) => p.values.unsaved, 'the warning under the game');
  assert.match(warned.values.unsaved, /Not saved/);
  assert.equal(warned.values.message, undefined, 'the warning does not block the game');
  await harness.screenshot(page, 'library-storage-full-warning');
  stored = await library(page);
  assert.ok(stored['open-1'], 'an unfinished game is never removed without asking');
  harness.expectNoProblems(page);
  await context.close();
});

test('a damaged entry is listed without blocking the others; a newer save says so', { timeout: TEST_TIMEOUT_MS }, async () => {
  const entries = {
    'bad-1': 'azul-save 2\nid bad-1\nplayed 4000\nseats He\nazul-record 1\ngame azul\nplayers 2\nmoves\n1 take F9 B\n',
    'new-1': 'azul-save 9\nid new-1\nsomething a newer version writes\n',
    'good-1': entryText('good-1', 'pavilion-3p-monochrome-floor0.record', { lines: 60, played: 3000, seats: 'Hem' }),
  };
  for (const [width, height] of [[1280, 800], [390, 844], [360, 640]]) {
    const context = await newContext({ entries, viewport: { width, height } });
    const page = await harness.openReady(context);
    const shown = await play.waitForProbe(page, (p) => p.values.library_count === '3', 'the library');
    assert.equal(shown.values.message, undefined, 'no message at the visit');
    assert.equal(shown.values['library:bad-1'], 'damaged');
    assert.match(shown.values['library-problem:bad-1'], /line 9/);
    assert.match(shown.values['library-problem:new-1'], /newer version/);
    await play.scrollIntoView(page, 'library:good-1');
    await harness.screenshot(page, `library-${width}x${height}`);
    if (width === 1280) {
      const [download] = await Promise.all([page.waitForEvent('download'), play.press(page, 'button:library-download:bad-1')]);
      let text = '';
      for await (const chunk of await download.createReadStream()) text += chunk;
      assert.equal(text, entries['bad-1'], 'the raw text of the damaged entry');
      await play.press(page, 'button:library-resume:good-1');
      const game = await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the good game');
      assert.equal(game.values.players, '3');
    }
    harness.expectNoProblems(page);
    await context.close();
  }
});

test('a 2 MB file says it is too large; a bad link typed during a game leaves the game', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await newContext();
  const page = await harness.openReady(context);
  await startGame(page, 'azul');
  const gameLink = await hashOf(page);
  await play.press(page, 'button:menu');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), play.press(page, 'button:open-record')]);
  await chooser.setFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2 * 1024 * 1024, 'a') });
  const big = await play.waitForProbe(page, (p) => p.values.message, 'the message about the file');
  assert.match(big.values.message, /too large: 2,097,152 bytes.*1,048,576 bytes \(1 MiB\)/);
  await play.press(page, 'button:message-close');

  await page.evaluate(() => { location.hash = '#2.azul..1.3.AAAA~s=He.AAAAAA'; });
  const bad = await play.waitForProbe(page, (p) => p.values.message, 'the message about the link');
  assert.match(bad.values.message, /damaged/);
  assert.equal(await hashOf(page), gameLink, 'the game keeps its link');
  await play.press(page, 'button:message-close');
  assert.equal(await hashOf(page), gameLink);
  const shown = await reload(page);
  assert.equal(shown.values.screen, 'game', 'a reload goes on with the game');
  harness.expectNoProblems(page);
  await context.close();
});
