//! The searcher shared by both games: negamax alpha-beta with iterative deepening, a
//! transposition table kept between searches ([`Memory`]), and a work budget.
//!
//! A node's children are *groups* of positions: the mover picks a group, then the
//! opponent picks a position inside it. In Emergo every group holds one position; in GIPF a
//! group is one choice of the mover's half of a turn (pre-push removals, push, own
//! removals) and its positions are the opponent's step-4 removal choices. So the opponent's
//! removals are searched as his decisions, never as the mover's.
//!
//! The current engine adds to the plain alpha-beta of the baseline (kept as the yardstick,
//! [`Engine::Baseline`]): principal variation search, aspiration windows at the root,
//! killer and history move ordering, late move reductions, and a two-slot table bucket that
//! keeps the deepest entry. Each was measured against the baseline (`docs/ai.md`).
//!
//! In a game with a repetition rule (Emergo's draw by the third occurrence of a position),
//! the current engine also sees repetition, once the caller has handed it the game so far
//! ([`Searcher::in_game`]): see [`Searcher::repeats`] for the rule it applies and how its
//! path-dependent draws are kept out of the table, and [`Searcher::draw`] for what a draw
//! is worth to it in a game.

use std::hash::{Hash, Hasher};

use super::{Ai, Budget, Clock, Engine};
use crate::random::{mix, Rng};
use crate::{Color, GameResult};

/// A score beyond any evaluation: a won position, less the plies it takes to win.
pub(crate) const WIN: i32 = 1_000_000;
const INFINITY: i32 = WIN + 1;
/// Scores this close to [`WIN`] are wins or losses found by the search.
pub const DECIDED: i32 = WIN - 10_000;
/// The root's first window around the previous iteration's score (hundredths of a piece).
const ASPIRATION: i32 = 60;
/// What a draw costs the side the search decides for, in a game, when it does not stand
/// worse (hundredths of a piece): see [`Searcher::draw`].
const CONTEMPT: i32 = 50;

/// What the searcher needs from a game.
pub(crate) trait Searchable {
    type Pos: Copy + Eq + Hash;

    /// The result when the game is over by the rules, found without generating moves.
    fn result(pos: &Self::Pos) -> Option<GameResult>;
    fn side(pos: &Self::Pos) -> Color;
    /// The static value for the side to move, in hundredths of a piece.
    fn evaluate(pos: &Self::Pos, engine: Engine) -> i32;
    /// The mover's options as groups (module doc). None at all means no legal move: a draw.
    fn children(pos: &Self::Pos, out: &mut Groups<Self::Pos>);
    /// Whether the position is too unsettled to evaluate (an Emergo capture is due): the
    /// search goes on through every move.
    fn forcing(_pos: &Self::Pos) -> bool {
        false
    }
    /// Whether the side to move may be able to win material now (a GIPF row it could
    /// complete): the current engine then searches on through the moves that do
    /// ([`Searchable::noisy`]), or stands on the evaluation if none is better.
    fn tactical(_pos: &Self::Pos) -> bool {
        false
    }
    /// Whether going from `parent` to `child` changed the material (a row was taken).
    fn noisy(_parent: &Self::Pos, _child: &Self::Pos) -> bool {
        false
    }
    /// Whether the side to move has no legal move, a draw: asked of a position at the
    /// depth limit, where the current engine would otherwise evaluate it (inside the
    /// tree an empty list of children says it).
    fn stuck(_pos: &Self::Pos) -> bool {
        false
    }
    /// Whether the game is drawn when a position occurs for the third time (rules §2.7 for
    /// Emergo; GIPF has no such rule, §1.4).
    const REPETITION_DRAWS: bool = false;
}

/// Groups of positions stored flat: group `i` is `positions[ends[i-1]..ends[i]]`, made by
/// the move `ids[i]` (a small number naming the move across positions, for the history and
/// killer tables; 0 when unnamed).
pub(crate) struct Groups<P> {
    positions: Vec<P>,
    ends: Vec<usize>,
    ids: Vec<u16>,
}

impl<P: Copy + Eq> Groups<P> {
    pub fn new() -> Self {
        Groups { positions: Vec::new(), ends: Vec::new(), ids: Vec::new() }
    }

    /// Adds one position to the group being built.
    pub fn add(&mut self, pos: P) {
        self.positions.push(pos);
    }

