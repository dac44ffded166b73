// The Content-Security-Policy set by scripts/csp.mjs: the app and the tutorial pages run
// under it, and a script injected into the page does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, expectClean, newPage } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

test('every page of the build has the policy, allowing only its own inline scripts', () => {
  const pages = readdirSync(DIST).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length >= 4);
  for (const page of pages) {
    const html = readFileSync(join(DIST, page), 'utf8');
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
    assert.ok(policy, `${page} has no policy`);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/, 'no inline script by default');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
    assert.equal((policy.match(/'sha256-/g) ?? []).length, inline, `${page}: one hash per inline script`);
  }
});

test('the app and a tutorial run under the policy; an injected inline script is blocked', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await app.emergoMove('d6');
  expectClean(app.page);
  const blocked = await app.page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    // An allowed inline script runs as it is added: no violation will come then.
    if (window.injected) resolve('none: the script ran');
  }));
  assert.match(blocked, /^script-src/);
  assert.equal(await app.page.evaluate(() => window.injected), undefined, 'the injected script did not run');
  assert.ok(app.page.problems.every((p) => /Content Security Policy/.test(p)), app.page.problems.join('\n'));

  const tutorial = await newPage(ctx.browser);
  await tutorial.goto(`${ctx.server.url}/tutorial.html`);
  await tutorial.frameLocator('#push iframe').locator('[data-position]').waitFor();
  await tutorial.locator('[data-log="push"]').waitFor();
  expectClean(tutorial);
});

test("a board whose site's policy refuses its wasm says so in its frame, in the page's language", async () => {
  // A site that allows inline scripts but not WebAssembly (no 'wasm-unsafe-eval').
  for (const [lang, words] of [['', /script-src needs 'wasm-unsafe-eval'/], ['.it', /script-src deve avere 'wasm-unsafe-eval'/]]) {
    const page = await newPage(ctx.browser, { serviceWorkers: 'block' });
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self' 'unsafe-inline'" } });
    });
    await page.goto(`${ctx.server.url}/tutorial${lang}.html`);
    const said = page.frameLocator('#push iframe').locator('.boot-failed[role="alert"]');
    await said.waitFor();
    assert.match(await said.textContent(), words);
    await page.context().close();
  }
});
