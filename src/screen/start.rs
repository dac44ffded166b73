//! The start screen: new games, the saved games to resume, rename, delete or export, and
//! importing a record.

use leptos::prelude::*;
use tavola_core::controller::Notice;

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;
use tavola_engine::{Color, GameKind};

use crate::game::prefs::say;
use crate::game::state::AppState;
use crate::screen::lang::LangSwitch;
use crate::services::storage::{self, Entry, SavedGame};
use tavola_core::board::picture::{picture, Picture};
use tavola_core::clock::TimeControl;
use tavola_core::i18n::Texts;
use tavola_core::session::{AnyRecord, NewGame, Session};
use tavola_core::workshop::opening::edit_name;

#[component]
pub fn StartScreen() -> impl IntoView {
    let entries = RwSignal::new(storage::load_all());
    let any_saved = move || entries.with(|e| !e.is_empty());
    view! {
        <section class="start" data-testid="start-screen">
            <header class="start-header">
                <h1>"Tavola"</h1>
                <LangSwitch/>
            </header>
            <p class="tagline">{say(|t| t.tagline())}</p>
            // Saved games come first when there are any: most visits resume one.
            <Show when=any_saved>
                {saved_games(entries)}
            </Show>
            <h2>{say(|t| t.new_game())}</h2>
            {game_cards()}
            <Show when=move || !any_saved()>
                <p class="muted">{say(|t| t.no_saved_games())}</p>
            </Show>
            {import()}
        </section>
    }
}

/// The GIPF variants in the order shown, with their buttons' test ids.
const VARIANTS: [(Variant, &str); 3] = [
    (Variant::Basic, "variant-basic"),
    (Variant::Standard, "variant-standard"),
    (Variant::Tournament, "variant-tournament"),
];

/// The anchor of a game's first lesson on the rules page.
fn first_lesson(game: &str) -> &'static str {
    if game == "emergo" {
        "emergo-enter"
    } else {
        "gipf-board"
    }
}

/// A card per game, each with the three ways into it: a friend on this device, the
/// computer at a level, the rules. GIPF's card also chooses the variant, and the extra
/// pieces of the basic game.
fn game_cards() -> impl IntoView {
    let state = expect_context::<AppState>();
    let variant = RwSignal::new(Variant::Standard);
    let extras = [RwSignal::new(0u8), RwSignal::new(0u8)];
    let gipf = move || match variant.get_untracked() {
        Variant::Basic => {
            NewGame::GipfBasic { white_extra: extras[0].get_untracked(), black_extra: extras[1].get_untracked() }
        }
        Variant::Standard => NewGame::GipfStandard,
        Variant::Tournament => NewGame::GipfTournament,
    };
    let variants = VARIANTS.map(|(v, id)| {
        let on = move || variant.get() == v;
        view! {
            <button data-testid=id role="radio" aria-checked=move || on().to_string() class:selected=on
                on:click=move |_| variant.set(v)>
                {move || state.prefs.texts().variant(v)}
            </button>
        }
    });
    let extra = move |label: fn(&Texts) -> &'static str, id: &'static str, chosen: RwSignal<u8>| {
        view! {
            <label class="extra">
                {say(label)}" "
                <select data-testid=id on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {(0..=3u8).map(|n| view! { <option value=n.to_string()>{format!("+{n}")}</option> }).collect_view()}
                </select>
            </label>
        }
    };
    view! {
        <div class="game-cards">
            <article class="game-card" data-testid="card-gipf">
                <img src="cards/gipf.svg" alt="" width="96" height="96"/>
                <div class="card-body">
                    <h3>"GIPF"</h3>
                    <p class="muted">{say(|t| t.gipf_line())}</p>
                    <div class="choice" role="radiogroup" aria-label=say(|t| t.variant_label())>{variants}</div>
                    <span class="extras" hidden=move || variant.get() != Variant::Basic>
                        {extra(|t| t.white_extra(), "extra-white", extras[0])}
                        {extra(|t| t.black_extra(), "extra-black", extras[1])}
                    </span>
                    {ways("gipf", Signal::derive(move || edit_name(GameKind::Gipf(variant.get()))), Box::new(move |level, clock| state.new_game_against(gipf(), level, clock)))}
                </div>
            </article>
            <article class="game-card" data-testid="card-emergo">
                <img src="cards/emergo.svg" alt="" width="96" height="96"/>
                <div class="card-body">
                    <h3>"Emergo"</h3>
                    <p class="muted">{say(|t| t.emergo_line())}</p>
                    {ways("emergo", Signal::derive(|| edit_name(GameKind::Emergo)), Box::new(move |level, clock| state.new_game_against(NewGame::Emergo, level, clock)))}
                </div>
            </article>
        </div>
    }
}

