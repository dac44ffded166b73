//! The app's root element over a state, in a page of its own or drawn into another page
//! of ours (the trainer's puzzle, `in_page`): the notice line, a question put to a player,
//! and the screen on show.

use leptos::prelude::*;
use tavola_core::controller::{Notices, Saver};

use super::{embedded, play, start};
use crate::game::state::{AppState, Screen};
use crate::services::embed::{Listener, Report};
use tavola_core::links::params::Params;

/// The app's screens: the start screen or the game.
pub fn app_screen(screen: Screen) -> AnyView {
    match screen {
        Screen::Start => view! { <start::StartScreen/> }.into_any(),
        Screen::Play => play::play_screen(Some(play::GAME_PARTS)).into_any(),
    }
}

/// A board's only screen, the game, where a page of ours draws one (its state opens no
/// other): what draws no start screen needs none of its code.
pub fn board_screen(_: Screen) -> AnyView {
    play::play_screen(None).into_any()
}

/// The root `<main>` over `state`, with the parts the author hid (`hidden`, classes), the
/// screen on show drawn by `screens`.
pub fn root(state: AppState, hidden: String, screens: fn(Screen) -> AnyView) -> impl IntoView {
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
            <super::ask::AskDialog/>
            {move || screens(state.screen.get())}
        </main>
    }
}

/// An embedded board drawn in the page that shows it, not in a frame (the trainer's puzzle):
/// the board `params` open, its reports heard by `listener`, the reader's turns kept under
/// `key` across a reload. Gives the caller's owner the board's contexts; the state, for the
/// page's commands ([`embedded::obey`]), and the view.
pub fn in_page(params: &Params, key: &str, listener: Listener) -> (AppState, impl IntoView) {
    let state = AppState::new(params, Some(listener));
    state.provide();
    if let Some(record) = params.record.clone() {
        state.open_record(record);
    }
    embedded::opened(&state, params);
    embedded::keep_readers_turns(state, key);
    // The screen the board must fit, as `<tavola-board>` tells a frame: the window's.
    let measure = move || {
        let height = window().inner_height().ok().and_then(|h| h.as_f64());
        state.kit.screen.set(height.map(|h| h as usize));
    };
    measure();
    let resized = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resized.remove());
    Effect::new(move |_| state.kit.report(Report::Ready { position: embedded::position_on_show(&state) }));
    (state, root(state, params.author.hide.classes(), board_screen))
}
