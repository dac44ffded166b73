//! The helpers a board uses while a player builds a move tap by tap.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::{LegalMoves, Move, Position, Square};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn squares(labels: &[&str]) -> Vec<Square> {
    labels.iter().map(|l| l.parse().unwrap_or_else(|e| panic!("{e}"))).collect()
}

#[test]
fn a_capture_is_built_landing_by_landing() {
    // Two maximal loops from b4; the first landing chooses the direction.
    let p = pos("emergo 1/3/5/1b5/1b1b5/w(bw)5/5/3/1 w 0 0");
    let b4 = squares(&["b4"])[0];
    let legal = LegalMoves::new(&p);
    assert!(legal.capture_compulsory());
    assert_eq!(legal.movable_columns(), [b4]);
    let mut first = legal.targets_from(b4);
    first.sort();
    assert_eq!(first, squares(&["b6", "d4"]));
    assert_eq!(legal.capture_continuations(b4, &squares(&["d4"])), squares(&["d6"]));
    assert_eq!(legal.capture_continuations(b4, &squares(&["d4", "d6", "b6"])), squares(&["b4"]));
    assert!(legal.capture_continuations(b4, &squares(&["d4", "d6", "b6", "b4"])).is_empty());
    assert!(legal.capture_continuations(b4, &squares(&["d6"])).is_empty(), "not a prefix");
    assert_eq!(legal.move_for_taps(b4, &squares(&["d4", "d6"])), None, "a capture cannot stop early");
    let full = legal.move_for_taps(b4, &squares(&["d4", "d6", "b6", "b4"]));
    assert_eq!(full.map(|m| m.to_string()), Some("b4-d4-d6-b6-b4".to_string()));
}

#[test]
fn steps_and_entries_for_the_board() {
    let stepping = pos("emergo 1/3/5/7/4w4/7/5/3/1 w 0 1");
    let e5 = Square::E5;
    let stepping_legal = LegalMoves::new(&stepping);
    assert!(!stepping_legal.capture_compulsory());
    assert_eq!(stepping_legal.movable_columns(), [e5]);
    assert_eq!(stepping_legal.targets_from(e5).len(), 4);
    assert!(stepping_legal.entry_squares().is_empty());
    assert_eq!(stepping.entry_size(), 0);
    let d5 = squares(&["d5"])[0];
    assert_eq!(stepping_legal.move_for_taps(e5, &[d5]), Some(Move::Step(e5, d5)));

    let start = Position::start();
    let start_legal = LegalMoves::new(&start);
    assert_eq!(start_legal.entry_squares().len(), 40);
    assert!(!start_legal.entry_squares().contains(&e5));
    assert!(start_legal.movable_columns().is_empty());
    assert_eq!(start.entry_size(), 1);
    assert_eq!(start_legal.move_for_taps(d5, &[]), Some(Move::Enter(d5)));
    assert_eq!(pos("emergo 1/3/5/7/8b/7/5/3/1 w 5 0").entry_size(), 5);
}
