// Play by link through the real page (src/ui/share/link_play.h, issue 20, "Done when" (a)):
// two browser contexts (two devices, each with its own storage) play a whole 2-player game of
// Azul by passing the game's link back and forth. Each side sees "your turn" / "waiting"
// (the probe's link_turn) at the right moments, the second device chooses its seat once and
// later links continue as that seat, and a stale link opened on either side never rolls the
// game back; "Send again" sends the same link once more; a seat chosen by mistake can be chosen
// again (issue 82). Screenshots of the new-game screen, "Send to P2", the seat question and the
// waiting side at 1280x800, 390x844 and 360x640 go to AZUL_SHOTS_DIR.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as harness from './lib/harness.mjs';
import * as play from './lib/play.mjs';

const TEST_TIMEOUT_MS = 180000;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'small-phone', width: 360, height: 640, touch: true },
];

const GAME_SIZE = { width: 400, height: 560, touch: false };

let browser;
before(async () => { browser = await harness.launchBrowser(); });
after(async () => { await browser?.close(); });

async function device({ width, height, touch }) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  await play.useSettings(context, play.FAST_SETTINGS);
  return context;
}

// From the title screen: Azul for 2, seat 1 a person here, seat 2 a friend by link.
async function startLinkGame(page, { touch = false, shot = '' } = {}) {
  await play.press(page, 'card:azul', { touch });
  await play.waitForProbe(page, (p) => p.values.screen === 'new-game', 'the new-game screen');
  await play.press(page, 'button:seat:1:human', { touch });
  await play.press(page, 'button:seat:2:friend', { touch });
  if (shot) await harness.screenshot(page, shot);
  await play.press(page, 'button:start', { touch });
  return play.waitForProbe(page, (p) => p.values.screen === 'game' && p.values.link_turn !== undefined,
                           'the link game');
}

const settled = (p) => ['mine', 'send', 'waiting', 'over', 'choose'].includes(p.values.link_turn);
// The probe's values are the game as a frame left it, its widgets what the frame drew: the
// frame that plays a seat's last move says "send" before one draws "Send to P2".
const sendShown = (p) => p.values.link_turn === 'send' && p.widgets['button:send-link'];

// Clicks a widget of the probe `shown` at once where it is in view (three frames later a frame
// shows what the click did, as in play.press), else scrolls it into view first (play.press).
async function quickPress(page, shown, name, { touch = false } = {}) {
  const widget = shown.widgets[name];
  const view = page.viewportSize();
  const x = widget ? widget.x + widget.w / 2 : -1;
  const y = widget ? widget.y + widget.h / 2 : -1;
  if (touch || x < 0 || y < 8 || x > view.width || y > view.height - 8) return play.press(page, name, { touch });
  await page.mouse.click(x, y);
  await harness.waitForMoreFrames(page, 3);
}

// A table target that moves the game towards its end: tiles go to a pattern line rather than
// the floor, most often the shortest line free for them (a wall row fills in a few rounds);
// any target otherwise. Random clicks alone make games of many more rounds.
function chooseTarget(targets, random) {
  const lineNumber = (name) => Number((name.match(/^target:(?:line|dest):(\d)$/) ?? [])[1] ?? 0);
  const lines = targets.filter((name) => lineNumber(name) > 0).sort((x, y) => lineNumber(x) - lineNumber(y));
  if (lines.length > 0) return random() < 0.7 ? lines[0] : lines[Math.floor(random() * lines.length)];
  return targets[Math.floor(random() * targets.length)];
}

