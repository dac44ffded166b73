//! A turn as the sequence of decisions of rules §1.3 and §1.5, and the one generator of
//! legal play.
//!
//! [`TurnInProgress`] is the state between decisions: it knows whose choice comes next and
//! what the choices are. The app walks it one decision at a time; [`explore`] walks every
//! branch of it to list whole turns (for the AI) or the positions they reach (for perft);
//! reading a turn's notation walks it along the written decisions. So all three agree by
//! construction.

use std::fmt;

use crate::{Color, GameResult};

use super::board::{Board, Entry, Point, SpotSet};
use super::outcome;
use super::position::{Piece, Position, Variant};

/// Step 2: the entry used and the piece entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Push {
    /// The dot entered from and the spot pushed onto.
    pub entry: Entry,
    /// A single piece, or a GIPF piece (tournament).
    pub piece: Piece,
}

/// One row removal: the row's removal set and the GIPF pieces in it that stay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Removal {
    /// The row's removal set.
    pub set: SpotSet,
    /// The GIPF pieces of the set that stay on the board.
    pub kept: SpotSet,
}

/// One decision of a turn (rules §1.3), applied with [`TurnInProgress::apply`]. Its text
/// is one segment of the turn notation (`docs/notation.md`), so the app and the AI worker
/// can pass a turn in progress on as words: `a1-b2`, `Ga1-b2`, `xe2-e6!e4`, and `stop`,
/// which a turn's text never writes (what follows a stop implies it).
///
/// ```
/// use tavola_engine::gipf::{Decision, Position, TurnInProgress, Variant};
///
/// let mut turn = TurnInProgress::new(&Position::start(Variant::Basic)).unwrap();
/// let push: Decision = "a1-b2".parse().unwrap();
/// turn.apply(push).unwrap();
/// assert_eq!(turn.turn().to_string(), "a1-b2");
/// assert_eq!("stop".parse::<Decision>(), Ok(Decision::Stop));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Step 2.
    Push(Push),
    /// A row removed by the decider (step 1, 3 or 4).
    Remove(Removal),
    /// Ends the decider's removals in step 1 or 3, leaving only optional rows.
    Stop,
}

/// One `;`-separated part of a turn's text: a decision with the marker saying whose
/// removal it is (`x` the mover's, `o` the opponent's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    Push(Push),
    /// A removal; `by_opponent` for the `o` marker.
    Remove {
        by_opponent: bool,
        removal: Removal,
    },
}

/// A complete turn: every decision of it, in order. Printed as one token (`docs/notation.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turn {
    pre_push: Vec<Removal>,
    push: Option<Push>,
    mover: Vec<Removal>,
    opponent: Vec<Removal>,
}

impl Turn {
    /// Step 1 (tournament): the mover's all-GIPF rows removed before the push.
    pub fn pre_push(&self) -> &[Removal] {
        &self.pre_push
    }

    /// Step 2; `None` only when a step-1 removal ended the game.
    pub fn push(&self) -> Option<Push> {
        self.push
    }

    /// Step 3: the mover's removals after the push.
    pub fn mover_removals(&self) -> &[Removal] {
        &self.mover
    }

    /// Step 4: the opponent's removals.
    pub fn opponent_removals(&self) -> &[Removal] {
        &self.opponent
    }

    /// The decisions in the order they were made, as the notation lists them.
    fn segments(&self) -> impl Iterator<Item = Segment> + '_ {
        let remove = |by_opponent| move |r: &Removal| Segment::Remove { by_opponent, removal: *r };
        let pre = self.pre_push.iter().map(remove(false));
        let push = self.push.map(Segment::Push);
        pre.chain(push).chain(self.mover.iter().map(remove(false))).chain(self.opponent.iter().map(remove(true)))
    }
}

/// Which kind of decision is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Step 1 (tournament): the mover may remove all-GIPF rows of his, or stop.
    PrePushRemoval,
    /// Step 2: the mover pushes.
    Push,
    /// Steps 3 and 4: [`TurnInProgress::decider`] removes a row (or stops, if allowed).
    Removal,
    /// Nothing left to decide: [`TurnInProgress::finish`].
    Done,
}

/// Finer than [`Phase`]: who removes after the push.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stage {
    PrePush,
    Push,
    Mover,
    Opponent,
    Done,
}

