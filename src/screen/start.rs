//! The start screen: new games, the saved games to resume, rename, delete or export, and
//! importing a record.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;

use crate::game::state::{AppState, OpenGame};
use crate::i18n::switch::LangSwitch;
use crate::lean::escape;
use crate::services::storage::{self, Entry};
use tavola_core::i18n::{Lang, Texts};
use tavola_core::session::{AnyRecord, NewGame};

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
            <p class="tagline">{move || state.prefs.texts().tagline}</p>
            // Saved games come first when there are any: most visits resume one.
            <Show when=any_saved>
                <SavedGames entries/>
            </Show>
            <h2>{move || state.prefs.texts().new_game}</h2>
            <GameCards/>
            <Show when=move || !any_saved()>
                <p class="muted">{move || state.prefs.texts().no_saved_games}</p>
            </Show>
            <Import/>
        </section>
    }
}

/// The element matching `what` (a CSS selector) that an event on markup drawn as text
/// came from: the target or its nearest ancestor.
fn source(ev: &web_sys::Event, what: &str) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(what).ok()?
}

/// The GIPF variants in the order shown, with their buttons' test ids.
const VARIANTS: [(Variant, &str); 3] = [
    (Variant::Basic, "variant-basic"),
    (Variant::Standard, "variant-standard"),
    (Variant::Tournament, "variant-tournament"),
];

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
    let markup = move || cards(state.prefs.texts(), learn_page(state.prefs.lang.get()), choice.get_value());
    // The button or menu an event came from, and its test id.
    let control = |ev: &web_sys::Event, what: &str| {
        let element = source(ev, what)?;
        Some((element.get_attribute("data-testid")?, element))
    };
    let click = move |ev: web_sys::MouseEvent| {
        let Some((id, button)) = control(&ev, "button") else { return };
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
        let Some((id, _)) = control(&ev, "select") else { return };
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
        let levels: String = Level::ALL
            .iter()
            .map(|&l| {
                format!(r#"<option value="{}"{}>{}</option>"#, l.name(), selected(l == chosen), escape(t.level(l)))
            })
            .collect();
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
        .iter()
        .map(|&(v, id)| {
            let on = v == choice.variant;
            format!(
                r#"<button data-testid="{id}" role="radio" aria-checked="{on}"{}>{}</button>"#,
                if on { r#" class="selected""# } else { "" },
                escape(t.variant(v))
            )
        })
        .collect();
    let extra = |label: &str, id: &str, chosen: u8| {
        let counts: String =
            (0..=3u8).map(|n| format!(r#"<option value="{n}"{}>+{n}</option>"#, selected(n == chosen))).collect();
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
/// Drawn as markup text like the cards; the list changes all at once (a refresh reads
/// storage again), and one handler per event answers its buttons and name fields.
#[component]
fn SavedGames(entries: RwSignal<Vec<Entry>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    // The games being renamed: id and the name typed so far. A refresh ends every rename.
    let renaming = StoredValue::new(Vec::<(String, String)>::new());
    let refresh = move || {
        renaming.set_value(Vec::new());
        entries.set(storage::load_all());
    };
    // Changes made in other tabs (`AppState::on_storage`) show at once.
    Effect::new(move |first: Option<()>| {
        state.stored.track();
        if first.is_some() {
            refresh();
        }
    });
    let markup = move || {
        let t = state.prefs.texts();
        renaming.with_value(|renaming| {
            entries.with(|e| e.iter().map(|entry| entry_markup(t, entry, renaming)).collect::<String>())
        })
    };
    // The stored game's key of the entry an event came from, and the element it came from.
    let control = |ev: &web_sys::Event, what: &str| {
        let element = source(ev, what)?;
        Some((element.closest("li").ok()??.get_attribute("data-key")?, element))
    };
    // Reads the game as stored now, never as this list last saw it: another tab may have
    // played on since.
    let stored = |key: &str| match storage::load(key.strip_prefix(storage::PREFIX).unwrap_or(key)) {
        Some(Entry::Game { saved, session }) => Some((saved, session)),
        _ => None,
    };
    let rename = move |key: &str| {
        let typed = renaming.with_value(|r| r.iter().find(|(k, _)| k == key).map(|(_, typed)| typed.clone()));
        if let (Some(name), Some((saved, _))) = (typed, stored(key)) {
            state.store(storage::SavedGame { name, named: true, ..saved });
        }
        refresh();
    };
    let click = move |ev: web_sys::MouseEvent| {
        let Some((key, button)) = control(&ev, "button") else { return };
        match button.get_attribute("data-action").as_deref() {
            Some("resume") => match stored(&key) {
                Some((saved, session)) => state.open(OpenGame::from_saved(saved, *session)),
                None => refresh(),
            },
            Some("rename") if renaming.with_value(|r| r.iter().any(|(k, _)| *k == key)) => rename(&key),
            Some("rename") => {
                let t = state.prefs.texts();
                let name = entries.with_untracked(|e| {
                    e.iter().find_map(|e| match e {
                        Entry::Game { saved, .. } if e.key() == key => Some(saved.name.clone()),
                        _ => None,
                    })
                });
                let Some(name) = name else { return };
                // In place, so the button keeps the keyboard focus.
                if let Some(shown) =
                    button.closest("li").ok().flatten().and_then(|li| li.query_selector(".name").ok().flatten())
                {
                    shown.set_outer_html(&name_markup(t, &name, true));
                }
                button.set_text_content(Some(t.save_name));
                renaming.update_value(|r| r.push((key, name)));
            }
            Some("delete") if crate::game::state::confirm(state.prefs.texts().delete_confirm) => {
                storage::delete(&key);
                // A game that found no room may fit now.
                state.retry_unsaved();
                refresh();
            }
            _ => {}
        }
    };
    let input = move |ev: web_sys::Event| {
        let Some((key, _)) = control(&ev, "input") else { return };
        let typed = event_target_value(&ev);
        renaming
            .update_value(|r| r.iter_mut().filter(|(k, _)| *k == key).for_each(|(_, name)| name.clone_from(&typed)));
    };
    let keydown = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            if let Some((key, _)) = control(&ev, "input") {
                rename(&key);
            }
        }
    };
    view! {
        <h2>{move || state.prefs.texts().saved_games}</h2>
        <ul class="saved" data-testid="saved-games" inner_html=markup on:click=click on:input=input on:keydown=keydown></ul>
    }
}

/// A saved game's name, or the field to rename it.
fn name_markup(t: &Texts, name: &str, renaming: bool) -> String {
    match renaming {
        true => format!(r#"<input class="rename" aria-label="{}" value="{}">"#, escape(t.game_name), escape(name)),
        false => format!(r#"<span class="name">{}</span>"#, escape(name)),
    }
}

/// One entry of the saved games: a game with its players and how far it is, or a damaged
/// entry with why and its raw text to download. `renaming` holds the games being renamed.
fn entry_markup(t: &Texts, entry: &Entry, renaming: &[(String, String)]) -> String {
    let key = escape(&entry.key());
    let delete = format!(r#"<button data-action="delete">{}</button>"#, escape(t.delete));
    match entry {
        Entry::Game { saved, session } => {
            let record = &session.record;
            let summary = match record.result() {
                Some(result) => t.result(&result),
                None => (t.summary)(record.len(), t.side(record.side_to_move())),
            };
            let game = match record {
                AnyRecord::Gipf(_) => "GIPF",
                AnyRecord::Emergo(_) => "Emergo",
            };
            let levels = [&saved.white_ai, &saved.black_ai].map(|l| l.as_deref().and_then(Level::from_name));
            let name = |l: Option<Level>| l.map_or(t.person.to_string(), |l| (t.computer)(t.level(l)));
            let players = if levels.iter().any(Option::is_some) {
                (t.players_line)(&name(levels[0]), &name(levels[1]))
            } else {
                String::new()
            };
            let typed = renaming.iter().find(|(k, _)| *k == entry.key()).map(|(_, typed)| typed.as_str());
            format!(
                r#"<li class="saved-game" data-testid="saved-game" data-key="{key}">{}<span class="players-line">{}</span><span class="muted"> {game}: {} </span><span class="actions"><button data-testid="resume" data-action="resume">{}</button><button data-action="rename">{}</button>{delete}</span></li>"#,
                name_markup(t, typed.unwrap_or(&saved.name), typed.is_some()),
                escape(&players),
                escape(&summary),
                escape(t.resume),
                escape(if typed.is_some() { t.save_name } else { t.rename })
            )
        }
        Entry::Damaged { key: stored, raw, error } => format!(
            r#"<li class="saved-game damaged" data-testid="damaged-game" data-key="{key}"><span class="name">{}</span><span class="error"> {} </span><span class="actions"><a class="button" download="damaged-game.txt" href="{}">{}</a>{delete}</span></li>"#,
            escape(stored.strip_prefix(storage::PREFIX).unwrap_or(stored)),
            escape(&(t.damaged)(&error.describe(t))),
            escape(&crate::services::export::data_url(raw)),
            escape(t.download_raw)
        ),
    }
}

/// Importing a record, pasted or from a file. Drawn as markup text like the cards, again
/// when the language changes (with the text typed so far).
#[component]
fn Import() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = StoredValue::new(String::new());
    let import = move || match AnyRecord::parse(&text.read_value()) {
        Ok(record) => state.open_record(record),
        Err(e) => {
            let detail = e.to_string();
            state.say(move |t| (t.cannot_import)(&detail));
        }
    };
    let markup = move || {
        let t = state.prefs.texts();
        format!(
            r#"<h2>{}</h2><textarea data-testid="import-text" rows="4" placeholder="[Position &quot;...&quot;] 1. ..." aria-label="{}">{}</textarea><div class="row"><button data-testid="import">{}</button><label class="button">{}<input type="file" accept=".txt,text/plain" class="visually-hidden"></label></div>"#,
            escape(t.import_heading),
            escape(t.import_label),
            escape(&text.read_value()),
            escape(t.import),
            escape(t.open_file)
        )
    };
    let click = move |ev: web_sys::MouseEvent| {
        if source(&ev, "button").is_some() {
            import();
        }
    };
    let input = move |ev: web_sys::Event| {
        if source(&ev, "textarea").is_some() {
            text.set_value(event_target_value(&ev));
        }
    };
    let change = move |ev: web_sys::Event| {
        let Some(area) = source(&ev, "input[type=file]")
            .and_then(|file| file.closest("div.import").ok()?)
            .and_then(|div| div.query_selector("textarea").ok()?)
        else {
            return;
        };
        crate::services::export::read_file(ev, move |content| {
            let _ = js_sys::Reflect::set(&area, &"value".into(), &content.as_str().into());
            text.set_value(content);
            import();
        });
    };
    view! { <div class="import" inner_html=markup on:click=click on:input=input on:change=change></div> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::storage::SavedGame;
    use tavola_core::i18n::EN;
    use tavola_core::session::Session;

    #[test]
    fn the_cards_show_what_is_chosen() {
        let standard =
            cards(&EN, "learn.html", Choice { variant: Variant::Standard, extras: [0, 0], levels: [Level::Casual; 2] });
        assert!(standard
            .contains(r#"<button data-testid="variant-standard" role="radio" aria-checked="true" class="selected">"#));
        assert!(standard.contains(r#"<button data-testid="variant-basic" role="radio" aria-checked="false">"#));
        assert!(standard.contains(r#"<span class="extras" hidden>"#), "extra pieces with the basic game only");
        assert!(standard.contains(r#"data-testid="learn-emergo" href="learn.html#emergo""#));
        let basic = cards(
            &EN,
            "learn.it.html",
            Choice { variant: Variant::Basic, extras: [2, 0], levels: [Level::Expert, Level::Casual] },
        );
        assert!(basic.contains(r#"<span class="extras"><label class="extra">"#));
        assert!(basic.contains(r#"<option value="1">+1</option><option value="2" selected>+2</option><option value="3">+3</option></select>"#));
        assert!(
            basic.contains(r#"<select data-testid="level-gipf" aria-label="Computer level"><option value="beginner">"#)
        );
        assert!(basic.contains(r#"<option value="expert" selected>"#));
        assert!(basic.contains(r#"href="learn.it.html#gipf""#));
    }

    #[test]
    fn saved_names_are_escaped_and_renamed_in_place() {
        let session = Session::new(NewGame::Emergo);
        let saved = SavedGame::new("x1".into(), "<b>\"Friday\"</b> & co".into(), &session, 1);
        let entry = Entry::Game { saved, session: Box::new(session) };
        let shown = entry_markup(&EN, &entry, &[]);
        assert!(shown.contains(
            r#"data-key="tavola.game.x1"><span class="name">&lt;b>&quot;Friday&quot;&lt;/b> &amp; co</span>"#
        ));
        assert!(shown.contains(r#"<button data-action="rename">Rename</button>"#));
        let renaming = entry_markup(&EN, &entry, &[("tavola.game.x1".into(), "Sat".into())]);
        assert!(renaming.contains(r#"<input class="rename" aria-label="Game name" value="Sat">"#));
        assert!(renaming.contains(r#"<button data-action="rename">Save name</button>"#));
    }
}
