// Sums up a node --test TAP report per browser engine: "chromium 80 passed, 0 failed; ...".
// A test whose name starts with "[firefox]" or "[webkit]" (tests/browser/flows.mjs) counts
// for that engine; "[chromium]" and every other browser test for Chromium.
import { readFileSync } from 'node:fs';

const counts = { chromium: { pass: 0, fail: 0, skip: 0 }, firefox: { pass: 0, fail: 0, skip: 0 }, webkit: { pass: 0, fail: 0, skip: 0 } };
for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  // Top-level tests only: a file's tests are not nested, and subtests are indented.
  const m = line.match(/^(not ok|ok) \d+ - (.*)$/);
  if (!m) continue;
  const name = m[2];
  const engine = name.match(/^\[(chromium|firefox|webkit)\]/)?.[1] ?? 'chromium';
  const c = counts[engine];
  if (/ # SKIP\b/.test(name)) c.skip++;
  else if (m[1] === 'ok') c.pass++;
  else c.fail++;
}
console.log(Object.entries(counts)
  .map(([e, c]) => `${e} ${c.pass} passed, ${c.fail} failed${c.skip ? `, ${c.skip} skipped` : ''}`).join('; '));
