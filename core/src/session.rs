//! A game being played: its record, the redo stack and which ply is on show.
//!
//! Pure Rust over the engine, so every intent (play, undo, redo, navigate, resign, agree a
//! draw) is tested natively; the components only call these methods.

use tavola_engine::emergo::Emergo;
use tavola_engine::gipf::Gipf;
use tavola_engine::kind::{PositionRefusal, Refusal};
use tavola_engine::record::{Record, RecordError};
use tavola_engine::{Color, GameResult, KnownGame, Reason, Rules};

/// The games the app offers, with what a new game of each needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// GIPF basic with 0–3 extra pieces for White and Black.
    GipfBasic {
        white_extra: u8,
        black_extra: u8,
    },
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

/// A turn of either game, as a board makes it: typed, so it is never written out and
/// parsed again on its way into the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyTurn {
    Gipf(tavola_engine::gipf::Turn),
    Emergo(tavola_engine::emergo::Move),
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

    /// A record with no turns from a position in notation (its first word names the game).
    pub fn starting_at(position: &str) -> Result<Self, RecordError> {
        fn start<G: KnownGame>(text: &str) -> Result<Record<G>, RecordError> {
            text.parse()
                .map(Record::new)
                .map_err(|e: G::ParsePositionError| RecordError::BadPosition(G::position_refusal(e)))
        }
        match position.split_whitespace().next() {
            Some(Gipf::NAME) => start(position).map(AnyRecord::Gipf),
            Some(Emergo::NAME) => start(position).map(AnyRecord::Emergo),
            _ => Err(RecordError::BadPosition(PositionRefusal::UnknownGame)),
        }
    }

    pub fn len(&self) -> usize {
        with_record!(self, r => r.turns().len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The canonical notation of the position after `ply` turns.
    pub fn position_text(&self, ply: usize) -> String {
        with_record!(self, r => r.positions().get(ply).unwrap_or(r.current()).to_string())
    }

    /// Every turn in notation, in order.
    pub fn turn_texts(&self) -> Vec<String> {
        with_record!(self, r => r.turns().iter().map(ToString::to_string).collect())
    }

    pub fn result(&self) -> Option<GameResult> {
        with_record!(self, r => r.result())
    }

    /// The side to move after `ply` turns.
    pub fn side_at(&self, ply: usize) -> Color {
        fn side<G: Rules>(r: &Record<G>, ply: usize) -> Color {
            G::side_to_move(r.positions().get(ply).unwrap_or(r.current()))
        }
        with_record!(self, r => side(r, ply))
    }

    /// The side to move after the last turn.
    pub fn side_to_move(&self) -> Color {
        self.side_at(self.len())
    }

    /// Plays a turn at the end of the record; refused when it is not legal there (or is
    /// the other game's).
    pub fn push(&mut self, turn: AnyTurn) -> Result<(), RecordError> {
        match (self, turn) {
            (AnyRecord::Gipf(r), AnyTurn::Gipf(t)) => r.push(t),
            (AnyRecord::Emergo(r), AnyTurn::Emergo(m)) => r.push(m),
            (record, turn) => Err(RecordError::BadTurn {
                number: record.len() + 1,
                text: turn.to_string(),
                reason: Refusal::OtherGame,
            }),
        }
    }

    /// The last turn played, typed.
    pub fn last_turn(&self) -> Option<AnyTurn> {
        match self {
            AnyRecord::Gipf(r) => r.turns().last().cloned().map(AnyTurn::Gipf),
            AnyRecord::Emergo(r) => r.turns().last().cloned().map(AnyTurn::Emergo),
        }
    }

    /// Reads undone turns in notation (most recent last, as a redo stack holds them)
    /// against this record's end: the first is played from the current position, the
    /// next from the position after it, and so on. Turns from the first one that is not
    /// legal there are dropped (the game changed under them).
    pub fn read_redo(&self, texts: &[String]) -> Vec<AnyTurn> {
        fn read<G: Rules>(r: &Record<G>, texts: &[String], wrap: fn(G::Turn) -> AnyTurn) -> Vec<AnyTurn> {
            let mut pos = r.current().clone();
            let mut turns = Vec::new();
            for text in texts.iter().rev() {
                let Ok(turn) = G::parse_turn(&pos, text) else { break };
                pos = G::apply_unchecked(&pos, &turn);
                turns.push(wrap(turn));
            }
            turns.reverse();
            turns
        }
        match self {
            AnyRecord::Gipf(r) => read(r, texts, AnyTurn::Gipf),
            AnyRecord::Emergo(r) => read(r, texts, AnyTurn::Emergo),
        }
    }

    /// The next game of a match: the same start (variant, extra pieces, a link's
    /// position), no turns, the players' names and the event kept with the colours
    /// swapped, as a rematch swaps who plays White.
    pub fn rematch(&self) -> AnyRecord {
        let mut next = match self {
            AnyRecord::Gipf(r) => AnyRecord::Gipf(Record::new(*r.start())),
            AnyRecord::Emergo(r) => AnyRecord::Emergo(Record::new(*r.start())),
        };
        let (white, black) = (self.tag("White").map(str::to_string), self.tag("Black").map(str::to_string));
        next.set_tag("White", black.as_deref().unwrap_or(""));
        next.set_tag("Black", white.as_deref().unwrap_or(""));
        if let Some(event) = self.tag("Event") {
            next.set_tag("Event", event);
        }
        next
    }

    /// Plays a turn given in notation at the end of the record.
    pub fn push_text(&mut self, text: &str) -> Result<(), RecordError> {
        with_record!(self, r => r.push_text(text))
    }

    /// A tag's value (`White`, `Black`, `Event`, ...).
    pub fn tag(&self, name: &str) -> Option<&str> {
        with_record!(self, r => r.tag(name))
    }

    /// Every tag but `Position` and `Ended`, in order.
    pub(crate) fn tags(&self) -> &[(String, String)] {
        with_record!(self, r => r.tags())
    }

    /// Sets a tag, or removes it when `value` is blank (`Record::set_tag`). The app's
    /// names (`White`, `Black`, `Event`) are all ones a record takes.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        let _ = with_record!(self, r => r.set_tag(name, value));
    }

    /// The record's comments with the ply each follows.
    pub fn comments(&self) -> &[(usize, String)] {
        with_record!(self, r => r.comments())
    }

    /// "Ada – Bruno" from the `White` and `Black` tags, when either is set.
    pub fn players_name(&self) -> Option<String> {
        let (white, black) = (self.tag("White"), self.tag("Black"));
        (white.is_some() || black.is_some()).then(|| format!("{} – {}", white.unwrap_or("?"), black.unwrap_or("?")))
    }

    /// How `other` stands to this record: the same turns, more of them, fewer, or another
    /// history (a different start, or turns that differ).
    pub fn relation(&self, other: &AnyRecord) -> Relation {
        let (mine, theirs) = (self.turn_texts(), other.turn_texts());
        let shared = mine.iter().zip(&theirs).all(|(a, b)| a == b);
        if self.position_text(0) != other.position_text(0) || !shared {
            return Relation::Differs;
        }
        match theirs.len().cmp(&mine.len()) {
            std::cmp::Ordering::Equal => Relation::Same,
            std::cmp::Ordering::Greater => Relation::Extends,
            std::cmp::Ordering::Less => Relation::Behind,
        }
    }

    /// Drops every turn after the first `len`, their comments and any recorded end.
    pub(crate) fn truncate(&mut self, len: usize) {
        with_record!(self, r => r.truncate(len))
    }

    /// Sets the comment after `ply` (`Record::set_comment`): a story's caption of that position.
    pub(crate) fn set_comment(&mut self, ply: usize, text: &str) -> Result<(), RecordError> {
        with_record!(self, r => r.set_comment(ply, text))
    }

    pub(crate) fn set_ended(&mut self, ended: Option<GameResult>) {
        // Only resignations, agreed draws and losses on time are set here, which a record
        // always takes.
        let _ = with_record!(self, r => r.set_ended(ended));
    }

    pub(crate) fn ended(&self) -> Option<GameResult> {
        with_record!(self, r => r.ended())
    }
}

