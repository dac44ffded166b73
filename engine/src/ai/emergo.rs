//! Emergo for the searcher: moves as children, captures as forcing, and the evaluation.

use super::search::{Groups, Memory, Report, Searchable, Searcher};
use super::{Ai, Engine};
use crate::emergo::{Column, Direction, Move, Position, Square};
use crate::{Color, GameResult, Reason};

/// A small number naming a move the same in every position (for the searcher's killer
/// and history tables): its start (or the hand) and its end square.
fn move_id(mv: &Move) -> u16 {
    let from = mv.from().map_or(0, |s| s.index() + 1);
    (1 + from * 64 + mv.to().index()) as u16
}

/// Moves of the principal line after the chosen one, as far as the table remembers it.
const LINE_MOVES: usize = 8;

/// Chooses the move to play (see [`Ai::emergo`]).
pub(super) fn choose(ai: &Ai, memory: &mut Memory, pos: &Position) -> Option<(Move, Report)> {
    if EmergoSearch::result(pos).is_some() {
        return None;
    }
    let moves = pos.legal_moves();
    let mut groups = Groups::new();
    for mv in &moves {
        groups.single(pos.play(mv), move_id(mv));
    }
    let mut searcher = Searcher::<EmergoSearch>::new(ai, memory);
    let (best, mut report) = searcher.choose(&groups, pos.side_to_move());
    let chosen = *moves.get(best)?;
    report.line.push(chosen.to_string());
    let mut here = pos.play(&chosen);
    while report.line.len() <= LINE_MOVES && EmergoSearch::result(&here).is_none() {
        let Some(mv) = searcher.remembered_best(&here).and_then(|i| here.legal_moves().get(i).copied()) else { break };
        report.line.push(mv.to_string());
        here = here.play(&mv);
    }
    Some((chosen, report))
}

/// [`Searchable`] for Emergo positions. Repetition is not seen by the search.
pub(super) struct EmergoSearch;

impl Searchable for EmergoSearch {
    type Pos = Position;

    /// Only the loss by having nothing left; "no legal move" shows as no children.
    fn result(pos: &Position) -> Option<GameResult> {
        let side = pos.side_to_move();
        (pos.in_hand(side) == 0 && !pos.has_column(side))
            .then_some(GameResult { winner: Some(side.other()), reason: Reason::NoPieces })
    }

    fn side(pos: &Position) -> Color {
        pos.side_to_move()
    }

    fn evaluate(pos: &Position, engine: Engine) -> i32 {
        evaluate(pos, engine)
    }

    fn children(pos: &Position, out: &mut Groups<Position>) {
        for mv in pos.legal_moves() {
            out.single(pos.play(&mv), move_id(&mv));
        }
    }

    /// A capture is compulsory: the material is about to change.
    fn forcing(pos: &Position) -> bool {
        let side = pos.side_to_move();
        pos.columns().any(|(square, column)| column.owner() == side && Direction::ALL.into_iter().any(|d| can_jump(pos, square, column, d)))
    }
}

/// Whether `column` on `square` could jump in `direction` now.
fn can_jump(pos: &Position, square: Square, column: Column, direction: Direction) -> bool {
    square.jump(direction).is_some_and(|(over, landing)| {
        pos.column(over).is_some_and(|c| c.owner() != column.owner()) && pos.column(landing).is_none()
    })
}

/// What the Emergo evaluation counts, from the side to move's view, in the order of
/// [`Weights`].
pub const FEATURES: [&str; FEATURE_COUNT] =
    ["men", "mobility", "fragile_prisoners", "my_jumps", "their_jumps", "columns", "in_hand", "prisoners_held"];

/// How many features there are.
pub const FEATURE_COUNT: usize = 8;

/// A weight per feature, hundredths of a man per unit.
pub type Weights = [i32; FEATURE_COUNT];

/// ad4b024's hand-tuned weights: a man under control 100 (in hand or anywhere in a column one
/// owns), 4 per empty square next to an own column, −40 per prisoner under a single cap
/// (one jump frees them all), +40 per jump the side to move could make, −25 per jump the
/// opponent could make. It had none of the later features.
pub const BASELINE: Weights = [100, 4, -40, 40, -25, 0, 0, 0];

/// The current weights, fitted by `tavola-cli tune` (docs/ai.md, "Tuning").
pub const CURRENT: Weights = [100, 4, -40, 40, -25, 0, 0, 0];

/// The features of `pos` from the side to move's view (mine minus the opponent's, except
/// the jumps, which count each side's separately).
pub fn features(pos: &Position) -> [i32; FEATURE_COUNT] {
    let me = pos.side_to_move();
    let mut side = [[0i32; 6]; 2];
    let [men, mobility, fragile, jumps, columns, held] = [0, 1, 2, 3, 4, 5];
    for (square, column) in pos.columns() {
        let s = &mut side[column.owner().index()];
        s[men] += i32::from(column.height());
        s[columns] += 1;
        s[held] += i32::from(column.prisoners());
        if column.caps() == 1 {
            s[fragile] += i32::from(column.prisoners());
        }
        for direction in Direction::ALL {
            match square.neighbour(direction).map(|n| pos.column(n)) {
                Some(None) => s[mobility] += 1,
                Some(Some(_)) if can_jump(pos, square, column, direction) => s[jumps] += 1,
                _ => {}
            }
        }
    }
    let hand = |c: Color| i32::from(pos.in_hand(c));
    let (a, b) = (&side[me.index()], &side[me.other().index()]);
    [
        a[men] + hand(me) - b[men] - hand(me.other()),
        a[mobility] - b[mobility],
        a[fragile] - b[fragile],
        a[jumps],
        b[jumps],
        a[columns] - b[columns],
        hand(me) - hand(me.other()),
        a[held] - b[held],
    ]
}

/// The weights `engine` evaluates with.
pub fn weights(engine: Engine) -> &'static Weights {
    match engine {
        Engine::Current => &CURRENT,
        Engine::Baseline => &BASELINE,
    }
}

/// The static value of `pos` for the side to move under `w`.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    features(pos).iter().zip(w).map(|(f, w)| f * w).sum()
}

/// The static value of `pos` for the side to move, as `engine` judges it.
pub(super) fn evaluate(pos: &Position, engine: Engine) -> i32 {
    evaluate_with(pos, weights(engine))
}
