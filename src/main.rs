//! Mounts the app; everything else is in the library so it can be tested natively.

fn main() {
    console_error_panic_hook::set_once();
    // The boot screen index.html painted while the wasm was on its way gives way to the app.
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    leptos::mount::mount_to_body(tavola::App);
}
