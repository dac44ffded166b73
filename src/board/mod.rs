//! The two boards: each game's pure render model (`gipf_model`, `emergo_model`: pixels,
//! marks, what a tap means, tested natively) and its SVG component (`gipf`, `emergo`),
//! with what both share: the status, the computer's turns, hints and the turn's buttons
//! (`controller`), keyboard focus over the board's grid (`focus`) and the rings and arrows
//! drawn over either board (`annotate`).

pub mod annotate;
pub mod controller;
pub mod emergo;
pub mod emergo_model;
pub mod focus;
pub mod gipf;
pub mod gipf_model;
