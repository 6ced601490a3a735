// A player on every device (issue 56) in Chromium against the real game server: a player made
// by ranked play makes a recovery key, a second browser (a second device: a context of its
// own) signs in with it and is the same player, the terminal's `mines login` is approved on
// the page its address opens, and the devices are listed and signed out. Passkeys under CDP's
// virtual authenticator: a first passkey makes the player, its credential moved to a second
// browser context (a second device) signs that one in with no name typed, and a recovery key
// offers to add one where it signed in. Games: two devices that played apart (one before it
// signed in) end with the same history, each game once; everything is downloaded (JSON and
// CSV), and the account deleted says what goes and what stays before and after.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, screenshot, ROOT, APP_BOARD } from './harness.mjs';
import { freePort, startServer, killed } from './game-server.mjs';

// The terminal game, as scripts/test.sh builds it before these tests (the tmux step).
const MINES = process.env.MINES ?? join(ROOT, 'target', 'debug', 'mines');

let browser;
let data;
before(async () => {
  browser = await launch();
  data = await mkdtemp(join(tmpdir(), 'account-'));
});
after(async () => {
  await browser?.close();
  await rm(data, { recursive: true, force: true });
});

async function device() {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A 401 for a device signed out is the answer the page reads, not an error of its own.
  page.on('console', (m) => m.type() === 'error' && !/status of 401/.test(m.text()) && errors.push(m.text()));
  return { context, page, errors };
}

/** `mines login --server url` in a home of its own: its first lines (the address and the
 * code on lines of their own), and its exit. */
