//! Board geometry (rules §1.1): the 61 labelled points, the 37 spots as bits of a `u64`,
//! the 42 entries, and the two things pieces do on the board: being pushed and forming rows.
//!
//! A spot at axial (q, r) is bit `(q + 3) * 8 + (r + 3)`: a 7×8 grid with one spare bit per
//! column, so a step along any line is a fixed shift (±1, ±7 or ±8) that can never wrap
//! onto another spot. Lines, rows and pushes are then a few shifts and masks.

use std::fmt;

use crate::Color;

/// Spots per column a..i, counting the dots at both ends.
const COLUMN_LEN: [u8; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];
/// Index of each column's lowest point.
const COLUMN_START: [u8; 10] = [0, 5, 11, 18, 26, 35, 43, 50, 56, 61];

static LABELS: [&str; 61] = [
    "a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "b6", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7", "d8", "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "f1", "f2", "f3",
    "f4", "f5", "f6", "f7", "f8", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "h1", "h2", "h3", "h4", "h5", "h6", "i1",
    "i2", "i3", "i4", "i5",
];

/// The six unit steps in axial terms; entry directions index into this.
const DIRECTIONS: [(i8, i8); 6] = [(0, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1)];

/// One of the 61 points a1..i5, dots and spots alike; its index is always below 61.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

const fn abs(x: i8) -> i8 {
    if x < 0 {
        -x
    } else {
        x
    }
}

/// Column (0 = a) and row (from 1) of point `index`.
const fn column_row(index: u8) -> (u8, u8) {
    let mut c = 0;
    while c < 8 && index >= COLUMN_START[c + 1] {
        c += 1;
    }
    (c as u8, index - COLUMN_START[c] + 1)
}

const fn axial_of(index: u8) -> (i8, i8) {
    let (c, k) = column_row(index);
    let q = c as i8 - 4;
    let k = k as i8;
    (q, if q <= 0 { k - q - 5 } else { k - 5 })
}

const fn index_at(q: i8, r: i8) -> Option<u8> {
    if q < -4 || q > 4 {
        return None;
    }
    let c = (q + 4) as usize;
    let k = if q <= 0 { r + q + 5 } else { r + 5 };
    if k < 1 || k > COLUMN_LEN[c] as i8 {
        return None;
    }
    Some(COLUMN_START[c] + k as u8 - 1)
}

const fn hex_distance(q: i8, r: i8) -> i8 {
    (abs(q) + abs(r) + abs(q + r)) / 2
}

/// The bit of the spot at (q, r); the caller makes sure it is a spot.
const fn spot_bit(q: i8, r: i8) -> u32 {
    ((q + 3) * 8 + (r + 3)) as u32
}

/// The point of each spot bit (unused bits hold 0 and are never looked up).
const BIT_POINT: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut i = 0;
    while i < 61 {
        let (q, r) = axial_of(i);
        if hex_distance(q, r) <= 3 {
            table[spot_bit(q, r) as usize] = i;
        }
        i += 1;
    }
    table
};

impl Point {
    /// Spots and dots together.
    pub const COUNT: usize = 61;

    /// All points, a1 first and i5 last (columns left to right, each from the bottom up).
    pub fn all() -> impl Iterator<Item = Point> {
        (0..Self::COUNT as u8).map(Point)
    }

    /// The point in `column` (0 = a) and `row` (from 1), if the board has one there.
    pub fn new(column: u8, row: u8) -> Option<Point> {
        let len = *COLUMN_LEN.get(usize::from(column))?;
        (1..=len).contains(&row).then(|| Point(COLUMN_START[usize::from(column)] + row - 1))
    }

    /// Reads a label such as `e5`.
    pub fn from_label(label: &str) -> Option<Point> {
        match label.as_bytes() {
            [c @ b'a'..=b'i', k @ b'1'..=b'9'] => Point::new(c - b'a', k - b'0'),
            _ => None,
        }
    }

    /// The point at axial (q, r), q = column − e (rules §1.1).
    pub fn from_axial(q: i8, r: i8) -> Option<Point> {
        index_at(q, r).map(Point)
    }