/// How one record stands to another of the same game (see `AnyRecord::relation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    Same,
    /// The other record goes on from this one.
    Extends,
    /// The other record stops before this one ends.
    Behind,
    Differs,
}

impl std::fmt::Display for AnyTurn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnyTurn::Gipf(t) => t.fmt(f),
            AnyTurn::Emergo(m) => m.fmt(f),
        }
    }
}

impl std::fmt::Display for AnyRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        with_record!(self, r => r.fmt(f))
    }
}

/// A GIPF turn half made at the end of the record: the decisions taken (a push, rows
/// removed) and the player's picks towards the next one (a row picked, GIPF pieces marked to
/// stay). It is part of the game, so a reload, another tab or a link resumes the turn where
/// it was. An Emergo turn is one move and has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    pub made: Vec<tavola_engine::gipf::Decision>,
    /// The row picked for removal, an index into the turn's rows.
    pub row: Option<usize>,
    /// GIPF pieces of the picked row marked to stay.
    pub kept: Vec<tavola_engine::gipf::Point>,
}

impl Draft {
    /// Nothing decided or picked yet.
    pub fn is_empty(&self) -> bool {
        self.made.is_empty() && self.row.is_none() && self.kept.is_empty()
    }
}

/// A draft in a link's `draft` value: the decisions as a turn writes them, separated by
/// `;`, then `~r` and the picked row, then `~k` and the pieces marked to stay, separated by
/// `.` (`e1-e2~r0~ke5`). `~` is not part of any decision's text.
impl std::fmt::Display for Draft {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let made: Vec<String> = self.made.iter().map(ToString::to_string).collect();
        f.write_str(&made.join(";"))?;
        if let Some(row) = self.row {
            write!(f, "~r{row}")?;
        }
        if !self.kept.is_empty() {
            let kept: Vec<&str> = self.kept.iter().map(|p| p.label()).collect();
            write!(f, "~k{}", kept.join("."))?;
        }
        Ok(())
    }
}

