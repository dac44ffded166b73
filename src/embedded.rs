//! An embedded board's own state and chrome (docs/embedding.md): the game as the link gave
//! it (for "Start over"), the exercise and its verdict, the caption, and the panel under
//! the board with feedback, undo, start over, navigation and the language switch.

use leptos::prelude::*;

use crate::author::{Annotation, Author};
use crate::exercise::{Exercise, Verdict};
use crate::params::Params;
use crate::session::{AnyRecord, Session};
use crate::state::AppState;

/// What a link set up beyond the game itself.
#[derive(Clone, Copy)]
pub struct Kit {
    /// The session as the link opened it, for "Start over".
    start: StoredValue<Option<Session>>,
    exercise: StoredValue<Option<Exercise>>,
    /// The author's words for right and wrong, if any.
    author: StoredValue<Author>,
    /// "Show me" played the answer.
    pub shown: RwSignal<bool>,
    pub annotations: StoredValue<Vec<Annotation>>,
}

impl Kit {
    pub fn new(params: &Params) -> Kit {
        Kit {
            start: StoredValue::new(None),
            exercise: StoredValue::new(params.record.as_ref().and_then(|r| Exercise::new(r, &params.author.answers))),
            author: StoredValue::new(params.author.clone()),
            shown: RwSignal::new(false),
            annotations: StoredValue::new(params.author.annotations.clone()),
        }
    }

    /// Remembers the game as opened, with its computer players; says what an author got wrong.
    pub fn opened(&self, state: &AppState, params: &Params) {
        let author = &params.author;
        state.game.update(|g| {
            if let Some(g) = g {
                for side in &author.computer {
                    g.players.set(*side, Some(author.level()));
                }
                self.start.set_value(Some(g.session.clone()));
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

    /// The verdict on the record, once the reader (or "Show me") played the exercise's turn.
    pub fn verdict(&self, record: &AnyRecord) -> Option<Verdict> {
        let judged = self.exercise.with_value(|e| e.as_ref().and_then(|e| e.judge(record)))?;
        Some(if self.shown.get() { Verdict::Shown } else { judged })
    }

    /// Whether the exercise's turn has been played, so the board takes no more.
    pub fn answered(&self, record: &AnyRecord) -> bool {
        self.exercise.with_value(|e| e.as_ref().is_some_and(|e| record.len() > e.from))
    }

    /// Reports the verdict on a turn the reader just played to the page around.
    pub fn judge(&self, record: &AnyRecord) {
        if let Some(verdict) = self.exercise.with_value(|e| e.as_ref().and_then(|e| e.judge(record))) {
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
    view! {
        <Show when=move || caption().is_some()>
            <p class="caption" data-testid="caption" aria-live="polite">{caption}</p>
        </Show>
    }
}

/// What an exercise says after the reader's turn, with "Try again" and "Show me".
#[component]
fn Feedback() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kit = state.kit;
    let verdict = Memo::new(move |_| state.game.with(|g| g.as_ref().and_then(|g| kit.verdict(&g.session.record))));
    let has_exercise = kit.exercise.with_value(Option::is_some);
    let try_again = move |_| {
        kit.shown.set(false);
        state.update(|s| while kit.answered(&s.record) && s.undo() {});
    };
    let show_me = move |_| {
        let Some(answer) = kit.exercise.with_value(|e| e.as_ref().and_then(|e| e.answers.first().cloned())) else { return };
        state.stop_thinking();
        kit.shown.set(true);
        state.update(|s| {
            while kit.answered(&s.record) && s.undo() {}
            s.go_to(s.record.len());
            let _ = s.play(&answer);
        });
    };
    let words = move || {
        let t = state.texts();
        let own = |pick: fn(&Author) -> Option<String>| kit.author.with_value(pick);
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
    view! {
        <Show when=move || has_exercise>
            <Show when=move || verdict.get().is_some()>
                <p class=class data-testid="verdict" role="status">{words}</p>
            </Show>
            <div class="controls">
                <Show when=move || verdict.get().is_some_and(|v| v != Verdict::Right)>
                    <button data-testid="try-again" class="primary" on:click=try_again>{move || state.texts().try_again}</button>
                </Show>
                <Show when=move || verdict.get() != Some(Verdict::Shown) && verdict.get() != Some(Verdict::Right)>
                    <button data-testid="show-me" on:click=show_me>{move || state.texts().show_me}</button>
                </Show>
            </div>
        </Show>
    }
}

/// An embedded board's panel: feedback, undo and start over, navigation, language.
#[component]
pub fn EmbedPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kit = state.kit;
    let started = move || kit.start.with_value(|s| s.as_ref().map(|s| s.record.len())).unwrap_or(0);
    let can_undo = move || state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.len() > started()));
    let changed = move || state.game.with(|g| g.as_ref().is_some_and(|g| kit.start.with_value(|s| s.as_ref() != Some(&g.session))));
    let start_over = move |_| {
        kit.shown.set(false);
        if let Some(session) = kit.start.get_value() {
            state.update(|s| *s = session);
        }
    };
    view! {
        <aside class="panel demo">
            <Feedback/>
            <Show when=move || state.interactive>
                <div class="controls">
                    <button data-testid="undo" disabled=move || !can_undo()
                        on:click=move |_| { kit.shown.set(false); state.update(|s| { s.undo(); }) }>{move || state.texts().undo}</button>
                    <button data-testid="start-over" disabled=move || !changed() on:click=start_over>{move || state.texts().start_over}</button>
                </div>
            </Show>
            <crate::play::Nav/>
            <crate::lang_switch::LangSwitch/>
        </aside>
    }
}
