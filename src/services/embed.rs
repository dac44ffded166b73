//! Reports from an embedded board to the page around it (docs/embedding.md): each turn
//! played and the end of the game, as `postMessage` events to the parent window; and the
//! page's commands to the board (`<tavola-board>`'s methods), read from its messages.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use tavola_engine::Color;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use tavola_core::links::params::{kit_key, resolve_puzzle, value_of};

/// How long a board's frame waits for its page's options before it starts from its own
/// address: a frame navigated here by another page never gets them.
const OPTIONS_WAIT: Duration = Duration::from_secs(5);

thread_local! {
    /// The page's query, once known: the options the page that made this frame sent it, or
    /// the address's own.
    static QUERY: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The key of the frame `<tavola-board>` made (`kit`), carried by every report.
    static KEY: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn parent() -> Option<web_sys::Window> {
    let window = web_sys::window()?;
    window.parent().ok().flatten().filter(|p| *p != window)
}

/// Whether the app is inside another page's frame.
pub fn framed() -> bool {
    parent().is_some()
}

/// The query the app starts from (`?game=emergo&...`): the options the page that made this
/// frame sent it, else the address's own.
pub fn page_query() -> String {
    QUERY
        .with_borrow(Clone::clone)
        .unwrap_or_else(|| web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default())
}

/// Runs `start` once the app knows its options: at once, unless this is a frame that
/// `<tavola-board>` made (its address has the frame's key), which first asks the page that
/// made it for its options (`hello`) and starts on the answer that carries its key: the
/// options travel in a message, so no server's address limit cuts them. A frame whose
/// page never answers (a hostile ancestor navigated it here with a key of its own) starts
/// from its address after a while, and its reports, under a key no page gave, count for
/// nobody.
pub fn with_options(start: impl FnOnce() + 'static) {
    let start = move || with_puzzle(start);
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    let (Some(key), Some(parent)) = (kit_key(&search), parent()) else { return start() };
    KEY.set(Some(key.clone()));
    let start = Rc::new(Cell::new(Some(start)));
    let on_answer = Rc::clone(&start);
    let heard = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let from_parent = event.source().is_some_and(|s| JsValue::from(s) == JsValue::from(parent.clone()));
        let data = event.data();
        let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok().and_then(|v| v.as_string());
        let options = from_parent
            && field("target").as_deref() == Some("tavola")
            && field("type").as_deref() == Some("options")
            && field("key").as_deref() == Some(key.as_str());
        if let (true, Some(query), Some(go)) = (options, field("query"), on_answer.take()) {
            QUERY.set(Some(query));
            go();
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback("message", heard.as_ref().unchecked_ref());
    }
    // The listener lives as long as the page: its work ends with the first answer.
    heard.forget();
    post("hello", &[]);
    leptos::prelude::set_timeout(move || start.take().map_or((), |go| go()), OPTIONS_WAIT);
}

/// Runs `start` once a board that names one of the trainer's puzzles (`puzzle=gipf-0042`)
/// has the puzzle's options, from the boards file beside the app: the page around it holds
/// the puzzle's name, never its answer. Without the file (offline before any visit, a host
/// that lacks it) the board starts as it can and names the puzzle it could not find.
fn with_puzzle(start: impl FnOnce() + 'static) {
    let query = page_query();
    if value_of(&query, "puzzle").is_none() {
        return start();
    }
    wasm_bindgen_futures::spawn_local(async move {
        let boards = crate::services::fetch::text("puzzles/boards.txt").await;
        if let Err(e) = &boards {
            leptos::logging::warn!("Tavola: the puzzles' boards could not be loaded: {e}");
        }
        QUERY.set(Some(resolve_puzzle(&query, boards.ok().as_deref())));
        start();
    });
}

/// Posts `{ source: "tavola", type, key, ... }` to the parent window (`key` where the page
/// gave the frame one); nothing happens when the page is not inside another.
fn post(kind: &str, fields: &[(&str, JsValue)]) {
    let Some(parent) = parent() else { return };
    let message = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&message, &JsValue::from_str(key), value).is_ok();
    let key = KEY.with_borrow(|k| k.clone().map(JsValue::from));
    let complete = set("source", &"tavola".into())
        && set("type", &kind.into())
        && key.is_none_or(|k| set("key", &k))
        && fields.iter().all(|(k, v)| set(k, v));
    if complete {
        let _ = parent.post_message(&message, "*");
    }
}

