//! The open game's orchestration, as plain Rust over a [`Library`] (where saved games are
//! kept) and an [`Env`] (the time and fresh ids): what a link opens, what a new game or a
//! rematch starts as, the copy a crossed write becomes, a game kept in memory while storage
//! is full, another tab's change, and which notice the player sees. The app's `game/state.rs`
//! holds these in signals and carries out what they decide; every branch is tested here.

use tavola_engine::kind::Refusal;
use tavola_engine::record::RecordError;
use tavola_engine::Color;

use crate::clock::{Clock, TimeControl};
use crate::computer::{ChoiceError, ComputerError};
use crate::i18n::{Lang, Texts};
use crate::links::exercise::Warning;
use crate::links::params::ParamError;
use crate::open::{OpenGame, Players};
use crate::saved::{key_of, Entry, SavedGame};
use crate::session::{AnyRecord, Draft, Session};
use crate::sync::{self, LinkOpen, SaveError, Store, Written};
use crate::worker::Failure;

/// What the app reads from the page around it: the time and fresh ids.
pub trait Env {
    /// Milliseconds since the epoch (`Date.now()`).
    fn now(&self) -> u64;
    /// An id no saved game of this browser has.
    fn fresh_id(&self) -> String;
    /// Today as (year, month 1–12, day 1–31), for a new game's default name.
    fn today(&self) -> (i32, u32, u32);
}

/// Where saved games are kept, read whole (replayed) as well as written.
pub trait Library: Store {
    /// The saved game `id`, replayed, or its damage; `None` if there is none.
    fn load(&self, id: &str) -> Option<Entry>;
    /// The id of the game that was on the board when the page was last left, if any.
    fn last_open(&self) -> Option<String>;
    /// Whether another page (another tab, not this tab before a reload) is playing game
    /// `id` with its clock running now: a page opening it then shares that clock.
    fn clock_live_elsewhere(&self, id: &str) -> bool;
}

/// A message for the player, worded when it is shown so that it follows the language.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The link is older than the saved game it names: the saved game opened.
    LinkBehind,
    /// The link's history differs from the saved game: it opened as this copy.
    LinkDiffers(String),
    /// Another tab changed the game meanwhile: this tab's version was saved as this copy.
    ConflictCopy(String),
    StorageFull,
    StorageRefused,
    /// A game kept in memory has now been written.
    SavedNow,
    /// A decision the rules refuse, for the reason given.
    IllegalTurn(Refusal),
    /// A turn the record refuses (illegal, or after the end).
    Refused(RecordError),
    /// The computer has ended for the page.
    ComputerGone(Failure),
    /// The computer answered something that is not a turn of the position.
    ComputerAnswer(ChoiceError),
    ComputerUnknown,
    /// The computer gave no answer (to an offer of a draw).
    ComputerFailed(ComputerError),
    /// The hint's advice: an Emergo move, in notation.
    Hint(String),
    /// The hint's advice: the GIPF decisions, worded as the board's buttons word them.
    HintDecisions(Vec<tavola_engine::gipf::Decision>),
    DrawRefused,
    /// A turn was played while the clock was paused: it runs again.
    ClockResumed,
    /// A record to import that does not read or replay.
    CannotImport(RecordError),
    ShareCopied,
    /// The game was copied as a `<tavola-board>` element.
    BoardCopied,
    /// A language's texts could not be fetched: the page stays in the one it shows.
    LanguageMissing(Lang),
    /// What a link had that could not be followed, and what does not match in an author's
    /// setup, in one notice.
    Link {
        problems: Vec<ParamError>,
        warnings: Vec<Warning>,
    },
}

impl Notice {
    /// The notice in the player's language.
    pub fn words(&self, t: &Texts) -> String {
        match self {
            Notice::LinkBehind => t.link_behind().to_string(),
            Notice::LinkDiffers(name) => t.link_differs(name),
            Notice::ConflictCopy(name) => t.conflict_copy(name),
            Notice::StorageFull => t.storage_full().to_string(),
            Notice::StorageRefused => t.storage_refused().to_string(),
            Notice::SavedNow => t.saved_now().to_string(),
            Notice::IllegalTurn(refusal) => t.illegal_turn(&refusal.to_string()),
            Notice::Refused(error) => t.illegal_turn(&error.to_string()),
            Notice::ComputerGone(failure) => t.computer_gone(failure.describe(t)),
            Notice::ComputerAnswer(error) => error.describe(t),
            Notice::ComputerUnknown => t.computer_unknown().to_string(),
            Notice::ComputerFailed(error) => error.describe(t),
            Notice::Hint(advice) => t.hint(advice),
            Notice::HintDecisions(made) => {
                let said: Vec<String> = made.iter().map(|d| crate::board::gipf_model::describe(t, d)).collect();
                t.hint(&said.join(t.then()))
            }
            Notice::DrawRefused => t.draw_refused().to_string(),
            Notice::ClockResumed => t.clock_resumed().to_string(),
            Notice::CannotImport(error) => t.cannot_import(&error.to_string()),
            Notice::ShareCopied => t.share_copied().to_string(),
            Notice::BoardCopied => t.board_copied().to_string(),
            Notice::LanguageMissing(lang) => t.language_missing(lang.name()),
            Notice::Link { problems, warnings } => {
                let problems = problems.iter().map(|p| p.describe(t));
                problems.chain(warnings.iter().map(|w| w.describe(t))).collect::<Vec<_>>().join(" · ")
            }
        }
    }
}

