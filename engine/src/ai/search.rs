//! The searcher shared by both games: negamax alpha-beta with iterative deepening, a
//! transposition table, move ordering by static evaluation, and a work budget.
//!
//! A node's children are *groups* of positions: the mover picks a group, then the
//! opponent picks a position inside it. In Emergo every group holds one position; in GIPF a
//! group is one choice of the mover's half of a turn (pre-push removals, push, own
//! removals) and its positions are the opponent's step-4 removal choices. So the opponent's
//! removals are searched as his decisions, never as the mover's.

use std::hash::{Hash, Hasher};

use super::{Budget, Clock};
use crate::random::{mix, Rng};
use crate::{Color, GameResult};

/// A score beyond any evaluation: a won position, less the plies it takes to win.
pub(crate) const WIN: i32 = 1_000_000;
const INFINITY: i32 = WIN + 1;
/// Scores this close to [`WIN`] are wins or losses found by the search.
const DECIDED: i32 = WIN - 10_000;

/// What the searcher needs from a game.
pub(crate) trait Searchable {
    type Pos: Copy + Eq + Hash;

    /// The result when the game is over by the rules, found without generating moves.
    fn result(pos: &Self::Pos) -> Option<GameResult>;
    fn side(pos: &Self::Pos) -> Color;
    /// The static value for the side to move, in hundredths of a piece.
    fn evaluate(pos: &Self::Pos) -> i32;
    /// The mover's options as groups (module doc). None at all means no legal move: a draw.
    fn children(pos: &Self::Pos, out: &mut Groups<Self::Pos>);
    /// Whether the position is too unsettled to evaluate (an Emergo capture is due).
    fn forcing(_pos: &Self::Pos) -> bool {
        false
    }
}

/// Groups of positions stored flat: group `i` is `positions[ends[i-1]..ends[i]]`.
pub(crate) struct Groups<P> {
    positions: Vec<P>,
    ends: Vec<usize>,
}

impl<P: Copy + Eq> Groups<P> {
    pub fn new() -> Self {
        Groups { positions: Vec::new(), ends: Vec::new() }
    }

    /// Adds one position to the group being built.
    pub fn add(&mut self, pos: P) {
        self.positions.push(pos);
    }

    /// Closes the group being built, without repeats (groups are small); an empty one is
    /// dropped.
    pub fn close(&mut self) {
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
        }
    }

    /// Adds a group of one position.
    pub fn single(&mut self, pos: P) {
        self.positions.push(pos);
        self.ends.push(self.positions.len());
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn get(&self, i: usize) -> &[P] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.positions[start..self.ends[i]]
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
    /// The best group's index at this node, for move ordering.
    best: u16,
}

#[derive(Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// What a search did, for speed figures and the docs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Positions visited.
    pub nodes: u64,
    /// The deepest iteration completed, in turns.
    pub depth: u32,
    /// The chosen option's score for the decider, hundredths of a piece (±1 000 000: a won
    /// or lost game).
    pub score: i32,
}

pub(crate) struct Searcher<'a, G: Searchable> {
    budget: Budget,
    seed: u64,
    clock: Option<Clock<'a>>,
    started_ms: f64,
    nodes: u64,
    /// Set when the budget ran out: every value computed since is meaningless.
    aborted: bool,
    /// Extensions stop at this ply.
    max_ply: u32,
    table: Vec<Entry>,
    _game: std::marker::PhantomData<G>,
}

impl<'a, G: Searchable> Searcher<'a, G> {
    pub fn new(budget: Budget, seed: u64, clock: Option<Clock<'a>>) -> Self {
        let size = (budget.nodes.saturating_mul(2)).clamp(1 << 10, 1 << 18).next_power_of_two() as usize;
        let started_ms = clock.as_ref().map_or(0.0, |c| (c.now_ms)());
        Searcher {
            budget,
            seed,
            clock,
            started_ms,
            nodes: 0,
            aborted: false,
            max_ply: 0,
            table: vec![Entry::default(); size],
            _game: std::marker::PhantomData,
        }
    }

