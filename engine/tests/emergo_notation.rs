//! Position, move and square notation (rules §2.1, §2.8).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::{Direction, Move, MoveError, Position, Square};

#[test]
fn golden_positions() {
    for line in include_str!("data/emergo_positions.txt").lines() {
        if let Some(text) = line.strip_prefix("ok ") {
            let pos: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(pos.to_string(), text);
        } else if let Some(case) = line.strip_prefix("err ") {
            let (text, message) = case.split_once(" => ").expect("err <position> => <message>");
            match text.parse::<Position>() {
                Ok(pos) => panic!("{text} parsed as {pos}"),
                Err(e) => assert_eq!(e.to_string(), message, "{text}"),
            }
        }
    }
}

#[test]
fn start_position() {
    assert_eq!(Position::start().to_string(), "emergo 1/3/5/7/9/7/5/3/1 w 12 12");
}

#[test]
fn squares_follow_the_oblique_notation() {
    assert_eq!(Square::ALL.len(), 41);
    let labels: Vec<String> = Square::ALL.iter().map(|s| s.label()).collect();
    assert_eq!(&labels[..4], ["e9", "d8", "e8", "f8"]);
    for missing in ["a1", "a9", "i1", "i9", "a4", "d9", "j5", "e0", "e10", "E5", ""] {
        assert!(missing.parse::<Square>().is_err(), "{missing}");
    }
    for square in Square::ALL {
        assert_eq!(square.label().parse::<Square>(), Ok(square));
        assert_eq!(Square::new(square.file(), square.rank()), Some(square));
        for d in Direction::ALL {
            if let Some(n) = square.neighbour(d) {
                assert_eq!(n.neighbour(d.opposite()), Some(square));
            }
        }
    }
    let e5: Square = "e5".parse().expect("e5");
    assert_eq!(e5, Square::E5);
    assert_eq!(e5.neighbours().count(), 4);
    let a5: Square = "a5".parse().expect("a5");
    assert_eq!(a5.neighbours().map(|s| s.label()).collect::<Vec<_>>(), ["b5"]);
}

#[test]
fn physical_board_mapping() {
    let physical = |label: &str| label.parse::<Square>().map(Square::physical).expect("square");
    assert_eq!(physical("e1"), (0, 1));
    assert_eq!(physical("a5"), (0, 9));
    assert_eq!(physical("e9"), (8, 9));
    assert_eq!(physical("i5"), (8, 1));
    assert_eq!(physical("e5"), (4, 5));
    for square in Square::ALL {
        let (file, rank) = square.physical();
        assert_eq!((file + rank) % 2, 1, "{square} is dark: a1 (0, 1) is dark");
        assert_eq!(Square::from_physical(file, rank), Some(square));
    }
    assert_eq!(Square::from_physical(1, 1), None, "b1 is light");
}

#[test]
fn move_notation() {
    for text in ["d6", "b6-c6", "g6-e6-c6", "e4-c4-c6-e6-e4-c4"] {
        let mv: Move = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to_string(), text);
    }
    assert!(matches!("b6-c6".parse(), Ok(Move::Step(..))));
    assert!(matches!("b6-d6".parse(), Ok(Move::Capture(_))));
    assert_eq!(
        "b6-d7".parse::<Move>().map_err(|e| e.to_string()),
        Err("b6-d7 is neither a step (one square) nor a jump (two squares in a line); a step is written alone".into())
    );
    assert!(matches!("b6-c6-d6".parse::<Move>(), Err(MoveError::Shape { .. })));
    assert!(matches!("b6-".parse::<Move>(), Err(MoveError::Square(_))));
    assert!(matches!("".parse::<Move>(), Err(MoveError::Square(_))));
}
