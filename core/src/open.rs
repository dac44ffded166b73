//! The game on the board as the app holds it: its session, its players (a person, or the
//! computer at a level, per side) and what identifies it in storage.

use tavola_engine::ai::Level;
use tavola_engine::Color;

use crate::clock::Clock;
use crate::saved::SavedGame;
use crate::session::Session;

/// Who plays each side: a person (`None`) or the computer at a level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Players {
    pub white: Option<Level>,
    pub black: Option<Level>,
}

impl Players {
    pub fn of(&self, side: Color) -> Option<Level> {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn set(&mut self, side: Color, level: Option<Level>) {
        match side {
            Color::White => self.white = level,
            Color::Black => self.black = level,
        }
    }

    /// Whether the computer plays either side.
    pub fn versus(&self) -> bool {
        self.white.is_some() || self.black.is_some()
    }

    /// Whether the board opens turned, Black at the bottom: a person playing Black against
    /// the computer sees his own pieces and strip at his edge, as a player over a real board.
    pub fn turned(&self) -> bool {
        self.white.is_some() && self.black.is_none()
    }
}

/// The game on the board, with what identifies it in storage.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenGame {
    pub id: String,
    pub name: String,
    pub session: Session,
    pub players: Players,
    /// The stored revision this game is based on (`sync.rs`).
    pub rev: u64,
    /// The player chose the name; otherwise it follows the players' names.
    pub named: bool,
    /// When the game began and ended (ms since the epoch; 0 and `None` where unknown).
    pub started: u64,
    pub finished: Option<u64>,
    /// The clock, when the game is played with one.
    pub clock: Option<Clock>,
}

impl OpenGame {
    /// Notes when the game ended (`now`, the first time its result is seen), or that it
    /// goes on again (a board reset after an exercise).
    pub fn note_finish(&mut self, now: u64) {
        match (self.session.record.result(), self.finished) {
            (Some(_), None) => self.finished = Some(now),
            (None, Some(_)) => self.finished = None,
            _ => {}
        }
    }

    /// Keeps the clock with the game at `now`: the side to move's time runs while the game
    /// goes on (unless paused), and a finished game's clock stops; a side whose time is out
    /// loses. Called after every change to the game.
    pub fn follow_clock(&mut self, now: u64) {
        let Some(clock) = self.clock.as_mut() else { return };
        if self.session.record.result().is_some() {
            clock.pause(now);
            return;
        }
        if let Some(out) = clock.flagged(now) {
            clock.pause(now);
            self.session.lose_on_time(out);
        }
    }

    /// A turn was played at `now` by `mover`: his time takes the increment, the other's runs.
    /// True when the clock was paused and the turn set it running again.
    pub fn clock_turn(&mut self, mover: Color, now: u64) -> bool {
        let clock = self.clock.as_mut().filter(|_| self.session.record.result().is_none());
        clock.is_some_and(|clock| clock.turn_played(mover, now))
    }

    /// How long the game took, in seconds, once it has ended (and when it began is known).
    pub fn duration(&self) -> Option<u64> {
        let finished = self.finished?;
        (self.started > 0).then(|| finished.saturating_sub(self.started) / 1000)
    }

    /// A game as stored, with its players and its clock as written (another tab's write
    /// is taken as it is: its running clock runs on here).
    pub fn from_saved(saved: SavedGame, session: Session) -> OpenGame {
        let level = |name: &Option<String>| name.as_deref().and_then(Level::from_name);
        let players = Players { white: level(&saved.white_ai), black: level(&saved.black_ai) };
        OpenGame {
            id: saved.id,
            name: saved.name,
            session,
            players,
            rev: saved.rev,
            named: saved.named,
            started: saved.started,
            finished: saved.finished,
            // As written: running since the write, or paused (`controller::reopened`
            // decides whether a page that opens it pauses it).
            clock: saved.clock,
        }
    }

