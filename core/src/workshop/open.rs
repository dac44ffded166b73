//! A board pasted back into the workshop: a `<tavola-board>` element (or an iframe of
//! one) or a link, read by the kit's own readers (`embed.js`'s rules for the element,
//! `Params::parse` for the query, `exercise` for the answers) into a draft to edit again.

use tavola_engine::record::RecordError;

use crate::i18n::Texts;
use crate::links::exercise::{warnings, Exercise, Warning};
use crate::links::params::{ParamError, Params};
use crate::links::share::escape;
use crate::workshop::draft::{Draft, DraftError};
use crate::workshop::html;
use crate::workshop::output::Options;

/// The attributes `embed.js` hands to the board (its `PARAMS`); any other (an `id`, a
/// `class`) belongs to the page. `tests/workshop.rs` holds this list to the script's.
pub const ELEMENT_PARAMS: [&str; 25] = [
    "game",
    "variant",
    "position",
    "moves",
    "record",
    "ply",
    "orientation",
    "interactive",
    "captions",
    "lang",
    "answer",
    "right",
    "wrong",
    "hide",
    "computer",
    "level",
    "highlight",
    "arrows",
    "speed",
    "ended",
    "white",
    "black",
    "height",
    "compact",
    "puzzle",
];

/// Why a paste did not open; the work on show is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Neither a `<tavola-board>` element nor a link to a board.
    NotABoard,
    /// The board's game does not play: the turn the rules refuse (or a start that does not
    /// read), as the engine names it.
    Record(RecordError),
    /// What the board's notice would say: values the kit cannot follow.
    Notice(Vec<ParamError>),
    /// What the kit warns an author of: an answer that cannot be played, captions that do
    /// not match the positions, a place not on the board.
    Warnings(Vec<Warning>),
    /// Something the draft cannot hold (a caption with `}`).
    Draft(DraftError),
}

impl OpenError {
    /// The message, one line per problem.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            OpenError::NotABoard => t.open_not_board().to_string(),
            OpenError::Record(e) => t.open_unplayable(&e.to_string()),
            OpenError::Notice(problems) => problems.iter().map(|p| p.describe(t)).collect::<Vec<_>>().join("\n"),
            OpenError::Warnings(found) => found.iter().map(|w| w.describe(t)).collect::<Vec<_>>().join("\n"),
            OpenError::Draft(e) => e.describe(t),
        }
    }
}

/// The query an element gives its board, as `embed.js` builds it: `embed=1`, the record
/// written inside, then its attributes among [`ELEMENT_PARAMS`].
fn element_query(element: &html::Element) -> String {
    let mut query = vec!["embed=1".to_string()];
    let written = element.inner.trim();
    if !written.is_empty() {
        query.push(format!("record={}", escape(written)));
    }
    for (name, value) in &element.attributes {
        if ELEMENT_PARAMS.contains(&name.as_str()) {
            query.push(format!("{name}={}", escape(value)));
        }
    }
    query.join("&")
}

/// The query of a link (a whole address, or the query alone), or of an iframe's `src`.
fn link_query(pasted: &str) -> Option<String> {
    let pasted = pasted.trim();
    let link = html::find(pasted, "iframe").and_then(|f| f.attribute("src").map(str::to_string));
    let link = link.as_deref().unwrap_or(pasted);
    let link = link.split('#').next().unwrap_or("");
    match link.split_once('?') {
        Some((_, query)) => Some(query.to_string()),
        None if link.contains('=') && !link.contains(char::is_whitespace) => Some(link.to_string()),
        None => None,
    }
}

impl Draft {
    /// The draft a pasted element or link holds. Pure: the author's work on show is not
    /// touched, whatever the paste, so a failed paste loses nothing.
    pub fn open(pasted: &str) -> Result<Draft, OpenError> {
        Draft::open_with_options(pasted).map(|(draft, _)| draft)
    }

    /// The draft a pasted element or link holds, and how it was shown. Strict: anything the
    /// kit would name on the board (a bad value, an answer that cannot be played, a place
    /// off the board) refuses the paste, so what opens is what the board shows. What the
    /// workshop does not author is left out: a computer opponent, a fixed height, the
    /// compact layout, an ended game, a shared game's id.
    pub fn open_with_options(pasted: &str) -> Result<(Draft, Options), OpenError> {
        let query = match html::find(pasted, "tavola-board") {
            Some(element) => element_query(&element),
            None => link_query(pasted).ok_or(OpenError::NotABoard)?,
        };
        let params = Params::parse(&query);
        if let Some(e) = params.problems.iter().find_map(|p| match p {
            ParamError::Record(e) => Some(e.clone()),
            _ => None,
        }) {
            return Err(OpenError::Record(e));
        }
        if !params.problems.is_empty() {
            return Err(OpenError::Notice(params.problems));
        }
        let found = warnings(&params);
        if !found.is_empty() {
            return Err(OpenError::Warnings(found));
        }
        let Some(mut record) = params.record.clone() else { return Err(OpenError::NotABoard) };
        record.set_ended(None);
        let lines = Exercise::new(&record, &params.author.answers).map(|e| e.lines).unwrap_or_default();
        let mut draft = Draft::of_record(record);
        for (ply, caption) in params.captions.iter().enumerate() {
            draft.set_caption(ply, caption).map_err(OpenError::Draft)?;
        }
        draft.ask(lines).map_err(OpenError::Draft)?;
        for mark in &params.author.annotations {
            draft.push_mark(mark.clone());
        }
        draft.right = params.author.right.clone();
        draft.wrong = params.author.wrong.clone();
        let options = Options {
            lang: params.lang,
            flipped: params.flipped,
            ply: params.ply,
            interactive: params.interactive,
            speed_ms: (params.speed_ms != Params::default().speed_ms).then_some(params.speed_ms),
            hide: params.author.hide,
        };
        Ok((draft, options))
    }
}
