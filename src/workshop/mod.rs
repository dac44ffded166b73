//! The author's workshop, `workshop.html` (docs/embedding.md, "The workshop"): a position
//! set up by taps, a story or an exercise recorded by playing it on the kit's own board
//! (the preview, exactly what a reader gets), captions and marks put on the position on
//! show, and what the author copies out: the `<tavola-board>` element, a link and the
//! position's text. Its own wasm (`src/bin/workshop.rs`), so the app's first load carries
//! none of it; what it decides is `tavola_core::workshop`'s.
//!
//! A layer beside `screen`, over `board` (the game's own pieces) and `services`.

mod board;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use tavola_core::i18n::Texts;
use tavola_core::links::author::Colour;
use tavola_core::workshop::opening::{self, game_name, GAMES};
use tavola_core::workshop::{self as core, Draft, Objection, Options, Place, Role, Setup, Tool};
use tavola_engine::{Color, GameKind};

use crate::services::{export, language};
use board::{EditorBoard, Shown};

/// The workshop's state: the setup, or the draft recorded from it.
#[derive(Clone, Copy)]
struct Workshop {
    texts: Signal<&'static Texts>,
    setup: RwSignal<Setup>,
    tool: RwSignal<Tool>,
    /// The story or exercise being recorded from the checked setup; `None` while setting up.
    draft: RwSignal<Option<Draft>>,
    /// The position of the draft whose caption and marks are being edited.
    ply: RwSignal<usize>,
    colour: RwSignal<Colour>,
    /// Why the last tap, paste, turn or caption was refused (and what an address did not
    /// say right): the author's work is as it was. Worded when shown.
    refusal: RwSignal<Vec<Objection>>,
    names: RwSignal<bool>,
    /// The next turn played on the preview at a reader's turn is another accepted answer,
    /// not a new main line.
    another: RwSignal<bool>,
    /// The preview at a phone's width.
    phone: RwSignal<bool>,
    copied: RwSignal<Option<&'static str>>,
    /// The preview's element: written again when what it shows changes, but not for a turn
    /// the preview's own board has just played (it shows that turn already).
    preview: RwSignal<String>,
    /// The preview's element as last written, less its `ply`, and the ply it was last sent:
    /// a step to another position of the same draft moves the board already there.
    shown: StoredValue<(String, Option<usize>)>,
    /// The latest change asking for the preview to be written again (`refresh`).
    pending: StoredValue<u64>,
    /// From a change until the preview shows it (its new board ready): said to assistive
    /// technology as the preview's `aria-busy`, and what a tap on the preview waits for.
    busy: RwSignal<bool>,
    /// A change is waiting for the author's pause (`refresh`).
    waiting: StoredValue<bool>,
}

impl Workshop {
    /// The draft the outputs describe: the one being recorded, or the bare setup's.
    fn current(&self) -> Option<Draft> {
        self.draft.get().or_else(|| self.setup.with(|s| s.check().ok()).map(Draft::new))
    }

    fn refuse(&self, why: Objection) {
        self.refusal.set(vec![why]);
    }

    /// The preview shows the draft as it now stands, once the author pauses: changes in a
    /// row (a position chosen, then its caption) write it once, not a new board each (a
    /// board is a whole app starting in its frame; WebKit stalled on frames replaced while
    /// they started).
    fn refresh(&self) {
        let ws = *self;
        let change = self.pending.get_value() + 1;
        self.pending.set_value(change);
        self.busy.set(true);
        self.waiting.set_value(true);
        set_timeout(
            move || {
                if ws.pending.get_value() == change {
                    ws.waiting.set_value(false);
                    ws.show(untrack(|| ws.current()));
                }
            },
            std::time::Duration::from_millis(300),
        );
    }

