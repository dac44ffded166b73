//! Moving records in and out of the app as text: download links, copying, reading files.

use wasm_bindgen::prelude::*;

/// A `data:` URL holding `text`, for a download link.
pub fn data_url(text: &str) -> String {
    format!("data:text/plain;charset=utf-8,{}", String::from(js_sys::encode_uri_component(text)))
}

/// Copies `text` to the clipboard (the browser may refuse; nothing breaks then).
pub fn copy(text: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Copies `text` and tells `done` whether the browser did (it may refuse: no permission,
/// no focus, an insecure page).
pub fn copy_then(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(window) = web_sys::window() else { return done(false) };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Reads the file chosen in a file input and hands its text to `done`.
pub fn read_file(ev: web_sys::Event, done: impl FnOnce(String) + 'static) {
    let file = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .and_then(|input| input.files())
        .and_then(|files| files.get(0));
    let Some(file) = file else { return };
    leptos::task::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        done(text.ok().and_then(|v| v.as_string()).unwrap_or_default());
    });
}
