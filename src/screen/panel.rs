//! The panel beside or under the board of a game in the app (not embedded): the move
//! list; the menu's contents (redo, flip, the switches, analyse, export, share, rules,
//! language, who plays each side and their names); and the result banner.

use leptos::prelude::*;

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::controller::Notice;
use tavola_core::workshop::opening;

/// Who plays each side: a person or the computer at a level (as the game was set up: off,
/// its title saying why, while the computer is unavailable).
fn player_choice(side: tavola_engine::Color) -> impl IntoView {
    use tavola_engine::ai::Level;
    let state = expect_context::<AppState>();
    let current =
        move || state.game.with(|g| g.as_ref().and_then(|g| g.players.of(side))).map_or("person", |l| l.name());
    let off =
        move || state.computer.off.get().map(|f| state.prefs.texts().computer_off(f.describe(state.prefs.texts())));
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
            {move || format!("{}: ", state.prefs.texts().side(side))}
            <select data-testid=testid on:change=choose prop:value=current disabled=move || off().is_some() title=off>
                <option value="person">{say(|t| t.person())}</option>
                {Level::ALL.map(|l| view! { <option value=l.name()>{move || state.prefs.texts().computer(state.prefs.texts().level(l))}</option> })}
            </select>
        </label>
    }
}

/// The result with its reason, once the game has ended.
pub fn result_banner() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Only while the end is on show (a record board opens at its start), and not when the
    // players' header over the board says it already.
    let result = move || {
        state.game.with(|g| {
            let session = &g.as_ref()?.session;
            let in_header = tavola_core::links::board::Header::of(session).is_some();
            tavola_core::links::board::result_on_show(session).filter(|_| !in_header)
        })
    };
    view! {
        <Show when=move || result().is_some()>
            <div class="result" role="status" data-testid="result">{move || result().map(|r| state.prefs.texts().result(&r))}</div>
        </Show>
    }
}

#[component]
pub fn Panel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let export_text = move || state.game.with(|g| g.as_ref().map(|g| g.session.record.to_string()).unwrap_or_default());
    let show_export = RwSignal::new(false);
    // The position on show, in the workshop; the whole game as a board opening there.
    let edit_address = move || {
        state
            .game
            .with(|g| g.as_ref().map(|g| opening::address(&g.session.record, g.session.ply())).unwrap_or_default())
    };
    // The element stays on show in the menu, to copy by hand where the browser refused.
    let board = RwSignal::new(None::<String>);
    let copy_board = move |_| {
        let element = state.game.with_untracked(|g| {
            g.as_ref().map(|g| tavola_core::workshop::game_element(&g.session.record, g.session.ply()))
        });
        if let Some(element) = element {
            crate::services::export::copy_then(&element, move |copied| {
                if copied {
                    state.say(Notice::BoardCopied);
                }
            });
            board.set(Some(element));
        }
    };
    view! {
        <aside class="panel">
            {crate::screen::moves::move_list()}
        </aside>
        <crate::board::table::Menu>
            <div class="controls">
                <button data-testid="redo" disabled=move || state.game.with(|g| g.as_ref().is_none_or(|g| g.session.redo.is_empty()))
                    on:click=move |_| crate::game::versus::redo(&state)>{say(|t| t.redo())}</button>
                <button data-testid="flip" on:click=move |_| state.prefs.flipped.update(|f| *f = !*f)>{say(|t| t.flip())}</button>
                <crate::screen::face::FaceToggle/>
                <crate::screen::sound::SoundToggle/>
                <crate::board::analysis::AnalyseControls/>
                <button data-testid="export" aria-expanded=move || show_export.get().to_string() on:click=move |_| show_export.update(|s| *s = !*s)>{say(|t| t.export())}</button>
                <crate::screen::share::ShareButton/>
                <a class="button" data-testid="edit-this-position" href=edit_address>{say(|t| t.edit_position())}</a>
                <button data-testid="copy-board" on:click=copy_board>{say(|t| t.copy_as_board())}</button>
                <textarea class="board-code" readonly rows="3" data-testid="board-code" aria-label=say(|t| t.copy_as_board())
                    hidden=move || board.with(Option::is_none) prop:value=move || board.get().unwrap_or_default()></textarea>
                <a class="button" data-testid="rules" target="_blank" href=move || state.prefs.lang.get().lessons_page()>{say(|t| t.rules())}</a>
                <crate::screen::lang::LangSwitch/>
            </div>
            <Show when=move || show_export.get()>
                <div class="export">
                    <textarea readonly rows="6" aria-label=say(|t| t.game_record()) data-testid="export-text" prop:value=export_text></textarea>
                    <div class="row">
                        <button on:click=move |_| crate::services::export::copy(&export_text())>{say(|t| t.copy())}</button>
                        <a class="button" download="tavola-game.txt" href=move || crate::services::export::data_url(&export_text())>{say(|t| t.download())}</a>
                    </div>
                </div>
            </Show>
            <div class="players">
                <div class="side">
                    {player_choice(tavola_engine::Color::White)}
                    <crate::screen::names::PlayerName side=tavola_engine::Color::White/>
                </div>
                <div class="side">
                    {player_choice(tavola_engine::Color::Black)}
                    <crate::screen::names::PlayerName side=tavola_engine::Color::Black/>
                </div>
            </div>
        </crate::board::table::Menu>
    }
}
