// End-to-end stress: seeded random play on the release build — mouse, keyboard and touch,
// the solver buttons, the settings sliders, reloads, desktop and phone viewports — on boards
// from 2 × 2 to 100 × 100, then hostile addresses and corrupted saved data generated the same
// way. After every step: the page answers, the console is clean, the board obeys the rules,
// and a reload restores exactly what was on screen.
//
//   node --test tests/e2e/stress.test.mjs                 (the CI run: seed 1)
//   STRESS_SEED=42 STRESS_EPISODES=20 STRESS_STEPS=80 node --test tests/e2e/stress.test.mjs
//
// A failure names the seed, the episode and every action up to it, so it can be replayed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, APP_BOARD } from './harness.mjs';
import { readWholeBoard, bringIntoView } from './dom-solver.mjs';

const shared = withBrowser();
const SEED = Number(process.env.STRESS_SEED ?? 1);
const EPISODES = Number(process.env.STRESS_EPISODES ?? 8);
const STEPS = Number(process.env.STRESS_STEPS ?? 30);

/** mulberry32: a small seeded generator, so a run can be replayed from its seed. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

/** A board to start from: mostly small, sometimes up to 100 × 100, never a flood that #17's
 * big-board work is about (big boards get at least 15 % mines). */
function randomBoard(rand) {
  const big = rand() < 0.2;
  const rows = big ? rand.int(30, 100) : rand.int(2, 24);
  const cols = big ? rand.int(30, 100) : rand.int(2, 30);
  const cells = rows * cols;
  const least = cells > 900 ? Math.ceil(cells * 0.15) : 1;
  const mines = rand.int(least, Math.max(least, Math.min(cells - 1, Math.ceil(cells * 0.3))));
  const rule = rand.pick(['opening', 'safe']);
  return `?rows=${rows}&cols=${cols}&mines=${mines}&seed=${rand.int(0, 2 ** 31)}&rule=${rule}`;
}

/** Everything the checks need: every cell (a big board is read view by view), and the rest
 * in one round trip. */
const snapshot = async (page) => {
  const cells = (await readWholeBoard(page)).map((c) => [c.row, c.col, c.state, c.count]);
  const rest = await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    const face = document.querySelector('[data-testid="restart"]');
    return {
      status: grid.dataset.status,
      face: face?.dataset.status,
      left: document.querySelector('[data-testid="mines-left"]').textContent,
      search: location.search,
      dialog: !!document.querySelector('dialog[open]'),
    };
  });
  return { ...rest, cells };
};

/** Answers within `ms`, or fails: a hung page is a finding. */
async function answers(page, ms = 15000) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the page did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([snapshot(page), late]);
  } finally {
    clearTimeout(timer);
  }
}

const CLOSED = new Set(['hidden', 'questioned']);

/** The rules as the DOM shows them. `everFlagged` holds cells that held a flag this game (a
 * flood passes a flag by, so once taken off, a closed cell may touch an opened zero). */
