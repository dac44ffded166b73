//! The generator and the checker. Both call [`analyse`]: the generator on positions of
//! seeded games between the levels, the checker on each stored puzzle's position, which
//! must give the same puzzle again. The search is counted work (nodes, never time), so the
//! same build finds the same puzzles on any machine.

use super::themes::Themed;
use super::{Puzzle, Source};
use crate::ai::survey::{Surveyed, DECIDED};
use crate::ai::{Ai, Budget, Engine, Level};
use crate::emergo::{Emergo, Position as EmergoPosition};
use crate::gipf::{Gipf, Position as GipfPosition};
use crate::kind::GameKind;
use crate::random::{mix, Rng};

/// The rules a puzzle meets (`docs/puzzles.md`): every parameter of the judge is here.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standard {
    /// The search that judges: the expert's, with a node budget instead of a clock.
    pub budget: Budget,
    /// How much better than every other the solver's turn must be, hundredths of a piece.
    pub margin: i32,
    /// Every other turn must stay below this value: the solver is not winning anyway.
    pub cap: i32,
    /// The most turns the solver plays.
    pub turns: usize,
    /// The fewest legal turns the puzzle's position must offer the solver. With one or two
    /// the answer is a coin flip (a forced capture with two columns to take, say): a guess
    /// solves it half the time, so it teaches nothing.
    pub min_first_turns: usize,
    /// The deeper judge: in GIPF each turn of the solver's that stands out is searched again
    /// with this many times the budget (counted nodes), and must still be the best by
    /// `margin` and below `cap`.
    pub deeper_gipf: u64,
    /// The same for Emergo, whose verdicts change with a longer search more often.
    pub deeper_emergo: u64,
    /// At the deeper search, the solver's best turn must be worth more than this in GIPF:
    /// at or below it the solver is lost whatever he plays (a forced loss, or so far behind
    /// that the answer only delays the end), and the position is no puzzle.
    pub lost_gipf: i32,
    /// The same for Emergo, whose evaluation counts in men.
    pub lost_emergo: i32,
}

impl Standard {
    /// The standard of the stored sets: 200 000 nodes a decision (a third more than the
    /// expert's 150 000 when it plays without a clock), a margin of two pieces and a cap of
    /// one piece; the deeper judge searches 4 times as much in GIPF (800 000 nodes) and 16
    /// times in Emergo (3 200 000: at 4 times, a fifth of the Emergo set changed its verdict
    /// at 16, against 3 of 20 sampled GIPF puzzles), and rejects a position where the best
    /// turn is worth six pieces behind or less, a forced loss above all: in Emergo six of
    /// the twelve men (100 each), in GIPF six pieces of a reserve of 15 or 18 (the fitted
    /// weights value a piece near 185: −1100).
    pub const SETS: Standard = Standard {
        budget: Budget { depth: 30, min_depth: 2, nodes: 200_000, noise: 0, extension: 8, time_ms: None },
        margin: 200,
        cap: 100,
        turns: 3,
        min_first_turns: 3,
        deeper_gipf: 4,
        deeper_emergo: 16,
        lost_gipf: -1100,
        lost_emergo: -600,
    };

    /// The deeper judge's factor in `game`.
    pub fn deeper(&self, game: GameKind) -> u64 {
        match game {
            GameKind::Gipf(_) => self.deeper_gipf,
            GameKind::Emergo => self.deeper_emergo,
        }
    }

    /// The value at or below which the solver is lost in `game`.
    pub fn lost(&self, game: GameKind) -> i32 {
        match game {
            GameKind::Gipf(_) => self.lost_gipf,
            GameKind::Emergo => self.lost_emergo,
        }
    }

