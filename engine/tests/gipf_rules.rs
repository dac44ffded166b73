//! One test per rule of rules §1.3–1.5, after the seed's figures. Positions are written in
//! notation so each test reads like a diagram: columns b..h, each from its lowest spot up.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::gipf::{Entered, Gipf, Phase, Piece, Point, Position, Push, Removal, TurnError, TurnInProgress};
use tavola_engine::{Color, GameResult, Reason, Rules};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(p: &Position, turn: &str) -> Position {
    let t = Gipf::parse_turn(p, turn).unwrap_or_else(|e| panic!("{turn} in {p}: {e}"));
    assert_eq!(t.to_string(), turn, "printed form");
    Gipf::apply_unchecked(p, &t)
}

fn refused(p: &Position, turn: &str) -> TurnError {
    match Gipf::parse_turn(p, turn) {
        Ok(t) => panic!("{turn} was accepted in {p} as {t}"),
        Err(e) => e,
    }
}

/// The printed turns of `p` that begin with `push`, sorted.
fn turns_from(p: &Position, push: &str) -> Vec<String> {
    let mut turns: Vec<String> = Gipf::turns(p)
        .iter()
        .map(ToString::to_string)
        .filter(|t| t == push || t.starts_with(&format!("{push};")))
        .collect();
    turns.sort();
    turns
}

/// The legal push written `text` in the turn being walked.
fn push_of(t: &TurnInProgress, text: &str) -> Push {
    t.pushes().into_iter().find(|p| p.to_string() == text).unwrap_or_else(|| panic!("{text} is not legal"))
}

fn point(label: &str) -> Point {
    Point::from_label(label).expect("a point")
}

fn empty(p: &Position, labels: &[&str]) -> bool {
    labels.iter().all(|l| p.piece_at(point(l)).is_none())
}

#[test]
fn rows_of_4_5_6_7_take_0_1_1_2_opposing_pieces() {
    // Seed figures 4a–4d: Black completes a row at e2 along column e.
    for (column, taken, captured) in [("1bbb3", 4, 0), ("1bbbw2", 5, 1), ("1bbbwb1", 6, 1), ("1bbbwbw", 7, 2)] {
        let before = pos(&format!("gipf basic 4/5/6/{column}/6/5/4 b 10 10"));
        let end = format!("e{}", 2 + taken - 1);
        let turn = format!("e1-e2;xe2-{end}");
        assert_eq!(turns_from(&before, "e1-e2"), std::slice::from_ref(&turn), "{column}");
        let after = play(&before, &turn);
        let own_back = taken - captured;
        assert_eq!(after.reserve(Color::Black), 10 - 1 + own_back, "{column}");
        assert_eq!(after.on_board(Color::White), before.on_board(Color::White) - captured, "{column}");
        assert_eq!(after.on_board(Color::Black), 0);
        assert_eq!(after.side_to_move(), Color::White);
    }
}

#[test]
fn a_push_can_force_the_opponent_to_take_back_his_own_row() {
    // Seed figures 5a/5b: White's push lines up four black pieces; Black removes them in
    // step 4 (capturing the white piece in the run) and then plays his own turn.
    let before = pos("gipf basic 4/5/6/bbb1b2/6/5/4 w 10 10");
    assert_eq!(turns_from(&before, "e1-e2"), ["e1-e2;oe2-e6"]);
    let after = play(&before, "e1-e2;oe2-e6");
    assert_eq!(after.reserve(Color::Black), 14);
    assert_eq!(after.reserve(Color::White), 9);
    assert_eq!(after.on_board(Color::White) + after.on_board(Color::Black), 0);
    assert_eq!(after.side_to_move(), Color::Black);
    // The opponent's removal is his: the mover's marker is refused.
    assert!(matches!(refused(&before, "e1-e2;xe2-e6"), TurnError::WrongRemover { decider: Color::Black }));
    assert!(matches!(refused(&before, "e1-e2"), TurnError::Incomplete { decider: Color::Black, .. }));
}

