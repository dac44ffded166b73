//! The page's side of the computer: one Web Worker per open game, kept alive so its
//! transposition table (`tavola_engine::protocol::Session`) serves every request of the
//! game, and terminated when the player leaves the game or opens another.
//!
//! Requests go out one at a time as protocol lines (`docs/protocol.md`), each prefixed by
//! its number, which the worker echoes. Requests belong to a [`Channel`]: cancelling one
//! (undo cancels the computer's move, a new position the analysis) drops its waiting and
//! running requests without disturbing the others. A running request that is cancelled
//! stops at once: the worker is terminated and a fresh one started, to which the requests
//! still waiting are sent. That loses the transposition table (the next search starts
//! from nothing), which is accepted: a search nobody wants no longer holds the CPU, nor
//! the requests behind it, for up to a second.
//!
//! The worker may fail: its script or wasm does not load, it traps (a wasm panic aborts),
//! a message cannot be read, or a request gets no answer within its time budget and a
//! generous margin ([`allowance`]; a worker that never says "ready" gets [`STARTUP_MS`]).
//! A failure terminates the worker and starts another, to which the request that was
//! running is sent again. A second failure before any answer (or a browser that will not
//! start a worker at all) ends the computer for the page: every request waiting gets
//! `Err(`[`Failure`]`)`, later ones get it at once, and the hook given to [`when_gone`]
//! hears why, once.

use std::cell::{Cell, RefCell};
use std::time::Duration;

use leptos::prelude::{set_timeout_with_handle, TimeoutHandle};
use tavola_engine::ai::Level;
use tavola_engine::protocol::{Answer, Request};
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use tavola_core::i18n::Texts;

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

/// Why the computer could not answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The browser would not start a worker (`new Worker` threw: a policy, no workers).
    Refused,
    /// The worker's program did not load: an error before it said "ready", or no word
    /// from it in [`STARTUP_MS`].
    Load,
    /// The worker stopped with an error while it worked (its wasm trapped).
    Crashed,
    /// A message from the worker could not be read (`messageerror`).
    Garbled,
    /// No answer within the request's time budget and a margin ([`allowance`]).
    Silent,
}

impl Failure {
    /// The reason in the player's language, to go into `computer_off` or `computer_gone`.
    pub fn describe(self, t: &Texts) -> &'static str {
        match self {
            Failure::Refused => t.worker_refused,
            Failure::Load => t.worker_load,
            Failure::Crashed => t.worker_crashed,
            Failure::Garbled => t.worker_garbled,
            Failure::Silent => t.worker_silent,
        }
    }
}

/// How long a worker may take to say "ready" (fetching and compiling its wasm on a slow
/// device and network) before it counts as not loading.
pub const STARTUP_MS: u32 = 30_000;
/// What a request with a time budget may take beyond it before it counts as unanswered.
const MARGIN_MS: u32 = 10_000;
/// What a request without a time budget (the levels bounded by nodes) may take.
const UNTIMED_MS: u32 = 30_000;

/// How long `request` may run before the worker counts as gone silent: its own time
/// budget (`analyse <ms>`, the expert's second) plus [`MARGIN_MS`], else [`UNTIMED_MS`].
pub fn allowance(request: &Request) -> u32 {
    let timed = |level: &Level| level.budget().time_ms.map(|ms| ms as u32);
    let budget = match request {
        Request::Play { level, .. } | Request::Evaluate { level, .. } => timed(level),
        Request::Analyse { ms, .. } => Some(*ms),
        Request::Info => None,
    };
    budget.map_or(UNTIMED_MS, |ms| ms.saturating_add(MARGIN_MS))
}

type Done = Box<dyn FnOnce(Result<Answer, Failure>)>;
/// What hears that the computer has ended ([`when_gone`]).
type Hook = Box<dyn Fn(Failure)>;

struct Pending {
    id: u64,
    channel: Channel,
    line: String,
    allowance_ms: u32,
    done: Done,
}

/// What a worker reported, or did not.
#[derive(Clone, Copy)]
enum Trouble {
    /// Its `error` event: a script that did not load, or an uncaught error (a trap).
    Error,
    /// Its `messageerror` event.
    Unreadable,
    /// The watchdog fired.
    Timeout,
}

