//! The screens around the boards: the start screen (`start`), the game screen with its
//! panel and move list (`play`), face-to-face mode (`face`) and the sound cues (`sound`).

pub mod face;
pub mod play;
pub mod sound;
pub mod start;
