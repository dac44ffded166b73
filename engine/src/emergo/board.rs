//! The 41 squares of the Emergo board in the oblique notation of rules §2.1.
//!
//! Files `a`..`i` and ranks 1..9; a square exists when |file − e| + |rank − 5| ≤ 4. One
//! step changes one coordinate by one, so every square has up to four neighbours (the
//! diagonals of the physical checkerboard). Every table here is built at compile time.

use std::fmt;
use std::str::FromStr;

/// How many squares the board has.
pub const SQUARES: usize = 41;

/// A square, stored as its index in notation order: rank 9 down to rank 1, each rank from
/// its lowest file, the order in which a position is written (rules §2.8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// One of the four step directions, in turning order, so that the opposite is two away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Rank + 1.
    Up,
    /// File + 1.
    Right,
    /// Rank − 1.
    Down,
    /// File − 1.
    Left,
}

impl Direction {
    /// The four directions, clockwise from up.
    pub const ALL: [Direction; 4] = [Direction::Up, Direction::Right, Direction::Down, Direction::Left];

    /// The direction straight back (a capture may never turn by 180°).
    pub fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Right => Direction::Left,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
        }
    }

    /// The change of (file, rank) of one step.
    const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, 1),
            Direction::Right => (1, 0),
            Direction::Down => (0, -1),
            Direction::Left => (-1, 0),
        }
    }
}

/// Marks a missing square in the tables.
const NONE: u8 = u8::MAX;

/// Distance of a rank from the middle one: rank r holds files |r − 5| ..= 8 − |r − 5|.
const fn rank_margin(rank: u8) -> u8 {
    rank.abs_diff(5)
}

/// (file 0..=8, rank 1..=9) of every square, in index order.
const COORDS: [(u8, u8); SQUARES] = {
    let mut table = [(0, 0); SQUARES];
    let mut i = 0;
    let mut rank = 9;
    while rank >= 1 {
        let margin = rank_margin(rank);
        let mut file = margin;
        while file <= 8 - margin {
            table[i] = (file, rank);
            i += 1;
            file += 1;
        }
        rank -= 1;
    }
    table
};

/// Index of the square at `[file][rank − 1]`, or `NONE`.
const INDEX: [[u8; 9]; 9] = {
    let mut table = [[NONE; 9]; 9];
    let mut i = 0;
    while i < SQUARES {
        let (file, rank) = COORDS[i];
        table[file as usize][rank as usize - 1] = i as u8;
        i += 1;
    }
    table
};

const fn index_at(file: i8, rank: i8) -> u8 {
    if file < 0 || file > 8 || rank < 1 || rank > 9 {
        NONE
    } else {
        INDEX[file as usize][rank as usize - 1]
    }
}

/// The neighbour of every square in every direction (`Direction as usize`), or `NONE`.
const NEIGHBOUR: [[u8; 4]; SQUARES] = {
    let mut table = [[NONE; 4]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let (file, rank) = COORDS[i];
        let mut d = 0;
        while d < 4 {
            let (df, dr) = Direction::ALL[d].delta();
            table[i][d] = index_at(file as i8 + df, rank as i8 + dr);
            d += 1;
        }
        i += 1;
    }
    table
};

impl Square {
    /// Every square in notation order.
    pub const ALL: [Square; SQUARES] = {
        let mut all = [Square(0); SQUARES];
        let mut i = 0;
        while i < SQUARES {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The centre, barred for White's first entry.
    pub const E5: Square = Square(INDEX[4][4]);

    /// The square on `file` (0 = `a`) and `rank` (1..=9), if it is on the board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        let index = *INDEX.get(usize::from(file))?.get(usize::from(rank).checked_sub(1)?)?;
        (index != NONE).then_some(Square(index))
    }

    /// The square with this index (0..41, notation order).
    pub fn from_index(index: usize) -> Option<Square> {
        Square::ALL.get(index).copied()
    }

    /// The index in notation order, for per-square arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The file, 0 for `a` up to 8 for `i`.
    pub fn file(self) -> u8 {
        COORDS[self.index()].0
    }

    /// The rank, 1..=9.
    pub fn rank(self) -> u8 {
        COORDS[self.index()].1
    }

    /// The notation label, e.g. `e5`.
    pub fn label(self) -> String {
        self.to_string()
    }

    /// The neighbour one step away in `direction`, if it is on the board.
    pub fn neighbour(self, direction: Direction) -> Option<Square> {
        Square::from_index(usize::from(NEIGHBOUR[self.index()][direction as usize]))
    }

    /// Every neighbour of the square (two to four of them).
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        Direction::ALL.into_iter().filter_map(move |d| self.neighbour(d))
    }

    /// The square jumped over and the landing square of a jump in `direction`.
    pub fn jump(self, direction: Direction) -> Option<(Square, Square)> {
        let over = self.neighbour(direction)?;
        Some((over, over.neighbour(direction)?))
    }

    /// The direction in which `to` is `distance` steps away in a straight line, if it is.
    pub fn direction_to(self, to: Square, distance: u8) -> Option<Direction> {
        let df = i16::from(to.file()) - i16::from(self.file());
        let dr = i16::from(to.rank()) - i16::from(self.rank());
        let d = i16::from(distance);
        Direction::ALL.into_iter().find(|dir| {
            let (f, r) = dir.delta();
            i16::from(f) * d == df && i16::from(r) * d == dr
        })
    }

    /// The square on the physical 9×9 checkerboard (a1 dark) as (file 0..=8, rank 1..=9):
    /// oblique (F, R) is physical file F + R − 5 and rank R − F + 4 (rules §2.1).
    pub fn physical(self) -> (u8, u8) {
        let (file, rank) = (self.file(), self.rank());
        (file + rank - 5, rank + 4 - file)
    }

    /// The square drawn at physical (file 0..=8, rank 1..=9); `None` on a light square.
    pub fn from_physical(file: u8, rank: u8) -> Option<Square> {
        // Inverse of `physical`: F = (x − y + 9) / 2, R = (x + y + 1) / 2.
        let (x, y) = (i16::from(file), i16::from(rank));
        let (f2, r2) = (x - y + 9, x + y + 1);
        if f2 % 2 != 0 || !(0..=8).contains(&x) || !(1..=9).contains(&y) {
            return None;
        }
        Square::new(u8::try_from(f2 / 2).ok()?, u8::try_from(r2 / 2).ok()?)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A square label that names no square of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError(pub String);

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a square: a file a..i and a rank 1..9 with |file − e| + |rank − 5| ≤ 4", self.0)
    }
}

impl std::error::Error for SquareError {}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Square, SquareError> {
        let err = || SquareError(s.to_string());
        match s.as_bytes() {
            [file @ b'a'..=b'i', rank @ b'1'..=b'9'] => Square::new(file - b'a', rank - b'0').ok_or_else(err),
            _ => Err(err()),
        }
    }
}