    fn judge(&self) -> Ai<'static> {
        Ai { budget: self.budget, seed: 1, clock: None, engine: Engine::Current, score_forced: false }
    }

    /// The deeper judge's search: `factor` times the judge's budget.
    fn deep_judge(&self, factor: u64) -> Ai<'static> {
        let budget = Budget { nodes: self.budget.nodes.saturating_mul(factor.max(1)), ..self.budget };
        Ai { budget, ..self.judge() }
    }

    /// How many legal turns `pos` offers the side to move, if fewer than
    /// `min_first_turns`: counted on the rules' own list (the one `tavola-cli moves`
    /// prints), not by the positions they reach, since the solver picks among turns.
    fn too_few_turns<G: Surveyed>(&self, pos: &G::Position) -> Option<usize> {
        let turns = G::turns(pos).len();
        (turns < self.min_first_turns).then_some(turns)
    }

    /// The value a rival must reach, from the best's, to spoil the puzzle.
    fn threshold(&self, best: i32) -> i32 {
        (best - self.margin).min(self.cap)
    }
}

/// The seed every level's choice is asked with when a puzzle's level is found.
const LEVEL_SEED: u64 = 1;

/// The rating a puzzle starts from: its level's, more for each extra turn the solver
/// plays and for each turn of search beyond the first that finding it needs.
pub fn rating(level: Level, depth: u32, turns: usize) -> u32 {
    let base = match level {
        Level::Beginner => 900,
        Level::Casual => 1150,
        Level::Club => 1400,
        Level::Expert => 1700,
    };
    base + 120 * (turns.saturating_sub(1) as u32) + 40 * depth.saturating_sub(1).min(8)
}

/// The solver's turn in `pos` if it stands out by the standard at the judge's search: the
/// position it reaches and the depth the judge reached (the deeper judge not asked yet).
fn judged<G: Surveyed>(pos: &G::Position, standard: &Standard) -> Option<(G::Position, u32)> {
    let survey = G::survey(pos, &standard.judge(), &|best| standard.threshold(best))?;
    (survey.rivals.is_empty() && survey.clean).then_some((survey.best, survey.depth))
}

/// The solver's turn in `pos` if it stands out by the standard, at the judge's search and
/// again at the deeper judge's: the position it reaches and the depth the judge reached.
fn standout<G: Surveyed>(game: GameKind, pos: &G::Position, standard: &Standard) -> Option<(G::Position, u32)> {
    let (best, depth) = judged::<G>(pos, standard)?;
    holds::<G>(game, pos, &best, standard, standard.deeper(game)).ok()?;
    Some((best, depth))
}

/// Why a turn of the solver's does not hold under the deeper judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Doubt {
    /// The deeper search could not look: fewer than two turns, or its test ran past its budget.
    Unsurveyed,
    /// The solver's best turn is worth `value`, at or below [`Standard::lost`].
    Lost {
        /// The best turn's value at the deeper search.
        value: i32,
    },
    /// The deeper search prefers another turn to the answer.
    Prefers {
        /// The turn it prefers.
        turn: String,
        /// That turn's value.
        value: i32,
        /// The answer's value at the same depth, if it could be searched.
        answer: Option<i32>,
    },
    /// Another turn comes within the margin of the answer, or reaches the cap.
    Rival {
        /// One such turn.
        turn: String,
        /// Its value, if it could be searched (else it reached the threshold only).
        value: Option<i32>,
        /// The answer's value.
        answer: i32,
        /// The margin it should have kept.
        margin: i32,
        /// The cap it should have stayed below.
        cap: i32,
    },
    /// The answer leaves the opponent a choice inside the turn.
    Unclean,
    /// The puzzle's position or line cannot be read or played.
    Unreadable(String),
    /// The puzzle's position offers fewer than [`Standard::min_first_turns`] legal turns.
    CoinFlip {
        /// How many it offers.
        turns: usize,
    },
}

/// "only 2 legal first turns (a coin flip)", for both the checker and the deeper judge.
fn coin_flip(f: &mut std::fmt::Formatter<'_>, turns: usize) -> std::fmt::Result {
    let plural = if turns == 1 { "" } else { "s" };
    write!(f, "only {turns} legal first turn{plural} (a coin flip)")
}

/// A value for people: hundredths of a piece, or a won or lost game.
fn said(value: i32) -> String {
    if value >= DECIDED {
        format!("{value} (a forced win)")
    } else if value <= -DECIDED {
        format!("{value} (a forced loss)")
    } else {
        value.to_string()
    }
}

