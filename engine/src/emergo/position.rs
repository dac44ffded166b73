//! The checked Emergo position: the board, the men in hand and the side to move.

use std::fmt;

use super::board::{Square, SQUARES};
use super::column::Column;
use crate::Color;

/// Each side has 12 men (rules §2.2); a position may hold fewer (for study), never more.
pub const MEN_PER_SIDE: u8 = 12;

/// A position, small and `Copy`: one packed [`Column`] (or 0) per square, the men in hand
/// and the side to move. Equality is the repetition test of rules §2.7.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) cells: [u16; SQUARES],
    pub(crate) hand: [u8; 2],
    pub(crate) side: Color,
}

impl Position {
    /// The empty board, 12 men in each hand, White to move.
    pub fn start() -> Position {
        Position { cells: [0; SQUARES], hand: [MEN_PER_SIDE; 2], side: Color::White }
    }

    /// Builds a position, refusing more than 12 men of a color (board and hand together):
    /// every color that has too many is named, so an editor can show both at once.
    pub fn new(
        board: &[(Square, Column)],
        white_in_hand: u8,
        black_in_hand: u8,
        side: Color,
    ) -> Result<Position, Vec<PositionError>> {
        let pos = Position::unchecked(board, white_in_hand, black_in_hand, side);
        match pos.problems() {
            problems if problems.is_empty() => Ok(pos),
            problems => Err(problems),
        }
    }

    /// The position of these parts, before [`Position::check`].
    pub(crate) fn unchecked(board: &[(Square, Column)], white_in_hand: u8, black_in_hand: u8, side: Color) -> Position {
        let mut pos = Position { cells: [0; SQUARES], hand: [white_in_hand, black_in_hand], side };
        for &(square, column) in board {
            pos.set(square, Some(column));
        }
        pos
    }

    /// Refuses more than 12 men of a color, naming the first color that has them.
    pub(crate) fn check(self) -> Result<Position, PositionError> {
        match self.problems().into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(self),
        }
    }

    /// Every reason the position cannot arise in play.
    fn problems(&self) -> Vec<PositionError> {
        let too_many = Color::BOTH.into_iter().filter_map(|color| {
            let count = self.men_on_board(color) + usize::from(self.in_hand(color));
            (count > usize::from(MEN_PER_SIDE)).then_some(PositionError::TooManyMen { color, count })
        });
        too_many.collect()
    }

    /// The column on `square`, if any.
    pub fn column(&self, square: Square) -> Option<Column> {
        Column::from_raw(self.cells[square.index()])
    }

    /// Every column with its square, in notation order.
    pub fn columns(&self) -> impl Iterator<Item = (Square, Column)> + '_ {
        Square::ALL.into_iter().filter_map(|s| Some((s, self.column(s)?)))
    }

    /// The men of `color` not yet entered.
    pub fn in_hand(&self, color: Color) -> u8 {
        self.hand[color.index()]
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The men of `color` on the board, as caps or as prisoners.
    pub fn men_on_board(&self, color: Color) -> usize {
        self.columns().map(|(_, c)| usize::from(c.count(color))).sum()
    }

    /// Whether `color` owns at least one column.
    pub fn has_column(&self, color: Color) -> bool {
        self.columns().any(|(_, c)| c.owner() == color)
    }

    pub(crate) fn set(&mut self, square: Square, column: Option<Column>) {
        self.cells[square.index()] = column.map_or(0, Column::raw);
    }

    pub(crate) fn is_empty(&self, square: Square) -> bool {
        self.cells[square.index()] == 0
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

/// Why a position, read or built, cannot arise in play; see
/// [`super::ParsePositionError`] for the text that does not read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// More than 12 men of one color on the board and in hand together.
    TooManyMen {
        /// The side concerned.
        color: Color,
        /// How many there are.
        count: usize,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyMen { color, count } => {
                write!(f, "{count} {} men, at most {MEN_PER_SIDE} per colour", color.lowercase())
            }
        }
    }
}

impl std::error::Error for PositionError {}