function checkRules(snap, everFlagged) {
  const params = new URLSearchParams(snap.search);
  const rows = Number(params.get('rows'));
  const cols = Number(params.get('cols'));
  const mines = Number(params.get('mines'));
  assert.equal(snap.cells.length, rows * cols, 'every cell is in the DOM');
  const at = new Map(snap.cells.map(([r, c, state, count]) => [`${r},${c}`, { state, count }]));
  const around = (r, c) => {
    const list = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) if (dr || dc) list.push(at.get(`${r + dr},${c + dc}`));
    return list.filter(Boolean);
  };
  let flags = 0;
  let exploded = 0;
  let closed = 0;
  let revealed = 0;
  for (const [r, c, state, count] of snap.cells) {
    if (state === 'flagged' || state === 'wrong-flag') flags++;
    if (state === 'flagged') everFlagged.add(`${r},${c}`);
    if (state === 'exploded') exploded++;
    if (CLOSED.has(state)) closed++;
    if (state !== 'revealed') continue;
    revealed++;
    const near = around(r, c);
    const notOpen = near.filter((n) => n.state !== 'revealed').length;
    assert.ok(count <= notOpen, `(${r}, ${c}) shows ${count} with ${notOpen} unopened neighbours`);
    if (snap.status === 'lost') {
      const shownMines = near.filter((n) => ['mine', 'exploded', 'flagged'].includes(n.state)).length;
      assert.equal(shownMines, count, `after the loss (${r}, ${c}) shows ${count} but touches ${shownMines} mines`);
    }
    if (snap.status === 'won') {
      assert.equal(near.filter((n) => n.state === 'flagged').length, count, `won: (${r}, ${c}) flags`);
    }
    if (count === 0) {
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const key = `${r + dr},${c + dc}`;
          const n = at.get(key);
          if (n && CLOSED.has(n.state) && !everFlagged.has(key)) {
            assert.fail(`the zero at (${r}, ${c}) left ${key} closed: the flood stopped early`);
          }
        }
    }
  }
  const shown = Math.max(-99, Math.min(999, mines - flags));
  const led = shown < 0 ? `-${String(-shown).padStart(2, '0')}` : String(shown).padStart(3, '0');
  assert.equal(snap.left, led, `mines left: ${mines} mines, ${flags} flags`);
  assert.equal(snap.face, snap.status, 'the face shows the board status');
  switch (snap.status) {
    case 'ready':
      assert.equal(revealed + exploded, 0, 'ready, yet cells are open');
      break;
    case 'playing':
      assert.equal(exploded, 0, 'playing with an exploded mine');
      assert.ok(revealed < rows * cols - mines, 'playing with every safe cell open');
      break;
    case 'won':
      assert.equal(exploded + closed, 0, 'won with a closed cell or a mine gone off');
      assert.equal(revealed, rows * cols - mines, 'won before every safe cell was open');
      break;
    case 'lost':
      assert.ok(exploded >= 1, 'lost without an exploded mine');
      break;
    default:
      assert.fail(`unknown status ${snap.status}`);
  }
}

const key = (snap) => `${snap.search}|${snap.status}|${snap.left}|${snap.cells.map((c) => c[2] + (c[3] ?? '')).join(',')}`;

/** A random cell's screen point (the board may be larger than the window: scroll to it). */
async function cellPoint(page, rand, snap) {
  const [r, c] = rand.pick(snap.cells);
  await bringIntoView(page, `${r},${c}`);
  const cell = page.locator(`[role="gridcell"][data-row="${r}"][data-col="${c}"]`);
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  return box && { x: box.x + box.width / 2, y: box.y + box.height / 2, r, c };
}

/** Long press through the DevTools protocol: Playwright has taps but no long press. */
async function longPress(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(450);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One random action; returns its name for the replay log. */
async function act(page, rand, snap, touch) {
  const roll = rand();
  if (snap.dialog) {
    // The settings dialog is open: move a slider, pick a preset, or close it.
    const choice = rand.pick(['Rows', 'Columns', 'Mines', 'preset', 'close', 'close']);
    if (choice === 'close') {
      await page.keyboard.press('Escape');
      return 'Esc';
    }
    if (choice === 'preset') {
      const name = rand.pick(['Beginner', 'Intermediate', 'Expert']);
      await page.click(`button.preset:has-text("${name}")`);
      return `preset ${name}`;
    }
    const slider = `input[aria-label="${choice}"]`;
    await page.focus(slider);
    const key = rand.pick(['ArrowLeft', 'ArrowRight', 'PageDown', 'Home']);
    // A big board with few mines floods for seconds (the big-boards issue): keep the mines up.
    await page.keyboard.press(choice === 'Mines' ? 'ArrowRight' : key);
    return `${choice} ${key}`;
  }
  if (roll < 0.4) {
    const p = await cellPoint(page, rand, snap);
    if (!p) return 'no cell';
    if (touch) {
      if (rand() < 0.7) {
        await page.touchscreen.tap(p.x, p.y);
        return `tap (${p.r}, ${p.c})`;
      }
      await longPress(page, p.x, p.y);
      return `long press (${p.r}, ${p.c})`;
    }
    const button = rand() < 0.65 ? 'left' : 'right';
    if (rand() < 0.1) {
      await page.mouse.dblclick(p.x, p.y);
      return `double click (${p.r}, ${p.c})`;
    }
    await page.mouse.click(p.x, p.y, { button });
    return `${button} click (${p.r}, ${p.c})`;
  }
  if (roll < 0.6) {
    const key = rand.pick(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space', 'Enter', 'f', 'Home', 'End', 'PageDown', 'Tab']);
    await page.keyboard.press(key);
    return `key ${key}`;
  }
  if (roll < 0.72) {
    const key = rand.pick(['h', 'p', 'r', 'F2', 's']);
    await page.keyboard.press(key);
    return `shortcut ${key}`;
  }
  if (roll < 0.82) {
    const button = rand.pick(['hint', 'probabilities', 'autoplay', 'restart']);
    const target = page.locator(`[data-testid="${button}"]`);
    if (!(await target.isEnabled())) return `button ${button} (disabled)`;
    await target.click();
    if (button === 'autoplay') {
      await page.waitForTimeout(rand.int(0, 800));
      await page.click('[data-testid="autoplay"]').catch(() => {});
    }
    return `button ${button}`;
  }
  if (roll < 0.9) {
    await page.click('[data-testid="settings"]');
    return 'open settings';
  }
  if (roll < 0.95) {
    // A drag across the board: pressed on one cell, released on another (plays the last).
    const from = await cellPoint(page, rand, snap);
    const to = await cellPoint(page, rand, snap);
    if (!from || !to) return 'no cell';
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 3 });
    await page.mouse.up();
    return `drag (${from.r}, ${from.c}) → (${to.r}, ${to.c})`;
  }
  return 'reload';
}

