//! Analyse: the computer's view of the position on show and a review of the
//! whole game. Everything is searched in the game's worker (`services::worker`); the page only
//! draws the answers: an evaluation bar from White's side, the best line as numbered
//! arrows on the board, and "?"/"??" in the move list where a mover's evaluation fell.

use std::rc::Rc;

use leptos::prelude::*;
use tavola_core::computer::{score_text, Analysed};
use tavola_core::review::{self, white_share, Review};
use tavola_engine::protocol::{Answer, At, Request};
use tavola_engine::Color;

use crate::board::annotate::{arrow, ring};
use crate::board::num;
use crate::game::prefs::{say, Prefs};
use crate::game::state::AppState;
use crate::game::thinking::Computer;
use crate::services::worker::{self, Channel};
use tavola_core::i18n::Texts;
use tavola_core::session::AnyRecord;

/// Thinking time for the position on show: long enough for a useful line, short enough to
/// follow a player clicking through the game.
const ANALYSE_MS: u32 = 1000;
/// Thinking time per position of a review: a game of 60 turns takes 12 seconds.
const REVIEW_MS: u32 = 200;
/// How many turns of the best line are drawn.
const LINE_TURNS: usize = 3;

/// Keeps `state.computer.analysis` on the position `at` while the switch is on: each new position
/// (a turn, a decision within a GIPF turn, browsing history) drops the old analysis and
/// asks for a new one.
pub fn follow(state: AppState, at: impl Fn() -> Option<At> + 'static) {
    // The effect's value is the position last asked about: a change that leaves the
    // position as it was (a GIPF dot picked) asks nothing.
    Effect::new(move |asked: Option<Option<At>>| {
        let at = at().filter(|_| state.computer.analyse.get());
        if asked.as_ref() == Some(&at) {
            return at;
        }
        worker::cancel(Channel::Analysis);
        state.computer.analysis.set(None);
        if let Some(at) = at.clone() {
            let analysis = state.computer.analysis;
            let asked = at.clone();
            state.computer.ask(Channel::Analysis, &Request::Analyse { ms: ANALYSE_MS, at }, move |answer| {
                if let Ok(Answer::Analysis(a)) = answer {
                    analysis.set(Some(Analysed::read(&asked, a)));
                }
            });
        }
        at
    });
}

/// The open game's review as the core reads it (its scores and who made each turn),
/// handed to `f`; read reactively.
fn with_review<R>(state: &AppState, f: impl FnOnce(&Review) -> R) -> R {
    let movers: Vec<Color> = state.game.with(|g| {
        g.as_ref().map_or_else(Vec::new, |g| {
            let r = &g.session.record;
            (0..r.len()).map(|i| r.side_at(i)).collect()
        })
    });
    state.computer.review.with(|scores| f(&Review { scores, movers: &movers }))
}

/// The review's mark of turn `i` (from position `i` to `i + 1`) and the title saying why.
pub fn turn_mark(state: &AppState, i: usize) -> Option<(&'static str, String)> {
    let t = state.prefs.texts();
    let (sign, before, after) = with_review(state, |r| r.mark(i))?;
    let mover = state.game.with(|g| g.as_ref().map(|g| g.session.record.side_at(i)))?;
    Some((sign, t.review_drop(t.side(mover), &score_text(t, before), &score_text(t, after))))
}

/// Shows marked turn `i` examined: the position before it, with Analyse on, so the
/// board draws the better turn and the status says what the turn lost.
pub fn examine(state: AppState, i: usize) {
    state.computer.examined.set(Some(i));
    state.update(|s| s.go_to(i));
    state.computer.analyse.set(true);
}

