//! The computer as the page sees it, a context of its own: the questions asked of the open
//! game's worker (`services::worker`), whether it is thinking about the decision due, the
//! Analyse switch with its latest answer and the game's review, and whether the computer
//! is available at all in this page. It knows which game's worker to ask, and reads the
//! open game only to send an Emergo position with the game before it (for the draw by
//! repetition); the game's state (`state.rs`) tells it when a game opens or closes.

use leptos::prelude::*;
use tavola_core::computer::{self, Analysed, ComputerError};
use tavola_core::open::OpenGame;
use tavola_engine::protocol::{Answer, Request};

use crate::services::worker::{self, Channel, Failure, Unanswered};

/// The least time between asking the computer and showing its move, so that moves
/// arrive at a pace a person can follow (and AI against AI can be watched).
const MIN_THINK_MS: f64 = 450.0;

#[derive(Clone, Copy)]
pub struct Computer {
    /// The open game, whose worker is asked.
    game: StoredValue<Option<String>>,
    /// The open game itself (the app state's), whose record goes with an Emergo question.
    open: RwSignal<Option<OpenGame>>,
    /// The computer is thinking about the current decision.
    pub thinking: RwSignal<bool>,
    /// Counts questions to the computer, so an answer to an old one is dropped.
    asked: StoredValue<u64>,
    /// The Analyse switch: the position on show is searched and judged.
    pub analyse: RwSignal<bool>,
    /// The analysis of the position on show, once the worker has given it.
    pub analysis: RwSignal<Option<Analysed>>,
    /// The game's review: per position of the record, its score from White's side, as far
    /// as the review has got (`crate::board::analysis::review`).
    pub review: RwSignal<Vec<Option<i32>>>,
    /// How many of the review's positions the computer has answered.
    pub reviewed: RwSignal<usize>,
    /// The marked turn being examined: the board shows the position before it, the better
    /// turn by its arrows and the status says what was lost.
    pub examined: RwSignal<Option<usize>>,
    /// Why the computer is unavailable in this page (its worker failed twice, or the
    /// browser would not start one): every side is then played by hand.
    pub off: RwSignal<Option<Failure>>,
}

impl Computer {
    /// The computer of the page whose open game is `open`.
    pub fn new(open: RwSignal<Option<OpenGame>>) -> Self {
        Computer {
            game: StoredValue::new(None),
            open,
            thinking: RwSignal::new(false),
            asked: StoredValue::new(0),
            analyse: RwSignal::new(false),
            analysis: RwSignal::new(None),
            review: RwSignal::new(Vec::new()),
            reviewed: RwSignal::new(0),
            examined: RwSignal::new(None),
            off: RwSignal::new(worker::gone()),
        }
    }

    /// A game opens (`Some`) or the board is left (`None`): questions go to its worker,
    /// started now when `wanted` (a game against the computer, or analysed), so its first
    /// answer does not wait for it to start; any other game's worker ends.
    pub fn follow_game(&self, id: Option<&str>, wanted: bool) {
        self.stop_thinking();
        self.review.set(Vec::new());
        self.reviewed.set(0);
        self.examined.set(None);
        self.game.set_value(id.map(str::to_string));
        match id.filter(|_| wanted) {
            // A worker that cannot start ends the computer, and `ended` says so.
            Some(id) => {
                let _ = worker::open(id);
            }
            None => worker::close(),
        }
    }

    /// The computer has ended for this page: its controls go off, Analyse with them.
    pub fn ended(&self, failure: Failure) {
        self.off.set(Some(failure));
        if self.analyse.get_untracked() {
            self.analyse.set(false);
        }
        self.analysis.set(None);
        self.stop_thinking();
    }

    /// Asks the open game's worker on `channel`; `answer` gets its answer unless the
    /// channel is cancelled first, or why there is none (the computer is unavailable).
    pub fn ask(&self, channel: Channel, request: &Request, answer: impl FnOnce(Result<Answer, Unanswered>) + 'static) {
        let Some(id) = self.game.get_value() else { return };
        let question = self.open.with_untracked(|open| match open {
            Some(open) => computer::question(&open.session, channel, request.clone()),
            None => request.clone().into(),
        });
        worker::ask(&id, channel, &question, answer);
    }

    /// Asks the computer for its move (or a hint, or its view of a draw); `answer` gets it,
    /// or why the computer gave none, at least a moment later, so a computer's move can be
    /// seen arriving. Any earlier question is cancelled. When the computer becomes
    /// unavailable meanwhile, the thinking ends and `answer` is dropped: the player is told
    /// as it ends.
    pub fn think(&self, request: Request, answer: impl FnOnce(Result<Answer, ComputerError>) + 'static) {
        self.stop_thinking();
        let (thinking, asked) = (self.thinking, self.asked);
        thinking.set(true);
        let question = asked.get_value();
        let since = js_sys::Date::now();
        self.ask(Channel::Computer, &request, move |response| {
            let Some(response) = computer::answered(response) else {
                if asked.get_value() == question {
                    thinking.set(false);
                }
                return;
            };
            let wait = (MIN_THINK_MS - (js_sys::Date::now() - since)).max(0.0);
            set_timeout(
                move || {
                    if asked.get_value() == question {
                        thinking.set(false);
                        answer(response);
                    }
                },
                std::time::Duration::from_millis(wait as u64),
            );
        });
    }

    /// Stops the computer's thinking (undo, navigation, leaving the game).
    pub fn stop_thinking(&self) {
        worker::cancel(Channel::Computer);
        self.asked.update_value(|n| *n += 1);
        if self.thinking.get_untracked() {
            self.thinking.set(false);
        }
    }
}
