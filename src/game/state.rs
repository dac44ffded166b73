//! The app's state and the user's intents on it, shared through Leptos context.
//!
//! Components call these methods (new game, play, undo, …); none of them touches the
//! record directly, and every change to the open game is saved by one effect in `App`.

use leptos::prelude::*;

use tavola_engine::ai::Level;
use tavola_engine::Color;

use crate::game::prefs::Prefs;
use crate::game::thinking::Computer;

use crate::services::storage::{self, Entry, SaveError, SavedGame};
use crate::services::worker::{self, Failure};
use tavola_core::clock::{Clock, TimeControl};
use tavola_core::i18n::{Lang, Texts};
use tavola_core::links::params::Params;
use tavola_core::open::{OpenGame, Players};
use tavola_core::session::{AnyRecord, AnyTurn, NewGame, Session};
use tavola_core::sync::{self, LinkOpen, Written};

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Play,
}

/// A message for the player, worded when it is shown so that it follows the language.
pub type Notice = std::sync::Arc<dyn Fn(&Texts) -> String + Send + Sync>;

/// A question put to a player in the page before something is lost or ended (never a
/// browser dialog, which faces nobody at a table): what is asked, who must answer (face to
/// face, the question turns to him), and what Yes does.
#[derive(Clone)]
pub struct Question {
    pub text: Notice,
    pub answerer: Option<Color>,
    pub yes: std::sync::Arc<dyn Fn() + Send + Sync>,
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<OpenGame>>,
    /// A message for the player (an error, or what just happened); dismissible.
    pub notice: RwSignal<Option<Notice>>,
    /// The question waiting for a player's answer, if any (`screen/ask.rs`).
    pub asking: RwSignal<Option<Question>>,
    /// The language and the board's orientation, a context of its own (`prefs.rs`).
    pub prefs: Prefs,
    /// The computer, a context of its own (`thinking.rs`): the game tells it which game
    /// is open; views of the computer alone take it from the context.
    pub computer: Computer,
    /// Counts changes to saved games made in other tabs, so the list follows them.
    pub stored: RwSignal<u64>,
    /// A game that could not be written (storage full), kept to write once there is room.
    pub unsaved: RwSignal<Option<SavedGame>>,
    /// What a link set up: embedded or not, the exercise, annotations and "Start over",
    /// a context of its own (`kit.rs`).
    pub kit: crate::game::kit::Kit,
    /// The player has been told this page load that storage is refused.
    told_refused: StoredValue<bool>,
    /// The notice on show stays through the next turns (it is about the whole page).
    lasting: StoredValue<bool>,
}

/// A fresh id for a saved game: time plus randomness, unique in one browser.
fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let salt = (js_sys::Math::random() * 65536.0) as u32;
    format!("{now:x}-{salt:04x}")
}

/// A default name: the players, else the game and the date, in the language of the moment.
fn default_name(record: &AnyRecord, lang: Lang) -> String {
    if let Some(players) = record.players_name() {
        return players;
    }
    let now = js_sys::Date::new_0();
    let what = match record {
        AnyRecord::Gipf(r) => lang.texts().variant(r.start().variant()),
        AnyRecord::Emergo(_) => "Emergo",
    };
    let day = lang.date(now.get_full_year() as i32, now.get_month() + 1, now.get_date());
    format!("{what}, {day}")
}

impl AppState {
    /// The state the URL asks for (docs/embedding.md): an embedded board saves nothing.
    pub fn new(params: &Params) -> Self {
        let state = AppState {
            screen: RwSignal::new(Screen::Start),
            game: RwSignal::new(None),
            notice: RwSignal::new(None),
            asking: RwSignal::new(None),
            prefs: Prefs::new(params.lang, params.flipped, !params.embed),
            computer: Computer::new(),
            stored: RwSignal::new(0),
            unsaved: RwSignal::new(None),
            kit: crate::game::kit::Kit::new(params),
            told_refused: StoredValue::new(false),
            lasting: StoredValue::new(false),
        };
        worker::when_gone(move |failure| state.computer_gone(failure));
        state
    }

    /// The computer has ended for this page: its controls go off, Analyse with them, and
    /// the player is told that the game goes on by hand.
    fn computer_gone(&self, failure: Failure) {
        self.computer.ended(failure);
        self.say(move |t| (t.computer_gone)(failure.describe(t)));
        self.lasting.set_value(true);
    }

