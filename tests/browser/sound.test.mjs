// The sound of the table through the real page (src/ui/sound, web/sound.js; issue 94, "Done
// when"): in each game a prepared game near its end is opened, its last moves are played, and
// the page's hook (window.azulSounds: what the game asked to play) hears a move, the round's
// scoring counted point by point, and the end of the game (a win or a loss) last; nothing the
// AI's move asked for before the first touch was played (the browsers' autoplay rule); and,
// muted with M, the same moves are silent and the choice is remembered.
//
// The prepared games (tests/browser/data) are saved games of the library, seeded in
// localStorage, which the page resumes when their link is opened:
//   azul-cli play --game azul --players 2 --seed 11 --bots easy,easy --record r
//     and the last two moves cut: the AI (seat 2) takes, then one colour is left for you;
//   azul-cli play --game pavilion --players 2 --seed 37 --bots easy,easy --record r
//     and the last two moves cut: round 6, the AI has passed, you place and pass.
// The links are `azul-cli link encode` of those records.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const GAMES = {
  azul: {
    link: '2.azul..11.152.IKBUZBgUAMAABSoQBIxZkIMbkIBiaA6tCFLkUG0Yk4G2mkwA1SnSRFBQlBONxIlAF0gDNSYAgCYLGRFCglWFIA.fVMXRA',
    aiFirst: true,
  },
  pavilion: {
    link: '2.pavilion..37.287.DkhopEldJNoIiFTBHQHBoULiiAgSRPQSFpCsAmluiiZlAsYILAEAgAnKCnJITE1C7OiUOESFJCgCDFty0CwJQu1q4AiUAAIILZfhtEEHAVWnS0IUIl2CJYQrlAU26G5EkAIQz0gAXM9cBTFqAiGHNFIJQEAc.DF5Bwg',
    aiFirst: false,
  },
};

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// The saved game (src/ui/share/saved_game.h) of a prepared record, seats "He" as its link's.
function savedGame(game) {
  const record = readFileSync(new URL(`./data/sound-${game}.record`, import.meta.url), 'utf8');
  return `azul-save 2\nid sound-${game}\nplayed 1764000000000\nseats He\n${record}`;
}

// A fresh page of the prepared game: the AI at once, your last move never played for you (it
// may be the only one), tile animations at their default unless `settings` say otherwise.
async function openPrepared(game, settings = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await play.useSettings(context, {
    pacing: 'instant', auto_forced: '0', [`game.sound-${game}`]: savedGame(game), ...settings,
  });
  const page = await harness.openInContext(context, `#${GAMES[game].link}`);
  await harness.waitForReady(page);
  await play.waitForProbe(page, (p) => p.values.screen === 'game' && p.values.turn === 'human',
                          'your turn in the prepared game');
  return page;
}

const heard = (page) => page.evaluate(() => window.azulSounds.map((s) => ({ ...s })));
const names = (sounds) => sounds.map((s) => s.name);

// Clicks random table targets that `allowed` accepts until `done(probe)`.
async function clickUntil(page, allowed, done, what, seed) {
  const random = play.randomGenerator(seed);
  for (let clicks = 0; clicks < 60; ++clicks) {
    const shown = await harness.probe(page);
    if (done(shown)) return shown;
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && allowed(name));
    if (shown.values.turn !== 'human' || targets.length === 0) {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    await play.press(page, targets[Math.floor(random() * targets.length)]);
  }
  throw new Error(`no ${what} after 60 clicks`);
}

// Your last moves of the prepared game, to its end: Azul's one take; Summer Pavilion's
// placements (and the bonus tiles they earn) until you have placed a tile, then the pass.
async function playTheEnd(page, game) {
  const over = (p) => p.values.screen === 'game-over';
  if (game === 'azul') return clickUntil(page, () => true, over, 'end of the game', 5);
  const start = (await harness.probe(page)).values.scores;
  await clickUntil(page, (name) => !/pass|keep|cancel/.test(name),
                   (p) => p.values.scores !== start && p.values.table !== 'bonus', 'placement', 7);
  return clickUntil(page, (name) => /pass|keep:confirm/.test(name), over, 'end of the game', 9);
}

// Waits until the sounds of the end (the last round's story, then the end) have been asked for.
async function waitForTheEnd(page) {
  await page.waitForFunction(() => window.azulSounds.some((s) => s.name === 'win' || s.name === 'loss'),
                             null, { timeout: 20000, polling: 100 });
}

for (const game of Object.keys(GAMES)) {
  test(`${game}: a move, the round's scoring and the end of the game are heard`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    const page = await openPrepared(game);
    if (GAMES[game].aiFirst) {  // your turn chimes once the AI's tiles have landed
      await page.waitForFunction(() => window.azulSounds.some((s) => s.name === 'turn'), null,
                                 { timeout: 10000, polling: 50 });
    }
    const before = await heard(page);
    if (GAMES[game].aiFirst) {
      // The AI's move and your turn, asked for before anyone touched the page: not played.
      assert.deepEqual(names(before).filter((n) => n === 'turn'), ['turn'], JSON.stringify(before));
      assert.ok(names(before).includes('take'), JSON.stringify(before));
    }
    assert.ok(before.every((s) => !s.heard), `nothing plays before the first touch: ${JSON.stringify(before)}`);

    await playTheEnd(page, game);
    await waitForTheEnd(page);
    await harness.screenshot(page, `sound-${game}-game-over`);
    const after = names(await heard(page)).slice(before.length);
    const end = after.findIndex((n) => n === 'win' || n === 'loss');
    assert.equal(end, after.length - 1, `the end is heard last: ${after.join(' ')}`);
    const move = game === 'azul' ? 'take' : 'place';
    assert.ok(after.indexOf(move) >= 0, `your move is heard: ${after.join(' ')}`);
    assert.ok(after.indexOf('point') > after.indexOf(move), `then its points: ${after.join(' ')}`);
    if (game === 'azul') {
      // The round's scoring story: a bell for each tile the last round put on a wall.
      assert.ok(after.filter((n) => n === 'point').length >= 2, after.join(' '));
    }
    assert.equal((await harness.probe(page)).values.sound, 'on');
    harness.expectNoProblems(page);
    await page.context().close();
  });

  test(`${game}: muted with M, the same moves are silent, and it is remembered`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    const page = await openPrepared(game, { animation: 'off' });  // its sounds come at once
    await page.keyboard.press('m');
    await play.waitForProbe(page, (p) => p.values.sound === 'off', 'the speaker off');
    const before = (await heard(page)).length;
    await playTheEnd(page, game);
    // Without animations the last round's points and the end follow within a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await harness.waitForMoreFrames(page, 3);
    const after = (await heard(page)).slice(before);
    assert.deepEqual(names(after), [], 'nothing is asked to play while muted');
    assert.equal(await page.evaluate(() => localStorage.getItem('azul-pavilion.sound')), '0');
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