    /// Closes the group being built, made by move `id`, without repeats (groups are small);
    /// an empty one is dropped.
    pub fn close(&mut self, id: u16) {
        let start = self.ends.last().copied().unwrap_or(0);
        let mut end = start;
        for i in start..self.positions.len() {
            if !self.positions[start..end].contains(&self.positions[i]) {
                self.positions[end] = self.positions[i];
                end += 1;
            }
        }
        self.positions.truncate(end);
        if end > start {
            self.ends.push(end);
            self.ids.push(id);
        }
    }

    /// Adds a group of one position, made by move `id`.
    pub fn single(&mut self, pos: P, id: u16) {
        self.positions.push(pos);
        self.ends.push(self.positions.len());
        self.ids.push(id);
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn get(&self, i: usize) -> &[P] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.positions[start..self.ends[i]]
    }

    fn id(&self, i: usize) -> u16 {
        self.ids[i]
    }
}

/// FxHash: a fast, fixed (hence deterministic) hash for transposition keys.
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        mix(self.0)
    }
}

pub(crate) fn hash_of<P: Hash>(pos: &P) -> u64 {
    let mut h = FxHasher(0);
    pos.hash(&mut h);
    h.finish()
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: i8,
    bound: Bound,
    /// The best group's index at this node, for move ordering and the principal line.
    best: u16,
    /// The search that stored it: entries of earlier searches give way first.
    age: u8,
}

#[derive(Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// What the computer learned in earlier searches: a transposition table. Kept between the
/// decisions of one game (one per game in the app's worker), so each search starts from
/// what the last one found.
pub struct Memory {
    table: Vec<Entry>,
    /// Counts searches, so that stale entries are replaced first.
    age: u8,
}

impl Memory {
    /// A table of 2^20 entries (24 MB natively and in wasm).
    pub fn new() -> Memory {
        Memory::with_entries(1 << 20)
    }

    /// A table of `entries` entries, rounded up to a power of two.
    fn with_entries(entries: usize) -> Memory {
        Memory { table: vec![Entry::default(); entries.next_power_of_two().max(2)], age: 0 }
    }

    /// A table for a single decision, sized by the budget's node count (as the baseline's
    /// always was).
    pub fn for_budget(budget: &Budget) -> Memory {
        Memory::with_entries(budget.nodes.saturating_mul(2).clamp(1 << 10, 1 << 18) as usize)
    }

    /// The entry stored for `key`, if any. The baseline had one slot per key; the current
    /// engine looks in a bucket of two.
    fn probe(&self, key: u64, engine: Engine) -> Option<Entry> {
        let mask = self.table.len() - 1;
        let slot = (key as usize) & mask;
        match engine {
            Engine::Baseline => Some(self.table[slot]).filter(|e| e.key == key),
            Engine::Current => {
                let first = slot & !1;
                self.table[first..first + 2].iter().copied().find(|e| e.key == key)
            }
        }
    }

    /// Stores `entry`. The current engine keeps the deeper of the bucket's first slot and
    /// always writes the second, so deep results survive floods of shallow ones.
    fn store(&mut self, entry: Entry, engine: Engine) {
        let mask = self.table.len() - 1;
        let slot = (entry.key as usize) & mask;
        let at = match engine {
            Engine::Baseline => slot,
            Engine::Current => {
                let first = slot & !1;
                let keep = self.table[first];
                if keep.key == entry.key || keep.age != entry.age || entry.depth >= keep.depth {
                    first
                } else {
                    first + 1
                }
            }
        };
        self.table[at] = entry;
    }
}

impl Default for Memory {
    fn default() -> Memory {
        Memory::new()
    }
}

/// What a search did, for speed figures, the docs and the analysis.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Positions visited.
    pub nodes: u64,
    /// The deepest iteration completed, in turns.
    pub depth: u32,
    /// The chosen option's score for the decider, hundredths of a piece (±1 000 000 less
    /// the plies to get there: a won or lost game).
    pub score: i32,
    /// The principal variation in notation: what the decider plays now, then one entry per
    /// following turn (GIPF: that turn's mover's decisions joined by spaces; Emergo: the
    /// move). Filled by the games' `choose`.
    pub line: Vec<String>,
}

