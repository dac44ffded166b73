//! The text protocol the computer is asked through, one request line in, one answer line
//! out (`docs/protocol.md`), in the manner of nokamute's Universal Hive Protocol: the same
//! lines go to the app's Web Worker, to `tavola-cli serve` and to the tests, so a position
//! that misbehaves in the browser can be replayed at a terminal.
//!
//! Both ends use the types here: the page formats a [`Request`] and parses an [`Answer`];
//! the worker (and the CLI) hands each line to [`Session::handle`], which keeps one
//! transposition table ([`Memory`]) between requests so that the searches of one game
//! build on each other. Positions and decisions travel in the engine's own notation.
//!
//! A request about an Emergo position may carry the game before it ([`Past`], after `|`),
//! so that the search sees the draw by the third occurrence of a position; a request
//! without it is answered as before, the position standing alone.

use std::fmt;
use std::str::FromStr;

use crate::ai::{Ai, Clock, Level, Memory, Report};
use crate::emergo::{Emergo, Move as EmergoMove, MoveError, Position as EmergoPosition};
use crate::gipf::{Decision, Position as GipfPosition, TurnInProgress};
use crate::record::{Record, RecordError};
use crate::{Color, GameResult};

/// The score of a decided game, in the search's units (hundredths of a piece).
pub const DECIDED: i32 = 1_000_000;

/// Most a `play` or `evaluate` search may take, whatever its level's budget says, so a
/// slow device still gets an answer.
pub const PLAY_LIMIT_MS: f64 = 8000.0;

/// The longest `analyse` the protocol accepts, so a typo cannot hang a worker for hours.
pub const MAX_ANALYSE_MS: u32 = 60_000;

/// Where the computer is asked to look: a GIPF turn in progress (its start and the
/// decisions already made in it) or an Emergo position.
#[derive(Clone, Debug, PartialEq)]
pub enum At {
    /// The position at the start of the turn and the decisions made since.
    Gipf {
        /// The position at the start of the turn.
        start: GipfPosition,
        /// The decisions already made in the turn, in order.
        made: Vec<Decision>,
    },
    /// The position to move from.
    Emergo(EmergoPosition),
}

impl At {
    /// A GIPF turn in progress, from the position it started at: its decisions are the
    /// turn's own ([`TurnInProgress::decisions`]), so the worker rebuilds the same turn.
    pub fn gipf(start: GipfPosition, turn: &TurnInProgress) -> At {
        At::Gipf { start, made: turn.decisions() }
    }
}

/// One question for the computer.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `play <level> <seed> <at>`: the decisions (GIPF) or the move (Emergo) to play now.
    Play {
        /// The strength asked for.
        level: Level,
        /// Makes the level's noise and tie-breaks reproducible.
        seed: u64,
        /// The position.
        at: At,
    },
    /// `evaluate <level> <seed> <at>`: how `level` judges the position (a draw offer).
    Evaluate {
        /// The strength whose judgement counts.
        level: Level,
        /// As for `play`.
        seed: u64,
        /// The position.
        at: At,
    },
    /// `analyse <ms> <at>`: the expert's score and best line after `ms` milliseconds.
    Analyse {
        /// Thinking time.
        ms: u32,
        /// The position.
        at: At,
    },
    /// `info`: who answers.
    Info,
}

impl Request {
    /// Where the request asks the computer to look (`None` for `info`).
    pub fn at(&self) -> Option<&At> {
        match self {
            Request::Play { at, .. } | Request::Evaluate { at, .. } | Request::Analyse { at, .. } => Some(at),
            Request::Info => None,
        }
    }
}

/// The game before an Emergo position asked about, for the draw by the third occurrence
/// of a position (rules §2.7): a position the game went through (its start, or any later
/// one from which every repetition still to come can be seen) and the moves played from
/// there to the position asked about. Written `<position> ; <move>...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Past {
    /// Where the moves begin.
    pub from: EmergoPosition,
    /// The moves from there to the position asked about, in order.
    pub moves: Vec<EmergoMove>,
}

/// A request as it travels, `<request> [| <past>]`: the request and, when it asks about an
/// Emergo position of a game, the game before it. A question without a past is the
/// request alone, answered as the protocol always did.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// What is asked.
    pub request: Request,
    /// The game before the Emergo position asked about, if any.
    pub past: Option<Past>,
}

impl From<Request> for Question {
    fn from(request: Request) -> Question {
        Question { request, past: None }
    }
}

