//! The stored puzzle sets (`public/puzzles/`): every line reads, the sets are as large and
//! varied as the trainer needs, a sample passes the checker (the whole sets take minutes:
//! `tavola-cli check-puzzles`, run whenever a set changes, see docs/puzzles.md), the generator finds the same puzzles again from the seed,
//! and a puzzle altered in any way fails the check.

use tavola_engine::ai::Level;
use tavola_engine::emergo::Emergo;
use tavola_engine::gipf::{Gipf, Variant};
use tavola_engine::puzzle::mine::{self, CheckError, Run, Standard};
use tavola_engine::puzzle::{read_checked_set, read_set, Puzzle, Theme};
use tavola_engine::{GameKind, Rules};

fn set(file: &str) -> Vec<Puzzle> {
    let path = format!("{}/../public/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (puzzles, errors) = read_set(&text);
    assert!(errors.is_empty(), "{file}: {errors:?}");
    // The trainer reads the same file without playing the turns: the same puzzles.
    assert_eq!(read_checked_set(&text), (puzzles.clone(), Vec::new()), "{file}");
    puzzles
}

/// How many legal turns the puzzle's position offers, by the rules' own list (the one
/// `tavola-cli moves` prints); 0 for a position that does not read (`set` has read them).
fn legal_turns(puzzle: &Puzzle) -> usize {
    match puzzle.game {
        GameKind::Gipf(_) => puzzle.position.parse().map_or(0, |pos| Gipf::turns(&pos).len()),
        GameKind::Emergo => puzzle.position.parse().map_or(0, |pos| Emergo::turns(&pos).len()),
    }
}

#[test]
fn the_sets_are_large_and_varied() {
    let gipf = set("gipf.txt");
    let emergo = set("emergo.txt");
    // Each set is what held under the audit at 16 times the judge's search (GIPF 223 of
    // 231, Emergo 162 of 204); Emergo then lost its 60 coin flips (below) and gained a
    // batch mined from a new seed.
    for (name, puzzles, least) in [("gipf", &gipf, 220), ("emergo", &emergo, 150)] {
        assert!(puzzles.len() >= least, "{name}: {} puzzles", puzzles.len());
        let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), puzzles.len(), "{name}: ids are unique");
        // Every level from beginner to expert has at least 30 puzzles.
        for level in Level::ALL {
            let count = puzzles.iter().filter(|p| p.level == level).count();
            assert!(count >= 30, "{name}: {count} puzzles of level {level:?}");
        }
        assert!(puzzles.iter().any(|p| p.turns() > 1), "{name}: some lines of several turns");
        // With one or two legal turns the answer is a guess that is right half the time.
        for p in puzzles.iter() {
            let turns = legal_turns(p);
            assert!(turns >= 3, "{}: only {turns} legal first turns (a coin flip)", p.id);
        }
    }
    for variant in [Variant::Basic, Variant::Standard] {
        assert!(gipf.iter().filter(|p| p.game == GameKind::Gipf(variant)).count() >= 70, "{variant:?}");
    }
    assert!(
        gipf.iter().any(|p| p.themes.contains(&Theme::Row))
            && gipf.iter().any(|p| p.themes.contains(&Theme::ForcedRow))
    );
    assert!(
        emergo.iter().any(|p| p.themes.contains(&Theme::MultiJump))
            && emergo.iter().any(|p| p.themes.contains(&Theme::Shadow))
    );
}

#[test]
fn a_sample_of_each_set_passes_the_check() {
    // A few puzzles of each set, every level among them over the runs of the sets' order;
    // each check is a search of seconds.
    for file in ["gipf.txt", "emergo.txt"] {
        for puzzle in set(file).iter().step_by(100) {
            if let Err(e) = mine::check(puzzle, &Standard::SETS) {
                panic!("{}: {e}", puzzle.id);
            }
        }
    }
}

#[test]
fn the_generator_finds_the_stored_set_again_from_its_seed() {
    let stored = set("emergo.txt");
    let mut found = Vec::new();
    // The batch of seed 8 (ids from 287), mined by the judge as it stands: the run gives its
    // first puzzles again, ids and all. Not the first batch (seed 1): it was mined before
    // the deeper judge and the rule against coin flips, and a game gives at most four
    // puzzles, so the puzzles dropped since leave room for positions its run never looked at.
    mine::mine(
        Run {
            game: GameKind::Emergo,
            count: 3,
            seed: 8,
            first_id: 287,
            players: &mine::PLAYERS,
            min_level: Level::Beginner,
        },
        &Standard::SETS,
        &mut |p| found.push(p),
    );
    assert_eq!(found.len(), 3, "the run finds the puzzles it was asked for");
    for p in found {
        match stored.iter().find(|s| s.id == p.id) {
            Some(kept) => assert_eq!(p, *kept),
            None => panic!("{p} holds, yet is not stored"),
        }
    }
}

#[test]
fn an_altered_puzzle_fails_the_check() {
    let gipf = set("gipf.txt");
    let original = gipf.iter().find(|p| p.turns() == 1 && p.game == GameKind::Gipf(Variant::Basic)).unwrap();
    assert_eq!(mine::check(original, &Standard::SETS), Ok(()));
    let mut easier = original.clone();
    easier.level = if original.level == Level::Expert { Level::Beginner } else { Level::Expert };
    assert!(matches!(mine::check(&easier, &Standard::SETS), Err(CheckError::Differs("level", ..))));
    let mut shorter = original.clone();
    shorter.also.push(shorter.line[0].clone());
    assert!(matches!(mine::check(&shorter, &Standard::SETS), Err(CheckError::Differs("also", ..))));
    // Another turn in the position: no longer the one that stands out.
    let pos: tavola_engine::gipf::Position = original.position.parse().unwrap();
    let other = <tavola_engine::gipf::Gipf as tavola_engine::Rules>::turns(&pos)
        .into_iter()
        .map(|t| t.to_string())
        .find(|t| *t != original.line[0] && !original.also.contains(t))
        .unwrap();
    let mut wrong = original.clone();
    wrong.line = vec![other];
    assert!(matches!(mine::check(&wrong, &Standard::SETS), Err(CheckError::Differs("line", ..))));
    let mut quiet = original.clone();
    quiet.position = "gipf basic 4/5/6/7/6/5/4 w 12 12".to_string();
    assert!(mine::check(&quiet, &Standard::SETS).is_err(), "the empty board has no puzzle");
}
