//! The rules of the computer's Web Worker, as a state machine the page drives with events.
//!
//! One worker per open game is kept alive so that its transposition table serves every
//! request of the game. Requests go out one at a time as protocol lines
//! (`docs/protocol.md`), each prefixed by its number (its [`Ticket`]), which the worker
//! echoes. Requests belong to a [`Channel`]: cancelling one (undo cancels the computer's
//! move, a new position the analysis) drops its waiting and running requests without
//! disturbing the others. A running request that is cancelled stops at once: the worker
//! is replaced by a fresh one, to which the requests still waiting are sent. That loses
//! the transposition table, which is accepted: a search nobody wants no longer holds the
//! CPU, nor the requests behind it, for up to a second.
//!
//! The worker may fail: its script or wasm does not load, it traps (a wasm panic aborts),
//! a message cannot be read, or a request gets no answer within its time budget and a
//! margin ([`allowance`]; a worker that never says "ready" gets [`STARTUP_MS`]). A failure
//! replaces the worker, to which the request that was running is sent again. A second
//! failure before any answer (or a browser that will not start a worker at all) ends the
//! computer for the page: every request still asked is answered with the [`Failure`], later
//! ones at once, and the page hears why, once ([`Command::Gone`]).
//!
//! [`Machine`] holds no worker, timer or callback: each event returns the [`Command`]s the
//! page carries out (`src/services/worker.rs`), in order. Events of a replaced worker carry
//! its old generation and are ignored, so a stale answer can never reach a new request.

use tavola_engine::ai::Level;
use tavola_engine::protocol::{Answer, Question, Request, UnreadableAnswer};

use crate::i18n::Texts;

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
            Failure::Refused => t.worker_refused(),
            Failure::Load => t.worker_load(),
            Failure::Crashed => t.worker_crashed(),
            Failure::Garbled => t.worker_garbled(),
            Failure::Silent => t.worker_silent(),
        }
    }
}

/// Why a request got no answer the page can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unanswered {
    /// The computer has ended for the page, for this reason.
    Gone(Failure),
    /// The worker's line is not an answer of the protocol.
    Unreadable(UnreadableAnswer),
}

/// What a worker reported, or did not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Its `error` event: a script that did not load, or an uncaught error (a trap).
    Error,
    /// Its `messageerror` event.
    Unreadable,
    /// The watchdog fired.
    Timeout,
}

/// How long a worker may take to say "ready" (fetching and compiling its wasm on a slow
/// device and network) before it counts as not loading.
pub const STARTUP_MS: u32 = 30_000;
/// What a request with a time budget may take beyond it before it counts as unanswered.
const MARGIN_MS: u32 = 10_000;
/// What a request without a time budget (the levels bounded by nodes) may take.
const UNTIMED_MS: u32 = 30_000;

/// How long `request` may run before the worker counts as gone silent: its own time
/// budget (`analyse <ms>`, the expert's second) plus a margin, else a fixed allowance.
pub fn allowance(request: &Request) -> u32 {
    let timed = |level: &Level| level.budget().time_ms.map(|ms| ms as u32);
    let budget = match request {
        Request::Play { level, .. } | Request::Evaluate { level, .. } => timed(level),
        Request::Analyse { ms, .. } => Some(*ms),
        Request::Info => None,
    };
    budget.map_or(UNTIMED_MS, |ms| ms.saturating_add(MARGIN_MS))
}

/// A request's number: the page keeps its callback under it.
pub type Ticket = u64;

/// What the page must do, in the order given.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start a worker of this generation, replacing (terminating) any other, and give it
    /// [`STARTUP_MS`] to say "ready". If the browser refuses, tell [`Machine::refused`].
    Spawn(u64),
    /// Post this line to the worker.
    Post(String),
    /// Start the watchdog (replacing any): [`Trouble::Timeout`] after this many ms.
    Arm(u32),
    /// Stop the watchdog.
    Disarm,
    /// Terminate the worker, starting none.
    Terminate,
    /// Hand the request its answer (then forget it).
    Answer(Ticket, Result<Answer, Unanswered>),
    /// Forget the request without an answer: it was cancelled or its game left.
    Forget(Ticket),
    /// The computer has ended for the page, for this reason (said once).
    Gone(Failure),
}