/// The ways into a game: a friend on this device, the computer at the level chosen beside
/// it, the rules, its puzzles, and the workshop (`edit`: the game it sets up). `start` is boxed, so one copy of this view serves both cards.
/// Starts a card's game: with a friend (`None`) or against the computer at a level
/// playing a side, with a clock or without.
type Start = Box<dyn Fn(Option<(Level, Color)>, Option<TimeControl>) + Send + Sync>;

fn ways(id: &'static str, edit: Signal<&'static str>, start: Start) -> impl IntoView {
    let state = expect_context::<AppState>();
    let level = RwSignal::new(Level::Casual);
    // The person's colour against the computer; `None` draws it at the start.
    let colour = RwSignal::new(Some(Color::White));
    let clock = RwSignal::new(None::<TimeControl>);
    let clocks = TimeControl::PRESETS.map(|c| view! { <option value=c.name()>{c.name()}</option> });
    let start = StoredValue::new(start);
    let against_computer = move || {
        let person =
            colour.get_untracked().unwrap_or(if js_sys::Math::random() < 0.5 { Color::White } else { Color::Black });
        start.with_value(|s| s(Some((level.get_untracked(), person.other())), clock.get_untracked()));
    };
    let colours = [(Some(Color::White), "white"), (Some(Color::Black), "black"), (None, "random")].map(|(c, value)| {
        let name = move || match c {
            Some(side) => state.prefs.texts().side(side).to_string(),
            None => state.prefs.texts().random_colour().to_string(),
        };
        view! { <option value=value selected=c == Some(Color::White)>{name}</option> }
    });
    let levels = Level::ALL.map(|l| {
        view! { <option value=l.name() selected=l == Level::Casual>{move || state.prefs.texts().level(l)}</option> }
    });
    view! {
        <div class="ways">
            <button class="primary" data-testid=format!("friend-{id}") on:click=move |_| start.with_value(|s| s(None, clock.get_untracked()))>
                {say(|t| t.play_friend())}
            </button>
            <span class="versus">
                <button data-testid=format!("computer-{id}") on:click=move |_| against_computer()>
                    {say(|t| t.play_computer())}
                </button>
                <select data-testid=format!("level-{id}") aria-label=say(|t| t.level_label())
                    on:change=move |ev| if let Some(l) = Level::from_name(&event_target_value(&ev)) { level.set(l) }>
                    {levels}
                </select>
                <select data-testid=format!("colour-{id}") aria-label=say(|t| t.your_colour())
                    on:change=move |ev| colour.set(match event_target_value(&ev).as_str() {
                        "black" => Some(Color::Black),
                        "random" => None,
                        _ => Some(Color::White),
                    })>
                    {colours}
                </select>
            </span>
            <select data-testid=format!("clock-{id}") aria-label=say(|t| t.clock_label())
                on:change=move |ev| clock.set(TimeControl::from_name(&event_target_value(&ev)))>
                <option value="" selected>{say(|t| t.no_clock())}</option>
                {clocks}
            </select>
            <a class="learn" data-testid=format!("learn-{id}") href=move || format!("{}#{}", state.prefs.lang.get().lessons_page(), first_lesson(id))>
                {say(|t| t.learn_rules())}
            </a>
            <a class="learn" data-testid=format!("puzzles-{id}")
                href=move || format!("puzzles.html?game={id}&lang={}", state.prefs.lang.get().code())>
                {say(|t| t.puzzles())}
            </a>
            <a class="learn" data-testid=format!("workshop-{id}")
                href=move || format!("workshop.html?edit={}&lang={}", edit.get(), state.prefs.lang.get().code())>
                {say(|t| t.workshop())}
            </a>
        </div>
    }
}

