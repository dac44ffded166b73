//! Why a wrong turn is wrong: the reply that punishes it, found by the computer's casual
//! level (two turns deep, a few thousand positions: quick enough for the page itself), and
//! what that reply takes.

use tavola_engine::ai::survey::Surveyed;
use tavola_engine::ai::{Ai, Level};
use tavola_engine::emergo::{Emergo, Position as EmergoPosition};
use tavola_engine::gipf::{Gipf, Position as GipfPosition};
use tavola_engine::{Color, GameKind};

/// The opponent's reply to a wrong turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// Who replies.
    pub side: Color,
    /// The reply, in record notation (what `<tavola-board>`'s `play` takes).
    pub turn: String,
    /// The solver's pieces (GIPF) or men (Emergo) it takes.
    pub taken: u32,
    /// Whether it wins the game.
    pub wins: bool,
}

/// What the game's side to move would lose, counted as the rules count material.
trait Material: Surveyed {
    fn material(pos: &Self::Position, side: Color) -> u32;
}

impl Material for Gipf {
    fn material(pos: &GipfPosition, side: Color) -> u32 {
        u32::from(pos.owned(side))
    }
}

impl Material for Emergo {
    /// Men of `side` not held prisoner: in hand, or capping a column.
    fn material(pos: &EmergoPosition, side: Color) -> u32 {
        let free: u32 = pos.columns().filter(|(_, c)| c.owner() == side).map(|(_, c)| u32::from(c.caps())).sum();
        free + u32::from(pos.in_hand(side))
    }
}

fn refute_in<G: Material>(text: &str) -> Option<Refutation> {
    let pos: G::Position = text.parse().ok()?;
    if G::result(&pos).is_some() {
        return None;
    }
    let side = G::side_to_move(&pos);
    let reached = G::choice(&pos, &Ai::new(Level::Casual, 1)).into_iter().next()?;
    let turn = G::turns_reaching(&pos, &reached).into_iter().next()?;
    let victim = side.other();
    let taken = G::material(&pos, victim).saturating_sub(G::material(&reached, victim));
    let wins = G::turn_result(&pos, &turn).is_some_and(|r| r.winner == Some(side));
    Some(Refutation { side, turn: turn.to_string(), taken, wins })
}

/// The reply to the position `text` (the solver's wrong turn just played), `None` when the
/// game is over there or the text is not a position of `game`.
pub fn refute(game: GameKind, text: &str) -> Option<Refutation> {
    match game {
        GameKind::Gipf(_) => refute_in::<Gipf>(text),
        GameKind::Emergo => refute_in::<Emergo>(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_left_open_is_taken() {
        // Black to move with three in a line and a push completing four: the reply takes
        // the row and White's piece in its run.
        let refutation =
            refute(GameKind::Gipf(tavola_engine::gipf::Variant::Basic), "gipf basic 4/5/6/bbb1w2/6/5/4 b 10 11")
                .expect("a reply");
        assert_eq!(refutation.side, Color::Black);
        assert!(refutation.taken >= 1, "{refutation:?}");
        assert_eq!(refute(GameKind::Emergo, "not a position"), None);
    }
}
