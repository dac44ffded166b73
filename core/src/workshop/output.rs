//! What the author copies out, exactly as the kit reads it (docs/embedding.md): the
//! `<tavola-board>` element, a link, and a position's text. Written with the kit's own
//! writers (the engine's record and position text, the annotations' and `hide`'s
//! writers beside their parsers), so `Draft::open` reads every one back as the same draft.

use crate::i18n::Lang;
use crate::links::author::Hide;
use crate::links::share::{escape, named_start};
use crate::session::AnyRecord;
use crate::workshop::draft::Draft;
use crate::workshop::html;

/// How the board is shown, beside what it shows: the presentation attributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The board's language, whatever the reader chose before.
    pub lang: Option<Lang>,
    /// Drawn from Black's side.
    pub flipped: bool,
    /// The position shown first (the kit's default: the last).
    pub ply: Option<usize>,
    /// Whether the board takes turns.
    pub interactive: bool,
    /// How long each turn stays on show when the reader plays the story through, in ms
    /// (the kit's default: 1500).
    pub speed_ms: Option<u32>,
    pub hide: Hide,
}

impl Default for Options {
    fn default() -> Self {
        Options { lang: None, flipped: false, ply: None, interactive: true, speed_ms: None, hide: Hide::default() }
    }
}

/// Past this many characters in `moves` and `captions` together, the element carries its
/// story as a record written inside it: one text a reader of the page's source can follow,
/// each caption beside its turn, instead of two long attributes counted against each other.
pub const INLINE_MOST: usize = 300;