impl std::fmt::Display for Doubt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Doubt::Unsurveyed => write!(f, "the deeper search cannot test every other turn within its budget"),
            Doubt::Lost { value } => {
                write!(f, "solver lost whatever he plays: his best turn scores {}", said(*value))
            }
            Doubt::Prefers { turn, value, answer } => {
                write!(f, "another turn e.g. {turn} scores {} above the answer", said(*value))?;
                match answer {
                    Some(a) => write!(f, "'s {}", said(*a)),
                    None => Ok(()),
                }
            }
            Doubt::Rival { turn, value, answer, margin, cap } => {
                let threshold = (answer - margin).min(*cap);
                let scores = value.map_or(format!("at least {threshold}"), said);
                match *value {
                    Some(v) if v < threshold => write!(
                        f,
                        "another turn e.g. {turn} reaches {threshold} by the null-window test of the answer's \
                         {}, though a full-window search scores it {scores}",
                        said(*answer)
                    ),
                    Some(v) if v < answer - margin => {
                        write!(f, "another turn e.g. {turn} scores {scores}, at or above {cap}: the solver wins anyway")
                    }
                    _ => write!(
                        f,
                        "another turn e.g. {turn} scores {scores} within {margin} of the answer's {}",
                        said(*answer)
                    ),
                }
            }
            Doubt::Unclean => write!(f, "the answer leaves the opponent a choice inside the turn"),
            Doubt::Unreadable(e) => write!(f, "the puzzle cannot be read: {e}"),
            Doubt::CoinFlip { turns } => coin_flip(f, *turns),
        }
    }
}

/// The deeper judge on one turn of the solver's: in `pos`, the turn reaching `answer` must
/// be the best at `factor` times the judge's budget, every other must stay `margin` below
/// it and below `cap`, and the best must not be lost.
fn holds<G: Surveyed>(
    game: GameKind,
    pos: &G::Position,
    answer: &G::Position,
    standard: &Standard,
    factor: u64,
) -> Result<(), Doubt> {
    let ai = standard.deep_judge(factor);
    let survey = G::survey(pos, &ai, &|best| standard.threshold(best)).ok_or(Doubt::Unsurveyed)?;
    let name = |p: &G::Position| G::turns_reaching(pos, p).first().map_or_else(|| "?".to_string(), ToString::to_string);
    if survey.value <= standard.lost(game) {
        return Err(Doubt::Lost { value: survey.value });
    }
    if survey.best != *answer {
        let answer = G::values(pos, &ai, survey.depth, std::slice::from_ref(answer)).into_iter().next().flatten();
        return Err(Doubt::Prefers { turn: name(&survey.best), value: survey.value, answer });
    }
    if let Some(rival) = survey.rivals.first() {
        let value = G::values(pos, &ai, survey.depth, std::slice::from_ref(rival)).into_iter().next().flatten();
        return Err(Doubt::Rival {
            turn: name(rival),
            value,
            answer: survey.value,
            margin: standard.margin,
            cap: standard.cap,
        });
    }
    if !survey.clean {
        return Err(Doubt::Unclean);
    }
    Ok(())
}

/// A quick look before the analysis, so that the generator spends the judge's budget
/// on few positions: a search of a twentieth of the budget finds at most two options
/// within half the margin of its best. Only the generator asks; a stored puzzle is judged
/// by the analysis alone.
fn promising<G: Surveyed>(pos: &G::Position, standard: &Standard) -> bool {
    let budget = Budget { nodes: standard.budget.nodes / 20, ..standard.budget };
    let ai = Ai { budget, ..standard.judge() };
    let threshold = |best: i32| (best - standard.margin / 2).min(standard.cap + standard.margin / 2);
    G::survey(pos, &ai, &threshold).is_some_and(|s| s.rivals.len() <= 2)
}

/// The shallowest search that chooses `target` in `pos`, up to `deepest` turns.
fn depth_needed<G: Surveyed>(pos: &G::Position, target: &G::Position, standard: &Standard, deepest: u32) -> u32 {
    (1..=deepest)
        .find(|&d| {
            let budget = Budget { depth: d, min_depth: d, nodes: u64::MAX, ..standard.budget };
            let ai = Ai { budget, ..standard.judge() };
            G::choice(pos, &ai) == [target.clone()]
        })
        .unwrap_or(deepest)
}

