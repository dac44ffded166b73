//! The app's state and the user's intents on it, shared through Leptos context.
//!
//! Components call these methods (new game, play, undo, …); none of them touches the
//! record directly, and every change to the open game is saved by one effect in `App`.
//! What each intent decides (what a link opens, the copy a crossed write becomes, the
//! retry of an unsaved game, another tab's change, which notice stays) is decided in
//! `tavola_core::controller`, tested natively; here it is held in signals and carried out.

use leptos::prelude::*;

use tavola_engine::ai::Level;
use tavola_engine::Color;

use crate::game::prefs::Prefs;
use crate::game::thinking::Computer;

use crate::services::embed::{Listener, Report};
use crate::services::language;
use crate::services::storage::{self, Local, SavedGame};
use crate::services::worker;
use tavola_core::clock::TimeControl;
use tavola_core::controller::{self, Env, Notice, Notices, Opened, Retry, Saver};
use tavola_core::i18n::{Lang, Texts};
use tavola_core::links::params::Params;
use tavola_core::open::{OpenGame, Players};
use tavola_core::session::{AnyRecord, AnyTurn, Draft, NewGame, Session};

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Play,
}

/// A question's words, worded when it is shown so that they follow the language.
pub type Words = std::sync::Arc<dyn Fn(&Texts) -> String + Send + Sync>;

/// A question put to a player in the page before something is lost or ended (never a
/// browser dialog, which faces nobody at a table): what is asked, who must answer (face to
/// face, the question turns to him), and the answers besides No: Yes alone, or a choice
/// (who resigns, when both players sit at the device).
#[derive(Clone)]
pub struct Question {
    pub text: Words,
    pub answerer: Option<Color>,
    pub answers: Vec<Choice>,
}

/// One answer to a question: its button's words and test id, and what it does.
#[derive(Clone)]
pub struct Choice {
    pub words: fn(&Texts) -> &'static str,
    pub testid: &'static str,
    pub act: std::sync::Arc<dyn Fn() + Send + Sync>,
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<OpenGame>>,
    /// The message for the player (an error, or what just happened) and how long it
    /// stays; dismissible.
    pub notices: RwSignal<Notices>,
    /// The question waiting for a player's answer, if any (`screen/ask.rs`).
    pub asking: RwSignal<Option<Question>>,
    /// The language and the board's orientation, a context of its own (`prefs.rs`).
    pub prefs: Prefs,
    /// The computer, a context of its own (`thinking.rs`): the game tells it which game
    /// is open; views of the computer alone take it from the context.
    pub computer: Computer,
    /// Counts changes to saved games made in other tabs, so the list follows them.
    pub stored: RwSignal<u64>,
    /// Writes by the revision rule; holds a game storage had no room for.
    pub saver: RwSignal<Saver>,
    /// What a link set up: embedded or not, the exercise, annotations and "Start over",
    /// a context of its own (`kit.rs`).
    pub kit: crate::game::kit::Kit,
}

/// The browser's time and ids, for the controller.
pub struct Browser;

impl Env for Browser {
    fn now(&self) -> u64 {
        js_sys::Date::now() as u64
    }

    /// Time plus randomness: unique in one browser.
    fn fresh_id(&self) -> String {
        let salt = (js_sys::Math::random() * 65536.0) as u32;
        format!("{:x}-{salt:04x}", self.now())
    }

    fn today(&self) -> (i32, u32, u32) {
        let now = js_sys::Date::new_0();
        (now.get_full_year() as i32, now.get_month() + 1, now.get_date())
    }
}

impl AppState {
    /// The state the URL asks for (docs/embedding.md): an embedded board saves nothing, and
    /// its reports go to `listener` (a board drawn in the page that hears them), or to the
    /// parent window.
    pub fn new(params: &Params, listener: Option<Listener>) -> Self {
        let game = RwSignal::new(None);
        let state = AppState {
            screen: RwSignal::new(Screen::Start),
            game,
            notices: RwSignal::new(Notices::default()),
            asking: RwSignal::new(None),
            prefs: Prefs::new(params.lang, params.flipped, !params.embed),
            computer: Computer::new(game),
            stored: RwSignal::new(0),
            saver: RwSignal::new(Saver::default()),
            kit: crate::game::kit::Kit::new(params, listener),
        };
        worker::when_gone(move |failure| {
            state.computer.ended(failure);
            state.say_lasting(Notice::ComputerGone(failure));
        });
        state
    }

    /// Gives the views under the current owner the state and its parts as contexts.
    pub fn provide(&self) {
        provide_context(*self);
        provide_context(self.computer);
        provide_context(self.prefs);
        provide_context(self.kit);
    }

    /// Shows a message until the next turn; it is worded in whatever language is current.
    pub fn say(&self, notice: Notice) {
        self.notices.update(|n| n.say(notice));
    }

