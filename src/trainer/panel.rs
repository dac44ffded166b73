//! The trainer's views: the puzzle on its board with the words around it, the filters, the
//! player's rating and history, Streak mode and the replay, and the dashboard.

use leptos::prelude::*;

use tavola_core::i18n::Lang;
use tavola_core::puzzles::dashboard::{self, Tally};
use tavola_core::puzzles::progress::Outcome;
use tavola_core::puzzles::{self, Band, Family, Filter};
use tavola_engine::puzzle::{Puzzle, Theme};

use super::{sets, Mode, Said, Trainer, Unkept};
use crate::services::export;

/// The whole page under its `<body>`.
#[component]
pub fn Page() -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let langs = Lang::ALL.map(|l| {
        view! { <option value=l.code() selected=move || trainer.lang.get() == l>{l.name()}</option> }
    });
    let unkept = move || {
        trainer.unkept.get().map(|u| match u {
            Unkept::Refused => t().not_kept,
            Unkept::Full => t().full,
            Unkept::Damaged => t().damaged,
        })
    };
    view! {
        <nav class="top">
            <a data-testid="to-app" href=move || format!("index.html?lang={}", trainer.lang.get().code())>{move || t().play}</a>
            <a data-testid="to-lessons" href=move || trainer.lang.get().lessons_page()>{move || t().lessons}</a>
            <span class="langs">
                <select aria-label="Language" data-testid="lang" on:change=move |ev| {
                    if let Some(lang) = Lang::from_code(&event_target_value(&ev)) {
                        trainer.set_lang(lang);
                    }
                }>{langs}</select>
            </span>
        </nav>
        <h1>{move || t().title}</h1>
        <p>{move || t().intro}</p>
        <p class="notice" role="alert" data-testid="notice" hidden=move || trainer.notice.with(Option::is_none)>
            {move || trainer.notice.get()}
        </p>
        <p class="notice" role="status" data-testid="unkept" hidden=move || unkept().is_none()>{unkept}</p>
        <div class="trainer">
            <section class="puzzle">
                {move || match trainer.current.get() {
                    Some(puzzle) => on_show(puzzle).into_any(),
                    None => view! { <p data-testid="none-left">{move || t().none_left}</p> }.into_any(),
                }}
            </section>
            // The verdict, the hints and Next beside the board where there is room (a phone on
            // its side too), right under it on a phone held upright: never over it. The
            // choice of puzzles after them, so that a phone shows the board first.
            <aside class="standing">
                {move || trainer.current.get().map(beside)}
                <Filters/>
                <Stats/>
                <Modes/>
                <Dashboard/>
                <History/>
            </aside>
        </div>
    }
}

/// The puzzle on show: whose turn, which game, how many turns, and its board.
fn on_show(puzzle: Puzzle) -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let side = puzzles::solver(&puzzle);
    // Whose turn, which game, and how many turns the line asks for: all known before the
    // first is played.
    let (game, turns) = (puzzle.game, puzzles::solver_turns(&puzzle));
    let task = move || {
        let app = trainer.lang.get().texts();
        let game = match game {
            tavola_engine::GameKind::Gipf(variant) => app.variant(variant),
            tavola_engine::GameKind::Emergo => "Emergo",
        };
        let to_play = side.map(|s| (t().to_play)(app.side(s))).unwrap_or_default();
        format!("{to_play} · {game} · {}", (t().turns)(turns))
    };
    // In Streak mode the count stands on the task's line, above the board, where a phone
    // shows it without scrolling; the line is there in every mode, so the board never moves.
    let streak_line = move || {
        let count = trainer.run.with(|r| r.count);
        let best = trainer.progress.with(|p| p.streak_mode_best);
        (trainer.mode.get() == Mode::Streak).then(|| format!(" · {}", (t().streak_count)(count, best)))
    };
    view! {
        <p class="task"><span data-testid="task">{task}</span><span data-testid="streak-count">{streak_line}</span></p>
        <section class="puzzle-board" aria-label=move || t().title>{trainer.board(&puzzle)}</section>
    }
}

