//! The puzzle trainer's wasm, loaded by `puzzles.html` only: the app's first load carries
//! none of it (docs/puzzles.md).

fn main() {
    console_error_panic_hook::set_once();
    if let Some(loading) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading")) {
        loading.remove();
    }
    tavola::services::language::with_texts(|| leptos::mount::mount_to_body(tavola::trainer::TrainerPage));
}
