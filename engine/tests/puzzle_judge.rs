//! The deeper judge (`docs/puzzles.md`): a sample of the stored sets holds under it, in the
//! library and through `tavola-cli verify-puzzles`; a puzzle with a second solution fails;
//! a puzzle whose solver is lost whatever he plays is rejected; a position with two legal
//! turns is no puzzle.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::process::{Command, Output};

use tavola_engine::emergo::{Emergo, Position as EmergoPosition};
use tavola_engine::puzzle::mine::{self, CheckError, Doubt, Standard};
use tavola_engine::puzzle::{read_set, Puzzle};
use tavola_engine::Rules;

fn set(file: &str) -> Vec<Puzzle> {
    let path = format!("{}/../public/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_set(&text).0
}

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavola-cli")).args(args).output().expect("the CLI runs")
}

/// A puzzle of the first Emergo set that the audit found lost: after the stored answer, and
/// after any other turn, Black wins by force.
const LOST: &str = "emergo-0001\temergo\t900\tbeginner\t1\tquiet\temergo 1/(bw)2/5/4(bwww)2/4(bbbb)(bb)1w1/1(bww)b4/4(bwwww)/2(wb)/1 w 0 0\tf2-e2\t-\tseed=1 game=2 turn=36 white=beginner black=casual";

/// A puzzle of the first Emergo set with two legal first turns (dropped as a coin flip):
/// it held under the audit, so only the rule on the count of turns refuses it.
const COIN_FLIP: &str = "emergo-0053\temergo\t2020\texpert\t6\tfreeing,jump\temergo 1/2w/3w1/1(bw)(wb)1(bww)1w/9/4w2/(bb)(bbbbbw)2(bww)/3/(bw) w 0 0\tf7-f5 c6-e6-g6 f6-e6\t-\tseed=1 game=23 turn=148 white=casual black=casual";

/// A few stored puzzles, from both sets.
fn sample() -> Vec<Puzzle> {
    let mut sample: Vec<Puzzle> = set("emergo.txt").into_iter().step_by(70).collect();
    sample.extend(set("gipf.txt").into_iter().take(1));
    sample
}

#[test]
fn a_sample_of_the_stored_sets_holds_under_the_deeper_judge() {
    for puzzle in sample() {
        if let Err(e) = mine::verify(&puzzle, &Standard::SETS, Standard::SETS.deeper(puzzle.game)) {
            panic!("{}: {e}", puzzle.id);
        }
    }
}

#[test]
fn a_puzzle_with_a_second_solution_fails() {
    // Another first turn in a stored puzzle: the deeper search prefers the stored one.
    let original = set("emergo.txt").into_iter().find(|p| p.turns() == 1).unwrap();
    let pos: EmergoPosition = original.position.parse().unwrap();
    let other = Emergo::turns(&pos)
        .into_iter()
        .map(|t| t.to_string())
        .find(|t| *t != original.line[0] && !original.also.contains(t))
        .unwrap();
    let wrong = Puzzle { line: vec![other.clone()], ..original.clone() };
    let e = mine::verify(&wrong, &Standard::SETS, 1).unwrap_err();
    assert!(matches!(e.doubt, Doubt::Prefers { ref turn, .. } if *turn != other), "{e}");
    assert!(e.to_string().starts_with("another turn e.g."), "{e}");
    // The first move of the game: whatever the search picks, others are as good.
    let start = EmergoPosition::start();
    let choice = Emergo::turns(&start)[0].to_string();
    let quiet = Puzzle { position: start.to_string(), line: vec![choice], also: Vec::new(), ..original.clone() };
    let e = mine::verify(&quiet, &Standard::SETS, 1).unwrap_err();
    assert!(matches!(e.doubt, Doubt::Rival { .. } | Doubt::Prefers { .. }), "{e}");
    // The stored puzzle itself holds, with the margin it was judged by; not with a wider one.
    assert_eq!(mine::verify(&original, &Standard::SETS, 1), Ok(()));
    let wider = Standard { margin: 1_000, ..Standard::SETS };
    let e = mine::verify(&original, &wider, 1).unwrap_err();
    assert!(matches!(e.doubt, Doubt::Rival { .. }), "{e}");
    assert!(e.to_string().contains("within 1000 of the answer"), "{e}");
}

