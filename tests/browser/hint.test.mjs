// The hint on the table, through the real page, for both games at 1280x800 (mouse) and 390x844
// (touch): pressing Hint outlines where the suggested move would be clicked (probe value
// "hint-drawn": the targets outlined, which must be targets the table offers), says the move in
// the top bar, and does not move the table. Screenshots: hint-<game>-<size>.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

for (const game of ['azul', 'pavilion']) {
  for (const { width, height, touch } of [
    { width: 1280, height: 800, touch: false },
    { width: 390, height: 844, touch: true },
  ]) {
    test(`${game}: the hint is outlined on the table without moving it (${width}x${height})`,
         { timeout: TEST_TIMEOUT_MS }, async () => {
      const { page, turn } = await play.openGameAtMyTurn(browser, { game, width, height, touch });
      const source = Object.keys(turn.widgets).find((name) => name.startsWith('target:take:'));
      const before = turn.widgets[source];

      await play.pressUnrated(page, 'button:hint', { touch, shot: `hint-${game}-${width}x${height}-rated` });
      const hinted = await play.waitForProbe(page, (p) => p.values.hint && p.values['hint-drawn'],
                                             'the hint on the table', 60000);
      const drawn = hinted.values['hint-drawn'].split(',');
      const take = drawn.find((name) => name.startsWith('target:take:'));
      assert.ok(take, `the hint outlines a source (${hinted.values['hint-drawn']})`);
      assert.ok(hinted.widgets[take], `${take} is a target the table offers`);
      if (game === 'azul')
        assert.ok(drawn.some((name) => /^target:(line:\d|floor)$/.test(name)),
                  `and the destination on my board (${hinted.values['hint-drawn']})`);
      assert.deepEqual(hinted.widgets[source], before, 'the table did not move');
      await harness.screenshot(page, `hint-${game}-${width}x${height}`);
      harness.expectNoProblems(page);
      await page.context().close();
    });
  }
}
