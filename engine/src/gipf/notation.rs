//! The position notation of rules §1.6 and the turn notation of `docs/notation.md`.
//!
//! Parsing is in two layers: the text is read into values here (syntax,
//! [`PositionSyntaxError`]), and the values are checked against the rules elsewhere (the
//! position's check, [`PositionError`]; a turn's decisions, [`super::TurnInProgress`]).

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::Color;

use super::board::{bits, line_between, Board, Entry, Point, SpotSet};
use super::position::{Entered, Piece, Position, PositionError, Variant, MAX_PIECES};
use super::turn::{Decision, Push, Removal, Segment, Turn, TurnError};

/// Why a position's text was refused: the text itself, before any rule is asked (the
/// rejected text is handed back where there is one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionSyntaxError {
    /// The first word is not `gipf`.
    NotGipf(String),
    /// A field is missing (named).
    Missing(&'static str),
    /// Words after the last field.
    Extra(String),
    /// The variant is not basic, standard or tournament.
    BadVariant(String),
    /// The board does not have seven `/`-separated columns.
    ColumnCount(usize),
    /// A column with too many or too few spots.
    ColumnLength {
        /// The column letter, b to h.
        column: char,
        /// What the text has.
        found: usize,
        /// What the board requires.
        expected: usize,
    },
    /// A character that is not a piece or a digit 1-7.
    BadBoardChar {
        /// The column letter, b to h.
        column: char,
        /// What the text has.
        found: char,
    },
    /// Two digits in a row: the canonical form writes one number per gap.
    SplitGap {
        /// The column letter, b to h.
        column: char,
    },
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// A reserve that is not a number from 0 to 18.
    BadReserve {
        /// The side concerned.
        color: Color,
        /// The text refused.
        text: String,
    },
    /// The entry digits of a tournament game are missing or malformed.
    BadEntry(String),
    /// Entry digits in a basic or standard game.
    EntryOutsideTournament(String),
}

impl fmt::Display for PositionSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionSyntaxError::*;
        match self {
            NotGipf(w) => write!(f, "a GIPF position starts with \"gipf\", not {w:?}"),
            Missing(field) => write!(f, "the position ends before its {field}"),
            Extra(w) => write!(f, "unexpected {w:?} after the last field"),
            BadVariant(w) => write!(f, "variant must be basic, standard or tournament, not {w:?}"),
            ColumnCount(n) => write!(f, "the board has {n} columns, expected 7 (b to h, separated by /)"),
            ColumnLength { column, found, expected } => {
                write!(f, "column {column} has {found} spots, expected {expected}")
            }
            BadBoardChar { column, found } => {
                write!(f, "column {column}: {found:?} is not w, b, W, B or a digit 1-7")
            }
            SplitGap { column } => write!(f, "column {column}: write a run of empty spots as one digit"),
            BadSide(w) => write!(f, "side to move must be w or b, not {w:?}"),
            BadReserve { color, text } => {
                write!(f, "{color}'s reserve must be a number from 0 to {MAX_PIECES}, not {text:?}")
            }
            BadEntry(w) => write!(f, "entry digits must be two of 0, 1, 2 (White's, Black's), not {w:?}"),
            EntryOutsideTournament(w) => write!(f, "entry digits {w:?} belong to the tournament game only"),
        }
    }
}

impl std::error::Error for PositionSyntaxError {}

/// Why a GIPF position's text was refused: [`PositionSyntaxError`] or [`PositionError`].
pub type ParsePositionError = crate::game::ParsePositionError<PositionSyntaxError, PositionError>;

/// Spot columns b..h: their letter and number of spots.
const COLUMNS: [(char, usize); 7] = [('b', 4), ('c', 5), ('d', 6), ('e', 7), ('f', 6), ('g', 5), ('h', 4)];

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gipf {} ", self.variant.name())?;
        for (i, (column, len)) in COLUMNS.iter().enumerate() {
            if i > 0 {
                f.write_char('/')?;
            }
            let mut gap = 0;
            for row in 2..len + 2 {
                let piece = Point::new(column_index(*column), row as u8).and_then(|p| self.piece_at(p));
                match piece {
                    None => gap += 1,
                    Some((color, kind)) => {
                        if gap > 0 {
                            write!(f, "{gap}")?;
                            gap = 0;
                        }
                        f.write_char(piece_char(color, kind))?;
                    }
                }
            }
            if gap > 0 {
                write!(f, "{gap}")?;
            }
        }
        write!(f, " {} {} {}", self.side.letter(), self.reserve[0], self.reserve[1])?;
        if self.variant == Variant::Tournament {
            write!(f, " {}{}", self.entered[0].digit(), self.entered[1].digit())?;
        }
        Ok(())
    }
}

