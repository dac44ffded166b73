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
            state.choose_lang(lang);
        }
    };
    // The option on show follows the language: a page's command changes it too, and a
    // language whose texts cannot be fetched is not switched to.
    let now = state.prefs.lang.get_untracked();
    let options =
        Lang::ALL.map(|l| view! { <option value=l.code() lang=l.code() selected=l == now>{l.name()}</option> });
    view! {
        <select class="lang" data-testid="lang" aria-label=say(|t| t.language()) prop:value=move || state.prefs.lang.get().code() on:change=choose>
            {options}
        </select>
    }
}