#[test]
fn two_separate_rows_are_both_removed_in_either_order() {
    // The push moves black pieces onto e3 and e5, completing e3-h3 and e5-h5.
    let before = pos("gipf basic 4/5/6/bwb4/1b1b2/1b1b1/1b1b b 10 5");
    assert_eq!(turns_from(&before, "e1-e2"), ["e1-e2;xe3-h3;xe5-h5", "e1-e2;xe5-h5;xe3-h3"]);
    let a = play(&before, "e1-e2;xe3-h3;xe5-h5");
    assert_eq!(a, play(&before, "e1-e2;xe5-h5;xe3-h3"));
    assert!(empty(&a, &["e3", "f3", "g3", "h3", "e5", "f5", "g5", "h5"]));
    assert_eq!(a.reserve(Color::Black), 5 - 1 + 8);
    assert!(matches!(refused(&before, "e1-e2;xe3-h3"), TurnError::MustRemove(_)));
}

#[test]
fn of_two_crossing_rows_the_player_picks_one() {
    // Seed figure 6: the pushed piece on e2 completes e2-e5 and e2-h2; removing either
    // breaks the other.
    let before = pos("gipf basic 4/5/6/1bbb3/b5/b4/b3 b 10 10");
    assert_eq!(turns_from(&before, "e1-e2"), ["e1-e2;xe2-e5", "e1-e2;xe2-h2"]);
    let column = play(&before, "e1-e2;xe2-e5");
    let diagonal = play(&before, "e1-e2;xe2-h2");
    assert_ne!(column, diagonal);
    assert!(empty(&column, &["e2", "e3", "e4", "e5"]) && !empty(&column, &["f2"]));
    assert!(matches!(refused(&before, "e1-e2;xe2-e5;xe2-h2"), TurnError::TurnComplete));
}

#[test]
fn a_gipf_piece_left_on_the_crossing_makes_both_rows_go() {
    // Seed, standard rules 2: the push moves Black's GIPF piece onto e5, where column
    // e2-e5 (with White's e6 in its run) crosses e5-h5.
    let before = pos("gipf standard 3W/5/6/bbBw3/3b2/3b1/3b b 10 10");
    let turns = turns_from(&before, "e1-e2");
    // Take e3 with either row (the other is broken), or keep it and remove the other
    // row too, keeping it again or not.
    assert_eq!(
        turns,
        [
            "e1-e2;xe2-e6",
            "e1-e2;xe2-e6!e5;xe5-h5",
            "e1-e2;xe2-e6!e5;xe5-h5!e5",
            "e1-e2;xe5-h5",
            "e1-e2;xe5-h5!e5;xe2-e6",
            "e1-e2;xe5-h5!e5;xe2-e6!e5",
        ]
    );
    let kept = play(&before, "e1-e2;xe2-e6!e5;xe5-h5!e5");
    assert_eq!(kept.piece_at(point("e5")), Some((Color::Black, Piece::Gipf)));
    assert!(empty(&kept, &["e2", "e3", "e4", "e6", "f5", "g5", "h5"]));
    assert!(matches!(refused(&before, "e1-e2;xe2-e6!e5"), TurnError::MustRemove(_)));
}

#[test]
fn rows_of_both_colours_are_removed_mover_first() {
    // Seed figure 7: White's push makes a white row (e3-h3, with a black piece on d2 in its
    // run) and a black row (e5-h5). White removes first, then Black.
    let before = pos("gipf basic 4/5/b5/wbb4/1w1b2/1w1b1/1w1b w 10 10");
    assert_eq!(turns_from(&before, "e1-e2"), ["e1-e2;xd2-h3;oe5-h5"]);
    let after = play(&before, "e1-e2;xd2-h3;oe5-h5");
    assert_eq!((after.reserve(Color::White), after.reserve(Color::Black)), (13, 14));
    assert_eq!(after.on_board(Color::Black), 1, "d2 captured, e4 left");
    assert!(matches!(refused(&before, "e1-e2;oe5-h5;xd2-h3"), TurnError::MustRemove(_)));

    // Walked step by step, the right player is asked each time.
    let mut t = TurnInProgress::new(&before).expect("a turn");
    assert_eq!((t.phase(), t.decider()), (Phase::Push, Color::White));
    t.push(push_of(&t, "e1-e2")).expect("legal");
    assert_eq!((t.phase(), t.decider(), t.can_stop()), (Phase::Removal, Color::White, false));
    let rows = t.rows();
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].optional);
    t.remove(Removal { set: rows[0].set, kept: Default::default() }).expect("legal");
    assert_eq!((t.phase(), t.decider()), (Phase::Removal, Color::Black));
    let row = t.rows()[0];
    assert_eq!(row.set.to_string(), "e5-h5");
    assert!(t.clone().finish().is_err());
    t.remove(Removal { set: row.set, kept: Default::default() }).expect("legal");
    assert_eq!(t.phase(), Phase::Done);
    let (turn, position) = t.finish().expect("complete");
    assert_eq!((turn.to_string(), position), ("e1-e2;xd2-h3;oe5-h5".to_string(), after));
}

