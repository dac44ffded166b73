//! The author's workshop end to end: positions set up by taps, every refusal said in each
//! language, stories and exercises written as the kit's element and link and pasted back
//! as the same draft, and random positions of play through the setup and back.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use proptest::prelude::*;
use tavola_core::i18n::{Lang, Texts, EN};
use tavola_core::links::author::Colour;
use tavola_core::links::exercise::{AnswerError, Warning};
use tavola_core::links::params::Params;
use tavola_core::session::AnyRecord;
use tavola_core::workshop::{
    element, link, position_text, Draft, DraftError, OpenError, Options, Place, Setup, SetupError, TapError, Tool,
    ELEMENT_PARAMS, INLINE_MOST,
};
use tavola_engine::emergo::{Emergo, PositionError as EmergoError};
use tavola_engine::gipf::{Entered, Gipf, Point, PositionError as GipfError, Variant};
use tavola_engine::record::RecordError;
use tavola_engine::{Color, GameKind, Rules};

fn point(label: &str) -> Place {
    Place::Point(Point::from_label(label).unwrap())
}

fn square(label: &str) -> Place {
    Place::Square(label.parse().unwrap())
}

fn taps(setup: &mut Setup, taps: &[(&str, Tool)]) {
    for (label, tool) in taps {
        let place = match setup.kind() {
            GameKind::Emergo => square(label),
            GameKind::Gipf(_) => point(label),
        };
        setup.tap(place, *tool).unwrap();
    }
}

#[test]
fn a_gipf_position_set_up_by_taps() {
    let mut s = Setup::empty(GameKind::Gipf(Variant::Basic));
    taps(&mut s, &[("e2", Tool::White), ("e3", Tool::White), ("e4", Tool::White), ("e5", Tool::Black)]);
    s.set_count(Color::White, 12);
    s.set_count(Color::Black, 14);
    assert_eq!((s.lost(Color::White), s.lost(Color::Black)), (Some(0), Some(0)));
    let start = s.check().unwrap();
    assert_eq!(start.to_string(), "gipf basic 4/5/6/wwwb3/6/5/4 w 12 14");
    // Standard: GIPF pieces, and what a side has lost is what it lacks of 18.
    let mut s = Setup::start(GameKind::Gipf(Variant::Standard));
    taps(&mut s, &[("b2", Tool::Empty), ("c3", Tool::BlackGipf), ("d4", Tool::White)]);
    s.set_side_to_move(Color::Black);
    s.set_count(Color::White, 10);
    assert_eq!((s.lost(Color::White), s.lost(Color::Black)), (Some(1), Some(0)));
    assert_eq!(s.check().unwrap().to_string(), "gipf standard 3W/1B3/2w3/W5B/6/5/B2W b 10 12");
}

#[test]
fn an_emergo_position_set_up_by_taps() {
    let mut s = Setup::empty(GameKind::Emergo);
    use Tool::{Black as B, White as W};
    let placed = [("d8", B), ("g7", B), ("e6", B), ("e6", W), ("e6", W), ("d5", W), ("d5", B), ("e4", W), ("f4", W)];
    taps(&mut s, &placed);
    s.set_side_to_move(Color::Black);
    s.set_count(Color::White, 7);
    s.set_count(Color::Black, 8);
    // The seed's example game ends here (rules §2.8).
    assert_eq!(s.check().unwrap().to_string(), "emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8");
    assert_eq!(s.places().len(), 41);
}

/// The words of four letters or more of a message, lower case, less the game's names.
fn words(text: &str) -> Vec<String> {
    let same = ["gipf", "standard", "tavola-board", "link"];
    text.split(|c: char| !c.is_alphabetic() && c != '-')
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .filter(|w| !same.contains(&w.as_str()))
        .collect()
}

/// Each message in each language, none empty, and the Italian and Swedish ones without an
/// English word left in them but those of `kept` (the engine's own detail, a parameter's
/// name and values, which every language keeps as written).
fn said_in_every_language(name: &str, kept: &str, describe: impl Fn(&Texts) -> String) {
    let english = describe(&EN);
    assert!(!english.trim().is_empty(), "{name}");
    let kept = words(kept);
    for lang in [Lang::It, Lang::Sv] {
        let text = describe(lang.texts());
        assert!(!text.trim().is_empty() && !text.contains(['{', '}']), "{lang:?} {name}: {text}");
        let theirs = words(&text);
        for word in words(&english).into_iter().filter(|w| !kept.contains(w)) {
            assert!(!theirs.contains(&word), "{lang:?} {name}: {text:?} keeps the English {word:?}");
        }
    }
}

