//! Replays the Emergo perft table in `data/emergo_perft.txt` (RULES §2.9).

use tavola_engine::emergo::{Emergo, Position};
use tavola_engine::perft::perft;

#[test]
fn perft_table() {
    let table = include_str!("data/emergo_perft.txt");
    let mut checked = 0;
    for line in table.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let mut fields = line.split(';');
        let position: Position = fields.next().unwrap_or_default().trim().parse().expect("a valid position");
        for entry in fields {
            let (depth, count) = entry.trim().split_once(' ').expect("depth and count");
            let depth: u32 = depth.parse().expect("a depth");
            let count: u64 = count.parse().expect("a count");
            assert_eq!(perft::<Emergo>(&position, depth), count, "perft {depth} of {position}");
            checked += 1;
        }
    }
    assert!(checked >= 8);
}
