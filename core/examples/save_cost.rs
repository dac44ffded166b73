//! What one save costs on a long game: `cargo run --release -p tavola-core --example save_cost`.
//!
//! A save builds the game's JSON and asks the store what it holds under the game's key,
//! to decide the write (`sync::plan`). Reading that entry back used to replay its whole
//! record (`saved::decode`); it now reads the JSON only (`SavedGame::from_json`). Both
//! are timed here on the same stored game, at turn 500 of a random game, and the ratio
//! printed. A benchmark, not a test: nothing here passes or fails on time.

use std::time::Instant;

use tavola_core::saved::{decode, key_of, SavedGame};
use tavola_core::session::{AnyRecord, Session};
use tavola_engine::emergo::{Emergo, Position};
use tavola_engine::random::Rng;
use tavola_engine::record::Record;
use tavola_engine::Rules;

const TURNS: usize = 500;

/// An Emergo game of `TURNS` random turns (random play ends far sooner, and a long game
/// is what is measured): each turn is picked among those that neither end the game nor
/// leave the opponent a capture, where there are such turns, so the men move about.
fn long_game() -> Record<Emergo> {
    // The first seed whose game lasts `TURNS` turns, else the longest of those tried.
    let mut longest = random_game(0);
    for seed in 1..40 {
        if longest.turns().len() >= TURNS {
            break;
        }
        let game = random_game(seed);
        if game.turns().len() > longest.turns().len() {
            longest = game;
        }
    }
    longest
}

fn random_game(seed: u64) -> Record<Emergo> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(Position::start());
    while record.turns().len() < TURNS {
        let before = *record.current();
        let going_on: Vec<_> =
            Emergo::turns(&before).into_iter().filter(|t| Emergo::turn_result(&before, t).is_none()).collect();
        let quiet: Vec<_> = going_on
            .iter()
            .filter(|t| Emergo::turns(&Emergo::apply_unchecked(&before, t)).iter().all(|reply| reply.taken() == 0))
            .cloned()
            .collect();
        let Some(turn) = rng.pick(if quiet.is_empty() { &going_on } else { &quiet }).cloned() else { break };
        if record.push(turn).is_err() {
            break;
        }
    }
    record
}

fn time(runs: u32, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    for _ in 0..runs {
        f();
    }
    start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs)
}

fn main() {
    let record = long_game();
    let turns = record.turns().len();
    let session = Session::from_record(AnyRecord::Emergo(record));
    let mine = SavedGame::new("g1".into(), "Long".into(), &session, 1);
    let stored = mine.to_json();
    let runs = 50;
    let common = time(runs, || {
        std::hint::black_box(SavedGame::new("g1".into(), "Long".into(), &session, 1).to_json());
    });
    let before = time(runs, || {
        std::hint::black_box(decode(&key_of("g1"), &stored));
    });
    let after = time(runs, || {
        std::hint::black_box(SavedGame::from_json(&stored).ok());
    });
    println!("a save at turn {turns} ({} bytes of JSON), mean of {runs} runs:", stored.len());
    println!("  writing the game's JSON (both):        {common:8.3} ms");
    println!("  reading the stored entry, replayed:    {before:8.3} ms  (before)");
    println!("  reading the stored entry, JSON only:   {after:8.3} ms  (after)");
    println!(
        "  a whole save: {:.3} ms before, {:.3} ms after: {:.1}x less",
        common + before,
        common + after,
        (common + before) / (common + after)
    );
}
