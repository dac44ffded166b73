//! SCAFFOLD, replaced by the emergo rules core (issue). Compiles so the crate builds meanwhile.
use std::fmt;
use crate::{Color, GameResult, Rules};


#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position;
impl Position {
    pub fn start() -> Self { Position }
}
impl fmt::Display for Position { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("emergo") } }
#[derive(Debug)]
pub struct Error;
impl fmt::Display for Error { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("scaffold") } }
impl std::error::Error for Error {}
impl std::str::FromStr for Position { type Err = Error; fn from_str(_s: &str) -> Result<Self, Error> { Err(Error) } }
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn;
impl fmt::Display for Turn { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("t") } }
pub struct Emergo;
impl Rules for Emergo {
    type Position = Position; type Turn = Turn; type PositionError = Error; type TurnError = Error;
    const NAME: &'static str = "emergo";
    fn turns(_p: &Position) -> Vec<Turn> { vec![] }
    fn apply(p: &Position, _t: &Turn) -> Position { p.clone() }
    fn result(_p: &Position) -> Option<GameResult> { None }
    fn side_to_move(_p: &Position) -> Color { Color::White }
    fn parse_turn(_p: &Position, _t: &str) -> Result<Turn, Error> { Err(Error) }
}
