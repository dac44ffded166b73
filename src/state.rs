//! The app's state and the user's intents on it, shared through Leptos context.
//!
//! Components call these methods (new game, play, undo, …); none of them touches the
//! record directly, and every change to the open game is saved by one effect in `App`.

use leptos::prelude::*;

use crate::params::Params;
use crate::session::{AnyRecord, NewGame, Session};
use crate::storage::{self, SavedGame};

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Play,
}

/// The game on the board, with what identifies it in storage.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenGame {
    pub id: String,
    pub name: String,
    pub session: Session,
}

impl OpenGame {
    pub fn saved(&self) -> SavedGame {
        SavedGame::new(self.id.clone(), self.name.clone(), &self.session, js_sys::Date::now())
    }
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<OpenGame>>,
    /// A message for the player (an error, or what just happened); dismissible.
    pub notice: RwSignal<Option<String>>,
    /// Board drawn from Black's side.
    pub flipped: RwSignal<bool>,
    /// Whether changes are written to the player's saved games (off when embedded).
    pub persist: bool,
    /// Embedded in another page: no chrome, moves and results reported to the parent.
    pub embed: bool,
    /// Whether the board accepts moves.
    pub interactive: bool,
    /// A caption per ply (the demonstration mode), empty otherwise.
    pub captions: StoredValue<Vec<String>>,
}

/// A fresh id for a saved game: time plus randomness, unique in one browser.
fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let salt = (js_sys::Math::random() * 65536.0) as u32;
    format!("{now:x}-{salt:04x}")
}

/// A default name: the game and the date.
fn default_name(record: &AnyRecord) -> String {
    let date = js_sys::Date::new_0();
    let what = match record {
        AnyRecord::Gipf(r) => format!("GIPF {}", r.start().variant().name()),
        AnyRecord::Emergo(_) => "Emergo".to_string(),
    };
    format!("{what}, {}", String::from(date.to_locale_date_string("default", &wasm_bindgen::JsValue::UNDEFINED)))
}

impl AppState {
    /// The state the URL asks for (docs/embedding.md): an embedded board saves nothing.
    pub fn new(params: &Params) -> Self {
        AppState {
            screen: RwSignal::new(Screen::Start),
            game: RwSignal::new(None),
            notice: RwSignal::new(None),
            flipped: RwSignal::new(params.flipped),
            persist: !params.embed,
            embed: params.embed,
            interactive: params.interactive,
            captions: StoredValue::new(params.captions.clone()),
        }
    }


    /// Reopens the game that was on the board before a reload, if any.
    pub fn resume_last(&self) {
        if let Some((saved, session)) = storage::open_game() {
            self.open(OpenGame { id: saved.id, name: saved.name, session });
        }
    }

    /// Starts a new game and shows it.
    pub fn new_game(&self, game: NewGame) {
        self.open_record(AnyRecord::new(game));
    }

    /// Opens an imported or embedded record as a new saved game.
    pub fn open_record(&self, record: AnyRecord) {
        let name = default_name(&record);
        self.open(OpenGame { id: new_id(), name, session: Session::from_record(record) });
    }

    /// Shows a game (new or resumed).
    pub fn open(&self, game: OpenGame) {
        if self.persist {
            storage::remember_open(Some(&game.id));
        }
        self.notice.set(None);
        self.game.set(Some(game));
        self.screen.set(Screen::Play);
    }

    pub fn leave(&self) {
        if self.persist {
            storage::remember_open(None);
        }
        self.game.set(None);
        self.screen.set(Screen::Start);
    }

    /// Runs `f` on the open session; the saving effect picks the change up.
    pub fn update(&self, f: impl FnOnce(&mut Session)) {
        self.game.update(|g| {
            if let Some(g) = g {
                f(&mut g.session);
            }
        });
    }

    /// Plays a turn given in notation; an illegal one leaves the game as it was and says why.
    pub fn play(&self, turn: &str) {
        let mut error = None;
        self.update(|s| error = s.play(turn).err());
        if error.is_none() && self.embed {
            self.game.with_untracked(|g| g.as_ref().map(|g| crate::embed::report_turn(&g.session.record)));
        }
        self.notice.set(error.map(|e| e.to_string()));
    }

    /// Writes the open game to storage.
    pub fn save_open_game(&self) {
        if !self.persist {
            return;
        }
        let Some(saved) = self.game.with(|g| g.as_ref().map(OpenGame::saved)) else { return };
        if let Err(e) = storage::save(&saved) {
            self.notice.set(Some(e));
        }
    }
}
