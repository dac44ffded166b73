//! The command-line tool on GIPF: every command, and bad input giving exit status 2 and
//! one line on stderr.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::io::Write;
use std::process::{Command, Output, Stdio};

const BASIC: &str = "gipf basic b2w/5/6/w5b/6/5/b2w w 12 12";
const GAME_END: &str = "gipf standard bb1w/ww3/1b2Bb/6w/b1wb2/b1wwb/1wbb w 7 5";

fn cli(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavola-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    if let Some(text) = stdin {
        child.stdin.take().expect("stdin").write_all(text.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("the CLI ends")
}

fn ok(args: &[&str]) -> Vec<String> {
    let out = cli(args, None);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

fn fails(args: &[&str]) -> String {
    let out = cli(args, None);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err}");
    err
}

#[test]
fn start_positions() {
    assert_eq!(ok(&["start", "gipf-basic"]), [BASIC]);
    assert_eq!(ok(&["start", "gipf-basic", "3", "1"]), ["gipf basic b2w/5/6/w5b/6/5/b2w w 15 13"]);
    assert_eq!(ok(&["start", "gipf-standard"]), ["gipf standard B2W/5/6/W5B/6/5/B2W w 12 12"]);
    assert_eq!(ok(&["start", "gipf-tournament"]), ["gipf tournament 4/5/6/7/6/5/4 w 18 18 00"]);
}

#[test]
fn successors_perft_and_moves() {
    let successors = ok(&["successors", BASIC]);
    assert_eq!(successors.len(), 24);
    assert!(successors.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
    assert_eq!(ok(&["perft", BASIC, "2"]), ["618"]);
    assert_eq!(ok(&["perft", "gipf tournament 4/5/6/7/6/5/4 w 18 18 00", "2"]), ["348"]);
    let moves = ok(&["moves", BASIC]);
    assert_eq!(moves.len(), 42, "every entry is open at the start");
    assert!(moves.iter().any(|m| m == "a1-b2"));
    assert!(ok(&["moves", GAME_END]).is_empty(), "a finished position has no turns");
}

#[test]
fn play_and_replay() {
    assert_eq!(ok(&["play", BASIC, "a1-b2", "e9-e8"]), ["gipf basic w2w/1b3/6/w4bb/6/5/b2w w 11 11"]);
    let record = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/gipf_game.txt");
    assert_eq!(ok(&["replay", record]), [GAME_END, "Black wins (last GIPF piece lost)"]);
    let out = cli(&["replay", "-"], Some(&format!("[Position \"{BASIC}\"]\n1. a1-b2 {{a comment}} e9-e8\n")));
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().collect::<Vec<_>>(), ["gipf basic w2w/1b3/6/w4bb/6/5/b2w w 11 11", "White to move"]);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let err = fails(&["perft", "gipf basic b2w/5/6ww/w5b/6/5/b2w w 12 12", "1"]);
    assert!(err.contains("column d has 8 spots, expected 6"), "{err}");
    let err = fails(&["play", BASIC, "a1-b2", "a1-b2;xb2-b5"]);
    assert!(err.contains("turn 2 (a1-b2;xb2-b5)"), "{err}");
    let err = fails(&["play", "gipf basic 4/5/6/wbwbwbw/6/5/4 w 10 10", "e1-e2"]);
    assert!(err.contains("no empty spot"), "{err}");
    fails(&["moves", "gipf tournament 4/5/6/7/6/5/4 w 18 18"]);
    fails(&["successors", "gipf basic 4/5/6/bbbb3/6/5/4 w 10 10"]);
    fails(&["perft", BASIC, "deep"]);
    fails(&["start", "gipf-basic", "4", "0"]);
    let err = cli(&["replay", "-"], Some(&format!("[Position \"{BASIC}\"]\n1. a1-b2 a1-b2;oe2-e5\n")));
    assert_eq!(err.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&err.stderr).lines().count(), 1);
}
