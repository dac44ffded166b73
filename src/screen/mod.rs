//! The screens around the boards: the start screen (`start`), the game screen (`play`)
//! with its panel (`panel`), move list (`moves`) and spoken turns (`announce`),
//! face-to-face mode (`face`) and the sound cues (`sound`).

pub mod announce;
pub mod face;
pub mod moves;
pub mod panel;
pub mod play;
pub mod sound;
pub mod start;
