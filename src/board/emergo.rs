//! The Emergo board: status, men in hand and the SVG checkerboard, drawn from
//! [`tavola_core::board::emergo_model`] and forwarding taps to it.
//!
//! The SVG is built once per game and orientation; after that each square follows its
//! own part of the model (its classes, its name and its column, a view of its own), so a
//! tap touches only the squares whose drawing it changes.

use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;
use tavola_core::controller::Notice;
use tavola_engine::emergo::{Column, LegalMoves, Move, Position, Square};
use tavola_engine::protocol::At;
use tavola_engine::Color;

use crate::board::controller;
use crate::board::focus::BoardFocus;
use crate::board::gesture::{Actions, Gesture, Gestures};
use crate::board::num;
use crate::game::prefs::Prefs;
use crate::game::state::AppState;
use tavola_core::board::emergo_model::{self, BoardModel, Cell, Mark, Motion, Selection, Tap, CELL};
use tavola_core::computer::Choice;
use tavola_core::i18n::Texts;
use tavola_core::session::{AnyRecord, AnyTurn};

/// The shown position with its legal moves (generated once, asked by every tap, mark and
/// prompt), the move that led to it, how many turns lead here, and whether turns may be
/// played on it.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    pos: Position,
    legal: LegalMoves,
    /// The move that led here, with the position it was played from.
    last: Option<(Position, Move)>,
    ply: usize,
    live: bool,
}

fn shown(state: &AppState) -> Option<Shown> {
    state.game.with(|g| {
        let session = &g.as_ref()?.session;
        let AnyRecord::Emergo(r) = &session.record else { return None };
        let ply = session.ply();
        let last = ply.checked_sub(1).and_then(|i| Some((*r.positions().get(i)?, *r.turns().get(i)?)));
        let pos = *r.positions().get(ply)?;
        Some(Shown { pos, legal: LegalMoves::new(&pos), last, ply, live: state.accepts_turns(session) })
    })
}

/// What the player to move should do now.
pub fn prompt(t: &Texts, pos: &Position, legal: &LegalMoves, sel: &Selection) -> String {
    let side = t.side(pos.side_to_move());
    if legal.capture_compulsory() {
        return match sel.from {
            None => (t.must_capture)(side),
            Some(_) => (t.captures)(side),
        };
    }
    if pos.in_hand(pos.side_to_move()) > 0 {
        let size = emergo_model::entry_size(pos);
        return if size > 1 { (t.enters_shadow)(side, size) } else { (t.to_enter)(side) };
    }
    match sel.from {
        None => (t.to_move)(side),
        Some(_) => (t.to_move_picked)(side),
    }
}