/// A search's findings, as the page shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// From White's side, hundredths of a piece; ±[`DECIDED`] less the plies to get there
    /// for a decided game, 0 for a drawn one.
    pub score: i32,
    /// The deepest search completed, in turns.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The best line: per turn, who plays it and its text (GIPF: the decisions joined by
    /// spaces; Emergo: the move). Empty when the game is over.
    pub line: Vec<(Color, String)>,
}

/// The computer's answer to one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `play <text>...`: the decisions (GIPF) or the move (Emergo), in notation.
    Play(Vec<String>),
    /// `none`: there is nothing to decide (the game or the turn is over).
    Nothing,
    /// `analysis <score> <depth> <nodes> [; <w|b> <text>]...`.
    Analysis(Analysis),
    /// `info <text>`.
    Info(String),
    /// `error <message>`: the request was not understood or not possible.
    Error(String),
}

/// Why a line of the protocol was refused, or a request could not be taken. Its
/// `Display` is the message an `error` answer carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// A blank line.
    EmptyRequest,
    /// A first word that names no request.
    UnknownRequest(String),
    /// A level that is not one of the four.
    UnknownLevel(String),
    /// A seed that is not a whole number.
    BadSeed(String),
    /// An `analyse` time outside 1..=MAX_ANALYSE_MS.
    BadTime(String),
    /// A position that names neither game.
    NotAPosition(String),
    /// A GIPF position that does not read or cannot arise.
    GipfPosition(crate::gipf::ParsePositionError),
    /// An Emergo position that does not read or cannot arise.
    EmergoPosition(crate::emergo::ParsePositionError),
    /// Decisions after `;` following an Emergo position.
    DecisionsAfterEmergo,
    /// A decision that does not read, or that the turn in progress refuses.
    Decision {
        /// The decision as written.
        text: String,
        /// The rules' reason.
        error: crate::gipf::TurnError,
    },
    /// A GIPF position from which no turn can begin.
    NoTurn(crate::gipf::TurnError),
    /// Decisions after a finished game.
    GameOver,
    /// A game before the position (`|`) where there is no Emergo position: GIPF has no
    /// draw by repetition, `info` no position.
    PastNotEmergo,
    /// The position the game before it begins from does not read.
    PastPosition(crate::emergo::ParsePositionError),
    /// A move of the game before the position does not read.
    PastMove {
        /// The move as written.
        text: String,
        /// Why it is not a move.
        error: MoveError,
    },
    /// A move of the game before the position is refused there (illegal, or after the
    /// game's end).
    PastTurn(RecordError),
    /// The moves of the game before the position lead elsewhere: to this position.
    PastElsewhere(EmergoPosition),
}

/// An answer line that does not read (kept apart from [`ProtocolError`], so that a reader
/// of answers alone carries none of the requests' messages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableAnswer(pub String);

impl fmt::Display for UnreadableAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an answer: {:?}", self.0)
    }
}

impl std::error::Error for UnreadableAnswer {}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::EmptyRequest => f.write_str("empty request"),
            ProtocolError::UnknownRequest(c) => write!(f, "unknown request {c:?} (play, evaluate, analyse, info)"),
            ProtocolError::UnknownLevel(l) => write!(f, "unknown level {l:?} (beginner, casual, club, expert)"),
            ProtocolError::BadSeed(s) => write!(f, "the seed must be a whole number, not {s:?}"),
            ProtocolError::BadTime(ms) => write!(f, "the time must be 1 to {MAX_ANALYSE_MS} milliseconds, not {ms:?}"),
            ProtocolError::NotAPosition(p) => write!(f, "not a position: {p:?}"),
            ProtocolError::GipfPosition(e) => e.fmt(f),
            ProtocolError::EmergoPosition(e) => e.fmt(f),
            ProtocolError::DecisionsAfterEmergo => f.write_str("an Emergo position takes no decisions after ';'"),
            ProtocolError::Decision { text, error } => write!(f, "{text}: {error}"),
            ProtocolError::NoTurn(e) => e.fmt(f),
            ProtocolError::GameOver => f.write_str("the game is over: no decisions can follow"),
            ProtocolError::PastNotEmergo => {
                f.write_str("only an Emergo position takes the game before it after '|' (GIPF has no repetition rule)")
            }
            ProtocolError::PastPosition(e) => write!(f, "the game before the position: {e}"),
            ProtocolError::PastMove { text, error } => write!(f, "the game before the position: {text}: {error}"),
            ProtocolError::PastTurn(e) => write!(f, "the game before the position: {e}"),
            ProtocolError::PastElsewhere(pos) => {
                write!(f, "the game before the position leads to {pos}, not to the position asked about")
            }
        }
    }
}

