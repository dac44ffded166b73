//! Tavola's app without a browser: everything the Leptos app decides, kept in a crate
//! that depends on the engine alone (no leptos, web-sys or wasm-bindgen), so the compiler
//! keeps the layers and every decision is tested natively.
//!
//! - [`session`]: a game being played (record, redo, ply on show) and its intents;
//! - [`open`]: the game on the board: its session, players and storage identity;
//! - [`saved`]: a saved game as stored (serde JSON), damaged entries kept and named;
//! - [`sync`]: what a write does when other tabs or links wrote first, over any [`sync::Store`];
//! - [`links`]: the URL's parameters, the author's options and exercises, as checked types;
//! - [`board`]: both boards' render models (pixels, marks, what a tap means);
//! - [`clock`]: the optional clock: time per side, increment, pause, the flag;
//! - [`ending`]: what a finished game shows: how it ended, its turns, what each side took;
//! - [`computer`]: the worker's answers read once into the game's decisions and moves;
//! - [`worker`]: the computer's worker as a state machine: queue, cancel, restart, failure;
//! - [`controller`]: what a link opens, crossed writes, retries, other tabs, the notices;
//! - [`workshop`]: the author's workshop: a position set up by taps, a story or exercise
//!   recorded by playing it, and the kit's element and link written and read back;
//! - [`i18n`]: the typed catalogue of every text in every language.

pub mod board;
pub mod clock;
pub mod computer;
pub mod controller;
pub mod ending;
pub mod i18n;
pub mod links;
pub mod open;
pub mod puzzles;
pub mod review;
pub mod saved;
pub mod session;
pub mod sync;
pub mod worker;
pub mod workshop;
