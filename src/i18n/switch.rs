//! The visible language switch, on the start screen and the game screen (embedded boards
//! too): every text follows it at once, and the choice is remembered unless embedded.

use leptos::prelude::*;

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
    // The options as markup text (each element of a Leptos view adds code to the page),
    // drawn again with the language.
    let options = move || {
        let now = state.prefs.lang.get();
        let option = |l: Lang| {
            format!(
                r#"<option value="{0}" lang="{0}"{1}>{2}</option>"#,
                l.code(),
                if l == now { " selected" } else { "" },
                l.name()
            )
        };
        Lang::ALL.iter().map(|&l| option(l)).collect::<String>()
    };
    view! { <select class="lang" data-testid="lang" aria-label=move || state.prefs.texts().language on:change=choose inner_html=options></select> }
}