/// A row the decider may remove now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowChoice {
    /// The removal set: every piece that goes, but for GIPF pieces kept.
    pub set: SpotSet,
    /// The GIPF pieces of the set, each of which may stay (an optional row must lose at
    /// least one piece).
    pub gipf: SpotSet,
    /// All GIPF pieces: the row may also stay on the board.
    pub optional: bool,
}

/// Why a turn or one decision of it was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// No text at all.
    Empty,
    /// A `;`-separated part that is neither a push nor a removal.
    BadSegment(String),
    /// A point name outside a1..i5.
    BadPoint(String),
    /// A push whose dot and spot are not an entry.
    NotAnEntry(String),
    /// A removal's two ends are not spots on one line.
    NotALine(String),
    /// A kept spot outside the removal's set.
    KeptOutsideRow(Point),
    /// The position is finished: no turn can be played.
    GameOver(GameResult),
    /// All decisions are made (or the game ended during the turn).
    TurnComplete,
    /// A push while rows are being removed, or a second push.
    NoPushNow,
    /// A removal while there is no row to remove (before the push: push first).
    NoRemovalNow,
    /// The piece may not be entered now.
    PieceNotAllowed {
        /// The piece pushed.
        piece: Piece,
        /// Which rule forbids it.
        why: &'static str,
    },
    /// A push onto a line with no empty spot ahead.
    LineFull(Entry),
    /// A removal that is not one of the decider's rows now.
    NoSuchRow {
        /// The set named.
        set: SpotSet,
        /// Who removes now.
        decider: Color,
    },
    /// A kept spot that holds no GIPF piece.
    KeptNotGipf(Point),
    /// An all-GIPF row removed without removing any piece of it.
    NothingRemoved(SpotSet),
    /// Stopping while a row must still be removed.
    MustRemove(SpotSet),
    /// A removal marked for the wrong player (`x` mover, `o` opponent).
    WrongRemover {
        /// Who removes now.
        decider: Color,
    },
    /// The text ended before the turn did.
    Incomplete {
        /// Who decides next.
        decider: Color,
        /// What he decides.
        phase: Phase,
    },
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TurnError::*;
        match self {
            Empty => f.write_str("empty turn"),
            BadSegment(s) => {
                write!(f, "cannot read {s:?}: expected a push like a1-b2 or Ga1-b2, or a removal like xd3-d6!d5")
            }
            BadPoint(s) => write!(f, "{s:?} is not a point a1..i5"),
            NotAnEntry(s) => write!(f, "{s} is not an entry (a dot and its neighbouring spot)"),
            NotALine(s) => write!(f, "{s} are not two spots on one line"),
            KeptOutsideRow(p) => write!(f, "{p} is kept but is not in the row"),
            GameOver(r) => write!(f, "the game is over: {r}"),
            TurnComplete => f.write_str("the turn is already complete"),
            NoPushNow => f.write_str("no push now: rows must be removed, or the push is made"),
            NoRemovalNow => f.write_str("no row can be removed now"),
            PieceNotAllowed { piece, why } => write!(f, "cannot enter a {} piece: {why}", piece_name(*piece)),
            LineFull(e) => write!(f, "cannot push at {e}: the line ahead has no empty spot"),
            NoSuchRow { set, decider } => write!(f, "{set} is not a row {decider} can remove now"),
            KeptNotGipf(p) => write!(f, "{p} is kept but holds no GIPF piece"),
            NothingRemoved(set) => write!(f, "the all-GIPF row {set} must lose at least one piece if removed"),
            MustRemove(set) => write!(f, "the row {set} must be removed"),
            WrongRemover { decider } => {
                write!(f, "it is {decider}'s removal now (x marks the mover's, o the opponent's)")
            }
            Incomplete { decider, phase } => write!(
                f,
                "the turn is not complete: {decider} still has to {}",
                match phase {
                    Phase::Push => "push",
                    _ => "remove a row",
                }
            ),
        }
    }
}

impl std::error::Error for TurnError {}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Single => "single",
        Piece::Gipf => "GIPF",
    }
}

/// A turn being played decision by decision (rules §1.3), from the same rules as
/// `Gipf::turns`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnInProgress {
    /// The board as it stands; `side` stays the mover until the turn is finished.
    now: Position,
    stage: Stage,
    ended: Option<GameResult>,
    turn: Turn,
    /// Whether the mover stopped removing by choice in step 1 and in step 3: the turn's
    /// notation implies these stops, a turn still in progress must say them.
    stopped: [bool; 2],
}

