//! Saved games in `localStorage`, one key per game, as versioned JSON.
//!
//! Each game lives under its own key (`tavola.game.<id>`), so one damaged entry can never
//! hide the others: `load_all` returns every entry, readable or not, and a damaged one is
//! shown with its reason and left untouched until the player deletes it.
//!
//! The browser may refuse storage altogether (site data blocked, some private modes:
//! reading `window.localStorage` throws a `SecurityError`). Every read and write goes
//! through [`local`] and [`session`], which then give `None`: nothing is listed or
//! reopened, and a write answers [`SaveError::Refused`], so the app runs on with its
//! games in memory.

use crate::game::json::{self, Json};
use crate::game::session::{AnyRecord, Session};
use crate::i18n::Texts;

/// Bumped when the stored JSON changes shape.
pub const SCHEMA: u32 = 1;
/// Bumped when a rules change could make old records replay differently.
pub const RULES: u32 = 1;
/// Every saved game's key starts with this.
pub const PREFIX: &str = "tavola.game.";

/// What is stored for one game, as a JSON object of these fields (`to_json`, `decode`);
/// the fields after `updated` may be missing (games saved before them).
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub schema: u32,
    pub rules: u32,
    pub id: String,
    pub name: String,
    /// The game record (docs/notation.md), the single truth about the game.
    pub record: String,
    /// Undone turns, most recent last.
    pub redo: Vec<String>,
    /// Milliseconds since the epoch (`Date.now()`, so whole: written as a whole number),
    /// for ordering the list.
    pub updated: f64,
    /// The computer's level for each side (`None`: a person plays it).
    pub white_ai: Option<String>,
    pub black_ai: Option<String>,
    /// Counts the writes of this game, so a write based on an older version is caught
    /// (`sync.rs`); 0 in games saved before revisions.
    pub rev: u64,
    /// The player chose the name; otherwise it follows the players' names (`White`, `Black`).
    pub named: bool,
}

/// Why a stored entry cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    NotJson(String),
    Schema(u32),
    Rules(u32),
    Record(String),
}

impl LoadError {
    /// The reason in the player's language (the JSON or record detail stays as parsed).
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            LoadError::NotJson(why) => (t.load_not_json)(why),
            LoadError::Schema(n) => (t.load_schema)(*n, SCHEMA),
            LoadError::Rules(n) => (t.load_rules)(*n, RULES),
            LoadError::Record(why) => (t.load_record)(why),
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
}

pub fn key_of(id: &str) -> String {
    format!("{PREFIX}{id}")
}

impl SavedGame {
    pub fn new(id: String, name: String, session: &Session, updated: f64) -> Self {
        SavedGame {
            schema: SCHEMA,
            rules: RULES,
            id,
            name,
            record: session.record.to_string(),
            redo: session.redo.clone(),
            updated,
            white_ai: None,
            black_ai: None,
            rev: 0,
            named: false,
        }
    }

    /// The same game and players, with the same moves and name: what a write would change.
    pub fn same_content(&self, other: &SavedGame) -> bool {
        let key = |g: &SavedGame| {
            (g.name.clone(), g.record.clone(), g.redo.clone(), g.white_ai.clone(), g.black_ai.clone(), g.named)
        };
        key(self) == key(other)
    }

    /// The stored text: `{"schema":1,"rules":1,"id":"x1",...,"named":false}`.
    pub fn to_json(&self) -> String {
        let maybe = |text: &Option<String>| text.as_deref().map_or_else(|| "null".to_string(), json::quote);
        let redo: Vec<String> = self.redo.iter().map(|t| json::quote(t)).collect();
        format!(
            "{{\"schema\":{},\"rules\":{},\"id\":{},\"name\":{},\"record\":{},\"redo\":[{}],\"updated\":{},\"white_ai\":{},\"black_ai\":{},\"rev\":{},\"named\":{}}}",
            self.schema,
            self.rules,
            json::quote(&self.id),
            json::quote(&self.name),
            json::quote(&self.record),
            redo.join(","),
            self.updated as u64,
            maybe(&self.white_ai),
            maybe(&self.black_ai),
            self.rev,
            self.named,
        )
    }

