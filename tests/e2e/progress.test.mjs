// End-to-end: progress in pictures. The Statistics draw the games kept as SVG charts (issue
// 56's contract: `svg[data-chart]`, each game's mark carrying `data-game`), with a table behind
// each, built when it is opened; the History's rows carry the same ids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, screenshot } from './harness.mjs';

const shared = withBrowser();

const DAY = 86_400_000;

/** 16 hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8 bytes (the engine's game id). */
function fnv1a(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A history of `n` games: expert, one every few hours up to now, getting faster, every fifth
 * lost and every 97th helped by the solver; and ten beginner games. */
function history(n) {
  const now = Date.now();
  const games = [];
  for (let i = 0; i < n; i++) {
    games.push({
      at: now - (n - i) * DAY / 6,
      replay: `expert game ${i}`,
      rows: 16, cols: 30, mines: 99, rule: 'opening',
      won: i % 5 !== 4,
      time_ms: Math.round(200_000 - 120_000 * (i / n) + 15_000 * Math.sin(i)),
      bbbv: 140 + (i % 40),
      best: false,
      assisted: i % 97 === 0,
    });
  }
  for (let i = 0; i < 10; i++) {
    games.push({
      at: now - i * DAY, replay: `beginner game ${i}`, rows: 9, cols: 9, mines: 10, rule: 'opening',
      won: true, time_ms: 9_000 + 500 * i, bbbv: 20, best: false, assisted: false,
    });
  }
  games.sort((a, b) => b.at - a.at);
  return JSON.stringify({ format: 1, games });
}

test('the statistics draw each game of the category, the best so far and a calendar, with tables behind', async () => {
  const kept = history(1000);
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  // The statistics read the games kept when they open.
  await page.evaluate((text) => localStorage.setItem('minesweeper.history', text), kept);
  const opened = Date.now();
  await page.click('[data-testid="statistics"]');
  await page.waitForSelector('svg[data-chart="time"]');
  console.log(`statistics with 1,010 games drawn in ${Date.now() - opened} ms (reported, not judged)`);
  // Expert, the most played, first: a mark for each of its 800 wins on both charts.
  assert.equal(await page.inputValue('[data-testid="progress-category"]'), 'expert');
  assert.equal(await page.locator('svg[data-chart="time"] circle[data-game]').count(), 800);
  assert.equal(await page.locator('svg[data-chart="bbbv-s"] circle[data-game]').count(), 800);
  const best = await page.getAttribute('svg[data-chart="time"] polyline.best', 'points');
  // Game 1 was won with the solver's help: no record, so the line starts at game 2.
  assert.equal(best.trim().split(/\s+/).length, 999, 'the best so far at every game from the first unhelped win');
  assert.ok(await page.locator('svg[data-chart="spread"] rect').count() > 3);
  const days = await page.locator('svg[data-chart="calendar"] rect[data-day]').count();
  assert.ok(days >= 175 && days <= 182, `26 weeks of days: ${days}`);
  const played = await page.$$eval('svg[data-chart="calendar"] rect[data-day]', (rects) =>
    rects.reduce((sum, r) => sum + Number(r.getAttribute('data-games')), 0));
  assert.equal(played, 1000, 'every expert game is on the calendar (they span 167 days)');
  // Each mark's id is its game's: the replay text's FNV-1a hash, the same on every device.
  const first = JSON.parse(kept).games.filter((g) => g.rows === 16 && g.won).at(-1);
  const id = fnv1a(first.replay);
  assert.equal(await page.getAttribute('svg[data-chart="time"] circle[data-game]', 'data-game'), id);
  // The table behind the two charts is built when it is opened.
  assert.equal(await page.locator('.progress table tr[data-game]').count(), 0);
  await page.click('text=The games behind the charts, as a table');
  // The details' toggle event comes after the click's: the rows follow it.
  await page.waitForSelector('.progress table tr[data-game]');
  assert.equal(await page.locator('.progress table tr[data-game]').count(), 1000);
  await page.click('text=The games behind the charts, as a table');
  await page.locator('#progress-title').scrollIntoViewIfNeeded();
  await screenshot(page, 'progress-expert-time');
  await page.locator('svg[data-chart="calendar"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'progress-expert');
  // Another category, chosen.
  await page.selectOption('[data-testid="progress-category"]', 'beginner');
  assert.equal(await page.locator('svg[data-chart="time"] circle[data-game]').count(), 10);
  await page.keyboard.press('Escape');
  // The History's newest row carries its game's id.
  await page.click('[data-testid="history-open"]');
  const newest = JSON.parse(kept).games[0];
  await page.waitForSelector(`tr[data-game="${fnv1a(newest.replay)}"]`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with no game kept the statistics say where the pictures will be', async () => {
  const { page, errors, context } = await openPage(shared.browser, shared.url);
  await page.click('[data-testid="statistics"]');
  await page.waitForSelector('[data-testid="no-progress"]');
  assert.equal(await page.locator('svg[data-chart]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
