// The page in every language it speaks (issues 83 and 95, src/ui/i18n): the language picker of
// the title screen switches as soon as the language's translations (and, for Japanese, Chinese
// and Korean, its fonts) have loaded and updates <html lang>; each language's title, new-game
// screen, both tables after a few moves, rules help, a lesson card, end screen, analysis,
// statistics, a puzzle and its verdict are saved as screenshots (lang-<code>-<size>-<screen>.png),
// and on each of them no character is drawn as the box of a glyph no font has (the probe's "missing-glyphs"): every
// language at 360x640, German (the longest) at 1280x800, 390x844 and 360x640 too, and every
// language at every size with AZUL_LONG=1. A first visit follows navigator.languages (pt-BR is
// Português, zh-CN 简体中文, Traditional Chinese never) and loads no other language's files; a
// switch in the middle of a game leaves the game alone and the choice survives a reload; and in
// the pseudo-language every screen is drawn with translated text only (the probe's "unmarked"
// lists the words drawn without the pseudo-language's accents: a text never marked for
// translation). AZUL_LANGUAGES="de ja" limits the tour to those languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 600000;
const ALL_LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'zh', 'ko'];
const LANGUAGES = process.env.AZUL_LANGUAGES ? process.env.AZUL_LANGUAGES.split(/\s+/) : ALL_LANGUAGES;
const SIZES = [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 640, touch: true },
];
const NARROWEST = SIZES[2];
const LONGEST_LANGUAGE = 'de';
// The sizes a language's screens are toured at: the narrowest, where a longer text breaks the
// layout first; the longest language at every size; every language at every size in long runs.
const toursOf = (code) => (process.env.AZUL_LONG === '1' || code === LONGEST_LANGUAGE ? SIZES : [NARROWEST]);
const FINISHED_ID = 'finished1';
// Words the pseudo-language cannot accent because they are not texts of the app: the address
// of a shared link (the share panel shows it).
const NOT_TEXTS = /^(https?:|#|game=)/;

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

// A library entry holding a finished 2-player Azul game (the end screen and the analysis).
function finishedGame() {
  const record = readFileSync(new URL('../data/azul-2p-coloured.record', import.meta.url), 'utf8');
  return `azul-save 2\nid ${FINISHED_ID}\nplayed 1000\nseats He\n${record}`;
}

// A page of `size` with fast play, the finished game in its library and, once, `settings`.
function openWith({ width, height, touch }, settings = {}) {
  return play.openSeeded(browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch },
                         { ...play.FAST_SETTINGS, [`game.${FINISHED_ID}`]: finishedGame(), ...settings });
}

const pageLanguage = (page) => page.evaluate(() => document.documentElement.lang);

// Chooses `code` in the picker (the title's footer or the settings panel): the picker, then the
// language in its list, each clicked where the last frame drew it.
async function chooseLanguage(page, code, touch) {
  for (const name of ['setting:language', `setting:language:${code}`]) {
    const at = await harness.widgetCenter(page, name);
    if (touch) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    await harness.waitForMoreFrames(page, 3);
  }
  // The language's translations load first (lang/<code>.txt), unless it was spoken before.
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, code, { timeout: 10000 })
    .catch(() => {});
  await harness.waitForMoreFrames(page, 2);
  assert.equal(await pageLanguage(page), code, '<html lang> follows the choice');
}

// Plays `clicks` forward targets of the person's turns (an AI seat answers in between).
async function playClicks(page, clicks, touch, seed = 5) {
  const random = play.randomGenerator(seed);
  for (let done = 0; done < clicks;) {
    const shown = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
    const targets = Object.keys(shown.widgets).filter((n) => n.startsWith('target:') && n !== 'target:cancel');
    if (targets.length === 0) {  // out of view on a phone: scroll up to the factories
      const view = page.viewportSize();
      await page.mouse.move(view.width / 2, view.height / 2);
      await page.mouse.wheel(0, -view.height);
      await harness.waitForMoreFrames(page, 3);
      continue;
    }
    await play.press(page, targets[Math.floor(random() * targets.length)], { touch });
    ++done;
  }
}

// Back to the title screen: the replay's own button, else the game menu's.
async function backToTitle(page, touch) {
  if (!(await harness.probe(page)).widgets['button:title']) await play.press(page, 'button:menu', { touch });
  await play.press(page, 'button:title', { touch });
  await play.waitForProbe(page, (p) => p.values.screen === 'title', 'the title screen');
}

// Fails when the last frame drew a character as the box of a glyph no font has.
async function assertEveryGlyphDrawn(page, where) {
  const shown = await harness.probe(page);
  assert.equal(shown.values['missing-glyphs'], undefined, `${where}: characters drawn without their glyph`);
}

