//! The visible language switch, on the start screen and the game screen (embedded boards
//! too): every text follows it at once, and the choice is remembered unless embedded.

use leptos::prelude::*;

use crate::i18n::Lang;
use crate::game::state::AppState;

#[component]
pub fn LangSwitch() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choose = move |ev| {
        if let Some(lang) = Lang::from_code(&event_target_value(&ev)) {
            state.set_lang(lang);
        }
    };
    view! {
        <select class="lang" data-testid="lang" aria-label=move || state.texts().language
            on:change=choose prop:value=move || state.lang.get().code()>
            {Lang::ALL.map(|l| view! { <option value=l.code() lang=l.code() selected=move || state.lang.get() == l>{l.name()}</option> })}
        </select>
    }
}