    /// Writes the preview's element for `draft`, or, when only the position on show changed,
    /// sets the element's `ply`, which the kit applies in the frame already running: each
    /// element written is a whole app starting in a new frame, a second or more on a phone,
    /// for a step the author takes through the story.
    fn show(&self, draft: Option<Draft>) {
        let Some(draft) = draft else {
            self.preview.set(String::new());
            self.shown.set_value((String::new(), None));
            self.busy.set(false);
            return;
        };
        let options = self.options(&draft);
        let bare = core::element(&draft, &Options { ply: None, ..options.clone() });
        let (shown, shown_ply) = self.shown.get_value();
        if bare == shown && options.ply.is_some() && shown_ply.is_some() && self.set_preview_ply(options.ply) {
            self.busy.set(false);
            return;
        }
        let code = core::element(&draft, &options);
        // The same element is the same board: its frame is left as it is. A new one is busy
        // until its board is ready (`listen_to_the_preview`).
        if self.preview.with_untracked(|written| *written != code) {
            self.preview.set(code);
        } else {
            self.busy.set(false);
        }
        self.shown.set_value((bare, options.ply));
    }

    /// Sends the preview's board to `ply` in place; false if there is no board to send.
    fn set_preview_ply(&self, ply: Option<usize>) -> bool {
        let (bare, shown_ply) = self.shown.get_value();
        if shown_ply == ply {
            return true;
        }
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("[data-testid=\"edit-preview\"] tavola-board").ok().flatten());
        let Some((element, ply)) = element.zip(ply) else { return false };
        if element.set_attribute("ply", &ply.to_string()).is_err() {
            return false;
        }
        self.shown.set_value((bare, Some(ply)));
        true
    }

    fn options(&self, draft: &Draft) -> Options {
        // The preview opens at the position being edited; what is copied opens where the
        // kit's default does (the story's end) unless the author is mid-story.
        // Another answer is played where the reader plays: the exercise as he opens it.
        let (ply, another) = untrack(|| (self.ply.get(), self.another.get()));
        Options { ply: (ply < draft.len() && !another).then_some(ply), ..Options::default() }
    }
}

#[component]
pub fn WorkshopPage() -> impl IntoView {
    let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    let lang = language::initial(tavola_core::links::params::lang_of(&query));
    let texts = Signal::derive(move || lang.texts());
    let (setup, unfollowed) = opening::opening(&query);
    let t = lang.texts();
    // The texts of the language asked for did not arrive (`with_texts` fetched them).
    let missing = (!lang.has_texts()).then_some(Objection::LanguageMissing(lang));
    let ws = Workshop {
        texts,
        setup: RwSignal::new(setup),
        tool: RwSignal::new(Tool::White),
        draft: RwSignal::new(None),
        ply: RwSignal::new(0),
        colour: RwSignal::new(Colour::Green),
        refusal: RwSignal::new(missing.into_iter().chain(unfollowed.into_iter().map(Objection::Unfollowed)).collect()),
        names: RwSignal::new(false),
        another: RwSignal::new(false),
        phone: RwSignal::new(false),
        copied: RwSignal::new(None),
        preview: RwSignal::new(String::new()),
        shown: StoredValue::new((String::new(), None)),
        pending: StoredValue::new(0),
        busy: RwSignal::new(true),
        waiting: StoredValue::new(false),
    };
    language::mark_page(lang, &format!("Tavola: {}", t.workshop()));
    ws.refresh();
    listen_to_the_preview(ws);
    view! {
        <main class="workshop" data-testid="workshop">
            <nav class="top">
                <a href=format!("index.html?lang={}", lang.code())>{move || texts.get().play_a_game()}</a>
                <a href="learn.html">{move || texts.get().lessons()}</a>
            </nav>
            <h1>{move || texts.get().workshop()}</h1>
            <div class="workshop-grid">
                // The board first: on a phone the palette lies right under it, on a wide
                // screen it stays in view beside the tools, the outputs and the preview.
                <section class="workshop-board-side">
                    <EditorBoard shown=Signal::derive(move || shown(ws)) texts=texts
                        tap=Callback::new(move |place| tapped(ws, place))
                        drag=Callback::new(move |(from, to)| dragged(ws, from, to))/>
                    <ul class="refusals" data-testid="edit-refusals" role="status">
                        {move || {
                            let t = texts.get();
                            ws.refusal.get().into_iter().map(|r| view! { <li>{r.describe(t)}</li> }).collect_view()
                        }}
                    </ul>
                </section>
                <section class="workshop-out">
                    {move || if ws.draft.with(Option::is_some) { recorder(ws).into_any() } else { setup_tools(ws).into_any() }}
                    // The preview, where turns are played, right under the tools.
                    {preview(ws)}
                    {outputs(ws)}
                    {open_board(ws)}
                </section>
            </div>
        </main>
    }
}

