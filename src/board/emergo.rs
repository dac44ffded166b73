//! The Emergo board: status, men in hand and the SVG checkerboard, drawn from
//! [`tavola_core::board::emergo_model`] and forwarding taps to it.
//!
//! The SVG is built once per game and orientation; after that each square follows its
//! own part of the model (its classes, its name and its column, a view of its own), so a
//! tap touches only the squares whose drawing it changes.

use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;
use tavola_core::controller::Notice;
use tavola_engine::emergo::{Column, Emergo, LegalMoves, Position, Square};
use tavola_engine::protocol::At;
use tavola_engine::record::Record;
use tavola_engine::Color;

use crate::board::controller;
use crate::board::focus::BoardFocus;
use crate::board::gesture::Actions;
use crate::board::num;
use crate::board::shell::{self, Drawing, Held, Keyed};
use crate::game::state::AppState;
use tavola_core::board::emergo_model::{self, BoardModel, Cell, Mark, Motion, Selection, Tap, CELL};
use tavola_core::computer::Choice;
use tavola_core::session::{AnyRecord, AnyTurn};

fn emergo_record(record: &AnyRecord) -> Option<&Record<Emergo>> {
    match record {
        AnyRecord::Emergo(r) => Some(r),
        AnyRecord::Gipf(_) => None,
    }
}

#[component]
pub fn EmergoPlay() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The position on show with its legal moves (`derived`).
    let view_state = Memo::new(move |_| shell::shown(&state, emergo_record, LegalMoves::new));
    // The moment a move is made in; a half-made move and a hint belong to it, and are gone
    // when the game moves on (a move, undo, navigation).
    let moment = move || view_state.with(|v| v.as_ref().map(|v| (v.ply, v.pos)));
    let own = Keyed::<(usize, Position), Held<Selection, Square>>::new();
    let selection = move || moment().and_then(|m| own.with(&m, |h| h.turn.clone())).unwrap_or_default();
    let select = move |sel: Selection| {
        if let Some(m) = untrack(moment) {
            own.update(m, |h| h.turn = sel);
        }
    };
    let live_position =
        move || view_state.with(|v| v.as_ref().filter(|v| v.live && v.pos.result().is_none()).map(|v| v.pos));
    // The computer plays its side, each time the live position is its to move from.
    controller::computer_plays(
        state,
        Box::new(move || live_position().map(|pos| (pos.side_to_move(), At::Emergo(pos)))),
        std::rc::Rc::new(move |choice: Choice| match choice.emergo() {
            Some(mv) => state.play(AnyTurn::Emergo(mv)),
            None => state.say(Notice::ComputerUnknown),
        }),
    );
    crate::board::analysis::follow(state, move || view_state.with(|v| v.as_ref().map(|v| At::Emergo(v.pos))));
    let hint = move || {
        let Some(asked) = untrack(moment) else { return };
        if !view_state.with_untracked(|v| v.as_ref().is_some_and(|v| v.live)) {
            return;
        }
        controller::hint(state, At::Emergo(asked.1), move |choice| {
            let Some(mv) = choice.emergo() else { return };
            // Marked only while the position is the one it was asked on.
            if untrack(moment) == Some(asked) {
                own.update(asked, |h| h.hint = emergo_model::last_move_squares(Some(&mv)));
            }
            state.say(Notice::Hint(mv.to_string()));
        });
    };
    // A tap or a drag, read against the live position's moves, for the person to move.
    let gesture = move |read: &dyn Fn(&LegalMoves, &Selection) -> Tap| {
        let Some(tap) = view_state.with_untracked(|v| {
            let v = v.as_ref().filter(|v| v.live && controller::person_decides(&state, v.pos.side_to_move()))?;
            Some(read(&v.derived, &untrack(selection)))
        }) else {
            return;
        };
        match tap {
            Tap::Select(sel) => select(sel),
            Tap::Play(mv) => {
                own.clear();
                state.play(AnyTurn::Emergo(mv))
            }
        }
    };
    let on_tap = move |label: &str| {
        if let Ok(square) = label.parse() {
            gesture(&|legal, sel| emergo_model::tap(legal, sel, square));
        }
    };
    let on_drag = move |path: Vec<String>| {
        let path: Vec<Square> = path.iter().filter_map(|l| l.parse().ok()).collect();
        gesture(&|legal, sel| emergo_model::drag(legal, sel, &path));
    };
    let on_cancel = move || select(Selection::default());
    let model = Memo::new(move |_| {
        let mut model = view_state.with(|v| {
            let v = v.as_ref()?;
            Some(emergo_model::board(
                &v.pos,
                &v.derived,
                &selection(),
                v.last.as_ref().map(|(_, mv)| mv),
                v.live,
                state.prefs.flipped.get(),
            ))
        })?;
        let hinted = moment().and_then(|m| own.with(&m, |h| h.hint.clone())).unwrap_or_default();
        model.cells.iter_mut().for_each(|c| c.hint = hinted.contains(&c.square));
        Some(model)
    });
    let position = move || view_state.with(|v| v.as_ref().map(|v| v.pos.to_string()).unwrap_or_default());
    let status = move || {
        controller::status(&state, &|t| {
            view_state.with(|v| {
                let v = v.as_ref()?;
                Some(emergo_model::prompt(t, &v.pos, &v.derived, &selection()))
            })
        })
    };
    let decider = Signal::derive(move || view_state.with(|v| v.as_ref().map(|v| v.pos.side_to_move())));
    let hand = move |side: Color| {
        move || {
            view_state
                .with(|v| v.as_ref().map(|v| state.prefs.texts().in_hand(v.pos.in_hand(side))).unwrap_or_default())
        }
    };
    let focus = BoardFocus::new("data-cell");
    let parts = controller::Parts {
        status: Box::new(status),
        decider,
        counts: (["hand-white", "hand-black"], [Box::new(hand(Color::White)), Box::new(hand(Color::Black))]),
        hint: Box::new(hint),
        controls: None,
        restart: None,
        last: Some(Box::new(shell::said(state, view_state, emergo_model::turn_line))),
    };
    let actions = Actions { tap: on_tap, drag: on_drag, cancel: on_cancel };
    let board = shell::board(state, (model, focus), position, actions, move |layout, d| emergo_svg(layout, d, on_tap));
    controller::table(state, parts, board)
}

