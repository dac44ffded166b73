//! The GIPF board: status, reserves and captures, the SVG hex board, and the controls of
//! a removal, drawn from [`tavola_core::board::gipf_model`] and forwarding taps to it.
//!
//! The SVG is built once per game and orientation; after that each point follows its own
//! part of the model (its classes, its name and its piece, a view of its own), so a tap
//! touches only the points whose drawing it changes.

use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;
use tavola_core::controller::Notice;
use tavola_engine::gipf::{Gipf, Phase, Piece, Point, Position, Turn, TurnError};
use tavola_engine::kind::Refusal;
use tavola_engine::protocol::At;
use tavola_engine::record::Record;
use tavola_engine::Color;

use crate::board::controller;
use crate::board::focus::{BoardFocus, Text};
use crate::board::gesture::Actions;
use crate::board::num;
use crate::board::shell::{self, Drawing, Held, Keyed};
use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::board::gipf_model::{self, BoardModel, Mark, PointView, Step, Ui};
use tavola_core::session::{AnyRecord, AnyTurn, Draft};

type Shown = shell::Shown<Position, Turn, ()>;

fn gipf_record(record: &AnyRecord) -> Option<&Record<Gipf>> {
    match record {
        AnyRecord::Gipf(r) => Some(r),
        AnyRecord::Emergo(_) => None,
    }
}

/// The decisions a turn in progress has made, as the game keeps them; `None` before any.
fn made(ui: &Ui) -> Option<Draft> {
    Some(ui.draft()).filter(|d| !d.is_empty())
}

/// The moment a turn is made in: the live position and the turn the game keeps.
type Moment = (Position, Option<Draft>);

#[component]
pub fn GipfPlay() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_state = Memo::new(move |_| shell::shown(&state, gipf_record, |_| ()));
    // The turn in progress is part of the game (`Session::draft`), so a reload, another
    // tab or a link resumes it at the decision it had reached.
    let kept = Memo::new(move |_| state.game.with(|g| g.as_ref().and_then(|g| g.session.draft().cloned())));
    let moment = move || {
        let pos = view_state.with(|v| v.as_ref().filter(|v| v.live).map(|v| v.pos))?;
        Some((pos, kept.get()))
    };
    // What the board holds beyond the game's own turn (a dot tapped before its push), and
    // the points of the hint on show, for the moment they were made in.
    let own = Keyed::<Moment, Held<Option<Ui>, Point>>::new();
    // The turn being played: the board's own while the game is where it was made, else the
    // game's kept turn resumed at its decision (fresh after a turn, undo or navigation).
    let ui = Memo::new(move |_| {
        let (pos, draft) = moment()?;
        own.with(&(pos, draft.clone()), |h| h.turn.clone()).flatten().or_else(|| Ui::resume(&pos, draft.as_ref()))
    });
    // A step of the turn: kept in the game at once, so nothing decided is lost to a reload.
    let set_ui = move |next: Ui| {
        let Some((pos, kept)) = untrack(moment) else { return };
        let draft = made(&next);
        if draft != kept {
            state.update(|s| s.set_draft(draft.clone()));
        }
        own.update((pos, draft), |h| h.turn = Some(next));
    };
    let apply = move |step: Step| match step {
        Step::Continue(next) => set_ui(next),
        Step::Done(turn) => {
            own.clear();
            state.play(AnyTurn::Gipf(turn))
        }
    };
    let apply_result = move |result: Result<Step, TurnError>| match result {
        Ok(step) => apply(step),
        Err(refusal) => state.say(Notice::IllegalTurn(Refusal::Gipf(refusal))),
    };
    let edit = move |f: &dyn Fn(&Ui) -> Ui| {
        if let Some(u) = ui.get_untracked() {
            set_ui(f(&u));
        }
    };
    // Only the player whose turn it is may take it back, and only while a person decides.
    let may_restart = Signal::derive(move || {
        ui.with(|u| {
            u.as_ref().is_some_and(|u| {
                u.turn().turn() != &Turn::default() && u.mover_decides() && state.computer(u.turn().decider()).is_none()
            })
        })
    });
    let restart = move || {
        if let Some(fresh) = view_state.with_untracked(|v| v.as_ref().and_then(|v| Ui::new(&v.pos))) {
            set_ui(fresh);
        }
    };
    let hint = computer(state, view_state, ui, (moment, own), apply_result);
    // A gesture decides only for a person whose decision is due.
    let gesture = move |read: &dyn Fn(&Ui) -> Step| {
        let Some(current) = ui.get_untracked() else { return };
        if controller::person_decides(&state, current.turn().decider()) {
            apply(read(&current));
        }
    };
    let on_tap = move |label: &str| {
        if let Some(point) = Point::from_label(label) {
            gesture(&|u| gipf_model::tap(u, point));
        }
    };
    let on_drag = move |path: Vec<String>| {
        let ends = path.first().zip(path.last()).and_then(|(a, b)| Point::from_label(a).zip(Point::from_label(b)));
        if let Some((from, to)) = ends {
            gesture(&|u| gipf_model::drag(u, from, to));
        }
    };
    let on_cancel = move || edit(&gipf_model::cancel);
    let model = Memo::new(move |_| {
        view_state.with(|v| {
            let v = v.as_ref()?;
            let mut model = ui.with(|u| {
                gipf_model::board(u.as_ref(), &v.pos, v.last.as_ref().map(|(p, t)| (p, t)), state.prefs.flipped.get())
            });
            let hinted = moment().and_then(|m| own.with(&m, |h| h.hint.clone())).unwrap_or_default();
            model.points.iter_mut().for_each(|p| p.hint = hinted.contains(&p.point));
            Some(model)
        })
    });
    let position = move || view_state.with(|v| v.as_ref().map(|v| v.pos.to_string()).unwrap_or_default());
    let status = move || controller::status(&state, &|t| ui.with(|u| u.as_ref().map(|u| gipf_model::prompt(t, u))));
    let decider = Signal::derive(move || ui.with(|u| u.as_ref().map(|u| u.turn().decider())));
    let count = move |side: Color| {
        move || {
            view_state.with(|v| {
                let Some(v) = v.as_ref() else { return String::new() };
                let now = ui.with(|u| u.as_ref().map(|u| *u.turn().board())).unwrap_or(v.pos);
                let t = state.prefs.texts();
                t.gipf_counts(now.reserve(side), gipf_model::captured(&v.start, &now, side))
            })
        }
    };
    let focus = BoardFocus::new("data-point");
    let parts = controller::Parts {
        status: Box::new(status),
        decider,
        counts: (["reserve-white", "reserve-black"], [Box::new(count(Color::White)), Box::new(count(Color::Black))]),
        hint: Box::new(hint),
        controls: Some(turn_controls(ui, edit, apply_result).into_any()),
        restart: Some(controller::Restart { allowed: may_restart, decider, run: std::sync::Arc::new(restart) }),
        last: Some(Box::new(shell::said(state, view_state, gipf_model::turn_line))),
    };
    let actions = Actions { tap: on_tap, drag: on_drag, cancel: on_cancel };
    let board = shell::board(state, (model, focus), position, actions, move |layout, d| gipf_svg(layout, d, on_tap));
    controller::table(state, parts, board)
}

