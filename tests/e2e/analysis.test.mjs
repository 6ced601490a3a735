// End-to-end: the analysis board (issue 58). `?mine=TEXT` opens a position with each hidden
// cell's chance in `data-probability` (3 decimals), the same as `mines analyse --json` gives
// for the same text; a position is set up by hand, pasted, saved and refused with where and
// why while the board is kept; the game on screen, a moment of a replay and a dropped .mine
// file each open on it; Back returns to the game as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, until, APP_BOARD, ROOT } from './harness.mjs';
import { cellSelector, readBoard } from './dom-solver.mjs';

const shared = withBrowser();
const MINES = join(ROOT, 'target/debug/mines');

/** A corner of a game: a flag, open numbers, and cells the numbers leave open to chance
 * (JSMinesweeper's `.mine` text). */
const POSITION = ['8x6x10', 'HHHFHHHH', 'H1111HHH', 'H0001HHH', 'H1001HHH', 'H2212HHH', 'HHHHHHHH'].join('\n');

/** Each cell's state and chance on the analysis board, row by row. */
const board = (page) =>
  page.$$eval('[data-testid="analysis"] [role="gridcell"]', (cells) =>
    cells.map((c) => ({ row: Number(c.dataset.row), col: Number(c.dataset.col), state: c.dataset.state, p: c.dataset.probability ?? null })),
  );

const analysisUrl = (text) => `${shared.url}?mine=${encodeURIComponent(text)}`;