/// Who hears a board drawn in the page that shows it (the trainer's): the page's own, for
/// the page's life.
pub type Listener = &'static (dyn Fn(Report) + Send + Sync);

/// What an embedded board tells the page around it (docs/embedding.md, "Events").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A turn was played: its notation, the turns now on the board, the position after it.
    Moved { turn: String, ply: usize, position: String },
    /// The game ended: `reason` in English for scripts, `text` in the board's language for
    /// people.
    Ended { winner: Option<Color>, reason: String, text: String },
    /// The reader's turn in an exercise was judged: `right` once a whole line is played.
    Judged { right: bool, turn: String },
    /// "Show me" played the exercise's answer.
    Shown { turn: String },
    /// The board is drawn and takes turns, at this position.
    Ready { position: String },
    /// The page moved the board (`reset()`, `goto(ply)`): the position now on show.
    Position { position: String },
}

impl Report {
    /// Posts the report to the parent window, as `<tavola-board>` hears it.
    pub fn post(&self) {
        let text = |s: &str| JsValue::from_str(s);
        match self {
            Report::Moved { turn, ply, position } => {
                post("move", &[("turn", text(turn)), ("ply", (*ply as f64).into()), ("position", text(position))])
            }
            Report::Ended { winner, reason, text: said } => {
                let winner = match winner {
                    Some(Color::White) => text("white"),
                    Some(Color::Black) => text("black"),
                    None => JsValue::NULL,
                };
                post("end", &[("winner", winner), ("reason", text(reason)), ("text", text(said))])
            }
            Report::Judged { right, turn } => post(if *right { "solved" } else { "wrong" }, &[("turn", text(turn))]),
            Report::Shown { turn } => post("shown", &[("turn", text(turn))]),
            Report::Ready { position } => post("ready", &[("position", text(position))]),
            Report::Position { position } => post("position", &[("position", text(position))]),
        }
    }
}

/// Reports the app's height whenever it changes, so `<tavola-board>` (or any page
/// listening) sizes the frame to the board and its controls: no inner scroll, no clipping.
pub fn watch_height() {
    let Some(app) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("main.app").ok().flatten())
    else {
        return;
    };
    let measured = app.clone();
    let report = Closure::<dyn FnMut()>::new(move || {
        let height = measured.get_bounding_client_rect().height().ceil();
        post("height", &[("height", height.into())]);
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(report.as_ref().unchecked_ref()) {
        observer.observe(&app);
    }
    // The observer lives as long as the page.
    report.forget();
}

/// What the page around an embedded board asks of it (`<tavola-board>`'s methods).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Back to the board as the page opened it.
    Reset,
    /// Play a turn written in notation.
    Play(String),
    /// Show the position after `ply` turns.
    GoTo(usize),
    /// Draw the board from Black's side (`true`) or White's.
    Orientation(bool),
    /// Speak this language.
    Lang(tavola_core::i18n::Lang),
    /// The reader's screen is this many pixels high.
    Screen(usize),
}

/// The command a `message` event carries, when it comes from the parent window and is one
/// (`{ target: "tavola", type: "reset" | "play" | "goto" | "orientation" | "lang" |
/// "screen", turn, ply, side, lang, height }`); anything else is not for the board.
pub fn command(event: &web_sys::MessageEvent) -> Option<Command> {
    let parent = parent()?;
    let from_parent = event.source().is_some_and(|s| JsValue::from(s) == JsValue::from(parent));
    if !from_parent {
        return None;
    }
    let data = event.data();
    let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
    if field("target")?.as_string()? != "tavola" {
        return None;
    }
    match field("type")?.as_string()?.as_str() {
        "reset" => Some(Command::Reset),
        "play" => Some(Command::Play(field("turn")?.as_string()?)),
        "orientation" => match field("side")?.as_string()?.as_str() {
            "black" => Some(Command::Orientation(true)),
            "white" => Some(Command::Orientation(false)),
            _ => None,
        },
        "lang" => tavola_core::i18n::Lang::from_code(&field("lang")?.as_string()?).map(Command::Lang),
        "screen" => {
            let height = field("height")?.as_f64()?;
            (1.0..10_000.0).contains(&height).then_some(Command::Screen(height as usize))
        }
        "goto" => {
            let ply = field("ply")?.as_f64()?;
            (ply >= 0.0 && ply.fract() == 0.0).then_some(Command::GoTo(ply as usize))
        }
        _ => None,
    }
}