#[component]
pub fn EmergoPlay() -> impl IntoView {
    let state = expect_context::<AppState>();
    let selection = RwSignal::new(Selection::default());
    let view_state = Memo::new(move |_| shown(&state));
    // The squares of the hint on show.
    let hint_squares = RwSignal::new(Vec::new());
    // A new position (a move, undo, navigation) drops any half-made move and the hint.
    Effect::new(move |_| {
        view_state.track();
        selection.set(Selection::default());
        hint_squares.set(Vec::new());
    });
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
        let Some(pos) = view_state.with_untracked(|v| v.as_ref().filter(|v| v.live).map(|v| v.pos)) else { return };
        controller::hint(state, At::Emergo(pos), move |choice| {
            let Some(mv) = choice.emergo() else { return };
            hint_squares.set(emergo_model::last_move_squares(Some(&mv)));
            state.say(Notice::Hint(mv.to_string()));
        });
    };
    // A tap or a drag, read against the live position's moves, for the person to move.
    let gesture = move |read: &dyn Fn(&LegalMoves, &Selection) -> Tap| {
        let Some(tap) = view_state.with_untracked(|v| {
            let v = v.as_ref().filter(|v| v.live && controller::person_decides(&state, v.pos.side_to_move()))?;
            Some(selection.with_untracked(|sel| read(&v.legal, sel)))
        }) else {
            return;
        };
        match tap {
            Tap::Select(sel) => selection.set(sel),
            Tap::Play(mv) => state.play(AnyTurn::Emergo(mv)),
        }
    };
    let on_tap = move |square| gesture(&|legal, sel| emergo_model::tap(legal, sel, square));
    let on_drag = move |path: Vec<Square>| gesture(&|legal, sel| emergo_model::drag(legal, sel, &path));
    let on_cancel = move || selection.set(Selection::default());
    let model = Memo::new(move |_| {
        let mut model = view_state.with(|v| {
            let v = v.as_ref()?;
            Some(emergo_model::board(
                &v.pos,
                &v.legal,
                &selection.get(),
                v.last.as_ref().map(|(_, mv)| mv),
                v.live,
                state.prefs.flipped.get(),
            ))
        })?;
        hint_squares.with(|h| model.cells.iter_mut().for_each(|c| c.hint = h.contains(&c.square)));
        Some(model)
    });
    let ply = move || view_state.with(|v| v.as_ref().map_or(0, |v| v.ply));
    let position = move || view_state.with(|v| v.as_ref().map(|v| v.pos.to_string()).unwrap_or_default());
    let status = move || {
        controller::status(&state, &|t| {
            view_state.with(|v| v.as_ref().map(|v| selection.with(|sel| prompt(t, &v.pos, &v.legal, sel))))
        })
    };
    let decider = Signal::derive(move || view_state.with(|v| v.as_ref().map(|v| v.pos.side_to_move())));
    let hand = move |side: Color| {
        move || {
            view_state
                .with(|v| v.as_ref().map(|v| (state.prefs.texts().in_hand)(v.pos.in_hand(side))).unwrap_or_default())
        }
    };
    // The shown position's last move in words (the one drawn on the board).
    let said = move || {
        view_state
            .with(|v| {
                let (before, mv) = v.as_ref()?.last.as_ref()?;
                Some(emergo_model::turn_line(state.prefs.texts(), before, mv))
            })
            .unwrap_or_default()
    };
    let focus = BoardFocus::new("data-cell");
    let shown_at_all = Memo::new(move |_| model.with(Option::is_some));
    let parts = controller::Parts {
        status: Box::new(status),
        decider,
        counts: (["hand-white", "hand-black"], [Box::new(hand(Color::White)), Box::new(hand(Color::Black))]),
        hint: Box::new(hint),
        controls: None,
        last: Some(Box::new(said)),
    };
    // Built again only for the other orientation; every change within one is the squares'.
    let board = move || {
        state.prefs.flipped.track();
        shown_at_all.track();
        model.get_untracked().map(|layout| {
            untrack(|| {
                emergo_svg(
                    layout,
                    model,
                    ply,
                    position,
                    focus,
                    Actions { tap: on_tap, drag: on_drag, cancel: on_cancel },
                )
            })
        })
    };
    controller::table(state, parts, board)
}

