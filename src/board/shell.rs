//! What both boards are made of, written once: the position on show with the turn that
//! led to it ([`Shown`]), what belongs to one moment of the game such as a half-made turn
//! or a hint ([`Keyed`]), the last turn in words, and the board's SVG element, built
//! again only for the other orientation, that turns pointers and keys into taps, drags and
//! Escape, with the last turn, the annotations and the computer's line drawn over it.
//! Each board gives only what its game draws and decides.

use leptos::prelude::*;
use tavola_core::board::LastTurn;
use tavola_core::i18n::Texts;
use tavola_core::session::AnyRecord;
use tavola_engine::record::Record;
use tavola_engine::Rules;

use crate::board::focus::{BoardFocus, Tap, Text};
use crate::board::gesture::{Actions, Gesture, Gestures};
use crate::game::prefs::Prefs;
use crate::game::state::AppState;

/// The position on show, the game's start, the turn that led here with the position it
/// was played from, how many turns lead here, whether turns may be played on it, and
/// what the game derives from it once for every tap, mark and prompt (`derived`:
/// Emergo's legal moves).
#[derive(Clone, Debug, PartialEq)]
pub struct Shown<P, T, X> {
    pub pos: P,
    pub start: P,
    pub last: Option<(P, T)>,
    pub ply: usize,
    pub live: bool,
    pub derived: X,
}

/// The open game's position on show, when `record` finds the board's game in it, with
/// what `derive` makes of it.
pub fn shown<G: Rules, X>(
    state: &AppState,
    record: fn(&AnyRecord) -> Option<&Record<G>>,
    derive: fn(&G::Position) -> X,
) -> Option<Shown<G::Position, G::Turn, X>> {
    state.game.with(|g| {
        let session = &g.as_ref()?.session;
        let r = record(&session.record)?;
        let ply = session.ply();
        let last = ply.checked_sub(1).and_then(|i| Some((r.positions().get(i)?.clone(), r.turns().get(i)?.clone())));
        let pos = r.positions().get(ply)?.clone();
        Some(Shown {
            derived: derive(&pos),
            pos,
            start: r.start().clone(),
            last,
            ply,
            live: state.accepts_turns(session),
        })
    })
}

/// The last turn on show in words (the one drawn on the board), by the game's `line`.
pub fn said<P: Send + Sync + 'static, T: Send + Sync + 'static, X: Send + Sync + 'static>(
    state: AppState,
    shown: Memo<Option<Shown<P, T, X>>>,
    line: fn(&Texts, &P, &T) -> String,
) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || {
        shown
            .with(|v| {
                let (before, turn) = v.as_ref()?.last.as_ref()?;
                Some(line(state.prefs.texts(), before, turn))
            })
            .unwrap_or_default()
    }
}

/// A value that belongs to one moment of the game (a position, a turn in progress), read
/// back only while that moment lasts: a half-made turn or a hint is gone as soon as the
/// game moves on (a turn, undo, navigation, another tab), with no effect to clear it, and
/// comes back if the moment does.
pub struct Keyed<K: 'static, V: 'static>(RwSignal<Option<(K, V)>>);

impl<K, V> Clone for Keyed<K, V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K, V> Copy for Keyed<K, V> {}

impl<K: PartialEq + Send + Sync + 'static, V: Send + Sync + 'static> Keyed<K, V> {
    pub fn new() -> Self {
        Keyed(RwSignal::new(None))
    }

    /// `f` of the value kept for `key`, if that is the moment it was kept for (tracked).
    pub fn with<R>(&self, key: &K, f: impl FnOnce(&V) -> R) -> Option<R> {
        self.0.with(|kept| kept.as_ref().filter(|(k, _)| k == key).map(|(_, v)| f(v)))
    }

    /// Forgets the value kept: a turn played leaves nothing of its making behind, to come
    /// back if an undo returns to the same moment.
    pub fn clear(&self) {
        self.0.set(None);
    }

