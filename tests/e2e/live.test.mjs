// End-to-end: the live counters (issue 58). Off at first; turned on in the Settings, they
// follow the game click by click under ms_toollib's names (`data-counter`), are remembered
// across a reload (the game's clicks with them), and follow a replay as it plays: a 200-click
// expert game at 10× ends on the counters its result card gives. The frames painted and the
// long tasks while it plays, with the panel and without it (the peer), are printed for the eye;
// the main thread's work is measured by bench.mjs (`BENCH=live`).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withBrowser, openPage, screenshot, until, APP_BOARD, ROOT } from './harness.mjs';
import { cellSelector } from './dom-solver.mjs';

const shared = withBrowser();
const WIN_URL = '?rows=16&cols=16&mines=40&seed=1&rule=opening';
/** The counters the live panel shows, by ms_toollib's names (the contract). */
const CONTRACT = ['rtime', 'etime', 'bbbv', 'bbbv_solved', 'bbbv_s', 'cl', 'left', 'right', 'double', 'ce', 'ioe', 'corr', 'thrp', 'flag'];
let played;

before(() => {
  // The tests' bot's first expert game of 200 clicks or more, as a replay link.
  played = execFileSync('cargo', ['run', '-q', '--release', '-p', 'minesweeper-engine', '--example', 'played', '--', '200'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
});

const live = (page, name) => page.textContent(`[data-testid="live-counters"] [data-counter="${name}"] dd`);
const card = (page, name) => page.textContent(`[data-testid="replay-counters"] [data-counter="${name}"] dd`);

/** Plays the replay on screen from its start at 10× to its end: the frames painted, the long
 * tasks (over 50 ms) and the time it took. */
async function playAtTenTimes(page) {
  await page.selectOption('[data-testid="replay-speed"]', '6');
  await page.click('[data-testid="replay-scrub"]');
  await page.keyboard.press('Home');
  const moves = Number(await page.getAttribute('[data-testid="replay"]', 'data-moves'));
  await page.evaluate(() => {
    window.watch = { frames: 0, tasks: [], start: performance.now() };
    new PerformanceObserver((list) => window.watch.tasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask' });
    const frame = () => {
      window.watch.frames += 1;
      if (!window.watch.done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.click('[data-testid="replay-play"]');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="replay"]').dataset.move) === n - 1, moves, { timeout: 120_000 });
  return page.evaluate(() => {
    window.watch.done = true;
    return { frames: window.watch.frames, tasks: window.watch.tasks, ms: performance.now() - window.watch.start };
  });
}

test('live counters: off at first, on from the settings, counting each click, remembered with the game', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  await page.waitForSelector('[data-testid="settings"]');
  assert.equal(await page.locator('[data-testid="live-counters"]').count(), 0, 'off by default');
  await page.click('[data-testid="settings"]');
  await page.check('[data-testid="live-toggle"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="live-counters"]');
  for (const name of CONTRACT) {
    assert.equal(await page.locator(`[data-testid="live-counters"] [data-counter="${name}"]`).count(), 1, name);
  }
  assert.equal(await live(page, 'left'), '0');
  assert.equal(await live(page, 'bbbv_s'), '—', 'no 3BV/s before a click');
  await page.click(cellSelector('8,8'));
  await until(async () => (await live(page, 'left')) === '1', 'the first click counted');
  const solved = Number(await live(page, 'bbbv_solved'));
  assert.ok(solved >= 1, `3BV solved ${solved}`);
  assert.ok(Number(await live(page, 'bbbv')) >= solved);
  // A flag on a hidden cell, and off again: two right clicks, one flag then none.
  const hidden = await page.$eval('main:not(#prerender) [role="gridcell"][data-state="hidden"]', (c) => `${c.dataset.row},${c.dataset.col}`);
  await page.click(cellSelector(hidden), { button: 'right' });
  await until(async () => (await live(page, 'right')) === '1' && (await live(page, 'flag')) === '1', 'a flag counted');
  await page.click(cellSelector(hidden), { button: 'right' });
  await until(async () => (await live(page, 'right')) === '2' && (await live(page, 'flag')) === '0', 'the flag taken off');
  assert.equal(await live(page, 'cl'), '3');
  // The clock runs: the time and the estimate move while nothing is clicked.
  const before = await live(page, 'rtime');
  await until(async () => (await live(page, 'rtime')) !== before, 'the time moves');
  assert.match(await live(page, 'etime'), /^\d+\.\d\d s$/);
  // The pointer went over the board: the path is counted.
  await page.mouse.move(10, 10);
  await page.hover(cellSelector('2,2'));
  await page.hover(cellSelector('12,12'));
  await page.click(cellSelector('8,8'));
  await page.waitForSelector('[data-testid="live-counters"] [data-counter="path"]');
  await screenshot(page, 'live-counters');
  // Remembered: after a reload the panel is on, and the game's clicks are counted again.
  await page.waitForFunction(() => (localStorage.getItem('minesweeper.prefs') ?? '').includes('"live":true'));
  await page.waitForTimeout(600); // the game's save, which waits for a pause
  await page.reload();
  await page.waitForSelector(APP_BOARD);
  await page.waitForSelector('[data-testid="live-counters"]');
  await until(async () => Number(await live(page, 'left')) >= 1, 'the clicks before the reload counted');
  assert.equal(await live(page, 'right'), '2');
  // Off again from the settings.
  await page.click('[data-testid="settings"]');
  await page.uncheck('[data-testid="live-toggle"]');
  await page.keyboard.press('Escape');
  await until(async () => (await page.locator('[data-testid="live-counters"]').count()) === 0, 'the panel gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('live counters follow a 200-click expert replay at 10× and end on its result card', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  // Turned on as a player does (the game keeps its preferences, and would write over any
  // set behind its back); the viewer reads them when it opens.
  await page.click('[data-testid="settings"]');
  await page.check('[data-testid="live-toggle"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => (localStorage.getItem('minesweeper.prefs') ?? '').includes('"live":true'));
  await page.evaluate((t) => (location.hash = `#replay=${t}`), played);
  await page.waitForSelector('[data-testid="replay"] [data-testid="live-counters"]');
  const moves = Number(await page.getAttribute('[data-testid="replay"]', 'data-moves'));
  assert.ok(moves >= 200, `${moves} moves`);
  assert.equal(await live(page, 'cl'), '0', 'before the first move');
  // Halfway, by the scrub bar: fewer clicks than at the end.
  await page.fill('[data-testid="replay-scrub"]', String(Math.floor(moves / 2)));
  await until(async () => Number(await live(page, 'cl')) > 0, 'halfway counted');
  const halfway = Number(await live(page, 'cl'));
  const withPanel = await playAtTenTimes(page);
  for (const name of ['bbbv', 'bbbv_solved', 'cl', 'left', 'right', 'double', 'ce', 'ioe', 'corr', 'thrp', 'bbbv_s']) {
    assert.equal(await live(page, name), await card(page, name), `${name} at the end`);
  }
  assert.ok(Number(await live(page, 'cl')) > halfway);
  // 3BV/s over the game: a point a move from the first second on, the last the card's 3BV/s.
  assert.ok(Number(await page.getAttribute('[data-testid="speed-curve"] polyline', 'data-points')) > 100);
  assert.match(await page.textContent('[data-testid="speed-now"] title'), new RegExp(`^${await card(page, 'bbbv_s')} 3BV/s at `));
  await screenshot(page, 'live-counters-replay');
  // The peer: the same replay played without the panel, in the same run (the viewer alone
  // on the page: nothing else keeps the preferences).
  await page.evaluate(() => localStorage.setItem('minesweeper.prefs', JSON.stringify({ live: false })));
  await page.reload();
  await page.waitForSelector('[data-testid="replay"]');
  assert.equal(await page.locator('[data-testid="live-counters"]').count(), 0);
  const without = await playAtTenTimes(page);
  const say = (r) => `${r.frames} frames in ${(r.ms / 1000).toFixed(1)} s, long tasks [${r.tasks.join(', ')}]`;
  console.log(`expert replay of ${moves} clicks at 10×: with the live panel ${say(withPanel)}; without ${say(without)}`);
  assert.deepEqual(errors, []);
  await context.close();
});
