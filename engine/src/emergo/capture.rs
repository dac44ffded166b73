//! Captures (rules §2.4): every maximal jump sequence of the side to move.

use super::board::{Direction, Square};
use super::column::Column;
use super::moves::{Capture, Move};
use super::position::Position;
use crate::Color;

/// The square jumped over and the landing, if a column of `color` on `square` can jump
/// in `direction` on `pos`'s board (the AI's evaluation counts these too).
pub(crate) fn can_jump(pos: &Position, color: Color, square: Square, direction: Direction) -> Option<(Square, Square)> {
    let (over, landing) = square.jump(direction)?;
    let enemy = pos.column(over)?.owner() != color;
    (enemy && pos.is_empty(landing)).then_some((over, landing))
}

/// Whether `color` could capture anything now, whoever is to move (the no-feeding rule
/// asks this of the opponent).
pub(crate) fn has_capture(pos: &Position, color: Color) -> bool {
    pos.columns()
        .filter(|(_, c)| c.owner() == color)
        .any(|(s, _)| Direction::ALL.into_iter().any(|d| can_jump(pos, color, s, d).is_some()))
}

/// Whether a man of the side to move entered on `square` could be jumped at once.
pub(crate) fn is_attacked(pos: &Position, square: Square) -> bool {
    let mover = pos.side;
    Direction::ALL.into_iter().any(|d| {
        let enemy = square.neighbour(d).and_then(|s| pos.column(s)).is_some_and(|c| c.owner() != mover);
        enemy && square.neighbour(d.opposite()).is_some_and(|s| pos.is_empty(s))
    })
}

/// The capture moves that take the most men, over all columns of the side to move;
/// empty when no capture is possible.
pub(crate) fn max_captures(pos: &Position) -> Vec<Move> {
    let mut search = Search { board: *pos, best: 1, all: false, found: Vec::new() };
    for (square, column) in pos.columns() {
        if column.owner() == pos.side {
            search.from(square, column);
        }
    }
    search.found
}

/// Every jump sequence from `square` that cannot go on, maximal or not: to explain why a
/// capture was refused.
pub(crate) fn complete_captures_from(pos: &Position, square: Square) -> Vec<Move> {
    let mut search = Search { board: *pos, best: 1, all: true, found: Vec::new() };
    if let Some(column) = pos.column(square).filter(|c| c.owner() == pos.side) {
        search.from(square, column);
    }
    search.found
}

/// A depth-first walk over jump sequences on a scratch board.
struct Search {
    /// The board with the jumped columns as they are so far, the jumper lifted off.
    board: Position,
    /// The length a sequence must reach to be kept (at least one jump).
    best: usize,
    /// Keep every complete sequence, not only the longest.
    all: bool,
    found: Vec<Move>,
}

impl Search {
    /// Walks the sequences of the `column` on `square`, which is empty while it jumps.
    fn from(&mut self, square: Square, column: Column) {
        self.board.set(square, None);
        self.extend(Capture::start(square), None);
        self.board.set(square, Some(column));
    }

    /// Tries every next jump after `path`, whose last jump went in `came`; keeps `path`
    /// when it cannot go on (a sequence never stops early).
    fn extend(&mut self, path: Capture, came: Option<Direction>) {
        let at = path.to();
        let mut went_on = false;
        for direction in Direction::ALL {
            if came == Some(direction.opposite()) {
                continue;
            }
            let Some((over, landing)) = can_jump(&self.board, self.board.side, at, direction) else {
                continue;
            };
            let Some(next) = path.then(landing) else { continue };
            let jumped = self.board.column(over);
            self.board.set(over, jumped.and_then(Column::without_top));
            went_on = true;
            self.extend(next, Some(direction));
            self.board.set(over, jumped);
        }
        if !went_on {
            self.keep(path);
        }
    }

    fn keep(&mut self, path: Capture) {
        if self.all {
            if path.taken() > 0 {
                self.found.push(Move::Capture(path));
            }
            return;
        }
        if path.taken() > self.best {
            self.best = path.taken();
            self.found.clear();
        }
        if path.taken() == self.best {
            self.found.push(Move::Capture(path));
        }
    }
}
