// End-to-end: the phone held upright (and on its side), in Chromium's phone emulation with
// touch events sent through the DevTools protocol: every preset fits with cells a finger can
// hit, a board wider than tall turns, a tap opens the cell under the finger, a pinch zooms
// about the fingers, a pan moves the board and plays nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, screenshot, steady, until, APP_BOARD } from './harness.mjs';
import { boardStatus, cellSelector, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();

const PHONE = { width: 390, height: 844 };
const PRESETS = [
  ['beginner', '?rows=9&cols=9&mines=10&seed=3&rule=opening'],
  ['intermediate', '?rows=16&cols=16&mines=40&seed=3&rule=opening'],
  ['expert', '?rows=16&cols=30&mines=99&seed=3&rule=opening'],
];

async function phone(viewport = PHONE) {
  const context = await shared.browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  const cdp = await context.newCDPSession(page);
  return { context, page, errors, cdp };
}

async function open(page, query) {
  await page.goto(shared.url + query);
  await page.waitForSelector(APP_BOARD);
  // The rest of the page (its menu and tools, with the whole table of words) draws the header
  // and the tools in full: the board's place is read once they are there, not while a gesture
  // is under way.
  await page.waitForSelector('main:not(#prerender) [data-testid="settings"]');
  // The box's place is read after the first render; let that settle.
  await page.waitForFunction(() => document.querySelector('[role="grid"]').style.getPropertyValue('--cell') !== '');
  await steady(page, () => layout(page));
}

/** The board's layout as a player sees it. */
function layout(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('[role="gridcell"]')];
    const sizes = cells.map((c) => c.getBoundingClientRect());
    const inView = sizes.filter((b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5);
    const grid = document.querySelector('[role="grid"]');
    return {
      cell: Math.min(...sizes.map((b) => Math.min(b.width, b.height))),
      rendered: cells.length,
      inView: inView.length,
      turned: grid.classList.contains('turned'),
      sideways: document.documentElement.scrollWidth - innerWidth,
      scale: visualViewport.scale,
    };
  });
}

/** The middle of a cell, in the page's client pixels. */
async function centre(page, r, c) {
  const box = await page.locator(cellSelector(`${r},${c}`)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** One or more fingers moving together from `from` to `to` (arrays of points) in `steps`. */
async function drag(cdp, from, to, steps = 8) {
  const at = (t) => from.map((p, i) => ({ x: p.x + (to[i].x - p.x) * t, y: p.y + (to[i].y - p.y) * t, id: i }));
  // Sent whole, in order, as `tap` is: a finger that rests 300 ms before it moves is a long
  // press, and a busy machine could hold this process that long between two events.
  const sent = [cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })];
  for (let s = 1; s <= steps; s++) {
    sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(s / steps) }));
  }
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  await Promise.all(sent);
}

async function tap(cdp, { x, y }, holdMs = 0) {
  const start = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const end = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  if (!holdMs) {
    // A tap is sent whole, its end behind its start: awaiting the start first let a busy
    // machine hold this process past the page's long press (300 ms), and the tap flagged.
    await Promise.all([start, end()]);
    return;
  }
  await start;
  await new Promise((ok) => setTimeout(ok, holdMs));
  await end();
}

function scrolled(page) {
  return page.evaluate(() => {
    const box = document.querySelector('.board-scroll');
    return { left: box.scrollLeft, top: box.scrollTop };
  });
}

