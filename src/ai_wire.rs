//! What the page and the AI worker say to each other, and the worker's answer.
//!
//! Messages are JSON text. A GIPF request carries the position at the start of the turn
//! and the decisions already made in it, so the worker rebuilds exactly the
//! `TurnInProgress` the page holds; the answer is the decisions the AI's side makes now.
//! `answer` is pure and runs natively in tests; the worker binary only wraps it.

use serde::{Deserialize, Serialize};
use tavola_engine::ai::{Ai, Clock, Level};
use tavola_engine::gipf::Decision as GipfDecision;
use tavola_engine::gipf::{Entry, Piece, Point, Push, Removal, SpotSet, TurnInProgress};

/// One GIPF decision, by point labels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireDecision {
    Push { dot: String, spot: String, gipf: bool },
    Remove { set: Vec<String>, kept: Vec<String> },
    Stop,
}

fn labels(set: SpotSet) -> Vec<String> {
    set.iter().map(|p| p.label().to_string()).collect()
}

fn spots(labels: &[String]) -> Option<SpotSet> {
    labels.iter().map(|l| Point::from_label(l)).collect()
}

impl WireDecision {
    pub fn from_engine(d: &GipfDecision) -> WireDecision {
        match d {
            GipfDecision::Push(p) => WireDecision::Push {
                dot: p.entry.dot().label().to_string(),
                spot: p.entry.spot().label().to_string(),
                gipf: p.piece == Piece::Gipf,
            },
            GipfDecision::Remove(r) => WireDecision::Remove { set: labels(r.set), kept: labels(r.kept) },
            GipfDecision::Stop => WireDecision::Stop,
        }
    }

    /// The engine's decision; `None` when a label or entry does not exist.
    pub fn to_engine(&self) -> Option<GipfDecision> {
        Some(match self {
            WireDecision::Push { dot, spot, gipf } => {
                let entry = Entry::from_points(Point::from_label(dot)?, Point::from_label(spot)?)?;
                GipfDecision::Push(Push { entry, piece: if *gipf { Piece::Gipf } else { Piece::Single } })
            }
            WireDecision::Remove { set, kept } => GipfDecision::Remove(Removal { set: spots(set)?, kept: spots(kept)? }),
            WireDecision::Stop => GipfDecision::Stop,
        })
    }
}

/// A question for the AI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Canonical position notation: for GIPF, the start of the turn in progress.
    pub position: String,
    /// GIPF: the decisions made so far in the turn.
    #[serde(default)]
    pub decisions: Vec<WireDecision>,
    /// `beginner`, `casual`, `club` or `expert`.
    pub level: String,
    pub seed: u64,
    /// Emergo: answer with the position's score instead of a move (weighing a draw offer).
    #[serde(default)]
    pub evaluate: bool,
}

/// The AI's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Response {
    /// An Emergo move in notation.
    Emergo(String),
    /// The GIPF decisions the current decider makes now.
    Gipf(Vec<WireDecision>),
    /// The game is over: nothing to decide.
    Nothing,
    /// Emergo, when asked to evaluate: the score for the side to move, in hundredths of a
    /// man (positive: it stands better).
    Score(i32),
    Error(String),
}

/// Most a search may take, whatever its level's work budget says, so a slow device still
/// gets an answer.
pub const TIME_LIMIT_MS: f64 = 8000.0;

/// Answers a request; `now_ms` is the caller's clock (the std clock panics in wasm).
pub fn answer(request: &Request, now_ms: &dyn Fn() -> f64) -> Response {
    let Some(level) = Level::from_name(&request.level) else {
        return Response::Error(format!("unknown level {:?}", request.level));
    };
    let ai = Ai::new(level, request.seed).with_clock(Clock { now_ms, limit_ms: TIME_LIMIT_MS });
    let game = request.position.split_whitespace().next().unwrap_or("");
    match game {
        "emergo" => match request.position.parse::<tavola_engine::emergo::Position>() {
            Ok(pos) => match ai.emergo(&pos) {
                None => Response::Nothing,
                Some((_, report)) if request.evaluate => Response::Score(report.score),
                Some((mv, _)) => Response::Emergo(mv.to_string()),
            },
            Err(e) => Response::Error(e.to_string()),
        },
        "gipf" => match gipf_turn(request) {
            Ok(turn) => {
                let (decisions, _) = ai.gipf(&turn);
                if decisions.is_empty() {
                    Response::Nothing
                } else {
                    Response::Gipf(decisions.iter().map(WireDecision::from_engine).collect())
                }
            }
            Err(e) => Response::Error(e),
        },
        _ => Response::Error(format!("not a position: {:?}", request.position)),
    }
}

