//! The game screen: the board of the open game, its status, and the panel every game
//! shares (move list with navigation, undo/redo, resign, draw, flip, export).

use leptos::ev;
use leptos::prelude::*;

use tavola_engine::gipf::Decision as GipfDecision;

use crate::i18n::Texts;
use crate::i18n::switch::LangSwitch;
use crate::game::session::AnyRecord;
use crate::screen::start::confirm;
use crate::game::state::AppState;

#[component]
pub fn PlayScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let is_gipf = Memo::new(move |_| state.game.with(|g| matches!(g.as_ref().map(|g| &g.session.record), Some(AnyRecord::Gipf(_)))));
    // Arrow keys walk the move list; Home and End jump to its ends.
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        let target_is_field = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if target_is_field {
            return;
        }
        let step: Option<fn(usize, usize) -> usize> = match e.key().as_str() {
            "ArrowLeft" => Some(|ply, _| ply.saturating_sub(1)),
            "ArrowRight" => Some(|ply, _| ply + 1),
            "Home" => Some(|_, _| 0),
            "End" => Some(|_, len| len),
            _ => None,
        };
        if let Some(step) = step {
            e.prevent_default();
            state.update(|s| s.go_to(step(s.ply(), s.record.len())));
        }
    });
    on_cleanup(move || keys.remove());
    view! {
        <section class="play" class:facing=move || state.facing.get() data-testid="play-screen">
            <crate::screen::sound::Cues/>
            <Show when=move || !state.embed>
                <header class="play-header">
                    <button data-testid="leave" on:click=move |_| state.leave()>{move || state.texts().games}</button>
                    <h1 class="game-name">{move || state.game.with(|g| g.as_ref().map(|g| g.name.clone()).unwrap_or_default())}</h1>
                    <crate::game::names::Event/>
                    <a class="button" data-testid="rules" target="_blank" href=move || learn_page(state.lang.get())>{move || state.texts().rules}</a>
                    <LangSwitch/>
                </header>
            </Show>
            <div class="play-body">
                <div class="board-area">
                    <crate::computer::analysis::EvalBar/>
                    {move || if is_gipf.get() {
                        view! { <crate::board::gipf::GipfPlay/> }.into_any()
                    } else {
                        view! { <crate::board::emergo::EmergoPlay/> }.into_any()
                    }}
                    <crate::links::embedded::Caption/>
                    <ResultBanner/>
                    <Announcer/>
                </div>
                {if state.embed { view! { <crate::links::embedded::EmbedPanel/> }.into_any() } else { view! { <Panel/> }.into_any() }}
            </div>
        </section>
    }
}

/// The lessons and rules (issue 13) in the app's language: static pages beside the app.
pub fn learn_page(lang: crate::i18n::Lang) -> String {
    match lang {
        crate::i18n::Lang::En => "learn.html".to_string(),
        other => format!("learn.{}.html", other.code()),
    }
}

/// The status line when no turn can be played on the board on show: a view-only board,
/// browsing history, or the game is over. `None` when the board's own prompt applies.
pub fn status_unless_live(t: &Texts, session: &crate::game::session::Session, interactive: bool) -> Option<String> {
    let (ply, len) = (session.ply(), session.record.len());
    if let Some(result) = session.record.result().filter(|_| ply == len) {
        return Some((t.game_over)(&t.result(&result)));
    }
    if !interactive {
        return Some((t.after_turns)(ply, len, t.side(session.record.side_at(ply))));
    }
    (ply < len).then(|| t.viewing_earlier.to_string())
}

