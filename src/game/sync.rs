//! Saved games stay whole when several tabs and shared links write them.
//!
//! Every saved game carries a revision. A write states the revision it was based on; when
//! storage holds a newer one (another tab moved or renamed), the write never replaces it
//! but becomes a copy. A link either starts a saved game, continues it (its moves go on
//! from the saved ones) or, when the histories differ, opens as a copy. The decisions are
//! pure functions of what is stored, tested natively.

use crate::game::session::{AnyRecord, Relation};
use crate::game::storage::{self, Entry, SaveError, SavedGame};

/// What a write does, given what is stored under the game's key now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Storage already holds this content, at this revision.
    Skip(u64),
    /// Write it, at this revision.
    Write(u64),
    /// Storage holds a version this one was not based on: save this one as a copy.
    Copy,
}

pub fn plan(stored: Option<&Entry>, mine: &SavedGame) -> Plan {
    match stored {
        None => Plan::Write(mine.rev + 1),
        // A damaged entry is the player's to export or delete, never overwritten.
        Some(Entry::Damaged { .. }) => Plan::Copy,
        Some(Entry::Game { saved, .. }) if saved.same_content(mine) => Plan::Skip(saved.rev),
        Some(Entry::Game { saved, .. }) if saved.rev > mine.rev => Plan::Copy,
        Some(Entry::Game { saved, .. }) => Plan::Write(saved.rev.max(mine.rev) + 1),
    }
}

/// What a write did.
#[derive(Clone, Debug, PartialEq)]
pub enum Written {
    /// Stored (or already there) at this revision.
    Saved(u64),
    /// Stored as this copy, under a new id and name.
    Copied(SavedGame),
}

/// Writes `mine` by its plan; `copy` gives the id and name for a copy.
pub fn write(mine: &SavedGame, copy: impl FnOnce() -> (String, String)) -> Result<Written, SaveError> {
    match plan(storage::load(&mine.id).as_ref(), mine) {
        Plan::Skip(rev) => Ok(Written::Saved(rev)),
        Plan::Write(rev) => storage::save(&SavedGame { rev, ..mine.clone() }).map(|()| Written::Saved(rev)),
        Plan::Copy => {
            let (id, name) = copy();
            let copied = SavedGame { id, name, rev: 1, named: true, ..mine.clone() };
            storage::save(&copied).map(|()| Written::Copied(copied))
        }
    }
}

/// How a link's game is taken in, given the saved game with its id.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkOpen {
    /// No such saved game: a new one under the link's id.
    New,
    /// The saved game already holds every turn of the link (and maybe more): open it.
    Saved { behind: bool },
    /// The link goes on from the saved game: the saved record with the new turns.
    Extended(AnyRecord),
    /// The histories differ: a copy, under a new id.
    Copy,
}

pub fn take_link(stored: Option<&Entry>, link: &AnyRecord) -> LinkOpen {
    let Some(stored) = stored else { return LinkOpen::New };
    let Entry::Game { session, .. } = stored else { return LinkOpen::Copy };
    let saved = &session.record;
    match saved.relation(link) {
        Relation::Same => LinkOpen::Saved { behind: false },
        Relation::Behind => LinkOpen::Saved { behind: true },
        Relation::Differs => LinkOpen::Copy,
        Relation::Extends => {
            // Replayed onto the saved record, so its names and comments stay.
            let mut extended = saved.clone();
            let played = link.turn_texts().iter().skip(saved.len()).try_for_each(|t| extended.push_text(t));
            match played {
                Ok(()) => LinkOpen::Extended(extended),
                // The saved game ended (a resignation) where the link plays on.
                Err(_) => LinkOpen::Copy,
            }
        }
    }
}

/// The id of a link's game when the link names none: the same link always gives the same
/// saved game, so opening it again (or reloading it) never makes a duplicate.
pub fn link_id(record: &AnyRecord) -> String {
    // FNV-1a: stable across builds and browsers, unlike std's hasher.
    let hash = record
        .to_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("link-{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::{NewGame, Session};

    fn game(turns: &[&str], rev: u64) -> (SavedGame, Session) {
        let mut session = Session::new(NewGame::Emergo);
        for t in turns {
            session.play(t).unwrap();
        }
        (SavedGame { rev, ..SavedGame::new("g1".into(), "Game".into(), &session, 1.0) }, session)
    }

    fn entry(turns: &[&str], rev: u64) -> Entry {
        let (saved, session) = game(turns, rev);
        Entry::Game { saved, session: Box::new(session) }
    }

    #[test]
    fn a_write_based_on_an_older_revision_becomes_a_copy() {
        let (mine, _) = game(&["d6", "d8"], 3);
        assert_eq!(plan(None, &mine), Plan::Write(4));
        assert_eq!(plan(Some(&entry(&["d6"], 3)), &mine), Plan::Write(4));
        assert_eq!(plan(Some(&entry(&["d6", "d8"], 5)), &mine), Plan::Skip(5), "same content: nothing to write");
        assert_eq!(plan(Some(&entry(&["d6", "d8", "e4"], 4)), &mine), Plan::Copy, "another tab moved on");
        let renamed = SavedGame { name: "Other".into(), ..game(&["d6", "d8"], 4).0 };
        let stored = Entry::Game { saved: renamed, session: Box::new(game(&["d6", "d8"], 4).1) };
        assert_eq!(plan(Some(&stored), &mine), Plan::Copy, "another tab renamed it");
        let damaged =
            Entry::Damaged { key: "k".into(), raw: "{".into(), error: storage::LoadError::NotJson("x".into()) };
        assert_eq!(plan(Some(&damaged), &mine), Plan::Copy);
    }

    #[test]
    fn links_start_continue_or_copy_a_saved_game() {
        let link = |turns: &[&str]| game(turns, 0).1.record;
        assert_eq!(take_link(None, &link(&["d6"])), LinkOpen::New);
        assert_eq!(take_link(Some(&entry(&["d6", "d8"], 2)), &link(&["d6", "d8"])), LinkOpen::Saved { behind: false });
        assert_eq!(
            take_link(Some(&entry(&["d6", "d8", "e4"], 2)), &link(&["d6", "d8"])),
            LinkOpen::Saved { behind: true }
        );
        assert_eq!(
            take_link(Some(&entry(&["d6"], 2)), &link(&["d6", "d8", "e4"])),
            LinkOpen::Extended(link(&["d6", "d8", "e4"]))
        );
        assert_eq!(take_link(Some(&entry(&["d6", "d8"], 2)), &link(&["d6", "e8"])), LinkOpen::Copy);
        let mut resigned = game(&["d6"], 1);
        resigned.1.resign(tavola_engine::Color::White);
        let resigned = Entry::Game { saved: resigned.0, session: Box::new(resigned.1) };
        assert_eq!(take_link(Some(&resigned), &link(&["d6", "d8"])), LinkOpen::Copy);
    }

    #[test]
    fn a_link_without_an_id_always_names_the_same_game() {
        let a = game(&["d6", "d8"], 0).1.record;
        assert_eq!(link_id(&a), link_id(&a.clone()));
        assert_ne!(link_id(&a), link_id(&game(&["d6"], 0).1.record));
        assert!(link_id(&a).len() <= 40);
    }
}
