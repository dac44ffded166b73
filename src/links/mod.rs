//! Links and embedding in the page: the Share button's links (`share`), what a link set up
//! for an embedded board (`kit`), its panel (`embedded`) and what it reports to the page
//! around it (`embed`). The URL's parameters and the author's options as checked types
//! live in `tavola_core::links`.

pub mod embed;
pub mod embedded;
pub mod kit;
pub mod share;