/// The notice on show and how long it stays.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notices {
    shown: Option<Notice>,
    /// The notice is about the whole page (nothing can be saved, no computer): it stays
    /// through the turns that follow.
    lasting: bool,
}

impl Notices {
    pub fn shown(&self) -> Option<&Notice> {
        self.shown.as_ref()
    }

    /// Shows `notice` until the next turn (or the player dismisses it).
    pub fn say(&mut self, notice: Notice) {
        self.shown = Some(notice);
        self.lasting = false;
    }

    /// Shows `notice`, about the whole page, through the turns that follow.
    pub fn say_lasting(&mut self, notice: Notice) {
        self.shown = Some(notice);
        self.lasting = true;
    }

    /// A turn was played: a notice about the one before goes.
    pub fn turn_played(&mut self) {
        if !self.lasting {
            self.shown = None;
        }
    }

    /// A game opens: nothing said about another game stays.
    pub fn game_opened(&mut self) {
        *self = Notices::default();
    }

    /// The player leaves the game: a notice about it goes with it, unless it says the game
    /// is not saved yet (`unsaved`) or is about the whole page.
    pub fn game_left(&mut self, unsaved: bool) {
        if !unsaved && !self.lasting {
            self.shown = None;
        }
    }

    pub fn dismiss(&mut self) {
        *self = Notices::default();
    }
}

/// A default name: the players, else the game and the day, in `lang`.
pub fn default_name(record: &AnyRecord, lang: Lang, (year, month, day): (i32, u32, u32)) -> String {
    if let Some(players) = record.players_name() {
        return players;
    }
    let what = match record {
        AnyRecord::Gipf(r) => lang.texts().variant(r.start().variant()),
        AnyRecord::Emergo(_) => "Emergo",
    };
    format!("{what}, {}", lang.date(year, month, day))
}

/// A new saved game of `record` under `id`, named by default.
fn fresh_game(env: &impl Env, lang: Lang, id: String, record: AnyRecord) -> OpenGame {
    OpenGame {
        id,
        name: default_name(&record, lang, env.today()),
        session: Session::from_record(record),
        players: Players::default(),
        rev: 0,
        named: false,
        started: env.now(),
        finished: None,
        clock: None,
    }
}

/// A new game of `record` with `players` and a clock of `control`, running for the side to
/// move from now.
pub fn new_game(
    env: &impl Env,
    lang: Lang,
    record: AnyRecord,
    players: Players,
    control: Option<TimeControl>,
) -> OpenGame {
    let to_move = record.side_to_move();
    let mut game = fresh_game(env, lang, env.fresh_id(), record);
    game.players = players;
    game.clock = control.map(|c| {
        let mut clock = Clock::new(c);
        clock.run(to_move, env.now());
        clock
    });
    game
}

/// The next game of a match: the same start and settings (the clock's time control too),
/// colours swapped (the computer's as well, if it plays).
pub fn rematch(env: &impl Env, lang: Lang, game: &OpenGame) -> OpenGame {
    let players = Players { white: game.players.black, black: game.players.white };
    new_game(env, lang, game.session.record.rematch(), players, game.clock.map(|c| c.control))
}

/// The game that was on the board before a reload, if it still goes on: a finished game
/// never comes back by itself (it waits in the saved games).
pub fn resume(library: &impl Library) -> Option<OpenGame> {
    let id = library.last_open()?;
    match library.load(&id)? {
        Entry::Game { saved, session } if session.record.result().is_none() => Some(reopened(library, saved, *session)),
        _ => None,
    }
}

/// A saved game opened on this page: its clock back paused where the last write left it
/// (time while no page had it open is charged to nobody, and play resumes with a tap),
/// unless another page plays it now, whose running clock this page then shares: a second
/// tab never stops the game's clock nor gives time back.
pub fn reopened(library: &impl Library, saved: SavedGame, session: Session) -> OpenGame {
    let live = library.clock_live_elsewhere(&saved.id);
    let updated = saved.updated;
    let mut game = OpenGame::from_saved(saved, session);
    if !live {
        if let Some(clock) = game.clock.as_mut() {
            clock.pause(updated);
        }
    }
    game
}

/// What opening a link shows: a game, and what the player is told about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub game: OpenGame,
    pub notice: Option<Notice>,
}

/// Opens a link's game as one saved game: the one with the link's id (or, without an id,
/// the one this same link made before), continued by the link's turns; a copy when their
/// histories differ (the same fork opened again reopens its copy). The link's turn in
/// progress (`draft`) is taken when the game ends where the link's turns end and has no
/// turn in progress of its own (the receiver's own decisions are never overwritten).
pub fn open_link(
    library: &impl Library,
    env: &impl Env,
    lang: Lang,
    record: AnyRecord,
    id: Option<String>,
    draft: Option<Draft>,
) -> Opened {
    let turns = record.len();
    let mut opened = open_link_game(library, env, lang, record, id);
    let session = &mut opened.game.session;
    if session.record.len() == turns && session.draft().is_none() {
        session.set_draft(draft);
    }
    opened
}

