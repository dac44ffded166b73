//! [`Emergo`] as a [`Rules`] game, and the reasons a move is refused.

use std::fmt;

use super::board::Square;
use super::capture::complete_captures_from;
use super::moves::Move;
use super::notation::{MoveError, ParsePositionError};
use super::position::Position;
use crate::{Color, GameResult, Rules};

/// The game of Emergo for perft, records, the CLI and the AI. (The derives let
/// `Record<Emergo>` be compared and printed.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Emergo;

impl Rules for Emergo {
    type Position = Position;
    type Turn = Move;
    type ParsePositionError = ParsePositionError;
    type TurnError = TurnError;

    const NAME: &'static str = "emergo";
    const THREEFOLD_REPETITION: bool = true;

    fn turns(pos: &Position) -> Vec<Move> {
        pos.legal_moves()
    }

    fn apply_unchecked(pos: &Position, turn: &Move) -> Position {
        pos.play_unchecked(turn)
    }

    fn apply(pos: &Position, turn: &Move) -> Result<Position, TurnError> {
        let legal = pos.legal_moves();
        match legal.contains(turn) {
            true => Ok(pos.play_unchecked(turn)),
            false => Err(refusal(pos, turn, &legal)),
        }
    }

    /// Entries and steps always give distinct positions; only captures (which may take
    /// the same men in another order) need comparing, and there are few of them.
    fn successors(pos: &Position) -> Vec<Position> {
        let moves = pos.legal_moves();
        let mut next: Vec<Position> = Vec::with_capacity(moves.len());
        for mv in &moves {
            let after = pos.play_unchecked(mv);
            if !matches!(mv, Move::Capture(_)) || !next.contains(&after) {
                next.push(after);
            }
        }
        next
    }

    fn result(pos: &Position) -> Option<GameResult> {
        pos.result()
    }

    fn side_to_move(pos: &Position) -> Color {
        pos.side_to_move()
    }

    fn parse_turn(pos: &Position, text: &str) -> Result<Move, TurnError> {
        let mv: Move = text.parse().map_err(TurnError::Syntax)?;
        Self::apply(pos, &mv).map(|_| mv)
    }
}

/// Why a well-formed move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// Not a move at all.
    Syntax(MoveError),
    /// The game is over.
    GameOver(GameResult),
    /// A capture is possible, so nothing else may be played; `example` is one.
    CaptureCompulsory {
        /// A legal capture.
        example: Move,
    },
    /// A capture that takes fewer men than the most that can be taken.
    NotMaximal {
        /// Men this capture takes.
        taken: usize,
        /// A capture taking the most.
        example: Move,
    },
    /// A capture that stops while it could jump on.
    StopsEarly,
    /// Men in hand must be entered before any column steps.
    MustEnter,
    /// An entry with no men in hand.
    NoMenInHand,
    /// A move onto a square that is not empty.
    Occupied(Square),
    /// White's first entry on e5.
    CentreBarred,
    /// An entry the opponent could capture at once, while he had no capture before.
    Feeding(Square),
    /// A step or capture from a square without a column of the mover.
    NoColumn {
        /// The move's start.
        square: Square,
        /// The mover.
        side: Color,
    },
    /// Anything else: a capture that does not exist here, for instance.
    Illegal(Move),
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Syntax(e) => write!(f, "not a move: {e}"),
            TurnError::GameOver(result) => write!(f, "the game is over: {result}"),
            TurnError::CaptureCompulsory { example } => {
                write!(f, "a capture is compulsory: {example} takes {}", example.taken())
            }
            TurnError::NotMaximal { taken, example } => write!(
                f,
                "the capture taking the most men is compulsory: this takes {taken}, {example} takes {}",
                example.taken()
            ),
            TurnError::StopsEarly => f.write_str("a capture may not stop while the column can jump on"),
            TurnError::MustEnter => f.write_str("men in hand must be entered before a column may step"),
            TurnError::NoMenInHand => f.write_str("no men in hand to enter"),
            TurnError::Occupied(square) => write!(f, "{square} is not empty"),
            TurnError::CentreBarred => f.write_str("White's first man may not be entered on e5"),
            TurnError::Feeding(square) => write!(
                f,
                "a man entered on {square} could be captured at once (no feeding while the opponent has no capture)"
            ),
            TurnError::NoColumn { square, side } => write!(f, "{square} holds no {} column", side.lowercase()),
            TurnError::Illegal(mv) => write!(f, "{mv} is not a legal move here"),
        }
    }
}

impl std::error::Error for TurnError {}

/// The most telling reason why `mv` is not among the `legal` moves of `pos`.
fn refusal(pos: &Position, mv: &Move, legal: &[Move]) -> TurnError {
    if let Some(result) = pos.result() {
        return TurnError::GameOver(result);
    }
    let side = pos.side_to_move();
    if let Some(from) = mv.from() {
        if pos.column(from).is_none_or(|c| c.owner() != side) {
            return TurnError::NoColumn { square: from, side };
        }
    }
    if let Some(example) = legal.iter().find(|m| matches!(m, Move::Capture(_))) {
        let Move::Capture(capture) = mv else {
            return TurnError::CaptureCompulsory { example: *example };
        };
        let complete = complete_captures_from(pos, capture.from());
        return if complete.contains(mv) {
            TurnError::NotMaximal { taken: capture.taken(), example: *example }
        } else if complete.iter().any(|m| m.landings().starts_with(capture.landings())) {
            TurnError::StopsEarly
        } else {
            TurnError::Illegal(*mv)
        };
    }
    match *mv {
        Move::Enter(_) if pos.in_hand(side) == 0 => TurnError::NoMenInHand,
        Move::Enter(square) | Move::Step(_, square) if pos.column(square).is_some() => TurnError::Occupied(square),
        Move::Enter(Square::E5) if pos.first_white_entry() => TurnError::CentreBarred,
        Move::Enter(square) => TurnError::Feeding(square),
        Move::Step(..) if pos.in_hand(side) > 0 => TurnError::MustEnter,
        _ => TurnError::Illegal(*mv),
    }
}
