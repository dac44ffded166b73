//! The puzzle trainer's wasm, loaded by `puzzles.html` only: the app's first load carries
//! none of it (docs/puzzles.md).

fn main() {
    console_error_panic_hook::set_once();
    // The page's top that puzzles.html painted meanwhile; the trainer draws its own in its place.
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    tavola::services::language::with_texts(|| leptos::mount::mount_to_body(tavola::trainer::TrainerPage));
}
