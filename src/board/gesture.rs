//! One gesture, one action, for both boards and every input device.
//!
//! A finger, a pen or a mouse is read from pointer events only: a gesture starts at
//! pointer down, gathers the places it passes over and ends at pointer up, where it is
//! taken as a tap (it ended where it began) or a path (a drag). The browser then often
//! sends a compatibility `click` for the same gesture, aimed at whatever lies under the
//! finger after the page has changed, and Chromium's touch adjustment may even aim it at a
//! neighbouring point: acting on that click made one tap complete a push and then remove a
//! row or mark a piece. Such a click is swallowed. A click with no pointer gesture before it
//! (a screen reader's activation, `element.click()`) still acts: it is the only event those
//! send. The keyboard acts from its own keys (`focus.rs`), never through clicks.

use leptos::prelude::*;

/// How long after a gesture's pointer up its compatibility click may still arrive, in ms.
/// A click later than this is a new activation of its own.
const CLICK_AFTER_POINTER_UP: f64 = 1000.0;

/// What a finished gesture asks for, by the labels of the board's places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// Down and up on the same place.
    Tap(String),
    /// Down on the first place, up on the last, passing over the others in order (each
    /// once in a row: lingering on a place does not repeat it).
    Path(Vec<String>),
}

/// The gesture in progress on one board, and whether a click still due belongs to a
/// gesture already taken.
#[derive(Clone, Copy)]
pub struct Gestures {
    /// `data-point` or `data-cell`: how a place under the pointer is named.
    attr: &'static str,
    down: StoredValue<Option<Down>>,
    /// When the last gesture ended (its pointer up's time stamp), until its click comes.
    ended_at: StoredValue<Option<f64>>,
}

/// A pointer that went down on the board: which one, and the places it has been over.
#[derive(Clone, Debug)]
struct Down {
    pointer: i32,
    path: Vec<String>,
}

impl Gestures {
    pub fn new(attr: &'static str) -> Self {
        Gestures { attr, down: StoredValue::new(None), ended_at: StoredValue::new(None) }
    }

    /// Pointer down: a gesture starts, unless another pointer is already making one (a
    /// second finger) or a mouse button other than the main one is pressed.
    pub fn pointer_down(&self, ev: &web_sys::PointerEvent) {
        if !ev.is_primary() || ev.button() > 0 {
            return;
        }
        let path = self.place_at(ev).into_iter().collect();
        self.down.set_value(Some(Down { pointer: ev.pointer_id(), path }));
    }

    /// Pointer move: the place under the pointer joins the path when it is a new one.
    pub fn pointer_move(&self, ev: &web_sys::PointerEvent) {
        let Some(place) = self
            .down
            .with_value(|d| d.as_ref().is_some_and(|d| d.pointer == ev.pointer_id()))
            .then(|| self.place_at(ev))
            .flatten()
        else {
            return;
        };
        self.down.update_value(|d| {
            if let Some(d) = d {
                if d.path.last() != Some(&place) {
                    d.path.push(place);
                }
            }
        });
    }

    /// Pointer up: the gesture ends, and is what it asks for if it began and ended on the
    /// board's places. Any click the browser sends for it is swallowed.
    pub fn pointer_up(&self, ev: &web_sys::PointerEvent) -> Option<Gesture> {
        let down = self.down.with_value(|d| d.as_ref().is_some_and(|d| d.pointer == ev.pointer_id()));
        if !down {
            return None;
        }
        let mut path = self.down.try_update_value(Option::take).flatten()?.path;
        self.ended_at.set_value(Some(ev.time_stamp()));
        // Where the pointer is lifted is where the gesture ends, even off the places.
        let last = self.place_at(ev)?;
        if path.last() != Some(&last) {
            path.push(last);
        }
        Some(match &path[..] {
            [only] => Gesture::Tap(only.clone()),
            _ => Gesture::Path(path),
        })
    }

    /// Pointer cancel (the browser took the pointer for scrolling, or it left): nothing.
    pub fn pointer_cancel(&self) {
        self.down.set_value(None);
    }

    /// A click on a place: whether it is an activation of its own (`true`: act on it) or
    /// the compatibility click of a gesture already taken (`false`).
    pub fn own_click(&self, ev: &web_sys::MouseEvent) -> bool {
        let ended = self.ended_at.try_update_value(Option::take).flatten();
        ended.is_none_or(|at| ev.time_stamp() - at > CLICK_AFTER_POINTER_UP)
    }

    /// The place under the pointer. Looked up by position: a touch pointer stays captured
    /// by the element it went down on, so the event's target is not where the finger is.
    fn place_at(&self, ev: &web_sys::PointerEvent) -> Option<String> {
        let element = web_sys::window()?.document()?.element_from_point(ev.client_x() as f32, ev.client_y() as f32)?;
        element.closest(&format!("[{}]", self.attr)).ok()??.get_attribute(self.attr)
    }
}

/// What a board does with what its places are asked: a tap or a click (`tap`), a drag
/// (`drag`, its path's first and last place or all of it, as the board's game needs) and
/// Escape (`cancel`).
#[derive(Clone, Copy)]
pub struct Actions<Tap, Drag, Cancel> {
    pub tap: Tap,
    pub drag: Drag,
    pub cancel: Cancel,
}