/// Beside the puzzle on show: what was said, the hints and the actions, then what the
/// puzzle is and how to share it.
fn beside(puzzle: Puzzle) -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let in_streak = move || trainer.mode.get() == Mode::Streak;
    // Named by its id: the board takes the puzzle from the app's own files, and the page
    // that shows it holds no answer.
    let embed_code = format!(
        "<script src=\"{}embed.js\"></script>\n<tavola-board puzzle=\"{}\"></tavola-board>",
        beside_page(),
        puzzle.id
    );
    let link = share_link(&puzzle.id);
    let about = {
        let puzzle = puzzle.clone();
        move || {
            let app = trainer.lang.get().texts();
            let source = &puzzle.source;
            let about = (t().about)(&puzzle.id, puzzle.rating, app.level(puzzle.level));
            let from = (t().from_game)(app.level(source.white), app.level(source.black));
            // The themes would give the answer away: they are told once the puzzle is
            // decided (the first hint names one).
            if trainer.counted.get().is_none() {
                return format!("{about}. {from}");
            }
            let themes: Vec<&str> = puzzle.themes.iter().map(|th| (t().themes)(*th)).collect();
            format!("{about} · {}. {from}", themes.join(", "))
        }
    };
    let theme = puzzles::telling_theme(&puzzle);
    let due = puzzle.clone();
    let hint = move || {
        let shown = trainer.hints.get();
        let mut words = Vec::new();
        if shown >= 1 {
            words.push((t().hint_theme)(theme.map_or("", |th| (t().themes)(th))));
        }
        if shown >= 2 {
            // The turn due where the board stands: in a line of several, the later turns.
            words.push((t().hint_place)(&puzzles::place_due(&due, &trainer.moved.get())));
        }
        words.join(" ")
    };
    // Said under the board on a phone held upright, the verdict and Next come into view.
    Effect::new(move |_| {
        if trainer.said.with(Option::is_some) {
            request_animation_frame(bring_outcome_into_view);
        }
    });
    let shown = puzzle.clone();
    let copied = RwSignal::new(None::<bool>);
    let copy = move |text: String| export::copy_then(&text, move |ok| copied.set(Some(ok)));
    let (link_copy, code_copy) = (link.clone(), embed_code.clone());
    view! {
        <div class="outcome" data-testid="outcome">
            <p class=move || said_class(trainer.said.get()) data-testid="feedback" role="status"
                data-reply=move || reply_turn(trainer.said.get())
                hidden=move || trainer.said.with(Option::is_none)>{move || said_words(trainer)}</p>
            <p class="hint" data-testid="hint" hidden=move || trainer.hints.get() == 0>{hint}</p>
            <div class="actions">
                // No hints in a streak (as lichess's): the button stays, off, with its reason.
                <button data-testid="hint-button" on:click=move |_| trainer.hints.update(|h| *h = (*h + 1).min(2))
                    title=move || in_streak().then(|| t().streak_no_hints)
                    disabled=move || { in_streak() || trainer.hints.get() >= 2 || trainer.counted.get().is_some() }>{move || t().hint}</button>
                // A streak's one skip: the puzzle on show passed over, neither solved nor missed.
                <button data-testid="skip" hidden=move || !in_streak()
                    title=move || trainer.run.with(|r| r.skipped).then(|| t().skip_spent)
                    disabled=move || !trainer.run.with(|r| r.may_skip(trainer.counted.get().is_some()))
                    on:click=move |_| {
                        let decided = trainer.counted.get_untracked().is_some();
                        let mut skipped = false;
                        trainer.run.update(|r| skipped = r.skip(decided));
                        if skipped {
                            trainer.next();
                        }
                    }>{move || t().skip}</button>
                // In a streak, Next waits for the verdict: passing over a puzzle is the skip's.
                <button data-testid="next" on:click=move |_| trainer.next()
                    disabled=move || in_streak() && trainer.counted.get().is_none()>
                    {move || if trainer.run.with(|r| r.over) && in_streak() { t().new_streak } else { t().next }}
                </button>
            </div>
        </div>
        <p class="about muted" data-testid="about">{about}</p>
        // Once decided, the position opens in the app, to analyse or play out.
        <p hidden=move || trainer.said.with(Option::is_none) && trainer.counted.get().is_none()>
            <a data-testid="analyse" href=move || format!("index.html?{}", puzzles::analysis_query(&shown, trainer.lang.get()))>
                {move || t().analyse}
            </a>
        </p>
        <div class="share">
            <label>{move || t().link_label}
                <input readonly data-testid="share-link" value=link.clone() on:focus=move |ev| select_all(&ev)/>
            </label>
            <button data-testid="copy-link" on:click=move |_| copy(link_copy.clone())>{move || t().copy_link}</button>
            <details>
                <summary>{move || t().copy_embed}</summary>
                <textarea readonly rows="3" data-testid="embed-code" aria-label=move || t().copy_embed on:focus=move |ev| select_all(&ev)>{embed_code.clone()}</textarea>
                <button data-testid="copy-embed" on:click=move |_| copy(code_copy.clone())>{move || t().copy_embed}</button>
            </details>
            <span role="status" data-testid="copied" hidden=move || copied.get().is_none()>
                {move || if copied.get() == Some(true) { t().copied } else { t().copy_failed }}
            </span>
        </div>
    }
}

