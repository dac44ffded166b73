//! The two boards' SVG components (`gipf`, `emergo`) over their render models
//! (`tavola_core::board`), with what both share: the board's shell (`shell`: the position
//! on show, what the board keeps for one moment of the game, the SVG element with its
//! gestures, keys and overlays), the status, the computer's turns, hints
//! and the turn's buttons (`controller`), the table around a board in the app (`table`:
//! the players' strips with their clocks (`clocks`), the row of actions, the menu),
//! keyboard focus over the board's grid (`focus`) and the rings and arrows drawn over either board (`annotate`); Analyse (`analysis`):
//! the computer's view of the position on show, its best line drawn on either board, and
//! the review of a game.

pub mod analysis;
pub mod annotate;
pub mod clocks;
pub mod controller;
pub mod emergo;
pub mod focus;
pub mod gesture;
pub mod gipf;
pub mod last_turn;
pub mod shell;
pub mod table;

/// `v` as a whole number of SVG user units (`12`, `-3`), for coordinates and styles: a
/// unit is under a hundredth of a board step, far below what an eye sees, and whole
/// numbers keep the attributes short and the page free of float printing (about 10 KB of
/// the first load).
pub fn num(v: f32) -> String {
    (v.round() as i32).to_string()
}
