//! The stored puzzle sets, compiled into the trainer's own wasm (never the app's) and read
//! once, each field checked; their turns were played when the engine's tests read the same
//! files (`engine/tests/puzzles.rs`), so the page does not play them again. A line that
//! cannot be read is left out and named in the console: the checker (`tavola-cli
//! check-puzzles`) keeps the files whole, so this only guards a bad edit.

use std::sync::OnceLock;

use tavola_engine::puzzle::{read_checked_set, Puzzle};

const GIPF: &str = include_str!("../../public/puzzles/gipf.txt");
const EMERGO: &str = include_str!("../../public/puzzles/emergo.txt");

/// Every puzzle, GIPF's first.
pub fn all() -> &'static [Puzzle] {
    static SETS: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SETS.get_or_init(|| {
        let mut puzzles = Vec::new();
        for (file, text) in [("gipf.txt", GIPF), ("emergo.txt", EMERGO)] {
            let (read, errors) = read_checked_set(text);
            for (line, e) in errors {
                leptos::logging::warn!("Tavola: puzzles/{file} line {line}: {e}");
            }
            puzzles.extend(read);
        }
        puzzles
    })
}
