//! The GIPF board: status, reserves and captures, the SVG hex board, and the controls of
//! a removal, drawn from [`crate::board::gipf_model`] and forwarding taps to it.

use leptos::prelude::*;
use tavola_engine::ai::Level;
use tavola_engine::gipf::{Piece, Point, Position, Turn};
use tavola_engine::Color;

use crate::board::gipf_model::{self, Mark, Step, Ui};
use crate::game::session::AnyRecord;
use crate::board::focus::BoardFocus;
use crate::i18n::Texts;
use crate::screen::play::HINT_LEVEL;
use crate::game::state::AppState;
use crate::lean::num;
use tavola_engine::gipf::Decision as GipfDecision;
use tavola_engine::gipf::Phase;
use tavola_engine::protocol::{Answer, At, Request};

/// The shown position, the start, the last turn with the position before it, and
/// whether turns may be played.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    pos: Position,
    start: Position,
    last: Option<(Position, Turn)>,
    live: bool,
}

fn shown(state: &AppState) -> Option<Shown> {
    state.game.with(|g| {
        let session = &g.as_ref()?.session;
        let AnyRecord::Gipf(r) = &session.record else { return None };
        let ply = session.ply();
        let last = ply.checked_sub(1).and_then(|i| Some((*r.positions().get(i)?, r.turns().get(i)?.clone())));
        Some(Shown { pos: *r.positions().get(ply)?, start: *r.start(), last, live: state.accepts_turns(session) })
    })
}

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
    // A new position (a turn, undo, navigation) starts a fresh turn.
    Effect::new(move |_| {
        let fresh = view_state.with(|v| v.as_ref().filter(|v| v.live).and_then(|v| Ui::new(&v.pos)));
        ui.set(fresh);
    });
    let apply = move |step: Step| match step {
        Step::Continue(next) => ui.set(Some(next)),
        Step::Done(turn) => state.play(&turn.to_string()),
    };
    let apply_result = move |result: Result<Step, String>| match result {
        Ok(step) => apply(step),
        Err(detail) => state.say(move |t| (t.illegal_turn)(&detail)),
    };
    let restart = move || ui.set(view_state.with_untracked(|v| v.as_ref().and_then(|v| Ui::new(&v.pos))));
    // The computer makes its side's decisions: asked whenever the turn in progress
    // changes and the next decision is its own.
    let ask = move |current: &Ui, level: Level, answer: Box<dyn FnOnce(Vec<GipfDecision>)>| {
        let Some(start) = view_state.with_untracked(|v| v.as_ref().map(|v| v.pos)) else { return };
        let at = At::Gipf { start, made: current.made.clone() };
        let request = Request::Play { level, seed: state.seed(current.made.len()), at };
        state.think(request, move |response| match response {
            Answer::Play(texts) => match texts.iter().map(|t| t.parse()).collect::<Result<Vec<GipfDecision>, _>>() {
                Ok(decisions) => answer(decisions),
                Err(_) => state.say(|t| t.computer_unknown.to_string()),
            },
            Answer::Error(e) => state.say(move |t| (t.computer_failed)(&e)),
            Answer::Nothing | Answer::Analysis(_) | Answer::Info(_) => {}
        });
    };
    // The position on show for the analysis: the turn in progress when live.
    crate::computer::analysis::follow(state, move || {
        let start = view_state.with(|v| v.as_ref().map(|v| v.pos))?;
        Some(At::Gipf { start, made: ui.with(|u| u.as_ref().map(|u| u.made.clone()).unwrap_or_default()) })
    });
    Effect::new(move |_| {
        let current = ui.get();
        state.stop_thinking();
        let Some(current) = current.filter(|u| u.turn.phase() != Phase::Done) else { return };
        let Some(level) = state.computer(current.turn.decider()) else { return };
        let from = current.clone();
        ask(&current, level, Box::new(move |decisions| {
            let mut step = Ok(Step::Continue(from));
            for d in decisions {
                step = match step {
                    Ok(Step::Continue(u)) => gipf_model::decide(&u, d),
                    done => done,
                };
            }
            apply_result(step);
        }));
    });
    on_cleanup(move || state.stop_thinking());
    let hint = move || {
        if let Some(current) = ui.get_untracked() {
            ask(&current, HINT_LEVEL, Box::new(move |decisions| {
                hint_points.set(gipf_model::hinted(&decisions));
                state.say(move |t| {
                    let said: Vec<String> = decisions.iter().map(|d| gipf_model::describe(t, d, false)).collect();
                    (t.hint)(&said.join(t.then))
                });
            }));
        }
    };
    let on_tap = move |point: Point| {
        let Some(current) = ui.get_untracked() else { return };
        if state.computer(current.turn.decider()).is_none() {
            apply(gipf_model::tap(&current, point));
        }
    };
    let focus = BoardFocus::new("data-point");
    // A finger's tap is taken at pointer up: Chromium does not always follow a touch tap
    // with a click (after a drag, for one). The click that may still come is then skipped;
    // kept here, since the tap redraws the board.
    let touch_tap = StoredValue::new(None::<(Point, f64)>);
    let on_cancel = move || ui.update(|u| if let Some(u) = u { *u = gipf_model::cancel(u) });
    let status = move || {
        if let Some(text) = crate::screen::play::thinking_status(&state) {
            return text;
        }
        let t = state.texts();
        let pending = state.game.with(|g| g.as_ref().and_then(|g| crate::screen::play::status_unless_live(t, &g.session, state.interactive)));
        pending.or_else(|| ui.with(|u| u.as_ref().map(|u| gipf_model::prompt(t, u)))).unwrap_or_default()
    };
    let counts = move |side: Color| {
        view_state.with(|v| {
            v.as_ref().map(|v| {
                let now = ui.with(|u| u.as_ref().map(|u| *u.turn.board())).unwrap_or(v.pos);
                let t = state.texts();
                (t.gipf_counts)(t.side(side), now.reserve(side), gipf_model::captured(&v.start, &now, side))
            })
        })
    };
    let side = move || crate::screen::face::side_class(&state, ui.with(|u| u.as_ref().map(|u| u.turn.decider())));
    view! {
        <p class=move || format!("{} status", side()) data-testid="status" aria-live="polite">{status}</p>
        <p class="counts">
            <span data-testid="reserve-white">{move || counts(Color::White)}</span>
            " · "
            <span data-testid="reserve-black">{move || counts(Color::Black)}</span>
        </p>
        {move || view_state.get().map(|v| {
            let current = ui.get();
            let mut model = gipf_model::board(current.as_ref(), &v.pos, v.last.as_ref().map(|(p, t)| (p, t)), state.flipped.get());
            hint_points.with(|h| model.points.iter_mut().for_each(|p| p.hint = h.contains(&p.point)));
            view! { <GipfSvg texts=state.texts() model position=v.pos.to_string() focus on_tap on_cancel touch_tap/> }
        })}
        <div class=move || format!("{} turn-controls", side())>
            <TurnControls ui apply_result restart/>
            <crate::screen::play::HintButton hint/>
        </div>
    }
}