/// Scrolls the page as far as it takes to show the verdict and its buttons whole, never past
/// the verdict's top: the board keeps its place on the page, and beside the board (where the
/// verdict stays in view) nothing moves.
fn bring_outcome_into_view() {
    let Some(window) = web_sys::window() else { return };
    let outcome = window.document().and_then(|d| d.query_selector("[data-testid=\"outcome\"]").ok().flatten());
    let Some(outcome) = outcome else { return };
    let rect = outcome.get_bounding_client_rect();
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    if rect.bottom() > height {
        window.scroll_by_with_x_and_y(0.0, (rect.bottom() - height + 8.0).min(rect.top()));
    }
}

/// This page's address without its query (`https://host/dir/puzzles.html`).
fn page_address() -> String {
    let location = web_sys::window().map(|w| w.location());
    location
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_else(|| "puzzles.html".to_string())
}

/// The folder this page is in, where embed.js is too.
fn beside_page() -> String {
    let page = page_address();
    page.rfind('/').map_or(String::new(), |i| page[..=i].to_string())
}

/// This page's address naming puzzle `id`.
fn share_link(id: &str) -> String {
    format!("{}?p={id}", page_address())
}

fn select_all(ev: &leptos::ev::FocusEvent) {
    use wasm_bindgen::JsCast;
    let target = ev.target();
    if let Some(input) = target.as_ref().and_then(|t| t.dyn_ref::<web_sys::HtmlInputElement>()) {
        input.select();
    } else if let Some(area) = target.as_ref().and_then(|t| t.dyn_ref::<web_sys::HtmlTextAreaElement>()) {
        area.select();
    }
}

fn said_class(said: Option<Said>) -> &'static str {
    match said {
        Some(Said::Solved(_)) => "feedback right",
        Some(Said::Refuted(..) | Said::Failed(_)) => "feedback wrong",
        _ => "feedback",
    }
}

/// The trainer's reply to a wrong turn in notation, for the page's tests and tools.
fn reply_turn(said: Option<Said>) -> Option<String> {
    match said {
        Some(Said::Refuted(r, _)) => Some(r.turn),
        _ => None,
    }
}

