//! A saved game as it is stored: one JSON object per game (serde), with a schema and a
//! rules version, the record as text, the redo stack and a revision.
//!
//! Each game lives under its own key (`tavola.game.<id>`), so one damaged entry can never
//! hide the others: [`decode`] answers every entry, readable or not, and a damaged one is
//! kept with its reason (and its text, for export) until the player deletes it.

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize};
use tavola_engine::record::RecordError;

use crate::i18n::Texts;
use crate::session::{AnyRecord, Draft, Session};

/// Bumped when the stored JSON changes shape.
pub const SCHEMA: u32 = 1;
/// Bumped when a rules change could make old records replay differently.
pub const RULES: u32 = 1;
/// Every saved game's key starts with this.
pub const PREFIX: &str = "tavola.game.";

/// What is stored for one game; the fields after `updated` may be missing (games saved
/// before them), and fields this version does not know are ignored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub schema: u32,
    pub rules: u32,
    pub id: String,
    pub name: String,
    /// The game record (docs/notation.md), the single truth about the game.
    pub record: String,
    /// Undone turns, most recent last.
    #[serde(default)]
    pub redo: Vec<String>,
    /// Milliseconds since the epoch (`Date.now()`), for ordering the list. Earlier
    /// versions wrote it as a float (`1700000000000.0`), which still reads.
    #[serde(deserialize_with = "whole_ms")]
    pub updated: u64,
    /// The computer's level for each side (`None`: a person plays it).
    #[serde(default)]
    pub white_ai: Option<String>,
    #[serde(default)]
    pub black_ai: Option<String>,
    /// Counts the writes of this game, so a write based on an older version is caught
    /// (`sync.rs`); 0 in games saved before revisions.
    #[serde(default)]
    pub rev: u64,
    /// The player chose the name; otherwise it follows the players' names (`White`, `Black`).
    #[serde(default)]
    pub named: bool,
    /// When the game began and when it ended (ms since the epoch), for the time it took;
    /// 0 and `None` where unknown (games saved before these were kept).
    #[serde(default)]
    pub started: u64,
    #[serde(default)]
    pub finished: Option<u64>,
    /// The game's clock, when it is played with one, as of `updated`.
    #[serde(default)]
    pub clock: Option<crate::clock::Clock>,
    /// The GIPF turn half made at the record's end ([`Draft`]), in notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft: Option<Box<DraftText>>,
}

/// A [`Draft`] as stored: the decisions and the marked pieces in notation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftText {
    pub made: Vec<String>,
    #[serde(default)]
    pub row: Option<usize>,
    #[serde(default)]
    pub kept: Vec<String>,
}

impl DraftText {
    pub fn of(draft: &Draft) -> DraftText {
        DraftText {
            made: draft.made.iter().map(ToString::to_string).collect(),
            row: draft.row,
            kept: draft.kept.iter().map(ToString::to_string).collect(),
        }
    }

    /// The draft, or `None` if any part does not read (a damaged draft is dropped: the
    /// game itself still opens, at the start of the turn).
    pub fn read(&self) -> Option<Draft> {
        let made = self.made.iter().map(|d| d.parse().ok()).collect::<Option<Vec<_>>>()?;
        let kept = self.kept.iter().map(|p| tavola_engine::gipf::Point::from_label(p)).collect::<Option<Vec<_>>>()?;
        Some(Draft { made, row: self.row, kept })
    }
}

/// A time in whole milliseconds, written as a whole number or as a float.
fn whole_ms<'de, D: Deserializer<'de>>(from: D) -> Result<u64, D::Error> {
    let ms = f64::deserialize(from)?;
    if ms.is_finite() && ms >= 0.0 {
        Ok(ms as u64)
    } else {
        Err(serde::de::Error::custom("`updated` is not a time"))
    }
}

/// The versions, read before the rest: another format may have other fields.
#[derive(Deserialize)]
#[serde(expecting = "a saved game (a JSON object)")]
struct Versions {
    schema: u32,
    rules: Option<u32>,
}

/// Why a text does not read as the JSON asked for: serde_json's own error, shared so that
/// what holds it (a damaged entry in the saved-games list, kept in a signal) can be cloned.
#[derive(Clone, Debug)]
pub struct JsonError(Arc<serde_json::Error>);

impl JsonError {
    pub fn new(error: serde_json::Error) -> JsonError {
        JsonError(Arc::new(error))
    }

    /// The parser's error.
    pub fn error(&self) -> &serde_json::Error {
        &self.0
    }
}

