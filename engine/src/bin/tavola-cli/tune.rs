//! `tavola-cli tune`: fits the evaluation's weights to the results of self-play games
//! (the "Texel" method): every position at the start of a turn is labelled with how the
//! game ended for its side to move, and the weights are chosen so that a logistic curve of
//! the evaluation predicts those results best. Prints the fitted weights for
//! `ai/gipf_eval.rs` or `ai/emergo_eval.rs`.

use std::cell::RefCell;

use tavola_engine::ai::{emergo_eval, gipf_eval};
use tavola_engine::{Color, GameKind};

use crate::arena::{self, GameEnd, MatchSetup, Player, Seen};

/// One position: its features from the side to move's view, then the constant 1 (the
/// tempo's feature in GIPF), and that side's result (1 won, 0.5 drawn, 0 lost).
struct Sample {
    x: Vec<f64>,
    y: f64,
}

/// Turns at the start of each game that are not learned from: the random opening.
const SKIP_TURNS: usize = 4;

fn vector(seen: &Seen) -> (Vec<f64>, Color) {
    match seen {
        Seen::Gipf(pos) => {
            let me = pos.side_to_move();
            let (a, b) = (gipf_eval::features(pos, me), gipf_eval::features(pos, me.other()));
            let mut x: Vec<f64> = a.iter().zip(b).map(|(a, b)| f64::from(a - b)).collect();
            x.push(1.0);
            (x, me)
        }
        Seen::Emergo(pos) => (emergo_eval::features(pos).iter().map(|&f| f64::from(f)).collect(), pos.side_to_move()),
    }
}

/// The feature names and today's weights, in the order of [`vector`].
fn current(game: GameKind) -> (Vec<&'static str>, Vec<f64>) {
    match game {
        GameKind::Gipf(_) => {
            let w = gipf_eval::CURRENT;
            let mut names = gipf_eval::FEATURES.to_vec();
            names.push("tempo");
            let mut weights: Vec<f64> = w.feature.iter().map(|&v| f64::from(v)).collect();
            weights.push(f64::from(w.tempo));
            (names, weights)
        }
        GameKind::Emergo => {
            (emergo_eval::FEATURES.to_vec(), emergo_eval::CURRENT.iter().map(|&v| f64::from(v)).collect())
        }
    }
}

/// Plays `games` self-play games of `player` (a level with noise gives varied but
/// sensible play) on `threads` threads and labels their positions. Games cut off by the
/// move cap teach nothing and are left out.
fn samples(game: GameKind, player: Player, games: u32, seed: u64, threads: u32) -> Result<Vec<Sample>, String> {
    let now = std::time::Instant::now();
    let now_ms = move || now.elapsed().as_secs_f64() * 1000.0;
    let parts = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|part| {
                scope.spawn(move || {
                    let setup = MatchSetup {
                        game,
                        players: [player, player],
                        games,
                        seed,
                        ms: [None; 2],
                        part: (part, threads),
                    };
                    // The game under way's positions, labelled when it ends.
                    let open: RefCell<Vec<(Vec<f64>, Color)>> = RefCell::new(Vec::new());
                    let mut done: Vec<Sample> = Vec::new();
                    arena::play_match(
                        &setup,
                        &now_ms,
                        &mut |_, seen| open.borrow_mut().push(vector(&seen)),
                        &mut |_, end: &GameEnd, _| {
                            for (x, side) in open.borrow_mut().drain(..).skip(SKIP_TURNS) {
                                if !end.capped {
                                    let y = match end.winner {
                                        None => 0.5,
                                        Some(w) if w == side => 1.0,
                                        Some(_) => 0.0,
                                    };
                                    done.push(Sample { x, y });
                                }
                            }
                        },
                    )
                    .map(|_| done)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().map_err(|_| "a tuning thread failed".to_string())?)
            .collect::<Result<Vec<_>, String>>()
    })?;
    Ok(parts.into_iter().flatten().collect())
}

fn sigmoid(v: f64) -> f64 {
    1.0 / (1.0 + (-v).exp())
}

/// Mean squared error of the predicted results with weights `w` and scale `k`.
fn loss(data: &[Sample], w: &[f64], k: f64) -> f64 {
    let sum: f64 = data.iter().map(|s| (s.y - sigmoid(dot(&s.x, w) / k)).powi(2)).sum();
    sum / data.len().max(1) as f64
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}

/// The scale that makes today's weights predict best (golden-section search): it fixes the
/// units, so that the fitted weights stay in hundredths of a piece.
fn fit_scale(data: &[Sample], w: &[f64]) -> f64 {
    let (mut lo, mut hi) = (10.0f64, 5000.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (a, b) = (hi - g * (hi - lo), lo + g * (hi - lo));
        if loss(data, w, a) < loss(data, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Full-batch gradient descent with Adam on the mean squared error, from today's weights.
fn fit_weights(data: &[Sample], start: &[f64], k: f64, steps: u32) -> Vec<f64> {
    let n = start.len();
    let mut w = start.to_vec();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (rate, b1, b2) = (1.0, 0.9, 0.999);
    for t in 1..=steps {
        let mut grad = vec![0.0; n];
        for s in data {
            let p = sigmoid(dot(&s.x, &w) / k);
            let common = -2.0 * (s.y - p) * p * (1.0 - p) / k;
            for (g, x) in grad.iter_mut().zip(&s.x) {
                *g += common * x;
            }
        }
        for i in 0..n {
            let g = grad[i] / data.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let (mh, vh) = (m[i] / (1.0 - b1.powi(t as i32)), v[i] / (1.0 - b2.powi(t as i32)));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
    }
    w
}

/// `tune --game g --games n [--player p] [--seed s] [--threads t] [--steps k]`.
pub fn run(game: GameKind, player: Player, games: u32, seed: u64, threads: u32, steps: u32) -> Result<String, String> {
    let data = samples(game, player, games, seed, threads)?;
    if data.is_empty() {
        return Err("no positions to learn from".to_string());
    }
    // One position in five is held out, to show the fit generalises rather than memorises.
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, sample) in data.into_iter().enumerate() {
        if i % 5 == 0 {
            test.push(sample)
        } else {
            train.push(sample)
        }
    }
    let (names, today) = current(game);
    let k = fit_scale(&train, &today);
    let fitted = fit_weights(&train, &today, k, steps);
    let mut out = format!(
        "{} positions ({} held out) from {games} games; scale {k:.0}\nloss today {:.5} (held out {:.5}), fitted {:.5} (held out {:.5})\n",
        train.len() + test.len(),
        test.len(),
        loss(&train, &today, k),
        loss(&test, &today, k),
        loss(&train, &fitted, k),
        loss(&test, &fitted, k),
    );
    for ((name, a), b) in names.iter().zip(&today).zip(&fitted) {
        out += &format!("{name:>18}: {a:>6.0} -> {b:>6.0}\n");
    }
    let rounded: Vec<String> = fitted.iter().map(|w| format!("{:.0}", w)).collect();
    out += &format!("weights: [{}]", rounded.join(", "));
    Ok(out)
}