    /// Switches every text to `lang` once its texts are in the page (fetched if need be);
    /// when they cannot be had, the language stays as it is and a notice says why.
    pub fn choose_lang(&self, lang: Lang) {
        let state = *self;
        if lang.has_texts() {
            return state.prefs.set_lang(lang);
        }
        leptos::task::spawn_local(async move {
            match language::load(lang).await {
                Ok(()) => state.prefs.set_lang(lang),
                Err(_) => {
                    // The switch shows the language chosen: it goes back to the one on show.
                    state.prefs.lang.notify();
                    state.say(Notice::LanguageMissing(lang));
                }
            }
        });
    }

    /// Shows a message about the whole page, through the turns that follow.
    pub fn say_lasting(&self, notice: Notice) {
        self.notices.update(|n| n.say_lasting(notice));
    }

    /// Asks `answerer` (anyone, when `None`) the question `text`; `yes` runs on Yes.
    pub fn ask(
        &self,
        text: impl Fn(&Texts) -> String + Send + Sync + 'static,
        answerer: Option<Color>,
        yes: impl Fn() + Send + Sync + 'static,
    ) {
        self.ask_yes(std::sync::Arc::new(text), answerer, std::sync::Arc::new(yes));
    }

    /// `ask` past its generic arguments: one copy of it in the page, for every question.
    fn ask_yes(&self, text: Words, answerer: Option<Color>, yes: std::sync::Arc<dyn Fn() + Send + Sync>) {
        self.ask_which(text, answerer, vec![Choice { words: |t| t.yes(), testid: "answer-yes", act: yes }]);
    }

    /// Asks the question `text` with these `answers` (and No).
    pub fn ask_which(&self, text: Words, answerer: Option<Color>, answers: Vec<Choice>) {
        self.asking.set(Some(Question { text, answerer, answers }));
    }