impl TurnInProgress {
    /// Starts the turn of the player to move; refused when the position is finished.
    pub fn new(pos: &Position) -> Result<TurnInProgress, TurnError> {
        if let Some(result) = pos.result() {
            return Err(TurnError::GameOver(result));
        }
        let mut t = TurnInProgress {
            now: *pos,
            stage: Stage::PrePush,
            ended: None,
            turn: Turn::default(),
            stopped: [false; 2],
        };
        t.settle();
        Ok(t)
    }

    /// Which kind of decision is due.
    pub fn phase(&self) -> Phase {
        match self.stage {
            Stage::PrePush => Phase::PrePushRemoval,
            Stage::Push => Phase::Push,
            Stage::Mover | Stage::Opponent => Phase::Removal,
            Stage::Done => Phase::Done,
        }
    }

    fn mover(&self) -> Color {
        self.now.side
    }

    /// Who makes the next decision: the mover, except for the opponent's own rows in step 4.
    pub fn decider(&self) -> Color {
        match self.stage {
            Stage::Opponent => self.mover().other(),
            _ => self.mover(),
        }
    }

    /// The board, reserves and entry states as they stand, for drawing. Its side to move
    /// is the mover's; it is not a position at the start of a turn.
    pub fn board(&self) -> &Position {
        &self.now
    }

    /// The result when a removal in this turn ended the game (rules §1.4).
    pub fn result(&self) -> Option<GameResult> {
        self.ended
    }

    /// The decisions made so far.
    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    /// Every decision made so far, in order, stops included: applied one by one to a new
    /// turn from the same position, they rebuild this one exactly. This is how a turn in
    /// progress travels as text (the worker protocol's `<position> ; <decision>...`).
    ///
    /// ```
    /// use tavola_engine::gipf::{Decision, Position, TurnInProgress, Variant};
    /// let start = Position::start(Variant::Standard);
    /// let mut turn = TurnInProgress::new(&start).unwrap();
    /// turn.apply("e1-e2".parse::<Decision>().unwrap()).unwrap();
    /// let mut again = TurnInProgress::new(&start).unwrap();
    /// for d in turn.decisions() {
    ///     again.apply(d).unwrap();
    /// }
    /// assert_eq!(again, turn);
    /// ```
    pub fn decisions(&self) -> Vec<Decision> {
        let removals = |all: &[Removal]| all.iter().map(|r| Decision::Remove(*r)).collect::<Vec<_>>();
        let stop = |made: bool| made.then_some(Decision::Stop);
        let mut out = removals(&self.turn.pre_push);
        out.extend(stop(self.stopped[0]));
        out.extend(self.turn.push.map(Decision::Push));
        out.extend(removals(&self.turn.mover));
        out.extend(stop(self.stopped[1]));
        out.extend(removals(&self.turn.opponent));
        out
    }

    /// Whether the mover may enter `piece` now, going by variant, reserve and entry rule.
    fn piece_allowed(&self, piece: Piece) -> Result<(), TurnError> {
        use super::position::Entered;
        let why = match (self.now.variant, piece, self.now.entered(self.mover())) {
            _ if self.now.reserve(self.mover()) < piece.weight() => "not enough pieces in reserve",
            (Variant::Basic | Variant::Standard, Piece::Gipf, _) => "only the tournament game enters GIPF pieces",
            (Variant::Tournament, Piece::Single, Entered::Nothing) => "the first push must enter a GIPF piece",
            (Variant::Tournament, Piece::Gipf, Entered::Single) => "a single piece has been entered already",
            _ => return Ok(()),
        };
        Err(TurnError::PieceNotAllowed { piece, why })
    }

    /// Calls `f` with every legal push and the board it makes. With `distinct`, of the
    /// entries onto one empty spot only the first is offered: they all make the same board.
    fn for_each_push(&self, distinct: bool, mut f: impl FnMut(Push, Board)) {
        if self.stage != Stage::Push {
            return;
        }
        for piece in [Piece::Single, Piece::Gipf] {
            if self.piece_allowed(piece).is_err() {
                continue;
            }
            let mut entered_empty = 0u64;
            for entry in Entry::all() {
                let spot = entry.spot_bit();
                if distinct && self.now.board.occupied() & spot == 0 {
                    if entered_empty & spot != 0 {
                        continue;
                    }
                    entered_empty |= spot;
                }
                if let Some(board) = self.now.board.push(entry, self.mover(), piece == Piece::Gipf) {
                    f(Push { entry, piece }, board);
                }
            }
        }
    }

