//! Streak mode, as lichess's Puzzle Streak: puzzles of rising difficulty one after another
//! until one is missed. No hints are given in a streak (the trainer's hint button is off);
//! "Show me" on the board counts as a miss, like a wrong turn.

use tavola_engine::puzzle::Puzzle;

use super::progress::Outcome;
use super::Filter;

/// How many puzzles a streak takes to climb from the easiest to the hardest the filter
/// admits; past that it stays among the hardest.
pub const CLIMB: usize = 40;
/// The next puzzle is drawn among this many at its step of the ladder, so that two runs
/// differ.
const CHOICE: usize = 3;

/// A run of Streak mode, for the page's life.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Puzzles solved in this run.
    pub count: u32,
    /// The puzzles shown in this run, so that none comes twice.
    pub shown: Vec<String>,
    /// Whether the run ended with a miss.
    pub over: bool,
    /// Whether the run's one skip is spent (as on lichess: one puzzle per run may be passed
    /// over, neither solved nor missed).
    pub skipped: bool,
}

impl Run {
    /// Whether the puzzle on show may be skipped: once per run, before it is decided.
    pub fn may_skip(&self, decided: bool) -> bool {
        !self.over && !self.skipped && !decided
    }

    /// Spends the run's skip on the puzzle on show; false (nothing changed) if it may not.
    pub fn skip(&mut self, decided: bool) -> bool {
        let may = self.may_skip(decided);
        self.skipped |= may;
        may
    }
}

/// Whether a first result continues a streak: only a clean solve does.
pub fn continues(outcome: Outcome) -> bool {
    outcome == Outcome::Solved
}

impl Run {
    /// Counts the first result on the puzzle on show: a clean solve adds one, anything
    /// else ends the run. Whether it goes on.
    pub fn record(&mut self, outcome: Outcome) -> bool {
        if self.over {
            return false;
        }
        if continues(outcome) {
            self.count += 1;
        } else {
            self.over = true;
        }
        !self.over
    }
}

/// The puzzles the filter admits, easiest first: by the level that finds them, then their
/// rating (then their id, so that the order is the same everywhere).
pub fn ladder<'a>(puzzles: &'a [Puzzle], filter: &Filter) -> Vec<&'a Puzzle> {
    let mut ladder: Vec<&Puzzle> = puzzles.iter().filter(|p| filter.admits(p)).collect();
    ladder.sort_by(|a, b| (a.level, a.rating, &a.id).cmp(&(b.level, b.rating, &b.id)));
    ladder
}

/// The next puzzle of `run`: the step of the ladder its count has reached, drawn by `seed`
/// among the few there not shown in the run yet (the next ones up if those were).
pub fn next<'a>(puzzles: &'a [Puzzle], filter: &Filter, run: &Run, seed: u64) -> Option<&'a Puzzle> {
    let ladder = ladder(puzzles, filter);
    let step = (run.count as usize).min(CLIMB) * ladder.len() / CLIMB;
    let fresh: Vec<(usize, &Puzzle)> =
        ladder.iter().copied().enumerate().filter(|(_, p)| !run.shown.contains(&p.id)).collect();
    // The fresh puzzles from the step's rung up; at the top, the hardest fresh ones.
    let from = fresh.iter().position(|(i, _)| *i >= step).unwrap_or(fresh.len().saturating_sub(1));
    let from = from.min(fresh.len().saturating_sub(CHOICE));
    let choices = fresh.get(from..(from + CHOICE).min(fresh.len()))?;
    choices.get((seed % choices.len().max(1) as u64) as usize).map(|(_, p)| *p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Family;
    use tavola_engine::ai::Level;

    fn set() -> Vec<Puzzle> {
        let mut puzzles = Vec::new();
        for (i, level) in ["expert", "beginner", "club", "casual"].iter().cycle().take(120).enumerate() {
            let rating = 900 + (i as u32 % 7) * 50;
            let line = format!("emergo-{:04}\temergo\t{rating}\t{level}\t2\tquiet\temergo 1/3/5/2w4/9/7/5/3/1 b 11 12\td8\t-\tseed=1 game=0 turn=1 white=beginner black=club", i + 1);
            puzzles.push(line.parse::<Puzzle>().unwrap());
        }
        puzzles
    }

    #[test]
    fn the_ladder_rises_by_level_then_rating() {
        let puzzles = set();
        let climb = ladder(&puzzles, &Filter::default());
        assert_eq!(climb.len(), 120);
        for pair in climb.windows(2) {
            assert!((pair[0].level, pair[0].rating) <= (pair[1].level, pair[1].rating));
        }
        assert!(ladder(&puzzles, &Filter { family: Family::Gipf, ..Filter::default() }).is_empty());
    }

    #[test]
    fn a_run_climbs_never_repeats_and_ends_at_a_miss() {
        let puzzles = set();
        let mut run = Run::default();
        let mut levels = Vec::new();
        for seed in 0..CLIMB as u64 + 5 {
            let p = next(&puzzles, &Filter::default(), &run, seed).unwrap();
            assert!(!run.shown.contains(&p.id), "{} came twice", p.id);
            run.shown.push(p.id.clone());
            levels.push(p.level);
            assert!(run.record(Outcome::Solved));
        }
        assert_eq!(levels[0], Level::Beginner, "the run starts with the easiest");
        assert_eq!(levels[CLIMB - 1], Level::Expert, "and climbs to the hardest");
        assert!(levels.windows(5).all(|w| w[0] <= w[4]), "rising: {levels:?}");
        assert_eq!(levels[CLIMB + 4], Level::Expert, "and stays there");
        let seen = Run { shown: puzzles.iter().map(|p| p.id.clone()).collect(), ..Run::default() };
        assert_eq!(next(&puzzles, &Filter::default(), &seen, 0), None, "every puzzle shown");
        assert!(!run.record(Outcome::Failed));
        assert!(run.over && run.count == CLIMB as u32 + 5, "the miss ends the run and keeps its count");
        assert!(!run.record(Outcome::Solved), "nothing counts after the end");
        let mut helped = Run::default();
        assert!(!helped.record(Outcome::Helped), "a hint ends a streak too");
    }

    /// One skip per run, before the puzzle is decided; it neither counts nor ends the run.
    #[test]
    fn one_skip_per_run() {
        let mut run = Run { count: 3, ..Run::default() };
        assert!(!run.may_skip(true), "not once the puzzle is decided");
        assert!(run.skip(false));
        assert_eq!((run.count, run.over), (3, false));
        assert!(!run.may_skip(false) && !run.skip(false), "one skip only");
        let mut ended = Run { over: true, ..Run::default() };
        assert!(!ended.skip(false), "not after the end");
        assert!(!ended.skipped);
    }
}
