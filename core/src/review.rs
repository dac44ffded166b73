//! A game's review read as lichess reads one: from the computer's score of every position
//! (White's side, hundredths of a piece), each turn's loss for its mover, the turns marked
//! `?` and `??`, each side's accuracy, the way from one mistake to the next, and the
//! evaluation graph's points. The page only draws these; the worker gives the scores.

use tavola_engine::Color;

use crate::computer::WON;

/// White's chances in percent (0 to 100) for a score: 50 when even, 57 a piece up, 70
/// four up, all of it for a win. The evaluation bar and the graph draw it, and accuracy is
/// measured in it, so a piece lost in an even game costs more than one lost in a won one.
pub fn white_share(score: i32) -> i64 {
    match score {
        s if s >= WON => 100,
        s if s <= -WON => 0,
        s => {
            let s = i64::from(s);
            50 + 50 * s / (s.abs() + 600)
        }
    }
}

/// How much a turn lost for its mover, in hundredths of a piece, from the scores of the
/// positions before and after it; decided scores are clamped, so a win thrown away is a
/// drop like any other.
pub fn loss(before: i32, after: i32, mover: Color) -> i32 {
    let view = |s: i32| if mover == Color::White { s } else { -s };
    view(before.clamp(-WON, WON)) - view(after.clamp(-WON, WON))
}

/// The mark of a turn that lost 1.5 pieces or more: `?`, or `??` from 4 pieces.
pub fn mark(before: i32, after: i32, mover: Color) -> Option<&'static str> {
    match loss(before, after, mover) {
        d if d >= 400 => Some("??"),
        d if d >= 150 => Some("?"),
        _ => None,
    }
}

/// The scores of a review (one per position, `None` until searched) and who made each
/// turn (`movers[i]` played from position `i` to `i + 1`).
pub struct Review<'a> {
    pub scores: &'a [Option<i32>],
    pub movers: &'a [Color],
}

impl Review<'_> {
    /// The scores around turn `i`, once both are known.
    fn around(&self, i: usize) -> Option<(i32, i32, Color)> {
        Some((self.scores.get(i).copied()??, self.scores.get(i + 1).copied()??, *self.movers.get(i)?))
    }

    /// Turn `i`'s mark, with the scores before and after it.
    pub fn mark(&self, i: usize) -> Option<(&'static str, i32, i32)> {
        let (before, after, mover) = self.around(i)?;
        mark(before, after, mover).map(|sign| (sign, before, after))
    }

    /// The marked turns, in order.
    pub fn mistakes(&self) -> Vec<usize> {
        (0..self.movers.len()).filter(|&i| self.mark(i).is_some()).collect()
    }

    /// `side`'s accuracy in percent over his scored turns (`None` before any is scored):
    /// each turn scores by lichess's curve of the chances it gave away (100 for none,
    /// 64 for 10 points of chances, 0 for a won game thrown away), and the side's figure is
    /// their mean.
    pub fn accuracy(&self, side: Color) -> Option<u8> {
        let turns: Vec<u32> = (0..self.movers.len())
            .filter_map(|i| self.around(i))
            .filter(|&(_, _, mover)| mover == side)
            .map(|(before, after, mover)| {
                let chances = |s: i32| if mover == Color::White { white_share(s) } else { 100 - white_share(s) };
                let given = (chances(before) - chances(after)).clamp(0, 100) as usize;
                u32::from(TURN_ACCURACY[given])
            })
            .collect();
        let n = turns.len() as u32;
        (n > 0).then(|| ((turns.iter().sum::<u32>() + n / 2) / n) as u8)
    }
}

/// lichess's accuracy of a turn that gave away `i` points of chances (0 to 100):
/// `103.1668 · e^(−0.04354 · i) − 3.1669`, rounded and kept within 0 and 100. A table, as
/// the page has no other use for floating-point functions; a test checks it against the curve.
const TURN_ACCURACY: [u8; 101] = [
    100, 96, 91, 87, 84, 80, 76, 73, 70, 67, 64, 61, 58, 55, 53, 51, 48, 46, 44, 42, 40, 38, 36, 35, 33, 32, 30, 29,
    27, 26, 25, 24, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5,
    5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0,
];