/// What a position is worth as a puzzle, everything but its id and source: the line, the
/// level and depth, the themes. `None` when no turn stands out, or the first turn's
/// position is already over. `max_turns` bounds the solver's turns.
pub fn analyse<G: Surveyed + Themed>(
    game: GameKind,
    pos: &G::Position,
    standard: &Standard,
    max_turns: usize,
) -> Option<Puzzle> {
    analyse_from::<G>(game, pos, standard, max_turns, Level::Beginner)
}

/// The weakest level whose choice in `pos` is `first` (the expert's when none is).
fn level_of<G: Surveyed>(pos: &G::Position, first: &G::Position) -> Level {
    Level::ALL
        .into_iter()
        .find(|&l| G::choice(pos, &Ai::new(l, LEVEL_SEED)) == [first.clone()])
        .unwrap_or(Level::Expert)
}

/// [`analyse`], for puzzles of `min_level` or harder only: the level is found before the
/// deeper judge and the line, so an easier position costs the judge's search alone. The
/// puzzles it gives are [`analyse`]'s.
fn analyse_from<G: Surveyed + Themed>(
    game: GameKind,
    pos: &G::Position,
    standard: &Standard,
    max_turns: usize,
    min_level: Level,
) -> Option<Puzzle> {
    // Before any search: a coin flip is refused at the cost of listing the turns.
    if G::result(pos).is_some() || standard.too_few_turns::<G>(pos).is_some() {
        return None;
    }
    let (first, deepest) = judged::<G>(pos, standard)?;
    let level = level_of::<G>(pos, &first);
    if level < min_level {
        return None;
    }
    holds::<G>(game, pos, &first, standard, standard.deeper(game)).ok()?;
    let firsts = G::turns_reaching(pos, &first);
    let mut line = vec![firsts.first()?.clone()];
    let mut positions = vec![pos.clone(), first.clone()];
    let mut here = first.clone();
    while line.len().div_ceil(2) < max_turns && G::result(&here).is_none() {
        // The opponent's best reply, when it leaves the solver nothing to choose inside it.
        let [reply] = &G::choice(&here, &standard.judge())[..] else { break };
        if G::result(reply).is_some() {
            break;
        }
        let Some((next, _)) = standout::<G>(game, reply, standard) else { break };
        let (Some(reply_turn), Some(next_turn)) =
            (G::turns_reaching(&here, reply).into_iter().next(), G::turns_reaching(reply, &next).into_iter().next())
        else {
            break;
        };
        line.extend([reply_turn, next_turn]);
        positions.extend([reply.clone(), next.clone()]);
        here = next;
    }
    let depth = depth_needed::<G>(pos, &first, standard, deepest);
    let turns = line.len().div_ceil(2);
    Some(Puzzle {
        id: String::new(),
        game,
        rating: rating(level, depth, turns),
        level,
        depth,
        themes: G::themes(&positions, &line),
        position: pos.to_string(),
        line: line.iter().map(ToString::to_string).collect(),
        also: firsts[1..].iter().map(ToString::to_string).collect(),
        source: Source { seed: 0, game: 0, turn: 0, white: Level::Beginner, black: Level::Beginner },
    })
}

/// How the generator samples games.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a> {
    /// The game and variant.
    pub game: GameKind,
    /// Puzzles wanted.
    pub count: usize,
    /// Makes the whole run reproducible.
    pub seed: u64,
    /// The first id's number (ids are `<game>-<number>`, four digits).
    pub first_id: usize,
    /// The levels that play the games, White's and Black's each drawn from these
    /// ([`PLAYERS`] unless stronger games are wanted: harder puzzles).
    pub players: &'a [Level],
    /// Only puzzles of this level or harder are kept (the beginner's: all).
    pub min_level: Level,
}

/// Turns played before positions are looked at: openings are quiet.
const SKIP_TURNS: u32 = 6;
/// A game longer than this is abandoned.
const MAX_TURNS: u32 = 160;
/// The levels that play the games: the expert judges the positions; the levels below it
/// make the mistakes that leave a decisive turn on the board, and play fast.
pub const PLAYERS: [Level; 3] = [Level::Beginner, Level::Casual, Level::Club];
/// At most this many puzzles come from one game, so the set is not one game's story.
const PER_GAME: usize = 4;
/// One position in this many is looked at (the others are only played through).
const SAMPLE: usize = 1;

