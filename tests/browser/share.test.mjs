// Sharing, saving and replay through the real page (src/ui/share): the URL hash holds the whole
// game and the saved-games library follows every move; a reload continues the same game; a
// copied link opens the same position and move history in a fresh browser; the replay steps per
// move and per round and a seat can be taken over; "Download record" and "Open record"
// round-trip; a corrupted link is explained, a new game can start, and the library survives;
// links of format version 1 (tests/data/links-v1.golden) still open, as the same game in
// version 2. tests/browser/library.test.mjs covers the library itself.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 240000;
const LIBRARY_PREFIX = 'azul-pavilion.game.';

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// The hash, and the library entry of the game in it (`g` field) or else the only entry.
async function readStorage(page) {
  return page.evaluate((prefix) => {
    const hash = location.hash.replace(/^#/, '');
    const id = (hash.match(/[~&]g=([a-z0-9-]+)/) ?? [])[1];
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    const key = id ? prefix + id : keys.length === 1 ? keys[0] : null;
    return { hash, id, keys, save: key ? localStorage.getItem(key) : null };
  }, LIBRARY_PREFIX);
}

// The number of moves seat 1 has made in a save's record ("1 take ..." lines).
function seatOneMoves(save) {
  return (save ?? '').split('\n').filter((line) => /^1 /.test(line)).length;
}

// Clicks random table targets until seat 1 has made `moves` moves and it is its turn again.
async function playMoves(page, moves, seed = 3) {
  const random = play.randomGenerator(seed);
  for (let clicks = 0; clicks < 400; ++clicks) {
    const shown = await harness.probe(page);
    const { save } = await readStorage(page);
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && name !== 'target:cancel');
    if (seatOneMoves(save) >= moves && shown.values.turn === 'human' && targets.length > 0) return shown;
    if (shown.values.turn !== 'human' || targets.length === 0) {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    await play.press(page, targets[Math.floor(random() * targets.length)]);
  }
  throw new Error(`seat 1 did not make ${moves} moves`);
}

// The number of actions in a save's record: one per dealt tile and one per move line.
function actionsInSave(save) {
  let count = 0;
  for (const line of save.split('\n')) {
    if (line.startsWith('deal ')) count += line.slice(5).replace(/ /g, '').length;
    else if (/^\d+ /.test(line)) count += 1;
  }
  return count;
}

async function freshPage(hash = '', init = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await play.useSettings(context, { ...play.FAST_SETTINGS, ...init });
  const page = await harness.openInContext(context, hash);
  await harness.waitForReady(page);
  return page;
}

let played;  // { hash, save, scores } of the game played in the first test

test('moves are autosaved and in the hash; a reload continues the same game', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await freshPage();
  await play.startGame(page, { game: 'azul', players: 2 });
  const before = await readStorage(page);
  assert.match(before.hash, /^2\.azul\./, 'the hash holds the game from the start');
  assert.ok(before.save?.startsWith(`azul-save 2\nid ${before.id}\n`), 'kept from its creation');

  const shown = await playMoves(page, 3);
  const stored = await readStorage(page);
  assert.match(stored.save, /^azul-save 2\nid [a-z0-9-]+\nplayed \d+\nseats He\nazul-record 1\ngame azul\n/);
  assert.match(stored.hash, /^2\.azul\.[^~]+~s=He&g=[a-z0-9-]+\.[A-Za-z0-9_-]{6}$/, 'links v2 end in their check');
  played = { hash: stored.hash, id: stored.id, save: stored.save, scores: shown.values.scores };

  await page.reload();
  await harness.waitForReady(page);
  const again = await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game after the reload');
  assert.equal(again.values.scores, shown.values.scores);
  const after = await readStorage(page);
  assert.equal(after.hash, stored.hash, 'the same game, move for move');
  assert.equal(after.save.replace(/played \d+/, ''), stored.save.replace(/played \d+/, ''));

  // "Your games" on the title screen continues it too (here: after leaving the game).
  await play.press(page, 'button:menu');
  await play.press(page, 'button:title');
  await play.waitForProbe(page, (p) => p.values.screen === 'title', 'the title screen');
  assert.equal((await readStorage(page)).hash, 'game=azul', 'the title screen has its own link');
  await play.press(page, `button:library-resume:${stored.id}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the resumed game');
  assert.equal((await readStorage(page)).hash, stored.hash);
  await harness.screenshot(page, 'share-resumed');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a copied link opens the same game in a fresh browser, and the replay steps through it',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.ok(played, 'the first test played a game');
  const page = await freshPage(`#${played.hash}`, { [`game.${played.id}`]: played.save });
  await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
  await play.press(page, 'button:menu');
  await play.press(page, 'button:copy-link');
  const copied = await page.evaluate(() => window.azulLastCopied);
  assert.equal(copied, played.hash, 'Copy link copies the game link');
  await play.waitForProbe(page, (p) => p.values.share_notice === 'Link copied', 'the notice');
  await page.context().close();

  // A fresh context: not in its library, so the link opens as a replay at its last move.
  const viewer = await freshPage(`#${copied}`);
  const replay = await play.waitForProbe(viewer, (p) => p.values.screen === 'replay', 'the replay');
  assert.equal(replay.values.scores, played.scores, 'the same position');
  assert.equal(replay.values.viewing, replay.values.actions, 'it opens at the last move');
  const count = Number(replay.values.actions);
  assert.equal(count, actionsInSave(played.save), 'the same move history (every move and draw)');
  await harness.screenshot(viewer, 'share-replay-end');

  await viewer.mouse.move(5, 5);
  await play.press(viewer, 'button:replay-previous');
  const back = await harness.probe(viewer);
  assert.ok(Number(back.values.viewing) < count, 'one move back');
  await play.press(viewer, 'button:replay-previous-round');
  const roundStart = await harness.probe(viewer);
  assert.ok(Number(roundStart.values.viewing) < Number(back.values.viewing), 'back to the round start');
  for (let i = 0; i < 10 && (await harness.probe(viewer)).widgets['button:replay-previous-round']; ++i) {
    await play.press(viewer, 'button:replay-previous-round');
  }
  assert.equal((await harness.probe(viewer)).values.viewing, '0', 'the start of the game');
  assert.equal((await harness.probe(viewer)).values.scores, '0,0');
  await play.press(viewer, 'button:replay-next');
  await play.press(viewer, 'button:replay-next');
  const two = await harness.probe(viewer);
  assert.ok(Number(two.values.viewing) > 0);
  for (let i = 0; i < 10 && (await harness.probe(viewer)).widgets['button:replay-next-round']; ++i) {
    await play.press(viewer, 'button:replay-next-round');
  }
  assert.equal((await harness.probe(viewer)).values.viewing, String(count), 'forwards to the end');
  assert.equal((await readStorage(viewer)).hash, copied, 'stepping leaves the link alone');

  // Take over seat 2 one move before the end: the AI plays seat 1.
  await play.press(viewer, 'button:replay-previous');
  await play.press(viewer, 'button:take-seat:2');
  const taken = await play.waitForProbe(viewer, (p) => p.values.screen === 'game', 'the game from there');
  assert.equal(taken.values.players, '2');
  await play.waitForProbe(viewer, (p) => (p.values.turn === 'human' || p.values.turn === 'ai'), 'a turn');
  const kept = await readStorage(viewer);
  assert.notEqual(kept.hash, copied, 'the link follows the new game');
  assert.ok(kept.id && kept.save, 'the game taken over is kept from then on');
  harness.expectNoProblems(viewer);
  await viewer.context().close();
});

test('Download record and Open record round-trip a game', { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.ok(played);
  const page = await freshPage(`#${played.hash}`, { [`game.${played.id}`]: played.save });
  await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
  await play.press(page, 'button:menu');
  const [download] = await Promise.all([page.waitForEvent('download'), play.press(page, 'button:download-record')]);
  assert.match(download.suggestedFilename(), /^azul-azul-seed\d+\.txt$/);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += chunk;
  assert.ok(text.startsWith('azul-record 1\ngame azul\n'), text);
  assert.ok(played.save.endsWith(text), 'the record is the saved game\'s');
  mkdirSync(harness.shotsDir, { recursive: true });
  writeFileSync(path.join(harness.shotsDir, 'share-downloaded-record.txt'), text);  // for azul-cli replay

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), play.press(page, 'button:open-record')]);
  await chooser.setFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const replay = await play.waitForProbe(page, (p) => p.values.screen === 'replay', 'the opened record');
  assert.equal(replay.values.scores, played.scores);

  const [badChooser] = await Promise.all([page.waitForEvent('filechooser'), (async () => {
    await play.press(page, 'button:take-seat:1');
    await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
    await play.press(page, 'button:menu');
    await play.press(page, 'button:open-record');
  })()]);
  await badChooser.setFiles({ name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from(text.slice(0, 60) + 'garbage\n') });
  const message = await play.waitForProbe(page, (p) => p.values.message, 'the message about the file');
  assert.match(message.values.message, /line \d+/);
  await play.press(page, 'button:message-close');
  harness.expectNoProblems(page);
  await page.context().close();
});

