//! Sharing a game by link: correspondence play without a server. The link holds the
//! start, the turns and the game's id, so the receiver's saved game of that id is started
//! or continued by it (`sync::take_link`). Sent through the Web Share API where the device
//! has it, the clipboard elsewhere.

use leptos::prelude::*;
use tavola_core::controller::Notice;
use wasm_bindgen::{JsCast, JsValue};

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::links::share::query;
use tavola_core::session::Session;

/// This page's address without its query: what a link is built on.
fn page() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!("{}{}", location.origin().ok()?, location.pathname().ok()?))
}

/// The full link to a game, with its turn in progress.
pub fn link(id: &str, session: &Session) -> String {
    format!("{}?{}", page().unwrap_or_default(), query(id, &session.record, session.draft()))
}

/// Drops the query from the address bar once a link is taken in, so a reload continues
/// the saved game instead of opening the link again.
pub fn forget_link() {
    let Some(page) = page() else { return };
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&page));
    }
}

/// Hands the link to the device's share sheet; returns `false` where there is none, after
/// copying the link to the clipboard instead.
pub fn send(title: &str, url: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return false };
    let share =
        js_sys::Reflect::get(&navigator, &"share".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        crate::services::export::copy(url);
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    if let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        // The player may close the sheet: nothing to report then.
        leptos::task::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
    true
}

/// The Share button, and the link it made (to copy by hand where sharing failed).
#[component]
pub fn ShareButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    let made = RwSignal::new(None::<String>);
    let share = move |_| {
        let Some((url, name)) =
            state.game.with_untracked(|g| g.as_ref().map(|g| (link(&g.id, &g.session), g.name.clone())))
        else {
            return;
        };
        made.set(Some(url.clone()));
        if !send(&name, &url) {
            state.say(Notice::ShareCopied);
        }
    };
    view! {
        <button data-testid="share" on:click=share>{say(|t| t.share())}</button>
        <Show when=move || made.with(Option::is_some)>
            <input class="share-link" readonly data-testid="share-link" aria-label=say(|t| t.share_link())
                prop:value=move || made.get().unwrap_or_default()/>
        </Show>
    }
}
