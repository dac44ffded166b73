//! Position notation (rules §1.6) from the golden list `data/gipf_positions.txt`, and the
//! turn notation examples of `docs/notation.md`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::gipf::{Decision, Gipf, Phase, Position, TurnInProgress};
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

/// The same examples as decisions: each segment reads as a [`Decision`] that prints back
/// (an `o` removal as `x`), and applying them, with the stops the text implies, makes the
/// same turn.
#[test]
fn documented_turn_examples_as_decisions() {
    let doc = include_str!("../../docs/notation.md");
    let section = doc.split("## GIPF turns").nth(1).expect("a GIPF section");
    let section = section.split("\n## ").next().unwrap_or(section);
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(|c| c.trim().trim_matches('`')).collect();
        let (position, text) = (cells[1], cells[2]);
        let pos: Position = position.parse().unwrap_or_else(|e| panic!("{position}: {e}"));
        let mut t = TurnInProgress::new(&pos).unwrap_or_else(|e| panic!("{position}: {e}"));
        for segment in text.split(';') {
            let d: Decision = segment.parse().unwrap_or_else(|e| panic!("{segment}: {e}"));
            assert_eq!(d.to_string(), segment.replacen('o', "x", usize::from(segment.starts_with('o'))));
            if t.apply(d).is_err() {
                t.apply(Decision::Stop).unwrap_or_else(|e| panic!("{text}: stop before {segment}: {e}"));
                t.apply(d).unwrap_or_else(|e| panic!("{text}: {segment}: {e}"));
            }
        }
        if t.phase() != Phase::Done {
            t.apply(Decision::Stop).unwrap_or_else(|e| panic!("{text}: final stop: {e}"));
        }
        let (turn, _) = t.finish().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(turn, Gipf::parse_turn(&pos, text).expect("legal"), "{text}");
    }
}

#[test]
fn decision_text_errors_are_named() {
    assert_eq!("stop".parse::<Decision>(), Ok(Decision::Stop));
    let e = "q1".parse::<Decision>().expect_err("not a decision").to_string();
    assert!(e.contains("cannot read \"q1\""), "{e}");
}
