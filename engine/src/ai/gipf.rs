//! GIPF for the searcher: a turn's decisions walked through [`TurnInProgress`], grouped by
//! who makes them, and the evaluation.

use std::sync::OnceLock;

use super::search::{Groups, Report, Searchable, Searcher};
use super::Ai;
use crate::gipf::{Decision, Phase, Point, Position, Removal, RowChoice, SpotSet, TurnInProgress, Variant};
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

fn walk_once<F>(t: &TurnInProgress, decider: Color, path: &mut Vec<Decision>, leaf: &mut F, seen: &mut std::collections::HashSet<StateKey>)
where
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
        let own: SpotSet = row.gipf.iter().filter(|p| t.board().piece_at(*p).is_some_and(|(c, _)| c == t.decider())).collect();
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
fn add_replies(t: &TurnInProgress, groups: &mut Groups<Position>) {
    walk(t, t.decider(), &mut Vec::new(), &mut |done, _| {
        if let Some(pos) = finished(done) {
            groups.add(pos);
        }
    });
}

/// Chooses the current decider's decisions in `turn` (see [`Ai::gipf`]).
pub(super) fn choose(ai: &Ai, turn: &TurnInProgress) -> (Vec<Decision>, Report) {
    if turn.phase() == Phase::Done {
        return (Vec::new(), Report::default());
    }
    let decider = turn.decider();
    let mut paths: Vec<Vec<Decision>> = Vec::new();
    let mut groups = Groups::new();
    walk(turn, decider, &mut Vec::new(), &mut |t, path| {
        add_replies(t, &mut groups);
        groups.close();
        if groups.len() > paths.len() {
            paths.push(path.to_vec());
        }
    });
    let (best, report) = Searcher::<GipfSearch>::new(ai.budget, ai.seed, ai.clock).choose(&groups, decider);
    (paths.into_iter().nth(best).unwrap_or_default(), report)
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

    fn evaluate(pos: &Position) -> i32 {
        evaluate(pos)
    }

    fn children(pos: &Position, out: &mut Groups<Position>) {
        let Ok(start) = TurnInProgress::new(pos) else { return };
        walk(&start, pos.side_to_move(), &mut Vec::new(), &mut |half, _| {
            add_replies(half, out);
            out.close();
        });
    }
}

/// Hundredths of a piece. A piece in reserve is the unit; one on the board is worth a
/// little less (it comes back only with a row, and may be captured). Self-play preferred
/// 90 to 45, 70 or 110: pieces captured, gone for good, are what decides games.
const RESERVE: i32 = 100;
const ON_BOARD: i32 = 90;
/// Each own piece on the centre spot or next to it, and on the ring around those.
const CENTRE: i32 = 20;
const INNER: i32 = 8;
/// Each run of three own pieces on a line: one push from a row.
const THREE: i32 = 45;
/// Per squared piece short of four in reserve: a player near an empty reserve is close to
/// losing.
const SHORTAGE: i32 = 30;
/// The side to move can act first on every threat.
const TEMPO: i32 = 20;

/// A player's GIPF pieces: losing the last loses the game, so the first is priceless
/// and the rest are insurance.
fn gipf_value(count: usize) -> i32 {
    match count {
        0 | 1 => 0,
        2 => 150,
        n => 250 + 60 * (n as i32 - 3),
    }
}

/// The spots at hex distance 0–1 and 2 from e5, as masks of the board's bit layout.
fn rings() -> &'static [u64; 2] {
    static RINGS: OnceLock<[u64; 2]> = OnceLock::new();
    RINGS.get_or_init(|| {
        let mut rings = [0; 2];
        for point in Point::all() {
            let (q, r) = point.axial();
            let distance = (q.abs() + r.abs() + (q + r).abs()) / 2;
            if let (Some(bit), Some(ring)) = (point.bit(), rings.get_mut((distance as usize).saturating_sub(1))) {
                *ring |= bit;
            }
        }
        rings
    })
}

fn side_score(pos: &Position, color: Color) -> i32 {
    let reserve = i32::from(pos.reserve(color));
    let mine = pos.pieces(color).0;
    let [centre, inner] = *rings();
    let mut score = RESERVE * reserve + ON_BOARD * i32::from(pos.on_board(color));
    if pos.variant() != Variant::Basic {
        score += gipf_value(pos.gipf_pieces(color).len());
    }
    score += CENTRE * (mine & centre).count_ones() as i32 + INNER * (mine & inner).count_ones() as i32;
    // A step along a line is a shift by 1, 7 or 8 in the board's layout (gipf/board.rs).
    let threes: u32 = [1, 7, 8].iter().map(|&s| (mine & (mine >> s) & (mine >> (2 * s))).count_ones()).sum();
    score += THREE * threes as i32;
    let short = (4 - reserve).max(0);
    score - SHORTAGE * short * short
}

/// The static value of `pos` for the side to move.
pub(super) fn evaluate(pos: &Position) -> i32 {
    let me = pos.side_to_move();
    side_score(pos, me) - side_score(pos, me.other()) + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gipf::Gipf;
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

    #[test]
    fn rings_hold_seven_and_twelve_spots() {
        let [centre, inner] = *rings();
        assert_eq!((centre.count_ones(), inner.count_ones()), (7, 12));
    }
}
