//! What a tutorial author adds to an embedded board (docs/embedding.md): an exercise
//! (`answer`, `right`, `wrong`), annotations (`highlight`, `arrows`), parts of the chrome
//! to hide (`hide`) and a computer opponent (`computer`, `level`). Parsed from URL
//! parameters into checked types, apart from `params.rs` so each stays small.

use tavola_engine::ai::Level;
use tavola_engine::Color;

use crate::i18n::Texts;

/// The parameters this module reads.
pub const NAMES: [&str; 8] = ["answer", "right", "wrong", "hide", "computer", "level", "highlight", "arrows"];

/// A parameter value this module rejects, and what it should have been.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadOption {
    pub name: &'static str,
    pub value: String,
    pub expected: Expected,
}

/// What a value of one of [`NAMES`] should have been.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Hide,
    Computer,
    Level,
    Highlight,
    Arrows,
}

impl Expected {
    pub fn text(self, t: &Texts) -> &'static str {
        match self {
            Expected::Hide => t.expected_hide(),
            Expected::Computer => t.expected_computer(),
            Expected::Level => t.expected_level(),
            Expected::Highlight => t.expected_highlight(),
            Expected::Arrows => t.expected_arrows(),
        }
    }
}

/// The colours an author may mark with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Colour {
    #[default]
    Green,
    Red,
    Blue,
    Yellow,
}

impl Colour {
    /// Every colour, in the order an author's palette offers them.
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Blue, Colour::Yellow];

    /// The colour's name in the player's language, for an author's palette.
    pub fn label(self, t: &Texts) -> &'static str {
        match self {
            Colour::Green => t.colour_green(),
            Colour::Red => t.colour_red(),
            Colour::Blue => t.colour_blue(),
            Colour::Yellow => t.colour_yellow(),
        }
    }

    /// The name in the URL, which is also the CSS class that paints it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
        }
    }
}

/// A highlighted place, or an arrow from one place to another, in the game's notation;
/// shown at every ply, or (`e5@3`) only while ply 3 is on show, so a story's marks follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    pub from: String,
    pub to: Option<String>,
    pub colour: Colour,
    pub ply: Option<usize>,
}

impl Annotation {
    /// Whether the annotation is drawn while `ply` is on show.
    pub fn shown_at(&self, ply: usize) -> bool {
        self.ply.is_none_or(|p| p == ply)
    }

    /// Whether it is an arrow (`arrows`), not a ring (`highlight`).
    pub fn is_arrow(&self) -> bool {
        self.to.is_some()
    }
}

impl std::fmt::Display for Annotation {
    /// One item of `highlight` or `arrows` as [`Author::set`] reads it back: `e5`, `e1-e5`,
    /// then `:colour` unless green (the default), then `@ply` when tied to one.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.from)?;
        if let Some(to) = &self.to {
            write!(f, "-{to}")?;
        }
        if self.colour != Colour::default() {
            write!(f, ":{}", self.colour.name())?;
        }
        if let Some(ply) = self.ply {
            write!(f, "@{ply}")?;
        }
        Ok(())
    }
}

/// Parts of an embedded board's chrome the author can hide.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hide {
    pub hint: bool,
    pub lang: bool,
    pub status: bool,
    pub nav: bool,
}

impl Hide {
    /// The `hide` value that reads back as these parts (`hint,nav`); empty when none.
    pub fn value(&self) -> String {
        let parts = [(self.hint, "hint"), (self.lang, "lang"), (self.status, "status"), (self.nav, "nav")];
        parts.iter().filter(|(on, _)| *on).map(|(_, name)| *name).collect::<Vec<_>>().join(",")
    }

    /// The classes on the app's root that hide each part (style/main.css).
    pub fn classes(&self) -> String {
        let parts =
            [(self.hint, "hide-hint"), (self.lang, "hide-lang"), (self.status, "hide-status"), (self.nav, "hide-nav")];
        parts.iter().filter(|(on, _)| *on).map(|(_, class)| *class).collect::<Vec<_>>().join(" ")
    }
}

/// Everything an author set, with the defaults when nothing was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Author {
    /// The accepted turns of an exercise, as the author wrote them; empty when no exercise.
    pub answers: Vec<String>,
    /// The author's own words for a right and a wrong answer.
    pub right: Option<String>,
    pub wrong: Option<String>,
    pub hide: Hide,
    /// The sides the computer plays.
    pub computer: Vec<Color>,
    pub level: Option<Level>,
    pub annotations: Vec<Annotation>,
}

/// A place in either game's notation: a file a–i and a rank 1–9.
fn is_place(text: &str) -> bool {
    matches!(text.as_bytes(), [b'a'..=b'i', b'1'..=b'9'])
}

/// `place` or `place:colour` (or `from-to[:colour]` for arrows), separated by spaces.
fn annotations(value: &str, arrows: bool) -> Option<Vec<Annotation>> {
    value
        .split_whitespace()
        .map(|item| {
            let (item, ply) = match item.rsplit_once('@') {
                Some((item, ply)) => (item, Some(ply.parse().ok()?)),
                None => (item, None),
            };
            let (places, colour) = match item.split_once(':') {
                Some((places, name)) => (places, Colour::ALL.into_iter().find(|c| c.name() == name)?),
                None => (item, Colour::default()),
            };
            let (from, to) = match places.split_once('-') {
                Some((from, to)) if arrows => (from, Some(to)),
                None if !arrows => (places, None),
                _ => return None,
            };
            let valid = is_place(from) && to.is_none_or(is_place);
            valid.then(|| Annotation { from: from.to_string(), to: to.map(str::to_string), colour, ply })
        })
        .collect()
}