#[derive(Debug)]
struct Pending {
    ticket: Ticket,
    channel: Channel,
    line: String,
    allowance_ms: u32,
}

/// The worker of the open game and what it was asked.
#[derive(Debug)]
struct Client {
    game: String,
    generation: u64,
    ready: bool,
    waiting: Vec<Pending>,
    running: Option<Pending>,
    /// Failures since the last answer: the second in a row ends the computer.
    strikes: u32,
}

/// The computer of one page.
#[derive(Debug, Default)]
pub struct Machine {
    client: Option<Client>,
    gone: Option<Failure>,
    generation: u64,
    last_ticket: Ticket,
}

impl Machine {
    pub fn new() -> Machine {
        Machine::default()
    }

    /// Why the computer has ended for the page, if it has.
    pub fn gone(&self) -> Option<Failure> {
        self.gone
    }

    /// Makes sure the worker of `game` runs, ending any other game's: called when a game
    /// that will need it opens, so that its first answer does not wait for it to start.
    pub fn open(&mut self, game: &str) -> Vec<Command> {
        if self.gone.is_some() || self.client.as_ref().is_some_and(|c| c.game == game) {
            return Vec::new();
        }
        let mut out = self.close();
        // The old worker is replaced by the new one: no Terminate needed before a Spawn.
        out.retain(|c| *c != Command::Terminate);
        self.generation += 1;
        self.client = Some(Client {
            game: game.to_string(),
            generation: self.generation,
            ready: false,
            waiting: Vec::new(),
            running: None,
            strikes: 0,
        });
        out.push(Command::Spawn(self.generation));
        out
    }

    /// Asks `question` of the worker of `game` (started, or restarted for another game, if
    /// needed). The computer's own requests go before analysis and review waiting in line.
    pub fn ask(&mut self, game: &str, channel: Channel, question: &Question) -> (Ticket, Vec<Command>) {
        self.last_ticket += 1;
        let ticket = self.last_ticket;
        if let Some(failure) = self.gone {
            return (ticket, vec![Command::Answer(ticket, Err(Unanswered::Gone(failure)))]);
        }
        let mut out = self.open(game);
        if let Some(client) = self.client.as_mut() {
            let pending =
                Pending { ticket, channel, line: question.to_string(), allowance_ms: allowance(&question.request) };
            match channel {
                Channel::Computer => client.waiting.insert(0, pending),
                _ => client.waiting.push(pending),
            }
            client.send_next(&mut out);
        }
        (ticket, out)
    }

    /// The browser would not start the worker of `generation`: the computer ends.
    pub fn refused(&mut self, generation: u64) -> Vec<Command> {
        if !self.is_live(generation) {
            return Vec::new();
        }
        self.end(Failure::Refused)
    }

    /// Drops every request of `channel`: their answers are never handed over. A running
    /// one is stopped by replacing the worker (the others wait for the new one).
    pub fn cancel(&mut self, channel: Channel) -> Vec<Command> {
        let Some(client) = self.client.as_mut() else { return Vec::new() };
        let mut out = Vec::new();
        client.waiting.retain(|p| {
            let keep = p.channel != channel;
            if !keep {
                out.push(Command::Forget(p.ticket));
            }
            keep
        });
        if let Some(running) = client.running.take_if(|r| r.channel == channel) {
            out.push(Command::Forget(running.ticket));
            self.generation += 1;
            client.restart(self.generation, &mut out);
        }
        out
    }

    /// Ends the game's worker and everything it was asked (leaving the game).
    pub fn close(&mut self) -> Vec<Command> {
        let Some(client) = self.client.take() else { return Vec::new() };
        let mut out = vec![Command::Terminate];
        out.extend(client.unanswered().map(Command::Forget));
        out
    }

