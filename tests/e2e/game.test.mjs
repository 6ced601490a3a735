// End-to-end: the release build, served locally, played in Debian's Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot, until } from './harness.mjs';
import { readBoard, readWholeBoard, bringIntoView, playByDeduction, boardStatus, cellSelector, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();

// Intermediate, seed 1, opened at (8, 8): solvable by deduction alone (the win test proves it).
const WIN_URL = '?rows=16&cols=16&mines=40&seed=1&rule=opening';

test('a fresh page shows a ready Beginner board with a seeded URL', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  assert.equal(await statusOnceIs(page, 'ready'), 'ready');
  assert.equal(await page.locator('[role="row"]').count(), 9);
  assert.equal(await page.locator('[role="gridcell"]').count(), 81);
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '010');
  assert.equal(await page.textContent('[data-testid="timer"]'), '000');
  assert.match(page.url(), /\?rows=9&cols=9&mines=10&seed=\d+&rule=opening$/);
  await screenshot(page, 'ready');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a seeded game is played to a win by a solver that reads only the DOM', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  await page.click(cellSelector('8,8'));
  const result = await playByDeduction(page);
  assert.equal(result, 'won');
  assert.equal(await page.getAttribute('[data-testid="restart"]', 'data-status'), 'won');
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '000');
  const cells = await readBoard(page);
  assert.equal(cells.filter((c) => c.state === 'flagged').length, 40);
  assert.equal(cells.filter((c) => c.state === 'hidden').length, 0);
  assert.match(await page.textContent('[data-testid="timer"]'), /^\d+\.\d$/);
  assert.match(await page.textContent('[data-testid="status"]'), /You win/);
  // Clicks after the end change nothing.
  await page.click(cellSelector('0,0'), { button: 'right' });
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '000');
  await screenshot(page, 'won');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game lost on purpose shows every mine and the exploded one', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  await page.click(cellSelector('8,8'));
  // Flag one safe cell wrongly, then step on a mine the deductions prove.
  const { deduce } = await import('./dom-solver.mjs');
  const { safe, mines } = deduce(await readBoard(page));
  assert.ok(mines.length > 0 && safe.length > 0);
  await page.click(cellSelector(safe[0]), { button: 'right' });
  await page.click(cellSelector(mines[0]));
  assert.equal(await statusOnceIs(page, 'lost'), 'lost');
  const cells = await readBoard(page);
  assert.equal(cells.filter((c) => c.state === 'exploded').length, 1);
  assert.equal(cells.filter((c) => c.state === 'mine').length, 39);
  assert.equal(cells.filter((c) => c.state === 'wrong-flag').length, 1);
  assert.equal(await page.getAttribute('[data-testid="restart"]', 'data-status'), 'lost');
  assert.match(await page.textContent('[data-testid="status"]'), /hit a mine/);
  await screenshot(page, 'lost');
  // The face starts a fresh game with the same settings.
  await page.click('[data-testid="restart"]');
  assert.equal(await statusOnceIs(page, 'ready'), 'ready');
  assert.equal((await readBoard(page)).filter((c) => c.state === 'hidden').length, 256);
  assert.deepEqual(errors, []);
  await context.close();
});

