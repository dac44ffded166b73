//! The Emergo AI: legal moves from many random positions of every phase (entries, shadow
//! pieces, steps, captures), deterministic under a seed; takes an immediate win and avoids
//! an immediate loss whenever it can.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use tavola_engine::ai::{choose_emergo, Ai, Budget, Level};
use tavola_engine::emergo::{Move, Position};
use tavola_engine::random::Rng;
use tavola_engine::{Color, GameResult, Reason};

const QUICK: Budget = Budget { depth: 2, min_depth: 2, nodes: 2_000, noise: 20, extension: 0, time_ms: None };

/// Positions from random games, every one of them until each game ends.
fn random_positions(games: u64) -> Vec<Position> {
    let mut all = Vec::new();
    for game in 0..games {
        let mut rng = Rng::new(0x2545_f491 ^ ((game + 1) * 104_729));
        let mut pos = Position::start();
        for _ in 0..150 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.result().is_some() {
                break;
            }
            all.push(pos);
            pos = pos.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    all
}

fn is_loss_for(pos: &Position, color: Color) -> bool {
    matches!(pos.result(), Some(GameResult { winner: Some(w), reason: Reason::NoPieces }) if w != color)
}

/// Whether the opponent can end the game at once after `mv`.
fn allows_a_win(pos: &Position, mv: &Move) -> bool {
    let after = pos.play_unchecked(mv);
    after.legal_moves().iter().any(|reply| is_loss_for(&after.play_unchecked(reply), pos.side_to_move()))
}

#[test]
fn moves_are_legal_from_random_positions() {
    let positions = random_positions(40);
    let (mut entries, mut shadows, mut steps, mut captures) = (0, 0, 0, 0);
    for (i, pos) in positions.iter().enumerate() {
        let ai = Ai {
            budget: QUICK,
            seed: i as u64,
            clock: None,
            engine: tavola_engine::ai::Engine::Current,
            score_forced: false,
        };
        let (mv, _) = ai.emergo(pos).unwrap_or_else(|| panic!("no move in {pos}"));
        assert!(pos.legal_moves().contains(&mv), "{mv} is not legal in {pos}");
        match mv {
            Move::Enter(_) if pos.entry_size() > 1 => shadows += 1,
            Move::Enter(_) => entries += 1,
            Move::Step(..) => steps += 1,
            Move::Capture(_) => captures += 1,
        }
    }
    assert!(entries > 0 && shadows > 0 && steps > 0 && captures > 0, "{entries} {shadows} {steps} {captures}");
}

#[test]
fn takes_a_win_and_avoids_a_loss_whenever_it_can() {
    let (mut wins, mut escapes) = (0, 0);
    for (i, pos) in random_positions(60).iter().enumerate() {
        let moves = pos.legal_moves();
        let me = pos.side_to_move();
        let can_win = moves.iter().any(|m| is_loss_for(&pos.play_unchecked(m), me.other()));
        let can_escape = moves.iter().any(|m| !allows_a_win(pos, m));
        let must_escape = moves.iter().any(|m| allows_a_win(pos, m));
        if !(can_win || can_escape && must_escape) {
            continue;
        }
        let Some(mv) = choose_emergo(pos, Level::Beginner, i as u64) else { panic!("no move in {pos}") };
        if can_win {
            wins += 1;
            assert!(is_loss_for(&pos.play_unchecked(&mv), me.other()), "missed the win in {pos}: played {mv}");
        } else {
            escapes += 1;
            assert!(!allows_a_win(pos, &mv), "{mv} loses at once in {pos}");
        }
    }
    assert!(wins > 0 && escapes > 0, "wins {wins}, escapes {escapes}");
}

#[test]
fn handpicked_win_and_escape() {
    // White's column jumps Black's last man.
    let win: Position = "emergo 1/3/5/7/2wb5/7/5/3/1 w 0 0".parse().expect("valid");
    let mv = choose_emergo(&win, Level::Beginner, 1).expect("a move");
    assert!(is_loss_for(&win.play_unchecked(&mv), Color::Black));
    // White's only man must not step next to Black's with the square behind it empty.
    let escape: Position = "emergo 1/3/5/7/9/3w3/5/1b1/1 w 0 0".parse().expect("valid");
    let mv = choose_emergo(&escape, Level::Beginner, 1).expect("a move");
    assert!(!allows_a_win(&escape, &mv), "{mv}");
}

#[test]
fn same_seed_same_move_for_every_level() {
    for pos in random_positions(1).iter().step_by(15).take(3) {
        for level in Level::ALL {
            assert_eq!(choose_emergo(pos, level, 9), choose_emergo(pos, level, 9), "{level:?} in {pos}");
        }
    }
}

#[test]
fn a_caller_clock_cuts_the_search_short() {
    use std::cell::Cell;
    use tavola_engine::ai::Clock;
    let ticks = Cell::new(0.0);
    // Every look at this clock says another millisecond has passed.
    let now = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let pos = random_positions(1)[20];
    let unlimited = Ai::new(Level::Club, 3).emergo(&pos).expect("a move").1;
    let ai = Ai::new(Level::Club, 3).with_clock(Clock { now_ms: &now, limit_ms: 5.0 });
    let (mv, report) = ai.emergo(&pos).expect("a move");
    assert!(pos.legal_moves().contains(&mv));
    assert!(report.nodes < unlimited.nodes && report.depth >= 2, "{report:?} vs {unlimited:?}");
}

/// Black's last column, e1, can only go to e2, where a white man stands with a white
/// column behind it on e3: White's one move that touches neither, a5-b5, leaves Black
/// without a legal move, a draw (rules §2.7), although it looks best to the evaluation.
/// Even a search one move deep, where every position reached is at its depth limit, sees
/// the draw there and plays on instead: White is far ahead.
#[test]
fn a_position_without_a_move_is_a_draw_at_the_depth_limit_too() {
    let pos: Position = "emergo 1/3/5/7/w8/7/2(wwwwwwwwbbbbbbbbbbb)2/1w1/(bww) w 0 0".parse().unwrap();
    let stalemate: Move = "a5-b5".parse().unwrap();
    let blocked: Vec<Move> =
        pos.legal_moves().into_iter().filter(|mv| !pos.play_unchecked(mv).has_legal_move()).collect();
    assert_eq!(blocked, [stalemate]);
    let (mv, report) = Ai::greedy(1).emergo(&pos).unwrap();
    assert_ne!(mv, stalemate, "{report:?}");
    assert!(report.score > 1000, "far ahead: {report:?}");
}
