//! Which game is played, chosen once from a name or a position's text, and the one place
//! that joins that run-time choice to the compile-time [`Rules`] type: [`GameKind::with_rules`]
//! one way, and [`KnownGame`], which types either game's refusals alike ([`Refusal`],
//! [`PositionRefusal`]), the other.
//!
//! The refusals live here, beside the kinds, rather than with the records that keep them or
//! in [`Rules`]: they name both games' errors, and the games' modules build on `game.rs`, so
//! neither of those could name them without importing its own dependants.

use std::fmt;

use crate::emergo::{self, Emergo};
use crate::gipf::{self, Gipf, Variant};
use crate::Rules;

/// A game and, for GIPF, its variant.
///
/// ```
/// use tavola_engine::GameKind;
/// use tavola_engine::gipf::Variant;
///
/// assert_eq!(GameKind::from_name("gipf-standard"), Some(GameKind::Gipf(Variant::Standard)));
/// assert_eq!(GameKind::of_position("emergo 1/3/5/7/9/7/5/3/1 w 12 12"), Some(GameKind::Emergo));
/// assert_eq!(GameKind::Gipf(Variant::Basic).name(), "gipf-basic");
/// assert_eq!(GameKind::from_name("chess"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// GIPF in one of its variants.
    Gipf(Variant),
    /// Emergo.
    Emergo,
}

/// Work generic over the rules, run by [`GameKind::with_rules`] for a game chosen at run time.
pub trait WithRules {
    /// What the work gives back.
    type Output;
    /// Does the work with the rules of the chosen game.
    fn run<G: KnownGame>(self) -> Self::Output;
}

/// One of the games [`GameKind`] names: its [`Rules`], and its refusals as the types that
/// hold either game's, so that a record, a link or a notice can carry them without being
/// generic over the game (and a reader can word them in any language).
///
/// ```
/// use tavola_engine::emergo::{Emergo, Position};
/// use tavola_engine::kind::{KnownGame, Refusal};
/// use tavola_engine::Rules;
///
/// let refused = Emergo::parse_turn(&Position::start(), "e5").unwrap_err();
/// assert_eq!(Emergo::refusal(refused.clone()), Refusal::Emergo(refused));
/// ```
pub trait KnownGame: Rules {
    /// A turn's refusal, typed across both games.
    fn refusal(error: Self::TurnError) -> Refusal;
    /// A start position's refusal, typed across both games.
    fn position_refusal(error: Self::ParsePositionError) -> PositionRefusal;
}

impl KnownGame for Gipf {
    fn refusal(error: gipf::TurnError) -> Refusal {
        Refusal::Gipf(error)
    }

    fn position_refusal(error: gipf::ParsePositionError) -> PositionRefusal {
        PositionRefusal::Gipf(error)
    }
}

impl KnownGame for Emergo {
    fn refusal(error: emergo::TurnError) -> Refusal {
        Refusal::Emergo(error)
    }

    fn position_refusal(error: emergo::ParsePositionError) -> PositionRefusal {
        PositionRefusal::Emergo(error)
    }
}

/// Why the rules refused a turn: each game's own typed reason, so that a reader can word
/// it in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Refused by GIPF's rules.
    Gipf(gipf::TurnError),
    /// Refused by Emergo's rules.
    Emergo(emergo::TurnError),
    /// A turn of the other game.
    OtherGame,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Gipf(e) => e.fmt(f),
            Refusal::Emergo(e) => e.fmt(f),
            Refusal::OtherGame => f.write_str("a turn of the other game"),
        }
    }
}

/// Why a start position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionRefusal {
    /// Not a GIPF position.
    Gipf(gipf::ParsePositionError),
    /// Not an Emergo position.
    Emergo(emergo::ParsePositionError),
    /// The position names no game this crate plays.
    UnknownGame,
}

impl fmt::Display for PositionRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionRefusal::Gipf(e) => e.fmt(f),
            PositionRefusal::Emergo(e) => e.fmt(f),
            PositionRefusal::UnknownGame => write!(f, "the game must be one of {}", GameKind::NAMES),
        }
    }
}

impl GameKind {
    /// Every game, GIPF's variants first.
    pub const ALL: [GameKind; 4] = [
        GameKind::Gipf(Variant::Basic),
        GameKind::Gipf(Variant::Standard),
        GameKind::Gipf(Variant::Tournament),
        GameKind::Emergo,
    ];

    /// The names [`GameKind::from_name`] reads, for messages.
    pub const NAMES: &'static str = "gipf-basic, gipf-standard, gipf-tournament or emergo";

    /// `gipf-basic`, `gipf-standard`, `gipf-tournament` or `emergo`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Gipf(Variant::Basic) => "gipf-basic",
            GameKind::Gipf(Variant::Standard) => "gipf-standard",
            GameKind::Gipf(Variant::Tournament) => "gipf-tournament",
            GameKind::Emergo => "emergo",
        }
    }

    /// The game a name given by [`GameKind::name`] stands for.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The game a position's text is of, from its first words (`gipf standard ...`,
    /// `emergo ...`); whether the rest is a valid position is for its parser to say.
    pub fn of_position(text: &str) -> Option<GameKind> {
        let mut words = text.split_whitespace();
        match words.next()? {
            Gipf::NAME => words.next().and_then(Variant::from_name).map(GameKind::Gipf),
            Emergo::NAME => Some(GameKind::Emergo),
            _ => None,
        }
    }

    /// Runs `work` with this game's rules.
    pub fn with_rules<W: WithRules>(self, work: W) -> W::Output {
        match self {
            GameKind::Gipf(_) => work.run::<Gipf>(),
            GameKind::Emergo => work.run::<Emergo>(),
        }
    }
}