/// The status while a marked turn is examined: the better turn (once the analysis of
/// the position has it) and how far the evaluation fell.
pub fn examined_status(state: &AppState) -> Option<String> {
    let ply = state.game.with(|g| g.as_ref().map(|g| g.session.ply()))?;
    let i = state.computer.examined.get().filter(|&i| i == ply)?;
    let (sign, before, after) = with_review(state, |r| r.mark(i))?;
    let turn = state.game.with(|g| g.as_ref().and_then(|g| g.session.record.turn_texts().get(i).cloned()))?;
    let better = state
        .computer
        .analysis
        .with(|a| a.as_ref().and_then(|a| a.line.first().map(|(_, choice)| choice.to_string())))
        .unwrap_or_else(|| "…".to_string());
    let t = state.prefs.texts();
    Some(t.better_turn(&format!("{turn}{sign}"), &better, &score_text(t, before), &score_text(t, after)))
}

/// Previous and next mistake, in the row of actions once the review has marked a turn.
pub fn mistake_buttons() -> impl IntoView {
    let state = expect_context::<AppState>();
    let marked = move || with_review(&state, |r| !r.mistakes().is_empty());
    let go = move |forward: bool| {
        move |_| {
            let next = untrack(|| {
                let ply = state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()));
                let examined = state.computer.examined.get().filter(|&e| e == ply);
                with_review(&state, |r| review::step(&r.mistakes(), examined, ply, forward))
            });
            if let Some(i) = next {
                examine(state, i);
            }
        }
    };
    view! {
        <Show when=marked>
            <button class="act" data-icon="◂?" data-testid="prev-mistake" title=say(|t| t.prev_mistake()) on:click=go(false)>{say(|t| t.prev_mistake())}</button>
            <button class="act" data-icon="?▸" data-testid="next-mistake" title=say(|t| t.next_mistake()) on:click=go(true)>{say(|t| t.next_mistake())}</button>
        </Show>
    }
}

/// `side`'s accuracy over the reviewed game, for his strip; nothing until the review
/// has scored one of his turns.
pub fn accuracy(side: Color) -> impl IntoView {
    let state = expect_context::<AppState>();
    let figure = move || with_review(&state, |r| r.accuracy(side));
    let id = if side == Color::White { "accuracy-white" } else { "accuracy-black" };
    move || {
        figure().map(
            |percent| view! { <span class="accuracy" data-testid=id>{state.prefs.texts().accuracy(percent)}</span> },
        )
    }
}

/// The evaluation over the whole game once reviewed, White's chances filled as in the
/// bar, each marked turn a red stroke and the position on show a blue one; a tap on it
/// shows the position under the finger.
#[component]
pub fn ReviewGraph() -> impl IntoView {
    let state = expect_context::<AppState>();
    let positions = move || state.computer.review.with(Vec::len);
    let path = move || state.computer.review.with(|s| review::graph_path(s, 100, 40));
    let marks = move || {
        review::strokes_path(with_review(&state, |r| r.mistakes()).into_iter().map(|i| i + 1), positions(), 100, 40)
    };
    let now = move || {
        review::strokes_path([state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()))], positions(), 100, 40)
    };
    let tap = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        else {
            return;
        };
        let rect = el.get_bounding_client_rect();
        let ply = review::ply_at((f64::from(ev.client_x()) - rect.left()) as f32, rect.width() as f32, positions());
        state.computer.examined.set(None);
        state.update(|s| s.go_to(ply));
    };
    move || {
        path().map(|d| {
            view! {
                <svg class="review-graph" data-testid="review-graph" viewBox="0 0 100 40" preserveAspectRatio="none"
                    role="img" aria-label=say(|t| t.review_graph()) on:click=tap>
                    <rect class="black-side" width="100" height="40"/>
                    <path class="white-side" d=d/>
                    <line class="even" x1="0" x2="100" y1="20" y2="20"/>
                    <path class="mistake" d=marks/>
                    <path class="now" d=now/>
                </svg>
            }
        })
    }
}

