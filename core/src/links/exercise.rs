//! An embedded board as an exercise (`answer`): the accepted lines checked through the
//! engine (a line of one turn, or a story of several: the reader's turn, a scripted reply,
//! the reader's turn again), the verdict on the reader's turns, and the warnings an author needs when a link
//! does not say what it means (captions that do not match the moves, a `ply` past the
//! end, an answer that cannot be played, a place not on the board). Pure, tested natively.

use tavola_engine::gipf::Point;
use tavola_engine::record::RecordError;

use crate::i18n::{Quoted, Texts};
use crate::links::params::{cut, cut_to, Params};
use crate::session::{AnyRecord, AnyTurn};

/// What the reader's turn was worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
    /// The board played the answer for the reader ("Show me").
    Shown,
}

/// The accepted lines, parsed once when the link opens, after the first `from` turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub from: usize,
    /// Each accepted line: the reader's turn, then (in a story of several turns) the
    /// scripted reply, the reader's next turn, and so on.
    pub lines: Vec<Vec<AnyTurn>>,
}

/// Something in an author's link that the board cannot honour as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    Captions { given: usize, positions: usize },
    PlyPastEnd { ply: usize, turns: usize },
    Answer { answer: String, error: AnswerError },
    Place(String),
}

/// Why an `answer` line cannot be played after the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The line holds no turn.
    Empty,
    /// A turn of it the record refuses (which, and why, as the engine says).
    Turn(RecordError),
}

impl AnswerError {
    /// The reason in the player's language, a refused turn in the engine's own words.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            AnswerError::Empty => t.no_turn().to_string(),
            AnswerError::Turn(error) => error.to_string(),
        }
    }
}

impl Warning {
    /// The warning in the player's language, each value of the author's echoed cut as any
    /// other (`params::cut`), so a long answer never fills the board.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            Warning::Captions { given, positions } => t.warn_captions(*given, *positions),
            Warning::PlyPastEnd { ply, turns } => t.warn_ply(*ply, *turns),
            Warning::Answer { answer, error } => t.warn_answer(Quoted(&cut(answer)), &cut_to(&error.describe(t), 160)),
            Warning::Place(place) => t.warn_place(Quoted(&cut(place))),
        }
    }
}

/// One `answer` line (turns separated by spaces) played after the record: its turns,
/// parsed once, or why not.
fn line(record: &AnyRecord, answer: &str) -> Result<Vec<AnyTurn>, AnswerError> {
    let mut after = record.clone();
    let mut turns = Vec::new();
    for text in answer.split_whitespace() {
        after.push_text(text).map_err(AnswerError::Turn)?;
        // A turn just played is the record's last.
        turns.extend(after.last_turn());
    }
    if turns.is_empty() {
        return Err(AnswerError::Empty);
    }
    Ok(turns)
}

impl Exercise {
    /// The exercise of a record whose last position is the question; `None` without answers.
    pub fn new(record: &AnyRecord, written: &[String]) -> Option<Exercise> {
        let lines: Vec<Vec<AnyTurn>> = written.iter().filter_map(|a| line(record, a).ok()).collect();
        (!lines.is_empty()).then(|| Exercise { from: record.len(), lines })
    }

    /// The turns played since the question, in the engine's spelling.
    fn played(&self, record: &AnyRecord) -> Vec<String> {
        record.turn_texts().into_iter().skip(self.from).collect()
    }

