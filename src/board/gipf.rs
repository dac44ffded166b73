//! The GIPF board: status, reserves and captures, the SVG hex board, and the controls of
//! a removal, drawn from [`tavola_core::board::gipf_model`] and forwarding taps to it.
//!
//! The SVG is built once per game and orientation; after that each point follows its own
//! part of the model (its classes, its name and its piece, a view of its own), so a tap
//! touches only the points whose drawing it changes.

use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;
use tavola_core::controller::Notice;
use tavola_engine::gipf::{Phase, Piece, Point, Position, Turn, TurnError};
use tavola_engine::protocol::At;
use tavola_engine::record::Refusal;
use tavola_engine::Color;

use crate::board::controller;
use crate::board::focus::{BoardFocus, Text};
use crate::board::gesture::{Actions, Gesture, Gestures};
use crate::board::num;
use crate::game::prefs::say;
use crate::game::prefs::Prefs;
use crate::game::state::AppState;
use tavola_core::board::gipf_model::{self, BoardModel, Mark, PointView, Step, Ui};
use tavola_core::session::{AnyRecord, AnyTurn};

/// The shown position, the start, the last turn with the position before it, how many
/// turns lead here, and whether turns may be played.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    pos: Position,
    start: Position,
    last: Option<(Position, Turn)>,
    ply: usize,
    live: bool,
}

fn shown(state: &AppState) -> Option<Shown> {
    state.game.with(|g| {
        let session = &g.as_ref()?.session;
        let AnyRecord::Gipf(r) = &session.record else { return None };
        let ply = session.ply();
        let last = ply.checked_sub(1).and_then(|i| Some((*r.positions().get(i)?, r.turns().get(i)?.clone())));
        Some(Shown { pos: *r.positions().get(ply)?, start: *r.start(), last, ply, live: state.accepts_turns(session) })
    })
}