/// The last turn in words, for the screen reader's live region: who did what, with every
/// removal or capture.
pub fn announcement(t: &Texts, record: &AnyRecord) -> Option<String> {
    let ply = record.len().checked_sub(1)?;
    let side = record.side_at(ply);
    let text = match record {
        AnyRecord::Gipf(r) => {
            let turn = r.turns().get(ply)?;
            let own: Vec<String> = turn
                .pre_push()
                .iter()
                .map(|x| GipfDecision::Remove(*x))
                .chain(turn.push().map(GipfDecision::Push))
                .chain(turn.mover_removals().iter().map(|x| GipfDecision::Remove(*x)))
                .map(|d| crate::board::gipf_model::describe(t, &d, true))
                .collect();
            let theirs: Vec<String> =
                turn.opponent_removals().iter().map(|x| crate::board::gipf_model::describe(t, &GipfDecision::Remove(*x), true)).collect();
            let mut text = (t.announce_gipf)(t.side(side), &own.join(", "));
            if !theirs.is_empty() {
                text.push(' ');
                text.push_str(&(t.announce_gipf)(t.side(side.other()), &theirs.join(", ")));
            }
            text
        }
        AnyRecord::Emergo(r) => (t.announce_emergo)(t.side(side), &crate::board::emergo_model::describe_move(t, r.turns().get(ply)?)),
    };
    Some(match record.result() {
        Some(result) => format!("{text} {}", (t.game_over)(&t.result(&result))),
        None => text,
    })
}

/// Reads each new turn out to screen readers.
#[component]
fn Announcer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = Memo::new(move |_| state.game.with(|g| g.as_ref().and_then(|g| announcement(state.texts(), &g.session.record))));
    view! { <p class="visually-hidden" aria-live="assertive" data-testid="announce">{move || text.get()}</p> }
}

/// The level that gives hints: strong enough to be worth asking, quick to answer.
pub const HINT_LEVEL: tavola_engine::ai::Level = tavola_engine::ai::Level::Club;

/// "White (computer, club) is thinking…" while the computer decides, `None` otherwise.
pub fn thinking_status(state: &AppState) -> Option<String> {
    if !state.thinking.get() {
        return None;
    }
    let t = state.texts();
    let side = state.game.with(|g| g.as_ref().map(|g| g.session.record.side_at(g.session.record.len())))?;
    // In GIPF the opponent may be the one deciding (his rows after the push).
    let who = [side, side.other()].into_iter().find(|s| state.computer(*s).is_some());
    Some(match who.and_then(|s| state.computer(s).map(|l| (s, l))) {
        Some((s, level)) => (t.computer_thinking)(t.side(s), t.level(level)),
        None => t.hint_thinking.to_string(),
    })
}

/// Asks the computer what it would do in the player's place.
#[component]
pub fn HintButton(hint: impl Fn() + Copy + Send + Sync + 'static) -> impl IntoView {
    let state = expect_context::<AppState>();
    let human_to_play = move || {
        state.interactive
            && !state.thinking.get()
            && state.game.with(|g| {
                g.as_ref().is_some_and(|g| g.session.is_live() && g.players.of(g.session.record.side_at(g.session.record.len())).is_none())
            })
    };
    view! {
        <Show when=human_to_play>
            <button class="hint" data-testid="hint" on:click=move |_| hint()>{move || state.texts().hint_button}</button>
        </Show>
    }
}

/// Who plays each side: a person or the computer at a level.
#[component]
fn PlayerChoice(side: tavola_engine::Color) -> impl IntoView {
    use tavola_engine::ai::Level;
    let state = expect_context::<AppState>();
    let current = move || state.computer(side).map_or("person", |l| l.name());
    let choose = move |ev| {
        let level = Level::from_name(&event_target_value(&ev));
        state.game.update(|g| {
            if let Some(g) = g {
                g.players.set(side, level);
            }
        });
    };
    let testid = if side == tavola_engine::Color::White { "player-white" } else { "player-black" };
    view! {
        <label class="player">
            {move || format!("{}: ", state.texts().side(side))}
            <select data-testid=testid on:change=choose prop:value=current>
                <option value="person">{move || state.texts().person}</option>
                {Level::ALL.map(|l| view! { <option value=l.name()>{move || (state.texts().computer)(state.texts().level(l))}</option> })}
            </select>
        </label>
    }
}

/// The result with its reason, once the game has ended.
#[component]
fn ResultBanner() -> impl IntoView {
    let state = expect_context::<AppState>();
    let result = move || state.game.with(|g| g.as_ref().and_then(|g| g.session.record.result()));
    view! {
        <Show when=move || result().is_some()>
            <div class="result" role="status" data-testid="result">{move || result().map(|r| state.texts().result(&r))}</div>
        </Show>
    }
}

