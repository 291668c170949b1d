// Puzzles through the real page (issue #92): from Azul's card at 1280x800 the day's puzzle opens
// (the set loads only then), is solved by clicking the table, and the next one is failed: the
// verdict names the move tried and the best one, each with what it does, and their difference
// in points. On a phone (390x844, touch) a Summer Pavilion puzzle is answered through the screen
// reader's move buttons. A game opened by link is analysed and its player's mistake opens as a
// puzzle. Screenshots: puzzle-<game>-<size>-<ask|right|wrong>.png, puzzle-mistake-<size>.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
// Azul's first two moves: P1 sends three black tiles to the floor (the analysis: a mistake).
const MISTAKE_LINK = '2.azul..201.22.LiLbEgAbEIRsQ.8crOAA';

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

function openTitle({ width, height, touch }) {
  return play.openSeeded(browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch },
                         play.FAST_SETTINGS);
}

function waitForPhase(page, phase) {
  return play.waitForProbe(page, (p) => p.values['puzzle-phase'] === phase, `the puzzle's ${phase}`);
}

// Plays Azul's move `notation` ("F3 Y 2", "C W floor") on the table: its tiles, then where they
// go (a narrow table asks that with a strip of buttons, "target:dest:N").
async function clickAzulMove(page, notation, touch) {
  const [source, colour, destination] = notation.split(' ');
  await play.press(page, `target:take:${source}:${colour}`, { touch });
  const widgets = (await harness.probe(page)).widgets;
  const strip = `target:dest:${destination}`;
  const board = destination === 'floor' ? 'target:floor' : `target:line:${destination}`;
  await play.press(page, widgets[strip] ? strip : board, { touch });
}

// Presses the screen reader's button `id` ("move:123") as a screen reader's user does: focused,
// then Enter (a pointer would hit the canvas, which lies over the mirror).
async function pressReaderButton(page, id) {
  await page.locator(`#reader button[data-id="${id}"]`).press('Enter');
  await harness.waitForMoreFrames(page, 3);
}

async function verdictText(page) {
  return page.locator('#reader [role="alert"]').first().textContent();
}

test('azul puzzles: the set loads when opened, one solved and one failed by the table',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openTitle({ width: 1280, height: 800, touch: false });
  const puzzleFiles = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => entry.name).filter((name) => name.includes('/puzzles/'))
    .map((name) => name.replace(/^.*\/puzzles\//, '')));
  assert.deepEqual(await puzzleFiles(), [], 'no puzzles load with the page');
  await play.press(page, 'button:puzzles:azul');
  const asked = await waitForPhase(page, 'asking');
  assert.deepEqual(await puzzleFiles(), ['azul.txt'], 'the game\'s set loads when its puzzles open');
  assert.equal(asked.values.screen, 'puzzle');
  await harness.screenshot(page, 'puzzle-azul-1280-ask');

  await clickAzulMove(page, asked.values['puzzle-solution'], false);
  const right = await waitForPhase(page, 'answered');
  assert.equal(right.values['puzzle-verdict'], 'right');
  assert.match(await verdictText(page), /^Right! Your move: .+\. It gains \d+\.\d points over the next-best move\./);
  assert.notEqual(right.values['puzzle-rating'], '1500', 'the first answer rates');
  await harness.screenshot(page, 'puzzle-azul-1280-right');

  await play.press(page, 'button:puzzle-next');
  const next = await waitForPhase(page, 'asking');
  assert.notEqual(next.values['puzzle-id'], asked.values['puzzle-id']);
  await clickAzulMove(page, next.values['puzzle-other'], false);
  const wrong = await waitForPhase(page, 'answered');
  assert.equal(wrong.values['puzzle-verdict'], 'wrong');
  const words = await verdictText(page);
  // Both moves with what each does now, and their difference in points.
  const moves = words.match(/Your move: (.+?)\. Best move: (.+?)\. The best move is (at least )?\d+\.\d points better\./);
  assert.ok(moves, `the verdict names both moves and the difference: ${words}`);
  assert.notEqual(moves[1], moves[2]);
  assert.ok(wrong.widgets['button:puzzle-retry'] && wrong.widgets['button:puzzle-solution']);
  await harness.screenshot(page, 'puzzle-azul-1280-wrong');
  await play.press(page, 'button:puzzle-solution');
  await waitForPhase(page, 'solution');
  harness.expectNoProblems(page);
});

test('pavilion puzzles on a phone, answered through the screen reader\'s move buttons',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openTitle({ width: 390, height: 844, touch: true });
  await play.press(page, 'button:puzzles:pavilion', { touch: true });
  const asked = await waitForPhase(page, 'asking');
  await harness.screenshot(page, 'puzzle-pavilion-390-ask');
  await pressReaderButton(page, asked.values['puzzle-other-button']);
  const wrong = await waitForPhase(page, 'answered');
  assert.equal(wrong.values['puzzle-verdict'], 'wrong');
  assert.match(await verdictText(page), /Your move: .+ Best move: .+ points better\./);
  await harness.screenshot(page, 'puzzle-pavilion-390-wrong');
  await play.press(page, 'button:puzzle-retry', { touch: true });
  await waitForPhase(page, 'asking');
  await pressReaderButton(page, asked.values['puzzle-solution-button']);
  assert.equal((await waitForPhase(page, 'answered')).values['puzzle-verdict'], 'right');
  await harness.screenshot(page, 'puzzle-pavilion-390-right');
  harness.expectNoProblems(page);
});

test('a mistake of an analysed game opens as a puzzle', { timeout: TEST_TIMEOUT_MS }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await play.useSettings(context, play.FAST_SETTINGS);
  const page = await harness.openReady(context, `#${MISTAKE_LINK}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'replay', 'the replay of the link');
  await play.press(page, 'button:analyse');
  await play.waitForProbe(page, (p) => p.values.analysis === 'done', 'the analysis', 60000);
  await play.press(page, 'button:mistakes');
  const asked = await waitForPhase(page, 'asking');
  assert.equal(asked.values.screen, 'puzzle');
  assert.match(await page.locator('#reader').textContent(), /Your move in the game: .+\. A mistake, \d+\.\d points lost/);
  await clickAzulMove(page, asked.values['puzzle-solution'], false);
  assert.equal((await waitForPhase(page, 'answered')).values['puzzle-verdict'], 'right');
  await harness.screenshot(page, 'puzzle-mistake-1280');
  await play.press(page, 'button:puzzle-next');
  await waitForPhase(page, 'finished');
  await play.press(page, 'button:puzzle-back');
  await play.waitForProbe(page, (p) => p.values.screen === 'replay', 'back to the analysis');
  harness.expectNoProblems(page);
});
