//! Which game is played, chosen once from a name or a position's text, and the one place
//! that turns that run-time choice into the compile-time [`Rules`] type.

use crate::emergo::Emergo;
use crate::gipf::{Gipf, Variant};
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
    fn run<G: Rules>(self) -> Self::Output;
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
