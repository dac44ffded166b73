//! The command-line tool's commands, generic over the two games.
//!
//! Every failure is one line on stderr and exit status 2; nothing on an input path panics.

use std::io::Write;

use crate::arena::{self, Player};
use crate::output::{emit, number, CliResult};
use tavola_engine::emergo;
use tavola_engine::gipf::{self, Variant};
use tavola_engine::perft::perft;
use tavola_engine::protocol::Session;
use tavola_engine::record::Record;
use tavola_engine::{GameKind, KnownGame, WithRules};

const USAGE: &str = "usage: tavola-cli <command> ...
  start gipf-basic [<white-extra> <black-extra>] | gipf-standard | gipf-tournament | emergo
  successors '<position>'        distinct successor positions, sorted
  perft '<position>' <depth>     perft count on the last line
  moves '<position>'             every legal complete turn in record notation
  play '<position>' <turn>...    the position after those turns
  replay <record-file | ->       replays a game record; prints the last position and result
  bench [gipf|emergo]            successors per second for perft from starts and mid-games
  ai '<position>' <level> [<seed>]   the turn the AI plays (levels: beginner casual club expert greedy)
  serve                          answers protocol requests from stdin, one line each (docs/protocol.md)
  match --game <gipf-basic|gipf-standard|gipf-tournament|emergo> --a <player> --b <player> --games <n>
        [--seed <s>] [--ms <ms>] [--ms-a <ms>] [--ms-b <ms>] [--threads <n>]
                                 plays A against B, colours alternating; Elo difference on the last line.
                                 players: the levels, greedy, baseline (the frozen expert of ad4b024);
                                 --ms: thinking time per decision of expert and baseline; --ms-a, --ms-b:
                                 A's and B's own (time odds; A or B must then be expert or baseline)
  tune --game <game> --games <n> [--player <p>] [--seed <s>] [--threads <n>] [--steps <n>]
                                 fits the evaluation's weights to self-play results of p (casual) (docs/ai.md)
  puzzles --game <game> --count <n> [--seed <s>] [--first-id <k>] [--players <level,level...>]
        [--min-level <level>]    mines puzzles from seeded games between the levels (beginner,casual,club
                                 unless given), those of min-level or harder, one line each (docs/puzzles.md)
  check-puzzles <file> [--sample <n>]
                                 re-verifies every (n-th) stored puzzle against the search; the count last
  verify-puzzles <file>... [--sample <n>] [--budget-factor <k>]
                                 the deeper judge (k times the judge's budget; unless given, 4 in GIPF and
                                 16 in Emergo) on every (n-th) stored puzzle: one line per puzzle that does
                                 not hold, a summary per set
  refresh-puzzles <file>         the set analysed again by the current judge, to stdout (dropped ids on stderr)";

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

fn dispatch(args: &[String], out: &mut dyn Write) -> CliResult {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.to_string())?;
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    match (command.as_str(), rest.as_slice()) {
        ("start", [name, extra @ ..]) => start(name, extra, out),
        ("successors", [pos]) => with_game(pos, Successors, out),
        ("perft", [pos, depth]) => {
            let depth: u32 =
                depth.parse().map_err(|_| format!("depth must be a whole number from 0 up, not {depth:?}"))?;
            with_game(pos, Perft(depth), out)
        }
        ("moves", [pos]) => with_game(pos, Moves, out),
        ("play", [pos, turns @ ..]) => with_game(pos, Play(turns), out),
        ("replay", [file]) => replay(file, out),
        ("bench", games) => crate::bench::run(games, out),
        ("ai", [pos, level, seed @ ..]) => {
            let player = player(level)?;
            let seed = match seed {
                [] => 0,
                [s] => number(s, "seed")?,
                _ => return Err("ai takes a position, a level and perhaps a seed".to_string()),
            };
            with_game(pos, Choose { player, seed }, out)
        }
        ("serve", []) => serve(out),
        ("match", flags) => play_match(flags, out),
        ("tune", flags) => tune(flags, out),
        ("puzzles", flags) => crate::puzzles::generate(flags, out),
        ("check-puzzles", [file, flags @ ..]) => crate::puzzles::check(file, flags, out),
        ("verify-puzzles", args) => crate::puzzles::verify(args, out),
        ("refresh-puzzles", [file]) => crate::puzzles::refresh(file, out),
        ("help" | "--help" | "-h", _) => emit(out, USAGE),
        _ => Err(format!("unknown command or wrong arguments\n{USAGE}")),
    }
}

