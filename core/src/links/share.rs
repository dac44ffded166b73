//! A game as a link: the query string that opens it again, in another browser, as the same
//! saved game (correspondence play without a server; `sync::take_link` decides how the
//! receiver takes it in). The page around it (its address, the Web Share API, the
//! clipboard) is the app's `screen/share.rs`.

use crate::session::{AnyRecord, Draft, NewGame};

/// The starts a link (or an element's attributes) can name instead of spelling out the
/// position, with the parameters that name them.
const NAMED: [(NewGame, &[(&str, &str)]); 4] = [
    (NewGame::GipfStandard, &[("game", "gipf"), ("variant", "standard")]),
    (NewGame::GipfTournament, &[("game", "gipf"), ("variant", "tournament")]),
    (NewGame::GipfBasic { white_extra: 0, black_extra: 0 }, &[("game", "gipf"), ("variant", "basic")]),
    (NewGame::Emergo, &[("game", "emergo")]),
];

/// The parameters that name `record`'s start (`game`, and `variant` for GIPF), when it is
/// one of the games' own starts; `None` for any other, which a link spells out as `position`.
pub(crate) fn named_start(record: &AnyRecord) -> Option<&'static [(&'static str, &'static str)]> {
    let start = record.position_text(0);
    NAMED.iter().find(|(game, _)| AnyRecord::new(*game).position_text(0) == start).map(|(_, params)| *params)
}

/// Escapes a query value: spaces as `+`, and everything but the characters of the
/// notations as `%XX`.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b' ' => out.push('+'),
            b'a'..=b'z'
            | b'A'..=b'Z'
            | b'0'..=b'9'
            | b'-'
            | b'.'
            | b'_'
            | b'~'
            | b'/'
            | b';'
            | b':'
            | b'!'
            | b'('
            | b')' => out.push(byte as char),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// The query string (without `?`) of a link to the game `id` with `record`'s turns, and
