// Browser benchmark (not a test): main-thread time per flag toggle on big boards, and the gzip
// size of what a browser downloads. Run: node tests/e2e/bench.mjs (after trunk build --release).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve, launch, openPage, DIST } from './harness.mjs';

const BOARDS = [
  ['16x30', '?rows=16&cols=30&mines=99&seed=1', 1],
  ['100x100', '?rows=100&cols=100&mines=2000&seed=1', 4],
  ['200x200', '?rows=200&cols=200&mines=8000&seed=1', 16],
];
const TOGGLES = Number(process.env.TOGGLES ?? 60);

/** In the page: toggle a flag and wait until the render it triggers has run; returns ms. */
async function toggleTimes(page, count) {
  return page.evaluate(async (count) => {
    const grid = document.querySelector('[role="grid"]');
    const rows = grid.querySelectorAll('[role="row"]').length;
    const cols = grid.querySelectorAll('[role="gridcell"]').length / rows;
    // Yew renders in microtasks after the event; a message-channel task runs after all of them.
    const afterMicrotasks = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      });
    // The frame that shows the change: style, layout and paint of the board included.
    const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => afterMicrotasks().then(resolve)));
    const times = [];
    const frames = [];
    for (let i = 0; i < count; i++) {
      const row = (i * 7) % rows;
      const col = (i * 13) % cols;
      const cell = grid.querySelector(`[data-row="${row}"][data-col="${col}"]`);
      const before = cell.dataset.state;
      const start = performance.now();
      cell.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }));
      await afterMicrotasks();
      times.push(performance.now() - start);
      if (cell.dataset.state === before) throw new Error(`cell ${row},${col} did not change`);
      // Start each toggle on a fresh frame, then time until the frame showing it has painted.
      await afterFrame();
      const frameStart = performance.now();
      cell.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }));
      await afterFrame();
      frames.push(performance.now() - frameStart);
    }
    return { times, frames };
  }, count);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const server = await serve();
const browser = await launch();
let failed = false;
console.log('board    | mount ms | script median / p95 ms | to painted frame median / p95 ms | goal ms');
for (const [name, query, goal] of BOARDS) {
  const start = Date.now();
  const { page, context } = await openPage(browser, server.url + query);
  const mount = Date.now() - start;
  await toggleTimes(page, 10); // warm-up
  const { times, frames } = await toggleTimes(page, TOGGLES);
  const median = quantile(times, 0.5);
  failed ||= median > goal;
  const pair = (xs) => `${quantile(xs, 0.5).toFixed(2)} / ${quantile(xs, 0.95).toFixed(2)}`;
  console.log(`${name.padEnd(8)} | ${String(mount).padStart(8)} | ${pair(times).padStart(22)} | ${pair(frames).padStart(32)} | ${goal}`);
  await context.close();
}

// Hint latency on expert: press Hint through whole games and time each press until its render.
{
  const { page, context } = await openPage(browser, server.url + '?rows=16&cols=30&mines=99&seed=1');
  const times = await page.evaluate(async (games) => {
    const afterMicrotasks = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      });
    const times = [];
    for (let g = 0; g < games; g++) {
      document.querySelector('[data-testid="restart"]').click();
      await afterMicrotasks();
      for (let move = 0; move < 500; move++) {
        const status = document.querySelector('[role="grid"]').dataset.status;
        if (status === 'won' || status === 'lost') break;
        const start = performance.now();
        document.querySelector('[data-testid="hint"]').click();
        await afterMicrotasks();
        times.push(performance.now() - start);
      }
    }
    return times;
  }, Number(process.env.HINT_GAMES ?? 30));
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  console.log(`hint on expert: ${times.length} hints, median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (goal p99 ≤ 30 ms)`);
  await context.close();
}

await browser.close();
await server.close();

let total = 0;
for (const file of await readdir(DIST)) {
  const size = gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
  total += size;
  console.log(`gzip ${file}: ${(size / 1024).toFixed(1)} KB`);
}
console.log(`gzip total: ${(total / 1024).toFixed(1)} KB (goal 150 KB)`);
if (failed) console.log('note: a median above its goal');
