//! The two boards' SVG components (`gipf`, `emergo`) over their render models
//! (`tavola_core::board`), with what both share: the status, the computer's turns, hints
//! and the turn's buttons (`controller`), keyboard focus over the board's grid (`focus`)
//! and the rings and arrows drawn over either board (`annotate`).

pub mod annotate;
pub mod controller;
pub mod emergo;
pub mod focus;
pub mod gipf;

/// `v` to one decimal (`12.5`, `-3.0`, never `-0.0`), for SVG coordinates and styles:
/// short attributes, and the same text for the same place whatever the float's noise.
pub fn num(v: f32) -> String {
    let tenths = (v * 10.0).round() / 10.0;
    // Adding 0.0 turns a rounded -0.0 into 0.0.
    format!("{:.1}", tenths + 0.0)
}