fn mine_game<G: Surveyed + Themed>(
    run: Run,
    start: G::Position,
    standard: &Standard,
    found: &mut dyn FnMut(Puzzle),
) -> usize {
    let mut rng = Rng::new(run.seed);
    let mut seen = std::collections::HashSet::new();
    let mut count = 0;
    let name = match run.game {
        GameKind::Gipf(_) => "gipf",
        GameKind::Emergo => "emergo",
    };
    for game in 0u32.. {
        if count >= run.count {
            break;
        }
        let players = if run.players.is_empty() { &PLAYERS[..] } else { run.players };
        let (white, black) = (players[rng.below(players.len())], players[rng.below(players.len())]);
        let mut pos = start.clone();
        let mut from_game = 0;
        for turn in 0..MAX_TURNS {
            if G::result(&pos).is_some() || count >= run.count {
                break;
            }
            let look = turn >= SKIP_TURNS && from_game < PER_GAME && rng.below(SAMPLE) == 0;
            // The turn count first: it is the cheapest test, and a coin flip is never a puzzle.
            if look
                && seen.insert(pos.clone())
                && standard.too_few_turns::<G>(&pos).is_none()
                && promising::<G>(&pos, standard)
            {
                if let Some(mut puzzle) = analyse_from::<G>(run.game, &pos, standard, standard.turns, run.min_level) {
                    puzzle.id = format!("{name}-{:04}", run.first_id + count);
                    puzzle.source = Source { seed: run.seed, game, turn, white, black };
                    found(puzzle);
                    count += 1;
                    from_game += 1;
                }
            }
            let level = if G::side_to_move(&pos) == crate::Color::White { white } else { black };
            let seed = mix(run.seed ^ mix(u64::from(game) << 16 | u64::from(turn)));
            let Some(next) = G::choice(&pos, &Ai::new(level, seed)).into_iter().next() else { break };
            pos = next;
        }
    }
    count
}

/// Why a stored puzzle failed the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// Its position cannot be read.
    Position(String),
    /// No turn stands out there any more (the search or the rules changed).
    NoStandout,
    /// The position offers this many legal turns, fewer than [`Standard::min_first_turns`].
    CoinFlip(usize),
    /// The analysis gives another puzzle: the field that differs, stored and found.
    Differs(&'static str, String, String),
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Position(e) => write!(f, "the position cannot be read: {e}"),
            CheckError::NoStandout => write!(f, "no turn stands out in the position"),
            CheckError::CoinFlip(turns) => coin_flip(f, *turns),
            CheckError::Differs(field, stored, found) => {
                write!(f, "the {field} is {stored:?} but the analysis finds {found:?}")
            }
        }
    }
}

/// The puzzle the analysis finds in a stored puzzle's position, with its id and source.
fn again<G: Surveyed + Themed>(puzzle: &Puzzle, standard: &Standard) -> Result<Puzzle, CheckError> {
    let pos: G::Position = puzzle.position.parse().map_err(|e| CheckError::Position(format!("{e}")))?;
    // Named apart from "no turn stands out", which the analysis alone would say.
    if let Some(turns) = standard.too_few_turns::<G>(&pos) {
        return Err(CheckError::CoinFlip(turns));
    }
    let found = analyse::<G>(puzzle.game, &pos, standard, puzzle.turns()).ok_or(CheckError::NoStandout)?;
    Ok(Puzzle { id: puzzle.id.clone(), source: puzzle.source, ..found })
}

fn check_game<G: Surveyed + Themed>(puzzle: &Puzzle, standard: &Standard) -> Result<(), CheckError> {
    let found = again::<G>(puzzle, standard)?;
    let differs = |field, a: String, b: String| if a == b { Ok(()) } else { Err(CheckError::Differs(field, a, b)) };
    differs("line", puzzle.line.join(" "), found.line.join(" "))?;
    differs("also", puzzle.also.join(" "), found.also.join(" "))?;
    differs("level", puzzle.level.name().to_string(), found.level.name().to_string())?;
    differs("depth", puzzle.depth.to_string(), found.depth.to_string())?;
    differs("rating", puzzle.rating.to_string(), found.rating.to_string())?;
    let names = |p: &Puzzle| p.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(",");
    differs("themes", names(puzzle), names(&found))
}

