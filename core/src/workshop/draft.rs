//! A story or an exercise being recorded: a checked start, the turns the author plays
//! (each played by the engine), a caption per position and marks per ply, and for an
//! exercise the question (the position the reader plays from), the accepted lines and the
//! author's words for a right and a wrong answer.
//!
//! Everything is tied to a ply the draft knows, so the `@ply` of the kit's marks and the
//! order of its captions are never counted by hand. The captions are the record's own
//! comments, so the record the kit reads is the engine's, written by its own writer.

use tavola_engine::record::RecordError;
use tavola_engine::Color;

use crate::i18n::{Quoted, Texts};
use crate::links::author::{Annotation, Colour};
use crate::links::exercise::on_board;
use crate::session::{AnyRecord, AnyTurn};
use crate::workshop::setup::Checked;

/// An accepted line besides the main one: it follows the main line up to position `from`
/// (a reader's turn), then goes on with `turns` (the reader's other turn, and any replies
/// and turns after it), in the engine's spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub from: usize,
    pub turns: Vec<String>,
}

/// Who plays a turn of the main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A turn of a story, or of an exercise's lead-up to its question.
    Story,
    /// The reader's turn, which the board judges.
    Reader,
    /// The author's scripted reply, which the board plays after the reader's right turn.
    Reply,
}

/// Why the draft refused a change; it is as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftError {
    /// A turn the rules refuse (which turn, and why, as the engine says).
    Turn(RecordError),
    /// A position past the main line's end.
    NoSuchPly { ply: usize, turns: usize },
    /// A caption holding `}`, which would end it early in a record.
    CaptionBrace,
    /// A caption after an exercise's question: the kit captions the lead-up only.
    CaptionInAnswer { ply: usize },
    /// A mark's place that is not on the game's board.
    NotOnBoard(String),
    /// An answer asked for while the draft has no question.
    NotAnExercise,
    /// An answer branching where the author replies, not where the reader plays.
    NotReadersTurn { ply: usize },
    /// An answer of no turns.
    EmptyAnswer,
}

impl DraftError {
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            DraftError::Turn(e) => t.illegal_turn(&e.to_string()),
            DraftError::NoSuchPly { ply, turns } => t.draft_no_ply(*ply, *turns),
            DraftError::CaptionBrace => t.draft_caption_brace().to_string(),
            DraftError::CaptionInAnswer { ply } => t.draft_caption_in_answer(*ply),
            DraftError::NotOnBoard(place) => t.warn_place(Quoted(place)),
            DraftError::NotAnExercise => t.draft_not_exercise().to_string(),
            DraftError::NotReadersTurn { ply } => t.draft_not_readers_turn(*ply),
            DraftError::EmptyAnswer => t.draft_empty_answer().to_string(),
        }
    }
}

/// A story or an exercise being recorded (see the module's header).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The main line, its comments the captions, its `White`/`Black` tags the names.
    record: AnyRecord,
    /// Rings first, then arrows, each in the order added: the order the kit's two
    /// attributes read them back in.
    marks: Vec<Annotation>,
    question: Option<usize>,
    answers: Vec<Answer>,
    /// The author's words after a right and a wrong answer (`right`, `wrong`).
    pub right: Option<String>,
    pub wrong: Option<String>,
}

impl Draft {
    /// A draft from a checked start, no turns yet.
    pub fn new(start: Checked) -> Draft {
        Draft::of_record(start.record())
    }

    pub(crate) fn of_record(record: AnyRecord) -> Draft {
        Draft { record, marks: Vec::new(), question: None, answers: Vec::new(), right: None, wrong: None }
    }

    /// The main line: the start, the turns, the captions as comments, the names as tags.
    pub fn record(&self) -> &AnyRecord {
        &self.record
    }

    /// How many turns the main line has.
    pub fn len(&self) -> usize {
        self.record.len()
    }

    pub fn is_empty(&self) -> bool {
        self.record.is_empty()
    }

    fn ply_exists(&self, ply: usize) -> Result<(), DraftError> {
        match ply <= self.len() {
            true => Ok(()),
            false => Err(DraftError::NoSuchPly { ply, turns: self.len() }),
        }
    }

    /// Plays a turn in notation at the end of the main line.
    pub fn play(&mut self, turn: &str) -> Result<(), DraftError> {
        self.record.push_text(turn).map_err(DraftError::Turn)
    }

    /// Plays a turn a board made at the end of the main line.
    pub fn play_turn(&mut self, turn: AnyTurn) -> Result<(), DraftError> {
        self.record.push(turn).map_err(DraftError::Turn)
    }

    /// Takes back the main line's last turn, and what belonged to the position it left.
    pub fn undo(&mut self) -> bool {
        let len = self.len();
        if len > 0 {
            self.truncate(len - 1);
        }
        len > 0
    }

