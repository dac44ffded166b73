//! Saved games stay whole when several tabs and shared links write them.
//!
//! Every saved game carries a revision. A write states the revision it was based on; when
//! storage holds a newer one (another tab moved or renamed), the write never replaces it
//! but becomes a copy. A link either starts a saved game, continues it (its moves go on
//! from the saved ones) or, when the histories differ, opens as a copy. The decisions are
//! pure functions of what is stored, tested natively; the writes go to a [`Store`], the
//! browser's `localStorage` on the page and memory in tests.
//!
//! Deciding a write reads the stored game's JSON only, never replays its record: a save
//! costs the JSON of one game, whatever its length (`docs/performance.md`, "Saving").

use crate::saved::{Entry, JsonError, LoadError, SavedGame};
use crate::session::{AnyRecord, Relation};

/// Why a game could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The site's storage is full (`QuotaExceededError`): deleting games makes room.
    Full,
    /// Storage is off or refused (private mode, a policy). The player hears only that it
    /// was refused; how, for a developer.
    Refused(StorageRefusal),
}

/// How the browser refused to store a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageRefusal {
    /// The page has no window to ask for storage.
    NoWindow,
    /// The browser has no `localStorage`.
    NoStorage,
    /// The browser threw when asked (a `SecurityError` where site data is blocked).
    Thrown {
        /// The browser's own words: its error's name (`SecurityError`) and message, the
        /// only account of the refusal a script is given.
        name: String,
        message: String,
    },
    /// The value does not write as JSON.
    NotJson(JsonError),
}

/// Where saved games are kept.
pub trait Store {
    /// The stored game `id` as written (not replayed), damaged or not; `None` if there is none.
    fn peek(&self, id: &str) -> Option<Result<SavedGame, LoadError>>;
    /// Writes `game` under its id.
    fn save(&self, game: &SavedGame) -> Result<(), SaveError>;
}

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

pub fn plan(stored: Option<&Result<SavedGame, LoadError>>, mine: &SavedGame) -> Plan {
    match stored {
        None => Plan::Write(mine.rev + 1),
        // A damaged entry is the player's to export or delete, never overwritten. (An
        // entry whose record no longer replays is caught when it is listed or opened.)
        Some(Err(_)) => Plan::Copy,
        Some(Ok(saved)) if saved.same_content(mine) => Plan::Skip(saved.rev),
        Some(Ok(saved)) if saved.rev > mine.rev => Plan::Copy,
        Some(Ok(saved)) => Plan::Write(saved.rev.max(mine.rev) + 1),
    }
}

/// What a write did.
#[derive(Clone, Debug, PartialEq)]
pub enum Written {
    /// Stored (or already there) at this revision.
    Saved(u64),
    /// Stored as this copy, under a new id and name.
    Copied(Box<SavedGame>),
}

