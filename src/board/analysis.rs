//! Analyse: the computer's view of the position on show and a review of the
//! whole game. Everything is searched in the game's worker (`services::worker`); the page only
//! draws the answers: an evaluation bar from White's side, the best line as numbered
//! arrows on the board, and "?"/"??" in the move list where a mover's evaluation fell.

use std::rc::Rc;

use leptos::prelude::*;
use tavola_core::computer::{score_text, Analysed, WON};
use tavola_engine::protocol::{Answer, At, Request};
use tavola_engine::Color;

use crate::board::annotate::{arrow, ring};
use crate::board::num;
use crate::game::prefs::Prefs;
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

/// White's share of the bar, in percent: 57 a piece up, 70 four up, all of it for a win.
fn white_share(score: i32) -> i64 {
    let s = i64::from(score.clamp(-WON, WON));
    match score {
        s if s >= WON => 100,
        s if s <= -WON => 0,
        _ => 50 + 50 * s / (s.abs() + 600),
    }
}

/// How much a turn lost for its mover, in hundredths of a piece, from the scores (White's
/// side) of the positions before and after it.
fn loss(before: i32, after: i32, mover: Color) -> i32 {
    let view = |s: i32| if mover == Color::White { s } else { -s };
    view(before.clamp(-WON, WON)) - view(after.clamp(-WON, WON))
}

/// The mark of a turn that lost 1.5 pieces or more: `?`, or `??` from 4 pieces (a win
/// thrown away or a loss walked into counts as far more).
pub fn mark(before: i32, after: i32, mover: Color) -> Option<&'static str> {
    match loss(before, after, mover) {
        d if d >= 400 => Some("??"),
        d if d >= 150 => Some("?"),
        _ => None,
    }
}

/// The review's mark of turn `i` (from position `i` to `i + 1`) and the title saying why.
pub fn turn_mark(t: &Texts, scores: &[Option<i32>], i: usize, mover: Color) -> Option<(&'static str, String)> {
    let (before, after) = (scores.get(i).copied()??, scores.get(i + 1).copied()??);
    let sign = mark(before, after, mover)?;
    Some((sign, (t.review_drop)(t.side(mover), &score_text(t, before), &score_text(t, after))))
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
        let off = state.computer.off.get().map(|f| (t.computer_off)(f.describe(t)));
        let disabled = off.is_some();
        view! {
            <button data-testid="analyse" aria-pressed=on.to_string() class:selected=on disabled=disabled title=off.clone() on:click=move |_| {
                state.computer.analyse.set(!on);
                if !on {
                    board_into_view();
                }
            }>{t.analyse}</button>
            {(turns() > 0).then(|| view! { <button data-testid="review" disabled=disabled title=off on:click=move |_| review(state)>{t.review_game}</button> })}
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
    view! { <div class="eval" data-testid="eval">{bar}</div> }
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
            let said = format!("{}: {}. {}: {}.", t.evaluation, score_text(t, a.score), t.best_line, line.join(", "));
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

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_core::i18n::EN;
    use tavola_engine::protocol::DECIDED;

    #[test]
    fn scores_read_in_pieces_or_as_a_win() {
        assert_eq!([white_share(0), white_share(DECIDED), white_share(-DECIDED)], [50, 100, 0]);
        assert!(white_share(100) > 50 && white_share(-400) < 40);
    }

    #[test]
    fn a_turn_is_marked_by_what_its_mover_lost() {
        assert_eq!(mark(100, -60, Color::White), Some("?"));
        assert_eq!(mark(100, -300, Color::White), Some("??"));
        assert_eq!(mark(100, -300, Color::Black), None, "Black gained");
        assert_eq!(mark(-100, 60, Color::Black), Some("?"));
        assert_eq!(mark(20, -100, Color::White), None, "1.2 pieces is no mistake");
        assert_eq!(mark(DECIDED - 3, DECIDED - 5, Color::White), None, "still winning");
        assert_eq!(mark(DECIDED - 3, 200, Color::White), Some("??"), "a win thrown away");
        assert_eq!(mark(0, -DECIDED + 4, Color::White), Some("??"), "a loss walked into");
        let scores = [Some(100), Some(-300), None];
        let (sign, title) = turn_mark(&EN, &scores, 0, Color::White).unwrap();
        assert_eq!((sign, title.as_str()), ("??", "A mistake by White: the evaluation went from +1.0 to −3.0"));
        assert_eq!(turn_mark(&EN, &scores, 1, Color::Black), None, "not reviewed yet");
    }
}