    /// The lines the turns played so far follow, each with more turns or just as many.
    fn following<'a>(&'a self, played: &'a [String]) -> impl Iterator<Item = &'a Vec<AnyTurn>> + 'a {
        self.lines
            .iter()
            .filter(move |l| l.len() >= played.len() && l.iter().zip(played).all(|(a, b)| a.to_string() == *b))
    }

    /// The turn due next on an accepted line after `played`.
    fn next_on_line(&self, played: &[String]) -> Option<AnyTurn> {
        self.following(played).find(|l| l.len() > played.len()).map(|l| l[played.len()].clone())
    }

    /// The verdict once the reader has played a whole line, or a turn off every line;
    /// `None` before, and while a story goes on.
    pub fn judge(&self, record: &AnyRecord) -> Option<Verdict> {
        let played = self.played(record);
        if record.len() <= self.from {
            return None;
        }
        let mut following = self.following(&played).peekable();
        if following.peek().is_none() {
            return Some(Verdict::Wrong);
        }
        following.any(|l| l.len() == played.len()).then_some(Verdict::Right)
    }

    /// The scripted reply due after the reader's right turn, when the story goes on.
    pub fn reply(&self, record: &AnyRecord) -> Option<AnyTurn> {
        let played = self.played(record);
        let readers_turn_played = played.len() % 2 == 1;
        (readers_turn_played && self.judge(record).is_none()).then(|| self.next_on_line(&played)).flatten()
    }

    /// The reader's next turn on an accepted line, from where the reader is ("Show me").
    pub fn next_answer(&self, record: &AnyRecord) -> Option<AnyTurn> {
        let played = self.played(record);
        (record.len() >= self.from && played.len().is_multiple_of(2)).then(|| self.next_on_line(&played)).flatten()
    }

    /// How many turns the reader plays in the longest line.
    pub fn steps(&self) -> usize {
        self.lines.iter().map(|l| l.len().div_ceil(2)).max().unwrap_or(1)
    }

    /// Which of the reader's turns (from 1) is to be played, or was just played: after the
    /// reader's k-th turn, k; after the reply to it, k + 1. A turn off every line is the
    /// last that counts: the reply that answers it (a refutation) starts no next turn.
    pub fn step(&self, record: &AnyRecord) -> usize {
        let played = self.played(record);
        let on_line = (0..=played.len()).rev().find(|&n| self.following(&played[..n]).next().is_some()).unwrap_or(0);
        let counted = if on_line < played.len() { on_line + 1 } else { on_line };
        let step = if counted < played.len() { counted.saturating_sub(1) / 2 + 1 } else { counted / 2 + 1 };
        step.min(self.steps())
    }
}

/// Whether `place` is a point (GIPF) or a square (Emergo) of the record's board.
pub(crate) fn on_board(record: &AnyRecord, place: &str) -> bool {
    match record {
        AnyRecord::Gipf(_) => Point::from_label(place).is_some(),
        AnyRecord::Emergo(_) => place.parse::<tavola_engine::emergo::Square>().is_ok(),
    }
}