impl std::error::Error for ProtocolError {}

fn level(text: &str) -> Result<Level, ProtocolError> {
    Level::from_name(text).ok_or_else(|| ProtocolError::UnknownLevel(text.to_string()))
}

fn seed(text: &str) -> Result<u64, ProtocolError> {
    text.parse().map_err(|_| ProtocolError::BadSeed(text.to_string()))
}

impl FromStr for At {
    type Err = ProtocolError;

    /// `<position> [; <decision>...]`: decisions only after a GIPF position.
    fn from_str(text: &str) -> Result<At, ProtocolError> {
        let (position, made) = match text.split_once(';') {
            Some((p, d)) => (p.trim(), Some(d)),
            None => (text.trim(), None),
        };
        match position.split_whitespace().next() {
            Some("gipf") => {
                let start = position.parse().map_err(ProtocolError::GipfPosition)?;
                let made = made
                    .unwrap_or("")
                    .split_whitespace()
                    .map(|d| {
                        d.parse::<Decision>().map_err(|error| ProtocolError::Decision { text: d.to_string(), error })
                    })
                    .collect::<Result<_, _>>()?;
                Ok(At::Gipf { start, made })
            }
            Some("emergo") if made.is_some() => Err(ProtocolError::DecisionsAfterEmergo),
            Some("emergo") => position.parse().map(At::Emergo).map_err(ProtocolError::EmergoPosition),
            _ => Err(ProtocolError::NotAPosition(position.to_string())),
        }
    }
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Gipf { start, made } if made.is_empty() => write!(f, "{start}"),
            At::Gipf { start, made } => {
                write!(f, "{start} ;")?;
                made.iter().try_for_each(|d| write!(f, " {d}"))
            }
            At::Emergo(pos) => write!(f, "{pos}"),
        }
    }
}

impl FromStr for Request {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Request, ProtocolError> {
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let mut words = rest.trim_start().splitn(3, char::is_whitespace);
        let mut word = || words.next().unwrap_or("");
        match command {
            "play" | "evaluate" => {
                let (level, seed, at) = (level(word())?, seed(word())?, word().parse()?);
                Ok(if command == "play" {
                    Request::Play { level, seed, at }
                } else {
                    Request::Evaluate { level, seed, at }
                })
            }
            "analyse" => {
                let ms = word();
                let ms = ms
                    .parse()
                    .ok()
                    .filter(|ms| (1..=MAX_ANALYSE_MS).contains(ms))
                    .ok_or_else(|| ProtocolError::BadTime(ms.to_string()))?;
                let at = rest.trim_start().split_once(char::is_whitespace).map_or("", |(_, at)| at).parse()?;
                Ok(Request::Analyse { ms, at })
            }
            "info" if rest.trim().is_empty() => Ok(Request::Info),
            "" => Err(ProtocolError::EmptyRequest),
            _ => Err(ProtocolError::UnknownRequest(command.to_string())),
        }
    }
}

impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Request::Play { level, seed, at } => write!(f, "play {} {seed} {at}", level.name()),
            Request::Evaluate { level, seed, at } => write!(f, "evaluate {} {seed} {at}", level.name()),
            Request::Analyse { ms, at } => write!(f, "analyse {ms} {at}"),
            Request::Info => f.write_str("info"),
        }
    }
}

impl FromStr for Past {
    type Err = ProtocolError;

    /// `<position> [; <move>...]`.
    fn from_str(text: &str) -> Result<Past, ProtocolError> {
        let (from, moves) = text.split_once(';').unwrap_or((text, ""));
        let from = from.trim().parse().map_err(ProtocolError::PastPosition)?;
        let moves = moves
            .split_whitespace()
            .map(|m| m.parse().map_err(|error| ProtocolError::PastMove { text: m.to_string(), error }))
            .collect::<Result<_, _>>()?;
        Ok(Past { from, moves })
    }
}

impl fmt::Display for Past {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        if !self.moves.is_empty() {
            f.write_str(" ;")?;
        }
        self.moves.iter().try_for_each(|m| write!(f, " {m}"))
    }
}