/// What the board shows: the setup, or the draft's position on show with its marks.
fn shown(ws: Workshop) -> Shown {
    let names = ws.names.get();
    match ws.draft.get() {
        Some(draft) => {
            let ply = ws.ply.get().min(draft.len());
            let setup = Setup::from_position(&core::position_text(&draft, ply)).unwrap_or_else(|_| ws.setup.get());
            Shown { setup, names, marks: draft.marks_at(ply).into_iter().cloned().collect() }
        }
        None => Shown { setup: ws.setup.get(), names, marks: Vec::new() },
    }
}

/// A tap on the board: while setting up, the tool goes there; while recording, a ring of
/// the chosen colour goes on the position on show (or comes off).
fn tapped(ws: Workshop, place: Place) {
    if ws.draft.with_untracked(Option::is_some) {
        let (ply, colour) = (ws.ply.get_untracked(), ws.colour.get_untracked());
        let mut result = Ok(());
        ws.draft.update(|d| {
            if let Some(d) = d {
                result = d.toggle_ring(ply, &place.to_string(), colour);
            }
        });
        settle(ws, result.map_err(Objection::Draft));
        return;
    }
    let tool = ws.tool.get_untracked();
    let mut result = Ok(());
    ws.setup.update(|s| result = s.tap(place, tool));
    settle(ws, result.map_err(Objection::Tap));
}

/// A drag while recording draws an arrow of the chosen colour on the position on show.
fn dragged(ws: Workshop, from: Place, to: Place) {
    if ws.draft.with_untracked(Option::is_none) || from == to {
        return;
    }
    let (ply, colour) = (ws.ply.get_untracked(), ws.colour.get_untracked());
    let mut result = Ok(());
    ws.draft.update(|d| {
        if let Some(d) = d {
            let (a, b) = (from.to_string(), to.to_string());
            if !d.remove_arrow(ply, &a, &b) {
                result = d.add_arrow(ply, &a, &b, colour);
            }
        }
    });
    settle(ws, result.map_err(Objection::Draft));
}

/// After a change: the refusal said (nothing changed) or cleared, and the preview shown again.
fn settle(ws: Workshop, result: Result<(), Objection>) {
    match result {
        Ok(()) => {
            ws.refusal.set(Vec::new());
            ws.refresh();
        }
        Err(why) => ws.refuse(why),
    }
}

