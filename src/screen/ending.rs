//! The end of a game in the app, as lichess shows it: how it ended, how long it went and
//! what each side took, with the ways on: a rematch (colours swapped, same settings), a
//! new game, or a review of this one. Closed, it leaves the result line under the board.

use leptos::prelude::*;
use tavola_engine::Color;

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::ending::{time_text, Summary};

#[component]
pub fn Ending() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Shown at the end of the record (not while browsing back through it).
    let summary = Memo::new(move |_| {
        state.game.with(|g| {
            let g = g.as_ref()?;
            (g.session.ply() == g.session.record.len()).then(|| Summary::of(&g.session.record)).flatten()
        })
    });
    let game_id = Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.id.clone())));
    let closed = RwSignal::new(false);
    // Each game's ending shows until closed.
    Effect::new(move |_| {
        game_id.track();
        closed.set(false);
    });
    let seconds = move || {
        state.game.with(|g| {
            let g = g.as_ref()?;
            let end = g.finished.unwrap_or(js_sys::Date::now() as u64);
            (g.started > 0).then(|| end.saturating_sub(g.started) / 1000)
        })
    };
    let result = move || summary.with(|s| s.as_ref().map(|s| state.prefs.texts().result(&s.result)));
    let facts = move || {
        let t = state.prefs.texts();
        summary.with(|s| {
            let s = s.as_ref()?;
            let time = seconds().map(|secs| format!(", {}", time_text(t, secs))).unwrap_or_default();
            Some(format!("{}{time}", t.ending_turns(s.turns)))
        })
    };
    let took = move |side: Color| {
        move || summary.with(|s| s.as_ref().map(|s| s.took_text(state.prefs.texts(), side))).unwrap_or_default()
    };
    let off =
        move || state.computer.off.get().map(|f| state.prefs.texts().computer_off(f.describe(state.prefs.texts())));
    let review = move |_| {
        closed.set(true);
        crate::board::analysis::review(state);
    };
    view! {
        <Show when=move || summary.with(Option::is_some)>
            <Show when=move || !closed.get()
                fallback=move || view! { <div class="result" role="status" data-testid="result">{result}</div> }>
                <div class="ending" role="dialog" aria-labelledby="ending-result" data-testid="ending">
                    <button class="close" data-testid="close-ending" aria-label=say(|t| t.dismiss())
                        on:click=move |_| closed.set(true)>"×"</button>
                    <h2 id="ending-result" data-testid="result">{result}</h2>
                    <p data-testid="ending-facts">{facts}</p>
                    <ul class="took">
                        <li data-testid="took-white">{took(Color::White)}</li>
                        <li data-testid="took-black">{took(Color::Black)}</li>
                    </ul>
                    <div class="row">
                        <button class="primary" data-testid="rematch" on:click=move |_| state.rematch()>{say(|t| t.rematch())}</button>
                        <button data-testid="ending-new-game" on:click=move |_| state.leave()>{say(|t| t.new_game())}</button>
                        <button data-testid="ending-review" disabled=move || off().is_some() title=off on:click=review>{say(|t| t.review_game())}</button>
                    </div>
                </div>
            </Show>
        </Show>
    }
}