/// The problems a setup's check names.
fn problems(setup: &Setup) -> Vec<SetupError> {
    setup.check().unwrap_err()
}

#[test]
fn every_setup_error_is_reachable_and_said_in_three_languages() {
    let gipf = |v| Setup::empty(GameKind::Gipf(v));
    let mut found: Vec<SetupError> = Vec::new();

    let mut s = gipf(Variant::Basic);
    taps(&mut s, &[("a1", Tool::White), ("e5", Tool::Black)]);
    assert_eq!(problems(&s), [SetupError::OnDot(Point::from_label("a1").unwrap())]);
    found.extend(problems(&s));

    // Several problems at once, each named: GIPF pieces in basic, and too many pieces.
    let mut s = gipf(Variant::Standard);
    taps(&mut s, &[("e2", Tool::WhiteGipf), ("e4", Tool::WhiteGipf)]);
    s.set_variant(Variant::Basic);
    s.set_count(Color::White, 18);
    assert_eq!(
        problems(&s),
        [
            SetupError::Gipf(GipfError::GipfInBasic),
            SetupError::Gipf(GipfError::TooManyPieces { color: Color::White, count: 22 })
        ]
    );
    found.extend(problems(&s));

    let mut s = gipf(Variant::Standard);
    s.set_count(Color::Black, 0);
    taps(&mut s, &[("e2", Tool::BlackGipf), ("e4", Tool::BlackGipf), ("e6", Tool::BlackGipf), ("e8", Tool::BlackGipf)]);
    assert_eq!(problems(&s), [SetupError::Gipf(GipfError::TooManyGipf { color: Color::Black, count: 4 })]);
    found.extend(problems(&s));

    let mut s = gipf(Variant::Tournament);
    s.set_count(Color::White, 17);
    assert_eq!(problems(&s), [SetupError::Gipf(GipfError::PiecesBeforeFirstPush { color: Color::White })]);
    found.extend(problems(&s));

    let mut s = gipf(Variant::Tournament);
    s.set_entered(Color::Black, Entered::GipfOnly);
    s.set_count(Color::Black, 16);
    assert_eq!(problems(&s), [SetupError::Gipf(GipfError::BlackPushedFirst)]);
    found.extend(problems(&s));

    let mut s = gipf(Variant::Tournament);
    s.set_side_to_move(Color::Black);
    assert_eq!(problems(&s), [SetupError::Gipf(GipfError::WrongSideBeforeFirstPushes { expected: Color::White })]);
    found.extend(problems(&s));

    // Two rows left on the board: both named, with their places.
    let mut s = gipf(Variant::Basic);
    s.set_count(Color::White, 7);
    let row = ["e2", "e3", "e4", "e5", "b2", "c2", "d2"].map(|p| (p, Tool::White));
    taps(&mut s, &row);
    let rows: Vec<String> = problems(&s).iter().map(|e| e.describe(&EN)).collect();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(rows.iter().any(|r| r.contains("b2-e2")) && rows.iter().any(|r| r.contains("e2-e5")), "{rows:?}");
    found.extend(problems(&s));

    let mut s = Setup::empty(GameKind::Emergo);
    for _ in 0..13 {
        s.tap(square("e5"), Tool::White).unwrap();
    }
    s.set_count(Color::White, 0);
    s.set_count(Color::Black, 12);
    s.tap(square("d4"), Tool::Black).unwrap();
    assert_eq!(
        problems(&s),
        [
            SetupError::Emergo(EmergoError::TooManyMen { color: Color::White, count: 13 }),
            SetupError::Emergo(EmergoError::TooManyMen { color: Color::Black, count: 13 })
        ]
    );
    found.extend(problems(&s));

    assert_eq!(
        EN.setup_too_many_pieces("Black", 19, 18),
        "Black has 19 pieces on the board and in reserve: at most 18 (a GIPF piece counts two)."
    );
    for error in &found {
        said_in_every_language(&format!("{error:?}"), "", |t| error.describe(t));
    }
}