/// What one iteration at the root found.
#[derive(Clone, Copy)]
struct Found {
    /// The best option.
    index: usize,
    /// Its value for the decider.
    value: i32,
    /// Whether every option was searched (else the time ran out after some).
    complete: bool,
}

/// Killer moves remembered per ply.
const KILLERS: usize = 2;
/// History scores are kept per move id modulo this.
const HISTORY: usize = 4096;

pub(crate) struct Searcher<'a, 'm, G: Searchable> {
    budget: Budget,
    engine: Engine,
    seed: u64,
    /// Search a single option too ([`Ai::score_forced`]).
    score_forced: bool,
    clock: Option<Clock<'a>>,
    started_ms: f64,
    nodes: u64,
    /// Set when the budget ran out: every value computed since is meaningless.
    aborted: bool,
    /// Extensions stop at this ply.
    max_ply: u32,
    memory: &'m mut Memory,
    /// Per ply, the last moves that caused a cut-off (current engine only).
    killers: Vec<[u16; KILLERS]>,
    /// Per move id, how often (weighted by depth²) it caused a cut-off.
    history: Vec<u32>,
    /// Whether repetition is seen ([`Searcher::in_game`]).
    repetition: bool,
    /// The keys of the positions from the root down to the node being searched.
    path: Vec<u64>,
    /// The keys of the positions the game went through at least twice before the root,
    /// sorted: a third occurrence is a draw.
    twice: Vec<u64>,
    /// What a draw is worth less than level to `root_side` ([`Searcher::draw`]): 0 unless
    /// the search is in a game and that side does not stand worse at the root.
    contempt: i32,
    /// The side the search decides for (the side to move at the root, in a game).
    root_side: Color,
    /// Whether the value the last search of a node returned depends on the path to it
    /// (a repetition below it counted as a draw): such values stay out of the table.
    path_dependent: bool,
    _game: std::marker::PhantomData<G>,
}

impl<'a, 'm, G: Searchable> Searcher<'a, 'm, G> {
    pub fn new(ai: &Ai<'a>, memory: &'m mut Memory) -> Self {
        let started_ms = ai.clock.as_ref().map_or(0.0, |c| (c.now_ms)());
        memory.age = memory.age.wrapping_add(1);
        Searcher {
            budget: ai.budget,
            engine: ai.engine,
            seed: ai.seed,
            score_forced: ai.score_forced,
            clock: ai.clock,
            started_ms,
            nodes: 0,
            aborted: false,
            max_ply: 0,
            memory,
            killers: Vec::new(),
            history: vec![0; HISTORY],
            repetition: false,
            path: Vec::new(),
            twice: Vec::new(),
            contempt: 0,
            root_side: Color::White,
            path_dependent: false,
            _game: std::marker::PhantomData,
        }
    }

