//! `tavola-cli ai` and `tavola-cli match`: output shape, determinism, bad input giving exit
//! status 2 and one line on stderr.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test that fails to unwrap fails

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavola-cli")).args(args).output().expect("the CLI runs")
}

fn ok(args: &[&str]) -> Vec<String> {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

fn fails(args: &[&str]) -> String {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err}");
    err
}

#[test]
fn ai_prints_a_legal_turn() {
    for (start, name) in [("gipf-standard", "gipf"), ("gipf-tournament", "gipf"), ("emergo", "emergo")] {
        let pos = ok(&["start", start]).remove(0);
        assert!(pos.starts_with(name));
        let turn = ok(&["ai", &pos, "casual", "3"]).remove(0);
        assert_eq!(ok(&["ai", &pos, "casual", "3"]), std::slice::from_ref(&turn), "same seed, same turn");
        let after = ok(&["play", &pos, &turn]);
        assert_eq!(after.len(), 1, "{turn} plays in {pos}");
    }
}

#[test]
fn match_reports_results_and_elo() {
    let lines =
        ok(&["match", "--game", "gipf-basic", "--a", "beginner", "--b", "greedy", "--games", "2", "--seed", "5"]);
    assert_eq!(lines.iter().filter(|l| l.starts_with("game ")).count(), 2, "{lines:?}");
    assert!(lines.last().is_some_and(|l| l.starts_with("elo ")), "{lines:?}");
    let again =
        ok(&["match", "--game", "gipf-basic", "--a", "beginner", "--b", "greedy", "--games", "2", "--seed", "5"]);
    let results = |ls: &[String]| ls.iter().filter(|l| l.starts_with("game ")).cloned().collect::<Vec<_>>();
    assert_eq!(results(&lines), results(&again), "deterministic under a seed");
    let emergo = ok(&["match", "--game", "emergo", "--a", "greedy", "--b", "beginner", "--games", "2"]);
    assert!(emergo.last().is_some_and(|l| l.starts_with("elo ")), "{emergo:?}");
}

#[test]
fn match_gives_each_player_its_own_time() {
    let lines = ok(&[
        "match", "--game", "emergo", "--a", "expert", "--b", "baseline", "--games", "2", "--ms-a", "20", "--ms-b", "5",
    ]);
    assert!(lines.iter().any(|l| l == "A = expert (20 ms), B = baseline (5 ms)"), "{lines:?}");
    let ms_each = |who: &str| -> f64 {
        let line = lines.iter().find(|l| l.starts_with(who)).expect("a speed line");
        line.split(", ").nth(1).and_then(|t| t.strip_suffix(" ms each")).expect("ms each").parse().expect("a number")
    };
    assert!(ms_each("A:") > ms_each("B:"), "{lines:?}");
    // --ms is both players' time; a player's own time goes before it, in any order.
    let lines =
        ok(&["match", "--game", "gipf-basic", "--a", "baseline", "--b", "expert", "--games", "2", "--ms-b", "8"]);
    assert!(lines.iter().any(|l| l == "A = baseline, B = expert (8 ms)"), "{lines:?}");
    let lines =
        ok(&["match", "--game", "emergo", "--a", "expert", "--b", "club", "--games", "2", "--ms-a", "6", "--ms", "3"]);
    assert!(lines.iter().any(|l| l == "A = expert (6 ms), B = club"), "{lines:?}");
}

#[test]
fn match_refuses_a_bad_time_saying_why() {
    let base = ["match", "--game", "emergo", "--a", "expert", "--b", "baseline", "--games", "2"];
    let with = |flag: &str, value: &str| fails(&[&base[..], &[flag, value]].concat());
    assert!(with("--ms-a", "fast").contains("--ms-a takes a time per decision in milliseconds"), "a word");
    assert!(with("--ms-b", "0").contains("not \"0\""), "no time at all");
    assert!(with("--ms-b", "-5").contains("--ms-b"), "negative");
    assert!(with("--ms", "99999999999999999999").contains("--ms takes"), "too long");
    let untimed = fails(&["match", "--game", "emergo", "--a", "club", "--b", "expert", "--games", "2", "--ms-a", "50"]);
    assert!(untimed.contains("club counts nodes"), "{untimed}");
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    fails(&["ai", "gipf nonsense", "expert"]);
    fails(&["ai", "emergo 1/3/5/7/9/7/5/3/1 w 12 12", "grandmaster"]);
    fails(&["ai", "emergo 1/3/5/7/9/7/5/3/1 w 12 12", "expert", "x"]);
    fails(&["match", "--game", "chess", "--a", "expert", "--b", "club", "--games", "2"]);
    fails(&["match", "--game", "emergo", "--a", "expert", "--games", "2"]);
    fails(&["match", "--game", "emergo", "--a", "expert", "--b", "club", "--games"]);
    fails(&["match", "--game", "emergo", "--a", "expert", "--b", "club", "--games", "-1"]);
}

/// The `baseline` player is the expert of commit ad4b024, frozen: on each position of
/// `data/baseline-expert.tsv` it plays the turn that commit's `tavola-cli ai <pos> expert 7`
/// printed (recorded before the search and evaluation changed).
#[test]
fn baseline_plays_as_ad4b024_did() {
    let data = include_str!("data/baseline-expert.tsv");
    for line in data.lines() {
        let (pos, turn) = line.split_once('\t').expect("position, tab, turn");
        assert_eq!(ok(&["ai", pos, "baseline", "7"]), [turn.to_string()], "{pos}");
    }
}

#[test]
fn match_threads_play_every_game_once() {
    let lines =
        ok(&["match", "--game", "emergo", "--a", "beginner", "--b", "greedy", "--games", "4", "--threads", "2"]);
    let mut games: Vec<&str> =
        lines.iter().filter_map(|l| l.strip_prefix("game ")).map(|l| l.split(':').next().unwrap_or("")).collect();
    games.sort();
    assert_eq!(games, ["  1", "  2", "  3", "  4"], "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("games 4:")), "{lines:?}");
}

#[test]
fn serve_answers_each_request_line_with_one_line() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavola-cli"))
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    let requests = "info\nplay casual 3 emergo 1/3/5/7/9/7/5/3/1 w 12 12\nanalyse 50 gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11 ; e1-e2\nplay god 1 emergo 1/3/5/7/9/7/5/3/1 w 12 12\n";
    child.stdin.take().expect("stdin").write_all(requests.as_bytes()).expect("written");
    let out = child.wait_with_output().expect("it ends with stdin");
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines[0].starts_with("info tavola-engine "), "{lines:?}");
    assert!(lines[1].starts_with("play "), "{lines:?}");
    assert!(lines[2].starts_with("analysis ") && lines[2].contains("; b xe2-e6"), "{lines:?}");
    assert!(lines[3].starts_with("error unknown level"), "{lines:?}");
}
