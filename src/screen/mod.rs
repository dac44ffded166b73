//! The screens around the boards: the start screen (`start`), the game screen (`play`)
//! with its panel (`panel`), move list (`moves`) and spoken turns (`announce`), the end
//! of a game (`ending`), the questions put to a player in the page (`ask`),
//! face-to-face mode (`face`), the sound cues (`sound`), the players' names (`names`), the
//! Share button (`share`), an embedded board's panel (`embedded`), the language switch
//! (`lang`), and the root element over them all (`root`).

pub mod announce;
pub mod ask;
pub mod embedded;
pub mod ending;
pub mod face;
pub mod lang;
pub mod moves;
pub mod names;
pub mod panel;
pub mod play;
pub mod root;
pub mod share;
pub mod sound;
pub mod start;
