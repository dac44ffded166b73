//! The author's workshop: a teacher sets up any position by taps, records a story or an
//! exercise by playing it (a caption and marks per position, the reader's answers and the
//! author's replies), and copies out what the embed kit reads (docs/embedding.md): the
//! `<tavola-board>` element, a link and the position's text; a pasted element or link
//! opens again as the same draft.
//!
//! - [`setup`]: a position under construction ([`Setup`]), checked by the engine into a
//!   start ([`Checked`]) or every reason it is not one ([`SetupError`]);
//! - [`draft`]: the story or exercise being recorded ([`Draft`]);
//! - [`output`]: the element, the link and the position text, with the presentation
//!   [`Options`];
//! - [`open`]: a pasted element or link read back ([`Draft::open`], [`OpenError`]);
//! - [`opening`]: what the workshop's address opens;
//! - `html`: writing and reading the element's attributes and text.
//!
//! Pure and tested natively; the screen holds a `Setup` or a `Draft` and draws them with
//! the game's own board components ([`Setup::gipf_board`], [`Setup::emergo_board`]).

pub mod draft;
mod html;
pub mod open;
pub mod opening;
pub mod output;
pub mod setup;

pub use draft::{Answer, Draft, DraftError, Role};
pub use open::{OpenError, ELEMENT_PARAMS};
pub use output::{element, game_element, link, position_text, Options, INLINE_MOST};
pub use setup::{describe_refusal, Cell, Checked, Place, Setup, SetupError, TapError, Tool};

use crate::i18n::{Lang, Texts};
use opening::Unfollowed;

/// What the workshop says under its board, kept as it happened and worded when shown: why
/// the author's last tap, paste, turn, caption or mark was refused (the work is as it was),
/// what of its address it could not follow, or that its language's texts did not arrive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Objection {
    Tap(TapError),
    Draft(DraftError),
    Open(OpenError),
    Unfollowed(Unfollowed),
    LanguageMissing(Lang),
}

impl Objection {
    /// The objection in the player's language.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            Objection::Tap(e) => e.describe(t),
            Objection::Draft(e) => e.describe(t),
            Objection::Open(e) => e.describe(t),
            Objection::Unfollowed(u) => u.describe(t),
            Objection::LanguageMissing(lang) => t.language_missing(lang.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, SV};

    /// An objection is kept as it happened and worded in whichever language is on show.
    #[test]
    fn objections_are_worded_when_shown() {
        let (_, unfollowed) = opening::opening("edit=chess");
        let objections = [
            Objection::Tap(TapError::NoGipfPieces),
            Objection::Draft(DraftError::CaptionBrace),
            Objection::Open(OpenError::NotABoard),
            Objection::Unfollowed(unfollowed[0].clone()),
            Objection::LanguageMissing(Lang::Sv),
        ];
        let said = |t: &Texts| objections.iter().map(|o| o.describe(t)).collect::<Vec<_>>();
        let (english, swedish) = (said(&EN), said(&SV));
        assert_eq!(english[0], EN.tap_no_gipf());
        assert_eq!(swedish[0], SV.tap_no_gipf());
        assert!(english[3].contains("\"chess\"") && swedish[3].contains("\"chess\""), "{english:?}");
        assert_eq!(english[4], EN.language_missing("Svenska"));
        assert!(english.iter().zip(&swedish).all(|(en, sv)| en != sv), "{swedish:?}");
    }
}
