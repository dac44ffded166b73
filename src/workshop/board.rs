//! The workshop's board: the position being set up, or the one on show of the draft being
//! recorded, drawn with the game's own pieces, columns and frame; a tap or a click (or
//! Enter on the focused place, reached by the arrows as on the game's boards) asks for
//! `tap`, a drag from one place to another for `drag`, with the gestures of the game's
//! boards (`board::gesture`). Marks of the position on show are drawn over it as the kit
//! draws them.

use leptos::prelude::*;
use tavola_core::board::emergo_model::CELL;
use tavola_core::board::{emergo_model, gipf_model};
use tavola_core::i18n::Texts;
use tavola_core::links::author::Annotation;
use tavola_core::workshop::{Cell, Place, Setup};
use tavola_engine::Color;

use crate::board::annotate::{arrow, ring};
use crate::board::emergo::{light_squares, still_column};
use crate::board::focus::{grid_rows, rows, BoardFocus};
use crate::board::gesture::{Gesture, Gestures};
use crate::board::gipf::{label_offset, still_piece, FRAME};
use crate::board::num;

/// What the board draws: the setup, whether every place shows its name, the marks.
#[derive(Clone, PartialEq)]
pub struct Shown {
    pub setup: Setup,
    pub names: bool,
    pub marks: Vec<Annotation>,
}

/// One place of either board as drawn: its label, centre, name for screen readers and
/// what stands on it.
struct Spot {
    place: Place,
    label: String,
    x: f32,
    y: f32,
    /// GIPF: a dot (a place where pieces enter); its name is always shown.
    dot: bool,
    cell: Cell,
    /// What a screen reader says, as on the game's board: "e5, white GIPF piece".
    name: String,
}

fn spots(setup: &Setup, t: &Texts) -> Vec<Spot> {
    if let Some(board) = setup.gipf_board(false) {
        board
            .points
            .iter()
            .map(|p| Spot {
                place: Place::Point(p.point),
                label: p.label.to_string(),
                x: p.x,
                y: p.y,
                dot: p.dot,
                cell: setup.at(Place::Point(p.point)),
                name: gipf_model::point_name(t, p),
            })
            .collect()
    } else if let Some(board) = setup.emergo_board(false) {
        board
            .cells
            .iter()
            .map(|c| Spot {
                place: Place::Square(c.square),
                label: c.label.clone(),
                x: c.x + CELL / 2.0,
                y: c.y + CELL / 2.0,
                dot: false,
                cell: setup.at(Place::Square(c.square)),
                name: emergo_model::cell_name(t, c),
            })
            .collect()
    } else {
        Vec::new()
    }
}

