//! The trainer's dashboard: the rating's course as a chart, the share solved per level and
//! per theme, and the themes the player is weakest at, to train them.

use tavola_engine::ai::Level;
use tavola_engine::puzzle::{Puzzle, Theme};

use super::progress::{Attempt, Outcome, Progress};

/// A theme is named among the weakest only after this many tries of it.
pub const WEAK_AFTER: u32 = 2;
/// At most this many themes are named.
pub const WEAKEST: usize = 3;

/// Attempts counted together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub tried: u32,
    pub solved: u32,
    /// Solved after a hint: half a solve, as for the rating.
    pub helped: u32,
}

impl Tally {
    fn add(&mut self, outcome: Outcome) {
        self.tried += 1;
        match outcome {
            Outcome::Solved => self.solved += 1,
            Outcome::Helped => self.helped += 1,
            Outcome::Failed => {}
        }
    }

    /// The accuracy in per cent, rounded: a solve counts whole, a solve after a hint half.
    pub fn percent(&self) -> u32 {
        if self.tried == 0 {
            return 0;
        }
        (200 * self.solved + 100 * self.helped + self.tried) / (2 * self.tried)
    }
}

/// What the dashboard shows of the attempts kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dashboard {
    pub overall: Tally,
    /// Each level tried, weakest level first.
    pub by_level: Vec<(Level, Tally)>,
    /// Each theme tried, in the trainer's order of themes.
    pub by_theme: Vec<(Theme, Tally)>,
    /// The themes tried at least [`WEAK_AFTER`] times whose accuracy is below the
    /// player's overall, the weakest first (the more tried first among equals).
    pub weakest: Vec<Theme>,
}

/// The dashboard of `progress`; attempts at puzzles no longer in `puzzles` are left out.
pub fn dashboard(progress: &Progress, puzzles: &[Puzzle]) -> Dashboard {
    let mut overall = Tally::default();
    let mut levels = [Tally::default(); Level::ALL.len()];
    let mut themes = [Tally::default(); Theme::ALL.len()];
    for attempt in &progress.history {
        let Some(puzzle) = super::find(puzzles, &attempt.id) else { continue };
        overall.add(attempt.outcome);
        if let Some(i) = Level::ALL.iter().position(|l| *l == puzzle.level) {
            levels[i].add(attempt.outcome);
        }
        for theme in &puzzle.themes {
            if let Some(i) = Theme::ALL.iter().position(|t| t == theme) {
                themes[i].add(attempt.outcome);
            }
        }
    }
    let by_level: Vec<(Level, Tally)> = Level::ALL.into_iter().zip(levels).filter(|(_, t)| t.tried > 0).collect();
    let by_theme: Vec<(Theme, Tally)> = Theme::ALL.into_iter().zip(themes).filter(|(_, t)| t.tried > 0).collect();
    let mut weak: Vec<(Theme, Tally)> =
        by_theme.iter().copied().filter(|(_, t)| t.tried >= WEAK_AFTER && t.percent() < overall.percent()).collect();
    weak.sort_by_key(|(_, t)| (t.percent(), std::cmp::Reverse(t.tried)));
    let weakest = weak.into_iter().take(WEAKEST).map(|(th, _)| th).collect();
    Dashboard { overall, by_level, by_theme, weakest }
}

/// The rating's course drawn in a box `width` × `height`: a polyline's points and the
/// ratings at its bottom and top edges.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// `x,y x,y …`, as an SVG polyline takes them: the rating before the first attempt
    /// kept, then after each.
    pub points: String,
    pub low: i32,
    pub high: i32,
}

