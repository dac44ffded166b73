//! The game screen: the header, the board of the open game with the table around it
//! (`table.rs`: the players' strips, the bar, the menu), and the panel (`panel.rs`) or an
//! embedded board's own (`embedded.rs`).

use leptos::ev;
use leptos::prelude::*;

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::session::AnyRecord;

/// What a game's own screen has around its board, which an embedded board has not: its
/// header, its result card and its panel. Named apart, so that a page drawing only embedded
/// boards (the trainer) carries none of their code.
#[derive(Clone, Copy)]
pub struct GameParts {
    pub header: fn(AppState) -> AnyView,
    pub ending: fn() -> AnyView,
    pub panel: fn() -> AnyView,
}

/// The game's own parts, for the app.
pub const GAME_PARTS: GameParts = GameParts {
    header: |state| {
        view! {
            <header class="play-header">
                <button data-testid="leave" on:click=move |_| state.leave()>{say(|t| t.games())}</button>
                <h1 class="game-name">{move || state.game.with(|g| g.as_ref().map(|g| g.name.clone()).unwrap_or_default())}</h1>
                <crate::screen::names::Event/>
            </header>
        }
        .into_any()
    },
    ending: || view! { <crate::screen::ending::Ending/> }.into_any(),
    panel: || view! { <crate::screen::panel::Panel/> }.into_any(),
};

/// The game screen: a game's own, with `game` (the app), or an embedded board's (where the
/// link asked for one, and always without `game`).
pub fn play_screen(game: Option<GameParts>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let game = game.filter(|_| !state.kit.embed);
    let is_gipf = Memo::new(move |_| {
        state.game.with(|g| matches!(g.as_ref().map(|g| &g.session.record), Some(AnyRecord::Gipf(_))))
    });
    // Arrow keys walk the move list; Home and End jump to its ends.
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        let target_is_field = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if target_is_field {
            return;
        }
        let step: Option<fn(usize, usize) -> usize> = match e.key().as_str() {
            "ArrowLeft" => Some(|ply, _| ply.saturating_sub(1)),
            "ArrowRight" => Some(|ply, _| ply + 1),
            "Home" => Some(|_, _| 0),
            "End" => Some(|_, len| len),
            _ => None,
        };
        if let Some(step) = step {
            e.prevent_default();
            state.update(|s| s.go_to(step(s.ply(), s.record.len())));
        }
    });
    on_cleanup(move || keys.remove());
    provide_context(crate::board::clocks::keep_time());
    provide_context(crate::board::table::MenuOpen(RwSignal::new(false)));
    view! {
        <section class="play" class:full=!state.kit.embed class:facing=move || state.prefs.facing.get() data-testid="play-screen">
            <crate::screen::sound::Cues/>
            {game.map(|g| (g.header)(state))}
            <div class="play-body">
                <div class="board-area">
                    {state.kit.embed.then(crate::screen::embedded::players_header)}
                    <crate::board::analysis::EvalBar/>
                    {move || if is_gipf.get() {
                        view! { <crate::board::gipf::GipfPlay/> }.into_any()
                    } else {
                        view! { <crate::board::emergo::EmergoPlay/> }.into_any()
                    }}
                    <crate::screen::embedded::Caption/>
                    {match game { Some(g) => (g.ending)(), None => crate::screen::panel::result_banner().into_any() }}
                    {crate::screen::announce::announcer()}
                </div>
                {match game { Some(g) => (g.panel)(), None => view! { <crate::screen::embedded::EmbedPanel/> }.into_any() }}
            </div>
        </section>
    }
}