#[test]
fn gipf_pieces_of_either_colour_may_be_kept_or_taken() {
    // Seed figure 8: Black's row e2-e6 holds his GIPF piece on e4 and White's on e6.
    let before = pos("gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10");
    assert_eq!(
        turns_from(&before, "e1-e2"),
        ["e1-e2;xe2-e6", "e1-e2;xe2-e6!e4", "e1-e2;xe2-e6!e4!e6", "e1-e2;xe2-e6!e6"]
    );
    for (turn, black_back, white_gipf_left) in
        [("e1-e2;xe2-e6", 5, 1), ("e1-e2;xe2-e6!e4", 3, 1), ("e1-e2;xe2-e6!e6", 5, 2), ("e1-e2;xe2-e6!e4!e6", 3, 2)]
    {
        let after = play(&before, turn);
        assert_eq!(after.reserve(Color::Black), 10 - 1 + black_back, "{turn}");
        assert_eq!(after.gipf_pieces(Color::White).len(), white_gipf_left, "{turn}");
        assert_eq!(after.reserve(Color::White), 10, "{turn}: captured pieces leave the game");
    }
    assert!(matches!(refused(&before, "e1-e2;xe2-e6!e3"), TurnError::KeptNotGipf(_)));
    assert!(matches!(refused(&before, "e1-e2;xe2-e6!f3"), TurnError::KeptOutsideRow(_)));
}

#[test]
fn a_push_along_a_full_line_is_refused() {
    let full = pos("gipf basic 4/5/6/wbwbwbw/6/5/4 w 10 10");
    assert!(matches!(refused(&full, "e1-e2"), TurnError::LineFull(_)));
    assert!(matches!(refused(&full, "e9-e8"), TurnError::LineFull(_)));
    let texts: Vec<String> = Gipf::turns(&full).iter().map(ToString::to_string).collect();
    assert!(!texts.iter().any(|t| t == "e1-e2" || t == "e9-e8"));
    // Across the column the line is open: d1-e2 pushes nothing along e.
    assert!(texts.iter().any(|t| t == "d1-e2"));
}

#[test]
fn basic_and_standard_enter_single_pieces_only() {
    for variant in ["basic b2w/5/6/w5b/6/5/b2w", "standard B2W/5/6/W5B/6/5/B2W"] {
        let p = pos(&format!("gipf {variant} w 12 12"));
        assert!(matches!(refused(&p, "Ge1-e2"), TurnError::PieceNotAllowed { piece: Piece::Gipf, .. }));
    }
}

