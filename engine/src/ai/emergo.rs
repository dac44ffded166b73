//! Emergo for the searcher: moves as children, captures as forcing (the evaluation is in
//! `emergo_eval`).

use super::search::{Groups, Memory, Report, Searchable, Searcher};
use super::{emergo_eval, Ai, Engine};
use crate::emergo::{has_capture, Move, Position};
use crate::{Color, GameResult, Reason};

/// A small number naming a move the same in every position (for the searcher's killer
/// and history tables): its start (or the hand) and its end square.
fn move_id(mv: &Move) -> u16 {
    let from = mv.from().map_or(0, |s| s.index() + 1);
    (1 + from * 64 + mv.to().index()) as u16
}

/// One group per move of `moves` (the legal moves of `pos`), in their order.
pub(super) fn options(pos: &Position, moves: &[Move]) -> Groups<Position> {
    let mut groups = Groups::new();
    for mv in moves {
        groups.single(pos.play_unchecked(mv), move_id(mv));
    }
    groups
}

/// Moves of the principal line after the chosen one, as far as the table remembers it.
const LINE_MOVES: usize = 8;

/// Chooses the move to play (see [`Ai::emergo`]); after the game's positions `past`, if
/// given, seeing repetition (see [`Ai::emergo_after`]).
pub(super) fn choose(
    ai: &Ai,
    memory: &mut Memory,
    past: Option<&[Position]>,
    pos: &Position,
) -> Option<(Move, Report)> {
    if EmergoSearch::result(pos).is_some() {
        return None;
    }
    let moves = pos.legal_moves();
    let groups = options(pos, &moves);
    let mut searcher = Searcher::<EmergoSearch>::new(ai, memory);
    if let Some(past) = past {
        searcher.in_game(past, pos);
    }
    let (best, mut report) = searcher.choose(&groups, pos.side_to_move());
    let chosen = *moves.get(best)?;
    report.line.push(chosen.to_string());
    let mut here = pos.play_unchecked(&chosen);
    while report.line.len() <= LINE_MOVES && EmergoSearch::result(&here).is_none() {
        let Some(mv) = searcher.remembered_best(&here).and_then(|i| here.legal_moves().get(i).copied()) else { break };
        report.line.push(mv.to_string());
        here = here.play_unchecked(&mv);
    }
    Some((chosen, report))
}

/// [`Searchable`] for Emergo positions.
pub(super) struct EmergoSearch;

impl Searchable for EmergoSearch {
    type Pos = Position;

    const REPETITION_DRAWS: bool = true;

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
        emergo_eval::evaluate(pos, engine)
    }

    fn children(pos: &Position, out: &mut Groups<Position>) {
        for mv in pos.legal_moves() {
            out.single(pos.play_unchecked(&mv), move_id(&mv));
        }
    }

    fn stuck(pos: &Position) -> bool {
        !pos.has_legal_move()
    }

    /// A capture is compulsory: the material is about to change.
    fn forcing(pos: &Position) -> bool {
        has_capture(pos, pos.side_to_move())
    }
}
