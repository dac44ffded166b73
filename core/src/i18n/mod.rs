//! Every text of the app in English, Italian and Swedish, as one typed catalogue.
//!
//! [`Texts`] has a field per text: a `&'static str` when it is fixed, a [`Template`] when it holds
//! values. Each language is one `const Texts`, so a text missing from a language is a
//! compile error, never a silent fallback. The game terms are those of the original rules,
//! as the rules reference uses them (`public/rules.it.html`, `rules.sv.html`): Italian pezzo-GIPF, riserva, dot, spot, fila, Colonna, Pezzo
//! Ombra; Swedish bricka, GIPF-pjäs, reserven, prick, punkt, rad.

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;
use tavola_engine::{Color, GameResult, Reason};

mod en;
#[macro_use]
pub mod file;
mod it;
mod sv;

pub use en::EN;
pub use it::IT;
pub use sv::SV;

/// A language of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    It,
    Sv,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::It, Lang::Sv];

    /// The ISO 639-1 code: the `lang` URL parameter, `<html lang>` and what is saved.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Sv => "sv",
        }
    }

    /// The lessons and rules in this language: a static page beside the app
    /// (`scripts/learn-pages.mjs` writes `learn.it.html` and `learn.sv.html` from `learn.html`).
    pub fn learn_page(self) -> &'static str {
        match self {
            Lang::En => "learn.html",
            Lang::It => "learn.it.html",
            Lang::Sv => "learn.sv.html",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language's name in itself, for the switch.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Sv => "Svenska",
        }
    }

    /// The lessons' page in this language (`public/learn*.html`).
    pub fn lessons_page(self) -> &'static str {
        match self {
            Lang::En => "learn.html",
            Lang::It => "learn.it.html",
            Lang::Sv => "learn.sv.html",
        }
    }

    /// A day as the browser's `toLocaleDateString(code)` writes it (month 1 to 12), written
    /// here: the browser's own first call loads its locale data, which costs a slow phone
    /// about 0.1 s of a game's first paint.
    pub fn date(self, year: i32, month: u32, day: u32) -> String {
        match self {
            Lang::En => format!("{month}/{day}/{year}"),
            Lang::It => format!("{day:02}/{month:02}/{year}"),
            Lang::Sv => format!("{year}-{month:02}-{day:02}"),
        }
    }

    /// A day and time of day (hour 0 to 23) as the browser's `toLocaleString(code)` writes
    /// them, to the minute: "12/4/2026, 2:05 PM", "04/12/2026, 14:05", "2026-12-04 14:05".
    pub fn date_time(self, (year, month, day): (i32, u32, u32), hour: u32, minute: u32) -> String {
        // One format for the three, the parts chosen per language: it keeps the page small.
        let (between, hour, zero, after) = match self {
            Lang::En => (", ", (hour + 11) % 12 + 1, "", if hour < 12 { " AM" } else { " PM" }),
            Lang::It => (", ", hour, if hour < 10 { "0" } else { "" }, ""),
            Lang::Sv => (" ", hour, if hour < 10 { "0" } else { "" }, ""),
        };
        format!("{}{between}{zero}{hour}:{minute:02}{after}", self.date(year, month, day))
    }

    /// The texts in this language: compiled in with the `catalogues` feature (the default),
    /// else English until a file has been installed for it ([`file::install`]), so the page
    /// ships English alone and fetches the language it shows.
    pub fn texts(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            #[cfg(feature = "catalogues")]
            Lang::It => &IT,
            #[cfg(feature = "catalogues")]
            Lang::Sv => &SV,
            #[cfg(not(feature = "catalogues"))]
            other => file::installed(other).unwrap_or(&EN),
        }
    }

    /// Whether [`Lang::texts`] speaks this language now (or still answers in English).
    pub fn has_texts(self) -> bool {
        self == Lang::En || !std::ptr::eq(self.texts(), &EN)
    }

    /// The first of the browser's preferred languages (`navigator.languages`, tags such
    /// as `sv-SE`) that the app speaks; English when none is.
    pub fn detect<S: AsRef<str>>(languages: &[S]) -> Lang {
        languages
            .iter()
            .find_map(|tag| {
                let primary = tag.as_ref().split(['-', '_']).next().unwrap_or_default();
                Lang::from_code(&primary.to_ascii_lowercase())
            })
            .unwrap_or(Lang::En)
    }
}

