// Ranked play in Chromium against the real game server (target/release/minesweeper-server,
// serving dist/ and the API from one port, SQLite in a temporary folder): a ranked game played
// to a win from what the page shows, found on the leaderboard and watched; every WebSocket
// frame the page received checked for a mine before the end; the server killed -9 in the
// middle of a game and started again while the page queues a move; and a static host, where
// ranked play says it needs the server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve, screenshot, until } from './harness.mjs';
import { freePort, startServer, killed } from './game-server.mjs';
import { readBoard, deduce, cellSelector, boardStatus } from './dom-solver.mjs';

let browser;
let data;
before(async () => {
  browser = await launch();
  data = await mkdtemp(join(tmpdir(), 'ranked-'));
});
after(async () => {
  await browser?.close();
  await rm(data, { recursive: true, force: true });
});

/** A page on `url` whose WebSocket frames are kept: { page, frames, errors }. Each frame is
 * { dir: 'in' | 'out', message } in the order they passed. */
async function rankedPage(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const frames = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => frames.push({ dir: 'in', message: JSON.parse(f.payload) }));
    ws.on('framesent', (f) => frames.push({ dir: 'out', message: JSON.parse(f.payload) }));
  });
  await page.goto(url);
  await page.waitForSelector('[data-testid="ranked"]');
  await page.click('[data-testid="ranked"]');
  return { page, frames, errors, context };
}

/** Waits until every move sent has been answered (a move is answered by `moved` or `error`). */
async function settled(page, frames) {
  const count = (dir, types) => frames.filter((f) => f.dir === dir && types.includes(f.message.type)).length;
  await until(() => count('out', ['move']) === count('in', ['moved', 'error']), 'every move sent answered');
}

/** Plays the ranked game on screen to its end from the DOM: deductions, else a guess. */
async function playToEnd(page, frames) {
  for (let step = 0; step < 400; step++) {
    await settled(page, frames);
    const status = await boardStatus(page);
    if (status === 'won' || status === 'lost') return status;
    const cells = await readBoard(page);
    const { safe, mines } = deduce(cells);
    const hidden = (k) => cells.find((c) => `${c.row},${c.col}` === k)?.state === 'hidden';
    const open = safe.filter(hidden);
    // A person's pace (60 ms a click at most): the server keeps faster play off its boards.
    if (open.length) {
      for (const k of open) {
        await page.waitForTimeout(60);
        await page.click(cellSelector(k));
      }
      continue;
    }
    const guess = cells.find((c) => c.state === 'hidden' && !mines.includes(`${c.row},${c.col}`));
    await page.waitForTimeout(60);
    await page.click(cellSelector(guess ? `${guess.row},${guess.col}` : '4,4'));
  }
  throw new Error('the game never ended');
}

/** No frame the page received before a game's end holds a mine: only `over` may. */
function assertNoMineBeforeTheEnd(frames) {
  let checked = 0;
  for (const { dir, message } of frames) {
    if (dir !== 'in' || message.type === 'over') continue;
    // (A board's `mines` is how many; only the end lists where.)
    assert.ok(!Array.isArray(message.mines), `a layout before the end: ${JSON.stringify(message)}`);
    for (const [, , view] of message.cells ?? []) {
      assert.ok(!['mine', 'exploded', 'wrong_flag'].includes(view) || message.status === 'lost', `a mine before the end: ${JSON.stringify(message)}`);
    }
    checked += 1;
  }
  assert.ok(checked > 3, 'frames were seen');
}