/// The computer's decisions as the protocol writes them; `None` if one is not GIPF's.
#[component]
pub fn GipfPlay() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_state = Memo::new(move |_| shown(&state));
    let ui = RwSignal::new(None::<Ui>);
    // The points of the hint on show, until the turn moves on.
    let hint_points = RwSignal::new(Vec::<Point>::new());
    Effect::new(move |_| {
        ui.track();
        hint_points.set(Vec::new());
    });
    // The turn in progress is part of the game (`Session::draft`), so a reload, another
    // tab or a link resumes it at the decision it had reached.
    let kept = Memo::new(move |_| state.game.with(|g| g.as_ref().and_then(|g| g.session.draft().cloned())));
    let made = move |u: &Option<Ui>| u.as_ref().map(Ui::draft).filter(|d| !d.is_empty());
    // A new position (a turn, undo, navigation) starts its turn afresh, or where the kept
    // turn had reached; the same position and turn keep the board's own state (a dot
    // tapped before its push).
    Effect::new(move |before: Option<Option<Position>>| {
        let pos = view_state.with(|v| v.as_ref().filter(|v| v.live).map(|v| v.pos));
        let draft = kept.get();
        if before != Some(pos) || ui.with_untracked(made) != draft {
            ui.set(pos.and_then(|pos| Ui::resume(&pos, draft.as_ref())));
        }
        pos
    });
    Effect::new(move |_| {
        let draft = ui.with(made);
        let live = view_state.with_untracked(|v| v.as_ref().is_some_and(|v| v.live));
        if live && draft != kept.get_untracked() {
            state.update(|s| s.set_draft(draft));
        }
    });
    let apply = move |step: Step| match step {
        Step::Continue(next) => ui.set(Some(next)),
        Step::Done(turn) => state.play(AnyTurn::Gipf(turn)),
    };
    let apply_result = move |result: Result<Step, TurnError>| match result {
        Ok(step) => apply(step),
        Err(refusal) => state.say(Notice::IllegalTurn(Refusal::Gipf(refusal))),
    };
    let restart = move || ui.set(view_state.with_untracked(|v| v.as_ref().and_then(|v| Ui::new(&v.pos))));
    let hint = computer(state, view_state, ui, hint_points, apply_result);
    let on_tap = move |point: Point| {
        let Some(current) = ui.get_untracked() else { return };
        if controller::person_decides(&state, current.turn().decider()) {
            apply(gipf_model::tap(&current, point));
        }
    };
    let on_drag = move |from: Point, to: Point| {
        let Some(current) = ui.get_untracked() else { return };
        if controller::person_decides(&state, current.turn().decider()) {
            apply(gipf_model::drag(&current, from, to));
        }
    };
    let on_cancel = move || {
        ui.update(|u| {
            if let Some(u) = u {
                *u = gipf_model::cancel(u)
            }
        })
    };
    let model = Memo::new(move |_| {
        view_state.with(|v| {
            let v = v.as_ref()?;
            let mut model = ui.with(|u| {
                gipf_model::board(u.as_ref(), &v.pos, v.last.as_ref().map(|(p, t)| (p, t)), state.prefs.flipped.get())
            });
            hint_points.with(|h| model.points.iter_mut().for_each(|p| p.hint = h.contains(&p.point)));
            Some(model)
        })
    });
    let ply = move || view_state.with(|v| v.as_ref().map_or(0, |v| v.ply));
    let position = move || view_state.with(|v| v.as_ref().map(|v| v.pos.to_string()).unwrap_or_default());
    let status = move || controller::status(&state, &|t| ui.with(|u| u.as_ref().map(|u| gipf_model::prompt(t, u))));
    let decider = Signal::derive(move || ui.with(|u| u.as_ref().map(|u| u.turn().decider())));
    let count = move |side: Color| {
        move || {
            view_state.with(|v| {
                let Some(v) = v.as_ref() else { return String::new() };
                let now = ui.with(|u| u.as_ref().map(|u| *u.turn().board())).unwrap_or(v.pos);
                let t = state.prefs.texts();
                (t.gipf_counts)(now.reserve(side), gipf_model::captured(&v.start, &now, side))
            })
        }
    };
    // The shown position's last turn in words (the one drawn on the board).
    let said = move || {
        view_state
            .with(|v| {
                let (before, turn) = v.as_ref()?.last.as_ref()?;
                Some(gipf_model::turn_line(state.prefs.texts(), before, turn))
            })
            .unwrap_or_default()
    };
    let focus = BoardFocus::new("data-point");
    let shown_at_all = Memo::new(move |_| model.with(Option::is_some));
    let parts = controller::Parts {
        status: Box::new(status),
        decider,
        counts: (["reserve-white", "reserve-black"], [Box::new(count(Color::White)), Box::new(count(Color::Black))]),
        hint: Box::new(hint),
        controls: Some(turn_controls(ui, apply_result, restart).into_any()),
        last: Some(Box::new(said)),
    };
    // Built again only for the other orientation; every change within one is the points'.
    let board = move || {
        state.prefs.flipped.track();
        shown_at_all.track();
        model.get_untracked().map(|layout| {
            untrack(|| {
                gipf_svg(layout, model, ply, position, focus, Actions { tap: on_tap, drag: on_drag, cancel: on_cancel })
            })
        })
    };
    controller::table(state, parts, board)
}

/// The computer's part in a GIPF board: Analyse follows the turn in progress, the computer
/// makes its sides' decisions (`apply_result` plays them), and the returned hint asks what
/// it would do, marking `hint_points`.
fn computer(
    state: AppState,
    view_state: Memo<Option<Shown>>,
    ui: RwSignal<Option<Ui>>,
    hint_points: RwSignal<Vec<Point>>,
    apply_result: impl Fn(Result<Step, TurnError>) + Copy + 'static,
) -> impl Fn() + Copy + Send + Sync + 'static {
    // Where the computer looks: the turn in progress, from the position it started at.
    let at = move |u: &Ui| view_state.with_untracked(|v| v.as_ref().map(|v| At::gipf(v.pos, u.turn())));
    crate::board::analysis::follow(state, move || {
        let start = view_state.with(|v| v.as_ref().map(|v| v.pos))?;
        Some(ui.with(|u| u.as_ref().map_or(At::Gipf { start, made: Vec::new() }, |u| At::gipf(start, u.turn()))))
    });
    // The computer makes its side's decisions, each time the next one is its own.
    controller::computer_plays(
        state,
        Box::new(move || {
            ui.with(|u| {
                u.as_ref().filter(|u| u.turn().phase() != Phase::Done).and_then(|u| Some((u.turn().decider(), at(u)?)))
            })
        }),
        std::rc::Rc::new(move |choice| {
            let (Some(from), Some(made)) = (ui.get_untracked(), choice.gipf()) else {
                return state.say(Notice::ComputerUnknown);
            };
            let step = made.into_iter().try_fold(Step::Continue(from), |step, d| match step {
                Step::Continue(u) => gipf_model::decide(&u, d),
                done => Ok(done),
            });
            apply_result(step);
        }),
    );
    move || {
        let Some(at) = ui.get_untracked().and_then(|u| at(&u)) else { return };
        controller::hint(state, at, move |choice| {
            let Some(made) = choice.gipf() else { return state.say(Notice::ComputerUnknown) };
            hint_points.set(gipf_model::hinted(&made));
            state.say(Notice::HintDecisions(made));
        });
    }
}