fn said_words(trainer: Trainer) -> String {
    let words = verdict_words(trainer);
    let t = trainer.lang.get().puzzle_texts();
    // What the verdict does in the mode: ends a streak, or keeps a puzzle in the replay.
    let after = match (trainer.mode.get(), trainer.counted.get()) {
        (Mode::Streak, Some(_)) if trainer.run.with(|r| r.over) => (t.streak_over)(trainer.run.with(|r| r.count)),
        (Mode::Replay, Some(Outcome::Solved)) => t.replay_solved.to_string(),
        (Mode::Replay, Some(_)) => t.replay_again.to_string(),
        _ => return words,
    };
    format!("{words} {after}")
}

fn verdict_words(trainer: Trainer) -> String {
    let lang = trainer.lang.get();
    let t = lang.puzzle_texts();
    let failed = |change: Option<i32>| change.map(|c| format!(" {}", (t.failed)(c))).unwrap_or_default();
    match trainer.said.get() {
        None => String::new(),
        // Solved after a hint counts half, which may lose points: said so.
        Some(Said::Solved(Some(change))) if trainer.counted.get() == Some(Outcome::Helped) => (t.solved_helped)(change),
        Some(Said::Solved(Some(change))) => (t.solved)(change),
        Some(Said::Solved(None)) => t.solved_again.to_string(),
        Some(Said::Refuted(r, change)) => format!("{}{} {}", r.words(lang), failed(change), t.try_again_note),
        Some(Said::Failed(change)) => format!("{}{} {}", t.wrong, failed(change), t.try_again_note),
        Some(Said::Shown(change)) => format!("{}{}", t.shown, failed(change)),
    }
}

/// The game and theme choices.
#[component]
fn Filters() -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let family_name = move |f: Family| match f {
        Family::Any => t().all_games,
        Family::Gipf => t().all_gipf,
        Family::GipfVariant(v) => trainer.lang.get().texts().variant(v),
        Family::Emergo => "Emergo",
    };
    let families = Family::offered(sets::all()).into_iter().map(|f| {
        view! { <option value=f.name() selected=move || trainer.filter.get().family == f>{move || family_name(f)}</option> }
    }).collect_view();
    let bands = Band::ALL.map(|b| {
        view! { <option value=b.name() selected=move || trainer.filter.get().band == Some(b)>{move || (t().bands)(b)}</option> }
    });
    let themes = move || {
        let filter = trainer.filter.get();
        Filter::themes(filter.family, sets::all())
            .into_iter()
            .map(|th: Theme| {
                view! { <option value=th.name() selected=move || filter.theme == Some(th)>{move || (t().themes)(th)}</option> }
            })
            .collect_view()
    };
    view! {
        <div class="filters">
            <label>{move || t().games}
                <select data-testid="filter-game" disabled=move || trainer.mode.get() == Mode::Replay on:change=move |ev| {
                    let family = Family::from_name(&event_target_value(&ev)).unwrap_or_default();
                    let theme = trainer.filter.get_untracked().theme
                        .filter(|th| Filter::themes(family, sets::all()).contains(th));
                    trainer.refilter(Filter { family, theme, ..trainer.filter.get_untracked() });
                }>{families}</select>
            </label>
            <label>{move || t().theme}
                <select data-testid="filter-theme" disabled=move || trainer.mode.get() != Mode::Train on:change=move |ev| {
                    let theme = Theme::from_name(&event_target_value(&ev));
                    trainer.refilter(Filter { theme, ..trainer.filter.get_untracked() });
                }>
                    <option value="" selected=move || trainer.filter.get().theme.is_none()>{move || t().all_themes}</option>
                    {themes}
                </select>
            </label>
            // A streak climbs from the easiest to the hardest: no difficulty chosen there.
            <label>{move || t().difficulty}
                <select data-testid="filter-difficulty" disabled=move || trainer.mode.get() != Mode::Train on:change=move |ev| {
                    let band = Band::from_name(&event_target_value(&ev));
                    trainer.refilter(Filter { band, ..trainer.filter.get_untracked() });
                }>
                    <option value="" selected=move || trainer.filter.get().band.is_none()>{move || t().all_difficulties}</option>
                    {bands}
                </select>
            </label>
        </div>
    }
}