fn open_link_game(library: &impl Library, env: &impl Env, lang: Lang, record: AnyRecord, id: Option<String>) -> Opened {
    let id = id.unwrap_or_else(|| sync::link_id(&record));
    let stored = library.load(&id);
    let taken = match sync::take_link(stored.as_ref(), &record) {
        LinkOpen::New => None,
        LinkOpen::Saved { behind } => match stored {
            Some(Entry::Game { saved, session }) => {
                Some(Opened { game: reopened(library, saved, *session), notice: behind.then_some(Notice::LinkBehind) })
            }
            _ => None,
        },
        LinkOpen::Extended(extended) => match stored {
            Some(Entry::Game { saved, .. }) => {
                Some(Opened { game: reopened(library, saved, Session::from_record(extended)), notice: None })
            }
            _ => None,
        },
        LinkOpen::Copy => {
            let copy = sync::copy_id(&id, &record);
            if let Some(Entry::Game { saved, session }) = library.load(&copy) {
                // The copy's own history decides how the link goes on from it.
                return match sync::take_link(
                    Some(&Entry::Game { saved: saved.clone(), session: session.clone() }),
                    &record,
                ) {
                    LinkOpen::Extended(extended) => {
                        Opened { game: reopened(library, saved, Session::from_record(extended)), notice: None }
                    }
                    _ => Opened { game: reopened(library, saved, *session), notice: None },
                };
            }
            let mut game = fresh_game(env, lang, copy, record);
            game.name = lang.texts().copy_name(&game.name);
            game.named = true;
            let notice = Some(Notice::LinkDiffers(game.name.clone()));
            return Opened { game, notice };
        }
    };
    // A link to a game that is not there (or an entry that is damaged and so not taken
    // in) starts it under the link's id.
    taken.unwrap_or_else(|| Opened { game: fresh_game(env, lang, id, record), notice: None })
}

/// How a write changed the open game's identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Identity {
    /// Stored (or already there) at this revision.
    Rev(u64),
    /// Stored as a copy under a new id and name (another tab wrote first).
    Copied { id: String, name: String, rev: u64 },
}

impl Identity {
    /// The open game takes what a write of game `id` did to it.
    pub fn apply(&self, id: &str, game: &mut OpenGame) {
        if game.id != id {
            return;
        }
        match self {
            Identity::Rev(rev) => game.rev = *rev,
            Identity::Copied { id, name, rev } => {
                (game.id, game.name, game.rev, game.named) = (id.clone(), name.clone(), *rev, true);
            }
        }
    }
}

/// What one write did: the game's new identity, and what to tell the player (with whether
/// the notice is about the whole page).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Saving {
    pub identity: Option<Identity>,
    pub notice: Option<(Notice, bool)>,
}

/// Writes by the revision rule, keeping a game storage refused until there is room.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Saver {
    /// A game that could not be written (storage full), kept to write once there is room.
    unsaved: Option<SavedGame>,
    /// The player has been told this page load that storage is refused.
    told_refused: bool,
    /// The open game as another tab wrote it and this page took it in. Written back
    /// unchanged, its running clock merely read later, it would answer each of that tab's
    /// writes with one of its own: two tabs writing every moment, each write a race in
    /// which a turn could be written away, until a tab missed the other's turn for good.
    adopted: Option<SavedGame>,
}

/// What to write when there may be room again.
#[derive(Clone, Debug, PartialEq)]
pub enum Retry {
    /// Nothing waits.
    Nothing,
    /// The open game waits: write it as it is now.
    OpenGame,
    /// Another game waits: write it as it was kept.
    Kept(Box<SavedGame>),
}

impl Saver {
    /// Whether a game waits in memory for room.
    pub fn has_unsaved(&self) -> bool {
        self.unsaved.is_some()
    }

    /// Writes `saved` by the revision rule (`sync.rs`). A copy is named in `lang`; storage
    /// full keeps the game to write later; refused storage is said once per page load.
    pub fn write(&mut self, store: &impl Store, env: &impl Env, lang: Lang, saved: SavedGame) -> Saving {
        if let Some(adopted) = self.adopted.take_if(|a| a.id == saved.id) {
            if adopted.rev == saved.rev && adopted.same_course(&saved) {
                self.adopted = Some(adopted);
                return Saving { identity: Some(Identity::Rev(saved.rev)), notice: None };
            }
        }
        let copy = || (env.fresh_id(), lang.texts().copy_name(&saved.name));
        match sync::write(store, &saved, copy) {
            Ok(written) => {
                let mut saving = Saving::default();
                if self.unsaved.as_ref().is_some_and(|u| u.id == saved.id) {
                    self.unsaved = None;
                    saving.notice = Some((Notice::SavedNow, false));
                }
                saving.identity = Some(match written {
                    Written::Saved(rev) => Identity::Rev(rev),
                    Written::Copied(copy) => {
                        saving.notice = Some((Notice::ConflictCopy(copy.name.clone()), false));
                        Identity::Copied { id: copy.id, name: copy.name, rev: copy.rev }
                    }
                });
                saving
            }
            Err(SaveError::Full) => {
                self.unsaved = Some(saved);
                Saving { identity: None, notice: Some((Notice::StorageFull, false)) }
            }
            // Refused for the page, not for this game: said once per page load, and the
            // notice stays through the turns that follow.
            Err(SaveError::Refused(_)) if self.told_refused => Saving::default(),
            Err(SaveError::Refused(_)) => {
                self.told_refused = true;
                Saving { identity: None, notice: Some((Notice::StorageRefused, true)) }
            }
        }
    }