async function login(url, home) {
  const child = spawn(MINES, ['login', '--server', url], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const said = [];
  const shown = new Promise((ok) =>
    lines.on('line', (line) => {
      said.push(line);
      if (said.length === 4) ok(said.slice());
    }),
  );
  const exited = new Promise((ok) => child.once('exit', (code) => ok({ code, said })));
  return { shown: await shown, exited, child };
}

test('a recovery key signs a second device in, the terminal is approved by its code, devices are signed out', async () => {
  assert.ok(existsSync(MINES), `${MINES} is missing: cargo build -p minesweeper-terminal`);
  const port = await freePort();
  const server = await startServer(port, join(data, 'server'));
  const url = `http://127.0.0.1:${port}`;
  try {
    // The first device becomes a player by opening ranked play; the account control then
    // carries their id on every page.
    const home = await device();
    await home.page.goto(`${url}/#ranked`);
    const account = home.page.locator('[data-testid="account"][data-player]');
    await account.first().waitFor();
    const player = await account.first().getAttribute('data-player');
    assert.match(player, /^[0-9a-f]{16}$/);
    await home.page.goto(`${url}/battle/?mode=battle`);
    await home.page.waitForSelector(`[data-testid="account"][data-player="${player}"]`);
    await home.page.click('[data-testid="account"]');
    await home.page.waitForSelector('[data-testid="account-name"]');
    const name = await home.page.textContent('[data-testid="account-name"]');
    assert.equal(await home.page.locator('[data-testid="devices"] tbody tr').count(), 1);

    // A recovery key, shown once: its whole text is the key.
    await home.page.click('[data-testid="recovery-key-new"]');
    const key = (await home.page.textContent('[data-testid="recovery-key"]')).trim();
    assert.match(key, /^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    await screenshot(home.page, 'account-recovery-key');

    // A second device: no player, then the key typed (lower case, spaced) and Enter.
    const phone = await device();
    await phone.page.goto(`${url}/#account`);
    await phone.page.waitForSelector('[data-testid="no-player"]');
    assert.equal(await phone.page.getAttribute('[data-testid="account"]', 'data-player'), null);
    await phone.page.fill('[data-testid="recovery-sign-in"]', key.toLowerCase().replaceAll('-', ' '));
    await phone.page.press('[data-testid="recovery-sign-in"]', 'Enter');
    await phone.page.waitForSelector(`[data-testid="account"][data-player="${player}"]`);
    await phone.page.waitForSelector('[data-testid="devices"] tbody tr:nth-child(2)');
    assert.equal(await phone.page.textContent('[data-testid="account-name"]'), name);
    const token = await phone.page.evaluate(() => localStorage.getItem('minesweeper.ranked-player'));
    assert.ok(!phone.page.url().includes('token'), 'no token in an address');
    assert.ok(!token.includes(key), 'the key is not kept');

    // The terminal asks; the first device opens the address it prints and approves its code.
    const terminal = await login(url, join(data, 'terminal'));
    const [, address, , code] = terminal.shown;
    assert.equal(address, `${url}/#device=${code}`);
    await home.page.goto(address);
    await home.page.waitForSelector('[data-testid="approve-device"]');
    assert.equal((await home.page.textContent('[data-testid="device-code"]')).trim(), code);
    await screenshot(home.page, 'account-approve-device');
    await home.page.click('[data-testid="approve-device"]');
    await home.page.waitForSelector('[data-testid="device-approved"]');
    const ended = await terminal.exited;
    assert.equal(ended.code, 0, ended.said.join('\n'));
    assert.ok(ended.said.some((l) => l.startsWith(`Signed in as ${name} (${player})`)), ended.said.join('\n'));

    // Three devices, one a terminal; "sign out everywhere else" from the phone leaves it alone.
    await phone.page.reload();
    await phone.page.waitForSelector('[data-testid="devices"] tbody tr:nth-child(3)');
    assert.match(await phone.page.textContent('[data-testid="devices"]'), /A terminal/);
    await screenshot(phone.page, 'account-devices');
    // On a phone's width each device is a card: nothing scrolls sideways.
    await phone.page.setViewportSize({ width: 360, height: 800 });
    const wide = await phone.page.evaluate(() => {
      const table = document.querySelector('[data-testid="devices"]');
      return { page: document.documentElement.scrollWidth, table: table.scrollWidth - table.clientWidth };
    });
    assert.ok(wide.page <= 360 && wide.table <= 0, JSON.stringify(wide));
    await phone.page.locator('[data-testid="devices"]').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'account-devices-phone');
    await phone.page.setViewportSize({ width: 1100, height: 900 });
    await phone.page.click('[data-testid="sign-out-others"]');
    await phone.page.waitForFunction(() => document.querySelectorAll('[data-testid="devices"] tbody tr').length === 1);
    // The first device is signed out: its account screen says so and offers the key.
    await home.page.goto(`${url}/#account`);
    await home.page.waitForSelector('.account [role="alert"]');
    assert.match(await home.page.textContent('.account [role="alert"]'), /signed out/);
    assert.deepEqual(home.errors, []);
    assert.deepEqual(phone.errors, []);
    await home.context.close();
    await phone.context.close();
  } finally {
    await killed(server);
  }
});

/** A device holding a platform authenticator (CDP's virtual one): the page, and the
 * authenticator's id and session, to read its credentials or give it another's. */
async function deviceWithAuthenticator() {
  const dev = await device();
  const cdp = await dev.context.newCDPSession(dev.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { ...dev, cdp, authenticatorId };
}

test('a first passkey makes the player, signs a second device in without a name, and a recovery offers one', async () => {
  const port = await freePort();
  const server = await startServer(port, join(data, 'passkeys'));
  // A relying party is a name: the page is opened at localhost, not 127.0.0.1.
  const url = `http://localhost:${port}`;
  try {
    const home = await deviceWithAuthenticator();
    await home.page.goto(`${url}/#account`);
    await home.page.waitForSelector('[data-testid="no-player"]');
    await home.page.click('[data-testid="passkey-add"]');
    const account = home.page.locator('[data-testid="account"][data-player]');
    await account.first().waitFor();
    const player = await account.first().getAttribute('data-player');
    assert.match(player, /^[0-9a-f]{16}$/);
    await home.page.waitForSelector('[data-testid="passkeys"] li');
    assert.match(await home.page.textContent('[data-testid="account-notice"]'), /^You are /);
    const name = await home.page.textContent('[data-testid="account-name"]');

    // The authenticator holds one discoverable credential for localhost, whose user handle
    // is not the player's id.
    const { credentials } = await home.cdp.send('WebAuthn.getCredentials', { authenticatorId: home.authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0].isResidentCredential, true);
    assert.equal(credentials[0].rpId, 'localhost');
    assert.notEqual(Buffer.from(credentials[0].userHandle, 'base64').toString(), player);

    // A second device where the passkey is (synced): signed in as the same player, no name.
    const phone = await deviceWithAuthenticator();
    await phone.cdp.send('WebAuthn.addCredential', { authenticatorId: phone.authenticatorId, credential: credentials[0] });
    await phone.page.goto(`${url}/#account`);
    await phone.page.waitForSelector('[data-testid="no-player"]');
    await phone.page.click('[data-testid="passkey-sign-in"]');
    await phone.page.waitForSelector(`[data-testid="account"][data-player="${player}"]`);
    await phone.page.waitForSelector('[data-testid="devices"] tbody tr:nth-child(2)');
    assert.equal(await phone.page.textContent('[data-testid="account-name"]'), name);
    const signCount = (await phone.cdp.send('WebAuthn.getCredentials', { authenticatorId: phone.authenticatorId }))
      .credentials[0].signCount;
    assert.ok(signCount > credentials[0].signCount, 'the phone signed with the passkey');

    // A recovery key made on the phone signs a third device in; it offers a passkey there.
    await phone.page.click('[data-testid="recovery-key-new"]');
    const key = (await phone.page.textContent('[data-testid="recovery-key"]')).trim();
    const laptop = await deviceWithAuthenticator();
    await laptop.page.goto(`${url}/#account`);
    await laptop.page.fill('[data-testid="recovery-sign-in"]', key);
    await laptop.page.press('[data-testid="recovery-sign-in"]', 'Enter');
    await laptop.page.waitForSelector('[data-testid="passkey-offer"]');
    await laptop.page.waitForSelector(`[data-testid="account"][data-player="${player}"]`);
    await laptop.page.click('[data-testid="passkey-add"]');
    await laptop.page.waitForSelector('[data-testid="passkeys"] li:nth-child(2)');
    assert.equal(await laptop.page.locator('[data-testid="passkey-offer"]').count(), 0);
    await screenshot(laptop.page, 'account-passkeys');

    // One removed on the phone: the laptop's own stays, and the first passkey signs in nobody.
    await phone.page.reload();
    await phone.page.waitForSelector('[data-testid="passkeys"] li:nth-child(2)');
    await phone.page.locator('[data-testid="passkey-remove"]').first().click();
    await phone.page.waitForFunction(() => document.querySelectorAll('[data-testid="passkeys"] li').length === 1);
    const stranger = await deviceWithAuthenticator();
    await stranger.cdp.send('WebAuthn.addCredential', { authenticatorId: stranger.authenticatorId, credential: credentials[0] });
    await stranger.page.goto(`${url}/#account`);
    await stranger.page.click('[data-testid="passkey-sign-in"]');
    await stranger.page.waitForSelector('[data-testid="account-notice"]');
    assert.match(await stranger.page.textContent('[data-testid="account-notice"]'), /not a player's here/);
    assert.equal(await stranger.page.getAttribute('[data-testid="account"]', 'data-player'), null);

    for (const d of [home, phone, laptop]) assert.deepEqual(d.errors, []);
    for (const d of [home, phone, laptop, stranger]) await d.context.close();
  } finally {
    await killed(server);
  }
});

/** Plays the classic beginner board of `seed` to its end, opening cells in order. */
async function playOut(page, url, seed) {
  await page.goto(`${url}/?rows=9&cols=9&mines=10&seed=${seed}`);
  const grid = 'main:not(#prerender) [role="grid"]';
  const cells = page.locator(APP_BOARD);
  await cells.first().waitFor();
  for (let i = 0; i < 81; i++) {
    const status = await page.getAttribute(grid, 'data-status');
    if (status === 'won' || status === 'lost') break;
    if ((await cells.nth(i).getAttribute('data-state')) === 'hidden') await cells.nth(i).click();
  }
  await page.waitForSelector(`${grid}[data-status="won"], ${grid}[data-status="lost"]`);
}

/** The ids of the games in the History dialog. */
async function historyIds(page) {
  await page.click('[data-testid="history-open"]');
  await page.waitForSelector('tr[data-game]');
  const ids = await page.$$eval('tr[data-game]', (rows) => rows.map((r) => r.dataset.game));
  await page.keyboard.press('Escape');
  return ids.sort();
}

test('games played apart on two devices, one before it signed in, end as one history on both', async () => {
  const port = await freePort();
  const server = await startServer(port, join(data, 'games'));
  const url = `http://127.0.0.1:${port}`;
  try {
    // The first device is a player (ranked play made it) and plays a game: it is sent.
    const home = await device();
    await home.page.goto(`${url}/#ranked`);
    await home.page.waitForSelector('[data-testid="account"][data-player]');
    await playOut(home.page, url, 1);
    await home.page.waitForFunction(() => JSON.parse(localStorage.getItem('minesweeper.synced') ?? '{}').after > 0);
    // It has won three battles against the novice and lost one (as Battle counts them).
    await home.page.evaluate(() => localStorage.setItem('minesweeper.battle-stats', JSON.stringify({ novice: { won: 3, lost: 1, drawn: 0 } })));
    await home.page.goto(`${url}/#account`);
    await home.page.click('[data-testid="recovery-key-new"]');
    const key = (await home.page.textContent('[data-testid="recovery-key"]')).trim();

    // A second device plays before it has an account, then signs in: its game goes up, the
    // first device's comes down.
    const phone = await device();
    await playOut(phone.page, url, 2);
    await phone.page.goto(`${url}/#account`);
    await phone.page.fill('[data-testid="recovery-sign-in"]', key);
    await phone.page.press('[data-testid="recovery-sign-in"]', 'Enter');
    await phone.page.waitForFunction(() => /keeps 2 of your games/.test(document.querySelector('[data-testid="games-synced"]')?.textContent));
    assert.match(await phone.page.textContent('[data-testid="games-synced"]'), /1 came from your other devices just now, 1 went from this one/);
    await screenshot(phone.page, 'account-games');
    await phone.page.goto(`${url}/`);
    const onPhone = await historyIds(phone.page);
    assert.equal(onPhone.length, 2);

    // The first device, loaded again, reads the phone's game: the same two, once each.
    await home.page.goto(`${url}/`);
    await home.page.waitForFunction(() => JSON.parse(localStorage.getItem('minesweeper.history')).games.length === 2);
    assert.deepEqual(await historyIds(home.page), onPhone);

    // The phone's Battle statistics add the first device's battles to its own (none).
    await phone.page.goto(`${url}/battle/`);
    await phone.page.click('[data-testid="battle-stats"] summary');
    await phone.page.waitForSelector('[data-testid="battles-elsewhere"]');
    assert.equal(await phone.page.textContent('[data-testid="won-novice"]'), '3');
    assert.equal(await phone.page.textContent('[data-testid="lost-novice"]'), '1');
    await phone.page.locator('[data-testid="battles-elsewhere"]').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'account-battles-elsewhere');

    // Each counts the other's game in its statistics, once: the phone's sync ran on the
    // account screen (counted in storage), the first device's beside the game on screen.
    const countedTwice = () => JSON.parse(localStorage.getItem('minesweeper.stats') ?? '{}').records?.beginner?.played === 2;
    await phone.page.waitForFunction(countedTwice);
    await home.page.waitForFunction(countedTwice);
    await home.page.click('[data-testid="statistics"]');
    const played = 'tr[data-category="beginner"] [data-field="played"]';
    await home.page.waitForSelector(played);
    assert.equal((await home.page.textContent(played)).trim(), '2', 'the dialog shows what the state counted');
    await screenshot(home.page, 'account-games-counted');
    await home.page.keyboard.press('Escape');

    // Everything downloaded: the server's JSON with this browser's history, and the CSV.
    await phone.page.goto(`${url}/#account`);
    await phone.page.waitForSelector('[data-testid="export"]');
    const saved = async (button) => {
      const [file] = await Promise.all([phone.page.waitForEvent('download'), phone.page.click(button)]);
      return readFile(await file.path(), 'utf8');
    };
    const all = JSON.parse(await saved('[data-testid="export"]'));
    assert.equal(all.server.account.devices.length, 2);
    assert.equal(all.server.games.length, 2);
    assert.equal(all.this_browser.history.games.length, 2);
    assert.ok(!JSON.stringify(all).includes(key), 'no recovery key in the download');
    const csv = (await saved('[data-testid="export-csv"]')).trim().split('\n');
    assert.equal(csv.length, 3, csv.join('\n'));
    assert.deepEqual(csv.slice(1).map((line) => line.split(',')[0]).sort(), onPhone);

    // Deleted: said before (what goes, what stays), done after; every device signed out.
    await phone.page.click('[data-testid="delete-account"]');
    const said = await phone.page.textContent('[data-testid="delete-account-said"]');
    assert.match(said, /2 signed-in device\(s\)/);
    assert.match(said, /Stays: your ranked games and battles/);
    await screenshot(phone.page, 'account-delete');
    await phone.page.click('[data-testid="delete-account-confirm"]');
    await phone.page.waitForSelector('[data-testid="account-deleted"]');
    assert.match(await phone.page.textContent('[data-testid="account-deleted"]'), /2 device\(s\) signed out, 0 passkey\(s\) and 2 game\(s\) removed/);
    await phone.page.waitForSelector('[data-testid="no-player"]');
    await home.page.goto(`${url}/#account`);
    await home.page.waitForSelector('.account [role="alert"]');
    assert.match(await home.page.textContent('.account [role="alert"]'), /signed out/);
    assert.deepEqual(home.errors, []);
    assert.deepEqual(phone.errors, []);
    await home.context.close();
    await phone.context.close();
  } finally {
    await killed(server);
  }
});
