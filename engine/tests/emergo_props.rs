//! Properties of random playouts from the start (rules §2): men are conserved, columns
//! stay caps over prisoners, notation round-trips, and everything derived from the one
//! generator (successors, move checking, the app's tap helpers) agrees with it.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::collections::HashSet;

use proptest::prelude::*;
use tavola_engine::emergo::{Column, Emergo, LegalMoves, Move, Position, Square};
use tavola_engine::{Color, Rules};

/// The positions of a playout from the start that picks `choices[i] % n` among n moves.
fn playout(choices: &[usize]) -> Vec<Position> {
    let mut positions = vec![Position::start()];
    let mut pos = Position::start();
    for choice in choices {
        let turns = Emergo::turns(&pos);
        let Some(turn) = turns.get(choice % turns.len().max(1)) else { break };
        pos = Emergo::apply_unchecked(&pos, turn);
        positions.push(pos);
    }
    positions
}

fn choices() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(any::<usize>(), 0..90)
}

/// Every landing sequence the tap helpers accept from `from`, followed to its end.
fn sequences_by_taps(pos: &LegalMoves, from: Square) -> Vec<Vec<Square>> {
    let mut done = Vec::new();
    let mut open = vec![Vec::new()];
    while let Some(landed) = open.pop() {
        let next = pos.capture_continuations(from, &landed);
        for &square in &next {
            let mut longer = landed.clone();
            longer.push(square);
            open.push(longer);
        }
        if next.is_empty() && !landed.is_empty() {
            done.push(landed);
        }
    }
    done
}

proptest! {
    #[test]
    fn men_are_conserved_and_columns_are_caps_over_prisoners(choices in choices()) {
        for pos in playout(&choices) {
            for color in Color::BOTH {
                prop_assert_eq!(pos.men_on_board(color) + usize::from(pos.in_hand(color)), 12, "{}", pos);
            }
            for (_, column) in pos.columns() {
                let men: Vec<Color> = column.men().collect();
                let caps = men.iter().take_while(|&&m| m == column.owner()).count();
                prop_assert!(caps >= 1);
                prop_assert!(men[caps..].iter().all(|&m| m != column.owner()));
                prop_assert_eq!(Some(column), Column::new(column.owner(), caps as u8, (men.len() - caps) as u8));
            }
        }
    }

    #[test]
    fn notation_round_trips(choices in choices()) {
        for pos in playout(&choices) {
            let text = pos.to_string();
            prop_assert_eq!(text.parse::<Position>(), Ok(pos));
            for mv in Emergo::turns(&pos) {
                prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
                prop_assert_eq!(Emergo::parse_turn(&pos, &mv.to_string()), Ok(mv));
            }
        }
    }

    #[test]
    fn turns_and_successors_agree(choices in choices()) {
        for pos in playout(&choices) {
            let successors = Emergo::successors(&pos);
            let distinct: HashSet<Position> = successors.iter().copied().collect();
            prop_assert_eq!(distinct.len(), successors.len(), "successors are distinct");
            let reached: HashSet<Position> = Emergo::turns(&pos).iter().map(|t| Emergo::apply_unchecked(&pos, t)).collect();
            prop_assert_eq!(reached, distinct);
            prop_assert_eq!(Emergo::result(&pos).is_some(), successors.is_empty());
        }
    }

    #[test]
    fn has_legal_move_agrees_with_the_generator(choices in choices()) {
        for pos in playout(&choices) {
            prop_assert_eq!(pos.has_legal_move(), !pos.legal_moves().is_empty(), "{}", pos);
        }
    }

    #[test]
    fn tap_helpers_accept_exactly_the_legal_captures(choices in choices()) {
        for pos in playout(&choices) {
            let legal = Emergo::turns(&pos);
            let taps = LegalMoves::new(&pos);
            let mut by_taps = HashSet::new();
            for from in Square::ALL {
                for landed in sequences_by_taps(&taps, from) {
                    prop_assert!(taps.move_for_taps(from, &landed).is_some(), "{} {:?} ends a legal move", from, landed);
                    by_taps.insert((from, landed));
                }
                let expected: Vec<Square> = legal.iter().filter(|m| m.from() == Some(from)).map(|m| match m {
                    Move::Capture(c) => c.landings()[0],
                    _ => m.to(),
                }).collect();
                let mut targets = taps.targets_from(from);
                let mut expected_set = expected.clone();
                targets.sort();
                expected_set.sort();
                expected_set.dedup();
                prop_assert_eq!(targets, expected_set);
            }
            let captures: HashSet<(Square, Vec<Square>)> = legal.iter().filter_map(|m| match m {
                Move::Capture(c) => Some((c.from(), c.landings().to_vec())),
                _ => None,
            }).collect();
            prop_assert_eq!(by_taps, captures.clone());
            prop_assert_eq!(taps.capture_compulsory(), !captures.is_empty());
        }
    }
}
