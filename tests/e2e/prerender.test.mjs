// End-to-end: the board before its code (index.html's prerendered first screens, made by
// src/prerender.rs). The HTML draws a fresh visitor's board at once, at the size the app
// will draw it; a click on it is kept and played by the app once it starts; the app's board
// takes its place with nothing moved (compared pixel for pixel); anyone the app would show
// something else (a saved game, a link it adjusts) sees nothing until the app draws it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withBrowser, screenshot, APP_BOARD, DIST } from './harness.mjs';
import { SLOW_4G } from './first-load.mjs';
import { startServer, freePort, killed } from './game-server.mjs';

const shared = withBrowser();
const PRE = (row, col) => `#prerender [data-row="${row}"][data-col="${col}"]`;
const APP = (row, col) => `main:not(#prerender) [data-row="${row}"][data-col="${col}"]`;

/** A fresh page whose wasm is held until `release()`; the rest's chunk is never sent, so the
 * app's first screen stays as it first draws it. */
async function held(url, { viewport = { width: 1280, height: 900 }, touch = false, colorScheme = 'light', before, init } = {}) {
  const context = await shared.browser.newContext({
    viewport, deviceScaleFactor: 1, isMobile: touch, hasTouch: touch, colorScheme, serviceWorkers: 'block',
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  if (before) await before(page);
  let release;
  const wasm = new Promise((ok) => (release = ok));
  await page.route(/_bg\.wasm$/, async (route) => {
    await wasm;
    await route.continue();
  });
  await page.route(/split_.*\.wasm$/, () => {});
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, context, errors, release };
}

/** From now on, what each frame shows (in requestAnimationFrame, before it paints): `look` is
 * evaluated in the page and returns a string. Read with `frames(page)`. */
const recordFrames = (page, look) =>
  page.evaluate((look) => {
    const describe = new Function(`return (${look})()`);
    window.frames_ = [];
    const next = () => {
      window.frames_.push(describe());
      requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  }, look.toString());
const frames = (page) => page.evaluate(() => window.frames_);

test('each page, its boards inside, arrives in one round trip: at most 14 KB gzip', () => {
  for (const page of ['index.html', 'battle/index.html']) {
    const html = readFileSync(join(DIST, page));
    const kb = gzipSync(html, { level: 6 }).length / 1024;
    assert.ok(kb <= 14, `${page}: ${kb.toFixed(1)} KB gzip`);
    assert.ok(html.includes('data-cells='), `${page} carries its first screens`);
  }
});

test('a click and a right click made at 0.5 s on a slow phone network are played once the app starts', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(shared.url + '?rows=9&cols=9&mines=10&seed=7', { waitUntil: 'commit' });
  await page.waitForSelector(PRE(4, 4));
  await page.waitForFunction(() => performance.now() >= 500);
  assert.equal(await page.locator(APP_BOARD).count(), 0, 'at 0.5 s the app has not started');
  await page.click(PRE(0, 0), { button: 'right' });
  await page.click(PRE(4, 4));
  assert.equal(await page.locator('#prerender .early').count(), 2, 'both cells are shown pressed');
  await screenshot(page, 'prerender-early-clicks');
  await recordFrames(page, () => {
    const cell = document.querySelector('[data-row="4"][data-col="4"]');
    return `${document.getElementById('prerender') ? 'pre' : 'app'} ${cell?.dataset.state} ${cell?.classList.contains('early')}`;
  });
  await page.waitForSelector(APP_BOARD, { timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status === 'playing');
  assert.equal(await page.getAttribute(APP(0, 0), 'data-state'), 'flagged', 'the right click flagged');
  assert.equal(await page.getAttribute(APP(4, 4), 'data-state'), 'revealed', 'the click revealed, after the flag');
  assert.equal(await page.textContent('[data-testid="mines-left"]'), '009');
  // No frame between the two boards shows the cell neither pressed nor played (the app's
  // board may be painted pressed once before the move is drawn).
  const shown = [...new Set(await frames(page))];
  assert.equal(shown[0], 'pre hidden true');
  assert.equal(shown.at(-1), 'app revealed false');
  assert.ok(shown.every((f) => ['pre hidden true', 'app hidden true', 'app revealed false'].includes(f)), shown.join(' | '));
  await screenshot(page, 'prerender-early-clicks-played');
  await context.close();
});

test("a click on Battle's prerendered board is the player's first move once the app starts", async () => {
  const { page, context, errors, release } = await held(shared.url + 'battle/');
  const legal = page.locator('#prerender [data-legal="true"]').first();
  const [row, col] = [await legal.getAttribute('data-row'), await legal.getAttribute('data-col')];
  await legal.click();
  assert.equal(await page.locator('#prerender .early').count(), 1);
  release();
  await page.waitForSelector(APP_BOARD);
  await page.waitForFunction(([r, c]) => document.querySelector(`[data-row="${r}"][data-col="${c}"]`)?.dataset.owner === 'you', [row, col]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each prerendered board is the one the app draws: same pixels on a desktop and a phone, light and dark', async () => {
  // The game server renders the links the built HTML has no board for (server/src/pages.rs).
  const port = await freePort();
  const server = await startServer(port, mkdtempSync(join(tmpdir(), 'prerender-')));
  const served = `http://127.0.0.1:${port}/`;
  const cases = [
    ['', { viewport: { width: 1280, height: 900 } }],
    ['?rows=16&cols=16&mines=40', { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' }],
    ['?rows=16&cols=30&mines=99&seed=99&rule=opening', { viewport: { width: 1280, height: 900 } }],
    ['', { viewport: { width: 390, height: 844 }, touch: true, colorScheme: 'dark' }],
    ['?rows=16&cols=16&mines=40', { viewport: { width: 390, height: 844 }, touch: true }],
    ['?rows=16&cols=30&mines=99&seed=5', { viewport: { width: 390, height: 844 }, touch: true }],
    // A player who zoomed out once (the zoom is not a saved game: the board is drawn at it).
    ['', { viewport: { width: 1280, height: 900 }, init: () => localStorage.setItem('minesweeper.zoom', '640') }],
    // Battle's first battles, their corners opened from the build's seed, which the page then plays.
    ['battle/', { viewport: { width: 1280, height: 900 } }],
    ['battle/?mode=battle', { viewport: { width: 390, height: 844 }, touch: true, colorScheme: 'dark' }],
    ['battle/?mode=battle&preset=intermediate', { viewport: { width: 1280, height: 900 } }],
    ['battle/?preset=expert', { viewport: { width: 1400, height: 1000 } }],
    // Bigger than its box on a phone: the HTML draws only the cells the box shows, and the
    // app then draws its board in a window of the cells in view.
    ['battle/?mode=battle&preset=expert', { viewport: { width: 412, height: 915 }, touch: true }],
    ['?rows=16&cols=30&mines=99', { viewport: { width: 844, height: 390 }, touch: true }],
    // Through the game server: a shared battle's own seed, and a classic board of its own size.
    [served + 'battle/?preset=expert&seed=4242', { viewport: { width: 1400, height: 1000 } }],
    [served + 'battle/?mode=battle&preset=beginner&seed=77', { viewport: { width: 390, height: 844 }, touch: true, colorScheme: 'dark' }],
    [served + '?rows=12&cols=20&mines=40&seed=3', { viewport: { width: 1280, height: 900 } }],
  ];
  // Every cell as a screen reader and the input read it.
  const cells = (page, within) =>
    page.$$eval(`${within} [role="gridcell"]`, (all) =>
      all.map((c) => [c.dataset.row, c.dataset.col, c.dataset.state, c.dataset.owner, c.dataset.legal, c.className, c.tabIndex, c.getAttribute('aria-label'), c.textContent].join('|')));
  try {
    for (const [i, [path, options]] of cases.entries()) {
      const { page, context, errors, release } = await held(path.startsWith('http') ? path : shared.url + path, options);
      await page.waitForSelector(PRE(0, 0));
      const name = `prerender-${i}-${options.viewport.width}`;
      const seed = await page.evaluate(() => document.querySelector('[data-seed]')?.dataset.seed);
      const early = await cells(page, '#prerender');
      const overflows = await page.$eval('#prerender .board-scroll', (box) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
      const before = await page.screenshot();
      await recordFrames(page, () => {
        const grid = document.querySelector('[role="grid"]');
        const r = grid.getBoundingClientRect();
        // (The app may draw its board in a window: `partial`, the same pixels.)
        return `${r.x},${r.y},${r.width},${r.height} ${grid.style.getPropertyValue('--cell')} ${grid.classList.contains('turned')}`;
      });
      await screenshot(page, `${name}-before`);
      release();
      await page.waitForSelector(APP_BOARD);
      assert.equal(await page.locator('#prerender').count(), 0, `${path}: the app took its place`);
      if (path.includes('battle/')) {
        assert.equal(new URL(page.url()).searchParams.get('seed'), seed, 'the battle drawn is the seed the HTML drew');
      }
      // Two frames: anything the app moves after its first frame would show here.
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const after = await page.screenshot();
      await screenshot(page, `${name}-after`);
      assert.ok(before.equals(after), `${path} at ${options.viewport.width} px: the app's first screen is the prerendered one, pixel for pixel`);
      // Every cell the HTML drew is the app's, its label and focus too; all of them, but on
      // a board bigger than its box (the HTML draws what the box shows).
      const app = await cells(page, 'main');
      assert.deepEqual(early.filter((c) => !app.includes(c)), [], `${path}: every cell the same`);
      if (overflows) assert.ok(early.length < app.length, `${path}: ${early.length} of ${app.length} cells drawn`);
      else assert.equal(early.length, app.length, `${path}: every cell drawn`);
      const shown = [...new Set(await frames(page))];
      assert.equal(shown.length, 1, `${path}: every frame the same board, at the same place and size: ${shown.join(' | ')}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  } finally {
    await killed(server);
  }
});

test('a returning player, a link the app would adjust, or another screen: no prerendered board', async () => {
  // A saved game: nothing until the app draws that game.
  const saved = await held(shared.url, {
    before: async (page) => {
      await page.goto(shared.url);
      await page.click(APP(4, 4));
      await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready');
    },
  });
  assert.equal(await saved.page.locator('[role="gridcell"]').count(), 0, 'a saved game: no board before the app');
  await saved.context.close();
  const battle = await held(shared.url + 'battle/', {
    before: async (page) => {
      await page.goto(shared.url + 'battle/');
      await page.click('main:not(#prerender) [data-legal="true"]');
      await page.waitForFunction(() => localStorage.getItem('minesweeper.battle') != null);
    },
  });
  assert.equal(await battle.page.locator('[role="gridcell"]').count(), 0, 'a saved battle: no board before the app');
  await battle.context.close();
  for (const path of [
    '?rows=10&cols=10&mines=10',
    '?rows=9&cols=9&mines=10&rule=noguess',
    '?rows=9&cols=9&mines=10&rows=9',
    '?rows=9&cols=9&mines=10&seed=x',
    '?daily=beginner',
    '#ranked',
    'battle/?mode=battle&seed=77',
    'battle/?mode=battle&level=master',
  ]) {
    const { page, context } = await held(shared.url + path);
    assert.equal(await page.locator('[role="gridcell"]').count(), 0, `${path}: no prerendered board`);
    await context.close();
  }
});