/// Reviews the open game: a short search of each of its positions, one after the other,
/// the scores filling `state.computer.review` as they come (the move list marks turns from them).
/// Leaving the game, or a new turn, ends it; so does the computer becoming unavailable.
pub fn review(state: AppState) {
    worker::cancel(Channel::Review);
    let positions: Vec<At> = state.game.with_untracked(|g| match g.as_ref().map(|g| &g.session.record) {
        Some(AnyRecord::Gipf(r)) => r.positions().iter().map(|&start| At::Gipf { start, made: Vec::new() }).collect(),
        Some(AnyRecord::Emergo(r)) => r.positions().iter().copied().map(At::Emergo).collect(),
        None => Vec::new(),
    });
    state.computer.review.set(vec![None; positions.len()]);
    state.computer.reviewed.set(0);
    review_from(state, Rc::new(positions), 0);
}

fn review_from(state: AppState, positions: Rc<Vec<At>>, i: usize) {
    let Some(at) = positions.get(i).cloned() else { return };
    state.computer.ask(Channel::Review, &Request::Analyse { ms: REVIEW_MS, at }, move |answer| {
        let score = match answer {
            Ok(Answer::Analysis(a)) => Some(a.score),
            Ok(_) => None,
            Err(_) => return,
        };
        state.computer.review.update(|r| {
            if let Some(s) = r.get_mut(i) {
                *s = score;
            }
        });
        state.computer.reviewed.set(i + 1);
        review_from(state, positions, i + 1);
    });
}

/// The Analyse switch and "Review game". With the switch on, a finished game is reviewed
/// by itself; a new turn makes any review out of date, so it is dropped.
#[component]
pub fn AnalyseControls() -> impl IntoView {
    let state = expect_context::<AppState>();
    let turns = move || state.game.with(|g| g.as_ref().map_or(0, |g| g.session.record.len()));
    Effect::new(move |_| {
        let (positions, over) =
            (turns() + 1, state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.result().is_some())));
        if state.computer.review.with_untracked(|r| !r.is_empty() && r.len() != positions) {
            worker::cancel(Channel::Review);
            state.computer.review.set(Vec::new());
            state.computer.reviewed.set(0);
            state.computer.examined.set(None);
        }
        if over && state.computer.analyse.get() && state.computer.review.with_untracked(Vec::is_empty) {
            review(state);
        }
    });
    // One closure draws both buttons: every reactive piece of a view costs the page code.
    // Without the computer both are off, and their title says why.
    move || {
        let t = state.prefs.texts();
        let on = state.computer.analyse.get();
        let off = state.computer.off.get().map(|f| t.computer_off(f.describe(t)));
        let disabled = off.is_some();
        view! {
            <button data-testid="analyse" aria-pressed=on.to_string() class:selected=on disabled=disabled title=off.clone() on:click=move |_| {
                state.computer.analyse.set(!on);
                if !on {
                    board_into_view();
                }
            }>{t.analyse()}</button>
            {(turns() > 0).then(|| view! { <button data-testid="review" disabled=disabled title=off on:click=move |_| review(state)>{t.review_game()}</button> })}
        }
    }
}

/// The evaluation bar from White's side, its figure, and in words for screen readers the
/// evaluation and the best line; shown while the switch is on.
#[component]
pub fn EvalBar() -> impl IntoView {
    let (computer, prefs) = (expect_context::<Computer>(), expect_context::<Prefs>());
    // Drawn again with each analysis: the same elements, their values updated in place.
    let bar = move || {
        computer.analyse.get().then(|| {
            let (score, figure, share, said) = bar(prefs.texts(), computer.analysis.get().as_ref());
            view! {
                <div class="eval-bar" aria-hidden="true">
                    <div class="eval-white" style:width=format!("{share}%")></div>
                </div>
                <span class="eval-score" aria-hidden="true" data-testid="eval-score" data-score=score>{figure}</span>
                <span class="visually-hidden">{said}</span>
            }
        })
    };
    view! { <div class="eval" data-testid="eval">{bar}<ReviewGraph/></div> }
}

/// Brings the board back on screen when it is scrolled above the top (a phone held
/// upright, where the panel's buttons lie below it): Analyse is about the board.
pub fn board_into_view() {
    let Some(board) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(".board-area").ok().flatten())
    else {
        return;
    };
    if board.get_bounding_client_rect().top() < 0.0 {
        board.scroll_into_view();
    }
}