/// serde_json's error has no equality of its own: two are the same when they find the same
/// kind of fault at the same place and say so in the same words.
impl PartialEq for JsonError {
    fn eq(&self, other: &JsonError) -> bool {
        let (a, b) = (self.error(), other.error());
        (a.classify(), a.line(), a.column()) == (b.classify(), b.line(), b.column()) && a.to_string() == b.to_string()
    }
}

impl Eq for JsonError {}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for JsonError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.error())
    }
}

/// Why a stored entry cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, or not of a saved game's shape.
    NotJson(JsonError),
    Schema(u32),
    Rules(u32),
    /// The record does not replay.
    Record(RecordError),
}

impl LoadError {
    /// The reason in the player's language, the parser's or the engine's detail in its own
    /// words within it.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            LoadError::NotJson(error) => t.load_not_json(&error.to_string()),
            LoadError::Schema(n) => t.load_schema(*n, SCHEMA),
            LoadError::Rules(n) => t.load_rules(*n, RULES),
            LoadError::Record(error) => t.load_record(&error.to_string()),
        }
    }
}

/// One entry of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// Boxed: a replayed game is far bigger than a damaged entry.
    Game {
        saved: SavedGame,
        session: Box<Session>,
    },
    Damaged {
        key: String,
        raw: String,
        error: LoadError,
    },
}

impl Entry {
    pub fn key(&self) -> String {
        match self {
            Entry::Game { saved, .. } => key_of(&saved.id),
            Entry::Damaged { key, .. } => key.clone(),
        }
    }

    /// Newest game first (by id when two have the same time), damaged entries last by
    /// key: the order of the saved-games list, total, so any sort gives the same list.
    pub fn list_order(a: &Entry, b: &Entry) -> std::cmp::Ordering {
        match (a, b) {
            (Entry::Game { saved: x, .. }, Entry::Game { saved: y, .. }) => {
                y.updated.cmp(&x.updated).then_with(|| x.id.cmp(&y.id))
            }
            (Entry::Game { .. }, Entry::Damaged { .. }) => std::cmp::Ordering::Less,
            (Entry::Damaged { .. }, Entry::Game { .. }) => std::cmp::Ordering::Greater,
            (Entry::Damaged { key: x, .. }, Entry::Damaged { key: y, .. }) => x.cmp(y),
        }
    }
}

pub fn key_of(id: &str) -> String {
    format!("{PREFIX}{id}")
}

impl SavedGame {
    pub fn new(id: String, name: String, session: &Session, updated: u64) -> Self {
        SavedGame {
            schema: SCHEMA,
            rules: RULES,
            id,
            name,
            record: session.record.to_string(),
            redo: session.redo.iter().map(ToString::to_string).collect(),
            updated,
            white_ai: None,
            black_ai: None,
            rev: 0,
            named: false,
            started: 0,
            finished: None,
            clock: None,
            draft: session.draft().map(|d| Box::new(DraftText::of(d))),
        }
    }

    /// The same game and players, with the same moves and name: what a write would change.
    pub fn same_content(&self, other: &SavedGame) -> bool {
        self.name == other.name
            && self.record == other.record
            && self.redo == other.redo
            && self.white_ai == other.white_ai
            && self.black_ai == other.black_ai
            && self.finished == other.finished
            && self.clock == other.clock
            && self.named == other.named
            && self.draft == other.draft
    }

    /// The same content, its running clock perhaps read at another moment.
    pub fn same_course(&self, other: &SavedGame) -> bool {
        let clocks = match (&self.clock, &other.clock) {
            (Some(a), Some(b)) => a.same_course(b),
            (a, b) => a == b,
        };
        clocks && SavedGame { clock: other.clock, ..self.clone() }.same_content(other)
    }

