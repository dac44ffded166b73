//! The visible language switch (`switch`).

pub mod switch;