/// The computer's part in a GIPF board: Analyse follows the turn in progress, the computer
/// makes its sides' decisions (`apply_result` plays them), and the returned hint asks what
/// it would do, marking its points (held in `own`) while the turn is at the `moment` it
/// was asked at.
fn computer(
    state: AppState,
    view_state: Memo<Option<Shown>>,
    ui: Memo<Option<Ui>>,
    (moment, own): (impl Fn() -> Option<Moment> + Copy + Send + Sync + 'static, Keyed<Moment, Held<Option<Ui>, Point>>),
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
        let (Some(asked), Some(at)) = (untrack(moment), ui.get_untracked().and_then(|u| at(&u))) else { return };
        controller::hint(state, at, move |choice| {
            let Some(made) = choice.gipf() else { return state.say(Notice::ComputerUnknown) };
            // Marked only while the turn is where it was asked.
            if untrack(moment).as_ref() == Some(&asked) {
                own.update(asked, |h| h.hint = gipf_model::hinted(&made));
            }
            state.say(Notice::HintDecisions(made));
        });
    }
}

/// The choices beside the board: piece kind, rows to pick, GIPF pieces to keep, remove,
/// leave rows, start again.
fn turn_controls(
    ui: Memo<Option<Ui>>,
    edit: impl Fn(&dyn Fn(&Ui) -> Ui) + Copy + Send + Sync + 'static,
    apply_result: impl Fn(Result<Step, TurnError>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let with_ui = move |f: &dyn Fn(&Ui) -> bool| ui.with(|u| u.as_ref().is_some_and(f));
    let kinds = move || ui.with(|u| u.as_ref().map(Ui::piece_kinds).unwrap_or_default());
    let rows = move || ui.with(|u| u.as_ref().map(|u| (u.rows(), u.row)).unwrap_or_default());
    let keepable = move || ui.with(|u| u.as_ref().map(gipf_model::keepable).unwrap_or_default());
    view! {
        <Show when=move || { kinds().len() > 1 }>
                <div class="choice" role="radiogroup" aria-label=say(|t| t.piece_to_enter())>
                    {[(Piece::Gipf, "piece-gipf"), (Piece::Single, "piece-single")].map(|(piece, id)| view! {
                        <button data-testid=id role="radio" aria-checked=move || with_ui(&|u| u.piece == Some(piece)).to_string()
                            class:selected=move || with_ui(&|u| u.piece == Some(piece))
                            on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::choose_piece(&u, piece)) }>
                            {move || if piece == Piece::Gipf { state.prefs.texts().gipf_piece() } else { state.prefs.texts().single_piece() }}
                        </button>
                    })}
                </div>
            </Show>
            <Show when=move || { rows().0.len() > 1 }>
                <div class="choice" aria-label=say(|t| t.rows())>
                    {move || rows().0.into_iter().enumerate().map(|(i, row)| {
                        let label = move || ui.with(|u| u.as_ref().map(|u| gipf_model::row_label(state.prefs.texts(), u, &row)).unwrap_or_default());
                        view! {
                            <button data-testid="pick-row" class:selected=move || rows().1 == Some(i) class:other-row=i % 2 == 1
                                on:click=move |_| edit(&|u| gipf_model::pick_row(u, i))>{label}</button>
                        }
                    }).collect_view()}
                </div>
            </Show>
            {move || keepable().into_iter().map(|point| view! {
                <button data-testid="keep-piece" aria-pressed=move || with_ui(&|u| u.kept.contains(point)).to_string()
                    class:selected=move || with_ui(&|u| u.kept.contains(point))
                    on:click=move |_| edit(&|u| gipf_model::toggle_kept(u, point))>
                    {move || state.prefs.texts().keep_piece(point.label())}
                </button>
            }).collect_view()}
            <Show when=move || with_ui(&gipf_model::can_remove_row)>
                <button data-testid="remove-row" class="primary"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::remove_row(&u)) }>{say(|t| t.remove_row())}</button>
            </Show>
            <Show when=move || with_ui(&|u| u.turn().can_stop() && !u.rows().is_empty())>
                <button data-testid="keep-rows"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::stop(&u)) }>{say(|t| t.leave_gipf_rows())}</button>
            </Show>
    }
}

