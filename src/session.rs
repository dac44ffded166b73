//! A game being played: its record, the redo stack and which ply is on show.
//!
//! Pure Rust over the engine, so every intent (play, undo, redo, navigate, resign, agree a
//! draw) is tested natively; the components only call these methods.

use tavola_engine::emergo::Emergo;
use tavola_engine::gipf::Gipf;
use tavola_engine::record::{Record, RecordError};
use tavola_engine::{Color, GameResult, Reason, Rules};

/// The games the app offers, with what a new game of each needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// GIPF basic with 0–3 extra pieces for White and Black.
    GipfBasic { white_extra: u8, black_extra: u8 },
    GipfStandard,
    GipfTournament,
    Emergo,
}

/// The record of either game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyRecord {
    Gipf(Record<Gipf>),
    Emergo(Record<Emergo>),
}

/// Calls `$body` with `$r` bound to the record, whichever game it is.
macro_rules! with_record {
    ($any:expr, $r:ident => $body:expr) => {
        match $any {
            AnyRecord::Gipf($r) => $body,
            AnyRecord::Emergo($r) => $body,
        }
    };
}

impl AnyRecord {
    pub fn new(game: NewGame) -> Self {
        use tavola_engine::gipf::{Position, Variant};
        match game {
            NewGame::GipfBasic { white_extra, black_extra } => {
                AnyRecord::Gipf(Record::new(Position::basic_with_extra(white_extra, black_extra)))
            }
            NewGame::GipfStandard => AnyRecord::Gipf(Record::new(Position::start(Variant::Standard))),
            NewGame::GipfTournament => AnyRecord::Gipf(Record::new(Position::start(Variant::Tournament))),
            NewGame::Emergo => AnyRecord::Emergo(Record::new(tavola_engine::emergo::Position::start())),
        }
    }

    /// Reads a record of either game, choosing the game from its `Position` tag.
    pub fn parse(text: &str) -> Result<Self, RecordError> {
        match tavola_engine::record::game_of(text) {
            Ok(tavola_engine::GameKind::Gipf(_)) => Record::parse(text).map(AnyRecord::Gipf),
            Ok(tavola_engine::GameKind::Emergo) => Record::parse(text).map(AnyRecord::Emergo),
            Err(e) => Err(e),
        }
    }

    pub fn len(&self) -> usize {
        with_record!(self, r => r.turns.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The canonical notation of the position after `ply` turns.
    pub fn position_text(&self, ply: usize) -> String {
        with_record!(self, r => r.positions.get(ply).unwrap_or(r.current()).to_string())
    }

    /// Every turn in notation, in order.
    pub fn turn_texts(&self) -> Vec<String> {
        with_record!(self, r => r.turns.iter().map(ToString::to_string).collect())
    }

    pub fn result(&self) -> Option<GameResult> {
        with_record!(self, r => r.result())
    }

    /// The side to move after `ply` turns.
    pub fn side_at(&self, ply: usize) -> Color {
        fn side<G: Rules>(r: &Record<G>, ply: usize) -> Color {
            G::side_to_move(r.positions.get(ply).unwrap_or(r.current()))
        }
        with_record!(self, r => side(r, ply))
    }

    /// Plays a turn given in notation at the end of the record.
    pub fn push_text(&mut self, text: &str) -> Result<(), RecordError> {
        with_record!(self, r => r.push_text(text))
    }

    fn truncate(&mut self, len: usize) {
        with_record!(self, r => r.truncate(len))
    }

    fn set_ended(&mut self, ended: Option<GameResult>) {
        with_record!(self, r => r.ended = ended)
    }

    fn ended(&self) -> Option<GameResult> {
        with_record!(self, r => r.ended)
    }
}

impl std::fmt::Display for AnyRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        with_record!(self, r => r.fmt(f))
    }
}

/// A game in play: the record, undone turns to redo, and the ply on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub record: AnyRecord,
    /// Turns undone, most recent last, replayed by `redo`.
    pub redo: Vec<String>,
    /// The ply on show while browsing history; `None` follows the game.
    pub viewing: Option<usize>,
}

impl Session {
    pub fn new(game: NewGame) -> Self {
        Session::from_record(AnyRecord::new(game))
    }