/// The GIPF turn in progress that the request describes.
fn gipf_turn(request: &Request) -> Result<TurnInProgress, String> {
    let pos: tavola_engine::gipf::Position = request.position.parse().map_err(|e| format!("{e}"))?;
    let mut turn = TurnInProgress::new(&pos).map_err(|e| e.to_string())?;
    for d in &request.decisions {
        let decision = d.to_engine().ok_or_else(|| format!("not a decision: {d:?}"))?;
        turn.apply(decision).map_err(|e| e.to_string())?;
    }
    Ok(turn)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(position: &str, decisions: Vec<WireDecision>) -> Response {
        let request = Request { position: position.into(), decisions, level: "beginner".into(), seed: 1, evaluate: false };
        let text = serde_json::to_string(&request).unwrap();
        answer(&serde_json::from_str(&text).unwrap(), &|| 0.0)
    }

    #[test]
    fn emergo_answers_a_legal_move() {
        let start = "emergo 1/3/5/7/9/7/5/3/1 w 12 12";
        let Response::Emergo(mv) = ask(start, vec![]) else { panic!("no move") };
        let mut session = crate::session::Session::new(crate::session::NewGame::Emergo);
        session.play(&mv).unwrap();
    }

    #[test]
    fn gipf_decisions_round_trip_and_apply() {
        let start = "gipf standard B2W/5/6/W5B/6/5/B2W w 12 12";
        let Response::Gipf(decisions) = ask(start, vec![]) else { panic!("no decisions") };
        let mut turn = TurnInProgress::new(&start.parse().unwrap()).unwrap();
        for d in &decisions {
            let engine = d.to_engine().unwrap();
            assert_eq!(&WireDecision::from_engine(&engine), d);
            turn.apply(engine).unwrap();
        }
        assert!(turn.finish().is_ok(), "nothing left for the opponent to decide here");
    }

    #[test]
    fn the_ai_removes_its_own_row_after_the_opponents_push() {
        // White's push e1-e2 shoves Black's e2..e4 up against e6: four black in a row, which
        // Black (the AI here) must remove in step 4, capturing White's e2 with it.
        let start = "gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11";
        let push = WireDecision::Push { dot: "e1".into(), spot: "e2".into(), gipf: false };
        let Response::Gipf(decisions) = ask(start, vec![push.clone()]) else { panic!("Black must remove") };
        let row: Vec<String> = ["e2", "e3", "e4", "e5", "e6"].map(String::from).to_vec();
        assert_eq!(decisions, vec![WireDecision::Remove { set: row, kept: vec![] }]);
        assert!(matches!(ask(start, vec![push.clone(), push]), Response::Error(_)), "a second push is refused");
    }

    #[test]
    fn a_quiet_push_leaves_nothing_to_decide() {
        let push = WireDecision::Push { dot: "a1".into(), spot: "b2".into(), gipf: false };
        assert_eq!(ask("gipf basic b2w/5/6/w5b/6/5/b2w w 12 12", vec![push]), Response::Nothing);
    }

    #[test]
    fn an_emergo_position_is_scored_for_the_side_to_move() {
        // Black has a column of four against White's lone man.
        let score = |position: &str| {
            let request = Request { position: position.into(), decisions: vec![], level: "club".into(), seed: 0, evaluate: true };
            match answer(&request, &|| 0.0) {
                Response::Score(s) => s,
                other => panic!("no score: {other:?}"),
            }
        };
        assert!(score("emergo 1/3/5/7/3(bbbb)5/7/5/1w1/1 b 0 0") > 0, "Black stands better");
        assert!(score("emergo 1/3/5/7/3(bbbb)5/7/5/1w1/1 w 0 0") < 0, "White stands worse");
    }

    #[test]
    fn bad_requests_say_why() {
        assert!(matches!(ask("chess", vec![]), Response::Error(_)));
        let bad = WireDecision::Remove { set: vec!["z9".into()], kept: vec![] };
        assert!(matches!(ask("gipf basic b2w/5/6/w5b/6/5/b2w w 12 12", vec![bad]), Response::Error(_)));
        let request = Request { position: "emergo 1/3/5/7/9/7/5/3/1 w 12 12".into(), decisions: vec![], level: "god".into(), seed: 0, evaluate: false };
        assert!(matches!(answer(&request, &|| 0.0), Response::Error(_)));
    }
}