#[test]
fn every_refused_tap_change_and_paste_is_said_in_three_languages() {
    let mut s = Setup::empty(GameKind::Emergo);
    taps(&mut s, &[("e5", Tool::Black), ("e5", Tool::White)]);
    let e5 = "e5".parse().unwrap();
    let taps_refused = [
        s.clone().tap(square("e5"), Tool::Black).unwrap_err(),
        s.clone().tap(square("e5"), Tool::WhiteGipf).unwrap_err(),
        s.clone().tap(point("e5"), Tool::White).unwrap_err(),
        {
            let mut tall = Setup::empty(GameKind::Emergo);
            (0..24).for_each(|_| tall.tap(square("e5"), Tool::White).unwrap());
            tall.tap(square("e5"), Tool::White).unwrap_err()
        },
    ];
    assert_eq!(
        taps_refused,
        [TapError::Mixed(e5), TapError::NoGipfPieces, TapError::NotOnBoard(point("e5")), TapError::TooTall(e5)]
    );
    for error in &taps_refused {
        said_in_every_language(&format!("{error:?}"), "", |t| error.describe(t));
    }
    let refusal = Setup::from_position("gipf huge 4/5/6/7/6/5/4 w 12 12").unwrap_err();
    said_in_every_language("refusal", &refusal.to_string(), |t| tavola_core::workshop::describe_refusal(t, &refusal));

    let mut d = Draft::new(Setup::start(GameKind::Emergo).check().unwrap());
    let drafts_refused = [
        d.clone().play("e5").unwrap_err(),
        d.set_caption(1, "x").unwrap_err(),
        d.set_caption(0, "}").unwrap_err(),
        d.toggle_ring(0, "i9", Colour::Red).unwrap_err(),
        d.add_answer(0, &["d6"]).unwrap_err(),
        {
            d.play("d6").unwrap();
            d.play("d8").unwrap();
            d.set_question(Some(0)).unwrap();
            d.set_caption(1, "x").unwrap_err()
        },
        d.add_answer(1, &["c5"]).unwrap_err(),
        d.add_answer(0, &[]).unwrap_err(),
    ];
    assert!(matches!(drafts_refused[0], DraftError::Turn(RecordError::BadTurn { number: 1, .. })));
    for error in &drafts_refused {
        let kept = match error {
            DraftError::Turn(e) => e.to_string(),
            _ => String::new(),
        };
        said_in_every_language(&format!("{error:?}"), &kept, |t| error.describe(t));
    }

    let pastes = [
        ("hello", ""),
        ("<tavola-board game=\"emergo\" moves=\"d6 d6\"></tavola-board>", "turn 2 (d6): the square is occupied"),
        ("?level=grandmaster&game=gipf", "level grandmaster beginner casual club expert"),
        ("game=emergo&answer=e5", "answer"),
    ];
    for (paste, kept) in pastes {
        let error = Draft::open(paste).unwrap_err();
        let detail = match &error {
            OpenError::Record(e) => e.to_string(),
            // What the engine says of an answer it refuses stays in its own words.
            OpenError::Warnings(found) => found
                .iter()
                .map(|w| match w {
                    Warning::Answer { error: AnswerError::Turn(e), .. } => e.to_string(),
                    _ => String::new(),
                })
                .collect::<Vec<_>>()
                .join(" "),
            _ => String::new(),
        };
        said_in_every_language(paste, &format!("{kept} {detail}"), |t| error.describe(t));
    }
}

/// A story of three turns, a caption on each position, marks on plies 1 and 2.
fn story() -> Draft {
    let mut d = Draft::new(Setup::start(GameKind::Emergo).check().unwrap());
    for turn in ["d6", "d8", "e4"] {
        d.play(turn).unwrap();
    }
    for (ply, caption) in
        ["The empty board.", "White enters in the middle.", "Black answers \"beside\" it.", "A & B < C"]
            .into_iter()
            .enumerate()
    {
        d.set_caption(ply, caption).unwrap();
    }
    d.toggle_ring(1, "d6", Colour::Red).unwrap();
    d.add_arrow(2, "d6", "d8", Colour::Blue).unwrap();
    d.toggle_ring(2, "d8", Colour::Green).unwrap();
    d.set_name(Color::White, "Ann \"the Hammer\"");
    d
}