    /// The point's name, `a1` to `i5`.
    pub fn label(self) -> &'static str {
        LABELS[usize::from(self.0)]
    }

    /// Axial coordinates, for drawing: e5 is (0, 0), e9 is (0, 4), i5 is (4, 0).
    pub fn axial(self) -> (i8, i8) {
        axial_of(self.0)
    }

    /// Dots surround the playing area and only ever hold a piece about to be pushed.
    pub fn is_dot(self) -> bool {
        let (q, r) = self.axial();
        hex_distance(q, r) == 4
    }

    /// The neighbour one step along `direction` (an axial unit step), if on the board.
    pub fn step(self, (dq, dr): (i8, i8)) -> Option<Point> {
        let (q, r) = self.axial();
        Point::from_axial(q + dq, r + dr)
    }

    /// The spot's bit, `None` for a dot.
    pub(crate) fn bit(self) -> Option<u64> {
        let (q, r) = self.axial();
        (hex_distance(q, r) <= 3).then(|| 1 << spot_bit(q, r))
    }

    pub(crate) fn of_bit(bit: u32) -> Point {
        Point(BIT_POINT[bit as usize & 63])
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A set of spots, as the app and the turn notation see rows and removals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpotSet(pub(crate) u64);

impl SpotSet {
    /// Whether `p` is in the set.
    pub fn contains(self, p: Point) -> bool {
        p.bit().is_some_and(|b| self.0 & b != 0)
    }

    /// How many spots the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no spot.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The spots in point order (a1 … i5), which is also bit order.
    pub fn iter(self) -> impl Iterator<Item = Point> {
        bits(self.0).map(Point::of_bit)
    }

    /// Every subset of this set, the full one first and the empty one last: the ways of
    /// choosing which GIPF pieces of a row stay.
    ///
    /// ```
    /// use tavola_engine::gipf::{Point, SpotSet};
    /// let set: SpotSet = ["e4", "e5"].iter().filter_map(|p| Point::from_label(p)).collect();
    /// assert_eq!(set.subsets().count(), 4);
    /// assert_eq!(set.subsets().next(), Some(set));
    /// ```
    pub fn subsets(self) -> impl Iterator<Item = SpotSet> {
        let mask = self.0;
        let mut next = Some(mask);
        std::iter::from_fn(move || {
            let s = next?;
            next = (s != 0).then(|| (s - 1) & mask);
            Some(SpotSet(s))
        })
    }
}

impl FromIterator<Point> for SpotSet {
    /// Dots are ignored: a set holds spots only.
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        SpotSet(iter.into_iter().filter_map(Point::bit).fold(0, |a, b| a | b))
    }
}

/// The set bits of a mask, lowest first.
pub(crate) fn bits(mut mask: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros();
            mask &= mask - 1;
            b
        })
    })
}

/// A dot and the spot a piece entering there is pushed onto (rules §1.1). Only
/// [`Entry::all`] makes one, so its index is always below 42.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entry(u8);

/// Dot, spot and direction of one entry.
#[derive(Clone, Copy)]
struct EntryData {
    dot: u8,
    spot: u8,
    direction: u8,
}

const ENTRIES: [EntryData; 42] = {
    let mut table = [EntryData { dot: 0, spot: 0, direction: 0 }; 42];
    let mut n = 0;
    let mut i = 0;
    while i < 61 {
        let (q, r) = axial_of(i);
        if hex_distance(q, r) == 4 {
            let mut d = 0;
            while d < 6 {
                let (tq, tr) = (q + DIRECTIONS[d].0, r + DIRECTIONS[d].1);
                if hex_distance(tq, tr) == 3 {
                    if let Some(spot) = index_at(tq, tr) {
                        table[n] = EntryData { dot: i, spot, direction: d as u8 };
                        n += 1;
                    }
                }
                d += 1;
            }
        }
        i += 1;
    }
    assert!(n == 42);
    table
};

/// The bit shift of one step along each direction (positive: towards higher bits).
const STEPS: [i32; 6] = [1, 8, 7, -1, -8, -7];

/// The spots from each entry's spot to the far edge, along its direction.
const RAYS: [u64; 42] = {
    let mut table = [0u64; 42];
    let mut e = 0;
    while e < 42 {
        let (mut q, mut r) = axial_of(ENTRIES[e].spot);
        let (dq, dr) = DIRECTIONS[ENTRIES[e].direction as usize];
        while hex_distance(q, r) <= 3 {
            table[e] |= 1 << spot_bit(q, r);
            q += dq;
            r += dr;
        }
        e += 1;
    }
    table
};

impl Entry {
    /// Every dot with each of its neighbouring spots.
    pub const COUNT: usize = 42;

    /// All entries, ordered by dot, then direction.
    pub fn all() -> impl Iterator<Item = Entry> {
        (0..Self::COUNT as u8).map(Entry)
    }

    /// The entry from `dot` onto `spot`, if they are one.
    pub fn from_points(dot: Point, spot: Point) -> Option<Entry> {
        Entry::all().find(|e| e.dot() == dot && e.spot() == spot)
    }

    /// This entry's place in [`Entry::all`], 0 to 41: a compact key for tables.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    fn data(self) -> EntryData {
        ENTRIES[usize::from(self.0)]
    }

    /// The dot the piece is entered from.
    pub fn dot(self) -> Point {
        Point(self.data().dot)
    }

    /// The spot it is pushed onto.
    pub fn spot(self) -> Point {
        Point(self.data().spot)
    }

    /// The axial step from the dot to the spot, the way pieces move when pushed.
    pub fn direction(self) -> (i8, i8) {
        DIRECTIONS[usize::from(self.data().direction)]
    }

    fn step(self) -> i32 {
        STEPS[usize::from(self.data().direction)]
    }

    /// The bit of the entry's spot.
    pub(crate) fn spot_bit(self) -> u64 {
        let ray = self.ray();
        if self.step() > 0 {
            ray & ray.wrapping_neg()
        } else {
            1 << (63 - ray.leading_zeros())
        }
    }

    fn ray(self) -> u64 {
        RAYS[usize::from(self.0)]
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.dot(), self.spot())
    }
}

