// End-to-end: Battle mode on the release build, played through the DOM contract alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, withHeldRest, openPage, screenshot, APP_BOARD } from './harness.mjs';
import { readBoard, deduce, cellSelector, boardStatus, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();

const battleUrl = (params) =>
  '?mode=battle&' + new URLSearchParams({ rows: 12, cols: 16, mines: 30, speed: 5, ...params });

const OVER = ['won', 'lost', 'draw'];
const number = async (page, id) => Number(await page.textContent(`[data-testid="${id}"]`));

/** Waits until it is your move in turns pace (or the battle is over). */
async function yourMove(page) {
  await page.waitForFunction(
    (over) => {
      const grid = document.querySelector('[role="grid"]');
      return over.includes(grid.dataset.status) || grid.dataset.turn === 'you';
    },
    OVER,
    { timeout: 30_000 },
  );
}

/**
 * One move of a player that reads only the DOM: a legal cell the numbers prove safe, else the
 * legal cell with the fewest proven mines around… else the first legal one. Returns false when
 * there is no legal cell.
 */
async function playOne(page, { wantMine = false } = {}) {
  const cells = await readBoard(page);
  const { safe, mines } = deduce(cells);
  const legal = cells.filter((c) => c.legal).map((c) => `${c.row},${c.col}`);
  if (legal.length === 0) return false;
  const pick = wantMine
    ? legal.find((k) => mines.includes(k)) ?? legal[0]
    : legal.find((k) => safe.includes(k)) ?? legal.find((k) => !mines.includes(k)) ?? legal[0];
  await page.click(cellSelector(pick));
  return true;
}

/** The DOM contract's invariants: scores are the cells each side owns, and nothing overlaps. */
async function checkScores(page) {
  const cells = await readBoard(page);
  const owned = (who) => cells.filter((c) => c.state === 'revealed' && c.owner === who).length;
  assert.equal(await number(page, 'score-you'), owned('you'));
  assert.equal(await number(page, 'score-cpu'), owned('cpu'));
  for (const c of cells) {
    if (c.state === 'revealed') assert.ok(c.owner === 'you' || c.owner === 'cpu', `${c.row},${c.col}`);
    if (c.legal) assert.equal(c.state, 'hidden');
  }
}

test('a DOM-reading player beats Novice in turns pace', async () => {
  const url = shared.url + battleUrl({ seed: 3, level: 'novice', lives: 3, pace: 'turns' });
  const { page, errors, context } = await openPage(shared.browser, url);
  assert.equal(await page.getAttribute('[role="grid"]', 'data-mode'), 'battle');
  assert.equal(await statusOnceIs(page, 'ready'), 'ready');
  assert.equal(await page.getAttribute('[role="grid"]', 'data-turn'), 'you');
  await checkScores(page);
  await screenshot(page, 'battle-ready');
  for (let move = 0; move < 200; move++) {
    await yourMove(page);
    if (OVER.includes(await boardStatus(page))) break;
    assert.ok(await playOne(page), 'a legal cell on your move');
    if (move === 3) {
      await checkScores(page);
      assert.equal(await page.getAttribute('[role="grid"]', 'data-turn'), 'cpu');
    }
  }
  assert.equal(await statusOnceIs(page, 'won'), 'won');
  await checkScores(page);
  assert.ok((await number(page, 'score-you')) >= (await number(page, 'target')));
  assert.match(await page.textContent('[data-testid="status"]'), /You win, \d+ to \d+/);
  assert.match(await page.textContent('[data-testid="result"]'), /Against Novice/);
  // Every mine shows at the end; a hit one keeps its owner.
  const cells = await readBoard(page);
  assert.equal(cells.filter((c) => ['mine', 'exploded', 'flagged'].includes(c.state)).length, 30);
  await page.click('summary');
  assert.equal(await page.textContent('[data-testid="won-novice"]'), '1');
  await screenshot(page, 'battle-won');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a player who walks onto mines is out, and the computer wins alone in real time', async () => {
  const url = shared.url + battleUrl({ seed: 4, level: 'expert', lives: 2, pace: 'realtime', speed: 10 });
  const { page, errors, context } = await openPage(shared.browser, url);
  for (let i = 0; i < 40 && (await number(page, 'lives-you')) > 0; i++) {
    if (OVER.includes(await boardStatus(page))) break;
    if (!(await playOne(page, { wantMine: true }))) break;
  }
  assert.equal(await number(page, 'lives-you'), 0);
  assert.match(await page.textContent('[data-testid="status"]'), /out of lives/);
  assert.equal(await page.locator('[data-legal="true"]').count(), 0, 'nothing is yours to play');
  const hit = await page.locator('[data-state="exploded"][data-owner="you"]').count();
  assert.equal(hit, 2);
  await page.waitForFunction(() => ['won', 'lost', 'draw'].includes(document.querySelector('[role="grid"]').dataset.status), null, { timeout: 30_000 });
  assert.equal(await statusOnceIs(page, 'lost'), 'lost');
  assert.match(await page.textContent('[data-testid="status"]'), /The computer wins/);
  await checkScores(page);
  await screenshot(page, 'battle-lost');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload in mid-battle restores it, in both themes and on a phone', async () => {
  const url = shared.url + battleUrl({ seed: 8, level: 'master', lives: 3, pace: 'turns' });
  const { page, errors, context } = await openPage(shared.browser, url);
  for (let move = 0; move < 4; move++) {
    await yourMove(page);
    await playOne(page);
  }
  await yourMove(page);
  const before = await readBoard(page);
  const scores = [await number(page, 'score-you'), await number(page, 'score-cpu')];
  await page.reload();
  await page.waitForSelector(APP_BOARD);
  assert.deepEqual(await readBoard(page), before);
  assert.deepEqual([await number(page, 'score-you'), await number(page, 'score-cpu')], scores);
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  assert.match(page.url(), /seed=8/);
  await page.selectOption('[data-testid="theme"]', 'light');
  await screenshot(page, 'battle-light');
  await page.selectOption('[data-testid="theme"]', 'dark');
  await screenshot(page, 'battle-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'battle-phone');
  // The classic game is one link away, and it keeps its own settings.
  await page.click('[data-testid="mode-classic"]');
  await page.waitForSelector('[role="grid"]:not([data-mode])');
  // … and back: the Battle page (its own bundle, at battle/) restores the battle in progress.
  await page.click('[data-testid="mode-battle"]');
  await page.waitForSelector('[role="grid"][data-mode="battle"]');
  assert.match(page.url(), /\/battle\/\?mode=battle&.*seed=8/);
  assert.deepEqual([await number(page, 'score-you'), await number(page, 'score-cpu')], scores);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a battle link with bad values starts the nearest valid battle with a notice', async () => {
  const { page, errors, context } = await openPage(
    shared.browser,
    shared.url + '?mode=battle&rows=3&cols=999&lives=7&speed=0&level=boss&pace=now',
  );
  const notice = await page.textContent('[data-testid="notice"]');
  for (const part of ['rows must be 10 to 200', 'columns must be 10 to 200', 'lives must be 1 to 5', 'speed must be 1 to 10', 'level “boss”', 'pace “now”']) {
    assert.ok(notice.includes(part), `${part} in ${notice}`);
  }
  assert.equal(await page.locator('[role="row"]').count(), 10);
  assert.match(page.url(), /rows=10&cols=200&.*lives=5&pace=realtime/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a no-guess battle waits for its board, plays, keeps ng=1 in its link, and comes back on reload', async () => {
  // The generator comes with the rest: held back, the board says it is being made.
  const url = shared.url + 'battle/' + battleUrl({ rows: 20, cols: 30, mines: 110, seed: 6, level: 'novice', lives: 3, pace: 'turns', ng: 1 });
  const { page, context, errors, release } = await withHeldRest(shared.browser, url);
  assert.equal(await statusOnceIs(page, 'making'), 'making');
  assert.match(await page.textContent('[data-testid="status"]'), /without guessing/);
  assert.equal(await page.locator('[data-state="revealed"]').count(), 0);
  await page.click(cellSelector('0,4'));
  assert.equal(await statusOnceIs(page, 'making'), 'making', 'a click before the board is made does nothing');
  release();
  await page.waitForFunction(() => document.querySelector('[role="grid"]')?.dataset.status === 'ready');
  assert.ok(await page.isChecked('[data-testid="battle-no-guess"]'));
  const [you, cpu] = [await number(page, 'score-you'), await number(page, 'score-cpu')];
  assert.ok(you >= 9 && Math.abs(you - cpu) <= 1, `openings ${you} and ${cpu}`);
  await checkScores(page);
  await screenshot(page, 'battle-no-guess');
  for (let move = 0; move < 3; move++) {
    await yourMove(page);
    await playOne(page);
  }
  await yourMove(page);
  const before = await readBoard(page);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[role="grid"]')?.dataset.status === 'playing');
  assert.deepEqual(await readBoard(page), before, 'the same no-guess board after a reload');
  assert.match(page.url(), /seed=6&.*&ng=1/);
  // Unticked, the same seed gives the ordinary board; ticked again, the no-guess one.
  await page.uncheck('[data-testid="battle-no-guess"]');
  await page.waitForFunction(() => !location.search.includes('ng=1'));
  assert.equal(await statusOnceIs(page, 'ready'), 'ready');
  await page.check('[data-testid="battle-no-guess"]');
  await page.waitForFunction(() => document.querySelector('[role="grid"]')?.dataset.status === 'ready' && location.search.includes('ng=1'));
  assert.deepEqual([await number(page, 'score-you'), await number(page, 'score-cpu')], [you, cpu]);
  assert.deepEqual(errors, []);
  await context.close();
});
