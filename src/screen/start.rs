//! The start screen: new games, the saved games to resume, rename, delete or export, and
//! importing a record.

use leptos::prelude::*;

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;

use crate::i18n::switch::LangSwitch;
use crate::game::session::{AnyRecord, NewGame};
use crate::i18n::Texts;
use crate::game::state::{AppState, OpenGame};
use crate::game::storage::{self, Entry};


#[component]
pub fn StartScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let entries = RwSignal::new(storage::load_all());
    let any_saved = move || entries.with(|e| !e.is_empty());
    view! {
        <section class="start" data-testid="start-screen">
            <header class="start-header">
                <h1>"Tavola"</h1>
                <LangSwitch/>
            </header>
            <p class="tagline">{move || state.texts().tagline}</p>
            // Saved games come first when there are any: most visits resume one.
            <Show when=any_saved>
                <SavedGames entries/>
            </Show>
            <h2>{move || state.texts().new_game}</h2>
            <div class="game-cards">
                <GipfCard/>
                <EmergoCard/>
            </div>
            <Show when=move || !any_saved()>
                <p class="muted">{move || state.texts().no_saved_games}</p>
            </Show>
            <Import/>
        </section>
    }
}

/// The rules page in the current language (issue 13's lessons live there).
fn learn_href(state: &AppState, game: &str) -> String {
    let page = match state.lang.get() {
        crate::i18n::Lang::En => "learn.html",
        crate::i18n::Lang::It => "learn.it.html",
        crate::i18n::Lang::Sv => "learn.sv.html",
    };
    format!("{page}#{game}")
}

/// The three ways into a game: a friend on this device, the computer at a level, the rules.
#[component]
fn Ways(id: &'static str, start: Callback<Option<Level>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let level = RwSignal::new(Level::Casual);
    view! {
        <div class="ways">
            <button class="primary" data-testid=format!("friend-{id}") on:click=move |_| start.run(None)>{move || state.texts().play_friend}</button>
            <span class="versus">
                <button data-testid=format!("computer-{id}") on:click=move |_| start.run(Some(level.get_untracked()))>{move || state.texts().play_computer}</button>
                <select data-testid=format!("level-{id}") aria-label=move || state.texts().level_label
                    on:change=move |ev| if let Some(l) = Level::from_name(&event_target_value(&ev)) { level.set(l) }>
                    {Level::ALL.map(|l| view! { <option value=l.name() selected=l == Level::Casual>{move || state.texts().level(l)}</option> })}
                </select>
            </span>
            <a class="learn" data-testid=format!("learn-{id}") href=move || learn_href(&state, id)>{move || state.texts().learn_rules}</a>
        </div>
    }
}

#[component]
fn GipfCard() -> impl IntoView {
    let state = expect_context::<AppState>();
    let variant = RwSignal::new(Variant::Standard);
    let white_extra = RwSignal::new(0u8);
    let black_extra = RwSignal::new(0u8);
    let extra_select = move |label: fn(&Texts) -> &'static str, testid: &'static str, signal: RwSignal<u8>| {
        view! {
            <label class="extra">
                {move || format!("{} ", label(state.texts()))}
                <select data-testid=testid on:change=move |ev| signal.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {(0..=3u8).map(|n| view! { <option value=n.to_string() selected=move || signal.get() == n>{format!("+{n}")}</option> }).collect_view()}
                </select>
            </label>
        }
    };
    let game = move || match variant.get_untracked() {
        Variant::Basic => NewGame::GipfBasic { white_extra: white_extra.get_untracked(), black_extra: black_extra.get_untracked() },
        Variant::Standard => NewGame::GipfStandard,
        Variant::Tournament => NewGame::GipfTournament,
    };
    let start = Callback::new(move |level: Option<Level>| state.new_game_against(game(), level));
    view! {
        <article class="game-card" data-testid="card-gipf">
            <img src="cards/gipf.svg" alt="" width="96" height="96"/>
            <div class="card-body">
                <h3>"GIPF"</h3>
                <p class="muted">{move || state.texts().gipf_line}</p>
                <div class="choice" role="radiogroup" aria-label=move || state.texts().variant_label>
                    {[(Variant::Basic, "variant-basic"), (Variant::Standard, "variant-standard"), (Variant::Tournament, "variant-tournament")].map(|(v, id)| view! {
                        <button data-testid=id role="radio" aria-checked=move || (variant.get() == v).to_string()
                            class:selected=move || variant.get() == v on:click=move |_| variant.set(v)>
                            {move || state.texts().variant(v)}
                        </button>
                    })}
                </div>
                <Show when=move || variant.get() == Variant::Basic>
                    <span class="extras">
                        {extra_select(|t| t.white_extra, "extra-white", white_extra)}
                        {extra_select(|t| t.black_extra, "extra-black", black_extra)}
                    </span>
                </Show>
                <Ways id="gipf" start/>
            </div>
        </article>
    }
}

#[component]
fn EmergoCard() -> impl IntoView {
    let state = expect_context::<AppState>();
    let start = Callback::new(move |level: Option<Level>| state.new_game_against(NewGame::Emergo, level));
    view! {
        <article class="game-card" data-testid="card-emergo">
            <img src="cards/emergo.svg" alt="" width="96" height="96"/>
            <div class="card-body">
                <h3>"Emergo"</h3>
                <p class="muted">{move || state.texts().emergo_line}</p>
                <Ways id="emergo" start/>
            </div>
        </article>
    }
}