/// The hex board. `layout` (the model when it was built) places the points; each point
/// then draws its own part of `model` as it changes.
fn gipf_svg(
    layout: BoardModel,
    d: shell::Drawing<BoardModel>,
    tap: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> (shell::Surface, impl IntoView) {
    let places: Vec<(String, (f32, f32))> = layout.points.iter().map(|p| (p.label.to_string(), (p.x, p.y))).collect();
    let surface = shell::Surface {
        class: "board gipf",
        view_box: "-212 -240 424 480".into(),
        name: |t| t.gipf_board(),
        keys: places.clone(),
        centres: places,
        radius: 22.0,
        last: Signal::derive(move || d.model.with(|m| m.as_ref().map(|m| m.last.clone()).unwrap_or_default())),
        last_radius: 11.0,
    };
    // The grid's rows are the columns a..i.
    let rows =
        crate::board::focus::rows(layout.points.into_iter().enumerate(), |(_, p)| p.label.as_bytes().first().copied());
    let Drawing { model, focus, gestures, .. } = d;
    let places = view! {
        <g aria-hidden="true">
            <polygon class="frame" points=FRAME/>
            {layout.lines.into_iter().map(|((x1, y1), (x2, y2))| view! { <line class="line" x1=num(x1) y1=num(y1) x2=num(x2) y2=num(y2)/> }).collect_view()}
        </g>
        {crate::board::focus::grid_rows(rows, move |(i, p): (usize, PointView)| {
            let point = p.point;
            let (class, name, piece) = shell::place(d, i, point, drawn_at, point_class, gipf_model::point_name, drawn);
            let label = p.label.to_string();
            let click = shell::click(gestures, move || tap(p.label));
            let removed = move || model.with(|m| drawn_at(m, i, point).and_then(|q| q.gone)).map_or("", |g| g.color.lowercase()).to_string();
            focus.cell(label, "e5".into(), class, name, click, point_mark(p, piece, Box::new(removed)).into_any())
        })}
    };
    (surface, places)
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
        Some(g) if g.color == Color::White => (" gone gone-white", g.captured, g.gipf),
        Some(g) => (" gone gone-black", g.captured, g.gipf),
        None => ("", false, false),
    };
    let flags = [
        (p.dot, " dot"),
        (p.last, " last"),
        (p.hint, " hint"),
        (true, gone.0),
        (gone.1, " captured"),
        (gone.2, " gone-gipf"),
    ];
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
        <circle class="ghost-ring" cx=x.clone() cy=y.clone() r="10"/>
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

/// A piece standing still at (x, y), as a game draws it: the author's workshop's board.
pub(crate) fn still_piece(x: f32, y: f32, color: Color, kind: Piece) -> impl IntoView {
    piece_view(x, y, Drawn { color, kind, slid: None })
}

/// A dot's label sits outside the board, away from the centre.
pub(crate) fn label_offset(x: f32, y: f32) -> (f32, f32) {
    let len = (x * x + y * y).sqrt().max(1.0);
    (x / len * 20.0 - 7.0, y / len * 20.0 + 4.0)
}

/// The board's frame: a pointy-topped hexagon (corners beyond e1 and e9) of circumradius
/// 238 around the centre; its corners are (±238·√3/2, ±119) and (0, ±238), written out so
/// that no trigonometry is compiled into the page.
pub(crate) const FRAME: &str = "206.1,119 0,238 -206.1,119 -206.1,-119 0,-238 206.1,-119";