catalogue! {
/// Every text of the app in one language. Side names, piece names, levels and reasons
/// come in already translated as `&str` arguments.
#[derive(Clone, Copy)]
pub struct Texts {
    // The page and the language switch.
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub dismiss: &'static str,
    /// A language whose texts could not be fetched (its name in itself).
    language_missing: Template,
    /// What separates the decimals of a figure: "0.3" in English, "0,3" in Italian and Swedish.
    pub decimal_point: &'static str,

    // Names used inside other texts.
    pub white: &'static str,
    pub black: &'static str,
    pub a_piece: &'static str,
    pub a_gipf_piece: &'static str,
    pub beginner: &'static str,
    pub casual: &'static str,
    pub club: &'static str,
    pub expert: &'static str,
    pub gipf_basic: &'static str,
    pub gipf_standard: &'static str,
    pub gipf_tournament: &'static str,

    // Results.
    pub empty_reserve: &'static str,
    pub last_gipf_lost: &'static str,
    pub no_pieces: &'static str,
    pub no_legal_move: &'static str,
    pub repetition: &'static str,
    pub agreement: &'static str,
    pub resignation: &'static str,
    pub time_out: &'static str,
    wins: Template,
    draw: Template,

    // The start screen: new games, saved games, import.
    pub new_game: &'static str,
    pub play_friend: &'static str,
    pub play_computer: &'static str,
    pub learn_rules: &'static str,
    /// The start screen's link to the puzzle trainer.
    pub puzzles: &'static str,
    pub gipf_line: &'static str,
    pub emergo_line: &'static str,
    pub variant_label: &'static str,
    pub level_label: &'static str,
    players_line: Template,
    pub white_extra: &'static str,
    pub black_extra: &'static str,
    pub saved_games: &'static str,
    pub no_saved_games: &'static str,
    pub delete_confirm: &'static str,
    summary: Template,
    pub game_name: &'static str,
    pub resume: &'static str,
    pub save_name: &'static str,
    pub rename: &'static str,
    pub delete: &'static str,
    damaged: Template,
    pub download_raw: &'static str,
    pub import_heading: &'static str,
    pub import_label: &'static str,
    pub import: &'static str,
    pub open_file: &'static str,
    cannot_import: Template,

    // The status line when the board's own prompt does not apply.
    game_over: Template,
    after_turns: Template,
    pub viewing_earlier: &'static str,
    computer_thinking: Template,
    pub hint_thinking: &'static str,

    // The GIPF board: prompts, the controls beside it, counts.
    gipf_tap_spot: Template,
    gipf_may_remove_first: Template,
    gipf_to_push: Template,
    gipf_pick_row: Template,
    gipf_remove_plain: Template,
    gipf_remove_keep: Template,
    /// A player's pieces in reserve and lost, in his strip (his name beside it).
    gipf_counts: Template,
    pub piece_to_enter: &'static str,
    pub gipf_piece: &'static str,
    pub single_piece: &'static str,
    gipf_choose_piece: Template,
    pub rows: &'static str,
    row_detail: Template,
    pub remove_row: &'static str,
    keep_piece: Template,
    pub leave_gipf_rows: &'static str,
    pub restart_turn: &'static str,
    pub gipf_board: &'static str,
    push_gipf: Template,
    push: Template,
    remove: Template,
    remove_keeping: Template,
    pub leave_rows: &'static str,

    // The Emergo board: prompts and counts.
    must_capture: Template,
    captures: Template,
    enters_shadow: Template,
    to_enter: Template,
    to_move: Template,
    to_move_picked: Template,
    /// A player's men still to enter, in his strip (his name beside it).
    in_hand: Template,
    pub emergo_board: &'static str,

    // The game screen's panel: controls, players, the record, the move list, sharing.
    pub games: &'static str,
    pub person: &'static str,
    computer: Template,
    pub undo: &'static str,
    pub redo: &'static str,
    pub flip: &'static str,
    /// The game screen's menu of what is not needed every turn.
    pub menu: &'static str,
    pub face_to_face: &'static str,
    pub sound: &'static str,
    pub resign: &'static str,
    pub who_resigns: &'static str,
    resigns_confirm: Template,
    /// The buttons of the hot-seat resign question.
    pub white_resigns: &'static str,
    pub black_resigns: &'static str,
    pub agree_draw: &'static str,
    pub offer_draw: &'static str,
    pub draw_confirm: &'static str,
    pub draw_refused: &'static str,
    // The end of a game, and the questions asked in the page.
    pub yes: &'static str,
    pub no: &'static str,
    pub rematch: &'static str,
    ending_turns: Template,
    ending_time: Template,
    gipf_took: Template,
    emergo_took: Template,
    pub your_colour: &'static str,
    pub clock_label: &'static str,
    pub no_clock: &'static str,
    pub pause_clock: &'static str,
    pub resume_clock: &'static str,
    pub clock_resumed: &'static str,
    clock_of: Template,
    pub random_colour: &'static str,
    pub white_name: &'static str,
    pub black_name: &'static str,
    pub export: &'static str,
    pub game_record: &'static str,
    pub copy: &'static str,
    pub download: &'static str,
    pub share: &'static str,
    pub share_copied: &'static str,
    pub share_link: &'static str,
    pub move_navigation: &'static str,
    pub first_move: &'static str,
    pub back: &'static str,
    pub forward: &'static str,
    pub last_move: &'static str,
    pub play_through: &'static str,
    pub stop_playing: &'static str,
    pub expected_speed: &'static str,
    pub expected_height: &'static str,
    pub moves: &'static str,
    illegal_turn: Template,

    // The computer: hints, its failures, and why it is unavailable (`worker::Failure`), said
    // once and in the titles of the controls it turns off.
    pub hint_button: &'static str,
    hint: Template,
    pub then: &'static str,
    pub computer_unknown: &'static str,
    computer_failed: Template,
    pub worker_refused: &'static str,
    pub worker_load: &'static str,
    pub worker_crashed: &'static str,
    pub worker_garbled: &'static str,
    pub worker_silent: &'static str,
    computer_off: Template,
    computer_gone: Template,

    // Analyse and review.
    pub analyse: &'static str,
    pub review_game: &'static str,
    pub evaluation: &'static str,
    pub best_line: &'static str,
    side_wins: Template,
    review_drop: Template,
    reviewing: Template,
    pub review_clean: &'static str,
    review_found: Template,
    pub better_shown: &'static str,
    better_turn: Template,
    pub prev_mistake: &'static str,
    pub next_mistake: &'static str,
    accuracy: Template,
    pub review_graph: &'static str,

    // Saving: damaged saved games (`saved::LoadError`), full or refused storage, other tabs.
    load_not_json: Template,
    load_schema: Template,
    load_rules: Template,
    load_record: Template,
    pub storage_full: &'static str,
    pub storage_refused: &'static str,
    pub saved_now: &'static str,
    conflict_copy: Template,
    copy_name: Template,

    // Links: why one cannot be followed (`params::ParamError`; parameter names and values stay
    // as written in the URL), and how a link's game was taken in.
    param_bad: Template,
    pub param_variant_without_gipf: &'static str,
    param_mismatch: Template,
    param_record: Template,
    pub expected_flag: &'static str,
    pub expected_ply: &'static str,
    pub expected_orientation: &'static str,
    pub expected_variant: &'static str,
    pub expected_game: &'static str,
    pub expected_start: &'static str,
    pub expected_lang: &'static str,
    pub expected_moves_only: &'static str,
    pub expected_game_id: &'static str,
    pub expected_draft: &'static str,
    pub expected_ended: &'static str,
    pub link_behind: &'static str,
    link_differs: Template,

    // Embedded boards and exercises: the rules entry, verdicts, the author's warnings
    // (`exercise::Warning`).
    pub rules: &'static str,
    pub exercise_right: &'static str,
    pub exercise_wrong: &'static str,
    exercise_shown: Template,
    /// Where the reader is in an exercise of several turns.
    exercise_step: Template,
    pub try_again: &'static str,
    pub show_me: &'static str,
    pub start_over: &'static str,
    pub expected_hide: &'static str,
    pub expected_computer: &'static str,
    pub expected_level: &'static str,
    pub expected_highlight: &'static str,
    pub expected_arrows: &'static str,
    warn_captions: Template,
    warn_ply: Template,
    warn_answer: Template,
    warn_place: Template,

    // What a screen reader says for a board place and after each turn; the parts of a place's
    // name are joined with ", ".
    pub dot: &'static str,
    pub empty_spot: &'static str,
    pub white_piece: &'static str,
    pub black_piece: &'static str,
    pub white_gipf_piece: &'static str,
    pub black_gipf_piece: &'static str,
    pub push_from_here: &'static str,
    pub push_onto_here: &'static str,
    pub chosen_point: &'static str,
    pub in_row_to_remove: &'static str,
    pub in_chosen_row: &'static str,
    pub stays: &'static str,
    pub empty_square: &'static str,
    /// A lone man, a column of one colour, a column over prisoners (`caps`, `prisoners`;
    /// `owner` and `other` their colours).
    column_man: Template,
    column_plain: Template,
    column_over: Template,
    pub can_move: &'static str,
    pub chosen_square: &'static str,
    pub can_go_here: &'static str,
    pub in_last_move: &'static str,
    enters: Template,
    steps: Template,
    captures_taking: Template,
    announce_gipf: Template,
    announce_emergo: Template,
    pushed: Template,
    pushed_gipf: Template,
    /// The rows a side removed in the last turn, their ends joined by `and`.
    removed_rows: Template,
    /// The opponent's pieces a side captured in the last turn.
    took_pieces: Template,
    /// Joins the last of a list: " and ".
    pub and: &'static str,
}
}