    /// The legal pushes now (none outside the push phase).
    pub fn pushes(&self) -> Vec<Push> {
        let mut pushes = Vec::new();
        self.for_each_push(false, |p, _| pushes.push(p));
        pushes
    }

    /// The legal pushes that make different boards: of the pushes of one piece kind onto
    /// the same empty spot (from its two or three dots), only the first. For searchers.
    pub fn distinct_pushes(&self) -> Vec<Push> {
        let mut pushes = Vec::new();
        self.for_each_push(true, |p, _| pushes.push(p));
        pushes
    }

    /// The rows the decider may remove now.
    pub fn rows(&self) -> Vec<RowChoice> {
        let all = matches!(self.stage, Stage::PrePush | Stage::Mover);
        let board = &self.now.board;
        if !all && self.stage != Stage::Opponent || !board.has_row(self.decider()) {
            return Vec::new();
        }
        board
            .rows(self.decider())
            .into_iter()
            .map(|set| {
                let gipf = set & board.gipf;
                RowChoice { set: SpotSet(set), gipf: SpotSet(gipf), optional: gipf == set }
            })
            .filter(|r| all || !r.optional)
            .collect()
    }

    /// Whether the decider may end his removals now, leaving only optional rows.
    pub fn can_stop(&self) -> bool {
        stop_allowed(self.stage, &self.rows())
    }

    /// Makes one decision: [`TurnInProgress::push`], [`TurnInProgress::remove`] or
    /// [`TurnInProgress::stop`].
    pub fn apply(&mut self, decision: Decision) -> Result<(), TurnError> {
        match decision {
            Decision::Push(push) => self.push(push),
            Decision::Remove(removal) => self.remove(removal),
            Decision::Stop => self.stop(),
        }
    }

    /// Step 2.
    pub fn push(&mut self, push: Push) -> Result<(), TurnError> {
        match self.stage {
            Stage::Done => return Err(TurnError::TurnComplete),
            Stage::Push => {}
            _ => return Err(TurnError::NoPushNow),
        }
        self.piece_allowed(push.piece)?;
        let board = self
            .now
            .board
            .push(push.entry, self.mover(), push.piece == Piece::Gipf)
            .ok_or(TurnError::LineFull(push.entry))?;
        self.pushed(push, board);
        Ok(())
    }

    fn pushed(&mut self, push: Push, board: Board) {
        let mover = self.mover().index();
        self.now.board = board;
        self.now.reserve[mover] -= push.piece.weight();
        if self.now.variant == Variant::Tournament {
            self.now.entered[mover] = self.now.entered[mover].after(push.piece);
        }
        self.turn.push = Some(push);
        self.stage = Stage::Mover;
        self.settle();
    }

    /// Removes one of [`TurnInProgress::rows`], keeping the GIPF pieces in `removal.kept`.
    pub fn remove(&mut self, removal: Removal) -> Result<(), TurnError> {
        let rows = self.rows();
        if rows.is_empty() {
            return Err(if self.stage == Stage::Done { TurnError::TurnComplete } else { TurnError::NoRemovalNow });
        }
        let row = rows
            .iter()
            .find(|r| r.set == removal.set)
            .ok_or(TurnError::NoSuchRow { set: removal.set, decider: self.decider() })?;
        if let Some(p) = removal.kept.iter().find(|&p| !row.gipf.contains(p)) {
            return Err(TurnError::KeptNotGipf(p));
        }
        if row.optional && removal.kept == row.set {
            return Err(TurnError::NothingRemoved(row.set));
        }
        self.removed(removal);
        Ok(())
    }

    fn removed(&mut self, removal: Removal) {
        let decider = self.decider();
        let board = &mut self.now.board;
        let gone = removal.set.0 & !removal.kept.0;
        let own = gone & board.of(decider);
        // Own pieces go back to the reserve, a GIPF piece as two; the others are captured.
        self.now.reserve[decider.index()] += (own.count_ones() + (own & board.gipf).count_ones()) as u8;
        board.clear(gone);
        match self.stage {
            Stage::PrePush => self.turn.pre_push.push(removal),
            Stage::Opponent => self.turn.opponent.push(removal),
            _ => self.turn.mover.push(removal),
        }
        self.ended = outcome::after_removal(&self.now, decider);
        if self.ended.is_some() {
            self.stage = Stage::Done;
        } else {
            self.settle();
        }
    }

