//! A saved game's small picture: its position now, as men on a plain board, so games in
//! the list are told apart at a glance. Static and unlabelled: the list draws only this.

use tavola_engine::emergo::Square;
use tavola_engine::gipf::Point;
use tavola_engine::Color;

use crate::board::gipf_model::{pixel, STEP};
use crate::session::AnyRecord;

/// Side of the picture's square drawing, in SVG user units.
pub const SIZE: f32 = 72.0;

/// The GIPF board's outline: the hexagon just around its spots, pointy end up.
pub const GIPF_OUTLINE: &str = "36,2 65.4,19 65.4,53 36,70 6.6,53 6.6,19";

/// A GIPF spot's distance to its neighbours in the picture (the hexagon's corners are
/// 3.4 of these from the centre).
const GIPF_UNIT: f32 = 10.0;
/// An Emergo square's side in the picture: the 9×9 checkerboard fills it.
const EMERGO_CELL: f32 = SIZE / 9.0;

/// What the picture shows: which board, and where each man is (the centre, the colour of
/// the man on top).
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub gipf: bool,
    pub men: Vec<(f32, f32, Color)>,
}

/// The picture of `record`'s position after its last turn.
pub fn picture(record: &AnyRecord) -> Picture {
    match record {
        AnyRecord::Gipf(r) => {
            let pos = r.current();
            let men = Point::all()
                .filter_map(|p| pos.piece_at(p).map(|(color, _)| (p, color)))
                .map(|(p, color)| {
                    let (x, y) = pixel(p, false);
                    (SIZE / 2.0 + x / STEP * GIPF_UNIT, SIZE / 2.0 + y / STEP * GIPF_UNIT, color)
                })
                .collect();
            Picture { gipf: true, men }
        }
        AnyRecord::Emergo(r) => {
            let men = r
                .current()
                .columns()
                .map(|(square, column): (Square, _)| {
                    let (file, rank) = square.physical();
                    let centre = |n: u8| (f32::from(n) + 0.5) * EMERGO_CELL;
                    (centre(file), centre(9 - rank), column.owner())
                })
                .collect();
            Picture { gipf: false, men }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::NewGame;

    fn record(game: NewGame, turns: &[&str]) -> AnyRecord {
        let mut record = AnyRecord::new(game);
        for turn in turns {
            record.push_text(turn).unwrap();
        }
        record
    }

    #[test]
    fn a_gipf_picture_has_each_piece_inside_the_hexagon() {
        let start = picture(&record(NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, &[]));
        assert!(start.gipf);
        assert_eq!(start.men.len(), 6);
        assert_eq!(start.men.iter().filter(|m| m.2 == Color::White).count(), 3);
        let pushed = picture(&record(NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, &["a1-b2"]));
        assert_eq!(pushed.men.len(), 7);
        assert_ne!(start, pushed);
        // Spots are at most 3 units from the centre, the corner ones towards the
        // outline's corners (3.4 units out), so each piece sits inside it.
        for (x, y, _) in &pushed.men {
            let (dx, dy) = (x - SIZE / 2.0, y - SIZE / 2.0);
            assert!((dx * dx + dy * dy).sqrt() <= 3.0 * GIPF_UNIT + 0.01, "({x}, {y})");
        }
    }

    #[test]
    fn an_emergo_picture_shows_each_column_by_its_top_man_on_its_dark_square() {
        let p = picture(&record(NewGame::Emergo, &["d6", "d8", "e4", "g6", "f4", "g7", "b6", "d7", "f6", "g6-e6-c6"]));
        assert!(!p.gipf);
        // g6-e6-c6 took two white men: the black column of three on c6 shows black.
        assert_eq!(p.men.len(), 7);
        let black = p.men.iter().filter(|m| m.2 == Color::Black).count();
        assert_eq!(black, 4);
        // Oblique e1 is the physical bottom-left corner.
        let corner = picture(&record(NewGame::Emergo, &["e1"]));
        let cell = SIZE / 9.0;
        assert_eq!(corner.men, vec![(cell / 2.0, SIZE - cell / 2.0, Color::White)]);
        for (x, y, _) in &p.men {
            let (file, row) = ((x / cell) as u32, (y / cell) as u32);
            assert_eq!((file + row) % 2, 0, "on a dark square, as the corners are");
        }
    }
}
