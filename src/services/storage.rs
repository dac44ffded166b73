//! Saved games in the browser's `localStorage`, one key per game (`tavola.game.<id>`),
//! in the format of `tavola_core::saved`; which game is open, per tab and per browser.
//!
//! The browser may refuse storage altogether (site data blocked, some private modes:
//! reading `window.localStorage` throws a `SecurityError`). Every read and write first
//! asks for the storage through [`local`] and [`session`], which then give `None`:
//! nothing is listed or reopened, and a write answers [`SaveError::Refused`], so the app
//! runs on with its games in memory. Only once the browser has handed the storage over
//! does gloo-storage touch it (the open game's id, deleting a game): its own access to
//! the storage panics on a refusal, so it is never the first to ask.

use gloo_storage::{LocalStorage, SessionStorage, Storage};

use tavola_core::controller::Library;
pub use tavola_core::saved::{decode, key_of, Entry, JsonError, LoadError, SavedGame, PREFIX};
use tavola_core::sync::Store;
pub use tavola_core::sync::{SaveError, StorageRefusal};

/// What the browser threw, in its own words: the error's name (`SecurityError`) and message.
fn thrown(error: &wasm_bindgen::JsValue) -> StorageRefusal {
    let text =
        |field: &str| js_sys::Reflect::get(error, &field.into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
    StorageRefusal::Thrown { name: text("name"), message: text("message") }
}

/// The browser's `localStorage`, or why the page may not use it.
fn open_local() -> Result<web_sys::Storage, StorageRefusal> {
    match web_sys::window().ok_or(StorageRefusal::NoWindow)?.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err(StorageRefusal::NoStorage),
        Err(e) => Err(thrown(&e)),
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

/// Every saved game, newest first, damaged entries last.
pub fn load_all() -> Vec<Entry> {
    let Some(storage) = local() else { return Vec::new() };
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
    save_value(&key_of(&game.id), game)
}

/// Writes any value as JSON under `key` (the trainer's progress, a game).
pub fn save_value<T: serde::Serialize>(key: &str, value: &T) -> Result<(), SaveError> {
    let storage = open_local().map_err(SaveError::Refused)?;
    let json =
        serde_json::to_string(value).map_err(|e| SaveError::Refused(StorageRefusal::NotJson(JsonError::new(e))))?;
    storage.set_item(key, &json).map_err(|e| match thrown(&e) {
        StorageRefusal::Thrown { name, .. } if name == "QuotaExceededError" => SaveError::Full,
        refusal => SaveError::Refused(refusal),
    })
}

/// A stored value that does not read as the type asked for.
#[derive(Debug)]
pub struct Unreadable {
    /// The stored text, as found: the caller may keep it aside rather than lose it.
    pub raw: String,
    /// Why it does not read.
    pub error: serde_json::Error,
}

/// What is stored under `key`: `Ok(None)` when nothing is (or storage is refused: see
/// [`local`]), `Err` with the stored text when it cannot be read as a `T`.
pub fn load_value<T: serde::de::DeserializeOwned>(key: &str) -> Result<Option<T>, Unreadable> {
    let Some(raw) = local().and_then(|s| s.get_item(key).ok().flatten()) else { return Ok(None) };
    serde_json::from_str(&raw).map(Some).map_err(|error| Unreadable { raw, error })
}

/// The stored text of the game `id`, if there is one.
fn stored(id: &str) -> Option<String> {
    local()?.get_item(&key_of(id)).ok().flatten()
}

/// The stored entry of one game, replayed, if there is one.
pub fn load(id: &str) -> Option<Entry> {
    Some(decode(&key_of(id), &stored(id)?))
}

/// The stored game `id` as its JSON says, without replaying its record: what deciding a
/// write needs (`tavola_core::sync::plan`).
pub fn peek(id: &str) -> Option<Result<SavedGame, LoadError>> {
    Some(SavedGame::from_json(&stored(id)?))
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

pub fn delete(key: &str) {
    if local().is_some() {
        LocalStorage::delete(key);
    }
}

/// Which game is on the board: per tab in `sessionStorage` (a reload reopens this tab's
/// game, whatever other tabs do; `""` after "← Games"), and the last one opened in any tab
/// in `localStorage`, for a new tab or a new visit. Both hold the id as a JSON string.
const OPEN: &str = "tavola.open";

pub fn remember_open(id: Option<&str>) {
    if session().is_some() {
        let _ = SessionStorage::set(OPEN, id.unwrap_or(""));
    }
    if local().is_some() {
        match id {
            Some(id) => {
                let _ = LocalStorage::set(OPEN, id);
            }
            None => LocalStorage::delete(OPEN),
        }
    }
}

impl Library for Local {
    fn load(&self, id: &str) -> Option<Entry> {
        load(id)
    }

    fn clock_live_elsewhere(&self, id: &str) -> bool {
        let Some(beat) = local().and_then(|s| s.get_item(LIVE).ok().flatten()) else { return false };
        let mut parts = beat.splitn(3, ' ');
        let (Some(at), Some(tab), Some(game)) = (parts.next(), parts.next(), parts.next()) else { return false };
        // Whole milliseconds: parsing a float would bring its parser into the wasm.
        let fresh = at.parse::<u64>().is_ok_and(|at| (js_sys::Date::now() as u64).saturating_sub(at) < LIVE_MS);
        fresh && game == id && tab != this_tab()
    }

    /// This tab's open game (kept in the tab's session), else the last one of the browser.
    fn last_open(&self) -> Option<String> {
        let in_tab = session().and_then(|_| SessionStorage::get::<String>(OPEN).ok());
        in_tab.or_else(|| local().and_then(|_| LocalStorage::get::<String>(OPEN).ok()))
    }
}

/// A page whose game's clock runs says so here every second: "<ms> <tab> <game id>". A
/// page opening that game from another tab then shares the clock instead of pausing it.
const LIVE: &str = "tavola.live";
/// How old a beat may be and still mean a page is there: a hidden tab's timers may wake
/// only once a minute.
const LIVE_MS: u64 = 65_000;
/// This tab's own name for itself, kept in its session so that a reload knows itself.
const TAB: &str = "tavola.tab";

fn this_tab() -> String {
    let stored = session().and_then(|s| s.get_item(TAB).ok().flatten());
    stored.unwrap_or_else(|| {
        let tab = format!("{:x}", (js_sys::Math::random() * 1e15) as u64);
        if let Some(s) = session() {
            let _ = s.set_item(TAB, &tab);
        }
        tab
    })
}

/// Says that this page plays game `id` with its clock running, now.
pub fn clock_beat(id: &str) {
    if let Some(s) = local() {
        let _ = s.set_item(LIVE, &format!("{} {} {id}", js_sys::Date::now() as u64, this_tab()));
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
