//! The Emergo search sees the draw by the third occurrence of a position (rules §2.7),
//! given the game so far: a player who stands worse takes the repetition, a player who
//! stands better keeps clear of it, and one who stands level plays on rather than draw.
//!
//! The first two positions come from one ending: White's last column, e2 (a white man over
//! five black), is hunted by Black's columns, while each side shuffles a piece to and fro.
//! The third comes from a match of the expert against the baseline.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::ai::{emergo_eval, Ai, Engine, Level, Memory, Report};
use tavola_engine::emergo::{Emergo, Move, Position};
use tavola_engine::record::Record;

/// A position the search's score calls won or lost (less the plies to get there).
const DECIDED: i32 = 990_000;

/// The game from `start` through `moves`: the positions before the last, and the last.
fn game(start: &str, moves: &str) -> (Vec<Position>, Position) {
    let mut record = Record::<Emergo>::new(start.parse().expect("a position"));
    for mv in moves.split_whitespace() {
        record.push_text(mv).expect("a legal move");
    }
    assert_eq!(record.result(), None, "the game goes on");
    let (last, past) = record.positions().split_last().expect("a position");
    (past.to_vec(), *last)
}

/// What `level` plays at `pos` after `past`, and its report.
fn choice(level: Level, past: &[Position], pos: &Position) -> (Move, Report) {
    let ai = Ai::new(level, 1);
    ai.emergo_after(&mut Memory::for_budget(&ai.budget), past, pos).expect("a move")
}

fn step(text: &str) -> Move {
    text.parse().expect("a move")
}

/// White to move on e2 has four steps. Three lose by force (Black takes the column within
/// a few moves); the fourth, e2-f2, brings back for the third time the position White and
/// Black have shuffled through twice (White on f2, Black's man on d7): a draw. Seen
/// without the game so far it loses like the others.
#[test]
fn the_only_move_that_does_not_lose_repeats_and_is_taken() {
    let (past, pos) = game(
        "emergo 1/3/1(bw)1(bwwwww)1/7/1(bb)4b2/6(bwww)/1(bww)3/2(wbbbbb)/1 b 0 0",
        "d7-d8 f2-e2 d8-d7 e2-f2 d7-d8 f2-e2 d8-d7",
    );
    assert_eq!(pos.legal_moves().len(), 4);
    for level in [Level::Club, Level::Expert] {
        let (_, blind) = choice(level, &[], &pos);
        assert!(blind.score <= -DECIDED, "{level:?}: every move loses without the rule: {blind:?}");
        let (mv, report) = choice(level, &past, &pos);
        assert_eq!(mv, step("e2-f2"), "{level:?}: {report:?}");
        assert_eq!(report.score, 0, "{level:?}: a draw: {report:?}");
    }
}

/// Black to move, with White's column all but taken. c3-d3 would win by force were it not
/// the third time the position after it arises (the pieces went c3-d3 and back twice):
/// a draw. Black plays on instead, still far ahead.
#[test]
fn a_win_is_not_thrown_away_by_repeating() {
    let (past, pos) = game(
        "emergo 1/3/1(bw)1(bwwwww)1/7/1(bb)4b2/6(bwww)/1(bww)3/1(wbbbbb)1/1 w 0 0",
        "e2-f2 d3-c3 f2-e2 c3-d3 e2-f2 d3-c3 f2-e2",
    );
    let repeat = step("c3-d3");
    assert_eq!(past.iter().filter(|p| **p == pos.play_unchecked(&repeat)).count(), 2);
    for level in [Level::Club, Level::Expert] {
        let (blind_move, blind) = choice(level, &[], &pos);
        assert_eq!((blind_move, blind.score >= DECIDED), (repeat, true), "{level:?}: the win without the rule");
        let (mv, report) = choice(level, &past, &pos);
        assert_ne!(mv, repeat, "{level:?}: {report:?}");
        assert!(report.score > 500, "{level:?}: still far ahead: {report:?}");
    }
}

/// Black to move in a level ending (the evaluation says 0, men even) that both sides have
/// shuffled through: d6-d7 brings back for the third time the position after it, a draw.
/// Scored at face value, 0, the draw was as good as any move and was played (a match game
/// ended so). In a game a side that does not stand worse gives a draw a contempt (half a
/// man): Black plays on with a move the search finds within that margin of level.
#[test]
fn a_side_that_does_not_stand_worse_plays_on_rather_than_repeat() {
    let (past, pos) = game(
        "emergo 1/1(bww)1/1(bw)3/(bww)6/(wbb)1(bw)3(wb)1(bw)/w6/3w1/1(wbbbb)1/1 w 0 0",
        "f3-f4 d7-d6 f4-f3 d6-d7 f3-f4 d7-d6 f4-f3",
    );
    let repeat = step("d6-d7");
    assert_eq!(past.iter().filter(|p| **p == pos.play_unchecked(&repeat)).count(), 2);
    assert_eq!(emergo_eval::evaluate(&pos, Engine::Current), 0, "level");
    for level in [Level::Club, Level::Expert] {
        let (mv, report) = choice(level, &past, &pos);
        assert_ne!(mv, repeat, "{level:?}: {report:?}");
        assert!(report.score > -50, "{level:?}: within the contempt of level: {report:?}");
    }
}
