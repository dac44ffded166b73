//! The board as an ARIA grid, the same for both games: its cells (named places taking
//! taps), the roving tab stop, and which point or square an arrow key moves to.
//!
//! Works on screen positions, so the same rule serves the hex GIPF board, the Emergo
//! checkerboard and either of them flipped: the arrow goes to the nearest place that lies
//! in its direction (within 60° of it).

use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A reactive text of a cell (its classes, its name), boxed: one copy of the cell's code
/// serves both boards.
pub type Text = Box<dyn Fn() -> String + Send + Sync>;
/// What a click on a cell does; whether it took the click.
pub type Tap = Box<dyn Fn(&leptos::ev::MouseEvent) -> bool + Send + Sync>;

/// A board's keyboard focus and grid: the label of the focused point or square, and
/// whether the keyboard was used last (then the focus is put back when the SVG is built
/// again for the other orientation, so play can go on from the keys alone).
#[derive(Clone, Copy)]
pub struct BoardFocus {
    /// `data-point` or `data-cell`: how the board's places are found in the page.
    attr: &'static str,
    focused: RwSignal<Option<String>>,
    keyboard: StoredValue<bool>,
}

impl BoardFocus {
    pub fn new(attr: &'static str) -> Self {
        BoardFocus { attr, focused: RwSignal::new(None), keyboard: StoredValue::new(false) }
    }

    /// The attribute naming the board's places (`data-point`, `data-cell`).
    pub fn attr(&self) -> &'static str {
        self.attr
    }

    /// Roving tabindex: the focused place (or `first` before any) is the board's one tab stop.
    pub fn tabindex(&self, label: &str, first: &str) -> i32 {
        let is_stop = self.focused.with(|f| f.as_deref().unwrap_or(first) == label);
        if is_stop {
            0
        } else {
            -1
        }
    }

    /// One place of the board's grid: `children` in a cell named for screen readers, with
    /// the board's roving tab stop (`first` before any place is focused). A click calls
    /// `tap`, which says whether it took the click; the keyboard then continues from here.
    pub fn cell(
        self,
        label: String,
        first: String,
        class: Text,
        name: Text,
        tap: Tap,
        children: AnyView,
    ) -> impl IntoView {
        let (stop, tapped) = (label.clone(), label.clone());
        view! {
            <g class=class role="gridcell" aria-label=name
                tabindex=move || self.tabindex(&stop, &first)
                on:click=move |ev| if tap(&ev) { self.tapped(&tapped) }>
                {children}
            </g>
        }
        .add_any_attr(custom_attribute(self.attr, label))
    }

    /// A pointer tap: the keyboard continues from there.
    pub fn tapped(&self, label: &str) {
        self.keyboard.set_value(false);
        self.focused.set(Some(label.to_string()));
    }

    /// Arrows move the focus, Enter and Space act on the focused place, Escape cancels a
    /// half-made move. `places` are the labels with their screen positions.
    pub fn keydown(
        &self,
        ev: &web_sys::KeyboardEvent,
        places: &[(String, (f32, f32))],
        act: impl Fn(&str),
        cancel: impl Fn(),
    ) {
        let Some(current) =
            ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|e| e.get_attribute(self.attr))
        else {
            return;
        };
        let key = ev.key();
        self.keyboard.set_value(true);
        if let Some(arrow) = Arrow::from_key(&key) {
            ev.prevent_default();
            ev.stop_propagation();
            let positions: Vec<(f32, f32)> = places.iter().map(|(_, p)| *p).collect();
            let from = places.iter().position(|(l, _)| *l == current);
            if let Some(next) = from.and_then(|i| step(&positions, i, arrow)).and_then(|i| places.get(i)) {
                self.focused.set(Some(next.0.clone()));
                self.focus(&next.0);
            }
        } else if key == "Enter" || key == " " {
            ev.prevent_default();
            self.focused.set(Some(current.clone()));
            act(&current);
        } else if key == "Escape" {
            cancel();
        }
    }

    /// Puts the focus back on the focused place once the board is built, if the keyboard is
    /// in use.
    pub fn restore(&self) {
        if !self.keyboard.get_value() {
            return;
        }
        let this = *self;
        request_animation_frame(move || {
            if let Some(label) = this.focused.get_untracked() {
                this.focus(&label);
            }
        });
    }

    fn focus(&self, label: &str) {
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(&format!("[{}=\"{label}\"]", self.attr)).ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    }
}

