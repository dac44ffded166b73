//! The AI's Web Worker: answers JSON requests from the page (`tavola::ai_wire`) so the
//! search never blocks the page. Posts "ready" once it can take messages.

use tavola::ai_wire::{answer, Request, Response};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let performance = reply_to.performance();
        let now = move || performance.as_ref().map_or(0.0, |p| p.now());
        let response = match event.data().as_string().map(|t| serde_json::from_str::<Request>(&t)) {
            Some(Ok(request)) => answer(&request, &now),
            Some(Err(e)) => Response::Error(format!("bad request: {e}")),
            None => Response::Error("requests are JSON text".into()),
        };
        let text = serde_json::to_string(&response).unwrap_or_default();
        let _ = reply_to.post_message(&JsValue::from_str(&text));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}
