// Lighthouse's scores for the app's four kinds of page, as a phone sees them: Lighthouse
// 12.2.3's mobile defaults (a Moto G Power's screen, simulated Slow 4G and a 4x slower
// CPU), every file served gzip -9 with validators, as static hosts send them (the test
// harness's server, tests/browser/harness.mjs), a new Chromium for every run (cold caches,
// no service worker), the median of each figure over the runs. A measurement, not a test:
// it never passes or fails, and scripts/test does not run it.
// Run after `trunk build --release`:
//   node scripts/lighthouse.mjs [runs] [--dist DIR] [--page PATH]... [--devtools]
// (runs: 3 unless given; --dist: another build than dist/, to compare two; --page: only
// these pages, e.g. --page /tutorial.html, any number of times; --devtools: the same
// throttling applied to the browser through DevTools instead of simulated, slower to run,
// to check a simulated figure against what the page really does under it; --why: after each
// run, where its main thread went: the work by kind, the scripts by time, the longest tasks.)
// Simulated throttling loads the page at full speed over loopback and computes each metric
// from that load: LCP counts every download that had ended before the largest paint of
// the load, so a file that ends sooner over loopback than the paint (the app's wasm, which
// a page preloads in its head) counts in full, as if the paint had waited for it. The
// server gzips a file on its first request and keeps it, so every file is asked for once
// before the runs: otherwise the first run's downloads end later than the others'.
// Chromium is Debian's (CHROME_PATH, /usr/bin/chromium unless set): Lighthouse's own
// download of a browser is not reachable here.
import { readdir } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { serve } from '../tests/browser/harness.mjs';
import { dist, flag, option, runs } from './measure-args.mjs';

const DIR = dist();
const RUNS = runs(3);
const PAGES = option('--page').length ? option('--page') : [
  '/',
  '/?game=gipf&variant=standard',
  '/puzzles.html',
  '/tutorial.html',
];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEVTOOLS = flag('--devtools');
const WHY = flag('--why');

/** Where one run's main thread went, for `--why`: what makes its blocking time. */
const why = (page, lhr) => {
  const rows = (id) => lhr.audits[id]?.details?.items ?? [];
  const ms = (x) => `${Math.round(x)} ms`;
  const work = rows('mainthread-work-breakdown').map((r) => `${r.groupLabel} ${ms(r.duration)}`);
  const scripts = rows('bootup-time').slice(0, 5).map((r) => `${r.url.replace(/^https?:\/\/[^/]+/, '')} ${ms(r.total)} (script ${ms(r.scripting)}, compile ${ms(r.scriptParseCompile)})`);
  const tasks = rows('long-tasks').slice(0, 8).map((r) => `${ms(r.duration)} at ${ms(r.startTime)} ${r.url?.replace(/^https?:\/\/[^/]+/, '') ?? ''}`);
  process.stdout.write(`${page}\n  work: ${work.join(', ')}\n  scripts: ${scripts.join('; ')}\n  long tasks: ${tasks.join('; ')}\n`);
};

const median = (xs) => {
  const sorted = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

/** The figures of one Lighthouse report. */
const figures = (lhr) => ({
  performance: lhr.categories.performance?.score,
  fcp: lhr.audits['first-contentful-paint']?.numericValue,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue,
  tbt: lhr.audits['total-blocking-time']?.numericValue,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  accessibility: lhr.categories.accessibility?.score,
  bestPractices: lhr.categories['best-practices']?.score,
  seo: lhr.categories.seo?.score,
  // Why a score is short of 1, for the reader who wants to fix it.
  failing: Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1).map((r) => `${c.id}: ${r.id}`)),
});

const server = await serve(DIR, { gzip: true });
// Every file once, so that the server has its gzip copy before the first run.
for (const file of await readdir(DIR, { recursive: true })) {
  if (/\.(html|js|css|wasm|json|svg|webmanifest)$/.test(file)) {
    await fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
  }
}
let chrome = null;
const results = Object.fromEntries(PAGES.map((p) => [p, []]));
// Ctrl-C leaves no browser or server behind.
process.on('SIGINT', async () => {
  await chrome?.kill();
  await server.close();
  process.exit(130);
});
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      chrome = await launchChrome({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic',
          '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      try {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(DEVTOOLS ? { throttlingMethod: 'devtools' } : {}),
        });
        if (result?.lhr.runtimeError) process.stderr.write(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`);
        if (result) results[page].push(figures(result.lhr));
        if (result && WHY) why(page, result.lhr);
      } finally {
        await chrome.kill();
        chrome = null;
      }
      process.stdout.write(`run ${run + 1} of ${RUNS}: ${page} done\n`);
    }
  }
} finally {
  await server.close();
}

const score = (x) => (x === undefined ? '–' : String(Math.round(x * 100)));
const secs = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === undefined ? '–' : `${Math.round(ms)} ms`);
console.log(`\n${DIR}: Lighthouse 12.2.3, mobile (${DEVTOOLS ? 'Slow 4G and CPU 4x applied through DevTools' : 'simulated Slow 4G, CPU 4x'}), gzip, median of ${RUNS}:\n`);
console.log('| page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [page, runs] of Object.entries(results)) {
  const m = (key) => median(runs.map((r) => r[key]));
  // Each run's figure in brackets where runs differ most: a median of 3 hides a lot.
  const each = (key, show) => `${show(m(key))} (${runs.map((r) => show(r[key])).join(', ')})`;
  console.log(`| \`${page}\` | ${each('performance', score)} | ${secs(m('fcp'))} | ${each('lcp', secs)} | ${each('tbt', millis)} | ${m('cls')?.toFixed(3) ?? '–'} | ${score(m('accessibility'))} | ${score(m('bestPractices'))} | ${score(m('seo'))} |`);
}
const failing = [...new Set(Object.entries(results).flatMap(([page, runs]) => runs.flatMap((r) => r.failing.map((f) => `${page} ${f}`))))];
if (failing.length) console.log(`\nAudits short of full marks (any run):\n${failing.map((f) => `  ${f}`).join('\n')}`);
