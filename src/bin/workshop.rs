//! The author's workshop's wasm, loaded by `workshop.html` only: the app's first load
//! carries none of it (`src/workshop`).

fn main() {
    console_error_panic_hook::set_once();
    // The page's top that workshop.html painted meanwhile; the workshop draws its own.
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    tavola::services::language::with_texts(|| leptos::mount::mount_to_body(tavola::workshop::WorkshopPage));
}
