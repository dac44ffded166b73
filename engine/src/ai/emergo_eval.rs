//! The Emergo evaluation: a weighted sum of features seen from the side to move, in
//! hundredths of a man.
//!
//! The current weights were fitted to the results of self-play games (`tavola-cli tune`,
//! `docs/ai.md`); the baseline's are the hand-tuned ones of ad4b024.

use super::Engine;
use crate::emergo::{can_jump, Direction, Position};
use crate::Color;

/// What the Emergo evaluation counts, from the side to move's view, in the order of
/// [`Weights`].
pub const FEATURES: [&str; FEATURE_COUNT] =
    ["men", "mobility", "fragile_prisoners", "my_jumps", "their_jumps", "columns", "in_hand", "prisoners_held"];

/// How many features there are.
pub const FEATURE_COUNT: usize = 8;

/// A weight per feature, hundredths of a man per unit.
pub type Weights = [i32; FEATURE_COUNT];

/// ad4b024's hand-tuned weights: a man under control 100 (in hand or anywhere in a column one
/// owns), 4 per empty square next to an own column, −40 per prisoner under a single cap
/// (one jump frees them all), +40 per jump the side to move could make, −25 per jump the
/// opponent could make. It had none of the later features.
pub const BASELINE: Weights = [100, 4, -40, 40, -25, 0, 0, 0];

/// The current weights, fitted by `tavola-cli tune` (docs/ai.md, "Tuning").
pub const CURRENT: Weights = [100, 4, -40, 40, -25, 0, 0, 0];

/// The features of `pos` from the side to move's view (mine minus the opponent's, except
/// the jumps, which count each side's separately).
pub fn features(pos: &Position) -> [i32; FEATURE_COUNT] {
    let me = pos.side_to_move();
    let mut side = [[0i32; 6]; 2];
    let [men, mobility, fragile, jumps, columns, held] = [0, 1, 2, 3, 4, 5];
    for (square, column) in pos.columns() {
        let s = &mut side[column.owner().index()];
        s[men] += i32::from(column.height());
        s[columns] += 1;
        s[held] += i32::from(column.prisoners());
        if column.caps() == 1 {
            s[fragile] += i32::from(column.prisoners());
        }
        for direction in Direction::ALL {
            match square.neighbour(direction).map(|n| pos.column(n)) {
                Some(None) => s[mobility] += 1,
                Some(Some(_)) if can_jump(pos, column.owner(), square, direction).is_some() => s[jumps] += 1,
                _ => {}
            }
        }
    }
    let hand = |c: Color| i32::from(pos.in_hand(c));
    let (a, b) = (&side[me.index()], &side[me.other().index()]);
    [
        a[men] + hand(me) - b[men] - hand(me.other()),
        a[mobility] - b[mobility],
        a[fragile] - b[fragile],
        a[jumps],
        b[jumps],
        a[columns] - b[columns],
        hand(me) - hand(me.other()),
        a[held] - b[held],
    ]
}

/// The weights `engine` evaluates with.
pub fn weights(engine: Engine) -> &'static Weights {
    match engine {
        Engine::Current => &CURRENT,
        Engine::Baseline => &BASELINE,
    }
}

/// The static value of `pos` for the side to move under `w`.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    features(pos).iter().zip(w).map(|(f, w)| f * w).sum()
}

/// The static value of `pos` for the side to move, as `engine` judges it.
pub fn evaluate(pos: &Position, engine: Engine) -> i32 {
    evaluate_with(pos, weights(engine))
}
