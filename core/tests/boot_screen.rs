//! The boot screen in `index.html` (painted before the wasm arrives) speaks the catalogue's
//! words: its English texts and the Italian and Swedish ones its script swaps in are the
//! same as `tavola_core::i18n`'s, so changing a text in one place and not the other fails.

use tavola_core::i18n::{Lang, Texts, EN, IT, SV};

const INDEX: &str = include_str!("../../index.html");

/// The catalogue's text for one of the boot screen's `data-text` names.
fn text(t: &Texts, name: &str) -> &'static str {
    match name {
        "tagline" => t.tagline(),
        "new_game" => t.new_game(),
        "gipf_line" => t.gipf_line(),
        "emergo_line" => t.emergo_line(),
        other => panic!("the boot screen names a text the test does not know: {other}"),
    }
}

#[test]
fn the_boot_screen_says_what_the_start_screen_says() {
    let mut names = Vec::new();
    for piece in INDEX.split("data-text=\"").skip(1) {
        let (name, rest) = piece.split_once('"').expect("a quoted name");
        let english = rest.split_once('>').and_then(|(_, r)| r.split_once('<')).map(|(t, _)| t).expect("a text");
        assert_eq!(english, text(&EN, name), "{name} in English");
        names.push(name);
    }
    assert_eq!(names, ["tagline", "new_game", "gipf_line", "emergo_line"]);
    let json =
        INDEX.split_once("const TEXTS = ").and_then(|(_, r)| r.split_once(";\n")).map(|(j, _)| j).expect("TEXTS");
    let texts: serde_json::Value = serde_json::from_str(json).expect("TEXTS is JSON");
    for (code, t) in [("it", &IT), ("sv", &SV)] {
        for name in &names {
            assert_eq!(texts[code][name].as_str(), Some(text(t, name)), "{name} in {code}");
        }
    }
}

/// What the page says when a site's policy refuses the app's wasm (the app, which never
/// started, has no words of its own for it): in every language the app speaks, naming what
/// the policy needs.
#[test]
fn the_page_says_in_every_language_that_a_policy_blocks_the_app() {
    let json =
        INDEX.split_once("const BLOCKED = ").and_then(|(_, r)| r.split_once(";\n")).map(|(j, _)| j).expect("BLOCKED");
    let blocked: serde_json::Value = serde_json::from_str(json).expect("BLOCKED is JSON");
    for lang in Lang::ALL {
        let said = blocked[lang.code()].as_str().unwrap_or_default();
        assert!(said.contains("'wasm-unsafe-eval'"), "{}: {said:?}", lang.code());
    }
}

/// `puzzles.html` paints the trainer's top (its links, title and introduction) before the
/// trainer's wasm arrives: in the trainer's words, in each language. Its "Loading puzzles…"
/// line is the page's own (the trainer never shows one).
#[test]
fn the_trainers_page_says_what_the_trainer_says() {
    use tavola_core::puzzles::texts::{PuzzleTexts, EN, IT, SV};
    const PAGE: &str = include_str!("../../public/puzzles.html");
    fn text(t: &PuzzleTexts, name: &str) -> Option<&'static str> {
        match name {
            "play" => Some(t.play),
            "lessons" => Some(t.lessons),
            "title" => Some(t.title),
            "intro" => Some(t.intro),
            "loading" => None,
            other => panic!("puzzles.html names a text the test does not know: {other}"),
        }
    }
    let boot =
        PAGE.split_once("<div id=\"boot\">").and_then(|(_, r)| r.split_once("</div>")).map(|(b, _)| b).expect("#boot");
    let mut names = Vec::new();
    for piece in boot.split("data-text=\"").skip(1) {
        let (name, rest) = piece.split_once('"').expect("a quoted name");
        let english = rest.split_once('>').and_then(|(_, r)| r.split_once('<')).map(|(t, _)| t).expect("a text");
        if let Some(said) = text(&EN, name) {
            assert_eq!(english, said, "{name} in English");
        }
        names.push(name);
    }
    assert_eq!(names, ["play", "lessons", "title", "intro", "loading"]);
    let json = PAGE.split_once("const TEXTS = ").and_then(|(_, r)| r.split_once(";\n")).map(|(j, _)| j).expect("TEXTS");
    let texts: serde_json::Value = serde_json::from_str(json).expect("TEXTS is JSON");
    // Its lessons link, per language, is the trainer's.
    let lessons =
        PAGE.split_once("const LESSONS = ").and_then(|(_, r)| r.split_once(";\n")).map(|(l, _)| l).expect("LESSONS");
    for lang in Lang::ALL {
        assert!(lessons.contains(&format!("{}: '{}'", lang.code(), lang.lessons_page())), "the lessons of {lang:?}");
    }
    for (code, t) in [("it", &IT), ("sv", &SV)] {
        for name in &names {
            let said = texts[code][name].as_str();
            assert!(said.is_some(), "{name} in {code}");
            if let Some(expected) = text(t, name) {
                assert_eq!(said, Some(expected), "{name} in {code}");
            }
        }
    }
}