    /// Another tab wrote `key`: the newer revision of the open game (`open`: its id and
    /// revision), if that is what changed, taken in as that tab wrote it.
    pub fn other_tab(
        &mut self,
        library: &impl Library,
        key: Option<&str>,
        open: Option<(&str, u64)>,
    ) -> Option<OpenGame> {
        let (id, rev) = open?;
        if key != Some(key_of(id).as_str()) {
            return None;
        }
        match library.load(id)? {
            Entry::Game { saved, session } if saved.rev > rev => {
                self.adopted = Some(saved.clone());
                Some(OpenGame::from_saved(saved, *session))
            }
            _ => None,
        }
    }

    /// What to write now that there may be room (a game deleted, another tab's change),
    /// given the open game's id.
    pub fn retry(&self, open: Option<&str>) -> Retry {
        match &self.unsaved {
            None => Retry::Nothing,
            Some(u) if Some(u.id.as_str()) == open => Retry::OpenGame,
            Some(u) => Retry::Kept(Box::new(u.clone())),
        }
    }
}

impl OpenGame {
    /// The game to write at `now`: its end noted, a finished game's clock stopped, the
    /// running clock's time as of `now`.
    pub fn to_write(&mut self, now: u64) -> SavedGame {
        self.note_finish(now);
        if self.session.record.result().is_some() {
            self.follow_clock(now);
        }
        self.saved(now)
    }

