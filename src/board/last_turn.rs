//! The last turn drawn over either board, above every mark a decision puts on the places
//! (targets, rows), so the player who comes to the board sees what was just played: the
//! way it went, a ring where it began, a cross on each man it took. Symmetric shapes, read
//! the same from either side of a table, and never catching a tap.

use leptos::prelude::*;
use tavola_core::board::LastTurn;

use crate::board::annotate::ring;
use crate::board::focus::Text;
use crate::board::num;

/// `last`, drawn with rings of `radius` around its start (a board's place size).
#[component]
pub fn LastTurnMarks(#[prop(into)] last: Signal<LastTurn>, radius: f32) -> impl IntoView {
    let way = move || {
        last.with(|l| {
            let mut points = l.path.iter().map(|(x, y)| format!("{} {}", num(*x), num(*y)));
            let first = points.next()?;
            let rest: Vec<String> = points.collect();
            (!rest.is_empty()).then(|| format!("M{first}L{}", rest.join("L")))
        })
    };
    let start = move || last.with(|l| l.path.first().map(|p| ring(*p, radius)));
    let taken = move || {
        last.with(|l| {
            let d = |(x, y): (f32, f32)| {
                let r = radius * 0.45;
                let [x0, x1, y0, y1] = [x - r, x + r, y - r, y + r].map(num);
                format!("M{x0} {y0}L{x1} {y1}M{x1} {y0}L{x0} {y1}")
            };
            l.taken.iter().map(|p| d(*p)).collect::<Vec<_>>().join("")
        })
    };
    view! {
        <g class="last-turn" data-testid="last-turn" aria-hidden="true">
            // The same three elements always, their shapes changed in place (an empty one
            // draws nothing), so a turn rewrites no element of the board.
            <path class="last-way" d=move || way().unwrap_or_default()/>
            <path class="last-start" d=move || start().unwrap_or_default()/>
            <path class="last-taken" d=taken/>
        </g>
    }
}

/// The last turn in one line of words, under the counts: what the drawing shows, for
/// whoever did not watch it (the other player, a spectator, someone browsing back).
/// Always there and one line high, so the board below never moves as it changes; a tap on
/// it (its focus) or a pointer over it shows it whole, over what lies below, until the
/// tap goes elsewhere. Face to face `side` turns it to the player who decides now.
pub fn last_turn_line(text: Text, side: impl Fn() -> String + Send + Sync + 'static) -> impl IntoView {
    view! {
        <p class=move || format!("{} last-turn-line", side()) data-testid="last-turn-line" tabindex="0"><span>{text}</span></p>
    }
}
