//! The app's state and the user's intents on it, shared through Leptos context.
//!
//! Components call these methods (new game, play, undo, …); none of them touches the
//! record directly, and every change to the open game is saved by one effect in `App`.

use leptos::prelude::*;

use tavola_engine::ai::Level;
use tavola_engine::Color;

use crate::ai_client;
use crate::ai_wire::{Request, Response};
use crate::i18n::{self, Lang, Texts};
use crate::params::Params;
use crate::session::{AnyRecord, NewGame, Session};
use crate::storage::{self, SavedGame};

/// The least time between asking the computer and showing its move, so that moves
/// arrive at a pace a person can follow (and AI against AI can be watched).
const MIN_THINK_MS: f64 = 450.0;

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Play,
}

/// Who plays each side: a person (`None`) or the computer at a level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Players {
    pub white: Option<Level>,
    pub black: Option<Level>,
}

impl Players {
    pub fn of(&self, side: Color) -> Option<Level> {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn set(&mut self, side: Color, level: Option<Level>) {
        match side {
            Color::White => self.white = level,
            Color::Black => self.black = level,
        }
    }
}

/// The game on the board, with what identifies it in storage.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenGame {
    pub id: String,
    pub name: String,
    pub session: Session,
    pub players: Players,
}

impl OpenGame {
    /// A game as stored, with its players.
    pub fn from_saved(saved: SavedGame, session: Session) -> OpenGame {
        let level = |name: &Option<String>| name.as_deref().and_then(Level::from_name);
        let players = Players { white: level(&saved.white_ai), black: level(&saved.black_ai) };
        OpenGame { id: saved.id, name: saved.name, session, players }
    }

    pub fn saved(&self) -> SavedGame {
        let name = |level: Option<Level>| level.map(|l| l.name().to_string());
        SavedGame {
            white_ai: name(self.players.white),
            black_ai: name(self.players.black),
            ..SavedGame::new(self.id.clone(), self.name.clone(), &self.session, js_sys::Date::now())
        }
    }
}

/// A message for the player, worded when it is shown so that it follows the language.
pub type Notice = std::sync::Arc<dyn Fn(&Texts) -> String + Send + Sync>;

#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<OpenGame>>,
    /// A message for the player (an error, or what just happened); dismissible.
    pub notice: RwSignal<Option<Notice>>,
    /// The language every text is shown in.
    pub lang: RwSignal<Lang>,
    /// The computer is thinking about the current decision.
    pub thinking: RwSignal<bool>,
    /// Counts questions to the computer, so an answer to an old one is dropped.
    asked: StoredValue<u64>,
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
    /// Issue 13: the exercise, annotations and "Start over" of an embedded board.
    pub kit: crate::embedded::Kit,
}

/// A fresh id for a saved game: time plus randomness, unique in one browser.
fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let salt = (js_sys::Math::random() * 65536.0) as u32;
    format!("{now:x}-{salt:04x}")
}

/// A default name: the game and the date, in the language of the moment.
fn default_name(record: &AnyRecord, lang: Lang) -> String {
    let date = js_sys::Date::new_0();
    let what = match record {
        AnyRecord::Gipf(r) => lang.texts().variant(r.start().variant()),
        AnyRecord::Emergo(_) => "Emergo",
    };
    format!("{what}, {}", String::from(date.to_locale_date_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED)))
}

impl AppState {
    /// The state the URL asks for (docs/embedding.md): an embedded board saves nothing.
    pub fn new(params: &Params) -> Self {
        AppState {
            screen: RwSignal::new(Screen::Start),
            game: RwSignal::new(None),
            notice: RwSignal::new(None),
            lang: RwSignal::new(i18n::initial(params.lang)),
            thinking: RwSignal::new(false),
            asked: StoredValue::new(0),
            flipped: RwSignal::new(params.flipped),
            persist: !params.embed,
            embed: params.embed,
            interactive: params.interactive,
            captions: StoredValue::new(params.captions.clone()),
            kit: crate::embedded::Kit::new(params),
        }
    }

