//! Saved games in the browser's `localStorage`, one key per game (`tavola.game.<id>`),
//! in the format of `tavola_core::saved`; which game is open, per tab and per browser.

use gloo_storage::{LocalStorage, SessionStorage, Storage};

pub use tavola_core::saved::{decode, key_of, Entry, LoadError, SavedGame, PREFIX};
use tavola_core::saved::{id_from_json, id_to_json};
use tavola_core::session::Session;
pub use tavola_core::sync::SaveError;
use tavola_core::sync::Store;

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
    entries.sort_unstable_by(Entry::list_order);
    entries
}

/// Writes a game.
pub fn save(game: &SavedGame) -> Result<(), SaveError> {
    let storage = LocalStorage::raw();
    storage.set_item(&key_of(&game.id), &game.to_json()).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
        if name == "QuotaExceededError" {
            SaveError::Full
        } else {
            SaveError::Refused(format!(
                "{name}: {}",
                js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()
            ))
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
/// in `localStorage`, for a new tab or a new visit. Both hold the id as a JSON string.
const OPEN: &str = "tavola.open";

pub fn remember_open(id: Option<&str>) {
    let _ = SessionStorage::raw().set_item(OPEN, &id_to_json(id.unwrap_or("")));
    match id {
        Some(id) => {
            let _ = LocalStorage::raw().set_item(OPEN, &id_to_json(id));
        }
        None => LocalStorage::delete(OPEN),
    }
}

/// The game that was on the board when the page was left, if it still loads.
pub fn open_game() -> Option<(SavedGame, Session)> {
    let stored = |storage: web_sys::Storage| id_from_json(&storage.get_item(OPEN).ok()??);
    let id = stored(SessionStorage::raw()).or_else(|| stored(LocalStorage::raw()))?;
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

/// The stored game `id` as its JSON says, without replaying its record: what deciding a
/// write needs (`tavola_core::sync::plan`).
pub fn peek(id: &str) -> Option<Result<SavedGame, LoadError>> {
    let raw = LocalStorage::raw().get_item(&key_of(id)).ok().flatten()?;
    Some(SavedGame::from_json(&raw))
}

/// This browser's `localStorage` as the store that `tavola_core::sync` writes to.
pub struct Local;

impl Store for Local {
    fn peek(&self, id: &str) -> Option<Result<SavedGame, LoadError>> {
        peek(id)
    }

    fn save(&self, game: &SavedGame) -> Result<(), SaveError> {
        save(game)
    }
}
