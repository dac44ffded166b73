//! An embedded board's chrome (docs/embedding.md): setting up what a link opened, the
//! caption, and the panel under the board with feedback, undo, start over, navigation and
//! the language switch. What the link set up is kept in `kit.rs`.

use leptos::prelude::*;
use tavola_core::controller::Notice;

use tavola_core::links::author::Author;
use tavola_core::links::board::{keep, kept, Header};
use tavola_core::session::Session;

use crate::game::state::AppState;
use crate::services::embed::Report;
use tavola_core::i18n::Texts;
use tavola_core::links::exercise::Verdict;
use tavola_core::links::params::Params;

/// Sets up the game a link opened: its computer players, the session kept for "Start
/// over".
pub fn opened(state: &AppState, params: &Params) {
    let author = &params.author;
    state.game.update(|g| {
        if let Some(g) = g {
            for side in &author.computer {
                g.players.set(*side, Some(author.level()));
            }
            state.kit.remember_start(&g.session);
        }
    });
}

/// Keeps the reader's position in the frame's session (`sessionStorage`), under the
/// frame's address: a board moved to another container, re-rendered by a framework or
/// reloaded with its page loads its frame again, and comes back where the reader was, not
/// at the link's start. Only a position that follows the link's own game comes back.
pub fn keep_readers_turns(state: AppState, address: &str) {
    let key = format!("tavola.board.{address}");
    let stored = crate::services::storage::session().and_then(|s| s.get_item(&key).ok().flatten());
    let back = stored.zip(state.kit.start()).and_then(|(text, link)| kept(&link.record, &text));
    if let Some(session) = back {
        state.update(|s| *s = session);
    }
    Effect::new(move |_| {
        let Some(text) = state.game.with(|g| g.as_ref().map(|g| keep(&g.session))) else { return };
        if let Some(store) = crate::services::storage::session() {
            // A full session storage only loses the position across a reload.
            let _ = store.set_item(&key, &text);
        }
    });
}

/// Does what the page around asked (`<tavola-board>`'s `reset()`, `play(turn)`,
/// `goto(ply)`, a new `orientation` or `lang`); a turn that cannot be played is said in the
/// notice, as a tapped one is.
pub fn obey(state: AppState, command: crate::services::embed::Command) {
    use crate::services::embed::Command;
    match command {
        Command::Reset => {
            state.computer.stop_thinking();
            Action::StartOver.run(state);
            report_position(state);
        }
        Command::GoTo(ply) => {
            state.update(|s| s.go_to(ply));
            report_position(state);
        }
        Command::Orientation(black) => state.prefs.flipped.set(black),
        Command::Lang(lang) => state.choose_lang(lang),
        Command::Screen(height) => state.kit.screen.set(Some(height)),
        Command::Play(text) => {
            let parsed = state.game.with_untracked(|g| {
                let mut after = g.as_ref()?.session.record.clone();
                Some(after.push_text(text.trim()).map(|()| after.last_turn()))
            });
            match parsed {
                Some(Ok(Some(turn))) => state.play(turn),
                Some(Err(e)) => state.say(Notice::Refused(e)),
                _ => {}
            }
        }
    }
}

/// The position on show, in canonical notation (empty with no game open).
pub fn position_on_show(state: &AppState) -> String {
    state
        .game
        .with_untracked(|g| g.as_ref().map(|g| g.session.record.position_text(g.session.ply())))
        .unwrap_or_default()
}

/// Tells the page around which position is on show now.
fn report_position(state: AppState) {
    state.kit.report(Report::Position { position: position_on_show(&state) });
}

/// The caption of the ply on show (the demonstration mode), embedded or not.
#[component]
pub fn Caption() -> impl IntoView {
    let state = expect_context::<AppState>();
    let caption = move || {
        let ply = state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()));
        // A record's plies without a comment have an empty caption: none is shown.
        state.kit.captions.with_value(|c| c.get(ply).filter(|c| !c.is_empty()).cloned())
    };
    view! { <p class="caption" data-testid="caption" aria-live="polite" hidden=move || caption().is_none()>{caption}</p> }
}

/// The players' header over a board whose game names them (the record's `White`, `Black`
/// and `Event` tags, or the `white` and `black` options): the names, the event, and how the
/// game ended once its end is on show. Hidden when the game names no one.
pub fn players_header() -> impl IntoView {
    let state = expect_context::<AppState>();
    let line = move || {
        let header = state.game.with(|g| g.as_ref().and_then(|g| Header::of(&g.session)));
        header.map(|h| h.line(state.prefs.texts()))
    };
    view! { <p class="players-header" data-testid="players" hidden=move || line().is_none()>{line}</p> }
}

/// What a button of the embedded panel does. One enum and one `button` function for all
/// of them, so their view code is built once (every distinct view type adds to the first
/// load's wasm).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    TryAgain,
    ShowMe,
    Undo,
    StartOver,
}

