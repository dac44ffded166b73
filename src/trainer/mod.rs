//! The puzzle trainer, `puzzles.html` (docs/puzzles.md). It is its own wasm
//! (`src/bin/trainer.rs`), so nothing of it is in the app's first load: one puzzle at a
//! time on the app's embedded board, drawn in the trainer's page (an exercise as the embed
//! kit's, solved by taps, drags and keys as any game), chosen near the player's rating; the board's verdicts move the rating; a
//! wrong turn is answered on the board by the reply that punishes it. Beside training: Streak
//! mode, the replay of missed puzzles and a dashboard. What it decides is
//! `tavola_core::puzzles`'s; the puzzles and their checks are the engine's.
//!
//! A layer over `screen`: the board is the app's embedded screen (`screen::embedded`).

mod board;
mod panel;
pub mod sets;

use leptos::prelude::*;

use tavola_core::i18n::Lang;
use tavola_core::puzzles::progress::{Outcome, Progress};
use tavola_core::puzzles::refute::{refute, Refutation};
use tavola_core::puzzles::streak::{self, Run};
use tavola_core::puzzles::{self, Filter, Link};
use tavola_engine::puzzle::Puzzle;

use crate::services::embed::{Listener, Report};
use crate::services::language;
use crate::services::storage::{self, SaveError};

/// Where the player's progress is kept.
const KEY: &str = "tavola.puzzles";
/// Where progress that could not be read is moved, so that nothing is lost by starting over.
const DAMAGED_KEY: &str = "tavola.puzzles.damaged";
/// Where the player's last filter is kept (as the address writes it: `game=gipf&theme=row`).
const FILTER_KEY: &str = "tavola.puzzles.filter";

/// What the trainer says about the puzzle on show; a rating change when the attempt counted.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Solved(Option<i32>),
    Refuted(Refutation, Option<i32>),
    Failed(Option<i32>),
    Shown(Option<i32>),
}

/// What the puzzles on show are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Puzzles near the player's rating, under the filter.
    Train,
    /// Rising difficulty until a miss (`tavola_core::puzzles::streak`).
    Streak,
    /// The missed puzzles again, until each is solved cleanly.
    Replay,
}

/// Why the progress is not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unkept {
    Refused,
    Full,
    /// What was stored could not be read: it was set aside and the trainer starts afresh.
    Damaged,
}

/// The trainer's state, shared by its views.
#[derive(Clone, Copy)]
pub struct Trainer {
    pub lang: RwSignal<Lang>,
    pub filter: RwSignal<Filter>,
    pub current: RwSignal<Option<Puzzle>>,
    pub progress: RwSignal<Progress>,
    /// The first result on the puzzle on show, once counted: later tries count nothing.
    pub counted: RwSignal<Option<Outcome>>,
    pub hints: RwSignal<u8>,
    pub said: RwSignal<Option<Said>>,
    pub unkept: RwSignal<Option<Unkept>>,
    /// A line about the link (a puzzle it names that does not exist, values left out).
    pub notice: RwSignal<Option<String>>,
    /// The position after the last turn the board reported (empty before any).
    pub moved: RwSignal<String>,
    pub mode: RwSignal<Mode>,
    /// Streak mode's run, for the page's life (its best is kept in the progress).
    pub run: RwSignal<Run>,
    /// The reply the trainer is playing on the board, whose own "wrong" report is not the
    /// reader's.
    replying: StoredValue<Option<String>>,
    /// The puzzle's board.
    board: board::Board,
    /// What hears the board's reports: made once, for the page's life.
    listener: Listener,
    /// Whether the board on show was put there by the player's choice (Next, a mode), not
    /// by opening the page: a board keeps its turns in the tab's session, so a puzzle
    /// shown again (a replay, a streak) would open where it was left, and is reset.
    fresh: StoredValue<bool>,
}

fn load_progress() -> (Progress, Option<Unkept>) {
    if storage::local().is_none() {
        return (Progress::default(), Some(Unkept::Refused));
    }
    match storage::load_value::<Progress>(KEY) {
        Ok(found) => (found.unwrap_or_default(), None),
        Err(unreadable) => {
            let _ = storage::local().map(|s| s.set_item(DAMAGED_KEY, &unreadable.raw));
            (Progress::default(), Some(Unkept::Damaged))
        }
    }
}

fn seed() -> u64 {
    (js_sys::Math::random() * 1e9) as u64
}

