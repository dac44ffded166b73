//! Each game's pure render model: pixels, marks, prompts and what a tap means, computed
//! from the engine's position and turn in progress; the app's SVG components only draw it.

pub mod emergo_model;
pub mod gipf_model;
