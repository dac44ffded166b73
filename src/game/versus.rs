//! What changes when the computer plays a side: undo and redo go from one of the
//! person's turns to the next (the computer's reply with it, as lichess does), Resign is
//! always the person's, and a draw offer is weighed by the computer's own evaluation.

use leptos::prelude::*;
use tavola_core::controller::Notice;
use tavola_engine::Color;

use tavola_engine::protocol::{Answer, At, Request};

use crate::game::state::AppState;
use tavola_core::session::AnyRecord;

/// Whether a person plays `side`. With the computer on both sides every side counts as a
/// person's, so undo and redo step one turn at a time; so does every side while the
/// computer is unavailable (`AppState::players`).
fn human(state: &AppState) -> impl Fn(Color) -> bool {
    let players = untrack(|| state.players());
    let both_computer = players.white.is_some() && players.black.is_some();
    move |side| both_computer || players.of(side).is_none()
}

/// The side a person plays against the computer, if exactly one side is the computer's.
fn person(state: &AppState) -> Option<Color> {
    let players = state.players();
    match (players.white, players.black) {
        (Some(_), None) => Some(Color::Black),
        (None, Some(_)) => Some(Color::White),
        _ => None,
    }
}

pub fn can_undo(state: &AppState) -> bool {
    let human = human(state);
    state.game.with(|g| g.as_ref().is_some_and(|g| g.session.can_undo_for(&human)))
}

/// Undo against the computer too: back to the person's previous turn, never below `floor`
/// turns (an embedded board's link turns).
pub fn undo(state: &AppState, floor: usize) {
    let human = human(state);
    state.update(|s| {
        s.undo_for(&human, floor);
    });
}

pub fn redo(state: &AppState) {
    let human = human(state);
    state.update(|s| {
        s.redo_for(&human);
    });
}

/// Asks who resigns: against the computer, the person (Yes or No); in hot-seat either
/// player may, whoever is to move, since both sit at the device: one question, a button
/// for each side.
pub fn ask_resign(state: &AppState) {
    let state = *state;
    let resign = move |side: Color| move || state.update(|s| s.resign(side));
    if let Some(me) = person(&state) {
        state.ask(move |t| t.resigns_confirm(t.side(me)), Some(me), resign(me));
        return;
    }
    let answer =
        |side, words, testid| crate::game::state::Choice { words, testid, act: std::sync::Arc::new(resign(side)) };
    let answers = vec![
        answer(Color::White, |t| t.white_resigns(), "answer-white"),
        answer(Color::Black, |t| t.black_resigns(), "answer-black"),
    ];
    state.ask_which(std::sync::Arc::new(|t: &tavola_core::i18n::Texts| t.who_resigns().to_string()), None, answers);
}

/// Whether the draw button offers the draw to the computer (else both players agree).
pub fn draw_is_offer(state: &AppState) -> bool {
    person(state).is_some()
}

/// Agrees a draw between two people, or offers it to the computer, which accepts only
/// when its own evaluation does not favour it (and says so when it refuses).
pub fn offer_draw(state: &AppState) {
    let Some(me) = person(state) else {
        // Offered by the player to move; his opponent answers.
        let answerer = state.game.with_untracked(|g| g.as_ref().map(|g| g.session.record.side_to_move().other()));
        let state = *state;
        state.ask(|t| t.draw_confirm().to_string(), answerer, move || state.update(|s| s.agree_draw()));
        return;
    };
    let computer = me.other();
    let Some(level) = state.computer(computer) else { return };
    let position = state.game.with_untracked(|g| match g.as_ref().map(|g| &g.session.record) {
        Some(AnyRecord::Emergo(r)) => Some(*r.current()),
        _ => None,
    });
    let Some(position) = position else { return };
    let request = Request::Evaluate { level, seed: state.seed(0), at: At::Emergo(position) };
    let state = *state;
    state.computer.think(request, move |response| match response {
        Ok(Answer::Analysis(analysis)) => {
            let for_computer = if computer == Color::White { analysis.score } else { -analysis.score };
            if for_computer > 0 {
                state.say(Notice::DrawRefused);
            } else {
                state.update(|s| s.agree_draw());
            }
        }
        Err(error) => state.say(Notice::ComputerFailed(error)),
        Ok(_) => {}
    });
}
