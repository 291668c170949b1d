// Every board on one screen: at the start of my turn the factories and the centre ("market"),
// my board and every other player's board ("board:<seat>", whole, unclipped rectangles from the
// page's probe) lie inside the window without scrolling, for both games, 2 and 4 players, on a
// desktop (1280x800, mouse) and on phones in portrait (390x844, 360x640) and landscape
// (844x390), touch. Screenshots: layout-<game>-<players>p-<size>.png.
// A 4-player Summer Pavilion table does not fit a 360x640 or 844x390 screen legibly (five
// boards' worth of stars and nine factories): there it scrolls, and it is not checked here.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 120000;
const SIZES = [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 640, touch: true },
  { width: 844, height: 390, touch: true },
];

const SCROLLS = new Set(['pavilion-4p-360x640', 'pavilion-4p-844x390']);

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

function assertInside(rect, name, { width, height }) {
  assert.ok(rect, `${name} is drawn`);
  const slack = 0.5;
  assert.ok(rect.x >= -slack && rect.y >= -slack && rect.x + rect.w <= width + slack &&
                rect.y + rect.h <= height + slack,
            `${name} (${JSON.stringify(rect)}) is inside the ${width}x${height} window`);
}

for (const game of ['azul', 'pavilion']) {
  for (const players of [2, 4]) {
    for (const size of SIZES) {
      const label = `${size.width}x${size.height}`;
      if (SCROLLS.has(`${game}-${players}p-${label}`)) continue;
      test(`${game}, ${players} players: every board is on screen at my turn (${label})`,
           { timeout: TEST_TIMEOUT_MS }, async () => {
        const { page, turn } = await play.openGameAtMyTurn(browser, { game, players, ...size });
        await harness.screenshot(page, `layout-${game}-${players}p-${label}`);
        assertInside(turn.widgets.market, 'the factories and the centre', size);
        for (let seat = 1; seat <= players; ++seat) {
          assertInside(turn.widgets[`board:${seat}`], `the board of player ${seat}`, size);
        }
        harness.expectNoProblems(page);
        await page.context().close();
      });
    }
  }
}