/// Plays seeded games between the levels and calls `found` with each puzzle, until
/// `run.count` are found; the same run finds the same puzzles. Returns how many.
pub fn mine(run: Run, standard: &Standard, found: &mut dyn FnMut(Puzzle)) -> usize {
    match run.game {
        GameKind::Gipf(variant) => mine_game::<Gipf>(run, GipfPosition::start(variant), standard, found),
        GameKind::Emergo => mine_game::<Emergo>(run, EmergoPosition::start(), standard, found),
    }
}

/// The stored puzzle as the analysis finds it now, with its id and source: its line is
/// shortened where a later turn of the solver's no longer stands out (never lengthened).
/// An error when the first turn no longer stands out: the puzzle is to be dropped.
pub fn refresh(puzzle: &Puzzle, standard: &Standard) -> Result<Puzzle, CheckError> {
    match puzzle.game {
        GameKind::Gipf(_) => again::<Gipf>(puzzle, standard),
        GameKind::Emergo => again::<Emergo>(puzzle, standard),
    }
}

/// Re-verifies `puzzle` against the search: the same unique first turn, the same scripted
/// replies, the same level, depth, rating and themes.
pub fn check(puzzle: &Puzzle, standard: &Standard) -> Result<(), CheckError> {
    match puzzle.game {
        GameKind::Gipf(_) => check_game::<Gipf>(puzzle, standard),
        GameKind::Emergo => check_game::<Emergo>(puzzle, standard),
    }
}

/// Why a stored puzzle does not hold under the deeper judge: which of the solver's turns
/// (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsound {
    /// The solver's turn that does not hold, from 1.
    pub turn: usize,
    /// That turn as stored.
    pub answer: String,
    /// Why.
    pub doubt: Doubt,
}

impl std::fmt::Display for Unsound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.turn > 1 {
            write!(f, "the solver's turn {} ({}): ", self.turn, self.answer)?;
        }
        write!(f, "{}", self.doubt)
    }
}

fn verify_game<G: Surveyed>(puzzle: &Puzzle, standard: &Standard, factor: u64) -> Result<(), Unsound> {
    let unsound = |turn: usize, doubt| Unsound {
        turn,
        answer: puzzle.line.get(2 * (turn - 1)).cloned().unwrap_or_default(),
        doubt,
    };
    let mut pos: G::Position = puzzle.position.parse().map_err(|e| unsound(1, Doubt::Unreadable(format!("{e}"))))?;
    // The puzzle's position only, as in the generator: a later turn of the solver's
    // continues a puzzle already worth solving, and may have few choices.
    if let Some(turns) = standard.too_few_turns::<G>(&pos) {
        return Err(unsound(1, Doubt::CoinFlip { turns }));
    }
    for (i, text) in puzzle.line.iter().enumerate() {
        let turn =
            G::parse_turn(&pos, text).map_err(|e| unsound(i / 2 + 1, Doubt::Unreadable(format!("{text}: {e}"))))?;
        let next = G::apply_unchecked(&pos, &turn);
        if i % 2 == 0 {
            holds::<G>(puzzle.game, &pos, &next, standard, factor).map_err(|doubt| unsound(i / 2 + 1, doubt))?;
        }
        pos = next;
    }
    Ok(())
}

/// The deeper judge on a stored puzzle: its position must offer at least
/// [`Standard::min_first_turns`] legal turns, and each of the solver's turns in its line
/// must be the best by the standard's margin, below its cap and not lost, at `factor`
/// times the judge's budget (the standard's own factor for the game is
/// [`Standard::deeper`]).
pub fn verify(puzzle: &Puzzle, standard: &Standard, factor: u64) -> Result<(), Unsound> {
    match puzzle.game {
        GameKind::Gipf(_) => verify_game::<Gipf>(puzzle, standard, factor),
        GameKind::Emergo => verify_game::<Emergo>(puzzle, standard, factor),
    }
}