#[test]
fn a_puzzle_in_a_lost_position_is_rejected() {
    let lost: Puzzle = LOST.parse().unwrap();
    let e = mine::verify(&lost, &Standard::SETS, Standard::SETS.deeper(lost.game)).unwrap_err();
    assert!(matches!(e.doubt, Doubt::Lost { value } if value <= Standard::SETS.lost_emergo), "{e}");
    assert!(e.to_string().contains("solver lost whatever he plays"), "{e}");
    // Not by the fast judge alone: it found the puzzle.
    assert!(mine::verify(&lost, &Standard { lost_emergo: i32::MIN, ..Standard::SETS }, 1).is_ok());
    // Nor does the stricter analysis find it again.
    assert!(mine::refresh(&lost, &Standard::SETS).is_err());
}

#[test]
fn a_position_with_two_legal_turns_is_no_puzzle() {
    let flip: Puzzle = COIN_FLIP.parse().unwrap();
    let pos: EmergoPosition = flip.position.parse().unwrap();
    assert_eq!(Emergo::turns(&pos).len(), 2);
    // The judge without the rule makes it a puzzle; with it, it is refused before any search.
    let no_rule = Standard { min_first_turns: 0, ..Standard::SETS };
    assert!(mine::analyse::<Emergo>(flip.game, &pos, &no_rule, 3).is_some());
    assert_eq!(mine::analyse::<Emergo>(flip.game, &pos, &Standard::SETS, 3), None);
    // The checker and the deeper judge name the reason.
    assert_eq!(mine::check(&flip, &Standard::SETS), Err(CheckError::CoinFlip(2)));
    let e = mine::verify(&flip, &Standard::SETS, Standard::SETS.deeper(flip.game)).unwrap_err();
    assert_eq!(e.doubt, Doubt::CoinFlip { turns: 2 });
    assert_eq!(format!("{}: {e}", flip.id), "emergo-0053: only 2 legal first turns (a coin flip)");
    // And so does verify-puzzles.
    let file = std::env::temp_dir().join(format!("tavola-coin-flip-{}.txt", std::process::id()));
    std::fs::write(&file, format!("{COIN_FLIP}\n")).unwrap();
    let out = cli(&["verify-puzzles", file.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("emergo-0053: only 2 legal first turns (a coin flip)\n"), "{text}");
    assert!(text.contains(": 1 checked, 0 hold, 1 do not hold, in "), "{text}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn verify_puzzles_reports_each_puzzle_that_does_not_hold_and_a_summary() {
    let dir = std::env::temp_dir().join(format!("tavola-judge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good: Vec<String> = set("emergo.txt").iter().step_by(90).map(ToString::to_string).collect();
    let holding = dir.join("holding.txt");
    std::fs::write(&holding, format!("# a sample\n{}\n", good.join("\n"))).unwrap();
    let file = holding.to_str().unwrap();
    let out = cli(&["verify-puzzles", file, "--budget-factor", "4"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let n = good.len();
    assert!(text.starts_with(&format!("verify-puzzles: {file}: {n} checked, {n} hold, 0 do not hold, in ")), "{text}");

    let mixed = dir.join("mixed.txt");
    std::fs::write(&mixed, format!("{}\n{LOST}\nnot a puzzle\n", good[0])).unwrap();
    let file = mixed.to_str().unwrap();
    let out = cli(&["verify-puzzles", file]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("emergo-0001: solver lost whatever he plays"), "{text}");
    assert!(text.contains("line 3: a puzzle line has 10 tab-separated fields"), "{text}");
    assert!(text.contains(": 3 checked, 1 hold, 2 do not hold, in "), "{text}");

    for (args, said) in [
        (vec!["verify-puzzles"], "takes one or more files"),
        (vec!["verify-puzzles", file, "--sample"], "takes one or more files"),
        (vec!["verify-puzzles", file, "--budget-factor", "0"], "1 or more"),
        (vec!["verify-puzzles", file, "--sample", "x"], "sample must be a whole number"),
        (vec!["verify-puzzles", "/nonexistent/set.txt"], "cannot read /nonexistent/set.txt"),
    ] {
        let out = cli(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(err.contains(said), "{args:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
