//! Whether one option stands out: the search's verdict on a decision when puzzles are mined
//! and checked (`docs/puzzles.md`). The best option is searched as the computer would choose
//! it; every other option is then only tested against a threshold with a null window, so
//! "is the best the only good one?" costs little more than choosing.

use super::search::{Groups, Memory, Searchable, Searcher};
use super::{emergo, gipf, Ai, Budget};
use crate::emergo::{Emergo, Position as EmergoPosition};
use crate::gipf::{Gipf, Phase, Position as GipfPosition, TurnInProgress};
use crate::{Color, Rules};

pub use super::search::DECIDED;

/// What the search made of the options of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Survey<P> {
    /// The position the best option reaches (in GIPF, when the opponent has a step-4
    /// choice inside the turn, the first of them).
    pub best: P,
    /// Whether the best option reaches one position only: nothing is left to the opponent
    /// inside the turn.
    pub clean: bool,
    /// The best option's value for the decider, hundredths of a piece (see [`DECIDED`]).
    pub value: i32,
    /// The deepest iteration completed, in turns.
    pub depth: u32,
    /// Positions visited, choosing and testing.
    pub nodes: u64,
    /// The other options that reach the threshold at the same depth, by the position each
    /// reaches first.
    pub rivals: Vec<P>,
}

/// A game whose decisions can be surveyed: GIPF and Emergo.
pub trait Surveyed: Rules {
    /// The survey of the side to move's options in `pos`, searched within `ai`'s budget;
    /// `threshold` gives, from the best value, the value a rival must reach. `None` with
    /// fewer than two options, or when the test ran past four times the budget.
    fn survey(pos: &Self::Position, ai: &Ai, threshold: &dyn Fn(i32) -> i32) -> Option<Survey<Self::Position>>;

    /// Every position the turn `ai` chooses in `pos` may reach: one, unless the opponent
    /// has a step-4 choice inside it. Empty when the game is over.
    fn choice(pos: &Self::Position, ai: &Ai) -> Vec<Self::Position>;

    /// The value for the side to move of each option reaching one of `targets` (any
    /// position of the option), searched `depth` turns deep within `ai`'s budget and one
    /// shared table: what a survey's rival or a stored answer is worth. `None` for a target
    /// no option reaches, or when the budget ran out.
    fn values(pos: &Self::Position, ai: &Ai, depth: u32, targets: &[Self::Position]) -> Vec<Option<i32>>;
}

/// The values of the options holding `targets`, as [`Surveyed::values`].
fn values_of<S: Searchable>(
    ai: &Ai,
    groups: &Groups<S::Pos>,
    decider: Color,
    depth: u32,
    targets: &[S::Pos],
) -> Vec<Option<i32>> {
    let mut memory = Memory::for_budget(&ai.budget);
    let valuing = Ai { budget: Budget { min_depth: 0, time_ms: None, ..ai.budget }, clock: None, ..*ai };
    let mut searcher = Searcher::<S>::new(&valuing, &mut memory);
    targets
        .iter()
        .map(|target| {
            let index = (0..groups.len()).find(|&i| groups.get(i).contains(target))?;
            searcher.value(groups, decider, depth, index)
        })
        .collect()
}

/// Chooses among `groups`, then tests the others against the threshold at the depth the
/// choice reached, sharing one table.
fn survey_groups<S: Searchable>(
    ai: &Ai,
    groups: &Groups<S::Pos>,
    decider: Color,
    threshold: &dyn Fn(i32) -> i32,
) -> Option<Survey<S::Pos>> {
    let mut memory = Memory::for_budget(&ai.budget);
    let (best, report) = Searcher::<S>::new(ai, &mut memory).choose(groups, decider);
    if report.depth == 0 {
        return None;
    }
    let testing = Ai {
        budget: Budget { min_depth: 0, nodes: ai.budget.nodes.saturating_mul(4), time_ms: None, ..ai.budget },
        clock: None,
        ..*ai
    };
    let mut tester = Searcher::<S>::new(&testing, &mut memory);
    let found = tester.reaching(groups, decider, report.depth, threshold(report.score), best)?;
    let group = groups.get(best);
    Some(Survey {
        best: *group.first()?,
        clean: group.len() == 1,
        value: report.score,
        depth: report.depth,
        nodes: report.nodes + tester.nodes(),
        rivals: found.into_iter().filter_map(|i| groups.get(i).first().copied()).collect(),
    })
}

impl Surveyed for Gipf {
    fn survey(pos: &GipfPosition, ai: &Ai, threshold: &dyn Fn(i32) -> i32) -> Option<Survey<GipfPosition>> {
        let turn = TurnInProgress::new(pos).ok()?;
        let (groups, _) = gipf::options(&turn);
        survey_groups::<gipf::GipfSearch>(ai, &groups, pos.side_to_move(), threshold)
    }

    fn values(pos: &GipfPosition, ai: &Ai, depth: u32, targets: &[GipfPosition]) -> Vec<Option<i32>> {
        let Ok(turn) = TurnInProgress::new(pos) else { return vec![None; targets.len()] };
        let (groups, _) = gipf::options(&turn);
        values_of::<gipf::GipfSearch>(ai, &groups, pos.side_to_move(), depth, targets)
    }

    fn choice(pos: &GipfPosition, ai: &Ai) -> Vec<GipfPosition> {
        let Ok(mut turn) = TurnInProgress::new(pos) else { return Vec::new() };
        if pos.result().is_some() {
            return Vec::new();
        }
        for decision in ai.gipf(&turn).0 {
            if turn.apply(decision).is_err() {
                return Vec::new();
            }
        }
        if turn.phase() == Phase::Done || turn.decider() != pos.side_to_move() {
            let mut reached = Groups::new();
            gipf::add_replies(&turn, &mut reached);
            reached.close(0);
            return (0..reached.len()).flat_map(|i| reached.get(i).to_vec()).collect();
        }
        Vec::new()
    }
}

impl Surveyed for Emergo {
    fn survey(pos: &EmergoPosition, ai: &Ai, threshold: &dyn Fn(i32) -> i32) -> Option<Survey<EmergoPosition>> {
        let groups = emergo::options(pos, &pos.legal_moves());
        survey_groups::<emergo::EmergoSearch>(ai, &groups, pos.side_to_move(), threshold)
    }

    fn values(pos: &EmergoPosition, ai: &Ai, depth: u32, targets: &[EmergoPosition]) -> Vec<Option<i32>> {
        let groups = emergo::options(pos, &pos.legal_moves());
        values_of::<emergo::EmergoSearch>(ai, &groups, pos.side_to_move(), depth, targets)
    }

    fn choice(pos: &EmergoPosition, ai: &Ai) -> Vec<EmergoPosition> {
        ai.emergo(pos).map(|(mv, _)| pos.play_unchecked(&mv)).into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn a_quiet_start_has_rivals() {
        let start = EmergoPosition::start();
        let ai = Ai::new(Level::Club, 1);
        let survey = Emergo::survey(&start, &ai, &|best| best - 200).unwrap();
        assert!(!survey.rivals.is_empty(), "no entry of the first move is 2 men better than all others");
        assert!(survey.clean);
        assert_eq!(Emergo::choice(&start, &ai).len(), 1);
    }
}
