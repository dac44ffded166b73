//! What the board asks while a player builds a move tap by tap, answered from
//! [`Position::legal_moves`] so that the view never re-implements a rule.

use super::board::Square;
use super::moves::Move;
use super::position::Position;

impl Position {
    /// Whether a capture must be played now (then it is the only kind of legal move).
    pub fn capture_compulsory(&self) -> bool {
        self.legal_moves().iter().any(|m| matches!(m, Move::Capture(_)))
    }

    /// The squares where a man may be entered now.
    pub fn entry_squares(&self) -> Vec<Square> {
        self.legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                Move::Enter(square) => Some(square),
                _ => None,
            })
            .collect()
    }

    /// The squares of the columns that may move now (by a step or a capture).
    pub fn movable_columns(&self) -> Vec<Square> {
        let mut squares: Vec<Square> = self.legal_moves().iter().filter_map(Move::from).collect();
        squares.dedup();
        squares
    }

    /// Where the column on `square` may go next: step destinations, or the first
    /// landings of its legal captures.
    pub fn targets_from(&self, square: Square) -> Vec<Square> {
        let steps = self.legal_moves().into_iter().filter_map(|m| match m {
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
        for mv in self.legal_moves() {
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
        self.legal_moves().into_iter().find(|m| match m {
            Move::Enter(square) => *square == from && landed.is_empty(),
            Move::Step(start, to) => *start == from && landed == [*to],
            Move::Capture(c) => c.from() == from && c.landings() == landed,
        })
    }
}
