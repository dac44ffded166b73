//! Position notation (rules §1.6) from the golden list `data/gipf_positions.txt`, and the
//! turn notation examples of `docs/notation.md`.

use tavola_engine::gipf::{Gipf, Position};
use tavola_engine::Rules;

#[test]
fn golden_positions() {
    let mut checked = 0;
    for line in include_str!("data/gipf_positions.txt").lines() {
        if let Some(text) = line.strip_prefix("ok ") {
            let pos: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(pos.to_string(), text);
            checked += 1;
        } else if let Some(rest) = line.strip_prefix("bad ") {
            let (text, message) = rest.split_once(" => ").expect("text => message");
            match text.parse::<Position>() {
                Ok(p) => panic!("{text} was accepted as {p}"),
                Err(e) => assert!(e.to_string().contains(message), "{text}: {e:?} says {e}, expected {message}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 30);
}

/// Every row of the examples table in the GIPF section of `docs/notation.md`:
/// `| `position` | `turn` | meaning |`. Each turn must be legal and print back the same.
#[test]
fn documented_turn_examples_parse() {
    let doc = include_str!("../../docs/notation.md");
    let section = doc.split("## GIPF turns").nth(1).expect("a GIPF section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut checked = 0;
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(|c| c.trim().trim_matches('`')).collect();
        let (position, turn) = (cells[1], cells[2]);
        let pos: Position = position.parse().unwrap_or_else(|e| panic!("{position}: {e}"));
        let parsed = Gipf::parse_turn(&pos, turn).unwrap_or_else(|e| panic!("{turn} in {position}: {e}"));
        assert_eq!(parsed.to_string(), turn);
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} examples");
}
