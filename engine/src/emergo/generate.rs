//! The one generator of legal moves (rules §2.3–2.6) and the effect of a move.
//!
//! Everything else — `Rules::turns`, move checking, the app's helpers — is built on
//! [`Position::legal_moves`].

use super::board::Square;
use super::capture::{has_capture, is_attacked, max_captures};
use super::column::Column;
use super::moves::Move;
use super::position::{Position, MEN_PER_SIDE};
use crate::Color;

impl Position {
    /// Every legal move: the maximal captures if any, else the entries while men are in
    /// hand (possibly none: the player is then blocked), else the steps.
    pub fn legal_moves(&self) -> Vec<Move> {
        let captures = max_captures(self);
        if !captures.is_empty() {
            captures
        } else if self.in_hand(self.side) > 0 {
            self.entries()
        } else {
            self.steps()
        }
    }

    /// Whether [`Position::legal_moves`] has any move (without one the game is drawn,
    /// rules §2.7), mostly without listing them: an own column next to an empty square can
    /// step (or must capture), and a man entered on an empty square no enemy column touches
    /// is never feeding. Only when neither settles it are the moves generated.
    pub fn has_legal_move(&self) -> bool {
        if self.in_hand(self.side) > 0 {
            let centre_barred = self.first_white_entry();
            let free = |s: Square| self.is_empty(s) && !(centre_barred && s == Square::E5) && !is_attacked(self, s);
            Square::ALL.into_iter().any(free) || !self.legal_moves().is_empty()
        } else {
            self.columns().any(|(s, c)| c.owner() == self.side && s.neighbours().any(|n| self.is_empty(n)))
                || has_capture(self, self.side)
        }
    }

    /// How many men an entry puts on the board now: all of them as a shadow piece when
    /// the opponent has none left in hand, else one; 0 with an empty hand.
    pub fn entry_size(&self) -> u8 {
        let own = self.in_hand(self.side);
        if self.in_hand(self.side.other()) == 0 {
            own
        } else {
            own.min(1)
        }
    }

    /// Whether the e5 ban applies: White's very first entry (rules §2.5).
    pub fn first_white_entry(&self) -> bool {
        self.side == Color::White && self.in_hand(Color::White) == MEN_PER_SIDE
    }

    /// Entries on empty squares, without e5 on White's first, and without feeding unless
    /// the opponent can already capture.
    fn entries(&self) -> Vec<Move> {
        let feeding_allowed = has_capture(self, self.side.other());
        let centre_barred = self.first_white_entry();
        Square::ALL
            .into_iter()
            .filter(|&s| self.is_empty(s))
            .filter(|&s| !(centre_barred && s == Square::E5))
            .filter(|&s| feeding_allowed || !is_attacked(self, s))
            .map(Move::Enter)
            .collect()
    }

    /// Steps of every column of the side to move to an empty neighbour.
    fn steps(&self) -> Vec<Move> {
        self.columns()
            .filter(|(_, c)| c.owner() == self.side)
            .flat_map(|(from, _)| from.neighbours().filter(|&to| self.is_empty(to)).map(move |to| Move::Step(from, to)))
            .collect()
    }

    /// The position after `mv`, unchecked: `mv` should come from
    /// [`Position::legal_moves`] (any other gives some position, never a panic). Checked
    /// play goes through `Emergo::parse_turn` or `Record::push`.
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut next = *self;
        match mv {
            Move::Enter(square) => {
                let size = self.entry_size();
                if let Some(column) = Column::new(self.side, size, 0) {
                    next.hand[self.side.index()] -= size;
                    next.set(*square, Some(column));
                }
            }
            Move::Step(from, to) => {
                next.set(*to, self.column(*from));
                next.set(*from, None);
            }
            Move::Capture(capture) => {
                let mut jumper = self.column(capture.from());
                next.set(capture.from(), None);
                let mut at = capture.from();
                for &landing in capture.landings() {
                    let over = at.direction_to(landing, 2).and_then(|d| at.neighbour(d));
                    if let Some(over) = over {
                        next.set(over, next.column(over).and_then(Column::without_top));
                        jumper = jumper.map(Column::with_prisoner);
                    }
                    at = landing;
                }
                next.set(at, jumper);
            }
        }
        next.side = self.side.other();
        next
    }
}
