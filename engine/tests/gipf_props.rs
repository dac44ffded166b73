//! Properties over random playouts from every start, and parsers fed arbitrary text.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::collections::HashSet;

use proptest::prelude::*;
use tavola_engine::gipf::{Gipf, Phase, Position, Removal, Turn, TurnInProgress, Variant};
use tavola_engine::random::Rng;
use tavola_engine::record::Record;
use tavola_engine::{Color, Rules};

/// The three starts, a handicap start, and a tournament position whose side to move has
/// an optional all-GIPF row (step 1 of a turn), which random play from a start almost
/// never leaves behind.
fn starts() -> Vec<Position> {
    vec![
        Position::start(Variant::Basic),
        Position::basic_with_extra(3, 1),
        Position::start(Variant::Standard),
        Position::start(Variant::Tournament),
        "gipf tournament WWWW/5/B5/B6/B5/B4/4 w 10 10 11".parse().expect("a valid position"),
    ]
}

/// Every complete turn reachable through the public step-by-step API.
fn walk_all(t: TurnInProgress, out: &mut Vec<Turn>) {
    match t.phase() {
        Phase::Done => out.push(t.finish().expect("done").0),
        Phase::Push => {
            for push in t.pushes() {
                let mut next = t.clone();
                next.push(push).expect("an offered push is legal");
                walk_all(next, out);
            }
        }
        Phase::PrePushRemoval | Phase::Removal => {
            if t.can_stop() {
                let mut next = t.clone();
                next.stop().expect("stop allowed");
                walk_all(next, out);
            }
            for row in t.rows() {
                for kept in row.gipf.subsets().filter(|k| !(row.optional && *k == row.set)) {
                    let mut next = t.clone();
                    next.remove(Removal { set: row.set, kept }).expect("an offered removal is legal");
                    walk_all(next, out);
                }
            }
        }
    }
}

/// Plays `turn` decision by decision, counting the opponent's pieces each removal
/// captures (a GIPF piece counting two); checks it ends where `apply` does.
fn captures(p: &Position, turn: &Turn) -> [u32; 2] {
    let mut t = TurnInProgress::new(p).expect("a turn");
    let mut captured = [0u32; 2];
    let mut remove = |t: &mut TurnInProgress, r: &Removal| {
        let other = t.decider().other();
        for point in r.set.iter().filter(|q| !r.kept.contains(*q)) {
            if let Some((c, piece)) = t.board().piece_at(point) {
                if c == other {
                    captured[other.index()] += u32::from(piece.weight());
                }
            }
        }
        t.remove(*r).expect("legal removal");
    };
    let stop_if_mover = |t: &mut TurnInProgress| {
        if t.phase() != Phase::Done && t.decider() == p.side_to_move() && t.can_stop() {
            t.stop().expect("stop");
        }
    };
    turn.pre_push().iter().for_each(|r| remove(&mut t, r));
    if let Some(push) = turn.push() {
        stop_if_mover(&mut t);
        t.push(push).expect("legal push");
    }
    turn.mover_removals().iter().for_each(|r| remove(&mut t, r));
    stop_if_mover(&mut t);
    turn.opponent_removals().iter().for_each(|r| remove(&mut t, r));
    let (again, after) = t.finish().expect("complete");
    assert_eq!(&again, turn);
    assert_eq!(after, Gipf::apply_unchecked(p, turn));
    captured
}

fn total(p: &Position, captured: [u32; 2], c: Color) -> u32 {
    u32::from(p.on_board(c)) + u32::from(p.reserve(c)) + captured[c.index()]
}

