// End-to-end: the first screen and what comes after it. The board plays before the rest (the
// solver, the dialogs, storage) has arrived, and a control used meanwhile waits for it and then
// acts; after one visit, the service worker serves both pages with the network off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, withHeldRest, screenshot, APP_BOARD } from './harness.mjs';
import { readBoard, deduce, cellSelector, boardStatus, shows, statusOnceIs } from './dom-solver.mjs';

const shared = withBrowser();
const OVER = ['won', 'lost', 'draw'];

test('the board plays before the rest arrives; Hint and a no-guess first click wait for it, then act', async () => {
  const { page, context, errors, release, asked } = await withHeldRest(shared.browser, shared.url + '?rows=9&cols=9&mines=10&seed=7');
  assert.ok(asked() > 0, 'the rest is asked for once the board is drawn');
  // The board takes moves on the rules alone.
  await page.click(cellSelector('4,4'));
  assert.equal(await statusOnceIs(page, 'playing'), 'playing');
  // Hint needs the solver: the page says it is loading, and nothing is lost.
  const hiddenBefore = await page.locator('[data-state="hidden"]').count();
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.includes('Loading'));
  await screenshot(page, 'rest-loading');
  release();
  await page.waitForFunction(
    (before) => document.querySelectorAll('[data-state="hidden"]').length < before,
    hiddenBefore,
  );
  assert.match(await page.textContent('[data-testid="status"]'), /Hint:/);
  // The menu and the solver's controls came with the rest.
  await page.waitForSelector('[data-testid="settings"]');
  await page.waitForSelector('[data-testid="hint"]');
  assert.deepEqual(errors, []);
  await context.close();

  // A no-guess first click made before the rest: the board waits, then the click is played at
  // the cell clicked.
  const ng = await withHeldRest(shared.browser, shared.url + '?rows=16&cols=16&mines=40&seed=11&rule=noguess');
  await ng.page.click(cellSelector('8,8'));
  assert.equal(await boardStatus(ng.page), 'ready', 'no board until the generator arrives');
  ng.release();
  await ng.page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready');
  const opened = await ng.page.getAttribute(cellSelector('8,8'), 'data-state');
  assert.equal(opened, 'revealed', 'the first click opened the cell clicked');
  assert.equal(await ng.page.locator('[data-testid="notice"]').count(), 0, 'a no-guess board was found');
  assert.deepEqual(ng.errors, []);
  await ng.context.close();
});

/** Loads `url` until the service worker controls the page (it caches every file on install). */
async function installed(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(APP_BOARD);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
  return page;
}

/** Plays classic cells the numbers prove safe (else the first hidden one) until the game ends. */
async function playClassicToTheEnd(page) {
  for (let move = 0; move < 200 && !OVER.includes(await boardStatus(page)); move++) {
    const cells = await readBoard(page);
    const { safe } = deduce(cells);
    const pick = safe[0] ?? cells.filter((c) => c.state === 'hidden').map((c) => `${c.row},${c.col}`)[0];
    await page.click(cellSelector(pick));
    await shows(page, { opened: [pick] });
  }
  return boardStatus(page);
}

test('after one visit both pages load and play a whole game with the network off', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  context.on('page', (page) => {
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(String(err)));
  });
  const page = await installed(context, shared.url + '?rows=9&cols=9&mines=10&seed=5');
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector(APP_BOARD);
  const status = await playClassicToTheEnd(page);
  assert.ok(['won', 'lost'].includes(status), `the game ended (${status})`);
  // The result card, the menu and the solver came from the cache too.
  await page.waitForSelector('[data-testid="result"]');
  await page.waitForSelector('[data-testid="hint"]');
  await screenshot(page, 'offline-classic');

  // Battle, from the same worker (its files were cached with the classic page's).
  await page.goto(shared.url + 'battle/?mode=battle&rows=10&cols=10&mines=12&seed=4&lives=1&level=expert&pace=realtime&speed=10');
  await page.waitForSelector(APP_BOARD);
  // Walk onto cells until out of lives; the computer then finishes alone.
  for (let i = 0; i < 60 && !OVER.includes(await boardStatus(page)); i++) {
    const legal = (await readBoard(page)).filter((c) => c.legal);
    if (legal.length === 0) break;
    await page.click(cellSelector(`${legal[0].row},${legal[0].col}`)).catch(() => {});
  }
  await page.waitForFunction((over) => over.includes(document.querySelector('[role="grid"]').dataset.status), OVER, {
    timeout: 60_000,
  });
  await screenshot(page, 'offline-battle');
  await context.setOffline(false);
  // Offline, the failed requests of nothing: every file came from the cache.
  assert.deepEqual(errors, []);
  // The worker kept the visitor's language alone: English's words and pages, no other's.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const paths = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return { names, paths };
  });
  assert.equal(kept.names.length, 1, kept.names.join(' '));
  assert.ok(kept.paths.some((p) => p.endsWith('/words/en.txt')), kept.paths.join(' '));
  const others = kept.paths.filter((p) => /\/words\/(?!en\.txt)|\/(zh-CN|de|pl|ru|ja|es)\//.test(p));
  assert.deepEqual(others, []);
  await context.close();
});