impl Trainer {
    fn new(link: &Link) -> Trainer {
        let (progress, unkept) = load_progress();
        let all = sets::all();
        // A link's own filter first, else the one the player chose last time.
        let filter = if link.filtered {
            link.filter()
        } else {
            let kept = storage::local().and_then(|s| s.get_item(FILTER_KEY).ok().flatten()).unwrap_or_default();
            Link::parse(&kept).filter()
        };
        let named = link.id.as_deref().and_then(|id| puzzles::find(all, id));
        let first = named.or_else(|| puzzles::next(all, &filter, &progress, None, seed())).cloned();
        // A reload in the middle of a puzzle already counted does not count it again.
        let counted = first
            .as_ref()
            .and_then(|p| progress.history.last().filter(|a| a.id == p.id && named.is_some()).map(|a| a.outcome));
        let lang = language::initial(link.lang);
        let t = lang.puzzle_texts();
        let mut notes: Vec<String> = link.id.iter().filter(|_| named.is_none()).map(|id| (t.no_such)(id)).collect();
        notes.extend(link.problems.iter().map(|p| (t.left_out)(p)));
        // The app's texts in this language did not arrive (`main` fetched them).
        if !lang.has_texts() {
            notes.push((t.app_words_missing)(lang.name()));
        }
        // The boards' listener, made once and kept for the page's life (leaked on purpose:
        // one small closure per page). A `&'static` keeps the kit `Copy` and costs the app,
        // whose boards report to their parent window instead, no code of its own.
        let heard = StoredValue::new(None::<Trainer>);
        let listener: Listener = Box::leak(Box::new(move |r| {
            if let Some(trainer) = heard.get_value() {
                trainer.heard(r);
            }
        }));
        let trainer = Trainer {
            lang: RwSignal::new(lang),
            filter: RwSignal::new(filter),
            current: RwSignal::new(first),
            progress: RwSignal::new(progress),
            counted: RwSignal::new(counted),
            hints: RwSignal::new(0),
            said: RwSignal::new(None),
            unkept: RwSignal::new(unkept),
            notice: RwSignal::new((!notes.is_empty()).then(|| notes.join(" "))),
            moved: RwSignal::new(String::new()),
            mode: RwSignal::new(Mode::Train),
            run: RwSignal::new(Run::default()),
            replying: StoredValue::new(None),
            board: board::Board::new(),
            listener,
            fresh: StoredValue::new(false),
        };
        heard.set_value(Some(trainer));
        trainer
    }

    /// Counts `outcome` as the puzzle's result, if nothing was counted yet; the rating's
    /// change (none for a replay, which is not rated).
    fn count(&self, outcome: Outcome) -> Option<i32> {
        if self.counted.get_untracked().is_some() {
            return None;
        }
        let puzzle = self.current.get_untracked()?;
        let mut change = None;
        match self.mode.get_untracked() {
            Mode::Replay => self.progress.update(|p| p.replayed(&puzzle.id, outcome)),
            Mode::Train => self.progress.update(|p| change = p.first_try(&puzzle, outcome)),
            Mode::Streak => {
                let mut run = self.run.get_untracked();
                run.record(outcome);
                self.progress.update(|p| {
                    change = p.first_try(&puzzle, outcome);
                    p.streak_reached(run.count);
                });
                self.run.set(run);
            }
        }
        self.counted.set(Some(outcome));
        self.save();
        change
    }

    /// Keeps the progress; a refusal or a full quota is said, and the trainer goes on.
    fn save(&self) {
        if let Err(e) = self.progress.with_untracked(|p| storage::save_value(KEY, p)) {
            self.unkept.set(Some(if e == SaveError::Full { Unkept::Full } else { Unkept::Refused }));
        }
    }

    /// Follows what the board reported.
    fn heard(&self, report: Report) {
        match report {
            Report::Moved { position, .. } => self.moved.set(position),
            Report::Ready { position } => {
                // As a page of `<tavola-board>`s hears it: keep-offline.js registers the
                // service worker once the page's board is ready.
                if let Ok(ready) = web_sys::Event::new("tavola-ready") {
                    let _ = document().dispatch_event(&ready);
                }
                let start = self.current.with_untracked(|c| c.as_ref().map(|p| p.position.clone()));
                if self.fresh.get_value() && start.is_some_and(|s| s != position) {
                    self.board.reset();
                }
                self.fresh.set_value(false);
            }
            Report::Judged { right: true, .. } => {
                let outcome = if self.hints.get_untracked() > 0 { Outcome::Helped } else { Outcome::Solved };
                let change = self.count(outcome);
                self.said.set(Some(Said::Solved(change)));
            }
            Report::Judged { right: false, turn } => {
                if self.replying.get_value().is_some_and(|r| r == turn) {
                    return;
                }
                let change = self.count(Outcome::Failed);
                let game = self.current.get_untracked().map(|p| p.game);
                match game.and_then(|g| refute(g, &self.moved.get_untracked())) {
                    Some(refutation) => {
                        let turn = refutation.turn.clone();
                        self.replying.set_value(Some(turn.clone()));
                        // After a moment, so the reader sees his own turn land first; not on
                        // another puzzle's board if the player moved on meanwhile.
                        let trainer = *self;
                        set_timeout(
                            move || {
                                if trainer.replying.get_value().is_some_and(|r| r == turn) {
                                    trainer.board.play(&turn);
                                }
                            },
                            std::time::Duration::from_millis(600),
                        );
                        self.said.set(Some(Said::Refuted(refutation, change)));
                    }
                    None => self.said.set(Some(Said::Failed(change))),
                }
            }
            Report::Shown { .. } => {
                let change = self.count(Outcome::Failed);
                self.said.set(Some(Said::Shown(change)));
            }
            Report::Ended { .. } | Report::Position { .. } => {}
        }
    }