/// The checkerboard. `layout` (the model when it was built) places the squares; each
/// square then draws its own part of `model` as it changes.
fn emergo_svg(
    layout: BoardModel,
    d: shell::Drawing<BoardModel>,
    tap: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> (shell::Surface, impl IntoView) {
    let pad = 10.0;
    let places: Vec<(String, (f32, f32))> = layout.cells.iter().map(|c| (c.label.clone(), (c.x, c.y))).collect();
    // The squares' names, drawn over the squares but outside them: a square's accessible
    // name says its place, and its visible text is then only what its column shows.
    let labels = places
        .iter()
        .map(|(label, (x, y))| view! { <text class="label" x=num(x + 3.0) y=num(y + 12.0)>{label.clone()}</text> })
        .collect_view();
    let centres = places.iter().map(|(l, (x, y))| (l.clone(), (x + CELL / 2.0, y + CELL / 2.0))).collect();
    let surface = shell::Surface {
        class: "board emergo",
        view_box: format!("{0} {0} {1} {1}", num(-pad), num(layout.size + 2.0 * pad)),
        name: |t| t.emergo_board(),
        keys: places,
        centres,
        radius: 26.0,
        last: Signal::derive(move || d.model.with(|m| m.as_ref().map(|m| m.last.clone()).unwrap_or_default())),
        last_radius: 20.0,
    };
    // Rows of the grid, top to bottom as drawn: the model lists its cells in that order.
    let cells: Vec<(usize, Cell)> = layout.cells.into_iter().enumerate().collect();
    let rows = crate::board::focus::rows(cells, |(_, c)| c.y.to_bits());
    let first = rows.first().and_then(|r| r.first()).map(|(_, c)| c.square);
    let Drawing { focus, gestures, .. } = d;
    let places = view! {
        <g aria-hidden="true">
            <rect class="frame" x=num(-pad / 2.0) y=num(-pad / 2.0) width=num(layout.size + pad) height=num(layout.size + pad) rx="6"/>
            {light_squares()}
        </g>
        {crate::board::focus::grid_rows(rows, move |(i, cell): (usize, Cell)| {
            let square = cell.square;
            let (class, name, column) = shell::place(d, i, square, drawn_at, cell_class, emergo_model::cell_name, drawn);
            let label = cell.label.clone();
            let click = shell::click(gestures, move || tap(&square.label()));
            let first = first.map(|s| s.label()).unwrap_or_default();
            focus.cell(label, first, class, name, click, square_mark(cell, column).into_any())
        })}
        <g class="labels" aria-hidden="true">{labels}</g>
    };
    (surface, places)
}

/// Square `square`, the `i`th of the board, as `model` draws it.
fn drawn_at(model: &Option<BoardModel>, i: usize, square: Square) -> Option<&Cell> {
    model.as_ref()?.cells.get(i).filter(|c| c.square == square)
}

/// A square's classes, one string (a `class:` toggle beside it would be wiped whenever
/// the string changes).
fn cell_class(cell: &Cell) -> String {
    let mark = match cell.mark {
        Mark::None => "",
        Mark::Movable => " movable",
        Mark::Picked => " picked",
        Mark::Target => " target",
    };
    format!("cell{mark}{}{}", if cell.last { " last" } else { "" }, if cell.hint { " hint" } else { "" })
}

/// What is drawn on one square: the dark square, its `column`, and the
/// marks of a target or a movable column (the stylesheet shows them by the square's
/// class).
fn square_mark(cell: Cell, column: Memo<Option<Drawn>>) -> impl IntoView {
    let (x, y) = (cell.x, cell.y);
    let (cx, cy) = (num(x + CELL / 2.0), num(y + CELL / 2.0));
    view! {
        <rect class="dark" x=num(x) y=num(y) width=num(CELL) height=num(CELL)/>
        // Keyed by what it draws: a column that changes, or moves again on a later turn,
        // is a new element (so its motion plays); one that does not is left alone.
        <g><For each=move || column.get() key=|d| d.clone() children=move |d| column_view(x, y, d)/></g>
        <circle class="target-dot" cx=cx cy=cy r="7"/>
        <rect class="movable-ring" x=num(x + 4.0) y=num(y + 4.0) width=num(CELL - 8.0) height=num(CELL - 8.0) rx="4"/>
    }
}

/// What a square's column draws: its top man (or, on a square a capture emptied, the man
/// that goes under), the column, the class and custom properties of its arrival, and the
/// turn it moved on if it moved.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Drawn {
    top: Color,
    column: Option<Column>,
    class: String,
    style: String,
    ply: Option<usize>,
}

