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
    /// The board is drawn and takes turns, at this position.
    Ready { position: String },
}

/// The event names the trainer listens to.
pub const EVENTS: [&str; 5] = ["tavola-move", "tavola-solved", "tavola-wrong", "tavola-shown", "tavola-ready"];

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
        "tavola-ready" => Report::Ready { position: field(&detail, "position") },
        _ => return None,
    })
}

/// Plays `turn` on the page's board, as if the reader had (`<tavola-board>.play`).
pub fn play(turn: &str) {
    call("play", Some(turn));
}

/// Puts the page's board back as the page opened it, for good (`<tavola-board>.reset`).
pub fn reset() {
    call("reset", None);
}

fn call(name: &str, argument: Option<&str>) {
    let Some(element) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("tavola-board").ok().flatten())
    else {
        return;
    };
    let method = js_sys::Reflect::get(&element, &name.into()).ok();
    if let Some(f) = method.and_then(|m| m.dyn_into::<js_sys::Function>().ok()) {
        let _ = match argument {
            Some(a) => f.call1(&element, &a.into()),
            None => f.call0(&element),
        };
    }
}