/// The mistake to examine next (`forward`) or before: from the one examined, else from
/// the position on show (`ply`; a mistake at `ply` itself is the next one). Past the last
/// it comes round to the first, and back: a review usually starts at the game's end.
pub fn step(mistakes: &[usize], examined: Option<usize>, ply: usize, forward: bool) -> Option<usize> {
    let mut it = mistakes.iter().copied();
    let found = match (examined, forward) {
        (Some(e), true) => it.find(|&i| i > e),
        (None, true) => it.find(|&i| i >= ply),
        (Some(e), false) => it.rfind(|&i| i < e),
        (None, false) => it.rfind(|&i| i < ply),
    };
    found.or_else(|| if forward { mistakes.first() } else { mistakes.last() }.copied())
}

/// The evaluation graph as an SVG path over a `width` × `height` box: White's chances at
/// each scored position, from the first position at the left to the last at the right,
/// closed along the bottom so it can be filled (White's share under the line, as the bar).
/// Positions not yet scored are skipped; `None` until two are. Whole numbers only: float
/// formatting would add kilobytes to the page.
pub fn graph_path(scores: &[Option<i32>], width: i64, height: i64) -> Option<String> {
    let last = scores.len().checked_sub(1).filter(|&l| l > 0)? as i64;
    let points: Vec<(i64, i64)> = scores
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((width * i as i64 / last, height - height * white_share((*s)?) / 100)))
        .collect();
    let (first, end) = (points.first()?.0, points.last()?.0);
    if points.len() < 2 {
        return None;
    }
    let mut d = format!("M{first} {height}");
    for (x, y) in &points {
        d.push_str(&format!("L{x} {y}"));
    }
    d.push_str(&format!("L{end} {height}Z"));
    Some(d)
}

/// One path of upright strokes `height` tall, one at each of `plies` across a graph
/// `width` wide over `positions` positions: the marked turns drawn as a single element.
pub fn strokes_path(plies: impl IntoIterator<Item = usize>, positions: usize, width: i64, height: i64) -> String {
    plies.into_iter().map(|ply| format!("M{} 0V{height}", x_of(ply, positions, width))).collect()
}

/// Where position `ply` of `positions` lies across a graph `width` wide.
pub fn x_of(ply: usize, positions: usize, width: i64) -> i64 {
    width * ply as i64 / positions.saturating_sub(1).max(1) as i64
}