/// The computer's text protocol over stdin and stdout: one answer line per request line,
/// flushed at once so a client can wait for it; one session (one memory) until stdin ends.
fn serve(out: &mut dyn Write) -> CliResult {
    let start = std::time::Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut session = Session::new();
    for line in std::io::stdin().lines() {
        let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
        emit(out, session.handle(&line, &now))?;
        out.flush().map_err(|e| format!("cannot write: {e}"))?;
    }
    Ok(())
}

fn player(name: &str) -> Result<Player, String> {
    Player::from_name(name).ok_or_else(|| format!("unknown level {name:?}: beginner, casual, club, expert or greedy"))
}

fn start(name: &str, extra: &[&str], out: &mut dyn Write) -> CliResult {
    let unknown = || format!("unknown start {name:?}: {}", GameKind::NAMES);
    let position = match (GameKind::from_name(name).ok_or_else(unknown)?, extra) {
        (GameKind::Gipf(Variant::Basic), [w, b]) => {
            let count = |s: &str| s.parse::<u8>().ok().filter(|n| *n <= 3);
            let (w, b) =
                count(w).zip(count(b)).ok_or_else(|| format!("extra pieces must be 0 to 3 each, not {w:?} {b:?}"))?;
            gipf::Position::basic_with_extra(w, b).to_string()
        }
        (GameKind::Gipf(variant), []) => gipf::Position::start(variant).to_string(),
        (GameKind::Emergo, []) => emergo::Position::start().to_string(),
        _ => return Err(unknown()),
    };
    emit(out, position)
}

/// A command that works the same for either game.
trait Command {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult;
}

/// Parses `text` as a position of whichever game its first words name, then runs `cmd`.
fn with_game(text: &str, cmd: impl Command, out: &mut dyn Write) -> CliResult {
    struct Parsed<'a, C> {
        text: &'a str,
        cmd: C,
        out: &'a mut dyn Write,
    }
    impl<C: Command> WithRules for Parsed<'_, C> {
        type Output = CliResult;
        fn run<G: KnownGame>(self) -> CliResult {
            let pos = self.text.parse().map_err(|e: G::ParsePositionError| format!("bad position: {e}"))?;
            self.cmd.run::<G>(pos, self.out)
        }
    }
    let kind = GameKind::of_position(text).ok_or_else(|| {
        format!("a position starts with the game's name and variant (gipf basic ..., emergo ...): {text:?}")
    })?;
    kind.with_rules(Parsed { text, cmd, out })
}

struct Successors;
impl Command for Successors {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        let mut lines: Vec<String> = G::successors(&pos).iter().map(ToString::to_string).collect();
        lines.sort();
        lines.iter().try_for_each(|l| emit(out, l))
    }
}

struct Perft(u32);
impl Command for Perft {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        emit(out, perft::<G>(&pos, self.0))
    }
}

struct Moves;
impl Command for Moves {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        G::turns(&pos).iter().try_for_each(|t| emit(out, t))
    }
}

struct Play<'a>(&'a [&'a str]);
impl Command for Play<'_> {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        let mut record = Record::<G>::new(pos);
        for text in self.0 {
            record.push_text(text).map_err(|e| e.to_string())?;
        }
        emit(out, record.current())
    }
}

/// The turn the AI plays; in GIPF it also makes the opponent's step-4 removals, so that
/// the whole turn can be printed.
struct Choose {
    player: Player,
    seed: u64,
}
impl Command for Choose {
    fn run<G: KnownGame>(self, pos: G::Position, out: &mut dyn Write) -> CliResult {
        // Both games' positions print their notation: reading it back picks the game.
        let text = pos.to_string();
        let turn = if let Ok(pos) = text.parse::<gipf::Position>() {
            arena::gipf_turn(&pos, self.player, self.seed)?.to_string()
        } else {
            let pos: emergo::Position = text.parse().map_err(|e| format!("bad position: {e}"))?;
            let ai = self.player.ai(self.seed);
            ai.emergo(&pos).map(|(mv, _)| mv.to_string()).ok_or("the game is over: no move to choose")?
        };
        emit(out, turn)
    }
}

