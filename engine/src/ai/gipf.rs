//! GIPF for the searcher: a turn's decisions walked through [`TurnInProgress`], grouped by
//! who makes them (the evaluation is in `gipf_eval`).

use super::search::{Groups, Memory, Report, Searchable, Searcher};
use super::{gipf_eval, Ai, Engine};
use crate::gipf::{Decision, Phase, Piece, Position, Removal, RowChoice, SpotSet, TurnInProgress};
use crate::{Color, GameResult};

/// Where a turn in progress stands, whatever order its decisions came in: two states with
/// the same key have the same futures.
type StateKey = (Position, Phase, Color, Option<GameResult>);

/// Calls `leaf` with each way `decider` can play out his part of `t` from here, and the
/// decisions that lead there: the walk stops where someone else decides or the turn ends.
/// Pushes onto the same empty spot make the same board and are walked once, and so is
/// every state reached again by removing the same rows in another order (with many
/// all-GIPF rows in the tournament game the orders alone would be exponential).
fn walk<F>(t: &TurnInProgress, decider: Color, path: &mut Vec<Decision>, leaf: &mut F)
where
    F: FnMut(&TurnInProgress, &[Decision]),
{
    walk_once(t, decider, path, leaf, &mut std::collections::HashSet::new());
}

fn walk_once<F>(
    t: &TurnInProgress,
    decider: Color,
    path: &mut Vec<Decision>,
    leaf: &mut F,
    seen: &mut std::collections::HashSet<StateKey>,
) where
    F: FnMut(&TurnInProgress, &[Decision]),
{
    if !seen.insert((*t.board(), t.phase(), t.decider(), t.result())) {
        return;
    }
    if t.phase() == Phase::Done || t.decider() != decider {
        leaf(t, path);
        return;
    }
    let mut options = Vec::new();
    if t.phase() == Phase::Push {
        options.extend(t.distinct_pushes().into_iter().map(Decision::Push));
    } else {
        if t.can_stop() {
            options.push(Decision::Stop);
        }
        for row in t.rows() {
            for kept in keep_choices(t, &row) {
                options.push(Decision::Remove(Removal { set: row.set, kept }));
            }
        }
    }
    for decision in options {
        let mut next = t.clone();
        if next.apply(decision).is_ok() {
            path.push(decision);
            walk_once(&next, decider, path, leaf, seen);
            path.pop();
        }
    }
}

/// Rows with more GIPF pieces than this get only the sensible keep choices.
const FULL_CHOICE_GIPF: usize = 3;

/// Which GIPF pieces of `row` the search tries keeping. Each may stay or go, so a row of
/// g GIPF pieces has 2^g choices; with several all-GIPF rows (the tournament game) their
/// product made single positions take minutes. Up to `FULL_CHOICE_GIPF` pieces every
/// subset is tried; beyond, only: keep none, keep the remover's own, keep all. An optional
/// row must lose at least one piece.
fn keep_choices(t: &TurnInProgress, row: &RowChoice) -> Vec<SpotSet> {
    let mut choices: Vec<SpotSet> = if row.gipf.len() <= FULL_CHOICE_GIPF {
        row.gipf.subsets().collect()
    } else {
        let own: SpotSet =
            row.gipf.iter().filter(|p| t.board().piece_at(*p).is_some_and(|(c, _)| c == t.decider())).collect();
        vec![SpotSet::default(), own, row.gipf]
    };
    choices.sort();
    choices.dedup();
    choices.retain(|kept| !(row.optional && *kept == row.set));
    choices
}

/// The position a completed turn leaves.
fn finished(t: &TurnInProgress) -> Option<Position> {
    t.clone().finish().ok().map(|(_, pos)| pos)
}

/// Adds the positions the opponent's step 4 can make of `t` (just `t`'s end if he has
/// nothing to decide) to the group being built.
pub(super) fn add_replies(t: &TurnInProgress, groups: &mut Groups<Position>) {
    walk(t, t.decider(), &mut Vec::new(), &mut |done, _| {
        if let Some(pos) = finished(done) {
            groups.add(pos);
        }
    });
}