#[test]
fn a_story_is_written_as_an_element_and_opens_as_the_same_draft() {
    let d = story();
    let options = Options { lang: Some(Lang::It), ply: Some(0), interactive: false, ..Options::default() };
    let code = element(&d, &options);
    assert_eq!(
        code,
        "<tavola-board game=\"emergo\" moves=\"d6 d8 e4\" ply=\"0\" interactive=\"false\" \
         captions=\"The empty board.|White enters in the middle.|Black answers &quot;beside&quot; it.|A &amp; B &lt; C\" \
         lang=\"it\" highlight=\"d6:red@1 d8@2\" arrows=\"d6-d8:blue@2\" white=\"Ann &quot;the Hammer&quot;\"></tavola-board>"
    );
    let (back, shown) = Draft::open_with_options(&code).unwrap();
    assert_eq!(back, d);
    assert_eq!(shown, options);
    assert_eq!(element(&back, &shown), code, "written again the same");
    assert_eq!(position_text(&d, 1), "emergo 1/3/5/2w4/9/7/5/3/1 b 11 12");
    // A page's own attributes (an id, a class) belong to the page, not to the board.
    let in_page = code.replace("<tavola-board ", "<tavola-board id=\"story\" class=\"wide\" ");
    assert_eq!(Draft::open(&format!("<p>Read on.</p>\n{in_page}\n<p>More</p>")), Ok(d));
}

#[test]
fn a_long_story_is_written_inside_the_element_as_a_record() {
    let mut d = story();
    for (ply, turn) in ["g6", "f4", "g7", "b6", "d7", "f6", "g6-e6-c6"].into_iter().enumerate() {
        d.play(turn).unwrap();
        d.set_caption(
            ply + 4,
            &format!("Turn {} of the seed's game, told at some length so the story is long.", ply + 4),
        )
        .unwrap();
    }
    let captions: usize = (0..=d.len()).map(|ply| d.caption(ply).len()).sum();
    assert!(captions > INLINE_MOST, "long enough to be written inside");
    let code = element(&d, &Options::default());
    assert!(!code.contains("moves=") && !code.contains("captions="), "{code}");
    assert!(code.contains("\n  [Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n"), "{code}");
    assert!(code.contains("{A &amp; B &lt; C}"), "{code}");
    assert!(code.contains("highlight=\"d6:red@1 d8@2\""), "the marks stay attributes: {code}");
    assert_eq!(Draft::open(&code), Ok(d.clone()));
    // A caption holding `|` goes in a record however short the story.
    let mut short = story();
    short.set_caption(0, "either | or").unwrap();
    let code = element(&short, &Options::default());
    assert!(code.contains("{either | or}"), "{code}");
    assert_eq!(Draft::open(&code), Ok(short));
}

/// An exercise: from the start, the reader enters d6, the author replies d8, and the reader
/// enters e4 or f4 next to his man; a lead-up of no turns.
fn exercise() -> Draft {
    let mut d = Draft::new(Setup::start(GameKind::Emergo).check().unwrap());
    for turn in ["d6", "d8", "e4"] {
        d.play(turn).unwrap();
    }
    d.set_question(Some(0)).unwrap();
    d.add_answer(2, &["f4"]).unwrap();
    d.set_caption(0, "Enter twice, next to your own man.").unwrap();
    d.toggle_ring(2, "d6", Colour::Yellow).unwrap();
    d.right = Some("Well played.".into());
    d.wrong = Some("Enter next to your own man.".into());
    d
}

