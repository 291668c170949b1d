import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';
const lang = process.argv[2] ?? 'en';
const browser = await harness.launchBrowser();
const shot = (page, name) => page.screenshot({ path: `/tmp/shots/a11y-${lang}-${name}.png` });
for (const [w, h] of [[1280, 800], [390, 844], [360, 640]]) {
  const size = `${w}x${h}`;
  const page = await play.openSeeded(browser, { viewport: { width: w, height: h } }, { ...play.FAST_SETTINGS, language: lang });
  const press = async (k) => { await page.keyboard.press(k); await harness.waitForMoreFrames(page, 3); };
  await press('ArrowRight');
  await shot(page, `${size}-title-focus`);
  await press('Space');
  await harness.waitForMoreFrames(page, 3);
  await shot(page, `${size}-new-game-focus`);
  await press('Space');
  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  await press('2');
  await shot(page, `${size}-typed-factory`);
  await press('?');
  await shot(page, `${size}-keys`);
  await press('Escape');
  await page.keyboard.press('Tab');
  await harness.waitForMoreFrames(page, 3);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(200);
  await shot(page, `${size}-mirror-focus`);
  await page.context().close();
}
await browser.close();
