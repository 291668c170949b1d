// axe-core (npm, injected into the page) checks the page's accessibility on the title screen
// with a saved game, the new-game screen, the table and the end of a game: no serious or
// critical violation of WCAG 2.2 A/AA may be reported. The game itself is a canvas; what axe
// reads is the page around it and the screen-reader mirror (web/reader.js) that describes it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 240000;
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// The serious and critical violations axe finds on the page as it is now.
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const results = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_TAGS);
  assert.ok(results.passes.length >= 5, `axe checked the page (${results.passes.length} rules passed)`);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function recordFile(name) {
  return readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
}

test('axe-core finds no serious or critical violation on the title, new-game, table, end and library screens',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  // One unfinished game in the library ("Your games" on the title screen).
  const record = recordFile('azul-2p-coloured.record').split('\n').slice(0, 20).join('\n') + '\nend\n';
  const page = await play.openSeeded(browser, { viewport: { width: 1280, height: 800 } }, {
    ...play.FAST_SETTINGS,
    auto_forced: '0',
    'game.axe-test-1': `azul-save 2\nid axe-test-1\nplayed 1000\nseats He\n${record}`,
  });
  const found = {};
  const reader = page.locator('#reader');
  await reader.getByRole('button', { name: /^Resume$/ }).waitFor();
  found['title with a saved game'] = await violations(page);

  await reader.getByRole('button', { name: /^Azul\. / }).press('Enter');
  await reader.getByRole('button', { name: /^Start game/ }).waitFor();
  found['new game'] = await violations(page);

  await reader.getByRole('button', { name: /^Start game/ }).press('Enter');
  await reader.getByRole('heading', { name: 'Your moves' }).waitFor();
  found.table = await violations(page);

  // Play on through the mirror to the end of the game.
  for (let presses = 0; presses < 400; ++presses) {
    if (await reader.getByRole('alert').count() > 0) break;
    const move = reader.getByRole('button', { name: /^(Take|Place)\b/ }).first();
    if (await move.count() === 0) {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    await move.press('Enter');
    await harness.waitForMoreFrames(page, 3);
  }
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end of the game');
  await harness.waitForMoreFrames(page, 3);
  found.end = await violations(page);

  for (const [screen, list] of Object.entries(found)) {
    assert.deepEqual(list, [], `${screen}: ${list.join('\n')}`);
  }
  harness.expectNoProblems(page);
  await page.context().close();
});
