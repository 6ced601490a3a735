// End-to-end: a seeded game played to the end, then watched again. The viewer must show, at
// every move stepped to, exactly the board the player saw after that move; a shared link must
// open the same replay in a fresh page; an exported EVF file must open in the viewer; the
// history must keep the game; and the daily board must be the same in two pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBrowser, openPage, screenshot, APP_BOARD, ROOT, theirVideos } from './harness.mjs';
import { readBoard, deduce, cellSelector, boardStatus, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();

// Intermediate, seed 1, opened at (8, 8): solvable by deduction alone.
const WIN_URL = '?rows=16&cols=16&mines=40&seed=1&rule=opening';

/** The board as one string: each cell's state and count, row by row. */
const picture = (cells) => cells.map((c) => `${c.state}${c.count ?? ''}`).join(' ');

/** Plays the seeded game to a win by deduction, one click at a time, with a wasted click and
 * a flag taken back along the way; returns the board after every click. */
async function playRecording(page) {
  const boards = [];
  const click = async (key, button = 'left') => {
    await page.click(cellSelector(key), { button });
    boards.push(picture(await readBoard(page)));
  };
  await click('8,8');
  await click('8,8'); // a click on an open cell: wasted, and kept
  for (let guard = 0; guard < 400; guard++) {
    const status = await boardStatus(page);
    if (status === 'won' || status === 'lost') break;
    const cells = await readBoard(page);
    const { safe, mines } = deduce(cells);
    const state = new Map(cells.map((c) => [`${c.row},${c.col}`, c.state]));
    const flag = mines.find((k) => state.get(k) === 'hidden');
    const open = safe.find((k) => state.get(k) === 'hidden');
    if (guard === 3 && open) {
      await click(open, 'right'); // a flag on a safe cell, taken back
      await click(open, 'right');
    }
    if (flag) await click(flag, 'right');
    else if (open) await click(open);
    else break;
  }
  return boards;
}

/** A counter of the viewer's card, by its ms_toollib name. */
const CARD = (name) => `[data-testid="replay-counters"] [data-counter="${name}"] dd`;

/** The card's clicks: all, left, right and double (chords). */
const clicks = (page) => Promise.all(['cl', 'left', 'right', 'double'].map(async (n) => Number((await page.textContent(CARD(n))).replace(/\D/g, ''))));

const viewerMove = (page) => page.getAttribute('[data-testid="replay"]', 'data-move').then(Number);

/** Waits for the viewer to show `move` (the index of the last move applied). */
/** What ms_toollib 1.5.20 reads from an EVF file (engine/tests/toollib.py), or nothing when
 * MS_TOOLLIB_PYTHON is not set (scripts/test.sh sets it). */
function toollibOn(evf, rows, cols) {
  const python = process.env.MS_TOOLLIB_PYTHON;
  if (!python) return null;
  const games = join(tmpdir(), `toollib-${process.pid}.json`);
  writeFileSync(games, JSON.stringify([{ rows, cols, mines: [], evf }]));
  const out = execFileSync(python, [join(ROOT, 'engine/tests/toollib.py'), games], { encoding: 'utf8' });
  return JSON.parse(out)[0];
}

async function waitForMove(page, move) {
  await page.waitForFunction(
    (m) => Number(document.querySelector('[data-testid="replay"]')?.dataset.move) === m,
    move,
  );
}

test('a finished game, watched again: every move stepped to shows the board as it was', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  const boards = await playRecording(page);
  assert.equal(await statusOnceIs(page, 'won'), 'won');
  const card = await page.textContent('[data-testid="result"]');
  for (const counter of ['IOE', 'ZiNi', 'RQP', '3BV/s']) assert.ok(card.includes(counter), card);
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="replay"]');
  assert.match(page.url(), /#replay=[A-Za-z0-9_-]+$/);
  assert.equal(Number(await page.getAttribute('[data-testid="replay"]', 'data-moves')), boards.length);
  assert.equal(await viewerMove(page), -1);
  assert.equal(picture(await readBoard(page)).includes('revealed'), false, 'the board before the first move');
  // Step forward and back with the buttons, the keyboard and the scrub bar.
  await page.click('[data-testid="replay-forward"]');
  await waitForMove(page, 0);
  assert.equal(picture(await readBoard(page)), boards[0]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await waitForMove(page, 2);
  assert.equal(picture(await readBoard(page)), boards[2]);
  await page.click('[data-testid="replay-back"]');
  await waitForMove(page, 1);
  assert.equal(picture(await readBoard(page)), boards[1], 'the wasted click changed nothing');
  for (const move of [7, boards.length - 1, Math.floor(boards.length / 2), 3]) {
    await page.fill('[data-testid="replay-scrub"]', String(move + 1));
    await waitForMove(page, move);
    assert.equal(picture(await readBoard(page)), boards[move], `after move ${move}`);
    // The move shown is ringed, and the board's cursor is on it.
    assert.equal(await page.locator('[role="gridcell"].hinted').count(), 1);
  }
  // The review lists and grades every move; a click on an entry goes there.
  await page.waitForSelector('[data-testid="review-summary"]');
  const grades = await page.$$eval('[data-grade]', (es) => es.map((e) => e.dataset.grade));
  assert.equal(grades.length, boards.length, 'every move is listed');
  const opening = grades.filter((g) => ['safe', 'forced-guess', 'needless-guess', 'worse-guess'].includes(g));
  assert.ok(opening.length > 5, `${opening.length} moves opened cells`);
  assert.ok(opening.every((g) => g === 'safe'), 'a game won by deduction has no guess');
  assert.equal(grades[1], 'wasted', 'the click on an open cell is listed as wasted');
  assert.ok(grades.includes('flag-wrong') && grades.includes('unflag'), grades.join());
  const entry = page.locator('[data-grade]').nth(3);
  const index = Number(await entry.getAttribute('data-index'));
  await entry.click();
  await waitForMove(page, index);
  assert.equal(picture(await readBoard(page)), boards[index]);
  // Space plays at the game's own pace (10×), and the end pauses.
  await page.selectOption('[data-testid="replay-speed"]', '6');
  await page.click('[data-testid="replay-scrub"]'); // focus leaves nothing that eats Space
  await page.keyboard.press('Home');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="replay"]').dataset.move) === n - 1, boards.length, { timeout: 20_000 });
  assert.equal(await page.getAttribute('[data-testid="replay-play"]', 'aria-pressed'), 'false');
  assert.equal(picture(await readBoard(page)), boards[boards.length - 1]);
  await screenshot(page, 'replay-viewer');
  // Back to the game: the finished game is still there.
  await page.click('[data-testid="replay-close"]');
  await page.waitForSelector('[data-testid="result"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a shared replay link opens the replay in a fresh page, and a broken one says why', async () => {
  const { page, context } = await openPage(shared.browser, shared.url + WIN_URL);
  const boards = await playRecording(page);
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="replay"]');
  const link = page.url();
  await context.close();
  const fresh = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await fresh.newPage();
  const errors = [];
  other.on('pageerror', (e) => errors.push(String(e)));
  await other.goto(link);
  await other.waitForSelector('[data-testid="replay"]');
  assert.equal(Number(await other.getAttribute('[data-testid="replay"]', 'data-moves')), boards.length);
  await other.keyboard.press('End');
  await waitForMove(other, boards.length - 1);
  assert.equal(picture(await readBoard(other)), boards[boards.length - 1]);
  // A file dropped on a shared link's viewer is heard once the rest of the page has come after
  // the viewer's chunk (it mounts the drop's listener): one that is no video says why, in place.
  const notice = other.locator('[data-testid="drop-notice"]');
  for (let i = 0; i < 100 && (await notice.count()) === 0; i++) {
    await dropFile(other, '[data-testid="replay"]', 'notes.txt', Buffer.from('not a video'));
    await other.waitForTimeout(100);
  }
  assert.match(await notice.textContent(), /notes\.txt: /);
  assert.ok(other.url().includes('#replay='), 'still on the viewer');
  // A link cut short is refused with a reason, and the game is one click away.
  await other.goto(link.slice(0, -12));
  await other.reload();
  await other.waitForSelector('[data-testid="replay-error"]');
  assert.match(await other.textContent('[data-testid="replay-error"]'), /could not be opened/);
  // In Chinese, the reason is Chinese too: the engine says what is wrong, the page words it.
  const cut = new URL(link.slice(0, -12));
  await other.goto(`${cut.origin}/zh-CN/?lang=zh-CN${cut.hash}`);
  await other.waitForSelector('[data-testid="replay-error"]');
  const refusal = await other.textContent('[data-testid="replay-error"] span');
  assert.match(refusal, /^无法打开这个录像：.*录像/);
  assert.doesNotMatch(refusal, /[A-Za-z]{2,}/, refusal);
  await other.goto(link.slice(0, -12));
  await other.click('[data-testid="replay-close"]');
  await other.waitForSelector(APP_BOARD);
  assert.deepEqual(errors, []);
  await fresh.close();
});

test('Export EVF saves a file that opens again from the history, which keeps the game', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  const boards = await playRecording(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="export-evf"]'),
  ]);
  assert.match(download.suggestedFilename(), /\.evf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  assert.equal(bytes[0], 4, 'EVF version 4');
  assert.equal(bytes[3], 16, '16 rows');
  // The history lists the game, and opens it.
  await page.click('[data-testid="history-open"]');
  await page.waitForSelector('[data-testid="history"]');
  assert.equal(await page.locator('[data-testid="history"] tbody tr').count(), 1);
  assert.equal(await page.getAttribute('[data-testid="history"] tbody tr', 'data-result'), 'won');
  await page.setInputFiles('[data-testid="open-evf"]', path);
  await page.waitForSelector('[data-testid="replay"]');
  assert.equal(Number(await page.getAttribute('[data-testid="replay"]', 'data-moves')), boards.length);
  // The pointer's moves over the board were recorded: the file has the cursor's path, and
  // ms_toollib measures it as we do.
  const shown = Number((await page.textContent(CARD('path'))).replace(/[^0-9]/g, ''));
  assert.ok(shown > 16 * boards.length, `path ${shown} px over ${boards.length} clicks`);
  const toollib = toollibOn(path, 16, 16);
  if (toollib) {
    assert.equal(Math.round(toollib.path), shown, JSON.stringify(toollib));
    const { left, right, double } = toollib;
    assert.deepEqual(await clicks(page), [left + right + double, left, right, double]);
  }
  await page.keyboard.press('End');
  await waitForMove(page, boards.length - 1);
  assert.equal(picture(await readBoard(page)), boards[boards.length - 1]);
  await page.click('[data-testid="replay-close"]');
  await page.click('[data-testid="history-open"]');
  await page.click('[data-testid="history-watch"]');
  await page.waitForSelector('[data-testid="replay"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a real player\'s Arbiter video opens from the history with its player, its program and ms_toollib\'s counts', async (t) => {
  const videos = theirVideos(t);
  if (!videos) return;
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  await page.click('[data-testid="history-open"]');
  await page.waitForSelector('[data-testid="open-evf"]');
  assert.match(await page.getAttribute('[data-testid="open-evf"]', 'accept'), /\.avf/);
  const video = join(videos, 'ms-toollib/HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf');
  await page.setInputFiles('[data-testid="open-evf"]', video);
  await page.waitForSelector('[data-testid="replay"]');
  assert.match(await page.textContent('[data-testid="replay-title"]'), /Expert 16 × 30, 99 mines · won in 49\.250 s/);
  assert.equal(await page.textContent('[data-testid="replay-source"]'), 'by Wang Jianing G01825 · Arbiter · AVF');
  const counter = (name) => page.textContent(CARD(name));
  // ms_toollib 1.5.20 on this file: left 126, right 11, double 14; path 6082.35.
  assert.deepEqual(await clicks(page), [151, 126, 11, 14]);
  // Written as the page's language writes a number (English groups thousands).
  assert.equal(await counter('path'), '6,082 px');
  assert.equal(await counter('bbbv_s'), '2.58');
  await page.keyboard.press('End');
  await waitForMove(page, 150);
  await screenshot(page, 'replay-arbiter-video');
  // The review lists every move, or one kind: each filter keeps its own and counts them.
  await page.waitForSelector('[data-testid="review-summary"]');
  const listed = async (filter) => {
    await page.click(`[data-testid="review-filter-${filter}"]`);
    const grades = await page.$$eval('.review-moves .review-entry', (es) => es.map((e) => e.dataset.grade));
    const label = await page.textContent(`[data-testid="review-filter-${filter}"]`);
    assert.equal(Number(label.replace(/\D/g, '')), grades.length, label);
    return grades;
  };
  assert.equal((await listed('all')).length, 151);
  const guesses = await listed('guesses');
  assert.ok(guesses.length > 0 && guesses.every((g) => g.endsWith('-guess')), guesses.join());
  assert.match(await page.textContent('[data-testid="review-summary"]'), new RegExp(`1 forced guess · ${guesses.length - 1} needless`));
  const flags = await listed('flags');
  assert.ok(flags.length >= 11 && flags.every((g) => g.startsWith('flag') || g === 'unflag'), flags.join());
  const wasted = await listed('wasted');
  assert.ok(wasted.length > 0 && wasted.every((g) => g === 'wasted'), wasted.join());
  await screenshot(page, 'replay-review-wasted');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every video of every format and layout opens in the page with the counts the terminal gives', async () => {
  const mines = join(ROOT, 'target/debug/mines');
  // Our own files of each format and layout (engine/examples/videos.rs), and the real players'
  // (ms_toollib's test files, flop-player's) where ../shared/videos is there.
  const made = mkdtempSync(join(tmpdir(), 'videos-'));
  execFileSync('cargo', ['run', '-q', '--release', '-p', 'minesweeper-engine', '--example', 'videos', '--', made], { cwd: ROOT, stdio: 'inherit' });
  const videos = theirVideos();
  const dirs = [made, ...(videos ? ['ms-toollib', 'flop-player'].map((d) => join(videos, d)) : [])];
  const files = dirs.flatMap((d) => readdirSync(d).filter((f) => /\.(avf|rmv|mvf|evf)$/.test(f)).map((f) => join(d, f)));
  assert.ok(files.length >= (videos ? 37 + 17 : 17), `${files.length} videos`);
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  for (const file of files) {
    await page.click('[data-testid="history-open"]');
    await page.waitForSelector('[data-testid="open-evf"]');
    await page.setInputFiles('[data-testid="open-evf"]', file);
    await page.waitForSelector('[data-testid="replay"], [data-testid="open-evf-problem"]', { timeout: 20_000 });
    assert.equal(await page.locator('[data-testid="open-evf-problem"]').count(), 0, `${file}: ${await page.textContent('body')}`);
    assert.match(await page.textContent('[data-testid="replay-source"]'), /· (AVF|RMV|MVF|EVF)$/, file);
    if (existsSync(mines)) {
      const out = execFileSync(mines, ['review', '--json', file], { encoding: 'utf8' }).trim().split('\n').at(-1);
      const { left, right, double, path } = JSON.parse(out);
      assert.deepEqual(await clicks(page), [left + right + double, left, right, double], file);
      // Written as the page's language (English) writes a number: thousands grouped.
      assert.equal(await page.textContent(CARD('path')), `${new Intl.NumberFormat('en').format(Math.round(path))} px`, file);
    }
    await page.click('[data-testid="replay-close"]');
    await page.waitForSelector(APP_BOARD);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a video dropped anywhere on the page opens, and its cursor moves and presses as the player\'s did', async (t) => {
  const videos = theirVideos(t);
  if (!videos) return;
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  const name = 'HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf';
  await dropFile(page, 'header', name, await readFile(join(videos, 'ms-toollib', name)));
  await page.waitForSelector('[data-testid="replay"]');
  assert.equal(await page.textContent('[data-testid="replay-source"]'), 'by Wang Jianing G01825 · Arbiter · AVF');
  // Stepped through, the cursor goes where the player's went: to each click's cell.
  const pointer = async () => {
    const el = page.locator('[data-testid="replay-pointer"]');
    return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')) };
  };
  const places = [];
  for (let move = 0; move < 12; move++) {
    await page.keyboard.press('ArrowRight');
    await waitForMove(page, move);
    places.push(await pointer());
  }
  assert.ok(new Set(places.map((p) => `${p.x},${p.y}`)).size >= 8, JSON.stringify(places));
  for (const p of places) assert.ok(p.x < 30 * 16 && p.y < 16 * 16, JSON.stringify(p));
  await screenshot(page, 'replay-dropped-video-stepped');
  // Played with the trail on: the cursor moves between moves too, and a press shows its cell.
  await page.check('[data-testid="replay-trail"]');
  await page.selectOption('[data-testid="replay-speed"]', { index: 2 });
  await page.click('[data-testid="replay-play"]');
  const seen = new Set();
  let pressed = false;
  for (let i = 0; i < 100 && !(pressed && seen.size >= 10); i++) {
    const p = await pointer();
    seen.add(`${p.x},${p.y}`);
    pressed ||= (await page.locator('.pointer-held').count()) > 0;
    await page.waitForTimeout(25);
  }
  assert.ok(seen.size >= 10, `the cursor moved through ${seen.size} places while playing`);
  assert.ok(pressed, 'a held button shows its cell');
  assert.ok((await page.locator('.pointer-trail').count()) === 1, 'the trail is drawn');
  await screenshot(page, 'replay-dropped-video-playing');
  // Another dropped on the viewer replaces it; a file that is no video says why, in place.
  const rmv = 'exp_98763_FL_1738209872.rmv';
  await dropFile(page, '[data-testid="replay"]', rmv, await readFile(join(videos, 'ms-toollib', rmv)));
  // Its player's name is GB18030 (the browser's decoder reads it, as ms_toollib does).
  await page.waitForFunction(() => document.querySelector('[data-testid="replay-source"]')?.textContent === 'by 王嘉宁 · Viennasweeper · RMV');
  await dropFile(page, '[data-testid="replay"]', 'notes.txt', Buffer.from('not a video'));
  await page.waitForSelector('[data-testid="drop-notice"]');
  assert.match(await page.textContent('[data-testid="drop-notice"]'), /notes\.txt: /);
  assert.ok(page.url().includes('#replay='), 'still on the viewer');
  await screenshot(page, 'replay-dropped-not-a-video');
  assert.deepEqual(errors, []);
  await context.close();
  // The Battle page keeps its game, and says where videos open.
  const battle = await openPage(shared.browser, shared.url + 'battle/');
  // Its drop listener comes with the rest of the page, as its statistics do.
  await battle.page.waitForSelector('[data-testid="battle-stats"]');
  await dropFile(battle.page, 'header', name, Buffer.from('x'));
  assert.match(await battle.page.textContent('[data-testid="notice"]'), /Videos open on the game's page/);
  assert.ok(battle.page.url().includes('battle/'));
  assert.deepEqual(battle.errors, []);
  await battle.context.close();
});

/** Drops a file on `selector` as a file dragged from the desktop does: a DataTransfer that
 * holds it, over and then dropped. */
async function dropFile(page, selector, name, bytes) {
  const transfer = await page.evaluateHandle(({ bytes, name }) => {
    const t = new DataTransfer();
    t.items.add(new File([new Uint8Array(bytes)], name));
    return t;
  }, { bytes: [...bytes], name });
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
}

test('the daily board is the same in two pages, and starts only at its ringed cell', async () => {
  const daily = '?daily=expert&date=2026-11-24';
  const boards = [];
  for (let i = 0; i < 2; i++) {
    const { page, errors, context } = await openPage(shared.browser, shared.url + daily);
    const ring = page.locator('[role="gridcell"].hinted');
    assert.equal(await ring.count(), 1);
    const [row, col] = [await ring.getAttribute('data-row'), await ring.getAttribute('data-col')];
    // The day as the page's language writes it (the browser's Intl).
    assert.match(await page.textContent('[data-testid="status"]'), /Daily board Nov 24, 2026/);
    // A first click elsewhere does nothing.
    await page.click(cellSelector(`${(Number(row) + 5) % 16},${col}`));
    assert.equal(await statusOnceIs(page, 'ready'), 'ready');
    await page.click(cellSelector(`${row},${col}`));
    assert.equal(await statusOnceIs(page, 'playing'), 'playing');
    boards.push(picture(await readBoard(page)));
    assert.match(page.url(), /\?daily=expert&date=2026-11-24$/);
    if (i === 0) await screenshot(page, 'daily');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.equal(boards[0], boards[1]);
});

/** Plays the seeded game to a win by deduction, chording with a left click on a satisfied
 * number wherever one has closed cells around it (as players do). */
async function playWithChords(page) {
  await page.click(cellSelector('8,8'));
  let chords = 0;
  for (let guard = 0; guard < 400; guard++) {
    const status = await boardStatus(page);
    if (status === 'won' || status === 'lost') break;
    const cells = await readBoard(page);
    const at = new Map(cells.map((c) => [`${c.row},${c.col}`, c]));
    const around = (c) =>
      [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => at.get(`${c.row + dr},${c.col + dc}`))).filter((n) => n && n !== c);
    const { safe, mines } = deduce(cells);
    const flag = mines.find((k) => at.get(k).state === 'hidden');
    if (flag) {
      await page.click(cellSelector(flag), { button: 'right' });
      continue;
    }
    const chord = cells.find(
      (c) => c.state === 'revealed' && c.count > 0 &&
        around(c).filter((n) => n.state === 'flagged').length === c.count &&
        around(c).some((n) => n.state === 'hidden'),
    );
    if (chord) {
      chords += 1;
      await page.click(cellSelector(`${chord.row},${chord.col}`));
      continue;
    }
    const open = safe.find((k) => at.get(k).state === 'hidden');
    if (!open) break;
    await page.click(cellSelector(open));
  }
  return chords;
}

test('the review names chords, cells and counts as a player reads them, follows playback, and both exports share one name', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + WIN_URL);
  const chords = await playWithChords(page);
  assert.equal(await statusOnceIs(page, 'won'), 'won');
  assert.ok(chords > 0, 'the game had a chord');
  const [fromCard] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-evf"]')]);
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="review-summary"]');
  const entries = await page.$$eval('.review-moves .review-entry:not([data-flag]) .review-what', (es) => es.map((e) => e.textContent));
  // A left click on a satisfied number chords, and is called a chord.
  assert.ok(entries.filter((t) => t.startsWith('chord at row ')).length >= chords, entries.join('\n'));
  assert.ok(entries.every((t) => /^(reveal|chord) at row \d+, column \d+: /.test(t)), entries.join('\n'));
  const summary = await page.textContent('[data-testid="review-summary"]');
  assert.doesNotMatch(summary, /\b1 (safe moves|forced guesses)\b/);
  assert.match(summary, /\b0 forced guesses\b/);
  // Entries are numbered by move: the list's own numbers are the moves'.
  const numbered = await page.$$eval('.review-moves li', (lis) => lis.map((li) => [li.value, li.querySelector('[data-index]').dataset.index]));
  assert.ok(numbered.every(([value, index]) => value === Number(index) + 1), JSON.stringify(numbered.slice(0, 5)));
  // Stepping keeps the move shown in the review's view.
  for (const key of ['End', 'Home', 'End']) {
    await page.keyboard.press(key);
    if (key === 'Home') continue;
    await page.waitForFunction(() => document.querySelector('.review [aria-current="step"]'));
    const inView = await page.evaluate(() => {
      const box = document.querySelector('.review').getBoundingClientRect();
      const entry = document.querySelector('.review [aria-current="step"]').getBoundingClientRect();
      return entry.top >= box.top - 1 && entry.bottom <= box.bottom + 1;
    });
    assert.ok(inView, `the current move is in the review's view after ${key}`);
  }
  const [fromViewer] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="replay-export"]')]);
  assert.equal(fromViewer.suggestedFilename(), fromCard.suggestedFilename());
  assert.match(fromCard.suggestedFilename(), /^minesweeper-intermediate-16x16-seed1\.evf$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the header keeps one row with a badge, and the History never breaks a date', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url + '?daily=expert&date=2026-11-24');
  await page.waitForSelector('[data-testid="settings"]');
  const tops = await page.$$eval('.topbar-actions > *', (es) => es.map((e) => Math.round(e.getBoundingClientRect().top)));
  assert.equal(new Set(tops).size, 1, `the menu wrapped: ${tops}`);
  await screenshot(page, 'header-daily');
  await context.close();
  // A phone-wide History with a game in it.
  const phone = await openPage(shared.browser, shared.url + '?rows=9&cols=9&mines=10&seed=3', { viewport: { width: 360, height: 740 } });
  await phone.page.click(cellSelector('4,4'));
  await phone.page.waitForSelector('[data-testid="autoplay"]');
  await phone.page.click('[data-testid="autoplay"]');
  await phone.page.waitForFunction(() => ['won', 'lost'].includes(document.querySelector('[role="grid"]').dataset.status), null, { timeout: 20_000 });
  await phone.page.click('[data-testid="history-open"]');
  await phone.page.waitForSelector('[data-testid="history"] tbody tr');
  const lines = await phone.page.$eval('[data-testid="history"] tbody td', (td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  assert.equal(lines, 1, 'the date is on one line');
  // Nothing is out of sight to the right: no sideways scroll, the time and Watch in the dialog.
  const fit = await phone.page.evaluate(() => {
    const scroll = document.querySelector('.table-scroll');
    const dialog = document.querySelector('.history-dialog').getBoundingClientRect();
    const right = (s) => document.querySelector(s).getBoundingClientRect().right;
    return {
      sideways: scroll.scrollWidth - scroll.clientWidth,
      watch: right('[data-testid="history-watch"]') - dialog.right,
      time: right('[data-testid="history"] tbody td:nth-child(4)') - dialog.right,
    };
  });
  assert.ok(fit.sideways <= 0 && fit.watch <= 0 && fit.time <= 0, JSON.stringify(fit));
  await screenshot(phone.page, 'history-phone');
  assert.deepEqual(errors.concat(phone.errors), []);
  await phone.context.close();
});
