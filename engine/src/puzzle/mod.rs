//! Puzzles: positions where one turn is decisively better than every other, mined from
//! seeded games between the computer's levels and re-verified against the search
//! (`docs/puzzles.md`).
//!
//! - this module: a puzzle as data and its one-line text form (the sets in
//!   `public/puzzles/` are files of such lines), read into checked types;
//! - `themes`: what a solution does (a row won, a GIPF piece taken, a multi-jump…);
//! - `mine`: the generator and the checker, which share one analysis of a position.

pub mod mine;
pub mod themes;

use std::fmt;

use crate::ai::Level;
use crate::kind::GameKind;
use crate::{KnownGame, WithRules};

pub use themes::Theme;

/// One puzzle: a position, the turns that solve it and what is known of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Unique in its set, e.g. `gipf-0042`.
    pub id: String,
    /// The game and variant.
    pub game: GameKind,
    /// The rating a solver is measured against (Glicko scale, 1500 the middle).
    pub rating: u32,
    /// The weakest level of the computer that finds the first turn.
    pub level: Level,
    /// The shallowest search, in turns, that finds the first turn.
    pub depth: u32,
    /// What the solution does.
    pub themes: Vec<Theme>,
    /// The position, in the game's canonical notation; the side to move solves.
    pub position: String,
    /// The solution: the solver's turn, then (when longer) the scripted reply, the solver's
    /// next turn, and so on; always ending with a solver's turn.
    pub line: Vec<String>,
    /// Other first turns that reach the same position as the line's first (accepted too).
    pub also: Vec<String>,
    /// Where it came from: the seed, the game and the turn of the generator's run.
    pub source: Source,
}

/// The generator's game a puzzle was found in, so that it can be found again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// The run's seed.
    pub seed: u64,
    /// The game of the run, from 0.
    pub game: u32,
    /// Turns played in that game before the puzzle's position.
    pub turn: u32,
    /// The levels that played White and Black.
    pub white: Level,
    /// See `white`.
    pub black: Level,
}

impl Puzzle {
    /// How many turns the solver plays.
    pub fn turns(&self) -> usize {
        self.line.len().div_ceil(2)
    }
}

/// Why a puzzle's line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Not the ten tab-separated fields of a puzzle line.
    Fields(usize),
    /// A field that cannot be read: its name and the value.
    Field(&'static str, String),
    /// The position is not one of the game named.
    Position(String),
    /// A turn of the line or of `also` cannot be played there.
    Turn(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields(n) => write!(f, "a puzzle line has 10 tab-separated fields, not {n}"),
            PuzzleError::Field(name, value) => write!(f, "the {name} {value:?} cannot be read"),
            PuzzleError::Position(detail) => write!(f, "the position cannot be read: {detail}"),
            PuzzleError::Turn(detail) => write!(f, "the solution cannot be played: {detail}"),
        }
    }
}

impl std::error::Error for PuzzleError {}

fn words(field: &str) -> Vec<String> {
    if field == "-" {
        Vec::new()
    } else {
        field.split(' ').filter(|w| !w.is_empty()).map(str::to_string).collect()
    }
}

fn joined(items: &[String]) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(" ")
    }
}

fn level(field: &'static str, text: &str) -> Result<Level, PuzzleError> {
    Level::from_name(text).ok_or_else(|| PuzzleError::Field(field, text.to_string()))
}

fn number<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<T, PuzzleError> {
    text.parse().map_err(|_| PuzzleError::Field(field, text.to_string()))
}

impl std::str::FromStr for Source {
    type Err = PuzzleError;

    /// `seed=7 game=3 turn=24 white=club black=expert`.
    fn from_str(text: &str) -> Result<Source, PuzzleError> {
        let bad = || PuzzleError::Field("source", text.to_string());
        let mut parts = text.split(' ');
        let mut take = |key: &str| parts.next().and_then(|p| p.strip_prefix(key)?.strip_prefix('=')).ok_or_else(bad);
        let seed = number("source", take("seed")?)?;
        let game = number("source", take("game")?)?;
        let turn = number("source", take("turn")?)?;
        let white = level("source", take("white")?)?;
        let black = level("source", take("black")?)?;
        if parts.next().is_some() {
            return Err(bad());
        }
        Ok(Source { seed, game, turn, white, black })
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed={} game={} turn={} white={} black={}",
            self.seed,
            self.game,
            self.turn,
            self.white.name(),
            self.black.name()
        )
    }
}

/// Plays the line and `also` from the position: every turn must be legal.
struct Playable<'a>(&'a Puzzle);

