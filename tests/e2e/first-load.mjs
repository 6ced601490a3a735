// The first screen, as a new player on a phone network gets it: a fresh browser context (no
// cache, no service worker), Chromium's network emulation with the slow 4G profile (150 ms
// round trip, 200,000 B/s down, 93,750 B/s up), files served gzip -9. Used by bench.mjs.
//
// - bytes before playable: the compressed bodies of every request that started before the
//   board's cells (and their click handlers, which Yew attaches as it renders them) were in
//   the page; what the page fetches after that (the kit's chunk, later.css, the service
//   worker's cache) does not count;
// - painted: from navigation start to the first frame that shows the board (a frame, then a
//   task after it).

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** Loads `url` once in a fresh context of `browser`; returns { bytes, paintedMs, files }.
 * `ready`: what the first screen is (our board's cells; another page's own). */
export async function firstLoad(browser, url, { network = SLOW_4G, ready = '[role="grid"] [role="gridcell"]' } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  await context.addInitScript((ready) => {
    const seen = () => {
      if (window.__board || !document.querySelector(ready)) return;
      window.__board = performance.now();
      requestAnimationFrame(() => setTimeout(() => (window.__painted = performance.now()), 0));
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, ready);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, startMs: e.wallTime * 1000 }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    const length = Number(e.response.headers['content-length'] ?? e.response.headers['Content-Length']);
    if (r && Number.isFinite(length)) r.bytes = length;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__painted !== undefined, null, { timeout: 60_000 });
  const { origin, board, painted } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    board: window.__board,
    painted: window.__painted,
  }));
  const before = [...requests.values()].filter((r) => r.startMs <= origin + board && r.bytes !== undefined);
  await cdp.detach();
  await context.close();
  return {
    bytes: before.reduce((sum, r) => sum + r.bytes, 0),
    paintedMs: painted,
    files: before.map((r) => `${new URL(r.url).pathname.split('/').pop() || 'index.html'} ${(r.bytes / 1024).toFixed(1)} KB`),
  };
}
