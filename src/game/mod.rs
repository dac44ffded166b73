//! The game being played and where it is kept: the record with undo and redo
//! (`session`), the app's state and the user's intents (`state`), what changes when the
//! computer plays a side (`versus`), saving in `localStorage` (`storage`, as JSON read and written by `json`) and deciding
//! every write between tabs (`sync`), the players' names (`names`) and records as text
//! in and out (`export`).

pub mod export;
pub mod json;
pub mod names;
pub mod session;
pub mod state;
pub mod storage;
pub mod sync;
pub mod versus;