/// The rating, the streak and the count solved.
#[component]
fn Stats() -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let rating = move || trainer.progress.with(|p| format!("{:.0} ± {:.0}", p.rating.rating, p.rating.deviation));
    let streak = move || trainer.progress.with(|p| format!("{} ({} {})", p.streak, t().best, p.best_streak));
    let solved = move || {
        trainer.progress.with(|p| {
            let (solved, tried) = p.solved_of_tried();
            (t().solved_count)(solved, tried)
        })
    };
    view! {
        <dl class="stats">
            <dt>{move || t().rating}</dt><dd data-testid="rating">{rating}</dd>
            <dt>{move || t().streak}</dt><dd data-testid="streak">{streak}</dd>
        </dl>
        <p class="muted" data-testid="solved-count">{solved}</p>
    }
}

/// Streak mode and the replay of missed puzzles: how to enter each, and back.
#[component]
fn Modes() -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let missed = move || {
        trainer.progress.with(|p| p.missed.iter().filter(|id| puzzles::find(sets::all(), id).is_some()).count())
    };
    let mode = move || trainer.mode.get();
    // "Every missed puzzle is solved" once something was missed and nothing waits.
    let replay_done_hidden = move || {
        let ever_missed = trainer.progress.with(|p| p.history.iter().any(|a| a.outcome != Outcome::Solved));
        missed() > 0 || !ever_missed
    };
    view! {
        <div class="modes">
            <div class="actions">
                <button data-testid="mode-streak" aria-pressed=move || (mode() == Mode::Streak).to_string()
                    on:click=move |_| trainer.enter(Mode::Streak)>{move || t().streak_mode}</button>
                <button data-testid="mode-replay" aria-pressed=move || (mode() == Mode::Replay).to_string()
                    disabled=move || missed() == 0 on:click=move |_| trainer.enter(Mode::Replay)>{move || (t().replay)(missed())}</button>
                <button data-testid="mode-train" hidden=move || mode() == Mode::Train
                    on:click=move |_| trainer.enter(Mode::Train)>{move || t().back_to_puzzles}</button>
            </div>
            <p class="muted" data-testid="mode-about" hidden=move || mode() == Mode::Train>
                {move || if mode() == Mode::Streak { t().streak_about } else { t().replay_about }}
            </p>
            <p class="muted" data-testid="replay-done" hidden=replay_done_hidden>
                {move || t().replay_done}
            </p>
            <p class="muted" data-testid="streak-best">
                {move || (t().streak_mode_best)(trainer.progress.with(|p| p.streak_mode_best))}
            </p>
        </div>
    }
}

