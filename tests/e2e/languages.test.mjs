// End-to-end: the game in the visitor's language from the first paint (issue 57, docs/i18n.md).
// A static host has one page a language (dist/TAG/); each page's first script sends a visitor
// to theirs before anything is drawn: `?lang=` (kept), else the kept choice, else the browser's
// languages. The game server chooses the same way (a cookie, else Accept-Language) and
// answers with a redirect to that language's page. The settings' picker lists every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBrowser, screenshot, APP_BOARD } from './harness.mjs';
import { freePort, startServer, killed } from './game-server.mjs';

const shared = withBrowser();

/** Every language there is a catalogue of, as the picker lists them (i18n/locales). */
const TAGS = ['en', 'de', 'es', 'ja', 'pl', 'ru', 'zh-CN'];

/** A fresh visitor whose browser speaks `locale`; the page's errors are kept in `errors`. */
async function visitor(locale, viewport = { width: 1280, height: 900 }) {
  const context = await shared.browser.newContext({ locale, viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

/** Every word a player reads or hears on the screen's parts this issue has moved into the
 * catalogue so far: the header and its menu, the game's window and status line, the play tools,
 * an open dialog; text, titles and aria-labels. */
const shownWords = (page) =>
  page.evaluate(() => {
    const parts = [...document.querySelectorAll('main:not(#prerender) > header, main:not(#prerender) .window .toolbar, [data-testid="status"], .assist, dialog[open], .battle-controls, .battle-stats, [data-testid="result"]')];
    const words = [];
    for (const part of parts) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      // Each language's own name in the picker is written in it (`<option lang="de">`).
      while (walker.nextNode()) {
        const own = walker.currentNode.parentElement.closest('[lang]');
        if (!own || own.lang == document.documentElement.lang) words.push(walker.currentNode.textContent);
      }
      for (const el of [part, ...part.querySelectorAll('*')]) {
        for (const name of ['title', 'aria-label']) if (el.hasAttribute(name)) words.push(el.getAttribute(name));
      }
    }
    return words.join(' ');
  });

/** Latin words of three letters or more, but the community's abbreviations and key names. */
const english = (text) =>
  (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !['IOE', 'ZiNi', 'HZiNi', 'ZNE', 'RQP', 'STNB', 'Ctrl', 'AVF', 'RMV', 'MVF', 'EVF', 'UTC', 'JSON', 'CSV'].includes(w));

test('a Chinese browser lands on the Chinese page before it paints, and every word there is Chinese', async () => {
  const { context, page, errors } = await visitor('zh-CN');
  // What the first frame of the page that paints shows: the page the script leaves paints nothing.
  await page.goto(shared.url + '?rows=9&cols=9&mines=10');
  await page.waitForSelector(APP_BOARD);
  assert.match(page.url(), /\/zh-CN\/\?rows=9&cols=9&mines=10/);
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.title(), '扫雷');
  await page.waitForSelector('[data-testid="settings"]');
  assert.equal((await page.textContent('[data-testid="settings"]')).trim(), '设置');
  assert.match(await page.getAttribute('[data-testid="restart"]', 'aria-label'), /新游戏/);
  assert.match(await page.textContent('[data-testid="status"]'), /点击任意格子开始/);
  await page.click('[data-testid="settings"]');
  await page.waitForSelector('dialog[open] [data-testid="language"]');
  assert.deepEqual(english(await shownWords(page)), []);
  const options = await page.$$eval('[data-testid="language"] option', (o) => o.map((x) => [x.value, x.selected]));
  assert.deepEqual(options.map(([v]) => v), TAGS);
  assert.deepEqual(options.filter(([, s]) => s).map(([v]) => v), ['zh-CN']);
  await screenshot(page, 'language-zh-settings');
  await page.click('dialog[open] .done');
  await page.click('[data-row="4"][data-col="4"]');
  await screenshot(page, 'language-zh-classic');
  assert.deepEqual(english(await shownWords(page)), []);
  // A game played to its end (by autoplay), so that the statistics draw their charts.
  await page.selectOption('[data-testid="autoplay-speed"]', 'fast');
  await page.click('[data-testid="autoplay"]');
  await page.waitForSelector('[data-testid="result"]');
  assert.deepEqual(english(await shownWords(page)), []);
  // The replay viewer and its review, every filter's list.
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="review-summary"]');
  await page.click('[data-testid="replay-forward"]');
  const viewer = () => page.evaluate(() => {
    const words = [document.querySelector('.replay-page').innerText];
    for (const el of document.querySelectorAll('.replay-page [title], .replay-page [aria-label], .replay-page [aria-valuetext]')) {
      for (const name of ['title', 'aria-label', 'aria-valuetext']) if (el.hasAttribute(name)) words.push(el.getAttribute(name));
    }
    return words.join(' ');
  });
  assert.match(await page.textContent('[data-testid="replay-title"]'), /^初级 9 × 9，10 个雷 · 种子 \d+ · 用时 [\d.]+ 秒获胜$/);
  for (const filter of ['guesses', 'flags', 'wasted', 'all']) {
    await page.click(`[data-testid="review-filter-${filter}"]`);
    assert.deepEqual(english(await viewer()), [], filter);
  }
  await screenshot(page, 'language-zh-replay');
  await page.click('[data-testid="replay-close"]');
  await page.waitForSelector(APP_BOARD);
  // The dialogs: statistics (its charts' tables opened), history, the daily boards.
  for (const [open, shot] of [['statistics', 'statistics'], ['history-open', 'history'], ['daily', 'daily']]) {
    await page.click(`[data-testid="${open}"]`);
    await page.waitForSelector('dialog[open] .done');
    if (shot == 'statistics') {
      await page.waitForSelector('dialog[open] [data-chart="calendar"]');
      for (const summary of await page.$$('dialog[open] details > summary')) await summary.click();
      const titles = await page.$$eval('dialog[open] svg title', (all) => all.map((t) => t.textContent).join(' '));
      assert.deepEqual(english(titles), [], 'the charts\' titles');
      await screenshot(page, 'language-zh-statistics');
    }
    assert.deepEqual(english(await shownWords(page)), [], shot);
    await page.click('dialog[open] .done');
  }
  // Dates as the language writes them (the browser's Intl), in the badge and the status line.
  await page.goto(shared.url + 'zh-CN/?daily=beginner&date=2026-12-07');
  await page.waitForSelector('[data-testid="daily-badge"]');
  assert.equal((await page.textContent('[data-testid="daily-badge"]')).trim(), '每日 2026年12月7日');
  assert.match(await page.textContent('[data-testid="status"]'), /^每日局面 2026年12月7日 · /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Battle in Chinese: its header, settings, scoreboard, status line and statistics', async () => {
  const { context, page, errors } = await visitor('zh-CN');
  await page.goto(shared.url + 'battle/?mode=battle&level=novice&pace=turns');
  await page.waitForSelector(APP_BOARD);
  assert.match(page.url(), /\/zh-CN\/battle\//);
  assert.equal(await page.title(), '扫雷对战');
  await page.waitForSelector('[data-testid="battle-stats"]');
  await page.click('[data-testid="battle-stats"] summary');
  assert.match(await page.textContent('[data-testid="status"]'), /你是蓝色/);
  assert.match(await page.getAttribute('[role="grid"]', 'aria-label'), /对战雷区/);
  assert.deepEqual(english(await shownWords(page)), []);
  await screenshot(page, 'language-zh-battle');
  assert.deepEqual(errors, []);
  await context.close();
});

test('?lang= chooses the language and is kept; the picker changes it', async () => {
  const { context, page, errors } = await visitor('en-US');
  await page.goto(shared.url + '?lang=de');
  await page.waitForSelector(APP_BOARD);
  // The app writes the board's link in the address once it starts.
  assert.match(page.url(), /\/de\/\?/);
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  // Kept: the bare address is German from now on.
  await page.goto(shared.url);
  await page.waitForSelector(APP_BOARD);
  assert.match(page.url(), /\/de\/\?/);
  await page.waitForSelector('[data-testid="settings"]');
  assert.equal((await page.textContent('[data-testid="settings"]')).trim(), 'Einstellungen');
  await page.goto(shared.url + 'de/?daily=beginner&date=2026-12-07');
  await page.waitForSelector('[data-testid="daily-badge"]');
  assert.equal((await page.textContent('[data-testid="daily-badge"]')).trim(), 'Tagesfeld 07.12.2026');
  await page.click('[data-testid="settings"]');
  await page.waitForSelector('dialog[open] [data-testid="language"]');
  // German's longest labels stay inside their buttons.
  const overflowing = await page.$$eval('main:not(#prerender) header button, main:not(#prerender) header a, .assist button, dialog[open] button', (all) =>
    all.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent.trim()),
  );
  assert.deepEqual(overflowing, []);
  await screenshot(page, 'language-de-settings');
  await page.click('dialog[open] .done');
  // Numbers as the language writes them (the browser's Intl): an autoplayed game's time.
  await page.goto(shared.url + 'de/?rows=9&cols=9&mines=10&seed=3');
  await page.waitForSelector('[data-testid="autoplay"]');
  await page.selectOption('[data-testid="autoplay-speed"]', 'fast');
  await page.click('[data-testid="autoplay"]');
  await page.waitForSelector('[data-testid="result"]');
  assert.match(await page.textContent('[data-testid="result"] .result-stat dd'), /^\d+,\d s$/);
  await page.click('[data-testid="settings"]');
  await page.waitForSelector('dialog[open] [data-testid="language"]');
  // The picker loads the page in the language chosen.
  await Promise.all([page.waitForURL(/\/ja\//), page.selectOption('[data-testid="language"]', 'ja')]);
  await page.waitForSelector(APP_BOARD);
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  await page.goto(shared.url + 'battle/');
  await page.waitForURL(/\/ja\/battle\//);
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  // The menu keeps one row at 1,280 px in the languages with the longest words, so the board
  // does not move down when the menu arrives.
  for (const tag of ['de', 'pl', 'ru', 'es']) {
    await page.goto(shared.url + `?lang=${tag}`);
    await page.waitForSelector('main:not(#prerender) [data-testid="settings"]');
    assert.equal(await page.getAttribute('html', 'lang'), tag);
    const rows = await page.$$eval('main:not(#prerender) .topbar-actions > *', (all) => new Set(all.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    assert.equal(rows, 1, `${tag}: the menu in one row`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the game server serves each visitor their language: the address, the kept choice, Accept-Language', async () => {
  const data = await mkdtemp(join(tmpdir(), 'languages-'));
  const port = await freePort();
  const server = await startServer(port, data);
  const url = `http://127.0.0.1:${port}`;
  try {
    const asked = async (path, headers) => {
      const response = await fetch(url + path, { headers, redirect: 'manual' });
      return [response.status, response.headers.get('location'), response.headers.get('vary')];
    };
    assert.deepEqual(await asked('/?rows=9', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }), [302, '/ru/?rows=9', 'Accept-Language, Cookie']);
    assert.deepEqual(await asked('/battle/', { 'accept-language': 'ja' }), [302, '/ja/battle/', 'Accept-Language, Cookie']);
    assert.deepEqual(await asked('/', { 'accept-language': 'ja', cookie: 'minesweeper-lang=es' }), [302, '/es/', 'Accept-Language, Cookie']);
    assert.deepEqual((await asked('/', { 'accept-language': 'fr, en;q=0.8' })).slice(0, 1), [200]);
    const polish = await fetch(`${url}/?lang=pl&rows=9&cols=9&mines=10&seed=5`);
    const html = await polish.text();
    assert.match(polish.url, /\/pl\/\?lang=pl/);
    assert.match(html, /<html lang="pl">/);
    assert.equal(polish.headers.get('content-language'), 'pl');
    assert.match(html, /<title>Saper<\/title>/);
    // The board of that link, rendered by the server in Polish.
    assert.match(html, /Plansza sapera/);

    const { context, page, errors } = await visitor('pl-PL');
    await page.goto(url + '/');
    await page.waitForSelector(APP_BOARD);
    assert.match(page.url(), /\/pl\/\?/);
    await page.waitForSelector('[data-testid="settings"]');
    assert.equal((await page.textContent('[data-testid="settings"]')).trim(), 'Ustawienia');
    assert.deepEqual(errors, []);
    await context.close();

    // The server's refusals arrive as data, and the page words them in its language.
    const chinese = await visitor('zh-CN');
    await chinese.page.goto(url + '/battle/?room=NOSUCHROOM1');
    await chinese.page.waitForSelector('[data-testid="notice"]');
    assert.match(chinese.page.url(), /\/zh-CN\/battle\//);
    assert.equal(
      (await chinese.page.textContent('[data-testid="notice"] span')).trim(),
      '没有这个代码的房间（对战结束后房间保留 10 分钟）。',
    );
    // Ranked play and Play a person, in Chinese: every word on the screen, the dialogs open.
    const pageWords = (page) => page.evaluate(() => {
      const words = [document.querySelector('main:not(#prerender)').innerText];
      for (const d of document.querySelectorAll('dialog[open]')) words.push(d.innerText);
      for (const el of document.querySelectorAll('main:not(#prerender) [title], main:not(#prerender) [aria-label], dialog[open] [title], dialog[open] [aria-label]')) {
        for (const name of ['title', 'aria-label']) if (el.hasAttribute(name)) words.push(el.getAttribute(name));
      }
      // Ids are the server's data (a player's, a given name's: "玩家 3fa2c1"), and a command is
      // typed as it is: the same in every language. "Player" itself would be caught.
      return words.join(' ').replace('mines login --server ADDRESS', '')
        .replace(/\b[0-9a-f]{16}\b/g, '').replace(/\b[0-9a-f]{6}\b/g, '');
    });
    const ranked = await visitor('zh-CN');
    await ranked.page.goto(url + '/zh-CN/#ranked');
    await ranked.page.waitForSelector('button[data-category="beginner"]:not([disabled])');
    assert.deepEqual(
      await ranked.page.$$eval('.categories button', (bs) => bs.map((b) => b.textContent)),
      ['初级', '中级', '高级', '每日初级', '每日中级', '每日高级'],
    );
    assert.deepEqual(english(await pageWords(ranked.page)), []);
    await ranked.page.click('button[data-category="beginner"]');
    await ranked.page.waitForSelector('[role="grid"][data-ranked="true"]');
    assert.match(await ranked.page.textContent('[data-testid="status"]'), /^排位初级：服务器发牌/);
    assert.deepEqual(english(await pageWords(ranked.page)), []);
    await ranked.page.click('[data-testid="leaderboard-open"]');
    await ranked.page.waitForSelector('[data-testid="leaderboard"] :is(table, [data-testid="leaderboard-empty"])');
    assert.deepEqual(english(await pageWords(ranked.page)), []);
    await screenshot(ranked.page, 'language-zh-ranked');
    assert.deepEqual(ranked.errors, []);
    await ranked.context.close();
    const person = await visitor('zh-CN');
    await person.page.goto(url + '/zh-CN/battle/');
    await person.page.click('[data-testid="battle-online"]');
    await person.page.waitForSelector('[data-testid="room-new"]:not([disabled])');
    assert.match(await person.page.textContent('[data-testid="status"]'), /^与人对战：/);
    assert.deepEqual(english(await pageWords(person.page)), []);
    await person.page.click('[data-testid="room-new"]');
    await person.page.waitForSelector('[data-testid="room-link"]');
    assert.equal((await person.page.textContent('[data-testid="status"]')).trim(), '等待有人打开链接…');
    // The room's link is an address: its letters are not words.
    const shown = (await pageWords(person.page)).replace(/https?:\/\/\S+/g, '');
    assert.deepEqual(english(shown), []);
    await screenshot(person.page, 'language-zh-online');
    // That player's account screen: passkeys, the recovery key, devices, their data.
    await person.page.goto(url + '/zh-CN/#account');
    await person.page.waitForSelector('[data-testid="account-name"]');
    await person.page.waitForSelector('[data-testid="devices"] tbody tr');
    await person.page.waitForFunction(() => !/正在发送/.test(document.querySelector('[data-testid="games-synced"]')?.textContent ?? '正在发送'));
    await person.page.click('[data-testid="delete-account"]');
    assert.deepEqual(english(await pageWords(person.page)), []);
    await screenshot(person.page, 'language-zh-account');
    // A refusal of the HTTP API, as data the page words: no device waits with that code.
    await person.page.goto(url + '/zh-CN/#device=BCDF-GHJK');
    await person.page.waitForSelector('[data-testid="device-refused"]');
    assert.equal(await person.page.textContent('[data-testid="device-refused"]'), '没有设备在等待这个代码（代码十分钟内有效）。');
    // The browser logs the 404 it read; the page itself logged nothing.
    assert.deepEqual(person.errors.filter((e) => !/status of 404/.test(e)), []);
    await person.context.close();
    // The account screen, with the player the room made, and its sign-in.
    const account = await visitor('zh-CN');
    await account.page.goto(url + '/zh-CN/#account');
    await account.page.waitForSelector('[data-testid="no-player"]');
    assert.match(await account.page.textContent('[data-testid="no-player"]'), /^这个浏览器在这台服务器上还没有玩家/);
    assert.deepEqual(english(await pageWords(account.page)), []);
    await account.context.close();
  } finally {
    await killed(server);
    await rm(data, { recursive: true, force: true });
  }
});