test('settings change through the modal: presets, sliders, Esc and the backdrop', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?seed=5');
  await page.click('[data-testid="settings"]');
  const dialog = page.locator('dialog.settings');
  assert.ok(await dialog.isVisible());
  await page.click('button.preset:has-text("Expert")');
  // What an action changes is waited for, not read at once: a range input's arrow key reaches
  // the page's handler after the key's own dispatch has returned, later on a busy machine.
  const rows = () => page.locator('[role="row"]').count();
  await until(async () => (await page.locator('[role="gridcell"]').count()) === 480, 'the expert board');
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '099');
  // Keyboard on the Rows slider: each arrow press rebuilds the board live.
  await page.focus('input[aria-label="Rows"]');
  await page.keyboard.press('ArrowRight');
  await until(async () => (await rows()) === 17, '17 rows after one press');
  await page.keyboard.press('ArrowRight');
  await until(async () => (await rows()) === 18, 'the board of 18 rows');
  assert.equal(await page.inputValue('input[aria-label="Rows"]'), '18');
  assert.equal(await page.textContent('#slider-rows + input + output, .slider:has(#slider-rows) output'), '18');
  assert.ok(await dialog.isVisible(), 'the modal stays open while sliding');
  await screenshot(page, 'settings');
  await page.keyboard.press('Escape');
  const closed = async () => (await page.locator('dialog').count()) === 0;
  await until(closed, 'Esc closes the modal');
  // A click on the backdrop closes it too.
  await page.click('[data-testid="settings"]');
  await page.mouse.click(5, 5);
  await until(closed, 'a click outside closes the modal');
  assert.match(page.url(), /\?rows=18&cols=30&mines=99&seed=5&rule=opening$/);
  // The new board plays.
  await page.click(cellSelector('9,15'));
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a slider step adds or removes only the cells that come or go', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=20&cols=30&mines=99&seed=3');
  await page.click('[data-testid="settings"]');
  // Tag every cell element, and watch for coordinates being rewritten: what happens when a
  // changed list is matched against the old one from the wrong end.
  const watch = () =>
    page.evaluate(() => {
      const board = document.querySelector('[role="grid"]');
      for (const cell of board.querySelectorAll('[role="gridcell"]')) cell.__old = true;
      window.__rewrites = 0;
      window.__observer?.disconnect();
      window.__observer = new MutationObserver((list) => {
        window.__rewrites += list.length;
      });
      window.__observer.observe(board, { subtree: true, attributeFilter: ['data-row', 'data-col'] });
    });
  const seen = () =>
    page.evaluate(() => {
      const cells = [...document.querySelectorAll('[role="grid"] [role="gridcell"]')];
      const kept = cells.filter((c) => c.__old).length;
      return { kept, created: cells.length - kept, rewrites: window.__rewrites };
    });
  await watch();
  await page.focus('input[aria-label="Columns"]');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelectorAll('[role="gridcell"]').length === 20 * 29);
  assert.deepEqual(await seen(), { kept: 20 * 29, created: 0, rewrites: 0 });
  await watch();
  await page.focus('input[aria-label="Rows"]');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelectorAll('[role="row"]').length === 21);
  assert.deepEqual(await seen(), { kept: 20 * 29, created: 29, rewrites: 0 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hostile URL starts the nearest valid game with a notice', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=999999&cols=-3&mines=1e9&seed=%00');
  const notice = await page.textContent('[data-testid="notice"]');
  assert.match(notice, /rows=999999 changed to 200/);
  assert.match(notice, /cols=-3 changed to 2/);
  // 200 × 2 is taller than the window: the grid says how big it is and renders what is in view.
  assert.equal(await page.getAttribute('[role="grid"]', 'aria-rowcount'), '200');
  assert.equal(await page.getAttribute('[role="grid"]', 'aria-colcount'), '2');
  assert.equal((await readWholeBoard(page)).length, 400);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone-sized viewport keeps the header usable and the board scrollable', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=30&mines=99&seed=3', {
    viewport: { width: 390, height: 780 },
  });
  const header = await page.locator('.toolbar').boundingBox();
  assert.ok(header.width <= 390, 'the toolbar fits the screen');
  for (const id of ['mines-left', 'restart', 'timer', 'settings']) {
    assert.ok(await page.locator(`[data-testid="${id}"]`).isVisible(), `${id} is visible`);
  }
  await page.click(cellSelector('8,15'));
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  await screenshot(page, 'phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('hint, probabilities and autoplay from the toolbar', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=30&mines=99&seed=11');
  await page.click('[data-testid="hint"]');
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  assert.equal(await page.textContent('[data-testid="status"]'), 'Hint: the best first click');
  await page.click('[data-testid="probabilities"]');
  const probabilities = await page.$$eval('[data-state="hidden"]', (cells) => cells.map((c) => Number(c.dataset.probability)));
  assert.ok(probabilities.length > 0 && probabilities.every((p) => p >= 0 && p <= 1));
  const sum = probabilities.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - 99) < 0.5, `probabilities sum to ${sum}`);
  // The cell the hint played is ringed; the hovered cell's chance shows at once.
  assert.equal(await page.locator('.cell.hinted').count(), 1);
  const hovered = page.locator('[data-state="hidden"]').first();
  await hovered.hover();
  const chance = Number(await hovered.getAttribute('data-probability'));
  await page.waitForSelector('[data-testid="chance-tip"]');
  assert.equal(await page.textContent('[data-testid="chance-tip"]'), `${Math.round(chance * 100)} % mine`);
  await screenshot(page, 'probabilities');
  await page.selectOption('[data-testid="autoplay-speed"]', 'fast');
  await page.click('[data-testid="autoplay"]');
  await page.waitForFunction(() => ['won', 'lost'].includes(document.querySelector('[role="grid"]').dataset.status), null, {
    timeout: 30000,
  });
  // The end of the game switches autoplay off in the render after the one that shows the
  // result; under load the browser can be observed in between, so wait (briefly) for it.
  await page.waitForFunction(() => document.querySelector('[data-testid="autoplay"]').getAttribute('aria-pressed') === 'false', null, {
    timeout: 30_000,
  });
  assert.equal(await page.textContent('[data-testid="autoplay"]'), 'Autoplay');
  assert.deepEqual(errors, []);
  await context.close();
});