/// The ply shown for a tap at `x` across a graph `width` wide over `positions` positions.
pub fn ply_at(x: f32, width: f32, positions: usize) -> usize {
    let last = positions.saturating_sub(1);
    if width <= 0.0 || last == 0 {
        return 0;
    }
    ((x / width).clamp(0.0, 1.0) * last as f32).round() as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_engine::protocol::DECIDED;
    use Color::{Black, White};

    #[test]
    fn scores_read_in_pieces_or_as_a_win() {
        assert_eq!([white_share(0), white_share(DECIDED), white_share(-DECIDED)], [50, 100, 0]);
        assert!(white_share(100) > 50 && white_share(-400) < 40);
    }

    #[test]
    fn a_turn_is_marked_by_what_its_mover_lost() {
        assert_eq!(mark(100, -60, White), Some("?"));
        assert_eq!(mark(100, -300, White), Some("??"));
        assert_eq!(mark(100, -300, Black), None, "Black gained");
        assert_eq!(mark(-100, 60, Black), Some("?"));
        assert_eq!(mark(20, -100, White), None, "1.2 pieces is no mistake");
        assert_eq!(mark(DECIDED - 3, DECIDED - 5, White), None, "still winning");
        assert_eq!(mark(DECIDED - 3, 200, White), Some("??"), "a win thrown away");
        assert_eq!(mark(0, -DECIDED + 4, White), Some("??"), "a loss walked into");
    }

    /// White, Black, White, Black: Black's second turn throws four pieces away.
    fn game() -> (Vec<Option<i32>>, Vec<Color>) {
        (vec![Some(0), Some(20), Some(10), Some(30), Some(450)], vec![White, Black, White, Black])
    }

    #[test]
    fn mistakes_and_accuracy_come_from_the_scores() {
        let (scores, movers) = game();
        let review = Review { scores: &scores, movers: &movers };
        assert_eq!(review.mistakes(), vec![3]);
        assert_eq!(review.mark(3), Some(("??", 30, 450)));
        let (white, black) = (review.accuracy(White).unwrap(), review.accuracy(Black).unwrap());
        assert!(white >= 95, "White gave nothing away: {white}");
        assert!(black < 80 && black > 30, "Black threw four pieces away once in two turns: {black}");
        // Half reviewed: only the turns with both scores count.
        let partial = [Some(0), Some(20), None, None, None];
        let review = Review { scores: &partial, movers: &movers };
        assert_eq!((review.accuracy(White), review.accuracy(Black)), (Some(100), None));
        assert!(review.mistakes().is_empty());
    }

    #[test]
    fn the_accuracy_table_is_lichess_curve() {
        for (i, &a) in TURN_ACCURACY.iter().enumerate() {
            let curve = (103.1668 * (-0.04354 * i as f64).exp() - 3.1669).clamp(0.0, 100.0).round();
            assert_eq!(f64::from(a), curve, "{i} points given away");
        }
    }

    #[test]
    fn a_won_game_thrown_away_scores_nothing() {
        let scores = [Some(DECIDED - 4), Some(-DECIDED + 6)];
        let review = Review { scores: &scores, movers: &[White] };
        assert_eq!(review.accuracy(White), Some(0));
    }

    #[test]
    fn the_way_from_mistake_to_mistake() {
        let m = [2, 5, 9];
        assert_eq!(step(&m, None, 0, true), Some(2));
        assert_eq!(step(&m, None, 2, true), Some(2), "the mistake at the position on show is next");
        assert_eq!(step(&m, Some(2), 2, true), Some(5));
        assert_eq!(step(&m, Some(9), 9, true), Some(2), "past the last, round to the first");
        assert_eq!(step(&m, None, 12, true), Some(2), "from the game's end, the first");
        assert_eq!(step(&m, Some(5), 5, false), Some(2));
        assert_eq!(step(&m, None, 12, false), Some(9));
        assert_eq!(step(&m, None, 2, false), Some(9), "before the first, round to the last");
        assert_eq!(step(&[4], Some(4), 4, false), Some(4), "a lone mistake stays examined");
        assert_eq!(step(&[], None, 0, true), None);
    }

    #[test]
    fn the_graph_runs_across_the_box_and_a_tap_finds_its_position() {
        let (scores, _) = game();
        let d = graph_path(&scores, 100, 40).unwrap();
        assert!(d.starts_with("M0 40L0 20L25 "), "{d}");
        assert!(d.ends_with("L100 40Z"), "{d}");
        assert_eq!(graph_path(&[Some(0)], 100, 40), None);
        assert_eq!(graph_path(&[Some(0), None, None], 100, 40), None);
        assert_eq!([x_of(0, 5, 100), x_of(3, 5, 100), x_of(0, 1, 100)], [0, 75, 0]);
        assert_eq!([ply_at(0.0, 100.0, 5), ply_at(60.0, 100.0, 5), ply_at(140.0, 100.0, 5)], [0, 2, 4]);
        assert_eq!(ply_at(-3.0, 100.0, 5), 0);
        assert_eq!(ply_at(50.0, 0.0, 5), 0);
        assert_eq!(strokes_path([1, 4], 5, 100, 40), "M25 0V40M100 0V40");
        assert_eq!(strokes_path([], 5, 100, 40), "");
    }
}