impl Author {
    /// Reads one of [`NAMES`]; any other name is left to the caller.
    pub fn set(&mut self, name: &'static str, value: String) -> Result<(), BadOption> {
        let bad = |expected: Expected| BadOption { name, value: value.clone(), expected };
        match name {
            "answer" => {
                self.answers = value.split('|').map(str::trim).filter(|a| !a.is_empty()).map(str::to_string).collect()
            }
            "right" => self.right = Some(value),
            "wrong" => self.wrong = Some(value),
            "hide" => {
                // All or nothing: a value with one unknown part hides nothing. A value
                // replaces the one before it: a page's `hide` (even empty) over a named
                // puzzle's hidden hint.
                let mut hide = Hide::default();
                for part in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    match part {
                        "hint" => hide.hint = true,
                        "lang" => hide.lang = true,
                        "status" => hide.status = true,
                        "nav" => hide.nav = true,
                        _ => return Err(bad(Expected::Hide)),
                    }
                }
                self.hide = hide;
            }
            "computer" => {
                self.computer = match value.as_str() {
                    "white" => vec![Color::White],
                    "black" => vec![Color::Black],
                    "both" => vec![Color::White, Color::Black],
                    _ => return Err(bad(Expected::Computer)),
                }
            }
            "level" => self.level = Some(Level::from_name(&value).ok_or_else(|| bad(Expected::Level))?),
            "highlight" | "arrows" => {
                let arrows = name == "arrows";
                let found = annotations(&value, arrows)
                    .ok_or_else(|| bad(if arrows { Expected::Arrows } else { Expected::Highlight }))?;
                self.annotations.extend(found);
            }
            _ => {}
        }
        Ok(())
    }

    /// The computer's level: the one named, else casual.
    pub fn level(&self) -> Level {
        self.level.unwrap_or(Level::Casual)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    fn author(pairs: &[(&'static str, &str)]) -> Result<Author, BadOption> {
        let mut a = Author::default();
        for (name, value) in pairs {
            a.set(name, value.to_string())?;
        }
        Ok(a)
    }

    #[test]
    fn every_option_is_read() {
        let a = author(&[
            ("answer", "g6-e6-c6 | d7-d5"),
            ("right", "Well done"),
            ("hide", "hint,nav"),
            ("computer", "black"),
            ("level", "club"),
            ("highlight", "e5 d4:red"),
            ("arrows", "e1-e5:blue"),
        ])
        .unwrap();
        assert_eq!(a.answers, vec!["g6-e6-c6", "d7-d5"]);
        assert_eq!(a.right.as_deref(), Some("Well done"));
        assert_eq!(a.hide.classes(), "hide-hint hide-nav");
        assert_eq!((a.computer.clone(), a.level()), (vec![Color::Black], Level::Club));
        assert_eq!(a.annotations[1], Annotation { from: "d4".into(), to: None, colour: Colour::Red, ply: None });
        assert_eq!(
            a.annotations[2],
            Annotation { from: "e1".into(), to: Some("e5".into()), colour: Colour::Blue, ply: None }
        );
        let story = author(&[("highlight", "e5@0 d4:red@2"), ("arrows", "e1-e5:blue@1")]).unwrap();
        let at =
            |ply| story.annotations.iter().filter(|a| a.shown_at(ply)).map(|a| a.from.as_str()).collect::<Vec<_>>();
        assert_eq!((at(0), at(1), at(2), at(3)), (vec!["e5"], vec!["e1"], vec!["d4"], vec![]));
        assert!(author(&[("highlight", "e5@x")]).is_err() && author(&[("arrows", "e1-e5@")]).is_err());
        assert_eq!(Author::default().level(), Level::Casual);
    }

    /// What an author's tool writes reads back as the same options.
    #[test]
    fn annotations_and_hidden_parts_are_written_as_they_are_read() {
        let a =
            author(&[("highlight", "e5 d4:red@2 c3:yellow"), ("arrows", "e1-e5:blue@1 a1-b2"), ("hide", "nav,hint")])
                .unwrap();
        let (rings, arrows): (Vec<&Annotation>, Vec<&Annotation>) = a.annotations.iter().partition(|a| !a.is_arrow());
        let written = |marks: &[&Annotation]| marks.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ");
        assert_eq!((written(&rings), written(&arrows)), ("e5 d4:red@2 c3:yellow".into(), "e1-e5:blue@1 a1-b2".into()));
        assert_eq!(a.hide.value(), "hint,nav");
        let back = author(&[("highlight", &written(&rings)), ("arrows", &written(&arrows)), ("hide", &a.hide.value())])
            .unwrap();
        assert_eq!((back.annotations, back.hide), (a.annotations, a.hide));
        assert_eq!(Hide::default().value(), "");
    }

    #[test]
    fn bad_values_say_what_was_expected() {
        for (name, value, expected) in [
            ("hide", "board", EN.expected_hide()),
            ("computer", "red", EN.expected_computer()),
            ("level", "grandmaster", EN.expected_level()),
            ("highlight", "e5:purple", EN.expected_highlight()),
            ("highlight", "e1-e5", EN.expected_highlight()),
            ("highlight", "z9", EN.expected_highlight()),
            ("arrows", "e5", EN.expected_arrows()),
        ] {
            let error = author(&[(name, value)]).unwrap_err();
            assert_eq!((error.name, error.value.as_str(), error.expected.text(&EN)), (name, value, expected));
        }
    }
}