test('a corrupted link is explained, a new game can start and the library survives',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.ok(played);
  const kept = { [`game.${played.id}`]: played.save };
  const storedSave = (page) => page.evaluate((key) => localStorage.getItem(key), `${LIBRARY_PREFIX}${played.id}`);
  const damaged = played.hash.slice(0, played.hash.indexOf('~') - 3);
  const page = await freshPage(`#${damaged}`, kept);
  const shown = await play.waitForProbe(page, (p) => p.values.message, 'the message');
  assert.ok(shown.widgets['button:message-new-game']);
  assert.ok(shown.widgets['button:message-resume'], 'the last game is offered');
  await harness.screenshot(page, 'share-bad-link');
  await play.press(page, 'button:message-new-game');
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  assert.equal(await storedSave(page), played.save, 'the kept game is untouched');
  await play.press(page, 'button:start');
  await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the new game');
  assert.equal(await storedSave(page), played.save, 'a new game is kept beside it');

  // A forged action count (more moves than the payload holds), then "Resume my last game".
  const parts = played.hash.split('.');
  parts[4] = String(Number(parts[4]) + 5);
  const forged = await freshPage(`#${parts.join('.')}`, kept);
  const forgedShown = await play.waitForProbe(forged, (p) => p.values.message, 'the message');
  assert.ok(forgedShown.values.message.length > 10, forgedShown.values.message);
  await play.press(forged, 'button:message-resume');
  const resumed = await play.waitForProbe(forged, (p) => p.values.screen === 'game', 'the saved game');
  assert.equal(resumed.values.scores, played.scores);
  assert.equal((await readStorage(forged)).hash, played.hash);
  harness.expectNoProblems(page);
  harness.expectNoProblems(forged);
  await page.context().close();
  await forged.context().close();
});