    /// Plays `turn` at `now` for the side to move: the clock takes the turn. An illegal
    /// turn leaves the game as it was. What to tell the players after it: that the paused
    /// clock runs again, so nobody's time starts unnoticed.
    pub fn play(&mut self, turn: crate::session::AnyTurn, now: u64) -> Result<Option<Notice>, RecordError> {
        let mover: Color = self.session.record.side_to_move();
        self.session.play_turn(turn)?;
        Ok(self.clock_turn(mover, now).then_some(Notice::ClockResumed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::LoadError;
    use crate::session::{AnyTurn, Draft, NewGame};
    use crate::sync::StorageRefusal;
    use std::cell::{Cell, RefCell};

    /// A clock the test moves and ids counted from 1.
    #[derive(Default)]
    struct TestEnv {
        now: Cell<u64>,
        ids: Cell<u32>,
    }

    impl Env for TestEnv {
        fn now(&self) -> u64 {
            self.now.get()
        }
        fn fresh_id(&self) -> String {
            self.ids.set(self.ids.get() + 1);
            format!("id{}", self.ids.get())
        }
        fn today(&self) -> (i32, u32, u32) {
            (2026, 12, 4)
        }
    }

    /// Saved games in memory, as `localStorage` holds them (JSON per key).
    #[derive(Default)]
    struct Shelf {
        games: RefCell<Vec<(String, String)>>,
        full: Cell<bool>,
        refused: Cell<bool>,
        open: RefCell<Option<String>>,
        /// The game another page plays with its clock running.
        live: RefCell<Option<String>>,
    }

    impl Store for Shelf {
        fn peek(&self, id: &str) -> Option<Result<SavedGame, LoadError>> {
            self.games.borrow().iter().find(|(k, _)| k == id).map(|(_, raw)| SavedGame::from_json(raw))
        }
        fn save(&self, game: &SavedGame) -> Result<(), SaveError> {
            if self.refused.get() {
                let (name, message) = ("SecurityError".into(), "The operation is insecure.".into());
                return Err(SaveError::Refused(StorageRefusal::Thrown { name, message }));
            }
            if self.full.get() {
                return Err(SaveError::Full);
            }
            let mut games = self.games.borrow_mut();
            games.retain(|(k, _)| *k != game.id);
            games.push((game.id.clone(), game.to_json()));
            Ok(())
        }
    }

    impl Library for Shelf {
        fn load(&self, id: &str) -> Option<Entry> {
            let games = self.games.borrow();
            games.iter().find(|(k, _)| k == id).map(|(_, raw)| crate::saved::decode(&key_of(id), raw))
        }
        fn last_open(&self) -> Option<String> {
            self.open.borrow().clone()
        }
        fn clock_live_elsewhere(&self, id: &str) -> bool {
            self.live.borrow().as_deref() == Some(id)
        }
    }

    fn emergo(turns: &[&str]) -> AnyRecord {
        let mut s = Session::new(NewGame::Emergo);
        turns.iter().for_each(|t| s.play(t).unwrap());
        s.record
    }

    /// Writes `game` at `now` as the app does, applying what the write did.
    fn write(saver: &mut Saver, shelf: &Shelf, env: &TestEnv, game: &mut OpenGame) -> Saving {
        let saving = saver.write(shelf, env, Lang::En, game.to_write(env.now()));
        if let Some(identity) = &saving.identity {
            identity.apply(&game.id.clone(), game);
        }
        saving
    }

    #[test]
    fn a_new_game_is_named_by_its_game_and_day_and_its_clock_runs() {
        let env = TestEnv::default();
        env.now.set(5_000);
        let control = TimeControl::from_name("3+2");
        let game = new_game(&env, Lang::It, emergo(&[]), Players::default(), control);
        assert_eq!((game.id.as_str(), game.name.as_str(), game.started), ("id1", "Emergo, 04/12/2026", 5_000));
        let clock = game.clock.unwrap();
        assert!(!clock.is_paused());
        assert_eq!(clock.left(Color::White, 6_000), 179_000, "White's time runs from the start");
        let players = Players { white: Some(tavola_engine::ai::Level::Club), black: None };
        let first = OpenGame { players, ..game };
        let next = rematch(&env, Lang::En, &first);
        assert_eq!((next.players.white, next.players.black), (None, Some(tavola_engine::ai::Level::Club)));
        assert_eq!(next.clock.map(|c| c.control), control, "the same time control");
        assert_ne!(next.id, first.id);
    }

    #[test]
    fn a_link_starts_continues_or_copies_its_saved_game() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        // New: under the link's own id when it names none.
        let link = emergo(&["d6"]);
        let opened = open_link(&shelf, &env, Lang::En, link.clone(), None, None);
        assert_eq!((opened.game.id.clone(), opened.notice), (sync::link_id(&link), None));
        let mut game = opened.game;
        write(&mut saver, &shelf, &env, &mut game);
        // The same link again: the saved game.
        let again = open_link(&shelf, &env, Lang::En, link.clone(), Some(game.id.clone()), None);
        assert_eq!((again.game.session.record.len(), again.notice), (1, None));
        // A link with more turns continues it.
        let longer = open_link(&shelf, &env, Lang::En, emergo(&["d6", "d8"]), Some(game.id.clone()), None);
        assert_eq!((longer.game.id.as_str(), longer.game.session.record.len()), (game.id.as_str(), 2));
        // The saved game has gone further than an old link: the saved game, and a word.
        let mut on = longer.game;
        on.play(AnyTurn::Emergo("e4".parse().unwrap()), 0).unwrap();
        write(&mut saver, &shelf, &env, &mut on);
        let behind = open_link(&shelf, &env, Lang::En, emergo(&["d6", "d8"]), Some(on.id.clone()), None);
        assert_eq!((behind.game.session.record.len(), behind.notice), (3, Some(Notice::LinkBehind)));
        // A fork: a copy named as one, and said.
        let fork = emergo(&["d6", "d8", "f4"]);
        let copy = open_link(&shelf, &env, Lang::En, fork.clone(), Some(on.id.clone()), None);
        assert_eq!(copy.game.id, sync::copy_id(&on.id, &fork));
        assert!(copy.game.named);
        assert_eq!(copy.notice, Some(Notice::LinkDiffers(copy.game.name.clone())));
        assert!(copy.game.name.ends_with("(copy)"), "{}", copy.game.name);
        // The same fork again reopens that copy, silently, with the moves played in it since.
        let mut copied = copy.game;
        write(&mut saver, &shelf, &env, &mut copied);
        copied.play(AnyTurn::Emergo("e8".parse().unwrap()), 0).unwrap();
        write(&mut saver, &shelf, &env, &mut copied);
        let reopened = open_link(&shelf, &env, Lang::En, fork, Some(on.id.clone()), None);
        assert_eq!((reopened.game.id.clone(), reopened.game.session.record.len()), (copied.id.clone(), 4));
        assert_eq!(reopened.notice, None);
        // A damaged entry under the link's id is never overwritten: the link opens as a copy.
        shelf.games.borrow_mut().push(("bad".into(), "{not json".into()));
        let beside = open_link(&shelf, &env, Lang::En, emergo(&["d6"]), Some("bad".into()), None);
        assert_ne!(beside.game.id, "bad");
    }

    /// The sender's turn in progress comes with the link where the game stops where the
    /// link's turns stop; the receiver's own turn in progress is never overwritten.
    #[test]
    fn a_links_turn_in_progress_is_taken_where_it_fits() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        let gipf = |turns: &[&str]| {
            let mut s = Session::new(crate::session::NewGame::GipfBasic { white_extra: 0, black_extra: 0 });
            turns.iter().for_each(|t| s.play(t).unwrap());
            s.record
        };
        let push: Draft = "e1-e2".parse().unwrap();
        let other: Draft = "a1-b2".parse().unwrap();
        let opened = open_link(&shelf, &env, Lang::En, gipf(&[]), Some("g".into()), Some(push.clone()));
        assert_eq!(opened.game.session.draft(), Some(&push), "a new game takes it");
        let mut game = opened.game;
        game.session.set_draft(Some(other.clone()));
        write(&mut saver, &shelf, &env, &mut game);
        let same = open_link(&shelf, &env, Lang::En, gipf(&[]), Some("g".into()), Some(push.clone()));
        assert_eq!(same.game.session.draft(), Some(&other), "the receiver's own turn stays");
        game.session.set_draft(None);
        write(&mut saver, &shelf, &env, &mut game);
        let same = open_link(&shelf, &env, Lang::En, gipf(&[]), Some("g".into()), Some(push.clone()));
        assert_eq!(same.game.session.draft(), Some(&push), "the same game without one takes it");
        let on = open_link(&shelf, &env, Lang::En, gipf(&["e1-e2"]), Some("g".into()), Some(other.clone()));
        assert_eq!(on.game.session.draft(), Some(&other), "a game the link continues takes it");
        let mut ahead = on.game;
        ahead.session.play("a1-b2").unwrap();
        write(&mut saver, &shelf, &env, &mut ahead);
        let behind = open_link(&shelf, &env, Lang::En, gipf(&["e1-e2"]), Some("g".into()), Some(other));
        assert_eq!(
            (behind.game.session.record.len(), behind.game.session.draft()),
            (2, None),
            "not on a later position"
        );
    }

    #[test]
    fn a_reload_resumes_a_game_that_goes_on_and_never_a_finished_one() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        assert_eq!(resume(&shelf), None);
        let mut game = new_game(&env, Lang::En, emergo(&["d6"]), Players::default(), None);
        write(&mut saver, &shelf, &env, &mut game);
        *shelf.open.borrow_mut() = Some(game.id.clone());
        assert_eq!(resume(&shelf).map(|g| g.session.record.len()), Some(1));
        game.session.resign(Color::Black);
        write(&mut saver, &shelf, &env, &mut game);
        assert_eq!(resume(&shelf), None, "a finished game waits in the saved games");
    }

