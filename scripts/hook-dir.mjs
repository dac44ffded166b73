// What every Trunk post_build hook of this project starts with: the folder to work on, its
// first argument or, run by Trunk, the staging folder.
import { fileURLToPath } from 'node:url';

/** Whether `meta` (a script's `import.meta`) is the script node was asked to run. */
export const isMain = (meta) => process.argv[1] === fileURLToPath(meta.url);

/** The folder a hook works on; without one, prints its usage and exits with status 2. */
export function hookDir(script) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error(`usage: node scripts/${script} <dir> (or run as a Trunk hook)`);
    process.exit(2);
  }
  return dir;
}