impl WithRules for Playable<'_> {
    type Output = Result<(), PuzzleError>;

    fn run<G: KnownGame>(self) -> Result<(), PuzzleError> {
        let puzzle = self.0;
        let start: G::Position = puzzle.position.parse().map_err(|e| PuzzleError::Position(format!("{e}")))?;
        let mut pos = start.clone();
        for text in &puzzle.line {
            let turn = G::parse_turn(&pos, text).map_err(|e| PuzzleError::Turn(format!("{text}: {e}")))?;
            pos = G::apply_unchecked(&pos, &turn);
        }
        for text in &puzzle.also {
            G::parse_turn(&start, text).map_err(|e| PuzzleError::Turn(format!("{text}: {e}")))?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Puzzle {
    type Err = PuzzleError;

    /// One line: id, game, rating, level, depth, themes, position, line, also, source,
    /// separated by tabs; lists separated by spaces (themes by commas), `-` when empty. The
    /// line and `also` are played from the position: every turn must be legal.
    fn from_str(text: &str) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle::fields(text)?;
        puzzle.game.with_rules(Playable(&puzzle))?;
        Ok(puzzle)
    }
}

impl Puzzle {
    /// One line's fields, each read and checked, but its turns not played.
    fn fields(text: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = text.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, game, rating, lvl, depth, themes, position, line, also, source] = fields[..] else {
            return Err(PuzzleError::Fields(fields.len()));
        };
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(PuzzleError::Field("id", id.to_string()));
        }
        let themes = if themes == "-" {
            Vec::new()
        } else {
            themes
                .split(',')
                .map(|t| Theme::from_name(t).ok_or_else(|| PuzzleError::Field("theme", t.to_string())))
                .collect::<Result<_, _>>()?
        };
        let puzzle = Puzzle {
            id: id.to_string(),
            game: GameKind::from_name(game).ok_or_else(|| PuzzleError::Field("game", game.to_string()))?,
            rating: number("rating", rating)?,
            level: level("level", lvl)?,
            depth: number("depth", depth)?,
            themes,
            position: position.to_string(),
            line: words(line),
            also: words(also),
            source: source.parse()?,
        };
        if puzzle.line.len().is_multiple_of(2) {
            return Err(PuzzleError::Field("line", line.to_string()));
        }
        Ok(puzzle)
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let themes = if self.themes.is_empty() {
            "-".to_string()
        } else {
            self.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(",")
        };
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.game.name(),
            self.rating,
            self.level.name(),
            self.depth,
            themes,
            self.position,
            joined(&self.line),
            joined(&self.also),
            self.source
        )
    }
}

/// Reads a set: one puzzle per line, `#` comments and blank lines skipped. A bad line is
/// reported with its number (from 1) and skipped; the others are kept.
pub fn read_set(text: &str) -> (Vec<Puzzle>, Vec<(usize, PuzzleError)>) {
    read_lines(text, str::parse)
}

/// [`read_set`] without playing each puzzle's turns, for a set already read whole by
/// [`read_set`]: the trainer's, compiled into its wasm, which the engine's tests read so
/// (playing every line cost a slow phone a tenth of a second at each start of the trainer).
/// Every field is still read and checked.
pub fn read_checked_set(text: &str) -> (Vec<Puzzle>, Vec<(usize, PuzzleError)>) {
    read_lines(text, Puzzle::fields)
}

fn read_lines(
    text: &str,
    read: impl Fn(&str) -> Result<Puzzle, PuzzleError>,
) -> (Vec<Puzzle>, Vec<(usize, PuzzleError)>) {
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match read(line) {
            Ok(p) => puzzles.push(p),
            Err(e) => errors.push((n + 1, e)),
        }
    }
    (puzzles, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "emergo-0001\temergo\t1100\tcasual\t2\tcapture\temergo 1/3/5/2w4/9/7/5/3/1 b 11 12\td8\t-\tseed=1 game=0 turn=1 white=beginner black=club";

    #[test]
    fn a_line_reads_back_as_written() {
        let p: Puzzle = LINE.parse().unwrap();
        assert_eq!(p.game, GameKind::Emergo);
        assert_eq!((p.level, p.depth, p.turns()), (Level::Casual, 2, 1));
        assert_eq!(p.to_string(), LINE);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let cases = [
            ("x", "10 tab-separated fields, not 1"),
            (&LINE.replace("casual", "genius"), "level \"genius\""),
            (&LINE.replace("\td8\t", "\ta1\t"), "cannot be played"),
            (&LINE.replace("\td8\t", "\td8 d6\t"), "line"),
            (&LINE.replace(" b 11 12", " q 11 12"), "position"),
            (&LINE.replace("capture", "capture,luck"), "theme \"luck\""),
            (&LINE.replace("turn=1", "turn=one"), "source"),
        ];
        for (line, said) in cases {
            let e = line.parse::<Puzzle>().unwrap_err().to_string();
            assert!(e.contains(said), "{line:?}: {e}");
        }
        let (kept, errors) = read_set(&format!("# a set\n{LINE}\nbroken\n\n"));
        assert_eq!((kept.len(), errors.len(), errors[0].0), (1, 1, 3));
    }

    #[test]
    fn a_checked_set_is_read_field_by_field_without_playing() {
        let unplayable = LINE.replace("\td8\t", "\ta1\t");
        let levelless = LINE.replace("casual", "genius");
        let text = format!("{LINE}\n{unplayable}\n{levelless}\n");
        let (played, _) = read_set(&text);
        let (read, errors) = read_checked_set(&text);
        assert_eq!(played.len(), 1);
        assert_eq!(read.len(), 2, "the turns are not played");
        assert_eq!(read[0], played[0]);
        assert_eq!(errors.len(), 1, "every field is still checked: {errors:?}");
        assert!(errors[0].1.to_string().contains("level \"genius\""));
    }

    proptest::proptest! {
        #[test]
        fn reading_never_panics(text in "\\PC{0,200}", cut in 0usize..200) {
            let _ = text.parse::<Puzzle>();
            // LINE is ASCII: any cut is a character boundary.
            let mut mangled = LINE.to_string();
            mangled.insert_str(cut.min(LINE.len()), &text);
            let _ = read_set(&mangled);
        }
    }
}