/// One started worker and the handlers it calls.
struct Live {
    worker: Worker,
    /// Counts the workers started in the page, so an event of a replaced one is ignored.
    generation: u64,
    ready: bool,
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
        self.watchdog =
            set_timeout_with_handle(move || failed(generation, Trouble::Timeout), Duration::from_millis(u64::from(ms)))
                .ok();
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

struct Client {
    game: String,
    live: Live,
    waiting: Vec<Pending>,
    running: Option<Pending>,
    next_id: u64,
    /// Failures since the last answer: the second in a row ends the computer.
    strikes: u32,
}

/// The end of the computer: why, whether it is news, and the requests left unanswered.
struct Gone {
    failure: Failure,
    news: bool,
    unanswered: Vec<Done>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
    static GONE: Cell<Option<Failure>> = const { Cell::new(None) };
    static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
    static GENERATION: Cell<u64> = const { Cell::new(0) };
}

/// Tells `hook` why, once, when the computer ends for the page.
pub fn when_gone(hook: impl Fn(Failure) + 'static) {
    HOOK.with(|h| *h.borrow_mut() = Some(Box::new(hook)));
}

/// Why the computer has ended for the page, if it has.
pub fn gone() -> Option<Failure> {
    GONE.with(Cell::get)
}

/// Starts a worker, its handlers and its startup watchdog.
fn spawn() -> Result<Live, Failure> {
    let generation = GENERATION.with(|g| {
        g.set(g.get() + 1);
        g.get()
    });
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./ai-worker.js", &options).map_err(|_| Failure::Refused)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        message(generation, event.data().as_string().unwrap_or_default());
    });
    // Handled here: not passed on to the page as an uncaught error.
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        event.prevent_default();
        failed(generation, Trouble::Error);
    });
    let on_message_error = Closure::<dyn FnMut(Event)>::new(move |_: Event| failed(generation, Trouble::Unreadable));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.set_onmessageerror(Some(on_message_error.as_ref().unchecked_ref()));
    let mut live = Live {
        worker,
        generation,
        ready: false,
        watchdog: None,
        _on_message: on_message,
        _on_error: on_error,
        _on_message_error: on_message_error,
    };
    live.arm(STARTUP_MS);
    Ok(live)
}

impl Client {
    /// Sends the first waiting request if the worker is ready and idle.
    fn send_next(&mut self) {
        if !self.live.ready || self.running.is_some() || self.waiting.is_empty() {
            return;
        }
        let next = self.waiting.remove(0);
        let _ = self.live.worker.post_message(&JsValue::from_str(&format!("{} {}", next.id, next.line)));
        self.live.arm(next.allowance_ms);
        self.running = Some(next);
    }

    /// Replaces the worker by a fresh one (the requests stay in line; the old worker is
    /// terminated as it is dropped), unless the browser will not start it.
    fn restart(&mut self) -> Result<(), Failure> {
        self.live = spawn()?;
        Ok(())
    }

    /// Everything still asked, for the end.
    fn unanswered(self) -> Vec<Done> {
        let Client { running, waiting, .. } = self;
        running.into_iter().chain(waiting).map(|p| p.done).collect()
    }
}

/// Ends the computer for the page: the hook hears why, then every request still asked.
/// Called outside any borrow of `CLIENT`: the answers may ask again.
fn settle(gone: Option<Gone>) {
    let Some(Gone { failure, news, unanswered }) = gone else { return };
    if news {
        HOOK.with(|h| {
            if let Some(hook) = h.borrow().as_ref() {
                hook(failure);
            }
        });
    }
    for done in unanswered {
        done(Err(failure));
    }
}

/// Takes the client down for good (`failure`), returning what it leaves unanswered.
fn end(slot: &mut Option<Client>, failure: Failure) -> Option<Gone> {
    let news = GONE.with(|g| g.replace(Some(failure))).is_none();
    if news {
        leptos::logging::warn!("Tavola: the computer is unavailable ({failure:?}); the game goes on without it");
    }
    let unanswered = slot.take().map(Client::unanswered).unwrap_or_default();
    Some(Gone { failure, news, unanswered })
}

/// A message from the worker of `generation`: "ready", or an answer.
fn message(generation: u64, data: String) {
    let answered = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let client = c.as_mut().filter(|c| c.live.generation == generation)?;
        let mut answered = None;
        if data == "ready" {
            client.live.ready = true;
            client.live.disarm();
        } else {
            let (id, answer) = data.split_once(' ').unwrap_or((&data, ""));
            if let Some(running) = client.running.take_if(|r| id.parse() == Ok(r.id)) {
                client.live.disarm();
                client.strikes = 0;
                answered = Some((running.done, answer.to_string()));
            }
        }
        client.send_next();
        answered
    });
    // Outside the borrow: the answer may ask again.
    if let Some((done, text)) = answered {
        done(Ok(text.parse().unwrap_or_else(Answer::Error)));
    }
}

