//! Emergo (rules §2): columns of men on the 41 dark squares of a 9×9 board.
//!
//! [`Position::legal_moves`] is the one generator; [`Emergo`] exposes it through
//! [`crate::Rules`], and [`LegalMoves`] holds one position's list and answers the board's
//! questions (which columns may move, where a capture may go on) from it.

mod board;
mod capture;
mod column;
mod generate;
mod legal;
mod moves;
mod notation;
mod outcome;
mod position;
mod rules;

pub use board::{Direction, Square, SquareError, SQUARES};
pub(crate) use capture::{can_jump, has_capture};
pub use column::Column;
pub use legal::LegalMoves;
pub use moves::{Capture, Move, MAX_JUMPS};
pub use notation::{MoveError, ParsePositionError, PositionSyntaxError};
pub use position::{Position, PositionError, MEN_PER_SIDE};
pub use rules::{Emergo, TurnError};
