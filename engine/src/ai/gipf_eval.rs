//! The GIPF evaluation: a weighted sum of features counted for each player, mine minus the
//! opponent's, in hundredths of a piece for the side to move.
//!
//! The current weights were fitted to the results of self-play games (`tavola-cli tune`,
//! `docs/ai.md`); the baseline's are the hand-tuned ones of ad4b024, on the features it had.

use std::sync::OnceLock;

use super::Engine;
use crate::gipf::{Point, Position, Variant};
use crate::Color;

/// What the evaluation counts for one player, in the order of [`Weights`].
pub const FEATURES: [&str; FEATURE_COUNT] = [
    "reserve",
    "on_board",
    "second_gipf",
    "third_gipf",
    "more_gipf",
    "centre",
    "inner",
    "threes",
    "shortage_squared",
    "twos",
    "in_danger",
    "gipf_in_danger",
    "central_lines",
    "shortage",
];

/// How many features there are.
pub const FEATURE_COUNT: usize = 14;

/// One player's feature counts.
pub type Features = [i32; FEATURE_COUNT];

/// A weight per feature, and the side to move's bonus.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per feature, hundredths of a piece per unit.
    pub feature: [i32; FEATURE_COUNT],
    /// The side to move can act first on every threat.
    pub tempo: i32,
}

/// ad4b024's hand-tuned weights: reserve 100, board 90, the second GIPF piece 150, the third
/// 100 more, each further one 60, centre 20 and 8, threes 45, shortage 30 per squared piece
/// short of four, tempo 20. It had none of the later features.
pub const BASELINE: Weights = Weights { feature: [100, 90, 150, 100, 60, 20, 8, 45, -30, 0, 0, 0, 0, 0], tempo: 20 };

/// The current weights, fitted by `tavola-cli tune` (docs/ai.md, "Tuning").
pub const CURRENT: Weights = Weights { feature: [189, 181, 6, -11, 60, 43, 19, -3, -20, 13, -28, 16, 1, 1], tempo: 17 };

/// Bit masks of the board's spots (layout in `gipf/board.rs`).
struct Masks {
    /// Hex distance 0–1 and 2 from e5.
    centre: u64,
    inner: u64,
    /// The three lines through e5.
    central_lines: u64,
}

fn masks() -> &'static Masks {
    static MASKS: OnceLock<Masks> = OnceLock::new();
    MASKS.get_or_init(|| {
        let mut m = Masks { centre: 0, inner: 0, central_lines: 0 };
        for point in Point::all() {
            let Some(bit) = point.bit() else { continue };
            let (q, r) = point.axial();
            match (q.abs() + r.abs() + (q + r).abs()) / 2 {
                0 | 1 => m.centre |= bit,
                2 => m.inner |= bit,
                _ => {}
            }
            if q == 0 || r == 0 || q + r == 0 {
                m.central_lines |= bit;
            }
        }
        m
    })
}

/// A step along a line is a shift by 1, 7 or 8 in the board's layout, never wrapping.
const STEPS: [u32; 3] = [1, 7, 8];

/// The spots just beyond both ends of every run of three of `pieces` along a line: where a
/// fourth piece completes a row, and whatever lies there in line is taken with it.
fn runs_of_three(pieces: u64) -> u64 {
    STEPS.iter().fold(0, |ends, &s| {
        let start = pieces & (pieces >> s) & (pieces >> (2 * s));
        ends | (start >> s) | (start << (3 * s))
    })
}

/// Whether `color` has three pieces in a line somewhere.
pub fn has_three(pos: &Position, color: Color) -> bool {
    let mine = pos.pieces(color).0;
    STEPS.iter().any(|&s| mine & (mine >> s) & (mine >> (2 * s)) != 0)
}

/// `color`'s feature counts in `pos`.
pub fn features(pos: &Position, color: Color) -> Features {
    let m = masks();
    let reserve = i32::from(pos.reserve(color));
    let mine = pos.pieces(color).0;
    let theirs = pos.pieces(color.other()).0;
    let gipf = if pos.variant() == Variant::Basic { 0 } else { pos.gipf_pieces(color).len() as i32 };
    let count = |bits: u64| bits.count_ones() as i32;
    let threes: i32 = STEPS.iter().map(|&s| count(mine & (mine >> s) & (mine >> (2 * s)))).sum();
    let twos: i32 = STEPS.iter().map(|&s| count(mine & (mine >> s))).sum();
    // Mine next to an opponent's run of three: the row he completes there takes them.
    let their_ends = runs_of_three(theirs);
    let gipf_bits = if pos.variant() == Variant::Basic { 0 } else { pos.gipf_pieces(color).0 };
    let short = (4 - reserve).max(0);
    [
        reserve,
        i32::from(pos.on_board(color)),
        i32::from(gipf >= 2),
        i32::from(gipf >= 3),
        (gipf - 3).max(0),
        count(mine & m.centre),
        count(mine & m.inner),
        threes,
        short * short,
        twos,
        count(mine & their_ends),
        count(gipf_bits & their_ends),
        count(mine & m.central_lines),
        short,
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
    let me = pos.side_to_move();
    let (a, b) = (features(pos, me), features(pos, me.other()));
    let mut score = w.tempo;
    for i in 0..FEATURE_COUNT {
        if w.feature[i] != 0 {
            score += w.feature[i] * (a[i] - b[i]);
        }
    }
    score
}

/// The static value of `pos` for the side to move, as `engine` judges it.
pub fn evaluate(pos: &Position, engine: Engine) -> i32 {
    evaluate_with(pos, weights(engine))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_hold_seven_and_twelve_spots() {
        let m = masks();
        assert_eq!((m.centre.count_ones(), m.inner.count_ones(), m.central_lines.count_ones()), (7, 12, 19));
    }

    #[test]
    fn a_piece_beside_a_run_of_three_is_in_danger() {
        // A run of three white pieces up column d, a black piece right after it: a fourth
        // white piece pushed in below completes the row and takes the black one.
        let pos: Position = "gipf basic 4/5/6/1wwwb2/6/5/4 w 12 12".parse().expect("position");
        assert_eq!(features(&pos, Color::Black)[10], 1);
        assert_eq!(features(&pos, Color::White)[10], 0);
        assert_eq!(features(&pos, Color::White)[7], 1);
    }
}
