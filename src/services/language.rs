//! The language in the browser: which one to start in and remembering the player's
//! choice (the catalogue itself is `tavola_core::i18n`).

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
