//! The command-line tool on Emergo: every command, and bad input (exit 2, one line).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::process::{Command, Output};

const START: &str = "emergo 1/3/5/7/9/7/5/3/1 w 12 12";

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavola-cli")).args(args).output().expect("the CLI runs")
}

fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8")
}

fn fails(args: &[&str]) -> String {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should fail");
    assert!(out.stdout.is_empty(), "{args:?} printed {:?}", String::from_utf8_lossy(&out.stdout));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line on stderr, got {err:?}");
    err
}

#[test]
fn start_successors_perft_and_moves() {
    assert_eq!(stdout(&["start", "emergo"]), format!("{START}\n"));
    let successors = stdout(&["successors", START]);
    assert_eq!(successors.lines().count(), 40);
    assert!(successors.lines().all(|l| l.ends_with(" b 11 12")));
    assert_eq!(stdout(&["perft", START, "3"]).lines().last(), Some("55172"));
    let moves = stdout(&["moves", "emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0"]);
    assert_eq!(moves, "e4-c4-c6-e6-e4-c4\n");
}

#[test]
fn play_and_replay_the_seed_game() {
    let game = "d6 d8 e4 g6 f4 g7 b6 d7 f6 g6-e6-c6 b6-d6 d7-d5 c6-e6";
    let mut args = vec!["play", START];
    args.extend(game.split_whitespace());
    let end = "emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8";
    assert_eq!(stdout(&args), format!("{end}\n"));
    let record = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/emergo_seed_game.txt");
    assert_eq!(stdout(&["replay", record]), format!("{end}\nBlack to move\n"));
}

#[test]
fn replay_reports_a_finished_game() {
    let dir = std::env::temp_dir().join(format!("tavola-emergo-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("loop.txt");
    std::fs::write(&file, "[Position \"emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0\"]\n1. e4-c4-c6-e6-e4-c4\n")
        .expect("write");
    let out = stdout(&["replay", file.to_str().expect("utf-8 path")]);
    assert_eq!(out, "emergo 1/3/5/7/9/1(wbbbbb)5/5/3/1 b 0 0\nWhite wins (no pieces left)\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    assert!(fails(&["perft", "emergo 1/3/5/8/9/7/5/3/1 w 12 12", "2"]).contains("rank 6 has 8 squares, expected 7"));
    assert!(fails(&["play", START, "e5"]).contains("turn 1 (e5): White's first man may not be entered on e5"));
    assert!(fails(&["play", START, "d6", "d8", "zz"]).contains("turn 3 (zz)"));
    assert!(fails(&["moves", "emergo"]).contains("expected 5 words"));
    assert!(fails(&["replay", "/nonexistent/emergo.txt"]).contains("cannot read"));
    fails(&["perft", START, "-1"]);
}