/// The choices beside the board: piece kind, rows to pick, GIPF pieces to keep, remove,
/// leave rows, start again.
#[component]
fn TurnControls(
    ui: RwSignal<Option<Ui>>,
    apply_result: impl Fn(Result<Step, String>) + Copy + Send + Sync + 'static,
    restart: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let with_ui = move |f: &dyn Fn(&Ui) -> bool| ui.with(|u| u.as_ref().is_some_and(f));
    let kinds = move || ui.with(|u| u.as_ref().map(Ui::piece_kinds).unwrap_or_default());
    let rows = move || ui.with(|u| u.as_ref().map(|u| (u.rows(), u.row)).unwrap_or_default());
    let keepable = move || ui.with(|u| u.as_ref().map(gipf_model::keepable).unwrap_or_default());
    // Only the player whose turn it is may take it back, and only while a person decides.
    let may_restart = move |u: &Ui| u.turn.turn() != &Turn::default() && u.mover_decides() && state.computer(u.turn.decider()).is_none();
    view! {
        <Show when=move || { kinds().len() > 1 }>
                <div class="choice" role="radiogroup" aria-label=move || state.texts().piece_to_enter>
                    {[(Piece::Gipf, "piece-gipf"), (Piece::Single, "piece-single")].map(|(piece, id)| view! {
                        <button data-testid=id role="radio" aria-checked=move || with_ui(&|u| u.piece == Some(piece)).to_string()
                            class:selected=move || with_ui(&|u| u.piece == Some(piece))
                            on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::choose_piece(&u, piece)) }>
                            {move || if piece == Piece::Gipf { state.texts().gipf_piece } else { state.texts().single_piece }}
                        </button>
                    })}
                </div>
            </Show>
            <Show when=move || { rows().0.len() > 1 }>
                <div class="choice" aria-label=move || state.texts().rows>
                    {move || rows().0.into_iter().enumerate().map(|(i, row)| {
                        let label = move || ui.with(|u| u.as_ref().map(|u| gipf_model::row_label(state.texts(), u, &row)).unwrap_or_default());
                        view! {
                            <button data-testid="pick-row" class:selected=move || rows().1 == Some(i)
                                on:click=move |_| ui.update(|u| if let Some(u) = u { *u = gipf_model::pick_row(u, i) })>{label}</button>
                        }
                    }).collect_view()}
                </div>
            </Show>
            {move || keepable().into_iter().map(|point| view! {
                <button data-testid="keep-piece" aria-pressed=move || with_ui(&|u| u.kept.contains(point)).to_string()
                    class:selected=move || with_ui(&|u| u.kept.contains(point))
                    on:click=move |_| ui.update(|u| if let Some(u) = u { *u = gipf_model::toggle_kept(u, point) })>
                    {move || (state.texts().keep_piece)(point.label())}
                </button>
            }).collect_view()}
            <Show when=move || with_ui(&|u| u.row.is_some())>
                <button data-testid="remove-row" class="primary"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::remove_row(&u)) }>{move || state.texts().remove_row}</button>
            </Show>
            <Show when=move || with_ui(&|u| u.turn.can_stop() && !u.rows().is_empty())>
                <button data-testid="keep-rows"
                    on:click=move |_| if let Some(u) = ui.get_untracked() { apply_result(gipf_model::stop(&u)) }>{move || state.texts().leave_gipf_rows}</button>
            </Show>
            <Show when=move || with_ui(&may_restart)>
                <button data-testid="restart-turn"
                    on:click=move |_| restart()>{move || state.texts().restart_turn}</button>
            </Show>
    }
}

