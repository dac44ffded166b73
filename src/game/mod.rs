//! The game being played in the page: the app's state and the user's intents (`state`),
//! what changes when the computer plays a side (`versus`) and what a link set up for an
//! embedded board (`kit`). The session, the saved-game format and the sync plan are
//! `tavola_core`'s; the browser's services are `services`'.

pub mod kit;
pub mod prefs;
pub mod state;
pub mod thinking;
pub mod versus;
