//! Face-to-face mode, for two players across a table with the device lying flat between
//! them: the board stays fixed (White's side at the bottom) and the status line and the
//! decision buttons move to the side of the player who decides, turned 180° for the far
//! one (Black). Remembered per game in `localStorage`.

use leptos::prelude::*;

use crate::game::prefs::say;
use crate::game::state::AppState;

/// The face-to-face switch.
#[component]
pub fn FaceToggle() -> impl IntoView {
    let state = expect_context::<AppState>();
    let toggle = move |_| {
        let on = !state.prefs.facing.get_untracked();
        state.prefs.facing.set(on);
        if let Some(id) = state.game.with_untracked(|g| g.as_ref().map(|g| g.id.clone())) {
            crate::services::storage::remember_facing(&id, on);
        }
    };
    view! {
        <button data-testid="face-to-face" aria-pressed=move || state.prefs.facing.get().to_string() class:selected=move || state.prefs.facing.get()
            on:click=toggle>{say(|t| t.face_to_face())}</button>
    }
}
