//! Sharing a game by link: correspondence play without a server. The link holds the
//! start, the turns and the game's id, so the receiver's saved game of that id is started
//! or continued by it (`sync::take_link`). Sent through the Web Share API where the device
//! has it, the clipboard elsewhere.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::game::state::AppState;
use tavola_core::session::{AnyRecord, NewGame};

/// The starts a link can name instead of spelling out the position.
const NAMED: [(NewGame, &str); 4] = [
    (NewGame::GipfStandard, "game=gipf&variant=standard"),
    (NewGame::GipfTournament, "game=gipf&variant=tournament"),
    (NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, "game=gipf&variant=basic"),
    (NewGame::Emergo, "game=emergo"),
];

/// Escapes a query value: spaces as `+`, and everything but the characters of the
/// notations as `%XX`.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b' ' => out.push('+'),
            b'a'..=b'z'
            | b'A'..=b'Z'
            | b'0'..=b'9'
            | b'-'
            | b'.'
            | b'_'
            | b'~'
            | b'/'
            | b';'
            | b':'
            | b'!'
            | b'('
            | b')' => out.push(byte as char),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// The query string (without `?`) of a link to the game `id` with `record`'s turns.
pub fn query(id: &str, record: &AnyRecord) -> String {
    let start = record.position_text(0);
    let named = NAMED.iter().find(|(game, _)| AnyRecord::new(*game).position_text(0) == start);
    let start = match named {
        Some((_, query)) => query.to_string(),
        None => format!("position={}", escape(&start)),
    };
    format!("{start}&moves={}&id={}", escape(&record.turn_texts().join(" ")), escape(id))
}

/// This page's address without its query: what a link is built on.
fn page() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!("{}{}", location.origin().ok()?, location.pathname().ok()?))
}

/// The full link to a game.
pub fn link(id: &str, record: &AnyRecord) -> String {
    format!("{}?{}", page().unwrap_or_default(), query(id, record))
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
            state.game.with_untracked(|g| g.as_ref().map(|g| (link(&g.id, &g.session.record), g.name.clone())))
        else {
            return;
        };
        made.set(Some(url.clone()));
        if !send(&name, &url) {
            state.say(|t| t.share_copied.to_string());
        }
    };
    view! {
        <button data-testid="share" on:click=share>{move || state.prefs.texts().share}</button>
        <Show when=move || made.with(Option::is_some)>
            <input class="share-link" readonly data-testid="share-link" aria-label=move || state.prefs.texts().share_link
                prop:value=move || made.get().unwrap_or_default()/>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_core::links::params::Params;
    use tavola_core::session::Session;
    use tavola_engine::gipf::Gipf;
    use tavola_engine::Rules;

    #[test]
    fn a_link_opens_the_same_game_under_the_same_id() {
        let mut s = Session::new(NewGame::Emergo);
        for t in ["d6", "d8", "e4"] {
            s.play(t).unwrap();
        }
        let q = query("18c-2f", &s.record);
        assert_eq!(q, "game=emergo&moves=d6+d8+e4&id=18c-2f");
        let p = Params::parse(&q).unwrap();
        assert_eq!(p.record.unwrap(), s.record);
        assert_eq!(p.id.as_deref(), Some("18c-2f"));
        let basic = Session::new(NewGame::GipfBasic { white_extra: 2, black_extra: 0 });
        let q = query("x", &basic.record);
        assert!(q.starts_with("position=gipf+basic+"), "{q}");
        assert_eq!(Params::parse(&q).unwrap().record.unwrap(), basic.record);
    }

    /// A long GIPF game still makes a link every browser and chat app takes: 300 turns
    /// from the tournament start, each one that keeps the game going and both reserves fullest (rows taken
    /// back, which also makes the longest turn texts).
    #[test]
    fn a_300_turn_gipf_game_fits_in_a_link() {
        let mut s = Session::new(NewGame::GipfTournament);
        use tavola_engine::Color::{Black, White};
        while s.record.len() < 300 && s.record.result().is_none() {
            let AnyRecord::Gipf(r) = &s.record else { unreachable!() };
            let position = *r.current();
            let turns = Gipf::turns(&position);
            let fullest = |t: &<Gipf as Rules>::Turn| {
                let after = Gipf::apply_unchecked(&position, t);
                let gipf_left = after.gipf_pieces(White).len().min(after.gipf_pieces(Black).len());
                (
                    Gipf::turn_result(&position, t).is_none(),
                    gipf_left.min(2),
                    after.reserve(White).min(after.reserve(Black)),
                )
            };
            let best = turns.iter().map(fullest).max().unwrap_or_default();
            let candidates: Vec<_> = turns.iter().filter(|t| fullest(t) == best).collect();
            let turn = candidates[(s.record.len() * 7) % candidates.len()].to_string();
            s.play(&turn).unwrap();
        }
        assert_eq!(
            s.record.len(),
            300,
            "the game ended early: {:?} {}",
            s.record.result(),
            s.record.position_text(s.record.len())
        );
        let q = query("19a1f0c3e2b-4d2a", &s.record);
        println!("{} turns: link query of {} characters", s.record.len(), q.len());
        assert_eq!(Params::parse(&q).unwrap().record.unwrap(), s.record);
        assert!(q.len() < 8000, "{} characters", q.len());
    }
}