    /// Changes the value kept for `key` by `f`, starting afresh if another moment's was kept.
    pub fn update(&self, key: K, f: impl FnOnce(&mut V))
    where
        V: Default,
    {
        self.0.update(|kept| match kept {
            Some((k, v)) if *k == key => f(v),
            _ => {
                let mut v = V::default();
                f(&mut v);
                *kept = Some((key, v));
            }
        });
    }
}

/// What a board holds for one moment beside the game: its own part of the turn being
/// made (`turn`) and the places of a hint on show.
#[derive(Clone, Debug, PartialEq)]
pub struct Held<S, H> {
    pub turn: S,
    pub hint: Vec<H>,
}

impl<S: Default, H> Default for Held<S, H> {
    fn default() -> Self {
        Held { turn: S::default(), hint: Vec::new() }
    }
}

impl<K: PartialEq + Send + Sync + 'static, V: Send + Sync + 'static> Default for Keyed<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

/// How one board's SVG element is set: its class, its view box, its name for screen
/// readers, its places (label and centre) for the arrow keys and the marks drawn over
/// it, whose rings have `radius`, and the last turn, with rings of `last_radius`.
pub struct Surface {
    pub class: &'static str,
    pub view_box: String,
    pub name: fn(&Texts) -> &'static str,
    pub keys: Vec<(String, (f32, f32))>,
    pub centres: Vec<(String, (f32, f32))>,
    pub radius: f32,
    pub last: Signal<LastTurn>,
    pub last_radius: f32,
}

/// What a board's places draw from: the model, the open game (whose turn on show a piece
/// that moved carries), the keyboard focus and the gestures the SVG element reads.
pub struct Drawing<M: Send + Sync + 'static> {
    pub model: Memo<Option<M>>,
    pub state: AppState,
    pub focus: BoardFocus,
    pub gestures: Gestures,
}

impl<M: Send + Sync + 'static> Clone for Drawing<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: Send + Sync + 'static> Copy for Drawing<M> {}

/// The board's SVG element, built by `draw` (its surface and its places, from the model
/// when it was built) when a game first shows and again only for the other orientation:
/// every change within one is drawn by its places. A tap, a key on a focused place or a
/// drag (its path of labels) goes to `actions`; the last turn, the annotations and the
/// computer's line are drawn over the places.
pub fn board<M: Clone + PartialEq + Send + Sync + 'static, V: IntoView + 'static>(
    state: AppState,
    drawing: (Memo<Option<M>>, BoardFocus),
    position: impl Fn() -> String + Copy + Send + Sync + 'static,
    actions: Actions<
        impl Fn(&str) + Copy + Send + Sync + 'static,
        impl Fn(Vec<String>) + Copy + Send + Sync + 'static,
        impl Fn() + Copy + Send + Sync + 'static,
    >,
    draw: impl Fn(M, Drawing<M>) -> (Surface, V) + Send + Sync + 'static,
) -> impl IntoView + 'static {
    let (model, focus) = drawing;
    let shown_at_all = Memo::new(move |_| model.with(Option::is_some));
    move || {
        state.prefs.flipped.track();
        shown_at_all.track();
        let layout = model.get_untracked()?;
        untrack(|| {
            let gestures = Gestures::new(focus.attr());
            let (surface, places) = draw(layout, Drawing { model, state, focus, gestures });
            Some(svg(surface, focus, gestures, position, actions, places))
        })
    }
}