/// The palette and the setup's counts, side to move and starts.
fn setup_tools(ws: Workshop) -> impl IntoView {
    let t = move || ws.texts.get();
    let tools = move || ws.setup.with(Setup::tools);
    let kind = move || ws.setup.with(Setup::kind);
    let game_select = move |ev: web_sys::Event| {
        let value = event_target_value(&ev);
        if let Some((_, kind)) = GAMES.iter().find(|(name, _)| *name == value) {
            ws.setup.set(Setup::start(*kind));
            settle(ws, Ok(()));
        }
    };
    let count = move |color: Color| {
        let label = move || if kind() == GameKind::Emergo { t().men_in_hand() } else { t().reserve() };
        let id = if color == Color::White { "count-white" } else { "count-black" };
        view! {
            <label class="count">
                <span class=board::swatch(color)></span>
                {move || format!("{} · {}", t().side(color), label())}
                <input type="number" min="0" max=move || ws.setup.with(Setup::most).to_string() data-testid=id
                    prop:value=move || ws.setup.with(|s| s.count(color)).to_string()
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                            ws.setup.update(|s| s.set_count(color, n));
                            settle(ws, Ok(()));
                        }
                    }/>
                <span class="lost">{move || ws.setup.with(|s| s.lost(color).map(|lost| t().gipf_counts(s.count(color), lost)))}</span>
            </label>
        }
    };
    let side = move |color: Color| {
        view! {
            <button aria-pressed=move || (ws.setup.with(Setup::side_to_move) == color).to_string()
                data-testid=if color == Color::White { "to-move-white" } else { "to-move-black" }
                on:click=move |_| { ws.setup.update(|s| s.set_side_to_move(color)); settle(ws, Ok(())); }>{move || t().side(color)}</button>
        }
    };
    view! {
        <div class="workshop-tools">
            <label>{move || t().game()}
                <select data-testid="edit-game" on:change=game_select>
                    {GAMES.iter().map(|(name, k)| view! {
                        <option value=*name selected=move || kind() == *k>{move || game_name(t(), *k)}</option>
                    }).collect_view()}
                </select>
            </label>
            <div class="palette" role="toolbar" aria-label=move || t().workshop()>
                {move || tools().into_iter().map(|tool| view! {
                    <button aria-pressed=move || (ws.tool.get() == tool).to_string() data-testid=format!("tool-{tool:?}").to_lowercase()
                        on:click=move |_| ws.tool.set(tool)>{move || tool.name(t())}</button>
                }).collect_view()}
                <button data-testid="clear-board" on:click=move |_| { ws.setup.update(Setup::clear); settle(ws, Ok(())); }>{move || t().clear_board()}</button>
                <button on:click=move |_| { ws.setup.set(Setup::start(kind())); settle(ws, Ok(())); }>{move || t().start_position()}</button>
            </div>
            <div class="counts-row">{count(Color::White)}{count(Color::Black)}</div>
            <div class="to-move" role="group" aria-label=move || t().side_to_move()>
                <span>{move || t().side_to_move()}</span>{side(Color::White)}{side(Color::Black)}
            </div>
            {names_switch(ws)}
            <ul class="setup-errors" data-testid="edit-errors">
                {move || ws.setup.with(|s| s.check().err()).unwrap_or_default().into_iter().map(|e| view! { <li>{e.describe(t())}</li> }).collect_view()}
            </ul>
            <button class="primary" data-testid="record" disabled=move || ws.setup.with(|s| s.check().is_err())
                on:click=move |_| {
                    if let Ok(start) = ws.setup.with_untracked(Setup::check) {
                        ws.draft.set(Some(Draft::new(start)));
                        ws.ply.set(0);
                        settle(ws, Ok(()));
                    }
                }>{move || t().record_story()}</button>
        </div>
    }
}

fn names_switch(ws: Workshop) -> impl IntoView {
    view! {
        <button class="switch" data-testid="show-names" aria-pressed=move || ws.names.get().to_string()
            on:click=move |_| ws.names.update(|n| *n = !*n)>{move || ws.texts.get().show_names()}</button>
    }
}

