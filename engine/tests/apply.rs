//! `Rules::apply`, the checked play that records and the app use, agrees with the
//! generator: it takes exactly the turns of `turns(pos)`, giving what `apply_unchecked`
//! gives, and refuses every other turn with a reason.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::Emergo;
use tavola_engine::gipf::{Gipf, Position, Variant};
use tavola_engine::random::{walk, Rng};
use tavola_engine::Rules;

/// Along a random game from `start`, every legal turn is taken, and the turns legal in
/// the other positions of the game but not here are refused.
fn agrees<G: Rules>(start: G::Position, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut games = vec![start];
    for _ in 0..12 {
        let last = games.last().cloned().expect("a position");
        games.push(walk::<G>(last, 3, &mut rng));
    }
    let every: Vec<G::Turn> = games.iter().flat_map(G::turns).collect();
    let (mut taken, mut refused) = (0, 0);
    for pos in &games {
        let legal = G::turns(pos);
        for turn in &every {
            match G::apply(pos, turn) {
                Ok(after) => {
                    assert!(legal.contains(turn), "{turn} taken in {pos}");
                    assert_eq!(after, G::apply_unchecked(pos, turn));
                    taken += 1;
                }
                Err(e) => {
                    assert!(!legal.contains(turn), "{turn} refused in {pos}: {e}");
                    assert!(!e.to_string().is_empty());
                    refused += 1;
                }
            }
        }
    }
    assert!(taken > 0 && refused > 0, "{taken} taken, {refused} refused");
}

#[test]
fn apply_takes_exactly_the_generated_turns() {
    for (seed, variant) in [Variant::Basic, Variant::Standard, Variant::Tournament].into_iter().enumerate() {
        agrees::<Gipf>(Position::start(variant), seed as u64);
    }
    agrees::<Emergo>(tavola_engine::emergo::Position::start(), 9);
}