test('an old autosave slot moves into the library and resumes', { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.ok(played);
  const oldFormat = played.save.replace(/^azul-save 2\nid [^\n]+\nplayed \d+\n/, 'azul-save 1\n');
  const page = await freshPage('', { autosave: oldFormat });
  const shown = await play.waitForProbe(page, (p) => p.values.library_count === '1', 'the library');
  const { keys } = await readStorage(page);
  assert.equal(keys.length, 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.autosave')), null);
  const id = keys[0].slice(LIBRARY_PREFIX.length);
  assert.equal(shown.values[`library:${id}`], 'unfinished');
  await play.press(page, `button:library-resume:${id}`);
  const resumed = await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game');
  assert.equal(resumed.values.scores, played.scores);
  harness.expectNoProblems(page);
  await page.context().close();
});

// The golden version-1 links (tests/data/links-v1.golden): "file actions seats link".
function goldenVersion1Links() {
  const text = readFileSync(new URL('../data/links-v1.golden', import.meta.url), 'utf8');
  return text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => {
    const [file, actions, seats, link] = line.split(' ');
    return { file, actions, seats, link };
  });
}

test('version 1 and version 2 links open; a changed character or a percent-encoded ~ is handled',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const golden = goldenVersion1Links().find((g) => g.file.startsWith('pavilion-3p') && g.actions === 'all');
  assert.ok(golden, 'a finished 3-player Summer Pavilion game among the golden links');
  const v1 = await freshPage(`#${golden.link}`);
  const replay = await play.waitForProbe(v1, (p) => p.values.screen === 'replay', 'the version-1 game');
  assert.equal(replay.values.players, '3');
  assert.equal(replay.values.actions, golden.link.split('.')[4], 'every action of the link');
  const v2hash = (await readStorage(v1)).hash;
  assert.match(v2hash, /^2\.pavilion\.3-monochrome-0\.102\.318\.[^~]+~s=xHm\.[A-Za-z0-9_-]{6}$/,
               'the page writes the same game as a version-2 link');
  await harness.screenshot(v1, 'share-link-v1');
  harness.expectNoProblems(v1);
  await v1.context().close();

  const v2 = await freshPage(`#${v2hash.replace('~', '%7E')}`);
  const again = await play.waitForProbe(v2, (p) => p.values.screen === 'replay', 'the version-2 game');
  assert.equal(again.values.scores, replay.values.scores, 'the same game');
  assert.equal(again.values.actions, replay.values.actions);
  harness.expectNoProblems(v2);
  await v2.context().close();

  const at = v2hash.indexOf('.', 12) + 5;  // a character of the seed or the payload
  const changed = v2hash.slice(0, at) + (v2hash[at] === '1' ? '2' : '1') + v2hash.slice(at + 1);
  const bad = await freshPage(`#${changed}`);
  const message = await play.waitForProbe(bad, (p) => p.values.message, 'the message');
  assert.match(message.values.message, /damaged/);
  harness.expectNoProblems(bad);
  await bad.context().close();
});