    /// A message from the worker of `generation`: "ready", or `<ticket> <answer>`.
    pub fn message(&mut self, generation: u64, data: &str) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(client) = self.client.as_mut().filter(|c| c.generation == generation) else { return out };
        if data == "ready" {
            client.ready = true;
            out.push(Command::Disarm);
        } else {
            let (id, text) = data.split_once(' ').unwrap_or((data, ""));
            if let Some(running) = client.running.take_if(|r| id.parse() == Ok(r.ticket)) {
                client.strikes = 0;
                out.push(Command::Disarm);
                out.push(Command::Answer(running.ticket, text.parse().map_err(Unanswered::Unreadable)));
            }
        }
        client.send_next(&mut out);
        out
    }

    /// The worker of `generation` failed: the first time it is replaced (and the request
    /// it was running sent again), the second time in a row the computer ends.
    pub fn failed(&mut self, generation: u64, trouble: Trouble) -> Vec<Command> {
        let Some(client) = self.client.as_mut().filter(|c| c.generation == generation) else { return Vec::new() };
        let failure = match trouble {
            Trouble::Error if client.ready => Failure::Crashed,
            Trouble::Timeout if client.ready => Failure::Silent,
            Trouble::Error | Trouble::Timeout => Failure::Load,
            Trouble::Unreadable => Failure::Garbled,
        };
        client.strikes += 1;
        if client.strikes >= 2 {
            return self.end(failure);
        }
        if let Some(running) = client.running.take() {
            client.waiting.insert(0, running);
        }
        let mut out = Vec::new();
        self.generation += 1;
        client.restart(self.generation, &mut out);
        out
    }

    fn is_live(&self, generation: u64) -> bool {
        self.client.as_ref().is_some_and(|c| c.generation == generation)
    }

    /// Ends the computer for the page: the page hears why (once), then every request still
    /// asked gets the failure.
    fn end(&mut self, failure: Failure) -> Vec<Command> {
        let news = self.gone.replace(failure).is_none();
        let mut out = vec![Command::Terminate];
        if news {
            out.push(Command::Gone(failure));
        }
        if let Some(client) = self.client.take() {
            out.extend(client.unanswered().map(|t| Command::Answer(t, Err(Unanswered::Gone(failure)))));
        }
        out
    }
}

impl Client {
    /// Sends the first waiting request if the worker is ready and idle.
    fn send_next(&mut self, out: &mut Vec<Command>) {
        if !self.ready || self.running.is_some() || self.waiting.is_empty() {
            return;
        }
        let next = self.waiting.remove(0);
        out.push(Command::Post(format!("{} {}", next.ticket, next.line)));
        out.push(Command::Arm(next.allowance_ms));
        self.running = Some(next);
    }

    /// A fresh worker in place of this one; the requests stay in line.
    fn restart(&mut self, generation: u64, out: &mut Vec<Command>) {
        self.generation = generation;
        self.ready = false;
        out.push(Command::Spawn(generation));
    }

