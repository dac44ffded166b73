//! Replays the perft tables in `data/*_perft.txt` (rules §1.7, §2.9) for both games.
//! A line is `position; depth count; depth count ...`; `#` starts a comment line.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::Emergo;
use tavola_engine::gipf::Gipf;
use tavola_engine::perft::perft;
use tavola_engine::Rules;

/// Checks every entry of `table`; returns how many there were.
fn replay<G: Rules>(table: &str) -> usize {
    let mut checked = 0;
    for line in table.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let mut fields = line.split(';');
        let text = fields.next().unwrap_or_default().trim();
        let position: G::Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        for entry in fields {
            let (depth, count) = entry.trim().split_once(' ').expect("depth and count");
            let depth: u32 = depth.parse().expect("a depth");
            let count: u64 = count.parse().expect("a count");
            assert_eq!(perft::<G>(&position, depth), count, "perft {depth} of {position}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn gipf_perft_table() {
    assert_eq!(replay::<Gipf>(include_str!("data/gipf_perft.txt")), 9);
}

#[test]
fn emergo_perft_table() {
    assert!(replay::<Emergo>(include_str!("data/emergo_perft.txt")) >= 8);
}
