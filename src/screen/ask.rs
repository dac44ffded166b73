//! The question waiting for a player (`AppState::ask`), in the page: Yes or No, turned to
//! the player who must answer when the two sit face to face, and answered once.

use leptos::prelude::*;
use tavola_engine::Color;

use crate::game::prefs::say;
use crate::game::state::AppState;

#[component]
pub fn AskDialog() -> impl IntoView {
    let state = expect_context::<AppState>();
    let far = move || {
        state.prefs.facing.get() && state.asking.with(|q| q.as_ref().is_some_and(|q| q.answerer == Some(Color::Black)))
    };
    let text = move || state.asking.with(|q| q.as_ref().map(|q| (q.text)(state.prefs.texts())));
    // The question goes first, so a second tap cannot answer it twice.
    let answer = move |n: usize| {
        if let Some(q) = state.asking.try_update(Option::take).flatten() {
            if let Some(a) = q.answers.get(n) {
                (a.act)();
            }
        }
    };
    let answers = move || {
        let answers = state.asking.with(|q| q.as_ref().map(|q| q.answers.clone()).unwrap_or_default());
        let single = answers.len() == 1;
        answers
            .into_iter()
            .enumerate()
            .map(|(n, a)| {
                let words = a.words;
                view! {
                    <button class:primary=single data-testid=a.testid on:click=move |_| answer(n)>{move || words(state.prefs.texts())}</button>
                }
            })
            .collect_view()
    };
    view! {
        <Show when=move || state.asking.with(Option::is_some)>
            <div class="ask-backdrop">
                <div class="ask" class:far=far role="alertdialog" aria-modal="true" aria-labelledby="ask-text" data-testid="question">
                    <p id="ask-text">{text}</p>
                    <div class="row">
                        {answers}
                        <button data-testid="answer-no" autofocus on:click=move |_| state.asking.set(None)>{say(|t| t.no())}</button>
                    </div>
                </div>
            </div>
        </Show>
    }
}
