// End-to-end: what survives a reload, a game played with the keyboard only, and the themes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, APP_BOARD } from './harness.mjs';
import { readBoard, deduce, boardStatus, cellSelector, focusedCell, shows, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();

const states = async (page) => (await readBoard(page)).map((c) => `${c.state}${c.count ?? ''}`).join(',');

test('a reload mid-game restores the exact board and time', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=30&mines=99&seed=21');
  await page.click(cellSelector('8,15'));
  const { mines } = deduce(await readBoard(page));
  for (const m of mines.slice(0, 3)) await page.click(cellSelector(m), { button: 'right' });
  await page.waitForFunction(() => document.querySelector('[data-testid="timer"]').textContent === '002', null, {
    timeout: 60_000,
  });
  const before = await states(page);
  const left = await page.textContent('[data-testid="mines-left"]');
  // The clock goes on while the page reloads (a game is timed as played): it shows at least
  // what it showed, and at most that and the seconds the reload took — however long that was.
  const reloading = Date.now();
  await page.reload();
  await page.waitForSelector(APP_BOARD);
  assert.equal(await states(page), before, 'the same cells, flags and numbers');
  assert.equal(await page.textContent('[data-testid="mines-left"]'), left);
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  const timer = Number(await page.textContent('[data-testid="timer"]'));
  const took = Math.ceil((Date.now() - reloading) / 1000);
  assert.ok(timer >= 2 && timer <= 3 + took, `the clock resumes where it was: ${timer} after a ${took} s reload`);
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole game played with the keyboard only', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=16&mines=40&seed=1&rule=opening');
  // Tab from the page start to the board: it is one tab stop.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) break;
  }
  assert.equal(await focusedCell(page, '8,8'), '8,8', 'the cursor starts in the middle');
  let at = [8, 8];
  const goTo = async (row, col) => {
    let [r, c] = at;
    for (; r < row; r++) await page.keyboard.press('ArrowDown');
    for (; r > row; r--) await page.keyboard.press('ArrowUp');
    for (; c < col; c++) await page.keyboard.press('ArrowRight');
    for (; c > col; c--) await page.keyboard.press('ArrowLeft');
    assert.equal(await focusedCell(page, `${row},${col}`), `${row},${col}`, 'every arrow moved the cursor one cell');
    at = [row, col];
  };
  await page.keyboard.press('Space');
  for (let turn = 0; turn < 400; turn++) {
    const status = await boardStatus(page);
    if (status !== 'playing') break;
    const cells = await readBoard(page);
    const { safe, mines } = deduce(cells);
    const hidden = new Set(cells.filter((c) => c.state === 'hidden').map((c) => `${c.row},${c.col}`));
    const flag = mines.find((k) => hidden.has(k));
    const open = safe.find((k) => hidden.has(k));
    const target = flag ?? open;
    assert.ok(target, 'deduction always has a move on this board');
    const [row, col] = target.split(',').map(Number);
    await goTo(row, col);
    await page.keyboard.press(flag ? 'f' : 'Enter');
    await shows(page, flag ? { flagged: [target] } : { opened: [target] });
  }
  assert.equal(await statusOnceIs(page, 'won'), 'won');
  assert.match(await page.textContent('[data-testid="result"]'), /3BV/);
  await screenshot(page, 'keyboard-won');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`the ${scheme} theme, following the system`, async () => {
    const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(shared.url + '?rows=16&cols=16&mines=40&seed=1&rule=opening');
    await page.click(cellSelector('8,8'));
    const { mines } = deduce(await readBoard(page));
    for (const m of mines.slice(0, 4)) await page.click(cellSelector(m), { button: 'right' });
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const dark = background === 'rgb(21, 24, 28)';
    assert.equal(dark, scheme === 'dark', `background ${background}`);
    await screenshot(page, `theme-${scheme}`);
    // The switch overrides the system.
    await page.selectOption('[data-testid="theme"]', scheme === 'dark' ? 'light' : 'dark');
    const switched = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.notEqual(switched, background);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a phone-sized screen in the dark theme, with a result card', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', hasTouch: true });
  const page = await context.newPage();
  await page.goto(shared.url + '?rows=9&cols=9&mines=10&seed=12345');
  await page.tap(cellSelector('4,4'));
  await page.tap(cellSelector('0,2'));
  assert.equal(await statusOnceIs(page, 'lost'), 'lost');
  assert.ok(await page.locator('[data-testid="result"]').isVisible());
  await screenshot(page, 'phone-dark-lost');
  await context.close();
});

test('the theme is on the page before its code arrives: the system dark, or the one saved', async () => {
  const context = await shared.browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  // The page's wasm is held back: what shows meanwhile is the HTML and its CSS alone.
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route('**/*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  const before = async () => {
    // Once main.css applies (the page's background is its --bg).
    await page.waitForFunction(() => getComputedStyle(document.documentElement).backgroundColor !== 'rgba(0, 0, 0, 0)');
    return page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).backgroundColor, !!document.querySelector('[role="grid"]')]);
  };
  await page.goto(shared.url, { waitUntil: 'commit' });
  assert.deepEqual(await before(), ['dark', 'rgb(21, 24, 28)', true], 'dark, the prerendered board on it (index.html)');
  // A player who chose light on a dark system gets light at once.
  await page.evaluate(() => localStorage.setItem('minesweeper.prefs', JSON.stringify({ theme: 'light' })));
  await page.goto(shared.url + 'battle/', { waitUntil: 'commit' });
  assert.deepEqual(await before(), ['light', 'rgb(233, 236, 239)', false], 'a returning player: no board until the saved one');
  release();
  await page.waitForSelector(APP_BOARD);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light', 'the app agrees');
  await context.close();
});