/// Writes `mine` by its plan; `copy` gives the id and name for a copy.
pub fn write(
    store: &impl Store,
    mine: &SavedGame,
    copy: impl FnOnce() -> (String, String),
) -> Result<Written, SaveError> {
    match plan(store.peek(&mine.id).as_ref(), mine) {
        Plan::Skip(rev) => Ok(Written::Saved(rev)),
        Plan::Write(rev) => store.save(&SavedGame { rev, ..mine.clone() }).map(|()| Written::Saved(rev)),
        Plan::Copy => {
            let (id, name) = copy();
            let copied = SavedGame { id, name, rev: 1, named: true, ..mine.clone() };
            store.save(&copied).map(|()| Written::Copied(Box::new(copied)))
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
        Relation::Same => {
            // The same turns may still bring the game's end or a name the saved game lacks.
            let taken = taken_in(saved.clone(), link);
            if taken == *saved {
                LinkOpen::Saved { behind: false }
            } else {
                LinkOpen::Extended(taken)
            }
        }
        Relation::Behind => LinkOpen::Saved { behind: true },
        Relation::Differs => LinkOpen::Copy,
        Relation::Extends => {
            // Replayed onto the saved record, so its names and comments stay.
            let mut extended = saved.clone();
            let played = link.turn_texts().iter().skip(saved.len()).try_for_each(|t| extended.push_text(t));
            match played {
                Ok(()) => LinkOpen::Extended(taken_in(extended, link)),
                // The saved game ended (a resignation) where the link plays on.
                Err(_) => LinkOpen::Copy,
            }
        }
    }
}

/// The saved record with what the link adds to it: its end, and the names the saved game
/// lacks (a name the receiver gave stays his).
fn taken_in(mut record: AnyRecord, link: &AnyRecord) -> AnyRecord {
    if record.result().is_none() && link.ended().is_some() {
        record.set_ended(link.ended());
    }
    for tag in ["White", "Black"] {
        if let (None, Some(name)) = (record.tag(tag), link.tag(tag)) {
            let name = name.to_string();
            record.set_tag(tag, &name);
        }
    }
    record
}

/// The id a link's game takes as a copy (its history differs from the saved game `id`):
/// the same link gives the same copy, so opening it again reopens the copy.
pub fn copy_id(id: &str, link: &AnyRecord) -> String {
    format!("copy-{:016x}", fnv([id, "\n", &link.to_string()]))
}

/// FNV-1a over the parts: stable across builds and browsers, unlike std's hasher.
fn fnv<'a>(parts: impl IntoIterator<Item = &'a str>) -> u64 {
    parts
        .into_iter()
        .flat_map(str::bytes)
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// The id of a link's game when the link names none: the same link always gives the same
/// saved game, so opening it again (or reloading it) never makes a duplicate.
pub fn link_id(record: &AnyRecord) -> String {
    format!("link-{:016x}", fnv([record.to_string().as_str()]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{NewGame, Session};

    fn game(turns: &[&str], rev: u64) -> (SavedGame, Session) {
        let mut session = Session::new(NewGame::Emergo);
        for t in turns {
            session.play(t).unwrap();
        }
        (SavedGame { rev, ..SavedGame::new("g1".into(), "Game".into(), &session, 1) }, session)
    }

    fn entry(turns: &[&str], rev: u64) -> Entry {
        let (saved, session) = game(turns, rev);
        Entry::Game { saved, session: Box::new(session) }
    }

    fn stored(turns: &[&str], rev: u64) -> Option<Result<SavedGame, LoadError>> {
        Some(Ok(game(turns, rev).0))
    }

    #[test]
    fn a_write_based_on_an_older_revision_becomes_a_copy() {
        let (mine, _) = game(&["d6", "d8"], 3);
        assert_eq!(plan(None, &mine), Plan::Write(4));
        assert_eq!(plan(stored(&["d6"], 3).as_ref(), &mine), Plan::Write(4));
        assert_eq!(plan(stored(&["d6", "d8"], 5).as_ref(), &mine), Plan::Skip(5), "same content: nothing to write");
        assert_eq!(plan(stored(&["d6", "d8", "e4"], 4).as_ref(), &mine), Plan::Copy, "another tab moved on");
        let renamed = SavedGame { name: "Other".into(), ..game(&["d6", "d8"], 4).0 };
        assert_eq!(plan(Some(&Ok(renamed)), &mine), Plan::Copy, "another tab renamed it");
        let damaged = SavedGame::from_json("x");
        assert!(matches!(damaged, Err(LoadError::NotJson(_))), "{damaged:?}");
        assert_eq!(plan(Some(&damaged), &mine), Plan::Copy);
    }

    /// Saved games in memory, counting writes.
    #[derive(Default)]
    struct Memory {
        games: std::cell::RefCell<Vec<(String, String)>>,
        writes: std::cell::Cell<usize>,
        full: bool,
    }

    impl Store for Memory {
        fn peek(&self, id: &str) -> Option<Result<SavedGame, LoadError>> {
            let games = self.games.borrow();
            games.iter().find(|(k, _)| k == id).map(|(_, raw)| SavedGame::from_json(raw))
        }

        fn save(&self, game: &SavedGame) -> Result<(), SaveError> {
            if self.full {
                return Err(SaveError::Full);
            }
            self.writes.set(self.writes.get() + 1);
            let mut games = self.games.borrow_mut();
            games.retain(|(k, _)| *k != game.id);
            games.push((game.id.clone(), game.to_json()));
            Ok(())
        }
    }

    #[test]
    fn writes_go_to_the_store_by_their_plan() {
        let store = Memory::default();
        let (mut mine, _) = game(&["d6"], 0);
        let copy = || ("g2".to_string(), "Game (2)".to_string());
        assert_eq!(write(&store, &mine, copy), Ok(Written::Saved(1)));
        mine.rev = 1;
        assert_eq!(write(&store, &mine, copy), Ok(Written::Saved(1)), "unchanged: not written again");
        assert_eq!(store.writes.get(), 1);
        // Another tab moves on from revision 1 to 2; this tab, still at 1, writes a copy.
        let (other, _) = game(&["d6", "d8"], 2);
        store.save(&other).unwrap();
        let (mine, _) = game(&["d6", "e4"], 1);
        match write(&store, &mine, copy) {
            Ok(Written::Copied(copied)) => assert_eq!((copied.id.as_str(), copied.rev), ("g2", 1)),
            other => panic!("{other:?}"),
        }
        assert_eq!(store.peek("g1"), Some(Ok(other)), "the other tab's game is untouched");
        let full = Memory { full: true, ..Memory::default() };
        assert_eq!(write(&full, &mine, copy), Err(SaveError::Full));
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
    fn a_link_brings_the_end_and_the_names_the_saved_game_lacks() {
        let mut sent = game(&["d6", "d8"], 0).1;
        sent.resign(tavola_engine::Color::White);
        sent.record.set_tag("White", "Ann");
        sent.record.set_tag("Black", "Bo");
        let mut mine = game(&["d6", "d8"], 2);
        mine.1.record.set_tag("Black", "me");
        let stored = Entry::Game { saved: mine.0, session: Box::new(mine.1) };
        let LinkOpen::Extended(taken) = take_link(Some(&stored), &sent.record) else { panic!("the end is taken in") };
        assert_eq!(taken.result(), sent.record.result());
        assert_eq!(
            (taken.tag("White"), taken.tag("Black")),
            (Some("Ann"), Some("me")),
            "the receiver's own name stays"
        );
        // Once taken in, the same link adds nothing.
        let again = Entry::Game {
            saved: SavedGame::new("g1".into(), "Game".into(), &Session::from_record(taken.clone()), 1),
            session: Box::new(Session::from_record(taken)),
        };
        assert_eq!(take_link(Some(&again), &sent.record), LinkOpen::Saved { behind: false });
        // A fork's copy has one id per link and game.
        let fork = game(&["d6", "e8"], 0).1.record;
        assert_eq!(copy_id("g1", &fork), copy_id("g1", &fork.clone()));
        assert_ne!(copy_id("g1", &fork), copy_id("g2", &fork));
        assert!(copy_id("g1", &fork).len() <= 40);
    }

    #[test]
    fn a_link_without_an_id_always_names_the_same_game() {
        let a = game(&["d6", "d8"], 0).1.record;
        assert_eq!(link_id(&a), link_id(&a.clone()));
        assert_ne!(link_id(&a), link_id(&game(&["d6"], 0).1.record));
        assert!(link_id(&a).len() <= 40);
    }
}
