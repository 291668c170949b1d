// Each game's lesson through the real page (issue #86): a first visit offers "Learn to play"
// first; the lesson is completed at 390x844 (touch) and 1280x800 (mouse) by following only what
// it outlines (the probe's "hint-drawn") and pressing its card's button, with a screenshot of
// every step (lesson-<game>-<size>-<step>.png); a reload mid-lesson comes back at the same step;
// a wrong move at every move step is refused with the reason and changes nothing; after the
// last step the game goes on against the AI; the Azul lesson goes by screen reader too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 240000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

async function openTitle({ width, height, touch }) {
  return play.openSeeded(browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch },
                         play.FAST_SETTINGS);
}

// The next thing the lesson asks: its card's button, or the person's move it outlines.
async function waitForAsk(page) {
  return play.waitForProbe(page, (p) => {
    const v = p.values;
    if (v['lesson-step'] === undefined) return false;
    if (v['lesson-step'] === v['lesson-steps']) return true;  // done: playing on
    return p.widgets['button:lesson-next'] || (v.turn === 'human' && v['hint-drawn']);
  }, 'the lesson to ask for something', 60000);
}

// Clicks what the lesson outlines until the step is done. Azul: the tiles to take, then where
// they go (a narrow screen asks that in a strip of buttons over the table: "target:dest:N").
// Summer Pavilion: each outlined target in the order of the move (the tiles, the star, the
// space, the payment; the supply slot; pass, then its keep dialog).
async function playOutlined(page, game, shown, touch) {
  const step = shown.values['lesson-step'];
  for (let clicks = 0; clicks < 8; ++clicks) {
    const now = await harness.probe(page);
    if (now.values['lesson-step'] !== step) return;
    const drawn = (now.values['hint-drawn'] ?? '').split(',').filter((name) => now.widgets[name]);
    const name = game === 'azul' && now.values.table === 'place'
      ? drawn.find((n) => n.startsWith('target:dest:')) ?? drawn.find((n) => !n.startsWith('target:take:'))
      : drawn[0];
    if (!name) {  // between two clicks the outline is redrawn
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    await play.press(page, name, { touch });
  }
  await play.waitForProbe(page, (p) => p.values['lesson-step'] !== step, `step ${Number(step) + 1} done`);
}

// Tries a move the step does not ask for, through the table: another source's tiles (Azul: to
// the floor, or the outlined ones elsewhere when there is no other source); Summer Pavilion:
// another supply slot, or a pass (keeping one tile fewer when the step is a pass).
async function tryWrongMove(page, game, shown, touch) {
  const drawn = shown.values['hint-drawn'].split(',');
  const widgets = Object.keys(shown.widgets);
  const other = (prefix) => widgets.find((name) => name.startsWith(prefix) && !drawn.includes(name));
  if (game === 'azul') {
    const take = drawn.find((name) => name.startsWith('target:take:'));
    const source = other('target:take:');
    await play.press(page, source ?? take, { touch });
    await play.press(page, source || !drawn.includes('target:floor') ? 'target:floor' : 'target:line:1', { touch });
  } else if (other('target:take:') || other('target:bonus:')) {
    await play.press(page, other('target:take:') ?? other('target:bonus:'), { touch });
  } else {
    await play.press(page, 'target:pass', { touch });
    const dialog = await harness.probe(page);
    const minus = Object.keys(dialog.widgets).find((name) => /^target:keep:.:minus$/.test(name));
    if (drawn.includes('target:pass') && minus) await play.press(page, minus, { touch });
    await play.press(page, 'target:keep:confirm', { touch });
  }
  return play.waitForProbe(page, (p) => p.values['lesson-problem'], 'the refusal');
}

async function followLesson(page, game, { size, touch, reloadAt = -1, wrongMoves = false }) {
  const seen = new Set();
  let refused = 0;
  for (let guard = 0; guard < 40; ++guard) {
    let shown = await waitForAsk(page);
    const step = Number(shown.values['lesson-step']);
    const steps = Number(shown.values['lesson-steps']);
    if (step === steps) return { steps, refused };
    if (step === reloadAt && !seen.has(step)) {
      await page.reload();
      await harness.waitForReady(page);
      shown = await waitForAsk(page);
      assert.equal(shown.values['lesson-step'], String(step), 'a reload comes back at the same step');
      assert.equal(shown.values.screen, 'game');
    }
    if (!seen.has(step)) {
      seen.add(step);
      if (size) await harness.screenshot(page, `lesson-${game}-${size}-${step + 1}`);
    }
    if (shown.widgets['button:lesson-next']) {
      await play.press(page, 'button:lesson-next', { touch });
    } else {
      if (wrongMoves) {
        const refusedProbe = await tryWrongMove(page, game, shown, touch);
        assert.match(refusedProbe.values['lesson-problem'], /this step/);
        assert.equal(refusedProbe.values['lesson-step'], shown.values['lesson-step'], 'still the same step');
        assert.equal(refusedProbe.values['lesson-actions'], shown.values['lesson-actions'], 'nothing played');
        assert.equal(refusedProbe.values.scores, shown.values.scores);
        ++refused;
        shown = await waitForAsk(page);
      }
      await playOutlined(page, game, shown, touch);
    }
    await play.waitForProbe(page, (p) => p.values['lesson-step'] !== String(step), `step ${step + 1} done`);
  }
  assert.fail('the lesson never ended');
}

for (const game of ['azul', 'pavilion']) {
  for (const { width, height, touch } of [
    { width: 390, height: 844, touch: true },
    { width: 1280, height: 800, touch: false },
  ]) {
    const size = `${width}x${height}`;
    test(`${game}: the lesson is completed by following its outlines (${size})`, { timeout: TEST_TIMEOUT_MS }, async () => {
      const page = await openTitle({ width, height, touch });
      const title = await harness.probe(page);
      assert.ok(title.widgets[`button:learn:${game}`], 'a first visit offers the lesson');
      if (game === 'azul') await harness.screenshot(page, `lesson-title-${size}`);
      await play.press(page, `button:learn:${game}`, { touch });
      const { steps } = await followLesson(page, game, { size, touch, reloadAt: touch ? 3 : -1 });
      assert.ok(steps >= 8, `${steps} steps`);
      // Playing on: the AI answers, and the person's turn comes back with nothing outlined.
      const on = await play.waitForProbe(page, (p) => p.values.turn === 'human' && !p.values['hint-drawn'],
                                         'the game going on', 60000);
      assert.equal(on.values['lesson-step'], String(steps));
      await harness.screenshot(page, `lesson-${game}-${size}-playing-on`);
      harness.expectNoProblems(page);
      await page.context().close();
    });
  }

  test(`${game}: a wrong move at every step is refused with the reason and changes nothing`, { timeout: TEST_TIMEOUT_MS }, async () => {
    const page = await openTitle({ width: 1280, height: 800, touch: false });
    await play.press(page, `button:learn:${game}`);
    const { refused } = await followLesson(page, game, { wrongMoves: true });
    assert.ok(refused >= 6, `${refused} wrong moves refused`);
    harness.expectNoProblems(page);
    await page.context().close();
  });
}

// By screen reader: each card is announced in the live region, its Continue and the step's
// move are named buttons of the hidden page, and a wrong move is refused with an alert.
test('azul: the lesson through the screen-reader mirror', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openTitle({ width: 1280, height: 800, touch: false });
  await page.evaluate(() => {
    window.azulHeard = [];
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) window.azulHeard.push(node.textContent);
    }).observe(document.getElementById('reader-log'), { childList: true });
  });
  const reader = page.locator('#reader');
  await reader.getByRole('button', { name: 'Learn to play Azul', exact: true }).press('Enter');
  await reader.getByRole('heading', { name: 'Lesson · step 1 of 9' }).waitFor();
  await reader.getByRole('button', { name: 'Continue' }).press('Enter');
  const move = reader.getByRole('button', { name: /^Play this step's move: Take 2 blue from factory 1 to line 2/ });
  await move.waitFor();
  // Another of "Your moves" is refused: the alert says which move the step asks for.
  await reader.getByRole('button', { name: /^Take 1 red from factory 1 to line 1/ }).press('Enter');
  const alert = await reader.getByRole('alert').textContent();
  assert.match(alert, /this step is “Take 2 blue from factory 1 to line 2/);
  await move.press('Enter');
  await reader.getByRole('heading', { name: 'Lesson · step 3 of 9' }).waitFor();
  const heard = await page.evaluate(() => window.azulHeard.join('\n'));
  assert.match(heard, /Welcome to Azul!/, 'the first card was read out');
  assert.match(heard, /Take all the tiles of one colour from a factory/, 'and the second');
  assert.match(heard, /A line holds as many tiles as its number/, 'and the third');
  harness.expectNoProblems(page);
  await page.context().close();
});
