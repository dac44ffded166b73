// The command line the measurement scripts share: `[runs] [--dist DIR] [--name value]...`.
import { resolve } from 'node:path';
import { DIST } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);

/** Whether `--name` was given. */
export const flag = (name) => args.includes(name);

/** Every value given after `name` (an option may come several times). */
export const option = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));

/** The build measured: `--dist DIR`, else the test harness's (dist/ or TAVOLA_DIST). */
export const dist = () => (option('--dist').length ? resolve(option('--dist')[0]) : DIST);

/** The number of runs: the first bare number that is not an option's value, else `fallback`. */
export const runs = (fallback) => Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? fallback);

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