test('Share copies the seeded link of the board on screen', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.url });
  const page = await context.newPage();
  await page.goto(shared.url + '?rows=16&cols=30&mines=99&seed=77');
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-note"]');
  assert.equal(await page.textContent('[data-testid="share-note"]'), 'Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /\?rows=16&cols=30&mines=99&seed=77&rule=opening$/);
  await context.close();
});

test('R and F2 start a new game without a word in the console', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const messages = [];
  // Errors, and the warning a passive listener's preventDefault gives.
  page.on('console', (msg) => (msg.type() === 'error' || /passive|preventDefault/.test(msg.text())) && messages.push(msg.text()));
  page.on('pageerror', (err) => messages.push(String(err)));
  await page.goto(shared.url + '?rows=9&cols=9&mines=10&seed=1');
  await page.waitForSelector(APP_BOARD);
  for (const key of ['r', 'R', 'F2']) {
    const before = page.url();
    await page.keyboard.press(key);
    await page.waitForFunction((url) => location.href !== url, before);
    assert.match(page.url(), /\?rows=9&cols=9&mines=10&seed=\d+&rule=opening$/);
  }
  // The shortcut took the key: F2 did not reach the browser's own handling.
  const cancelled = await page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: 'F2', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(cancelled, true);
  assert.deepEqual(messages, []);
  await context.close();
});

test('on a fresh page the board takes the keyboard from the first keystroke', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=9&cols=9&mines=10&seed=12345');
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedCell(page, '4,5'), '4,5', 'the first arrow moved the cursor from the middle');
  await page.keyboard.press('Space');
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  assert.equal(await page.getAttribute(cellSelector('4,5'), 'data-state'), 'revealed');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'Space did not scroll the page');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a board too big for the window renders what is in view, and the keyboard and screen readers still reach every cell', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=200&cols=200&mines=4000&seed=3');
  const grid = page.locator('[role="grid"]');
  assert.equal(await grid.getAttribute('aria-rowcount'), '200');
  assert.equal(await grid.getAttribute('aria-colcount'), '200');
  const rendered = await page.locator('[role="gridcell"]').count();
  assert.ok(rendered > 500 && rendered < 5000, `${rendered} cells rendered`);
  // Each rendered row and cell says where it is (1-based), as the ARIA grid pattern asks.
  const first = page.locator('[role="gridcell"][data-row="0"][data-col="0"]');
  assert.equal(await first.getAttribute('aria-colindex'), '1');
  assert.equal(await page.locator('[role="row"][aria-rowindex="1"]').count(), 1);
  const inView = () =>
    page.evaluate(() => {
      const cell = document.activeElement.getBoundingClientRect();
      const box = document.querySelector('.board-scroll').getBoundingClientRect();
      return cell.top >= box.top && cell.bottom <= box.bottom && cell.left >= box.left && cell.right <= box.right;
    });
  // A fresh page: the first arrow lands on the board (its cursor starts in the middle).
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedCell(page, '101,100'), '101,100');
  assert.ok(await inView());
  for (const [key, at] of [['PageDown', '199,100'], ['Home', '199,0'], ['PageUp', '0,0'], ['End', '0,199']]) {
    await page.keyboard.press(key);
    assert.equal(await focusedCell(page, at), at, key);
    assert.ok(await inView(), `${key}: the cursor's cell is in view`);
  }
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready');
  assert.equal(await page.getAttribute('[role="gridcell"][data-row="0"][data-col="198"]', 'data-state'), 'revealed');
  // Scrolling by hand renders the cells that come into view, each at its row and column, in
  // steps of a cell too (the window moves in steps of four), across and down.
  await page.evaluate(() => document.querySelector('.board-scroll').scrollTo(2000, 2000));
  await page.waitForSelector('[role="gridcell"][data-row="110"][data-col="110"]');
  assert.ok((await page.locator('[role="gridcell"]').count()) < 5000);
  for (let step = 0; step < 10; step++) {
    await page.evaluate((step) => document.querySelector('.board-scroll').scrollBy(step % 2 ? 0 : 20, step % 2 ? 20 : 0), step);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0))));
    const { misplaced, missing } = await page.evaluate(() => {
      const box = document.querySelector('.board-scroll');
      const board = document.querySelector('[role="grid"]').getBoundingClientRect();
      const cells = [...document.querySelectorAll('[role="gridcell"]')];
      const misplaced = cells.filter((c) => {
        const r = c.getBoundingClientRect();
        return Math.abs(r.left - board.left - c.dataset.col * 20) > 0.5 || Math.abs(r.top - board.top - c.dataset.row * 20) > 0.5;
      }).length;
      // Every cell the box shows, even in part, is in the DOM.
      const have = new Set(cells.map((c) => `${c.dataset.row},${c.dataset.col}`));
      const missing = [];
      for (let row = Math.floor(box.scrollTop / 20); row < Math.ceil((box.scrollTop + box.clientHeight) / 20); row++)
        for (let col = Math.floor(box.scrollLeft / 20); col < Math.ceil((box.scrollLeft + box.clientWidth) / 20); col++)
          if (!have.has(`${row},${col}`)) missing.push(`${row},${col}`);
      return { misplaced, missing: missing.length };
    });
    assert.equal(misplaced, 0, `step ${step}: every rendered cell at its row and column`);
    assert.equal(missing, 0, `step ${step}: every cell in view rendered`);
  }
  await screenshot(page, 'big-board-scrolled');
  assert.deepEqual(errors, []);
  await context.close();
});