impl Texts {
    pub fn side(&self, side: Color) -> &'static str {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => self.beginner,
            Level::Casual => self.casual,
            Level::Club => self.club,
            Level::Expert => self.expert,
        }
    }

    pub fn variant(&self, variant: Variant) -> &'static str {
        match variant {
            Variant::Basic => self.gipf_basic,
            Variant::Standard => self.gipf_standard,
            Variant::Tournament => self.gipf_tournament,
        }
    }

    pub fn reason(&self, reason: Reason) -> &'static str {
        match reason {
            Reason::EmptyReserve => self.empty_reserve,
            Reason::LastGipfLost => self.last_gipf_lost,
            Reason::NoPieces => self.no_pieces,
            Reason::NoLegalMove => self.no_legal_move,
            Reason::Repetition => self.repetition,
            Reason::Agreement => self.agreement,
            Reason::Resignation => self.resignation,
            Reason::Time => self.time_out,
        }
    }

    /// "White wins (empty reserve)", "Draw (threefold repetition)".
    pub fn result(&self, result: &GameResult) -> String {
        let reason = self.reason(result.reason);
        match result.winner {
            Some(side) => self.wins(self.side(side), reason),
            None => self.draw(reason),
        }
    }
}

/// A text with values, the same in every language's catalogue: `{side}` stands for the value
/// named `side`, and `{count:one|many}` says `one` when the count is 1 and `many` otherwise
/// (`{side:white's|black's}` likewise picks by a side). A choice may hold values and choices
/// of its own: `{n:one piece|{n} pieces}`.
///
/// Texts are data, not code: each language is words and marks a translator can read, one
/// `fill` writes them all (where each text of each language was a closure of its own), and
/// a catalogue can be read from a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Template(pub &'static str);

/// A value given to a [`Template`].
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Text(&'a str),
    /// A text written quoted and escaped, as it was found: a link's value, an answer.
    Quoted(&'a str),
    Count(u64),
    Side(Color),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl From<Color> for Arg<'_> {
    fn from(side: Color) -> Self {
        Arg::Side(side)
    }
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Count(n as u64)
            }
        }
    )*};
}
counts!(u8, u32, u64, usize);

impl Arg<'_> {
    /// Which branch of a choice this value takes: the first for a count of one and for White.
    fn first(self) -> bool {
        matches!(self, Arg::Count(1) | Arg::Side(Color::White))
    }
}

impl Template {
    /// The text with each value written in.
    pub fn fill(self, args: &[(&str, Arg)]) -> String {
        let mut out = String::with_capacity(self.0.len() + 16);
        fill_into(&mut out, self.0, args);
        out
    }

    /// The names of the values this text uses, in its choices too (for the catalogues' tests).
    pub fn names(self) -> Vec<&'static str> {
        let mut names = Vec::new();
        let mut rest = self.0;
        while let Some(open) = rest.find('{') {
            let inner = &rest[open + 1..];
            let end = inner.find([':', '}']).unwrap_or(inner.len());
            names.push(&inner[..end]);
            rest = inner;
        }
        names.sort_unstable();
        names.dedup();
        names
    }
}

/// The index in `text` of the `}` that closes the `{` at its start, and of each `|` at the
/// top level between them.
fn braces(text: &str) -> Option<(usize, Vec<usize>)> {
    let mut depth = 0;
    let mut bars = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 1 => return Some((i, bars)),
            '}' => depth -= 1,
            '|' if depth == 1 => bars.push(i),
            _ => {}
        }
    }
    None
}

fn fill_into(out: &mut String, text: &str, args: &[(&str, Arg)]) {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let from = &rest[open..];
        // A brace left open is written as it is: a slip in a catalogue shows in the page and
        // fails its test, it does not take the page down.
        let Some((close, bars)) = braces(from) else {
            out.push_str(from);
            return;
        };
        let inner = &from[1..close];
        let (name, choice) = inner.split_once(':').unwrap_or((inner, ""));
        match args.iter().find(|(n, _)| *n == name).map(|&(_, arg)| arg) {
            Some(arg) if !choice.is_empty() => {
                // Two branches, split at the first bar outside nested braces; a choice
                // without one says nothing for the second case.
                let first_end = bars.first().copied().unwrap_or(close);
                let branch = match (arg.first(), bars.first()) {
                    (true, _) => &from[name.len() + 2..first_end],
                    (false, Some(&bar)) => &from[bar + 1..close],
                    (false, None) => "",
                };
                fill_into(out, branch, args);
            }
            Some(Arg::Text(value)) => out.push_str(value),
            Some(Arg::Quoted(value)) => out.push_str(&format!("{value:?}")),
            Some(Arg::Count(n)) => out.push_str(&n.to_string()),
            // A side is only chosen on, never written; an unknown name stays visible.
            Some(Arg::Side(_)) | None => out.push_str(&from[..=close]),
        }
        rest = &from[close + 1..];
    }
    out.push_str(rest);
}