/// The checkerboard. `layout` (the model when it was built) places the squares; each
/// square then draws its own part of `model` as it changes.
fn emergo_svg(
    layout: BoardModel,
    model: Memo<Option<BoardModel>>,
    ply: impl Fn() -> usize + Copy + Send + Sync + 'static,
    position: impl Fn() -> String + Copy + Send + Sync + 'static,
    focus: BoardFocus,
    actions: Actions<
        impl Fn(Square) + Copy + Send + Sync + 'static,
        impl Fn(Vec<Square>) + Copy + Send + Sync + 'static,
        impl Fn() + Copy + Send + Sync + 'static,
    >,
) -> impl IntoView {
    let Actions { tap: on_tap, drag: on_drag, cancel: on_cancel } = actions;
    let prefs = expect_context::<Prefs>();
    let gestures = Gestures::new("data-cell");
    let pad = 10.0;
    let view_box = format!("{0} {0} {1} {1}", num(-pad), num(layout.size + 2.0 * pad));
    let light = (0..9u8).flat_map(|row| (0..9u8).map(move |col| (col, row))).filter(|(c, r)| (c + r) % 2 == 1);
    let places: Vec<(String, (f32, f32))> = layout.cells.iter().map(|c| (c.label.clone(), (c.x, c.y))).collect();
    let centres: Vec<(String, (f32, f32))> =
        places.iter().map(|(l, (x, y))| (l.clone(), (x + CELL / 2.0, y + CELL / 2.0))).collect();
    let act = move |label: &str| {
        if let Ok(square) = label.parse() {
            on_tap(square);
        }
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &places, act, on_cancel);
    // Rows of the grid, top to bottom as drawn: the model lists its cells in that order.
    let cells: Vec<(usize, Cell)> = layout.cells.into_iter().enumerate().collect();
    let rows = crate::board::focus::rows(cells, |(_, c)| c.y.to_bits());
    let first = rows.first().and_then(|r| r.first()).map(|(_, c)| c.square);
    focus.restore();
    view! {
        <svg class="board emergo" viewBox=view_box data-position=position role="grid" aria-label=move || prefs.texts().emergo_board
            on:keydown=on_keydown
            on:pointerdown=move |ev| gestures.pointer_down(&ev)
            on:pointermove=move |ev| gestures.pointer_move(&ev)
            on:pointercancel=move |_| gestures.pointer_cancel()
            on:pointerup=move |ev| match gestures.pointer_up(&ev) {
                Some(Gesture::Tap(label)) => {
                    focus.tapped(&label);
                    act(&label);
                }
                Some(Gesture::Path(path)) => on_drag(path.iter().filter_map(|l| l.parse().ok()).collect()),
                None => {}
            }>
            <g aria-hidden="true">
                <rect class="frame" x=num(-pad / 2.0) y=num(-pad / 2.0) width=num(layout.size + pad) height=num(layout.size + pad) rx="6"/>
                {light.map(|(c, r)| view! {
                    <rect class="light" x=num(f32::from(c) * CELL) y=num(f32::from(r) * CELL) width=num(CELL) height=num(CELL)/>
                }).collect_view()}
            </g>
            {crate::board::focus::grid_rows(rows, move |(i, cell): (usize, Cell)| {
                let square = cell.square;
                // The classes and the name are strings of their own, written to the page only
                // when they change; the column is a view made again only when what it draws does.
                let class = move || model.with(|m| drawn_at(m, i, square).map(cell_class)).unwrap_or_default();
                let name = move || model.with(|m| drawn_at(m, i, square).map(|c| emergo_model::cell_name(prefs.texts(), c))).unwrap_or_default();
                let column = Memo::new(move |_| model.with(|m| drawn_at(m, i, square).and_then(|c| drawn(c, ply()))));
                // Only a click no gesture has taken (a screen reader's) acts here.
                let tap = move |ev: &leptos::ev::MouseEvent| {
                    let own = gestures.own_click(ev);
                    if own {
                        on_tap(square);
                    }
                    own
                };
                let first = first.map(|s| s.label()).unwrap_or_default();
                focus.cell(cell.label.clone(), first, Box::new(class), Box::new(name), Box::new(tap), square_mark(cell, column).into_any())
            })}
            <crate::board::last_turn::LastTurnMarks last=Signal::derive(move || model.with(|m| m.as_ref().map(|m| m.last.clone()).unwrap_or_default())) radius=20.0/>
            <crate::board::annotate::Annotations places=centres.clone() radius=26.0/>
            <crate::board::analysis::LineArrows places=centres radius=26.0/>
        </svg>
    }
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

/// What is drawn on one square: the dark square and its label, its `column`, and the
/// marks of a target or a movable column (the stylesheet shows them by the square's
/// class).
fn square_mark(cell: Cell, column: Memo<Option<Drawn>>) -> impl IntoView {
    let (x, y) = (cell.x, cell.y);
    let (cx, cy) = (num(x + CELL / 2.0), num(y + CELL / 2.0));
    view! {
        <rect class="dark" x=num(x) y=num(y) width=num(CELL) height=num(CELL)/>
        <text class="label" x=num(x + 3.0) y=num(y + 11.0) aria-hidden="true">{cell.label}</text>
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
