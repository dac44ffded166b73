//! The boards file a `<tavola-board puzzle="…">` reads (`public/puzzles/boards.txt`) is the
//! stored sets' (`cargo run -p tavola-core --example puzzle-boards`), and each of its lines
//! opens its puzzle as the trainer's exercise.

use tavola_core::links::params::{resolve_puzzle, Params};
use tavola_core::puzzles::{boards_file, exercise};
use tavola_engine::puzzle::read_checked_set;

fn sets() -> Vec<tavola_engine::puzzle::Puzzle> {
    let dir = format!("{}/../public/puzzles", env!("CARGO_MANIFEST_DIR"));
    ["gipf.txt", "emergo.txt"]
        .iter()
        .flat_map(|f| read_checked_set(&std::fs::read_to_string(format!("{dir}/{f}")).unwrap_or_default()).0)
        .collect()
}

#[test]
fn the_committed_file_is_the_sets() {
    let path = format!("{}/../public/puzzles/boards.txt", env!("CARGO_MANIFEST_DIR"));
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == boards_file(&sets()),
        "{path} is not the stored sets': run `cargo run -p tavola-core --example puzzle-boards`"
    );
}

#[test]
fn a_named_puzzle_opens_as_its_exercise_without_its_hint() {
    let puzzles = sets();
    assert!(puzzles.len() >= 300, "both sets read: {}", puzzles.len());
    let boards = boards_file(&puzzles);
    for puzzle in puzzles.iter().step_by(40) {
        let params = Params::parse(&resolve_puzzle(&format!("embed=1&puzzle={}", puzzle.id), Some(&boards)));
        assert!(params.problems.is_empty(), "{}: {:?}", puzzle.id, params.problems);
        let record = params.record.as_ref().expect("a game");
        assert_eq!(record.position_text(0), puzzle.position, "{}", puzzle.id);
        let lines: Vec<String> = exercise(puzzle).answer.split('|').map(|l| l.trim().to_string()).collect();
        assert_eq!(params.author.answers, lines, "{}", puzzle.id);
        assert!(params.author.hide.hint, "{}: the hint hidden", puzzle.id);
    }
}