    /// The index of the best of `options` for `decider`, searched by iterative deepening
    /// within the budget. Each option is a group as in the module doc; a group whose
    /// positions have `decider` to move (his own step-4 choices) is his to pick from.
    pub fn choose(&mut self, options: &Groups<G::Pos>, decider: Color) -> (usize, Report) {
        let mut order: Vec<usize> = (0..options.len()).collect();
        Rng::new(self.seed ^ 0x5eed).shuffle(&mut order);
        let mut best = (order.first().copied().unwrap_or(0), 0);
        let mut depth_done = 0;
        if options.len() > 1 {
            for depth in 1..=self.budget.depth {
                self.max_ply = depth + self.budget.extension;
                let mut alpha = -INFINITY;
                let mut found = None;
                for &i in &order {
                    let value = self.group_value(options.get(i), depth - 1, alpha, INFINITY, 1, decider);
                    if self.aborted {
                        break;
                    }
                    if found.is_none() || value > alpha {
                        found = Some(i);
                        alpha = value;
                    }
                }
                let Some(i) = found.filter(|_| !self.aborted) else { break };
                best = (i, alpha);
                depth_done = depth;
                // The best first next time; the others keep their (shuffled) order.
                if let Some(at) = order.iter().position(|&o| o == i) {
                    order[..=at].rotate_right(1);
                }
                if alpha.abs() >= DECIDED {
                    break;
                }
            }
        }
        (best.0, Report { nodes: self.nodes, depth: depth_done, score: best.1 })
    }

    /// Whether the search must stop: never before `min_depth` is complete, so that every
    /// level sees immediate wins and losses.
    fn out_of_budget(&mut self) -> bool {
        if self.max_ply <= self.budget.min_depth + self.budget.extension {
            return false;
        }
        if self.nodes >= self.budget.nodes {
            return true;
        }
        match &self.clock {
            Some(clock) if self.nodes.is_multiple_of(256) => (clock.now_ms)() - self.started_ms >= clock.limit_ms,
            _ => false,
        }
    }

    /// The group's value for `perspective`: his own pick if the positions are his to move,
    /// else the opponent's best reply among them, negated.
    fn group_value(&mut self, group: &[G::Pos], depth: u32, alpha: i32, beta: i32, ply: u32, perspective: Color) -> i32 {
        let own = group.first().is_some_and(|p| G::side(p) == perspective);
        let (lo, hi) = if own { (alpha, beta) } else { (-beta, -alpha) };
        let mut best = -INFINITY;
        for pos in group {
            let value = self.negamax(pos, depth, lo.max(best), hi, ply);
            if self.aborted {
                return 0;
            }
            best = best.max(value);
            if best >= hi {
                break;
            }
        }
        if own {
            best
        } else {
            -best
        }
    }

    fn evaluate(&self, pos: &G::Pos) -> i32 {
        let noise = self.budget.noise;
        if noise == 0 {
            return G::evaluate(pos);
        }
        // The same position always gets the same noise, so the search stays consistent.
        let r = mix(hash_of(pos) ^ self.seed) % (2 * noise as u64 + 1);
        G::evaluate(pos) + r as i32 - noise
    }

    fn negamax(&mut self, pos: &G::Pos, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            self.aborted = true;
            return 0;
        }
        if let Some(result) = G::result(pos) {
            return match result.winner {
                None => 0,
                Some(w) if w == G::side(pos) => WIN - ply as i32,
                Some(_) => ply as i32 - WIN,
            };
        }
        if depth == 0 && !(ply < self.max_ply && G::forcing(pos)) {
            return self.evaluate(pos);
        }
        let key = hash_of(pos);
        let slot = (key as usize) & (self.table.len() - 1);
        let entry = self.table[slot];
        let mut hint = None;
        if entry.key == key {
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
            return 0;
        }
        let order = self.order(&children, hint, depth, G::side(pos));
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_index = 0;
        for i in order {
            let value = self.group_value(children.get(i), depth.saturating_sub(1), alpha, beta, ply + 1, G::side(pos));
            if self.aborted {
                return 0;
            }
            if value > best {
                best = value;
                best_index = i;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Entry {
            key,
            value: to_table(best, ply),
            depth: depth.min(i8::MAX as u32) as i8,
            bound,
            best: best_index.min(usize::from(u16::MAX)) as u16,
        };
        best
    }

    /// The order to search the groups in: the table's best first, then (where the subtree is
    /// deep enough to repay it) by the static value of each group's first position.
    fn order(&self, children: &Groups<G::Pos>, hint: Option<usize>, depth: u32, mover: Color) -> Vec<usize> {
        let mut keyed: Vec<(i32, usize)> = (0..children.len())
            .map(|i| {
                let key = if Some(i) == hint {
                    i32::MAX
                } else if depth >= 2 {
                    children.get(i).first().map_or(0, |p| {
                        let v = G::evaluate(p);
                        if G::side(p) == mover {
                            v
                        } else {
                            -v
                        }
                    })
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
