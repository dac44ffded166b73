//! The notation of rules §2.8: positions (`emergo 1/3/5/7/9/7/5/3/1 w 12 12`) and moves
//! (`d6`, `b6-c6`, `g6-e6-c6`). Parsing here is syntax ([`PositionSyntaxError`],
//! [`MoveError`]); the men count a position must respect is [`Position::new`]'s check,
//! and whether a move is legal is for the generator to say.

use std::fmt;
use std::str::FromStr;

use super::board::{Square, SquareError};
use super::column::Column;
use super::moves::{Capture, Move, MAX_JUMPS};
use super::position::{Position, PositionError, MEN_PER_SIDE};
use crate::Color;

/// Ranks 9 down to 1, each rank's squares from the lowest file (notation order).
fn ranks() -> impl Iterator<Item = (u8, std::ops::Range<usize>)> {
    let mut start = 0;
    (1..=9u8).rev().map(move |rank| {
        let width = usize::from(9 - 2 * rank.abs_diff(5));
        start += width;
        (rank, start - width..start)
    })
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("emergo ")?;
        for (rank, squares) in ranks() {
            if rank != 9 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for column in squares.filter_map(Square::from_index).map(|s| self.column(s)) {
                match column {
                    None => empty += 1,
                    Some(column) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{column}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        write!(f, " {} {} {}", self.side.letter(), self.hand[0], self.hand[1])
    }
}

/// Why an Emergo position's text was refused, before any rule is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionSyntaxError {
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
}

impl fmt::Display for PositionSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionSyntaxError::*;
        match self {
            Fields { found } => {
                write!(f, "expected 5 words, emergo <board> <side> <white-in-hand> <black-in-hand>, found {found}")
            }
            NotEmergo(word) => write!(f, "an Emergo position starts with \"emergo\", not {word:?}"),
            Ranks { found } => write!(f, "the board has {found} ranks, expected 9 separated by /"),
            RankLength { rank, found, expected } => write!(f, "rank {rank} has {found} squares, expected {expected}"),
            Character { rank, found } => {
                write!(f, "rank {rank}: unexpected {found:?}; expected w, b, a digit or (...)")
            }
            EmptyRun { rank } => write!(f, "rank {rank}: a run of empty squares is one digit from 1 to 9"),
            Unclosed { rank } => write!(f, "rank {rank}: a column's ( is never closed"),
            BadColumn { rank, text } => write!(
                f,
                "rank {rank}: column {text} is not caps over prisoners of two or more men (a single man is w or b)"
            ),
            Side(text) => write!(f, "the side to move is w or b, not {text:?}"),
            Hand { color, text } => {
                write!(f, "{color}'s men in hand must be a number from 0 to {MEN_PER_SIDE}, not {text:?}")
            }
        }
    }
}

impl std::error::Error for PositionSyntaxError {}

/// Why an Emergo position's text was refused: [`PositionSyntaxError`] or [`PositionError`].
/// A column with more men of a side than the game has is illegal, and told as such even
/// though it is found while the text is read.
///
/// ```
/// use tavola_engine::emergo::{ParsePositionError, Position, PositionError, PositionSyntaxError};
/// use tavola_engine::Color;
///
/// let side = "emergo 1/3/5/7/9/7/5/3/1 x 12 12".parse::<Position>().unwrap_err();
/// assert_eq!(side, ParsePositionError::Syntax(PositionSyntaxError::Side("x".into())));
/// let tall = "emergo 1/3/5/7/(bbbbbbbbbbbbb)8/7/5/3/1 w 0 0".parse::<Position>().unwrap_err();
/// assert_eq!(tall, ParsePositionError::Illegal(PositionError::TooManyMen { color: Color::Black, count: 13 }));
/// assert_eq!(tall.to_string(), "13 black men, at most 12 per colour");
/// ```
pub type ParsePositionError = crate::game::ParsePositionError<PositionSyntaxError, PositionError>;

/// So that `?` lifts a syntax error where a column's men are counted too.
impl From<PositionSyntaxError> for ParsePositionError {
    fn from(e: PositionSyntaxError) -> ParsePositionError {
        ParsePositionError::Syntax(e)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the text (syntax), then checks the position as [`Position::new`] does.
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let [name, board, side, white, black] = words.as_slice() else {
            return Err(PositionSyntaxError::Fields { found: words.len() }.into());
        };
        if *name != "emergo" {
            return Err(PositionSyntaxError::NotEmergo(name.to_string()).into());
        }
        let rank_texts: Vec<&str> = board.split('/').collect();
        if rank_texts.len() != 9 {
            return Err(PositionSyntaxError::Ranks { found: rank_texts.len() }.into());
        }
        let mut columns = Vec::new();
        for ((rank, squares), text) in ranks().zip(rank_texts) {
            let cells = parse_rank(rank, text)?;
            if cells.len() != squares.len() {
                return Err(
                    PositionSyntaxError::RankLength { rank, found: cells.len(), expected: squares.len() }.into()
                );
            }
            for (index, cell) in squares.zip(cells) {
                if let (Some(square), Some(column)) = (Square::from_index(index), cell) {
                    columns.push((square, column));
                }
            }
        }
        let side = match *side {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(PositionSyntaxError::Side(other.to_string()).into()),
        };
        let hand = |color: Color, text: &str| {
            text.parse::<u8>()
                .ok()
                .filter(|n| {
                    let canonical = text.bytes().all(|b| b.is_ascii_digit()) && (text == "0" || !text.starts_with('0'));
                    *n <= MEN_PER_SIDE && canonical
                })
                .ok_or_else(|| PositionSyntaxError::Hand { color, text: text.to_string() })
        };
        Position::unchecked(&columns, hand(Color::White, white)?, hand(Color::Black, black)?, side)
            .check()
            .map_err(ParsePositionError::Illegal)
    }
}

