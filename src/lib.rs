//! Tavola's app: Leptos components over `tavola-engine`.

use leptos::prelude::*;

/// The whole app: the start screen for now, the boards hang off it.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <main class="app" data-testid="start-screen">
            <h1>"Tavola"</h1>
            <p class="tagline">"GIPF and Emergo, offline, in any browser."</p>
        </main>
    }
}