    /// Shows a message, worded by `text` in whatever language is current.
    pub fn say(&self, text: impl Fn(&Texts) -> String + Send + Sync + 'static) {
        self.lasting.set_value(false);
        self.notice.set(Some(std::sync::Arc::new(text)));
    }

    /// Asks `answerer` (anyone, when `None`) the question `text`; `yes` runs on Yes.
    pub fn ask(
        &self,
        text: impl Fn(&Texts) -> String + Send + Sync + 'static,
        answerer: Option<Color>,
        yes: impl Fn() + Send + Sync + 'static,
    ) {
        self.asking.set(Some(Question { text: std::sync::Arc::new(text), answerer, yes: std::sync::Arc::new(yes) }));
    }

    /// Reopens the game that was on the board before a reload, if it is still going: a
    /// finished game never comes back by itself (it waits in the saved games).
    pub fn resume_last(&self) {
        if let Some((saved, session)) = storage::open_game().filter(|(_, s)| s.record.result().is_none()) {
            self.open(OpenGame::from_saved(saved, session));
        }
    }

    /// Starts a new game and shows it; with a level, the computer plays the side given;
    /// with a time control, the game has a clock.
    pub fn new_game_against(&self, game: NewGame, computer: Option<(Level, Color)>, clock: Option<TimeControl>) {
        let players = match computer {
            Some((level, Color::White)) => Players { white: Some(level), black: None },
            Some((level, Color::Black)) => Players { white: None, black: Some(level) },
            None => Players::default(),
        };
        self.open_with(AnyRecord::new(game), players, clock);
    }

    /// The next game of a match: the same start and settings (the clock's time control
    /// too), colours swapped (the computer's as well, if it plays).
    pub fn rematch(&self) {
        let next = self.game.with_untracked(|g| {
            g.as_ref().map(|g| (g.session.record.rematch(), g.players, g.clock.map(|c| c.control)))
        });
        if let Some((record, players, clock)) = next {
            self.open_with(record, Players { white: players.black, black: players.white }, clock);
        }
    }

    /// Opens a new game of `record` with `players` and a clock of `control` (running for
    /// the side to move), its worker started when the computer plays.
    fn open_with(&self, record: AnyRecord, players: Players, control: Option<TimeControl>) {
        let to_move = record.side_to_move();
        self.open_record(record);
        let now = js_sys::Date::now() as u64;
        self.game.update(|g| {
            if let Some(g) = g {
                g.players = players;
                g.clock = control.map(|c| {
                    let mut clock = Clock::new(c);
                    clock.run(to_move, now);
                    clock
                });
            }
        });
        self.start_worker();
        let versus = players.white.is_some() || players.black.is_some();
        // Asked for the computer once it is gone: the player is told again why not.
        if let Some(failure) = self.computer.off.get_untracked().filter(|_| versus) {
            self.say(move |t| (t.computer_gone)(failure.describe(t)));
            self.lasting.set_value(true);
        }
    }

    /// Opens an imported or embedded record as a new saved game.
    pub fn open_record(&self, record: AnyRecord) {
        self.open_new(new_id(), record);
    }

    fn open_new(&self, id: String, record: AnyRecord) {
        let name = default_name(&record, self.prefs.lang.get_untracked());
        let session = Session::from_record(record);
        let started = js_sys::Date::now() as u64;
        self.open(OpenGame {
            id,
            name,
            session,
            players: Players::default(),
            rev: 0,
            named: false,
            started,
            finished: None,
            clock: None,
        });
    }

    /// Opens a link's game as one saved game: the one with the link's id (or, without an
    /// id, the one this same link made before), continued by the link's turns; a copy
    /// when their histories differ. Says what happened unless it is the plain case.
    pub fn open_link(&self, record: AnyRecord, id: Option<String>) {
        let id = id.unwrap_or_else(|| sync::link_id(&record));
        let stored = storage::load(&id);
        match sync::take_link(stored.as_ref(), &record) {
            LinkOpen::New => self.open_new(id, record),
            LinkOpen::Saved { behind } => {
                if let Some(Entry::Game { saved, session }) = stored {
                    self.open(OpenGame::from_saved(saved, *session));
                }
                if behind {
                    self.say(|t| t.link_behind.to_string());
                }
            }
            LinkOpen::Extended(extended) => {
                if let Some(Entry::Game { saved, .. }) = stored {
                    self.open(OpenGame::from_saved(saved, Session::from_record(extended)));
                }
            }
            LinkOpen::Copy => {
                // The same fork opened again reopens its copy rather than making another.
                let copy = sync::copy_id(&id, &record);
                if storage::load(&copy).is_some() {
                    return self.open_link(record, Some(copy));
                }
                self.open_new(copy, record);
                self.game.update(|g| {
                    if let Some(g) = g {
                        g.name = (self.prefs.texts_now().copy_name)(&g.name);
                        g.named = true;
                    }
                });
                let name = self.game.with_untracked(|g| g.as_ref().map(|g| g.name.clone()).unwrap_or_default());
                self.say(move |t| (t.link_differs)(&name));
            }
        }
    }

