//! An embedded board as an exercise (`answer`): the accepted turns checked through the
//! engine, the verdict on the reader's turn, and the warnings an author needs when a link
//! does not say what it means (captions that do not match the moves, a `ply` past the
//! end, an answer that cannot be played, a place not on the board). Pure, tested natively.

use tavola_engine::gipf::Point;

use crate::i18n::Texts;
use crate::links::params::Params;
use crate::session::{AnyRecord, AnyTurn};

/// What the reader's turn was worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
    /// The board played the answer for the reader ("Show me").
    Shown,
}

/// The accepted turns, parsed once when the link opens, after the first `from` turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub from: usize,
    pub answers: Vec<AnyTurn>,
}

/// Something in an author's link that the board cannot honour as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    Captions { given: usize, positions: usize },
    PlyPastEnd { ply: usize, turns: usize },
    Answer { answer: String, detail: String },
    Place(String),
}

impl Warning {
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            Warning::Captions { given, positions } => (t.warn_captions)(*given, *positions),
            Warning::PlyPastEnd { ply, turns } => (t.warn_ply)(*ply, *turns),
            Warning::Answer { answer, detail } => (t.warn_answer)(answer, detail),
            Warning::Place(place) => (t.warn_place)(place),
        }
    }
}

/// `answer` played after the record: the turn it is, parsed once, or why not.
fn canonical(record: &AnyRecord, answer: &str) -> Result<AnyTurn, String> {
    let mut after = record.clone();
    after.push_text(answer).map_err(|e| e.to_string())?;
    after.last_turn().ok_or_else(|| "no turn".to_string())
}

impl Exercise {
    /// The exercise of a record whose last position is the question; `None` without answers.
    pub fn new(record: &AnyRecord, written: &[String]) -> Option<Exercise> {
        let answers: Vec<AnyTurn> = written.iter().filter_map(|a| canonical(record, a).ok()).collect();
        (!answers.is_empty()).then(|| Exercise { from: record.len(), answers })
    }

    /// The verdict once the reader has played the exercise's turn; `None` before.
    pub fn judge(&self, record: &AnyRecord) -> Option<Verdict> {
        if record.len() != self.from + 1 {
            return None;
        }
        let played = record.last_turn()?;
        Some(if self.answers.contains(&played) { Verdict::Right } else { Verdict::Wrong })
    }
}

/// Whether `place` is a point (GIPF) or a square (Emergo) of the record's board.
fn on_board(record: &AnyRecord, place: &str) -> bool {
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
        if let Err(detail) = canonical(record, answer) {
            found.push(Warning::Answer { answer: answer.clone(), detail });
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
        assert_eq!(exercise.answers.len(), 1, "an answer that cannot be played is dropped");
        let mut played = start.clone();
        assert_eq!(exercise.judge(&played), None);
        played.push(exercise.answers[0].clone()).unwrap();
        assert_eq!(exercise.judge(&played), Some(Verdict::Right));
        let mut wrong = start.clone();
        wrong.push_text("a1-b2").unwrap();
        assert_eq!(exercise.judge(&wrong), Some(Verdict::Wrong));
        assert_eq!(Exercise::new(&start, &[]), None);
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
    }
}
