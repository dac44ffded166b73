//! The page's side of the computer: one Web Worker per open game, kept alive so its
//! transposition table (`tavola_engine::protocol::Session`) serves every request of the
//! game, and terminated when the player leaves the game or opens another.
//!
//! Its rules (the line of requests, cancelling, a restart after a failure, the end after a
//! second one, the watchdog, stale answers) are `tavola_core::worker::Machine`'s, tested
//! natively. This shell feeds the machine the worker's events and carries out its
//! commands: it starts and terminates workers, posts lines, sets the watchdog's timer and
//! hands each answer to the callback kept under its ticket.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;

use leptos::prelude::{set_timeout_with_handle, TimeoutHandle};
use tavola_engine::protocol::{Answer, Question};
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

pub use tavola_core::worker::{Channel, Failure, Unanswered};
use tavola_core::worker::{Command, Machine, Ticket, Trouble, STARTUP_MS};

type Done = Box<dyn FnOnce(Result<Answer, Unanswered>)>;
/// What hears that the computer has ended ([`when_gone`]).
type Hook = Box<dyn Fn(Failure)>;

/// One started worker and the handlers it calls.
struct Live {
    worker: Worker,
    generation: u64,
    /// Fires when the worker is late: to say "ready", or to answer the running request.
    watchdog: Option<TimeoutHandle>,
    // Kept alive while the worker may still call them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
    _on_message_error: Closure<dyn FnMut(Event)>,
}

impl Live {
    fn arm(&mut self, ms: u32) {
        self.disarm();
        let generation = self.generation;
        let fire = move || run(machine(|m| m.failed(generation, Trouble::Timeout)));
        self.watchdog = set_timeout_with_handle(fire, Duration::from_millis(u64::from(ms))).ok();
    }

    fn disarm(&mut self) {
        if let Some(watchdog) = self.watchdog.take() {
            watchdog.clear();
        }
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.disarm();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.set_onmessageerror(None);
        self.worker.terminate();
    }
}

thread_local! {
    static MACHINE: RefCell<Machine> = RefCell::new(Machine::new());
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
    // A few requests at most wait at once: a list is enough (and smaller in the wasm than a map).
    static WAITING: RefCell<Vec<(Ticket, Done)>> = const { RefCell::new(Vec::new()) };
    static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
}

/// Starts the worker of `generation`, its handlers and its startup watchdog.
fn spawn(generation: u64) -> Result<Live, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./ai-worker.js", &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data().as_string().unwrap_or_default();
        run(machine(|m| m.message(generation, &data)));
    });
    // Handled here: not passed on to the page as an uncaught error.
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        event.prevent_default();
        run(machine(|m| m.failed(generation, Trouble::Error)));
    });
    let on_message_error =
        Closure::<dyn FnMut(Event)>::new(move |_: Event| run(machine(|m| m.failed(generation, Trouble::Unreadable))));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.set_onmessageerror(Some(on_message_error.as_ref().unchecked_ref()));
    let mut live = Live {
        worker,
        generation,
        watchdog: None,
        _on_message: on_message,
        _on_error: on_error,
        _on_message_error: on_message_error,
    };
    live.arm(STARTUP_MS);
    Ok(live)
}

/// The callback of request `ticket`, taken out of the list.
fn take(ticket: Ticket) -> Option<Done> {
    WAITING.with(|w| {
        let mut waiting = w.borrow_mut();
        let at = waiting.iter().position(|(t, _)| *t == ticket)?;
        Some(waiting.remove(at).1)
    })
}

/// The machine's answer to an event.
fn machine<T>(event: impl FnOnce(&mut Machine) -> T) -> T {
    MACHINE.with(|m| event(&mut m.borrow_mut()))
}

/// Carries out the machine's commands, in order. No borrow is held while a callback runs:
/// an answer may ask again, and dropping a worker or a callback may drop signals' owners.
/// One function for every event (not generic over it), so the page's wasm holds it once.
fn run(commands: Vec<Command>) {
    let mut commands = VecDeque::from(commands);
    while let Some(command) = commands.pop_front() {
        match command {
            Command::Spawn(generation) => match spawn(generation) {
                Ok(live) => drop(LIVE.with(|l| l.borrow_mut().replace(live))),
                Err(_) => {
                    drop(LIVE.with(|l| l.borrow_mut().take()));
                    let more = machine(|m| m.refused(generation));
                    // What the machine says now comes before what it said before the refusal.
                    for c in more.into_iter().rev() {
                        commands.push_front(c);
                    }
                }
            },
            Command::Post(line) => LIVE.with(|l| {
                if let Some(live) = l.borrow().as_ref() {
                    let _ = live.worker.post_message(&JsValue::from_str(&line));
                }
            }),
            Command::Arm(ms) => LIVE.with(|l| l.borrow_mut().iter_mut().for_each(|live| live.arm(ms))),
            Command::Disarm => LIVE.with(|l| l.borrow_mut().iter_mut().for_each(Live::disarm)),
            Command::Terminate => drop(LIVE.with(|l| l.borrow_mut().take())),
            Command::Answer(ticket, answer) => {
                if let Some(done) = take(ticket) {
                    done(answer);
                }
            }
            Command::Forget(ticket) => drop(take(ticket)),
            Command::Gone(failure) => {
                leptos::logging::warn!(
                    "Tavola: the computer is unavailable ({failure:?}); the game goes on without it"
                );
                HOOK.with(|h| h.borrow().as_ref().map(|hook| hook(failure)));
            }
        }
    }
}

/// Tells `hook` why, once, when the computer ends for the page.
pub fn when_gone(hook: impl Fn(Failure) + 'static) {
    HOOK.with(|h| *h.borrow_mut() = Some(Box::new(hook)));
}

/// Why the computer has ended for the page, if it has.
pub fn gone() -> Option<Failure> {
    machine(|m| m.gone())
}

/// Asks `question` of the worker of game `game` (started, or restarted for another game,
/// if needed); `done` gets the answer unless `channel` is cancelled first, or why there is
/// none (the failure that ended the computer, a line that is no answer).
pub fn ask(game: &str, channel: Channel, question: &Question, done: impl FnOnce(Result<Answer, Unanswered>) + 'static) {
    let (ticket, commands) = machine(|m| m.ask(game, channel, question));
    WAITING.with(|w| w.borrow_mut().push((ticket, Box::new(done))));
    run(commands);
}

/// Drops every request of `channel`: their answers are never handed over.
pub fn cancel(channel: Channel) {
    run(machine(|m| m.cancel(channel)));
}

/// Ends the game's worker and everything it was asked (leaving the game).
pub fn close() {
    run(machine(Machine::close));
}

/// Makes sure the worker of `game` runs, ending any other game's: called when a game
/// that will need it opens, so that its first answer does not wait for it to start.
pub fn open(game: &str) -> Result<(), Failure> {
    run(machine(|m| m.open(game)));
    gone().map_or(Ok(()), Err)
}
