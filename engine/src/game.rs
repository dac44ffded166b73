//! What every game offers to perft, records, the command-line tool and the AI.

use std::error::Error;
use std::fmt::{self, Debug, Display};
use std::hash::Hash;

/// The two sides. White always moves first in both games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]

pub enum Color {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

impl Color {
    /// White then Black, for per-side loops.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: for per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation letter, `w` or `b`.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `white` or `black`, for the middle of a sentence (no Unicode case tables needed).
    pub fn lowercase(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]

pub enum Reason {
    /// GIPF: the loser's turn began with an empty reserve.
    EmptyReserve,
    /// GIPF standard/tournament: the loser's last GIPF piece left the board.
    LastGipfLost,
    /// Emergo: the loser has no column on the board and no men in hand.
    NoPieces,
    /// Emergo: the player to move has no legal move (draw).
    NoLegalMove,
    /// Emergo: the same position for the third time (draw, tracked by the record).
    Repetition,
    /// Both players agreed a draw.
    Agreement,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out (a game played with a clock).
    Time,
}

impl Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::EmptyReserve => "empty reserve",
            Reason::LastGipfLost => "last GIPF piece lost",
            Reason::NoPieces => "no pieces left",
            Reason::NoLegalMove => "no legal move",
            Reason::Repetition => "threefold repetition",
            Reason::Agreement => "draw agreed",
            Reason::Resignation => "resignation",
            Reason::Time => "loss on time",
        })
    }
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]

pub struct GameResult {
    /// `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins ({})", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}

/// Why a position's text was refused, in two layers as the parser works: text that does
/// not follow the notation (`S`), or text that reads as a position the rules forbid (`I`,
/// what the game's position check says). Each game names its own:
/// [`crate::gipf::ParsePositionError`], [`crate::emergo::ParsePositionError`].
///
/// `Display` is the inner error's message, so either layer reads the same as it does alone.
///
/// ```
/// use tavola_engine::game::ParsePositionError;
/// use tavola_engine::gipf::{Position, PositionError, PositionSyntaxError};
///
/// let short = "gipf basic 4/5/6/7/6/5/4 w 12".parse::<Position>().unwrap_err();
/// assert_eq!(short, ParsePositionError::Syntax(PositionSyntaxError::Missing("Black reserve")));
/// let gipf = "gipf basic W3/5/6/7/6/5/4 w 12 12".parse::<Position>().unwrap_err();
/// assert_eq!(gipf, ParsePositionError::Illegal(PositionError::GipfInBasic));
/// assert_eq!(gipf.to_string(), "the basic game has no GIPF pieces");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError<S, I> {
    /// The text does not follow the position notation.
    Syntax(S),
    /// The text reads, but as a position that cannot arise in play.
    Illegal(I),
}

impl<S: Display, I: Display> Display for ParsePositionError<S, I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Syntax(e) => e.fmt(f),
            ParsePositionError::Illegal(e) => e.fmt(f),
        }
    }
}

/// Transparent: the message is the inner error's, so its source is the inner one's too.
impl<S: Error, I: Error> Error for ParsePositionError<S, I> {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            ParsePositionError::Syntax(e) => e.source(),
            ParsePositionError::Illegal(e) => e.source(),
        }
    }
}

/// The rules of one game, as perft, records, the CLI and the AI see them.
///
/// `turns` is the single source of legal play: `successors`, `parse_turn` and every
/// game-specific helper are derived from it (or checked against it by tests).
///
/// ```
/// use tavola_engine::emergo::{Emergo, Position};
/// use tavola_engine::{Color, Rules};
///
/// let start: Position = "emergo 1/3/5/7/9/7/5/3/1 w 12 12".parse().unwrap();
/// assert_eq!(Emergo::side_to_move(&start), Color::White);
/// assert_eq!(Emergo::turns(&start).len(), 40); // an entry anywhere but e5
/// let d6 = Emergo::parse_turn(&start, "d6").unwrap();
/// assert_eq!(d6.to_string(), "d6");
/// assert_eq!(Emergo::apply_unchecked(&start, &d6).to_string(), "emergo 1/3/5/2w4/9/7/5/3/1 b 11 12");
/// assert!(Emergo::parse_turn(&start, "e5").is_err());
/// assert_eq!(Emergo::result(&start), None);
/// ```
pub trait Rules {
    /// A checked position; `Display` prints the canonical notation, `FromStr` parses it.
    type Position: Clone + Eq + Hash + Debug + Display + std::str::FromStr<Err = Self::ParsePositionError>;
    /// A complete legal turn (every decision of it); `Display` is its record notation,
    /// a single whitespace-free token.
    type Turn: Clone + Eq + Debug + Display;
    /// Why a position's text was refused: unreadable, or not a position of play (the
    /// game's [`ParsePositionError`]).
    type ParsePositionError: Error;
    /// Why a turn's text was refused: unreadable, or illegal in the position.
    type TurnError: Error;

    /// The game's name as the first word of its position notation (`gipf`, `emergo`).
    const NAME: &'static str;

    /// Whether the third occurrence of a position draws (Emergo), checked by records.
    const THREEFOLD_REPETITION: bool = false;

    /// Every legal complete turn from `pos`; empty when the position is finished.
    fn turns(pos: &Self::Position) -> Vec<Self::Turn>;

    /// The position at the start of the next turn, without checking `turn`: it must come
    /// from `turns(pos)` or `parse_turn` (what an illegal one gives is unspecified, but
    /// never a panic). Checked play goes through `apply`, `parse_turn` or `Record::push`.
    fn apply_unchecked(pos: &Self::Position, turn: &Self::Turn) -> Self::Position;

    /// The position at the start of the next turn, or why `turn` is not legal in `pos`.
    /// As quick as one turn's replay: it never lists every turn.
    fn apply(pos: &Self::Position, turn: &Self::Turn) -> Result<Self::Position, Self::TurnError>;

    /// The distinct positions reached by one turn (rules §1.7, §2.9), in any order.
    fn successors(pos: &Self::Position) -> Vec<Self::Position> {
        let mut seen = std::collections::HashSet::new();
        Self::turns(pos).iter().map(|t| Self::apply_unchecked(pos, t)).filter(|p| seen.insert(p.clone())).collect()
    }

    /// Every legal turn from `pos` that reaches `target`, in the order of `turns` (a search
    /// that chose a position, as the AI's options are, names its turn with the first).
    fn turns_reaching(pos: &Self::Position, target: &Self::Position) -> Vec<Self::Turn> {
        Self::turns(pos).into_iter().filter(|t| Self::apply_unchecked(pos, t) == *target).collect()
    }

    /// The result when the position is finished by the rules alone (not by repetition,
    /// agreement or resignation, which the record tracks).
    fn result(pos: &Self::Position) -> Option<GameResult>;

    /// How `turn`, played from `before`, ends the game, if it does. By default the verdict
    /// on the position it leaves; a game whose positions cannot tell everything (GIPF: who
    /// made the removal that took both players' last GIPF pieces) overrides it.
    fn turn_result(before: &Self::Position, turn: &Self::Turn) -> Option<GameResult> {
        Self::result(&Self::apply_unchecked(before, turn))
    }

    /// The side whose turn begins.
    fn side_to_move(pos: &Self::Position) -> Color;

    /// Reads one turn in record notation and checks it is legal in `pos`.
    fn parse_turn(pos: &Self::Position, text: &str) -> Result<Self::Turn, Self::TurnError>;
}