/// The grid's rows (`role="row"`), each of its places drawn by `cell`.
pub fn grid_rows<T: 'static, V: IntoView + 'static>(
    rows: Vec<Vec<T>>,
    cell: impl Fn(T) -> V + Copy + 'static,
) -> impl IntoView {
    rows.into_iter().map(|row| view! { <g role="row">{row.into_iter().map(cell).collect_view()}</g> }).collect_view()
}

/// Splits `items` into runs of neighbours with the same key: the rows of a board's grid.
pub fn rows<T, K: PartialEq>(items: impl IntoIterator<Item = T>, key: impl Fn(&T) -> K) -> Vec<Vec<T>> {
    let mut rows: Vec<Vec<T>> = Vec::new();
    for item in items {
        match rows.last_mut() {
            Some(row) if row.first().is_some_and(|first| key(first) == key(&item)) => row.push(item),
            _ => rows.push(vec![item]),
        }
    }
    rows
}

/// An arrow key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// The arrow a `KeyboardEvent.key` names.
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        }
    }

    /// The unit vector on screen (y grows downwards).
    fn vector(self) -> (f32, f32) {
        match self {
            Arrow::Up => (0.0, -1.0),
            Arrow::Down => (0.0, 1.0),
            Arrow::Left => (-1.0, 0.0),
            Arrow::Right => (1.0, 0.0),
        }
    }
}

/// The index of the place the arrow moves to from `from`, among `places` (screen
/// positions); `None` at the edge. The nearest place within 60° of the arrow wins; among
/// equally near ones the straighter, then the one turned anticlockwise (so that on the
/// checkerboard, where every neighbour is diagonal, Up goes up-left and Down down-right,
/// and every square is reached).
pub fn step(places: &[(f32, f32)], from: usize, arrow: Arrow) -> Option<usize> {
    let &(x0, y0) = places.get(from)?;
    let (ux, uy) = arrow.vector();
    let key = |&(x, y): &(f32, f32)| {
        let (dx, dy) = (x - x0, y - y0);
        let dist = (dx * dx + dy * dy).sqrt();
        let along = dx * ux + dy * uy;
        // Screen y grows downwards, so a positive cross product turns clockwise.
        let turn = ux * dy - uy * dx;
        (along > 0.0 && along >= 0.5 * dist).then_some((round(dist), round(-along / dist), round(turn)))
    };
    places
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != from)
        .filter_map(|(i, p)| key(p).map(|k| (k, i)))
        .min_by(|(a, _), (b, _)| a.0.cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)))
        .map(|(_, i)| i)
}

/// Thousandths, so that equal distances computed in floating point compare equal.
fn round(v: f32) -> i64 {
    (v * 1000.0).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_walk_a_square_grid() {
        // 3×3 grid, index = row * 3 + col.
        let grid: Vec<(f32, f32)> = (0..9).map(|i| ((i % 3) as f32, (i / 3) as f32)).collect();
        assert_eq!(step(&grid, 4, Arrow::Up), Some(1));
        assert_eq!(step(&grid, 4, Arrow::Down), Some(7));
        assert_eq!(step(&grid, 4, Arrow::Left), Some(3));
        assert_eq!(step(&grid, 4, Arrow::Right), Some(5));
        assert_eq!(step(&grid, 0, Arrow::Up), None, "the edge stops the focus");
        assert_eq!(step(&grid, 99, Arrow::Up), None);
    }

    #[test]
    fn arrows_reach_every_gipf_point_and_emergo_square() {
        use tavola_engine::gipf::Point;
        let points: Vec<(f32, f32)> = Point::all().map(|p| tavola_core::board::gipf_model::pixel(p, false)).collect();
        let squares: Vec<(f32, f32)> = tavola_engine::emergo::Square::ALL
            .iter()
            .map(|s| {
                let (file, rank) = s.physical();
                (f32::from(file), -f32::from(rank))
            })
            .collect();
        for places in [points, squares] {
            // From the first place, repeated arrow presses visit every place.
            let mut seen = vec![false; places.len()];
            let mut frontier = vec![0];
            while let Some(i) = frontier.pop() {
                if std::mem::replace(&mut seen[i], true) {
                    continue;
                }
                for arrow in [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right] {
                    frontier.extend(step(&places, i, arrow));
                }
            }
            let missed: Vec<usize> = (0..places.len()).filter(|i| !seen[*i]).collect();
            assert!(missed.is_empty(), "unreachable: {missed:?} of {}", places.len());
        }
    }
}