/// The choices beside the board: piece kind, rows to pick, GIPF pieces to keep, remove,
/// leave rows, start again.
fn turn_controls(
    ui: RwSignal<Option<Ui>>,
    apply_result: impl Fn(Result<Step, TurnError>) + Copy + Send + Sync + 'static,
    restart: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let with_ui = move |f: &dyn Fn(&Ui) -> bool| ui.with(|u| u.as_ref().is_some_and(f));
    let kinds = move || ui.with(|u| u.as_ref().map(Ui::piece_kinds).unwrap_or_default());
    let rows = move || ui.with(|u| u.as_ref().map(|u| (u.rows(), u.row)).unwrap_or_default());
    let keepable = move || ui.with(|u| u.as_ref().map(gipf_model::keepable).unwrap_or_default());
    // Only the player whose turn it is may take it back, and only while a person decides.
    let may_restart = move |u: &Ui| {
        u.turn().turn() != &Turn::default() && u.mover_decides() && state.computer(u.turn().decider()).is_none()
    };
    view! {
        <Show when=move || { kinds().len() > 1 }>
                <div class="choice" role="radiogroup" aria-label=say(|t| t.piece_to_enter)>
                    {[(Piece::Gipf, "piece-gipf"), (Piece::Single, "piece-single")].map(|(piece, id)| view! {
                        <button data-testid=id role="radio" aria-checked=move || with_ui(&|u| u.piece == Some(piece)).to_string()
                            class:selected=move || with_ui(&|u| u.piece == Some(piece))
                            on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::choose_piece(&u, piece)) }>
                            {move || if piece == Piece::Gipf { state.prefs.texts().gipf_piece } else { state.prefs.texts().single_piece }}
                        </button>
                    })}
                </div>
            </Show>
            <Show when=move || { rows().0.len() > 1 }>
                <div class="choice" aria-label=say(|t| t.rows)>
                    {move || rows().0.into_iter().enumerate().map(|(i, row)| {
                        let label = move || ui.with(|u| u.as_ref().map(|u| gipf_model::row_label(state.prefs.texts(), u, &row)).unwrap_or_default());
                        view! {
                            <button data-testid="pick-row" class:selected=move || rows().1 == Some(i) class:other-row=i % 2 == 1
                                on:click=move |_| ui.update(|u| if let Some(u) = u { *u = gipf_model::pick_row(u, i) })>{label}</button>
                        }
                    }).collect_view()}
                </div>
            </Show>
            {move || keepable().into_iter().map(|point| view! {
                <button data-testid="keep-piece" aria-pressed=move || with_ui(&|u| u.kept.contains(point)).to_string()
                    class:selected=move || with_ui(&|u| u.kept.contains(point))
                    on:click=move |_| ui.update(|u| if let Some(u) = u { *u = gipf_model::toggle_kept(u, point) })>
                    {move || (state.prefs.texts().keep_piece)(point.label())}
                </button>
            }).collect_view()}
            <Show when=move || with_ui(&|u| u.row.is_some())>
                <button data-testid="remove-row" class="primary"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::remove_row(&u)) }>{say(|t| t.remove_row)}</button>
            </Show>
            <Show when=move || with_ui(&|u| u.turn().can_stop() && !u.rows().is_empty())>
                <button data-testid="keep-rows"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::stop(&u)) }>{say(|t| t.leave_gipf_rows)}</button>
            </Show>
            <Show when=move || with_ui(&may_restart)>
                <button data-testid="restart-turn"
                    on:click=move |_| restart()>{say(|t| t.restart_turn)}</button>
            </Show>
    }
}

