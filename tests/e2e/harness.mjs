// Shared by the end-to-end tests and the browser benchmark: serve dist/ on a free loopback port
// and drive Debian's Chromium with playwright-core (no browser download is possible here).
import { createServer } from 'node:http';
import { readFile, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');
export const SHOTS = join(ROOT, 'target', 'e2e-screenshots');

/** The folder of other programs' videos (real players' files from ms_toollib's and
 * flop-player's tests): `../shared/videos` beside the project, or `MINESWEEPER_VIDEOS`; never
 * committed. The one place the browser's tests find it (the Rust tests' is
 * engine/tests/their_videos/mod.rs). Without it, `t` is marked skipped with the folder named
 * and `null` comes back; where MINESWEEPER_VIDEOS_REQUIRED is set (scripts/test.sh, when the
 * folder is there), that throws instead. `t` may be omitted (bench.mjs): then only `null`. */
export function theirVideos(t) {
  const root = process.env.MINESWEEPER_VIDEOS || join(ROOT, '..', 'shared', 'videos');
  if (existsSync(join(root, 'ms-toollib'))) return root;
  const why = `skipped: other programs' videos are not at ${root} (set MINESWEEPER_VIDEOS to their folder)`;
  if (t && process.env.MINESWEEPER_VIDEOS_REQUIRED) throw new Error(`${why}, and MINESWEEPER_VIDEOS_REQUIRED is set`);
  t?.skip(why);
  console.log(why);
  return null;
}
/** The app's board, once its cells are in: not the board the HTML drew before the code
 * (`#prerender`, index.html), whose clicks wait for the app. */
export const APP_BOARD = 'main:not(#prerender) [role="grid"] [role="gridcell"]';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files compressed once, as a host would serve them: gzip -9, keyed by path and mtime. */
const gzipped = new Map();

async function gzipped9(file) {
  const { mtimeMs } = await stat(file);
  const key = `${file}@${mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(await readFile(file), { level: 9 }));
  return gzipped.get(key);
}

/** The build's Zopfli twin of `file` (`FILE.gz`, tools/web-build/src/precompress.rs), as a
 * host with nginx's `gzip_static` sends it; none with PRECOMPRESSED=0, to measure a host that
 * compresses on the fly. */
async function gzippedTwin(file) {
  if (process.env.PRECOMPRESSED === '0') return null;
  try {
    return await readFile(`${file}.gz`);
  } catch {
    return null;
  }
}

/** Serves DIST (or `root`) on 127.0.0.1 at a free port, gzip-compressed for clients that
 * accept it (the build's twin, else gzip -9, as a host does); returns { url, close }. `offline()` makes every request fail,
 * as a dead network would. */
export async function serve(root = DIST) {
  let down = false;
  const server = createServer(async (req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const path = new URL(req.url, 'http://x').pathname;
    // A folder is its index.html: the classic page at /, the Battle page at /battle/.
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const body = await gzippedTwin(file) ?? (await gzipped9(file));
        res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
        res.end(body);
      } else {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': type, 'content-length': body.length });
        res.end(body);
      }
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(ok)),
    offline: (on = true) => {
      down = on;
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** A page that records console errors and uncaught exceptions into `errors`; `init` runs in
 * the page before any of its scripts. */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, init } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await page.waitForSelector(APP_BOARD);
  return { page, errors, context };
}

/** A page whose rest chunk (`split_rest.wasm`) is held back until `release()` is called. */
export async function withHeldRest(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  let release;
  const held = new Promise((ok) => (release = ok));
  let asked = 0;
  await page.route('**/split_rest.wasm', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto(url);
  await page.waitForSelector(APP_BOARD);
  return { page, context, errors, release, asked: () => asked };
}

export async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** A guard against a hang, never a speed bound: how long the helpers below wait at most. */
export const HANG_MS = 30_000;

/** Waits until `check()` (run in the test) holds, polling; throws naming `what` (a string, or
 * a function giving one) after HANG_MS. For what the page does in its own time (a layout after
 * a gesture, a redraw). */
export async function until(check, what) {
  const end = Date.now() + HANG_MS;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${HANG_MS} ms: ${typeof what === 'function' ? what() : what}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
}

/** What `read()` returns once the page stops changing it: read after each painted frame until
 * two reads in a row agree (however slowly a busy machine paints them). */
export async function steady(page, read) {
  const end = Date.now() + HANG_MS;
  let last = JSON.stringify(await read());
  for (;;) {
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const now = await read();
    const json = JSON.stringify(now);
    if (json === last) return now;
    if (Date.now() > end) throw new Error(`still changing after ${HANG_MS} ms: ${json}`);
    last = json;
  }
}

/** Registers the file's hooks: one server and one browser for its tests. */
export function withBrowser() {
  const shared = {};
  before(async () => {
    shared.server = await serve();
    shared.browser = await launch();
    shared.url = shared.server.url;
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}