    /// Another tab changed storage (the `storage` event): the list follows, and the open
    /// game takes a newer revision of itself.
    pub fn on_storage(&self, key: Option<String>) {
        self.stored.update(|n| *n += 1);
        let open = self.game.with_untracked(|g| g.as_ref().map(|g| (g.id.clone(), g.rev)));
        if let Some((id, rev)) = open.filter(|(id, _)| key.as_deref() == Some(&storage::key_of(id))) {
            if let Some(Entry::Game { saved, session }) =
                storage::load(&id).filter(|e| matches!(e, Entry::Game { saved, .. } if saved.rev > rev))
            {
                self.computer.stop_thinking();
                self.game.set(Some(OpenGame::from_saved(saved, *session)));
            }
        }
        // The other tab may have made room.
        self.retry_unsaved();
    }

    /// Shows a game (new or resumed), ending the computer of the one before.
    pub fn open(&self, game: OpenGame) {
        if self.kit.persist {
            storage::remember_open(Some(&game.id));
        }
        self.notice.set(None);
        self.asking.set(None);
        self.prefs.facing.set(!self.kit.embed && storage::facing(&game.id));
        self.game.set(Some(game));
        self.screen.set(Screen::Play);
        self.start_worker();
    }

    /// A game against the computer, or analysed, gets its worker as it opens (its first
    /// answer then does not wait for the worker to start); any other game's worker ends.
    fn start_worker(&self) {
        let open = self.game.with_untracked(|g| {
            g.as_ref().map(|g| (g.id.clone(), g.players.white.is_some() || g.players.black.is_some()))
        });
        match open {
            Some((id, versus)) => self.computer.follow_game(Some(&id), versus || self.computer.analyse.get_untracked()),
            None => self.computer.follow_game(None, false),
        }
    }

    /// Who plays each side as things stand: a person plays every side while the computer
    /// is unavailable (`Computer::off`), whatever the game was set up with.
    pub fn players(&self) -> Players {
        if self.computer.off.with(Option::is_some) {
            return Players::default();
        }
        self.game.with(|g| g.as_ref().map(|g| g.players).unwrap_or_default())
    }

    /// The computer's level for `side`, if the computer plays it (and is available).
    pub fn computer(&self, side: Color) -> Option<Level> {
        self.players().of(side)
    }

