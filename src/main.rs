//! Mounts the app; everything else is in the library so it can be tested natively.

use leptos::prelude::{request_animation_frame, set_timeout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

fn main() {
    console_error_panic_hook::set_once();
    let document = web_sys::window().and_then(|w| w.document());
    let booted = document.as_ref().and_then(|d| d.get_element_by_id("boot")).is_some();
    // The boot screen index.html put up while the wasm was on its way gives way to the app
    // after it has been painted once (a timeout set before a frame runs after its paint):
    // where the files come fast and the processor is slow, mounting at once would hold the
    // first paint until the app's. A page that paints no frame (a hidden tab, a window the
    // engine does not draw) mounts at once, or after 100 ms at the latest.
    if booted && document.is_some_and(|d| !d.hidden()) {
        request_animation_frame(|| set_timeout(replace_boot_screen, Duration::ZERO));
        set_timeout(replace_boot_screen, Duration::from_millis(100));
    } else {
        replace_boot_screen();
    }
}

/// Whether the app is mounted: the frame's callback and the fallback may both come.
static MOUNTED: AtomicBool = AtomicBool::new(false);

/// Mounts the app in place of the boot screen, once.
fn replace_boot_screen() {
    if MOUNTED.swap(true, Ordering::Relaxed) {
        return;
    }
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    leptos::mount::mount_to_body(tavola::App);
}