    /// Names a side's player (the record's `White` or `Black` tag); a game the player has
    /// not named is then called by its players.
    pub fn set_player_name(&mut self, side: Color, name: &str) {
        self.session.record.set_tag(if side == Color::White { "White" } else { "Black" }, name);
        if let Some(players) = self.session.record.players_name().filter(|_| !self.named) {
            self.name = players;
        }
    }

    /// The game as it is stored, written at `updated` (milliseconds since the epoch).
    pub fn saved(&self, updated: u64) -> SavedGame {
        let name = |level: Option<Level>| level.map(|l| l.name().to_string());
        SavedGame {
            white_ai: name(self.players.white),
            black_ai: name(self.players.black),
            rev: self.rev,
            named: self.named,
            started: self.started,
            finished: self.finished,
            clock: self.clock.map(|c| c.at(updated)),
            ..SavedGame::new(self.id.clone(), self.name.clone(), &self.session, updated)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::NewGame;

    #[test]
    fn the_board_turns_only_to_a_person_playing_black_against_the_computer() {
        let expert = Some(Level::Expert);
        assert!(Players { white: expert, black: None }.turned());
        assert!(!Players { white: None, black: expert }.turned());
        assert!(!Players::default().turned(), "hot-seat keeps White at the bottom");
        assert!(!Players { white: expert, black: expert }.turned(), "computer against computer too");
    }

    #[test]
    fn an_open_game_is_stored_and_read_back_with_its_players() {
        let mut session = Session::new(NewGame::Emergo);
        session.play("d6").unwrap();
        let mut game = OpenGame {
            id: "g1".into(),
            name: "Emergo".into(),
            session,
            players: Players { white: None, black: Some(Level::Club) },
            rev: 4,
            named: false,
            started: 1_000,
            finished: None,
            clock: None,
        };
        game.set_player_name(Color::White, "Ann");
        game.set_player_name(Color::Black, "Bo");
        assert_eq!(game.name, "Ann – Bo", "an unnamed game is called by its players");
        let saved = game.saved(7);
        assert_eq!((saved.black_ai.as_deref(), saved.rev, saved.updated), (Some("club"), 4, 7));
        let back = OpenGame::from_saved(saved, game.session.clone());
        assert_eq!(back, game);
        assert_eq!(game.duration(), None, "the game goes on");
        game.session.resign(Color::Black);
        game.note_finish(126_500);
        game.note_finish(999_999);
        assert_eq!(game.duration(), Some(125), "timed from start to the first sight of the result");
        let saved = game.saved(8);
        assert_eq!((saved.started, saved.finished), (1_000, Some(126_500)));
        assert_eq!(OpenGame::from_saved(saved, game.session.clone()), game);
    }

    #[test]
    fn the_clock_follows_the_game_and_its_flag_ends_it() {
        use crate::clock::{Clock, TimeControl};
        let control = TimeControl::from_name("3+2").unwrap();
        let mut clock = Clock::new(control);
        clock.run(Color::White, 0);
        let mut game = OpenGame {
            id: "g".into(),
            name: "Emergo".into(),
            session: Session::new(NewGame::Emergo),
            players: Players::default(),
            rev: 0,
            named: false,
            started: 0,
            finished: None,
            clock: Some(clock),
        };
        game.session.play("d6").unwrap();
        game.clock_turn(Color::White, 10_000);
        assert_eq!(game.clock.unwrap().left(Color::White, 20_000), 172_000, "170 s left and 2 s added");
        // Written at 20 s and read back (as another tab takes it): Black's time runs on from
        // the write; a page reopening it pauses it (`controller::reopened`).
        let back = OpenGame::from_saved(game.saved(20_000), game.session.clone());
        let running = back.clock.unwrap();
        assert!(!running.is_paused());
        assert_eq!(running.left(Color::Black, 30_000), 160_000);
        // Black's time runs out.
        game.follow_clock(189_999);
        assert!(game.session.record.result().is_none());
        game.follow_clock(190_000);
        let result = game.session.record.result().unwrap();
        assert_eq!((result.winner, result.reason), (Some(Color::White), tavola_engine::Reason::Time));
        assert!(game.session.record.to_string().contains("[Ended \"black-lost-on-time\"]"));
    }
}
