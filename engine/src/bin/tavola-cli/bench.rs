//! `tavola-cli bench`: perft throughput from the starts and from mid-game positions.
//!
//! The same code runs natively and as wasm (wasm32-wasip1 under Node, see
//! `docs/performance.md`), so the two figures compare like with like. Not a test: it
//! reports, it never asserts on time.

use std::io::Write;
use std::time::Instant;

use tavola_engine::emergo::{self, Emergo};
use tavola_engine::gipf::{self, Gipf, Variant};
use tavola_engine::perft::perft;
use tavola_engine::random::{walk, Rng};
use tavola_engine::Rules;

fn measure<G: Rules>(label: &str, pos: &G::Position, depth: u32, out: &mut dyn Write) -> Result<(), String> {
    let start = Instant::now();
    let nodes = perft::<G>(pos, depth);
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    writeln!(
        out,
        "{label:<28} perft {depth}  {nodes:>11} positions  {secs:>8.3} s  {:>12.0} positions/s",
        nodes as f64 / secs
    )
    .map_err(|e| format!("cannot write output: {e}"))
}

fn gipf_suite(out: &mut dyn Write) -> Result<(), String> {
    measure::<Gipf>("gipf basic start", &gipf::Position::start(Variant::Basic), 4, out)?;
    measure::<Gipf>("gipf standard start", &gipf::Position::start(Variant::Standard), 4, out)?;
    measure::<Gipf>("gipf tournament start", &gipf::Position::start(Variant::Tournament), 4, out)?;
    for (variant, name) in [(Variant::Basic, "basic"), (Variant::Standard, "standard")] {
        let mid = walk::<Gipf>(gipf::Position::start(variant), 20, &mut Rng::new(7));
        measure::<Gipf>(&format!("gipf {name} after 20 turns"), &mid, 4, out)?;
    }
    Ok(())
}

fn emergo_suite(out: &mut dyn Write) -> Result<(), String> {
    measure::<Emergo>("emergo start", &emergo::Position::start(), 4, out)?;
    let mid = walk::<Emergo>(emergo::Position::start(), 20, &mut Rng::new(7));
    measure::<Emergo>("emergo after 20 moves", &mid, 6, out)?;
    Ok(())
}

/// Runs the suites named in `games` (both when empty).
pub fn run(games: &[&str], out: &mut dyn Write) -> Result<(), String> {
    let all = games.is_empty();
    for game in games {
        if !matches!(*game, "gipf" | "emergo") {
            return Err(format!("bench takes gipf, emergo or nothing, not {game:?}"));
        }
    }
    if all || games.contains(&"gipf") {
        gipf_suite(out)?;
    }
    if all || games.contains(&"emergo") {
        emergo_suite(out)?;
    }
    Ok(())
}
