//! Each new turn in words (with its removals or captures) for the screen reader's live
//! region.

use leptos::prelude::*;

use crate::game::state::AppState;
use tavola_core::i18n::Texts;
use tavola_core::session::AnyRecord;

/// The turn that led to the position on show (after `shown` turns) in words, for the
/// screen reader's live region: who did what, with every removal or capture, and the
/// result only where the end is on show: a record opened at its start says nothing of
/// how it ends.
pub fn announcement(t: &Texts, record: &AnyRecord, shown: usize) -> Option<String> {
    let ply = shown.min(record.len()).checked_sub(1)?;
    let text = match record {
        AnyRecord::Gipf(r) => {
            tavola_core::board::gipf_model::turn_line(t, r.positions().get(ply)?, r.turns().get(ply)?)
        }
        AnyRecord::Emergo(r) => {
            tavola_core::board::emergo_model::turn_line(t, r.positions().get(ply)?, r.turns().get(ply)?)
        }
    };
    Some(match record.result().filter(|_| shown >= record.len()) {
        Some(result) => format!("{text} {}", t.game_over(&t.result(&result))),
        None => text,
    })
}

/// Reads each new turn out to screen readers.
pub fn announcer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = Memo::new(move |_| {
        state
            .game
            .with(|g| g.as_ref().and_then(|g| announcement(state.prefs.texts(), &g.session.record, g.session.ply())))
    });
    view! { <p class="visually-hidden" aria-live="assertive" data-testid="announce">{move || text.get()}</p> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_core::i18n::{EN, IT, SV};
    use tavola_core::session::{NewGame, Session};

    #[test]
    fn turns_are_announced_with_their_removals_and_captures() {
        let mut s =
            Session::from_record(AnyRecord::parse("[Position \"gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11\"]").unwrap());
        s.play("e1-e2;oe2-e6").unwrap();
        assert_eq!(
            announcement(&EN, &s.record, s.ply()).unwrap(),
            "White pushed e1-e2. Black removed the row e2–e6 and took one white piece."
        );
        assert_eq!(
            announcement(&SV, &s.record, s.ply()).unwrap(),
            "Vit sköt in e1-e2. Svart plockade upp raden e2–e6 och tog en vit bricka."
        );
        assert_eq!(
            announcement(&IT, &s.record, s.ply()).unwrap(),
            "Il Bianco ha spinto e1-e2. Il Nero ha preso la fila e2–e6 e ha catturato un pezzo bianco."
        );
        let mut s = Session::new(NewGame::Emergo);
        assert_eq!(announcement(&EN, &s.record, s.ply()), None);
        s.play("d6").unwrap();
        assert_eq!(announcement(&EN, &s.record, s.ply()).unwrap(), "White entered d6.");
        s.resign(tavola_engine::Color::Black);
        assert_eq!(
            announcement(&EN, &s.record, s.ply()).unwrap(),
            "White entered d6. Game over: White wins (resignation)."
        );
        assert_eq!(
            announcement(&IT, &s.record, s.ply()).unwrap(),
            "Il Bianco ha collocato in d6. Partita finita: Vince il Bianco (abbandono)."
        );
        // A finished record on show at its start, or before its end, says nothing of the end.
        assert_eq!(announcement(&EN, &s.record, 0), None);
        let mut s = Session::new(NewGame::Emergo);
        for turn in ["d6", "d8"] {
            s.play(turn).unwrap();
        }
        s.resign(tavola_engine::Color::Black);
        assert_eq!(announcement(&EN, &s.record, 1).unwrap(), "White entered d6.");
    }
}
