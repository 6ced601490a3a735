// End-to-end: axe-core (the checker browsers' accessibility tools build on) finds no violation
// on either page, in the states a player sees: the classic page ready, playing, with the
// settings open and in the dark theme; the Battle page ready and playing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { withBrowser, openPage } from './harness.mjs';
import { cellSelector } from './dom-solver.mjs';

const shared = withBrowser();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page as it is, as "rule: selector" lines (empty when clean). */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

test('the classic page has no accessibility violation: ready, playing, settings open, dark', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.url + '?rows=9&cols=9&mines=10&seed=3');
  // The menu and the solver's controls come with the rest: check them too.
  await page.waitForSelector('[data-testid="settings"]');
  await page.waitForSelector('[data-testid="hint"]');
  assert.deepEqual(await violations(page), [], 'ready');
  await page.click(cellSelector('4,4'));
  assert.deepEqual(await violations(page), [], 'playing');
  await page.click('[data-testid="settings"]');
  await page.waitForSelector('dialog[open]');
  assert.deepEqual(await violations(page), [], 'settings open');
  await page.keyboard.press('Escape');
  await page.selectOption('[data-testid="theme"]', 'dark');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(await violations(page), [], 'dark theme');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Battle page has no accessibility violation, in both themes', async () => {
  const url = shared.url + '?mode=battle&rows=12&cols=16&mines=30&seed=3&level=novice&pace=turns';
  const { page, context, errors } = await openPage(shared.browser, url);
  await page.waitForSelector('[data-testid="battle-stats"]');
  assert.deepEqual(await violations(page), [], 'ready');
  await page.click('[data-legal="true"]');
  assert.deepEqual(await violations(page), [], 'playing');
  await page.selectOption('[data-testid="theme"]', 'dark');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(await violations(page), [], 'dark theme');
  assert.deepEqual(errors, []);
  await context.close();
});
