//! The computer's answers as the app uses them: read once, where they arrive, against the
//! question they answer, so the boards get engine decisions and moves, never text; and the
//! questions as they leave, with the game before an Emergo position.

use std::fmt;

use tavola_engine::emergo::{Move, Square};
use tavola_engine::gipf::Decision;
use tavola_engine::protocol::{Analysis, Answer, At, Past, Question, Request, UnreadableAnswer, DECIDED};
use tavola_engine::Color;

use crate::i18n::Texts;
use crate::session::{AnyRecord, Session};
use crate::worker::{Channel, Unanswered};

/// `request` as asked on `channel` in the game of `session`: an Emergo position of the
/// game goes with the game before it, so that the computer's move, a hint, an analysis and
/// a review all see the draw by the third occurrence of a position. The computer and the
/// analysis ask about the position on show, taken at its place in the game; the review
/// asks about every position in turn, and one that occurs more than once is taken at its
/// first occurrence, which can count fewer repetitions than there were, never more. A
/// position the game never reached goes alone.
pub fn question(session: &Session, channel: Channel, request: Request) -> Question {
    let past = match (request.at(), &session.record) {
        (Some(At::Emergo(pos)), AnyRecord::Emergo(record)) => {
            let positions = record.positions();
            let shown = (channel != Channel::Review).then(|| session.ply());
            shown
                .filter(|&i| positions.get(i) == Some(pos))
                .or_else(|| positions.iter().position(|p| p == pos))
                .map(|i| Past { from: *record.start(), moves: record.turns()[..i].to_vec() })
        }
        _ => None,
    };
    Question { request, past }
}

/// Scores this far from zero are decided games (the search counts plies down from
/// [`DECIDED`]); judging a turn, scores are clamped here, so every decided position weighs
/// the same and a win thrown away is a drop like any other.
pub const WON: i32 = DECIDED - 10_000;

/// A score in pieces with one decimal, written as the language writes it: `+1.4` or
/// `−0.3` in English, `+1,4` in Italian and Swedish; `0.0` when even. No float formatting
/// (which would add kilobytes to the page).
pub fn pieces(t: &Texts, score: i32) -> String {
    let tenths = (score.unsigned_abs() + 5) / 10;
    let sign = match tenths {
        0 => "",
        _ if score > 0 => "+",
        _ => "−",
    };
    format!("{sign}{}{}{}", tenths / 10, t.decimal_point(), tenths % 10)
}

/// A score from White's side in words: pieces, or who wins when it is decided.
pub fn score_text(t: &Texts, score: i32) -> String {
    match score {
        s if s >= WON => t.side_wins(t.white()),
        s if s <= -WON => t.side_wins(t.black()),
        s => pieces(t, s),
    }
}

/// What the computer chose to do where it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The decisions that finish (or continue) the GIPF turn in progress, in order.
    Gipf(Vec<Decision>),
    /// The Emergo move.
    Emergo(Move),
}

/// Why the computer answered a request with no answer at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerError {
    /// It answered `error`: the request was not understood or not possible.
    Refused {
        /// The computer's own words, in English: the protocol carries the engine's reason
        /// as the text of its `error` line (`docs/protocol.md`), not as a type.
        words: String,
    },
    /// Its line is not an answer of the protocol.
    NotAnAnswer(UnreadableAnswer),
}

impl ComputerError {
    /// The reason in the player's language, the computer's own account within it.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            ComputerError::Refused { words } => t.computer_failed(words),
            ComputerError::NotAnAnswer(error) => t.computer_failed(&error.to_string()),
        }
    }
}

/// What a request the computer answers for itself (its move, a hint, its view of a draw)
/// comes to: the answer, or why there is none; `None` once the computer has ended for the
/// page, which the page hears once, apart (`worker::Command::Gone`).
pub fn answered(reply: Result<Answer, Unanswered>) -> Option<Result<Answer, ComputerError>> {
    match reply {
        Ok(Answer::Error(words)) => Some(Err(ComputerError::Refused { words })),
        Ok(answer) => Some(Ok(answer)),
        Err(Unanswered::Unreadable(error)) => Some(Err(ComputerError::NotAnAnswer(error))),
        Err(Unanswered::Gone(_)) => None,
    }
}