/// The saved games, newest first, each named by its players when the computer plays; one
/// item per stored game's key, which draws the game as stored now whenever the list is
/// read again (a turn in another tab, a rename).
fn saved_games(entries: RwSignal<Vec<Entry>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let refresh = move || entries.set(storage::load_all());
    // Changes made in other tabs (`AppState::on_storage`) show at once.
    Effect::new(move |first: Option<()>| {
        state.stored.track();
        if first.is_some() {
            refresh();
        }
    });
    // The newest few games, so that a new game stays on the first screen of a phone; the
    // rest a tap away. A damaged entry is always listed: it says what cannot be opened.
    const SHOWN: usize = 2;
    let all = RwSignal::new(false);
    let games = move || entries.with(|e| e.iter().filter(|e| matches!(e, Entry::Game { .. })).count());
    let keys = move || {
        let shown = if all.get() { usize::MAX } else { SHOWN };
        entries.with(|e| {
            let mut games = 0;
            e.iter()
                .filter(|e| match e {
                    Entry::Game { .. } => {
                        games += 1;
                        games <= shown
                    }
                    _ => true,
                })
                .map(Entry::key)
                .collect::<Vec<_>>()
        })
    };
    view! {
        <h2>{say(|t| t.saved_games())}</h2>
        <ul class="saved" data-testid="saved-games">
            <For each=keys key=|key| key.clone() children=move |key| saved_entry(entries, key)/>
        </ul>
        <button class="all-saved" data-testid="all-saved-games" hidden=move || all.get() || games() <= SHOWN
            on:click=move |_| all.set(true)>
            {move || state.prefs.texts().all_saved_games(games())}
        </button>
    }
}

/// One entry of the saved games under its stored key: a game with its players and how far
/// it is, or a damaged entry with why and its raw text to download.
fn saved_entry(entries: RwSignal<Vec<Entry>>, key: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let key = StoredValue::new(key);
    let refresh = move || entries.set(storage::load_all());
    // A damaged entry's key, raw text and why, as the list last read it.
    let damaged = move || {
        entries.with(|e| {
            e.iter().find_map(|e| match e {
                Entry::Damaged { key: stored, raw, error } if key.with_value(|k| stored == k) => {
                    Some((stored.clone(), raw.clone(), error.clone()))
                }
                _ => None,
            })
        })
    };
    let is_damaged = Memo::new(move |_| damaged().is_some());
    let delete = move |_| {
        state.ask(
            |t| t.delete_confirm().to_string(),
            None,
            move || {
                key.with_value(|k| storage::delete(k));
                // A game that found no room may fit now.
                state.retry_unsaved();
                refresh();
            },
        );
    };
    let delete = move || view! { <button on:click=delete>{say(|t| t.delete())}</button> };
    move || match is_damaged.get() {
        false => saved_game(entries, key, delete()).into_any(),
        true => damaged()
            .map(|(stored, raw, error)| {
                let error = move || format!(" {} ", state.prefs.texts().damaged(&error.describe(state.prefs.texts())));
                view! {
                    <li class="saved-game damaged" data-testid="damaged-game">
                        <span class="name">{stored.strip_prefix(storage::PREFIX).unwrap_or(&stored).to_string()}</span>
                        <span class="error">{error}</span>
                        <span class="actions">
                            <a class="button" download="damaged-game.txt" href=crate::services::export::data_url(&raw)>
                                {say(|t| t.download_raw())}
                            </a>
                            {delete()}
                        </span>
                    </li>
                }
            })
            .into_any(),
    }
}

