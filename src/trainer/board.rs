//! The puzzle's board: the app's own embedded board drawn in the trainer's page (no frame,
//! no second app starting), over the puzzle as an exercise
//! (`tavola_core::puzzles::board_query`). Its reports go straight to the trainer, which
//! plays its replies on it.

use leptos::prelude::*;

use tavola_core::i18n::Lang;
use tavola_core::links::params::Params;
use tavola_core::puzzles;
use tavola_engine::puzzle::Puzzle;

use crate::game::state::AppState;
use crate::screen::{embedded, root};
use crate::services::embed::{Command, Listener};

/// The board on show, for the trainer's commands.
#[derive(Clone, Copy)]
pub struct Board(StoredValue<Option<AppState>>);

impl Board {
    pub fn new() -> Board {
        Board(StoredValue::new(None))
    }

    /// Draws `puzzle` on a board in `lang`, whose reports `heard` gets. The reader's turns
    /// are kept in the tab's session under the puzzle's id, so a reload comes back to them.
    pub fn draw(&self, puzzle: &Puzzle, lang: Lang, heard: Listener) -> impl IntoView {
        let params = Params::parse(&puzzles::board_query(puzzle, lang));
        let (state, view) = root::in_page(&params, &format!("puzzle.{}", puzzle.id), heard);
        self.0.set_value(Some(state));
        view
    }

    /// Plays `turn` on the board, as if the reader had.
    pub fn play(&self, turn: &str) {
        self.obey(Command::Play(turn.to_string()));
    }

    /// Puts the board back as the puzzle opened it.
    pub fn reset(&self) {
        self.obey(Command::Reset);
    }

    /// Speaks `lang` on the board (its texts already in the page).
    pub fn speak(&self, lang: Lang) {
        self.obey(Command::Lang(lang));
    }

    fn obey(&self, command: Command) {
        if let Some(state) = self.0.get_value() {
            embedded::obey(state, command);
        }
    }
}
