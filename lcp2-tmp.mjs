import { chromium } from 'playwright-core';
import { serve } from './tests/browser/harness.mjs';
const server = await serve('dist', { gzip: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const vp of [{ width: 412, height: 823 }]) {
  const page = await browser.newPage({ viewport: vp });
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 120) : String(e.element), conn: e.element?.isConnected }))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + '/');
  await page.waitForSelector('#boot', { state: 'detached' }).catch(() => {});
  await page.waitForTimeout(4000); console.log('boot present', await page.locator('#boot').count());
  console.log(JSON.stringify(await page.evaluate(() => window.__lcp), null, 1));
}
await browser.close(); await server.close();