#[test]
fn an_exercise_with_two_answers_and_a_reply_round_trips() {
    let d = exercise();
    let code = element(&d, &Options::default());
    assert!(code.contains(" answer=\"d6 d8 e4 | d6 d8 f4\""), "{code}");
    assert!(code.contains(" captions=\"Enter twice, next to your own man.\""), "{code}");
    assert!(!code.contains("moves="), "no lead-up: the reader plays from the start: {code}");
    let back = Draft::open(&code).unwrap();
    assert_eq!(back, d);
    assert_eq!(back.lines(), [vec!["d6", "d8", "e4"], vec!["d6", "d8", "f4"]]);
    // The kit itself reads it as a story of two of the reader's turns.
    let params = Params::parse(&format!("embed=1&{}", link(&d, &Options::default(), "").trim_start_matches('?')));
    let kit =
        tavola_core::links::exercise::Exercise::new(params.record.as_ref().unwrap(), &params.author.answers).unwrap();
    assert_eq!((kit.from, kit.lines.len(), kit.steps()), (0, 2, 2));

    // A GIPF exercise after a lead-up: the question is where the lead-up ends.
    let start = Setup::from_position("gipf basic 4/5/6/wwwb3/6/5/4 w 12 14").unwrap().check().unwrap();
    let mut g = Draft::new(start);
    g.play("a1-b2").unwrap();
    g.play("i1-h2").unwrap();
    g.set_question(Some(2)).unwrap();
    g.play("e1-e2;xe2-e6").unwrap();
    let code = element(&g, &Options::default());
    assert!(code.contains("position=\"gipf basic 4/5/6/wwwb3/6/5/4 w 12 14\" moves=\"a1-b2 i1-h2\""), "{code}");
    assert!(code.contains("answer=\"e1-e2;xe2-e6\""), "{code}");
    assert_eq!(Draft::open(&code), Ok(g));
}

#[test]
fn a_link_opens_as_the_same_draft() {
    let options = Options { flipped: true, speed_ms: Some(250), ..Options::default() };
    for d in [story(), exercise()] {
        let url = link(&d, &options, "https://example.org/tavola/index.html");
        assert!(url.starts_with("https://example.org/tavola/index.html?game=emergo&"), "{url}");
        assert_eq!(Draft::open_with_options(&url), Ok((d.clone(), options.clone())), "{url}");
        // The query alone, and an iframe of it.
        let query = url.split_once('?').unwrap().1;
        assert_eq!(Draft::open(query), Ok(d.clone()));
        let frame = format!("<iframe src=\"tavola/index.html?embed=1&amp;{}\"></iframe>", query.replace('&', "&amp;"));
        assert_eq!(Draft::open(&frame), Ok(d.clone()));
    }
    let url = link(&story(), &Options::default(), "");
    assert!(url.contains("&white=Ann+%22the+Hammer%22") && url.contains("captions=The+empty+board."), "{url}");
}

/// What the attributes cannot carry (an event, a caption holding `|`, a mark shown at
/// every ply) still comes back: the record written whole, the mark without its ply.
#[test]
fn what_only_a_record_can_say_comes_back_too() {
    let pasted =
        "<tavola-board highlight=\"e5:blue\" ply=\"1\">\n  [Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n  \
                  [Event \"Club &amp; friends\"]\n  {Start} 1. d6 {either | or}\n</tavola-board>";
    let (d, options) = Draft::open_with_options(pasted).unwrap();
    assert_eq!(
        (d.record().tag("Event"), d.caption(1), options.ply),
        (Some("Club & friends"), "either | or".into(), Some(1))
    );
    assert_eq!(d.marks_at(0).len(), 1, "shown at every ply");
    let code = element(&d, &options);
    assert!(code.contains("[Event \"Club &amp; friends\"]") && code.contains(" highlight=\"e5:blue\""), "{code}");
    assert_eq!(Draft::open_with_options(&code), Ok((d.clone(), options.clone())));
    let url = link(&d, &options, "");
    assert!(url.starts_with("?record=%5BPosition"), "{url}");
    assert_eq!(Draft::open_with_options(&url), Ok((d, options)));
}