#[component]
fn GipfSvg(
    texts: &'static Texts,
    model: gipf_model::BoardModel,
    position: String,
    focus: BoardFocus,
    on_tap: impl Fn(Point) + Copy + Send + Sync + 'static,
    on_cancel: impl Fn() + Copy + Send + Sync + 'static,
    touch_tap: StoredValue<Option<(Point, f64)>>,
) -> impl IntoView {
    let drag_from = RwSignal::new(None::<Point>);
    let places: Vec<(String, (f32, f32))> = model.points.iter().map(|p| (p.label.to_string(), (p.x, p.y))).collect();
    let centres = places.clone();
    let act = move |label: &str| {
        if let Some(point) = Point::from_label(label) {
            on_tap(point);
        }
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &places, act, on_cancel);
    // The grid's rows are the columns a..i.
    let rows = crate::board::focus::rows(model.points, |p| p.label.as_bytes().first().copied());
    focus.restore();
    view! {
        <svg class="board gipf" viewBox="-212 -240 424 480" data-position=position role="grid" aria-label=texts.gipf_board
            on:keydown=on_keydown
            on:pointerup=move |ev| {
                // A drag from a dot that ends on another point is a tap on each. Touch
                // pointers stay captured by the element they went down on, so the point
                // under the finger is looked up by position.
                let from = drag_from.get_untracked();
                drag_from.set(None);
                let to = point_at(ev.client_x(), ev.client_y());
                if let (Some(from), Some(to)) = (from, to) {
                    if from != to {
                        on_tap(from);
                        on_tap(to);
                    } else if ev.pointer_type() == "touch" {
                        touch_tap.set_value(Some((to, ev.time_stamp())));
                        focus.tapped(to.label());
                        on_tap(to);
                    }
                }
            }>
            <g aria-hidden="true">
                <polygon class="frame" points=FRAME/>
                {model.lines.into_iter().map(|((x1, y1), (x2, y2))| view! { <line class="line" x1=num(x1) y1=num(y1) x2=num(x2) y2=num(y2)/> }).collect_view()}
            </g>
            {rows.into_iter().map(|row| view! {
                <g role="row">
                    {row.into_iter().map(|p| {
                        let point = p.point;
                        // One class string (a `class:` toggle beside it would be wiped
                        // whenever the string changes).
                        let mark = match p.mark {
                            Mark::None => "",
                            Mark::Target => " target",
                            Mark::Picked => " picked",
                            Mark::InRow => " in-row",
                            Mark::Chosen => " chosen",
                            Mark::Kept => " kept",
                        };
                        let flags = [(p.dot, " dot"), (p.last, " last"), (p.hint, " hint")];
                        let class = flags.iter().filter(|(on, _)| *on).fold(format!("point{mark}"), |c, (_, f)| c + f);
                        let (lx, ly) = label_offset(p.x, p.y);
                        let (x, y) = (num(p.x), num(p.y));
                        let name = gipf_model::point_name(texts, &p);
                        // Targets and the picked point are marked above any piece: pushing
                        // into a line is the core move.
                        let on_top = matches!(p.mark, Mark::Target | Mark::Picked);
                        view! {
                            <g class=class data-point=p.label role="gridcell" aria-label=name
                                tabindex=move || focus.tabindex(point.label(), "e5")
                                on:click=move |ev| {
                                    let by_touch = touch_tap.get_value().is_some_and(|(p, at)| p == point && ev.time_stamp() - at < 1000.0);
                                    touch_tap.set_value(None);
                                    if !by_touch {
                                        focus.tapped(point.label());
                                        on_tap(point);
                                    }
                                }
                                on:pointerdown=move |_| drag_from.set(Some(point))>
                                <circle class="hit" cx=x.clone() cy=y.clone() r="25"/>
                                <circle class="mark" cx=x.clone() cy=y.clone() r=if p.dot { "5" } else { "4" }/>
                                {p.dot.then(|| view! { <text class="label" x=num(p.x + lx) y=num(p.y + ly) aria-hidden="true">{p.label}</text> })}
                                {p.piece.map(|(color, piece)| {
                                    let side = if color == Color::White { "white" } else { "black" };
                                    let class = format!("piece {side}{}", if p.slid_from.is_some() { " slid" } else { "" });
                                    let style = p.slid_from.map(|(dx, dy)| format!("--dx:{}px;--dy:{}px", num(dx), num(dy))).unwrap_or_default();
                                    view! {
                                        <g class=class style=style>
                                            <circle cx=x.clone() cy=y.clone() r="19"/>
                                            {(piece == Piece::Gipf).then(|| view! { <circle class="gipf-ring" cx=x.clone() cy=y.clone() r="11"/> })}
                                        </g>
                                    }
                                })}
                                {on_top.then(|| view! { <circle class="target-mark" cx=x.clone() cy=y.clone() r="9"/> })}
                            </g>
                        }
                    }).collect_view()}
                </g>
            }).collect_view()}
            <crate::board::annotate::Annotations places=centres.clone() radius=22.0/>
            <crate::computer::analysis::LineArrows places=centres radius=22.0 ends=gipf_model::line_ends/>
        </svg>
    }
}

/// The board point under the viewport coordinates (x, y), if any.
fn point_at(x: i32, y: i32) -> Option<Point> {
    let element = web_sys::window()?.document()?.element_from_point(x as f32, y as f32)?;
    let label = element.closest("[data-point]").ok()??.get_attribute("data-point")?;
    Point::from_label(&label)
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