// The screens of one language, saved as lang-<code>-<size>-<screen>.png.
async function tour(page, code, size) {
  const { touch } = size;
  const shot = async (screen) => {
    const name = `lang-${code}-${size.width}x${size.height}-${screen}`;
    await harness.screenshot(page, name);
    await assertEveryGlyphDrawn(page, name);
  };
  await shot('title');
  // The first card of Azul's lesson, then back to the title.
  await play.press(page, 'button:learn:azul', { touch });
  await play.waitForProbe(page, (p) => p.widgets['lesson-card'], 'the lesson\'s first card');
  await shot('lesson');
  await backToTitle(page, touch);
  for (const game of ['azul', 'pavilion']) {
    await play.startGame(page, { game, touch, shot: game === 'azul' ? `lang-${code}-${size.width}x${size.height}-new-game` : '' });
    await playClicks(page, 4, touch);
    await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
    await shot(`table-${game}`);
    if (game === 'azul') {
      await play.press(page, 'button:menu', { touch });
      await play.press(page, 'button:rules', { touch });
      await shot('rules');
      await play.press(page, 'button:close', { touch });
    }
    await backToTitle(page, touch);
  }
  await play.press(page, `button:library-resume:${FINISHED_ID}`, { touch });
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen');
  await shot('end');
  await play.press(page, 'button:analyse', { touch });
  await play.waitForProbe(page, (p) => p.values.screen === 'replay' && p.values.analysis !== 'off', 'the analysis');
  await harness.waitForMoreFrames(page, 30);  // a few moves analysed: the graph has begun
  await shot('analysis');
  await backToTitle(page, touch);
  // The statistics of the finished game (taken into the results on the first visit).
  await play.press(page, 'button:progress', { touch });
  await play.press(page, 'button:progress-game:azul', { touch });
  await shot('progress');
  await play.press(page, 'button:back', { touch });
  // A puzzle, and the verdict on a wrong answer (by its screen-reader button).
  await play.press(page, 'button:puzzles:azul', { touch });
  const puzzle = await play.waitForProbe(page, (p) => p.values['puzzle-phase'] === 'asking', 'a puzzle');
  await shot('puzzle');
  await page.locator(`#reader button[data-id="${puzzle.values['puzzle-other-button']}"]`).press('Enter');
  await play.waitForProbe(page, (p) => p.values['puzzle-phase'] === 'answered', 'the verdict');
  await shot('puzzle-wrong');
  await backToTitle(page, touch);
}

for (const size of SIZES) {
  const codes = LANGUAGES.filter((code) => toursOf(code).includes(size));
  if (codes.length === 0) continue;
  test(`the screens of ${codes.join(' ')} at ${size.width}x${size.height}`, { timeout: TEST_TIMEOUT_MS * codes.length / 5 }, async () => {
    for (const code of codes) {  // each from an English first visit
      const page = await openWith(size, { language: 'en' });
      if (code !== 'en') await chooseLanguage(page, code, size.touch);
      await tour(page, code, size);
      harness.expectNoProblems(page);
      await page.context().close();
    }
  });
}

// A first visit whose browser prefers `languages` (navigator.languages), at the narrowest size:
// the page's language, the first frame's glyphs, and the files of languages it fetched.
async function firstVisit(languages) {
  const context = await browser.newContext({ viewport: { width: NARROWEST.width, height: NARROWEST.height },
                                             hasTouch: true, isMobile: true });
  await context.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
  const fetched = [];
  context.on('request', (request) => {
    // The service worker keeps every language's translations once the page is up (web/sw.js):
    // only the page's own requests are the visit's.
    if (request.serviceWorker()) return;
    const file = new URL(request.url()).pathname.match(/\/((lang|fonts)\/[^/]+)$/);
    if (file) fetched.push(file[1]);
  });
  const page = await harness.openInContext(context);
  await harness.waitForReady(page);
  await harness.waitForMoreFrames(page, 3);
  await assertEveryGlyphDrawn(page, `a first visit in ${languages.join(', ')}`);
  const lang = await pageLanguage(page);
  harness.expectNoProblems(page);
  await context.close();
  return { lang, fetched: [...new Set(fetched)].sort() };
}

test('a first visit follows the browser\'s languages and loads no other language\'s files',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.deepEqual(await firstVisit(['en-US', 'de']), { lang: 'en', fetched: [] },
                   'English: nothing beyond the page');
  assert.deepEqual(await firstVisit(['pt-BR', 'en']), { lang: 'pt', fetched: ['lang/pt.txt'] },
                   'Brazilian Portuguese: its translations only');
  assert.deepEqual(await firstVisit(['zh-CN']),
                   { lang: 'zh', fetched: ['fonts/zh-bold.otf', 'fonts/zh.otf', 'lang/zh.txt'] },
                   'Simplified Chinese: its translations and its two fonts');
  assert.deepEqual(await firstVisit(['zh-TW', 'zh', 'ko']),
                   { lang: 'ko', fetched: ['fonts/ko-bold.otf', 'fonts/ko.otf', 'lang/ko.txt'] },
                   'Traditional Chinese (and the bare zh after it) is not offered Simplified Chinese');
});