    #[test]
    fn crossed_writes_become_a_copy_and_another_tabs_change_is_taken() {
        let (env, shelf) = (TestEnv::default(), Shelf::default());
        let (mut here, mut there) = (Saver::default(), Saver::default());
        let mut mine = new_game(&env, Lang::En, emergo(&["d6"]), Players::default(), None);
        write(&mut here, &shelf, &env, &mut mine);
        let mut theirs = mine.clone();
        // The other tab moves first; this tab is told through its storage event.
        theirs.play(AnyTurn::Emergo("d8".parse().unwrap()), 0).unwrap();
        write(&mut there, &shelf, &env, &mut theirs);
        let key = key_of(&mine.id);
        assert_eq!(here.other_tab(&shelf, Some("tavola.open"), Some((&mine.id, mine.rev))), None, "another key");
        let taken = here.other_tab(&shelf, Some(&key), Some((&mine.id, mine.rev))).unwrap();
        assert_eq!(taken.session.record.len(), 2);
        assert_eq!(here.other_tab(&shelf, Some(&key), Some((&taken.id, taken.rev))), None, "nothing newer");
        // Had this tab moved before hearing of it, its write becomes a copy.
        mine.play(AnyTurn::Emergo("e4".parse().unwrap()), 0).unwrap();
        let saving = write(&mut here, &shelf, &env, &mut mine);
        let Some(Identity::Copied { id, name, .. }) = saving.identity else { panic!("{saving:?}") };
        assert_eq!((mine.id.as_str(), mine.name.as_str()), (id.as_str(), name.as_str()));
        assert!(mine.named);
        assert_eq!(saving.notice, Some((Notice::ConflictCopy(name), false)));
        assert_eq!(
            shelf.load(&theirs.id).map(|e| matches!(e, Entry::Game { session, .. } if session.record.len() == 2)),
            Some(true)
        );
    }

