//! A solver's progress, kept in the browser: the rating, the streak and what was tried.

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
}

impl Progress {
    /// Counts the first result on `puzzle`. A puzzle tried before (a shared link opened
    /// twice) counts again.
    pub fn record(&mut self, puzzle: &Puzzle, outcome: Outcome) -> &Attempt {
        let before = self.rating.rating;
        self.rating = self.rating.after(f64::from(puzzle.rating), PUZZLE_DEVIATION, outcome.score());
        self.streak = if outcome == Outcome::Solved { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
        let rating = self.rating.rating.round() as i32;
        self.history.push(Attempt { id: puzzle.id.clone(), outcome, rating, change: rating - before.round() as i32 });
        if self.history.len() > HISTORY {
            self.history.drain(..self.history.len() - HISTORY);
        }
        let last = self.history.len() - 1;
        &self.history[last]
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
