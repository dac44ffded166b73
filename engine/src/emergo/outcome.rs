//! How an Emergo game ends by the rules alone (rules §2.7); repetition and agreement are
//! tracked by the game record.

use super::position::Position;
use crate::{GameResult, Reason};

impl Position {
    /// A loss for the player to move with no column and no men in hand, a draw when he
    /// has no legal move, else `None`.
    pub fn result(&self) -> Option<GameResult> {
        let side = self.side;
        if self.in_hand(side) == 0 && !self.has_column(side) {
            Some(GameResult { winner: Some(side.other()), reason: Reason::NoPieces })
        } else if self.legal_moves().is_empty() {
            Some(GameResult { winner: None, reason: Reason::NoLegalMove })
        } else {
            None
        }
    }
}
