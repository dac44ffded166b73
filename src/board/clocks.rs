//! The game's clock, when it has one: each side's time in his strip (the running one
//! marked, a low one in red), a pause, and the flag that ends the game on time.

use leptos::prelude::*;
use tavola_engine::Color;

use crate::game::state::AppState;
use tavola_core::clock::{self, LOW_MS};

/// How often the time on show is read again, in ms: tenths show under ten seconds.
const TICK_MS: u64 = 100;

/// The time as the clocks last read it, ticking while the game screen is open.
#[derive(Clone, Copy)]
pub struct Now(pub RwSignal<u64>);

/// Keeps the open game's clock: ticks the time on show, runs the side to move's time after
/// undo and redo, and ends the game on a flag. Gives the ticking time to the clocks drawn
/// in the players' strips (`face`).
pub fn keep_time() -> Now {
    let state = expect_context::<AppState>();
    let now = RwSignal::new(js_sys::Date::now() as u64);
    let ticking = set_interval_with_handle(
        move || now.set(js_sys::Date::now() as u64),
        std::time::Duration::from_millis(TICK_MS),
    )
    .ok();
    on_cleanup(move || {
        if let Some(handle) = ticking {
            handle.clear();
        }
    });
    let to_move = Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.session.record.side_to_move())));
    // Undo and redo change who is to move without a turn played: his time runs instead.
    Effect::new(move |_| {
        let Some(side) = to_move.get() else { return };
        let t = js_sys::Date::now() as u64;
        state.game.update_untracked(|g| {
            if let Some(clock) = g.as_mut().and_then(|g| g.clock.as_mut()).filter(|c| !c.is_paused()) {
                clock.run(side, t);
            }
        });
    });
    // Each second its clock runs, the page says it plays the game, so that the game opened
    // in another tab shares its running clock.
    let beat = StoredValue::new(0u64);
    Effect::new(move |_| {
        let t = now.get();
        if t.saturating_sub(beat.get_value()) < 1000 {
            return;
        }
        let running = state.game.with_untracked(|g| {
            g.as_ref()
                .filter(|g| g.session.record.result().is_none() && g.clock.is_some_and(|c| !c.is_paused()))
                .map(|g| g.id.clone())
        });
        if let Some(id) = running {
            beat.set_value(t);
            crate::services::storage::clock_beat(&id);
        }
    });
    // The flag: a side whose time is out loses, seen on the tick it happens.
    Effect::new(move |_| {
        let t = now.get();
        let out = state.game.with_untracked(|g| {
            g.as_ref()
                .is_some_and(|g| g.session.record.result().is_none() && g.clock.is_some_and(|c| c.flagged(t).is_some()))
        });
        if out {
            state.game.update(|g| {
                if let Some(g) = g {
                    g.follow_clock(t);
                }
            });
        }
    });
    Now(now)
}

/// One side's time, when the game has a clock: the running one marked, a low one in red.
pub fn face(side: Color) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Now(now) = expect_context::<Now>();
    let left = move || state.game.with(|g| g.as_ref().and_then(|g| g.clock).map(|c| c.left(side, now.get())));
    let running = move || {
        state.game.with(|g| {
            g.as_ref().is_some_and(|g| {
                g.session.record.result().is_none()
                    && g.clock.is_some_and(|c| !c.is_paused())
                    && g.session.record.side_to_move() == side
            })
        })
    };
    // A paused clock is seen as paused on both faces, not only by the button's words.
    let paused = move || {
        state.game.with(|g| {
            g.as_ref().is_some_and(|g| g.session.record.result().is_none() && g.clock.is_some_and(|c| c.is_paused()))
        })
    };
    let testid = if side == Color::White { "clock-white" } else { "clock-black" };
    let shown = move || left().map(clock::shown).unwrap_or_default();
    let said = move || state.prefs.texts().clock_of(state.prefs.texts().side(side), &shown());
    view! {
        <Show when=move || left().is_some()>
            <span class="clock" data-testid=testid role="timer" aria-label=said
                class:running=running class:paused=paused class:low=move || left().is_some_and(|ms| ms < LOW_MS)>
                {shown}
            </span>
        </Show>
    }
}

/// Pause and resume, when the game has a clock and goes on.
pub fn pause_button(testid: &'static str) -> impl IntoView {
    let state = expect_context::<AppState>();
    let paused = move || state.game.with(|g| g.as_ref().and_then(|g| g.clock)).map(|c| c.is_paused());
    let over = move || state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.result().is_some()));
    let toggle = move |_| {
        let t = js_sys::Date::now() as u64;
        state.game.update(|g| {
            if let Some(g) = g {
                let side = g.session.record.side_to_move();
                if let Some(clock) = g.clock.as_mut() {
                    if clock.is_paused() {
                        clock.run(side, t);
                    } else {
                        clock.pause(t);
                    }
                }
            }
        });
    };
    view! {
        <Show when=move || paused().is_some() && !over()>
            <button class="act pause-clock" data-testid=testid data-icon=move || if paused() == Some(true) { "▶" } else { "‖" }
                title=move || if paused() == Some(true) { state.prefs.texts().resume_clock() } else { state.prefs.texts().pause_clock() } on:click=toggle>
                {move || if paused() == Some(true) { state.prefs.texts().resume_clock() } else { state.prefs.texts().pause_clock() }}
            </button>
        </Show>
    }
}