#[component]
fn Panel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let with_session = move |f: fn(&crate::game::session::Session) -> bool| state.game.with(|g| g.as_ref().is_some_and(|g| f(&g.session)));
    let is_emergo = move || with_session(|s| matches!(s.record, AnyRecord::Emergo(_)));
    let over = move || with_session(|s| s.record.result().is_some());
    let export_text = move || state.game.with(|g| g.as_ref().map(|g| g.session.record.to_string()).unwrap_or_default());
    let show_export = RwSignal::new(false);
    view! {
        <aside class="panel">
            <div class="controls">
                <button data-testid="undo" disabled=move || !crate::game::versus::can_undo(&state)
                    on:click=move |_| crate::game::versus::undo(&state, 0)>{move || state.texts().undo}</button>
                <button data-testid="redo" disabled=move || with_session(|s| s.redo.is_empty())
                    on:click=move |_| crate::game::versus::redo(&state)>{move || state.texts().redo}</button>
                <button data-testid="flip" on:click=move |_| state.flipped.update(|f| *f = !*f)>{move || state.texts().flip}</button>
                <button data-testid="resign" disabled=over on:click=move |_| {
                    if let Some(side) = crate::game::versus::resigning_side(&state) {
                        let t = state.texts();
                        if confirm(&(t.resigns_confirm)(t.side(side))) {
                            state.update(|s| s.resign(side));
                        }
                    }
                }>{move || state.texts().resign}</button>
                <Show when=is_emergo>
                    <button data-testid="draw" disabled=move || over() || state.thinking.get() on:click=move |_| crate::game::versus::offer_draw(&state)>
                        {move || if crate::game::versus::draw_is_offer(&state) { state.texts().offer_draw } else { state.texts().agree_draw }}
                    </button>
                </Show>
                <button data-testid="export" on:click=move |_| show_export.update(|s| *s = !*s)>{move || state.texts().export}</button>
                <crate::links::share::ShareButton/>
                <crate::screen::face::FaceToggle/>
                <crate::screen::sound::SoundToggle/>
                <crate::computer::analysis::AnalyseControls/>
            </div>
            <div class="players">
                <PlayerChoice side=tavola_engine::Color::White/>
                <PlayerChoice side=tavola_engine::Color::Black/>
                <crate::game::names::PlayerName side=tavola_engine::Color::White/>
                <crate::game::names::PlayerName side=tavola_engine::Color::Black/>
            </div>
            <MoveList/>
            <Show when=move || show_export.get()>
                <div class="export">
                    <textarea readonly rows="6" aria-label=move || state.texts().game_record data-testid="export-text" prop:value=export_text></textarea>
                    <div class="row">
                        <button on:click=move |_| crate::game::export::copy(&export_text())>{move || state.texts().copy}</button>
                        <a class="button" download="tavola-game.txt" href=move || crate::game::export::data_url(&export_text())>{move || state.texts().download}</a>
                    </div>
                </div>
            </Show>
        </aside>
    }
}

/// First, back, forward, last: walking through the record.
#[component]
pub fn Nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    let go = move |target: fn(usize, usize) -> usize| move |_| state.update(|s| s.go_to(target(s.ply(), s.record.len())));
    view! {
        <nav class="nav" aria-label=move || state.texts().move_navigation>
            <button data-testid="nav-first" aria-label=move || state.texts().first_move on:click=go(|_, _| 0)>"«"</button>
            <button data-testid="nav-back" aria-label=move || state.texts().back on:click=go(|p, _| p.saturating_sub(1))>"‹"</button>
            <button data-testid="nav-forward" aria-label=move || state.texts().forward on:click=go(|p, _| p + 1)>"›"</button>
            <button data-testid="nav-last" aria-label=move || state.texts().last_move on:click=go(|_, len| len)>"»"</button>
        </nav>
    }
}