/// Why a thinking time given to `match` cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
enum TimeError {
    /// Not a whole number of milliseconds from 1 to [`MAX_MATCH_MS`].
    Value { flag: &'static str, text: String },
    /// A time of its own for a player who counts nodes instead (a level below expert, or
    /// greedy).
    Untimed { flag: &'static str, player: &'static str },
}

/// The longest thinking time per decision `match` takes: an hour.
const MAX_MATCH_MS: u64 = 3_600_000;

impl std::fmt::Display for TimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeError::Value { flag, text } => {
                write!(f, "{flag} takes a time per decision in milliseconds, 1 to {MAX_MATCH_MS}, not {text:?}")
            }
            TimeError::Untimed { flag, player } => write!(
                f,
                "{flag} gives a time to a player who thinks for one (expert or baseline), but {player} counts nodes"
            ),
        }
    }
}

impl From<TimeError> for String {
    fn from(error: TimeError) -> String {
        error.to_string()
    }
}

/// A thinking time from the value of `flag`.
fn milliseconds(flag: &'static str, text: &str) -> Result<f64, TimeError> {
    match text.parse::<u64>() {
        Ok(ms) if (1..=MAX_MATCH_MS).contains(&ms) => Ok(ms as f64),
        _ => Err(TimeError::Value { flag, text: text.to_string() }),
    }
}

/// The thinking time of each player: its own (`--ms-a`, `--ms-b`), else the shared one
/// (`--ms`); a time of its own only for a player who thinks for a time.
fn times(players: [Player; 2], shared: Option<f64>, own: [Option<f64>; 2]) -> Result<[Option<f64>; 2], TimeError> {
    let mut ms = [shared; 2];
    for (seat, flag) in ["--ms-a", "--ms-b"].into_iter().enumerate() {
        if let Some(t) = own[seat] {
            if !players[seat].timed(Some(t)) {
                return Err(TimeError::Untimed { flag, player: players[seat].name() });
            }
            ms[seat] = Some(t);
        }
    }
    Ok(ms)
}

/// A player's name, with its time per decision when it has one of its own.
fn seat_name(player: Player, ms: Option<f64>) -> String {
    match ms.filter(|_| player.timed(ms)) {
        Some(ms) => format!("{} ({ms} ms)", player.name()),
        None => player.name().to_string(),
    }
}

/// `match --game g --a level --b level --games n [--seed s] [--ms t] [--ms-a t] [--ms-b t]
/// [--threads k]`: one line per game, then the summary with the Elo difference last.
fn play_match(flags: &[&str], out: &mut dyn Write) -> CliResult {
    let (mut game, mut a, mut b, mut games, mut seed, mut ms, mut threads) = (None, None, None, None, 1, None, 1);
    let mut own_ms = [None; 2];
    for pair in flags.chunks(2) {
        match pair {
            ["--game", name] => {
                game = Some(
                    GameKind::from_name(name).ok_or_else(|| format!("unknown game {name:?}: {}", GameKind::NAMES))?,
                )
            }
            ["--a", name] => a = Some(player(name)?),
            ["--b", name] => b = Some(player(name)?),
            ["--games", n] => games = Some(u32::try_from(number(n, "games")?).map_err(|_| "too many games")?),
            ["--seed", s] => seed = number(s, "seed")?,
            ["--ms", n] => ms = Some(milliseconds("--ms", n)?),
            ["--ms-a", n] => own_ms[0] = Some(milliseconds("--ms-a", n)?),
            ["--ms-b", n] => own_ms[1] = Some(milliseconds("--ms-b", n)?),
            ["--threads", n] => threads = u32::try_from(number(n, "threads")?).unwrap_or(1).clamp(1, 64),
            _ => {
                return Err("match takes --game, --a, --b, --games, --seed, --ms, --ms-a, --ms-b and --threads, \
                            each with a value"
                    .to_string())
            }
        }
    }
    let (Some(game), Some(a), Some(b), Some(games)) = (game, a, b, games) else {
        return Err("match needs --game, --a, --b and --games".to_string());
    };
    let ms = times([a, b], ms, own_ms)?;
    let start = std::time::Instant::now();
    let now_ms = move || start.elapsed().as_secs_f64() * 1000.0;
    // Each thread plays every `threads`-th opening pair and sends each game's end here.
    let (send, receive) = std::sync::mpsc::channel::<(u32, arena::GameEnd)>();
    let tallies = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|part| {
                let send = send.clone();
                let setup = arena::MatchSetup { game, players: [a, b], games, seed, ms, part: (part, threads) };
                scope.spawn(move || {
                    arena::play_match(&setup, &now_ms, &mut |_, _| {}, &mut |index, end, _| {
                        let _ = send.send((index, *end));
                    })
                })
            })
            .collect();
        drop(send);
        let mut so_far = arena::Tally::default();
        for (index, end) in receive {
            so_far.add(index, &end);
            game_line(out, index, &end, a, &so_far)?;
        }
        workers
            .into_iter()
            .map(|w| w.join().map_err(|_| "a match thread failed".to_string())?)
            .collect::<Result<Vec<_>, String>>()
    })?;
    let tally = tallies.into_iter().fold(arena::Tally::default(), |all, t| all.merged(&t));
    emit(out, format!("A = {}, B = {}", seat_name(a, ms[0]), seat_name(b, ms[1])))?;
    emit(out, tally)
}