test('?mine= shows each hidden cell\'s chance, as mines analyse --json counts it', async () => {
  const { page, errors, context } = await openPage(shared.browser, analysisUrl(POSITION));
  await page.waitForSelector('[data-testid="analysis-findings"] p');
  const cells = await board(page);
  assert.equal(cells.length, 48);
  const hidden = cells.filter((c) => c.state === 'hidden');
  assert.ok(hidden.length > 10 && hidden.every((c) => c.p !== null), JSON.stringify(hidden));
  assert.ok(cells.filter((c) => c.state !== 'hidden').every((c) => c.p === null), 'open and flagged cells have no chance');
  assert.equal(cells.filter((c) => c.state === 'flagged').length, 1);
  if (existsSync(MINES)) {
    const theirs = JSON.parse(execFileSync(MINES, ['analyse', '-', '--json'], { input: POSITION, encoding: 'utf8' }));
    assert.deepEqual([theirs.rows, theirs.cols, theirs.mines], [6, 8, 10]);
    for (const c of cells) {
      const p = theirs.probability[c.row][c.col];
      assert.equal(c.p, p === null ? null : p.toFixed(3), `row ${c.row}, column ${c.col}`);
    }
  } else {
    console.log('target/debug/mines is not built: the chances were not compared with the terminal');
  }
  const findings = await page.textContent('[data-testid="analysis-findings"]');
  assert.match(findings, /Safest: /);
  assert.match(findings, /Forced 50\/50s: 0/);
  assert.match(findings, /Chance of clearing the board from here: 13 %/);
  await screenshot(page, 'analysis-board');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a position set up by hand, pasted, saved, and refused with where and why', async () => {
  const { page, errors, context } = await openPage(shared.browser, analysisUrl('3x3x1\nHHH\nHHH\nHHH'));
  const cell = (r, c) => `[data-testid="analysis"] ${cellSelector(`${r},${c}`).replace('main:not(#prerender) ', '')}`;
  const chance = (r, c) => page.getAttribute(cell(r, c), 'data-probability');
  assert.equal(await chance(0, 0), '0.111');
  // The open tool: a click opens a cell showing the flags around it (none), a second counts up.
  await page.click(cell(1, 1));
  await until(async () => (await page.getAttribute(cell(1, 1), 'data-count')) === '0', 'a 0 opened');
  await page.click(cell(1, 1));
  await until(async () => (await page.getAttribute(cell(1, 1), 'data-count')) === '1', 'counted up to 1');
  assert.equal(await chance(0, 0), '0.125', 'one mine among the eight around the 1');
  // A right click flags; the flag's cell has no chance, the rest are safe.
  await page.click(cell(0, 0), { button: 'right' });
  await until(async () => (await chance(0, 1)) === '0.000', 'the flag makes the rest safe');
  // The mine count: two mines, one flagged and one beside no number.
  await page.fill('[data-testid="analysis-mines"]', '2');
  await page.locator('[data-testid="analysis-mines"]').dispatchEvent('change');
  await page.waitForSelector('[data-testid="analysis-refused"]');
  assert.equal(await chance(0, 1), null, 'no chances for a position that cannot be');
  assert.match(await page.textContent('[data-testid="analysis-refused"]'), /This position cannot be: each number can be met, but no layout of the mines meets them all\./);
  await page.fill('[data-testid="analysis-mines"]', '1');
  await page.locator('[data-testid="analysis-mines"]').dispatchEvent('change');
  await until(async () => (await page.locator('[data-testid="analysis-refused"]').count()) === 0, 'one mine can');
  // Saved as .mine: the text of the board shown.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="analysis-save"]')]);
  const saved = readFileSync(await download.path(), 'utf8');
  assert.equal(saved, '3x3x1\nFHH\nH1H\nHHH\n');
  // A pasted text that cannot be is refused with where, and the board stays.
  await page.click('.analysis-text summary');
  await page.fill('[data-testid="analysis-text"]', '3x2x3\n3HH\n11H');
  await page.click('[data-testid="analysis-load"]');
  await page.waitForSelector('[data-testid="analysis-refused"]');
  assert.match(await page.textContent('[data-testid="analysis-refused"]'), /the 3 at row 1, column 1 has only one cell around it that could hold a mine/);
  assert.equal(await page.getAttribute(cell(1, 1), 'data-count'), '1', 'the board is kept');
  assert.equal(await page.inputValue('[data-testid="analysis-text"]'), '3x2x3\n3HH\n11H', 'and the text, to mend');
  // A good one replaces the board.
  await page.fill('[data-testid="analysis-text"]', '2x2x1\n11\nHH');
  await page.click('[data-testid="analysis-load"]');
  await until(async () => (await board(page)).length === 4, 'the pasted board');
  assert.match(await page.textContent('[data-testid="analysis-findings"]'), /Forced 50\/50s: 1/);
  assert.match(await page.textContent('[data-testid="analysis-findings"]'), /Chance of clearing the board from here: 50 %/);
  await screenshot(page, 'analysis-fifty-fifty');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the game on screen, a moment of a replay and a dropped .mine file open on the board', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?rows=16&cols=16&mines=40&seed=1&rule=opening');
  await page.click(cellSelector('8,8'));
  await page.click(cellSelector('0,0'), { button: 'right' });
  await page.waitForSelector('[data-testid="analyse"]');
  const game = await readBoard(page);
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="analysis"] [role="gridcell"]');
  const shown = await board(page);
  // The same open cells and flag, every hidden cell with a chance.
  const states = (cells) => cells.map((c) => c.state).join();
  assert.equal(states(shown), states(game));
  assert.ok(shown.filter((c) => c.state === 'hidden').every((c) => c.p !== null));
  // Back: the game as it was.
  await page.click('[data-testid="analysis-back"]');
  await page.waitForSelector(APP_BOARD);
  await until(async () => states(await readBoard(page)) === states(game), 'the game back as it was');
  // A dropped .mine file opens on the board.
  const transfer = await page.evaluateHandle((text) => {
    const t = new DataTransfer();
    t.items.add(new File([text], 'corner.mine'));
    return t;
  }, POSITION);
  await page.dispatchEvent('header', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('header', 'drop', { dataTransfer: transfer });
  await page.waitForSelector('[data-testid="analysis"]');
  await until(async () => (await board(page)).length === 48, 'the dropped position');
  // A moment of a replay: the viewer's board after twelve moves, on the analysis board.
  const link = execFileSync('cargo', ['run', '-q', '--release', '-p', 'minesweeper-engine', '--example', 'played', '--', '40'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  await page.evaluate((t) => (location.hash = `#replay=${t}`), link);
  await page.waitForSelector('[data-testid="replay"]');
  await page.fill('[data-testid="replay-scrub"]', '12');
  await page.waitForFunction(() => document.querySelector('[data-testid="replay"]').dataset.move === '11');
  const moment = await readBoard(page);
  await page.click('[data-testid="replay-analyse"]');
  await page.waitForSelector('[data-testid="analysis"] [role="gridcell"]');
  assert.equal(states(await board(page)), states(moment));
  await screenshot(page, 'analysis-from-replay');
  // Back returns to the replay at that moment.
  await page.goBack();
  await page.waitForSelector('[data-testid="replay"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board speaks the page\'s language, its refusals too', async () => {
  const url = `${shared.url}zh-CN/?lang=zh-CN&mine=${encodeURIComponent(POSITION)}`;
  const { page, errors, context } = await openPage(shared.browser, url);
  await page.waitForSelector('[data-testid="analysis-findings"] p');
  const latin = (text) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !['mine'].includes(w));
  assert.deepEqual(latin(await page.textContent('[data-testid="analysis"]')), []);
  assert.match(await page.textContent('[data-testid="analysis-findings"]'), /从这里扫完全盘的概率：13 %/);
  await page.click('.analysis-text summary');
  await page.fill('[data-testid="analysis-text"]', '3x2x3\n3HH\n11H');
  await page.click('[data-testid="analysis-load"]');
  await page.waitForSelector('[data-testid="analysis-refused"]');
  assert.equal(
    await page.textContent('[data-testid="analysis-refused"]'),
    '这个局面不可能出现：第 1 行第 1 列的 3 周围只有 1 格能放雷。',
  );
  await screenshot(page, 'analysis-zh');
  assert.deepEqual(errors, []);
  await context.close();
});
