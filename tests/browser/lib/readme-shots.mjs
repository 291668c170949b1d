// The README's screenshots, run by scripts/readme-shots.sh (not a test: the name has no
// .test.mjs). For each shot given as NAME ROUND LINK on the command line: opens the game link in
// a fresh browser at 1280x800 (a game this browser does not have, so it opens as a replay at its
// last move), steps back to the start of round ROUND, takes seat 1 ("Play from here as P1"),
// waits until that seat is to move, and saves the page as <AZUL_SHOTS_DIR>/NAME.png.
import * as harness from './harness.mjs';
import * as play from './play.mjs';

const VIEWPORT = { width: 1280, height: 800 };

async function shoot(browser, { name, round, link }) {
  const page = await harness.openPage(browser, { hash: `#${link}`, contextOptions: { viewport: VIEWPORT } });
  await play.useSettings(page.context(), play.FAST_SETTINGS);
  await page.reload();
  await harness.waitForReady(page);
  await play.waitForProbe(page, (p) => p.values.screen === 'replay', 'the replay');
  while (Number((await harness.probe(page)).values.round) > round) {
    await play.press(page, 'button:replay-previous-round');
  }
  await play.press(page, 'button:take-seat:1');
  await play.waitForProbe(page, (p) => p.values.screen === 'game' && p.values.turn === 'human',
                          'seat 1 to move');
  // The pointer off the table, so that nothing is hovered.
  await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1);
  await harness.waitForMoreFrames(page, 3);
  await harness.screenshot(page, name);
  harness.expectNoProblems(page);
  await page.context().close();
  console.log(`${name}.png: round ${round}, saved in ${harness.shotsDir}`);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 3 !== 0) {
  console.error('usage: node lib/readme-shots.mjs NAME ROUND LINK [NAME ROUND LINK ...]');
  process.exit(2);
}
const browser = await harness.launchBrowser();
try {
  for (let i = 0; i < args.length; i += 3) {
    await shoot(browser, { name: args[i], round: Number(args[i + 1]), link: args[i + 2] });
  }
} finally {
  await browser.close();
}