/// The squares of one rank, `None` for empty ones.
fn parse_rank(rank: u8, text: &str) -> Result<Vec<Option<Column>>, ParsePositionError> {
    let mut cells = Vec::new();
    let mut rest = text;
    let mut after_digit = false;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        let was_digit = std::mem::replace(&mut after_digit, false);
        match c {
            '1'..='9' if !was_digit => {
                after_digit = true;
                let run = c.to_digit(10).map_or(0, |d| d as usize);
                cells.extend(std::iter::repeat_n(None, run));
            }
            '0'..='9' => return Err(PositionSyntaxError::EmptyRun { rank }.into()),
            'w' | 'b' => cells.push(Some(Column::single(color_of(c)))),
            '(' => {
                let close = rest.find(')').ok_or(PositionSyntaxError::Unclosed { rank })?;
                let (inner, after) = rest.split_at(close);
                rest = after.get(1..).unwrap_or("");
                cells.push(Some(parse_column(rank, inner)?));
            }
            other => return Err(PositionSyntaxError::Character { rank, found: other }.into()),
        }
    }
    Ok(cells)
}

fn color_of(letter: char) -> Color {
    if letter == 'b' {
        Color::Black
    } else {
        Color::White
    }
}

/// A parenthesised column of two or more men, caps over prisoners.
fn parse_column(rank: u8, inner: &str) -> Result<Column, ParsePositionError> {
    let bad = || PositionSyntaxError::BadColumn { rank, text: format!("({inner})") };
    if !inner.chars().all(|c| c == 'w' || c == 'b') || inner.len() < 2 {
        return Err(bad().into());
    }
    let owner = color_of(inner.chars().next().ok_or_else(bad)?);
    let caps = inner.chars().take_while(|&c| color_of(c) == owner).count();
    let prisoners = inner.len() - caps;
    if inner.chars().skip(caps).any(|c| color_of(c) == owner) {
        return Err(bad().into());
    }
    // Too many men of a side is for legality to say, but a column holds at most 24.
    for (color, count) in [(owner, caps), (owner.other(), prisoners)] {
        if count > usize::from(MEN_PER_SIDE) {
            return Err(ParsePositionError::Illegal(PositionError::TooManyMen { color, count }));
        }
    }
    let column =
        Column::new(owner, u8::try_from(caps).map_err(|_| bad())?, u8::try_from(prisoners).map_err(|_| bad())?);
    Ok(column.ok_or_else(bad)?)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Enter(square) => write!(f, "{square}"),
            Move::Step(from, to) => write!(f, "{from}-{to}"),
            Move::Capture(capture) => {
                write!(f, "{}", capture.from())?;
                capture.landings().iter().try_for_each(|l| write!(f, "-{l}"))
            }
        }
    }
}

/// Why a move string is not a move at all (legality is checked separately).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// A part between hyphens is not a square.
    Square(SquareError),
    /// Two consecutive squares are neither one step apart (a step) nor two in a straight
    /// line (a jump), or a step is followed by more squares.
    Shape {
        /// The earlier square.
        from: Square,
        /// The square that does not follow from it.
        to: Square,
    },
    /// More landings than a capture can have.
    TooLong,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Square(e) => write!(f, "{e}"),
            MoveError::Shape { from, to } => write!(
                f,
                "{from}-{to} is neither a step (one square) nor a jump (two squares in a line); a step is written alone"
            ),
            MoveError::TooLong => write!(f, "a capture has at most {MAX_JUMPS} landings"),
        }
    }
}

impl std::error::Error for MoveError {}

impl FromStr for Move {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<Move, MoveError> {
        let squares = s.split('-').map(str::parse).collect::<Result<Vec<Square>, _>>().map_err(MoveError::Square)?;
        match squares.as_slice() {
            [] => Err(MoveError::Square(SquareError(s.to_string()))),
            [square] => Ok(Move::Enter(*square)),
            [from, to] if from.direction_to(*to, 1).is_some() => Ok(Move::Step(*from, *to)),
            [from, landings @ ..] => {
                for pair in squares.windows(2) {
                    if let [a, b] = pair {
                        if a.direction_to(*b, 2).is_none() {
                            return Err(MoveError::Shape { from: *a, to: *b });
                        }
                    }
                }
                Capture::new(*from, landings).map(Move::Capture).ok_or(MoveError::TooLong)
            }
        }
    }
}
