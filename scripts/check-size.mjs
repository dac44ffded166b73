// Fails when the first load of the build in dist/ (index.html, main js, css and wasm,
// gzip -9) exceeds the budget. Size is deterministic, unlike time, so it is a test:
// scripts/test runs it after the release build.
// Usage: node scripts/check-size.mjs [dist-folder] [budget-KB]
import { resolve } from 'node:path';
import { BUDGET_BYTES, GOAL_BYTES, printFirstLoad } from './first-load.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const budget = process.argv[3] ? Number(process.argv[3]) * 1024 : BUDGET_BYTES;
console.log(`first load of ${dist}:`);
const total = printFirstLoad(dist);
const kb = (n) => (n / 1024).toFixed(1);
if (total > budget) {
  console.log(`size check: FAIL, ${kb(total)} KB gzip is over the ${kb(budget)} KB budget`);
  process.exit(1);
}
console.log(`size check: ok, ${kb(total)} KB gzip of ${kb(budget)} KB (${kb(budget - total)} KB left; goal ${kb(GOAL_BYTES)} KB)`);