async function newPage(rand) {
  const phone = rand() < 0.3;
  // No service worker: these tests route requests (a blank page of the same origin), and a
  // worker's own fetches are not routed (offline.test.mjs tests the worker).
  const context = await shared.browser.newContext({
    serviceWorkers: 'block',
    ...(phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 }),
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors, phone };
}

async function reloadAndCompare(page, before, what) {
  await page.reload();
  await page.waitForSelector(APP_BOARD);
  const after = await answers(page);
  assert.equal(key(after), key(before), `${what}: a reload restored something else`);
  return after;
}

/** Runs `body`, and on failure names the seed and the steps so far. */
async function replayable(label, log, body) {
  try {
    await body();
  } catch (error) {
    error.message = `${label} (replay: STRESS_SEED=${SEED}); steps: ${log.join(' → ') || 'none'}\n${error.message}`;
    throw error;
  }
}

test('random play keeps the rules, answers, logs nothing and survives reloads', async () => {
  const rand = generator(SEED);
  for (let episode = 0; episode < EPISODES; episode++) {
    const { context, page, errors, phone } = await newPage(rand);
    const start = randomBoard(rand);
    const log = [`open ${start}${phone ? ' on a phone' : ''}`];
    await replayable(`stress episode ${episode}`, log, async () => {
      await page.goto(shared.url + start);
      await page.waitForSelector(APP_BOARD);
      let everFlagged = new Set();
      let snap = await answers(page);
      let seed = new URLSearchParams(snap.search).get('seed');
      for (let step = 0; step < STEPS; step++) {
        const action = await act(page, rand, snap, phone);
        log.push(action);
        if (action === 'reload') {
          snap = await reloadAndCompare(page, await answers(page), 'reload');
        } else {
          snap = await answers(page);
        }
        const nowSeed = new URLSearchParams(snap.search).get('seed');
        if (nowSeed !== seed || snap.status === 'ready') everFlagged = new Set();
        seed = nowSeed;
        assert.deepEqual(errors, [], 'the console stayed clean');
        checkRules(snap, everFlagged);
      }
      if (!snap.dialog) await reloadAndCompare(page, snap, 'the last reload');
      assert.deepEqual(errors, [], 'the console stayed clean');
    });
    await context.close();
  }
});

/** Query strings a hostile or careless link might hold. */
function hostileQuery(rand) {
  const keys = ['rows', 'cols', 'mines', 'seed', 'rule', 'rows.x', 'seed[]', 'ROWS', '', '%00', 'mode', 'rows%00'];
  const values = [
    '', '0', '-1', '2', '9', '30', '100', '199', '200', '201', '1e3', '-Infinity', 'NaN', 'abc', '%00',
    '9'.repeat(60), '%E2%80%AE', '%F0%9F%92%A3', '%ZZ', '1%2000', '+5', '0x10', 'safe', 'opening', 'SAFE', '3.5',
  ];
  const parts = [];
  const count = rand.int(0, 8);
  for (let i = 0; i < count; i++) {
    const k = rand.pick(keys);
    parts.push(rand() < 0.1 ? k : `${k}=${rand.pick(values)}`);
  }
  // Enough mines that a big board never floods for seconds (the big-boards issue).
  parts.push(`mines=${rand.int(8000, 12000)}`);
  return '?' + parts.join('&');
}