    /// Everything still asked, the running request first.
    fn unanswered(self) -> impl Iterator<Item = Ticket> {
        self.running.into_iter().chain(self.waiting).map(|p| p.ticket)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_engine::protocol::At;

    fn at() -> At {
        At::Emergo("emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().unwrap())
    }

    fn analyse() -> Request {
        Request::Analyse { ms: 1000, at: at() }
    }

    fn play() -> Request {
        Request::Play { level: Level::Club, seed: 0, at: at() }
    }

    /// A machine whose worker (generation 1) for game "g" is ready.
    fn ready() -> Machine {
        let mut m = Machine::new();
        assert_eq!(m.open("g"), vec![Command::Spawn(1)]);
        assert_eq!(m.message(1, "ready"), vec![Command::Disarm]);
        m
    }

    fn posted(out: &[Command]) -> Vec<&str> {
        out.iter()
            .filter_map(|c| match c {
                Command::Post(line) => Some(line.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_request_may_take_its_budget_and_a_margin() {
        let expert = Request::Play { level: Level::Expert, seed: 0, at: at() };
        let club = Request::Evaluate { level: Level::Club, seed: 0, at: at() };
        assert_eq!([allowance(&analyse()), allowance(&expert), allowance(&club)], [11_000, 11_000, UNTIMED_MS]);
        assert_eq!(allowance(&Request::Info), UNTIMED_MS);
    }

    #[test]
    fn the_game_before_a_position_goes_on_the_requests_line() {
        let mut m = ready();
        let question: Question =
            format!("{} | {}", play(), "emergo 1/3/5/7/9/7/5/3/1 w 12 12 ; d6 d8").parse().unwrap();
        let (ticket, out) = m.ask("g", Channel::Computer, &question);
        assert_eq!(posted(&out), [format!("{ticket} {question}")]);
        assert!(posted(&out)[0].ends_with("| emergo 1/3/5/7/9/7/5/3/1 w 12 12 ; d6 d8"), "{out:?}");
    }

    #[test]
    fn requests_wait_for_ready_then_go_one_at_a_time() {
        let mut m = Machine::new();
        let (first, out) = m.ask("g", Channel::Analysis, &analyse().into());
        assert_eq!(out, vec![Command::Spawn(1)]);
        let (second, out) = m.ask("g", Channel::Analysis, &Request::Info.into());
        assert!(out.is_empty(), "nothing is posted before the worker is ready");
        let out = m.message(1, "ready");
        assert_eq!(
            out,
            vec![Command::Disarm, Command::Post(format!("{first} analyse 1000 {}", at())), Command::Arm(11_000)]
        );
        // The answer of the first sends the second.
        let out = m.message(1, &format!("{first} info tavola"));
        assert_eq!(out[..2], [Command::Disarm, Command::Answer(first, Ok(Answer::Info("tavola".into())))]);
        assert_eq!(posted(&out), vec![format!("{second} info")]);
    }

    #[test]
    fn the_computers_own_request_jumps_the_line() {
        let mut m = ready();
        let (_analysis, _) = m.ask("g", Channel::Analysis, &analyse().into());
        let (review, _) = m.ask("g", Channel::Review, &analyse().into());
        let (computer, _) = m.ask("g", Channel::Computer, &play().into());
        let out = m.message(1, "1 analysis 0 1 1");
        assert!(posted(&out)[0].starts_with(&format!("{computer} play")), "{out:?}");
        let out = m.message(1, &format!("{computer} none"));
        assert!(posted(&out)[0].starts_with(&format!("{review} analyse")));
    }

    #[test]
    fn an_unreadable_answer_reaches_the_asker_as_an_error() {
        let mut m = ready();
        let (ticket, _) = m.ask("g", Channel::Computer, &play().into());
        let out = m.message(1, &format!("{ticket} gibberish"));
        let unreadable = Unanswered::Unreadable(UnreadableAnswer("gibberish".into()));
        assert_eq!(out[1], Command::Answer(ticket, Err(unreadable)), "{out:?}");
    }

    #[test]
    fn cancelling_a_waiting_request_forgets_it_and_keeps_the_worker() {
        let mut m = ready();
        let (running, _) = m.ask("g", Channel::Computer, &play().into());
        let (waiting, _) = m.ask("g", Channel::Analysis, &analyse().into());
        assert_eq!(m.cancel(Channel::Analysis), vec![Command::Forget(waiting)]);
        let out = m.message(1, &format!("{running} none"));
        assert_eq!(out, vec![Command::Disarm, Command::Answer(running, Ok(Answer::Nothing))]);
    }

    #[test]
    fn cancelling_the_running_request_replaces_the_worker_and_drops_its_late_answer() {
        let mut m = ready();
        let (running, _) = m.ask("g", Channel::Analysis, &analyse().into());
        let (other, _) = m.ask("g", Channel::Computer, &play().into());
        assert_eq!(m.cancel(Channel::Analysis), vec![Command::Forget(running), Command::Spawn(2)]);
        // The old worker's answer arrives late: ignored, nothing is answered.
        assert!(m.message(1, &format!("{running} analysis 5 3 100")).is_empty());
        // The request behind it goes to the new worker once it is ready.
        let out = m.message(2, "ready");
        assert!(posted(&out)[0].starts_with(&format!("{other} play")), "{out:?}");
    }

    #[test]
    fn an_answer_to_another_ticket_is_dropped() {
        let mut m = ready();
        let (ticket, _) = m.ask("g", Channel::Computer, &play().into());
        assert!(m.message(1, &format!("{} none", ticket + 7)).is_empty());
        assert!(m.message(1, "none").is_empty());
        assert_eq!(m.message(1, &format!("{ticket} none"))[1], Command::Answer(ticket, Ok(Answer::Nothing)));
    }

    #[test]
    fn a_first_failure_restarts_the_worker_and_resends_the_running_request() {
        let mut m = ready();
        let (ticket, _) = m.ask("g", Channel::Computer, &play().into());
        assert_eq!(m.failed(1, Trouble::Error), vec![Command::Spawn(2)]);
        let out = m.message(2, "ready");
        assert!(posted(&out)[0].starts_with(&format!("{ticket} play")));
        // An answer clears the strike: a later failure restarts again.
        m.message(2, &format!("{ticket} none"));
        let (_, _) = m.ask("g", Channel::Computer, &play().into());
        assert_eq!(m.failed(2, Trouble::Timeout), vec![Command::Spawn(3)]);
        assert_eq!(m.gone(), None);
    }

    #[test]
    fn a_second_failure_in_a_row_ends_the_computer_and_answers_everyone() {
        let mut m = ready();
        let (running, _) = m.ask("g", Channel::Computer, &play().into());
        let (waiting, _) = m.ask("g", Channel::Analysis, &analyse().into());
        m.failed(1, Trouble::Error);
        m.message(2, "ready");
        let out = m.failed(2, Trouble::Timeout);
        assert_eq!(
            out,
            vec![
                Command::Terminate,
                Command::Gone(Failure::Silent),
                Command::Answer(running, Err(Unanswered::Gone(Failure::Silent))),
                Command::Answer(waiting, Err(Unanswered::Gone(Failure::Silent))),
            ]
        );
        assert_eq!(m.gone(), Some(Failure::Silent));
        // Later requests are answered at once; the page is not told again.
        let (later, out) = m.ask("g", Channel::Computer, &play().into());
        assert_eq!(out, vec![Command::Answer(later, Err(Unanswered::Gone(Failure::Silent)))]);
        assert!(m.open("other").is_empty());
    }

    #[test]
    fn failures_are_named_by_what_the_worker_had_reached() {
        let cases = [
            (Trouble::Error, false, Failure::Load),
            (Trouble::Timeout, false, Failure::Load),
            (Trouble::Error, true, Failure::Crashed),
            (Trouble::Timeout, true, Failure::Silent),
            (Trouble::Unreadable, true, Failure::Garbled),
        ];
        for (trouble, was_ready, failure) in cases {
            let mut m = Machine::new();
            m.open("g");
            if was_ready {
                m.message(1, "ready");
            }
            m.failed(1, trouble);
            if was_ready {
                m.message(2, "ready");
            }
            let out = m.failed(2, trouble);
            assert_eq!(out[1], Command::Gone(failure), "{trouble:?} ready {was_ready}");
        }
    }

    #[test]
    fn a_refused_worker_ends_the_computer_with_the_request_answered() {
        let mut m = Machine::new();
        let (ticket, out) = m.ask("g", Channel::Computer, &play().into());
        assert_eq!(out, vec![Command::Spawn(1)]);
        assert_eq!(
            m.refused(1),
            vec![
                Command::Terminate,
                Command::Gone(Failure::Refused),
                Command::Answer(ticket, Err(Unanswered::Gone(Failure::Refused)))
            ]
        );
        assert!(m.refused(1).is_empty(), "said once");
    }

    #[test]
    fn a_replaced_workers_failure_and_watchdog_are_ignored() {
        let mut m = ready();
        m.ask("g", Channel::Analysis, &analyse().into());
        m.cancel(Channel::Analysis);
        assert!(m.failed(1, Trouble::Timeout).is_empty());
        assert!(m.failed(1, Trouble::Error).is_empty());
        assert_eq!(m.gone(), None);
    }

    #[test]
    fn another_game_ends_the_old_worker_and_forgets_its_requests() {
        let mut m = ready();
        let (old, _) = m.ask("g", Channel::Computer, &play().into());
        assert!(m.open("g").is_empty(), "the same game keeps its worker");
        let (new, out) = m.ask("h", Channel::Computer, &play().into());
        assert_eq!(out, vec![Command::Forget(old), Command::Spawn(2)]);
        assert!(m.message(1, &format!("{old} none")).is_empty());
        let out = m.message(2, "ready");
        assert!(posted(&out)[0].starts_with(&format!("{new} play")));
        assert_eq!(m.close(), vec![Command::Terminate, Command::Forget(new)]);
        assert!(m.close().is_empty());
    }
}
