//! The page's side of the AI worker: one worker at a time, asked one question at a time.
//!
//! Asking again or cancelling terminates a worker that is still thinking, so a stale
//! answer can never arrive (undo, new game, leaving the game all cancel).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::ai_wire::{Request, Response};

struct Thinking {
    worker: Worker,
    // Kept alive while the worker may still call it.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

thread_local! {
    static CURRENT: RefCell<Option<Thinking>> = const { RefCell::new(None) };
}

/// Stops any search under way; its answer will never be delivered.
pub fn cancel() {
    CURRENT.with(|c| {
        if let Some(t) = c.borrow_mut().take() {
            t.worker.terminate();
        }
    });
}

/// Starts a worker, sends `request` once it is ready and hands the answer to `done`.
pub fn ask(request: &Request, done: impl FnOnce(Response) + 'static) {
    cancel();
    let Ok(text) = serde_json::to_string(request) else { return done(Response::Error("cannot encode the request".into())) };
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = match Worker::new_with_options("./ai-worker.js", &options) {
        Ok(w) => w,
        Err(_) => return done(Response::Error("the browser refused to start the AI worker".into())),
    };
    let sender = worker.clone();
    let mut done = Some(done);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data().as_string().unwrap_or_default();
        if data == "ready" {
            let _ = sender.post_message(&JsValue::from_str(&text));
            return;
        }
        let response = serde_json::from_str(&data).unwrap_or_else(|e| Response::Error(format!("bad answer: {e}")));
        // The worker has answered: let it go before reporting (the report may ask again).
        CURRENT.with(|c| {
            if let Some(t) = c.borrow_mut().take() {
                t.worker.terminate();
            }
        });
        if let Some(done) = done.take() {
            done(response);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    CURRENT.with(|c| *c.borrow_mut() = Some(Thinking { worker, _on_message: on_message }));
}
