//! How the player sees the app, a context of its own: the language every text is shown
//! in, which way up the board is drawn, and face-to-face mode. Views that only word or
//! orient things take it alone.

use leptos::prelude::*;
use tavola_core::i18n::{Lang, Texts};

use crate::services::language;

#[derive(Clone, Copy)]
pub struct Prefs {
    /// The language every text is shown in.
    pub lang: RwSignal<Lang>,
    /// Board drawn from Black's side.
    pub flipped: RwSignal<bool>,
    /// Face-to-face mode (`screen/face.rs`), remembered per game.
    pub facing: RwSignal<bool>,
    /// Whether the choice of language is remembered (not on an embedded board).
    remember: bool,
}

impl Prefs {
    pub fn new(lang: Option<Lang>, flipped: bool, remember: bool) -> Self {
        Prefs {
            lang: RwSignal::new(language::initial(lang)),
            flipped: RwSignal::new(flipped),
            facing: RwSignal::new(false),
            remember,
        }
    }

    /// The texts in the current language (tracked: a view that reads them follows the switch).
    pub fn texts(&self) -> &'static Texts {
        self.lang.get().texts()
    }

    /// The texts in the current language, untracked (for words built in a handler).
    pub fn texts_now(&self) -> &'static Texts {
        self.lang.get_untracked().texts()
    }

    /// Switches every text to `lang`, and remembers the choice unless embedded.
    pub fn set_lang(&self, lang: Lang) {
        if self.remember {
            language::save(lang);
        }
        self.lang.set(lang);
    }
}

/// A fixed text in the language on show, for a view. One closure type for all of them,
/// so the page holds one copy of the code that draws and updates such a text (each
/// closure of its own costs the first load about a kilobyte).
pub fn say(text: fn(&Texts) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let prefs = expect_context::<Prefs>();
    move || text(prefs.texts())
}