test('a language switch in a game leaves the game alone; the choice survives a reload',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openWith(SIZES[1], { language: 'en' });
  await play.startGame(page, { game: 'pavilion', touch: true });
  await playClicks(page, 3, true);
  const before = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  const link = await page.evaluate(() => location.hash);
  await play.press(page, 'button:menu', { touch: true });
  await play.press(page, 'button:settings', { touch: true });
  await chooseLanguage(page, 'nl', true);
  await play.press(page, 'button:close', { touch: true });
  const after = await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn in Dutch');
  assert.equal(await page.evaluate(() => location.hash), link, 'the same game and move');
  for (const value of ['screen', 'game', 'actions', 'scores', 'legal_count']) {
    assert.equal(after.values[value], before.values[value], value);
  }
  await page.reload();
  await harness.waitForReady(page);
  const reloaded = await play.waitForProbe(page, (p) => p.values.screen === 'game', 'the game after a reload');
  assert.equal(await pageLanguage(page), 'nl', 'the language chosen survives a reload');
  assert.equal(reloaded.values.actions, before.values.actions, 'the same game after the reload');
  harness.expectNoProblems(page);
  await page.context().close();
});

// Fails when the last frame drew a word that was never translated.
async function assertAllMarked(page, where) {
  await harness.waitForMoreFrames(page, 2);
  const shown = await harness.probe(page);
  const unmarked = (shown.values.unmarked ?? '').split(' ').filter((w) => w && !NOT_TEXTS.test(w));
  assert.deepEqual(unmarked, [], `${where}: words drawn without translation`);
  return shown;
}

test('in the pseudo-language no screen draws a word that was never translated',
     { timeout: TEST_TIMEOUT_MS }, async () => {
  const page = await openWith(SIZES[0], { language: 'pseudo' });
  const check = (where) => assertAllMarked(page, where);
  await check('the title with a game in the library');
  await play.press(page, 'card:azul');
  await play.press(page, 'button:seat:2:friend');
  await check('the new-game screen with a friend seat');
  await play.press(page, 'button:seat:2:ai');
  await check('the new-game screen with an AI seat');
  await play.press(page, 'button:start');
  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  await check('the table');
  await play.press(page, 'button:menu');
  await check('the game menu');
  await play.press(page, 'button:settings');
  await check('the settings');
  await play.press(page, 'button:close');
  await play.press(page, 'button:menu');
  await play.press(page, 'button:rules');
  await check('the rules of Azul');
  await play.press(page, 'button:close');
  await playClicks(page, 6, false);
  await check('the table after a few moves');
  for (const [button, where] of [['button:log', 'the move log'], ['button:scores', 'the scores by round']]) {
    await play.press(page, 'button:menu');
    await play.press(page, button);
    await check(where);
    await play.press(page, 'button:close');
  }
  await backToTitle(page, false);
  await play.startGame(page, { game: 'pavilion' });
  await play.waitForProbe(page, (p) => p.values.turn === 'human', 'my turn');
  await check('the Summer Pavilion table');
  await play.press(page, 'button:menu');
  await play.press(page, 'button:rules');
  await check('the rules of Summer Pavilion');
  await play.press(page, 'button:close');
  await backToTitle(page, false);
  await check('the title with games in the library');
  await play.press(page, `button:library-resume:${FINISHED_ID}`);
  await play.waitForProbe(page, (p) => p.values.screen === 'game-over', 'the end screen');
  await check('the end screen');
  await play.press(page, 'button:analyse');
  await play.waitForProbe(page, (p) => p.values.screen === 'replay' && p.values.analysis !== 'off', 'the analysis');
  await check('the analysis');
  await backToTitle(page, false);
  await play.press(page, 'button:progress');
  await play.press(page, 'button:progress-game:azul');
  await check('the statistics');
  await play.press(page, 'button:back');
  await play.press(page, 'button:puzzles:pavilion');
  const puzzle = await play.waitForProbe(page, (p) => p.values['puzzle-phase'] === 'asking', 'a puzzle');
  await check('a puzzle');
  await page.locator(`#reader button[data-id="${puzzle.values['puzzle-other-button']}"]`).press('Enter');
  await play.waitForProbe(page, (p) => p.values['puzzle-phase'] === 'answered', 'the verdict');
  await check('a puzzle\'s verdict');
  await backToTitle(page, false);
  await page.evaluate(() => { location.hash = 'this-is-not-a-link'; });
  await play.waitForProbe(page, (p) => p.values.message, 'the message for a bad link');
  await check('a bad link\'s message');
  harness.expectNoProblems(page);
  await page.context().close();
});