    /// Keeps the first `ply` turns of the main line, and what belongs to their positions:
    /// the captions and marks of later positions go, and so do the answers branching there
    /// (and the question, if it was later).
    pub fn truncate(&mut self, ply: usize) {
        if ply >= self.len() {
            return;
        }
        self.record.truncate(ply);
        self.marks.retain(|m| m.ply.is_none_or(|p| p <= ply));
        if self.question.is_some_and(|q| q > ply) {
            self.question = None;
        }
        self.answers.retain(|a| a.from < ply);
        if self.question.is_none() {
            self.answers.clear();
        }
    }

    /// The caption of the position after `ply` turns (empty when none).
    pub fn caption(&self, ply: usize) -> String {
        let said = self.record.comments().iter().filter(|(p, _)| *p == ply);
        said.map(|(_, text)| text.as_str()).collect::<Vec<_>>().join(" ")
    }

    /// Sets the caption of the position after `ply` turns (blank removes it); its
    /// whitespace is made single spaces, as a record keeps it.
    pub fn set_caption(&mut self, ply: usize, text: &str) -> Result<(), DraftError> {
        self.ply_exists(ply)?;
        if self.question.is_some_and(|q| ply > q) {
            return Err(DraftError::CaptionInAnswer { ply });
        }
        if text.contains('}') {
            return Err(DraftError::CaptionBrace);
        }
        self.record.set_comment(ply, text).map_err(DraftError::Turn)
    }

    /// Every mark, rings first: those tied to a ply, and any a pasted board showed at every ply.
    pub fn marks(&self) -> &[Annotation] {
        &self.marks
    }

    /// The marks shown with the position after `ply` turns.
    pub fn marks_at(&self, ply: usize) -> Vec<&Annotation> {
        self.marks.iter().filter(|m| m.shown_at(ply)).collect()
    }

    fn place(&self, place: &str) -> Result<String, DraftError> {
        match on_board(&self.record, place) {
            true => Ok(place.to_string()),
            false => Err(DraftError::NotOnBoard(place.to_string())),
        }
    }

    /// Rings `place` at `ply` in `colour`; a ring already there in that colour goes, in
    /// another colour it takes this one.
    pub fn toggle_ring(&mut self, ply: usize, place: &str, colour: Colour) -> Result<(), DraftError> {
        self.ply_exists(ply)?;
        let from = self.place(place)?;
        let here = |m: &Annotation| !m.is_arrow() && m.from == from && m.ply == Some(ply);
        match self.marks.iter().position(here) {
            Some(i) if self.marks[i].colour == colour => {
                self.marks.remove(i);
            }
            Some(i) => self.marks[i].colour = colour,
            None => {
                let at = self.marks.iter().position(Annotation::is_arrow).unwrap_or(self.marks.len());
                self.marks.insert(at, Annotation { from, to: None, colour, ply: Some(ply) });
            }
        }
        Ok(())
    }

    /// Draws an arrow at `ply` from one place to another in `colour` (an arrow already
    /// there takes the colour).
    pub fn add_arrow(&mut self, ply: usize, from: &str, to: &str, colour: Colour) -> Result<(), DraftError> {
        self.ply_exists(ply)?;
        let (from, to) = (self.place(from)?, Some(self.place(to)?));
        match self.marks.iter_mut().find(|m| m.from == from && m.to == to && m.ply == Some(ply)) {
            Some(arrow) => arrow.colour = colour,
            None => self.marks.push(Annotation { from, to, colour, ply: Some(ply) }),
        }
        Ok(())
    }

    /// Takes away the arrow at `ply` from one place to another; whether there was one.
    pub fn remove_arrow(&mut self, ply: usize, from: &str, to: &str) -> bool {
        let before = self.marks.len();
        self.marks.retain(|m| !(m.from == from && m.to.as_deref() == Some(to) && m.ply == Some(ply)));
        self.marks.len() < before
    }

    /// The position the reader plays from, when the draft is an exercise.
    pub fn question(&self) -> Option<usize> {
        self.question
    }

    /// Makes the draft an exercise asked at the position after `ply` turns (`None`: a
    /// story). The turns after it are the reader's and the author's replies in turn. The
    /// captions after it go (the kit captions the lead-up only), and so do the answers that
    /// no longer branch at a reader's turn. Until a turn is played after it, the exercise
    /// has no accepted line, and the kit is given a story.
    pub fn set_question(&mut self, ply: Option<usize>) -> Result<(), DraftError> {
        if let Some(q) = ply {
            self.ply_exists(q)?;
            for later in q + 1..=self.len() {
                self.record.set_comment(later, "").map_err(DraftError::Turn)?;
            }
            self.answers.retain(|a| a.from >= q && (a.from - q) % 2 == 0);
        } else {
            self.answers.clear();
        }
        self.question = ply;
        Ok(())
    }