    /// Reads the stored text, checking the versions before the rest: another format may
    /// have other fields.
    fn from_json(raw: &str) -> Result<SavedGame, LoadError> {
        let value = json::parse(raw).map_err(LoadError::NotJson)?;
        // A field's value, or `missing` for a field that may be left out (`None`: it may not).
        let field = |name: &str, missing: Option<Json>| match value.field(name).or(missing.as_ref()) {
            Some(found) => Ok(found.clone()),
            None => Err(LoadError::NotJson(format!("missing field `{name}`"))),
        };
        let wrong = |name: &str, what: &str| LoadError::NotJson(format!("`{name}` is not {what}"));
        let whole = |name: &str, missing: Option<Json>| {
            field(name, missing)?.whole().ok_or_else(|| wrong(name, "a whole number"))
        };
        let text = |name: &str| match field(name, None)? {
            Json::Text(text) => Ok(text),
            _ => Err(wrong(name, "a string")),
        };
        let level = |name: &str| match field(name, Some(Json::Null))? {
            Json::Null => Ok(None),
            Json::Text(text) => Ok(Some(text)),
            _ => Err(wrong(name, "a string or null")),
        };
        let schema = u32::try_from(whole("schema", None)?).map_err(|_| wrong("schema", "a format"))?;
        if schema != SCHEMA {
            return Err(LoadError::Schema(schema));
        }
        let rules = u32::try_from(whole("rules", None)?).map_err(|_| wrong("rules", "a rules version"))?;
        if rules != RULES {
            return Err(LoadError::Rules(rules));
        }
        let redo = match field("redo", Some(Json::List(Vec::new())))? {
            Json::List(items) => items.into_iter().map(|item| match item {
                Json::Text(text) => Ok(text),
                _ => Err(wrong("redo", "a list of strings")),
            }),
            _ => return Err(wrong("redo", "a list of strings")),
        };
        Ok(SavedGame {
            schema,
            rules,
            id: text("id")?,
            name: text("name")?,
            record: text("record")?,
            redo: redo.collect::<Result<_, _>>()?,
            updated: match field("updated", None)? {
                Json::Number(n) => n,
                _ => return Err(wrong("updated", "a number")),
            },
            white_ai: level("white_ai")?,
            black_ai: level("black_ai")?,
            rev: whole("rev", Some(Json::Number(0.0)))?,
            named: match field("named", Some(Json::Bool(false)))? {
                Json::Bool(named) => named,
                _ => return Err(wrong("named", "true or false")),
            },
        })
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
            session.redo = saved.redo.clone();
            Entry::Game { saved, session: Box::new(session) }
        }
        Err(e) => damaged(LoadError::Record(e.to_string())),
    }
}

/// Every saved game, newest first, damaged entries last.
pub fn load_all() -> Vec<Entry> {
    let Some(storage) = local() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    let mut entries: Vec<Entry> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(PREFIX))
        .filter_map(|key| storage.get_item(&key).ok().flatten().map(|raw| decode(&key, &raw)))
        .collect();
    // Newest game first, damaged entries last by key.
    crate::lean::sort_by(&mut entries, |a, b| match (a, b) {
        (Entry::Game { saved: x, .. }, Entry::Game { saved: y, .. }) => y.updated < x.updated,
        (Entry::Game { .. }, Entry::Damaged { .. }) => true,
        (Entry::Damaged { .. }, Entry::Game { .. }) => false,
        (Entry::Damaged { key: x, .. }, Entry::Damaged { key: y, .. }) => x < y,
    });
    entries
}

/// Why a game could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The site's storage is full (`QuotaExceededError`): deleting games makes room.
    Full,
    /// Storage is off or refused (private mode, a policy); the browser's words, for the console.
    Refused(String),
}

/// The error's name and message, as the browser gave them (`SecurityError: ...`).
fn words(error: &wasm_bindgen::JsValue) -> (String, String) {
    let text =
        |field: &str| js_sys::Reflect::get(error, &field.into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
    (text("name"), text("message"))
}

/// The browser's `localStorage`, or why the page may not use it. Never gloo's `raw()`,
/// which panics on a refusal and would leave a blank page.
fn open_local() -> Result<web_sys::Storage, SaveError> {
    let refused = |why: &str| SaveError::Refused(why.to_string());
    match web_sys::window().ok_or_else(|| refused("no window"))?.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err(refused("this browser has no localStorage")),
        Err(e) => {
            let (name, message) = words(&e);
            Err(SaveError::Refused(format!("{name}: {message}")))
        }
    }
}

/// The browser's `localStorage`, if it has one and lets the page use it.
pub fn local() -> Option<web_sys::Storage> {
    open_local().ok()
}

/// The tab's `sessionStorage`, if the browser lets the page use it.
pub fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Writes a game.
pub fn save(game: &SavedGame) -> Result<(), SaveError> {
    open_local()?.set_item(&key_of(&game.id), &game.to_json()).map_err(|e| match words(&e) {
        (name, _) if name == "QuotaExceededError" => SaveError::Full,
        (name, message) => SaveError::Refused(format!("{name}: {message}")),
    })
}

/// The stored entry of one game, if there is one.
pub fn load(id: &str) -> Option<Entry> {
    let key = key_of(id);
    let raw = local()?.get_item(&key).ok().flatten()?;
    Some(decode(&key, &raw))
}

pub fn delete(key: &str) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(key);
    }
}

