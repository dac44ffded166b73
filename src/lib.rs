//! Tavola's app: Leptos views and browser services over `tavola-core` and `tavola-engine`.
//!
//! The folders are layers, each importing only those below it: `screen` (the screens
//! around the boards) → `board` (the boards, Analyse) → `game` (the open game's state and
//! intents, the computer, the language and orientation, the embed kit, as contexts) →
//! `services` (the browser: storage, the worker, the page around, files, language); and
//! beside `screen`, `trainer`, the puzzle page (its own wasm, `src/bin/trainer.rs`). What
//! the app decides is `tavola_core`'s, tested natively; no rule is re-implemented here.

pub mod board;
pub mod game;
pub mod screen;
pub mod services;
pub mod trainer;
pub mod workshop;

use leptos::prelude::*;
use tavola_core::controller::{Notice, Notices, Saver};

use game::state::{AppState, Screen};
use screen::share;
use screen::{play, start};
use services::embed;
use tavola_core::links::params;

/// The whole app: the start screen or the game on the board, and a notice line.
#[component]
pub fn App() -> impl IntoView {
    let search = embed::page_query();
    let params = params::Params::parse(&search);
    let params = if embed::framed() { params.inside_frame() } else { params };
    let state = AppState::new(&params);
    provide_context(state);
    provide_context(state.computer);
    provide_context(state.prefs);
    provide_context(state.kit);
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
            embed::report_ready(&screen::embedded::position_on_show(&state));
        });
    }
    // The root's classes: the parts the author hid; embedded; an exercise decided (it
    // invites no more turns: its status line, the turn's bar and Hint give way to the
    // verdict); the compact layout; a fixed height. And the height the board must fit in
    // (`--fit`, for style/main.css). One class text and one style text, each built in one
    // closure: a directive per class would cost the first load wasm code of its own.
    let kit = state.kit;
    let class = move || {
        let decided = state.game.with(|g| g.as_ref().is_some_and(|g| kit.answered(&g.session.record)));
        let flags = [
            (kit.embed, "embedded"),
            (decided, "decided"),
            (kit.embed && kit.compact(), "compact"),
            (kit.height.is_some(), "fixed"),
        ];
        flags.iter().filter(|(on, _)| *on).fold(format!("app {hidden}"), |class, (_, name)| format!("{class} {name}"))
    };
    let style = move || {
        let fit = kit.fit().map(|px| format!("--fit: {px}px; ")).unwrap_or_default();
        format!("{fit}{}", kit.height.map(|px| format!("height: {px}px")).unwrap_or_default())
    };
    view! {
        <main class=class style=style>
            <Show when=move || state.notices.with(|n| n.shown().is_some())>
                <div class="notice" role="alert" data-testid="notice">
                    <span>{move || state.notices.with(|n| n.shown().map(|n| n.words(state.prefs.texts())))}</span>
                    <Show when=move || state.saver.with(Saver::has_unsaved) && state.screen.get() == Screen::Play>
                        <button data-testid="to-saved-games" on:click=move |_| state.leave()>{move || state.prefs.texts().saved_games()}</button>
                    </Show>
                    <button aria-label=move || state.prefs.texts().dismiss() on:click=move |_| state.notices.update(Notices::dismiss)>"×"</button>
                </div>
            </Show>
            <screen::ask::AskDialog/>
            {move || match state.screen.get() {
                Screen::Start => view! { <start::StartScreen/> }.into_any(),
                Screen::Play => view! { <play::PlayScreen/> }.into_any(),
            }}
        </main>
    }
}