/// One place of the board (`key`, the `i`th of the model, found there by `at`): its
/// classes and its name for screen readers, strings of their own written to the page only
/// when they change, and what it draws, a memo whose view is made again only when that
/// changes.
pub fn place<M, K, Q, D>(
    drawing: Drawing<M>,
    i: usize,
    key: K,
    at: fn(&Option<M>, usize, K) -> Option<&Q>,
    class: fn(&Q) -> String,
    name: fn(&Texts, &Q) -> String,
    draw: fn(&Q, usize) -> Option<D>,
) -> (Text, Text, Memo<Option<D>>)
where
    M: Send + Sync + 'static,
    K: Copy + Send + Sync + 'static,
    Q: 'static,
    D: Clone + PartialEq + Send + Sync + 'static,
{
    let Drawing { model, state, .. } = drawing;
    let ply = move || state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()));
    let prefs = expect_context::<Prefs>();
    let classes = move || model.with(|m| at(m, i, key).map(class)).unwrap_or_default();
    let named = move || model.with(|m| at(m, i, key).map(|q| name(prefs.texts(), q))).unwrap_or_default();
    let drawn = Memo::new(move |_| model.with(|m| at(m, i, key).and_then(|q| draw(q, ply()))));
    (Box::new(classes), Box::new(named), drawn)
}

/// A click on a place that no pointer gesture has already taken (a screen reader's)
/// acts on it.
pub fn click(gestures: Gestures, act: impl Fn() + Send + Sync + 'static) -> Tap {
    Box::new(move |ev| {
        let own = gestures.own_click(ev);
        if own {
            act();
        }
        own
    })
}

fn svg(
    surface: Surface,
    focus: BoardFocus,
    gestures: Gestures,
    position: impl Fn() -> String + Send + Sync + 'static,
    actions: Actions<
        impl Fn(&str) + Copy + Send + Sync + 'static,
        impl Fn(Vec<String>) + Copy + Send + Sync + 'static,
        impl Fn() + Copy + Send + Sync + 'static,
    >,
    places: impl IntoView + 'static,
) -> impl IntoView {
    let Actions { tap, drag, cancel } = actions;
    let Surface { class, view_box, name, keys, centres, radius, last, last_radius } = surface;
    let prefs = expect_context::<Prefs>();
    let on_keydown = move |ev: web_sys::KeyboardEvent| focus.keydown(&ev, &keys, tap, cancel);
    focus.restore();
    view! {
        <svg class=class viewBox=view_box data-position=position role="grid" aria-label=move || name(prefs.texts())
            on:keydown=on_keydown
            on:pointerdown=move |ev| gestures.pointer_down(&ev)
            on:pointermove=move |ev| gestures.pointer_move(&ev)
            on:pointercancel=move |_| gestures.pointer_cancel()
            on:pointerup=move |ev| match gestures.pointer_up(&ev) {
                Some(Gesture::Tap(label)) => {
                    focus.tapped(&label);
                    tap(&label);
                }
                Some(Gesture::Path(path)) => drag(path),
                None => {}
            }>
            {places}
            <crate::board::last_turn::LastTurnMarks last=last radius=last_radius/>
            <crate::board::annotate::Annotations places=centres.clone() radius=radius/>
            <crate::board::analysis::LineArrows places=centres radius=radius/>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_value_is_read_only_at_its_moment() {
        let owner = Owner::new();
        owner.set();
        let kept = Keyed::<(usize, u8), Held<&str, u8>>::new();
        let turn = |key| kept.with(&key, |h| h.turn);
        assert_eq!(turn((0, 1)), None);
        kept.update((3, 7), |h| h.turn = "a dot tapped");
        assert_eq!(turn((3, 7)), Some("a dot tapped"));
        assert_eq!(turn((4, 7)), None, "a turn later it is gone");
        assert_eq!(turn((3, 8)), None, "as on another position at the same ply");
        assert_eq!(turn((3, 7)), Some("a dot tapped"), "and back if the game comes back to it");
        kept.update((3, 7), |h| h.hint = vec![1, 2]);
        assert_eq!(
            kept.with(&(3, 7), |h| (h.turn, h.hint.clone())),
            Some(("a dot tapped", vec![1, 2])),
            "a hint beside the turn"
        );
        kept.update((4, 7), |h| h.turn = "the next turn's");
        assert_eq!(turn((3, 7)), None, "one moment at a time");
        assert_eq!(kept.with(&(4, 7), |h| h.hint.len()), Some(0), "starting afresh");
        kept.clear();
        assert_eq!(turn((4, 7)), None, "forgotten once played");
    }
}
