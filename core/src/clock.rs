//! The optional clock of a game: each side's time, with an increment after each of his
//! turns, the side to move's running; pause, and a flag when a side's time is out. Pure
//! arithmetic over the times the page reads (`now`, ms since the epoch), so it is tested
//! natively and survives a reload as part of the saved game.

use serde::{Deserialize, Serialize};
use tavola_engine::Color;

/// How much time each side gets: minutes at the start, seconds added after each turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    pub minutes: u32,
    pub increment: u32,
}

impl TimeControl {
    /// The presets offered on the start screen: quick to leisurely, each with an
    /// increment so a long GIPF removal sequence is not lost on time.
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl { minutes: 3, increment: 2 },
        TimeControl { minutes: 5, increment: 3 },
        TimeControl { minutes: 10, increment: 5 },
        TimeControl { minutes: 20, increment: 10 },
    ];

    /// "5+3", as the presets are named (and read back).
    pub fn name(self) -> String {
        format!("{}+{}", self.minutes, self.increment)
    }

    pub fn from_name(name: &str) -> Option<TimeControl> {
        TimeControl::PRESETS.into_iter().find(|c| c.name() == name)
    }
}

/// Below this a side's time is shown as running low (ms).
pub const LOW_MS: u64 = 20_000;

/// Both sides' time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// White's and Black's time left, as of `since` for the side running.
    pub left: [u64; 2],
    /// The side whose time runs, and since when; `None` while paused (or stopped).
    running: Option<(Side, u64)>,
}

/// A side as the saved clock writes it (the engine's `Color` has no serde).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Side {
    White,
    Black,
}

impl Side {
    fn of(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl Clock {
    /// A clock at its start, paused until the first turn is due.
    pub fn new(control: TimeControl) -> Clock {
        let full = u64::from(control.minutes) * 60_000;
        Clock { control, left: [full, full], running: None }
    }

    /// `side`'s time left at `now`.
    pub fn left(&self, side: Color, now: u64) -> u64 {
        let left = self.left[index(side)];
        match self.running {
            Some((running, since)) if running == Side::of(side) => left.saturating_sub(now.saturating_sub(since)),
            _ => left,
        }
    }

    /// The side to move's time starts running (a turn is due, or play resumes).
    pub fn run(&mut self, side: Color, now: u64) {
        self.pause(now);
        self.running = Some((Side::of(side), now));
    }

    /// The running time stops where it is.
    pub fn pause(&mut self, now: u64) {
        if let Some((side, _)) = self.running {
            let side = if side == Side::White { Color::White } else { Color::Black };
            self.left[index(side)] = self.left(side, now);
            self.running = None;
        }
    }

    /// Whether `other` is this clock read at another moment (the same times once both are
    /// counted to the later reading): what a write changes only by when it was made.
    pub fn same_course(&self, other: &Clock) -> bool {
        let since = |c: &Clock| c.running.map_or(0, |(_, since)| since);
        let later = since(self).max(since(other));
        self.at(later) == other.at(later)
    }

    /// The clock as it stands at `now`: the running side's time counted up to `now` and
    /// running on from there. A copy written at `now` holds the time used until then, so a
    /// reload that resumes it paused at `now` gives no time back.
    pub fn at(&self, now: u64) -> Clock {
        let mut at = *self;
        if let Some((side, since)) = self.running.filter(|(_, since)| *since < now) {
            let color = if side == Side::White { Color::White } else { Color::Black };
            at.left[index(color)] = self.left(color, now);
            at.running = Some((side, now.max(since)));
        }
        at
    }

    pub fn is_paused(&self) -> bool {
        self.running.is_none()
    }

    /// `mover` has played a turn at `now`: his time stops, the increment is added, and
    /// the opponent's runs. A turn played on a paused clock starts it again (at a table a
    /// move means play has resumed, and refusing it would only cost a tap: the board can
    /// be studied while paused either way); true then, so the players are told.
    pub fn turn_played(&mut self, mover: Color, now: u64) -> bool {
        let was_paused = self.is_paused();
        self.pause(now);
        let i = index(mover);
        self.left[i] = self.left[i].saturating_add(u64::from(self.control.increment) * 1000);
        self.run(mover.other(), now);
        was_paused
    }

    /// The side whose time is out at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        [Color::White, Color::Black].into_iter().find(|&side| self.left(side, now) == 0)
    }
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// "4:05", "0:09.4" under ten seconds (tenths, so the last seconds are seen to run).
/// Whole seconds are rounded up: a fresh 3 minutes shows 3:00 until a second has gone.
pub fn shown(ms: u64) -> String {
    if ms < 10_000 {
        format!("0:{:02}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let seconds = ms.div_ceil(1000);
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_runs_for_the_side_to_move_and_the_increment_follows_each_turn() {
        let control = TimeControl::from_name("5+3").unwrap();
        let mut clock = Clock::new(control);
        assert_eq!(clock.left(Color::White, 99), 300_000);
        assert!(clock.is_paused(), "nothing runs before the first turn is due");
        clock.run(Color::White, 1_000);
        assert_eq!(clock.left(Color::White, 11_000), 290_000);
        assert_eq!(clock.left(Color::Black, 11_000), 300_000);
        assert!(!clock.turn_played(Color::White, 11_000), "it was running");
        assert_eq!(clock.left(Color::White, 50_000), 293_000, "3 s added, and White's time stands");
        assert_eq!(clock.left(Color::Black, 50_000), 261_000);
        clock.pause(50_000);
        assert_eq!(clock.left(Color::Black, 900_000), 261_000, "paused, nothing runs");
        clock.run(Color::Black, 900_000);
        assert_eq!(clock.flagged(900_000 + 261_000 - 1), None);
        assert_eq!(clock.flagged(900_000 + 261_000), Some(Color::Black));
        assert_eq!(clock.left(Color::Black, 2_000_000), 0, "never below zero");
    }

    #[test]
    fn a_turn_on_a_paused_clock_starts_it_for_the_opponent_and_says_so() {
        let mut clock = Clock::new(TimeControl::from_name("3+2").unwrap());
        clock.run(Color::White, 0);
        clock.pause(10_000);
        assert!(clock.turn_played(Color::White, 500_000), "the pause is over");
        assert!(!clock.is_paused());
        assert_eq!(clock.left(Color::White, 600_000), 172_000, "the pause cost White nothing");
        assert_eq!(clock.left(Color::Black, 600_000), 80_000, "Black's time runs from the turn");
    }

    #[test]
    fn presets_read_back_and_times_read_as_a_clock_shows_them() {
        for preset in TimeControl::PRESETS {
            assert_eq!(TimeControl::from_name(&preset.name()), Some(preset));
        }
        assert_eq!(TimeControl::from_name("1+0"), None);
        assert_eq!(shown(245_000), "4:05");
        assert_eq!(shown(179_990), "3:00", "a second has not gone yet");
        assert_eq!(shown(9_450), "0:09.4");
        assert_eq!(shown(0), "0:00.0");
        let clock = Clock::new(TimeControl::PRESETS[0]);
        let json = serde_json::to_string(&clock).unwrap();
        assert_eq!(serde_json::from_str::<Clock>(&json).unwrap(), clock);
    }
}