/// A saved game's item: its name (or the field renaming it), players, how far it is, and
/// its buttons. Every text is read from the list as last read, so the item follows it.
fn saved_game(entries: RwSignal<Vec<Entry>>, key: StoredValue<String>, delete: impl IntoView) -> impl IntoView {
    let state = expect_context::<AppState>();
    let refresh = move || entries.set(storage::load_all());
    let with_game = move |f: &dyn Fn(&SavedGame, &Session) -> String| {
        entries.with(|e| {
            e.iter().find_map(|e| match e {
                Entry::Game { saved, session } if key.with_value(|k| e.key() == *k) => Some(f(saved, session)),
                _ => None,
            })
        })
    };
    let name = move || with_game(&|saved, _| saved.name.clone());
    let players = move || {
        let t = state.prefs.texts();
        with_game(&|saved, _| {
            let levels = [&saved.white_ai, &saved.black_ai].map(|l| l.as_deref().and_then(Level::from_name));
            let name = |l: Option<Level>| l.map_or(t.person().to_string(), |l| t.computer(t.level(l)));
            match levels.iter().any(Option::is_some) {
                true => t.players_line(&name(levels[0]), &name(levels[1])),
                false => String::new(),
            }
        })
    };
    // How far it is, and when it was last played (in the device's time zone), one text.
    let summary = move || {
        let lang = state.prefs.lang.get();
        let t = lang.texts();
        with_game(&|saved, session| {
            let record = &session.record;
            let game = match record {
                AnyRecord::Gipf(_) => "GIPF",
                AnyRecord::Emergo(_) => "Emergo",
            };
            let summary = match record.result() {
                Some(result) => t.result(&result),
                None => t.summary(record.len(), t.side(record.side_to_move())),
            };
            let at = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(saved.updated as f64));
            let day = (at.get_full_year() as i32, at.get_month() + 1, at.get_date());
            format!(" {game}: {summary} · {} ", lang.date_time(day, at.get_hours(), at.get_minutes()))
        })
    };
    let game_picture = move || {
        entries.with(|e| {
            e.iter().find_map(|e| match e {
                Entry::Game { session, .. } if key.with_value(|k| e.key() == *k) => {
                    Some(small_board(picture(&session.record)))
                }
                _ => None,
            })
        })
    };
    // The name typed while renaming; a new read of the list ends the rename.
    let renaming = RwSignal::new(false);
    let typed = StoredValue::new(String::new());
    Effect::new(move |_| {
        entries.track();
        renaming.set(false);
    });
    // Reads the game as stored now, never as this list last saw it: another tab may have
    // played on since.
    let stored = move || match key.with_value(|k| storage::load(k.strip_prefix(storage::PREFIX).unwrap_or(k))) {
        Some(Entry::Game { saved, session }) => Some((saved, session)),
        _ => None,
    };
    let rename = move || {
        if let Some((saved, _)) = stored() {
            state.store(SavedGame { name: typed.get_value(), named: true, ..saved });
        }
        renaming.set(false);
        refresh();
    };
    let rename_clicked = move |_| match renaming.get_untracked() {
        true => rename(),
        // The field takes the name's place; the button keeps the keyboard focus.
        false => {
            typed.set_value(name().unwrap_or_default());
            renaming.set(true);
        }
    };
    let resume = move |_| match stored() {
        Some((saved, session)) => {
            state.open(tavola_core::controller::reopened(&crate::services::storage::Local, saved, *session))
        }
        None => refresh(),
    };
    let field = move || {
        view! {
            <input class="rename" aria-label=say(|t| t.game_name()) prop:value=typed.get_value()
                on:input=move |ev| typed.set_value(event_target_value(&ev))
                on:keydown=move |ev| if ev.key() == "Enter" { rename() }/>
        }
    };
    view! {
        <li class="saved-game" data-testid="saved-game">
            {game_picture}
            <Show when=move || renaming.get() fallback=move || view! { <span class="name">{name}</span> }>
                {field()}
            </Show>
            <span class="players-line">{players}</span>
            <span class="muted summary">{summary}</span>
            <span class="actions">
                <button data-testid="resume" on:click=resume>{say(|t| t.resume())}</button>
                <button on:click=rename_clicked>
                    {move || if renaming.get() { state.prefs.texts().save_name() } else { state.prefs.texts().rename() }}
                </button>
                {delete}
            </span>
        </li>
    }
}

/// A saved game's position in small, to tell the games apart: the board's outline and
/// its men, nothing to read or tap.
fn small_board(p: Picture) -> impl IntoView {
    let class = if p.gipf { "thumb gipf-thumb" } else { "thumb emergo-thumb" };
    view! {
        <svg class=class viewBox="0 0 72 72" aria-hidden="true" data-testid="saved-picture">
            <path class="w" d=p.white/>
            <path class="b" d=p.black/>
        </svg>
    }
}

/// Importing a record, pasted or from a file. A file's text is shown in the field.
fn import() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = StoredValue::new(String::new());
    let from_file = RwSignal::new(String::new());
    let import = move || match AnyRecord::parse(&text.read_value()) {
        Ok(record) => state.open_record(record),
        Err(e) => state.say(Notice::CannotImport(e)),
    };
    let open_file = move |ev| {
        crate::services::export::read_file(ev, move |content| {
            text.set_value(content.clone());
            from_file.set(content);
            import();
        })
    };
    view! {
        <div class="import">
            <h2>{say(|t| t.import_heading())}</h2>
            <textarea data-testid="import-text" rows="4" placeholder="[Position \"...\"] 1. ..."
                aria-label=say(|t| t.import_label()) prop:value=from_file
                on:input=move |ev| text.set_value(event_target_value(&ev))></textarea>
            <div class="row">
                <button data-testid="import" on:click=move |_| import()>{say(|t| t.import())}</button>
                <label class="button">
                    {say(|t| t.open_file())}
                    <input type="file" accept=".txt,text/plain" class="visually-hidden" on:change=open_file/>
                </label>
            </div>
        </div>
    }
}
