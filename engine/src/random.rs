//! The engine's one source of chance: a seeded SplitMix64 and the random walk built on it.
//!
//! Everything random in the engine is deterministic under a seed — the AI's noise and move
//! order, the match openings, the benchmark's mid-game positions, the tests' playouts —
//! so a figure or a failure can always be reproduced.

use crate::Rules;

/// SplitMix64's finaliser: spreads every input bit over the output.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// SplitMix64: small, fast and good enough to pick turns; any seed (even 0) is fine.
///
/// ```
/// use tavola_engine::random::Rng;
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// assert_eq!(a.next(), b.next());
/// assert!(a.below(3) < 3);
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence follows from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)] // not an iterator: it never ends
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One item of `items`, or `None` when there is none.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len()))
        }
    }

    /// Puts `items` in a random order.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// Plays up to `plies` random legal turns from `pos`, stopping early where the game ends.
pub fn walk<G: Rules>(mut pos: G::Position, plies: usize, rng: &mut Rng) -> G::Position {
    for _ in 0..plies {
        match rng.pick(&G::turns(&pos)) {
            Some(turn) => pos = G::apply_unchecked(&pos, turn),
            None => break,
        }
    }
    pos
}
