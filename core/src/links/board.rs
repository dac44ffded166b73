//! What an embedded board shows around its game and keeps for its reader
//! (docs/embedding.md): the players' header (names, event, and the result once the end is
//! on show), and the reader's position, kept in the frame's session so a board that is
//! moved, re-rendered or reloaded in place comes back where the reader left it. Pure,
//! tested natively; the app only stores the text and draws the header.

use tavola_engine::GameResult;

use crate::i18n::Texts;
use crate::session::{AnyRecord, Relation, Session};

/// The result of the game, when the position on show is its end: a record board shows how
/// its game ended only once the reader has stepped to the end, never under its first
/// caption.
pub fn result_on_show(session: &Session) -> Option<GameResult> {
    (session.ply() == session.record.len()).then(|| session.record.result()).flatten()
}

/// The players' header of a board: the names and the event from the record's tags (or the
/// `white` and `black` attributes), and the result while the end is on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub result: Option<GameResult>,
}

impl Header {
    /// The header of the session on show; `None` when there is nothing to say (no names,
    /// no event), so a free board or an exercise keeps its height.
    pub fn of(session: &Session) -> Option<Header> {
        let tag = |name: &str| session.record.tag(name).map(str::trim).filter(|v| !v.is_empty()).map(str::to_string);
        let header =
            Header { white: tag("White"), black: tag("Black"), event: tag("Event"), result: result_on_show(session) };
        (header.white.is_some() || header.black.is_some() || header.event.is_some()).then_some(header)
    }

    /// The header as one line: "Club final: Ann – Bruno · White wins (resignation)", an
    /// unnamed side called by its colour. One text, so the board's first load carries one
    /// more text node, not a view of its own per part.
    pub fn line(&self, t: &Texts) -> String {
        use tavola_engine::Color;
        let name = |n: &Option<String>, side| n.clone().unwrap_or_else(|| t.side(side).to_string());
        let mut line = format!("{} – {}", name(&self.white, Color::White), name(&self.black, Color::Black));
        if let Some(event) = &self.event {
            line = format!("{event}: {line}");
        }
        if let Some(result) = &self.result {
            line = format!("{line} · {}", t.result(result));
        }
        line
    }
}

/// A screen (or fixed frame) lower than this gets the compact layout unless the author
/// says otherwise: a phone on its side (390 px), where the board with its controls under or
/// beside it would not fit; a tablet on its side (768 px) keeps the roomier one.
pub const COMPACT_BELOW: u32 = 560;

/// The height a board must fit in, in pixels: the frame's fixed `height`, or the reader's
/// screen as the page around reports it, whichever is lower; `None` when neither is known.
pub fn fit(height: Option<u32>, screen: Option<u32>) -> Option<u32> {
    match (height, screen) {
        (Some(h), Some(s)) => Some(h.min(s)),
        (h, s) => h.or(s),
    }
}

/// Whether the board takes the compact layout (board first, its controls small beside
/// or under it): as the author asked (`compact`), else in a frame of fixed `height` (the board and
/// its controls must fit it) or on a low screen.
pub fn compact(asked: Option<bool>, height: Option<u32>, screen: Option<u32>) -> bool {
    asked.unwrap_or_else(|| height.is_some() || screen.is_some_and(|h| h < COMPACT_BELOW))
}

/// The text a board keeps in its frame's session: the ply on show, then the record.
pub fn keep(session: &Session) -> String {
    format!("{}\n{}", session.ply(), session.record)
}

/// The session kept by [`keep`], when it still belongs to the board its link opens: the
/// same start and the link's turns first (the reader's follow). Anything else (another
/// link's game, a damaged text) is `None`, and the board opens as its link says.
pub fn kept(link: &AnyRecord, text: &str) -> Option<Session> {
    let (ply, record) = text.split_once('\n')?;
    let ply: usize = ply.parse().ok()?;
    let record = AnyRecord::parse(record).ok()?;
    if !matches!(link.relation(&record), Relation::Same | Relation::Extends) {
        return None;
    }
    let mut session = Session::from_record(record);
    session.go_to(ply);
    Some(session)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::NewGame;

    fn emergo(turns: &[&str]) -> Session {
        let mut s = Session::new(NewGame::Emergo);
        for t in turns {
            s.play(t).unwrap();
        }
        s
    }

    #[test]
    fn the_result_shows_only_at_the_end() {
        let mut s = emergo(&["d6", "d8"]);
        s.resign(tavola_engine::Color::Black);
        assert!(result_on_show(&s).is_some());
        s.go_to(0);
        assert_eq!(result_on_show(&s), None, "not under the first caption");
        assert_eq!(result_on_show(&emergo(&["d6"])), None, "an unfinished game has none");
    }

    #[test]
    fn the_header_names_the_players_and_the_event() {
        let mut s = emergo(&["d6"]);
        assert_eq!(Header::of(&s), None, "nothing to say: no header");
        s.record.set_tag("White", "Ann");
        s.record.set_tag("Event", "Club final");
        let h = Header::of(&s).unwrap();
        assert_eq!(
            (h.white.as_deref(), h.black.as_deref(), h.event.as_deref(), h.result),
            (Some("Ann"), None, Some("Club final"), None)
        );
        assert_eq!(Header::of(&s).unwrap().line(&crate::i18n::EN), "Club final: Ann – Black");
        s.resign(tavola_engine::Color::White);
        assert!(Header::of(&s).unwrap().result.is_some());
        assert_eq!(
            Header::of(&s).unwrap().line(&crate::i18n::IT),
            "Club final: Ann – Nero · Vince il Nero (abbandono)"
        );
        s.go_to(0);
        assert_eq!(Header::of(&s).unwrap().result, None);
    }

    #[test]
    fn low_screens_get_the_compact_layout_unless_the_author_says() {
        assert_eq!(
            (fit(None, None), fit(Some(400), None), fit(Some(400), Some(390)), fit(None, Some(844))),
            (None, Some(400), Some(390), Some(844))
        );
        assert!(compact(None, None, Some(390)) && !compact(None, None, Some(844)) && !compact(None, None, None));
        assert!(compact(None, Some(700), Some(844)), "a fixed height fits the board and its controls");
        assert!(compact(Some(true), None, Some(844)) && !compact(Some(false), Some(300), Some(390)));
    }

    #[test]
    fn a_kept_position_comes_back_only_on_its_own_board() {
        let link = emergo(&["d6"]).record;
        let mut played = emergo(&["d6", "d8", "e4"]);
        played.go_to(2);
        let text = keep(&played);
        let back = kept(&link, &text).unwrap();
        assert_eq!((back.record.turn_texts(), back.ply()), (played.record.turn_texts(), 2));
        // Another board's game, or one that went back before the link's turns, is not this one.
        assert_eq!(kept(&emergo(&["e4"]).record, &text), None);
        assert_eq!(kept(&link, &keep(&emergo(&[]))), None);
        let gipf = Session::new(NewGame::GipfStandard);
        assert_eq!(kept(&link, &keep(&gipf)), None);
        for damaged in ["", "x", "3", "2\njunk", "-1\n[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]"] {
            assert_eq!(kept(&link, damaged), None, "{damaged:?}");
        }
        // A record's tags and comments come back with it.
        let mut named = emergo(&["d6"]);
        named.record.set_tag("White", "Ann");
        assert_eq!(kept(&link, &keep(&named)).unwrap().record.tag("White"), Some("Ann"));
    }
}