    /// The texts in the current language (tracked: a view that reads them follows the switch).
    pub fn texts(&self) -> &'static Texts {
        self.lang.get().texts()
    }

    /// Switches every text to `lang`, and remembers the choice unless embedded.
    pub fn set_lang(&self, lang: Lang) {
        if self.persist {
            i18n::save(lang);
        }
        self.lang.set(lang);
    }

    /// Shows a message, worded by `text` in whatever language is current.
    pub fn say(&self, text: impl Fn(&Texts) -> String + Send + Sync + 'static) {
        self.notice.set(Some(std::sync::Arc::new(text)));
    }

    /// Reopens the game that was on the board before a reload, if any.
    pub fn resume_last(&self) {
        if let Some((saved, session)) = storage::open_game() {
            self.open(OpenGame::from_saved(saved, session));
        }
    }

    /// Starts a new game and shows it.
    pub fn new_game(&self, game: NewGame) {
        self.open_record(AnyRecord::new(game));
    }

    /// Opens an imported or embedded record as a new saved game.
    pub fn open_record(&self, record: AnyRecord) {
        let name = default_name(&record, self.lang.get_untracked());
        self.open(OpenGame { id: new_id(), name, session: Session::from_record(record), players: Players::default() });
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

    /// The computer's level for `side`, if the computer plays it.
    pub fn computer(&self, side: Color) -> Option<Level> {
        self.game.with(|g| g.as_ref().and_then(|g| g.players.of(side)))
    }

    /// Asks the AI worker; `answer` gets the response, at least a moment later so a
    /// computer's move can be seen arriving. Any earlier question is cancelled.
    pub fn think(&self, request: Request, answer: impl FnOnce(Response) + 'static) {
        let (thinking, asked) = (self.thinking, self.asked);
        thinking.set(true);
        let question = asked.get_value();
        let since = js_sys::Date::now();
        ai_client::ask(&request, move |response| {
            let wait = (MIN_THINK_MS - (js_sys::Date::now() - since)).max(0.0);
            set_timeout(
                move || {
                    if asked.get_value() == question {
                        thinking.set(false);
                        answer(response);
                    }
                },
                std::time::Duration::from_millis(wait as u64),
            );
        });
    }

    /// Stops the computer's thinking (undo, navigation, leaving the game).
    pub fn stop_thinking(&self) {
        ai_client::cancel();
        self.asked.update_value(|n| *n += 1);
        if self.thinking.get_untracked() {
            self.thinking.set(false);
        }
    }

    /// A seed for the computer's choice, fixed by the game and the point in it, so the
    /// same position gets the same answer.
    pub fn seed(&self, extra: usize) -> u64 {
        self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.session.record.len() as u64 * 1000 + extra as u64))
    }

    pub fn leave(&self) {
        self.stop_thinking();
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
            self.game.with_untracked(|g| g.as_ref().map(|g| crate::embed::report_turn(self.lang.get_untracked().texts(), &g.session.record)));
            self.game.with_untracked(|g| g.as_ref().map(|g| self.kit.judge(&g.session.record)));
        }
        match error {
            Some(e) => {
                let detail = e.to_string();
                self.say(move |t| (t.illegal_turn)(&detail));
            }
            None => self.notice.set(None),
        }
    }

    /// Whether the board on show takes turns: interactive, live, and no exercise answered.
    pub fn accepts_turns(&self, session: &Session) -> bool {
        self.interactive && session.is_live() && !self.kit.answered(&session.record)
    }

    /// Writes the open game to storage.
    pub fn save_open_game(&self) {
        if !self.persist {
            return;
        }
        let Some(saved) = self.game.with(|g| g.as_ref().map(OpenGame::saved)) else { return };
        if let Err(detail) = storage::save(&saved) {
            self.say(move |t| (t.cannot_save)(&detail));
        }
    }
}
