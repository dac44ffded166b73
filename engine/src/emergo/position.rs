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

    /// Builds a position, refusing more than 12 men of a color (board and hand together).
    pub fn new(
        board: &[(Square, Column)],
        white_in_hand: u8,
        black_in_hand: u8,
        side: Color,
    ) -> Result<Position, PositionError> {
        let mut pos = Position { cells: [0; SQUARES], hand: [white_in_hand, black_in_hand], side };
        for &(square, column) in board {
            pos.set(square, Some(column));
        }
        for color in Color::BOTH {
            let count = pos.men_on_board(color) + usize::from(pos.in_hand(color));
            if count > usize::from(MEN_PER_SIDE) {
                return Err(PositionError::TooManyMen { color, count });
            }
        }
        Ok(pos)
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

/// Why a position string was rejected: what was wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not the five words `emergo <board> <side> <white-in-hand> <black-in-hand>`.
    Fields {
        /// What the text has.
        found: usize,
    },
    /// The first word is not `emergo`.
    NotEmergo(String),
    /// The board does not have 9 ranks.
    Ranks {
        /// What the text has.
        found: usize,
    },
    /// A rank lists too many or too few squares.
    RankLength {
        /// The rank, 1 to 9.
        rank: u8,
        /// What the text has.
        found: usize,
        /// What the board requires.
        expected: usize,
    },
    /// A character that is not `w`, `b`, a digit or a parenthesis.
    Character {
        /// The rank, 1 to 9.
        rank: u8,
        /// What the text has.
        found: char,
    },
    /// A run of empty squares written `0`, or as two digits in a row.
    EmptyRun {
        /// The rank, 1 to 9.
        rank: u8,
    },
    /// A `(` with no `)`.
    Unclosed {
        /// The rank, 1 to 9.
        rank: u8,
    },
    /// A parenthesised column that is empty, a single man, or not caps over prisoners.
    BadColumn {
        /// The rank, 1 to 9.
        rank: u8,
        /// The text refused.
        text: String,
    },
    /// The side is not `w` or `b`.
    Side(String),
    /// The men in hand of `color` are not a number from 0 to 12.
    Hand {
        /// The side concerned.
        color: Color,
        /// The text refused.
        text: String,
    },
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
            PositionError::Fields { found } => write!(
                f,
                "expected 5 words, emergo <board> <side> <white-in-hand> <black-in-hand>, found {found}"
            ),
            PositionError::NotEmergo(word) => write!(f, "an Emergo position starts with \"emergo\", not {word:?}"),
            PositionError::Ranks { found } => write!(f, "the board has {found} ranks, expected 9 separated by /"),
            PositionError::RankLength { rank, found, expected } => {
                write!(f, "rank {rank} has {found} squares, expected {expected}")
            }
            PositionError::Character { rank, found } => {
                write!(f, "rank {rank}: unexpected {found:?}; expected w, b, a digit or (...)")
            }
            PositionError::EmptyRun { rank } => {
                write!(f, "rank {rank}: a run of empty squares is one digit from 1 to 9")
            }
            PositionError::Unclosed { rank } => write!(f, "rank {rank}: a column's ( is never closed"),
            PositionError::BadColumn { rank, text } => write!(
                f,
                "rank {rank}: column {text} is not caps over prisoners of two or more men (a single man is w or b)"
            ),
            PositionError::Side(text) => write!(f, "the side to move is w or b, not {text:?}"),
            PositionError::Hand { color, text } => {
                write!(f, "{color}'s men in hand must be a number from 0 to {MEN_PER_SIDE}, not {text:?}")
            }
            PositionError::TooManyMen { color, count } => write!(
                f,
                "{count} {} men, at most {MEN_PER_SIDE} per colour",
                color.lowercase()
            ),
        }
    }
}

impl std::error::Error for PositionError {}
