//! The boot screen in `index.html` (painted before the wasm arrives) speaks the catalogue's
//! words: its English texts and the Italian and Swedish ones its script swaps in are the
//! same as `tavola_core::i18n`'s, so changing a text in one place and not the other fails.

use tavola_core::i18n::{Texts, EN, IT, SV};

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