// Plays this device's move by clicking random table targets until it is made (the turn is no
// longer mine). Returns the probe then.
async function playMyMove(page, random, { touch = false } = {}) {
  for (let clicks = 0; clicks < 60; ++clicks) {
    const shown = await harness.probe(page);
    if (shown.values.link_turn !== 'mine') return shown;
    const targets = Object.keys(shown.widgets).filter((name) => name.startsWith('target:') && name !== 'target:cancel');
    if (targets.length === 0) {
      await harness.waitForMoreFrames(page, 2);
      continue;
    }
    try {
      await quickPress(page, shown, chooseTarget(targets, random), { touch });
    } catch (error) {
      if (!String(error.message).includes('not shown')) throw error;
    }
  }
  throw new Error('the move was not made');
}

// Plays this device's moves (a round can end with my move and the next one start with me
// again) until the game waits to be sent, or is over. Returns the probe then.
async function playUntilSend(page, random, { touch = false } = {}) {
  for (;;) {
    const shown = await play.waitForProbe(page, (p) => ['mine', 'over'].includes(p.values.link_turn) || sendShown(p),
                                          'my move, Send, or the end');
    if (shown.values.link_turn !== 'mine') return shown;
    assert.equal(shown.values.turn, 'human');
    await playMyMove(page, random, { touch });
  }
}

// Presses "Send to P<n>" and returns the link it sent (the page's whole address).
async function send(page, { touch = false } = {}) {
  await quickPress(page, await harness.probe(page), 'button:send-link', { touch });
  const shown = await play.waitForProbe(page, (p) => p.values.link_turn === 'waiting' || p.values.link_turn === 'over',
                                        'the game sent');
  assert.match(shown.values.share_notice ?? '', /Link copied|share|send/i, 'a visible confirmation');
  const url = await page.evaluate(() => window.azulLastSent);
  assert.ok(url && url.includes('#2.azul.'), `a game link was sent: ${url}`);
  assert.match(url, /[~&]s=FF(&|\.)/, 'every person seat travels as a friend');
  return url;
}

// Opens `url` on a page that already shows the game (the hash changes, as when a link is
// followed in the same tab).
async function receive(page, url) {
  await page.evaluate((hash) => { location.hash = hash; }, new URL(url).hash);
  await harness.waitForMoreFrames(page, 2);
  return play.waitForProbe(page, settled, 'the link opened');
}

const actions = (p) => Number(p.values.actions);

async function sendAgain(page, touch) {
  await page.evaluate(() => { window.azulLastSent = null; });
  await play.press(page, 'button:send-again', { touch });
  await play.waitForProbe(page, (p) => /Link copied|share|send/i.test(p.values.share_notice ?? ''), 'the notice');
}

// Freezes (or wakes) the page of the device that waits, as a phone does with a page in the
// background: two pages drawing in software at once would halve the speed of the one that plays.
async function setFrozen(page, frozen) {
  page.cdp ??= await page.context().newCDPSession(page);
  await page.cdp.send('Page.setWebLifecycleState', { state: frozen ? 'frozen' : 'active' });
}