    /// Ends the decider's removals (only optional rows left): in step 1 the push comes next.
    pub fn stop(&mut self) -> Result<(), TurnError> {
        let rows = self.rows();
        if !stop_allowed(self.stage, &rows) {
            return Err(match rows.iter().find(|r| !r.optional) {
                Some(r) => TurnError::MustRemove(r.set),
                None if self.stage == Stage::Done => TurnError::TurnComplete,
                None => TurnError::NoRemovalNow,
            });
        }
        self.stopped();
        Ok(())
    }

    fn stopped(&mut self) {
        self.stopped[usize::from(self.stage != Stage::PrePush)] = true;
        self.stage = if self.stage == Stage::PrePush { Stage::Push } else { Stage::Opponent };
        self.settle();
    }

    /// Moves past every step in which the decider has nothing to decide.
    fn settle(&mut self) {
        loop {
            let next = match self.stage {
                Stage::PrePush if self.now.variant != Variant::Tournament || self.rows().is_empty() => Stage::Push,
                Stage::Mover | Stage::Opponent if self.rows().is_empty() => {
                    if self.stage == Stage::Mover {
                        Stage::Opponent
                    } else {
                        Stage::Done
                    }
                }
                _ => return,
            };
            self.stage = next;
        }
    }

    /// The position at the start of the next turn (finished if the game ended).
    pub(crate) fn after(&self) -> Position {
        Position { side: self.mover().other(), ..self.now }
    }

    /// The complete turn and the position it leaves; refused while decisions remain.
    pub fn finish(self) -> Result<(Turn, Position), TurnError> {
        if self.stage != Stage::Done {
            return Err(TurnError::Incomplete { decider: self.decider(), phase: self.phase() });
        }
        let after = self.after();
        Ok((self.turn, after))
    }

    /// Plays written decisions from `pos`; a step-1 or step-3 stop is implied by what
    /// follows it (the push, an `o` removal, or the end of the text).
    pub(crate) fn replay(pos: &Position, segments: impl IntoIterator<Item = Segment>) -> Result<Self, TurnError> {
        let mut t = TurnInProgress::new(pos)?;
        for segment in segments {
            match segment {
                Segment::Push(push) => {
                    if t.stage == Stage::PrePush {
                        t.stop()?;
                    }
                    t.push(push)?;
                }
                Segment::Remove { by_opponent, removal } => {
                    if by_opponent && t.stage == Stage::Mover {
                        t.stop()?;
                    }
                    if by_opponent != (t.stage == Stage::Opponent) && !t.rows().is_empty() {
                        return Err(TurnError::WrongRemover { decider: t.decider() });
                    }
                    t.remove(removal)?;
                }
            }
        }
        if t.stage == Stage::Mover {
            t.stop()?;
        }
        Ok(t)
    }

    /// Replays a complete turn; the turn must be legal here.
    pub(crate) fn replay_turn(pos: &Position, turn: &Turn) -> Result<(Turn, Position), TurnError> {
        TurnInProgress::replay_turn_in_progress(pos, turn)?.finish()
    }

    /// Replays a turn's decisions, keeping the state (and its outcome) at the end.
    pub(crate) fn replay_turn_in_progress(pos: &Position, turn: &Turn) -> Result<Self, TurnError> {
        TurnInProgress::replay(pos, turn.segments())
    }
}

fn stop_allowed(stage: Stage, rows: &[RowChoice]) -> bool {
    matches!(stage, Stage::PrePush | Stage::Mover) && rows.iter().all(|r| r.optional)
}

/// Calls `done` with every way of completing `t`: each branch of each remaining decision.
/// Without `TURNS` (only the positions reached matter) pushes making the same board are
/// explored once.
pub(crate) fn explore<const TURNS: bool>(t: &TurnInProgress, done: &mut impl FnMut(&TurnInProgress)) {
    match t.stage {
        Stage::Done => done(t),
        Stage::Push => t.for_each_push(!TURNS, |push, board| {
            let mut next = t.clone();
            next.pushed(push, board);
            explore::<TURNS>(&next, done);
        }),
        _ => {
            let rows = t.rows();
            if stop_allowed(t.stage, &rows) {
                let mut next = t.clone();
                next.stopped();
                explore::<TURNS>(&next, done);
            }
            for row in rows {
                for kept in row.gipf.subsets().filter(|&k| !(row.optional && k == row.set)) {
                    let mut next = t.clone();
                    next.removed(Removal { set: row.set, kept });
                    explore::<TURNS>(&next, done);
                }
            }
        }
    }
}
