//! What a puzzle's solution does, read off the positions it passes through: the trainer's
//! filters and the names a player learns patterns by.

use crate::emergo::{Emergo, Move, Position as EmergoPosition};
use crate::gipf::{Gipf, Position as GipfPosition};
use crate::{Color, Rules};

/// A pattern a solution shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solution wins the game.
    Win,
    /// The first turn takes nothing: a quiet move (often a defence).
    Quiet,
    /// GIPF: the solver completes a row and takes it.
    Row,
    /// GIPF: two rows in one turn.
    TwoRows,
    /// GIPF: opponent's pieces are captured.
    Capture,
    /// GIPF: an opponent's GIPF piece is taken.
    GipfTaken,
    /// GIPF: the solver's push completes a row of the opponent's, which he must take.
    ForcedRow,
    /// Emergo: a capture of several jumps.
    MultiJump,
    /// Emergo: the whole hand entered as one column (the opponent has none left).
    Shadow,
    /// Emergo: a capture frees men of the solver's held as prisoners.
    Freeing,
    /// Emergo: a capture.
    Jump,
}

impl Theme {
    /// Every theme, in the order the trainer lists them.
    pub const ALL: [Theme; 11] = [
        Theme::Win,
        Theme::Quiet,
        Theme::Row,
        Theme::TwoRows,
        Theme::Capture,
        Theme::GipfTaken,
        Theme::ForcedRow,
        Theme::Jump,
        Theme::MultiJump,
        Theme::Shadow,
        Theme::Freeing,
    ];

    /// The name in the puzzle files and links.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Win => "win",
            Theme::Quiet => "quiet",
            Theme::Row => "row",
            Theme::TwoRows => "two-rows",
            Theme::Capture => "capture",
            Theme::GipfTaken => "gipf-taken",
            Theme::ForcedRow => "forced-row",
            Theme::MultiJump => "multi-jump",
            Theme::Shadow => "shadow",
            Theme::Freeing => "freeing",
            Theme::Jump => "jump",
        }
    }

    /// The theme [`Theme::name`] names.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// A game whose solutions can be told apart by theme.
pub trait Themed: Rules {
    /// The themes of the solution `line` (turns from `start`, the solver's first), given
    /// the positions it passes through: `positions[0]` is `start`, `positions[i + 1]` the
    /// one after `line[i]`.
    fn themes(positions: &[Self::Position], line: &[Self::Turn]) -> Vec<Theme>;
}

fn sorted(mut themes: Vec<Theme>) -> Vec<Theme> {
    themes.sort();
    themes.dedup();
    themes
}

impl Themed for Gipf {
    fn themes(positions: &[GipfPosition], line: &[crate::gipf::Turn]) -> Vec<Theme> {
        let Some(start) = positions.first() else { return Vec::new() };
        let solver = start.side_to_move();
        let foe = solver.other();
        let mut found = Vec::new();
        for (i, turn) in line.iter().enumerate().step_by(2) {
            let (before, after) = (&positions[i], &positions[i + 1]);
            let rows = turn.pre_push().len() + turn.mover_removals().len();
            if rows >= 1 {
                found.push(Theme::Row);
            }
            if rows >= 2 {
                found.push(Theme::TwoRows);
            }
            if !turn.opponent_removals().is_empty() {
                found.push(Theme::ForcedRow);
            }
            if after.owned(foe) < before.owned(foe) {
                found.push(Theme::Capture);
            }
            if after.gipf_pieces(foe).len() < before.gipf_pieces(foe).len() {
                found.push(Theme::GipfTaken);
            }
            if i == 0 && rows == 0 && turn.opponent_removals().is_empty() {
                found.push(Theme::Quiet);
            }
        }
        if positions.last().and_then(Gipf::result).is_some_and(|r| r.winner == Some(solver)) {
            found.push(Theme::Win);
        }
        sorted(found)
    }
}

/// The solver's men held as prisoners under the opponent's columns.
fn held(pos: &EmergoPosition, solver: Color) -> u32 {
    pos.columns().filter(|(_, c)| c.owner() != solver).map(|(_, c)| u32::from(c.prisoners())).sum()
}

impl Themed for Emergo {
    fn themes(positions: &[EmergoPosition], line: &[Move]) -> Vec<Theme> {
        let Some(start) = positions.first() else { return Vec::new() };
        let solver = start.side_to_move();
        let mut found = Vec::new();
        for (i, mv) in line.iter().enumerate().step_by(2) {
            let (before, after) = (&positions[i], &positions[i + 1]);
            match mv {
                Move::Capture(c) => {
                    found.push(Theme::Jump);
                    if c.taken() >= 2 {
                        found.push(Theme::MultiJump);
                    }
                    if held(after, solver) < held(before, solver) {
                        found.push(Theme::Freeing);
                    }
                }
                Move::Enter(_) if before.in_hand(solver.other()) == 0 && before.in_hand(solver) > 1 => {
                    found.push(Theme::Shadow)
                }
                _ => {}
            }
            if i == 0 && !matches!(mv, Move::Capture(_)) {
                found.push(Theme::Quiet);
            }
        }
        if positions.last().and_then(Emergo::result).is_some_and(|r| r.winner == Some(solver)) {
            found.push(Theme::Win);
        }
        sorted(found)
    }
}