test('two devices play a whole game by passing its link; stale links never roll it back', { timeout: TEST_TIMEOUT_MS }, async () => {
  const started = Date.now();
  const random = play.randomGenerator(20);
  // Small windows: two pages draw in software at once, and a game is some 50 links long.
  const alice = await harness.openInContext(await device(GAME_SIZE));
  await harness.waitForReady(alice);
  let a = await startLinkGame(alice);
  assert.equal(a.values.link_seats, '1', 'the creator plays seat 1');
  let bob = null;
  let sentByAlice = [];
  let sentByBob = [];
  let staleChecked = false;
  for (let turn = 0; turn < 200; ++turn) {
    // Alice's moves (or the deal to send, when Bob starts).
    a = await playUntilSend(alice, random);
    if (a.values.link_turn === 'over') break;
    assert.ok(a.values.turn === 'friend' || a.values.turn === 'over', `P2 is next: ${a.values.turn}`);
    assert.ok(a.widgets['button:send-link'], '"Send to P2" is shown');
    sentByAlice.push(await send(alice));
    const aliceSent = actions(await harness.probe(alice));
    if (process.env.AZUL_PLAY_DEBUG) console.log('Alice sent', sentByAlice.length, (Date.now() - started) / 1000, 'actions', aliceSent);
    a = await harness.probe(alice);
    assert.ok(a.values.link_turn === 'waiting' || a.values.link_turn === 'over', 'Alice waits');
    await setFrozen(alice, true);
    if (!bob) {
      bob = await harness.openInContext(await device(GAME_SIZE), new URL(sentByAlice.at(-1)).hash);
      await harness.waitForReady(bob);
      const b = await play.waitForProbe(bob, (p) => p.values.link_turn === 'choose' && p.widgets['button:seat-choice:2'], 'the seat question');
      assert.ok(b.widgets['button:seat-choice:1'], 'both friend seats are offered');
      await play.press(bob, 'button:seat-choice:2');
    } else {
      await setFrozen(bob, false);
      await receive(bob, sentByAlice.at(-1));
    }
    // Bob's turn (a forced move plays itself when the setting says so: then Send at once).
    let b = await play.waitForProbe(bob, (p) => ['mine', 'send', 'over'].includes(p.values.link_turn), "Bob's turn");
    assert.equal(b.values.link_seats, '2', 'Bob continues as seat 2 without being asked again');
    // As Alice sent it, or further: a forced move of Bob's that ended the round, the draws.
    assert.ok(actions(b) >= aliceSent, 'Bob has the game Alice sent');
    if (b.values.link_turn === 'over') {
      await setFrozen(alice, false);
      break;
    }
    b = await playUntilSend(bob, random);
    if (b.values.link_turn === 'over') {
      await setFrozen(alice, false);
      break;
    }
    sentByBob.push(await send(bob));
    if (process.env.AZUL_PLAY_DEBUG) console.log('Bob sent', sentByBob.length, (Date.now() - started) / 1000, 'actions', actions(await harness.probe(bob)));
    await setFrozen(bob, true);
    await setFrozen(alice, false);
    await receive(alice, sentByBob.at(-1));
    a = await harness.probe(alice);
    assert.equal(a.values.link_seats, '1');

    // Once, in the middle: each side opens a link older than what it has. Nothing goes back.
    if (!staleChecked && sentByBob.length === 3) {
      staleChecked = true;
      const aliceHad = actions(a);
      a = await receive(alice, sentByBob[0]);
      assert.equal(actions(a), aliceHad, 'a stale link does not roll back Alice');
      assert.match(a.values.share_notice ?? '', /older than your game here/);
      await setFrozen(bob, false);
      const bobHad = actions(await harness.probe(bob));
      const stale = await receive(bob, sentByAlice[0]);
      assert.equal(actions(stale), bobHad, 'a stale link does not roll back Bob');
      assert.equal(stale.values.link_turn, 'waiting', 'Bob still waits for Alice');
      assert.equal(stale.values.link_seats, '2');
      await setFrozen(bob, true);
    }
  }
  if (bob) await setFrozen(bob, false);
  await setFrozen(alice, false);
  const endA = await play.waitForProbe(alice, (p) => p.values.screen === 'game-over', 'the end on Alice', 60000);
  const endB = await play.waitForProbe(bob, (p) => p.values.screen === 'game-over', 'the end on Bob', 60000);
  assert.ok(staleChecked, 'the game lasted long enough to check stale links');
  assert.equal(endA.values.scores, endB.values.scores, 'both devices end with the same scores');
  assert.equal(endA.values.actions, endB.values.actions, 'and the same record');
  harness.expectNoProblems(alice);
  harness.expectNoProblems(bob);
  console.log(`whole game by link: ${sentByAlice.length + sentByBob.length} links, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await alice.context().close();
  await bob.context().close();
});

test('screenshots: new game with a friend, Send, the seat question, waiting', { timeout: TEST_TIMEOUT_MS }, async () => {
  for (const size of SIZES) {
    const { touch } = size;
    const random = play.randomGenerator(5);
    const alice = await harness.openInContext(await device(size));
    await harness.waitForReady(alice);
    await startLinkGame(alice, { touch, shot: `link-new-game-${size.name}` });
    const first = await play.waitForProbe(alice, (p) => p.values.link_turn === 'mine' || p.values.link_turn === 'send', 'the first turn');
    if (first.values.link_turn === 'mine') await harness.screenshot(alice, `link-your-turn-${size.name}`);
    await playUntilSend(alice, random, { touch });
    await play.waitForProbe(alice, sendShown, 'Send');
    await harness.screenshot(alice, `link-send-${size.name}`);
    const url = await send(alice, { touch });
    await harness.screenshot(alice, `link-sent-${size.name}`);
    // Sent: "Send again" sends the same link once more (a share sheet closed by mistake).
    await sendAgain(alice, touch);
    assert.equal(await alice.evaluate(() => window.azulLastSent), url, 'the same link again');
    const bob = await harness.openInContext(await device(size), new URL(url).hash);
    await harness.waitForReady(bob);
    await play.waitForProbe(bob, (p) => p.widgets['button:seat-choice:2'], 'the seat question');
    await harness.screenshot(bob, `link-seat-question-${size.name}`);
    await play.press(bob, 'button:seat-choice:2', { touch });
    await play.waitForProbe(bob, (p) => p.values.link_turn === 'mine', "Bob's turn");
    await harness.screenshot(bob, `link-friend-turn-${size.name}`);
    harness.expectNoProblems(alice);
    harness.expectNoProblems(bob);
    await alice.context().close();
    await bob.context().close();
  }
});

// Issue 82, finding 5: a seat chosen by mistake is given up from the menu (with a
// confirmation), the seat question comes again, and the game goes on with the seat chosen then.
test('a seat chosen by mistake is chosen again, and the next move is played as it', { timeout: TEST_TIMEOUT_MS }, async () => {
  const random = play.randomGenerator(8);
  const alice = await harness.openInContext(await device(GAME_SIZE));
  await harness.waitForReady(alice);
  await startLinkGame(alice);
  await playUntilSend(alice, random);
  const url = await send(alice);
  const bob = await harness.openInContext(await device(GAME_SIZE), new URL(url).hash);
  await harness.waitForReady(bob);
  await play.waitForProbe(bob, (p) => p.widgets['button:seat-choice:1'], 'the seat question');
  await play.press(bob, 'button:seat-choice:1');  // the wrong seat: P2 is his
  let b = await play.waitForProbe(bob, (p) => p.values.link_seats === '1', 'seat 1 taken');
  const had = actions(b);
  await play.press(bob, 'button:menu');
  await play.press(bob, 'button:change-seat');
  await play.waitForProbe(bob, (p) => p.values.seat_change === 'open', 'the confirmation');
  await harness.screenshot(bob, 'link-change-seat-confirm');
  await play.press(bob, 'button:seat-change-confirm');
  await play.waitForProbe(bob, (p) => p.widgets['button:seat-choice:2'], 'the seat question again');
  await play.press(bob, 'button:seat-choice:2');
  b = await play.waitForProbe(bob, (p) => p.values.link_turn === 'mine', 'his turn as P2');
  assert.equal(b.values.link_seats, '2');
  assert.equal(actions(b), had, "the game's moves stay as they were");
  b = await playUntilSend(bob, random);
  const reply = await send(bob);
  assert.ok(actions(await harness.probe(bob)) > had, 'the move was played as P2');
  await receive(alice, reply);
  const a = await play.waitForProbe(alice, (p) => ['mine', 'send', 'over'].includes(p.values.link_turn), "Alice's turn");
  assert.equal(a.values.link_seats, '1');
  harness.expectNoProblems(alice);
  harness.expectNoProblems(bob);
  await alice.context().close();
  await bob.context().close();
});
