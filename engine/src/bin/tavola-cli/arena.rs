//! Matches between two players, for `tavola-cli match` and the strength table of
//! `docs/ai.md`: game pairs from the same random opening with colors swapped, a move cap,
//! and the score as an Elo difference with a 95% interval.

use std::collections::HashMap;
use std::fmt;

use tavola_engine::ai::{gipf_evaluation, Ai, Clock, Engine, Level, Memory};
use tavola_engine::emergo::{self, Emergo};
use tavola_engine::gipf::{self, Gipf, Turn, TurnInProgress, Variant};
use tavola_engine::random::{mix, walk, Rng};
use tavola_engine::{Color, GameKind};

/// A match player: a level, the one-ply greedy player, or the frozen expert of ad4b024.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    Greedy,
    Baseline,
}

impl Player {
    pub fn from_name(name: &str) -> Option<Player> {
        match name {
            "greedy" => Some(Player::Greedy),
            "baseline" => Some(Player::Baseline),
            _ => Level::from_name(name).map(Player::Level),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Level(level) => level.name(),
            Player::Greedy => "greedy",
            Player::Baseline => "baseline",
        }
    }

    pub fn ai(self, seed: u64) -> Ai<'static> {
        match self {
            Player::Level(level) => Ai::new(level, seed),
            Player::Greedy => Ai::greedy(seed),
            Player::Baseline => Ai::baseline(seed),
        }
    }

    /// Whether the player thinks for a time (given a clock) rather than a node count: the
    /// expert always, and with a time of its own (`--ms`, `--ms-a`, `--ms-b`) the baseline too.
    pub fn timed(self, ms: Option<f64>) -> bool {
        matches!(self, Player::Level(Level::Expert)) || (ms.is_some() && self == Player::Baseline)
    }
}

/// Turns after which a game is stopped: GIPF is then adjudicated by the evaluation,
/// Emergo drawn.
pub const MOVE_CAP: usize = 300;

/// How one game ended, from A's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// White's result: `Some(winner)`, or `None` for a draw.
    pub winner: Option<Color>,
    /// The move cap was reached (GIPF: decided by the evaluation).
    pub capped: bool,
    pub turns: usize,
}

/// Work done by one player over a match, for the speed figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Effort {
    pub nodes: u64,
    pub ms: f64,
    pub decisions: u64,
}

impl Effort {
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 * 1000.0 / self.ms.max(1e-6)
    }
}

/// A match's running totals, for player A.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub capped: u32,
    pub turns: usize,
    pub effort: [Effort; 2],
}

impl Tally {
    /// Counts game `index` (A is White in even games).
    pub fn add(&mut self, index: u32, end: &GameEnd) {
        let a_colour = if index.is_multiple_of(2) { Color::White } else { Color::Black };
        match end.winner {
            None => self.draws += 1,
            Some(c) if c == a_colour => self.wins += 1,
            Some(_) => self.losses += 1,
        }
        self.capped += u32::from(end.capped);
        self.turns += end.turns;
    }

    /// Both tallies together (parts of one match played by different threads).
    pub fn merged(&self, other: &Tally) -> Tally {
        let effort = |i: usize| Effort {
            nodes: self.effort[i].nodes + other.effort[i].nodes,
            ms: self.effort[i].ms + other.effort[i].ms,
            decisions: self.effort[i].decisions + other.effort[i].decisions,
        };
        Tally {
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            draws: self.draws + other.draws,
            capped: self.capped + other.capped,
            turns: self.turns + other.turns,
            effort: [effort(0), effort(1)],
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// A's mean score per game, 0 to 1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// The Elo difference A − B and its 95% interval, from the normal approximation of the
    /// mean per-game score (infinite when a score is 0 or 1).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let sum_sq = f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2);
        let margin = 1.96 * (sum_sq / (n - 1.0).max(1.0)).sqrt() / n.sqrt();
        (elo(s), elo(s - margin), elo(s + margin))
    }
}

/// The Elo difference that makes `score` the expected score.
fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

impl fmt::Display for Tally {
    /// The summary: results, speed, and the Elo difference on the last line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = self.games();
        writeln!(
            f,
            "games {games}: wins {}, losses {}, draws {}, score {:.1}%, capped {} (mean {:.0} turns)",
            self.wins,
            self.losses,
            self.draws,
            100.0 * self.score(),
            self.capped,
            self.turns as f64 / f64::from(games.max(1)),
        )?;
        for (name, e) in ["A", "B"].iter().zip(self.effort) {
            writeln!(
                f,
                "{name}: {} decisions, {:.1} ms each, {:.0} nodes each, {:.0} nodes/s",
                e.decisions,
                e.ms / e.decisions.max(1) as f64,
                e.nodes as f64 / e.decisions.max(1) as f64,
                e.nodes_per_second()
            )?;
        }
        let (diff, lo, hi) = self.elo();
        write!(f, "elo {} [{}, {}] (95%)", signed(diff), signed(lo), signed(hi))
    }
}

fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        // Adding zero turns −0 into 0.
        format!("{:+.0}", x + 0.0)
    }
}

/// A position at the start of a turn in a match game, shown to the match's observer
/// (`tavola-cli tune` learns from them).
pub enum Seen<'p> {
    Gipf(&'p gipf::Position),
    Emergo(&'p emergo::Position),
}

/// Two players and what their decisions cost, timed by the caller's clock.
struct Seats<'a> {
    /// Sees every position at the start of a turn.
    observe: &'a mut dyn FnMut(Seen),
    players: [Player; 2],
    /// Which player (0 = A) plays White.
    white: usize,
    now_ms: &'a dyn Fn() -> f64,
    /// Thinking time per decision of A and B, if timed, instead of their own.
    ms: [Option<f64>; 2],
    effort: [Effort; 2],
    seed: u64,
    decisions: u64,
    /// Each player's transposition table, kept through the game as the app's worker keeps
    /// it (the baseline started afresh at every decision, and still does).
    memory: [Memory; 2],
}

impl Seats<'_> {
    /// Runs `decide` for `color`'s player and counts its work.
    fn decide<T>(&mut self, color: Color, decide: impl FnOnce(&Ai, &mut Memory) -> (T, u64)) -> T {
        let seat = if color == Color::White { self.white } else { 1 - self.white };
        self.decisions += 1;
        let player = self.players[seat];
        let mut ai = player.ai(mix(self.seed ^ self.decisions));
        if player.timed(self.ms[seat]) {
            ai = ai.with_clock(Clock { now_ms: self.now_ms, limit_ms: f64::INFINITY });
            if let Some(ms) = self.ms[seat] {
                ai = ai.with_time(ms);
            }
        }
        let start = (self.now_ms)();
        let (choice, nodes) = if ai.engine == Engine::Baseline {
            decide(&ai, &mut Memory::for_budget(&ai.budget))
        } else {
            decide(&ai, &mut self.memory[seat])
        };
        let effort = &mut self.effort[seat];
        effort.ms += (self.now_ms)() - start;
        effort.nodes += nodes;
        effort.decisions += 1;
        choice
    }
}

/// Plays one GIPF game from `pos`; an AI decision the rules refuse is an error.
fn play_gipf(mut pos: gipf::Position, seats: &mut Seats) -> Result<GameEnd, String> {
    for turns in 0..MOVE_CAP {
        if let Some(result) = pos.result() {
            return Ok(GameEnd { winner: result.winner, capped: false, turns });
        }
        (seats.observe)(Seen::Gipf(&pos));
        let mut turn = TurnInProgress::new(&pos).map_err(|e| e.to_string())?;
        while turn.phase() != gipf::Phase::Done {
            let decisions = seats.decide(turn.decider(), |ai, memory| {
                let (decisions, report) = ai.gipf_with(memory, &turn);
                (decisions, report.nodes)
            });
            if decisions.is_empty() {
                return Err(format!("the AI made no decision in {pos}"));
            }
            for decision in decisions {
                turn.apply(decision).map_err(|e| format!("the AI's {decision} in {pos}: {e}"))?;
            }
        }
        if let Some(result) = turn.result() {
            return Ok(GameEnd { winner: result.winner, capped: false, turns: turns + 1 });
        }
        pos = turn.finish().map_err(|e| e.to_string())?.1;
    }
    let lead = gipf_evaluation(&pos);
    let side = pos.side_to_move();
    Ok(GameEnd { winner: Some(if lead >= 0 { side } else { side.other() }), capped: true, turns: MOVE_CAP })
}

