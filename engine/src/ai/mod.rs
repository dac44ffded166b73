//! The computer opponent for both games (`docs/ai.md`).
//!
//! One searcher (`search`) serves GIPF and Emergo: alpha-beta over whole turns with
//! iterative deepening, a transposition table ([`Memory`], which may be kept between
//! decisions) and move ordering. The lower levels are work budgets (nodes, depth, evaluation
//! noise), so they play the same natively and in wasm and a seed makes every choice
//! reproducible; `expert` thinks for a time instead, when the caller gives it a [`Clock`]
//! (the std clock panics in wasm, so the caller owns the clock). Given the game so far
//! ([`Ai::emergo_after`]), the Emergo search sees the draw by repetition.
//!
//! - `gipf`: the decisions of a turn in progress, the evaluation, the search children;
//! - `emergo`: the evaluation and the search children;
//! - `survey`: whether one option stands out from all others, for puzzles.

mod emergo;
pub mod emergo_eval;
mod gipf;
pub mod gipf_eval;
mod search;
pub mod survey;

pub use search::{Memory, Report};

use crate::emergo::{Move, Position as EmergoPosition};
use crate::gipf::{Decision, Position as GipfPosition, TurnInProgress};

/// The static evaluation of a GIPF position for its side to move, in the search's units:
/// positive is good for that side. A match cut off by its move cap is judged by it.
pub fn gipf_evaluation(pos: &GipfPosition) -> i32 {
    gipf_eval::evaluate(pos, Engine::Current)
}

/// The playing strengths offered to players, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Looks two turns ahead with a blurred judgement: takes a win, avoids a loss in one,
    /// but misjudges quiet positions.
    Beginner,
    /// Two turns ahead with a clear judgement.
    Casual,
    /// Three or four turns ahead.
    Club,
    /// As deep as its budget allows: the strongest.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Club, Level::Expert];

    /// The lower-case name used by the CLI and the app's settings.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Club => "club",
            Level::Expert => "expert",
        }
    }

    /// The level [`Level::name`] names.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The work this level may do for one decision.
    pub fn budget(self) -> Budget {
        match self {
            Level::Beginner => Budget { depth: 2, min_depth: 2, nodes: 3_000, noise: 250, extension: 0, time_ms: None },
            Level::Casual => Budget { depth: 2, min_depth: 2, nodes: 6_000, noise: 30, extension: 2, time_ms: None },
            Level::Club => Budget { depth: 4, min_depth: 2, nodes: 15_000, noise: 10, extension: 4, time_ms: None },
            Level::Expert => {
                Budget { depth: 30, min_depth: 2, nodes: 150_000, noise: 0, extension: 8, time_ms: Some(1000.0) }
            }
        }
    }
}

/// Which search and evaluation play: today's, or the ones of commit ad4b024 (November
/// 2026), frozen as the yardstick that `tavola-cli match` measures progress against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// The current search and evaluation.
    Current,
    /// Plain alpha-beta with the hand-tuned evaluation of ad4b024 (`docs/ai.md`).
    Baseline,
}

/// How much one decision may search. All of it is counted work, so it is deterministic.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// The deepest iteration, in turns.
    pub depth: u32,
    /// Iterations up to this depth always complete, whatever `nodes` says.
    pub min_depth: u32,
    /// Positions visited, beyond which the iteration under way is abandoned (unless
    /// `time_ms` applies).
    pub nodes: u64,
    /// Evaluation noise, ± hundredths of a piece: what makes the low levels err.
    pub noise: i32,
    /// Extra plies searched past the depth while the position is forcing (Emergo captures).
    pub extension: u32,
    /// Thinking time in milliseconds: when set and the caller gives a [`Clock`], the search
    /// runs until this time instead of counting nodes.
    pub time_ms: Option<f64>,
}

impl Budget {
    /// The one-ply greedy player of the strength table: evaluates every option once.
    pub const GREEDY: Budget =
        Budget { depth: 1, min_depth: 1, nodes: u64::MAX, noise: 0, extension: 0, time_ms: None };

    /// The expert of ad4b024, the baseline's budget: 150 000 nodes a decision.
    pub const BASELINE: Budget =
        Budget { depth: 16, min_depth: 2, nodes: 150_000, noise: 0, extension: 8, time_ms: None };
}

/// A caller's clock, for a time limit on top of the budget: `now_ms` is any monotonic
/// millisecond count (`performance.now()` in the browser, `Instant` natively).
#[derive(Clone, Copy)]
pub struct Clock<'a> {
    /// The caller's monotonic milliseconds.
    pub now_ms: &'a dyn Fn() -> f64,
    /// The search stops after this many milliseconds (once the minimum depth is done).
    pub limit_ms: f64,
}

