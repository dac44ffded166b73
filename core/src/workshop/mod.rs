//! The author's workshop: a teacher sets up any position by taps, records a story or an
//! exercise by playing it (a caption and marks per position, the reader's answers and the
//! author's replies), and copies out what the embed kit reads (docs/embedding.md): the
//! `<tavola-board>` element, a link and the position's text; a pasted element or link
//! opens again as the same draft.
//!
//! - [`setup`]: a position under construction ([`Setup`]), checked by the engine into a
//!   start ([`Checked`]) or every reason it is not one ([`SetupError`]);
//! - [`draft`]: the story or exercise being recorded ([`Draft`]);
//! - [`output`]: the element, the link and the position text, with the presentation
//!   [`Options`];
//! - [`open`]: a pasted element or link read back ([`Draft::open`], [`OpenError`]);
//! - [`opening`]: what the workshop's address opens;
//! - `html`: writing and reading the element's attributes and text.
//!
//! Pure and tested natively; the screen holds a `Setup` or a `Draft` and draws them with
//! the game's own board components ([`Setup::gipf_board`], [`Setup::emergo_board`]).

pub mod draft;
mod html;
pub mod open;
pub mod opening;
pub mod output;
pub mod setup;

pub use draft::{Answer, Draft, DraftError, Role};
pub use open::{OpenError, ELEMENT_PARAMS};
pub use output::{element, game_element, link, position_text, Options, INLINE_MOST};
pub use setup::{describe_refusal, Cell, Checked, Place, Setup, SetupError, TapError, Tool};
