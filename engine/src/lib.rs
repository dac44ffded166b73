//! Tavola's rules core: GIPF and Emergo as the rules reference `public/rules.html`
//! defines them; "rules §1.4" in comments is a section of that page.
//!
//! Both games have the same shape — a checked position with a canonical notation, a single
//! generator of legal turns, an outcome — and expose it through [`Rules`], which perft,
//! game records, the command-line tool and the AI are written against. Anything
//! game-specific that the app needs (a GIPF turn walked decision by decision, an Emergo
//! capture built landing by landing) lives in the game's own module and is derived from
//! the same generator.

#![warn(missing_docs)]

pub mod ai;
pub mod emergo;
pub mod game;
pub mod gipf;
pub mod kind;
pub mod perft;
pub mod protocol;
pub mod puzzle;
pub mod random;
pub mod record;

pub use game::{Color, GameResult, Reason, Rules};
pub use kind::{GameKind, KnownGame, WithRules};
