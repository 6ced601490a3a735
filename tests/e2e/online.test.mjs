// Battle against a person in Chromium against the real game server: one page makes a room,
// a second joins by its link, a third watches; both play a battle in turns to its end and see
// the same board and result; one goes offline for 5 s in the middle and comes back with
// nothing lost. And on a static host, Play a person says it needs the game server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve, screenshot } from './harness.mjs';
import { freePort, startServer, killed, relay } from './game-server.mjs';

let browser;
let data;
before(async () => {
  browser = await launch();
  data = await mkdtemp(join(tmpdir(), 'online-'));
});
after(async () => {
  await browser?.close();
  await rm(data, { recursive: true, force: true });
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

const roomState = (page) => page.getAttribute('[data-testid="room"]', 'data-room-state');

/** Every cell: row, column, what it shows and whose it is (as that page draws it). */
const cells = (page) =>
  page.$$eval('[role="grid"] [role="gridcell"]', (all) =>
    all.map((c) => [c.dataset.row, c.dataset.col, c.dataset.state, c.dataset.owner ?? ''].join(':')),
  );

/** The same cells, seen from the other seat: "you" and "cpu" swap. */
const swapped = (list) =>
  list.map((c) => c.replace(/:you$/, ':them').replace(/:cpu$/, ':you').replace(/:them$/, ':cpu'));

test('two people battle through the server, one drops for 5 s, a third watches, both see one result', async () => {
  const port = await freePort();
  // Each seat's connection closing is logged: the rare run where the other player is never
  // told of a drop would show whether the server saw the close (server/src/rooms.rs).
  const server = await startServer(port, join(data, 'one'), [], { log: 'warn,minesweeper_server::rooms=debug' });
  // The second player comes from another address, as a second person would: two seats on
  // one network play unrated battles.
  const second = await relay(port);
  try {
    // A board where neither a flood nor the mines end the battle in its first moves: the drop
    // comes at the fourth. (10 × 14 ended in a few moves about one run in five: with 22 mines
    // and two lives by the mines, with 14 mines by a flood past half the board.)
    const base = `http://127.0.0.1:${port}/battle/?mode=battle&rows=12&cols=16&mines=40&lives=4&pace=turns`;
    const a = await newPage();
    await a.page.goto(base);
    await a.page.click('[data-testid="battle-online"]');
    // A name, shown to the other player as text.
    await a.page.fill('[data-testid="player-name"]:not([disabled])', '<i>Ada</i>');
    await a.page.press('[data-testid="player-name"]', 'Enter');
    await a.page.waitForFunction(() => document.querySelector('[data-testid="player-name"]').value === '<i>Ada</i>');
    await a.page.click('[data-testid="room-new"]:not([disabled])');
    await a.page.waitForSelector('[data-testid="room"][data-room-state="waiting"]');
    const link = await a.page.getAttribute('[data-testid="room-link"]', 'href');
    assert.match(link, /\/battle\/\?room=[0-9A-Z]{7}$/);
    assert.equal(await a.page.textContent('[data-testid="room-link"]'), link);
    await screenshot(a.page, 'online-waiting');

    const b = await newPage();
    // The second player's connection passes through the test, which can cut it: going
    // offline in DevTools leaves an open WebSocket open.
    let offline = false;
    const sockets = [];
    await b.context.routeWebSocket(/\/api\/play$/, (ws) => {
      if (offline) return ws.close({ code: 1001, reason: 'offline' });
      sockets.push([ws, ws.connectToServer()]);
    });
    await b.page.goto(link.replace(`:${port}/`, `:${second.port}/`));
    for (const { page } of [a, b]) {
      await page.waitForSelector('[data-testid="room"][data-room-state="playing"]');
    }
    assert.match(await b.page.textContent('.scoreboard'), /<i>Ada<\/i> \(1200\)/);
    assert.equal(await b.page.locator('.scoreboard i').count(), 0, 'a name is never markup');
    const watcher = await newPage();
    await watcher.page.goto(link);
    await watcher.page.waitForSelector('[data-testid="room"][data-room-state="playing"]');
    assert.match(await watcher.page.textContent('[data-testid="status"]'), /^Watching /);

    // Turns: seat one (the room's maker) first. Each page moves when its board says so.
    const players = [a, b];
    let dropped = false;
    for (let move = 0; move < 300; move++) {
      const states = await Promise.all(players.map(({ page }) => roomState(page)));
      if (states.every((s) => s === 'finished')) {
        if (!dropped) console.log(`the battle ended at move ${move}: ${await a.page.textContent('[data-testid="status"]')}`);
        break;
      }
      const mover = await Promise.race(
        players.map(({ page }, i) =>
          page
            .waitForFunction(
              () =>
                document.querySelector('[role="grid"]')?.dataset.turn === 'you' ||
                document.querySelector('[data-testid="room"]')?.dataset.roomState === 'finished',
              null,
              { timeout: 30_000 },
            )
            .then(() => i),
        ),
      );
      const { page } = players[mover];
      if ((await roomState(page)) === 'finished') continue;
      const legal = page.locator('[data-legal="true"]').first();
      if ((await legal.count()) === 0) break;
      const [row, col] = [await legal.getAttribute('data-row'), await legal.getAttribute('data-col')];
      await legal.click();
      // Played once the server's answer opens the cell (or a mine is hit there).
      await page.waitForFunction(
        ([r, c]) => document.querySelector(`[data-row="${r}"][data-col="${c}"]`)?.dataset.state !== 'hidden',
        [row, col],
        { timeout: 30_000 },
      );
      // After the first moves, and while the battle is still on, the second player drops.
      // The boards are random (the server's seed): a clean-clone run once saw a battle end at
      // its fourth move, before a drop that waited for four, so the drop comes after the second.
      const on = async () => (await roomState(a.page)) === 'playing' && (await roomState(b.page)) === 'playing';
      if (move >= 1 && !dropped && (await on())) {
        // The second player drops for 5 s and comes back: nothing lost.
        dropped = true;
        offline = true;
        await b.context.setOffline(true);
        // The server's side first, so the server hears the drop from the connection itself.
        for (const [page, server] of sockets.splice(0)) {
          await server.close();
          await page.close();
        }
        try {
          await a.page.waitForSelector('[data-testid="room"][data-room-state="reconnecting"]', { timeout: 30_000 });
        } catch (e) {
          // Said on failure (seen once in about twenty runs): which page missed the drop.
          const seen = (p) => p.evaluate(() => document.querySelector('[data-testid="room"]')?.dataset.roomState);
          console.log(`the drop not seen: a ${await seen(a.page)}, b ${await seen(b.page)}, watcher ${await seen(watcher.page)}`);
          throw e;
        }
        await b.page.waitForSelector('[data-testid="room"][data-room-state="reconnecting"]');
        assert.match(await a.page.textContent('[data-testid="status"]'), /^Waiting for .* \(reconnecting\)/);
        // No move is played meanwhile.
        assert.equal(await a.page.getAttribute('[role="grid"]', 'data-turn') === 'you' && (await a.page.locator('[data-legal="true"]').count()) > 0, false);
        await b.page.waitForTimeout(5000);
        await screenshot(a.page, 'online-other-offline');
        await screenshot(b.page, 'online-offline');
        offline = false;
        await b.context.setOffline(false);
        await b.page.waitForFunction(() => document.querySelector('[data-testid="room"]')?.dataset.roomState === 'playing', null, { timeout: 30_000 });
        await a.page.waitForFunction(() => document.querySelector('[data-testid="room"]')?.dataset.roomState === 'playing', null, { timeout: 30_000 });
        assert.deepEqual(await cells(b.page), swapped(await cells(a.page)), 'the same board after the drop');
      }
    }
    assert.ok(dropped, 'the battle lasted long enough for the drop');
    for (const { page } of [a, b, watcher]) {
      await page.waitForSelector('[data-testid="room"][data-room-state="finished"]', { timeout: 30_000 });
    }
    await screenshot(a.page, 'online-finished');
    await screenshot(watcher.page, 'online-watched');
    // One board, one result: what one won the other lost (or both drew).
    const [boardA, boardB, watched] = await Promise.all([a, b, watcher].map(({ page }) => cells(page)));
    assert.deepEqual(boardB, swapped(boardA));
    assert.deepEqual(watched, boardA, 'the watcher sees seat one as its "you"');
    const [statusA, statusB] = await Promise.all(players.map(({ page }) => page.getAttribute('[role="grid"]', 'data-status')));
    assert.deepEqual([statusA, statusB].sort(), statusA === 'draw' ? ['draw', 'draw'] : ['lost', 'won']);
    // The rating moved, and both players' pages keep the battle.
    assert.match(await a.page.textContent('[data-testid="status"]'), /Rating [+-]\d+\./);
    const ratings = await fetch(`http://127.0.0.1:${port}/api/battle/leaderboard`).then((r) => r.json());
    assert.equal(ratings.rows.length, 2);
    assert.equal(ratings.rows[0].rating + ratings.rows[1].rating, 2400, 'what one gains the other loses');
    // Another battle: a new room, waiting for the next player with the same settings.
    const before = new URL(a.page.url()).searchParams.get('room');
    await a.page.click('[data-testid="quick-match"]');
    await a.page.waitForSelector('[data-testid="room"][data-room-state="waiting"]');
    assert.notEqual(new URL(a.page.url()).searchParams.get('room'), before);
    // The battle leaderboard on the page, best rating first, one's own row marked.
    await a.page.click('[data-testid="battle-leaderboard-open"]');
    await a.page.waitForSelector('[data-testid="battle-leaderboard-row"]');
    const shown = await a.page.$$eval('[data-testid="battle-leaderboard-row"]', (rows) => rows.map((r) => [r.dataset.rank, r.dataset.player, r.dataset.rating]));
    assert.deepEqual(shown, ratings.rows.map((r) => [String(r.rank), r.player, String(r.rating)]));
    assert.equal(await a.page.locator('[data-testid="battle-leaderboard-row"].mine').count(), 1);
    await screenshot(a.page, 'online-ratings');
    // Kept in each player's history: their page lists the battle with its result.
    const ada = ratings.rows.find((r) => r.name === '<i>Ada</i>');
    await a.page.goto(`http://127.0.0.1:${port}/#player=${ada.player}`);
    await a.page.waitForSelector('[data-testid="player-battle"]');
    const line = await a.page.textContent('[data-testid="player-battle"]');
    assert.match(line, statusA === 'won' ? /won[^]*\+\d+/ : statusA === 'lost' ? /lost[^]*-\d+/ : /draw/);
    // Their rating over the battle drawn: from where it was before it to where it is, a mark
    // for the battle.
    const battle = await a.page.getAttribute('[data-testid="player-battle"]', 'data-battle');
    await a.page.waitForSelector(`svg[data-chart="rating"] circle[data-battle="${battle}"]`);
    assert.match(await a.page.getAttribute('svg[data-chart="rating"]', 'aria-label'), new RegExp(`to ${ada.rating}\\.$`));
    await screenshot(a.page, 'online-player-page');
    // A watcher cannot move: nothing on its board is legal.
    assert.equal(await watcher.page.locator('[data-legal="true"]').count(), 0);
    for (const { page, errors } of [a, b, watcher]) {
      assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|WebSocket/.test(e)), [], page.url());
    }
    await Promise.all([a, b, watcher].map(({ context }) => context.close()));
  } finally {
    await second.close();
    await killed(server);
  }
});

test('on a static host, Play a person says it needs the game server', async () => {
  const host = await serve();
  try {
    const { page, context } = await newPage();
    await page.goto(host.url + 'battle/?mode=battle');
    await page.click('[data-testid="battle-online"]');
    await page.waitForFunction(() => /needs the game server/.test(document.querySelector('[data-testid="status"]')?.textContent));
    assert.equal(await page.locator('[data-testid="quick-match"]:not([disabled])').count(), 0);
    await page.click('[data-testid="leave-online"]');
    await page.waitForSelector('[data-testid="battle-online"]');
    await context.close();
  } finally {
    await host.close();
  }
});