/// Which game is on the board: per tab in `sessionStorage` (a reload reopens this tab's
/// game, whatever other tabs do; `""` after "← Games"), and the last one opened in any tab
/// in `localStorage`, for a new tab or a new visit. Both hold the id as a JSON string.
const OPEN: &str = "tavola.open";

pub fn remember_open(id: Option<&str>) {
    if let Some(storage) = session() {
        let _ = storage.set_item(OPEN, &json::quote(id.unwrap_or("")));
    }
    if let Some(storage) = local() {
        let _ = match id {
            Some(id) => storage.set_item(OPEN, &json::quote(id)),
            None => storage.remove_item(OPEN),
        };
    }
}

/// The game that was on the board when the page was left, if it still loads.
pub fn open_game() -> Option<(SavedGame, Session)> {
    let stored = |storage: web_sys::Storage| match json::parse(&storage.get_item(OPEN).ok()??) {
        Ok(Json::Text(id)) => Some(id),
        _ => None,
    };
    let id = session().and_then(stored).or_else(|| local().and_then(stored))?;
    match load(&id)? {
        Entry::Game { saved, session } => Some((saved, *session)),
        Entry::Damaged { .. } => None,
    }
}

/// Every game's face-to-face flag (`screen/face.rs`) is kept under this, and the id.
const FACING: &str = "tavola.facing.";

/// Whether the game `id` was last played face to face.
pub fn facing(id: &str) -> bool {
    local().and_then(|s| s.get_item(&format!("{FACING}{id}")).ok()?).is_some()
}

/// Remembers whether the game `id` is played face to face.
pub fn remember_facing(id: &str, on: bool) {
    if let Some(s) = local() {
        let key = format!("{FACING}{id}");
        let _ = if on { s.set_item(&key, "1") } else { s.remove_item(&key) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::NewGame;

    fn saved() -> SavedGame {
        let mut session = Session::new(NewGame::Emergo);
        session.play("d6").unwrap();
        session.play("d8").unwrap();
        session.undo();
        SavedGame::new("x1".into(), "Friday".into(), &session, 1.0)
    }

    #[test]
    fn a_saved_game_decodes_to_the_same_session() {
        let game = saved();
        let raw = game.to_json();
        let Entry::Game { saved, session } = decode("tavola.game.x1", &raw) else { panic!("damaged") };
        assert_eq!(saved, game);
        assert_eq!(session.record.turn_texts(), vec!["d6"]);
        assert_eq!(session.redo, vec!["d8"]);
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
                updated: 1_700_000_000_000.0,
                black_ai,
                rev,
                named,
                record: "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n\n1. d6".into(),
                ..SavedGame::new("x1".into(), String::new(), &session, 0.0)
            };
            assert_eq!(saved, expected, "{raw}");
            assert_eq!(session.record.turn_texts(), vec!["d6"]);
            assert_eq!(session.redo, redo);
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
            let game = SavedGame { id, name, redo, white_ai: level, named: true, rev: 1 << 40, updated: 1_700_000_000_000.0, ..saved() };
            match decode("k", &game.to_json()) {
                Entry::Game { saved, .. } => proptest::prop_assert_eq!(saved, game),
                Entry::Damaged { error, .. } => proptest::prop_assert!(false, "{error:?}"),
            }
        }
    }

    #[test]
    fn damaged_entries_say_why() {
        let cases = [
            ("{not json".to_string(), "not a Tavola saved game (expected a field name at line 1 column 2)"),
            (r#"{"schema":1,"rules":1,"id":"broken""#.to_string(), "(expected '}' at the end, line 1 column 36)"),
            ("[1]".to_string(), "(missing field `schema`)"),
            (r#"{"schema":99}"#.to_string(), "storage format 99"),
            (r#"{"schema":"1"}"#.to_string(), "(`schema` is not a whole number)"),
            (r#"{"schema":1,"rules":1}"#.to_string(), "(missing field `id`)"),
            (SavedGame { schema: 9, ..saved() }.to_json(), "storage format 9"),
            (SavedGame { rules: 0, ..saved() }.to_json(), "rules version 0"),
            (saved().to_json().replace(r#""redo":["d8"]"#, r#""redo":["d8",1]"#), "(`redo` is not a list of strings)"),
            (saved().to_json().replace(r#""named":false"#, r#""named":0"#), "(`named` is not true or false)"),
            (
                saved().to_json().replace(r#""white_ai":null"#, r#""white_ai":1"#),
                "(`white_ai` is not a string or null)",
            ),
            (saved().to_json().replace(r#""rev":0"#, r#""rev":-1"#), "(`rev` is not a whole number)"),
            (saved().to_json().replace(r#""updated":1"#, r#""updated":"1""#), "(`updated` is not a number)"),
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
