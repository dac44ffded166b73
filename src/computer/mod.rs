//! What Analyse shows from the computer's answers (`analysis`). The page itself never
//! searches: the worker does (`services::worker`).

pub mod analysis;