    /// The board of `puzzle`, in the trainer's language, its reports heard here; it speaks
    /// the language the player switches to.
    pub fn board(&self, puzzle: &Puzzle) -> impl IntoView {
        let trainer = *self;
        let view = self.board.draw(puzzle, self.lang.get_untracked(), self.listener);
        Effect::new(move |first: Option<()>| {
            let lang = trainer.lang.get();
            if first.is_some() {
                trainer.board.speak(lang);
            }
        });
        view
    }

    /// Writes the puzzle on show and the filter into the address, so a reload or a copied
    /// address comes back to both.
    fn mark_address(&self) {
        let id = self.current.with_untracked(|c| c.as_ref().map(|p| p.id.clone()));
        let query = puzzles::address(id.as_deref(), &self.filter.get_untracked());
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
        }
    }

    /// Shows `puzzle` (or none), fresh: no hint, nothing said, the address naming it.
    fn show(&self, puzzle: Option<Puzzle>) {
        self.current.set(puzzle);
        self.mark_address();
        self.counted.set(None);
        self.hints.set(0);
        self.said.set(None);
        self.replying.set_value(None);
        self.fresh.set_value(true);
        self.moved.set(String::new());
    }

    /// The next puzzle: under the filter near the player's rating, the streak's next step
    /// (a new run after a miss), or the missed puzzle waiting longest.
    pub fn next(&self) {
        let on_show = self.current.with_untracked(|c| c.as_ref().map(|p| p.id.clone()));
        let all = sets::all();
        let next = match self.mode.get_untracked() {
            Mode::Train => self.progress.with_untracked(|progress| {
                puzzles::next(all, &self.filter.get_untracked(), progress, on_show.as_deref(), seed()).cloned()
            }),
            Mode::Streak => {
                if self.run.with_untracked(|r| r.over) {
                    self.run.set(Run::default());
                }
                // A streak runs over every theme of the game chosen, and climbs from the
                // easiest to the hardest whatever difficulty was chosen.
                let filter = Filter { theme: None, band: None, ..self.filter.get_untracked() };
                let next = self.run.with_untracked(|run| streak::next(all, &filter, run, seed()).cloned());
                if let Some(p) = &next {
                    self.run.update(|r| r.shown.push(p.id.clone()));
                }
                next
            }
            Mode::Replay => {
                let id = self.progress.with_untracked(|progress| {
                    progress.replay_next(|id| puzzles::find(all, id).is_some(), on_show.as_deref()).map(str::to_string)
                });
                match id.and_then(|id| puzzles::find(all, &id)) {
                    Some(p) => Some(p.clone()),
                    None => {
                        // Nothing left to replay (the panel says so): back to training.
                        self.mode.set(Mode::Train);
                        return self.next();
                    }
                }
            }
        };
        self.show(next);
        // The new puzzle from its top: the last one's verdict may have left the page
        // scrolled down.
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Puzzles for `mode`, from a fresh run or the oldest missed puzzle.
    pub fn enter(&self, mode: Mode) {
        self.mode.set(mode);
        self.run.set(Run::default());
        self.next();
    }

    /// A new filter: the puzzle on show stays if it passes, else the next one comes.
    pub fn refilter(&self, filter: Filter) {
        self.mode.set(Mode::Train);
        self.filter.set(filter);
        if let Some(s) = storage::local() {
            let _ = s.set_item(FILTER_KEY, &filter.query());
        }
        self.mark_address();
        let passes = self.current.with_untracked(|c| c.as_ref().is_some_and(|p| filter.admits(p)));
        if !passes {
            self.next();
        }
    }

    /// Switches to `lang` once the app's texts for it are in the page (the board's words,
    /// side names); the trainer's own are compiled in, so without them it switches anyway
    /// and says what stays in English.
    pub fn set_lang(&self, lang: Lang) {
        let trainer = *self;
        leptos::task::spawn_local(async move {
            if language::load(lang).await.is_err() {
                trainer.notice.set(Some((lang.puzzle_texts().app_words_missing)(lang.name())));
            }
            trainer.lang.set(lang);
            language::save(lang);
        });
    }
}

/// The whole trainer page.
#[component]
pub fn TrainerPage() -> impl IntoView {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    let trainer = Trainer::new(&Link::parse(&search));
    trainer.mark_address();
    provide_context(trainer);
    // Another tab's results: its rating and history show here too (both write the whole
    // progress, so the later write holds everything either counted up to it).
    let other_tabs = window_event_listener(leptos::ev::storage, move |e| {
        if e.key().as_deref() == Some(KEY) {
            if let Ok(Some(progress)) = storage::load_value::<Progress>(KEY) {
                trainer.progress.set(progress);
            }
        }
    });
    on_cleanup(move || other_tabs.remove());
    Effect::new(move |_| {
        let lang = trainer.lang.get();
        language::mark_page(lang, &format!("Tavola: {}", lang.puzzle_texts().title));
    });
    view! { <panel::Page/> }
}
