//! The visible language switch, on the start screen and the game screen (embedded boards
//! too): every text follows it at once, and the choice is remembered unless embedded.

use leptos::prelude::*;

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::i18n::Lang;

#[component]
pub fn LangSwitch() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choose = move |ev| {
        if let Some(lang) = Lang::from_code(&event_target_value(&ev)) {
            state.prefs.set_lang(lang);
        }
    };
    // Only this switch changes the language, so the option chosen when it is drawn stays
    // the right one.
    let now = state.prefs.lang.get_untracked();
    let options =
        Lang::ALL.map(|l| view! { <option value=l.code() lang=l.code() selected=l == now>{l.name()}</option> });
    view! {
        <select class="lang" data-testid="lang" aria-label=say(|t| t.language) on:change=choose>
            {options}
        </select>
    }
}
