// Runs tavola-cli compiled to wasm32-wasip1 under Node's WASI, so the engine's benchmark
// (and any other command) can be compared natively and as wasm with the same code.
//   cargo build --release -p tavola-engine --target wasm32-wasip1
//   node scripts/wasm-cli.mjs bench
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, env, exit } from 'node:process';

const path = env.TAVOLA_CLI_WASM ?? 'target/wasm32-wasip1/release/tavola-cli.wasm';
const wasi = new WASI({ version: 'preview1', args: ['tavola-cli', ...argv.slice(2)], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