test('every preset fits a phone held upright, whole, with cells of at least 24 px', async () => {
  const { context, page, errors } = await phone();
  for (const [name, query] of PRESETS) {
    await open(page, query);
    const got = await layout(page);
    assert.ok(got.cell >= 24, `${name}: ${got.cell} px cells`);
    assert.equal(got.inView, got.rendered, `${name}: every cell in view`);
    assert.equal(got.sideways, 0, `${name}: no sideways scroll`);
    assert.equal(got.turned, name === 'expert', `${name}: turned only when wider than tall and it fits better`);
    await screenshot(page, `phone-${name}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a small phone and on its side the board keeps 24 px cells and pans, never the page', async () => {
  for (const viewport of [{ width: 360, height: 640 }, { width: 844, height: 390 }]) {
    const { context, page, cdp, errors } = await phone(viewport);
    await open(page, PRESETS[2][1]);
    const got = await layout(page);
    assert.ok(got.cell >= 24, `${viewport.width}: ${got.cell} px`);
    assert.equal(got.sideways, 0);
    await screenshot(page, `phone-expert-${viewport.width}x${viewport.height}`);
    // What is off screen is a drag away.
    const box = await page.locator('.board-scroll').boundingBox();
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const before = await scrolled(page);
    await drag(cdp, [mid], [{ x: mid.x - 150, y: mid.y - 150 }]);
    const after = await scrolled(page);
    assert.ok(after.left > before.left || after.top > before.top, JSON.stringify({ before, after }));
    assert.equal(await statusOnceIs(page, 'ready'), 'ready', 'the drag opened nothing');
    assert.equal((await layout(page)).sideways, 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a tap on a turned board opens the cell under the finger, and the arrows follow the screen', async () => {
  const { context, page, cdp, errors } = await phone();
  await open(page, PRESETS[2][1]);
  assert.equal((await layout(page)).turned, true);
  // Row 3, column 20 of the board: on its side, that is 3 cells across and 20 down.
  const first = await centre(page, 0, 0);
  const cell = await centre(page, 3, 20);
  assert.ok(Math.abs(cell.box.x - first.box.x - 3 * cell.box.width) < 1, 'its row runs across');
  assert.ok(Math.abs(cell.box.y - first.box.y - 20 * cell.box.height) < 1, 'its column runs down');
  await tap(cdp, cell);
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status === 'playing');
  assert.equal(await page.getAttribute(cellSelector('3,20'), 'data-state'), 'revealed');
  // The address keeps the board's own rows and columns.
  assert.match(page.url(), /rows=16&cols=30/);
  // A long press flags a hidden cell.
  const hidden = await page.evaluate(() => {
    const c = document.querySelector('[role="gridcell"][data-state="hidden"]');
    return [Number(c.dataset.row), Number(c.dataset.col)];
  });
  await tap(cdp, await centre(page, ...hidden), 500);
  await page.waitForFunction((s) => document.querySelector(s).dataset.state === 'flagged', cellSelector(hidden.join(',')));
  // Down the screen is the next column; across it, the next row.
  await page.focus('[role="grid"]');
  const focused = () => page.evaluate(() => [Number(document.activeElement.dataset.row), Number(document.activeElement.dataset.col)]);
  const [row, col] = await focused();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((c) => document.activeElement.dataset.col === String(c), col + 1);
  assert.deepEqual(await focused(), [row, col + 1]);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((r) => document.activeElement.dataset.row === String(r), row + 1);
  assert.deepEqual(await focused(), [row + 1, col + 1]);
  await screenshot(page, 'phone-expert-turned-played');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The cell under a client point. */
function cellAt(page, { x, y }) {
  return page.evaluate(([x, y]) => {
    const c = document.elementFromPoint(x, y)?.closest('[data-row]');
    return c && `${c.dataset.row},${c.dataset.col}`;
  }, [x, y]);
}

test('a pinch zooms about the fingers, a pan moves the view, and neither plays', async () => {
  const { context, page, cdp, errors } = await phone();
  await open(page, '?rows=100&cols=100&mines=1500&seed=5');
  const before = await layout(page);
  assert.equal(before.cell, 24);
  const box = await page.locator('.board-scroll').boundingBox();
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Pan first, so the pinch happens away from the board's corner.
  await drag(cdp, [mid], [{ x: mid.x - 120, y: mid.y - 200 }]);
  const panned = await scrolled(page);
  assert.ok(panned.left >= 100 && panned.top >= 180, JSON.stringify(panned));
  const under = await cellAt(page, mid);
  await drag(cdp, [{ x: mid.x - 40, y: mid.y }, { x: mid.x + 40, y: mid.y }], [{ x: mid.x - 80, y: mid.y }, { x: mid.x + 80, y: mid.y }], 10);
  await until(async () => (await layout(page)).cell > before.cell, 'the pinch zooms in');
  const after = await steady(page, () => layout(page));
  assert.ok(after.cell >= 44 && after.cell <= 52, `twice the fingers' span: ${after.cell} px`);
  assert.equal(await cellAt(page, mid), under, 'the cell between the fingers stays there');
  assert.equal(after.scale, 1, 'the page did not zoom');
  assert.equal(after.sideways, 0);
  assert.equal(await statusOnceIs(page, 'ready'), 'ready', 'nothing was opened');
  assert.equal(await page.locator('[role="gridcell"][data-state="flagged"]').count(), 0, 'nothing was flagged');
  await screenshot(page, 'phone-pinched');
  // The next tap, at once, plays: only the click a gesture's own lift makes is ignored.
  const target = await cellAt(page, mid);
  await tap(cdp, mid);
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready');
  assert.equal(await page.getAttribute(cellSelector(target), 'data-state'), 'revealed');
  // A pinch back in, and the zoom is kept across a reload.
  await drag(cdp, [{ x: mid.x - 80, y: mid.y }, { x: mid.x + 80, y: mid.y }], [{ x: mid.x - 60, y: mid.y }, { x: mid.x + 60, y: mid.y }], 6);
  const kept = (await steady(page, () => layout(page))).cell;
  await page.reload();
  await open(page, '?rows=100&cols=100&mines=1500&seed=5');
  assert.equal((await layout(page)).cell, kept);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the zoom buttons and Ctrl + wheel zoom with a mouse; Fit shows the whole board', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await open(page, '?rows=40&cols=40&mines=200&seed=2');
  const cell = async () => (await layout(page)).cell;
  const start = await cell();
  await page.click('[data-testid="zoom-in"]');
  assert.ok((await cell()) > start);
  const box = await page.locator('.board-scroll').boundingBox();
  await page.mouse.move(box.x + 200, box.y + 200);
  const zoomed = await cell();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  await until(async () => (await cell()) < zoomed, 'Ctrl + wheel down zooms out');
  assert.equal(await page.evaluate(() => visualViewport.scale), 1, 'the page did not zoom');
  await page.click('[data-testid="zoom-fit"]');
  const fit = await layout(page);
  assert.equal(fit.inView, 1600, 'Fit shows every cell');
  await page.click('[data-testid="zoom-out"]');
  assert.ok((await cell()) < fit.cell);
  await context.close();
});

/** The app board's rendered cells: how many, the furthest column, and whether the cells at
 * the scroll box's four inner corners and centre are all drawn (a window with no hole). */
function windowed(page) {
  return page.evaluate((board) => {
    const cells = [...document.querySelectorAll(board)];
    const box = document.querySelector('main:not(#prerender) .board-scroll').getBoundingClientRect();
    const spots = [[0.1, 0.1], [0.9, 0.1], [0.5, 0.5], [0.1, 0.9], [0.9, 0.9]].map(([x, y]) =>
      document.elementFromPoint(box.left + box.width * x, box.top + Math.min(box.height, innerHeight - box.top) * y));
    return {
      rendered: cells.length,
      lastCol: Math.max(...cells.map((c) => +c.dataset.col)),
      whole: spots.every((s) => s?.getAttribute('role') === 'gridcell'),
    };
  }, APP_BOARD);
}

test('Battle fits a phone: 24 px cells, no sideways scroll, the board pans, only the cells in view rendered', async () => {
  const { context, page, cdp, errors } = await phone();
  await page.goto(shared.url + 'battle/?seed=4');
  await page.waitForSelector(APP_BOARD);
  const got = await steady(page, () => layout(page));
  assert.ok(got.cell >= 24, `${got.cell} px`);
  assert.equal(got.sideways, 0);
  // Beginner, 20 × 30, overflows a phone: as the classic board, it renders the cells in view.
  const before = await windowed(page);
  assert.ok(before.rendered < 600 && before.whole, JSON.stringify(before));
  const box = await page.locator('.board-scroll').boundingBox();
  const from = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, 700) };
  await drag(cdp, [from], [{ x: from.x - 150, y: from.y }]);
  assert.ok((await scrolled(page)).left > 0);
  // The cells that came into view are drawn when the page gets to it.
  let after;
  await until(async () => {
    after = await windowed(page);
    return after.lastCol > before.lastCol && after.whole;
  }, () => `the cells panned into view drawn: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  await screenshot(page, 'phone-battle');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Plays an expert game to its end (a loss, quickly) and opens its replay. */
async function expertReplay(page) {
  await open(page, PRESETS[2][1]);
  await page.click(cellSelector('8,15'));
  for (let i = 0; i < 480 && (await boardStatus(page)) === 'playing'; i++) {
    await page.click('[role="gridcell"][data-state="hidden"]');
  }
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="replay"] [role="gridcell"]');
  await steady(page, () => cellsShown(page));
}

/** Cells wholly inside both the window and the board's scroll box. */
function cellsShown(page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="replay"] .board-scroll').getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="replay"] [role="gridcell"]')].filter((c) => {
      const b = c.getBoundingClientRect();
      return b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.right <= innerWidth + 0.5 && b.top >= box.top - 0.5;
    }).length;
  });
}

test('the replay viewer fits its board beside the review, and on a phone', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await expertReplay(page);
  assert.equal(await cellsShown(page), 480, 'every column beside the review');
  await screenshot(page, 'replay-beside-review');
  await context.close();
  const small = await phone();
  await expertReplay(small.page);
  const got = await layout(small.page);
  assert.ok(got.cell >= 24 && got.sideways === 0, JSON.stringify(got));
  await screenshot(small.page, 'phone-replay');
  assert.deepEqual(small.errors, []);
  await small.context.close();
});
