//! The Emergo board: status, men in hand and the SVG checkerboard, drawn from
//! [`crate::board::emergo_model`] and forwarding taps to it.

use leptos::prelude::*;
use tavola_engine::emergo::{Move, Position};
use tavola_engine::Color;

use crate::board::emergo_model::{self, Mark, Selection, Tap, CELL};
use crate::game::session::AnyRecord;
use tavola_engine::protocol::{Answer, At, Request};
use crate::board::focus::BoardFocus;
use crate::i18n::Texts;
use crate::screen::play::HINT_LEVEL;
use crate::game::state::AppState;
use crate::lean::num;

/// The shown position, the move that led to it, and whether turns may be played on it.
fn shown(state: &AppState) -> Option<(Position, Option<Move>, bool)> {
    state.game.with(|g| {
        let session = &g.as_ref()?.session;
        let AnyRecord::Emergo(r) = &session.record else { return None };
        let ply = session.ply();
        let last = ply.checked_sub(1).and_then(|i| r.turns().get(i)).copied();
        Some((*r.positions().get(ply)?, last, state.accepts_turns(session)))
    })
}

/// What the player to move should do now.
pub fn prompt(t: &Texts, pos: &Position, sel: &Selection) -> String {
    let side = t.side(pos.side_to_move());
    if tavola_engine::emergo::LegalMoves::new(pos).capture_compulsory() {
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
    let status = move || {
        if let Some(text) = crate::screen::play::thinking_status(&state) {
            return text;
        }
        let t = state.texts();
        let pending = state.game.with(|g| g.as_ref().and_then(|g| crate::screen::play::status_unless_live(t, &g.session, state.interactive)));
        match (pending, view_state.get()) {
            (Some(text), _) => text,
            (None, Some((pos, _, _))) => prompt(t, &pos, &selection.get()),
            (None, None) => String::new(),
        }
    };
    // The computer plays its side: asked whenever the live position changes.
    Effect::new(move |_| {
        let shown = view_state.get();
        state.stop_thinking();
        let Some((pos, _, true)) = shown else { return };
        let Some(level) = state.computer(pos.side_to_move()).filter(|_| pos.result().is_none()) else { return };
        let request = Request::Play { level, seed: state.seed(0), at: At::Emergo(pos) };
        state.think(request, move |response| match response {
            Answer::Play(moves) => moves.first().iter().for_each(|mv| state.play(mv)),
            Answer::Error(e) => state.say(move |t| (t.computer_failed)(&e)),
            Answer::Nothing | Answer::Analysis(_) | Answer::Info(_) => {}
        });
    });
    on_cleanup(move || state.stop_thinking());
    crate::computer::analysis::follow(state, move || view_state.with(|v| v.as_ref().map(|(pos, _, _)| At::Emergo(*pos))));
    let hint = move || {
        let Some((pos, _, true)) = view_state.get_untracked() else { return };
        let request = Request::Play { level: HINT_LEVEL, seed: state.seed(0), at: At::Emergo(pos) };
        state.think(request, move |response| {
            if let Answer::Play(moves) = response {
                let Some(mv) = moves.into_iter().next() else { return };
                let squares = mv.parse().ok().map(|m| emergo_model::last_move_squares(Some(&m))).unwrap_or_default();
                hint_squares.set(squares);
                state.say(move |t| (t.hint)(&mv));
            }
        });
    };
    let on_tap = move |square| {
        let Some((pos, _, true)) = view_state.get_untracked() else { return };
        if state.computer(pos.side_to_move()).is_some() {
            return;
        }
        match emergo_model::tap(&pos, &selection.get_untracked(), square) {
            Tap::Select(sel) => selection.set(sel),
            Tap::Play(mv) => state.play(&mv.to_string()),
        }
    };
    let focus = BoardFocus::new("data-cell");
    let on_cancel = move || selection.set(Selection::default());
    let hands = move || view_state.get().map(|(pos, _, _)| (pos.in_hand(Color::White), pos.in_hand(Color::Black)));
    let side = move || crate::screen::face::side_class(&state, view_state.with(|v| v.as_ref().map(|(pos, _, _)| pos.side_to_move())));
    view! {
        <p class=move || format!("{} status", side()) data-testid="status" aria-live="polite">{status}</p>
        <p class="counts">
            <span data-testid="hand-white">{move || hands().map(|(w, _)| (state.texts().in_hand)(state.texts().white, w))}</span>
            " · "
            <span data-testid="hand-black">{move || hands().map(|(_, b)| (state.texts().in_hand)(state.texts().black, b))}</span>
        </p>
        {move || view_state.get().map(|(pos, last, live)| {
            let mut model = emergo_model::board(&pos, &selection.get(), last.as_ref(), live, state.flipped.get());
            hint_squares.with(|h| model.cells.iter_mut().for_each(|c| c.hint = h.contains(&c.square)));
            view! { <EmergoSvg texts=state.texts() model position=pos.to_string() focus on_tap on_cancel/> }
        })}
        <div class=move || format!("{} turn-controls", side())>
            <crate::screen::play::HintButton hint/>
        </div>
    }
}

#[component]
fn EmergoSvg(
    texts: &'static Texts,
    model: emergo_model::BoardModel,
    position: String,
    focus: BoardFocus,
    on_tap: impl Fn(tavola_engine::emergo::Square) + Copy + Send + Sync + 'static,
    on_cancel: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let pad = 10.0;
    let view_box = format!("{0} {0} {1} {1}", num(-pad), num(model.size + 2.0 * pad));
    let light = (0..9u8).flat_map(|row| (0..9u8).map(move |col| (col, row))).filter(|(c, r)| (c + r) % 2 == 1);
    let places: Vec<(String, (f32, f32))> = model.cells.iter().map(|c| (c.label.clone(), (c.x, c.y))).collect();
    let centres: Vec<(String, (f32, f32))> = places.iter().map(|(l, (x, y))| (l.clone(), (x + CELL / 2.0, y + CELL / 2.0))).collect();
    let act = move |label: &str| {
        if let Ok(square) = label.parse() {
            on_tap(square);
        }
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &places, act, on_cancel);
    // Rows of the grid, top to bottom as drawn.
    let mut cells = model.cells;
    crate::lean::sort_by(&mut cells, |a, b| (a.y, a.x) < (b.y, b.x));
    let rows = crate::board::focus::rows(cells, |c| c.y.to_bits());
    let first = rows.first().and_then(|r| r.first()).map(|c| c.label.clone()).unwrap_or_default();
    focus.restore();
    view! {
        <svg class="board emergo" viewBox=view_box data-position=position role="grid" aria-label=texts.emergo_board
            on:keydown=on_keydown>
            <g aria-hidden="true">
                <rect class="frame" x=num(-pad / 2.0) y=num(-pad / 2.0) width=num(model.size + pad) height=num(model.size + pad) rx="6"/>
                {light.map(|(c, r)| view! {
                    <rect class="light" x=num(f32::from(c) * CELL) y=num(f32::from(r) * CELL) width=num(CELL) height=num(CELL)/>
                }).collect_view()}
            </g>
            {rows.into_iter().map(|row| view! {
                <g role="row">
                    {row.into_iter().map(|cell| {
                        let square = cell.square;
                        // One class string: a `class:` toggle beside it would be wiped
                        // whenever the string changes.
                        let mark = match cell.mark {
                            Mark::None => "",
                            Mark::Movable => " movable",
                            Mark::Picked => " picked",
                            Mark::Target => " target",
                        };
                        let class = format!("cell{mark}{}{}", if cell.last { " last" } else { "" }, if cell.hint { " hint" } else { "" });
                        let (cx, cy) = (cell.x + CELL / 2.0, cell.y + CELL / 2.0);
                        let name = emergo_model::cell_name(texts, &cell);
                        let (label, stop, first) = (cell.label.clone(), cell.label.clone(), first.clone());
                        view! {
                            <g class=class data-cell=label role="gridcell" aria-label=name
                                tabindex=move || focus.tabindex(&stop, &first)
                                on:click=move |_| { focus.tapped(&square.label()); on_tap(square) }>
                                <rect class="dark" x=num(cell.x) y=num(cell.y) width=num(CELL) height=num(CELL)/>
                                <text class="label" x=num(cell.x + 3.0) y=num(cell.y + 11.0) aria-hidden="true">{cell.label}</text>
                                {cell.column.map(|column| {
                                    let (class, style) = motion_style(&cell.motion);
                                    view! { <g class=class style=style><ColumnMark column cx cy/></g> }
                                })}
                                {match (cell.column, &cell.motion) {
                                    // A square emptied by a capture shows its man going under.
                                    (None, emergo_model::Motion::Jumped(leg, taken)) => Some(view! {
                                        <g class="column ghost" style=format!("--leg:{leg}")>
                                            <circle class=if *taken == Color::White { "man white" } else { "man black" } cx=num(cx) cy=num(cy) r="21"/>
                                        </g>
                                    }),
                                    _ => None,
                                }}
                                {(cell.mark == Mark::Target).then(|| view! { <circle class="target-dot" cx=num(cx) cy=num(cy) r="7"/> })}
                                {(cell.mark == Mark::Movable).then(|| view! {
                                    <rect class="movable-ring" x=num(cell.x + 4.0) y=num(cell.y + 4.0) width=num(CELL - 8.0) height=num(CELL - 8.0) rx="4"/>
                                })}
                            </g>
                        }
                    }).collect_view()}
                </g>
            }).collect_view()}
            <crate::board::annotate::Annotations places=centres.clone() radius=26.0/>
            <crate::computer::analysis::LineArrows places=centres radius=26.0 ends=emergo_model::line_ends/>
        </svg>
    }
}

/// The class and custom properties that animate a column's arrival (`style/main.css`):
/// `hop1`..`hop4` travel through one to four legs, a longer capture flies straight.
fn motion_style(motion: &emergo_model::Motion) -> (String, String) {
    use emergo_model::Motion;
    match motion {
        Motion::Still => ("column".into(), String::new()),
        Motion::Entered => ("column entered".into(), String::new()),
        Motion::Jumped(leg, _) => ("column jumped".into(), format!("--leg:{leg}")),
        Motion::Travelled(points) => {
            let points = if points.len() > 4 { &points[..1] } else { &points[..] };
            let vars: String = points.iter().enumerate().map(|(i, (x, y))| format!("--x{i}:{}px;--y{i}:{}px;", num(*x), num(*y))).collect();
            (format!("column hop{}", points.len()), vars)
        }
    }
}

/// A column: a disc in the owner's colour with its cap count, and a smaller disc for its
/// prisoners with their count.
#[component]
fn ColumnMark(column: tavola_engine::emergo::Column, cx: f32, cy: f32) -> impl IntoView {
    let fill = |c: Color| if c == Color::White { "man white" } else { "man black" };
    let owner = column.owner();
    let caps = column.caps();
    let prisoners = column.prisoners();
    view! {
        <circle class=fill(owner) cx=num(cx) cy=num(cy) r="21"/>
        {(caps > 1).then(|| view! { <text class=format!("count {}", fill(owner)) x=num(cx) y=num(cy + 6.0)>{caps}</text> })}
        {(prisoners > 0).then(|| view! {
            <circle class=format!("prisoner {}", fill(owner.other())) cx=num(cx + 15.0) cy=num(cy + 15.0) r="11"/>
            <text class=format!("count small {}", fill(owner.other())) x=num(cx + 15.0) y=num(cy + 19.0)>{prisoners}</text>
        })}
    }
}