test('pressing a cell shows the face\'s "o"; releasing brings the smile back', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=9&cols=9&mines=10&seed=3');
  const mouth = () =>
    page.evaluate(() => ({
      o: getComputedStyle(document.querySelector('.face .mouth-o')).display,
      smile: getComputedStyle(document.querySelector('.face .mouth-smile')).display,
    }));
  assert.deepEqual(await mouth(), { o: 'none', smile: 'inline' });
  const box = await page.locator(cellSelector('4,4')).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  assert.deepEqual(await mouth(), { o: 'inline', smile: 'none' });
  await page.mouse.up();
  assert.deepEqual(await mouth(), { o: 'none', smile: 'inline' });
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a first click that floods almost all of a 200 × 200 board finishes, and the board is right', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=200&cols=200&mines=500&seed=308673121');
  // Only the cells in view are rendered: about 3,000 of the 40,000.
  assert.ok((await page.locator('[role="gridcell"]').count()) < 5000);
  await bringIntoView(page, '100,100');
  await page.click(cellSelector('100,100'));
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready', null, { timeout: 60000 });
  const cells = await readWholeBoard(page);
  assert.equal(cells.length, 40000);
  const opened = cells.filter((c) => c.state === 'revealed');
  assert.ok(opened.length > 39000, `the flood opened ${opened.length} cells`);
  // Every opened zero has no closed neighbour: the flood went all the way.
  const at = new Map(cells.map((c) => [`${c.row},${c.col}`, c]));
  for (const c of opened.filter((c) => c.count === 0)) {
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const n = at.get(`${c.row + dr},${c.col + dc}`);
        assert.ok(!n || n.state === 'revealed', `a closed cell beside the zero at ${c.row},${c.col}`);
      }
  }
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '500'.padStart(3, '0'));
  await screenshot(page, 'flood-200x200');
  assert.deepEqual(errors, []);
  await context.close();
});

test('No guessing from the settings: a hinted expert game never guesses and the result names its grade', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=30&mines=99&seed=2026');
  await page.click('[data-testid="settings"]');
  await page.click('[data-testid="rule-noguess"]');
  await page.keyboard.press('Escape');
  await until(async () => (await page.locator('dialog').count()) === 0, 'Esc closes the modal');
  assert.match(page.url(), /\?rows=16&cols=30&mines=99&seed=2026&rule=opening&ng=1$/);
  assert.ok(await page.locator('[data-testid="no-guess-badge"]').isVisible());
  for (let move = 0; move < 500; move++) {
    if ((await boardStatus(page)) !== 'ready' && (await boardStatus(page)) !== 'playing') break;
    await page.click('[data-testid="hint"]');
    const said = await page.textContent('[data-testid="status"]');
    assert.doesNotMatch(said, /guess/, `move ${move}: ${said}`);
  }
  assert.equal(await statusOnceIs(page, 'won'), 'won');
  assert.match(await page.textContent('[data-testid="grade"]'), /^A no-guess board: it needed (single numbers|the subset rule|the mine total|a full case analysis)\.$/);
  await screenshot(page, 'no-guess-won');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a click plays even when the board draws its cell anew between the press and the release', async () => {
  // What a wheel scroll just before a click does on a big board: the rows in view are drawn
  // anew, so the press lands on one element and the release on another. The browser then
  // sends no click at all. Here the cell under the mouse is replaced between the two, as a
  // redraw would, with real mouse input around it; on both pages.
  for (const [path, selector] of [
    ['?rows=200&cols=200&mines=6000&seed=', '[role="gridcell"][data-state="hidden"]'],
    ['?mode=battle&rows=30&cols=50&mines=300&pace=turns&seed=', '[data-legal="true"]'],
  ]) {
    for (let i = 0; i < 4; i++) {
      const { page, errors, context } = await openPage(shared.browser, shared.url + path + (30 + i));
      const cell = page.locator(selector).nth(i * 3);
      const box = await cell.boundingBox();
      const key = await cell.evaluate((c) => `${c.dataset.row},${c.dataset.col}`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await cell.evaluate((c) => c.replaceWith(c.cloneNode(true)));
      await page.mouse.up();
      await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready', null, {
        timeout: 30_000,
      }).catch(() => {});
      assert.notEqual(await boardStatus(page), 'ready', `${path}${30 + i}: the click on ${key} was lost`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

test('on a 200 × 200 board a click right after a wheel scroll always plays, even as the board redraws', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=200&cols=200&mines=6000&seed=21');
  const box = await page.locator('.board-scroll').boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const status = () => page.getAttribute('[role="grid"]', 'data-status');
  const lost = [];
  for (let i = 0; i < 40; i++) {
    // A fresh board each time: the first click must start it.
    await page.keyboard.press('r');
    await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status === 'ready');
    await page.mouse.move(at.x, at.y);
    // Scroll, then click within a frame or two: the rows in view are drawn anew meanwhile,
    // often between the press and the release.
    await page.mouse.wheel(0, 37 + i);
    await page.waitForTimeout([0, 8, 16, 33][i % 4]);
    await page.mouse.click(at.x, at.y);
    // A click that plays starts the game, however long the busy machine takes to draw it (a
    // first click on 200 × 200 floods: 85–117 ms to the frame on an idle one; bench.mjs).
    await page
      .waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready', null, { timeout: 30_000 })
      .catch(() => {});
    if ((await status()) === 'ready') lost.push(i);
  }
  assert.deepEqual(lost, [], 'clicks that did not play');
  assert.deepEqual(errors, []);
  await context.close();
});