/// Recording: the turns are played on the preview's board; here the position on show is
/// chosen, captioned and marked, and the exercise's question and answers are set.
fn recorder(ws: Workshop) -> impl IntoView {
    let t = move || ws.texts.get();
    let len = move || ws.draft.with(|d| d.as_ref().map_or(0, Draft::len));
    let role = move |ply: usize| ws.draft.with(|d| d.as_ref().map_or(Role::Story, |d| d.role(ply)));
    let plies = move || {
        (0..=len())
            .map(|ply| {
                let mark = match role(ply) {
                    Role::Reader => format!(" · {}", t().answer()),
                    Role::Reply => format!(" · {}", t().reply()),
                    Role::Story => String::new(),
                };
                let question = ws.draft.with(|d| d.as_ref().and_then(Draft::question)) == Some(ply);
                view! {
                    <button aria-pressed=move || (ws.ply.get() == ply).to_string() data-ply=ply.to_string()
                        on:click=move |_| { ws.ply.set(ply); ws.refresh(); }>
                        {ply.to_string()}{mark}{question.then(|| format!(" · {}", t().question()))}
                    </button>
                }
            })
            .collect_view()
    };
    let caption = move || ws.draft.with(|d| d.as_ref().map(|d| d.caption(ws.ply.get())).unwrap_or_default());
    let set_caption = move |ev: web_sys::Event| {
        let text = event_target_value(&ev);
        let ply = ws.ply.get_untracked();
        let mut result = Ok(());
        ws.draft.update(|d| {
            if let Some(d) = d {
                result = d.set_caption(ply, &text);
            }
        });
        settle(ws, result.map_err(Objection::Draft));
    };
    let question = move |_| {
        let ply = ws.ply.get_untracked();
        let mut result = Ok(());
        ws.draft.update(|d| {
            if let Some(d) = d {
                let asked = (d.question() != Some(ply)).then_some(ply);
                result = d.set_question(asked);
            }
        });
        settle(ws, result.map_err(Objection::Draft));
    };
    let undo = move |_| {
        ws.draft.update(|d| {
            if let Some(d) = d {
                d.undo();
            }
        });
        ws.ply.update(|p| *p = (*p).min(len()));
        settle(ws, Ok(()));
    };
    let back = move |_: web_sys::MouseEvent| {
        ws.draft.set(None);
        settle(ws, Ok(()));
    };
    view! {
        <div class="workshop-tools recorder">
            <p class="hint">{move || t().record_hint()}</p>
            <div class="plies" role="group" aria-label=move || t().position_label() data-testid="edit-plies">{plies}</div>
            <label class="caption-edit">{move || t().caption()}
                <textarea rows="2" data-testid="edit-caption" prop:value=caption on:change=set_caption></textarea>
            </label>
            <div class="palette" role="group" aria-label=move || t().mark()>
                {Colour::ALL.into_iter().map(|c| view! {
                    <button class=format!("colour {}", c.name()) aria-pressed=move || (ws.colour.get() == c).to_string()
                        on:click=move |_| ws.colour.set(c)>{move || c.label(t())}</button>
                }).collect_view()}
                {names_switch(ws)}
            </div>
            <div class="actions">
                <button data-testid="edit-question" on:click=question>{move || t().question()}</button>
                <button data-testid="edit-another" aria-pressed=move || ws.another.get().to_string()
                    disabled=move || ws.draft.with(|d| d.as_ref().and_then(Draft::question).is_none())
                    on:click=move |_| { ws.another.update(|a| *a = !*a); ws.refresh(); }>{move || t().other_answer()}</button>
                <button data-testid="edit-undo" disabled=move || len() == 0 on:click=undo>{move || t().undo()}</button>
                <button data-testid="edit-setup" disabled=move || { len() > 0 } on:click=back>{move || t().start_position()}</button>
            </div>
            // The exercise's accepted lines, the main one first, as the reader's board takes them.
            <ol class="answers" data-testid="edit-answers">
                {move || ws.draft.with(|d| d.as_ref().map(Draft::lines).unwrap_or_default()).into_iter()
                    .map(|line| view! { <li>{line.join(" ")}</li> }).collect_view()}
            </ol>
        </div>
    }
}

/// Turns played on the preview's board join the draft, after the position they were
/// played from (a turn played after stepping back replaces what followed).
fn listen_to_the_preview(ws: Workshop) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let moved = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
        let Some(detail) = ev.dyn_ref::<web_sys::CustomEvent>().map(web_sys::CustomEvent::detail) else { return };
        let field = |name: &str| js_sys::Reflect::get(&detail, &name.into()).ok();
        let turn = field("turn").and_then(|v| v.as_string()).unwrap_or_default();
        let ply = field("ply").and_then(|v| v.as_f64()).map_or(0, |p| p as usize);
        if ws.draft.with_untracked(Option::is_none) || ply == 0 {
            return;
        }
        let another = ws.another.get_untracked();
        let mut result = Ok(());
        ws.draft.update(|d| {
            if let Some(d) = d {
                result = if another {
                    d.add_answer(ply - 1, &[&turn])
                } else {
                    d.truncate(ply - 1);
                    d.play(&turn)
                };
            }
        });
        match result {
            Ok(()) if another => {
                // The preview goes back to the main line, the answer kept beside it.
                ws.another.set(false);
                settle(ws, Ok(()));
            }
            Ok(()) => {
                ws.refusal.set(Vec::new());
                ws.ply.set(ply);
            }
            Err(e) => {
                ws.refuse(Objection::Draft(e));
                ws.refresh();
            }
        }
    });
    let _ = document.add_event_listener_with_callback("tavola-move", moved.as_ref().unchecked_ref());
    // The preview's board is ready: the preview shows the last change, unless another is
    // on its way.
    let ready = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
        if !ws.waiting.get_value() {
            ws.busy.set(false);
        }
    });
    let _ = document.add_event_listener_with_callback("tavola-ready", ready.as_ref().unchecked_ref());
    // The page lives as long as the workshop: the listeners with it.
    moved.forget();
    ready.forget();
}

