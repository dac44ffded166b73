//! Why a wrong turn is wrong: the reply that punishes it, found by the computer's casual
//! level (two turns deep, a few thousand positions: quick enough for the page itself), what
//! that reply does (the solver's pieces or men it takes, the rows it completes, its own
//! pieces it takes back, a win), and whether a deeper look finds the solver lost by force.
//! [`Refutation::words`] says it in the reader's language.

use tavola_engine::ai::survey::{Surveyed, DECIDED};
use tavola_engine::ai::{Ai, Level};
use tavola_engine::emergo::{Emergo, Move, Position as EmergoPosition};
use tavola_engine::gipf::{Gipf, Position as GipfPosition, TurnInProgress};
use tavola_engine::{Color, GameKind};

use crate::i18n::Lang;

/// The opponent's reply to a wrong turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// Who replies.
    pub side: Color,
    /// The reply, in record notation (what `<tavola-board>`'s `play` takes).
    pub turn: String,
    /// The reply as a person reads it.
    pub how: Reply,
    /// The solver's pieces (GIPF) or men (Emergo) it takes.
    pub taken: u32,
    /// The rows of the replier's own it completes and removes (GIPF).
    pub rows: u32,
    /// The replier's own pieces it brings back: to the reserve from its rows (GIPF), out of
    /// prison (Emergo).
    pub back: u32,
    /// Whether it wins the game.
    pub wins: bool,
    /// Whether, after it, the computer finds the solver lost by force.
    pub forced: bool,
    /// Whether, short of that, the computer finds the replier at least a piece ahead.
    pub ahead: bool,
}

/// A reply's shape, its places named as on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A GIPF push from a dot onto the board, with a GIPF piece or not.
    Push { from: String, to: String, gipf: bool },
    /// An Emergo man (or shadow column) entered on a square.
    Enter(String),
    /// An Emergo column one step on.
    Step { from: String, to: String },
    /// An Emergo capture: the squares the column lands on, from its start.
    Jumps(Vec<String>),
}

/// How far ahead (hundredths of a piece) the replier must stand to be said to be better.
const AHEAD: i32 = 100;

/// What a game's reply is made of, counted as the rules count material.
trait Material: Surveyed {
    /// The pieces or men of `side` still in play (taken ones are not).
    fn material(pos: &Self::Position, side: Color) -> u32;
    /// What the mover's own turn brought back to him between `before` and `after`.
    fn back(before: &Self::Position, after: &Self::Position, side: Color, turn: &Self::Turn) -> u32;
    /// The rows of his own the mover removed.
    fn rows(turn: &Self::Turn) -> u32;
    fn how(turn: &Self::Turn) -> Option<Reply>;
    /// The search's value of `pos` for its side to move (see [`DECIDED`]).
    fn value(pos: &Self::Position, ai: &Ai) -> Option<i32>;
}

impl Material for Gipf {
    fn material(pos: &GipfPosition, side: Color) -> u32 {
        u32::from(pos.owned(side))
    }

    fn back(before: &GipfPosition, after: &GipfPosition, side: Color, turn: &Self::Turn) -> u32 {
        // The push takes one piece from the reserve (two for a GIPF piece).
        let pushed = if turn.to_string().starts_with('G') { 2 } else { 1 };
        (u32::from(after.reserve(side)) + pushed).saturating_sub(u32::from(before.reserve(side)))
    }

    fn rows(turn: &Self::Turn) -> u32 {
        turn.to_string().split(';').filter(|s| s.starts_with('x')).count() as u32
    }

    fn how(turn: &Self::Turn) -> Option<Reply> {
        let text = turn.to_string();
        let push = text.split(';').next()?;
        let (gipf, push) = push.strip_prefix('G').map_or((false, push), |p| (true, p));
        let (from, to) = push.split_once('-')?;
        Some(Reply::Push { from: from.to_string(), to: to.to_string(), gipf })
    }

    fn value(pos: &GipfPosition, ai: &Ai) -> Option<i32> {
        let turn = TurnInProgress::new(pos).ok()?;
        let (decisions, report) = ai.gipf(&turn);
        (!decisions.is_empty()).then_some(report.score)
    }
}

