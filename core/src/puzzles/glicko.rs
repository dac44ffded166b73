//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
//! deviation and volatility, updated after each puzzle as one game against a player of the
//! puzzle's rating. Puzzles keep fixed ratings (no server gathers everyone's results), so
//! only the solver's rating moves.

use serde::{Deserialize, Serialize};

/// The Glicko-2 scale factor between the displayed scale and the internal one.
const SCALE: f64 = 173.7178;
/// How much the volatility may change: 0.5, the middle of Glickman's 0.3–1.2.
const TAU: f64 = 0.5;
/// The deviation puzzles are given: their ratings are estimates.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// No deviation grows past a newcomer's.
const MAX_DEVIATION: f64 = 350.0;
/// Nor shrinks below this: a rating keeps following the player's progress.
const MIN_DEVIATION: f64 = 45.0;

/// A player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// Where a newcomer starts: in the middle of the puzzles' ratings (900 to about 2300,
/// most of them between 900 and 1500), not the middle of the scale.
pub const NEWCOMER: f64 = 1200.0;
/// And how sure of it the trainer is: less than Glickman's 350 for an unrated player, so
/// that one slip on a first puzzle costs a hundred or two points, not six hundred.
const NEWCOMER_DEVIATION: f64 = 250.0;

impl Default for Rating {
    /// A newcomer: 1200 ± 250.
    fn default() -> Rating {
        Rating { rating: NEWCOMER, deviation: NEWCOMER_DEVIATION, volatility: 0.06 }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl Rating {
    /// The rating after one result against an opponent rated `opponent` (± `deviation`):
    /// `score` 1 for solved, 0 for failed.
    pub fn after(self, opponent: f64, deviation: f64, score: f64) -> Rating {
        self.after_period(&[(opponent, deviation, score)])
    }

    /// The rating after a rating period of `games` (opponent's rating, deviation, score).
    pub fn after_period(self, games: &[(f64, f64, f64)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let scaled: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|&(r, rd, s)| {
                let (mu_j, g_j) = ((r - 1500.0) / SCALE, g(rd / SCALE));
                (g_j, 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp()), s)
            })
            .collect();
        let v = 1.0 / scaled.iter().map(|(g_j, e, _)| g_j * g_j * e * (1.0 - e)).sum::<f64>();
        let gain: f64 = scaled.iter().map(|(g_j, e, s)| g_j * (s - e)).sum();
        let delta = v * gain;
        // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2)) - (x - a) / (TAU * TAU)
        };
        let mut lo = a;
        let mut hi = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 && k < 100.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_lo, mut f_hi) = (f(lo), f(hi));
        for _ in 0..100 {
            if (hi - lo).abs() <= 1e-6 {
                break;
            }
            let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
            let f_c = f(c);
            if f_c * f_hi <= 0.0 {
                lo = hi;
                f_lo = f_hi;
            } else {
                f_lo /= 2.0;
            }
            hi = c;
            f_hi = f_c;
        }
        let volatility = (lo / 2.0).exp();
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * gain;
        Rating {
            rating: 1500.0 + SCALE * mu_new,
            deviation: (SCALE * phi_new).clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // Section "Example calculation" of the paper: 1500 ± 200, σ 0.06, against 1400 ± 30
        // (won), 1550 ± 100 and 1700 ± 300 (lost) gives 1464.06 ± 151.52, σ 0.05999.
        let start = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let end = start.after_period(&[(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]);
        assert!((end.rating - 1464.06).abs() < 0.01, "{end:?}");
        assert!((end.deviation - 151.52).abs() < 0.01, "{end:?}");
        assert!((end.volatility - 0.05999).abs() < 0.00001, "{end:?}");
    }

    #[test]
    fn solving_hard_puzzles_gains_more_than_easy_ones() {
        let me = Rating::default();
        let easy = me.after(900.0, PUZZLE_DEVIATION, 1.0).rating - me.rating;
        let hard = me.after(1700.0, PUZZLE_DEVIATION, 1.0).rating - me.rating;
        assert!(hard > easy && easy > 0.0, "{easy} {hard}");
        let failed_easy = me.after(900.0, PUZZLE_DEVIATION, 0.0).rating - me.rating;
        assert!((-300.0..-100.0).contains(&failed_easy), "{failed_easy}");
        let mut settled = me;
        for _ in 0..40 {
            settled = settled.after(1500.0, PUZZLE_DEVIATION, 1.0).after(1500.0, PUZZLE_DEVIATION, 0.0);
        }
        assert!(settled.deviation < 120.0 && (settled.rating - 1500.0).abs() < 60.0, "{settled:?}");
    }
}