/// The board of `shown`, as a `role="grid"` of buttons named by what stands on them.
#[component]
pub fn EditorBoard(
    #[prop(into)] shown: Signal<Shown>,
    texts: Signal<&'static Texts>,
    tap: Callback<Place>,
    drag: Callback<(Place, Place)>,
) -> impl IntoView {
    let gipf = move || shown.with(|s| s.setup.gipf_board(false).is_some());
    let gestures = Gestures::new("data-place");
    // The keyboard's roving tab stop and arrows, as on the game's boards: one per game, so
    // a switch of game starts from its own first place.
    let focuses = (BoardFocus::new("data-point"), BoardFocus::new("data-cell"));
    let focus = move || if gipf() { focuses.0 } else { focuses.1 };
    let place_of = move |label: &str| {
        shown.with_untracked(|s| {
            spots(&s.setup, texts.get_untracked()).into_iter().find(|p| p.label == label).map(|p| p.place)
        })
    };
    let on_up = move |ev: web_sys::PointerEvent| match gestures.pointer_up(&ev) {
        Some(Gesture::Tap(label)) => {
            focus().tapped(&label);
            if let Some(place) = place_of(&label) {
                tap.run(place);
            }
        }
        Some(Gesture::Path(path)) => {
            let ends = path.first().and_then(|a| place_of(a)).zip(path.last().and_then(|b| place_of(b)));
            if let Some(ends) = ends {
                drag.run(ends);
            }
        }
        None => {}
    };
    move || {
        let s = shown.get();
        let spots = spots(&s.setup, texts.get());
        let centre = |label: &str| spots.iter().find(|p| p.label == label).map(|p| (p.x, p.y));
        let marks = s
            .marks
            .iter()
            .filter_map(|a| {
                let from = centre(&a.from)?;
                let (kind, d) = match &a.to {
                    None => ("note", ring(from, if gipf() { 22.0 } else { 26.0 })),
                    Some(to) => ("arrow", arrow(from, centre(to)?, 11.0)),
                };
                Some(view! { <path class=format!("{kind} {}", a.colour.name()) d=d/> })
            })
            .collect_view();
        let (class, view_box, frame) = if gipf() {
            let lines = s.setup.gipf_board(false).map(|b| b.lines).unwrap_or_default();
            let frame = view! {
                <polygon class="frame" points=FRAME/>
                {lines.into_iter().map(|((x1, y1), (x2, y2))| view! { <line class="line" x1=num(x1) y1=num(y1) x2=num(x2) y2=num(y2)/> }).collect_view()}
            }
            .into_any();
            ("board gipf workshop-board", "-212 -240 424 480".to_string(), frame)
        } else {
            let size = CELL * 9.0;
            let frame = view! {
                <rect class="frame" x="-5" y="-5" width=num(size + 10.0) height=num(size + 10.0) rx="6"/>
                {light_squares()}
            }
            .into_any();
            ("board emergo workshop-board", format!("-10 -10 {0} {0}", num(size + 20.0)), frame)
        };
        let names = s.names;
        let focus = focus();
        let first = spots.first().map(|p| p.label.clone()).unwrap_or_default();
        let keys: Vec<(String, (f32, f32))> = spots.iter().map(|p| (p.label.clone(), (p.x, p.y))).collect();
        // The grid's rows: GIPF's lines of a letter, Emergo's rows of squares.
        let by_row = rows(spots.into_iter().map(|spot| (spot, first.clone())), |(p, _)| {
            if gipf() {
                p.label.as_bytes().first().copied().map_or(0, u32::from)
            } else {
                p.y.to_bits()
            }
        });
        let places = grid_rows(by_row, move |(spot, first): (Spot, String)| {
            let name = spot.name.clone();
            let label = spot.label.clone();
            let (stop, tapped) = (label.clone(), label.clone());
            let place = spot.place;
            // A click no pointer gesture has taken (a screen reader's) acts on its own.
            let on_click = move |ev: web_sys::MouseEvent| {
                if gestures.own_click(&ev) {
                    focus.tapped(&tapped);
                    tap.run(place);
                }
            };
            let drawn = match spot.cell {
                Cell::Piece(color, kind) => Some(still_piece(spot.x, spot.y, color, kind).into_any()),
                Cell::Column(column) => Some(still_column(spot.x - CELL / 2.0, spot.y - CELL / 2.0, column).into_any()),
                Cell::Empty => None,
            };
            let (x, y) = (num(spot.x), num(spot.y));
            let shape = if gipf() {
                view! { <circle class="mark" cx=x.clone() cy=y.clone() r=if spot.dot { "5" } else { "4" }/> }.into_any()
            } else {
                let (x0, y0) = (num(spot.x - CELL / 2.0), num(spot.y - CELL / 2.0));
                view! { <rect class="dark" x=x0 y=y0 width=num(CELL) height=num(CELL)/> }.into_any()
            };
            let text = (spot.dot || names).then(|| {
                let (lx, ly) = if gipf() { label_offset(spot.x, spot.y) } else { (-CELL / 2.0 + 3.0, -CELL / 2.0 + 12.0) };
                view! { <text class="label" x=num(spot.x + lx) y=num(spot.y + ly) aria-hidden="true">{label.clone()}</text> }
            });
            view! {
                <g class=if gipf() { "point" } else { "cell" } class:dot=spot.dot role="gridcell"
                    tabindex=move || focus.tabindex(&stop, &first)
                    data-place=label.clone() aria-label=name on:click=on_click>
                    <circle class="hit" cx=x.clone() cy=y.clone() r="25"/>
                    {shape}
                    {drawn}
                    {text}
                </g>
            }
            .add_any_attr(leptos::attr::custom::custom_attribute(focus.attr(), label))
        });
        let act = move |label: &str| {
            if let Some(place) = place_of(label) {
                tap.run(place);
            }
        };
        let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &keys, act, || {});
        focus.restore();
        view! {
            <svg class=class viewBox=view_box role="grid" aria-label=move || texts.get().workshop()
                on:keydown=on_keydown
                on:pointerdown=move |ev| gestures.pointer_down(&ev)
                on:pointermove=move |ev| gestures.pointer_move(&ev)
                on:pointercancel=move |_| gestures.pointer_cancel()
                on:pointerup=on_up>
                <g aria-hidden="true">{frame}</g>
                {places}
                <g class="annotations" aria-hidden="true">{marks}</g>
            </svg>
        }
    }
}

/// The colour of a side's pieces, in a palette button's swatch.
pub fn swatch(color: Color) -> &'static str {
    match color {
        Color::White => "swatch white",
        Color::Black => "swatch black",
    }
}
