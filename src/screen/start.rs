//! The start screen: new games, the saved games to resume, rename, delete or export, and
//! importing a record.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;

use crate::i18n::switch::LangSwitch;
use crate::game::session::{AnyRecord, NewGame};
use crate::i18n::{Lang, Texts};
use crate::lean::escape;
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
            <GameCards/>
            <Show when=move || !any_saved()>
                <p class="muted">{move || state.texts().no_saved_games}</p>
            </Show>
            <Import/>
        </section>
    }
}

/// The GIPF variants in the order shown, with their buttons' test ids.
const VARIANTS: [(Variant, &str); 3] = [(Variant::Basic, "variant-basic"), (Variant::Standard, "variant-standard"), (Variant::Tournament, "variant-tournament")];

/// What the cards are set to: the GIPF variant, the extra pieces of the basic game
/// (White's, Black's), and the computer's level on each card (GIPF's, Emergo's).
#[derive(Clone, Copy)]
struct Choice {
    variant: Variant,
    extras: [u8; 2],
    levels: [Level; 2],
}

/// A card per game, each with the three ways into it: a friend on this device, the
/// computer at a level, the rules. Drawn as markup text (like the analysis bar: each
/// element of a Leptos view adds code to every first load), again only when the language
/// changes; the buttons and menus are answered by one handler each on the cards.
#[component]
fn GameCards() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choice = StoredValue::new(Choice { variant: Variant::Standard, extras: [0, 0], levels: [Level::Casual; 2] });
    let markup = move || cards(state.texts(), learn_page(state.lang.get()), choice.get_value());
    // The button or menu an event came from, and its test id.
    let source = |ev: &web_sys::Event, what: &str| {
        let element = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(what).ok()??;
        Some((element.get_attribute("data-testid")?, element))
    };
    let click = move |ev: web_sys::MouseEvent| {
        let Some((id, button)) = source(&ev, "button") else { return };
        let now = choice.get_value();
        if let Some(&(variant, _)) = VARIANTS.iter().find(|(_, variant_id)| *variant_id == id) {
            choice.update_value(|c| c.variant = variant);
            if let Some(group) = button.parent_element() {
                show_variant(&group, variant);
            }
            return;
        }
        let (game, level) = match id.split_once('-') {
            Some((_, "gipf")) => (
                match now.variant {
                    Variant::Basic => NewGame::GipfBasic { white_extra: now.extras[0], black_extra: now.extras[1] },
                    Variant::Standard => NewGame::GipfStandard,
                    Variant::Tournament => NewGame::GipfTournament,
                },
                now.levels[0],
            ),
            Some((_, "emergo")) => (NewGame::Emergo, now.levels[1]),
            _ => return,
        };
        state.new_game_against(game, id.starts_with("computer-").then_some(level));
    };
    let change = move |ev: web_sys::Event| {
        let Some((id, _)) = source(&ev, "select") else { return };
        let value = event_target_value(&ev);
        let level = Level::from_name(&value);
        choice.update_value(|c| match id.as_str() {
            "extra-white" => c.extras[0] = value.parse().unwrap_or(0),
            "extra-black" => c.extras[1] = value.parse().unwrap_or(0),
            "level-gipf" => c.levels[0] = level.unwrap_or(c.levels[0]),
            "level-emergo" => c.levels[1] = level.unwrap_or(c.levels[1]),
            _ => {}
        });
    };
    view! { <div class="game-cards" inner_html=markup on:click=click on:change=change></div> }
}

/// Marks `chosen` in the variants' radio group and shows the extra pieces with the basic
/// game only, without drawing the cards again (which would lose the keyboard focus).
fn show_variant(group: &web_sys::Element, chosen: Variant) {
    for (variant, id) in VARIANTS {
        if let Ok(Some(button)) = group.query_selector(&format!("[data-testid={id}]")) {
            let _ = button.set_attribute("aria-checked", if variant == chosen { "true" } else { "false" });
            button.set_class_name(if variant == chosen { "selected" } else { "" });
        }
    }
    if let Some(extras) = group.next_element_sibling() {
        let _ = extras.toggle_attribute_with_force("hidden", chosen != Variant::Basic);
    }
}

/// The rules page in the language (issue 13's lessons live there).
fn learn_page(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "learn.html",
        Lang::It => "learn.it.html",
        Lang::Sv => "learn.sv.html",
    }
}

/// The cards' markup, set as `choice` says. All of the text is the app's own.
fn cards(t: &Texts, learn: &str, choice: Choice) -> String {
    let selected = |on: bool| if on { " selected" } else { "" };
    let ways = |id: &str, chosen: Level| {
        let levels: String = Level::ALL.map(|l| format!(r#"<option value="{}"{}>{}</option>"#, l.name(), selected(l == chosen), escape(t.level(l)))).concat();
        format!(
            r#"<div class="ways"><button class="primary" data-testid="friend-{id}">{}</button><span class="versus"><button data-testid="computer-{id}">{}</button><select data-testid="level-{id}" aria-label="{}">{levels}</select></span><a class="learn" data-testid="learn-{id}" href="{learn}#{id}">{}</a></div>"#,
            escape(t.play_friend),
            escape(t.play_computer),
            escape(t.level_label),
            escape(t.learn_rules)
        )
    };
    let card = |id: &str, name: &str, line: &str, body: String| {
        format!(
            r#"<article class="game-card" data-testid="card-{id}"><img src="cards/{id}.svg" alt="" width="96" height="96"><div class="card-body"><h3>{name}</h3><p class="muted">{}</p>{body}</div></article>"#,
            escape(line)
        )
    };
    let variants: String = VARIANTS
        .map(|(v, id)| {
            let on = v == choice.variant;
            format!(r#"<button data-testid="{id}" role="radio" aria-checked="{on}"{}>{}</button>"#, if on { r#" class="selected""# } else { "" }, escape(t.variant(v)))
        })
        .concat();
    let extra = |label: &str, id: &str, chosen: u8| {
        let counts: String = (0..=3u8).map(|n| format!(r#"<option value="{n}"{}>+{n}</option>"#, selected(n == chosen))).collect();
        format!(r#"<label class="extra">{} <select data-testid="{id}">{counts}</select></label>"#, escape(label))
    };
    let gipf = format!(
        r#"<div class="choice" role="radiogroup" aria-label="{}">{variants}</div><span class="extras"{}>{}{}</span>{}"#,
        escape(t.variant_label),
        if choice.variant == Variant::Basic { "" } else { " hidden" },
        extra(t.white_extra, "extra-white", choice.extras[0]),
        extra(t.black_extra, "extra-black", choice.extras[1]),
        ways("gipf", choice.levels[0])
    );
    card("gipf", "GIPF", t.gipf_line, gipf) + &card("emergo", "Emergo", t.emergo_line, ways("emergo", choice.levels[1]))
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