/// `tune --game g --games n [--player p] [--seed s] [--threads t] [--steps k]`: fits the evaluation's
/// weights to self-play results (`tune.rs`).
fn tune(flags: &[&str], out: &mut dyn Write) -> CliResult {
    let (mut game, mut games, mut seed, mut threads, mut steps) = (None, None, 1, 1, 2000);
    let mut who = Player::Level(tavola_engine::ai::Level::Casual);
    for pair in flags.chunks(2) {
        match pair {
            ["--game", name] => {
                game = Some(
                    GameKind::from_name(name).ok_or_else(|| format!("unknown game {name:?}: {}", GameKind::NAMES))?,
                )
            }
            ["--games", n] => games = Some(u32::try_from(number(n, "games")?).map_err(|_| "too many games")?),
            ["--seed", s] => seed = number(s, "seed")?,
            ["--threads", n] => threads = u32::try_from(number(n, "threads")?).unwrap_or(1).clamp(1, 64),
            ["--steps", n] => steps = u32::try_from(number(n, "steps")?).unwrap_or(u32::MAX),
            ["--player", name] => who = player(name)?,
            _ => {
                return Err("tune takes --game, --games, --player, --seed, --threads and --steps, each with a value"
                    .to_string())
            }
        }
    }
    let (Some(game), Some(games)) = (game, games) else { return Err("tune needs --game and --games".to_string()) };
    emit(out, crate::tune::run(game, who, games, seed, threads, steps)?)
}

/// One line per game as it ends, with A's score so far.
fn game_line(out: &mut dyn Write, index: u32, end: &arena::GameEnd, a: Player, so_far: &arena::Tally) -> CliResult {
    let a_white = index.is_multiple_of(2);
    let result = match end.winner {
        None => "draw".to_string(),
        Some(c) => format!("{} wins", if (c == tavola_engine::Color::White) == a_white { "A" } else { "B" }),
    };
    let capped = if end.capped { " (move cap)" } else { "" };
    emit(
        out,
        format!(
            "game {:>3}: A {} {}, {result} after {} turns{capped}; A {:.1}%",
            index + 1,
            a.name(),
            if a_white { "white" } else { "black" },
            end.turns,
            100.0 * so_far.score()
        ),
    )
}

fn replay(file: &str, out: &mut dyn Write) -> CliResult {
    let text = if file == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("cannot read stdin: {e}"))?
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?
    };
    struct Show<'a> {
        text: &'a str,
        out: &'a mut dyn Write,
    }
    impl WithRules for Show<'_> {
        type Output = CliResult;
        fn run<G: KnownGame>(self) -> CliResult {
            let record = Record::<G>::parse(self.text).map_err(|e| e.to_string())?;
            emit(self.out, record.current())?;
            match record.result() {
                Some(result) => emit(self.out, result),
                None => emit(self.out, format!("{} to move", G::side_to_move(record.current()))),
            }
        }
    }
    let game = tavola_engine::record::game_of(&text).map_err(|e| e.to_string())?;
    game.with_rules(Show { text: &text, out })
}