/// The worker of `generation` failed: the first time it is replaced (and the request it
/// was running sent again), the second time the computer ends.
fn failed(generation: u64, trouble: Trouble) {
    let gone = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        let client = slot.as_mut().filter(|c| c.live.generation == generation)?;
        let failure = match trouble {
            Trouble::Error if client.live.ready => Failure::Crashed,
            Trouble::Timeout if client.live.ready => Failure::Silent,
            Trouble::Error | Trouble::Timeout => Failure::Load,
            Trouble::Unreadable => Failure::Garbled,
        };
        leptos::logging::warn!("Tavola: the computer's worker failed ({failure:?})");
        client.strikes += 1;
        if client.strikes >= 2 {
            return end(&mut slot, failure);
        }
        if let Some(running) = client.running.take() {
            client.waiting.insert(0, running);
        }
        match client.restart() {
            Ok(()) => None,
            Err(refused) => end(&mut slot, refused),
        }
    });
    settle(gone);
}

/// Asks `request` of the worker of game `game` (started, or restarted for another game, if
/// needed); `done` gets the answer unless `channel` is cancelled first, or the failure
/// that ended the computer. The computer's own requests go before analysis and review
/// waiting in line.
pub fn ask(game: &str, channel: Channel, request: &Request, done: impl FnOnce(Result<Answer, Failure>) + 'static) {
    if let Err(failure) = open(game) {
        return done(Err(failure));
    }
    CLIENT.with(|c| {
        if let Some(client) = c.borrow_mut().as_mut() {
            client.next_id += 1;
            let pending = Pending {
                id: client.next_id,
                channel,
                line: request.to_string(),
                allowance_ms: allowance(request),
                done: Box::new(done),
            };
            match channel {
                Channel::Computer => client.waiting.insert(0, pending),
                _ => client.waiting.push(pending),
            }
            client.send_next();
        }
    });
}

/// Drops every request of `channel`: their answers are never handed over. A running one
/// is stopped by replacing the worker (the others wait for the new one).
pub fn cancel(channel: Channel) {
    let gone = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        let client = slot.as_mut()?;
        client.waiting.retain(|p| p.channel != channel);
        if client.running.take_if(|r| r.channel == channel).is_some() {
            if let Err(refused) = client.restart() {
                return end(&mut slot, refused);
            }
        }
        None
    });
    settle(gone);
}

/// Ends the game's worker and everything it was asked (leaving the game).
pub fn close() {
    // Dropped outside the borrow: dropping a request's callback may drop signals' owners.
    let client = CLIENT.with(|c| c.borrow_mut().take());
    drop(client);
}

/// Makes sure the worker of `game` runs, ending any other game's: called when a game
/// that will need it opens, so that its first answer does not wait for it to start.
pub fn open(game: &str) -> Result<(), Failure> {
    if let Some(failure) = gone() {
        return Err(failure);
    }
    if CLIENT.with(|c| c.borrow().as_ref().is_some_and(|c| c.game == game)) {
        return Ok(());
    }
    close();
    match spawn() {
        Ok(live) => {
            let client =
                Client { game: game.to_string(), live, waiting: Vec::new(), running: None, next_id: 0, strikes: 0 };
            CLIENT.with(|c| *c.borrow_mut() = Some(client));
            Ok(())
        }
        Err(failure) => {
            let gone = end(&mut None, failure);
            settle(gone);
            Err(failure)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_engine::protocol::At;

    #[test]
    fn a_request_may_take_its_budget_and_a_margin() {
        let at = At::Emergo("emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().unwrap());
        let analyse = Request::Analyse { ms: 1000, at: at.clone() };
        let expert = Request::Play { level: Level::Expert, seed: 0, at: at.clone() };
        let club = Request::Evaluate { level: Level::Club, seed: 0, at };
        assert_eq!([allowance(&analyse), allowance(&expert), allowance(&club)], [11_000, 11_000, UNTIMED_MS]);
        assert_eq!(allowance(&Request::Info), UNTIMED_MS);
    }
}
