//! The trainer's side of its `<tavola-board>` (public/embed.js): the board's reports, as
//! the element dispatches them, and its `play(turn)` method.

use wasm_bindgen::{JsCast, JsValue};

/// What the board reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A turn was played; the position after it.
    Moved { turn: String, position: String },
    /// The exercise's answer was played in full.
    Solved,
    /// A turn off every accepted line.
    Wrong { turn: String },
    /// "Show me" played the answer.
    Shown,
}

/// The event names the trainer listens to.
pub const EVENTS: [&str; 4] = ["tavola-move", "tavola-solved", "tavola-wrong", "tavola-shown"];

fn field(detail: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(detail, &name.into()).ok().and_then(|v| v.as_string()).unwrap_or_default()
}

/// The report an event of [`EVENTS`] carries.
pub fn report(event: &web_sys::Event) -> Option<Report> {
    let detail = event.dyn_ref::<web_sys::CustomEvent>()?.detail();
    Some(match event.type_().as_str() {
        "tavola-move" => Report::Moved { turn: field(&detail, "turn"), position: field(&detail, "position") },
        "tavola-solved" => Report::Solved,
        "tavola-wrong" => Report::Wrong { turn: field(&detail, "turn") },
        "tavola-shown" => Report::Shown,
        _ => return None,
    })
}

/// Plays `turn` on the page's board, as if the reader had (`<tavola-board>.play`).
pub fn play(turn: &str) {
    let Some(element) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("tavola-board").ok().flatten())
    else {
        return;
    };
    let method = js_sys::Reflect::get(&element, &"play".into()).ok();
    if let Some(play) = method.and_then(|m| m.dyn_into::<js_sys::Function>().ok()) {
        let _ = play.call1(&element, &turn.into());
    }
}
