//! The seed's example game (rules §2.8) and what the record adds: repetition, agreement.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::emergo::{Emergo, Move, Position};
use tavola_engine::record::Record;
use tavola_engine::{Color, GameResult, Reason, Rules};

const SEED_GAME: &str = "d6 d8 e4 g6 f4 g7 b6 d7 f6 g6-e6-c6 b6-d6 d7-d5 c6-e6";
const SEED_END: &str = "emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8";

#[test]
fn seed_game_replays_and_is_forced_after_f6() {
    let mut pos = Position::start();
    for (i, text) in SEED_GAME.split_whitespace().enumerate() {
        let mv = Emergo::parse_turn(&pos, text).unwrap_or_else(|e| panic!("turn {}: {text}: {e}", i + 1));
        if i >= 9 {
            assert_eq!(Emergo::turns(&pos), vec![mv], "turn {} ({text}) is the only legal move", i + 1);
        }
        pos = Emergo::apply_unchecked(&pos, &mv);
    }
    assert_eq!(pos.to_string(), SEED_END);
}

#[test]
fn seed_game_record_file_replays() {
    let record = Record::<Emergo>::parse(include_str!("data/emergo_seed_game.txt")).expect("the record replays");
    assert_eq!(record.turns().len(), 13);
    assert_eq!(record.current().to_string(), SEED_END);
    assert_eq!(record.result(), None);
    let reread = Record::<Emergo>::parse(&record.to_string()).expect("the printed record replays");
    assert_eq!(reread, record);
}

#[test]
fn record_names_the_first_illegal_turn() {
    let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. e5";
    let err = Record::<Emergo>::parse(text).expect_err("e5 is barred");
    assert_eq!(err.to_string(), "turn 1 (e5): White's first man may not be entered on e5");
}

#[test]
fn threefold_repetition_draws_through_the_record() {
    let start = "emergo 1/3/5/7/w7b/7/5/3/1 w 0 0";
    let mut record = Record::<Emergo>::new(start.parse().expect("valid"));
    for (i, text) in ["a5-b5", "i5-h5", "b5-a5", "h5-i5", "a5-b5", "i5-h5", "b5-a5"].iter().enumerate() {
        record.push_text(text).unwrap_or_else(|e| panic!("{i}: {e}"));
        assert_eq!(record.result(), None);
    }
    record.push_text("h5-i5").expect("legal");
    assert_eq!(record.result(), Some(GameResult { winner: None, reason: Reason::Repetition }));
    assert!(record.push_text("a5-b5").is_err(), "no move after the draw");
}

#[test]
fn agreed_draw_is_kept_by_the_record() {
    let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n[Ended \"draw-agreed\"]\n1. d6 d8";
    let record = Record::<Emergo>::parse(text).expect("valid");
    assert_eq!(record.result(), Some(GameResult { winner: None, reason: Reason::Agreement }));
    assert!(record.to_string().contains("[Ended \"draw-agreed\"]"));
}

#[test]
fn a_loss_on_time_is_kept_by_the_record() {
    for (side, loser) in [("white", Color::White), ("black", Color::Black)] {
        let text = format!("[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n[Ended \"{side}-lost-on-time\"]\n1. d6");
        let record = Record::<Emergo>::parse(&text).expect("valid");
        assert_eq!(record.result(), Some(GameResult { winner: Some(loser.other()), reason: Reason::Time }));
        assert!(record.to_string().contains(&format!("[Ended \"{side}-lost-on-time\"]")));
    }
}

#[test]
fn a_record_is_changed_only_to_what_it_can_print_back() {
    let mut record = Record::<Emergo>::new(Position::start());
    let resigned = GameResult { winner: Some(Color::Black), reason: Reason::Resignation };
    record.set_ended(Some(resigned)).unwrap();
    record.set_tag("Event", "Club \"night\"\n").unwrap();
    assert!(record.set_ended(Some(GameResult { winner: None, reason: Reason::NoPieces })).is_err());
    assert!(record.set_ended(Some(GameResult { winner: Some(Color::White), reason: Reason::Agreement })).is_err());
    for name in ["Position", "Ended", "Two words", "", "Tag]"] {
        assert!(record.set_tag(name, "x").is_err(), "{name:?}");
    }
    assert_eq!(record.result(), Some(resigned));
    assert_eq!(record.tag("Event"), Some("Club \"night\""));
    assert_eq!(Record::<Emergo>::parse(&record.to_string()).unwrap(), record);
    // Names keep their quotes and backslashes, printed escaped and read back.
    record.set_tag("White", r#"Ann "the Hammer" O'Neil \ 2"#).unwrap();
    let text = record.to_string();
    assert!(text.contains(r#"[White "Ann \"the Hammer\" O'Neil \\ 2"]"#), "{text}");
    assert_eq!(Record::<Emergo>::parse(&text).unwrap().tag("White"), Some(r#"Ann "the Hammer" O'Neil \ 2"#));
    for bad in [r#"[White "a"b"]"#, r#"[White "a\x"]"#, r#"[White "a\"]"#] {
        let text = format!("[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n{bad}\n");
        assert!(Record::<Emergo>::parse(&text).is_err(), "{bad}");
    }
    record.set_ended(None).unwrap();
    assert_eq!(record.result(), None);
}

#[test]
fn moves_print_as_the_seed_writes_them() {
    let pos: Position = "emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().expect("valid");
    let moves: Vec<String> = Emergo::turns(&pos).iter().map(Move::to_string).collect();
    assert_eq!(moves.len(), 40);
    assert!(moves.contains(&"d6".to_string()) && !moves.contains(&"e5".to_string()));
}

#[test]
fn comments_stay_with_their_ply_and_print_back() {
    let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n[White \"Ada\"]\n{An opening}\n1. d6 {the usual\nstart} d8 2. e4 {} {two} {three}\n";
    let record: Record<Emergo> = Record::parse(text).unwrap();
    assert_eq!(
        record.comments(),
        vec![
            (0, "An opening".to_string()),
            (1, "the usual start".to_string()),
            (3, "two".to_string()),
            (3, "three".to_string())
        ]
    );
    assert_eq!(record.tags(), vec![("White".to_string(), "Ada".to_string())]);
    let printed = record.to_string();
    assert!(printed.contains("{An opening} 1. d6 {the usual start} d8 2. e4 {two} {three}"), "{printed}");
    assert_eq!(Record::<Emergo>::parse(&printed).unwrap(), record);
    let mut shorter = record.clone();
    shorter.truncate(2);
    assert_eq!(shorter.comments().len(), 2, "a comment on a dropped turn goes with it");
}