/// Checks every property at `p`; returns its turns.
fn check_position(p: &Position) -> Vec<Turn> {
    assert_eq!(&p.to_string().parse::<Position>().expect("printed positions parse"), p);
    let turns = Gipf::turns(p);
    assert_eq!(turns.is_empty(), Gipf::result(p).is_some(), "{p}: finished iff no turns");
    let successors = Gipf::successors(p);
    let set: HashSet<Position> = successors.iter().copied().collect();
    assert_eq!(set.len(), successors.len(), "{p}: successors are distinct");
    let reached: HashSet<Position> = turns.iter().map(|t| Gipf::apply_unchecked(p, t)).collect();
    assert_eq!(reached, set, "{p}: turns and successors agree");
    let distinct: HashSet<&Turn> = turns.iter().collect();
    assert_eq!(distinct.len(), turns.len(), "{p}: turns are distinct");
    for t in &turns {
        assert_eq!(&Gipf::parse_turn(p, &t.to_string()).expect("printed turns parse"), t);
    }
    if let Ok(start) = TurnInProgress::new(p) {
        let mut stepped = Vec::new();
        walk_all(start, &mut stepped);
        let stepped: HashSet<&Turn> = stepped.iter().collect();
        assert_eq!(stepped, distinct, "{p}: the step API reaches exactly the turns");
    }
    turns
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn playouts_keep_every_property(start in 0..starts().len(), choices in prop::collection::vec(any::<u32>(), 1..90)) {
        let mut p = starts()[start];
        let mut captured = [0u32; 2];
        let totals = Color::BOTH.map(|c| total(&p, captured, c));
        for choice in choices {
            let turns = check_position(&p);
            let Some(turn) = turns.get(choice as usize % turns.len().max(1)) else { break };
            let took = captures(&p, turn);
            captured = [captured[0] + took[0], captured[1] + took[1]];
            p = Gipf::apply_unchecked(&p, turn);
            for c in Color::BOTH {
                prop_assert_eq!(total(&p, captured, c), totals[c.index()], "{} pieces conserved at {}", c, p);
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}", start in 0..starts().len()) {
        let _ = text.parse::<Position>();
        let _ = Gipf::parse_turn(&starts()[start], &text);
        let _ = Record::<Gipf>::parse(&text);
        let _ = Record::<Gipf>::parse(&format!("[Position \"{}\"]\n{text}", starts()[start]));
    }

    #[test]
    fn mutated_valid_text_never_panics(
        start in 0..starts().len(),
        pick in any::<u32>(),
        edits in prop::collection::vec((any::<u16>(), 0u8..3, prop::sample::select(&b"abcdehiwbWBGxo!;-/0123456789 "[..])), 1..6),
    ) {
        let p = starts()[start];
        let turns = Gipf::turns(&p);
        let turn = turns.get(pick as usize % turns.len().max(1)).map(ToString::to_string).unwrap_or_default();
        for original in [p.to_string(), turn, format!("[Position \"{p}\"]\n1. a1-b2 {{c}} e9-e8")] {
            let mut text: Vec<char> = original.chars().collect();
            for (at, op, c) in &edits {
                let i = usize::from(*at) % (text.len() + 1);
                match op {
                    0 => text.insert(i, char::from(*c)),
                    1 if i < text.len() => { text.remove(i); }
                    _ if i < text.len() => text[i] = char::from(*c),
                    _ => {}
                }
            }
            let text: String = text.into_iter().collect();
            let _ = text.parse::<Position>();
            let _ = Gipf::parse_turn(&p, &text);
            let _ = Record::<Gipf>::parse(&text);
        }
    }
}

/// The random playouts above are only worth as much as what they reach: this plays
/// seeded games to the end and checks every kind of decision and ending turns up.
#[test]
fn playouts_reach_every_kind_of_decision_and_ending() {
    let mut seen = HashSet::new();
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    for game in 0..400 {
        let mut p = starts()[game % starts().len()];
        while let Some(turn) = rng.pick(&Gipf::turns(&p)).cloned() {
            let removals = turn.pre_push().iter().chain(turn.mover_removals()).chain(turn.opponent_removals());
            for (kind, happened) in [
                ("step 1", !turn.pre_push().is_empty()),
                ("step 3", !turn.mover_removals().is_empty()),
                ("step 4", !turn.opponent_removals().is_empty()),
                ("GIPF kept", removals.clone().any(|r| !r.kept.is_empty())),
                ("several removals", removals.count() > 1),
            ] {
                if happened {
                    seen.insert(kind.to_string());
                }
            }
            p = Gipf::apply_unchecked(&p, &turn);
        }
        if let Some(result) = Gipf::result(&p) {
            seen.insert(format!("{:?} {:?}", p.variant(), result.reason));
        }
    }
    let mut seen: Vec<String> = seen.into_iter().collect();
    seen.sort();
    println!("{seen:?}");
    for expected in [
        "step 1",
        "step 3",
        "step 4",
        "GIPF kept",
        "several removals",
        "Basic EmptyReserve",
        "Standard LastGipfLost",
        "Tournament LastGipfLost",
    ] {
        assert!(seen.iter().any(|s| s == expected), "never saw {expected}: {seen:?}");
    }
}