/// A `draft` value that does not read as one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDraft;

impl std::str::FromStr for Draft {
    type Err = BadDraft;

    /// Reads the text form only; whether the decisions can be made is the board's to check
    /// as it resumes the turn (`gipf_model::Ui::resume`).
    fn from_str(text: &str) -> Result<Draft, BadDraft> {
        let mut parts = text.split('~');
        let made = parts.next().unwrap_or("");
        let made = made.split(';').filter(|d| !d.is_empty()).map(|d| d.parse().map_err(|_| BadDraft));
        let mut draft = Draft { made: made.collect::<Result<_, _>>()?, row: None, kept: Vec::new() };
        for part in parts {
            match part.split_at_checked(1) {
                Some(("r", row)) if draft.row.is_none() => draft.row = Some(row.parse().map_err(|_| BadDraft)?),
                Some(("k", kept)) if draft.kept.is_empty() => {
                    let points = kept.split('.').map(tavola_engine::gipf::Point::from_label);
                    draft.kept = points.collect::<Option<_>>().ok_or(BadDraft)?;
                }
                _ => return Err(BadDraft),
            }
        }
        if draft.is_empty() {
            Err(BadDraft)
        } else {
            Ok(draft)
        }
    }
}

/// A game in play: the record, undone turns to redo, and the ply on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub record: AnyRecord,
    /// Turns undone, most recent last, replayed by `redo`.
    pub redo: Vec<AnyTurn>,
    /// The ply on show while browsing history; `None` follows the game.
    pub viewing: Option<usize>,
    /// The GIPF turn half made at the record's end, if any (whatever ply is on show: the
    /// board resumes it when the live position is on show again).
    draft: Option<Draft>,
}

impl Session {
    pub fn new(game: NewGame) -> Self {
        Session::from_record(AnyRecord::new(game))
    }

    pub fn from_record(record: AnyRecord) -> Self {
        Session { record, redo: Vec::new(), viewing: None, draft: None }
    }

    /// The GIPF turn half made at the record's end.
    pub fn draft(&self) -> Option<&Draft> {
        self.draft.as_ref()
    }

    /// Keeps the GIPF turn half made at the record's end (`None` or an empty draft: none).
    /// Refused (and the draft dropped) when no turn can be made there: an Emergo game or a
    /// finished one. Whether its decisions are legal is the board's to check as it resumes
    /// the turn, through the engine's own turn.
    pub fn set_draft(&mut self, draft: Option<Draft>) {
        let open = matches!(self.record, AnyRecord::Gipf(_)) && self.record.result().is_none();
        self.draft = draft.filter(|d| open && !d.is_empty());
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
        self.played();
        Ok(())
    }

    /// Plays a turn a board made at the end of the record.
    pub fn play_turn(&mut self, turn: AnyTurn) -> Result<(), RecordError> {
        self.record.push(turn)?;
        self.played();
        Ok(())
    }