impl FromStr for Question {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Question, ProtocolError> {
        let (request, past) = match line.split_once('|') {
            Some((request, past)) => (request.parse::<Request>()?, Some(past.parse::<Past>()?)),
            None => (line.parse()?, None),
        };
        if past.is_some() && !matches!(request.at(), Some(At::Emergo(_))) {
            return Err(ProtocolError::PastNotEmergo);
        }
        Ok(Question { request, past })
    }
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.past {
            Some(past) => write!(f, "{} | {past}", self.request),
            None => write!(f, "{}", self.request),
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Play(texts) => write!(f, "play {}", texts.join(" ")),
            Answer::Nothing => f.write_str("none"),
            Answer::Analysis(a) => {
                write!(f, "analysis {} {} {}", a.score, a.depth, a.nodes)?;
                a.line.iter().try_for_each(|(side, text)| write!(f, " ; {} {text}", side.letter()))
            }
            Answer::Info(text) => write!(f, "info {text}"),
            // An answer is one line, whatever the message held.
            Answer::Error(message) => write!(f, "error {}", message.replace(['\n', '\r'], " ")),
        }
    }
}

impl FromStr for Answer {
    type Err = UnreadableAnswer;

    fn from_str(line: &str) -> Result<Answer, UnreadableAnswer> {
        let line = line.trim();
        let (kind, rest) = line.split_once(' ').unwrap_or((line, ""));
        match kind {
            "play" if !rest.trim().is_empty() => Ok(Answer::Play(rest.split_whitespace().map(String::from).collect())),
            "none" => Ok(Answer::Nothing),
            "analysis" => {
                let mut parts = rest.split(';');
                let head: Vec<&str> = parts.next().unwrap_or("").split_whitespace().collect();
                let bad = || UnreadableAnswer(line.to_string());
                let [score, depth, nodes] = head.as_slice() else { return Err(bad()) };
                let line = parts
                    .map(|entry| {
                        let (side, text) = entry.trim().split_once(' ').ok_or_else(bad)?;
                        let side = match side {
                            "w" => Color::White,
                            "b" => Color::Black,
                            _ => return Err(bad()),
                        };
                        Ok((side, text.trim().to_string()))
                    })
                    .collect::<Result<_, _>>()?;
                Ok(Answer::Analysis(Analysis {
                    score: score.parse().map_err(|_| bad())?,
                    depth: depth.parse().map_err(|_| bad())?,
                    nodes: nodes.parse().map_err(|_| bad())?,
                    line,
                }))
            }
            "info" => Ok(Answer::Info(rest.to_string())),
            "error" => Ok(Answer::Error(rest.to_string())),
            _ => Err(UnreadableAnswer(line.to_string())),
        }
    }
}

/// What one client says to the computer over time: the transposition table survives from
/// one request to the next (one session per game in the app's worker).
pub struct Session {
    memory: Memory,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

/// A position ready to search.
enum Ready {
    Gipf(TurnInProgress),
    /// The position, and the game's positions before it when the question gave them.
    Emergo(EmergoPosition, Option<Vec<EmergoPosition>>),
    /// The game is over: its result instead of a search.
    Over(GameResult),
}

impl Session {
    /// A session with an empty memory.
    pub fn new() -> Session {
        Session { memory: Memory::new() }
    }

    /// Answers one request line with one answer line; `now_ms` is the caller's monotonic
    /// clock in milliseconds (the std clock panics in wasm). Bad input gives `error ...`.
    pub fn handle(&mut self, line: &str, now_ms: &dyn Fn() -> f64) -> String {
        let answer = match line.parse::<Question>() {
            Ok(question) => self.answer(&question, now_ms),
            Err(error) => Answer::Error(error.to_string()),
        };
        answer.to_string()
    }

