//! The puzzle trainer's logic without a browser (`docs/puzzles.md`): which puzzle comes
//! next, the player's rating and history, a puzzle as an exercise of the embed kit, and
//! the trainer's words. The puzzles themselves and their checks are the engine's
//! (`tavola_engine::puzzle`).

pub mod dashboard;
pub mod glicko;
pub mod progress;
pub mod refute;
pub mod streak;
pub mod texts;

use crate::session::AnyRecord;
use tavola_engine::gipf::Variant;
use tavola_engine::puzzle::{Puzzle, Theme};
use tavola_engine::{Color, GameKind, KnownGame, WithRules};

use progress::Progress;

/// Which games the player trains on: both, GIPF in any variant or in one, or Emergo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Family {
    #[default]
    Any,
    Gipf,
    GipfVariant(Variant),
    Emergo,
}

impl Family {
    pub const ALL: [Family; 6] = [
        Family::Any,
        Family::Gipf,
        Family::GipfVariant(Variant::Basic),
        Family::GipfVariant(Variant::Standard),
        Family::GipfVariant(Variant::Tournament),
        Family::Emergo,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Family::Any => "any",
            Family::Gipf => "gipf",
            Family::GipfVariant(Variant::Basic) => "gipf-basic",
            Family::GipfVariant(Variant::Standard) => "gipf-standard",
            Family::GipfVariant(Variant::Tournament) => "gipf-tournament",
            Family::Emergo => "emergo",
        }
    }

    pub fn from_name(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    fn holds(self, game: GameKind) -> bool {
        match self {
            Family::Any => true,
            Family::Gipf => matches!(game, GameKind::Gipf(_)),
            Family::GipfVariant(v) => game == GameKind::Gipf(v),
            Family::Emergo => game == GameKind::Emergo,
        }
    }

    /// The families worth offering: those some puzzle of the sets is in.
    pub fn offered(puzzles: &[Puzzle]) -> Vec<Family> {
        Family::ALL.into_iter().filter(|f| puzzles.iter().any(|p| f.holds(p.game))).collect()
    }
}

/// How hard a puzzle is, by its rating: the bands a player chooses among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    /// Under 1200.
    Easy,
    /// 1200 to 1599.
    Medium,
    /// 1600 to 1999.
    Hard,
    /// 2000 and over.
    Hardest,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::Easy, Band::Medium, Band::Hard, Band::Hardest];

    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
            Band::Hardest => "hardest",
        }
    }

    pub fn from_name(name: &str) -> Option<Band> {
        Band::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The ratings in the band: from the first, up to and not including the second.
    pub fn ratings(self) -> (u32, u32) {
        match self {
            Band::Easy => (0, 1200),
            Band::Medium => (1200, 1600),
            Band::Hard => (1600, 2000),
            Band::Hardest => (2000, u32::MAX),
        }
    }

    pub fn holds(self, rating: u32) -> bool {
        let (from, below) = self.ratings();
        (from..below).contains(&rating)
    }
}

/// The player's choice of puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Filter {
    pub family: Family,
    pub theme: Option<Theme>,
    pub band: Option<Band>,
}

impl Filter {
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.family.holds(puzzle.game)
            && self.theme.is_none_or(|t| puzzle.themes.contains(&t))
            && self.band.is_none_or(|b| b.holds(puzzle.rating))
    }

    /// The themes worth offering for this family: those some of its puzzles have.
    pub fn themes(family: Family, puzzles: &[Puzzle]) -> Vec<Theme> {
        Theme::ALL
            .into_iter()
            .filter(|t| puzzles.iter().any(|p| family.holds(p.game) && p.themes.contains(t)))
            .collect()
    }
}