/// The saved games, newest first, each named by its players when the computer plays.
#[component]
fn SavedGames(entries: RwSignal<Vec<Entry>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let refresh = move || entries.set(storage::load_all());
    // Changes made in other tabs (`AppState::on_storage`) show at once.
    Effect::new(move |first: Option<()>| {
        state.stored.track();
        if first.is_some() {
            refresh();
        }
    });
    view! {
        <h2>{move || state.texts().saved_games}</h2>
        <ul class="saved" data-testid="saved-games">
            {move || entries.get().into_iter().map(|entry| view! { <SavedEntry entry refresh/> }).collect_view()}
        </ul>
    }
}

#[component]
fn SavedEntry(entry: Entry, refresh: impl Fn() + Copy + Send + Sync + 'static) -> impl IntoView {
    let state = expect_context::<AppState>();
    let key = entry.key();
    let delete = move |_| {
        if crate::game::state::confirm(state.texts().delete_confirm) {
            storage::delete(&key);
            // A game that found no room may fit now.
            state.retry_unsaved();
            refresh();
        }
    };
    match entry {
        Entry::Game { saved, session } => {
            let record = session.record.clone();
            let summary = move || {
                let t = state.texts();
                match record.result() {
                    Some(result) => t.result(&result),
                    None => (t.summary)(record.len(), t.side(record.side_to_move())),
                }
            };
            let game = match session.record {
                AnyRecord::Gipf(_) => "GIPF",
                AnyRecord::Emergo(_) => "Emergo",
            };
            let levels = [saved.white_ai.clone(), saved.black_ai.clone()].map(|l| l.as_deref().and_then(Level::from_name));
            let players = move || {
                let t = state.texts();
                let name = |l: Option<Level>| l.map_or(t.person.to_string(), |l| (t.computer)(t.level(l)));
                levels.iter().any(Option::is_some).then(|| (t.players_line)(&name(levels[0]), &name(levels[1])))
            };
            let renaming = RwSignal::new(false);
            let name = RwSignal::new(saved.name.clone());
            // Both read the game as stored now, never as this list last saw it: another
            // tab may have played on since.
            let id = StoredValue::new(saved.id.clone());
            let open = move |_| match storage::load(&id.get_value()) {
                Some(Entry::Game { saved, session }) => state.open(OpenGame::from_saved(saved, *session)),
                _ => refresh(),
            };
            let rename = move || {
                if let Some(Entry::Game { saved, .. }) = storage::load(&id.get_value()) {
                    state.store(storage::SavedGame { name: name.get_untracked(), named: true, ..saved });
                }
                renaming.set(false);
                refresh();
            };
            view! {
                <li class="saved-game" data-testid="saved-game">
                    <Show when=move || renaming.get() fallback=move || view! { <span class="name">{move || name.get()}</span> }>
                        <input class="rename" aria-label=move || state.texts().game_name prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))
                            on:keydown=move |ev| if ev.key() == "Enter" { rename() }/>
                    </Show>
                    <span class="players-line">{players}</span>
                    <span class="muted">{move || format!(" {game}: {} ", summary())}</span>
                    <span class="actions">
                        <button data-testid="resume" on:click=open>{move || state.texts().resume}</button>
                        <button on:click=move |_| if renaming.get() { rename() } else { renaming.set(true) }>
                            {move || if renaming.get() { state.texts().save_name } else { state.texts().rename }}
                        </button>
                        <button on:click=delete>{move || state.texts().delete}</button>
                    </span>
                </li>
            }
            .into_any()
        }
        Entry::Damaged { key, raw, error } => view! {
            <li class="saved-game damaged" data-testid="damaged-game">
                <span class="name">{key.trim_start_matches(storage::PREFIX).to_string()}</span>
                <span class="error">{move || format!(" {} ", (state.texts().damaged)(&error.describe(state.texts())))}</span>
                <span class="actions">
                    <a class="button" download="damaged-game.txt" href=crate::game::export::data_url(&raw)>{move || state.texts().download_raw}</a>
                    <button on:click=delete>{move || state.texts().delete}</button>
                </span>
            </li>
        }
        .into_any(),
    }
}

#[component]
fn Import() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    let import = move || match AnyRecord::parse(&text.get_untracked()) {
        Ok(record) => state.open_record(record),
        Err(e) => {
            let detail = e.to_string();
            state.say(move |t| (t.cannot_import)(&detail));
        }
    };
    view! {
        <h2>{move || state.texts().import_heading}</h2>
        <textarea data-testid="import-text" rows="4" placeholder="[Position \"...\"] 1. ..."
            aria-label=move || state.texts().import_label
            prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
        <div class="row">
            <button data-testid="import" on:click=move |_| import()>{move || state.texts().import}</button>
            <label class="button">{move || state.texts().open_file}
                <input type="file" accept=".txt,text/plain" class="visually-hidden"
                    on:change=move |ev| crate::game::export::read_file(ev, move |content| { text.set(content); import(); })/>
            </label>
        </div>
    }
}
