//! Where the workshop opens (`workshop.html?edit=gipf-basic&position=…`, and the app's
//! `?edit=…` sent there): the game `edit` names, set up from `position` when that is a
//! position of this game, else the game's start, with what could not be followed.

use tavola_engine::gipf::Variant;
use tavola_engine::GameKind;

use crate::i18n::{Quoted, Texts};
use crate::links::params::value_of;
use crate::links::share::escape;
use crate::session::AnyRecord;
use crate::workshop::setup::{describe_refusal, Setup};
use tavola_engine::kind::PositionRefusal;

/// The values of `edit`, each with the game it opens.
pub const GAMES: [(&str, GameKind); 4] = [
    ("gipf-basic", GameKind::Gipf(Variant::Basic)),
    ("gipf-standard", GameKind::Gipf(Variant::Standard)),
    ("gipf-tournament", GameKind::Gipf(Variant::Tournament)),
    ("emergo", GameKind::Emergo),
];

/// The `edit` value naming `kind`.
pub fn edit_name(kind: GameKind) -> &'static str {
    GAMES.iter().find(|(_, k)| *k == kind).map_or("gipf-standard", |(name, _)| name)
}

/// The game's name as the workshop's chooser says it: the GIPF variant's, or Emergo.
pub fn game_name(t: &Texts, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Gipf(variant) => t.variant(variant),
        GameKind::Emergo => "Emergo",
    }
}

/// Something of the address the workshop could not follow; it opened the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfollowed {
    /// `edit` names no game: standard GIPF opened.
    Game(String),
    /// `position` does not read: the game's start opened.
    Position(PositionRefusal),
    /// `position` is of another game than `edit`'s: the game's start opened.
    OtherGame { position: String, game: GameKind },
}

impl Unfollowed {
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            Unfollowed::Game(value) => {
                t.param_bad("edit", Quoted(value), "gipf-basic, gipf-standard, gipf-tournament, emergo")
            }
            Unfollowed::Position(refusal) => describe_refusal(t, refusal),
            Unfollowed::OtherGame { position, game } => t.param_mismatch(Quoted(position), game_name(t, *game)),
        }
    }
}

/// The setup an address opens, and what of it was not followed.
pub fn opening(query: &str) -> (Setup, Vec<Unfollowed>) {
    let mut unfollowed = Vec::new();
    let named = value_of(query, "edit");
    let kind = match named.as_deref() {
        None | Some("") => None,
        Some(value) => match GAMES.iter().find(|(name, _)| *name == value) {
            Some((_, kind)) => Some(*kind),
            None => {
                unfollowed.push(Unfollowed::Game(value.to_string()));
                None
            }
        },
    };
    let position = value_of(query, "position").filter(|p| !p.trim().is_empty());
    let from_position = position.map(|text| match Setup::from_position(&text) {
        Ok(setup) => match kind {
            Some(game) if game != setup.kind() => {
                unfollowed.push(Unfollowed::OtherGame { position: text, game });
                None
            }
            _ => Some(setup),
        },
        Err(refusal) => {
            unfollowed.push(Unfollowed::Position(refusal));
            None
        }
    });
    let setup =
        from_position.flatten().unwrap_or_else(|| Setup::start(kind.unwrap_or(GameKind::Gipf(Variant::Standard))));
    (setup, unfollowed)
}

/// The workshop's address beside the app's page, set up at the position after `ply` turns
/// of `record`: where a game's "Edit this position" goes.
pub fn address(record: &AnyRecord, ply: usize) -> String {
    // The game's kind from the record itself: what the setup's checks would add is not
    // needed here, and the app's first load does not carry them.
    let kind = match record {
        AnyRecord::Gipf(r) => GameKind::Gipf(r.start().variant()),
        AnyRecord::Emergo(_) => GameKind::Emergo,
    };
    format!("workshop.html?edit={}&position={}", edit_name(kind), escape(&record.position_text(ply)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, IT};

    #[test]
    fn the_address_names_the_game_and_its_position() {
        let (setup, none) = opening("?edit=gipf-basic");
        assert_eq!((setup.kind(), none), (GameKind::Gipf(Variant::Basic), vec![]));
        let (setup, none) = opening("edit=emergo&position=emergo+1%2F3%2F5%2F7%2F9%2F7%2F5%2F3%2F1+w+12+12");
        assert_eq!((setup.kind(), none.len()), (GameKind::Emergo, 0));
        assert_eq!(setup.check().map(|c| c.to_string()).ok().as_deref(), Some("emergo 1/3/5/7/9/7/5/3/1 w 12 12"));
        // A position alone says its game.
        let (setup, _) = opening("position=gipf+tournament+4%2F5%2F6%2F7%2F6%2F5%2F4+w+18+18+00");
        assert_eq!(setup.kind(), GameKind::Gipf(Variant::Tournament));
    }

    #[test]
    fn a_games_position_on_show_opens_in_the_workshop() {
        let mut record = AnyRecord::new(crate::session::NewGame::Emergo);
        for turn in ["e9", "d8", "f8"] {
            record.push_text(turn).unwrap();
        }
        let address = address(&record, 2);
        assert!(address.starts_with("workshop.html?edit=emergo&position="), "{address}");
        let (setup, unfollowed) = opening(address.split_once('?').unwrap().1);
        assert_eq!(unfollowed, vec![]);
        assert_eq!(setup.check().map(|c| c.to_string()).ok(), Some(record.position_text(2)));
    }

    #[test]
    fn what_cannot_be_followed_is_named_and_the_rest_opens() {
        let (setup, unfollowed) = opening("edit=chess");
        assert_eq!(setup.kind(), GameKind::Gipf(Variant::Standard));
        assert_eq!(unfollowed, vec![Unfollowed::Game("chess".into())]);
        assert!(unfollowed[0].describe(&EN).contains("\"chess\""), "{}", unfollowed[0].describe(&EN));
        let (setup, unfollowed) = opening("edit=emergo&position=gipf+basic+4%2F5%2F6%2F7%2F6%2F5%2F4+w+12+12");
        assert_eq!(setup.kind(), GameKind::Emergo);
        assert!(matches!(&unfollowed[..], [Unfollowed::OtherGame { game: GameKind::Emergo, .. }]));
        assert!(unfollowed[0].describe(&EN).ends_with("is not a Emergo position"), "{}", unfollowed[0].describe(&EN));
        let (setup, unfollowed) = opening("edit=gipf-basic&position=nonsense");
        assert_eq!(setup.kind(), GameKind::Gipf(Variant::Basic));
        assert!(matches!(&unfollowed[..], [Unfollowed::Position(_)]));
        assert!(!unfollowed[0].describe(&IT).is_empty());
    }

    #[test]
    fn every_game_has_its_name() {
        for (name, kind) in GAMES {
            assert_eq!(edit_name(kind), name);
            assert_eq!(opening(&format!("edit={name}")).0.kind(), kind);
        }
    }
}
