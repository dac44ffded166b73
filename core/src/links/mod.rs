//! What a link asks for, as checked types: the URL's parameters (`params`), an author's
//! options for an embedded board (`author`) and an exercise's answers judged through the
//! engine (`exercise`), what an embedded board shows and keeps (`board`), and a game as a
//! link (`share`).

pub mod author;
pub mod board;
pub mod exercise;
pub mod params;
pub mod share;
