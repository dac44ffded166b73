//! Reports from an embedded board to the page around it (docs/embedding.md): each turn
//! played and the end of the game, as `postMessage` events to the parent window.

use tavola_engine::Color;
use wasm_bindgen::JsValue;

use crate::i18n::Texts;
use crate::session::AnyRecord;

/// Posts `{ source: "tavola", type, ... }` to the parent window; nothing happens when the
/// page is not inside another.
fn post(kind: &str, fields: &[(&str, JsValue)]) {
    let Some(window) = web_sys::window() else { return };
    let Ok(Some(parent)) = window.parent() else { return };
    if parent == window {
        return;
    }
    let message = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&message, &JsValue::from_str(key), value).is_ok();
    let complete = set("source", &"tavola".into()) && set("type", &kind.into()) && fields.iter().all(|(k, v)| set(k, v));
    if complete {
        let _ = parent.post_message(&message, "*");
    }
}

/// Reports the turn just played, and the result if it ended the game: `reason` in English
/// for scripts, `text` in the board's language for people.
pub fn report_turn(t: &Texts, record: &AnyRecord) {
    let turn = record.turn_texts().pop().unwrap_or_default();
    let ply = record.len();
    post(
        "move",
        &[("turn", turn.into()), ("ply", (ply as f64).into()), ("position", record.position_text(ply).into())],
    );
    if let Some(result) = record.result() {
        let winner = match result.winner {
            Some(Color::White) => JsValue::from_str("white"),
            Some(Color::Black) => JsValue::from_str("black"),
            None => JsValue::NULL,
        };
        post("end", &[("winner", winner), ("reason", result.reason.to_string().into()), ("text", t.result(&result).into())]);
    }
}
