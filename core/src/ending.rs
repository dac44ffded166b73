//! What the end of a game shows (how it ended, how long it went, what each side took),
//! read from the record alone, so a game reopened later says the same.

use tavola_engine::{Color, GameResult};

use crate::i18n::Texts;
use crate::session::AnyRecord;

/// A finished game in numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub result: GameResult,
    pub turns: usize,
    /// What White took and what Black took: GIPF pieces out of the game, Emergo men
    /// jumped.
    pub took: [usize; 2],
    pub gipf: bool,
}

impl Summary {
    /// The summary of `record`, once it has a result.
    pub fn of(record: &AnyRecord) -> Option<Summary> {
        let result = record.result()?;
        let took = match record {
            // GIPF: what a side took is what the other has lost for good (pieces a player
            // removes of his own go back to his reserve).
            AnyRecord::Gipf(r) => {
                let (start, now) = (r.start(), r.current());
                let lost = |side: Color| usize::from(crate::board::gipf_model::captured(start, now, side));
                [lost(Color::Black), lost(Color::White)]
            }
            AnyRecord::Emergo(r) => {
                let mut took = [0, 0];
                for (ply, mv) in r.turns().iter().enumerate() {
                    took[side_index(record.side_at(ply))] += mv.taken();
                }
                took
            }
        };
        Some(Summary { result, turns: record.len(), took, gipf: matches!(record, AnyRecord::Gipf(_)) })
    }

    /// "White captured 3 pieces" for `side`, in `t`'s words.
    pub fn took_text(&self, t: &Texts, side: Color) -> String {
        let n = self.took[side_index(side)];
        if self.gipf {
            t.gipf_took(t.side(side), n)
        } else {
            t.emergo_took(t.side(side), n)
        }
    }
}

/// "12 min 5 s" for a game of `seconds`.
pub fn time_text(t: &Texts, seconds: u64) -> String {
    t.ending_time(seconds / 60, seconds % 60)
}

fn side_index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, IT, SV};
    use crate::session::Session;
    use tavola_engine::Reason;

    #[test]
    fn a_gipf_game_counts_the_pieces_each_side_took() {
        // Black's push takes back his row e2-e6 and captures White's piece on e6.
        let mut s = Session::from_record(AnyRecord::starting_at("gipf basic 4/5/6/1bbbw2/6/5/4 b 10 10").unwrap());
        s.play("e1-e2;xe2-e6").unwrap();
        assert_eq!(Summary::of(&s.record), None, "the game goes on");
        s.resign(Color::White);
        let summary = Summary::of(&s.record).unwrap();
        assert_eq!(summary.result, GameResult { winner: Some(Color::Black), reason: Reason::Resignation });
        assert_eq!((summary.turns, summary.took), (1, [0, 1]));
        assert_eq!(summary.took_text(&EN, Color::Black), "Black captured 1 piece");
        assert_eq!(summary.took_text(&IT, Color::White), "Il Bianco ha catturato 0 pezzi");
        assert_eq!(time_text(&SV, 725), "spelat på 12 min 5 s");
    }

    #[test]
    fn an_emergo_game_counts_the_men_each_side_jumped() {
        let mut s = Session::from_record(AnyRecord::starting_at("emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0").unwrap());
        s.play("e2-e4-e6").unwrap();
        s.agree_draw();
        let summary = Summary::of(&s.record).unwrap();
        assert_eq!(summary.took, [2, 0]);
        assert_eq!(summary.took_text(&EN, Color::White), "White captured 2 men");
    }
}