/// Why an answer to a `play` request gives the app nothing to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// The computer gave no answer.
    Failed(ComputerError),
    /// The answer is not a turn of the game asked about, or not a `play` answer at all.
    Unreadable(String),
}

impl ChoiceError {
    /// The reason in the player's language.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            ChoiceError::Failed(error) => error.describe(t),
            ChoiceError::Unreadable(_) => t.computer_unknown().to_string(),
        }
    }
}

impl Choice {
    /// The computer's answer to `play` at `at` (as [`answered`] gives it): its choice,
    /// `None` when there was nothing to decide, or why it cannot be played.
    pub fn read(at: &At, answer: Result<Answer, ComputerError>) -> Result<Option<Choice>, ChoiceError> {
        let unreadable = |text: &str| ChoiceError::Unreadable(text.to_string());
        match answer.map_err(ChoiceError::Failed)? {
            Answer::Play(texts) => match at {
                At::Gipf { .. } => {
                    let made: Result<Vec<Decision>, _> =
                        texts.iter().map(|t| t.parse().map_err(|_| unreadable(t))).collect();
                    made.map(|made| Some(Choice::Gipf(made)))
                }
                At::Emergo(_) => match texts.first() {
                    Some(text) => text.parse().map(|m| Some(Choice::Emergo(m))).map_err(|_| unreadable(text)),
                    None => Err(unreadable("")),
                },
            },
            Answer::Nothing => Ok(None),
            Answer::Error(words) => Err(ChoiceError::Failed(ComputerError::Refused { words })),
            Answer::Analysis(_) => Err(unreadable("analysis")),
            Answer::Info(text) => Err(unreadable(&text)),
        }
    }

    /// The GIPF decisions, if this is a GIPF choice.
    pub fn gipf(self) -> Option<Vec<Decision>> {
        match self {
            Choice::Gipf(made) => Some(made),
            Choice::Emergo(_) => None,
        }
    }

    /// Where the choice is drawn as an arrow: the labels it goes from and to (a GIPF
    /// turn's push; an Emergo move, the same label for an entry, which is ringed).
    pub fn ends(&self) -> Option<(String, String)> {
        match self {
            Choice::Gipf(made) => made.iter().find_map(|d| match d {
                Decision::Push(push) => {
                    Some((push.entry.dot().label().to_string(), push.entry.spot().label().to_string()))
                }
                _ => None,
            }),
            Choice::Emergo(mv) => {
                let to = mv.to().label();
                Some((mv.from().map_or_else(|| to.clone(), Square::label), to))
            }
        }
    }

    /// Where a GIPF choice that pushes nothing (the removals left of a turn whose push is
    /// made) is drawn: its first row's ends, struck through.
    pub fn strike(&self) -> Option<(String, String)> {
        let Choice::Gipf(made) = self else { return None };
        if made.iter().any(|d| matches!(d, Decision::Push(_))) {
            return None;
        }
        made.iter().find_map(|d| match d {
            // A row's points in board order run from one end to the other.
            Decision::Remove(r) => {
                Some((r.set.iter().next()?.label().to_string(), r.set.iter().last()?.label().to_string()))
            }
            _ => None,
        })
    }

    /// Reads one turn of a line in notation as a turn of the game `at` is in.
    fn read_turn(at: &At, text: &str) -> Option<Choice> {
        match at {
            At::Gipf { .. } => text.split_whitespace().map(|d| d.parse().ok()).collect::<Option<_>>().map(Choice::Gipf),
            At::Emergo(_) => text.parse().ok().map(Choice::Emergo),
        }
    }

    /// The Emergo move, if this is an Emergo choice.
    pub fn emergo(self) -> Option<Move> {
        match self {
            Choice::Emergo(m) => Some(m),
            Choice::Gipf(_) => None,
        }
    }
}

/// The notation: a GIPF turn's decisions joined by spaces, an Emergo move.
impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Gipf(made) => {
                for (i, d) in made.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{d}")?;
                }
                Ok(())
            }
            Choice::Emergo(mv) => write!(f, "{mv}"),
        }
    }
}

/// The computer's analysis of a position as the app keeps it: read once where it arrives,
/// the best line as turns of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysed {
    /// From White's side, hundredths of a piece (`protocol::Analysis::score`).
    pub score: i32,
    /// The best line: per turn, who plays it and what. A turn that does not read as one
    /// of the game ends the line there.
    pub line: Vec<(Color, Choice)>,
}