    /// A seed for the computer's choice, fixed by the game and the point in it, so the
    /// same position gets the same answer.
    pub fn seed(&self, extra: usize) -> u64 {
        self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.session.record.len() as u64 * 1000 + extra as u64))
    }

    pub fn leave(&self) {
        // An embedded board is all the page around asked for: it has no start screen.
        if self.kit.embed {
            return;
        }
        self.computer.follow_game(None, false);
        // A notice about the game goes with it, unless it says the game is not saved yet
        // or is about the whole page.
        if self.unsaved.with_untracked(Option::is_none) && !self.lasting.get_value() {
            self.notice.set(None);
        }
        if self.kit.persist {
            storage::remember_open(None);
        }
        self.asking.set(None);
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

    /// Plays a turn a board (or the computer) made; an illegal one leaves the game as it
    /// was and says why.
    pub fn play(&self, turn: AnyTurn) {
        let mut error = None;
        let now = js_sys::Date::now() as u64;
        self.game.update(|g| {
            if let Some(g) = g {
                let mover = g.session.record.side_to_move();
                error = g.session.play_turn(turn).err();
                if error.is_none() {
                    g.clock_turn(mover, now);
                }
            }
        });
        if error.is_none() && self.kit.embed {
            self.game.with_untracked(|g| {
                g.as_ref().map(|g| crate::services::embed::report_turn(self.prefs.texts_now(), &g.session.record))
            });
            self.game.with_untracked(|g| g.as_ref().map(|g| self.kit.judge(&g.session.record)));
            self.follow_story();
        }
        match error {
            Some(e) => {
                let detail = e.to_string();
                self.say(move |t| (t.illegal_turn)(&detail));
            }
            // A notice about the whole page (nothing can be saved, no computer) stays.
            None if !self.lasting.get_value() => self.notice.set(None),
            None => {}
        }
    }

    /// In an exercise of several turns, plays the scripted reply to the reader's right
    /// turn after a moment, so the reader sees his own turn land first.
    pub fn follow_story(&self) {
        let due = |state: &AppState| {
            state.game.with_untracked(|g| g.as_ref().and_then(|g| state.kit.reply(&g.session.record)))
        };
        let Some(reply) = due(self) else { return };
        let state = *self;
        set_timeout(
            move || {
                // Only if nothing changed meanwhile (an undo, "Start over").
                if due(&state).as_ref() == Some(&reply) {
                    state.play(reply);
                }
            },
            std::time::Duration::from_millis(600),
        );
    }

    /// Whether the board on show takes turns: interactive, live, no exercise answered, and
    /// no scripted reply due.
    pub fn accepts_turns(&self, session: &Session) -> bool {
        let record = &session.record;
        self.kit.interactive && session.is_live() && !self.kit.answered(record) && self.kit.reply(record).is_none()
    }

    /// Writes the open game to storage.
    pub fn save_open_game(&self) {
        if !self.kit.persist {
            return;
        }
        let now = js_sys::Date::now() as u64;
        self.game.update_untracked(|g| {
            if let Some(g) = g {
                g.note_finish(now);
                // A finished game's clock stops (a flag is the clock's own tick's to see).
                if g.session.record.result().is_some() {
                    g.follow_clock(now);
                }
            }
        });
        if let Some(saved) = self.game.with(|g| g.as_ref().map(|g| g.saved(now))) {
            self.store(saved);
        }
    }

    /// Writes a game that could not be written before, if there is one (after a delete).
    pub fn retry_unsaved(&self) {
        let Some(unsaved) = self.unsaved.get_untracked() else { return };
        let open = self.game.with_untracked(|g| g.as_ref().is_some_and(|g| g.id == unsaved.id));
        if open {
            self.save_open_game();
        } else {
            self.store(unsaved);
        }
    }

    /// Writes a saved game by the revision rule (`sync.rs`); the open game follows what
    /// happened (its new revision, or the copy it became). When storage refuses, the game
    /// is kept in memory and the player told what to do.
    pub fn store(&self, saved: SavedGame) {
        let lang = self.prefs.lang.get_untracked();
        let copy = || (new_id(), (lang.texts().copy_name)(&saved.name));
        match sync::write(&storage::Local, &saved, copy) {
            Ok(written) => {
                if self.unsaved.with_untracked(|u| u.as_ref().is_some_and(|u| u.id == saved.id)) {
                    self.unsaved.set(None);
                    self.say(|t| t.saved_now.to_string());
                }
                let is_it = |g: &OpenGame| g.id == saved.id;
                match written {
                    Written::Saved(rev) => self.game.update_untracked(|g| {
                        if let Some(g) = g.as_mut().filter(|g| is_it(g)) {
                            g.rev = rev;
                        }
                    }),
                    Written::Copied(copy) => {
                        if self.game.with_untracked(|g| g.as_ref().is_some_and(is_it)) {
                            storage::remember_open(Some(&copy.id));
                            let (id, name) = (copy.id.clone(), copy.name.clone());
                            self.game.update(|g| {
                                if let Some(g) = g {
                                    (g.id, g.name, g.rev, g.named) = (id, name, copy.rev, true);
                                }
                            });
                        }
                        self.say(move |t| (t.conflict_copy)(&copy.name));
                    }
                }
            }
            Err(SaveError::Full) => {
                self.unsaved.set(Some(saved));
                self.say(|t| t.storage_full.to_string());
            }
            // Storage is refused for the page, not for this game: said once per page load,
            // and the notice stays through the turns that follow, unsaved as well.
            Err(SaveError::Refused(detail)) => {
                if !self.told_refused.get_value() {
                    self.told_refused.set_value(true);
                    leptos::logging::warn!("Tavola: storage refused the game: {detail}");
                    self.say(|t| t.storage_refused.to_string());
                    self.lasting.set_value(true);
                }
            }
        }
    }
}
