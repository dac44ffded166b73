//! The language in the browser: which one to start in, remembering the player's choice,
//! and fetching a language's texts (the catalogue itself is `tavola_core::i18n`; the page's
//! wasm holds English, the others are `texts/<code>.txt`, see `tavola_core::i18n::file`).

use std::fmt;

use crate::services::fetch::{self, FetchError};
use tavola_core::i18n::file::{self, FileError};
use tavola_core::i18n::Lang;

/// Where the player's choice of language is remembered.
const STORAGE_KEY: &str = "tavola.lang";

/// The language to start in: the URL's, else the player's saved choice, else the
/// browser's, else English.
pub fn initial(from_url: Option<Lang>) -> Lang {
    from_url.or_else(saved).unwrap_or_else(|| {
        let languages = web_sys::window().map(|w| w.navigator().languages().to_vec()).unwrap_or_default();
        let tags: Vec<String> = languages.iter().filter_map(|v| v.as_string()).collect();
        Lang::detect(&tags)
    })
}

fn saved() -> Option<Lang> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Lang::from_code(&storage.get_item(STORAGE_KEY).ok()??)
}

/// Remembers the player's choice (a full or disabled storage just forgets it).
pub fn save(lang: Lang) {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(STORAGE_KEY, lang.code());
    }
}

/// Says the page's language on `<html lang>` (for screen readers, spelling and search) and
/// gives it `title`.
pub fn mark_page(lang: Lang, title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        document.set_title(title);
    }
}

/// Why a language's texts are not in the page.
#[derive(Debug)]
pub enum LoadError {
    /// The file did not arrive.
    Fetch(FetchError),
    /// The answer is not this build's catalogue.
    File(FileError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            LoadError::Fetch(error) => write!(f, "{error}"),
            LoadError::File(error) => write!(f, "{error}"),
        }
    }
}

/// Fetches `lang`'s texts, unless the page has them, and installs them: `lang.texts()`
/// speaks it from then on. index.html asks for the file of the language it starts in from
/// its head (a preload), so at the start this takes it from there. Why it failed goes to
/// the console; the player's sentence is the caller's (`Notice::LanguageMissing`).
pub async fn load(lang: Lang) -> Result<(), LoadError> {
    if lang.has_texts() {
        return Ok(());
    }
    let loaded = async {
        let text = fetch::text(&format!("texts/{}.txt", lang.code())).await.map_err(LoadError::Fetch)?;
        file::install(lang, text).map_err(LoadError::File)
    }
    .await;
    if let Err(error) = &loaded {
        leptos::logging::warn!("Tavola: the {} texts could not be loaded: {error}", lang.code());
    }
    loaded.map(drop)
}

/// Runs `start` (a page's mount) once the texts of the language it starts in are in: drawn
/// in English first and then again, every text would change under the reader's eyes. Texts
/// that cannot be had leave the page in English; the app says so (`Notice::LanguageMissing`).
pub fn with_texts(start: impl FnOnce() + 'static) {
    let lang = initial(tavola_core::links::params::lang_of(&crate::services::embed::page_query()));
    if lang.has_texts() {
        return start();
    }
    // wasm-bindgen's executor, not Leptos': Leptos' is set up by the mount this waits for.
    wasm_bindgen_futures::spawn_local(async move {
        // Without them the page starts in English, and the app says why.
        let _ = load(lang).await;
        start();
    });
}
