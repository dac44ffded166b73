//! The three kinds of move (rules §2.3), small and `Copy` so move lists stay cheap.

use super::board::Square;

/// The most jumps one capture can make: every jump takes one of the opponent's at most
/// 12 men off the top of a column on the board, and a man taken never tops a column again
/// during the same move.
pub const MAX_JUMPS: usize = 12;

/// A capture: the start square and every landing square, one per man taken.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Capture {
    from: Square,
    landings: [Square; MAX_JUMPS],
    len: u8,
}

impl Capture {
    /// A capture from `from` over the given landings; `None` with none or too many.
    pub fn new(from: Square, landings: &[Square]) -> Option<Capture> {
        let mut capture = Capture::start(from);
        if landings.is_empty() {
            return None;
        }
        for &landing in landings {
            capture = capture.then(landing)?;
        }
        Some(capture)
    }

    /// The same capture with one more landing; `None` when it is already the longest.
    pub(crate) fn then(mut self, landing: Square) -> Option<Capture> {
        *self.landings.get_mut(usize::from(self.len))? = landing;
        self.len += 1;
        Some(self)
    }

    /// A capture with no landings yet, only ever extended by [`Capture::then`].
    pub(crate) fn start(from: Square) -> Capture {
        Capture { from, landings: [from; MAX_JUMPS], len: 0 }
    }

    /// The square the capturing column starts from.
    pub fn from(&self) -> Square {
        self.from
    }

    /// The landing squares in order.
    pub fn landings(&self) -> &[Square] {
        self.landings.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// Where the column ends.
    pub fn to(&self) -> Square {
        self.landings().last().copied().unwrap_or(self.from)
    }

    /// How many men the capture takes (one per jump).
    pub fn taken(&self) -> usize {
        usize::from(self.len)
    }
}

/// One move. An entry is written by its square whether it enters one man or the whole
/// hand as a shadow piece: the position decides which.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Men from hand onto an empty square.
    Enter(Square),
    /// A whole column one step to an empty neighbour.
    Step(Square, Square),
    /// A jump sequence.
    Capture(Capture),
}

impl Move {
    /// The square a column moves from; `None` for an entry.
    pub fn from(&self) -> Option<Square> {
        match self {
            Move::Enter(_) => None,
            Move::Step(from, _) => Some(*from),
            Move::Capture(c) => Some(c.from()),
        }
    }

    /// The square where the entered man or moved column ends.
    pub fn to(&self) -> Square {
        match self {
            Move::Enter(to) | Move::Step(_, to) => *to,
            Move::Capture(c) => c.to(),
        }
    }

    /// How many men the move takes.
    pub fn taken(&self) -> usize {
        self.landings().len()
    }

    /// The landing squares of a capture; empty for other moves.
    pub fn landings(&self) -> &[Square] {
        match self {
            Move::Capture(c) => c.landings(),
            _ => &[],
        }
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::fmt::Debug for Capture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&Move::Capture(*self), f)
    }
}