/// The next puzzle for the player: among those the filter admits, other than `except` (the
/// one on show) and not tried yet (all of them once every one was), the one rated nearest
/// the player, picked among the closest few by `seed` so that two sessions do not run the
/// same sequence.
pub fn next<'a>(
    puzzles: &'a [Puzzle],
    filter: &Filter,
    progress: &Progress,
    except: Option<&str>,
    seed: u64,
) -> Option<&'a Puzzle> {
    let admitted: Vec<&Puzzle> = puzzles.iter().filter(|p| filter.admits(p) && Some(p.id.as_str()) != except).collect();
    let fresh: Vec<&Puzzle> = admitted.iter().copied().filter(|p| !progress.tried(&p.id)).collect();
    let mut pool = if fresh.is_empty() { admitted } else { fresh };
    let me = progress.rating.rating;
    pool.sort_by(|a, b| (f64::from(a.rating) - me).abs().total_cmp(&(f64::from(b.rating) - me).abs()));
    let closest = pool.len().min(4);
    pool.get((seed % closest.max(1) as u64) as usize).copied()
}

/// A puzzle as the embed kit's exercise: the options of its `<tavola-board>` or link
/// (`docs/embedding.md`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The position, which names the game.
    pub position: String,
    /// Every accepted line, separated by `|`: each accepted first turn, then the scripted
    /// replies and the solver's later turns.
    pub answer: String,
}

/// The puzzle as an exercise of the embed kit.
pub fn exercise(puzzle: &Puzzle) -> Exercise {
    let rest = &puzzle.line[1..];
    let lines = std::iter::once(&puzzle.line[0])
        .chain(&puzzle.also)
        .map(|first| std::iter::once(first).chain(rest).cloned().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("|");
    Exercise { position: puzzle.position.clone(), answer: lines }
}

/// The query that opens `puzzle` on the trainer's board, an embedded board of the app
/// drawn in the trainer's page: the exercise, in `lang`, without the computer's hint (it
/// would give the answer away), the language switch or the navigation (the page has its
/// own). Read by [`crate::links::params::Params::parse`], as a frame's options are.
pub fn board_query(puzzle: &Puzzle, lang: crate::i18n::Lang) -> String {
    let Exercise { position, answer } = exercise(puzzle);
    let escape = crate::links::share::escape;
    let side = solver_side(puzzle);
    format!(
        "embed=1&position={}&answer={}&hide=hint,lang,nav&lang={}&orientation={side}",
        escape(&position),
        escape(&answer),
        lang.code()
    )
}

/// What `<tavola-board puzzle="…">` opens: the puzzle as an exercise, seen from the
/// solver's side, without the computer's hint (it would give the answer away). The page's
/// own options come after these and win (`links::params::resolve_puzzle`).
pub fn board_options(puzzle: &Puzzle) -> String {
    let Exercise { position, answer } = exercise(puzzle);
    let escape = crate::links::share::escape;
    let side = solver_side(puzzle);
    format!("position={}&answer={}&hide=hint&orientation={side}", escape(&position), escape(&answer))
}

/// The boards file (`public/puzzles/boards.txt`): each puzzle's id and [`board_options`],
/// tab-separated, a line each, for boards that name a puzzle by its id.
pub fn boards_file(puzzles: &[Puzzle]) -> String {
    let mut out =
        String::from("# Written by `cargo run -p tavola-core --example puzzle-boards` from public/puzzles/*.txt.\n");
    for puzzle in puzzles {
        out.push_str(&format!("{}\t{}\n", puzzle.id, board_options(puzzle)));
    }
    out
}

/// The app's address query that opens `puzzle`'s position as a game of its own, in `lang`,
/// from the solver's side: to analyse it, or play it out against the computer, once the
/// puzzle is decided.
pub fn analysis_query(puzzle: &Puzzle, lang: crate::i18n::Lang) -> String {
    let side = solver_side(puzzle);
    format!("position={}&orientation={side}&lang={}", crate::links::share::escape(&puzzle.position), lang.code())
}

/// How many turns the solver plays in `puzzle`'s line (the replies between are scripted).
pub fn solver_turns(puzzle: &Puzzle) -> usize {
    puzzle.line.len().div_ceil(2)
}

/// The `orientation` that shows `puzzle` from the solver's side, as a player sees his own
/// games.
fn solver_side(puzzle: &Puzzle) -> &'static str {
    if solver(puzzle) == Some(Color::Black) {
        "black"
    } else {
        "white"
    }
}