    /// The stored text: `{"schema":1,"rules":1,"id":"x1",...,"named":false}`.
    pub fn to_json(&self) -> String {
        // Serializing strings, numbers and options into a string cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads the stored text without replaying the record (what a write needs to know),
    /// checking the versions before the rest.
    pub fn from_json(raw: &str) -> Result<SavedGame, LoadError> {
        let not_json = |e| LoadError::NotJson(JsonError::new(e));
        // Straight into the structs, never through `serde_json::Value`: its code would
        // weigh on the page's first load.
        let versions: Versions = serde_json::from_str(raw).map_err(not_json)?;
        if versions.schema != SCHEMA {
            return Err(LoadError::Schema(versions.schema));
        }
        match versions.rules {
            Some(rules) if rules != RULES => return Err(LoadError::Rules(rules)),
            _ => {}
        }
        serde_json::from_str(raw).map_err(not_json)
    }
}

/// Checks and replays one stored entry.
pub fn decode(key: &str, raw: &str) -> Entry {
    let damaged = |error| Entry::Damaged { key: key.to_string(), raw: raw.to_string(), error };
    let saved = match SavedGame::from_json(raw) {
        Ok(saved) => saved,
        Err(error) => return damaged(error),
    };
    match AnyRecord::parse(&saved.record) {
        Ok(record) => {
            let mut session = Session::from_record(record);
            session.redo = session.record.read_redo(&saved.redo);
            session.set_draft(saved.draft.as_deref().and_then(DraftText::read));
            Entry::Game { saved, session: Box::new(session) }
        }
        Err(e) => damaged(LoadError::Record(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::NewGame;

    fn saved() -> SavedGame {
        let mut session = Session::new(NewGame::Emergo);
        session.play("d6").unwrap();
        session.play("d8").unwrap();
        session.undo();
        SavedGame::new("x1".into(), "Friday".into(), &session, 1)
    }

    fn texts(turns: &[crate::session::AnyTurn]) -> Vec<String> {
        turns.iter().map(ToString::to_string).collect()
    }

    /// The redo stack is read once, as turns, against the record's end; what no longer
    /// follows from it (a damaged or stale entry) is dropped, the rest kept.
    #[test]
    fn the_redo_stack_is_read_as_turns() {
        let mut session = Session::new(NewGame::Emergo);
        for t in ["d6", "d8", "e4"] {
            session.play(t).unwrap();
        }
        session.undo();
        session.undo();
        assert_eq!(texts(&session.redo), vec!["e4", "d8"]);
        let game = SavedGame::new("x1".into(), "Redo".into(), &session, 1);
        let Entry::Game { session: read, .. } = decode("k", &game.to_json()) else { panic!("damaged") };
        assert_eq!(read.redo, session.redo);
        let stale = SavedGame { redo: vec!["e4".into(), "zz".into()], ..game };
        let Entry::Game { session: read, .. } = decode("k", &stale.to_json()) else { panic!("damaged") };
        assert!(read.redo.is_empty(), "the next redo does not parse: nothing after it can follow");
    }

    #[test]
    fn a_saved_game_decodes_to_the_same_session() {
        let game = saved();
        let raw = game.to_json();
        let Entry::Game { saved, session } = decode("tavola.game.x1", &raw) else { panic!("damaged") };
        assert_eq!(saved, game);
        assert_eq!(session.record.turn_texts(), vec!["d6"]);
        assert_eq!(texts(&session.redo), vec!["d8"]);
    }

    /// Games as earlier versions wrote them (serde_json, with and without the later
    /// fields) and as a script writes them (`JSON.stringify`, fields in any order) load.
    #[test]
    fn games_saved_before_still_load() {
        let record = r#"[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n\n1. d6"#;
        let full = format!(
            r#"{{"schema":1,"rules":1,"id":"x1","name":"Friday \"1\"","record":"{record}","redo":["d8"],"updated":1700000000000.0,"white_ai":null,"black_ai":"expert","rev":3,"named":true}}"#
        );
        let old = format!(
            r#"{{"schema":1,"rules":1,"id":"x1","name":"Friday","record":"{record}","updated":1700000000000.0}}"#
        );
        let script = format!(
            r#"{{ "named": false, "rev": 3, "updated": 1700000000000, "record": "{record}", "name": "Fr\u00e9", "id": "x1", "rules": 1, "schema": 1, "extra": [{{}}] }}"#
        );
        for (raw, name, redo, black_ai, rev, named) in [
            (full, "Friday \"1\"", vec!["d8".to_string()], Some("expert".to_string()), 3, true),
            (old, "Friday", vec![], None, 0, false),
            (script, "Fré", vec![], None, 3, false),
        ] {
            let Entry::Game { saved, session } = decode("tavola.game.x1", &raw) else { panic!("{raw} damaged") };
            let expected = SavedGame {
                name: name.into(),
                redo: redo.clone(),
                updated: 1_700_000_000_000,
                black_ai,
                rev,
                named,
                record: "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n\n1. d6".into(),
                ..SavedGame::new("x1".into(), String::new(), &session, 0)
            };
            assert_eq!(saved, expected, "{raw}");
            assert_eq!(session.record.turn_texts(), vec!["d6"]);
            assert_eq!(texts(&session.redo), redo);
            assert_eq!(
                decode("tavola.game.x1", &saved.to_json()),
                Entry::Game { saved, session },
                "written again, it reads the same"
            );
        }
    }

    proptest::proptest! {
        /// Whatever is in storage under our prefix, reading it never panics.
        #[test]
        fn any_stored_text_is_answered(raw in "\\PC*") {
            let _ = decode("tavola.game.x", &raw);
        }

        /// JSON of the right shape around an arbitrary record.
        #[test]
        fn any_record_text_is_answered(record in "\\PC*") {
            let game = SavedGame { record, ..saved() };
            let _ = decode("tavola.game.x", &game.to_json());
        }

        /// Whatever the names and turns, a game reads back as written.
        #[test]
        fn any_names_read_back(id in "\\PC*", name in "\\PC*", redo in proptest::collection::vec("\\PC*", 0..3), level in proptest::option::of("\\PC*")) {
            let game = SavedGame { id, name, redo, white_ai: level, named: true, rev: 1 << 40, updated: 1_700_000_000_000, ..saved() };
            match decode("k", &game.to_json()) {
                Entry::Game { saved, .. } => proptest::prop_assert_eq!(saved, game),
                Entry::Damaged { error, .. } => proptest::prop_assert!(false, "{error:?}"),
            }
        }
    }

    /// A damaged entry keeps its reason typed: the parser's error with where it failed,
    /// the engine's with the turn it refused; each language words them around it.
    #[test]
    fn damaged_entries_keep_the_parsers_and_the_engines_reasons() {
        let Entry::Damaged { error: LoadError::NotJson(json), .. } = decode("k", "{\"schema\":1,\n]") else {
            panic!("not JSON")
        };
        assert_eq!((json.error().line(), json.error().column()), (2, 1));
        assert!(json.error().is_syntax());
        assert_eq!(SavedGame::from_json("{\"schema\":1,\n]"), Err(LoadError::NotJson(json.clone())), "the same fault");
        assert_ne!(SavedGame::from_json("{\"schema\":1,]"), Err(LoadError::NotJson(json)), "elsewhere");
        let record = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. d6 d6".to_string();
        let Entry::Damaged { error, .. } = decode("k", &SavedGame { record, ..saved() }.to_json()) else {
            panic!("d6 is taken")
        };
        assert!(matches!(&error, LoadError::Record(RecordError::BadTurn { number: 2, .. })), "{error:?}");
        let said = crate::i18n::Lang::ALL.map(|lang| error.describe(lang.texts()));
        assert_eq!(said[0], "the game record is damaged: turn 2 (d6): d6 is not empty");
        assert_eq!(said[1], "la trascrizione della partita è danneggiata: turn 2 (d6): d6 is not empty");
        assert_eq!(said[2], "partiprotokollet är skadat: turn 2 (d6): d6 is not empty");
    }

    #[test]
    fn damaged_entries_say_why() {
        let cases = [
            ("{not json".to_string(), "not a Tavola saved game (key must be a string at line 1 column 2)"),
            (r#"{"schema":1,"rules":1,"id":"broken""#.to_string(), "(EOF while parsing an object at line 1 column 35)"),
            ("[1]".to_string(), "(invalid length 1, expected a saved game (a JSON object)"),
            (r#"{"schema":99}"#.to_string(), "storage format 99"),
            (r#"{"schema":"1"}"#.to_string(), "(invalid type: string \"1\", expected u32"),
            (r#"{"schema":1,"rules":1}"#.to_string(), "(missing field `id`"),
            (r#"{"schema":1,"id":"x"}"#.to_string(), "(missing field `rules`"),
            (SavedGame { schema: 9, ..saved() }.to_json(), "storage format 9"),
            (SavedGame { rules: 0, ..saved() }.to_json(), "rules version 0"),
            (
                saved().to_json().replace(r#""redo":["d8"]"#, r#""redo":["d8",1]"#),
                "(invalid type: integer `1`, expected a string",
            ),
            (saved().to_json().replace(r#""named":false"#, r#""named":0"#), "expected a boolean"),
            (
                saved().to_json().replace(r#""white_ai":null"#, r#""white_ai":1"#),
                "(invalid type: integer `1`, expected a string",
            ),
            (saved().to_json().replace(r#""rev":0"#, r#""rev":-1"#), "(invalid value: integer `-1`, expected u64"),
            (saved().to_json().replace(r#""updated":1"#, r#""updated":"1""#), "expected f64"),
            (saved().to_json().replace(r#""updated":1"#, r#""updated":-1"#), "`updated` is not a time"),
            (
                SavedGame { record: "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. e5".into(), ..saved() }
                    .to_json(),
                "turn 1 (e5)",
            ),
        ];
        for (raw, expected) in cases {
            match decode("k", &raw) {
                Entry::Damaged { error, raw: kept, .. } => {
                    let text = error.describe(&crate::i18n::EN);
                    assert!(text.contains(expected), "{text} lacks {expected}");
                    assert_eq!(kept, raw, "the raw text is kept for export");
                }
                Entry::Game { .. } => panic!("{raw} decoded"),
            }
        }
    }
}
