//! Columns: `k ≥ 1` men of the owner on top of `m ≥ 0` prisoners (rules §2.2).
//!
//! Since a column is always caps over prisoners, three numbers say everything about it;
//! they are packed into a `u16` so that a whole board is 82 bytes, cheap to copy and hash.

use std::fmt;

use crate::Color;

/// Bits 0–4 hold the caps, bits 5–9 the prisoners, bit 10 is set for a black owner.
const FIELD: u16 = 0b1_1111;
const PRISONER_SHIFT: u32 = 5;
const BLACK: u16 = 1 << 10;

/// A non-empty stack of men on one square, owned by the color of its top man.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Column(u16);

impl Column {
    /// No column is taller than all 24 men of the game.
    pub const MAX_HEIGHT: u8 = 24;

    /// `caps` men of `owner` over `prisoners` men of the other color; `None` unless
    /// `caps ≥ 1` and the height is at most [`Column::MAX_HEIGHT`].
    pub fn new(owner: Color, caps: u8, prisoners: u8) -> Option<Column> {
        let height = caps.checked_add(prisoners)?;
        (caps >= 1 && height <= Column::MAX_HEIGHT).then(|| {
            let color = if owner == Color::Black { BLACK } else { 0 };
            Column(color | u16::from(caps) | u16::from(prisoners) << PRISONER_SHIFT)
        })
    }

    /// A single man.
    pub fn single(owner: Color) -> Column {
        Column(if owner == Color::Black { BLACK | 1 } else { 1 })
    }

    /// The color of the top man.
    pub fn owner(self) -> Color {
        if self.0 & BLACK != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// How many men of the owner lie on top.
    pub fn caps(self) -> u8 {
        (self.0 & FIELD) as u8
    }

    /// How many men of the other color lie under the caps.
    pub fn prisoners(self) -> u8 {
        (self.0 >> PRISONER_SHIFT & FIELD) as u8
    }

    /// Every man in the column, caps and prisoners.
    pub fn height(self) -> u8 {
        self.caps() + self.prisoners()
    }

    /// How many men of `color` the column holds.
    pub fn count(self, color: Color) -> u8 {
        if color == self.owner() {
            self.caps()
        } else {
            self.prisoners()
        }
    }

    /// The men from top to bottom.
    pub fn men(self) -> impl Iterator<Item = Color> {
        let (owner, caps, height) = (self.owner(), self.caps(), self.height());
        (0..height).map(move |i| if i < caps { owner } else { owner.other() })
    }

    /// The column after a captured man is put at its bottom (rules §2.4).
    pub(crate) fn with_prisoner(self) -> Column {
        Column::new(self.owner(), self.caps(), self.prisoners().saturating_add(1)).unwrap_or(self)
    }

    /// What is left when the top man is taken: fewer caps, the prisoners freed as a
    /// column of their own color, or nothing.
    pub(crate) fn without_top(self) -> Option<Column> {
        match self.caps() {
            1 => Column::new(self.owner().other(), self.prisoners(), 0),
            caps => Column::new(self.owner(), caps - 1, self.prisoners()),
        }
    }

    /// The packed form; never 0, so a board cell can use 0 for an empty square.
    pub(crate) fn raw(self) -> u16 {
        self.0
    }

    /// The column of a packed board cell, `None` for an empty one.
    pub(crate) fn from_raw(raw: u16) -> Option<Column> {
        (raw & FIELD != 0).then_some(Column(raw))
    }
}

impl fmt::Display for Column {
    /// The notation of rules §2.8: `w`, `b`, or the men top to bottom in parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.height() == 1 {
            return write!(f, "{}", self.owner().letter());
        }
        f.write_str("(")?;
        for man in self.men() {
            write!(f, "{}", man.letter())?;
        }
        f.write_str(")")
    }
}

impl fmt::Debug for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