impl Material for Emergo {
    /// Men of `side` not held prisoner: in hand, or capping a column.
    fn material(pos: &EmergoPosition, side: Color) -> u32 {
        let free: u32 = pos.columns().filter(|(_, c)| c.owner() == side).map(|(_, c)| u32::from(c.caps())).sum();
        free + u32::from(pos.in_hand(side))
    }

    fn back(before: &EmergoPosition, after: &EmergoPosition, side: Color, _: &Move) -> u32 {
        Self::material(after, side).saturating_sub(Self::material(before, side))
    }

    fn rows(_: &Move) -> u32 {
        0
    }

    fn how(turn: &Move) -> Option<Reply> {
        let squares: Vec<String> = turn.to_string().split('-').map(str::to_string).collect();
        Some(match turn {
            Move::Enter(_) => Reply::Enter(squares.first()?.clone()),
            Move::Step(..) => Reply::Step { from: squares.first()?.clone(), to: squares.last()?.clone() },
            Move::Capture(_) => Reply::Jumps(squares),
        })
    }

    fn value(pos: &EmergoPosition, ai: &Ai) -> Option<i32> {
        ai.emergo(pos).map(|(_, report)| report.score)
    }
}

fn refute_in<G: Material>(text: &str) -> Option<Refutation> {
    let pos: G::Position = text.parse().ok()?;
    if G::result(&pos).is_some() {
        return None;
    }
    let side = G::side_to_move(&pos);
    let reached = G::choice(&pos, &Ai::new(Level::Casual, 1)).into_iter().next()?;
    let turn = G::turns_reaching(&pos, &reached).into_iter().next()?;
    let victim = side.other();
    let taken = G::material(&pos, victim).saturating_sub(G::material(&reached, victim));
    let wins = G::turn_result(&pos, &turn).is_some_and(|r| r.winner == Some(side));
    // The solver's outlook after the reply, to move there: every line lost (lost by force),
    // or a piece or more behind.
    let value = if wins || G::result(&reached).is_some() { None } else { G::value(&reached, &Ai::new(Level::Club, 1)) };
    let forced = value.is_some_and(|v| v <= -DECIDED);
    let ahead = !forced && value.is_some_and(|v| v <= -AHEAD);
    Some(Refutation {
        side,
        how: G::how(&turn)?,
        taken,
        rows: G::rows(&turn),
        back: G::back(&pos, &reached, side, &turn),
        wins,
        forced,
        ahead,
        turn: turn.to_string(),
    })
}

/// The reply to the position `text` (the solver's wrong turn just played), `None` when the
/// game is over there or the text is not a position of `game`.
pub fn refute(game: GameKind, text: &str) -> Option<Refutation> {
    match game {
        GameKind::Gipf(_) => refute_in::<Gipf>(text),
        GameKind::Emergo => refute_in::<Emergo>(text),
    }
}

