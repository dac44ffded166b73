//! Fuzz-style properties: no input, however broken, makes a parser panic.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use proptest::prelude::*;
use tavola_engine::emergo::{Emergo, LegalMoves, Move, Position, Square};
use tavola_engine::record::Record;
use tavola_engine::Rules;

const VALID_POSITION: &str = "emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8";
const VALID_RECORD: &str = include_str!("data/emergo_seed_game.txt");

/// Characters the notations use, and a few they do not, so mutations stay close to valid.
const ALPHABET: &[char] = &[
    'w', 'b', '(', ')', '/', '-', ' ', '0', '1', '2', '5', '9', 'a', 'e', 'i', 'j', '[', ']', '"', '{', '}', '.', '\n',
    'é', '\u{0}',
];

/// Applies `edits` (position, kind, character) to `text`.
fn mutate(text: &str, edits: &[(usize, u8, usize)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, kind, c) in edits {
        let at = at % (chars.len() + 1);
        let c = ALPHABET[c % ALPHABET.len()];
        match kind % 3 {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = c,
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

/// Every parser, and everything a parsed position offers.
fn exercise(text: &str) {
    if let Ok(pos) = text.parse::<Position>() {
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos), "{text}");
        let _ = Emergo::result(&pos);
        let _ = Emergo::successors(&pos);
        let legal = LegalMoves::new(&pos);
        for square in Square::ALL {
            let _ = legal.targets_from(square);
        }
    }
    let _ = text.parse::<Move>();
    let _ = text.parse::<Square>();
    for pos in [Position::start(), VALID_POSITION.parse().unwrap_or_else(|_| Position::start())] {
        if let Ok(mv) = Emergo::parse_turn(&pos, text) {
            let _ = Emergo::apply_unchecked(&pos, &mv);
        }
        // Playing an unchecked move must not panic either.
        if let Ok(mv) = text.parse::<Move>() {
            let _ = Emergo::apply_unchecked(&pos, &mv);
        }
    }
    let _ = Record::<Emergo>::parse(text);
}

fn edits() -> impl Strategy<Value = Vec<(usize, u8, usize)>> {
    prop::collection::vec((any::<usize>(), any::<u8>(), any::<usize>()), 1..6)
}

proptest! {
    #[test]
    fn arbitrary_strings_never_panic(text in ".{0,80}") {
        exercise(&text);
    }

    #[test]
    fn mutated_positions_never_panic(edits in edits()) {
        exercise(&mutate(VALID_POSITION, &edits));
        exercise(&mutate("emergo 1/3/5/7/9/7/5/3/1 w 12 12", &edits));
    }

    #[test]
    fn mutated_moves_never_panic(edits in edits()) {
        exercise(&mutate("g6-e6-c6", &edits));
        exercise(&mutate("b6-c6", &edits));
    }

    #[test]
    fn mutated_records_never_panic(edits in edits()) {
        exercise(&mutate(VALID_RECORD, &edits));
    }
}

#[test]
fn tall_columns_and_long_captures_are_refused_not_overflowed() {
    let tall = format!("emergo 1/3/5/7/({})8/7/5/3/1 w 0 0", "w".repeat(300));
    assert!(tall.parse::<Position>().is_err());
    let long = format!("a5{}", "-c5-a5".repeat(20));
    assert!(long.parse::<Move>().is_err());
    assert!("emergo 1/3/5/7/99999999999999999999/7/5/3/1 w 0 0".parse::<Position>().is_err());
}