/// The rating's course, and the accuracy per level and per theme, with the weakest themes
/// to train.
#[component]
fn Dashboard() -> impl IntoView {
    const WIDTH: f64 = 280.0;
    const HEIGHT: f64 = 100.0;
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let board = Memo::new(move |_| trainer.progress.with(|p| dashboard::dashboard(p, sets::all())));
    let chart = Memo::new(move |_| trainer.progress.with(|p| dashboard::chart(&p.history, WIDTH, HEIGHT)));
    let tried = move || trainer.progress.with(|p| p.history.len());
    let chart_view = move || {
        match chart.get() {
        Some(c) => view! {
            <svg class="rating-chart" data-testid="rating-chart" role="img" aria-label=move || (t().chart_label)(tried())
                viewBox=format!("-34 -6 {} {}", WIDTH + 40.0, HEIGHT + 12.0) data-attempts=tried>
                <line class="axis" x1="0" y1="0" x2=WIDTH.to_string() y2="0"/>
                <line class="axis" x1="0" y1=HEIGHT.to_string() x2=WIDTH.to_string() y2=HEIGHT.to_string()/>
                <text x="-4" y="4" text-anchor="end">{c.high}</text>
                <text x="-4" y=(HEIGHT + 4.0).to_string() text-anchor="end">{c.low}</text>
                <polyline points=c.points fill="none"/>
            </svg>
        }
        .into_any(),
        None => view! { <p class="muted" data-testid="chart-empty">{move || t().chart_empty}</p> }.into_any(),
    }
    };
    let rows = move |tallies: Vec<(String, Tally)>| {
        tallies
            .into_iter()
            .map(|(name, tally)| {
                let percent = tally.percent();
                view! {
                    <tr>
                        <th scope="row">{name}</th>
                        <td><span class="bar" style=format!("width: {percent}%")></span></td>
                        <td>{move || (t().accuracy)(percent, tally.tried)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let levels = move || {
        let app = trainer.lang.get().texts();
        rows(board.with(|b| b.by_level.iter().map(|(l, tally)| (app.level(*l).to_string(), *tally)).collect()))
    };
    let themes = move || {
        let words = t().themes;
        rows(board.with(|b| b.by_theme.iter().map(|(th, tally)| (words(*th).to_string(), *tally)).collect()))
    };
    let weakest = move || {
        board
            .with(|b| b.weakest.clone())
            .into_iter()
            .map(|th| {
                view! {
                    <li><button data-testid=format!("train-theme-{}", th.name()) on:click=move |_| train_theme(trainer, th)>
                        {move || (t().train_theme)((t().themes)(th))}
                    </button></li>
                }
            })
            .collect_view()
    };
    let none_weak = move || board.with(|b| b.weakest.is_empty());
    view! {
        <section class="dashboard" data-testid="dashboard">
            <h2>{move || t().dashboard}</h2>
            {chart_view}
            <div hidden=move || board.with(|b| b.overall.tried == 0)>
                <h3>{move || t().by_level}</h3>
                <table class="accuracy" data-testid="accuracy-level"><tbody>{levels}</tbody></table>
                <h3>{move || t().by_theme}</h3>
                <table class="accuracy" data-testid="accuracy-theme"><tbody>{themes}</tbody></table>
                <p class="muted">{move || t().accuracy_note}</p>
                <h3>{move || t().weakest}</h3>
                <ul class="weakest" data-testid="weakest" hidden=none_weak>{weakest}</ul>
                <p class="muted" hidden=move || !none_weak()>{move || t().no_weak}</p>
            </div>
        </section>
    }
}

/// Training on `theme`: the filter the Theme menu would set, the game kept if it has the
/// theme, and the page back at its top, where the puzzle is.
fn train_theme(trainer: Trainer, theme: Theme) {
    let family = trainer.filter.get_untracked().family;
    let family = if Filter::themes(family, sets::all()).contains(&theme) { family } else { Family::Any };
    trainer.mode.set(Mode::Train);
    trainer.refilter(Filter { family, theme: Some(theme), ..trainer.filter.get_untracked() });
    if let Some(window) = web_sys::window() {
        window.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// The last attempts, newest first, each a link to its puzzle.
#[component]
fn History() -> impl IntoView {
    let trainer = expect_context::<Trainer>();
    let t = move || trainer.lang.get().puzzle_texts();
    let items = move || {
        trainer.progress.with(|p| {
            p.history
                .iter()
                .rev()
                .take(10)
                .map(|a| {
                    let mark = match a.outcome {
                        Outcome::Solved => "✓",
                        Outcome::Helped => "½",
                        Outcome::Failed => "✗",
                    };
                    let (href, id, change) = (format!("?p={}", a.id), a.id.clone(), format!("{:+}", a.change));
                    view! { <li><span class="mark">{mark}</span>" "<a href=href>{id}</a>" "<span class="muted">{change}</span></li> }
                })
                .collect_view()
        })
    };
    view! {
        <h2>{move || t().recent}</h2>
        <p class="muted" hidden=move || trainer.progress.with(|p| !p.history.is_empty())>{move || t().nothing_yet}</p>
        <ol class="history" data-testid="history">{items}</ol>
    }
}
