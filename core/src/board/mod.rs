//! Each game's pure render model: pixels, marks, prompts and what a tap means, computed
//! from the engine's position and turn in progress; the app's SVG components only draw it.

pub mod emergo_model;
pub mod gipf_model;
pub mod picture;

/// The last turn as drawn over either board, in drawing units, so the next player sees
/// what was just played without reading the move list: the way it went (a push from its
/// dot to the far end of the run it shoved; a column's start and each landing; the one
/// square of an Emergo entry) and where men were taken (the squares an Emergo capture
/// jumped).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LastTurn {
    pub path: Vec<(f32, f32)>,
    pub taken: Vec<(f32, f32)>,
}
