//! Mounts the app; everything else is in the library so it can be tested natively.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tavola::App);
}
