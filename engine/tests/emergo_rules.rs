//! One test per rule of rules §2, each on a position written in notation.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::{Emergo, Move, Position, Square, TurnError};
use tavola_engine::{Color, GameResult, Reason, Rules};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves, as notation, sorted.
fn moves(text: &str) -> Vec<String> {
    let mut moves: Vec<String> = Emergo::turns(&pos(text)).iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

fn refusal(position: &str, mv: &str) -> String {
    match Emergo::parse_turn(&pos(position), mv) {
        Ok(_) => panic!("{mv} should be refused in {position}"),
        Err(e) => e.to_string(),
    }
}

fn play(position: &str, mv: &str) -> String {
    let p = pos(position);
    let turn = Emergo::parse_turn(&p, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    Emergo::apply_unchecked(&p, &turn).to_string()
}

fn square(label: &str) -> Square {
    label.parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_maximum_capture_over_all_columns_is_compulsory() {
    // a5 can take b5 (1), e2 can take e3 and e5 (2).
    let p = "emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0";
    assert_eq!(moves(p), ["e2-e4-e6"]);
    assert_eq!(refusal(p, "a5-c5"), "the capture taking the most men is compulsory: this takes 1, e2-e4-e6 takes 2");
    assert_eq!(refusal(p, "e2-e4"), "a capture may not stop while the column can jump on");
}

#[test]
fn equal_maxima_give_a_choice() {
    assert_eq!(moves("emergo 1/3/5/7/wb7/7/2b2/1w1/1 w 0 0"), ["a5-c5", "e2-e4"]);
}

#[test]
fn a_capture_never_turns_back_over_the_column_just_jumped() {
    // After c5-e5, d5 is still black and c5 empty, but jumping it straight back is barred.
    let p = "emergo 1/3/5/7/2w(bb)5/7/5/3/1 w 0 0";
    assert_eq!(moves(p), ["c5-e5"]);
    assert_eq!(refusal(p, "c5-e5-c5"), "c5-e5-c5 is not a legal move here");
}

#[test]
fn the_same_column_may_be_jumped_twice() {
    // The seed's figure 6: clockwise takes d4 twice (5 men); anticlockwise stops at 4.
    let p = "emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0";
    assert_eq!(moves(p), ["e4-c4-c6-e6-e4-c4"]);
    assert_eq!(play(p, "e4-c4-c6-e6-e4-c4"), "emergo 1/3/5/7/9/1(wbbbbb)5/5/3/1 b 0 0");
}

#[test]
fn a_capture_may_pass_over_its_own_start_square() {
    // The start square e4 is empty during the move, so the column lands on it again.
    let p = pos("emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0");
    let turns = Emergo::turns(&p);
    let [Move::Capture(capture)] = turns.as_slice() else { panic!("one capture expected: {turns:?}") };
    assert_eq!(capture.from(), square("e4"));
    assert!(capture.landings().contains(&square("e4")));
}

#[test]
fn a_jumped_column_is_liberated_at_once() {
    // c4 is a black man over a white prisoner. Jumping it frees the prisoner as a white
    // column, which cannot be jumped again when the loop comes back to b4.
    let p = "emergo 1/3/5/1b5/1b1b5/w(bw)5/5/3/1 w 0 0";
    assert_eq!(moves(p), ["b4-b6-d6-d4-b4", "b4-d4-d6-b6-b4"]);
    let end = "emergo 1/3/5/7/9/(wbbbb)w5/5/3/1 b 0 0";
    assert_eq!(play(p, "b4-d4-d6-b6-b4"), end);
    assert_eq!(play(p, "b4-b6-d6-d4-b4"), end);
    // Both sequences reach the same position: one successor (rules §2.9).
    assert_eq!(Emergo::successors(&pos(p)).len(), 1);
}

#[test]
fn a_captured_man_goes_to_the_bottom_of_the_jumping_column() {
    assert_eq!(play("emergo 1/3/5/7/2(wb)b5/7/5/3/1 w 0 0", "c5-e5"), "emergo 1/3/5/7/4(wbb)4/7/5/3/1 b 0 0");
}

#[test]
fn capture_comes_before_entering() {
    let p = "emergo 1/3/5/7/wb7/7/5/3/1 w 5 5";
    assert_eq!(moves(p), ["a5-c5"]);
    assert_eq!(refusal(p, "d6"), "a capture is compulsory: a5-c5 takes 1");
}

#[test]
fn entering_comes_before_stepping() {
    let p = "emergo 1/3/5/7/w8/7/5/3/1 w 1 1";
    assert!(moves(p).iter().all(|m| !m.contains('-')));
    assert_eq!(moves(p).len(), 40);
    assert_eq!(refusal(p, "a5-b5"), "men in hand must be entered before a column may step");
}

#[test]
fn steps_go_one_square_any_way_once_the_hand_is_empty() {
    assert_eq!(moves("emergo 1/3/5/7/4w4/7/5/3/1 w 0 1"), ["e5-d5", "e5-e4", "e5-e6", "e5-f5"]);
}

#[test]
fn the_shadow_piece_enters_the_whole_hand() {
    // Black has nothing left in hand, so White enters all 5 men as one column.
    let p = pos("emergo 1/3/5/7/8b/7/5/3/1 w 5 0");
    assert_eq!(p.entry_size(), 5);
    assert_eq!(play("emergo 1/3/5/7/8b/7/5/3/1 w 5 0", "a5"), "emergo 1/3/5/7/(wwwww)7b/7/5/3/1 b 0 0");
    // While the opponent still has men in hand, one man at a time.
    assert_eq!(pos("emergo 1/3/5/7/8b/7/5/3/1 w 5 1").entry_size(), 1);
}

#[test]
fn feeding_is_refused() {
    // Black e5 could jump a man entered on any of its neighbours.
    let p = "emergo 1/3/5/7/4b4/7/5/3/1 w 11 11";
    for fed in ["d5", "f5", "e4", "e6"] {
        assert!(!moves(p).contains(&fed.to_string()), "{fed} feeds");
    }
    assert_eq!(moves(p).len(), 40 - 4);
    assert_eq!(
        refusal(p, "d5"),
        "a man entered on d5 could be captured at once (no feeding while the opponent has no capture)"
    );
    // With c5 taken, d5 has nothing empty behind it and may be entered.
    assert!(moves("emergo 1/3/5/7/2w1b4/7/5/3/1 w 10 11").contains(&"d5".to_string()));
}

#[test]
fn feeding_is_allowed_when_the_opponent_can_already_capture() {
    // Black e5 can already jump e6 (to e7): White may enter next to e5 anyway.
    let p = "emergo 1/3/5/3w3/4b4/3b3/5/3/1 w 10 10";
    assert!(moves(p).contains(&"d5".to_string()));
    assert!(moves(p).contains(&"f5".to_string()));
}

#[test]
fn e5_is_refused_only_for_whites_first_entry() {
    let start = "emergo 1/3/5/7/9/7/5/3/1 w 12 12";
    assert!(!moves(start).contains(&"e5".to_string()));
    assert_eq!(refusal(start, "e5"), "White's first man may not be entered on e5");
    let after_d6 = play(start, "d6");
    assert!(moves(&after_d6).contains(&"e5".to_string()), "Black may open on e5");
    let after_d8 = play(&after_d6, "d8");
    assert!(moves(&after_d8).contains(&"e5".to_string()), "White's second man may go on e5");
}

#[test]
fn a_blocked_player_draws() {
    let p = pos("emergo 1/3/5/7/wbb6/7/5/3/1 w 0 0");
    assert!(Emergo::turns(&p).is_empty());
    assert!(!p.has_legal_move());
    assert_eq!(Emergo::result(&p), Some(GameResult { winner: None, reason: Reason::NoLegalMove }));
}

#[test]
fn men_in_hand_but_no_legal_entry_draws() {
    // Every edge square is taken, and every empty square would feed a black column; Black
    // has no capture, so feeding is not allowed, and White may not step instead.
    let p = pos("emergo b/b1w/w3b/b2b2w/ww3b2b/wbb3w/bb2b/www/w w 1 0");
    assert!(Emergo::turns(&p).is_empty());
    assert!(!p.has_legal_move());
    assert_eq!(Emergo::result(&p), Some(GameResult { winner: None, reason: Reason::NoLegalMove }));
    assert!(p.columns().any(|(from, c)| c.owner() == Color::White && from.neighbours().any(|n| p.column(n).is_none())));
}

#[test]
fn no_pieces_loses() {
    let p = pos("emergo 1/3/5/7/8b/7/5/3/1 w 0 0");
    assert_eq!(Emergo::result(&p), Some(GameResult { winner: Some(Color::Black), reason: Reason::NoPieces }));
    assert!(matches!(Emergo::parse_turn(&p, "a5"), Err(TurnError::GameOver(_))));
    // With a man still in hand the game goes on.
    assert_eq!(Emergo::result(&pos("emergo 1/3/5/7/8b/7/5/3/1 w 1 0")), None);
}

#[test]
fn moves_onto_occupied_squares_or_from_foreign_columns_are_refused() {
    let p = "emergo 1/3/5/7/wb7/7/5/3/1 b 0 0";
    assert_eq!(refusal(p, "a5"), "no men in hand to enter");
    assert_eq!(
        refusal(p, "a5-a4"),
        "not a move: \"a4\" is not a square: a file a..i and a rank 1..9 with |file − e| + |rank − 5| ≤ 4"
    );
    assert_eq!(refusal(p, "d5-c5"), "d5 holds no black column");
    assert_eq!(refusal("emergo 1/3/5/7/w1b6/7/5/3/1 w 1 1", "c5"), "c5 is not empty");
}
