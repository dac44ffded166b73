//! Mounts the app; everything else is in the library so it can be tested natively.

use leptos::prelude::{request_animation_frame, set_timeout};

fn main() {
    console_error_panic_hook::set_once();
    let boot = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot"));
    let booted = boot.is_some();
    let mount = move || {
        if let Some(boot) = boot {
            boot.remove();
        }
        leptos::mount::mount_to_body(tavola::App)
    };
    // The boot screen index.html put up while the wasm was on its way gives way to the app
    // after it has been painted once (a timeout set before a frame runs after its paint):
    // where the files come fast and the processor is slow, mounting at once would hold the
    // first paint until the app's. A tab opened in the background paints no frame, and
    // mounts when it is first shown.
    if booted {
        request_animation_frame(move || set_timeout(mount, std::time::Duration::ZERO));
    } else {
        mount();
    }
}
