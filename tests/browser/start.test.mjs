// The app mounts: the start screen renders and nothing goes wrong on the way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, newPage, expectClean } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('start screen renders with no console or page errors', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  const start = page.getByTestId('start-screen');
  await start.waitFor({ timeout: 15000 });
  assert.match(await start.textContent(), /Tavola/);
  expectClean(page);
});
