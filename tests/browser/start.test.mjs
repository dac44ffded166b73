// The app mounts: the start screen renders and nothing goes wrong on the way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

test('start screen renders with no console or page errors', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(ctx.server.url);
  const start = page.getByTestId('start-screen');
  await start.waitFor({ timeout: 15000 });
  assert.match(await start.textContent(), /Tavola/);
  expectClean(page);
});
