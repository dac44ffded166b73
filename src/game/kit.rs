//! What a link set up beyond the game itself (docs/embedding.md): the game as the link
//! gave it (for "Start over"), the exercise and its verdict, and the author's
//! annotations; whether the board is embedded, takes turns and saves. A context of its own
//! (`AppState` holds it too, for the intents it changes); the panel that shows it is
//! `screen/embedded.rs`.

use leptos::prelude::*;

use crate::services::embed::{Listener, Report};
use tavola_core::i18n::Texts;
use tavola_core::links::author::{Annotation, Author};
use tavola_core::links::exercise::{Exercise, Verdict};
use tavola_core::links::params::Params;
use tavola_core::session::{AnyRecord, AnyTurn, Session};

/// What a link set up beyond the game itself, in one stored value (each stored type costs
/// the first load wasm code of its own).
struct Setup {
    /// The session as the link opened it, for "Start over".
    start: Option<Session>,
    exercise: Option<Exercise>,
    /// The author's words for right and wrong, and the annotations.
    author: Author,
}

/// An embedded board's setup and the exercise's state, kept by `AppState`.
#[derive(Clone, Copy)]
pub struct Kit {
    /// Embedded in another page: no chrome, moves and results reported to the parent.
    pub embed: bool,
    /// Whether changes are written to the player's saved games (off when embedded).
    pub persist: bool,
    /// Whether the board accepts moves.
    pub interactive: bool,
    /// A caption per ply (the demonstration mode), empty otherwise.
    pub captions: StoredValue<Vec<String>>,
    /// How long each turn stays on show when the board plays through its moves, in ms.
    pub speed_ms: u32,
    setup: StoredValue<Setup>,
    /// "Show me" played the answer.
    pub shown: RwSignal<bool>,
    /// The frame's fixed height (`height`), in pixels.
    pub height: Option<u32>,
    /// The compact layout as the author asked for it (`compact`), if he did.
    compact: Option<bool>,
    /// The reader's screen height, as the page around reports it.
    pub screen: RwSignal<Option<usize>>,
    /// Who hears the board's reports: the page around, by messages (a frame), or the page
    /// the board is drawn in (the trainer's).
    listener: Option<Listener>,
}

impl Kit {
    /// The kit a link set up; its reports go to `listener`, or to the parent window.
    pub fn new(params: &Params, listener: Option<Listener>) -> Kit {
        let exercise = params.record.as_ref().and_then(|r| Exercise::new(r, &params.author.answers));
        Kit {
            embed: params.embed,
            persist: !params.embed,
            interactive: params.interactive,
            captions: StoredValue::new(params.captions.clone()),
            speed_ms: params.speed_ms,
            setup: StoredValue::new(Setup { start: None, exercise, author: params.author.clone() }),
            shown: RwSignal::new(false),
            height: params.height,
            compact: params.compact,
            screen: RwSignal::new(None),
            listener,
        }
    }

    /// Tells the page around what happened on the board.
    pub fn report(&self, report: Report) {
        match self.listener {
            Some(listener) => listener(report),
            None => report.post(),
        }
    }

    /// The height the board must fit in, in pixels, when one is known.
    pub fn fit(&self) -> Option<u32> {
        tavola_core::links::board::fit(self.height, self.screen.get().map(|h| h as u32))
    }

    /// Whether the board takes the compact layout (board first, its controls small beside it).
    pub fn compact(&self) -> bool {
        tavola_core::links::board::compact(self.compact, self.height, self.screen.get().map(|h| h as u32))
    }

    /// Remembers the session as the link opened it, for "Start over".
    pub fn remember_start(&self, session: &Session) {
        self.setup.update_value(|s| s.start = Some(session.clone()));
    }

    /// The session as the link opened it.
    pub fn start(&self) -> Option<Session> {
        self.setup.with_value(|s| s.start.clone())
    }

    /// How many turns the link gave: Undo never takes them back.
    pub fn link_turns(&self) -> usize {
        self.setup.with_value(|s| s.start.as_ref().map_or(0, |s| s.record.len()))
    }

    /// Whether the link set an exercise.
    pub fn has_exercise(&self) -> bool {
        self.setup.with_value(|s| s.exercise.is_some())
    }

    /// Whether ▶ has a game to play through: turns on the board, and in an exercise only
    /// when the author gave turns before the question (the reader's own are no lesson).
    pub fn plays_through(&self, record: &AnyRecord) -> bool {
        !record.is_empty() && (!self.has_exercise() || self.link_turns() > 0)
    }

    /// The reader's next turn on an accepted line, which "Show me" plays.
    pub fn next_answer(&self, record: &AnyRecord) -> Option<AnyTurn> {
        self.setup.with_value(|s| s.exercise.as_ref().and_then(|e| e.next_answer(record)))
    }

    /// The scripted reply due after the reader's right turn in a story of several turns.
    pub fn reply(&self, record: &AnyRecord) -> Option<AnyTurn> {
        self.setup.with_value(|s| s.exercise.as_ref().and_then(|e| e.reply(record)))
    }

    /// Which of the reader's turns is on (from 1), and how many the exercise has.
    pub fn step(&self, record: &AnyRecord) -> (usize, usize) {
        self.setup.with_value(|s| s.exercise.as_ref().map_or((1, 1), |e| (e.step(record), e.steps())))
    }

    /// What the author set, for the panel's words.
    pub fn author<T>(&self, pick: impl FnOnce(&Author) -> T) -> T {
        self.setup.with_value(|s| pick(&s.author))
    }

    /// The author's annotations, drawn over the board.
    pub fn annotations(&self) -> Vec<Annotation> {
        self.setup.with_value(|s| s.author.annotations.clone())
    }

    fn judged(&self, record: &AnyRecord) -> Option<Verdict> {
        self.setup.with_value(|s| s.exercise.as_ref().and_then(|e| e.judge(record)))
    }

    /// The verdict on the record, once the reader (or "Show me") played the exercise's turn.
    pub fn verdict(&self, record: &AnyRecord) -> Option<Verdict> {
        let judged = self.judged(record)?;
        Some(if self.shown.get() { Verdict::Shown } else { judged })
    }

    /// Whether the exercise is decided (a whole line played, or a turn off every line), so
    /// the board takes no more.
    pub fn answered(&self, record: &AnyRecord) -> bool {
        self.judged(record).is_some()
    }

    /// Reports the turn just played, and the result if it ended the game.
    pub fn report_turn(&self, t: &Texts, record: &AnyRecord) {
        let turn = record.turn_texts().pop().unwrap_or_default();
        let ply = record.len();
        self.report(Report::Moved { turn, ply, position: record.position_text(ply) });
        if let Some(result) = record.result() {
            let text = t.result(&result);
            self.report(Report::Ended { winner: result.winner, reason: result.reason.to_string(), text });
        }
    }

    /// Reports the verdict on a turn the reader just played to the page around.
    pub fn judge(&self, record: &AnyRecord) {
        if let Some(verdict) = self.judged(record) {
            let turn = record.turn_texts().pop().unwrap_or_default();
            self.report(Report::Judged { right: verdict == Verdict::Right, turn });
        }
    }
}