    #[test]
    fn a_game_storage_cannot_take_waits_and_refusal_is_said_once() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        let mut game = new_game(&env, Lang::En, emergo(&["d6"]), Players::default(), None);
        shelf.full.set(true);
        let saving = write(&mut saver, &shelf, &env, &mut game);
        assert_eq!(saving.notice, Some((Notice::StorageFull, false)));
        assert!(saver.has_unsaved());
        assert_eq!(saver.retry(Some(&game.id)), Retry::OpenGame);
        assert!(matches!(saver.retry(Some("other")), Retry::Kept(g) if g.id == game.id));
        shelf.full.set(false);
        let saving = write(&mut saver, &shelf, &env, &mut game);
        assert_eq!(saving.notice, Some((Notice::SavedNow, false)));
        assert_eq!(saver.retry(Some(&game.id)), Retry::Nothing);
        shelf.refused.set(true);
        game.play(AnyTurn::Emergo("d8".parse().unwrap()), 0).unwrap();
        assert_eq!(write(&mut saver, &shelf, &env, &mut game).notice, Some((Notice::StorageRefused, true)));
        game.play(AnyTurn::Emergo("e4".parse().unwrap()), 0).unwrap();
        assert_eq!(write(&mut saver, &shelf, &env, &mut game), Saving::default(), "said once per page load");
    }

    /// A record that cannot be imported keeps the engine's reason, typed: the notice names
    /// it in the engine's words within each language's sentence.
    #[test]
    fn a_bad_import_names_its_reason_in_each_language() {
        let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. d6 d6";
        let Err(error) = AnyRecord::parse(text) else { panic!("d6 is taken") };
        assert!(matches!(&error, RecordError::BadTurn { number: 2, text, .. } if text == "d6"), "{error:?}");
        let notice = Notice::CannotImport(error);
        let said = Lang::ALL.map(|lang| notice.words(lang.texts()));
        assert_eq!(said[0], "Cannot import: turn 2 (d6): d6 is not empty");
        assert!(said[1].starts_with("Impossibile importare: turn 2 (d6)"), "{}", said[1]);
        assert!(said[2].starts_with("Kan inte importera: turn 2 (d6)"), "{}", said[2]);
        let Err(unknown) = AnyRecord::parse("[Position \"chess\"]") else { panic!("no such game") };
        assert_eq!(
            Notice::CannotImport(unknown).words(&crate::i18n::EN),
            "Cannot import: start position: the game must be one of gipf-basic, gipf-standard, gipf-tournament or emergo"
        );
    }

    #[test]
    fn notices_stay_as_long_as_what_they_say() {
        let mut notices = Notices::default();
        notices.say(Notice::IllegalTurn(Refusal::OtherGame));
        notices.turn_played();
        assert_eq!(notices.shown(), None, "a notice about a turn goes with the next");
        notices.say_lasting(Notice::StorageRefused);
        notices.turn_played();
        notices.game_left(false);
        assert_eq!(notices.shown(), Some(&Notice::StorageRefused), "about the whole page: it stays");
        notices.say(Notice::StorageFull);
        notices.game_left(true);
        assert_eq!(notices.shown(), Some(&Notice::StorageFull), "the game is not saved yet: said on");
        notices.game_left(false);
        assert_eq!(notices.shown(), None);
        notices.say(Notice::ShareCopied);
        notices.game_opened();
        assert_eq!(notices.shown(), None);
        let link = Notice::Link {
            problems: vec![ParamError::VariantWithoutGipf],
            warnings: vec![Warning::PlyPastEnd { ply: 9, turns: 2 }],
        };
        for lang in [Lang::En, Lang::It, Lang::Sv] {
            let words = link.words(lang.texts());
            assert_eq!(words.matches(" · ").count(), 1, "{words}");
            assert!(!Notice::ComputerGone(Failure::Crashed).words(lang.texts()).is_empty());
        }
    }

    /// A turn played on a paused clock starts it again and says so; one on a running clock
    /// or without a clock says nothing.
    #[test]
    fn a_turn_on_a_paused_clock_restarts_it_with_a_notice() {
        let env = TestEnv::default();
        let mut game = new_game(&env, Lang::Sv, emergo(&[]), Players::default(), TimeControl::from_name("3+2"));
        assert_eq!(game.play(AnyTurn::Emergo("d6".parse().unwrap()), 1_000), Ok(None));
        if let Some(clock) = game.clock.as_mut() {
            clock.pause(5_000);
        }
        let said = game.play(AnyTurn::Emergo("d8".parse().unwrap()), 60_000);
        assert_eq!(said, Ok(Some(Notice::ClockResumed)));
        assert!(game.clock.is_some_and(|c| !c.is_paused()), "White's time runs again");
        assert_eq!(Notice::ClockResumed.words(Lang::Sv.texts()), "Klockan var pausad: nu går den igen.");
        let mut untimed = new_game(&env, Lang::En, emergo(&[]), Players::default(), None);
        assert_eq!(untimed.play(AnyTurn::Emergo("d6".parse().unwrap()), 1_000), Ok(None));
    }

    /// A reload charges the clock with the time until the page was last written, and gives
    /// none back.
    #[test]
    fn the_clock_is_written_with_its_running_time() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        let mut game = new_game(&env, Lang::En, emergo(&[]), Players::default(), TimeControl::from_name("3+2"));
        game.play(AnyTurn::Emergo("d6".parse().unwrap()), 1_000).unwrap();
        game.play(AnyTurn::Emergo("d8".parse().unwrap()), 2_000).unwrap();
        write(&mut saver, &shelf, &env, &mut game);
        // White thinks 20 s; the page is written as it is left, then reloaded much later.
        env.now.set(22_000);
        write(&mut saver, &shelf, &env, &mut game);
        *shelf.open.borrow_mut() = Some(game.id.clone());
        let back = resume(&shelf).unwrap().clock.unwrap();
        assert!(back.is_paused());
        assert_eq!(
            back.left(Color::White, 99_000_000),
            161_000,
            "3:00 + 2 s, less the 1 s of d6 and the 20 s since d8"
        );
    }

    /// A second tab opening a game whose clock runs in the first shares that clock: it is
    /// not paused (nor written paused), a turn in either tab adds its increment once and
    /// starts the other side's time, and the first tab takes the write as it is.
    #[test]
    fn a_second_tab_shares_the_running_clock() {
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        let mut first = new_game(&env, Lang::En, emergo(&[]), Players::default(), TimeControl::from_name("3+2"));
        first.play(AnyTurn::Emergo("d6".parse().unwrap()), 1_000).unwrap();
        env.now.set(2_000);
        write(&mut saver, &shelf, &env, &mut first);
        *shelf.open.borrow_mut() = Some(first.id.clone());
        *shelf.live.borrow_mut() = Some(first.id.clone());
        let mut second = resume(&shelf).unwrap();
        let clock = second.clock.unwrap();
        assert!(!clock.is_paused(), "Black's time runs on in the second tab");
        assert_eq!(clock.left(Color::Black, 12_000), 169_000, "from White's turn on, not from the open");
        // Black plays in the second tab 10 s later; the first takes the write.
        second.play(AnyTurn::Emergo("d8".parse().unwrap()), 12_000).unwrap();
        env.now.set(12_000);
        write(&mut saver, &shelf, &env, &mut second);
        let taken = saver.other_tab(&shelf, Some(&key_of(&first.id)), Some((&first.id, first.rev))).unwrap();
        let clock = taken.clock.unwrap();
        assert!(!clock.is_paused(), "the first tab's clock runs: White's time");
        assert_eq!(clock.left(Color::Black, 30_000), 171_000, "Black's 11 s used, 2 s added once");
        assert_eq!(clock.left(Color::White, 30_000), 181_000 - 18_000);
        // Without another page playing it (a reload, a new visit), it comes back paused.
        *shelf.live.borrow_mut() = None;
        assert!(resume(&shelf).unwrap().clock.unwrap().is_paused());
    }

    /// A tab that took in another tab's write does not write it back merely because its
    /// clock runs on: with a clock running, two tabs had answered each other's writes
    /// with writes, and a turn played in one raced the other's echo (which became the
    /// newer revision, so the turn was never taken in there).
    #[test]
    fn a_game_taken_from_another_tab_is_not_written_back() {
        let (env, shelf) = (TestEnv::default(), Shelf::default());
        let (mut here, mut there) = (Saver::default(), Saver::default());
        let mut mine = new_game(&env, Lang::En, emergo(&[]), Players::default(), TimeControl::from_name("3+2"));
        mine.play(AnyTurn::Emergo("d6".parse().unwrap()), 1_000).unwrap();
        env.now.set(2_000);
        write(&mut here, &shelf, &env, &mut mine);
        *shelf.open.borrow_mut() = Some(mine.id.clone());
        *shelf.live.borrow_mut() = Some(mine.id.clone());
        let mut theirs = resume(&shelf).unwrap();
        theirs.play(AnyTurn::Emergo("d8".parse().unwrap()), 5_000).unwrap();
        env.now.set(5_000);
        write(&mut there, &shelf, &env, &mut theirs);
        let key = key_of(&mine.id);
        let stored = |shelf: &Shelf| match shelf.load(&mine.id) {
            Some(Entry::Game { saved, session }) => (saved.rev, saved.updated, session.record.len()),
            _ => panic!("the game is stored"),
        };
        let (rev, updated, _) = stored(&shelf);
        let mut mine = here.other_tab(&shelf, Some(&key), Some((&mine.id, mine.rev))).unwrap();
        // The page writes its open game on every change, this one too, a second later.
        env.now.set(6_000);
        assert_eq!(write(&mut here, &shelf, &env, &mut mine).identity, Some(Identity::Rev(rev)));
        assert_eq!(stored(&shelf), (rev, updated, 2), "nothing written back");
        // White plays in the other tab: written, not a copy, and taken in here.
        theirs.play(AnyTurn::Emergo("e4".parse().unwrap()), 7_000).unwrap();
        env.now.set(7_000);
        assert_eq!(write(&mut there, &shelf, &env, &mut theirs).identity, Some(Identity::Rev(rev + 1)));
        let mut mine = here.other_tab(&shelf, Some(&key), Some((&mine.id, mine.rev))).unwrap();
        assert_eq!(mine.session.record.len(), 3);
        // A turn played here is written, at once.
        mine.play(AnyTurn::Emergo("g6".parse().unwrap()), 8_000).unwrap();
        env.now.set(8_000);
        assert_eq!(write(&mut here, &shelf, &env, &mut mine).identity, Some(Identity::Rev(rev + 2)));
        assert_eq!(stored(&shelf).2, 4);
        // And a clock read later is still the same clock; one changed by a turn is not.
        let clock = mine.clock.unwrap();
        assert!(clock.same_course(&clock.at(20_000)));
        assert!(!clock.same_course(&theirs.clock.unwrap()));
    }

    /// A GIPF turn half made survives a reload: the decisions and the pieces marked to stay.
    #[test]
    fn a_half_made_gipf_turn_is_saved_with_the_game() {
        use crate::board::gipf_model::{self, Step, Ui};
        use tavola_engine::gipf::Point;
        let (env, shelf, mut saver) = (TestEnv::default(), Shelf::default(), Saver::default());
        let record = AnyRecord::Gipf(tavola_engine::record::Record::new(
            "gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11".parse().unwrap(),
        ));
        let mut game = new_game(&env, Lang::En, record, Players::default(), None);
        let AnyRecord::Gipf(r) = &game.session.record else { unreachable!() };
        let pos = *r.start();
        let ui = Ui::new(&pos).unwrap();
        let point = |p: &str| Point::from_label(p).unwrap();
        let Step::Continue(ui) = gipf_model::tap(&ui, point("e1")) else { panic!("the dot") };
        let Step::Continue(ui) = gipf_model::tap(&ui, point("e2")) else { panic!("the push") };
        assert_eq!(ui.turn().decider(), Color::Black, "Black removes his row");
        game.session.set_draft(Some(ui.draft()));
        write(&mut saver, &shelf, &env, &mut game);
        *shelf.open.borrow_mut() = Some(game.id.clone());
        let back = resume(&shelf).unwrap();
        assert_eq!(back.session.draft(), Some(&ui.draft()));
        assert_eq!(Ui::resume(&pos, back.session.draft()), Some(ui.clone()), "the same turn, at the same decision");
        // A draft that no longer fits (damaged, or the game moved on) gives a fresh turn.
        let stale = Draft { made: vec!["a1-b2".parse().unwrap(), "a1-b2".parse().unwrap()], ..Draft::default() };
        assert_eq!(Ui::resume(&pos, Some(&stale)), Ui::new(&pos));
        // A turn played ends the draft.
        let mut played = back.session.clone();
        played.play("e1-e2;oe2-e6").unwrap();
        assert_eq!(played.draft(), None);
    }
}
