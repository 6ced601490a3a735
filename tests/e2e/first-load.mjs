// The first screen, as a new player on a phone network gets it: a fresh browser context (no
// cache, no service worker), Chromium's network emulation with the slow 4G profile (150 ms
// round trip, 200,000 B/s down, 93,750 B/s up), files served gzip -9. Used by bench.mjs.
//
// - painted: from navigation start to the first frame that shows the board, the HTML's
//   prerendered one (index.html) or the app's (a frame, then a task after it);
// - playable: the same, to the first frame of the app's own board, whose cells take clicks
//   (a click on the prerendered board before then is kept and played then);
// - bytes before playable: the compressed bodies of every request that started before the
//   app's board was in the page; what the page fetches after that (the rest's chunk,
//   rest.css, the service worker's cache) does not count; the HTML's own, apart.

import { APP_BOARD } from './harness.mjs';

/** A board's cells, the prerendered one's (`index.html`) or the app's (APP_BOARD). */
export const BOARD = '[role="grid"] [role="gridcell"]';

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** Loads `url` once in a fresh context of `browser`; returns { bytes, htmlBytes, paintedMs,
 * playableMs, files }. `ready`: what the first screen is (a board's cells; another page's
 * own); `playable`: what shows it plays (`null`: the same). */
export async function firstLoad(browser, url, { network = SLOW_4G, ready = BOARD, playable = APP_BOARD } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  await context.addInitScript(([ready, playable]) => {
    let done;
    window.__firstLoad = new Promise((resolve) => (done = resolve));
    const at = (name) => {
      window[`__${name}`] = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          window[`__${name}Painted`] = performance.now();
          if (window.__boardPainted !== undefined && window.__playablePainted !== undefined)
            done({ origin: performance.timeOrigin, playable: window.__playable, painted: window.__boardPainted, playablePainted: window.__playablePainted });
        }, 0),
      );
    };
    const seen = () => {
      if (!window.__board && document.querySelector(ready)) at('board');
      if (!window.__playable && document.querySelector(playable)) at('playable');
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, [ready, playable ?? ready]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, startMs: e.wallTime * 1000 }));
  // A body's bytes on the wire: all received, less the headers (a compressing server may
  // send no length).
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.headerBytes = e.response.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength - (r.headerBytes ?? 0);
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Waited for with one plain expression over CDP: Playwright's own waiting (waitForFunction,
  // evaluate) first injects its script into the page, 9–22 ms of the page's main thread that
  // landed inside the measured time on some loads and not others (seen in DevTools traces).
  const waited = await Promise.race([
    cdp.send('Runtime.evaluate', { expression: 'window.__firstLoad', awaitPromise: true, returnByValue: true }),
    new Promise((_, fail) => setTimeout(() => fail(new Error(`${url}: no board in 60 s`)), 60_000)),
  ]);
  const { origin, playable: playableAt, painted, playablePainted } = waited.result.value;
  const before = [...requests.values()].filter((r) => r.startMs <= origin + playableAt && r.bytes !== undefined);
  await cdp.detach();
  await context.close();
  return {
    bytes: before.reduce((sum, r) => sum + r.bytes, 0),
    htmlBytes: before[0]?.bytes ?? 0,
    paintedMs: painted,
    playableMs: playablePainted,
    files: before.map((r) => `${new URL(r.url).pathname.split('/').pop() || 'index.html'} ${(r.bytes / 1024).toFixed(1)} KB`),
  };
}