#[test]
fn the_tournament_entry_rule_in_all_its_states() {
    let start = Position::start(tavola_engine::gipf::Variant::Tournament);
    // 0: the first push must enter a GIPF piece.
    assert!(matches!(refused(&start, "e1-e2"), TurnError::PieceNotAllowed { piece: Piece::Single, .. }));
    assert!(Gipf::turns(&start).iter().all(|t| t.push().is_some_and(|p| p.piece == Piece::Gipf)));
    let p = play(&start, "Ge1-e2");
    assert_eq!(p.to_string(), "gipf tournament 4/5/6/W6/6/5/4 b 16 18 10");
    // The rule on last GIPF pieces applies to Black only after his first push.
    assert_eq!(p.result(), None);
    let p = play(&p, "Ge9-e8");
    assert_eq!((p.entered(Color::White), p.entered(Color::Black)), (Entered::GipfOnly, Entered::GipfOnly));
    // 1: either kind; another GIPF piece keeps the digit at 1.
    let kinds: std::collections::HashSet<Piece> =
        Gipf::turns(&p).iter().filter_map(|t| t.push()).map(|x| x.piece).collect();
    assert_eq!(kinds.len(), 2);
    assert_eq!(play(&p, "Gi1-h2").entered(Color::White), Entered::GipfOnly);
    // A single piece moves the digit to 2, after which GIPF pieces are refused.
    let p = play(&p, "i1-h2");
    assert_eq!(p.to_string(), "gipf tournament 4/5/6/W5B/6/5/w3 b 15 16 21");
    let p = play(&p, "Gi1-h2");
    assert!(matches!(refused(&p, "Ga1-b2"), TurnError::PieceNotAllowed { piece: Piece::Gipf, .. }));
    assert!(Gipf::turns(&p).iter().all(|t| t.push().is_some_and(|x| x.piece == Piece::Single)));
    // A GIPF piece needs two pieces in reserve.
    let low = pos("gipf tournament 3W/5/6/7/6/5/3B w 1 10 11");
    assert!(matches!(refused(&low, "Ga1-b2"), TurnError::PieceNotAllowed { piece: Piece::Gipf, .. }));
    assert_eq!(play(&low, "a1-b2").entered(Color::White), Entered::Single);
}

#[test]
fn an_all_gipf_row_may_stay_and_be_removed_before_a_later_push() {
    let before = pos("gipf tournament 4/5/6/WWW4/6/5/B3 w 12 16 11");
    // White's push makes e2-e5 of GIPF pieces only: he may leave it, or remove part or all.
    let turns = turns_from(&before, "Ge1-e2");
    assert_eq!(turns.len(), 1 + 15, "stop, or remove any non-empty part of four pieces");
    let kept = play(&before, "Ge1-e2");
    let black = play(&kept, "Ga5-b5");
    // At his next turn White may remove it before pushing (step 1) ...
    let t = TurnInProgress::new(&black).expect("a turn");
    assert_eq!(t.phase(), Phase::PrePushRemoval);
    assert!(t.can_stop());
    assert!(t.rows().iter().all(|r| r.optional));
    let after = play(&black, "xe2-e5!e5;Gi5-h5");
    assert!(empty(&after, &["e2", "e3", "e4"]));
    assert_eq!(after.reserve(Color::White), 10 + 6 - 2);
    // ... or after it (step 3), or not at all.
    play(&black, "Gi5-h5;xe2-e5!e5");
    play(&black, "Gi5-h5");
    // But the opponent may not touch his own all-GIPF row in step 4.
    let mut t = TurnInProgress::new(&after).expect("Black's turn");
    t.push(push_of(&t, "a1-b2")).expect("legal");
    assert_eq!(t.phase(), Phase::Done);
}

#[test]
fn an_empty_reserve_at_the_start_of_a_turn_loses() {
    let p = pos("gipf basic b2w/5/6/w5b/6/5/b2w w 0 12");
    assert_eq!(p.result(), Some(GameResult { winner: Some(Color::Black), reason: Reason::EmptyReserve }));
    assert!(Gipf::turns(&p).is_empty() && Gipf::successors(&p).is_empty());
    // Pushing the last piece is allowed; the loss comes when the next own turn begins.
    let last = pos("gipf basic b2w/5/6/w5b/6/5/b2w w 1 12");
    let p = play(&last, "a1-b2");
    assert_eq!(p.result(), None);
    let p = play(&p, "i5-h5");
    assert_eq!(Gipf::result(&p).map(|r| r.winner), Some(Some(Color::Black)));
}

