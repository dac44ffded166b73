//! A GIPF position at the start of a turn (rules §1.2, §1.6): board, reserves, side to
//! move, tournament entry states and variant, in a few machine words.

use std::fmt;

use crate::Color;

use super::board::{Board, Point, SpotSet};

/// The three games of rules §1.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Single pieces only (rules §1.2).
    Basic,
    /// Three GIPF pieces each on the board at the start.
    Standard,
    /// Each player enters his own GIPF pieces: his first push is one, none after his
    /// first single piece.
    Tournament,
}

impl Variant {
    /// The name used in the position notation.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Basic => "basic",
            Variant::Standard => "standard",
            Variant::Tournament => "tournament",
        }
    }

    /// The variant [`Variant::name`] names.
    pub fn from_name(name: &str) -> Option<Variant> {
        [Variant::Basic, Variant::Standard, Variant::Tournament].into_iter().find(|v| v.name() == name)
    }
}

/// What stands on a spot or is entered: a single piece or a GIPF piece (two stacked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// One piece.
    Single,
    /// Two pieces stacked: may stay when its row is removed.
    Gipf,
}

impl Piece {
    /// How many pieces of the reserve it is worth (rules §1.2).
    pub fn weight(self) -> u8 {
        match self {
            Piece::Single => 1,
            Piece::Gipf => 2,
        }
    }
}

/// A player's tournament entry state, the entry digit of rules §1.6. Always `Nothing`
/// outside the tournament game, where it plays no part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entered {
    /// `0`: has not pushed yet; must enter a GIPF piece.
    Nothing,
    /// `1`: has entered GIPF pieces only; may enter either kind.
    GipfOnly,
    /// `2`: has entered a single piece; singles only from now on.
    Single,
}

impl Entered {
    /// The entry digit of the tournament notation, `0`, `1` or `2`.
    pub fn digit(self) -> char {
        match self {
            Entered::Nothing => '0',
            Entered::GipfOnly => '1',
            Entered::Single => '2',
        }
    }

    /// The state an entry digit stands for.
    pub fn from_digit(c: char) -> Option<Entered> {
        [Entered::Nothing, Entered::GipfOnly, Entered::Single].into_iter().find(|e| e.digit() == c)
    }

    /// The state after entering `piece`.
    pub(crate) fn after(self, piece: Piece) -> Entered {
        match (self, piece) {
            (Entered::Single, _) | (_, Piece::Single) => Entered::Single,
            _ => Entered::GipfOnly,
        }
    }
}

/// Every piece a player has in a game, GIPF pieces counting two (rules §1.2).
pub const MAX_PIECES: u8 = 18;

/// A checked position at the start of a turn (or a finished one, rules §1.4).
///
/// `Copy` and small so that search and perft can keep many; `Display`/`FromStr` are the
/// canonical notation of rules §1.6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) reserve: [u8; 2],
    pub(crate) entered: [Entered; 2],
    pub(crate) side: Color,
    pub(crate) variant: Variant,
}

/// The six spots of the basic and standard set-up (rules §1.2).
const WHITE_START: [&str; 3] = ["b5", "e2", "h5"];
const BLACK_START: [&str; 3] = ["b2", "e8", "h2"];

fn start_mask(labels: [&str; 3]) -> u64 {
    labels.iter().filter_map(|l| Point::from_label(l)).collect::<SpotSet>().0
}

impl Position {
    /// The start of `variant`, White to move.
    pub fn start(variant: Variant) -> Position {
        let (white, black) = (start_mask(WHITE_START), start_mask(BLACK_START));
        let (board, reserve) = match variant {
            Variant::Basic => (Board { white, black, gipf: 0 }, 12),
            Variant::Standard => (Board { white, black, gipf: white | black }, 12),
            Variant::Tournament => (Board::default(), MAX_PIECES),
        };
        Position { board, reserve: [reserve; 2], entered: [Entered::Nothing; 2], side: Color::White, variant }
    }

