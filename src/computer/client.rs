//! The page's side of the computer: one Web Worker per open game, kept alive so its
//! transposition table (`tavola_engine::protocol::Session`) serves every request of the
//! game, and terminated when the player leaves the game or opens another.
//!
//! Requests go out one at a time as protocol lines (`docs/protocol.md`), each prefixed by
//! its number, which the worker echoes; an answer is handed over only if its request is
//! still wanted. Requests belong to a [`Channel`]: cancelling one (undo cancels the
//! computer's move, a new position the analysis) drops its waiting and running requests
//! without disturbing the others. A cancelled search still runs to its end in the worker
//! (at most about a second): that keeps what it learned, where terminating would lose the
//! whole table.

use std::cell::RefCell;

use tavola_engine::protocol::{Answer, Request};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Who asked, so that each kind of request can be cancelled alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// The computer's own move, and hints, draw offers.
    Computer,
    /// The analysis of the position on show.
    Analysis,
    /// The review of a whole game, position by position.
    Review,
}

type Done = Box<dyn FnOnce(Answer)>;

struct Pending {
    id: u64,
    channel: Channel,
    line: String,
    /// `None` once cancelled: the answer is then dropped.
    done: Option<Done>,
}

struct Client {
    game: String,
    worker: Worker,
    ready: bool,
    waiting: Vec<Pending>,
    running: Option<Pending>,
    next_id: u64,
    // Kept alive while the worker may still call it.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

impl Client {
    /// Sends the first waiting request if the worker is ready and idle.
    fn send_next(&mut self) {
        if !self.ready || self.running.is_some() {
            return;
        }
        if !self.waiting.is_empty() {
            let next = self.waiting.remove(0);
            let _ = self.worker.post_message(&JsValue::from_str(&format!("{} {}", next.id, next.line)));
            self.running = Some(next);
        }
    }
}

/// Asks `request` of the worker of game `game` (started, or restarted for another game, if
/// needed); `done` gets the answer unless `channel` is cancelled first. The computer's own
/// requests go before analysis and review waiting in line.
pub fn ask(game: &str, channel: Channel, request: &Request, done: impl FnOnce(Answer) + 'static) {
    if let Err(message) = open(game) {
        return done(Answer::Error(message));
    }
    CLIENT.with(|c| {
        if let Some(client) = c.borrow_mut().as_mut() {
            client.next_id += 1;
            let pending =
                Pending { id: client.next_id, channel, line: request.to_string(), done: Some(Box::new(done)) };
            match channel {
                Channel::Computer => client.waiting.insert(0, pending),
                _ => client.waiting.push(pending),
            }
            client.send_next();
        }
    });
}

/// Drops every request of `channel`, waiting or running: their answers are never handed
/// over.
pub fn cancel(channel: Channel) {
    CLIENT.with(|c| {
        if let Some(client) = c.borrow_mut().as_mut() {
            client.waiting.retain(|p| p.channel != channel);
            if let Some(running) = client.running.as_mut().filter(|r| r.channel == channel) {
                running.done = None;
            }
        }
    });
}

/// Ends the game's worker and everything it was asked (leaving the game).
pub fn close() {
    if let Some(client) = CLIENT.with(|c| c.borrow_mut().take()) {
        client.worker.terminate();
    }
}

/// Makes sure the worker of `game` runs, ending any other game's: called when a game
/// that will need it opens, so that its first answer does not wait for it to start.
pub fn open(game: &str) -> Result<(), String> {
    if CLIENT.with(|c| c.borrow().as_ref().is_some_and(|c| c.game == game)) {
        return Ok(());
    }
    close();
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./ai-worker.js", &options)
        .map_err(|_| "the browser refused to start the AI worker".to_string())?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data().as_string().unwrap_or_default();
        let done = CLIENT.with(|c| {
            let mut c = c.borrow_mut();
            let client = c.as_mut()?;
            let done = if data == "ready" {
                client.ready = true;
                None
            } else {
                let (id, answer) = data.split_once(' ').unwrap_or((&data, ""));
                let running = client.running.take_if(|r| id.parse() == Ok(r.id));
                running.and_then(|r| r.done).map(|d| (d, answer.to_string()))
            };
            client.send_next();
            done
        });
        // Outside the borrow: the answer may ask again.
        if let Some((done, text)) = done {
            done(text.parse().unwrap_or_else(Answer::Error));
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let client = Client {
        game: game.to_string(),
        worker,
        ready: false,
        waiting: Vec::new(),
        running: None,
        next_id: 0,
        _on_message: on_message,
    };
    CLIENT.with(|c| *c.borrow_mut() = Some(client));
    Ok(())
}
