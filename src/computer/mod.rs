//! The computer's side of the page: the client of the game's Web Worker, speaking the
//! engine's text protocol (`client`), and what Analyse shows from its answers
//! (`analysis`). The page itself never searches.

pub mod analysis;
pub mod client;