test('hostile addresses load a playable board with a notice, never an error', async () => {
  const rand = generator(SEED + 1);
  const { context, page, errors } = await newPage(() => 1);
  const log = [];
  await replayable('hostile addresses', log, async () => {
    for (let i = 0; i < 40; i++) {
      const query = hostileQuery(rand);
      log.push(query);
      await page.goto(shared.url + query);
      await page.waitForSelector(APP_BOARD);
      let snap = await answers(page);
      checkRules(snap, new Set());
      assert.equal(snap.status, 'ready');
      // The address now names the board on screen, and it plays.
      const params = new URLSearchParams(snap.search);
      assert.deepEqual([...params.keys()].filter((k) => k !== 'ng'), ['rows', 'cols', 'mines', 'seed', 'rule']);
      const [r, c] = rand.pick(snap.cells);
      await bringIntoView(page, `${r},${c}`);
      await page.click(`[role="gridcell"][data-row="${r}"][data-col="${c}"]`);
      snap = await answers(page);
      assert.notEqual(snap.status, 'ready', 'the first click starts the game');
      checkRules(snap, new Set());
      await reloadAndCompare(page, snap, query);
      assert.deepEqual(errors, [], 'the console stayed clean');
    }
  });
  await context.close();
});

/** A saved game damaged in one of many ways. */
function corrupt(rand, text) {
  const value = JSON.parse(text);
  const paths = [
    ['format'], ['elapsed_ms'], ['assisted'], ['game'], ['game', 'version'], ['game', 'config'],
    ['game', 'config', 'rows'], ['game', 'config', 'cols'], ['game', 'config', 'mines'], ['game', 'seed'],
    ['game', 'mines'], ['game', 'cover'], ['game', 'status'], ['game', 'moves'], ['game', 'started_at'],
    ['game', 'ended_at'], ['game', 'exploded'], ['game', 'clicks'],
  ];
  const replacements = [
    null, -5, -1, 0, 1, 1e300, 2 ** 53, 'x', '', [], {}, true, [0, 0], [1e9], 'o'.repeat(5), 'won', 'lost', 1000, 201,
  ];
  const kind = rand.int(0, 3);
  if (kind === 0) return text.slice(0, rand.int(0, text.length - 1)); // cut short
  if (kind === 1) {
    const at = rand.int(0, text.length - 1);
    return text.slice(0, at) + rand.pick(['\u0000', '}', '"', '\\', 'é', '9']) + text.slice(at + 1);
  }
  const path = rand.pick(paths);
  let target = value;
  for (const step of path.slice(0, -1)) target = target?.[step];
  if (target && typeof target === 'object') {
    if (kind === 2) target[path.at(-1)] = rand.pick(replacements);
    else delete target[path.at(-1)];
  }
  return JSON.stringify(value);
}

test('corrupted saved games are set aside or restored, never an error or a freeze', async () => {
  const rand = generator(SEED + 2);
  const { context, page, errors } = await newPage(() => 1);
  await page.goto(shared.url + '?rows=12&cols=14&mines=30&seed=9');
  await page.click('[role="gridcell"][data-row="6"][data-col="7"]');
  await page.click('[role="gridcell"][data-row="0"][data-col="0"]', { button: 'right' });
  // The game is saved a moment after the move.
  const saved = await page.waitForFunction(() => {
    const text = localStorage.getItem('minesweeper.game');
    return text?.includes('F') && text;
  });
  const good = await saved.jsonValue();
  await page.route('**/blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">' }),
  );
  const log = [];
  let noticed = 0;
  await replayable('corrupted saves', log, async () => {
    for (let i = 0; i < 30; i++) {
      const bad = corrupt(rand, good);
      log.push(JSON.stringify(bad.slice(0, 80)));
      // Written from a blank page of the same origin: the game saves as its page is left, and
      // would write over the bad save.
      await page.goto(shared.url + 'blank');
      await page.evaluate((text) => localStorage.setItem('minesweeper.game', text), bad);
      await page.goto(shared.url);
      await page.waitForSelector(APP_BOARD);
      noticed += await page.locator('[data-testid="notice"]').count();
      const snap = await answers(page);
      checkRules(snap, new Set(['0,0']));
      // Whatever is on screen now survives the next reload.
      await reloadAndCompare(page, snap, 'after a corrupted save');
      assert.deepEqual(errors, [], 'the console stayed clean');
    }
  });
  assert.ok(noticed > 0, 'the page read the corrupted saves (some were set aside with a notice)');
  await context.close();
});
