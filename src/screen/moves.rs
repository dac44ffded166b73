//! The move list: the turns in notation, numbered, with the record's comments and the
//! review's marks; and the navigation through them.

use leptos::prelude::*;

use crate::game::prefs::say;
use crate::game::state::AppState;

/// First, back, play through, forward, last: walking through the record.
pub fn nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    let go =
        move |target: fn(usize, usize) -> usize| move |_| state.update(|s| s.go_to(target(s.ply(), s.record.len())));
    // Playing through: one ply forward per step of the link's `speed`, until the last.
    let playing = RwSignal::new(false);
    let timer = StoredValue::new(None::<IntervalHandle>);
    let stop = move || {
        if let Some(handle) = timer.get_value() {
            handle.clear();
        }
        timer.set_value(None);
        playing.set(false);
    };
    let step = move || {
        let mut at_end = true;
        state.update(|s| {
            s.go_to(s.ply() + 1);
            at_end = s.ply() >= s.record.len();
        });
        if at_end {
            stop();
        }
    };
    let play = move |_| {
        if playing.get_untracked() {
            return stop();
        }
        // From the last position, a play-through starts again from the first.
        state.update(|s| {
            if s.ply() >= s.record.len() {
                s.go_to(0);
            }
        });
        let every = std::time::Duration::from_millis(u64::from(state.kit.speed_ms));
        if let Ok(handle) = set_interval_with_handle(step, every) {
            timer.set_value(Some(handle));
            playing.set(true);
        }
    };
    on_cleanup(stop);
    let play_label = move || {
        let t = state.prefs.texts();
        if playing.get() {
            t.stop_playing()
        } else {
            t.play_through()
        }
    };
    let nothing_to_play =
        move || state.game.with(|g| !g.as_ref().is_some_and(|g| state.kit.plays_through(&g.session.record)));
    // Each glyph's name, to a screen reader and as a tooltip.
    view! {
        <nav class="nav" aria-label=say(|t| t.move_navigation())>
            <button data-testid="nav-first" aria-label=say(|t| t.first_move()) title=say(|t| t.first_move()) on:click=go(|_, _| 0)>"«"</button>
            <button data-testid="nav-back" aria-label=say(|t| t.back()) title=say(|t| t.back()) on:click=go(|p, _| p.saturating_sub(1))>"‹"</button>
            <button data-testid="nav-play" hidden=nothing_to_play aria-label=play_label title=play_label aria-pressed=move || playing.get().to_string() on:click=play>
                // Drawn, not a glyph: "⏸" is an empty box where the font lacks it.
                <span class=move || if playing.get() { "glyph pause" } else { "glyph play" } aria-hidden="true"></span>
            </button>
            <button data-testid="nav-forward" aria-label=say(|t| t.forward()) title=say(|t| t.forward()) on:click=go(|p, _| p + 1)>"›"</button>
            <button data-testid="nav-last" aria-label=say(|t| t.last_move()) title=say(|t| t.last_move()) on:click=go(|_, len| len)>"»"</button>
        </nav>
    }
}

/// The turns in notation, numbered, with first/back/forward/last: one item per ply, which
/// follows the record (an undo and another turn change its text).
pub fn move_list() -> impl IntoView {
    let state = expect_context::<AppState>();
    let turns =
        Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.session.record.turn_texts()).unwrap_or_default()));
    let comments = Memo::new(move |_| {
        state.game.with(|g| g.as_ref().map(|g| g.session.record.comments().to_vec()).unwrap_or_default())
    });
    // The record's {comments}, each after the ply it follows.
    let comments_after = move |ply: usize| {
        move || {
            comments.with(|c| {
                c.iter()
                    .filter(|(p, _)| *p == ply)
                    .map(|(_, text)| view! { <li class="comment" data-testid="comment">{text.clone()}</li> })
                    .collect_view()
            })
        }
    };
    let ply = Memo::new(move |_| state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply())));
    let white_first = Memo::new(move |_| {
        state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.side_at(0) == tavola_engine::Color::White))
    });
    // The review's verdict on turn `i`, once both positions around it are scored.
    let verdict = move |i: usize| crate::board::analysis::turn_mark(&state, i);
    // Turn `i` (ply `i + 1`) as the list writes it, with its number and mark.
    let label = move |i: usize| {
        let text = turns.with(|t| t.get(i).cloned()).unwrap_or_default();
        let offset = usize::from(!white_first.get());
        let number = (i + offset) / 2 + 1;
        // Black moving first opens with "1…", as a game record writes it.
        let label = match (i + offset) % 2 {
            0 => format!("{number}. {text}"),
            _ if i == 0 => format!("{number}… {text}"),
            _ => text,
        };
        format!("{label}{}", verdict(i).map_or("", |(sign, _)| sign))
    };
    // A marked turn tapped: the position before it, the better turn drawn on the board
    // and said by the status (a title is a tooltip no touch screen shows).
    let examined = state.computer.examined;
    let open_turn = move |i: usize| {
        if verdict(i).is_some() {
            crate::board::analysis::examine(state, i);
            // The arrows are on the board: bring it back up from the list below it (a phone).
            request_animation_frame(crate::board::analysis::board_into_view);
        } else {
            examined.set(None);
            state.update(|s| s.go_to(i + 1));
        }
    };
    // How far the review has got, and what it found.
    let progress = move || {
        let t = state.prefs.texts();
        let total = state.computer.review.with(Vec::len);
        let done = state.computer.reviewed.get();
        if total == 0 {
            return None;
        }
        if done < total {
            return Some(t.reviewing(done, total));
        }
        let marked = (0..turns.with(Vec::len)).filter(|&i| verdict(i).is_some()).count();
        Some(if marked == 0 { t.review_clean().to_string() } else { t.review_found(marked) })
    };
    // The item of the turn that leads to ply `ply_after`, and the comments after it.
    let item = move |ply_after: usize| {
        let i = ply_after - 1;
        view! {
            <li class:current=move || ply.get() == i + 1 class:examined=move || examined.get() == Some(i) && ply.get() == i
                title=move || verdict(i).map(|(_, why)| why) data-verdict=move || verdict(i).map(|(sign, _)| sign)>
                <button class="move" on:click=move |_| open_turn(i)>{move || label(i)}</button>
            </li>
            {comments_after(i + 1)}
        }
    };
    // The list follows the ply on show (a step, the play-through, a script's `goto`): the
    // current turn is scrolled into the list's view, the page itself left where it is.
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        ply.track();
        request_animation_frame(move || {
            // The list may be gone by the next frame (a rematch, the start screen).
            let Some(list) = list.try_get_untracked().flatten() else { return };
            let Ok(Some(current)) = list.query_selector("li.current") else { return };
            let Some(current) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&current) else { return };
            let (top, bottom) = (current.offset_top(), current.offset_top() + current.offset_height());
            let (seen, height) = (list.scroll_top(), list.client_height());
            if top < seen {
                list.set_scroll_top(top);
            } else if bottom > seen + height {
                list.set_scroll_top(bottom - height);
            }
        });
    });
    view! {
        {nav()}
        <p class="review-status" data-testid="review-status" aria-live="polite" hidden=move || progress().is_none()>{progress}</p>
        <ol class="moves" node_ref=list data-testid="move-list" aria-label=say(|t| t.moves())>
            {comments_after(0)}
            <For each=move || 1..=turns.with(Vec::len) key=|ply| *ply children=item/>
        </ol>
    }
}