/// The chart of the ratings in `history`, or none before two points exist. The scale is
/// rounded out to fifties and spans at least a hundred points, so that small changes do not
/// look like cliffs.
pub fn chart(history: &[Attempt], width: f64, height: f64) -> Option<Chart> {
    let first = history.first()?;
    let ratings: Vec<i32> =
        std::iter::once(first.rating - first.change).chain(history.iter().map(|a| a.rating)).collect();
    let (min, max) = (ratings.iter().min()?, ratings.iter().max()?);
    let mut low = min.div_euclid(50) * 50;
    let mut high = (max + 49).div_euclid(50) * 50;
    // In fifties, the span is 0, 50 or more: widened to a hundred about the ratings.
    if high - low < 100 {
        high += 50;
    }
    if high - low < 100 {
        low -= 50;
    }
    let step = width / (ratings.len() - 1) as f64;
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let y = height * f64::from(high - r) / f64::from(high - low);
            format!("{:.1},{:.1}", i as f64 * step, y)
        })
        .collect::<Vec<_>>()
        .join(" ");
    Some(Chart { points, low, high })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, level: &str, themes: &str) -> Puzzle {
        format!("{id}\temergo\t1200\t{level}\t2\t{themes}\temergo 1/3/5/2w4/9/7/5/3/1 b 11 12\td8\t-\tseed=1 game=0 turn=1 white=beginner black=club")
            .parse()
            .unwrap()
    }

    #[test]
    fn accuracy_per_level_and_theme_and_the_weakest_themes() {
        let set = vec![
            puzzle("emergo-0001", "beginner", "jump"),
            puzzle("emergo-0002", "club", "quiet"),
            puzzle("emergo-0003", "club", "quiet,win"),
            puzzle("emergo-0004", "beginner", "shadow"),
        ];
        let mut progress = Progress::default();
        progress.record(&set[0], Outcome::Solved);
        progress.record(&set[1], Outcome::Failed);
        progress.record(&set[2], Outcome::Helped);
        progress.record(&set[3], Outcome::Failed);
        progress.record(&set[0], Outcome::Solved);
        // A puzzle since dropped from the sets.
        progress.record(&puzzle("emergo-0099", "expert", "jump"), Outcome::Failed);
        let d = dashboard(&progress, &set);
        assert_eq!(d.overall, Tally { tried: 5, solved: 2, helped: 1 });
        assert_eq!(d.overall.percent(), 50);
        assert_eq!(
            d.by_level,
            vec![
                (Level::Beginner, Tally { tried: 3, solved: 2, helped: 0 }),
                (Level::Club, Tally { tried: 2, solved: 0, helped: 1 }),
            ]
        );
        assert_eq!(d.by_level[1].1.percent(), 25);
        let themes: Vec<Theme> = d.by_theme.iter().map(|(t, _)| *t).collect();
        assert_eq!(themes, vec![Theme::Win, Theme::Quiet, Theme::Jump, Theme::Shadow]);
        assert_eq!(d.weakest, vec![Theme::Quiet], "shadow was tried once only; jump is strong");
        assert_eq!(dashboard(&Progress::default(), &set), Dashboard::default());
        assert_eq!(Tally { tried: 3, solved: 2, helped: 0 }.percent(), 67);
    }

    #[test]
    fn the_chart_spans_the_ratings() {
        assert_eq!(chart(&[], 300.0, 100.0), None);
        let set = [puzzle("emergo-0001", "beginner", "jump")];
        let mut progress = Progress::default();
        progress.record(&set[0], Outcome::Solved);
        let one = chart(&progress.history, 300.0, 100.0).unwrap();
        let points: Vec<&str> = one.points.split(' ').collect();
        assert_eq!(points.len(), 2, "the rating before and after");
        assert!(one.high - one.low >= 100 && one.low % 50 == 0 && one.high % 50 == 0, "{one:?}");
        assert!(points[0].starts_with("0.0,") && points[1].starts_with("300.0,"));
        for _ in 0..5 {
            progress.record(&set[0], Outcome::Failed);
        }
        let c = chart(&progress.history, 300.0, 100.0).unwrap();
        let ys: Vec<f64> = c.points.split(' ').map(|p| p.split(',').nth(1).unwrap().parse().unwrap()).collect();
        assert!(ys.iter().all(|y| (0.0..=100.0).contains(y)), "{ys:?}");
        assert!(ys[1] < ys[6], "the line falls with the failures (y grows downwards)");
        assert!(c.low % 50 == 0 && c.high % 50 == 0 && c.low < c.high);
    }
}
