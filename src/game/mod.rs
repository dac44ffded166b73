//! The game being played in the page: the app's state and the user's intents (`state`),
//! what changes when the computer plays a side (`versus`), saving in `localStorage`
//! (`storage`), the players' names (`names`) and records as text in and out (`export`).
//! The session, the saved-game format and the sync plan are `tavola_core`'s.

pub mod export;
pub mod names;
pub mod state;
pub mod storage;
pub mod versus;