    /// Answers a parsed question.
    fn answer(&mut self, question: &Question, now_ms: &dyn Fn() -> f64) -> Answer {
        let request = &question.request;
        let clock = |limit_ms| Clock { now_ms, limit_ms };
        let (ai, at) = match request {
            Request::Info => return Answer::Info(format!("tavola-engine {}", env!("CARGO_PKG_VERSION"))),
            Request::Play { level, seed, at } | Request::Evaluate { level, seed, at } => {
                (Ai::new(*level, *seed).with_clock(clock(PLAY_LIMIT_MS)), at)
            }
            Request::Analyse { ms, at } => (
                Ai::new(Level::Expert, 0).with_time(f64::from(*ms)).with_clock(clock(f64::from(*ms))).scoring_forced(),
                at,
            ),
        };
        let ready = match ready(at, question.past.as_ref()) {
            Ok(ready) => ready,
            Err(error) => return Answer::Error(error.to_string()),
        };
        let (choice, sides, report) = match ready {
            Ready::Over(result) => return over(request, result),
            Ready::Gipf(turn) => {
                let (decisions, report) = ai.gipf_with(&mut self.memory, &turn);
                let texts: Vec<String> = decisions.iter().map(Decision::to_string).collect();
                (texts, Sides::Gipf { decider: turn.decider(), mover: turn.board().side_to_move() }, report)
            }
            Ready::Emergo(pos, past) => {
                let chosen = match past {
                    Some(past) => ai.emergo_after(&mut self.memory, &past, &pos),
                    None => ai.emergo_with(&mut self.memory, &pos),
                };
                match chosen {
                    Some((mv, report)) => (vec![mv.to_string()], Sides::Emergo(pos.side_to_move()), report),
                    None => (Vec::new(), Sides::Emergo(pos.side_to_move()), Report::default()),
                }
            }
        };
        match request {
            _ if choice.is_empty() => Answer::Nothing,
            Request::Play { .. } => Answer::Play(choice),
            _ => Answer::Analysis(analysis(report, sides)),
        }
    }
}

/// The answer for a finished game: nothing to play, and a decided (or drawn) score, so a
/// review can judge the turn that ended it like any other.
fn over(request: &Request, result: GameResult) -> Answer {
    match request {
        Request::Play { .. } => Answer::Nothing,
        _ => {
            let score = result.winner.map_or(0, |w| if w == Color::White { DECIDED } else { -DECIDED });
            Answer::Analysis(Analysis { score, depth: 0, nodes: 0, line: Vec::new() })
        }
    }
}

/// Who plays the line's turns: in GIPF the first entry is the decider's (the opponent's
/// removals in step 4) and the turns after it begin with the mover's opponent; in Emergo
/// the sides alternate from the side to move.
#[derive(Clone, Copy)]
enum Sides {
    Gipf { decider: Color, mover: Color },
    Emergo(Color),
}

impl Sides {
    fn of_entry(self, i: usize) -> Color {
        let (first, next) = match self {
            Sides::Gipf { decider, mover } => (decider, mover.other()),
            Sides::Emergo(side) => (side, side.other()),
        };
        match i {
            0 => first,
            _ if i % 2 == 1 => next,
            _ => next.other(),
        }
    }
}

/// The report turned to White's side, its line labelled with who plays each turn.
fn analysis(report: Report, sides: Sides) -> Analysis {
    let score = if sides.of_entry(0) == Color::White { report.score } else { -report.score };
    let line = report.line.into_iter().enumerate().map(|(i, text)| (sides.of_entry(i), text)).collect();
    Analysis { score, depth: report.depth, nodes: report.nodes, line }
}

/// The turn in progress or the position `at` describes, checked against the rules, with
/// the game before it if given. A GIPF turn whose decisions are complete goes on from the
/// position it leaves; an Emergo position reached for the third time is a drawn game.
fn ready(at: &At, past: Option<&Past>) -> Result<Ready, ProtocolError> {
    match at {
        At::Emergo(pos) => {
            let Some(past) = past else { return Ok(pos.result().map_or(Ready::Emergo(*pos, None), Ready::Over)) };
            let mut game = Record::<Emergo>::new(past.from);
            for mv in &past.moves {
                game.push(*mv).map_err(ProtocolError::PastTurn)?;
            }
            let Some((last, before)) = game.positions().split_last().filter(|(last, _)| *last == pos) else {
                return Err(ProtocolError::PastElsewhere(*game.current()));
            };
            Ok(game.result().map_or_else(|| Ready::Emergo(*last, Some(before.to_vec())), Ready::Over))
        }
        At::Gipf { .. } if past.is_some() => Err(ProtocolError::PastNotEmergo),
        At::Gipf { start, made } => {
            if let Some(result) = start.result() {
                return match made.is_empty() {
                    true => Ok(Ready::Over(result)),
                    false => Err(ProtocolError::GameOver),
                };
            }
            let mut turn = TurnInProgress::new(start).map_err(ProtocolError::NoTurn)?;
            for d in made {
                turn.apply(*d).map_err(|error| ProtocolError::Decision { text: d.to_string(), error })?;
            }
            // A turn ended by a removal is a finished game; a complete turn leaves nothing to
            // decide (the page asks from the position it leaves instead).
            Ok(turn.result().map_or(Ready::Gipf(turn), Ready::Over))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Milliseconds since the test began: a timed search needs a clock that moves.
    fn now() -> impl Fn() -> f64 {
        let start = std::time::Instant::now();
        move || start.elapsed().as_secs_f64() * 1000.0
    }

    fn ask(line: &str) -> Answer {
        let text = Session::new().handle(line, &now());
        assert!(!text.contains('\n'), "one line: {text}");
        text.parse().unwrap_or_else(|e| panic!("{line} gave an unreadable answer {text:?}: {e}"))
    }

    /// Refusals are typed, so a reader can word each in its own language; the error
    /// answer carries their English words.
    #[test]
    fn refusals_are_typed() {
        let emergo = "emergo 1/3/5/7/9/7/5/3/1 w 12 12";
        assert_eq!(format!("play nope 0 {emergo}").parse::<Request>(), Err(ProtocolError::UnknownLevel("nope".into())));
        assert_eq!(format!("analyse 0 {emergo}").parse::<Request>(), Err(ProtocolError::BadTime("0".into())));
        assert_eq!(format!("play club 1 {emergo} ; d6").parse::<Request>(), Err(ProtocolError::DecisionsAfterEmergo));
        assert!(matches!("play club 1 gipf basic b2w/5/6/w5b/6/5/b2w w 12 12 ; z9-a1".parse::<Request>(),
            Err(ProtocolError::Decision { ref text, .. }) if text == "z9-a1"));
        assert_eq!("".parse::<Request>(), Err(ProtocolError::EmptyRequest));
        assert_eq!("hello".parse::<Answer>(), Err(UnreadableAnswer("hello".into())));
        assert_eq!(
            ask("play nope 0 emergo 1/3/5/7/9/7/5/3/1 w 12 12"),
            Answer::Error(ProtocolError::UnknownLevel("nope".into()).to_string())
        );
    }

    #[test]
    fn emergo_answers_a_legal_move() {
        let start: EmergoPosition = "emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().unwrap();
        let Answer::Play(texts) = ask(&format!("play beginner 1 {start}")) else { panic!("no move") };
        let [mv] = texts.as_slice() else { panic!("one move: {texts:?}") };
        assert!(start.legal_moves().iter().any(|m| m.to_string() == *mv), "{mv} is legal");
    }

    #[test]
    fn gipf_decisions_apply_and_complete_the_turn() {
        let start = "gipf standard B2W/5/6/W5B/6/5/B2W w 12 12";
        let Answer::Play(texts) = ask(&format!("play casual 1 {start}")) else { panic!("no decisions") };
        let mut turn = TurnInProgress::new(&start.parse().unwrap()).unwrap();
        for d in &texts {
            turn.apply(d.parse().unwrap()).unwrap();
        }
        assert!(turn.finish().is_ok(), "nothing left for the opponent to decide here");
    }

    #[test]
    fn the_ai_removes_its_own_row_after_the_opponents_push() {
        // White's push e1-e2 shoves Black's e2..e4 up against e6: four black in a row, which
        // Black (the AI here) must remove in step 4, capturing White's e2 with it.
        let start = "gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11";
        assert_eq!(ask(&format!("play beginner 1 {start} ; e1-e2")), Answer::Play(vec!["xe2-e6".into()]));
        assert!(
            matches!(ask(&format!("play beginner 1 {start} ; e1-e2 e1-e2")), Answer::Error(_)),
            "a second push is refused"
        );
    }

    #[test]
    fn a_quiet_push_leaves_nothing_to_decide() {
        assert_eq!(ask("play beginner 1 gipf basic b2w/5/6/w5b/6/5/b2w w 12 12 ; a1-b2"), Answer::Nothing);
    }

    #[test]
    fn evaluate_scores_from_whites_side() {
        // Black has a column of four against White's lone man, whoever is to move.
        for side in ["w", "b"] {
            let Answer::Analysis(a) = ask(&format!("evaluate club 0 emergo 1/3/5/7/3(bbbb)5/7/5/1w1/1 {side} 0 0"))
            else {
                panic!("no score")
            };
            assert!(a.score < 0, "Black stands better with {side} to move: {a:?}");
        }
    }

    #[test]
    fn analyse_gives_a_line_with_its_players() {
        let Answer::Analysis(a) = ask("analyse 50 gipf basic b2w/5/6/w5b/6/5/b2w w 12 12") else {
            panic!("no analysis")
        };
        assert!(a.depth >= 2 && a.nodes > 0, "{a:?}");
        let sides: Vec<Color> = a.line.iter().map(|(c, _)| *c).collect();
        assert_eq!(sides.first(), Some(&Color::White), "{a:?}");
        assert!(sides.windows(2).all(|w| w[0] != w[1]), "turns alternate: {a:?}");
        // In step 4 the first entry is the opponent's removal, and the next turn is his too.
        let Answer::Analysis(a) = ask("analyse 50 gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11 ; e1-e2") else {
            panic!("no analysis")
        };
        assert_eq!(a.line.first(), Some(&(Color::Black, "xe2-e6".to_string())), "{a:?}");
        if let Some((side, _)) = a.line.get(1) {
            assert_eq!(*side, Color::Black, "{a:?}");
        }
    }

    #[test]
    fn a_forced_position_is_searched_for_its_score() {
        // Black's only move is d8-d6-d4, and it leaves White well ahead: an analysis must
        // say so, not an even game at depth 0.
        let forced = "emergo b/b1(bbbbww)/1w3/7/2w(wbbb)3(bw)1/1(bwww)5/4w/w2/w b 0 1";
        let pos: EmergoPosition = forced.parse().unwrap();
        assert_eq!(pos.legal_moves().len(), 1, "the position is forced");
        let Answer::Analysis(a) = ask(&format!("analyse 200 {forced}")) else { panic!("no analysis") };
        assert!(a.depth >= 1 && a.nodes > 0, "searched: {a:?}");
        assert!(a.score > 100, "White stands better, and the score says so: {a:?}");
        assert_eq!(a.line.first(), Some(&(Color::Black, "d8-d6-d4".to_string())), "{a:?}");
        // Playing it still answers at once, without a search.
        assert_eq!(ask(&format!("play expert 0 {forced}")), Answer::Play(vec!["d8-d6-d4".into()]));
    }

    #[test]
    fn a_finished_game_is_scored_by_its_result() {
        // White's reserve is empty at the start of his turn: Black has won.
        let over = "gipf basic 4/5/6/w5b/6/5/4 w 0 12";
        assert_eq!(ask(&format!("play club 0 {over}")), Answer::Nothing);
        let Answer::Analysis(a) = ask(&format!("analyse 10 {over}")) else { panic!("no analysis") };
        assert_eq!((a.score, a.line.len()), (-DECIDED, 0));
    }

    #[test]
    fn the_memory_survives_between_requests() {
        // Club's search is counted work, so the second one, which finds the first one's
        // results in the table, visits fewer positions whatever the machine's load.
        let mut session = Session::new();
        let line = "evaluate club 0 emergo 1/3/5/7/9/7/5/3/1 w 12 12";
        let mut nodes = || match session.handle(line, &now()).parse() {
            Ok(Answer::Analysis(a)) => a.nodes,
            other => panic!("no analysis: {other:?}"),
        };
        let (first, second) = (nodes(), nodes());
        assert!(second < first, "{second} positions the second time, {first} the first");
    }

    #[test]
    fn requests_and_answers_read_back_what_they_write() {
        for line in [
            "play expert 7 gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11 ; e1-e2 xe2-e6",
            "evaluate club 0 emergo 1/3/5/7/9/7/5/3/1 w 12 12",
            "analyse 1000 gipf standard B2W/5/6/W5B/6/5/B2W w 12 12",
            "info",
        ] {
            let request: Request = line.parse().unwrap();
            assert_eq!(request.to_string(), line);
        }
        let analysis = Answer::Analysis(Analysis {
            score: -140,
            depth: 5,
            nodes: 12345,
            line: vec![
                (Color::Black, "xe2-e6".into()),
                (Color::Black, "Gi5-h5 xa1-d4!b2".into()),
                (Color::White, "a1-b2".into()),
            ],
        });
        for answer in
            [analysis, Answer::Play(vec!["a1-b2".into(), "stop".into()]), Answer::Nothing, Answer::Error("no".into())]
        {
            assert_eq!(answer.to_string().parse::<Answer>(), Ok(answer));
        }
    }

    /// White's last column on e2 is lost unless e2-f2 brings back, for the third time, the
    /// position after it (`tests/ai_repetition.rs`).
    const SHUFFLED_FROM: &str = "emergo 1/3/1(bw)1(bwwwww)1/7/1(bb)4b2/6(bwww)/1(bww)3/2(wbbbbb)/1 b 0 0";
    const SHUFFLED: &str = "d7-d8 f2-e2 d8-d7 e2-f2 d7-d8 f2-e2 d8-d7";
    const SHUFFLED_TO: &str = "emergo 1/3/1(bw)1(bwwwww)1/7/1(bb)4b2/6(bwww)/1(bww)3/1(wbbbbb)1/1 w 0 0";

    #[test]
    fn the_game_before_an_emergo_position_makes_the_search_see_repetition() {
        let with_past = format!("play club 1 {SHUFFLED_TO} | {SHUFFLED_FROM} ; {SHUFFLED}");
        let question: Question = with_past.parse().unwrap();
        assert_eq!(question.to_string(), with_past, "reads back what it writes");
        assert_eq!(question.past.as_ref().map(|p| p.moves.len()), Some(7));
        assert_eq!(ask(&with_past), Answer::Play(vec!["e2-f2".into()]));
        // Alone, the position is searched as before: every move loses, e2-f2 no less.
        assert_ne!(ask(&format!("play club 1 {SHUFFLED_TO}")), Answer::Play(vec!["e2-f2".into()]));
        let Answer::Analysis(a) = ask(&format!("analyse 100 {SHUFFLED_TO} | {SHUFFLED_FROM} ; {SHUFFLED}")) else {
            panic!("no analysis")
        };
        assert_eq!((a.score, a.line.first()), (0, Some(&(Color::White, "e2-f2".to_string()))), "{a:?}");
        // The third occurrence itself is a drawn game.
        let drawn = format!("{SHUFFLED_FROM} | {SHUFFLED_FROM} ; {SHUFFLED} e2-f2");
        assert_eq!(ask(&format!("play club 1 {drawn}")), Answer::Nothing);
        assert_eq!(
            ask(&format!("evaluate club 1 {drawn}")),
            Answer::Analysis(Analysis { score: 0, depth: 0, nodes: 0, line: Vec::new() })
        );
    }

    #[test]
    fn a_bad_game_before_the_position_is_refused_by_type() {
        let refused = |line: &str| match line.parse::<Question>() {
            Ok(q) => Err(ready(q.request.at().unwrap(), q.past.as_ref()).err()),
            Err(e) => Ok(e),
        };
        let gipf = "gipf basic b2w/5/6/w5b/6/5/b2w w 12 12";
        assert_eq!(refused(&format!("play club 1 {gipf} | {SHUFFLED_FROM}")), Ok(ProtocolError::PastNotEmergo));
        assert!(matches!(
            refused(&format!("play club 1 {SHUFFLED_TO} | emergo 1/2")),
            Ok(ProtocolError::PastPosition(_))
        ));
        assert!(matches!(
            refused(&format!("play club 1 {SHUFFLED_TO} | {SHUFFLED_FROM} ; d7-z9")),
            Ok(ProtocolError::PastMove { ref text, .. }) if text == "d7-z9"
        ));
        assert!(matches!(
            refused(&format!("play club 1 {SHUFFLED_TO} | {SHUFFLED_FROM} ; e5")),
            Err(Some(ProtocolError::PastTurn(RecordError::BadTurn { number: 1, .. })))
        ));
        assert!(matches!(
            refused(&format!("play club 1 {SHUFFLED_TO} | {SHUFFLED_FROM} ; d7-d8")),
            Err(Some(ProtocolError::PastElsewhere(_)))
        ));
        let text = Session::new().handle(&format!("play club 1 {SHUFFLED_TO} | {SHUFFLED_FROM} ; d7-d8"), &now());
        assert!(text.starts_with("error the game before the position leads to emergo "), "{text}");
    }

    #[test]
    fn bad_requests_say_why() {
        let gipf = "gipf basic b2w/5/6/w5b/6/5/b2w w 12 12";
        for line in [
            String::new(),
            "chess".into(),
            "play".into(),
            "play god 1 emergo 1/3/5/7/9/7/5/3/1 w 12 12".into(),
            "play club x emergo 1/3/5/7/9/7/5/3/1 w 12 12".into(),
            "play club 1 chess".into(),
            "play club 1 emergo 1/3/5/7/9/7/5/3/1 w 12 12 ; e5".into(),
            format!("play club 1 {gipf} ; z9-a1"),
            format!("play club 1 {gipf} ; xz9-e6"),
            format!("play club 1 {gipf} ; stop"),
            format!("analyse 0 {gipf}"),
            format!("analyse 99999999 {gipf}"),
            format!("analyse -5 {gipf}"),
            "analyse 100".into(),
            "info please".into(),
            "play club 1 gipf basic 4/5/6/w5b/6/5/4 w 0 12 ; a1-b2".into(),
        ] {
            let text = Session::new().handle(&line, &now());
            assert!(text.starts_with("error ") && text.len() > 7, "{line:?} gave {text:?}");
        }
        for bad in
            ["", "maybe", "play", "analysis 1 2", "analysis x 1 2", "analysis 1 2 3 ; q a1-b2", "analysis 1 2 3 ; w"]
        {
            assert!(bad.parse::<Answer>().is_err(), "{bad:?}");
        }
    }
}
