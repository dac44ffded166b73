//! Game end (rules §1.4): an empty reserve at the start of a turn, or a last GIPF piece
//! leaving the board, checked after every single row removal.

use crate::{Color, GameResult, Reason};

use super::position::{Entered, Position, Variant};

/// Whether losing his last GIPF piece loses the game for `color`: always in the
/// standard game, in the tournament game only after his first push.
fn gipf_rule_applies(pos: &Position, color: Color) -> bool {
    match pos.variant {
        Variant::Basic => false,
        Variant::Standard => true,
        Variant::Tournament => pos.entered(color) != Entered::Nothing,
    }
}

/// The result if a removal by `remover` has just left a player to whom the rule applies
/// without GIPF pieces; when it took both players' last ones, the remover loses.
pub(crate) fn after_removal(pos: &Position, remover: Color) -> Option<GameResult> {
    let gone = Color::BOTH.map(|c| gipf_rule_applies(pos, c) && pos.gipf_pieces(c).is_empty());
    let loser = match gone {
        [true, true] => remover,
        [true, false] => Color::White,
        [false, true] => Color::Black,
        [false, false] => return None,
    };
    Some(GameResult { winner: Some(loser.other()), reason: Reason::LastGipfLost })
}

impl Position {
    /// The result of a position, `None` while the game goes on.
    ///
    /// A finished position does not say who made the removal that ended the game, so when
    /// both players have lost their last GIPF piece the player not to move (who made the turn
    /// that ended the game) is taken to have made it. Only the rare case of the opponent
    /// taking both last GIPF pieces in his step 4 reads otherwise; the turn itself
    /// ([`super::TurnInProgress::result`], and through it `Rules::turn_result`, which game
    /// records use) reports that one exactly.
    pub fn result(&self) -> Option<GameResult> {
        after_removal(self, self.side.other()).or_else(|| {
            (self.reserve(self.side) == 0)
                .then(|| GameResult { winner: Some(self.side.other()), reason: Reason::EmptyReserve })
        })
    }
}