    pub fn from_record(record: AnyRecord) -> Self {
        Session { record, redo: Vec::new(), viewing: None }
    }

    /// The ply on show.
    pub fn ply(&self) -> usize {
        self.viewing.unwrap_or(self.record.len()).min(self.record.len())
    }

    /// Whether the board on show is the live position, where turns may be played.
    pub fn is_live(&self) -> bool {
        self.ply() == self.record.len() && self.record.result().is_none()
    }

    /// Plays a turn in notation; a new turn clears the redo stack.
    pub fn play(&mut self, text: &str) -> Result<(), RecordError> {
        self.record.push_text(text)?;
        self.redo.clear();
        self.viewing = None;
        Ok(())
    }

    /// Takes back the last turn (or a resignation or agreed draw first).
    pub fn undo(&mut self) -> bool {
        self.viewing = None;
        if self.record.ended().is_some() {
            self.record.set_ended(None);
            return true;
        }
        let Some(last) = self.record.turn_texts().pop() else { return false };
        self.record.truncate(self.record.len() - 1);
        self.redo.push(last);
        true
    }

    /// Replays the last undone turn.
    pub fn redo(&mut self) -> bool {
        let Some(text) = self.redo.pop() else { return false };
        match self.record.push_text(&text) {
            Ok(()) => {
                self.viewing = None;
                true
            }
            Err(_) => {
                // A stale redo (the game changed under it) is dropped, not replayed.
                self.redo.clear();
                false
            }
        }
    }

    pub fn can_undo(&self) -> bool {
        self.record.ended().is_some() || !self.record.is_empty()
    }

    /// Shows the position after `ply` turns (clamped); the last ply follows the game.
    pub fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.record.len());
        self.viewing = (ply < self.record.len()).then_some(ply);
    }

    /// `side` gives up.
    pub fn resign(&mut self, side: Color) {
        if self.record.result().is_none() {
            self.record.set_ended(Some(GameResult { winner: Some(side.other()), reason: Reason::Resignation }));
        }
    }

    /// Both players agreed a draw.
    pub fn agree_draw(&mut self) {
        if self.record.result().is_none() {
            self.record.set_ended(Some(GameResult { winner: None, reason: Reason::Agreement }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_and_navigation_follow_the_record() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.play("d8").unwrap();
        assert_eq!(s.record.len(), 2);
        assert!(s.undo());
        assert_eq!(s.record.turn_texts(), vec!["d6"]);
        assert!(s.redo());
        assert_eq!(s.record.turn_texts(), vec!["d6", "d8"]);
        assert!(!s.redo(), "nothing left to redo");
        s.go_to(0);
        assert_eq!(s.ply(), 0);
        assert!(!s.is_live());
        assert_eq!(s.record.position_text(s.ply()), "emergo 1/3/5/7/9/7/5/3/1 w 12 12");
        s.go_to(99);
        assert!(s.is_live());
    }

    #[test]
    fn a_new_turn_clears_redo_and_illegal_turns_change_nothing() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.undo();
        assert!(s.play("e5").is_err(), "White's first entry may not be e5");
        assert_eq!(s.redo, vec!["d6"]);
        s.play("c5").unwrap();
        assert!(s.redo.is_empty());
    }

    #[test]
    fn resignation_ends_the_game_and_undo_takes_it_back() {
        let mut s = Session::new(NewGame::GipfStandard);
        s.resign(Color::White);
        let result = s.record.result().unwrap();
        assert_eq!(result.winner, Some(Color::Black));
        assert_eq!(result.reason, Reason::Resignation);
        assert!(!s.is_live());
        assert!(s.undo());
        assert!(s.record.result().is_none());
    }

    #[test]
    fn records_round_trip_through_text_for_both_games() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.agree_draw();
        let text = s.record.to_string();
        assert_eq!(AnyRecord::parse(&text).unwrap(), s.record);
        let gipf = AnyRecord::new(NewGame::GipfBasic { white_extra: 2, black_extra: 0 });
        assert_eq!(AnyRecord::parse(&gipf.to_string()).unwrap(), gipf);
        assert!(AnyRecord::parse("[Position \"chess x\"]").is_err());
        assert!(AnyRecord::parse("1. d6").is_err());
    }
}
