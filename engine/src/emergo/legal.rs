//! One position's legal moves, generated once, and the questions a board asks of them
//! while a player builds a move tap by tap; so the view never re-implements a rule, and a
//! tap costs one generation, not one per question.

use super::board::Square;
use super::moves::Move;
use super::position::Position;

/// The legal moves of one position ([`Position::legal_moves`]) with the board's queries.
///
/// ```
/// use tavola_engine::emergo::{LegalMoves, Position, Square};
///
/// let start: Position = "emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().unwrap();
/// let legal = LegalMoves::new(&start);
/// assert!(!legal.capture_compulsory());
/// assert_eq!(legal.entry_squares().len(), 40); // every square but e5
/// assert_eq!(legal.move_for_taps(Square::E5, &[]), None);
/// assert!(legal.movable_columns().is_empty());
/// assert_eq!(legal.moves().len(), 40);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMoves {
    moves: Vec<Move>,
}

impl LegalMoves {
    /// Generates the legal moves of `pos` (none when the game is over).
    pub fn new(pos: &Position) -> LegalMoves {
        LegalMoves { moves: pos.legal_moves() }
    }

    /// Every legal move, in the generator's order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether a capture must be played now (then it is the only kind of legal move).
    pub fn capture_compulsory(&self) -> bool {
        self.moves.iter().any(|m| matches!(m, Move::Capture(_)))
    }

    /// The squares where a man may be entered now.
    pub fn entry_squares(&self) -> Vec<Square> {
        self.moves
            .iter()
            .filter_map(|m| match m {
                Move::Enter(square) => Some(*square),
                _ => None,
            })
            .collect()
    }

    /// The squares of the columns that may move now (by a step or a capture).
    pub fn movable_columns(&self) -> Vec<Square> {
        let mut squares: Vec<Square> = self.moves.iter().filter_map(Move::from).collect();
        squares.dedup();
        squares
    }

    /// Where the column on `square` may go next: step destinations, or the first
    /// landings of its legal captures.
    pub fn targets_from(&self, square: Square) -> Vec<Square> {
        let steps = self.moves.iter().filter_map(|m| match *m {
            Move::Step(from, to) if from == square => Some(to),
            _ => None,
        });
        // Captures and steps are never legal together, so one of the two is empty.
        let mut targets = self.capture_continuations(square, &[]);
        targets.extend(steps);
        targets
    }

    /// The squares a column that started on `from` and has landed on `landed` so far may
    /// jump to next; empty once the sequence is a complete legal capture (or is not the
    /// start of any).
    pub fn capture_continuations(&self, from: Square, landed: &[Square]) -> Vec<Square> {
        let mut next = Vec::new();
        for mv in &self.moves {
            let following = match mv {
                Move::Capture(c) if c.from() == from && c.landings().starts_with(landed) => {
                    c.landings().get(landed.len()).copied()
                }
                _ => None,
            };
            if let Some(square) = following.filter(|s| !next.contains(s)) {
                next.push(square);
            }
        }
        next
    }

    /// The legal move a finished tap sequence names: an entry (`from` alone, no column on
    /// it), a step or a complete capture; `None` while more taps are needed or never legal.
    pub fn move_for_taps(&self, from: Square, landed: &[Square]) -> Option<Move> {
        self.moves.iter().copied().find(|m| match m {
            Move::Enter(square) => *square == from && landed.is_empty(),
            Move::Step(start, to) => *start == from && landed == [*to],
            Move::Capture(c) => c.from() == from && c.landings() == landed,
        })
    }
}
