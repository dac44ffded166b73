//! Perft: the number of distinct successor paths of a given depth (rules §1.7, §2.9).

use crate::Rules;

/// `perft(p, 0) = 1`, `perft(p, d) = Σ perft(s, d−1)` over the distinct successors `s`.
pub fn perft<G: Rules>(pos: &G::Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => G::successors(pos).len() as u64,
        _ => G::successors(pos).iter().map(|s| perft::<G>(s, depth - 1)).sum(),
    }
}