/// A method per text with values, named as its field: it fills the language's template
/// with the values named as its parameters.
macro_rules! filled {
    ($($name:ident($($arg:ident: $ty:ty),*);)*) => {
        impl Texts {
            $(
                pub fn $name(&self, $($arg: $ty),*) -> String {
                    self.$name.fill(&[$((stringify!($arg), Arg::from($arg))),*])
                }
            )*
        }
    };
}

impl Texts {
    /// "white man", "column of 3 black over 2 white": an Emergo place's column.
    pub fn column(&self, caps: u8, owner: Color, prisoners: u8) -> String {
        let template = match (caps, prisoners) {
            (1, 0) => self.column_man,
            (_, 0) => self.column_plain,
            _ => self.column_over,
        };
        let other = owner.other();
        template.fill(&[
            ("caps", caps.into()),
            ("owner", owner.into()),
            ("prisoners", prisoners.into()),
            ("other", other.into()),
        ])
    }

    /// Why a link's parameter was refused, its value quoted as written.
    pub fn param_bad(&self, name: &str, value: &str, expected: &str) -> String {
        self.param_bad.fill(&[("name", name.into()), ("value", Arg::Quoted(value)), ("expected", expected.into())])
    }

    pub fn param_mismatch(&self, position: &str, game: &str) -> String {
        self.param_mismatch.fill(&[("position", Arg::Quoted(position)), ("game", game.into())])
    }

    pub fn warn_answer(&self, answer: &str, detail: &str) -> String {
        self.warn_answer.fill(&[("answer", Arg::Quoted(answer)), ("detail", detail.into())])
    }

    pub fn warn_place(&self, place: &str) -> String {
        self.warn_place.fill(&[("place", Arg::Quoted(place))])
    }
}