    /// The basic start with 0 to 3 extra pieces in each reserve (longer games, handicaps);
    /// larger counts are taken as 3.
    pub fn basic_with_extra(white_extra: u8, black_extra: u8) -> Position {
        let mut pos = Position::start(Variant::Basic);
        pos.reserve = [12 + white_extra.min(3), 12 + black_extra.min(3)];
        pos
    }

    /// The game being played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side whose turn begins.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Pieces in `color`'s reserve.
    pub fn reserve(&self, color: Color) -> u8 {
        self.reserve[color.index()]
    }

    /// `color`'s tournament entry state.
    pub fn entered(&self, color: Color) -> Entered {
        self.entered[color.index()]
    }

    /// What stands on `point`; `None` when empty or a dot.
    pub fn piece_at(&self, point: Point) -> Option<(Color, Piece)> {
        let bit = point.bit()?;
        let kind = if self.board.gipf & bit != 0 { Piece::Gipf } else { Piece::Single };
        Color::BOTH.into_iter().find(|&c| self.board.of(c) & bit != 0).map(|c| (c, kind))
    }

    /// The spots holding `color`'s pieces, GIPF pieces included.
    pub fn pieces(&self, color: Color) -> SpotSet {
        SpotSet(self.board.of(color))
    }

    /// The spots holding `color`'s GIPF pieces.
    pub fn gipf_pieces(&self, color: Color) -> SpotSet {
        SpotSet(self.board.of(color) & self.board.gipf)
    }

    /// `color`'s pieces on the board, a GIPF piece counting two.
    pub fn on_board(&self, color: Color) -> u8 {
        let mine = self.board.of(color);
        (mine.count_ones() + (mine & self.board.gipf).count_ones()) as u8
    }

    /// `color`'s pieces still in the game: on the board (a GIPF piece counting two) and in
    /// the reserve. What it falls short of the start's is what was captured.
    pub fn owned(&self, color: Color) -> u8 {
        self.on_board(color) + self.reserve(color)
    }

    /// A position from its parts, checked as a read one is: what an editor builds piece by
    /// piece. Refused with every reason it cannot arise in play (rules §1.6), in the order
    /// the parser names the first, so an editor can show them all at once. Pieces on dots
    /// are left out: no position holds one (an editor says so itself).
    ///
    /// ```
    /// use tavola_engine::gipf::{Entered, Piece, Point, Position, PositionError, Variant};
    /// use tavola_engine::Color::{Black, White};
    ///
    /// let e5 = Point::from_label("e5").unwrap();
    /// let pos = Position::new([(e5, White, Piece::Single)], [14, 15], [Entered::Nothing; 2], White, Variant::Basic);
    /// assert_eq!(pos.unwrap().to_string(), "gipf basic 4/5/6/3w3/6/5/4 w 14 15");
    /// let too_many = Position::new([(e5, Black, Piece::Gipf)], [18, 18], [Entered::Nothing; 2], White, Variant::Basic);
    /// assert_eq!(
    ///     too_many.unwrap_err(),
    ///     vec![PositionError::GipfInBasic, PositionError::TooManyPieces { color: Black, count: 20 }]
    /// );
    /// ```
    pub fn new(
        pieces: impl IntoIterator<Item = (Point, Color, Piece)>,
        reserve: [u8; 2],
        entered: [Entered; 2],
        side: Color,
        variant: Variant,
    ) -> Result<Position, Vec<PositionError>> {
        let mut board = Board::default();
        for (point, color, piece) in pieces {
            let Some(bit) = point.bit() else { continue };
            let (mine, theirs) = match color {
                Color::White => (&mut board.white, &mut board.black),
                Color::Black => (&mut board.black, &mut board.white),
            };
            *mine |= bit;
            *theirs &= !bit;
            match piece {
                Piece::Gipf => board.gipf |= bit,
                Piece::Single => board.gipf &= !bit,
            }
        }
        let entered = if variant == Variant::Tournament { entered } else { [Entered::Nothing; 2] };
        let pos = Position { board, reserve, entered, side, variant };
        match pos.problems() {
            problems if problems.is_empty() => Ok(pos),
            problems => Err(problems),
        }
    }

