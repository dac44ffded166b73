//! Tavola's app: Leptos views and browser services over `tavola-core` and `tavola-engine`.
//!
//! The folders are layers, each importing only those below it: `screen` (the screens
//! around the boards) → `board` (the boards, Analyse) → `game` (the open game's state and
//! intents, the computer, the language and orientation, the embed kit, as contexts) →
//! `services` (the browser: storage, the worker, the page around, files, language); and
//! over `screen`, `trainer`, the puzzle page (its own wasm, `src/bin/trainer.rs`, drawing its
//! puzzle on the embedded screen), and `workshop`, the author's workshop. What
//! the app decides is `tavola_core`'s, tested natively; no rule is re-implemented here.

pub mod board;
pub mod game;
pub mod screen;
pub mod services;
pub mod trainer;
pub mod workshop;

use leptos::prelude::*;
use tavola_core::controller::Notice;

use game::state::AppState;
use screen::share;
use services::embed;
use tavola_core::links::params;

/// The whole app: the start screen or the game on the board, and a notice line.
#[component]
pub fn App() -> impl IntoView {
    let search = embed::page_query();
    let params = params::Params::parse(&search);
    let params = if embed::framed() { params.inside_frame() } else { params };
    let state = AppState::new(&params, None);
    state.provide();
    for name in &params.ignored {
        leptos::logging::warn!("Tavola: ignored the URL parameter {name:?}");
    }
    let hidden = params.author.hide.classes();
    if let Some(record) = params.record.clone() {
        if state.kit.persist {
            state.open_link(record, params.id.clone(), params.draft.clone());
            // The link is taken in: a reload continues the saved game, not the link.
            share::forget_link();
        } else {
            state.open_record(record);
        }
        if let Some(ply) = params.ply {
            state.update(|s| s.go_to(ply));
        }
        screen::embedded::opened(&state, &params);
        if state.kit.embed {
            screen::embedded::keep_readers_turns(state, &search);
        }
    } else {
        state.resume_last();
    }
    // The language the page was to start in, if its texts did not arrive (`main` fetched
    // them): the page is in English, and says why.
    let wanted = state.prefs.lang.get_untracked();
    if !wanted.has_texts() {
        state.prefs.lang.set(tavola_core::i18n::Lang::En);
        state.say_lasting(Notice::LanguageMissing(wanted));
    }
    // What the link had that could not be followed (each kept its default) and what does
    // not match in an author's setup, in one notice on the board.
    let problems = params.problems.clone();
    let warnings = tavola_core::links::exercise::warnings(&params);
    for w in &warnings {
        leptos::logging::warn!("Tavola: {}", w.describe(&tavola_core::i18n::EN));
    }
    if !problems.is_empty() || !warnings.is_empty() {
        state.say(Notice::Link { problems, warnings });
    }
    // Every change to the open game is written at once, so a reload resumes it exactly.
    Effect::new(move |_| {
        state.game.track();
        state.save_open_game();
    });
    // The page says which language it is in, for screen readers, spelling and search.
    Effect::new(move |_| {
        let lang = state.prefs.lang.get();
        services::language::mark_page(lang, lang.texts().title());
    });
    // A page hidden or left is written as it stands: the clock's running time is counted
    // to that moment, so a reload resumes it paused there and gives no time back.
    let hidden_now = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if document().hidden() {
            state.save_open_game();
        }
    });
    let left = window_event_listener(leptos::ev::pagehide, move |_| state.save_open_game());
    on_cleanup(move || {
        hidden_now.remove();
        left.remove();
    });
    // Other tabs' changes to saved games show here too.
    let other_tabs = window_event_listener(leptos::ev::storage, move |e| state.on_storage(e.key()));
    on_cleanup(move || other_tabs.remove());
    if state.kit.embed {
        // The page's commands (`<tavola-board>`'s methods).
        let commands = window_event_listener(leptos::ev::message, move |e| {
            if let Some(command) = embed::command(&e) {
                screen::embedded::obey(state, command);
            }
        });
        on_cleanup(move || commands.remove());
        // After the first render, so the app's root exists to be measured.
        Effect::new(move |_| {
            embed::watch_height();
            state.kit.report(embed::Report::Ready { position: screen::embedded::position_on_show(&state) });
        });
    }
    screen::root::root(state, hidden, screen::root::app_screen)
}