fn column_index(letter: char) -> u8 {
    (letter as u8).wrapping_sub(b'a')
}

fn piece_char(color: Color, kind: Piece) -> char {
    match (color, kind) {
        (Color::White, Piece::Single) => 'w',
        (Color::Black, Piece::Single) => 'b',
        (Color::White, Piece::Gipf) => 'W',
        (Color::Black, Piece::Gipf) => 'B',
    }
}

fn parse_board(text: &str) -> Result<Board, PositionSyntaxError> {
    let columns: Vec<&str> = text.split('/').collect();
    if columns.len() != COLUMNS.len() {
        return Err(PositionSyntaxError::ColumnCount(columns.len()));
    }
    let mut board = Board::default();
    for (spec, &(column, expected)) in columns.iter().zip(COLUMNS.iter()) {
        let mut row = 2u8;
        let mut after_digit = false;
        for c in spec.chars() {
            if let Some(gap) = c.to_digit(10).filter(|d| (1..=7).contains(d)) {
                if after_digit {
                    return Err(PositionSyntaxError::SplitGap { column });
                }
                after_digit = true;
                row = row.saturating_add(gap as u8);
                continue;
            }
            after_digit = false;
            let (color, gipf) = match c {
                'w' => (Color::White, false),
                'b' => (Color::Black, false),
                'W' => (Color::White, true),
                'B' => (Color::Black, true),
                found => return Err(PositionSyntaxError::BadBoardChar { column, found }),
            };
            if let Some(bit) = Point::new(column_index(column), row).and_then(Point::bit) {
                if usize::from(row) < expected + 2 {
                    match color {
                        Color::White => board.white |= bit,
                        Color::Black => board.black |= bit,
                    }
                    if gipf {
                        board.gipf |= bit;
                    }
                }
            }
            row = row.saturating_add(1);
        }
        let found = usize::from(row) - 2;
        if found != expected {
            return Err(PositionSyntaxError::ColumnLength { column, found, expected });
        }
    }
    Ok(board)
}

fn parse_reserve(text: &str, color: Color) -> Result<u8, PositionSyntaxError> {
    let canonical = text == "0" || !text.starts_with('0');
    text.parse::<u8>()
        .ok()
        .filter(|&n| canonical && n <= MAX_PIECES && text.chars().all(|c| c.is_ascii_digit()))
        .ok_or_else(|| PositionSyntaxError::BadReserve { color, text: text.to_string() })
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the text (syntax), then checks the position it names (legality).
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        read(text).map_err(ParsePositionError::Syntax)?.check().map_err(ParsePositionError::Illegal)
    }
}

/// The position a text names, unchecked.
fn read(text: &str) -> Result<Position, PositionSyntaxError> {
    let mut words = text.split_whitespace();
    let mut next = |field| words.next().ok_or(PositionSyntaxError::Missing(field));
    let name = next("game name")?;
    if name != "gipf" {
        return Err(PositionSyntaxError::NotGipf(name.to_string()));
    }
    let variant = next("variant")?;
    let variant = Variant::from_name(variant).ok_or_else(|| PositionSyntaxError::BadVariant(variant.to_string()))?;
    let board = parse_board(next("board")?)?;
    let side = match next("side to move")? {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(PositionSyntaxError::BadSide(other.to_string())),
    };
    let reserve =
        [parse_reserve(next("White reserve")?, Color::White)?, parse_reserve(next("Black reserve")?, Color::Black)?];
    let entered = match (variant, words.next()) {
        (Variant::Tournament, None) => return Err(PositionSyntaxError::Missing("entry digits")),
        (Variant::Tournament, Some(digits)) => parse_entry(digits)?,
        (_, None) => [Entered::Nothing; 2],
        (_, Some(other)) if other.chars().all(|c| c.is_ascii_digit()) => {
            return Err(PositionSyntaxError::EntryOutsideTournament(other.to_string()))
        }
        (_, Some(other)) => return Err(PositionSyntaxError::Extra(other.to_string())),
    };
    if let Some(extra) = words.next() {
        return Err(PositionSyntaxError::Extra(extra.to_string()));
    }
    Ok(Position { board, reserve, entered, side, variant })
}

fn parse_entry(text: &str) -> Result<[Entered; 2], PositionSyntaxError> {
    let bad = || PositionSyntaxError::BadEntry(text.to_string());
    let mut chars = text.chars().map(Entered::from_digit);
    match (chars.next(), chars.next(), chars.next()) {
        (Some(Some(w)), Some(Some(b)), None) => Ok([w, b]),
        _ => Err(bad()),
    }
}

