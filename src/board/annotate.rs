//! An author's annotations on a board (`highlight`, `arrows`, docs/embedding.md): rings
//! around places and arrows between them, drawn over either board and never catching a tap;
//! a mark tied to a ply shows only at that ply.

use leptos::prelude::*;

use crate::board::num;
use crate::game::state::AppState;

/// An arrow from `from` to `to` that stops short of the target's centre, as one SVG path:
/// the shaft, then the head as a closed triangle.
pub fn arrow(from: (f32, f32), to: (f32, f32), gap: f32) -> String {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let tip = (to.0 - ux * gap, to.1 - uy * gap);
    let base = (tip.0 - ux * 16.0, tip.1 - uy * 16.0);
    let [a, b, c, d, e] =
        [from, base, tip, (base.0 - uy * 9.0, base.1 + ux * 9.0), (base.0 + uy * 9.0, base.1 - ux * 9.0)]
            .map(|(x, y)| (num(x), num(y)));
    format!("M{} {}L{} {}M{} {}L{} {}L{} {}Z", a.0, a.1, b.0, b.1, c.0, c.1, d.0, d.1, e.0, e.1)
}

/// A ring of radius `r` around `centre`, as one SVG path.
pub fn ring(centre: (f32, f32), r: f32) -> String {
    format!(
        "M{} {}a{r} {r} 0 1 0 {d} 0a{r} {r} 0 1 0 -{d} 0",
        num(centre.0 - r),
        num(centre.1),
        r = num(r),
        d = num(2.0 * r)
    )
}

/// The annotations of the open link, at the centres `places` gives for each label (places
/// not on this board are left out; the author was warned when the board opened). Every
/// shape is one `<path>`, so the view code is built once.
#[component]
pub fn Annotations(places: Vec<(String, (f32, f32))>, radius: f32) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = |label: &str| places.iter().find(|(l, _)| l == label).map(|(_, p)| *p);
    let shapes: Vec<_> = state
        .kit
        .annotations()
        .into_iter()
        .filter_map(|a| {
            let from = at(&a.from)?;
            let (kind, d) = match &a.to {
                None => ("note", ring(from, radius)),
                Some(to) => ("arrow", arrow(from, at(to)?, radius * 0.5)),
            };
            let name = a.to.as_ref().map_or(a.from.clone(), |to| format!("{}-{to}", a.from));
            let class = format!("{kind} {}", a.colour.name());
            // A mark tied to a ply (`e5@3`) shows only while that ply is on show.
            let shown = move || {
                let ply = state.game.with(|g| g.as_ref().map_or(0, |g| g.session.ply()));
                if a.shown_at(ply) {
                    "visible"
                } else {
                    "hidden"
                }
            };
            Some(view! { <path class=class data-mark=name d=d visibility=shown/> })
        })
        .collect();
    view! { <g class="annotations" aria-hidden="true">{shapes}</g> }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_arrow_stops_short_of_its_target_and_points_at_it() {
        assert_eq!(super::arrow((0.0, 0.0), (100.0, 0.0), 10.0), "M0 0L74 0M90 0L74 9L74 -9Z");
        assert_eq!(super::ring((10.0, 20.0), 5.0), "M5 20a5 5 0 1 0 10 0a5 5 0 1 0 -10 0");
        assert_eq!(super::arrow((-0.4, 0.0), (0.0, -100.0), 10.0), "M0 0L0 -74M0 -90L9 -74L-9 -74Z");
    }
}
