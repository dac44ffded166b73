//! A solver's progress, kept in the browser: the rating, the streak, what was tried, the
//! best of Streak mode and the puzzles missed, waiting to be replayed.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::glicko::{Rating, PUZZLE_DEVIATION};
use tavola_engine::puzzle::Puzzle;

/// Attempts kept; older ones are forgotten (the rating keeps what they taught).
pub const HISTORY: usize = 300;

/// How a puzzle went, the first time through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Solved unaided.
    Solved,
    /// Solved after a hint: counts half a win, and ends the streak.
    Helped,
    /// A wrong turn, or the solution shown.
    Failed,
}

impl Outcome {
    fn score(self) -> f64 {
        match self {
            Outcome::Solved => 1.0,
            Outcome::Helped => 0.5,
            Outcome::Failed => 0.0,
        }
    }
}

/// One puzzle tried.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    pub id: String,
    pub outcome: Outcome,
    /// The solver's rating after it, rounded.
    pub rating: i32,
    /// What the attempt changed it by.
    pub change: i32,
}

/// Everything the trainer remembers of its player.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub rating: Rating,
    /// Puzzles solved in a row, up to now.
    pub streak: u32,
    pub best_streak: u32,
    /// Most recent last.
    pub history: Vec<Attempt>,
    /// The longest run of Streak mode (`super::streak`). Progress saved before it existed
    /// reads as none.
    #[serde(default)]
    pub streak_mode_best: u32,
    /// Puzzles missed (a wrong turn, the solution shown, or solved with a hint), the oldest
    /// first, until each is solved cleanly.
    #[serde(default)]
    pub missed: Vec<String>,
    /// Every puzzle whose first try was rated, however long ago (the history keeps only
    /// the last attempts). Progress saved before it existed reads its history instead.
    #[serde(default)]
    pub rated: BTreeSet<String>,
}

/// Puzzles kept for replay; the oldest go first past it.
pub const MISSED: usize = 100;

impl Progress {
    /// Counts a puzzle's first try, and only that: its rating change. A puzzle rated before,
    /// however it is reached again (a shared link, the recent puzzles, a reload), moves
    /// no rating and adds no attempt: its answer may be remembered. It only keeps its
    /// place in the replay, as a replay's result does.
    pub fn first_try(&mut self, puzzle: &Puzzle, outcome: Outcome) -> Option<i32> {
        if self.rated.contains(&puzzle.id) || self.tried(&puzzle.id) {
            self.replayed(&puzzle.id, outcome);
            return None;
        }
        Some(self.record(puzzle, outcome).change)
    }

    /// Counts a result on `puzzle`: the rating, the streak, the history and the replay.
    pub fn record(&mut self, puzzle: &Puzzle, outcome: Outcome) -> &Attempt {
        let before = self.rating.rating;
        self.rating = self.rating.after(f64::from(puzzle.rating), PUZZLE_DEVIATION, outcome.score());
        self.streak = if outcome == Outcome::Solved { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
        let rating = self.rating.rating.round() as i32;
        self.history.push(Attempt { id: puzzle.id.clone(), outcome, rating, change: rating - before.round() as i32 });
        self.rated.insert(puzzle.id.clone());
        if self.history.len() > HISTORY {
            self.history.drain(..self.history.len() - HISTORY);
        }
        self.note_for_replay(&puzzle.id, outcome);
        let last = self.history.len() - 1;
        &self.history[last]
    }

    /// Whether `outcome` ends a puzzle's wait in the replay (`Solved`) or puts it there.
    fn note_for_replay(&mut self, id: &str, outcome: Outcome) {
        self.missed.retain(|m| m != id);
        if outcome != Outcome::Solved {
            self.missed.push(id.to_string());
            if self.missed.len() > MISSED {
                self.missed.drain(..self.missed.len() - MISSED);
            }
        }
    }

    /// The next puzzle to replay: the missed one waiting longest, other than `except` (the
    /// one on show) unless it is the only one left, and among `known` ids (a puzzle since
    /// dropped from the sets is skipped).
    pub fn replay_next<'a>(&'a self, known: impl Fn(&str) -> bool, except: Option<&str>) -> Option<&'a str> {
        let waiting: Vec<&str> = self.missed.iter().map(String::as_str).filter(|id| known(id)).collect();
        waiting.iter().copied().find(|id| Some(*id) != except).or(waiting.first().copied())
    }

    /// A replay's first result: solved cleanly, the puzzle leaves the replay; else it goes
    /// to the back, to come again after the others. The rating does not move: the answer
    /// may be remembered.
    pub fn replayed(&mut self, id: &str, outcome: Outcome) {
        if self.missed.iter().any(|m| m == id) {
            self.note_for_replay(id, outcome);
        }
    }

    /// A Streak-mode run that reached `count`: kept if it is the best, at once, so that a
    /// reload in the middle of a run loses none of it.
    pub fn streak_reached(&mut self, count: u32) {
        self.streak_mode_best = self.streak_mode_best.max(count);
    }

    /// Whether `id` was tried (and is still in the history).
    pub fn tried(&self, id: &str) -> bool {
        self.history.iter().any(|a| a.id == id)
    }

    /// Solved and tried, over the history kept.
    pub fn solved_of_tried(&self) -> (usize, usize) {
        (self.history.iter().filter(|a| a.outcome != Outcome::Failed).count(), self.history.len())
    }
}