    /// Rejects what cannot arise in play (rules §1.6), naming the first reason.
    pub(crate) fn check(self) -> Result<Position, PositionError> {
        match self.problems().into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(self),
        }
    }

    /// Every reason the position cannot arise in play, in the order they are looked for.
    fn problems(&self) -> Vec<PositionError> {
        let mut found = Vec::new();
        if self.variant == Variant::Basic && self.board.gipf != 0 {
            found.push(PositionError::GipfInBasic);
        }
        for color in Color::BOTH {
            let count = self.owned(color);
            if count > MAX_PIECES {
                found.push(PositionError::TooManyPieces { color, count });
            }
            let gipf = self.gipf_pieces(color).len();
            if self.variant == Variant::Standard && gipf > 3 {
                found.push(PositionError::TooManyGipf { color, count: gipf });
            }
            if self.variant == Variant::Tournament
                && self.entered(color) == Entered::Nothing
                && (self.on_board(color) > 0 || self.reserve(color) < MAX_PIECES)
            {
                found.push(PositionError::PiecesBeforeFirstPush { color });
            }
        }
        if self.variant == Variant::Tournament {
            let pushed = self.entered.map(|e| e != Entered::Nothing);
            let expected = match pushed {
                [false, true] => None,
                [true, false] => Some(Color::Black),
                [false, false] => Some(Color::White),
                [true, true] => Some(self.side),
            };
            match expected {
                None => found.push(PositionError::BlackPushedFirst),
                Some(expected) if self.side != expected => {
                    found.push(PositionError::WrongSideBeforeFirstPushes { expected })
                }
                Some(_) => {}
            }
        }
        if self.result().is_none() {
            let must =
                Color::BOTH.into_iter().flat_map(|c| self.board.rows(c)).filter(|&set| set & !self.board.gipf != 0);
            found.extend(must.map(|set| PositionError::RowToRemove(SpotSet(set))));
        }
        found
    }
}

/// Why a position, read or built, cannot arise in play (rules §1.6); see
/// [`super::ParsePositionError`] for the text that does not read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A GIPF piece in the basic game.
    GipfInBasic,
    /// More than 18 pieces of one side on the board and in reserve.
    TooManyPieces {
        /// The side concerned.
        color: Color,
        /// How many there are.
        count: u8,
    },
    /// More than three GIPF pieces of one side in the standard game.
    TooManyGipf {
        /// The side concerned.
        color: Color,
        /// How many there are.
        count: usize,
    },
    /// Entry digit `0` with pieces on the board or fewer than 18 in reserve.
    PiecesBeforeFirstPush {
        /// The side concerned.
        color: Color,
    },
    /// Black has entered a piece and White not.
    BlackPushedFirst,
    /// The side to move disagrees with the entry digits.
    WrongSideBeforeFirstPushes {
        /// The side the digits say moves.
        expected: Color,
    },
    /// An unfinished position holding a row that must be removed.
    RowToRemove(SpotSet),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError::*;
        match self {
            GipfInBasic => f.write_str("the basic game has no GIPF pieces"),
            TooManyPieces { color, count } => {
                write!(f, "{color} has {count} pieces on the board and in reserve, at most {MAX_PIECES}")
            }
            TooManyGipf { color, count } => write!(f, "{color} has {count} GIPF pieces, at most 3 in the standard game"),
            PiecesBeforeFirstPush { color } => write!(
                f,
                "{color} has not pushed yet (entry digit 0) but has pieces on the board or fewer than {MAX_PIECES} in reserve"
            ),
            BlackPushedFirst => f.write_str("Black has pushed and White not: White moves first"),
            WrongSideBeforeFirstPushes { expected } => {
                write!(f, "from the entry digits it is {expected}'s turn")
            }
            RowToRemove(set) => {
                write!(f, "the row {} must be removed, so this cannot be the start of a turn", set)
            }
        }
    }
}

impl std::error::Error for PositionError {}