/// A configured opponent: a budget, a seed and perhaps a clock.
#[derive(Clone, Copy)]
pub struct Ai<'a> {
    /// The work allowed per decision.
    pub budget: Budget,
    /// Makes the noise and tie-breaks reproducible.
    pub seed: u64,
    /// An optional time limit on top of the budget.
    pub clock: Option<Clock<'a>>,
    /// The search and evaluation that play.
    pub engine: Engine,
    /// Search a single legal option too, for its score: an analysis must say how a forced
    /// position stands, where a player only needs the move.
    pub score_forced: bool,
}

impl<'a> Ai<'a> {
    /// An opponent playing at `level`.
    pub fn new(level: Level, seed: u64) -> Ai<'a> {
        Ai { budget: level.budget(), seed, clock: None, engine: Engine::Current, score_forced: false }
    }

    /// The frozen expert of ad4b024 ([`Engine::Baseline`], [`Budget::BASELINE`]).
    pub fn baseline(seed: u64) -> Ai<'a> {
        Ai { budget: Budget::BASELINE, seed, clock: None, engine: Engine::Baseline, score_forced: false }
    }

    /// The one-ply player ([`Budget::GREEDY`]), the yardstick of the strength table.
    pub fn greedy(seed: u64) -> Ai<'a> {
        Ai { budget: Budget::GREEDY, seed, clock: None, engine: Engine::Current, score_forced: false }
    }

    /// The same opponent, also stopped by `clock`.
    pub fn with_clock(self, clock: Clock<'a>) -> Ai<'a> {
        Ai { clock: Some(clock), ..self }
    }

    /// The same opponent with a fixed thinking time: `ms` per decision instead of its
    /// node budget (a clock is needed for it to apply).
    pub fn with_time(self, ms: f64) -> Ai<'a> {
        Ai { budget: Budget { time_ms: Some(ms), nodes: u64::MAX, ..self.budget }, ..self }
    }

    /// The same opponent, searching a forced position for its score ([`Ai::score_forced`]).
    pub fn scoring_forced(self) -> Ai<'a> {
        Ai { score_forced: true, ..self }
    }

    /// The move to play in Emergo; `None` when the game is over or there is no legal move.
    pub fn emergo(&self, pos: &EmergoPosition) -> Option<(Move, Report)> {
        self.emergo_with(&mut Memory::for_budget(&self.budget), pos)
    }

    /// [`Ai::emergo`], starting from and adding to what `memory` holds. Repetition is not
    /// seen: the position stands alone (a puzzle, a study).
    pub fn emergo_with(&self, memory: &mut Memory, pos: &EmergoPosition) -> Option<(Move, Report)> {
        emergo::choose(self, memory, None, pos)
    }

    /// [`Ai::emergo_with`] in a game that went through the positions `past` (oldest first,
    /// `pos` not among them; empty at the start) before `pos`: the search counts a
    /// position that occurs for the third time as the draw it is (rules §2.7), and a
    /// return to a position on its own line as one too, so the computer avoids repetition
    /// when it stands better and seeks it when it stands worse; unless it stands worse, a
    /// draw is worth a little less than level to it (a contempt), so it plays on rather
    /// than repeat in a level position. (The baseline does not see repetition.)
    pub fn emergo_after(
        &self,
        memory: &mut Memory,
        past: &[EmergoPosition],
        pos: &EmergoPosition,
    ) -> Option<(Move, Report)> {
        emergo::choose(self, memory, Some(past), pos)
    }

    /// The decisions the current decider of `turn` makes now, in order, each applicable
    /// with [`TurnInProgress::apply`]: at the start of a turn the mover's pre-push removals,
    /// push and own removals (stopping before the opponent's step 4); in step 4 the
    /// opponent's removals. Empty when the turn is complete.
    pub fn gipf(&self, turn: &TurnInProgress) -> (Vec<Decision>, Report) {
        self.gipf_with(&mut Memory::for_budget(&self.budget), turn)
    }

    /// [`Ai::gipf`], starting from and adding to what `memory` holds.
    pub fn gipf_with(&self, memory: &mut Memory, turn: &TurnInProgress) -> (Vec<Decision>, Report) {
        gipf::choose(self, memory, turn)
    }
}

/// The move `level` plays in `pos`; the same seed gives the same move.
pub fn choose_emergo(pos: &EmergoPosition, level: Level, seed: u64) -> Option<Move> {
    Ai::new(level, seed).emergo(pos).map(|(mv, _)| mv)
}

/// The decisions `level` makes now in `turn` (see [`Ai::gipf`]).
pub fn choose_gipf(turn: &TurnInProgress, level: Level, seed: u64) -> Vec<Decision> {
    Ai::new(level, seed).gipf(turn).0
}
