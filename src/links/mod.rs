//! Links and embedding: the URL's parameters as checked types (`params`, `author`), the
//! Share button's links (`share`), an exercise's answers judged through the engine
//! (`exercise`), what a link set up for an embedded board (`kit`), its panel
//! (`embedded`) and what it reports to the page around it (`embed`).

pub mod author;
pub mod embed;
pub mod embedded;
pub mod exercise;
pub mod kit;
pub mod params;
pub mod share;
