// The development loop: `trunk serve` (Trunk.toml, index.html) builds the game as one module
// and serves it; the classic game plays, and Battle's address draws a battle. Run after
// scripts/setup.sh (which installs Trunk):  node --test tests/trunk.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { launch, ROOT } from './e2e/harness.mjs';

let trunk;
let url;
let browser;
let log = '';

/** A port nothing listens on. */
const freePort = () =>
  new Promise((ok, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });

before(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  trunk = spawn('trunk', ['serve', '--port', String(port), '--no-autoreload'], { cwd: ROOT, detached: true });
  trunk.stdout.on('data', (d) => (log += d));
  trunk.stderr.on('data', (d) => (log += d));
  // The first build compiles the app: wait for the page to be served.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (trunk.exitCode !== null) throw new Error(`trunk serve ended:\n${log}`);
    const ok = await fetch(url).then((r) => r.ok && r.text()).catch(() => false);
    if (ok && ok.includes('_bg.wasm')) break;
    if (Date.now() > deadline) throw new Error(`trunk serve never served the page:\n${log}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (trunk && trunk.exitCode === null) process.kill(-trunk.pid, 'SIGTERM');
});

test('trunk serve plays the classic game from index.html', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url + '?rows=9&cols=9&mines=10&seed=3');
  await page.waitForSelector('[role="grid"] [role="gridcell"]', { timeout: 60_000 });
  assert.equal(await page.title(), 'Minesweeper');
  await page.click('[data-row="4"][data-col="4"]');
  await page.waitForFunction(() => document.querySelector('[role="grid"]').dataset.status !== 'ready');
  assert.ok((await page.locator('[data-state="revealed"]').count()) > 0, 'the click opened cells');
  await page.click('[data-row="0"][data-col="0"]', { button: 'right' });
  assert.deepEqual(errors, []);
  await page.close();
});

test("trunk serve draws Battle at Battle's address, from the same module", async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url + 'battle/?mode=battle&rows=16&cols=16&mines=40&seed=2');
  await page.waitForSelector('[role="grid"][data-mode="battle"] [role="gridcell"]', { timeout: 60_000 });
  assert.ok((await page.locator('[data-legal="true"]').count()) > 0, 'a battle with cells you may open');
  assert.deepEqual(errors, []);
  await page.close();
});