/// What an author should hear about a link that parsed.
pub fn warnings(params: &Params) -> Vec<Warning> {
    let Some(record) = &params.record else { return Vec::new() };
    let mut found = Vec::new();
    let positions = record.len() + 1;
    if !params.captions.is_empty() && params.captions.len() != positions {
        found.push(Warning::Captions { given: params.captions.len(), positions });
    }
    if let Some(ply) = params.ply.filter(|p| *p > record.len()) {
        found.push(Warning::PlyPastEnd { ply, turns: record.len() });
    }
    for answer in &params.author.answers {
        if let Err(error) = line(record, answer) {
            found.push(Warning::Answer { answer: answer.clone(), error });
        }
    }
    for a in &params.author.annotations {
        for place in std::iter::once(&a.from).chain(&a.to) {
            if !on_board(record, place) {
                found.push(Warning::Place(place.clone()));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    #[test]
    fn answers_are_judged_in_the_engines_spelling() {
        let start = AnyRecord::parse("[Position \"gipf basic 4/5/6/wwwb3/6/5/4 w 12 14\"]").unwrap();
        let written = vec!["e1-e2;xe2-e6".to_string(), "junk".to_string()];
        let exercise = Exercise::new(&start, &written).unwrap();
        assert_eq!(exercise.lines.len(), 1, "an answer that cannot be played is dropped");
        let mut played = start.clone();
        assert_eq!(exercise.judge(&played), None);
        assert_eq!(exercise.next_answer(&played), Some(exercise.lines[0][0].clone()));
        played.push(exercise.lines[0][0].clone()).unwrap();
        assert_eq!(exercise.judge(&played), Some(Verdict::Right));
        assert_eq!(exercise.reply(&played), None);
        let mut wrong = start.clone();
        wrong.push_text("a1-b2").unwrap();
        assert_eq!(exercise.judge(&wrong), Some(Verdict::Wrong));
        assert_eq!(Exercise::new(&start, &[]), None);
        assert_eq!(exercise.steps(), 1);
    }

    #[test]
    fn a_story_of_several_turns_replies_and_says_where_it_went_wrong() {
        let start = AnyRecord::new(crate::session::NewGame::Emergo);
        // White enters twice, Black's reply scripted in between; two ways to finish.
        let exercise = Exercise::new(&start, &["d6 d8 e4".to_string(), "d6 d8 f4".to_string()]).unwrap();
        assert_eq!(exercise.steps(), 2);
        let mut r = start.clone();
        assert_eq!((exercise.step(&r), exercise.reply(&r)), (1, None));
        r.push_text("d6").unwrap();
        assert_eq!(exercise.judge(&r), None, "right so far");
        let reply = exercise.reply(&r).unwrap();
        assert_eq!(reply.to_string(), "d8");
        assert_eq!(exercise.next_answer(&r), None, "the reply comes first");
        r.push(reply).unwrap();
        assert_eq!((exercise.judge(&r), exercise.reply(&r), exercise.step(&r)), (None, None, 2));
        assert_eq!(exercise.next_answer(&r).map(|t| t.to_string()).as_deref(), Some("e4"));
        let mut right = r.clone();
        right.push_text("f4").unwrap();
        assert_eq!((exercise.judge(&right), exercise.step(&right)), (Some(Verdict::Right), 2));
        let mut wrong = r.clone();
        wrong.push_text("c5").unwrap();
        assert_eq!(
            (exercise.judge(&wrong), exercise.step(&wrong)),
            (Some(Verdict::Wrong), 2),
            "wrong at the second turn"
        );
        let mut early = start.clone();
        early.push_text("c5").unwrap();
        assert_eq!((exercise.judge(&early), exercise.step(&early)), (Some(Verdict::Wrong), 1));
        // The trainer answers a wrong turn on the board (a refutation): still the first turn.
        early.push_text("d6").unwrap();
        assert_eq!(
            (exercise.judge(&early), exercise.step(&early)),
            (Some(Verdict::Wrong), 1),
            "a refutation is no turn 2"
        );
        assert!(warnings(&Params::parse("game=emergo&answer=d6+d6"))
            .iter()
            .any(|w| matches!(w, Warning::Answer { .. })));
    }

    /// Why an answer cannot be played is kept typed, and said in each language: a refused
    /// turn in the engine's words, an answer of no turns in the language's own.
    #[test]
    fn an_answer_that_cannot_be_played_says_why_in_each_language() {
        use crate::i18n::Lang;
        let start = AnyRecord::new(crate::session::NewGame::Emergo);
        assert_eq!(line(&start, " "), Err(AnswerError::Empty));
        let taken = line(&start, "d6 d6");
        assert!(matches!(&taken, Err(AnswerError::Turn(RecordError::BadTurn { number: 2, .. }))), "{taken:?}");
        let warn = |error| Warning::Answer { answer: "d6 d6".into(), error };
        let (empty, taken) = (warn(AnswerError::Empty), warn(taken.unwrap_err()));
        let said = |w: &Warning| Lang::ALL.map(|lang| w.describe(lang.texts()));
        assert_eq!(
            said(&empty),
            [
                "answer \"d6 d6\" cannot be played here: no turn",
                "answer \"d6 d6\" non si può giocare qui: nessun turno",
                "answer \"d6 d6\" kan inte spelas här: inget drag",
            ]
        );
        for (lang, text) in Lang::ALL.into_iter().zip(said(&taken)) {
            assert!(text.ends_with(": turn 2 (d6): d6 is not empty"), "{lang:?}: {text}");
        }
    }

    #[test]
    fn authors_hear_what_does_not_match() {
        let params =
            Params::parse("game=emergo&moves=d6+d8&ply=5&captions=a|b&answer=d6|e4&highlight=e5+a1&arrows=d6-d8:red");
        let said: Vec<String> = warnings(&params).iter().map(|w| w.describe(&EN)).collect();
        assert_eq!(said.len(), 4, "{said:?}");
        assert!(said[0].contains("2 captions") && said[0].contains('3'), "{}", said[0]);
        assert!(said[1].contains("ply=5") && said[1].contains('2'), "{}", said[1]);
        assert!(said[2].contains("\"d6\""), "{}", said[2]);
        assert!(said[3].contains("\"a1\""), "{}", said[3]);
        assert!(warnings(&Params::parse("game=emergo&moves=d6&captions=a|b")).is_empty());
        // A long answer is echoed cut, as every other value.
        let long = format!("game=emergo&answer={}", "d6-".repeat(3000));
        let said = warnings(&Params::parse(&long))[0].describe(&EN);
        assert!(said.len() < 400 && said.contains("d6-d6-…"), "{said}");
    }
}