    /// Makes the current engine see the game's repetition rule, if it has one: `past` are
    /// the positions the game went through before `root`, the position searched from,
    /// oldest first; in such a game it also gives draws a contempt ([`Searcher::draw`]).
    /// The baseline, the frozen yardstick, never saw repetition and still does not.
    pub fn in_game(&mut self, past: &[G::Pos], root: &G::Pos) {
        self.repetition = G::REPETITION_DRAWS && self.modern();
        if !self.repetition {
            return;
        }
        let mut keys: Vec<u64> = past.iter().map(hash_of).collect();
        keys.sort_unstable();
        self.twice = keys.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]).collect();
        self.twice.dedup();
        self.path = vec![hash_of(root)];
        self.root_side = G::side(root);
        // Analysis (which scores for a person, `score_forced`) weighs a draw as the level it is.
        self.contempt = if !self.score_forced && G::evaluate(root, self.engine) >= 0 { CONTEMPT } else { 0 };
    }

    /// The value of a drawn position (repetition, no legal move) for its side to move
    /// `side`. By the rules a draw is level, 0, and that is what it scores outside a game
    /// (a puzzle, a study), in analysis, and when the root's side stands worse by the static
    /// evaluation: a draw is then a gain worth seeking. But a side that stands level or better expects more from
    /// playing on than the draw a repetition settles for, most of all against a weaker
    /// opponent (the usual one): so in a game, from such a root, a draw scores
    /// [`CONTEMPT`] below level for the root's side and as much above for the other (the
    /// usual "contempt" of chess programs). The computer then plays on rather than repeat
    /// whenever it has a move within that margin of level, and still takes a repetition
    /// that saves a game it would lose. Since the value depends on who is asking, a
    /// draw with contempt is kept out of the table like a repetition (`path_dependent`).
    fn draw(&mut self, side: Color) -> i32 {
        if self.contempt == 0 {
            return 0;
        }
        self.path_dependent = true;
        if side == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Whether reaching the position of `key` at a node below the root is a draw by
    /// repetition. Two cases:
    /// - it occurred twice before the root: this is its third occurrence, a draw by the
    ///   rules;
    /// - it is on the path from the root (the root included): the line went round a cycle.
    ///   Only the third occurrence is a draw by the rules, but going round a cycle gains
    ///   nothing a player could not have had the first time (the position, and so every
    ///   option in it, is the same), while the player content with a draw can go round it
    ///   again. So the second visit scores what going on round would: a draw. This is the
    ///   usual rule of chess programs; without it the search would have to look two cycles
    ///   deep to see a draw that either side can force.
    ///
    /// A position that occurred once before the root and not on the path is not a draw
    /// yet: only going back to it again (which the path then shows) is.
    ///
    /// The draw scores as every draw does ([`Searcher::draw`]: 0, less a contempt for a root
    /// side that does not stand worse), so a side that stands better avoids the repetition
    /// and a side that stands worse seeks it. Such a score depends on the path, not on the
    /// position alone: it, and every value that rests on it, is kept out of the table
    /// (`path_dependent`), so a draw found along one line is never read back as the value
    /// of the position along another, nor in a later decision. (The reverse, a stored value read back at a node whose subtree would
    /// now repeat, is accepted, as in every searcher with a table.)
    fn repeats(&self, key: u64) -> bool {
        self.path.contains(&key) || self.twice.binary_search(&key).is_ok()
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn modern(&self) -> bool {
        self.engine == Engine::Current
    }

    /// The time limit that applies, if any: the level's (when a clock is given) or the
    /// caller's, whichever is shorter.
    fn time_limit(&self) -> Option<f64> {
        let clock = self.clock.as_ref()?;
        Some(self.budget.time_ms.map_or(clock.limit_ms, |t| t.min(clock.limit_ms)))
    }

    fn elapsed(&self) -> f64 {
        self.clock.as_ref().map_or(0.0, |c| (c.now_ms)() - self.started_ms)
    }

    /// The index of the best of `options` for `decider`, searched by iterative deepening
    /// within the budget. Each option is a group as in the module doc; a group whose
    /// positions have `decider` to move (his own step-4 choices) is his to pick from.
    pub fn choose(&mut self, options: &Groups<G::Pos>, decider: Color) -> (usize, Report) {
        let mut order: Vec<usize> = (0..options.len()).collect();
        Rng::new(self.seed ^ 0x5eed).shuffle(&mut order);
        let mut best = (order.first().copied().unwrap_or(0), 0);
        let mut depth_done = 0;
        if options.len() > 1 || (self.score_forced && options.len() == 1) {
            for depth in 1..=self.budget.depth {
                self.max_ply = depth + self.budget.extension;
                let Some(found) = self.root(options, &order, depth, best.1, decider) else { break };
                best = (found.index, found.value);
                // The best first next time; the others keep their (shuffled) order.
                if let Some(at) = order.iter().position(|&o| o == found.index) {
                    order[..=at].rotate_right(1);
                }
                if !found.complete {
                    break;
                }
                depth_done = depth;
                if found.value.abs() >= DECIDED {
                    break;
                }
            }
        }
        (best.0, Report { nodes: self.nodes, depth: depth_done, score: best.1, line: Vec::new() })
    }

    /// The options other than `best` whose value for `decider`, searched `depth` turns deep,
    /// reaches `threshold`: each is only tested against it with a null window, which is
    /// what makes asking "is the best the only good option?" cheap. `None` if the budget ran
    /// out first.
    pub fn reaching(
        &mut self,
        options: &Groups<G::Pos>,
        decider: Color,
        depth: u32,
        threshold: i32,
        best: usize,
    ) -> Option<Vec<usize>> {
        self.max_ply = depth + self.budget.extension;
        let mut found = Vec::new();
        for i in (0..options.len()).filter(|&i| i != best) {
            let value = self.group_value(options.get(i), depth.saturating_sub(1), threshold - 1, threshold, 1, decider);
            if self.aborted {
                return None;
            }
            if value >= threshold {
                found.push(i);
            }
        }
        Some(found)
    }

    /// The value for `decider` of option `index`, searched `depth` turns deep with a full
    /// window: what a rival of the best is really worth, when the test of
    /// [`Searcher::reaching`] only says it reaches a threshold. `None` if the budget ran out.
    pub fn value(&mut self, options: &Groups<G::Pos>, decider: Color, depth: u32, index: usize) -> Option<i32> {
        self.max_ply = depth + self.budget.extension;
        let value = self.group_value(options.get(index), depth.saturating_sub(1), -INFINITY, INFINITY, 1, decider);
        (!self.aborted).then_some(value)
    }

    /// One iteration at the root: the best option and its value. The current engine
    /// searches a window around the last iteration's score first, and everything after the
    /// first option with a null window. `None` if the budget ran out first, except that a
    /// timed search of the current engine keeps what the abandoned iteration found
    /// ([`Searcher::uses_partial`]).
    fn root(
        &mut self,
        options: &Groups<G::Pos>,
        order: &[usize],
        depth: u32,
        last: i32,
        decider: Color,
    ) -> Option<Found> {
        let mut window = if self.modern() && depth >= 3 && last.abs() < DECIDED {
            (last - ASPIRATION, last + ASPIRATION)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let (lo, hi) = window;
            let mut alpha = lo;
            let mut found: Option<Found> = None;
            for (n, &i) in order.iter().enumerate() {
                let group = options.get(i);
                let value = if n == 0 || !self.modern() {
                    self.group_value(group, depth - 1, alpha, hi, 1, decider)
                } else {
                    let probe = self.group_value(group, depth - 1, alpha, alpha + 1, 1, decider);
                    if probe > alpha && probe < hi && !self.aborted {
                        self.group_value(group, depth - 1, alpha, hi, 1, decider)
                    } else {
                        probe
                    }
                };
                if self.aborted {
                    // The first option searched is the last iteration's best: an option
                    // found is that one or one proven better than it at this depth. A
                    // first option that failed low is only known to be worse than before,
                    // so its bound replaces no score.
                    return found
                        .filter(|f| self.uses_partial() && (f.index != order[0] || f.value > lo))
                        .map(|f| Found { complete: false, ..f });
                }
                if found.is_none() || value > alpha {
                    found = Some(Found { index: i, value, complete: true });
                    alpha = alpha.max(value);
                }
                if alpha >= hi {
                    break;
                }
            }
            let found = found?;
            if (found.value <= lo && lo > -INFINITY) || (found.value >= hi && hi < INFINITY) {
                window = (-INFINITY, INFINITY);
                continue;
            }
            return Some(found);
        }
    }

    /// Whether an iteration abandoned at the time limit still counts for what it found.
    /// Only a timed search of the current engine: it begins every iteration it has time
    /// for and stops at the limit, so it uses the whole of its time, where stopping after
    /// an iteration that would not finish left about half of it unused. The levels counted
    /// in nodes keep their abandoned iterations out, as before (their choices are part of
    /// the stored puzzles and tests), and so does the baseline.
    fn uses_partial(&self) -> bool {
        self.modern() && self.budget.time_ms.is_some() && self.clock.is_some()
    }

    /// Whether the search must stop: never before `min_depth` is complete, so that every
    /// level sees immediate wins and losses.
    fn out_of_budget(&mut self) -> bool {
        if self.max_ply <= self.budget.min_depth + self.budget.extension {
            return false;
        }
        let timed = self.budget.time_ms.is_some() && self.clock.is_some();
        if !timed && self.nodes >= self.budget.nodes {
            return true;
        }
        match self.time_limit() {
            Some(limit) if self.nodes.is_multiple_of(256) => self.elapsed() >= limit,
            _ => false,
        }
    }

    /// The group's value for `perspective`: his own pick if the positions are his to move,
    /// else the opponent's best reply among them, negated.
    fn group_value(
        &mut self,
        group: &[G::Pos],
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
        perspective: Color,
    ) -> i32 {
        let own = group.first().is_some_and(|p| G::side(p) == perspective);
        let (lo, hi) = if own { (alpha, beta) } else { (-beta, -alpha) };
        let mut best = -INFINITY;
        let mut dependent = false;
        for pos in group {
            let value = self.negamax(pos, depth, lo.max(best), hi, ply);
            if self.aborted {
                return 0;
            }
            dependent |= self.path_dependent;
            best = best.max(value);
            if best >= hi {
                break;
            }
        }
        self.path_dependent = dependent;
        if own {
            best
        } else {
            -best
        }
    }

    fn evaluate(&self, pos: &G::Pos) -> i32 {
        let value = G::evaluate(pos, self.engine);
        let noise = self.budget.noise;
        if noise == 0 {
            return value;
        }
        // The same position always gets the same noise, so the search stays consistent.
        let r = mix(hash_of(pos) ^ self.seed) % (2 * noise as u64 + 1);
        value + r as i32 - noise
    }

    /// The best option the table remembers for `pos`, an index into its children: how the
    /// games follow the principal line.
    pub fn remembered_best(&self, pos: &G::Pos) -> Option<usize> {
        self.memory.probe(hash_of(pos), self.engine).map(|e| usize::from(e.best))
    }

    fn negamax(&mut self, pos: &G::Pos, depth: u32, alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        self.path_dependent = false;
        if self.out_of_budget() {
            self.aborted = true;
            return 0;
        }
        if let Some(result) = G::result(pos) {
            return match result.winner {
                None => self.draw(G::side(pos)),
                Some(w) if w == G::side(pos) => WIN - ply as i32,
                Some(_) => ply as i32 - WIN,
            };
        }
        // Hashed before the depth test only where repetition is seen: a leaf may repeat too.
        let key = self.repetition.then(|| hash_of(pos));
        if key.is_some_and(|key| self.repeats(key)) {
            self.path_dependent = true;
            return self.draw(G::side(pos));
        }
        if depth == 0 && !(ply < self.max_ply && G::forcing(pos)) {
            // The baseline evaluated a position without a move like any other.
            if self.modern() && G::stuck(pos) {
                return self.draw(G::side(pos));
            }
            if self.modern() && ply < self.max_ply && G::tactical(pos) {
                return self.quiesce(pos, alpha, beta, ply);
            }
            return self.evaluate(pos);
        }
        let key = key.unwrap_or_else(|| hash_of(pos));
        let mut hint = None;
        if let Some(entry) = self.memory.probe(key, self.engine) {
            hint = Some(usize::from(entry.best));
            if i32::from(entry.depth) >= depth as i32 {
                let value = from_table(entry.value, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if usable {
                    return value;
                }
            }
        }
        let mut children = Groups::new();
        G::children(pos, &mut children);
        if children.len() == 0 {
            return self.draw(G::side(pos));
        }
        if self.repetition {
            self.path.push(key);
        }
        let (best, best_index, dependent) = self.expand(&children, hint, depth, alpha, beta, ply, G::side(pos));
        if self.repetition {
            self.path.pop();
        }
        if self.aborted {
            return 0;
        }
        let bound = if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let entry = Entry {
            key,
            value: to_table(best, ply),
            // A value that rests on a draw by repetition holds on this path only: the
            // entry keeps the best option, for the order, and a depth no search accepts.
            depth: if dependent { -1 } else { depth.min(i8::MAX as u32) as i8 },
            bound,
            best: best_index.min(usize::from(u16::MAX)) as u16,
            age: self.memory.age,
        };
        self.memory.store(entry, self.engine);
        self.path_dependent = dependent;
        best
    }

    /// Searches the children of a node, in order: its value, the best child, and whether
    /// the value depends on the path (a cut-off rests on the child that made it, any other
    /// result on every child searched).
    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        children: &Groups<G::Pos>,
        hint: Option<usize>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        mover: Color,
    ) -> (i32, usize, bool) {
        let order = self.order(children, hint, depth, mover, ply);
        let mut best = -INFINITY;
        let mut best_index = 0;
        let mut dependent = false;
        let child_depth = depth.saturating_sub(1);
        for (n, &i) in order.iter().enumerate() {
            let group = children.get(i);
            let value = if n == 0 || !self.modern() {
                self.group_value(group, child_depth, alpha, beta, ply + 1, mover)
            } else {
                self.scout(
                    group,
                    n,
                    child_depth,
                    alpha,
                    beta,
                    ply,
                    mover,
                    Some(i) == hint || self.is_killer(children.id(i), ply),
                )
            };
            if self.aborted {
                break;
            }
            dependent |= self.path_dependent;
            if value > best {
                best = value;
                best_index = i;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                dependent = self.path_dependent;
                if self.modern() {
                    self.reward(children.id(i), depth, ply);
                }
                break;
            }
        }
        (best, best_index, dependent)
    }

    /// The value of a tactical position past the depth: the evaluation, unless one of the
    /// moves that take material does better (a quiescence search; GIPF rows need not be
    /// completed, so standing on the evaluation is always an option).
    fn quiesce(&mut self, pos: &G::Pos, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        let mut best = self.evaluate(pos);
        if best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        let mut children = Groups::new();
        G::children(pos, &mut children);
        let mover = G::side(pos);
        let mut dependent = false;
        for i in 0..children.len() {
            let group = children.get(i);
            if !group.first().is_some_and(|child| G::noisy(pos, child)) {
                continue;
            }
            let value = self.group_value(group, 0, alpha, beta, ply + 1, mover);
            if self.aborted {
                return 0;
            }
            dependent |= self.path_dependent;
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.path_dependent = dependent;
        best
    }

    /// A later child in principal variation search: first a null window (reduced by one
    /// turn when it comes late and nothing marks it as good), searched again in full only
    /// if it might beat the best so far.
    #[allow(clippy::too_many_arguments)]
    fn scout(
        &mut self,
        group: &[G::Pos],
        n: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
        mover: Color,
        marked: bool,
    ) -> i32 {
        let reduce = depth >= 2 && n >= 3 && !marked;
        let scout_depth = if reduce { depth - 1 } else { depth };
        let mut value = self.group_value(group, scout_depth, alpha, alpha + 1, ply + 1, mover);
        if value > alpha && reduce && !self.aborted {
            value = self.group_value(group, depth, alpha, alpha + 1, ply + 1, mover);
        }
        if value > alpha && value < beta && !self.aborted {
            value = self.group_value(group, depth, alpha, beta, ply + 1, mover);
        }
        value
    }

    fn is_killer(&self, id: u16, ply: u32) -> bool {
        id != 0 && self.killers.get(ply as usize).is_some_and(|k| k.contains(&id))
    }

    /// Remembers a move that caused a cut-off: as a killer at this ply, and in the history.
    fn reward(&mut self, id: u16, depth: u32, ply: u32) {
        if id == 0 {
            return;
        }
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [0; KILLERS]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != id {
            slot[1] = slot[0];
            slot[0] = id;
        }
        let h = &mut self.history[usize::from(id) % HISTORY];
        *h = h.saturating_add(depth * depth);
    }

    /// The order to search the groups in: the table's best first; then, in the current
    /// engine, the killers; then (where the subtree is deep enough to repay it) by the static
    /// value of each group's first position, else by history.
    fn order(&self, children: &Groups<G::Pos>, hint: Option<usize>, depth: u32, mover: Color, ply: u32) -> Vec<usize> {
        let modern = self.modern();
        let mut keyed: Vec<(i64, usize)> = (0..children.len())
            .map(|i| {
                let key = if Some(i) == hint {
                    i64::MAX
                } else if modern && self.is_killer(children.id(i), ply) {
                    i64::MAX - 1
                } else if depth >= 2 {
                    children.get(i).first().map_or(0, |p| {
                        let v = G::evaluate(p, self.engine);
                        i64::from(if G::side(p) == mover { v } else { -v })
                    })
                } else if modern {
                    i64::from(self.history[usize::from(children.id(i)) % HISTORY])
                } else {
                    0
                };
                (key, i)
            })
            .collect();
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        keyed.into_iter().map(|(_, i)| i).collect()
    }
}

/// Win scores are stored relative to the node, so that a table hit at another ply still
/// counts the plies to the win correctly.
fn to_table(value: i32, ply: u32) -> i32 {
    match value {
        v if v >= DECIDED => v + ply as i32,
        v if v <= -DECIDED => v - ply as i32,
        v => v,
    }
}

fn from_table(value: i32, ply: u32) -> i32 {
    match value {
        v if v >= DECIDED => v - ply as i32,
        v if v <= -DECIDED => v + ply as i32,
        v => v,
    }
}
