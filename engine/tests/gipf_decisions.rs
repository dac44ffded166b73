//! A GIPF turn in progress travels as its start and its decisions (the worker protocol):
//! every state a turn can pass through, stops included, is rebuilt exactly from them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::gipf::Gipf;
use tavola_engine::gipf::{Decision, Phase, Position, Removal, TurnInProgress, Variant};
use tavola_engine::protocol::At;
use tavola_engine::random::{walk, Rng};

/// The starts, positions of random play from them, and a tournament position with an
/// optional all-GIPF row before the push (the only place a step-1 stop is made).
fn positions() -> Vec<Position> {
    let mut all = vec![
        Position::start(Variant::Basic),
        Position::start(Variant::Standard),
        Position::start(Variant::Tournament),
        "gipf tournament WWWW/5/B5/B6/B5/B4/4 w 10 10 11".parse().expect("a valid position"),
    ];
    let mut rng = Rng::new(15);
    for start in all.clone() {
        for plies in [6, 14, 22, 30] {
            all.push(walk::<Gipf>(start, plies, &mut rng));
        }
    }
    all
}

/// Checks `t` against the turn rebuilt from its decisions (directly and through the
/// protocol's text), then goes down every branch of the next decision, `budget` states at most.
fn check_every_state(start: &Position, t: TurnInProgress, budget: &mut usize, stops: &mut usize) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let mut rebuilt = TurnInProgress::new(start).expect("a turn from the start");
    for d in t.decisions() {
        rebuilt.apply(d).expect("a decision of the turn applies again");
    }
    assert_eq!(rebuilt, t, "rebuilt from {:?}", t.decisions());
    let text = At::gipf(*start, &t).to_string();
    assert_eq!(text.parse::<At>(), Ok(At::Gipf { start: *start, made: t.decisions() }), "{text}");
    *stops += t.decisions().iter().filter(|d| **d == Decision::Stop).count();
    let mut branches: Vec<Decision> = t.pushes().into_iter().map(Decision::Push).collect();
    if matches!(t.phase(), Phase::PrePushRemoval | Phase::Removal) {
        branches.extend(t.can_stop().then_some(Decision::Stop));
        branches.extend(t.rows().iter().map(|r| Decision::Remove(Removal { set: r.set, kept: Default::default() })));
    }
    for d in branches {
        let mut next = t.clone();
        if next.apply(d).is_ok() {
            check_every_state(start, next, budget, stops);
        }
    }
}

#[test]
fn every_state_of_a_turn_is_rebuilt_from_its_decisions() {
    let mut stops = 0;
    for start in positions() {
        let Ok(t) = TurnInProgress::new(&start) else { continue };
        check_every_state(&start, t, &mut 400, &mut stops);
    }
    assert!(stops > 0, "some states were reached by stopping");
}