test('a ranked game is refereed to a win, ranked, watched, and no mine reaches the page before the end', async () => {
  const port = await freePort();
  const server = await startServer(port, join(data, 'one'));
  try {
    const url = `http://127.0.0.1:${port}/`;
    const { page, frames, errors, context } = await rankedPage(url);
    await page.waitForSelector('button[data-category="beginner"]:not([disabled])');
    assert.deepEqual(
      await page.$$eval('.categories button', (bs) => bs.map((b) => b.textContent)),
      ['Beginner', 'Intermediate', 'Expert', 'Daily beginner', 'Daily intermediate', 'Daily expert'],
    );
    // A name holding markup is kept, and shown as text.
    await page.fill('[data-testid="player-name"]', '  <b>Ada</b>  ');
    await page.press('[data-testid="player-name"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="player-name"]').value === '<b>Ada</b>');
    await page.click('button[data-category="beginner"]');
    await page.waitForSelector('[role="grid"][data-ranked="true"]');
    for (const tool of ['hint', 'autoplay', 'probabilities']) {
      assert.equal(await page.locator(`[data-testid="${tool}"]`).count(), 0, `no ${tool} in a ranked game`);
    }
    let won = null;
    for (let game = 0; game < 40 && !won; game++) {
      if (game > 0) {
        await page.click('[data-testid="ranked-again"]');
        await page.waitForFunction(() => document.querySelector('[role="grid"]')?.dataset.status === 'ready');
      }
      const status = await playToEnd(page, frames);
      // The end's message follows the last move's: the page offers what comes next then.
      await page.waitForSelector('[data-testid="ranked-ending"]');
      const overs = frames.filter((f) => f.dir === 'in' && f.message.type === 'over');
      assert.equal(overs.length, game + 1);
      if (status === 'won') won = overs.at(-1).message;
    }
    assert.ok(won, 'a win in 40 beginner games');
    assertNoMineBeforeTheEnd(frames);
    assert.equal(won.status, 'won');
    await page.waitForSelector('[data-testid="ranked-ending"]');
    assert.match(await page.textContent('[data-testid="status"]'), /^Won in \d+\.\d{3} s on the server's clock/);
    await screenshot(page, 'ranked-won');
    const welcome = frames.find((f) => f.message.type === 'welcome').message;
    // The token stays in the browser's storage: never in an address.
    assert.ok(!page.url().includes(welcome.token));
    assert.ok((await page.evaluate(() => localStorage.getItem('minesweeper.ranked-player'))).includes(welcome.token));

    await page.click('header [data-testid="leaderboard-open"]');
    await page.waitForSelector('[data-testid="leaderboard"] [data-testid="leaderboard-row"]');
    const row = page.locator(`[data-testid="leaderboard-row"][data-game="${won.game}"]`);
    assert.equal(await row.getAttribute('data-rank'), '1');
    assert.equal(await row.getAttribute('data-player'), welcome.player);
    assert.equal(await row.getAttribute('data-time-ms'), String(won.time_ms));
    assert.match(await row.textContent(), /<b>Ada<\/b>/);
    assert.equal(await row.locator('b').count(), 0, 'a name is never markup');
    await screenshot(page, 'ranked-leaderboard');
    // This week's board (Monday to Sunday, UTC) holds the win; the week before holds none,
    // and a step forward comes back (never past today).
    await page.selectOption('[data-testid="leaderboard-period"]', 'week');
    await page.waitForFunction(() => /^The week of \d{4}-\d\d-\d\d$/.test(document.querySelector('[data-testid="leaderboard-day"]')?.textContent));
    await page.waitForSelector(`[data-testid="leaderboard-row"][data-game="${won.game}"]`);
    assert.ok(await page.isDisabled('[data-testid="leaderboard-later"]'));
    await screenshot(page, 'ranked-leaderboard-week');
    await page.click('[data-testid="leaderboard-earlier"]');
    await page.waitForSelector('[data-testid="leaderboard-empty"]');
    await page.click('[data-testid="leaderboard-later"]');
    await page.waitForSelector(`[data-testid="leaderboard-row"][data-game="${won.game}"]`);
    await row.locator('[data-testid="leaderboard-watch"]').click();
    await page.waitForSelector('[data-testid="replay"]');
    assert.match(page.url(), /#replay=/);
    // Every move after a game's first carried the pointer's track, and the server kept it:
    // the video on the leaderboard has its cursor and its path.
    const moves = frames.filter((f) => f.dir === 'out' && f.message.type === 'move' && f.message.seq > 0);
    assert.ok(moves.length > 0 && moves.every((f) => f.message.cursor), JSON.stringify(moves.slice(0, 3)));
    assert.ok(Number((await page.textContent('[data-testid="replay-counters"] [data-counter="path"] dd')).replace(/\D/g, '')) > 0);
    await page.keyboard.press('End');
    await page.waitForSelector('[data-testid="replay-pointer"][data-buttons="0"]');
    await screenshot(page, 'ranked-replay');
    // The player's page is an address of its own: opened from a name, and loaded cold.
    // Back is the ranked screen again, its dialog open as on arrival.
    await page.goBack();
    await page.click('.ranked-dialog [data-testid="leaderboard-open"]:not([disabled])');
    await page.selectOption('[data-testid="leaderboard-category"]', 'beginner');
    await page.locator(`[data-testid="leaderboard-row"][data-game="${won.game}"] button.link`).click();
    await page.waitForSelector(`[data-testid="player-game"][data-game="${won.game}"][data-status="won"]`);
    assert.ok(page.url().endsWith(`#player=${welcome.player}`), page.url());
    await page.reload();
    await page.waitForSelector(`[data-testid="player-game"][data-game="${won.game}"]`);
    assert.equal(await page.textContent('[data-testid="player-page-name"]'), '<b>Ada</b>');
    assert.equal(await page.locator('[data-testid="player-page"] b').count(), 0, 'a name is never markup');
    await screenshot(page, 'ranked-player-page');
    await page.locator(`[data-testid="player-game"][data-game="${won.game}"] button`).click();
    await page.waitForSelector('[data-testid="replay"]');
    // An address that is not a player's id is the game, not a request.
    await page.goto(`${url}#player=<script>`);
    await page.waitForSelector('[role="grid"]:not([data-ranked])');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await killed(server);
  }
});

test('the server killed mid-game: the page queues a move, reconnects by itself and plays on', async () => {
  const port = await freePort();
  const folder = join(data, 'two');
  let server = await startServer(port, folder);
  try {
    const url = `http://127.0.0.1:${port}/`;
    const { page, frames, context } = await rankedPage(url);
    await page.click('button[data-category="beginner"]:not([disabled])');
    await page.waitForSelector('[role="grid"][data-ranked="true"]');
    await page.click(cellSelector('4,4'));
    await settled(page, frames);
    const game = frames.find((f) => f.message.type === 'game').message.game;
    await killed(server);
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.includes('reconnecting'));
    const hidden = (await readBoard(page)).find((c) => c.state === 'hidden');
    const key = `${hidden.row},${hidden.col}`;
    await page.click(cellSelector(key), { button: 'right' });
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.includes('1 move will be sent'));
    assert.equal((await readBoard(page)).find((c) => `${c.row},${c.col}` === key).state, 'hidden', 'not played yet');
    await screenshot(page, 'ranked-reconnecting');
    server = await startServer(port, folder);
    // The page connects again by itself, resumes the game and sends the flag.
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.state === 'flagged', cellSelector(key), { timeout: 30_000 });
    const resumed = frames.filter((f) => f.dir === 'out' && f.message.type === 'resume');
    assert.ok(resumed.some((f) => f.message.game === game), 'the game was resumed');
    await page.click(cellSelector(key), { button: 'right' });
    const status = await playToEnd(page, frames);
    // Finished on the restarted server and stored with its result.
    const player = frames.find((f) => f.message.type === 'welcome').message.player;
    const games = await (await fetch(`http://127.0.0.1:${port}/api/players/${player}`)).json();
    const stored = games.games.find((g) => g.game === game);
    assert.equal(stored.status, status);
    assert.ok(stored.time_ms >= 0);
    await context.close();
  } finally {
    await killed(server);
  }
});