/// the GIPF turn half made after them (`draft`), so the receiver sees the turn as it stands.
pub fn query(id: &str, record: &AnyRecord, draft: Option<&Draft>) -> String {
    let start = match named_start(record) {
        Some(params) => params.iter().map(|(name, value)| format!("{name}={value}")).collect::<Vec<_>>().join("&"),
        None => format!("position={}", escape(&record.position_text(0))),
    };
    let mut query = format!("{start}&moves={}&id={}", escape(&record.turn_texts().join(" ")), escape(id));
    // A resignation, an agreed draw or a flag is not in the turns: the link says it.
    if let Some(end) = record.ended() {
        query.push_str(&format!("&ended={}", tavola_engine::record::ended_name(end)));
    }
    for (tag, param) in [("White", "white"), ("Black", "black")] {
        if let Some(name) = record.tag(tag) {
            query.push_str(&format!("&{param}={}", escape(name)));
        }
    }
    if let Some(draft) = draft.filter(|d| !d.is_empty()) {
        query.push_str(&format!("&draft={}", escape(&draft.to_string())));
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::params::Params;
    use crate::session::Session;
    use tavola_engine::gipf::Gipf;
    use tavola_engine::Rules;

    #[test]
    fn a_link_opens_the_same_game_under_the_same_id() {
        let mut s = Session::new(NewGame::Emergo);
        for t in ["d6", "d8", "e4"] {
            s.play(t).unwrap();
        }
        let q = query("18c-2f", &s.record, None);
        assert_eq!(q, "game=emergo&moves=d6+d8+e4&id=18c-2f");
        let p = Params::parse(&q);
        assert_eq!(p.record.unwrap(), s.record);
        assert_eq!(p.id.as_deref(), Some("18c-2f"));
        let basic = Session::new(NewGame::GipfBasic { white_extra: 2, black_extra: 0 });
        let q = query("x", &basic.record, None);
        assert!(q.starts_with("position=gipf+basic+"), "{q}");
        assert_eq!(Params::parse(&q).record.unwrap(), basic.record);
    }

    #[test]
    fn a_link_carries_the_ending_and_the_names() {
        let mut s = Session::new(NewGame::Emergo);
        s.play("d6").unwrap();
        s.record.set_tag("White", r#"Ann "the Hammer" O'Neil"#);
        s.record.set_tag("Black", "Bo & Co");
        s.resign(tavola_engine::Color::Black);
        let q = query("g-1", &s.record, None);
        assert!(q.contains("&ended=black-resigned"), "{q}");
        let p = Params::parse(&q);
        assert_eq!(p.problems, vec![]);
        let record = p.record.unwrap();
        assert_eq!(record, s.record);
        assert_eq!(record.tag("White"), Some(r#"Ann "the Hammer" O'Neil"#));
        assert_eq!(record.tag("Black"), Some("Bo & Co"));
        assert!(record.result().is_some());
        let bad = Params::parse("game=emergo&ended=white-won");
        assert!(bad.problems[0].describe(&crate::i18n::EN).contains("ended=\"white-won\""));
        assert!(bad.record.unwrap().result().is_none(), "a bad ending ends nothing");
    }

    /// A GIPF turn half made travels in the link: the push made, the row picked, a GIPF
    /// piece marked to stay; a value that does not read is named and the game still opens.
    #[test]
    fn a_turn_in_progress_travels_in_the_link() {
        let s = Session::from_record(AnyRecord::parse("[Position \"gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11\"]").unwrap());
        let draft: Draft = "e1-e2~r0~ke4.e5".parse().unwrap();
        assert_eq!((draft.made.len(), draft.row, draft.kept.len()), (1, Some(0), 2));
        assert_eq!(draft.to_string(), "e1-e2~r0~ke4.e5");
        let q = query("g-2", &s.record, Some(&draft));
        assert!(q.ends_with("&draft=e1-e2~r0~ke4.e5"), "{q}");
        let p = Params::parse(&q);
        assert_eq!((p.problems, p.draft), (vec![], Some(draft)));
        let removal: Draft = "e1-e2;xe2-e6!e4".parse().unwrap();
        assert_eq!(removal.to_string().parse::<Draft>(), Ok(removal), "a removal keeping a piece reads back");
        assert_eq!(query("g-2", &s.record, Some(&Draft::default())), query("g-2", &s.record, None), "nothing to carry");
        for bad in ["", "~r0~r1", "e1-e9", "e1-e2~x", "e1-e2~rA", "e1-e2~kz9", "~k"] {
            assert!(bad.parse::<Draft>().is_err(), "{bad:?}");
            let p = Params::parse(&format!("game=gipf&draft={bad}"));
            assert_eq!((p.draft.is_none(), p.record.is_some()), (true, true), "{bad:?}");
            assert!(p.problems[0].describe(&crate::i18n::EN).contains("a GIPF turn in progress"), "{bad:?}");
        }
    }

    /// A long GIPF game still makes a link every browser and chat app takes: 300 turns
    /// from the tournament start, each one that keeps the game going and both reserves fullest (rows taken
    /// back, which also makes the longest turn texts).
    #[test]
    fn a_300_turn_gipf_game_fits_in_a_link() {
        let mut s = Session::new(NewGame::GipfTournament);
        use tavola_engine::Color::{Black, White};
        while s.record.len() < 300 && s.record.result().is_none() {
            let AnyRecord::Gipf(r) = &s.record else { unreachable!() };
            let position = *r.current();
            let turns = Gipf::turns(&position);
            let fullest = |t: &<Gipf as Rules>::Turn| {
                let after = Gipf::apply_unchecked(&position, t);
                let gipf_left = after.gipf_pieces(White).len().min(after.gipf_pieces(Black).len());
                (
                    Gipf::turn_result(&position, t).is_none(),
                    gipf_left.min(2),
                    after.reserve(White).min(after.reserve(Black)),
                )
            };
            let best = turns.iter().map(fullest).max().unwrap_or_default();
            let candidates: Vec<_> = turns.iter().filter(|t| fullest(t) == best).collect();
            let turn = candidates[(s.record.len() * 7) % candidates.len()].to_string();
            s.play(&turn).unwrap();
        }
        assert_eq!(
            s.record.len(),
            300,
            "the game ended early: {:?} {}",
            s.record.result(),
            s.record.position_text(s.record.len())
        );
        let q = query("19a1f0c3e2b-4d2a", &s.record, None);
        println!("{} turns: link query of {} characters", s.record.len(), q.len());
        assert_eq!(Params::parse(&q).record.unwrap(), s.record);
        assert!(q.len() < 8000, "{} characters", q.len());
    }
}
