//! The GIPF AI: legal decisions in every phase of a turn, only its own, deterministic
//! under a seed; takes an immediate win and avoids an immediate loss.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::collections::HashSet;

use tavola_engine::ai::{choose_gipf, Ai, Budget, Level};
use tavola_engine::gipf::{Decision, Phase, Position, Removal, SpotSet, TurnInProgress, Variant};
use tavola_engine::random::Rng;
use tavola_engine::Color;

/// A small budget: legality does not depend on depth, and the tests must be quick.
const QUICK: Budget = Budget { depth: 2, min_depth: 1, nodes: 400, noise: 20, extension: 0, time_ms: None };

/// Every decision open to the decider, from the public turn API.
fn options(t: &TurnInProgress) -> Vec<Decision> {
    let mut all: Vec<Decision> = t.pushes().into_iter().map(Decision::Push).collect();
    if t.can_stop() {
        all.push(Decision::Stop);
    }
    for row in t.rows() {
        let keep_all = row.gipf;
        // Keep nothing, or (if allowed) keep every GIPF piece: enough variety for a walk.
        all.push(Decision::Remove(Removal { set: row.set, kept: SpotSet::default() }));
        if !(keep_all.is_empty() || row.optional && keep_all == row.set) {
            all.push(Decision::Remove(Removal { set: row.set, kept: keep_all }));
        }
    }
    all
}

/// Asks `ai` for its decisions in `t` and applies them, checking that each is legal, that
/// all are the current decider's, and that they end where the decider changes or the turn
/// is complete. Returns the phase the AI was asked in and whether it was the mover.
fn ask(ai: &Ai, t: &mut TurnInProgress) -> (Phase, bool) {
    let decider = t.decider();
    let asked = (t.phase(), decider == t.board().side_to_move());
    let (decisions, _) = ai.gipf(t);
    assert!(!decisions.is_empty(), "no decision in {:?}", t);
    for d in decisions {
        assert_eq!(t.decider(), decider, "{d:?} is not the decider's");
        assert_ne!(t.phase(), Phase::Done, "{d:?} after the turn was complete");
        t.apply(d).unwrap_or_else(|e| panic!("{d:?} refused: {e} in {:?}", t.board()));
    }
    assert!(t.phase() == Phase::Done || t.decider() != decider, "stopped while {decider} still decides");
    asked
}

/// Random games in which the AI is asked at random points and in every removal phase.
fn random_games(variant: Variant, games: u64, seen: &mut HashSet<(Phase, bool)>) {
    for game in 0..games {
        let mut rng = Rng::new(0x9e37_79b9 ^ ((game + 1) * 7919) ^ variant as u64);
        let mut pos = Position::start(variant);
        for _ in 0..120 {
            let Ok(mut t) = TurnInProgress::new(&pos) else { break };
            while t.phase() != Phase::Done {
                if t.phase() != Phase::Push || rng.next().is_multiple_of(4) {
                    let ai = Ai {
                        budget: QUICK,
                        seed: rng.next(),
                        clock: None,
                        engine: tavola_engine::ai::Engine::Current,
                        score_forced: false,
                    };
                    seen.insert(ask(&ai, &mut t));
                } else {
                    let all = options(&t);
                    let d = all[rng.below(all.len())];
                    t.apply(d).unwrap_or_else(|e| panic!("walk: {d:?}: {e}"));
                }
            }
            pos = t.finish().expect("a done turn finishes").1;
        }
    }
}

#[test]
fn decisions_are_legal_in_every_phase() {
    let mut seen = HashSet::new();
    for variant in [Variant::Basic, Variant::Standard, Variant::Tournament] {
        random_games(variant, 12, &mut seen);
    }
    // A tournament position with an optional all-GIPF row: step 1 is the AI's.
    let pos: Position = "gipf tournament 4/5/6/WWWW3/6/B4/4 w 10 16 11".parse().expect("valid");
    for seed in 0..6 {
        let mut t = TurnInProgress::new(&pos).expect("not finished");
        let ai =
            Ai { budget: QUICK, seed, clock: None, engine: tavola_engine::ai::Engine::Current, score_forced: false };
        seen.insert(ask(&ai, &mut t));
    }
    for needed in [(Phase::PrePushRemoval, true), (Phase::Push, true), (Phase::Removal, true), (Phase::Removal, false)]
    {
        assert!(seen.contains(&needed), "never asked in {needed:?}: {seen:?}");
    }
}

#[test]
fn same_seed_same_decisions() {
    let pos = Position::start(Variant::Standard);
    let t = TurnInProgress::new(&pos).expect("start");
    for level in Level::ALL {
        assert_eq!(choose_gipf(&t, level, 42), choose_gipf(&t, level, 42), "{level:?}");
    }
}

/// Plays the turn from `text` with every level (each making all of the turn's decisions)
/// and checks `good` of the turn and the position it leaves.
fn every_level_plays(text: &str, good: impl Fn(&TurnInProgress, &Position) -> bool) {
    let pos: Position = text.parse().expect("valid");
    for level in Level::ALL {
        let mut t = TurnInProgress::new(&pos).expect("not finished");
        while t.phase() != Phase::Done {
            for d in choose_gipf(&t, level, 7) {
                t.apply(d).expect("legal");
            }
        }
        let (_, after) = t.clone().finish().expect("done");
        assert!(good(&t, &after), "{level:?} played {:?} in {text}", t.turn());
    }
}

#[test]
fn takes_the_last_gipf_piece() {
    // White pushes e1-e2 for the row e2-e5, whose removal set takes Black's only GIPF
    // piece on e6 if White does not keep it.
    every_level_plays("gipf standard W3/5/6/1wwwB2/6/5/b3 w 10 12", |t, _| {
        t.result().and_then(|r| r.winner) == Some(Color::White)
    });
}

#[test]
fn wins_by_the_empty_reserve_without_giving_a_row() {
    // Black has no reserve: any push wins but e1-e2, which would push Black's e2-e4 onto
    // e3-e5 next to e6 and give him a row (and his pieces back).
    every_level_plays("gipf basic 4/5/6/bbb1b2/6/5/w3 w 5 0", |_, after| {
        after.result().and_then(|r| r.winner) == Some(Color::White)
    });
}

#[test]
fn avoids_running_out_of_reserve() {
    // White's last piece: only e1-e2 (the row e2-e5) brings pieces back; any other push
    // leaves White's next turn to begin with an empty reserve.
    every_level_plays("gipf basic 4/5/6/1www3/6/5/b3 w 1 10", |_, after| after.reserve(Color::White) > 0);
}