/// Plays one Emergo game from `pos`, with the threefold repetition draw; each player's
/// search is handed the game so far, so that it sees the rule too.
fn play_emergo(mut pos: emergo::Position, seats: &mut Seats) -> Result<GameEnd, String> {
    let mut seen: HashMap<emergo::Position, u8> = HashMap::new();
    let mut past = Vec::new();
    for turns in 0..MOVE_CAP {
        let count = seen.entry(pos).or_insert(0);
        *count += 1;
        if *count >= 3 {
            return Ok(GameEnd { winner: None, capped: false, turns });
        }
        if let Some(result) = pos.result() {
            return Ok(GameEnd { winner: result.winner, capped: false, turns });
        }
        (seats.observe)(Seen::Emergo(&pos));
        let choice = seats.decide(pos.side_to_move(), |ai, memory| match ai.emergo_after(memory, &past, &pos) {
            Some((mv, report)) => (Some(mv), report.nodes),
            None => (None, 0),
        });
        let mv = choice.ok_or_else(|| format!("the AI found no move in {pos}"))?;
        past.push(pos);
        pos = pos.play_unchecked(&mv);
    }
    Ok(GameEnd { winner: None, capped: true, turns: MOVE_CAP })
}

/// How a match is played.
pub struct MatchSetup {
    pub game: GameKind,
    /// A and B.
    pub players: [Player; 2],
    pub games: u32,
    pub seed: u64,
    /// Thinking time per decision of A and of B, for the timed players (`--ms`, `--ms-a`,
    /// `--ms-b`).
    pub ms: [Option<f64>; 2],
    /// Games are independent: play only those with `index % of == part` (`--part k/n`),
    /// so that several processes can share a match.
    pub part: (u32, u32),
}

/// Plays the games of a match of A against B: pairs from one random opening of 2 to 4
/// turns, A White in the first of a pair and Black in the second. `report` sees each game's
/// end and the tally so far, `observe` each game's positions at the start of each turn;
/// `now_ms` times the players and limits the timed ones.
pub fn play_match(
    setup: &MatchSetup,
    now_ms: &dyn Fn() -> f64,
    observe: &mut dyn FnMut(u32, Seen),
    report: &mut dyn FnMut(u32, &GameEnd, &Tally),
) -> Result<Tally, String> {
    let MatchSetup { game, players, games, seed, ms, part: (part, of) } = *setup;
    let mut tally = Tally::default();
    let mut rng = Rng::new(seed);
    let mut start = (gipf::Position::start(Variant::Basic), emergo::Position::start());
    for index in 0..games {
        if index % 2 == 0 {
            let plies = 2 + rng.below(3);
            start = match game {
                GameKind::Gipf(variant) => (walk::<Gipf>(gipf::Position::start(variant), plies, &mut rng), start.1),
                GameKind::Emergo => (start.0, walk::<Emergo>(emergo::Position::start(), plies, &mut rng)),
            };
        }
        if index / 2 % of != part {
            continue;
        }
        let white = (index % 2) as usize;
        let mut seen = |position: Seen| observe(index, position);
        let mut seats = Seats {
            observe: &mut seen,
            players,
            white,
            now_ms,
            ms,
            effort: tally.effort,
            seed: mix(seed ^ u64::from(index) << 32),
            decisions: 0,
            memory: [Memory::new(), Memory::new()],
        };
        let end = match game {
            GameKind::Gipf(_) => play_gipf(start.0, &mut seats)?,
            GameKind::Emergo => play_emergo(start.1, &mut seats)?,
        };
        tally.effort = seats.effort;
        tally.add(index, &end);
        report(index, &end, &tally);
    }
    Ok(tally)
}

/// The whole turn `player` would play from `pos`, deciding the opponent's step-4
/// removals too (for `tavola-cli ai`).
pub fn gipf_turn(pos: &gipf::Position, player: Player, seed: u64) -> Result<Turn, String> {
    let mut turn = TurnInProgress::new(pos).map_err(|e| e.to_string())?;
    while turn.phase() != gipf::Phase::Done {
        let decisions = player.ai(seed).gipf(&turn).0;
        if decisions.is_empty() {
            return Err("the AI made no decision".to_string());
        }
        for decision in decisions {
            turn.apply(decision).map_err(|e| e.to_string())?;
        }
    }
    turn.finish().map(|(t, _)| t).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::Tally;

    #[test]
    fn elo_follows_the_score() {
        let tally = Tally { wins: 75, losses: 25, ..Tally::default() };
        let (diff, lo, hi) = tally.elo();
        assert!((diff - 190.8).abs() < 0.5, "{diff}");
        assert!(lo < diff && diff < hi && lo > 100.0 && hi < 300.0, "{lo} {hi}");
        let even = Tally { wins: 10, losses: 10, draws: 5, ..Tally::default() };
        assert!(even.elo().0.abs() < 1e-9);
    }
}