/// The side that solves `puzzle`: the side to move in its position.
pub fn solver(puzzle: &Puzzle) -> Option<Color> {
    struct Side<'a>(&'a str);
    impl WithRules for Side<'_> {
        type Output = Option<Color>;
        fn run<G: KnownGame>(self) -> Option<Color> {
            self.0.parse::<G::Position>().ok().map(|p| G::side_to_move(&p))
        }
    }
    puzzle.game.with_rules(Side(&puzzle.position))
}

/// Where the solver's turn due at `position` starts, for the second hint: the dot a GIPF
/// piece is pushed from, the square an Emergo column leaves (or is entered on). The turn
/// due is the line's turn played from `position` (the puzzle's own at first, after the
/// reply later in a line of several turns); a position off the line names the first.
pub fn place_due(puzzle: &Puzzle, position: &str) -> String {
    let mut due = 0;
    if let Ok(mut record) = AnyRecord::starting_at(&puzzle.position) {
        for (i, turn) in puzzle.line.iter().enumerate() {
            if record.position_text(record.len()) == position {
                due = i;
                break;
            }
            if record.push_text(turn).is_err() {
                break;
            }
        }
    }
    // Between the solver's turn and the reply, the solver's next turn is the one to find.
    let due = due + due % 2;
    let turn = puzzle.line.get(due).map_or("", String::as_str);
    turn.split(['-', 'x', ';', ':']).next().unwrap_or("").trim_start_matches('G').to_string()
}

/// The theme the first hint names: the most telling one.
pub fn telling_theme(puzzle: &Puzzle) -> Option<Theme> {
    let plain = |t: &&Theme| matches!(t, Theme::Quiet | Theme::Win);
    puzzle.themes.iter().find(|t| !plain(t)).or(puzzle.themes.first()).copied()
}

/// What a trainer link asks for (`puzzles.html?p=gipf-0042&game=emergo&theme=row&difficulty=hard&lang=it`):
/// a value that cannot be read is left out and named in `problems`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Link {
    pub id: Option<String>,
    pub family: Family,
    pub theme: Option<Theme>,
    pub band: Option<Band>,
    pub lang: Option<crate::i18n::Lang>,
    /// Whether the link names a game, a theme or a difficulty: else the player's last
    /// filter applies.
    pub filtered: bool,
    pub problems: Vec<String>,
}

impl Link {
    /// Reads a query string (with or without its `?`); never fails.
    pub fn parse(query: &str) -> Link {
        let mut link = Link::default();
        for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let shown: String = value.chars().take(40).collect();
            match key {
                "p" if !value.is_empty() && value.len() <= 40 => link.id = Some(value.to_string()),
                "game" | "theme" | "difficulty" if !value.is_empty() => {
                    link.filtered = true;
                    link.read_filter(key, value, &shown);
                }
                "game" | "theme" | "difficulty" => {}
                "lang" => match crate::i18n::Lang::from_code(value) {
                    Some(l) => link.lang = Some(l),
                    None => link.problems.push(format!("lang={shown}")),
                },
                "p" => link.problems.push(format!("p={shown}")),
                _ => {}
            }
        }
        link
    }

    fn read_filter(&mut self, key: &str, value: &str, shown: &str) {
        match key {
            "game" => match Family::from_name(value) {
                Some(f) => self.family = f,
                None => self.problems.push(format!("game={shown}")),
            },
            "difficulty" => match Band::from_name(value) {
                Some(b) => self.band = Some(b),
                None => self.problems.push(format!("difficulty={shown}")),
            },
            _ => match Theme::from_name(value) {
                Some(t) => self.theme = Some(t),
                None => self.problems.push(format!("theme={shown}")),
            },
        }
    }

    /// The filter the link names.
    pub fn filter(&self) -> Filter {
        Filter { family: self.family, theme: self.theme, band: self.band }
    }
}

impl Filter {
    /// The filter as a query's values (`game=gipf&theme=row&difficulty=hard`), empty for
    /// every puzzle: what the address and the player's storage keep, read back by
    /// [`Link::parse`].
    pub fn query(&self) -> String {
        let game = (self.family != Family::Any).then(|| format!("game={}", self.family.name()));
        let theme = self.theme.map(|t| format!("theme={}", t.name()));
        let band = self.band.map(|b| format!("difficulty={}", b.name()));
        game.into_iter().chain(theme).chain(band).collect::<Vec<_>>().join("&")
    }
}