/// The hex board. `layout` (the model when it was built) places the points; each point
/// then draws its own part of `model` as it changes.
fn gipf_svg(
    layout: BoardModel,
    model: Memo<Option<BoardModel>>,
    ply: impl Fn() -> usize + Copy + Send + Sync + 'static,
    position: impl Fn() -> String + Copy + Send + Sync + 'static,
    focus: BoardFocus,
    actions: Actions<
        impl Fn(Point) + Copy + Send + Sync + 'static,
        impl Fn(Point, Point) + Copy + Send + Sync + 'static,
        impl Fn() + Copy + Send + Sync + 'static,
    >,
) -> impl IntoView {
    let Actions { tap: on_tap, drag: on_drag, cancel: on_cancel } = actions;
    let prefs = expect_context::<Prefs>();
    let gestures = Gestures::new("data-point");
    let places: Vec<(String, (f32, f32))> = layout.points.iter().map(|p| (p.label.to_string(), (p.x, p.y))).collect();
    let centres = places.clone();
    let act = move |label: &str| {
        if let Some(point) = Point::from_label(label) {
            on_tap(point);
        }
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &places, act, on_cancel);
    // The grid's rows are the columns a..i.
    let rows =
        crate::board::focus::rows(layout.points.into_iter().enumerate(), |(_, p)| p.label.as_bytes().first().copied());
    focus.restore();
    view! {
        <svg class="board gipf" viewBox="-212 -240 424 480" data-position=position role="grid" aria-label=move || prefs.texts().gipf_board
            on:keydown=on_keydown
            on:pointerdown=move |ev| gestures.pointer_down(&ev)
            on:pointermove=move |ev| gestures.pointer_move(&ev)
            on:pointercancel=move |_| gestures.pointer_cancel()
            on:pointerup=move |ev| match gestures.pointer_up(&ev) {
                Some(Gesture::Tap(label)) => {
                    focus.tapped(&label);
                    act(&label);
                }
                Some(Gesture::Path(path)) => {
                    let ends = path.first().zip(path.last()).and_then(|(a, b)| Point::from_label(a).zip(Point::from_label(b)));
                    if let Some((from, to)) = ends {
                        on_drag(from, to);
                    }
                }
                None => {}
            }>
            <g aria-hidden="true">
                <polygon class="frame" points=FRAME/>
                {layout.lines.into_iter().map(|((x1, y1), (x2, y2))| view! { <line class="line" x1=num(x1) y1=num(y1) x2=num(x2) y2=num(y2)/> }).collect_view()}
            </g>
            {crate::board::focus::grid_rows(rows, move |(i, p): (usize, PointView)| {
                let point = p.point;
                // The classes and the name are strings of their own, written to the page only
                // when they change; the piece is a view made again only when what it draws does.
                let class = move || model.with(|m| drawn_at(m, i, point).map(point_class)).unwrap_or_default();
                let name = move || model.with(|m| drawn_at(m, i, point).map(|q| gipf_model::point_name(prefs.texts(), q))).unwrap_or_default();
                let piece = Memo::new(move |_| model.with(|m| drawn_at(m, i, point).and_then(|q| drawn(q, ply()))));
                // Only a click no gesture has taken (a screen reader's) acts here.
                let tap = move |ev: &leptos::ev::MouseEvent| {
                    let own = gestures.own_click(ev);
                    if own {
                        on_tap(point);
                    }
                    own
                };
                let label = p.label.to_string();
                let removed = move || model.with(|m| drawn_at(m, i, point).and_then(|q| q.gone)).map_or("", |(c, _)| c.lowercase()).to_string();
                focus.cell(label, "e5".into(), Box::new(class), Box::new(name), Box::new(tap), point_mark(p, piece, Box::new(removed)).into_any())
            })}
            <crate::board::last_turn::LastTurnMarks last=Signal::derive(move || model.with(|m| m.as_ref().map(|m| m.last.clone()).unwrap_or_default())) radius=11.0/>
            <crate::board::annotate::Annotations places=centres.clone() radius=22.0/>
            <crate::board::analysis::LineArrows places=centres radius=22.0/>
        </svg>
    }
}

/// Point `point`, the `i`th of the board, as `model` draws it.
fn drawn_at(model: &Option<BoardModel>, i: usize, point: Point) -> Option<&PointView> {
    model.as_ref()?.points.get(i).filter(|q| q.point == point)
}