impl fmt::Display for Push {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.piece == Piece::Gipf {
            f.write_char('G')?;
        }
        write!(f, "{}", self.entry)
    }
}

/// Writes `x` (or `o` for the opponent), the row's ends and each GIPF piece kept as `!d5`.
fn write_removal(f: &mut fmt::Formatter<'_>, marker: char, r: &Removal) -> fmt::Result {
    write!(f, "{marker}{}", r.set)?;
    r.kept.iter().try_for_each(|p| write!(f, "!{p}"))
}

impl fmt::Display for Removal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_removal(f, 'x', self)
    }
}

impl fmt::Display for Turn {
    /// One whitespace-free token: removals before the push, the push, the mover's
    /// removals (`x`), then the opponent's (`o`), separated by `;`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        for r in self.pre_push() {
            f.write_str(sep)?;
            write_removal(f, 'x', r)?;
            sep = ";";
        }
        if let Some(push) = self.push() {
            write!(f, "{sep}{push}")?;
            sep = ";";
        }
        for (marker, list) in [('x', self.mover_removals()), ('o', self.opponent_removals())] {
            for r in list {
                f.write_str(sep)?;
                write_removal(f, marker, r)?;
                sep = ";";
            }
        }
        Ok(())
    }
}

impl fmt::Display for Decision {
    /// The decision's segment of a turn's text; a removal is written as the mover's (`x`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Push(push) => push.fmt(f),
            Decision::Remove(removal) => removal.fmt(f),
            Decision::Stop => f.write_str(STOP),
        }
    }
}

/// A stop's text: never part of a turn, where what follows implies it.
const STOP: &str = "stop";

impl FromStr for Decision {
    type Err = TurnError;

    /// One segment of a turn's text, or `stop`. A removal may be marked `x` or `o`: the
    /// turn in progress it is applied to knows who decides.
    fn from_str(text: &str) -> Result<Decision, TurnError> {
        if text == STOP {
            return Ok(Decision::Stop);
        }
        Ok(match parse_segment(text)? {
            Segment::Push(push) => Decision::Push(push),
            Segment::Remove { removal, .. } => Decision::Remove(removal),
        })
    }
}

fn point(text: &str) -> Result<Point, TurnError> {
    Point::from_label(text).ok_or_else(|| TurnError::BadPoint(text.to_string()))
}

/// Reads a turn's text into its parts, without looking at any position.
pub(crate) fn parse_segments(text: &str) -> Result<Vec<Segment>, TurnError> {
    if text.is_empty() {
        return Err(TurnError::Empty);
    }
    text.split(';').map(parse_segment).collect()
}

fn parse_segment(text: &str) -> Result<Segment, TurnError> {
    let bad = || TurnError::BadSegment(text.to_string());
    let (head, body) = text.split_at(text.char_indices().nth(1).map_or(text.len(), |(i, _)| i));
    match head {
        "x" | "o" => {
            let mut parts = body.split('!');
            let (a, b) = parts.next().and_then(|ends| ends.split_once('-')).ok_or_else(bad)?;
            let (a, b) = (point(a)?, point(b)?);
            let set = line_between(a, b).ok_or_else(|| TurnError::NotALine(format!("{a}-{b}")))?;
            let mut kept = 0;
            for p in parts {
                let p = point(p)?;
                kept |= p.bit().filter(|bit| set & bit != 0).ok_or(TurnError::KeptOutsideRow(p))?;
            }
            let removal = Removal { set: SpotSet(set), kept: SpotSet(kept) };
            Ok(Segment::Remove { by_opponent: head == "o", removal })
        }
        _ => {
            let (piece, entry) = match text.strip_prefix('G') {
                Some(rest) => (Piece::Gipf, rest),
                None => (Piece::Single, text),
            };
            let (dot, spot) = entry.split_once('-').ok_or_else(bad)?;
            let (dot, spot) = (point(dot)?, point(spot)?);
            let entry = Entry::from_points(dot, spot).ok_or_else(|| TurnError::NotAnEntry(format!("{dot}-{spot}")))?;
            Ok(Segment::Push(Push { entry, piece }))
        }
    }
}

/// The spots of `mask` as `b2 b3 …`, for messages.
pub(crate) fn spot_list(mask: u64) -> String {
    bits(mask).map(|b| Point::of_bit(b).label()).collect::<Vec<_>>().join(" ")
}

impl fmt::Display for SpotSet {
    /// A removal set reads `d3-d6`; any other set lists its spots.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut points = self.iter();
        match (points.next(), points.last()) {
            (Some(a), Some(b)) if line_between(a, b) == Some(self.0) => write!(f, "{a}-{b}"),
            _ => f.write_str(&spot_list(self.0)),
        }
    }
}