/// A small number naming the push of a half turn, the same in every position (for the
/// searcher's killer and history tables); 0 when the half turn has no push.
fn move_id(path: &[Decision]) -> u16 {
    path.iter()
        .find_map(|d| match d {
            Decision::Push(p) => Some(1 + 2 * p.entry.index() as u16 + u16::from(p.piece == Piece::Gipf)),
            _ => None,
        })
        .unwrap_or(0)
}

/// The options of the decider of `turn`: one group per way he can play out his part, with
/// the decisions that lead there, in the order the searcher numbers them.
pub(super) fn options(turn: &TurnInProgress) -> (Groups<Position>, Vec<Vec<Decision>>) {
    let mut paths: Vec<Vec<Decision>> = Vec::new();
    let mut groups = Groups::new();
    walk(turn, turn.decider(), &mut Vec::new(), &mut |t, path| {
        add_replies(t, &mut groups);
        groups.close(move_id(path));
        if groups.len() > paths.len() {
            paths.push(path.to_vec());
        }
    });
    (groups, paths)
}

fn joined(path: &[Decision]) -> String {
    path.iter().map(Decision::to_string).collect::<Vec<_>>().join(" ")
}

/// Turns of the principal line after the chosen option, as far as the table remembers it.
const LINE_TURNS: usize = 6;

/// Chooses the current decider's decisions in `turn` (see [`Ai::gipf`]).
pub(super) fn choose(ai: &Ai, memory: &mut Memory, turn: &TurnInProgress) -> (Vec<Decision>, Report) {
    if turn.phase() == Phase::Done {
        return (Vec::new(), Report::default());
    }
    let (groups, paths) = options(turn);
    let mut searcher = Searcher::<GipfSearch>::new(ai, memory);
    let (best, mut report) = searcher.choose(&groups, turn.decider());
    let chosen = paths.get(best).cloned().unwrap_or_default();
    report.line.push(joined(&chosen));
    // The line goes on from the position the chosen option reaches (the opponent's
    // step-4 choice, if any, taken as the first the walk found).
    let mut pos = (best < groups.len()).then(|| groups.get(best)[0]);
    while let Some(here) = pos.filter(|_| report.line.len() <= LINE_TURNS) {
        let Some(i) = searcher.remembered_best(&here) else { break };
        let Ok(start) = TurnInProgress::new(&here) else { break };
        let (groups, paths) = options(&start);
        let Some(path) = paths.get(i).filter(|_| i < groups.len()) else { break };
        report.line.push(joined(path));
        pos = Some(groups.get(i)[0]);
    }
    (chosen, report)
}

/// [`Searchable`] for GIPF positions at the start of a turn.
pub(super) struct GipfSearch;

impl Searchable for GipfSearch {
    type Pos = Position;

    fn result(pos: &Position) -> Option<GameResult> {
        pos.result()
    }

    fn side(pos: &Position) -> Color {
        pos.side_to_move()
    }

    fn evaluate(pos: &Position, engine: Engine) -> i32 {
        gipf_eval::evaluate(pos, engine)
    }

    /// The mover has three in a line: a push may complete a row.
    fn tactical(pos: &Position) -> bool {
        gipf_eval::has_three(pos, pos.side_to_move())
    }

    /// Fewer pieces on the board than one more (the push) than before: rows were taken.
    fn noisy(parent: &Position, child: &Position) -> bool {
        let count = |p: &Position| p.on_board(Color::White) + p.on_board(Color::Black);
        count(child) <= count(parent)
    }

    fn children(pos: &Position, out: &mut Groups<Position>) {
        let Ok(start) = TurnInProgress::new(pos) else { return };
        walk(&start, pos.side_to_move(), &mut Vec::new(), &mut |half, path| {
            add_replies(half, out);
            out.close(move_id(path));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gipf::{Gipf, Variant};
    use crate::Rules;

    #[test]
    fn children_reach_every_successor() {
        for variant in [Variant::Basic, Variant::Standard, Variant::Tournament] {
            let pos = crate::random::walk::<Gipf>(Position::start(variant), 12, &mut crate::random::Rng::new(3));
            let mut groups = Groups::new();
            GipfSearch::children(&pos, &mut groups);
            let mut reached: Vec<Position> = (0..groups.len()).flat_map(|i| groups.get(i).to_vec()).collect();
            reached.sort_unstable();
            reached.dedup();
            assert_eq!(reached, Gipf::successors(&pos), "{pos}");
        }
    }
}