/// The turns in notation, numbered, with first/back/forward/last.
#[component]
fn MoveList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let turns = Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.session.record.turn_texts()).unwrap_or_default()));
    let comments = Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.session.record.comments().to_vec()).unwrap_or_default()));
    // The record's {comments}, each after the ply it follows.
    let comments_after = move |ply: usize| {
        comments.with(|c| c.iter().filter(|(p, _)| *p == ply).map(|(_, text)| view! { <li class="comment" data-testid="comment">{text.clone()}</li> }).collect_view())
    };
    let ply = Memo::new(move |_| state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply())));
    let white_first = move || state.game.with(|g| g.as_ref().is_some_and(|g| g.session.record.side_at(0) == tavola_engine::Color::White));
    view! {
        <Nav/>
        <ol class="moves" data-testid="move-list" aria-label=move || state.texts().moves>
            {move || comments_after(0)}
            {move || {
                let offset = usize::from(!white_first());
                let t = state.texts();
                // The review's verdict on each turn, once both positions around it are scored.
                let verdict = |i: usize| {
                    let mover = state.game.with(|g| g.as_ref().map(|g| g.session.record.side_at(i)))?;
                    state.review.with(|r| crate::computer::analysis::turn_mark(t, r, i, mover))
                };
                turns.get().into_iter().enumerate().map(|(i, text)| {
                    let (sign, why) = verdict(i).unzip();
                    let number = (i + offset) / 2 + 1;
                    // Black moving first opens with "1…", as a game record writes it.
                    let label = match (i + offset) % 2 {
                        0 => format!("{number}. {text}"),
                        _ if i == 0 => format!("{number}… {text}"),
                        _ => text,
                    };
                    let label = format!("{label}{}", sign.unwrap_or_default());
                    view! {
                        <li class:current=move || ply.get() == i + 1 title=why data-verdict=sign>
                            <button class="move" on:click=move |_| state.update(|s| s.go_to(i + 1))>{label}</button>
                        </li>
                        {comments_after(i + 1)}
                    }
                }).collect_view()
            }}
        </ol>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, IT, SV};
    use crate::game::session::{NewGame, Session};

    #[test]
    fn turns_are_announced_with_their_removals_and_captures() {
        let mut s = Session::from_record(AnyRecord::parse("[Position \"gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11\"]").unwrap());
        s.play("e1-e2;oe2-e6").unwrap();
        assert_eq!(announcement(&EN, &s.record).unwrap(), "White pushed e1-e2. Black removed e2 e3 e4 e5 e6.");
        assert_eq!(announcement(&SV, &s.record).unwrap(), "Vit sköt in e1-e2. Svart plockade upp e2 e3 e4 e5 e6.");
        assert_eq!(announcement(&IT, &s.record).unwrap(), "Il Bianco ha spinto e1-e2. Il Nero ha preso e2 e3 e4 e5 e6.");
        let mut s = Session::new(NewGame::Emergo);
        assert_eq!(announcement(&EN, &s.record), None);
        s.play("d6").unwrap();
        assert_eq!(announcement(&EN, &s.record).unwrap(), "White enters d6.");
        s.resign(tavola_engine::Color::Black);
        assert_eq!(announcement(&EN, &s.record).unwrap(), "White enters d6. Game over: White wins (resignation).");
        assert_eq!(announcement(&IT, &s.record).unwrap(), "Il Bianco colloca in d6. Partita finita: Vince il Bianco (abbandono).");
    }

    #[test]
    fn the_status_says_why_no_turn_can_be_played() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.play("d8").unwrap();
        assert_eq!(status_unless_live(&EN, &s, false).unwrap(), "After 2 of 2 turns: White to move.");
        assert_eq!(status_unless_live(&SV, &s, false).unwrap(), "Efter 2 av 2 drag: Vit ska dra.");
        s.go_to(1);
        assert_eq!(status_unless_live(&EN, &s, true).unwrap(), EN.viewing_earlier);
        s.go_to(2);
        assert_eq!(status_unless_live(&EN, &s, true), None, "the board's own prompt applies");
        s.agree_draw();
        assert_eq!(status_unless_live(&IT, &s, true).unwrap(), "Partita finita: Patta (patta concordata).");
    }
}