    /// A new turn ends the redo stack and any browsing of the history.
    fn played(&mut self) {
        self.redo.clear();
        self.viewing = None;
        self.draft = None;
    }

    /// Takes back the last turn (or a resignation or agreed draw first).
    pub fn undo(&mut self) -> bool {
        self.viewing = None;
        self.draft = None;
        if self.record.ended().is_some() {
            self.record.set_ended(None);
            return true;
        }
        let Some(last) = self.record.last_turn() else { return false };
        self.record.truncate(self.record.len() - 1);
        self.redo.push(last);
        true
    }

    /// Replays the last undone turn.
    pub fn redo(&mut self) -> bool {
        let Some(turn) = self.redo.pop() else { return false };
        match self.record.push(turn) {
            Ok(()) => {
                self.viewing = None;
                self.draft = None;
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

    /// Takes back turns until a side `human` says a person plays is to move again: against
    /// the computer, the person's last turn and the computer's reply go back together.
    /// Never below `floor` turns after the first (an embedded board keeps its link's turns).
    /// A finished game stays finished (a resignation, an agreed draw, a last turn that won):
    /// the players' way on is a rematch, as on lichess.
    pub fn undo_for(&mut self, human: impl Fn(Color) -> bool, floor: usize) -> bool {
        if self.record.result().is_some() || !self.undo() {
            return false;
        }
        while self.record.len() > floor && !human(self.record.side_to_move()) && self.undo() {}
        true
    }

    /// Replays undone turns up to the next point where a person is to move.
    pub fn redo_for(&mut self, human: impl Fn(Color) -> bool) -> bool {
        if !self.redo() {
            return false;
        }
        while !self.redo.is_empty() && !human(self.record.side_to_move()) && self.redo() {}
        true
    }

    /// Whether the players may undo: the game goes on, and a turn was played from a point
    /// where a person was to move.
    pub fn can_undo_for(&self, human: impl Fn(Color) -> bool) -> bool {
        self.record.result().is_none() && (0..self.record.len()).any(|ply| human(self.record.side_at(ply)))
    }

    /// Shows the position after `ply` turns (clamped); the last ply follows the game.
    pub fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.record.len());
        self.viewing = (ply < self.record.len()).then_some(ply);
    }

    /// `side` gives up.
    pub fn resign(&mut self, side: Color) {
        if self.record.result().is_none() {
            self.draft = None;
            self.record.set_ended(Some(GameResult { winner: Some(side.other()), reason: Reason::Resignation }));
        }
    }

    /// `side`'s time ran out: he loses.
    pub fn lose_on_time(&mut self, side: Color) {
        if self.record.result().is_none() {
            self.draft = None;
            self.record.set_ended(Some(GameResult { winner: Some(side.other()), reason: Reason::Time }));
        }
    }

    /// Both players agreed a draw.
    pub fn agree_draw(&mut self) {
        if self.record.result().is_none() {
            self.draft = None;
            self.record.set_ended(Some(GameResult { winner: None, reason: Reason::Agreement }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_plays_typed_turns_and_only_legal_ones_of_its_game() {
        let mut s = Session::new(NewGame::Emergo);
        s.play_turn(AnyTurn::Emergo("d6".parse().unwrap())).unwrap();
        assert_eq!(s.record.turn_texts(), ["d6"]);
        let taken = s.play_turn(AnyTurn::Emergo("d6".parse().unwrap()));
        assert!(matches!(taken, Err(RecordError::BadTurn { number: 2, .. })), "{taken:?}");
        let gipf = tavola_engine::gipf::Gipf::turns(&tavola_engine::gipf::Position::start(
            tavola_engine::gipf::Variant::Basic,
        ));
        let other = s.play_turn(AnyTurn::Gipf(gipf[0].clone()));
        assert!(matches!(&other, Err(RecordError::BadTurn { reason: Refusal::OtherGame, .. })), "{other:?}");
        assert_eq!(s.record.len(), 1, "a refused turn leaves the game as it was");
    }

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
        assert_eq!(s.redo.iter().map(ToString::to_string).collect::<Vec<_>>(), vec!["d6"]);
        s.play("c5").unwrap();
        assert!(s.redo.is_empty());
    }

    #[test]
    fn against_the_computer_undo_and_redo_go_from_one_human_turn_to_the_next() {
        let mut s = Session::new(NewGame::Emergo);
        let human = |side: Color| side == Color::White;
        assert!(!s.can_undo_for(human));
        for turn in ["d6", "d8", "e4", "g6"] {
            s.play(turn).unwrap();
        }
        assert!(s.undo_for(human, 0));
        assert_eq!(s.record.turn_texts(), vec!["d6", "d8"], "White's e4 and the computer's g6 go back together");
        assert!(s.redo_for(human));
        assert_eq!(s.record.turn_texts(), vec!["d6", "d8", "e4", "g6"]);
        s.undo_for(human, 0);
        s.undo_for(human, 0);
        assert!(s.record.is_empty());
        for turn in ["d6", "d8", "e4"] {
            s.play(turn).unwrap();
        }
        s.undo_for(|side| side == Color::Black, 2);
        assert_eq!(s.record.turn_texts(), vec!["d6", "d8"], "never below the floor, whoever is to move there");
        s.undo_for(human, 0);
        s.undo_for(human, 0);
        let black = |side: Color| side == Color::Black;
        s.play("d6").unwrap();
        assert!(!s.can_undo_for(black), "the computer's opening turn is not Black's to take back");
    }

    #[test]
    fn resignation_ends_the_game_for_good() {
        let mut s = Session::new(NewGame::GipfStandard);
        s.resign(Color::White);
        let result = s.record.result().unwrap();
        assert_eq!(result.winner, Some(Color::Black));
        assert_eq!(result.reason, Reason::Resignation);
        assert!(!s.is_live());
        let everyone = |_| true;
        assert!(!s.can_undo_for(everyone), "the players cannot take a resignation back");
        assert!(!s.undo_for(everyone, 0));
        assert_eq!(s.record.result(), Some(result));
        // A board's own reset (an exercise tried again) still can.
        assert!(s.undo());
        assert!(s.record.result().is_none());
    }

    #[test]
    fn relations_compare_histories() {
        let mut a = Session::new(NewGame::Emergo);
        a.play("d6").unwrap();
        let mut b = a.clone();
        b.play("d8").unwrap();
        assert_eq!(a.record.relation(&a.record), Relation::Same);
        assert_eq!(a.record.relation(&b.record), Relation::Extends);
        assert_eq!(b.record.relation(&a.record), Relation::Behind);
        let mut c = a.clone();
        c.play("c5").unwrap();
        assert_eq!(b.record.relation(&c.record), Relation::Differs);
        assert_eq!(a.record.relation(&AnyRecord::new(NewGame::GipfStandard)), Relation::Differs);
    }

    #[test]
    fn tags_name_the_players_without_breaking_the_record() {
        let mut r = AnyRecord::new(NewGame::Emergo);
        assert_eq!(r.players_name(), None);
        r.set_tag("White", "Ada \"the\"\n]Great");
        r.set_tag("Black", "Bruno");
        assert_eq!(r.players_name().unwrap(), "Ada \"the\"]Great – Bruno");
        assert_eq!(AnyRecord::parse(&r.to_string()).unwrap(), r);
        r.set_tag("White", "  ");
        assert_eq!(r.tag("White"), None);
        assert!(AnyRecord::starting_at("chess x").is_err());
        assert_eq!(
            AnyRecord::starting_at("emergo 1/3/5/7/9/7/5/3/1 w 12 12").unwrap(),
            AnyRecord::new(NewGame::Emergo)
        );
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

    #[test]
    fn a_rematch_starts_again_from_the_same_start_with_the_names_swapped() {
        let mut r = AnyRecord::new(NewGame::GipfBasic { white_extra: 2, black_extra: 0 });
        r.set_tag("White", "Ann O'Neil");
        r.set_tag("Black", "Bo");
        r.set_tag("Event", "Club night");
        r.push_text("a1-b2").unwrap();
        let next = r.rematch();
        assert!(next.is_empty());
        assert_eq!(next.position_text(0), r.position_text(0), "the same variant and extra pieces");
        assert_eq!(
            (next.tag("White"), next.tag("Black"), next.tag("Event")),
            (Some("Bo"), Some("Ann O'Neil"), Some("Club night"))
        );
        let plain = AnyRecord::new(NewGame::Emergo).rematch();
        assert_eq!((plain.tag("White"), plain.tag("Black")), (None, None));
    }
}