/// The kit's parameters as `(name, value)` pairs, in the order `embed.js` lists them: what
/// both the element and the link say. `written` is the record written whole (`record`)
/// instead of `moves`, `captions` and the names.
fn params(draft: &Draft, options: &Options, written: bool) -> Vec<(&'static str, String)> {
    let lead = lead_up(draft);
    let mut out: Vec<(&'static str, String)> = Vec::new();
    if written {
        out.push(("record", lead.to_string()));
    } else {
        match named_start(&lead) {
            Some(named) => out.extend(named.iter().map(|(name, value)| (*name, value.to_string()))),
            None => out.push(("position", lead.position_text(0))),
        }
        if !lead.is_empty() {
            out.push(("moves", lead.turn_texts().join(" ")));
        }
    }
    if let Some(ply) = options.ply {
        out.push(("ply", ply.to_string()));
    }
    if options.flipped {
        out.push(("orientation", "black".to_string()));
    }
    if !options.interactive {
        out.push(("interactive", "false".to_string()));
    }
    let captions: Vec<String> = (0..=lead.len()).map(|ply| draft.caption(ply)).collect();
    if !written && captions.iter().any(|c| !c.is_empty()) {
        out.push(("captions", captions.join("|")));
    }
    if let Some(lang) = options.lang {
        out.push(("lang", lang.code().to_string()));
    }
    let lines = draft.lines();
    if !lines.is_empty() {
        out.push(("answer", lines.iter().map(|l| l.join(" ")).collect::<Vec<_>>().join(" | ")));
    }
    out.extend(draft.right.iter().map(|r| ("right", r.clone())));
    out.extend(draft.wrong.iter().map(|w| ("wrong", w.clone())));
    if options.hide != Hide::default() {
        out.push(("hide", options.hide.value()));
    }
    for (name, arrows) in [("highlight", false), ("arrows", true)] {
        let marks: Vec<String> =
            draft.marks().iter().filter(|m| m.is_arrow() == arrows).map(ToString::to_string).collect();
        if !marks.is_empty() {
            out.push((name, marks.join(" ")));
        }
    }
    if let Some(ms) = options.speed_ms {
        out.push(("speed", seconds(ms)));
    }
    if !written {
        for (name, side) in [("white", tavola_engine::Color::White), ("black", tavola_engine::Color::Black)] {
            out.extend(draft.name(side).map(|n| (name, n.to_string())));
        }
    }
    out
}

/// The record the kit is given: the main line up to the question (all of it for a story);
/// the reader's turns and the replies go in `answer`.
fn lead_up(draft: &Draft) -> AnyRecord {
    let mut lead = draft.record().clone();
    if let Some(q) = draft.question() {
        lead.truncate(q);
    }
    lead
}

/// Whether the attributes cannot say it all, so the record must be written whole: a tag
/// beside the names (an event), or a caption holding `|`, which `captions` splits at.
fn needs_record(draft: &Draft) -> bool {
    let record = draft.record();
    let other_tag = record.tags().iter().any(|(name, _)| name != "White" && name != "Black");
    other_tag || record.comments().iter().any(|(_, c)| c.contains('|'))
}

/// Milliseconds as the seconds `speed` reads: `1.5`, `2`, `0.25`.
fn seconds(ms: u32) -> String {
    let fraction = format!("{:03}", ms % 1000);
    match fraction.trim_end_matches('0') {
        "" => (ms / 1000).to_string(),
        digits => format!("{}.{digits}", ms / 1000),
    }
}

/// The `<tavola-board>` element for a page: attributes escaped for HTML, and a long story
/// (or one the attributes cannot carry) written inside it as a record, which `embed.js`
/// reads as the element's `record`.
pub fn element(draft: &Draft, options: &Options) -> String {
    let inline = params(draft, options, false);
    let inline_len: usize =
        inline.iter().filter(|(name, _)| matches!(*name, "moves" | "captions")).map(|(_, v)| v.len()).sum();
    let written = needs_record(draft) || inline_len > INLINE_MOST;
    let chosen = if written { params(draft, options, true) } else { inline };
    let record = chosen.iter().find(|(name, _)| *name == "record").map(|(_, value)| value.as_str());
    write_element(chosen.iter().filter(|(name, _)| *name != "record"), record)
}

/// `<tavola-board name="value"…>`, the record (if any) written inside it a line at a time.
fn write_element<'a>(attributes: impl Iterator<Item = &'a (&'static str, String)>, record: Option<&str>) -> String {
    let mut out = String::from("<tavola-board");
    for (name, value) in attributes {
        out.push_str(&format!(" {name}=\"{}\"", html::escape_attribute(value)));
    }
    out.push('>');
    if let Some(record) = record {
        for line in record.lines() {
            out.push_str("\n  ");
            out.push_str(&html::escape_text(line));
        }
        out.push('\n');
    }
    out.push_str("</tavola-board>");
    out
}

/// The link that opens the app on the draft: `base` is the app's address without a query
/// (`https://example.org/tavola/index.html`, or empty for the query alone), the values
/// escaped as the app's parameter reader decodes them.
pub fn link(draft: &Draft, options: &Options, base: &str) -> String {
    let query: Vec<String> = params(draft, options, needs_record(draft))
        .into_iter()
        .map(|(name, value)| format!("{name}={}", escape(&value)))
        .collect();
    format!("{base}?{}", query.join("&"))
}

/// A game as a board for a page: its turns, its comments as captions and its players'
/// names, opening at the position after `ply` turns (the kit's default, the end, when that
/// is the last): what a game's "Copy as board" copies.
pub fn game_element(record: &AnyRecord, ply: usize) -> String {
    // The record written whole carries the comments and the names as they are; nothing of
    // the workshop's drafts is needed, so the app's first load does not carry it.
    let ply = (ply < record.len()).then(|| ("ply", ply.to_string()));
    write_element(ply.iter(), Some(&record.to_string()))
}

/// The canonical text of the position after `ply` turns of the main line (its last
/// position past the end).
pub fn position_text(draft: &Draft, ply: usize) -> String {
    draft.record().position_text(ply)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_copied_as_a_board_opens_as_that_game_at_the_ply_on_show() {
        let mut record = AnyRecord::new(crate::session::NewGame::Emergo);
        for turn in ["e9", "d8", "f8", "c7"] {
            record.push_text(turn).unwrap();
        }
        record.set_tag("White", "Ada");
        record.set_tag("Black", "Bo");
        let element = game_element(&record, 1);
        assert!(element.contains(r#"ply="1""#), "{element}");
        let (draft, options) = Draft::open_with_options(&element).unwrap();
        assert_eq!(draft.record().turn_texts(), record.turn_texts());
        let names = [tavola_engine::Color::White, tavola_engine::Color::Black].map(|c| draft.name(c));
        assert_eq!(names, [Some("Ada"), Some("Bo")]);
        assert_eq!(options.ply, Some(1));
        // At the end, the kit's default: no ply written.
        assert!(!game_element(&record, 4).contains("ply="));
    }

    #[test]
    fn seconds_are_written_as_speed_reads_them() {
        assert_eq!([1500, 2000, 250, 200, 10_000].map(seconds), ["1.5", "2", "0.25", "0.2", "10"]);
    }
}