/// A point's classes, one string (a `class:` toggle beside it would be wiped whenever
/// the string changes).
fn point_class(p: &PointView) -> String {
    let mark = match p.mark {
        Mark::None => "",
        Mark::Target => " target",
        Mark::Picked => " picked",
        Mark::InRow => " in-row",
        Mark::InOtherRow => " in-row other-row",
        Mark::Chosen => " chosen",
        Mark::Kept => " kept",
    };
    let gone = match p.gone {
        Some((Color::White, captured)) => (" gone gone-white", captured),
        Some((Color::Black, captured)) => (" gone gone-black", captured),
        None => ("", false),
    };
    let flags = [(p.dot, " dot"), (p.last, " last"), (p.hint, " hint"), (true, gone.0), (gone.1, " captured")];
    flags.iter().filter(|(on, _)| *on).fold(format!("point{mark}"), |c, (_, f)| c + f)
}

/// What is drawn at one point: its mark, a dot's label, its `piece`, and the mark of a
/// target above the piece (the stylesheet shows it on targets and the picked point:
/// pushing into a line is the core move). Where the last turn took a piece (`removed`, its
/// colour), the stylesheet draws the mark as the piece's faint dashed ghost, crossed out in
/// red when the other side captured it (a ghost alone went back to its owner's reserve).
fn point_mark(p: PointView, piece: Memo<Option<Drawn>>, removed: Text) -> impl IntoView {
    let (x, y) = (num(p.x), num(p.y));
    let [x0, x1, y0, y1] = [p.x - 9.0, p.x + 9.0, p.y - 9.0, p.y + 9.0].map(num);
    let (lx, ly) = label_offset(p.x, p.y);
    let (px, py) = (p.x, p.y);
    view! {
        <circle class="hit" cx=x.clone() cy=y.clone() r="25"/>
        <circle class="mark" cx=x.clone() cy=y.clone() r=if p.dot { "5" } else { "4" } data-removed=removed/>
        <path class="ghost-cross" d=format!("M{x0} {y0}L{x1} {y1}M{x1} {y0}L{x0} {y1}")/>
        {p.dot.then(|| view! { <text class="label" x=num(p.x + lx) y=num(p.y + ly) aria-hidden="true">{p.label}</text> })}
        // Keyed by what it draws: a piece that changes, or slides again on a later turn,
        // is a new element (so its slide plays); one that does not is left alone.
        <g><For each=move || piece.get() key=|d| *d children=move |d| piece_view(px, py, d)/></g>
        <circle class="target-mark" cx=x.clone() cy=y r="9"/>
    }
}

/// What the piece at a point draws: its side and kind and, for one that slid in with the
/// last push, where it slid from (whole units) and the turn it moved on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Drawn {
    color: Color,
    kind: Piece,
    slid: Option<(i32, i32, usize)>,
}

/// The piece at point `p`, if any, on turn `ply`.
fn drawn(p: &PointView, ply: usize) -> Option<Drawn> {
    let (color, kind) = p.piece?;
    let slid = p.slid_from.map(|(dx, dy)| (dx.round() as i32, dy.round() as i32, ply));
    Some(Drawn { color, kind, slid })
}

/// A piece at (x, y). One that slid in slides from where it stood, and carries the turn it
/// moved on (`data-ply`).
fn piece_view(x: f32, y: f32, d: Drawn) -> impl IntoView {
    let (x, y) = (num(x), num(y));
    let side = if d.color == Color::White { "piece white" } else { "piece black" };
    let class = if d.slid.is_some() { format!("{side} slid") } else { side.to_string() };
    let (ply, style) = d.slid.map(|(dx, dy, ply)| (ply.to_string(), format!("--dx:{dx}px;--dy:{dy}px"))).unzip();
    view! {
        <g class=class data-ply=ply>
            <circle cx=x.clone() cy=y.clone() r="19"/>
            {(d.kind == Piece::Gipf).then(|| view! { <circle class="gipf-ring" cx=x cy=y r="11"/> })}
        </g>
    }
    // A plain attribute after the others (a view's `style=` goes before its class).
    .add_any_attr(custom_attribute("style", style))
}

/// A dot's label sits outside the board, away from the centre.
fn label_offset(x: f32, y: f32) -> (f32, f32) {
    let len = (x * x + y * y).sqrt().max(1.0);
    (x / len * 20.0 - 7.0, y / len * 20.0 + 4.0)
}

/// The board's frame: a pointy-topped hexagon (corners beyond e1 and e9) of circumradius
/// 238 around the centre; its corners are (±238·√3/2, ±119) and (0, ±238), written out so
/// that no trigonometry is compiled into the page.
const FRAME: &str = "206.1,119 0,238 -206.1,119 -206.1,-119 0,-238 206.1,-119";
