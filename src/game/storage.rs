//! Saved games in `localStorage`, one key per game, as versioned JSON.
//!
//! Each game lives under its own key (`tavola.game.<id>`), so one damaged entry can never
//! hide the others: `load_all` returns every entry, readable or not, and a damaged one is
//! shown with its reason and left untouched until the player deletes it.

use gloo_storage::{LocalStorage, SessionStorage, Storage};
use serde::{Deserialize, Serialize};

use crate::i18n::Texts;
use crate::game::session::{AnyRecord, Session};

/// Bumped when the stored JSON changes shape.
pub const SCHEMA: u32 = 1;
/// Bumped when a rules change could make old records replay differently.
pub const RULES: u32 = 1;
/// Every saved game's key starts with this.
pub const PREFIX: &str = "tavola.game.";

/// What is stored for one game.
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
    /// Milliseconds since the epoch, for ordering the list.
    pub updated: f64,
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
    Game { saved: SavedGame, session: Box<Session> },
    Damaged { key: String, raw: String, error: LoadError },
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
        let key = |g: &SavedGame| (g.name.clone(), g.record.clone(), g.redo.clone(), g.white_ai.clone(), g.black_ai.clone(), g.named);
        key(self) == key(other)
    }
}

/// Checks and replays one stored entry.
pub fn decode(key: &str, raw: &str) -> Entry {
    let damaged = |error| Entry::Damaged { key: key.to_string(), raw: raw.to_string(), error };
    let saved: SavedGame = match serde_json::from_str(raw) {
        Ok(saved) => saved,
        Err(e) => return damaged(LoadError::NotJson(e.to_string())),
    };
    if saved.schema != SCHEMA {
        return damaged(LoadError::Schema(saved.schema));
    }
    if saved.rules != RULES {
        return damaged(LoadError::Rules(saved.rules));
    }
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
    let Ok(storage) = web_sys::window().ok_or(()).and_then(|w| w.local_storage().ok().flatten().ok_or(())) else {
        return Vec::new();
    };
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

/// Writes a game.
pub fn save(game: &SavedGame) -> Result<(), SaveError> {
    let json = serde_json::to_string(game).map_err(|e| SaveError::Refused(e.to_string()))?;
    let storage = LocalStorage::raw();
    storage.set_item(&key_of(&game.id), &json).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
        if name == "QuotaExceededError" {
            SaveError::Full
        } else {
            SaveError::Refused(format!("{name}: {}", js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()))
        }
    })
}

/// The stored entry of one game, if there is one.
pub fn load(id: &str) -> Option<Entry> {
    let key = key_of(id);
    let raw = LocalStorage::raw().get_item(&key).ok().flatten()?;
    Some(decode(&key, &raw))
}

pub fn delete(key: &str) {
    LocalStorage::delete(key);
}

/// Which game is on the board: per tab in `sessionStorage` (a reload reopens this tab's
/// game, whatever other tabs do; `""` after "← Games"), and the last one opened in any tab
/// in `localStorage`, for a new tab or a new visit.
const OPEN: &str = "tavola.open";

pub fn remember_open(id: Option<&str>) {
    let _ = SessionStorage::set(OPEN, id.unwrap_or(""));
    match id {
        Some(id) => {
            let _ = LocalStorage::set(OPEN, id);
        }
        None => LocalStorage::delete(OPEN),
    }
}

/// The game that was on the board when the page was left, if it still loads.
pub fn open_game() -> Option<(SavedGame, Session)> {
    let id: String = SessionStorage::get(OPEN).or_else(|_| LocalStorage::get(OPEN)).ok()?;
    match load(&id)? {
        Entry::Game { saved, session } => Some((saved, *session)),
        Entry::Damaged { .. } => None,
    }
}

/// Every game's face-to-face flag (`screen/face.rs`) is kept under this, and the id.
const FACING: &str = "tavola.facing.";

/// The browser's `localStorage`, if it has one and lets the page use it.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

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
        let raw = serde_json::to_string(&game).unwrap();
        let Entry::Game { saved, session } = decode("tavola.game.x1", &raw) else { panic!("damaged") };
        assert_eq!(saved, game);
        assert_eq!(session.record.turn_texts(), vec!["d6"]);
        assert_eq!(session.redo, vec!["d8"]);
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
            let _ = decode("tavola.game.x", &serde_json::to_string(&game).unwrap());
        }
    }

    #[test]
    fn damaged_entries_say_why() {
        let cases = [
            ("{not json".to_string(), "not a Tavola saved game"),
            (serde_json::to_string(&SavedGame { schema: 9, ..saved() }).unwrap(), "storage format 9"),
            (serde_json::to_string(&SavedGame { rules: 0, ..saved() }).unwrap(), "rules version 0"),
            (
                serde_json::to_string(&SavedGame { record: "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. e5".into(), ..saved() })
                    .unwrap(),
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