/// What the bar shows: the score for the page's tests (empty while searching), its figure,
/// White's share of the bar in percent, and the evaluation and best line in words.
fn bar(t: &Texts, analysis: Option<&Analysed>) -> (String, String, i64, String) {
    match analysis {
        Some(a) => {
            let line: Vec<String> = a
                .line
                .iter()
                .enumerate()
                .map(|(i, (side, choice))| format!("{}. {} {choice}", i + 1, t.side(*side)))
                .collect();
            let said =
                format!("{}: {}. {}: {}.", t.evaluation(), score_text(t, a.score), t.best_line(), line.join(", "));
            (a.score.to_string(), score_text(t, a.score), white_share(a.score), said)
        }
        None => (String::new(), "…".to_string(), 50, String::new()),
    }
}

/// One turn of the best line as drawn: its number, the colour of who plays it, its
/// notation, its arrow (or ring) and where its number goes. Keyed by its number and
/// notation, which say all the rest on one board.
struct LineTurn {
    number: usize,
    side: &'static str,
    text: String,
    path: String,
    at: (String, String),
}

/// The first turns of the best line as numbered arrows over the board, in the colour of
/// who plays them, from and to the labels each turn gives (`Choice::ends`: the same label
/// for an Emergo entry, which is ringed); `places` is the centre of each label.
#[component]
pub fn LineArrows(places: Vec<(String, (f32, f32))>, radius: f32) -> impl IntoView {
    let computer = expect_context::<Computer>();
    let turns = move || {
        let at = |label: &str| places.iter().find(|(l, _)| l == label).map(|(_, p)| *p);
        computer.analysis.with(|a| {
            let line = a.as_ref().map_or(&[][..], |a| &a.line[..]);
            let mut ways: Vec<(String, String)> = Vec::new();
            let drawn = line.iter().take(LINE_TURNS).enumerate().filter_map(|(i, (side, choice))| {
                // A push or a move as an arrow (an entry ringed); removals alone, struck through.
                let (path, p) = match (choice.ends(), choice.strike()) {
                    (Some((from, to)), _) if from == to => (ring(at(&from)?, radius * 0.8), at(&from)?),
                    (Some((from, to)), _) => {
                        let (p, q) = (at(&from)?, at(&to)?);
                        // A turn along the way of an earlier one is drawn beside it, its number
                        // halfway along: the line's arrows never hide each other.
                        let again = ways
                            .iter()
                            .filter(|w| (&w.0, &w.1) == (&from, &to) || (&w.0, &w.1) == (&to, &from))
                            .count();
                        ways.push((from, to));
                        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                        let side = 14.0 * again as f32 / (dx * dx + dy * dy).sqrt().max(1.0);
                        let (p, q) = ((p.0 - dy * side, p.1 + dx * side), (q.0 - dy * side, q.1 + dx * side));
                        let label = if again > 0 { (p.0 + dx * 0.45, p.1 + dy * 0.45) } else { p };
                        (arrow(p, q, radius * 0.5), label)
                    }
                    (None, Some((from, to))) => {
                        let (p, q) = (at(&from)?, at(&to)?);
                        (format!("M{} {}L{} {}", num(p.0), num(p.1), num(q.0), num(q.1)), p)
                    }
                    (None, None) => return None,
                };
                Some(LineTurn {
                    number: i + 1,
                    side: side.lowercase(),
                    text: choice.to_string(),
                    path,
                    at: (num(p.0), num(p.1 + 5.0)),
                })
            });
            drawn.collect::<Vec<_>>()
        })
    };
    let turn = |t: LineTurn| {
        view! {
            <g class=format!("line-turn {}", t.side) data-turn=t.number data-move=t.text>
                <path d=t.path/>
                <text x=t.at.0 y=t.at.1>{t.number}</text>
            </g>
        }
    };
    view! {
        <g class="best-line" aria-hidden="true">
            <For each=turns key=|t| format!("{} {}", t.number, t.text) children=turn/>
        </g>
    }
}
