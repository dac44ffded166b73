//! GIPF as rules §1 defines it: basic, standard and tournament games.
//!
//! - `board`: points, spots, entries, pushes and rows as bit masks;
//! - `position`: the checked position and [`PositionError`] (what play cannot reach);
//!   `notation`: its text ([`PositionSyntaxError`]) and the turn's text;
//! - `turn`: a turn as decisions, walked one at a time ([`TurnInProgress`]) or all at
//!   once ([`Gipf::turns`], [`Gipf::successors`]) by the same code;
//! - `outcome`: when the game ends and who wins.

mod board;
mod notation;
mod outcome;
mod position;
mod turn;

pub use board::{Entry, Point, SpotSet};
pub use notation::{ParsePositionError, PositionSyntaxError};
pub use position::{Entered, Piece, Position, PositionError, Variant, MAX_PIECES};
pub use turn::{Decision, Phase, Push, Removal, RowChoice, Turn, TurnError, TurnInProgress};

use crate::{Color, GameResult, Rules};

/// The GIPF rules, for perft, records, the CLI and the AI.
pub struct Gipf;

impl Rules for Gipf {
    type Position = Position;
    type Turn = Turn;
    type ParsePositionError = ParsePositionError;
    type TurnError = TurnError;

    const NAME: &'static str = "gipf";

    fn turns(pos: &Position) -> Vec<Turn> {
        let mut turns = Vec::new();
        if let Ok(start) = TurnInProgress::new(pos) {
            turn::explore::<true>(&start, &mut |t| turns.push(t.turn().clone()));
        }
        turns
    }

    /// An illegal turn (one not from [`Gipf::turns`]) leaves the position as it is.
    fn apply_unchecked(pos: &Position, turn: &Turn) -> Position {
        TurnInProgress::replay_turn(pos, turn).map_or(*pos, |(_, after)| after)
    }

    /// Replays the turn's decisions through the one generator, refusing the first that
    /// is not legal (or a turn left unfinished).
    fn apply(pos: &Position, turn: &Turn) -> Result<Position, TurnError> {
        TurnInProgress::replay_turn(pos, turn).map(|(_, after)| after)
    }

    /// The positions every turn reaches, without building the turns.
    fn successors(pos: &Position) -> Vec<Position> {
        let mut positions = Vec::with_capacity(64);
        if let Ok(start) = TurnInProgress::new(pos) {
            turn::explore::<false>(&start, &mut |t| positions.push(t.after()));
        }
        positions.sort_unstable();
        positions.dedup();
        positions
    }

    fn result(pos: &Position) -> Option<GameResult> {
        pos.result()
    }

    /// The turn knows who made a removal that took both players' last GIPF pieces (that
    /// player loses, rules §1.4); the position it leaves does not.
    fn turn_result(pos: &Position, turn: &Turn) -> Option<GameResult> {
        let played = TurnInProgress::replay_turn_in_progress(pos, turn).ok()?;
        played.result().or_else(|| played.after().result())
    }

    fn side_to_move(pos: &Position) -> Color {
        pos.side_to_move()
    }

    fn parse_turn(pos: &Position, text: &str) -> Result<Turn, TurnError> {
        let segments = notation::parse_segments(text)?;
        TurnInProgress::replay(pos, segments)?.finish().map(|(turn, _)| turn)
    }
}
