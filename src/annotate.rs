//! An author's annotations on a board (`highlight`, `arrows`, docs/embedding.md): rings
//! around places and arrows between them, drawn over either board and never catching a tap.

use leptos::prelude::*;

use crate::state::AppState;

/// An arrow from `from` to `to` that stops short of the target's centre: the shaft's ends
/// and the head's three corners.
pub fn arrow(from: (f32, f32), to: (f32, f32), gap: f32) -> ((f32, f32), (f32, f32), String) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let tip = (to.0 - ux * gap, to.1 - uy * gap);
    let base = (tip.0 - ux * 16.0, tip.1 - uy * 16.0);
    let head = format!(
        "{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}",
        tip.0,
        tip.1,
        base.0 - uy * 9.0,
        base.1 + ux * 9.0,
        base.0 + uy * 9.0,
        base.1 - ux * 9.0
    );
    (from, base, head)
}

/// The annotations of the open link, at the centres `places` gives for each label (places
/// not on this board are left out; the author was warned when the board opened).
#[component]
pub fn Annotations(places: Vec<(String, (f32, f32))>, radius: f32) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = |label: &str| places.iter().find(|(l, _)| l == label).map(|(_, p)| *p);
    let shapes = {
        let notes = state.kit.annotations();
        notes
            .iter()
            .filter_map(|a| {
                let colour = a.colour.name();
                let from = at(&a.from)?;
                Some(match &a.to {
                    None => view! { <circle class=format!("note {colour}") cx=from.0 cy=from.1 r=radius/> }.into_any(),
                    Some(to) => {
                        let ((x1, y1), (x2, y2), head) = arrow(from, at(to)?, radius * 0.5);
                        view! {
                            <g class=format!("arrow {colour}") data-arrow=format!("{}-{to}", a.from)>
                                <line x1=x1 y1=y1 x2=x2 y2=y2/>
                                <polygon points=head/>
                            </g>
                        }
                        .into_any()
                    }
                })
            })
            .collect_view()
    };
    view! { <g class="annotations" aria-hidden="true" data-testid="annotations">{shapes}</g> }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_arrow_stops_short_of_its_target_and_points_at_it() {
        let (from, base, head) = super::arrow((0.0, 0.0), (100.0, 0.0), 10.0);
        assert_eq!(from, (0.0, 0.0));
        assert_eq!(base, (74.0, 0.0));
        assert_eq!(head, "90.0,0.0 74.0,9.0 74.0,-9.0");
    }
}