#[test]
fn a_bad_paste_and_a_game_that_does_not_play_are_named() {
    assert_eq!(Draft::open("Just some words."), Err(OpenError::NotABoard));
    assert_eq!(Draft::open("https://example.org/page"), Err(OpenError::NotABoard));
    let unplayable = Draft::open("<tavola-board game=\"emergo\" moves=\"d6 d8 d6\"></tavola-board>").unwrap_err();
    let OpenError::Record(RecordError::BadTurn { number, text, .. }) = &unplayable else { panic!("{unplayable:?}") };
    assert_eq!((*number, text.as_str()), (3, "d6"));
    assert!(unplayable.describe(&EN).contains("turn 3 (d6)"), "{}", unplayable.describe(&EN));
    let written = "<tavola-board>[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. d6 d6</tavola-board>";
    assert!(matches!(Draft::open(written), Err(OpenError::Record(RecordError::BadTurn { number: 2, .. }))));
    let notice = Draft::open("<tavola-board game=\"emergo\" level=\"grandmaster\"></tavola-board>").unwrap_err();
    assert!(notice.describe(&EN).contains("level=\"grandmaster\""), "{notice:?}");
    let warned = Draft::open("game=emergo&moves=d6&highlight=a1").unwrap_err();
    assert!(matches!(&warned, OpenError::Warnings(w) if w.len() == 1), "{warned:?}");
    assert!(matches!(Draft::open("game=emergo&captions=}"), Err(OpenError::Draft(DraftError::CaptionBrace))));
}

#[test]
fn the_element_params_are_the_scripts() {
    let script = include_str!("../../public/embed.js");
    let list = script.split("const PARAMS = [").nth(1).and_then(|rest| rest.split("];").next()).unwrap();
    let names: Vec<&str> = list.split(',').map(|n| n.trim().trim_matches('\'')).filter(|n| !n.is_empty()).collect();
    assert_eq!(names, ELEMENT_PARAMS);
}

/// The positions of a game played by picking, at each turn, the legal turn `picks` names.
fn positions(kind: GameKind, picks: &[usize]) -> Vec<String> {
    let mut record = AnyRecord::starting_at(&Setup::start(kind).check().unwrap().to_string()).unwrap();
    for pick in picks {
        let turns: Vec<String> = match &record {
            AnyRecord::Gipf(r) => Gipf::turns(r.current()).iter().map(ToString::to_string).collect(),
            AnyRecord::Emergo(r) => Emergo::turns(r.current()).iter().map(ToString::to_string).collect(),
        };
        if turns.is_empty() || record.result().is_some() {
            break;
        }
        record.push_text(&turns[pick % turns.len()]).unwrap();
    }
    (0..=record.len()).map(|ply| record.position_text(ply)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every position of a random legal game opens in the setup and checks as itself.
    #[test]
    fn positions_of_play_round_trip_through_the_setup(game in 0..4usize, picks in proptest::collection::vec(any::<usize>(), 0..40)) {
        for text in positions(GameKind::ALL[game], &picks) {
            let setup = Setup::from_position(&text).unwrap();
            prop_assert_eq!(setup.check().map(|c| c.to_string()), Ok(text));
        }
    }

    /// Whatever taps build, a position the check accepts is one the engine reads back as
    /// itself, and a refused one names at least one problem.
    #[test]
    fn what_the_check_accepts_the_engine_reads(
        game in 0..4usize,
        taps in proptest::collection::vec((0..61usize, 0..5usize), 0..16),
        counts in (0..20u8, 0..20u8),
        black_moves in any::<bool>(),
    ) {
        let mut setup = Setup::empty(GameKind::ALL[game]);
        // Spots only: a piece on a dot is refused by the setup itself, before the engine.
        let places: Vec<Place> =
            setup.places().into_iter().filter(|p| !matches!(p, Place::Point(p) if p.is_dot())).collect();
        let tools = [Tool::White, Tool::Black, Tool::WhiteGipf, Tool::BlackGipf, Tool::Empty];
        for (place, tool) in taps {
            let _ = setup.tap(places[place % places.len()], tools[tool]);
        }
        setup.set_count(Color::White, counts.0);
        setup.set_count(Color::Black, counts.1);
        if black_moves {
            setup.set_side_to_move(Color::Black);
        }
        match setup.check() {
            Ok(position) => {
                let text = position.to_string();
                prop_assert_eq!(AnyRecord::starting_at(&text).map(|r| r.position_text(0)), Ok(text.clone()));
                prop_assert_eq!(Setup::from_position(&text).map(|s| s.check()), Ok(Ok(position)));
            }
            Err(problems) => prop_assert!(!problems.is_empty()),
        }
    }
}