test('a game left for another of its category is lost, and its player page says it was abandoned', async () => {
  const port = await freePort();
  const server = await startServer(port, join(data, 'three'));
  try {
    const url = `http://127.0.0.1:${port}/`;
    const { page, frames, errors, context } = await rankedPage(url);
    await page.click('button[data-category="beginner"]:not([disabled])');
    await page.waitForSelector('[role="grid"][data-ranked="true"]');
    await page.click(cellSelector('4,4'));
    await settled(page, frames);
    const first = frames.find((f) => f.message.type === 'game').message.game;
    // Another beginner game while this one is being played: this one ends, lost.
    await page.click('header [data-testid="ranked"]');
    await page.click('button[data-category="beginner"]:not([disabled])');
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.dataset.status === 'ready');
    const player = frames.find((f) => f.message.type === 'welcome').message.player;
    await page.goto(`${url}#player=${player}`);
    const row = `[data-testid="player-game"][data-game="${first}"]`;
    await page.waitForSelector(`${row}[data-status="lost"]`);
    assert.match(await page.textContent(row), /lost \(abandoned\)/);
    await screenshot(page, 'ranked-abandoned');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await killed(server);
  }
});

test('on a static host, ranked play says it needs the game server and the game plays on', async () => {
  const host = await serve();
  try {
    const { page, errors, context } = await rankedPage(host.url);
    await page.waitForSelector('[data-testid="ranked-unavailable"]');
    assert.match(await page.textContent('[data-testid="ranked-unavailable"]'), /needs the game server/);
    assert.equal(await page.locator('.categories button:not([disabled])').count(), 0);
    await screenshot(page, 'ranked-static-host');
    await page.click('.ranked-dialog >> text=Close');
    await page.click('[data-testid="leave-ranked"]');
    await page.waitForSelector('[role="grid"]:not([data-ranked])');
    await page.click(cellSelector('4,4'));
    assert.notEqual(await boardStatus(page), 'ready');
    // The page knows the server is not there from the page itself: nothing was asked, so
    // nothing failed (an asked `/api/health` was a 404 in the console on every visit).
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await host.close();
  }
});
