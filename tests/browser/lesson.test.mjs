// The Azul lesson through the real page (issue #86): a first visit offers "Learn to play"
// first; the lesson is completed at 390x844 (touch) and 1280x800 (mouse) by following only what
// it outlines (the probe's "hint-drawn") and pressing its card's button, with a screenshot of
// every step (lesson-azul-<size>-<step>.png); a reload mid-lesson comes back at the same step;
// a wrong move at every move step is refused with the reason and changes nothing; after the
// last step the game goes on against the AI.
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

// Clicks what the lesson outlines, in order: the tiles to take, then where they go.
// (A narrow screen asks where they go in a strip of buttons over the table: "target:dest:N".)
async function playOutlined(page, shown, touch) {
  const take = shown.values['hint-drawn'].split(',').find((name) => name.startsWith('target:take:'));
  assert.ok(take, `the outline shows a source (${shown.values['hint-drawn']})`);
  await play.press(page, take, { touch });
  const picked = await harness.probe(page);
  const drawn = picked.values['hint-drawn'].split(',');
  const place = drawn.find((name) => name.startsWith('target:dest:') && picked.widgets[name]) ??
                drawn.find((name) => !name.startsWith('target:take:'));
  assert.ok(place, `the outline shows where they go (${drawn})`);
  await play.press(page, place, { touch });
}

// Tries a move the step does not ask for: another source's tiles to the floor, or when there is
// no other source, the outlined tiles to the floor (or line 1 if the floor is outlined).
async function tryWrongMove(page, shown, touch) {
  const drawn = shown.values['hint-drawn'].split(',');
  const take = drawn.find((name) => name.startsWith('target:take:'));
  const other = Object.keys(shown.widgets).find((name) => name.startsWith('target:take:') && name !== take);
  await play.press(page, other ?? take, { touch });
  await play.press(page, other || !drawn.includes('target:floor') ? 'target:floor' : 'target:line:1', { touch });
  return play.waitForProbe(page, (p) => p.values['lesson-problem'], 'the refusal');
}

async function followLesson(page, { size, touch, reloadAt = -1, wrongMoves = false }) {
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
      if (size) await harness.screenshot(page, `lesson-azul-${size}-${step + 1}`);
    }
    if (shown.widgets['button:lesson-next']) {
      await play.press(page, 'button:lesson-next', { touch });
    } else {
      if (wrongMoves) {
        const refusedProbe = await tryWrongMove(page, shown, touch);
        assert.match(refusedProbe.values['lesson-problem'], /this step/);
        assert.equal(refusedProbe.values['lesson-step'], shown.values['lesson-step'], 'still the same step');
        assert.equal(refusedProbe.values['lesson-actions'], shown.values['lesson-actions'], 'nothing played');
        assert.equal(refusedProbe.values.scores, shown.values.scores);
        ++refused;
        shown = await waitForAsk(page);
      }
      await playOutlined(page, shown, touch);
    }
    await play.waitForProbe(page, (p) => p.values['lesson-step'] !== String(step), `step ${step + 1} done`);
  }
  assert.fail('the lesson never ended');
}

for (const { width, height, touch } of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  const size = `${width}x${height}`;
  test(`azul: the lesson is completed by following its outlines (${size})`, { timeout: TEST_TIMEOUT_MS }, async () => {
    const page = await openTitle({ width, height, touch });
    const title = await harness.probe(page);
    assert.ok(title.widgets['button:learn:azul'], 'a first visit offers the lesson');
    await harness.screenshot(page, `lesson-title-${size}`);
    await play.press(page, 'button:learn:azul', { touch });
    const { steps } = await followLesson(page, { size, touch, reloadAt: touch ? 3 : -1 });
    assert.ok(steps >= 8, `${steps} steps`);
    // Playing on: the AI answers, and the person's turn comes back with nothing outlined.
    const on = await play.waitForProbe(page, (p) => p.values.turn === 'human' && !p.values['hint-drawn'],
                                       'the game going on', 60000);
    assert.equal(on.values['lesson-step'], String(steps));
    await harness.screenshot(page, `lesson-azul-${size}-playing-on`);
    harness.expectNoProblems(page);
    await page.context().close();
  });
}

test('azul: a wrong move at every step is refused with the reason and changes nothing', { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openTitle({ width: 1280, height: 800, touch: false });
  await play.press(page, 'button:learn:azul');
  const { refused } = await followLesson(page, { wrongMoves: true });
  assert.ok(refused >= 6, `${refused} wrong moves refused`);
  harness.expectNoProblems(page);
  await page.context().close();
});