impl Analysed {
    pub fn read(at: &At, analysis: Analysis) -> Analysed {
        let line = analysis.line.iter().map_while(|(side, text)| Some((*side, Choice::read_turn(at, text)?))).collect();
        Analysed { score: analysis.score, line }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_engine::protocol::Session;

    #[test]
    fn scores_read_in_pieces_with_the_languages_decimal_sign_or_as_a_win() {
        use crate::i18n::{EN, IT, SV};
        let figures = |t: &Texts| [140, -26, 4, -5, 1000].map(|s| pieces(t, s));
        assert_eq!(figures(&EN), ["+1.4", "−0.3", "0.0", "−0.1", "+10.0"]);
        assert_eq!(figures(&IT), ["+1,4", "−0,3", "0,0", "−0,1", "+10,0"]);
        assert_eq!(figures(&SV), ["+1,4", "−0,3", "0,0", "−0,1", "+10,0"]);
        assert_eq!(score_text(&EN, DECIDED - 7), "White wins");
        assert_eq!(score_text(&EN, -DECIDED + 3), "Black wins");
        assert_eq!(score_text(&SV, 30), "+0,3");
    }

    fn at(position: &str) -> At {
        position.parse().unwrap()
    }

    /// An Emergo position of the game is asked about with the game before it, from its
    /// place in the game: the one on show, else its first.
    #[test]
    fn questions_in_an_emergo_game_carry_the_game_before_the_position() {
        use crate::session::{AnyRecord, Session as Game};
        use tavola_engine::ai::Level;
        let start = "emergo 1/3/1(bw)1(bwwwww)1/7/1(bb)4b2/6(bwww)/1(bww)3/2(wbbbbb)/1 b 0 0";
        let mut game = Game::from_record(AnyRecord::starting_at(start).unwrap());
        for mv in ["d7-d8", "f2-e2", "d8-d7", "e2-f2", "d7-d8"] {
            game.play(mv).unwrap();
        }
        let AnyRecord::Emergo(record) = &game.record else { panic!("an Emergo game") };
        let positions = record.positions().to_vec();
        let play = |i: usize| Request::Play { level: Level::Club, seed: 0, at: At::Emergo(positions[i]) };
        let moves = |q: Question| q.past.map(|p| (p.from.to_string(), p.moves.len()));
        let computer = |i| moves(question(&game, Channel::Computer, play(i)));
        assert_eq!(computer(5), Some((start.to_string(), 5)), "the live position");
        // Positions 1 and 5 are the same: on show, it is the 5th; in a review, the 1st.
        assert_eq!(computer(1), Some((start.to_string(), 5)));
        assert_eq!(moves(question(&game, Channel::Review, play(5))), Some((start.to_string(), 1)));
        game.go_to(3);
        assert_eq!(moves(question(&game, Channel::Analysis, play(3))), Some((start.to_string(), 3)));
        assert_eq!(moves(question(&game, Channel::Analysis, play(5))), Some((start.to_string(), 1)), "not on show");
        let alone = "emergo 1/3/5/7/9/7/5/3/1 w 12 12";
        let analyse = |at| Request::Analyse { ms: 10, at };
        assert_eq!(question(&game, Channel::Analysis, analyse(at(alone))).past, None, "not in the game");
        assert_eq!(question(&game, Channel::Computer, Request::Info).past, None);
        let gipf = Game::from_record(AnyRecord::starting_at("gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11").unwrap());
        assert_eq!(question(&gipf, Channel::Analysis, analyse(at("gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11"))).past, None);
    }

    /// What the engine's own protocol answers reads back as the game's turn.
    #[test]
    fn the_workers_answers_read_as_turns_of_the_game_asked() {
        let mut session = Session::new();
        for position in ["gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11", "emergo 1/3/5/7/9/7/5/3/1 w 12 12"] {
            let line = format!("play beginner 1 {position}");
            let answer: Answer = session.handle(&line, &|| 0.0).parse().unwrap();
            let choice = Choice::read(&at(position), Ok(answer)).unwrap().unwrap();
            match (position.starts_with("gipf"), choice) {
                (true, Choice::Gipf(made)) => assert!(!made.is_empty()),
                (false, Choice::Emergo(_)) => {}
                (_, other) => panic!("{position}: {other:?}"),
            }
        }
    }

    /// An analysis's best line reads as turns that write back as the worker wrote them.
    #[test]
    fn the_best_line_reads_as_turns_of_the_game() {
        let mut session = Session::new();
        for position in ["gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11", "emergo 1/3/5/7/9/7/5/3/1 w 12 12"] {
            // A clock that moves a millisecond each time it is read, so the search's time runs out.
            let clock = std::cell::Cell::new(0.0);
            let now = || {
                clock.set(clock.get() + 1.0);
                clock.get()
            };
            let answer: Answer = session.handle(&format!("analyse 200 {position}"), &now).parse().unwrap();
            let Answer::Analysis(analysis) = answer else { panic!("{position}: {answer:?}") };
            let read = Analysed::read(&at(position), analysis.clone());
            assert!(!read.line.is_empty(), "{position}");
            assert_eq!(read.line.len(), analysis.line.len(), "{position}: every turn reads");
            for ((side, choice), (said_side, said)) in read.line.iter().zip(&analysis.line) {
                assert_eq!((side, choice.to_string()), (said_side, said.clone()));
                assert!(choice.ends().is_some(), "{said} is drawn");
            }
        }
    }

    #[test]
    fn answers_that_are_not_turns_say_why() {
        let emergo = at("emergo 1/3/5/7/9/7/5/3/1 w 12 12");
        let read = |answer| Choice::read(&emergo, Ok(answer));
        let busy = ComputerError::Refused { words: "busy".into() };
        assert_eq!(read(Answer::Nothing), Ok(None));
        assert_eq!(read(Answer::Error("busy".into())), Err(ChoiceError::Failed(busy.clone())));
        assert_eq!(Choice::read(&emergo, Err(busy.clone())), Err(ChoiceError::Failed(busy)));
        assert_eq!(read(Answer::Play(vec!["zz9".into()])), Err(ChoiceError::Unreadable("zz9".into())));
        assert_eq!(read(Answer::Play(vec![])), Err(ChoiceError::Unreadable(String::new())));
        let gipf = at("gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11");
        assert!(
            matches!(Choice::read(&gipf, Ok(Answer::Play(vec!["e1-e2".into(), "?".into()]))), Err(ChoiceError::Unreadable(t)) if t == "?")
        );
    }

    /// The computer's failures keep what it said, worded in the player's language around it.
    #[test]
    fn a_failed_answer_is_typed_and_said_in_each_language() {
        use crate::i18n::Lang;
        use crate::worker::Failure;
        let refused = answered(Ok(Answer::Error("unknown level \"nope\"".into())));
        assert_eq!(refused, Some(Err(ComputerError::Refused { words: "unknown level \"nope\"".into() })));
        let play: Answer = "play d6".parse().unwrap_or_else(|_| panic!("a play answer"));
        assert_eq!(answered(Ok(play.clone())), Some(Ok(play)), "an answer passes as it came");
        let unreadable = "gibberish".parse::<Answer>().unwrap_err();
        let Some(Err(not_an_answer)) = answered(Err(Unanswered::Unreadable(unreadable.clone()))) else {
            panic!("an unreadable line is the computer failing")
        };
        assert_eq!(not_an_answer, ComputerError::NotAnAnswer(unreadable));
        assert_eq!(answered(Err(Unanswered::Gone(Failure::Crashed))), None, "said once, apart");
        let Some(Err(refused)) = refused else { panic!("refused") };
        for lang in Lang::ALL {
            let t = lang.texts();
            assert_eq!(refused.describe(t), t.computer_failed("unknown level \"nope\""), "{lang:?}");
            assert_eq!(not_an_answer.describe(t), t.computer_failed("not an answer: \"gibberish\""), "{lang:?}");
        }
        assert_eq!(
            not_an_answer.describe(&crate::i18n::EN),
            "The computer could not move: not an answer: \"gibberish\""
        );
    }

    #[test]
    fn a_line_that_begins_with_a_removal_strikes_its_row() {
        let removal: Decision = "xe2-e6".parse().unwrap();
        let choice = Choice::Gipf(vec![removal]);
        assert_eq!(choice.ends(), None, "no push to draw as an arrow");
        assert_eq!(choice.strike(), Some(("e2".to_string(), "e6".to_string())));
        let push: Decision = "e1-e2".parse().unwrap();
        assert_eq!(Choice::Gipf(vec![push]).strike(), None);
    }
}
