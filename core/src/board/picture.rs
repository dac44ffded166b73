//! A saved game's small picture: its position now, as men on a plain board, so games in
//! the list are told apart at a glance. Static and unlabelled: the list draws only this.

use tavola_engine::gipf::Point;
use tavola_engine::Color;

use crate::board::gipf_model::{pixel, STEP};
use crate::session::AnyRecord;

/// Side of the picture's square drawing, in SVG user units.
pub const SIZE: f32 = 72.0;

/// A GIPF spot's distance to its neighbours in the picture. The stylesheet clips the
/// board to the hexagon whose corners are 3.6 of these from the centre, pointy end up.
const GIPF_UNIT: f32 = 10.0;
/// An Emergo square's side in the picture: the 9×9 checkerboard fills it.
const EMERGO_CELL: f32 = SIZE / 9.0;

/// What the picture shows: which board, and the men of each colour as one SVG path of
/// dots, each a zero-length line that the stylesheet's round caps draw as a disc (the
/// colour of the man on top, for an Emergo column). Two paths draw every man, which keeps
/// the page's code and the list's elements few.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    pub gipf: bool,
    pub white: String,
    pub black: String,
}

impl Picture {
    fn man(&mut self, side: Color, x: f32, y: f32) {
        let d = if side == Color::White { &mut self.white } else { &mut self.black };
        d.push('M');
        d.push_str(&(x.round() as i32).to_string());
        d.push(' ');
        d.push_str(&(y.round() as i32).to_string());
        d.push_str("h0");
    }
}

/// The picture of `record`'s position after its last turn.
pub fn picture(record: &AnyRecord) -> Picture {
    let mut picture = Picture::default();
    match record {
        AnyRecord::Gipf(r) => {
            picture.gipf = true;
            let pos = r.current();
            for p in Point::all() {
                if let Some((side, _)) = pos.piece_at(p) {
                    let (x, y) = pixel(p, false);
                    picture.man(side, SIZE / 2.0 + x / STEP * GIPF_UNIT, SIZE / 2.0 + y / STEP * GIPF_UNIT);
                }
            }
        }
        AnyRecord::Emergo(r) => {
            for (square, column) in r.current().columns() {
                let (file, rank) = square.physical();
                let centre = |n: u8| (f32::from(n) + 0.5) * EMERGO_CELL;
                picture.man(column.owner(), centre(file), centre(9 - rank));
            }
        }
    }
    picture
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

    /// The dots' centres, as (x, y) pairs, from a path.
    fn centres(d: &str) -> Vec<(f32, f32)> {
        d.split('M')
            .filter(|m| !m.is_empty())
            .map(|m| {
                let (x, y) = m.trim_end_matches("h0").split_once(' ').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn a_gipf_picture_has_each_piece_inside_the_hexagon() {
        let start = picture(&record(NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, &[]));
        assert!(start.gipf);
        assert_eq!((centres(&start.white).len(), centres(&start.black).len()), (3, 3));
        let pushed = picture(&record(NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, &["a1-b2"]));
        assert_eq!(centres(&pushed.white).len(), 4);
        assert_ne!(start, pushed);
        // Spots are at most 3 units from the centre, the corner ones towards the
        // outline's corners (3.6 units out), so each piece sits inside it.
        for (x, y) in centres(&pushed.white).into_iter().chain(centres(&pushed.black)) {
            let (dx, dy) = (x - SIZE / 2.0, y - SIZE / 2.0);
            assert!((dx * dx + dy * dy).sqrt() <= 3.0 * GIPF_UNIT + 0.6, "({x}, {y})");
        }
    }

    #[test]
    fn an_emergo_picture_shows_each_column_by_its_top_man_on_its_dark_square() {
        let p = picture(&record(NewGame::Emergo, &["d6", "d8", "e4", "g6", "f4", "g7", "b6", "d7", "f6", "g6-e6-c6"]));
        assert!(!p.gipf);
        // g6-e6-c6 took two white men: the black column of three on c6 shows black.
        assert_eq!((centres(&p.white).len(), centres(&p.black).len()), (3, 4));
        // Oblique e1 is the physical bottom-left corner.
        let corner = picture(&record(NewGame::Emergo, &["e1"]));
        assert_eq!((corner.white.as_str(), corner.black.as_str()), ("M4 68h0", ""));
        for (x, y) in centres(&p.white).into_iter().chain(centres(&p.black)) {
            let (file, row) = ((x / EMERGO_CELL) as u32, (y / EMERGO_CELL) as u32);
            assert_eq!((file + row) % 2, 0, "on a dark square, as the corners are");
        }
    }
}
