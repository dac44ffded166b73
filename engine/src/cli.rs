//! The command-line tool's commands, generic over the two games.
//!
//! Every failure is one line on stderr and exit status 2; nothing on an input path panics.

use std::fmt::Display;
use std::io::Write;

use crate::emergo::{self, Emergo};
use crate::gipf::{self, Gipf, Variant};
use crate::perft::perft;
use crate::record::Record;
use crate::Rules;

const USAGE: &str = "usage: tavola-cli <command> ...
  start gipf-basic [<white-extra> <black-extra>] | gipf-standard | gipf-tournament | emergo
  successors '<position>'        distinct successor positions, sorted
  perft '<position>' <depth>     perft count on the last line
  moves '<position>'             every legal complete turn in record notation
  play '<position>' <turn>...    the position after those turns
  replay <record-file | ->       replays a game record; prints the last position and result
  bench [gipf|emergo]            successors per second for perft from starts and mid-games";

/// Runs one command; returns the process exit status (0 ok, 2 bad input).
pub fn run(args: &[String], out: &mut dyn Write) -> i32 {
    match dispatch(args, out) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("tavola-cli: {message}");
            2
        }
    }
}

type CliResult = Result<(), String>;

fn dispatch(args: &[String], out: &mut dyn Write) -> CliResult {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.to_string())?;
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    match (command.as_str(), rest.as_slice()) {
        ("start", [name, extra @ ..]) => start(name, extra, out),
        ("successors", [pos]) => with_game(pos, Successors, out),
        ("perft", [pos, depth]) => {
            let depth: u32 = depth
                .parse()
                .map_err(|_| format!("depth must be a whole number from 0 up, not {depth:?}"))?;
            with_game(pos, Perft(depth), out)
        }
        ("moves", [pos]) => with_game(pos, Moves, out),
        ("play", [pos, turns @ ..]) => with_game(pos, Play(turns), out),
        ("replay", [file]) => replay(file, out),
        ("bench", games) => crate::bench::run(games, out),
        ("help" | "--help" | "-h", _) => emit(out, USAGE),
        _ => Err(format!("unknown command or wrong arguments\n{USAGE}")),
    }
}

fn emit(out: &mut dyn Write, text: impl Display) -> CliResult {
    writeln!(out, "{text}").map_err(|e| format!("cannot write output: {e}"))
}

fn start(name: &str, extra: &[&str], out: &mut dyn Write) -> CliResult {
    let position = match (name, extra) {
        ("gipf-basic", []) => gipf::Position::start(Variant::Basic).to_string(),
        ("gipf-basic", [w, b]) => {
            let count = |s: &str| s.parse::<u8>().ok().filter(|n| *n <= 3);
            let (w, b) = count(w)
                .zip(count(b))
                .ok_or_else(|| format!("extra pieces must be 0 to 3 each, not {w:?} {b:?}"))?;
            gipf::Position::basic_with_extra(w, b).to_string()
        }
        ("gipf-standard", []) => gipf::Position::start(Variant::Standard).to_string(),
        ("gipf-tournament", []) => gipf::Position::start(Variant::Tournament).to_string(),
        ("emergo", []) => emergo::Position::start().to_string(),
        _ => return Err(format!("unknown start {name:?}: gipf-basic, gipf-standard, gipf-tournament or emergo")),
    };
    emit(out, position)
}

/// A command that works the same for either game.
trait Command {
    fn run<G: Rules>(self, pos: G::Position, out: &mut dyn Write) -> CliResult;
}

/// Parses `text` as a position of whichever game its first word names, then runs `cmd`.
fn with_game(text: &str, cmd: impl Command, out: &mut dyn Write) -> CliResult {
    fn parse<G: Rules>(text: &str) -> Result<G::Position, String> {
        text.parse().map_err(|e: G::PositionError| format!("bad position: {e}"))
    }
    match text.split_whitespace().next() {
        Some(Gipf::NAME) => cmd.run::<Gipf>(parse::<Gipf>(text)?, out),
        Some(Emergo::NAME) => cmd.run::<Emergo>(parse::<Emergo>(text)?, out),
        _ => Err(format!("a position starts with the game's name, gipf or emergo: {text:?}")),
    }
}

struct Successors;
impl Command for Successors {
    fn run<G: Rules>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        let mut lines: Vec<String> = G::successors(&pos).iter().map(ToString::to_string).collect();
        lines.sort();
        lines.iter().try_for_each(|l| emit(out, l))
    }
}

struct Perft(u32);
impl Command for Perft {
    fn run<G: Rules>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        emit(out, perft::<G>(&pos, self.0))
    }
}

struct Moves;
impl Command for Moves {
    fn run<G: Rules>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        G::turns(&pos).iter().try_for_each(|t| emit(out, t))
    }
}

struct Play<'a>(&'a [&'a str]);
impl Command for Play<'_> {
    fn run<G: Rules>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        let mut record = Record::<G>::new(pos);
        for text in self.0 {
            record.push_text(text).map_err(|e| e.to_string())?;
        }
        emit(out, record.current())
    }
}

fn replay(file: &str, out: &mut dyn Write) -> CliResult {
    let text = if file == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("cannot read stdin: {e}"))?
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?
    };
    let game = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("[Position \""))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("");
    fn show<G: Rules>(text: &str, out: &mut dyn Write) -> CliResult {
        let record = Record::<G>::parse(text).map_err(|e| e.to_string())?;
        emit(out, record.current())?;
        match record.result() {
            Some(result) => emit(out, result),
            None => emit(out, format!("{} to move", G::side_to_move(record.current()))),
        }
    }
    match game {
        Gipf::NAME => show::<Gipf>(&text, out),
        Emergo::NAME => show::<Emergo>(&text, out),
        _ => Err("the record's [Position \"...\"] tag must name gipf or emergo".to_string()),
    }
}
