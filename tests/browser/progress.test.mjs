// The player's progress (issue 91, src/ui/progress) in the real page, at 1280x800 with a mouse
// and 390x844 with touch: a browser whose history holds 19 rated games against the AI finishes
// one more (a saved game near its end: tests/browser/data/azul-near-end.record.txt, the first
// 61 lines of `azul-cli play --game azul --players 2 --seed 11 --bots medium,club` and `end`,
// you to move in the last round); the end screen gives the rating's change, the title card the
// rating, and "Your progress" the statistics with their four plots. Screenshots:
// progress-<size>-{title,end,stats,stats-lower}.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const GAME_ID = 'nearend1-test';
const SIZES = [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
];
const HOUR_MS = 3600 * 1000;
// Three rungs of Azul's ladder (src/ai/levels.cpp): name, seat-code letter, rating.
const LEVELS = [['casual', 'c', 1501], ['club', 'k', 1731], ['intermediate', 'i', 1965]];

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// `count` results of earlier rated games against the AI, one every 20 hours up to now, in the
// ledger's format (docs/record-format.md, "The results ledger"): mostly wins against casual,
// some against club, mostly losses against intermediate.
function pastResults(count) {
  const random = play.randomGenerator(91);
  const results = {};
  for (let i = 0; i < count; ++i) {
    const [, code, elo] = LEVELS[i % 3];
    const winChance = [0.8, 0.5, 0.25][i % 3];
    const mine = 30 + Math.floor(random() * 40);
    const theirs = random() < winChance ? mine - 1 - Math.floor(random() * 15) : mine + 1 + Math.floor(random() * 15);
    const id = `past${i}-test`;
    const end = Date.now() - (count - i) * 20 * HOUR_MS;
    const places = mine > theirs ? '1,2' : '2,1';
    results[`result.${id}`] = `r1 id=${id} end=${end} game=azul opt=players:2,wall:coloured,start:1 ` +
      `seats=H${code} me=1 rated=1 score=${mine},${theirs} place=${places} elo=-,${elo} ` +
      `rounds=6,9,11,8,${mine - 34} pts=wall_placements:${mine + 4},floor_penalties:-8,row_bonuses:2,` +
      `column_bonuses:7,colour_bonuses:${i % 2 ? 10 : 0}` + (i % 4 === 0 ? ` acc=${70 + (i % 20)}` : '');
  }
  return results;
}

// The saved game near its end: you against club.
function nearEndGame() {
  const record = readFileSync(new URL('./data/azul-near-end.record.txt', import.meta.url), 'utf8');
  return `azul-save 2\nid ${GAME_ID}\nplayed ${Date.now() - HOUR_MS}\nseats Hk\n${record}`;
}

// Scrolls the statistics screen down by most of a screen.
async function scrollDown(page) {
  const view = page.viewportSize();
  await page.mouse.move(view.width / 2, view.height / 2);
  await page.mouse.wheel(0, view.height * 0.8);
  await harness.waitForMoreFrames(page, 3);
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;
  test(`a rated game against the AI moves the rating and the statistics at ${name}`,
       { timeout: TEST_TIMEOUT_MS }, async () => {
    const { touch } = size;
    const page = await play.openSeeded(
      browser, { viewport: { width: size.width, height: size.height }, hasTouch: touch, isMobile: touch },
      { ...play.FAST_SETTINGS, game: 'azul', ledger: '1', [`game.${GAME_ID}`]: nearEndGame(), ...pastResults(19) });
    const title = await play.waitForProbe(page, (p) => p.values['card-rating:azul'], 'the rating on the card');
    assert.match(title.values['card-rating:azul'], /^Rating [\d,]+/);
    await harness.screenshot(page, `progress-${name}-title`);

    await play.press(page, `button:library-resume:${GAME_ID}`, { touch });
    await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the saved game');
    await play.playToEnd(page, { touch, seed: 3 });
    const end = await play.waitForProbe(page, (p) => p.values['rating-change'], 'the rating\'s change', 60000);
    assert.match(end.values['rating-change'], /^Rating [\d,]+ → [\d,]+ \([+−±][\d,]+\)$/);
    await harness.screenshot(page, `progress-${name}-end`);

    await play.press(page, 'button:progress', { touch });
    const stats = await play.waitForProbe(page, (p) => p.values.screen === 'progress', 'the statistics');
    assert.equal(stats.values.game, 'azul');
    assert.equal(stats.values['progress-games'], '20', '19 games before and the one just finished');
    assert.match(stats.values['progress-rating'], /^\d+$/);
    const after = end.values['rating-change'].match(/→ ([\d,]+)/)[1].replace(/,/g, '');
    assert.equal(stats.values['progress-rating'], after, 'the rating the end screen gave');
    for (const plot of ['rating', 'win-share', 'scores', 'rounds'])
      assert.ok(stats.widgets[`progress-plot:${plot}`], `the ${plot} plot`);
    await harness.screenshot(page, `progress-${name}-stats`);
    await scrollDown(page);
    await harness.screenshot(page, `progress-${name}-stats-lower`);
    await play.press(page, 'button:back', { touch });
    const back = await play.waitForProbe(page, (p) => p.values.screen === 'title', 'the title');
    assert.match(back.values['card-rating:azul'], new RegExp(`^Rating ${Number(after).toLocaleString('en-US')}`));
    harness.expectNoProblems(page);
    await page.context().close();
  });
}
