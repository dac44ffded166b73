//! The game's clock, when it has one: both sides' time (the running one marked, a low one
//! in red), a pause, and the flag that ends the game on time. Face to face, Black's time
//! sits at his edge, turned to him (`style/main.css`).

use leptos::prelude::*;
use tavola_engine::Color;

use crate::game::state::AppState;
use tavola_core::clock::{self, LOW_MS};

/// How often the time on show is read again, in ms: tenths show under ten seconds.
const TICK_MS: u64 = 100;

#[component]
pub fn Clocks() -> impl IntoView {
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
    let has_clock = move || state.game.with(|g| g.as_ref().is_some_and(|g| g.clock.is_some()));
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
    let left =
        move |side: Color| state.game.with(|g| g.as_ref().and_then(|g| g.clock).map(|c| c.left(side, now.get())));
    let running = move |side: Color| {
        state.game.with(|g| {
            g.as_ref().is_some_and(|g| {
                g.session.record.result().is_none()
                    && g.clock.is_some_and(|c| !c.is_paused())
                    && g.session.record.side_to_move() == side
            })
        })
    };
    let paused = move || state.game.with(|g| g.as_ref().and_then(|g| g.clock).is_some_and(|c| c.is_paused()));
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
    let face = move |side: Color| {
        let (class, testid) = if side == Color::White {
            ("clock white-clock", "clock-white")
        } else {
            ("clock black-clock", "clock-black")
        };
        let shown = move || left(side).map(clock::shown).unwrap_or_default();
        let said = move || (state.prefs.texts().clock_of)(state.prefs.texts().side(side), &shown());
        view! {
            // `data-side` names the clock's side on screen (style/main.css), in the page's
            // language: two clocks that only differ by a border tell no one which is whose.
            <span class=class data-testid=testid role="timer" aria-label=said data-side=move || state.prefs.texts().side(side)
                class:running=move || running(side) class:low=move || left(side).is_some_and(|ms| ms < LOW_MS)>
                {shown}
            </span>
        }
    };
    view! {
        <Show when=has_clock>
            <div class="clocks">
                {face(Color::White)}
                <button class="pause-clock" data-testid="pause-clock" hidden=over on:click=toggle>
                    {move || if paused() { state.prefs.texts().resume_clock } else { state.prefs.texts().pause_clock }}
                </button>
                {face(Color::Black)}
            </div>
        </Show>
    }
}