/// The trainer's address query for puzzle `id` under `filter`: `?p=gipf-0042&game=gipf`.
pub fn address(id: Option<&str>, filter: &Filter) -> String {
    let p = id.map(|id| format!("p={id}"));
    let filter = Some(filter.query()).filter(|q| !q.is_empty());
    let query = p.into_iter().chain(filter).collect::<Vec<_>>().join("&");
    format!("?{query}")
}

/// The puzzle with `id`, as a shared link names it.
pub fn find<'a>(puzzles: &'a [Puzzle], id: &str) -> Option<&'a Puzzle> {
    puzzles.iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use progress::Outcome;

    fn set() -> Vec<Puzzle> {
        let line = |id: &str, rating: u32, themes: &str| {
            format!("{id}\temergo\t{rating}\tcasual\t2\t{themes}\temergo 1/3/5/2w4/9/7/5/3/1 b 11 12\td8\td4\tseed=1 game=0 turn=1 white=beginner black=club")
                .parse::<Puzzle>()
                .unwrap()
        };
        vec![line("emergo-0001", 800, "quiet"), line("emergo-0002", 1250, "jump"), line("emergo-0003", 1900, "quiet")]
    }

    #[test]
    fn the_next_puzzle_is_fresh_and_near_the_players_rating() {
        let puzzles = set();
        let mut progress = Progress::default();
        let only_nearest = |p: &Progress| next(&puzzles[..], &Filter::default(), p, None, 0).map(|p| p.id.clone());
        assert_eq!(only_nearest(&progress).as_deref(), Some("emergo-0002"));
        progress.record(&puzzles[1], Outcome::Solved);
        let after = only_nearest(&progress).unwrap();
        assert_ne!(after, "emergo-0002", "a tried puzzle waits until all were tried");
        let quiet = Filter { family: Family::Emergo, theme: Some(Theme::Quiet), band: None };
        assert!(next(&puzzles, &quiet, &progress, None, 7).is_some_and(|p| p.themes.contains(&Theme::Quiet)));
        let gipf = Filter { family: Family::Gipf, ..Filter::default() };
        assert_eq!(next(&puzzles, &gipf, &progress, None, 0), None);
        let others = next(&puzzles, &Filter::default(), &Progress::default(), Some("emergo-0002"), 0);
        assert_ne!(others.map(|p| p.id.as_str()), Some("emergo-0002"), "never the one on show");
        assert_eq!(Filter::themes(Family::Emergo, &puzzles), vec![Theme::Quiet, Theme::Jump]);
    }

    #[test]
    fn a_puzzle_is_an_exercise_with_every_accepted_first_turn() {
        let puzzles = set();
        let Exercise { position, answer } = exercise(&puzzles[0]);
        assert_eq!(answer, "d8|d4");
        let query = format!("position={}&answer={}", position.replace(' ', "+"), answer.replace(' ', "+"));
        let params = crate::links::params::Params::parse(&query);
        assert!(params.problems.is_empty(), "{:?}", params.problems);
        assert_eq!(params.author.answers.len(), 2);
    }

    /// The trainer's board opens the puzzle as the exercise it is, in the trainer's
    /// language, with the computer's hint hidden: a puzzle of several turns and several
    /// first answers, whose line holds a GIPF turn with a `;` and a capture.
    #[test]
    fn the_trainers_board_opens_the_exercise_without_a_hint() {
        let puzzle: Puzzle = "gipf-0042\tgipf-basic\t1180\tbeginner\t5\tquiet,row\tgipf basic 2wb/b2w1/bb1w1w/w2bb2/6/ww3/bwwb w 2 6\ta3-b4 d1-d2 a3-b4;xb4-e7\td8-d7\tseed=2 game=37 turn=54 white=casual black=club"
            .parse()
            .unwrap();
        let params = crate::links::params::Params::parse(&board_query(&puzzle, crate::i18n::Lang::It));
        assert!(params.problems.is_empty(), "{:?}", params.problems);
        assert!(params.embed && params.interactive);
        assert_eq!(params.lang, Some(crate::i18n::Lang::It));
        assert_eq!(params.record.as_ref().map(|r| r.position_text(0)), Some(puzzle.position.clone()));
        assert_eq!(params.author.answers.len(), 2, "both first turns are accepted");
        assert_eq!(params.author.hide.classes(), "hide-hint hide-lang hide-nav");
        assert!(!params.flipped, "White solves, from White's side");
        assert_eq!(solver_turns(&puzzle), 2);
        let black = set().remove(0);
        assert_eq!(solver(&black), Some(Color::Black));
        assert!(
            crate::links::params::Params::parse(&board_query(&black, crate::i18n::Lang::En)).flipped,
            "Black solves, from Black's side"
        );
        assert_eq!(solver_turns(&black), 1);
        let exercise = crate::links::exercise::Exercise::new(params.record.as_ref().unwrap(), &params.author.answers);
        assert!(exercise.is_some_and(|e| e.steps() == 2), "the reader's two turns, the reply between");
    }

    /// In a line of several turns, the second hint names the turn then due, not the first.
    #[test]
    fn the_place_hinted_is_the_turn_due() {
        let puzzle: Puzzle = "gipf-0029\tgipf-basic\t1020\tbeginner\t1\tquiet\tgipf basic 4/bbwb1/1b4/2w2ww/1w4/wwwbw/2wb b 1 3\th6-h5 i3-h3;xe3-h3 a2-b3\t-\tseed=2 game=28 turn=79 white=club black=club"
            .parse()
            .unwrap();
        assert_eq!(place_due(&puzzle, &puzzle.position), "h6");
        let mut record = AnyRecord::starting_at(&puzzle.position).unwrap();
        record.push_text("h6-h5").unwrap();
        assert_eq!(place_due(&puzzle, &record.position_text(1)), "a2", "the solver's next turn, not the reply");
        record.push_text("i3-h3;xe3-h3").unwrap();
        assert_eq!(place_due(&puzzle, &record.position_text(2)), "a2", "after the reply: the second turn");
        assert_eq!(place_due(&puzzle, "not a position"), "h6");
    }

    #[test]
    fn links_and_hints() {
        let link = Link::parse("?p=gipf-0042&game=emergo&theme=luck&lang=it&extra=1");
        assert_eq!(link.id.as_deref(), Some("gipf-0042"));
        assert_eq!((link.family, link.theme, link.lang), (Family::Emergo, None, Some(crate::i18n::Lang::It)));
        assert_eq!(link.problems, vec!["theme=luck".to_string()]);
        assert_eq!(Link::parse(&format!("p={}", "x".repeat(500))).problems.len(), 1);
        assert_eq!(Link::parse(""), Link::default());
        assert!(link.filtered && !Link::parse("?p=gipf-0001&lang=sv").filtered);
        let puzzles = set();
        assert_eq!(solver(&puzzles[0]), Some(Color::Black));
        assert_eq!(place_due(&puzzles[0], &puzzles[0].position), "d8");
        assert_eq!(telling_theme(&puzzles[1]), Some(Theme::Jump));
    }

    /// The address names the puzzle and the filter, and reads back as the same.
    #[test]
    fn the_address_keeps_the_filter() {
        let filter = Filter { family: Family::Gipf, theme: Some(Theme::Row), band: None };
        assert_eq!(address(Some("gipf-0042"), &filter), "?p=gipf-0042&game=gipf&theme=row");
        let back = Link::parse(&address(Some("gipf-0042"), &filter));
        assert_eq!((back.id.as_deref(), back.family, back.theme), (Some("gipf-0042"), Family::Gipf, Some(Theme::Row)));
        assert_eq!(address(Some("emergo-0001"), &Filter::default()), "?p=emergo-0001");
        assert_eq!(address(None, &Filter::default()), "?");
        let theme_only = Filter { theme: Some(Theme::Jump), ..Filter::default() };
        assert_eq!(Link::parse(&theme_only.query()).theme, Some(Theme::Jump));
        assert!(Link::parse(&theme_only.query()).filtered);
    }

    /// A decided puzzle opens in the app at its position, from the solver's side.
    #[test]
    fn a_puzzle_opens_in_the_app_at_its_position() {
        let puzzle = &set()[0];
        let params = crate::links::params::Params::parse(&analysis_query(puzzle, crate::i18n::Lang::It));
        assert!(params.problems.is_empty(), "{:?}", params.problems);
        assert_eq!(params.record.map(|r| r.position_text(0)).as_deref(), Some(puzzle.position.as_str()));
        assert!(params.flipped, "Black solves it: drawn from Black's side");
        assert_eq!(params.lang, Some(crate::i18n::Lang::It));
    }

    /// A GIPF variant and a difficulty narrow the choice; the address keeps both and names a
    /// value it cannot read.
    #[test]
    fn variants_and_difficulties_filter() {
        let puzzles = set();
        let filter =
            Filter { family: Family::GipfVariant(Variant::Basic), band: Some(Band::Hard), ..Filter::default() };
        assert_eq!(filter.query(), "game=gipf-basic&difficulty=hard");
        assert_eq!(Link::parse(&filter.query()).filter(), filter);
        assert!(puzzles.iter().all(|p| !filter.admits(p)), "no GIPF in the set");
        let medium = Filter { family: Family::Emergo, band: Some(Band::Medium), ..Filter::default() };
        let admitted: Vec<&str> = puzzles.iter().filter(|p| medium.admits(p)).map(|p| p.id.as_str()).collect();
        assert_eq!(admitted, vec!["emergo-0002"]);
        let basic = Family::GipfVariant(Variant::Basic);
        assert!(basic.holds(GameKind::Gipf(Variant::Basic)) && !basic.holds(GameKind::Gipf(Variant::Standard)));
        assert!(Family::Gipf.holds(GameKind::Gipf(Variant::Standard)) && !basic.holds(GameKind::Emergo));
        assert!(Band::Easy.holds(1199) && Band::Medium.holds(1200) && !Band::Medium.holds(1600));
        assert!(Band::Hardest.holds(2000) && Band::Hardest.holds(3000));
        let bad = Link::parse("?difficulty=brutal&game=gipf-mega");
        assert_eq!(bad.problems, vec!["difficulty=brutal".to_string(), "game=gipf-mega".to_string()]);
        assert_eq!(bad.filter(), Filter::default());
        let offered = Family::offered(&puzzles);
        assert!(offered.contains(&Family::Any) && !offered.contains(&Family::GipfVariant(Variant::Tournament)));
    }

    /// A missed puzzle waits for a replay until solved cleanly; a replay does not move the
    /// rating; progress saved before the replay and Streak mode existed still reads.
    #[test]
    fn missed_puzzles_wait_for_a_clean_solve() {
        let puzzles = set();
        let mut progress = Progress::default();
        progress.record(&puzzles[0], Outcome::Failed);
        progress.record(&puzzles[1], Outcome::Helped);
        progress.record(&puzzles[2], Outcome::Solved);
        assert_eq!(progress.missed, vec!["emergo-0001".to_string(), "emergo-0002".to_string()]);
        let known = |id: &str| puzzles.iter().any(|p| p.id == id);
        assert_eq!(progress.replay_next(known, None), Some("emergo-0001"), "the oldest first");
        assert_eq!(progress.replay_next(known, Some("emergo-0001")), Some("emergo-0002"), "not the one on show");
        assert_eq!(
            progress.replay_next(|id| id != "emergo-0001", None),
            Some("emergo-0002"),
            "a dropped puzzle skipped"
        );
        let rating = progress.rating;
        progress.replayed("emergo-0001", Outcome::Failed);
        assert_eq!(
            progress.missed,
            vec!["emergo-0002".to_string(), "emergo-0001".to_string()],
            "missed again: to the back"
        );
        progress.replayed("emergo-0002", Outcome::Helped);
        assert_eq!(progress.missed.len(), 2, "a hint is no clean solve");
        progress.replayed("emergo-0001", Outcome::Solved);
        progress.replayed("emergo-0003", Outcome::Failed);
        assert_eq!(
            progress.missed,
            vec!["emergo-0002".to_string()],
            "solved cleanly: it leaves; one never missed never joins"
        );
        assert_eq!(progress.rating, rating, "replays are not rated");
        assert_eq!(
            progress.replay_next(known, Some("emergo-0002")),
            Some("emergo-0002"),
            "the only one left comes again"
        );
        progress.record(&puzzles[1], Outcome::Solved);
        assert!(progress.missed.is_empty(), "a clean solve in training clears it too");
        for i in 0..progress::MISSED + 5 {
            progress.record(&format!("emergo-{i:04}\temergo\t800\tcasual\t2\tquiet\temergo 1/3/5/2w4/9/7/5/3/1 b 11 12\td8\t-\tseed=1 game=0 turn=1 white=beginner black=club").parse().unwrap(), Outcome::Failed);
        }
        assert_eq!(progress.missed.len(), progress::MISSED, "bounded");
        progress.streak_reached(4);
        progress.streak_reached(2);
        assert_eq!(progress.streak_mode_best, 4);
        let old = r#"{"rating":{"rating":1300.0,"deviation":90.0,"volatility":0.06},"streak":1,"best_streak":3,"history":[]}"#;
        let read = serde_json::from_str::<Progress>(old).unwrap();
        assert_eq!((read.streak_mode_best, read.missed.len(), read.best_streak), (0, 0, 3));
    }

    /// Only a puzzle's first try is rated: solved again from the recent puzzles, or after
    /// a miss and a reload, it moves nothing and is listed once; its replay still follows.
    #[test]
    fn only_a_puzzles_first_try_is_rated() {
        let puzzles = set();
        let mut progress = Progress::default();
        let first = progress.first_try(&puzzles[1], Outcome::Failed);
        assert!(first.is_some_and(|c| c < 0));
        let (rating, attempts) = (progress.rating.rating, progress.history.len());
        assert_eq!(progress.missed, vec!["emergo-0002"]);
        assert_eq!(progress.first_try(&puzzles[1], Outcome::Solved), None, "solved on a second try");
        assert_eq!((progress.rating.rating, progress.history.len()), (rating, attempts));
        assert!(progress.missed.is_empty(), "solved cleanly: out of the replay");
        // Even once the history has forgotten it.
        for _ in 0..progress::HISTORY {
            progress.record(&puzzles[0], Outcome::Solved);
        }
        assert!(!progress.tried("emergo-0002"));
        assert_eq!(progress.first_try(&puzzles[1], Outcome::Solved), None);
        // Progress kept before the rated set existed: its history stands for it.
        let mut old = Progress::default();
        old.record(&puzzles[2], Outcome::Solved);
        let mut json: serde_json::Value = serde_json::to_value(&old).unwrap();
        json.as_object_mut().unwrap().remove("rated");
        let mut read: Progress = serde_json::from_value(json).unwrap();
        assert!(read.rated.is_empty());
        assert_eq!(read.first_try(&puzzles[2], Outcome::Solved), None);
        assert!(read.first_try(&puzzles[0], Outcome::Solved).is_some());
    }

    #[test]
    fn progress_keeps_the_streak_and_a_bounded_history() {
        let puzzles = set();
        let mut progress = Progress::default();
        progress.record(&puzzles[0], Outcome::Solved);
        progress.record(&puzzles[1], Outcome::Solved);
        assert_eq!((progress.streak, progress.best_streak), (2, 2));
        let failed = progress.record(&puzzles[2], Outcome::Failed).clone();
        assert!(failed.change < 0);
        let helped = progress.record(&puzzles[2], Outcome::Helped).clone();
        assert!(helped.change > 0 && progress.streak == 0, "half a win against 1900 from below gains");
        assert_eq!((progress.streak, progress.best_streak), (0, 2));
        for _ in 0..progress::HISTORY {
            progress.record(&puzzles[0], Outcome::Solved);
        }
        assert_eq!(progress.history.len(), progress::HISTORY);
        let json = serde_json::to_string(&progress).unwrap();
        let back = serde_json::from_str::<Progress>(&json).unwrap();
        assert_eq!((&back.history, back.streak), (&progress.history, progress.streak));
        assert!((back.rating.rating - progress.rating.rating).abs() < 1e-6);
    }
}
