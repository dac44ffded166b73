//! Writes the boards file, `public/puzzles/boards.txt`: each stored puzzle's options for a
//! `<tavola-board puzzle="…">` (`tavola_core::puzzles::boards_file`), so a board names a
//! puzzle by its id and the page around it never holds the answer. Run from the workspace
//! root after the sets change: `cargo run -p tavola-core --example puzzle-boards`;
//! `tests/puzzle_boards.rs` fails until the file is current.

use std::path::Path;

use tavola_engine::puzzle::read_checked_set;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../public/puzzles");
    let mut puzzles = Vec::new();
    for file in ["gipf.txt", "emergo.txt"] {
        let (read, errors) = read_checked_set(&std::fs::read_to_string(dir.join(file))?);
        if let Some((line, e)) = errors.first() {
            return Err(format!("{file} line {line}: {e}").into());
        }
        puzzles.extend(read);
    }
    let path = dir.join("boards.txt");
    std::fs::write(&path, tavola_core::puzzles::boards_file(&puzzles))?;
    println!("wrote {} ({} puzzles)", path.display(), puzzles.len());
    Ok(())
}
