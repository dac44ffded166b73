//! Mounts the app; everything else is in the library so it can be tested natively.

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::{request_animation_frame, set_timeout};

fn main() {
    console_error_panic_hook::set_once();
    let document = web_sys::window().and_then(|w| w.document());
    let booted = document.as_ref().and_then(|d| d.get_element_by_id("boot")).is_some();
    // The boot screen index.html put up while the wasm was on its way gives way to the app
    // after it has been painted once: where the files come fast and the processor is slow,
    // mounting at once would hold the first paint until the app's.
    // A board's frame first takes its options from the page that made it.
    tavola::services::embed::with_options(move || {
        tavola::services::language::with_texts(move || {
            if booted {
                after_paint(replace_boot_screen);
            } else {
                replace_boot_screen();
            }
        })
    });
}

/// Runs `work` once, after the page's next paint (a timeout set in a frame's callback runs
/// after that frame has been painted). A page that paints no frame (a window the engine
/// does not draw) runs it after 100 ms at the latest, and a hidden one at once.
fn after_paint(work: impl FnOnce() + 'static) {
    let hidden = web_sys::window().and_then(|w| w.document()).is_none_or(|d| d.hidden());
    if hidden {
        return work();
    }
    // The frame's callback and the fallback may both come: the first takes the work.
    let work = Rc::new(Cell::new(Some(work)));
    let after_frame = Rc::clone(&work);
    request_animation_frame(move || {
        set_timeout(move || after_frame.take().map_or((), |w| w()), Duration::ZERO);
    });
    set_timeout(move || work.take().map_or((), |w| w()), Duration::from_millis(100));
}

/// Mounts the app in place of the boot screen.
fn replace_boot_screen() {
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    leptos::mount::mount_to_body(tavola::App);
}
