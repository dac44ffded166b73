//! What both boards do around their drawing, written once: the status line, the
//! computer playing its side, hints, and the bar of the turn's buttons. Each board gives
//! only what its game knows: its prompt, where the computer is asked to look (`At`) and
//! how an answer becomes its own turn.

use leptos::prelude::*;
use std::sync::Arc;
use tavola_core::computer::Choice;
use tavola_core::controller::Notice;
use tavola_engine::ai::Level;
use tavola_engine::protocol::{At, Request};
use tavola_engine::Color;

use crate::board::focus::Text;
use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::i18n::Texts;
use tavola_core::session::Session;

/// The level that gives hints: strong enough to be worth asking, quick to answer.
pub const HINT_LEVEL: Level = Level::Club;

/// The status line: the computer thinking, or why no turn can be played on the board on
/// show, or else the board's own `prompt` for the decision due.
pub fn status(state: &AppState, prompt: &dyn Fn(&Texts) -> Option<String>) -> String {
    if let Some(text) = thinking_status(state).or_else(|| crate::board::analysis::examined_status(state)) {
        return text;
    }
    let t = state.prefs.texts();
    let (pending, decided) = state.game.with(|g| match g.as_ref() {
        Some(g) => (status_unless_live(t, &g.session, state.kit.interactive), state.kit.answered(&g.session.record)),
        None => (None, false),
    });
    // A decided exercise takes no more turns: no prompt to play one (its verdict speaks).
    pending.or_else(|| if decided { None } else { prompt(t) }).unwrap_or_default()
}

/// The status line when no turn can be played on the board on show: a view-only board,
/// browsing history, or the game is over. `None` when the board's own prompt applies.
pub fn status_unless_live(t: &Texts, session: &Session, interactive: bool) -> Option<String> {
    let (ply, len) = (session.ply(), session.record.len());
    if let Some(result) = session.record.result().filter(|_| ply == len) {
        return Some(t.game_over(&t.result(&result)));
    }
    if !interactive {
        return Some(t.after_turns(ply, len, t.side(session.record.side_at(ply))));
    }
    (ply < len).then(|| t.viewing_earlier().to_string())
}

/// "White (computer, club) is thinking…" while the computer decides, `None` otherwise.
pub fn thinking_status(state: &AppState) -> Option<String> {
    if !state.computer.thinking.get() {
        return None;
    }
    let t = state.prefs.texts();
    let side = state.game.with(|g| g.as_ref().map(|g| g.session.record.side_to_move()))?;
    // In GIPF the opponent may be the one deciding (his rows after the push).
    let who = [side, side.other()].into_iter().find(|s| state.computer(*s).is_some());
    Some(match who.and_then(|s| state.computer(s).map(|l| (s, l))) {
        Some((s, level)) => t.computer_thinking(t.side(s), t.level(level)),
        None => t.hint_thinking().to_string(),
    })
}

/// A seed for the computer's choice at `at`: the same position, the same answer.
fn seed(state: &AppState, at: &At) -> u64 {
    state.seed(match at {
        At::Gipf { made, .. } => made.len(),
        At::Emergo(_) => 0,
    })
}

/// Asks the computer at `level` what to do at `at`; `answer` gets its choice, read once
/// against `at` (GIPF decisions or an Emergo move). A failure is said. Boxed: one copy of
/// this code serves every board and question.
fn ask(state: AppState, level: Level, at: At, answer: Box<dyn FnOnce(Choice)>) {
    let request = Request::Play { level, seed: seed(&state, &at), at: at.clone() };
    state.computer.think(request, move |response| match Choice::read(&at, response) {
        Ok(Some(choice)) => answer(choice),
        Ok(None) => {}
        Err(error) => state.say(Notice::ComputerAnswer(error)),
    });
}

