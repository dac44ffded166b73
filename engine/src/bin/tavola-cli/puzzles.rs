//! `puzzles` mines a set from seeded games; `check-puzzles` re-verifies a stored set
//! against the search (`docs/puzzles.md`).

use std::io::Write;

use tavola_engine::puzzle::mine::{self, Run, Standard};
use tavola_engine::puzzle::read_set;
use tavola_engine::GameKind;

use crate::output::{emit, number, CliResult};

/// `puzzles --game g --count n [--seed s] [--first-id k]`: one puzzle line each as found.
pub fn generate(flags: &[&str], out: &mut dyn Write) -> CliResult {
    let (mut game, mut count, mut seed, mut first_id) = (None, None, 1, 1);
    for pair in flags.chunks(2) {
        match pair {
            ["--game", name] => {
                game = Some(
                    GameKind::from_name(name).ok_or_else(|| format!("unknown game {name:?}: {}", GameKind::NAMES))?,
                )
            }
            ["--count", n] => count = Some(number(n, "count")? as usize),
            ["--seed", s] => seed = number(s, "seed")?,
            ["--first-id", k] => first_id = number(k, "first id")? as usize,
            _ => return Err("puzzles takes --game, --count, --seed and --first-id, each with a value".to_string()),
        }
    }
    let (Some(game), Some(count)) = (game, count) else {
        return Err("puzzles needs --game and --count".to_string());
    };
    let mut failed = None;
    mine::mine(Run { game, count, seed, first_id }, &Standard::SETS, &mut |p| {
        if failed.is_none() {
            failed = emit(out, &p).err();
            let _ = out.flush();
        }
    });
    failed.map_or(Ok(()), Err)
}

/// `check-puzzles <file> [--sample n]`: every puzzle (or every n-th) analysed again; one
/// line per failure, the count last; a failure or an unreadable line exits with status 2.
pub fn check(file: &str, flags: &[&str], out: &mut dyn Write) -> CliResult {
    let every = match flags {
        [] => 1,
        ["--sample", n] => number(n, "sample")?.max(1) as usize,
        _ => return Err("check-puzzles takes a file and perhaps --sample <n>".to_string()),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let (puzzles, unreadable) = read_set(&text);
    for (line, e) in &unreadable {
        emit(out, format!("line {line}: {e}"))?;
    }
    let started = std::time::Instant::now();
    let mut failures = 0;
    let mut checked = 0;
    for puzzle in puzzles.iter().step_by(every) {
        checked += 1;
        if let Err(e) = mine::check(puzzle, &Standard::SETS) {
            failures += 1;
            emit(out, format!("{}: {e}", puzzle.id))?;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    emit(
        out,
        format!("{checked} puzzles checked, {failures} failed, {} unreadable, in {seconds:.1} s", unreadable.len()),
    )?;
    if failures + unreadable.len() > 0 {
        return Err(format!("{} of the puzzles in {file} failed the check", failures + unreadable.len()));
    }
    Ok(())
}
