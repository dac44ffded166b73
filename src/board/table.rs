//! The table around a board, as one design (lichess's game screen is the model): a strip
//! for each player at his edge of the board (who he is, his counts, his clock, whose turn
//! it is), the bar of what can be done now under the board, and a menu for the rest.
//! Where each part sits at each screen size, and face to face, is `style/main.css`'s:
//! every part has a fixed place, so the board never moves or shrinks between turns.

use leptos::prelude::*;
use tavola_engine::Color;

use crate::board::focus::Text;
use crate::game::prefs::say;
use crate::game::state::AppState;
use crate::game::versus;
use tavola_core::session::AnyRecord;

/// Whether the menu is open; given by the game screen to the button and the menu.
#[derive(Clone, Copy)]
pub struct MenuOpen(pub RwSignal<bool>);

/// A player's strip: his colour and name (or the computer's level), what he has in hand
/// and has lost (`counts`, from the board, `id` its test id), his clock; face to face,
/// his own Undo, Draw, Resign and Pause (and starting a GIPF turn again: `restart`), turned
/// to him at the far edge. It is marked while
/// the decision on show is his (`decider`): in GIPF that is the opponent's while he removes
/// his own rows in the middle of the mover's turn.
pub fn strip(
    side: Color,
    id: &'static str,
    counts: Text,
    decider: Signal<Option<Color>>,
    restart: Option<crate::board::controller::Restart>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (class, tag) = if side == Color::White { ("strip white", "White") } else { ("strip black", "Black") };
    let name = move || {
        let t = state.prefs.texts();
        let named = state.game.with(|g| g.as_ref().and_then(|g| g.session.record.tag(tag).map(str::to_string)));
        match (named, state.computer(side)) {
            (Some(name), _) => name,
            (None, Some(level)) => t.computer(t.level(level)),
            (None, None) => t.side(side).to_string(),
        }
    };
    let to_move = move || {
        let live = state.game.with(|g| {
            g.as_ref().filter(|g| g.session.record.result().is_none()).map(|g| g.session.record.side_to_move())
        });
        live.is_some() && decider.get().or(live) == Some(side)
    };
    // The strip nearer the top of the screen: Black's, or White's on a flipped board.
    let far = move || (side == Color::Black) != state.prefs.flipped.get();
    view! {
        <div class=class class:far=far class:to-move=to_move data-testid=if side == Color::White { "strip-white" } else { "strip-black" }>
            <span class="who">{name}</span>
            <span class="counts" data-testid=id>{counts}</span>
            {crate::board::analysis::accuracy(side)}
            {crate::board::clocks::face(side)}
            <Show when=move || state.prefs.facing.get()>
                {actions(Some(side), restart.clone())}
            </Show>
        </div>
    }
}

/// Undo (and beside it, where the game has turns of several decisions, starting the turn
/// again: `restart`), Draw (Emergo) and Resign, Pause with a clock: for `side`'s player
/// face to face (his own buttons at his edge), else for whoever plays (`None`). Face to
/// face, Black's buttons have test ids of their own (`undo-black`...).
pub fn actions(side: Option<Color>, restart: Option<crate::board::controller::Restart>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = move |base: &'static str| match side {
        Some(Color::Black) => format!("{base}-black"),
        _ => base.to_string(),
    };
    let with_session = move |f: fn(&tavola_core::session::Session) -> bool| {
        state.game.with(|g| g.as_ref().is_some_and(|g| f(&g.session)))
    };
    let over = move || with_session(|s| s.record.result().is_some());
    let is_emergo = move || with_session(|s| matches!(s.record, AnyRecord::Emergo(_)));
    // Face to face each player resigns for himself; else the question says who.
    let resign = move |_| match side {
        Some(who) => {
            state.ask(move |t| t.resigns_confirm(t.side(who)), Some(who), move || state.update(|s| s.resign(who)))
        }
        None => versus::ask_resign(&state),
    };
    view! {
        <button class="act" data-icon="↶" data-testid=id("undo") title=say(|t| t.undo()) disabled=move || !versus::can_undo(&state)
            on:click=move |_| versus::undo(&state, 0)>{say(|t| t.undo())}</button>
        {restart.map(|r| {
            let id = if side == Some(Color::Black) { "restart-turn-black" } else { "restart-turn" };
            crate::board::controller::restart_button(r, true, side, id)
        })}
        <Show when=is_emergo>
            <button class="act" data-icon="½" data-testid=id("draw") title=move || if versus::draw_is_offer(&state) { state.prefs.texts().offer_draw() } else { state.prefs.texts().agree_draw() } disabled=move || over() || state.computer.thinking.get() on:click=move |_| versus::offer_draw(&state)>
                {move || if versus::draw_is_offer(&state) { state.prefs.texts().offer_draw() } else { state.prefs.texts().agree_draw() }}
            </button>
        </Show>
        <button class="act" data-icon="⚑" data-testid=id("resign") title=say(|t| t.resign()) disabled=move || over() || side.is_some_and(|s| state.computer(s).is_some()) on:click=resign>{say(|t| t.resign())}</button>
        {crate::board::clocks::pause_button(if side == Some(Color::Black) { "pause-clock-black" } else { "pause-clock" })}
        {(side == Some(Color::White)).then(menu_button)}
    }
}

/// The button that opens the menu.
pub fn menu_button() -> impl IntoView {
    let MenuOpen(open) = expect_context::<MenuOpen>();
    view! {
        <button class="act menu-button" data-icon="☰" data-testid="menu" title=say(|t| t.menu()) aria-expanded=move || open.get().to_string()
            on:click=move |_| open.update(|o| *o = !*o)>{say(|t| t.menu())}</button>
    }
}

/// The menu: what is not needed every turn (`children`: flip, export, share, face to face,
/// sound, analyse, who plays each side...), over the screen's edge, never moving the board.
/// A button in it does its one thing and closes it, but Export, Share and Copy as board,
/// whose text shows inside it; so does a choice from a list (a player, the language); a tap beside
/// it or Escape closes it.
#[component]
pub fn Menu(children: Children) -> impl IntoView {
    let MenuOpen(open) = expect_context::<MenuOpen>();
    let escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            open.set(false);
        }
    });
    on_cleanup(move || escape.remove());
    let clicked = move |ev: leptos::ev::MouseEvent| {
        let button = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|el| el.closest("button").ok().flatten());
        if let Some(button) = button {
            let stays =
                matches!(button.get_attribute("data-testid").as_deref(), Some("export" | "share" | "copy-board"));
            if !stays {
                open.set(false);
            }
        }
    };
    // A choice from a list is made in one gesture; a name is typed on until the menu closes.
    let chosen = move |ev: leptos::ev::Event| {
        let target = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
        if target.is_some_and(|el| el.tag_name() == "SELECT") {
            open.set(false);
        }
    };
    view! {
        <div class="menu-backdrop" hidden=move || !open.get() on:click=move |_| open.set(false)></div>
        <div class="menu" data-testid="game-menu" hidden=move || !open.get() on:click=clicked on:change=chosen>
            {children()}
        </div>
    }
}
