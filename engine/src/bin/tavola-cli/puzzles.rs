//! `puzzles` mines a set from seeded games; `check-puzzles` re-verifies a stored set
//! against the search; `verify-puzzles` puts it before the deeper judge (`docs/puzzles.md`).

use std::io::Write;

use tavola_engine::ai::Level;
use tavola_engine::puzzle::mine::{self, Run, Standard};
use tavola_engine::puzzle::read_set;
use tavola_engine::GameKind;

use crate::output::{emit, number, CliResult};

/// `puzzles --game g --count n [--seed s] [--first-id k] [--players a,b] [--min-level l]`:
/// one puzzle line each as found.
pub fn generate(flags: &[&str], out: &mut dyn Write) -> CliResult {
    let (mut game, mut count, mut seed, mut first_id) = (None, None, 1, 1);
    let mut players = mine::PLAYERS.to_vec();
    let mut min_level = Level::Beginner;
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
            ["--players", names] => {
                players = names
                    .split(',')
                    .map(|n| {
                        Level::from_name(n)
                            .ok_or_else(|| format!("unknown level {n:?}: beginner, casual, club or expert"))
                    })
                    .collect::<Result<_, _>>()?
            }
            ["--min-level", name] => {
                min_level = Level::from_name(name)
                    .ok_or_else(|| format!("unknown level {name:?}: beginner, casual, club or expert"))?
            }
            _ => {
                return Err("puzzles takes --game, --count, --seed, --first-id, --players and --min-level, each with \
                     a value"
                    .to_string())
            }
        }
    }
    let (Some(game), Some(count)) = (game, count) else {
        return Err("puzzles needs --game and --count".to_string());
    };
    let mut failed = None;
    mine::mine(Run { game, count, seed, first_id, players: &players, min_level }, &Standard::SETS, &mut |p| {
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

/// `verify-puzzles <file>... [--sample n] [--budget-factor k]`: every puzzle (or every n-th)
/// before the deeper judge at k times the judge's budget (the standard's factor for the
/// puzzle's game unless given); one line per puzzle that does not hold, a summary line per
/// set; any puzzle that does not hold, or an unreadable line, exits with status 2.
pub fn verify(args: &[&str], out: &mut dyn Write) -> CliResult {
    let usage =
        || "verify-puzzles takes one or more files, then perhaps --sample <n> and --budget-factor <k>".to_string();
    let files: Vec<&str> = args.iter().copied().take_while(|a| !a.starts_with("--")).collect();
    let (mut every, mut factor) = (1, None);
    for pair in args[files.len()..].chunks(2) {
        match pair {
            ["--sample", n] => every = number(n, "sample")?.max(1) as usize,
            ["--budget-factor", k] => {
                let k = number(k, "budget factor")?;
                if k == 0 {
                    return Err("the budget factor must be 1 or more".to_string());
                }
                factor = Some(k);
            }
            _ => return Err(usage()),
        }
    }
    if files.is_empty() {
        return Err(usage());
    }
    let mut bad = 0;
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        let (puzzles, unreadable) = read_set(&text);
        for (line, e) in &unreadable {
            emit(out, format!("{file} line {line}: {e}"))?;
        }
        let started = std::time::Instant::now();
        let (mut checked, mut failed) = (0, unreadable.len());
        for puzzle in puzzles.iter().step_by(every) {
            checked += 1;
            let factor = factor.unwrap_or_else(|| Standard::SETS.deeper(puzzle.game));
            if let Err(e) = mine::verify(puzzle, &Standard::SETS, factor) {
                failed += 1;
                emit(out, format!("{}: {e}", puzzle.id))?;
                let _ = out.flush();
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        let holding = checked + unreadable.len() - failed;
        emit(
            out,
            format!(
                "verify-puzzles: {file}: {} checked, {holding} hold, {failed} do not hold, in {seconds:.1} s",
                checked + unreadable.len()
            ),
        )?;
        let _ = out.flush();
        bad += failed;
    }
    if bad > 0 {
        return Err(format!("{bad} puzzles do not hold"));
    }
    Ok(())
}

/// `refresh-puzzles <file>`: the set analysed again by the current standard, written to
/// stdout: comments and puzzles in their order, each puzzle with its id and source (a line
/// shortened where a later turn no longer stands out); a puzzle whose first turn no longer
/// does is left out and named on stderr, its id never to be given again.
pub fn refresh(file: &str, out: &mut dyn Write) -> CliResult {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let (mut kept, mut dropped) = (0, 0);
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            emit(out, line)?;
            continue;
        }
        let puzzle: tavola_engine::puzzle::Puzzle = line.parse().map_err(|e| format!("{file} line {}: {e}", n + 1))?;
        match mine::refresh(&puzzle, &Standard::SETS) {
            Ok(p) => {
                kept += 1;
                if p.line != puzzle.line {
                    eprintln!("{}: the line is now {}", p.id, p.line.join(" "));
                }
                emit(out, p)?;
                let _ = out.flush();
            }
            Err(e) => {
                dropped += 1;
                eprintln!("{}: dropped: {e}", puzzle.id);
            }
        }
    }
    eprintln!("refresh-puzzles: {file}: {kept} kept, {dropped} dropped");
    Ok(())
}
