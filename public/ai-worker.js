// Starts the AI worker's wasm (worker.js is wasm-bindgen's module for the `worker` bin).
// A wasm that fails to load or start is rethrown outside the promise, so the page hears
// of it as the worker's `error` event (a rejected promise alone would leave it waiting).
import init from './worker.js';
init().catch((error) => setTimeout(() => { throw error; }));
