//! The computer's Web Worker: one per open game, answering the page's protocol lines
//! (`docs/protocol.md`) with one `Session`, so the transposition table built for one
//! request serves the next and the page never searches. Each line arrives as
//! `<number> <request>` and leaves as `<number> <answer>`, so the page can tell which
//! request an answer belongs to. Posts "ready" once it can take messages.

use std::cell::RefCell;

use tavola_engine::protocol::Session;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let session = RefCell::new(Session::new());
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let performance = reply_to.performance();
        let now = move || performance.as_ref().map_or(0.0, |p| p.now());
        let text = event.data().as_string().unwrap_or_default();
        let (id, line) = text.split_once(' ').unwrap_or((&text, ""));
        let answer = session.borrow_mut().handle(line, &now);
        let _ = reply_to.post_message(&JsValue::from_str(&format!("{id} {answer}")));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}