    /// Who plays the turn that leads to the position after `ply` turns (from 1).
    pub fn role(&self, ply: usize) -> Role {
        match self.question {
            Some(q) if ply > q && (ply - q) % 2 == 1 => Role::Reader,
            Some(q) if ply > q => Role::Reply,
            _ => Role::Story,
        }
    }

    /// The accepted lines besides the main one.
    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// Accepts another line: the main line up to position `at`, where the reader plays,
    /// then `turns` (the reader's other turn, then any replies and turns of his), each
    /// played by the engine. `at` must be a reader's turn of the main line.
    pub fn add_answer(&mut self, at: usize, turns: &[&str]) -> Result<(), DraftError> {
        let q = self.question.ok_or(DraftError::NotAnExercise)?;
        self.ply_exists(at)?;
        if at < q || (at - q) % 2 == 1 || at == self.len() {
            return Err(DraftError::NotReadersTurn { ply: at });
        }
        if turns.is_empty() {
            return Err(DraftError::EmptyAnswer);
        }
        let mut line = self.record.clone();
        line.truncate(at);
        for turn in turns {
            line.push_text(turn).map_err(DraftError::Turn)?;
        }
        self.answers.push(Answer { from: at, turns: line.turn_texts().split_off(at) });
        Ok(())
    }

    /// Takes away the accepted line `index` of [`Draft::answers`]; whether there was one.
    pub fn remove_answer(&mut self, index: usize) -> bool {
        (index < self.answers.len()).then(|| self.answers.remove(index)).is_some()
    }

    /// Every accepted line from the question, the main one first, as `answer` lists them;
    /// empty for a story.
    pub fn lines(&self) -> Vec<Vec<String>> {
        let Some(q) = self.question else { return Vec::new() };
        let main = self.record.turn_texts().split_off(q.min(self.len()));
        let others: Vec<Vec<String>> = self
            .answers
            .iter()
            .map(|a| main.iter().take(a.from.saturating_sub(q)).chain(&a.turns).cloned().collect())
            .collect();
        std::iter::once(main).chain(others).filter(|line| !line.is_empty()).collect()
    }

    /// A player's name (the record's `White` or `Black` tag), shown in the board's header.
    pub fn name(&self, side: Color) -> Option<&str> {
        self.record.tag(side_tag(side))
    }

    /// Sets a player's name (blank removes it); White's is always kept before Black's, as
    /// the kit's attributes read them back.
    pub fn set_name(&mut self, side: Color, name: &str) {
        let names =
            Color::BOTH.map(|c| if c == side { name.to_string() } else { self.name(c).unwrap_or("").to_string() });
        for c in Color::BOTH {
            self.record.set_tag(side_tag(c), "");
        }
        for (c, name) in Color::BOTH.into_iter().zip(names) {
            self.record.set_tag(side_tag(c), &name);
        }
    }

    /// Adds a mark read from a pasted board, as the kit's attributes order them.
    pub(crate) fn push_mark(&mut self, mark: Annotation) {
        let at = match mark.is_arrow() {
            true => self.marks.len(),
            false => self.marks.iter().position(Annotation::is_arrow).unwrap_or(self.marks.len()),
        };
        self.marks.insert(at, mark);
    }

    /// Makes a pasted exercise of this record's lead-up and its accepted lines: the first
    /// line becomes the main line's end, each other one an [`Answer`] branching where it
    /// leaves the main line (at the reader's turn before).
    pub(crate) fn ask(&mut self, lines: Vec<Vec<AnyTurn>>) -> Result<(), DraftError> {
        let q = self.len();
        let mut lines = lines.into_iter();
        let main: Vec<String> = match lines.next() {
            Some(main) => {
                let texts = main.iter().map(ToString::to_string).collect();
                for turn in main {
                    self.play_turn(turn)?;
                }
                texts
            }
            None => return Ok(()),
        };
        self.question = Some(q);
        for line in lines {
            let texts: Vec<String> = line.iter().map(ToString::to_string).collect();
            let shared = main.iter().zip(&texts).take_while(|(a, b)| a == b).count();
            // Where the line leaves the main one, at the latest where either ends (a line
            // both follow on to its end is told as its last turn), back to a reader's turn.
            let last = shared.min(texts.len().saturating_sub(1)).min(main.len().saturating_sub(1));
            let from = last / 2 * 2;
            self.answers.push(Answer { from: q + from, turns: texts[from..].to_vec() });
        }
        Ok(())
    }
}

