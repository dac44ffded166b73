// Starts the AI worker's wasm (worker.js is wasm-bindgen's module for the `worker` bin).
import init from './worker.js';
init();