/// The computer plays its sides: whenever `next` changes (a turn, a decision, undo,
/// navigation, a new game) the computer's question is cancelled, and if the decision due
/// (`next`: its decider and where to look) is the computer's, it is asked again; `answer`
/// plays its choice. Leaving the board cancels it too.
pub fn computer_plays(
    state: AppState,
    next: Box<dyn Fn() -> Option<(Color, At)>>,
    answer: std::rc::Rc<dyn Fn(Choice)>,
) {
    Effect::new(move |_| {
        let next = next();
        state.computer.stop_thinking();
        let Some((decider, at)) = next else { return };
        if let Some(level) = state.computer(decider) {
            let answer = answer.clone();
            ask(state, level, at, Box::new(move |choice| answer(choice)));
        }
    });
    on_cleanup(move || state.computer.stop_thinking());
}

/// Whether a tap may decide for `side`: only when a person plays it.
pub fn person_decides(state: &AppState, side: Color) -> bool {
    state.computer(side).is_none()
}

/// Asks the hint level what it would do at `at`; `show` marks and says it. With Analyse
/// on and its line come for this position (it is dropped at every change of position),
/// the hint is that line's first turn, so the words never say another turn than the
/// arrow on the board.
pub fn hint(state: AppState, at: At, show: impl FnOnce(Choice) + 'static) {
    let analysed =
        state.computer.analysis.with_untracked(|a| a.as_ref().and_then(|a| a.line.first().map(|(_, c)| c.clone())));
    match analysed {
        Some(choice) => show(choice),
        None => ask(state, HINT_LEVEL, at, Box::new(show)),
    }
}

/// The class of a decision's status line and buttons (`decider` decides), one boxed text
/// for each that shows it: "far" (turned to the top, `screen/face.rs`) when the far
/// player decides face to face.
pub fn side_class(state: AppState, decider: Signal<Option<Color>>) -> impl Fn() -> String + Copy {
    move || {
        (if state.prefs.facing.get() && decider.get() == Some(Color::Black) { "decision far" } else { "decision" })
            .to_string()
    }
}

/// The status line over the board, read out as it changes; `side` is [`side_class`].
fn status_line(text: Text, side: impl Fn() -> String + Send + Sync + 'static) -> impl IntoView {
    view! { <p class=move || format!("{} status", side()) data-testid="status" aria-live="polite">{text}</p> }
}