/// The element, the link and the position's text, each with its Copy button.
fn outputs(ws: Workshop) -> impl IntoView {
    let t = move || ws.texts.get();
    let draft = Memo::new(move |_| ws.current());
    let base = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| {
            href.split(['?', '#']).next().unwrap_or_default().trim_end_matches("workshop.html").to_string()
                + "index.html"
        })
        .unwrap_or_default();
    let app = base.clone();
    let code = move || draft.get().map(|d| core::element(&d, &Options::default())).unwrap_or_default();
    let link = move || draft.get().map(|d| core::link(&d, &Options::default(), &base)).unwrap_or_default();
    let position = move || draft.get().map(|d| core::position_text(&d, ws.ply.get())).unwrap_or_default();
    let out =
        move |id: &'static str, label: fn(&Texts) -> &'static str, text: Box<dyn Fn() -> String + Send + Sync>| {
            let text = std::sync::Arc::new(text);
            let copy = text.clone();
            view! {
                <div class="output">
                    <h2>{move || label(t())}</h2>
                    <pre data-testid=id>{move || text()}</pre>
                    <button data-testid=format!("{id}-copy") disabled=move || draft.with(Option::is_none)
                        on:click=move |_| export::copy_then(&copy(), move |ok| ws.copied.set(ok.then_some(id)))>
                        {move || if ws.copied.get() == Some(id) { t().copied() } else { t().copy() }}
                    </button>
                </div>
            }
        };
    // The position chosen, opened in the app to play on or analyse.
    let play = move || format!("{app}?position={}", String::from(js_sys::encode_uri_component(&position())));
    view! {
        <a class="button play-here" data-testid="edit-play" href=play target="_blank">{move || t().play_from_here()}</a>
        {out("edit-code", Texts::board_element, Box::new(code))}
        {out("edit-link", Texts::board_link, Box::new(link))}
        {out("edit-position", Texts::position_label, Box::new(position))}
    }
}

/// The board as a reader will get it: the element the author copies, run by the kit.
fn preview(ws: Workshop) -> impl IntoView {
    let t = move || ws.texts.get();
    view! {
        <div class="output">
            <h2>{move || t().preview()}
                <button class="switch" data-testid="preview-phone" aria-pressed=move || ws.phone.get().to_string()
                    on:click=move |_| ws.phone.update(|p| *p = !*p)>{move || t().phone_width()}</button>
            </h2>
            // The author's own code, as his page will hold it: the kit reads it there.
            <div class="preview" class:phone=move || ws.phone.get() data-testid="edit-preview" aria-busy=move || ws.busy.get().to_string()
                inner_html=move || ws.preview.get()></div>
        </div>
    }
}

/// Paste an element or a link to edit it again; a paste that does not read changes nothing.
fn open_board(ws: Workshop) -> impl IntoView {
    let t = move || ws.texts.get();
    let pasted = RwSignal::new(String::new());
    let open = move |_| {
        let text = pasted.get_untracked();
        match Draft::open(&text) {
            Ok(draft) => {
                let start = core::position_text(&draft, 0);
                if let Ok(setup) = Setup::from_position(&start) {
                    ws.setup.set(setup);
                }
                ws.ply.set(draft.len());
                ws.draft.set(Some(draft));
                settle(ws, Ok(()));
            }
            Err(e) => ws.refuse(Objection::Open(e)),
        }
    };
    view! {
        <details class="open-board">
            <summary>{move || t().open_board()}</summary>
            <label>{move || t().paste_board()}
                <textarea rows="3" data-testid="edit-paste" on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button data-testid="edit-open" on:click=open>{move || t().open_board()}</button>
        </details>
    }
}