    /// Reopens the game that was on the board before a reload, if it is still going.
    pub fn resume_last(&self) {
        if let Some(game) = controller::resume(&Local) {
            self.open(game);
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
        self.open_new(controller::new_game(&Browser, self.lang(), AnyRecord::new(game), players, clock));
    }

    /// The next game of a match: the same start and settings, colours swapped.
    pub fn rematch(&self) {
        let next = self.game.with_untracked(|g| g.as_ref().map(|g| controller::rematch(&Browser, self.lang(), g)));
        if let Some(next) = next {
            self.open_new(next);
        }
    }

    /// Opens a new game; asked for the computer once it is gone, the player is told again
    /// why not.
    fn open_new(&self, game: OpenGame) {
        let versus = game.players.versus();
        // A new game starts from White's side unless the person plays Black.
        self.prefs.flipped.set(game.players.turned());
        self.open(game);
        if let Some(failure) = self.computer.off.get_untracked().filter(|_| versus) {
            self.say_lasting(Notice::ComputerGone(failure));
        }
    }

    fn lang(&self) -> tavola_core::i18n::Lang {
        self.prefs.lang.get_untracked()
    }

    /// Opens an imported or embedded record as a new saved game.
    pub fn open_record(&self, record: AnyRecord) {
        self.open(controller::new_game(&Browser, self.lang(), record, Players::default(), None));
    }

    /// Opens a link's game as one saved game (`controller::open_link`), saying what
    /// happened unless it is the plain case.
    pub fn open_link(&self, record: AnyRecord, id: Option<String>, draft: Option<Draft>) {
        let Opened { game, notice } = controller::open_link(&Local, &Browser, self.lang(), record, id, draft);
        self.open(game);
        if let Some(notice) = notice {
            self.say(notice);
        }
    }

    /// Another tab changed storage (the `storage` event): the list follows, and the open
    /// game takes a newer revision of itself.
    pub fn on_storage(&self, key: Option<String>) {
        self.stored.update(|n| *n += 1);
        let open = self.game.with_untracked(|g| g.as_ref().map(|g| (g.id.clone(), g.rev)));
        let mut newer = None;
        self.saver.update_untracked(|s| {
            newer = s.other_tab(&Local, key.as_deref(), open.as_ref().map(|(id, rev)| (id.as_str(), *rev)))
        });
        if let Some(game) = newer {
            self.computer.stop_thinking();
            self.game.set(Some(game));
        }
        // The other tab may have made room.
        self.retry_unsaved();
    }

    /// Shows a game (new or resumed), ending the computer of the one before.
    pub fn open(&self, game: OpenGame) {
        if self.kit.persist {
            storage::remember_open(Some(&game.id));
        }
        self.notices.update(Notices::game_opened);
        self.asking.set(None);
        self.prefs.facing.set(!self.kit.embed && storage::facing(&game.id));
        // A game against the computer is seen from the person's side; any other keeps the
        // orientation it was opened with (a link's `orientation`, the last flip).
        let versus = game.players.versus();
        if !self.kit.embed && versus {
            self.prefs.flipped.set(game.players.turned());
        }
        self.game.set(Some(game));
        self.screen.set(Screen::Play);
        // A game opens at the top, whatever the start screen had been scrolled to: the
        // header, the status and the board's first rows in view.
        if let Some(window) = web_sys::window().filter(|_| !self.kit.embed) {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
        self.start_worker();
    }

    /// A game against the computer, or analysed, gets its worker as it opens (its first
    /// answer then does not wait for the worker to start); any other game's worker ends.
    fn start_worker(&self) {
        let open = self.game.with_untracked(|g| g.as_ref().map(|g| (g.id.clone(), g.players.versus())));
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
        let unsaved = self.saver.with_untracked(Saver::has_unsaved);
        self.notices.update(|n| n.game_left(unsaved));
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
        let now = Browser.now();
        let mut played = None;
        self.game.update(|g| played = g.as_mut().map(|g| g.play(turn, now)));
        match played {
            Some(Ok(said)) => {
                self.notices.update(Notices::turn_played);
                if let Some(notice) = said {
                    self.say(notice);
                }
                if self.kit.embed {
                    self.game.with_untracked(|g| {
                        g.as_ref().map(|g| {
                            self.kit.report_turn(self.prefs.texts_now(), &g.session.record);
                            self.kit.judge(&g.session.record)
                        })
                    });
                    self.follow_story();
                }
            }
            Some(Err(e)) => self.say(Notice::Refused(e)),
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
        // "Show me" shows the whole line, the reader's turns and the replies, a turn at a
        // time at a pace a person follows: each stays on show a second before the next.
        let shown = self.kit.shown.get_untracked();
        let pace = std::time::Duration::from_millis(if shown { 1000 } else { 600 });
        set_timeout(
            move || {
                // Only if nothing changed meanwhile (an undo, "Start over").
                if due(&state).as_ref() == Some(&reply) {
                    state.play(reply);
                    if shown {
                        set_timeout(
                            move || {
                                if state.kit.shown.get_untracked() && due(&state).is_none() {
                                    state.show_answer();
                                }
                            },
                            pace,
                        );
                    }
                }
            },
            pace,
        );
    }

    /// "Show me": plays the reader's next turn on an accepted line; in a story the reply
    /// follows, then the next turn, to the line's end.
    pub fn show_answer(&self) {
        let mut shown = None;
        self.update(|s| {
            s.go_to(s.record.len());
            if let Some(answer) = self.kit.next_answer(&s.record) {
                shown = Some(answer.to_string());
                let _ = s.play_turn(answer);
            }
        });
        if let Some(turn) = shown {
            self.kit.report(Report::Shown { turn });
        }
        self.follow_story();
    }

    /// Whether the board on show takes turns: interactive, live, no exercise answered, and
    /// no scripted reply due.
    pub fn accepts_turns(&self, session: &Session) -> bool {
        let record = &session.record;
        self.kit.interactive && session.is_live() && !self.kit.answered(record) && self.kit.reply(record).is_none()
    }

    /// Writes the open game to storage, its clock's running time counted to now.
    pub fn save_open_game(&self) {
        if !self.kit.persist {
            return;
        }
        let now = Browser.now();
        let mut saved = None;
        self.game.update_untracked(|g| saved = g.as_mut().map(|g| g.to_write(now)));
        if let Some(saved) = saved {
            self.store(saved);
        }
    }

    /// Writes a game that could not be written before, if there is one (after a delete).
    pub fn retry_unsaved(&self) {
        let open = self.game.with_untracked(|g| g.as_ref().map(|g| g.id.clone()));
        match self.saver.with_untracked(|s| s.retry(open.as_deref())) {
            Retry::Nothing => {}
            Retry::OpenGame => self.save_open_game(),
            Retry::Kept(saved) => self.store(*saved),
        }
    }

    /// Writes a saved game by the revision rule; the open game follows what happened (its
    /// new revision, or the copy it became), and the player hears what he must know.
    pub fn store(&self, saved: SavedGame) {
        let (lang, id) = (self.lang(), saved.id.clone());
        let mut saving = Default::default();
        self.saver.update(|s| saving = s.write(&Local, &Browser, lang, saved));
        let controller::Saving { identity, notice } = saving;
        let open = self.game.with_untracked(|g| g.as_ref().is_some_and(|g| g.id == id));
        if let Some(identity) = identity.filter(|_| open) {
            let apply = |g: &mut Option<OpenGame>| {
                if let Some(g) = g {
                    identity.apply(&id, g);
                }
            };
            match &identity {
                // The open game became a copy: this tab goes on with it, under its name.
                controller::Identity::Copied { id: copy, .. } => {
                    storage::remember_open(Some(copy));
                    self.game.update(apply);
                }
                // A new revision only is no change to show (and would write again).
                controller::Identity::Rev(_) => self.game.update_untracked(apply),
            }
        }
        match notice {
            Some((notice, true)) => self.say_lasting(notice),
            Some((notice, false)) => self.say(notice),
            None => {}
        }
    }
}