impl Action {
    const ALL: [Action; 4] = [Action::TryAgain, Action::ShowMe, Action::Undo, Action::StartOver];

    fn testid(self) -> &'static str {
        match self {
            Action::TryAgain => "try-again",
            Action::ShowMe => "show-me",
            Action::Undo => "undo",
            Action::StartOver => "start-over",
        }
    }

    fn label(self, t: &Texts) -> &'static str {
        match self {
            Action::TryAgain => t.try_again(),
            Action::ShowMe => t.show_me(),
            Action::Undo => t.undo(),
            Action::StartOver => t.start_over(),
        }
    }

    fn shown(self, state: AppState) -> bool {
        let verdict = state.game.with(|g| g.as_ref().and_then(|g| state.kit.verdict(&g.session.record)));
        match self {
            Action::TryAgain => verdict.is_some_and(|v| v != Verdict::Right),
            Action::ShowMe => {
                state.kit.interactive && state.kit.has_exercise() && matches!(verdict, None | Some(Verdict::Wrong))
            }
            Action::Undo | Action::StartOver => state.kit.interactive,
        }
    }

    fn enabled(self, state: AppState) -> bool {
        let kit = state.kit;
        state.game.with(|g| {
            g.as_ref().is_some_and(|g| match self {
                Action::Undo => g.session.record.len() > kit.link_turns(),
                Action::StartOver => kit.start().as_ref() != Some(&g.session),
                Action::TryAgain | Action::ShowMe => true,
            })
        })
    }

    fn run(self, state: AppState) {
        let kit = state.kit;
        let undo_to_question = move |s: &mut Session| while kit.answered(&s.record) && s.undo() {};
        kit.shown.set(self == Action::ShowMe);
        match self {
            Action::TryAgain => state.update(undo_to_question),
            Action::ShowMe => {
                state.computer.stop_thinking();
                state.update(undo_to_question);
                state.show_answer();
            }
            Action::Undo => crate::game::versus::undo(&state, kit.link_turns()),
            Action::StartOver => {
                if let Some(session) = kit.start() {
                    state.update(|s| *s = session);
                }
            }
        }
    }
}

fn button(state: AppState, action: Action) -> impl IntoView {
    view! {
        <button data-testid=action.testid() hidden=move || !action.shown(state) disabled=move || !action.enabled(state)
            on:click=move |_| action.run(state)>{move || action.label(state.prefs.texts())}</button>
    }
}

/// What an exercise says after the reader's turn: the CSS class and the words.
fn verdict_words(state: AppState) -> Option<(&'static str, String)> {
    let t = state.prefs.texts();
    let kit = state.kit;
    let (verdict, turn, (step, steps), started) = state.game.with(|g| {
        let record = &g.as_ref()?.session.record;
        let started = kit.has_exercise() && record.len() > kit.link_turns();
        Some((kit.verdict(record), record.turn_texts().pop().unwrap_or_default(), kit.step(record), started))
    })?;
    // In a story of several turns, each verdict says at which of the reader's turns it is.
    let at = |words: String| if steps > 1 { format!("{}: {words}", t.exercise_step(step, steps)) } else { words };
    let own = |pick: fn(&Author) -> Option<String>| kit.author(pick);
    Some(match verdict {
        Some(Verdict::Right) => {
            ("verdict right", own(|a| a.right.clone()).unwrap_or_else(|| t.exercise_right().to_string()))
        }
        Some(Verdict::Wrong) => {
            ("verdict wrong", at(own(|a| a.wrong.clone()).unwrap_or_else(|| t.exercise_wrong().to_string())))
        }
        Some(Verdict::Shown) => ("verdict", t.exercise_shown(&turn)),
        // Right so far: where the reader is in the story.
        None if started && steps > 1 => ("verdict right", t.exercise_step(step, steps)),
        None => return None,
    })
}

/// An embedded board's panel: an exercise's verdict with "Try again" and "Show me"; undo
/// and start over; navigation and language.
#[component]
pub fn EmbedPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let said = Memo::new(move |_| verdict_words(state));
    view! {
        <aside class="panel demo">
            <p class=move || said.with(|s| s.as_ref().map_or("verdict", |s| s.0)) data-testid="verdict" role="status"
                hidden=move || said.with(Option::is_none)>{move || said.with(|s| s.as_ref().map(|s| s.1.clone()))}</p>
            <div class="controls">{Action::ALL.map(|a| button(state, a))}</div>
            // A game told move by move gets its move list, a tap on a turn showing it;
            // other boards only the arrows.
            {if state.kit.link_turns() > 0 && !state.kit.has_exercise() {
                crate::screen::moves::move_list().into_any()
            } else {
                crate::screen::moves::nav().into_any()
            }}
            <crate::screen::lang::LangSwitch/>
        </aside>
    }
}