filled! {
    language_missing(language: &str);
    wins(side: &str, reason: &str);
    draw(reason: &str);
    players_line(white: &str, black: &str);
    summary(turns: usize, side: &str);
    damaged(error: &str);
    cannot_import(detail: &str);
    game_over(result: &str);
    after_turns(ply: usize, len: usize, side: &str);
    computer_thinking(side: &str, level: &str);
    gipf_tap_spot(side: &str, piece: &str);
    gipf_may_remove_first(side: &str, piece: &str);
    gipf_to_push(side: &str, piece: &str);
    gipf_pick_row(side: &str);
    gipf_remove_plain(side: &str);
    gipf_remove_keep(side: &str);
    gipf_counts(reserve: u8, lost: u8);
    gipf_choose_piece(side: &str);
    row_detail(from: &str, to: &str, pieces: usize, captured: usize);
    keep_piece(point: &str);
    push_gipf(entry: &str);
    push(entry: &str);
    remove(points: &str);
    remove_keeping(points: &str, kept: &str);
    must_capture(side: &str);
    captures(side: &str);
    enters_shadow(side: &str, men: u8);
    to_enter(side: &str);
    to_move(side: &str);
    to_move_picked(side: &str);
    in_hand(men: u8);
    computer(level: &str);
    resigns_confirm(side: &str);
    ending_turns(turns: usize);
    ending_time(minutes: u64, seconds: u64);
    gipf_took(side: &str, pieces: usize);
    emergo_took(side: &str, men: usize);
    clock_of(side: &str, time: &str);
    illegal_turn(detail: &str);
    hint(advice: &str);
    computer_failed(detail: &str);
    computer_off(reason: &str);
    computer_gone(reason: &str);
    side_wins(side: &str);
    review_drop(side: &str, before: &str, after: &str);
    reviewing(done: usize, total: usize);
    review_found(marked: usize);
    better_turn(turn: &str, better: &str, before: &str, after: &str);
    accuracy(percent: u8);
    load_not_json(detail: &str);
    load_schema(found: u32, reads: u32);
    load_rules(found: u32, plays: u32);
    load_record(detail: &str);
    conflict_copy(name: &str);
    copy_name(name: &str);
    param_record(detail: &str);
    link_differs(name: &str);
    exercise_shown(turn: &str);
    exercise_step(step: usize, steps: usize);
    warn_captions(given: usize, positions: usize);
    warn_ply(ply: usize, turns: usize);
    enters(square: &str);
    steps(from: &str, to: &str);
    captures_taking(capture: &str, taken: usize);
    announce_gipf(side: &str, what: &str);
    announce_emergo(side: &str, what: &str);
    pushed(entry: &str);
    pushed_gipf(entry: &str);
    removed_rows(rows: &str, count: usize);
    took_pieces(count: usize, owner: Color);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// As Chromium's `new Date(2026, 0, 5).toLocaleDateString(code)` and the same for
    /// 23 December write them (the browser test of a game's default name checks the rest).
    #[test]
    fn dates_as_the_browser_writes_them() {
        let written: Vec<_> = Lang::ALL.iter().map(|l| (l.date(2026, 1, 5), l.date(2026, 12, 23))).collect();
        let browser = [("1/5/2026", "12/23/2026"), ("05/01/2026", "23/12/2026"), ("2026-01-05", "2026-12-23")];
        for ((ours, theirs), lang) in written.iter().zip(browser).zip(Lang::ALL) {
            assert_eq!((ours.0.as_str(), ours.1.as_str()), theirs, "{lang:?}");
        }
    }

    #[test]
    fn times_of_day_as_each_language_writes_them() {
        let day = (2026, 12, 4);
        let written = |lang: Lang| [(0, 5), (9, 0), (12, 30), (14, 5)].map(|(h, m)| lang.date_time(day, h, m));
        assert_eq!(
            written(Lang::En),
            ["12/4/2026, 12:05 AM", "12/4/2026, 9:00 AM", "12/4/2026, 12:30 PM", "12/4/2026, 2:05 PM"]
        );
        assert_eq!(written(Lang::It)[3], "04/12/2026, 14:05");
        assert_eq!(written(Lang::Sv)[0], "2026-12-04 00:05");
    }

    /// A text's name, the text as filled, and the values it was given.
    type Filled = (&'static str, String, Vec<String>);

    /// Every text of `t` with the arguments it was given: fixed texts with none. The
    /// destructuring names every field, so a new field fails to compile here until it is
    /// listed (and `deny(unused_variables)` fails it until it is checked).
    #[deny(unused_variables)]
    fn every_text(t: &Texts) -> (Vec<Filled>, Vec<(&'static str, Template)>) {
        let Texts {
            title,
            tagline,
            language,
            dismiss,
            language_missing,
            decimal_point,
            white,
            black,
            a_piece,
            a_gipf_piece,
            beginner,
            casual,
            club,
            expert,
            gipf_basic,
            gipf_standard,
            gipf_tournament,
            empty_reserve,
            last_gipf_lost,
            no_pieces,
            no_legal_move,
            repetition,
            agreement,
            resignation,
            time_out,
            wins,
            draw,
            game_over,
            after_turns,
            viewing_earlier,
            computer_thinking,
            hint_thinking,
            gipf_tap_spot,
            gipf_may_remove_first,
            gipf_to_push,
            gipf_pick_row,
            gipf_remove_plain,
            gipf_remove_keep,
            gipf_counts,
            piece_to_enter,
            gipf_piece,
            single_piece,
            rows,
            remove_row,
            leave_gipf_rows,
            restart_turn,
            gipf_board,
            push_gipf,
            push,
            remove,
            remove_keeping,
            leave_rows,
            must_capture,
            captures,
            enters_shadow,
            to_enter,
            to_move,
            to_move_picked,
            in_hand,
            emergo_board,
            hint_button,
            hint,
            then,
            computer_unknown,
            computer_failed,
            games,
            person,
            computer,
            undo,
            redo,
            flip,
            menu,
            resign,
            who_resigns,
            resigns_confirm,
            white_resigns,
            black_resigns,
            agree_draw,
            draw_confirm,
            export,
            game_record,
            copy,
            download,
            move_navigation,
            first_move,
            back,
            forward,
            last_move,
            play_through,
            stop_playing,
            expected_speed,
            expected_height,
            moves,
            illegal_turn,
            new_game,
            white_extra,
            black_extra,
            saved_games,
            no_saved_games,
            delete_confirm,
            summary,
            game_name,
            resume,
            save_name,
            rename,
            delete,
            damaged,
            download_raw,
            import_heading,
            import_label,
            import,
            open_file,
            cannot_import,
            load_not_json,
            load_schema,
            load_rules,
            load_record,
            param_bad,
            param_variant_without_gipf,
            param_mismatch,
            param_record,
            expected_flag,
            expected_ply,
            expected_orientation,
            expected_variant,
            expected_game,
            expected_start,
            expected_lang,
            dot,
            empty_spot,
            white_piece,
            black_piece,
            white_gipf_piece,
            black_gipf_piece,
            push_from_here,
            push_onto_here,
            chosen_point,
            in_row_to_remove,
            in_chosen_row,
            stays,
            empty_square,
            column_man,
            column_plain,
            column_over,
            can_move,
            chosen_square,
            can_go_here,
            in_last_move,
            enters,
            steps,
            captures_taking,
            expected_moves_only,
            expected_game_id,
            expected_draft,
            expected_ended,
            storage_full,
            storage_refused,
            saved_now,
            conflict_copy,
            copy_name,
            link_behind,
            link_differs,
            share,
            share_copied,
            share_link,
            white_name,
            black_name,
            announce_gipf,
            announce_emergo,
            gipf_choose_piece,
            row_detail,
            keep_piece,
            pushed,
            pushed_gipf,
            removed_rows,
            took_pieces,
            and,
            offer_draw,
            draw_refused,
            yes,
            no,
            rematch,
            ending_turns,
            ending_time,
            gipf_took,
            emergo_took,
            your_colour,
            clock_label,
            no_clock,
            pause_clock,
            resume_clock,
            clock_resumed,
            clock_of,
            random_colour,
            play_friend,
            play_computer,
            learn_rules,
            puzzles,
            gipf_line,
            emergo_line,
            variant_label,
            level_label,
            players_line,
            face_to_face,
            sound,
            rules,
            exercise_right,
            exercise_wrong,
            exercise_shown,
            exercise_step,
            try_again,
            show_me,
            start_over,
            expected_hide,
            expected_computer,
            expected_level,
            expected_highlight,
            expected_arrows,
            warn_captions,
            warn_ply,
            warn_answer,
            warn_place,
            analyse,
            review_game,
            evaluation,
            best_line,
            side_wins,
            review_drop,
            reviewing,
            review_clean,
            review_found,
            better_shown,
            better_turn,
            prev_mistake,
            next_mistake,
            accuracy,
            review_graph,
            worker_refused,
            worker_load,
            worker_crashed,
            worker_garbled,
            worker_silent,
            computer_off,
            computer_gone,
        } = *t;
        let fixed = [
            ("title", title),
            ("tagline", tagline),
            ("language", language),
            ("dismiss", dismiss),
            ("decimal_point", decimal_point),
            ("white", white),
            ("black", black),
            ("a_piece", a_piece),
            ("a_gipf_piece", a_gipf_piece),
            ("beginner", beginner),
            ("casual", casual),
            ("club", club),
            ("expert", expert),
            ("gipf_basic", gipf_basic),
            ("gipf_standard", gipf_standard),
            ("gipf_tournament", gipf_tournament),
            ("empty_reserve", empty_reserve),
            ("last_gipf_lost", last_gipf_lost),
            ("no_pieces", no_pieces),
            ("no_legal_move", no_legal_move),
            ("repetition", repetition),
            ("agreement", agreement),
            ("resignation", resignation),
            ("time_out", time_out),
            ("viewing_earlier", viewing_earlier),
            ("hint_thinking", hint_thinking),
            ("piece_to_enter", piece_to_enter),
            ("gipf_piece", gipf_piece),
            ("single_piece", single_piece),
            ("rows", rows),
            ("remove_row", remove_row),
            ("leave_gipf_rows", leave_gipf_rows),
            ("restart_turn", restart_turn),
            ("gipf_board", gipf_board),
            ("leave_rows", leave_rows),
            ("emergo_board", emergo_board),
            ("hint_button", hint_button),
            ("then", then),
            ("computer_unknown", computer_unknown),
            ("games", games),
            ("person", person),
            ("undo", undo),
            ("redo", redo),
            ("flip", flip),
            ("menu", menu),
            ("resign", resign),
            ("who_resigns", who_resigns),
            ("white_resigns", white_resigns),
            ("black_resigns", black_resigns),
            ("agree_draw", agree_draw),
            ("draw_confirm", draw_confirm),
            ("export", export),
            ("game_record", game_record),
            ("copy", copy),
            ("download", download),
            ("move_navigation", move_navigation),
            ("first_move", first_move),
            ("back", back),
            ("forward", forward),
            ("last_move", last_move),
            ("play_through", play_through),
            ("stop_playing", stop_playing),
            ("expected_speed", expected_speed),
            ("expected_height", expected_height),
            ("moves", moves),
            ("new_game", new_game),
            ("white_extra", white_extra),
            ("black_extra", black_extra),
            ("saved_games", saved_games),
            ("no_saved_games", no_saved_games),
            ("delete_confirm", delete_confirm),
            ("game_name", game_name),
            ("resume", resume),
            ("save_name", save_name),
            ("rename", rename),
            ("delete", delete),
            ("download_raw", download_raw),
            ("import_heading", import_heading),
            ("import_label", import_label),
            ("import", import),
            ("open_file", open_file),
            ("param_variant_without_gipf", param_variant_without_gipf),
            ("expected_flag", expected_flag),
            ("expected_ply", expected_ply),
            ("expected_orientation", expected_orientation),
            ("expected_variant", expected_variant),
            ("expected_game", expected_game),
            ("expected_start", expected_start),
            ("expected_lang", expected_lang),
            ("dot", dot),
            ("empty_spot", empty_spot),
            ("white_piece", white_piece),
            ("black_piece", black_piece),
            ("white_gipf_piece", white_gipf_piece),
            ("black_gipf_piece", black_gipf_piece),
            ("push_from_here", push_from_here),
            ("push_onto_here", push_onto_here),
            ("chosen_point", chosen_point),
            ("in_row_to_remove", in_row_to_remove),
            ("in_chosen_row", in_chosen_row),
            ("stays", stays),
            ("empty_square", empty_square),
            ("can_move", can_move),
            ("chosen_square", chosen_square),
            ("can_go_here", can_go_here),
            ("in_last_move", in_last_move),
            ("expected_moves_only", expected_moves_only),
            ("expected_game_id", expected_game_id),
            ("expected_draft", expected_draft),
            ("expected_ended", expected_ended),
            ("storage_full", storage_full),
            ("storage_refused", storage_refused),
            ("saved_now", saved_now),
            ("link_behind", link_behind),
            ("share", share),
            ("share_copied", share_copied),
            ("share_link", share_link),
            ("white_name", white_name),
            ("black_name", black_name),
            ("and", and),
            ("offer_draw", offer_draw),
            ("draw_refused", draw_refused),
            ("review_clean", review_clean),
            ("better_shown", better_shown),
            ("prev_mistake", prev_mistake),
            ("next_mistake", next_mistake),
            ("review_graph", review_graph),
            ("yes", yes),
            ("no", no),
            ("rematch", rematch),
            ("your_colour", your_colour),
            ("clock_label", clock_label),
            ("no_clock", no_clock),
            ("pause_clock", pause_clock),
            ("resume_clock", resume_clock),
            ("clock_resumed", clock_resumed),
            ("random_colour", random_colour),
            ("play_friend", play_friend),
            ("play_computer", play_computer),
            ("learn_rules", learn_rules),
            ("puzzles", puzzles),
            ("gipf_line", gipf_line),
            ("emergo_line", emergo_line),
            ("variant_label", variant_label),
            ("level_label", level_label),
            ("face_to_face", face_to_face),
            ("sound", sound),
            ("rules", rules),
            ("exercise_right", exercise_right),
            ("exercise_wrong", exercise_wrong),
            ("try_again", try_again),
            ("show_me", show_me),
            ("start_over", start_over),
            ("expected_hide", expected_hide),
            ("expected_computer", expected_computer),
            ("expected_level", expected_level),
            ("expected_highlight", expected_highlight),
            ("expected_arrows", expected_arrows),
            ("analyse", analyse),
            ("review_game", review_game),
            ("evaluation", evaluation),
            ("best_line", best_line),
            ("worker_refused", worker_refused),
            ("worker_load", worker_load),
            ("worker_crashed", worker_crashed),
            ("worker_garbled", worker_garbled),
            ("worker_silent", worker_silent),
        ];
        let mut all: Vec<(&'static str, String, Vec<String>)> =
            fixed.into_iter().map(|(name, text)| (name, text.to_string(), Vec::new())).collect();
        // Arguments that cannot occur in any text by chance.
        let (a, b) = ("ARG_A", "ARG_B");
        let args = |xs: &[&dyn ToString]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let (n, m) = (71u8, 83u8);
        all.extend([
            ("language_missing", t.language_missing(a), args(&[&a])),
            ("wins", t.wins(a, b), args(&[&a, &b])),
            ("draw", t.draw(a), args(&[&a])),
            ("game_over", t.game_over(a), args(&[&a])),
            ("after_turns", t.after_turns(17, 29, a), args(&[&17, &29, &a])),
            ("computer_thinking", t.computer_thinking(a, b), args(&[&a, &b])),
            ("gipf_tap_spot", t.gipf_tap_spot(a, b), args(&[&a, &b])),
            ("gipf_may_remove_first", t.gipf_may_remove_first(a, b), args(&[&a, &b])),
            ("gipf_to_push", t.gipf_to_push(a, b), args(&[&a, &b])),
            ("gipf_pick_row", t.gipf_pick_row(a), args(&[&a])),
            ("gipf_remove_plain", t.gipf_remove_plain(a), args(&[&a])),
            ("gipf_remove_keep", t.gipf_remove_keep(a), args(&[&a])),
            ("gipf_counts", t.gipf_counts(n, m), args(&[&n, &m])),
            ("push_gipf", t.push_gipf(a), args(&[&a])),
            ("push", t.push(a), args(&[&a])),
            ("remove", t.remove(a), args(&[&a])),
            ("remove_keeping", t.remove_keeping(a, b), args(&[&a, &b])),
            ("must_capture", t.must_capture(a), args(&[&a])),
            ("captures", t.captures(a), args(&[&a])),
            ("enters_shadow", t.enters_shadow(a, n), args(&[&a, &n])),
            ("to_enter", t.to_enter(a), args(&[&a])),
            ("to_move", t.to_move(a), args(&[&a])),
            ("to_move_picked", t.to_move_picked(a), args(&[&a])),
            ("in_hand", t.in_hand(n), args(&[&n])),
            ("hint", t.hint(a), args(&[&a])),
            ("computer_failed", t.computer_failed(a), args(&[&a])),
            ("computer", t.computer(a), args(&[&a])),
            ("resigns_confirm", t.resigns_confirm(a), args(&[&a])),
            ("ending_turns", t.ending_turns(37), args(&[&37])),
            ("clock_of", t.clock_of(a, b), args(&[&a, &b])),
            ("ending_time", t.ending_time(41, 43), args(&[&41, &43])),
            ("gipf_took", t.gipf_took(a, 47), args(&[&a, &47])),
            ("emergo_took", t.emergo_took(a, 53), args(&[&a, &53])),
            ("illegal_turn", t.illegal_turn(a), args(&[&a])),
            ("summary", t.summary(17, a), args(&[&17, &a])),
            ("damaged", t.damaged(a), args(&[&a])),
            ("cannot_import", t.cannot_import(a), args(&[&a])),
            ("load_not_json", t.load_not_json(a), args(&[&a])),
            ("load_schema", t.load_schema(17, 29), args(&[&17, &29])),
            ("load_rules", t.load_rules(17, 29), args(&[&17, &29])),
            ("load_record", t.load_record(a), args(&[&a])),
            ("param_bad", t.param_bad(a, b, "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("param_mismatch", t.param_mismatch(a, b), args(&[&a, &b])),
            ("param_record", t.param_record(a), args(&[&a])),
            ("column", t.column(n, Color::White, m), args(&[&n, &m])),
            ("column, no prisoners", t.column(n, Color::Black, 0), args(&[&n])),
            ("column, one man", t.column(1, Color::Black, 0), Vec::new()),
            ("enters", t.enters(a), args(&[&a])),
            ("steps", t.steps(a, b), args(&[&a, &b])),
            ("captures_taking", t.captures_taking(a, 71), args(&[&a, &71])),
            ("announce_gipf", t.announce_gipf(a, b), args(&[&a, &b])),
            ("announce_emergo", t.announce_emergo(a, b), args(&[&a, &b])),
            ("conflict_copy", t.conflict_copy(a), args(&[&a])),
            ("copy_name", t.copy_name(a), args(&[&a])),
            ("link_differs", t.link_differs(a), args(&[&a])),
            ("gipf_choose_piece", t.gipf_choose_piece(a), args(&[&a])),
            ("row_detail", t.row_detail(a, b, 71, 83), args(&[&a, &b, &71, &83])),
            ("keep_piece", t.keep_piece(a), args(&[&a])),
            ("pushed", t.pushed(a), args(&[&a])),
            ("pushed_gipf", t.pushed_gipf(a), args(&[&a])),
            ("removed_rows", t.removed_rows(a, 1), args(&[&a])),
            ("removed_rows, several", t.removed_rows(a, 2), args(&[&a])),
            ("took_pieces", t.took_pieces(1, Color::White), Vec::new()),
            ("took_pieces, several", t.took_pieces(71, Color::Black), args(&[&71])),
            ("players_line", t.players_line(a, b), args(&[&a, &b])),
            ("exercise_shown", t.exercise_shown(a), args(&[&a])),
            ("exercise_step", t.exercise_step(17, 29), args(&[&17, &29])),
            ("warn_captions", t.warn_captions(17, 29), args(&[&17, &29])),
            ("warn_ply", t.warn_ply(17, 29), args(&[&17, &29])),
            ("warn_answer", t.warn_answer(a, b), args(&[&a, &b])),
            ("warn_place", t.warn_place(a), args(&[&a])),
            ("side_wins", t.side_wins(a), args(&[&a])),
            ("review_drop", t.review_drop(a, b, "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("reviewing", t.reviewing(59, 61), args(&[&59, &61])),
            ("review_found", t.review_found(67), args(&[&67])),
            ("better_turn", t.better_turn(a, b, "ARG_C", "ARG_D"), args(&[&a, &b, &"ARG_C", &"ARG_D"])),
            ("accuracy", t.accuracy(67), args(&[&67])),
            ("computer_off", t.computer_off(a), args(&[&a])),
            ("computer_gone", t.computer_gone(a), args(&[&a])),
        ]);
        let templates = vec![
            ("language_missing", language_missing),
            ("wins", wins),
            ("draw", draw),
            ("players_line", players_line),
            ("summary", summary),
            ("damaged", damaged),
            ("cannot_import", cannot_import),
            ("game_over", game_over),
            ("after_turns", after_turns),
            ("computer_thinking", computer_thinking),
            ("gipf_tap_spot", gipf_tap_spot),
            ("gipf_may_remove_first", gipf_may_remove_first),
            ("gipf_to_push", gipf_to_push),
            ("gipf_pick_row", gipf_pick_row),
            ("gipf_remove_plain", gipf_remove_plain),
            ("gipf_remove_keep", gipf_remove_keep),
            ("gipf_counts", gipf_counts),
            ("gipf_choose_piece", gipf_choose_piece),
            ("row_detail", row_detail),
            ("keep_piece", keep_piece),
            ("push_gipf", push_gipf),
            ("push", push),
            ("remove", remove),
            ("remove_keeping", remove_keeping),
            ("must_capture", must_capture),
            ("captures", captures),
            ("enters_shadow", enters_shadow),
            ("to_enter", to_enter),
            ("to_move", to_move),
            ("to_move_picked", to_move_picked),
            ("in_hand", in_hand),
            ("computer", computer),
            ("resigns_confirm", resigns_confirm),
            ("ending_turns", ending_turns),
            ("ending_time", ending_time),
            ("gipf_took", gipf_took),
            ("emergo_took", emergo_took),
            ("clock_of", clock_of),
            ("illegal_turn", illegal_turn),
            ("hint", hint),
            ("computer_failed", computer_failed),
            ("computer_off", computer_off),
            ("computer_gone", computer_gone),
            ("side_wins", side_wins),
            ("review_drop", review_drop),
            ("reviewing", reviewing),
            ("review_found", review_found),
            ("better_turn", better_turn),
            ("accuracy", accuracy),
            ("load_not_json", load_not_json),
            ("load_schema", load_schema),
            ("load_rules", load_rules),
            ("load_record", load_record),
            ("conflict_copy", conflict_copy),
            ("copy_name", copy_name),
            ("param_bad", param_bad),
            ("param_mismatch", param_mismatch),
            ("param_record", param_record),
            ("link_differs", link_differs),
            ("exercise_shown", exercise_shown),
            ("exercise_step", exercise_step),
            ("warn_captions", warn_captions),
            ("warn_ply", warn_ply),
            ("warn_answer", warn_answer),
            ("warn_place", warn_place),
            ("column_man", column_man),
            ("column_plain", column_plain),
            ("column_over", column_over),
            ("enters", enters),
            ("steps", steps),
            ("captures_taking", captures_taking),
            ("announce_gipf", announce_gipf),
            ("announce_emergo", announce_emergo),
            ("pushed", pushed),
            ("pushed_gipf", pushed_gipf),
            ("removed_rows", removed_rows),
            ("took_pieces", took_pieces),
        ];
        (all, templates)
    }

    #[test]
    fn every_language_has_every_text_and_uses_every_value() {
        for lang in Lang::ALL {
            for (name, text, args) in every_text(lang.texts()).0 {
                assert!(!text.trim().is_empty(), "{lang:?}: {name} is empty");
                assert!(!text.contains(['{', '}']), "{lang:?}: {name} = {text:?} has a value left unfilled");
                for arg in args {
                    assert!(text.contains(&arg), "{lang:?}: {name} = {text:?} leaves out {arg}");
                }
            }
        }
    }

    #[test]
    fn every_language_fills_the_same_values_as_english() {
        let english = every_text(&EN).1;
        for lang in [Lang::It, Lang::Sv] {
            for ((name, template), (_, en)) in every_text(lang.texts()).1.into_iter().zip(&english) {
                assert_eq!(template.names(), en.names(), "{lang:?}: {name} = {:?}", template.0);
            }
        }
    }

    #[test]
    fn templates_fill_values_and_choices() {
        let t = Template("{n:one {side:white|black} piece|{n} {side:white|black} pieces} for {who}");
        let fill = |n: u8, side| t.fill(&[("n", n.into()), ("side", Arg::Side(side)), ("who", "Ann".into())]);
        assert_eq!(fill(1, Color::White), "one white piece for Ann");
        assert_eq!(fill(3, Color::Black), "3 black pieces for Ann");
        assert_eq!(fill(0, Color::White), "0 white pieces for Ann");
        assert_eq!(Template("{n:once}!").fill(&[("n", 2u8.into())]), "!", "a choice without a second branch");
        assert_eq!(Template("{v} {w}").fill(&[("v", Arg::Quoted("a\"b"))]), "\"a\\\"b\" {w}", "unknown names stay");
        assert_eq!(Template("left {open").fill(&[]), "left {open", "a brace left open is written as it is");
        assert_eq!(t.names(), ["n", "side", "who"]);
    }

    #[test]
    fn translations_are_not_left_in_english() {
        // Names and terms that are the same in a language (GIPF standard, expert, …).
        let same = ["gipf_standard", "expert", "computer", "dot", "announce_gipf", "announce_emergo", "no", "menu"];
        let english: Vec<_> = every_text(&EN).0.into_iter().map(|(_, text, _)| text).collect();
        for lang in [Lang::It, Lang::Sv] {
            for ((name, text, _), en) in every_text(lang.texts()).0.into_iter().zip(&english) {
                if !same.contains(&name) {
                    assert_ne!(&text, en, "{lang:?}: {name} is still in English");
                }
            }
        }
    }

    #[test]
    fn prompts_name_the_button_as_it_is_labelled() {
        for lang in Lang::ALL {
            let t = lang.texts();
            for prompt in [t.gipf_remove_plain("X"), t.gipf_remove_keep("X")] {
                assert!(prompt.contains(t.remove_row), "{lang:?}: {prompt:?} should name {:?}", t.remove_row);
            }
        }
    }

    #[test]
    fn the_browser_language_picks_the_first_one_spoken() {
        assert_eq!(Lang::detect(&["sv-SE", "en-US"]), Lang::Sv);
        assert_eq!(Lang::detect(&["de-DE", "it_CH", "en"]), Lang::It);
        assert_eq!(Lang::detect(&["IT"]), Lang::It);
        assert_eq!(Lang::detect(&["fr", "de"]), Lang::En);
        assert_eq!(Lang::detect::<&str>(&[]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("en-US"), None, "codes are exact; detect reads tags");
    }

    #[test]
    fn results_use_the_catalogue_not_the_engines_english() {
        let win = GameResult { winner: Some(Color::Black), reason: Reason::LastGipfLost };
        assert_eq!(EN.result(&win), "Black wins (last GIPF piece lost)");
        assert_eq!(IT.result(&win), "Vince il Nero (ultimo pezzo-GIPF perso)");
        assert_eq!(SV.result(&win), "Svart vinner (sista GIPF-pjäsen förlorad)");
        let draw = GameResult { winner: None, reason: Reason::Repetition };
        assert_eq!(IT.result(&draw), "Patta (stessa posizione per tre volte)");
    }

    /// Emergo's loss by having nothing left names its men as the rest of the catalogue does.
    #[test]
    fn emergo_results_say_men_as_the_result_card_does() {
        let win = GameResult { winner: Some(Color::White), reason: Reason::NoPieces };
        assert_eq!(EN.result(&win), "White wins (no men left)");
        assert!(EN.emergo_took("White", 2).ends_with("men"));
        assert_eq!(IT.result(&win), "Vince il Bianco (nessuna pedina rimasta)");
        assert!(IT.emergo_took("Bianco", 2).ends_with("pedine"));
        assert_eq!(SV.result(&win), "Vit vinner (inga pjäser kvar)");
        assert!(SV.emergo_took("Vit", 2).ends_with("pjäser"));
    }

    #[test]
    fn a_single_marked_turn_agrees_in_the_singular() {
        assert!(SV.review_found(1).contains("1 drag markerat med"), "{}", SV.review_found(1));
        assert!(SV.review_found(3).contains("3 drag markerade med"));
        assert!(EN.review_found(1).contains("1 turn marked"));
        assert!(IT.review_found(1).contains("1 turno segnato"));
    }
}