impl Refutation {
    /// The reply and what it does, as one sentence in `lang`: "White pushes from c7 to d7,
    /// completes a row and takes back 4 of his pieces."
    pub fn words(&self, lang: Lang) -> String {
        let (t, app) = (lang.puzzle_texts(), lang.texts());
        let side = app.side(self.side);
        let reply = match &self.how {
            Reply::Push { from, to, gipf: false } => (t.pushes)(side, from, to),
            Reply::Push { from, to, gipf: true } => (t.pushes_gipf)(side, from, to),
            Reply::Enter(at) => (t.enters)(side, at),
            Reply::Step { from, to } => (t.steps)(side, from, to),
            Reply::Jumps(squares) => (t.jumps)(side, &squares.join(t.then)),
        };
        let emergo = !matches!(self.how, Reply::Push { .. });
        let mut did = Vec::new();
        if self.rows > 0 {
            did.push((t.completes_rows)(self.rows));
        }
        if self.back > 0 {
            did.push(if emergo { (t.frees)(self.back) } else { (t.takes_back)(self.back) });
        }
        if self.taken > 0 {
            did.push(if emergo { (t.takes_men)(self.taken) } else { (t.takes)(self.taken) });
        }
        if self.wins {
            did.push(t.wins.to_string());
        }
        // A quiet reply: what the computer makes of the position it leaves.
        if did.is_empty() && self.ahead && !self.forced {
            did.push(t.stands_better.to_string());
        }
        let mut said = reply;
        if let Some((last, rest)) = did.split_last() {
            for part in rest {
                said = format!("{said}, {part}");
            }
            said = format!("{said}{}{last}", t.and);
        }
        if self.forced {
            said = format!("{said}. {}", (t.lost_by_force)(app.side(self.side.other())));
        }
        format!("{said}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_engine::gipf::Variant;

    fn gipf(text: &str) -> Refutation {
        refute(GameKind::Gipf(Variant::Basic), text).expect("a reply")
    }

    #[test]
    fn a_row_left_open_is_taken() {
        // Black to move with three in a line and a push completing four: the reply takes
        // the row and White's piece in its run.
        let refutation = gipf("gipf basic 4/5/6/bbb1w2/6/5/4 b 10 11");
        assert_eq!(refutation.side, Color::Black);
        assert!(refutation.taken >= 1, "{refutation:?}");
        assert_eq!(refutation.rows, 1, "{refutation:?}");
        assert!(refutation.back >= 3, "its own row back to the reserve: {refutation:?}");
        assert_eq!(refute(GameKind::Emergo, "not a position"), None);
    }

    /// gipf-0053 after Black's f8-e8: White's reply completes a row of his own and takes
    /// four pieces back.
    #[test]
    fn pieces_taken_back_are_said() {
        let mut record = crate::session::AnyRecord::starting_at("gipf basic w1w1/5/1ww1w1/2w1bb1/6/1ww2/1w2 b 1 8")
            .expect("a position");
        record.push_text("f8-e8").expect("a turn");
        let r = gipf(&record.position_text(1));
        assert_eq!((r.side, r.rows), (Color::White, 1), "{r:?}");
        assert_eq!(r.back, 4, "{r:?}");
        let said = r.words(Lang::En);
        assert!(said.starts_with("White pushes from "), "{said}");
        assert!(said.contains("completes a row") && said.contains("takes back 4 of his pieces"), "{said}");
    }

    /// gipf-0037 after Black's d8-e8: the reply takes nothing, but Black is lost by force.
    #[test]
    fn a_forced_loss_is_said() {
        let mut record = crate::session::AnyRecord::starting_at("gipf basic w1bw/wwbbw/bb2wb/bww3w/1b3b/5/2b1 b 5 2")
            .expect("a position");
        record.push_text("d8-e8").expect("a turn");
        let r = gipf(&record.position_text(1));
        assert!(r.forced, "{r:?}");
        for lang in Lang::ALL {
            let said = r.words(lang);
            assert!(!said.contains(&r.turn), "moves named in words, not notation: {said}");
        }
        assert!(r.words(Lang::En).ends_with("Black is lost by force."), "{}", r.words(Lang::En));
    }

    #[test]
    fn replies_in_words_in_every_language() {
        let r = Refutation {
            side: Color::White,
            turn: "c3-e5-g3".into(),
            how: Reply::Jumps(vec!["c3".into(), "e5".into(), "g3".into()]),
            taken: 2,
            rows: 0,
            back: 1,
            wins: true,
            forced: false,
            ahead: false,
        };
        assert_eq!(
            r.words(Lang::En),
            "White jumps from c3 to e5 to g3, frees one of his men, takes 2 of your men prisoner and wins."
        );
        for lang in [Lang::It, Lang::Sv] {
            let said = r.words(lang);
            assert!(said.contains("c3") && said.contains("g3") && said.contains('2'), "{said}");
            assert_ne!(said, r.words(Lang::En));
        }
        let entry = Refutation { how: Reply::Enter("d5".into()), taken: 0, back: 0, wins: false, ..r };
        assert_eq!(entry.words(Lang::En), "White enters at d5.");
        let better = Refutation { ahead: true, ..entry.clone() };
        assert_eq!(better.words(Lang::En), "White enters at d5 and stands better.");
        assert_eq!(
            Refutation { forced: true, ..better }.words(Lang::En),
            "White enters at d5. Black is lost by force."
        );
    }
}