#[test]
fn losing_the_last_gipf_piece_loses_at_once_and_ends_the_turn() {
    // Black's row d2-h3 holds White's only GIPF piece (d2); the push also made White's
    // row e5-h5, which White never gets to remove when Black takes d2.
    let before = pos("gipf standard 3B/5/W5/bww4/1b1w2/1b1w1/1b1w b 10 10");
    assert_eq!(turns_from(&before, "e1-e2"), ["e1-e2;xd2-h3", "e1-e2;xd2-h3!d2;oe5-h5"]);
    let after = play(&before, "e1-e2;xd2-h3");
    assert_eq!(after.result(), Some(GameResult { winner: Some(Color::Black), reason: Reason::LastGipfLost }));
    assert_eq!(after.side_to_move(), Color::White);
    assert!(!empty(&after, &["e5"]) && !empty(&after, &["h5"]), "White's row stays");
    assert!(Gipf::successors(&after).is_empty());
    assert!(matches!(refused(&before, "e1-e2;xd2-h3;oe5-h5"), TurnError::TurnComplete));
    // The finished position is written as rules §1.4 says, and reads back.
    assert_eq!(pos(&after.to_string()), after);
    let mut t = TurnInProgress::new(&before).expect("a turn");
    t.push(push_of(&t, "e1-e2")).expect("legal");
    let row = t.rows()[0];
    t.remove(Removal { set: row.set, kept: Default::default() }).expect("legal");
    assert_eq!(t.result().map(|r| r.winner), Some(Some(Color::Black)));
    assert_eq!(t.phase(), Phase::Done);
}

#[test]
fn one_removal_taking_both_last_gipf_pieces_loses_for_the_remover() {
    // Black's row d2-h3 holds White's last GIPF piece (d2) and his own (f3).
    let before = pos("gipf standard 4/5/W5/bww4/1B1w2/1b1w1/1b1w b 10 10");
    let after = play(&before, "e1-e2;xd2-h3");
    assert_eq!(after.result(), Some(GameResult { winner: Some(Color::White), reason: Reason::LastGipfLost }));
    // Keeping his own, Black wins; keeping White's, he loses his own.
    let keep_own = play(&before, "e1-e2;xd2-h3!f3");
    assert_eq!(keep_own.result().and_then(|r| r.winner), Some(Color::Black));
    let keep_white = play(&before, "e1-e2;xd2-h3!d2");
    assert_eq!(keep_white.result().and_then(|r| r.winner), Some(Color::White));
}

#[test]
fn in_the_tournament_game_a_pushed_gipf_piece_may_be_taken_straight_back() {
    // rules §1.4: completing an all-GIPF row and removing just the pushed piece.
    let before = pos("gipf tournament 4/5/6/1WWW3/6/5/B3 w 12 16 11");
    let after = play(&before, "Ge1-e2;xe2-e5!e3!e4!e5");
    assert_eq!(after.to_string(), "gipf tournament 4/5/6/1WWW3/6/5/B3 b 12 16 11");
}

/// rules §1.4: when one removal takes both players' last GIPF pieces, whoever made it
/// loses, also when it is the opponent's own removal in step 4. The finished position
/// cannot tell who removed; the record asks the turn.
#[test]
fn opponent_taking_both_last_gipf_pieces_in_step_4_loses() {
    use tavola_engine::record::Record;
    // White pushes e1-e2: Black's e3..e6 is a row whose run e2..e7 also holds White's
    // last GIPF piece (e7) and Black's own last one (e5).
    let start = "gipf standard 4/5/6/bbB1bW1/6/5/4 w 12 10";
    let taken_both = Record::<Gipf>::parse(&format!("[Position \"{start}\"]\n1. e1-e2;oe2-e7")).unwrap();
    let result = taken_both.result().unwrap();
    assert_eq!(result.winner, Some(Color::White), "Black made the removal, so Black loses");
    assert_eq!(result.reason, Reason::LastGipfLost);
    let kept_own = Record::<Gipf>::parse(&format!("[Position \"{start}\"]\n1. e1-e2;oe2-e7!e5")).unwrap();
    assert_eq!(kept_own.result().unwrap().winner, Some(Color::Black), "White's last GIPF piece is gone");
}