/// The column on `cell`, if any, as the last move brought it on turn `ply`.
fn drawn(cell: &Cell, ply: usize) -> Option<Drawn> {
    let moved = (cell.motion != Motion::Still).then_some(ply);
    match (cell.column, &cell.motion) {
        (Some(column), motion) => Some(Drawn {
            top: column.owner(),
            column: Some(column),
            class: motion_class(motion),
            style: motion_vars(motion),
            ply: moved,
        }),
        (None, Motion::Jumped(leg, taken)) => Some(Drawn {
            top: *taken,
            column: None,
            class: "column ghost".into(),
            style: format!("--leg:{leg}"),
            ply: moved,
        }),
        (None, _) => None,
    }
}

/// A column on the square whose top-left corner is (x, y): its top man, its height if over
/// one and its prisoners if any. One that moved carries the turn it moved on (`data-ply`).
fn column_view(x: f32, y: f32, d: Drawn) -> impl IntoView {
    let man = |c: Color| if c == Color::White { "man white" } else { "man black" };
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    let (x, y) = (num(cx), num(cy));
    let caps = d.column.map(Column::caps).filter(|caps| *caps > 1).map(|caps| {
        view! { <text class=format!("count {}", man(d.top)) x=x.clone() y=num(cy + 6.0)>{caps.to_string()}</text> }
    });
    let prisoners = d.column.map(Column::prisoners).filter(|n| *n > 0).map(|n| {
        let (px, py, other) = (num(cx + 15.0), cy + 15.0, man(d.top.other()));
        view! {
            <circle class=format!("prisoner {other}") cx=px.clone() cy=num(py) r="11"/>
            <text class=format!("count small {other}") x=px y=num(py + 4.0)>{n.to_string()}</text>
        }
    });
    view! {
        <g class=d.class data-ply=d.ply.map(|p| p.to_string())>
            <circle class=man(d.top) cx=x cy=y r="21"/>
            {caps}
            {prisoners}
        </g>
    }
    // A plain attribute after the others (a view's `style=` goes before its class).
    .add_any_attr(custom_attribute("style", d.style))
}

/// A column standing still on the square whose top-left corner is (x, y), as a game draws
/// it: the author's workshop's board.
pub(crate) fn still_column(x: f32, y: f32, column: Column) -> impl IntoView {
    column_view(
        x,
        y,
        Drawn { top: column.owner(), column: Some(column), class: "column".into(), style: String::new(), ply: None },
    )
}

/// The light squares of the board, drawn under the dark ones.
pub(crate) fn light_squares() -> impl IntoView {
    let light = (0..9u8).flat_map(|row| (0..9u8).map(move |col| (col, row))).filter(|(c, r)| (c + r) % 2 == 1);
    light
        .map(|(c, r)| {
            view! { <rect class="light" x=num(f32::from(c) * CELL) y=num(f32::from(r) * CELL) width=num(CELL) height=num(CELL)/> }
        })
        .collect_view()
}

/// The class that animates a column's arrival (`style/main.css`): `hop1`..`hop4` travel
/// through one to four legs, a longer capture flies straight.
fn motion_class(motion: &Motion) -> String {
    match motion {
        Motion::Still => "column".into(),
        Motion::Entered => "column entered".into(),
        Motion::Jumped(..) => "column jumped".into(),
        Motion::Travelled(points) => format!("column hop{}", legs(points).len()),
    }
}

/// The custom properties of that animation: each leg's start, or the leg a jumped
/// column sinks after.
fn motion_vars(motion: &Motion) -> String {
    match motion {
        Motion::Jumped(leg, _) => format!("--leg:{leg}"),
        Motion::Travelled(points) => legs(points)
            .iter()
            .enumerate()
            .map(|(i, (x, y))| format!("--x{i}:{}px;--y{i}:{}px;", num(*x), num(*y)))
            .collect(),
        Motion::Still | Motion::Entered => String::new(),
    }
}

/// The legs an arrival is drawn through: all of up to four, else one straight flight.
fn legs(points: &[(f32, f32)]) -> &[(f32, f32)] {
    if points.len() > 4 {
        &points[..1]
    } else {
        points
    }
}
