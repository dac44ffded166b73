//! The players' names and the event, from the record's `White`, `Black` and `Event` tags:
//! shown and edited on the game screen, exported with the record, and naming the saved game.

use leptos::prelude::*;
use tavola_engine::Color;

use crate::game::state::AppState;

/// A field for one side's player; a change is written to the record's tag.
#[component]
pub fn PlayerName(side: Color) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (tag, testid) = if side == Color::White { ("White", "name-white") } else { ("Black", "name-black") };
    let value = move || {
        state.game.with(|g| g.as_ref().and_then(|g| g.session.record.tag(tag).map(str::to_string)).unwrap_or_default())
    };
    let label =
        move || if side == Color::White { state.prefs.texts().white_name() } else { state.prefs.texts().black_name() };
    let set = move |ev| {
        let name = event_target_value(&ev);
        state.game.update(|g| {
            if let Some(g) = g {
                g.set_player_name(side, &name);
            }
        });
    };
    view! {
        <input class="player-name" data-testid=testid aria-label=label placeholder=label
            prop:value=value on:change=set/>
    }
}

/// The record's `Event` tag under the game's name, when it has one.
#[component]
pub fn Event() -> impl IntoView {
    let state = expect_context::<AppState>();
    let event = move || state.game.with(|g| g.as_ref().and_then(|g| g.session.record.tag("Event").map(str::to_string)));
    view! {
        <Show when=move || event().is_some()>
            <p class="event" data-testid="event">{event}</p>
        </Show>
    }
}