/// The spots from `a` to `b` inclusive when both are spots on one line.
pub(crate) fn line_between(a: Point, b: Point) -> Option<u64> {
    let ((aq, ar), (bq, br)) = (a.axial(), b.axial());
    let (dq, dr) = (bq - aq, br - ar);
    if !(dq == 0 || dr == 0 || dq == -dr) || (dq, dr) == (0, 0) {
        return None;
    }
    let (a_bit, b_bit) = (a.bit()?, b.bit()?);
    let unit = (dq.signum(), dr.signum());
    let mut set = a_bit | b_bit;
    let mut p = a;
    while p != b {
        p = p.step(unit)?;
        set |= p.bit()?;
    }
    Some(set)
}

fn shift(mask: u64, step: i32) -> u64 {
    if step > 0 {
        mask << step
    } else {
        mask >> -step
    }
}

/// Which spots hold which pieces: the part of a position that pushes and rows act on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Board {
    pub white: u64,
    pub black: u64,
    /// The GIPF pieces among `white | black`.
    pub gipf: u64,
}

impl Board {
    pub fn of(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn occupied(&self) -> u64 {
        self.white | self.black
    }

    /// Puts a piece on `entry`'s spot, pushing the pieces ahead of it one spot on;
    /// `None` when the line ahead holds no empty spot (rules §1.3 step 2).
    pub fn push(&self, entry: Entry, color: Color, gipf: bool) -> Option<Board> {
        let ray = entry.ray();
        let step = entry.step();
        let empty = ray & !self.occupied();
        if empty == 0 {
            return None;
        }
        // The pushed pieces are the ray's spots before its first empty spot.
        let moved = if step > 0 {
            ray & ((1u64 << empty.trailing_zeros()) - 1)
        } else {
            ray & !((2u64 << (63 - empty.leading_zeros())) - 1)
        };
        let slide = |m: u64| (m & !moved) | shift(m & moved, step);
        let first = entry.spot_bit();
        let mut next = Board { white: slide(self.white), black: slide(self.black), gipf: slide(self.gipf) };
        match color {
            Color::White => next.white |= first,
            Color::Black => next.black |= first,
        }
        if gipf {
            next.gipf |= first;
        }
        Some(next)
    }

    /// Whether `color` has four in a line anywhere: the cheap test before [`Board::rows`].
    pub fn has_row(&self, color: Color) -> bool {
        let m = self.of(color);
        let two = |s: u32| m & (m >> s);
        let four = |s: u32| two(s) & (two(s) >> (2 * s));
        four(1) | four(7) | four(8) != 0
    }

    /// The removal sets of `color`'s rows (rules §1.5): each unbroken run of occupied
    /// spots on a line that holds four or more consecutive pieces of `color`.
    pub fn rows(&self, color: Color) -> Vec<u64> {
        let mut sets = Vec::new();
        if !self.has_row(color) {
            return sets;
        }
        let m = self.of(color);
        let occupied = self.occupied();
        for s in [1u32, 7, 8] {
            let mut starts = m & (m >> s) & (m >> (2 * s)) & (m >> (3 * s));
            while starts != 0 {
                let set = run_through(occupied, starts.trailing_zeros(), s);
                starts &= !set;
                sets.push(set);
            }
        }
        sets
    }

    /// Takes the pieces of `removed` off the board.
    pub fn clear(&mut self, removed: u64) {
        self.white &= !removed;
        self.black &= !removed;
        self.gipf &= !removed;
    }
}

/// The unbroken run of `occupied` spots through `bit` along step `s`.
fn run_through(occupied: u64, bit: u32, s: u32) -> u64 {
    let mut set = 1u64 << bit;
    let mut b = bit;
    while b >= s && occupied & (1 << (b - s)) != 0 {
        b -= s;
        set |= 1 << b;
    }
    b = bit;
    while b + s < 64 && occupied & (1 << (b + s)) != 0 {
        b += s;
        set |= 1 << b;
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_rules_1_1() {
        assert_eq!(Point::all().filter(|p| !p.is_dot()).count(), 37);
        assert_eq!(Point::all().filter(|p| p.is_dot()).count(), 24);
        assert_eq!(Entry::all().count(), 42);
        let corners: Vec<&str> = Entry::all()
            .filter(|e| Entry::all().filter(|f| f.dot() == e.dot()).count() == 1)
            .map(|e| e.dot().label())
            .collect();
        assert_eq!(corners, ["a1", "a5", "e1", "e9", "i1", "i5"]);
    }

    #[test]
    fn labels_and_axial_agree() {
        for p in Point::all() {
            assert_eq!(Point::from_label(p.label()), Some(p));
            let (q, r) = p.axial();
            assert_eq!(Point::from_axial(q, r), Some(p));
        }
        assert_eq!(Point::from_label("e5").map(Point::axial), Some((0, 0)));
        assert_eq!(Point::from_label("a1").map(Point::axial), Some((-4, 0)));
        assert_eq!(Point::from_label("i1").map(Point::axial), Some((4, -4)));
        assert_eq!(Point::from_label("a6"), None);
    }
}
