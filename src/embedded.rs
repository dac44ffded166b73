//! An embedded board's own state and chrome (docs/embedding.md): the game as the link gave
//! it (for "Start over"), the exercise and its verdict, the caption, and the panel under
//! the board with feedback, undo, start over, navigation and the language switch.

use leptos::prelude::*;

use crate::author::{Annotation, Author};
use crate::i18n::Texts;
use crate::exercise::{Exercise, Verdict};
use crate::params::Params;
use crate::session::{AnyRecord, Session};
use crate::state::AppState;

/// What a link set up beyond the game itself, in one stored value (each stored type costs
/// the first load wasm code of its own).
struct Setup {
    /// The session as the link opened it, for "Start over".
    start: Option<Session>,
    exercise: Option<Exercise>,
    /// The author's words for right and wrong, and the annotations.
    author: Author,
}

#[derive(Clone, Copy)]
pub struct Kit {
    setup: StoredValue<Setup>,
    /// "Show me" played the answer.
    pub shown: RwSignal<bool>,
}

impl Kit {
    pub fn new(params: &Params) -> Kit {
        let exercise = params.record.as_ref().and_then(|r| Exercise::new(r, &params.author.answers));
        Kit { setup: StoredValue::new(Setup { start: None, exercise, author: params.author.clone() }), shown: RwSignal::new(false) }
    }

    /// Remembers the game as opened, with its computer players; says what an author got wrong.
    pub fn opened(&self, state: &AppState, params: &Params) {
        let author = &params.author;
        state.game.update(|g| {
            if let Some(g) = g {
                for side in &author.computer {
                    g.players.set(*side, Some(author.level()));
                }
                self.setup.update_value(|s| s.start = Some(g.session.clone()));
            }
        });
        let warnings = crate::exercise::warnings(params);
        if !warnings.is_empty() {
            for w in &warnings {
                leptos::logging::warn!("Tavola: {}", w.describe(&crate::i18n::EN));
            }
            state.say(move |t| warnings.iter().map(|w| w.describe(t)).collect::<Vec<_>>().join(" · "));
        }
    }

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

    /// Whether the exercise's turn has been played, so the board takes no more.
    pub fn answered(&self, record: &AnyRecord) -> bool {
        self.setup.with_value(|s| s.exercise.as_ref().is_some_and(|e| record.len() > e.from))
    }

    /// Reports the verdict on a turn the reader just played to the page around.
    pub fn judge(&self, record: &AnyRecord) {
        if let Some(verdict) = self.judged(record) {
            let turn = record.turn_texts().pop().unwrap_or_default();
            crate::embed::report_verdict(verdict == Verdict::Right, &turn);
        }
    }
}

/// The caption of the ply on show (the demonstration mode), embedded or not.
#[component]
pub fn Caption() -> impl IntoView {
    let state = expect_context::<AppState>();
    let caption = move || {
        let ply = state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()));
        state.captions.with_value(|c| c.get(ply).cloned())
    };
    view! { <p class="caption" data-testid="caption" aria-live="polite" hidden=move || caption().is_none()>{caption}</p> }
}

/// A button of the embedded panel: one plain function for all of them, so their view code
/// is built once (every distinct view type adds to the first load).
fn button(testid: &'static str, label: fn(&Texts) -> &'static str, shown: Signal<bool>, enabled: Signal<bool>, act: Callback<()>) -> AnyView {
    let state = expect_context::<AppState>();
    view! {
        <button data-testid=testid hidden=move || !shown.get() disabled=move || !enabled.get()
            on:click=move |_| act.run(())>{move || label(state.texts())}</button>
    }
    .into_any()
}

/// An embedded board's panel: an exercise's verdict with "Try again" and "Show me"; undo
/// and start over; navigation and language.
#[component]
pub fn EmbedPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kit = state.kit;
    let verdict = Memo::new(move |_| state.game.with(|g| g.as_ref().and_then(|g| kit.verdict(&g.session.record))));
    let exercise = kit.setup.with_value(|s| s.exercise.is_some());
    let words = move || {
        let t = state.texts();
        let own = |pick: fn(&Author) -> Option<String>| kit.setup.with_value(|s| pick(&s.author));
        match verdict.get()? {
            Verdict::Right => Some(own(|a| a.right.clone()).unwrap_or_else(|| t.exercise_right.to_string())),
            Verdict::Wrong => Some(own(|a| a.wrong.clone()).unwrap_or_else(|| t.exercise_wrong.to_string())),
            Verdict::Shown => {
                let turn = state.game.with(|g| g.as_ref().and_then(|g| g.session.record.turn_texts().pop()))?;
                Some((t.exercise_shown)(&turn))
            }
        }
    };
    let class = move || match verdict.get() {
        Some(Verdict::Right) => "verdict right",
        Some(Verdict::Wrong) => "verdict wrong",
        _ => "verdict",
    };
    let started = move || kit.setup.with_value(|s| s.start.as_ref().map_or(0, |s| s.record.len()));
    let undo_to_question = move |s: &mut Session| while kit.answered(&s.record) && s.undo() {};
    let try_again = Callback::new(move |()| {
        kit.shown.set(false);
        state.update(undo_to_question);
    });
    let show_me = Callback::new(move |()| {
        let Some(answer) = kit.setup.with_value(|s| s.exercise.as_ref().and_then(|e| e.answers.first().cloned())) else { return };
        state.stop_thinking();
        kit.shown.set(true);
        state.update(|s| {
            undo_to_question(s);
            s.go_to(s.record.len());
            let _ = s.play(&answer);
        });
    });
    let undo = Callback::new(move |()| {
        kit.shown.set(false);
        state.update(|s| {
            s.undo();
        });
    });
    let start_over = Callback::new(move |()| {
        kit.shown.set(false);
        if let Some(session) = kit.setup.with_value(|s| s.start.clone()) {
            state.update(|s| *s = session);
        }
    });
    let can_undo = Signal::derive(move || state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.len() > started())));
    let changed = Signal::derive(move || {
        state.game.with(|g| g.as_ref().is_some_and(|g| kit.setup.with_value(|s| s.start.as_ref() != Some(&g.session))))
    });
    let retry = Signal::derive(move || verdict.get().is_some_and(|v| v != Verdict::Right));
    let unsolved = Signal::derive(move || exercise && matches!(verdict.get(), None | Some(Verdict::Wrong)));
    let interactive = Signal::derive(move || state.interactive);
    let always = Signal::derive(|| true);
    view! {
        <aside class="panel demo">
            <p class=class data-testid="verdict" role="status" hidden=move || verdict.get().is_none()>{words}</p>
            <div class="controls">
                {button("try-again", |t| t.try_again, retry, always, try_again)}
                {button("show-me", |t| t.show_me, unsolved, always, show_me)}
                {button("undo", |t| t.undo, interactive, can_undo, undo)}
                {button("start-over", |t| t.start_over, interactive, changed, start_over)}
            </div>
            <crate::play::Nav/>
            <crate::lang_switch::LangSwitch/>
        </aside>
    }
}