/// What a board gives the table around it: the status line's text and who makes the
/// decision on show (`decider`: the mover, or in GIPF the opponent removing his own rows;
/// `None` where nobody decides), which the strips mark and face to face turns to, White's and Black's counts with their test ids,
/// the drawn board, what Hint does, and the decision's own buttons.
pub struct Parts {
    pub status: Text,
    pub decider: Signal<Option<Color>>,
    pub counts: ([&'static str; 2], [Text; 2]),
    pub hint: Box<dyn Fn() + Send + Sync>,
    pub controls: Option<AnyView>,
    /// Starting the turn in progress again, where the game has turns of several decisions
    /// (GIPF): its place is in the row of actions beside Undo, so the decision's own buttons
    /// keep the bar to themselves; face to face, in each player's strip beside his Undo.
    pub restart: Option<Restart>,
    /// The last turn in one line of words, where the board has one to say.
    pub last: Option<Text>,
}

/// Starting a turn in progress again: whether the player may now, and what it does.
#[derive(Clone)]
pub struct Restart {
    pub allowed: Signal<bool>,
    /// Who decides now: face to face only his strip's button is live.
    pub decider: Signal<Option<Color>>,
    pub run: Arc<dyn Fn() + Send + Sync>,
}

/// The button that starts the turn in progress again, `act` in a row of actions; face to
/// face each strip has its own (`side`), live only for that strip's player.
pub fn restart_button(restart: Restart, act: bool, side: Option<Color>, testid: &'static str) -> impl IntoView {
    let Restart { allowed, decider, run } = restart;
    let live = move || allowed.get() && side.is_none_or(|s| decider.get() == Some(s));
    view! {
        <button class:act=act data-icon="↺" data-testid=testid title=say(|t| t.restart_turn())
            disabled=move || !live() on:click=move |_| run()>{say(|t| t.restart_turn())}</button>
    }
}

/// Both boards' table, written once: in the app, a strip for each player at his edge of
/// the board, the decision's bar and the row of Undo, Draw, Resign, Pause, Hint and the
/// menu (`board/table.rs`; face to face each player has his own in his strip, Hint goes
/// to the decider's bar); an embedded board keeps its counts on one line and leaves Undo
/// and the rest to its own panel.
pub fn table(state: AppState, parts: Parts, board: impl IntoView + 'static) -> AnyView {
    let Parts { status, decider, counts: (ids, [white, black]), hint, controls, restart, last } = parts;
    let in_row = restart.clone();
    let side = side_class(state, decider);
    let last = last.map(|text| crate::board::last_turn::last_turn_line(text, side));
    let hint: Arc<dyn Fn() + Send + Sync> = hint.into();
    let in_bar = hint.clone();
    let facing = move || state.prefs.facing.get();
    let bar = view! {
        <div class=move || format!("{} turn-controls", side())>
            {controls}
            {restart.clone().filter(|_| state.kit.embed).map(|r| {
                let allowed = r.allowed;
                view! { <Show when=move || allowed.get()>{restart_button(r.clone(), false, None, "restart-turn")}</Show> }
            })}
            <Show when=move || state.kit.embed || facing()>{hint_button(state, in_bar.clone())}</Show>
        </div>
    };
    if state.kit.embed {
        return view! {
            {status_line(status, side)}
            <p class="counts">
                <span class="white-counts" data-testid=ids[0]>{say(|t| t.white())}": "{white}</span>
                <span class="sep">" · "</span>
                <span class="black-counts" data-testid=ids[1]>{say(|t| t.black())}": "{black}</span>
            </p>
            {last}
            {board}
            {bar}
        }
        .into_any();
    }
    view! {
        {crate::board::table::strip(Color::Black, ids[1], black, decider, restart.clone())}
        {board}
        {crate::board::table::strip(Color::White, ids[0], white, decider, restart)}
        {status_line(status, side)}
        {last}
        {bar}
        <Show when=move || !facing()>
            <div class="actions">
                {crate::board::table::actions(None, in_row.clone())}
                {crate::board::analysis::mistake_buttons()}
                {hint_button(state, hint.clone())}
                {crate::board::table::menu_button()}
            </div>
        </Show>
    }
    .into_any()
}

/// Hint, while a person is to play (off, its title saying why, while the computer is
/// unavailable).
fn hint_button(state: AppState, hint: Arc<dyn Fn() + Send + Sync>) -> impl IntoView {
    let human_to_play = move || {
        state.kit.interactive
            && !state.computer.thinking.get()
            && state
                .game
                .with(|g| g.as_ref().map(|g| (g.session.is_live(), g.session.record.side_to_move())))
                .is_some_and(|(live, side)| live && state.computer(side).is_none())
    };
    let off =
        move || state.computer.off.get().map(|f| state.prefs.texts().computer_off(f.describe(state.prefs.texts())));
    view! {
        <Show when=human_to_play>
            <button class="act hint" data-icon="?" data-testid="hint" disabled=move || off().is_some() title=move || off().or_else(|| Some(state.prefs.texts().hint_button().into())) on:click={
                let hint = hint.clone();
                move |_| hint()
            }>{say(|t| t.hint_button())}</button>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_core::i18n::{EN, IT, SV};
    use tavola_core::session::NewGame;

    #[test]
    fn the_status_says_why_no_turn_can_be_played() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.play("d8").unwrap();
        assert_eq!(status_unless_live(&EN, &s, false).unwrap(), "After 2 of 2 turns: White to move.");
        assert_eq!(status_unless_live(&SV, &s, false).unwrap(), "Efter 2 av 2 drag: Vit ska dra.");
        s.go_to(1);
        assert_eq!(status_unless_live(&EN, &s, true).unwrap(), EN.viewing_earlier());
        s.go_to(2);
        assert_eq!(status_unless_live(&EN, &s, true), None, "the board's own prompt applies");
        s.agree_draw();
        assert_eq!(status_unless_live(&IT, &s, true).unwrap(), "Partita finita: Patta (patta concordata).");
    }
}