fn side_tag(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;
    use crate::workshop::setup::Setup;
    use tavola_engine::GameKind;

    fn emergo(turns: &[&str]) -> Draft {
        let mut d = Draft::new(Setup::start(GameKind::Emergo).check().unwrap());
        for t in turns {
            d.play(t).unwrap();
        }
        d
    }

    #[test]
    fn turns_are_played_by_the_engine_and_undone_with_what_belonged_to_them() {
        let mut d = emergo(&["d6", "d8"]);
        assert!(matches!(d.play("d6"), Err(DraftError::Turn(RecordError::BadTurn { number: 3, .. }))));
        d.set_caption(2, "Black answers").unwrap();
        d.toggle_ring(2, "d8", Colour::Red).unwrap();
        d.add_arrow(1, "d6", "d8", Colour::Blue).unwrap();
        assert!(d.undo());
        assert_eq!((d.len(), d.caption(2), d.marks().len()), (1, String::new(), 1));
        d.truncate(0);
        assert!(d.marks().is_empty() && !d.undo());
    }

    #[test]
    fn captions_and_marks_belong_to_positions_that_exist() {
        let mut d = emergo(&["d6"]);
        assert_eq!(d.set_caption(2, "x"), Err(DraftError::NoSuchPly { ply: 2, turns: 1 }));
        assert_eq!(d.set_caption(1, "a } b"), Err(DraftError::CaptionBrace));
        d.set_caption(1, "  White   enters ").unwrap();
        assert_eq!(d.caption(1), "White enters");
        assert_eq!(d.toggle_ring(0, "a1", Colour::Red), Err(DraftError::NotOnBoard("a1".into())));
        d.add_arrow(1, "d6", "d8", Colour::Blue).unwrap();
        d.toggle_ring(1, "d6", Colour::Red).unwrap();
        assert!(!d.marks()[0].is_arrow(), "rings first, as the kit reads them back");
        d.toggle_ring(1, "d6", Colour::Green).unwrap();
        assert_eq!(d.marks()[0].colour, Colour::Green, "another colour recolours");
        d.toggle_ring(1, "d6", Colour::Green).unwrap();
        assert_eq!(d.marks_at(1).len(), 1, "the same colour takes it off");
        assert!(d.remove_arrow(1, "d6", "d8") && !d.remove_arrow(1, "d6", "d8"));
    }

    #[test]
    fn an_exercise_has_the_readers_turns_replies_and_other_answers() {
        let mut d = emergo(&["d6", "d8", "e4"]);
        assert_eq!(d.add_answer(0, &["d6"]), Err(DraftError::NotAnExercise));
        d.set_caption(3, "gone when the question comes before").unwrap();
        d.set_question(Some(0)).unwrap();
        assert_eq!(d.caption(3), "");
        assert_eq!(d.set_caption(1, "x"), Err(DraftError::CaptionInAnswer { ply: 1 }));
        assert_eq!([1, 2, 3].map(|p| d.role(p)), [Role::Reader, Role::Reply, Role::Reader]);
        assert_eq!(d.add_answer(1, &["c5"]), Err(DraftError::NotReadersTurn { ply: 1 }));
        assert_eq!(d.add_answer(3, &["c5"]), Err(DraftError::NotReadersTurn { ply: 3 }), "past the main line");
        assert_eq!(d.add_answer(2, &[]), Err(DraftError::EmptyAnswer));
        assert!(matches!(d.add_answer(2, &["d6"]), Err(DraftError::Turn(_))));
        d.add_answer(2, &["f4"]).unwrap();
        assert_eq!(d.lines(), [vec!["d6", "d8", "e4"], vec!["d6", "d8", "f4"]]);
        d.truncate(2);
        assert_eq!(d.lines(), [vec!["d6", "d8"]], "the answer branched at the turn cut");
        assert!(!d.remove_answer(0));
        d.set_question(None).unwrap();
        assert_eq!((d.lines(), d.role(1)), (Vec::<Vec<String>>::new(), Role::Story));
    }

    #[test]
    fn names_keep_whites_first() {
        let mut d = emergo(&[]);
        d.set_name(Color::Black, "Bo");
        d.set_name(Color::White, "Ann");
        assert_eq!(d.record().to_string().lines().nth(1), Some("[White \"Ann\"]"));
        d.set_name(Color::White, "");
        assert_eq!((d.name(Color::White), d.name(Color::Black)), (None, Some("Bo")));
    }

    #[test]
    fn every_refusal_is_said() {
        for e in [
            DraftError::NoSuchPly { ply: 4, turns: 1 },
            DraftError::CaptionBrace,
            DraftError::CaptionInAnswer { ply: 2 },
            DraftError::NotOnBoard("a1".into()),
            DraftError::NotAnExercise,
            DraftError::NotReadersTurn { ply: 1 },
            DraftError::EmptyAnswer,
        ] {
            assert!(!e.describe(&EN).is_empty());
        }
    }
}
