//! Emergo for the searcher: moves as children, captures as forcing, and the evaluation.

use super::search::{Groups, Report, Searchable, Searcher};
use super::Ai;
use crate::emergo::{Column, Direction, Move, Position, Square};
use crate::{Color, GameResult, Reason};

/// Chooses the move to play (see [`Ai::emergo`]).
pub(super) fn choose(ai: &Ai, pos: &Position) -> Option<(Move, Report)> {
    if EmergoSearch::result(pos).is_some() {
        return None;
    }
    let moves = pos.legal_moves();
    let mut groups = Groups::new();
    for mv in &moves {
        groups.single(pos.play(mv));
    }
    let (best, report) = Searcher::<EmergoSearch>::new(ai.budget, ai.seed, ai.clock).choose(&groups, pos.side_to_move());
    moves.get(best).map(|mv| (*mv, report))
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

    fn evaluate(pos: &Position) -> i32 {
        evaluate(pos)
    }

    fn children(pos: &Position, out: &mut Groups<Position>) {
        for mv in pos.legal_moves() {
            out.single(pos.play(&mv));
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

/// Hundredths of a man. A man under control (in hand, or anywhere in a column one owns)
/// is the unit: the game is lost with none.
const MAN: i32 = 100;
/// Each empty square next to an own column.
const MOBILITY: i32 = 4;
/// Each jump the side to move could make, and each the opponent could make next.
const THREAT: i32 = 40;
const THREATENED: i32 = 25;
/// A column whose only cap guards prisoners loses them all to one jump.
const FRAGILE: i32 = 40;

/// The static value of `pos` for the side to move.
pub(super) fn evaluate(pos: &Position) -> i32 {
    let me = pos.side_to_move();
    let mut score = [0i32; 2];
    let mut jumps = [0i32; 2];
    for color in Color::BOTH {
        score[color.index()] = MAN * i32::from(pos.in_hand(color));
    }
    for (square, column) in pos.columns() {
        let owner = column.owner().index();
        score[owner] += MAN * i32::from(column.height());
        if column.caps() == 1 {
            score[owner] -= FRAGILE * i32::from(column.prisoners());
        }
        for direction in Direction::ALL {
            match square.neighbour(direction).map(|n| pos.column(n)) {
                Some(None) => score[owner] += MOBILITY,
                Some(Some(_)) if can_jump(pos, square, column, direction) => jumps[owner] += 1,
                _ => {}
            }
        }
    }
    let (mine, theirs) = (me.index(), me.other().index());
    score[mine] - score[theirs] + THREAT * jumps[mine] - THREATENED * jumps[theirs]
}
