//! Every text of the app in English, Italian and Swedish, as one typed catalogue.
//!
//! [`Texts`] holds a language's texts in the order of the list below (`catalogue!`), each read
//! by a method named as the text: a `&'static str` when it is fixed, a [`Template`] filled
//! with the method's values when it holds some. Each language is one `static Texts` written
//! by name (`Texts::new(Values { … })`), so a text missing from a language is a compile
//! error, never a silent fallback; the page carries English alone and reads the others from
//! files (`file`). The game terms are those of the original rules,
//! as the rules reference uses them (`public/rules.it.html`, `rules.sv.html`): Italian pezzo-GIPF, riserva, dot, spot, fila, colonna,
//! prigioniera, pezzo ombra (capitalised only where a sentence or a label starts; the sides
//! are players, il Bianco and il Nero); Swedish bricka, GIPF-pjäs, reserven, prick, punkt, rad.

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

    /// The lessons and rules in this language: a static page beside the app
    /// (`scripts/learn-pages.mjs` writes `learn.it.html` and `learn.sv.html` from `learn.html`).
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
    texts {
        // The page and the language switch.
        title,
        tagline,
        language,
        dismiss,
        /// What separates the decimals of a figure: "0.3" in English, "0,3" in Italian and Swedish.
        decimal_point,

        // Names used inside other texts.
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

        // Results.
        empty_reserve,
        last_gipf_lost,
        no_pieces,
        no_legal_move,
        repetition,
        agreement,
        resignation,
        time_out,

        // The start screen: new games, saved games, import.
        new_game,
        play_friend,
        play_computer,
        learn_rules,
        /// The start screen's link to the puzzle trainer.
        puzzles,
        gipf_line,
        emergo_line,
        variant_label,
        level_label,
        white_extra,
        black_extra,
        saved_games,
        no_saved_games,
        delete_confirm,
        game_name,
        resume,
        save_name,
        rename,
        delete,
        download_raw,
        import_heading,
        import_label,
        import,
        open_file,
        viewing_earlier,
        hint_thinking,
        piece_to_enter,
        gipf_piece,
        single_piece,
        rows,
        remove_row,
        leave_gipf_rows,
        restart_turn,
        gipf_board,
        leave_rows,
        emergo_board,

        // The game screen's panel: controls, players, the record, the move list, sharing.
        games,
        person,
        undo,
        redo,
        flip,
        /// The game screen's menu of what is not needed every turn.
        menu,
        face_to_face,
        sound,
        resign,
        who_resigns,
        /// The buttons of the hot-seat resign question.
        white_resigns,
        black_resigns,
        agree_draw,
        offer_draw,
        draw_confirm,
        draw_refused,
        // The end of a game, and the questions asked in the page.
        yes,
        no,
        rematch,
        your_colour,
        clock_label,
        no_clock,
        pause_clock,
        resume_clock,
        clock_resumed,
        random_colour,
        white_name,
        black_name,
        export,
        game_record,
        copy,
        download,
        share,
        share_copied,
        share_link,
        move_navigation,
        first_move,
        back,
        forward,
        last_move,
        play_through,
        stop_playing,
        expected_speed,
        expected_height,
        expected_puzzle,
        moves,

        // The computer: hints, its failures, and why it is unavailable (`worker::Failure`), said
        // once and in the titles of the controls it turns off.
        hint_button,
        then,
        computer_unknown,
        worker_refused,
        worker_load,
        worker_crashed,
        worker_garbled,
        worker_silent,

        // Analyse and review.
        analyse,
        review_game,
        evaluation,
        best_line,
        review_clean,
        better_shown,
        prev_mistake,
        next_mistake,
        review_graph,
        storage_full,
        storage_refused,
        saved_now,
        param_variant_without_gipf,
        expected_flag,
        expected_ply,
        expected_orientation,
        expected_variant,
        expected_game,
        expected_start,
        expected_lang,
        expected_moves_only,
        expected_game_id,
        expected_draft,
        expected_ended,
        link_behind,

        // Embedded boards and exercises: the rules entry, verdicts, the author's warnings
        // (`exercise::Warning`).
        rules,
        exercise_right,
        exercise_wrong,
        try_again,
        show_me,
        start_over,
        expected_hide,
        expected_computer,
        expected_level,
        expected_highlight,
        expected_arrows,
        /// What an answer that holds no turn lacks (`exercise::AnswerError`).
        no_turn,

        // What a screen reader says for a board place and after each turn; the parts of a place's
        // name are joined with ", ".
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
        can_move,
        chosen_square,
        can_go_here,
        in_last_move,
        /// Joins the last of a list: " and ".
        and,

        // The author's workshop: its palette and controls (the side names are the palette's
        // White and Black), and why a setup, a tap, a draft or a paste is refused.
        workshop,
        tool_white_gipf,
        tool_black_gipf,
        tool_empty,
        clear_board,
        side_to_move,
        reserve,
        /// The label of a side's Emergo men not yet entered.
        men_in_hand,
        start_position,
        empty_board,
        copied,
        caption,
        /// The reader's accepted turn of an exercise.
        answer,
        /// The author's scripted turn after the reader's.
        reply,
        mark,
        arrow,
        /// Whether the board shows its places' names.
        show_names,
        preview,
        open_board,
        paste_board,
        story,
        exercise,
        /// The position an exercise asks the reader to play from.
        question,
        other_answer,
        right_words,
        wrong_words,
        board_element,
        board_link,
        position_label,
        colour_green,
        colour_red,
        colour_blue,
        colour_yellow,
        /// The workshop's links to the app and the lessons, its game chooser, the button
        /// that starts recording from the position set up and what to do then, and the
        /// preview's switch to a phone's width.
        play_a_game,
        lessons,
        game,
        record_story,
        record_hint,
        phone_width,
        /// A game's menu: the position on show opened in the workshop; the game copied as
        /// a `<tavola-board>` element, and the notice that it was.
        edit_position,
        copy_as_board,
        /// The workshop's link opening the position chosen in the app.
        play_from_here,
        board_copied,
        setup_gipf_in_basic,
        setup_black_pushed_first,
        tap_no_gipf,
        draft_caption_brace,
        draft_not_exercise,
        draft_empty_answer,
        open_not_board,
    }
    templates {
        /// A language whose texts could not be fetched (its name in itself).
        language_missing(language: &str);
        wins(side: &str, reason: &str);
        draw(reason: &str);
        players_line(white: &str, black: &str);
        /// The start screen's button that lists the saved games past the newest few.
        all_saved_games(count: usize);
        summary(turns: usize, side: &str);
        damaged(error: &str);
        cannot_import(detail: &str);
        // The status line when the board's own prompt does not apply.
        game_over(result: &str);
        after_turns(ply: usize, len: usize, side: &str);
        computer_thinking(side: &str, level: &str);
        // The GIPF board: prompts, the controls beside it, counts.
        gipf_tap_spot(side: &str, piece: &str);
        gipf_may_remove_first(side: &str, piece: &str);
        gipf_to_push(side: &str, piece: &str);
        gipf_pick_row(side: &str);
        gipf_remove_plain(side: &str);
        gipf_remove_keep(side: &str);
        /// A player's pieces in reserve and lost, in his strip (his name beside it).
        gipf_counts(reserve: u8, lost: u8);
        gipf_choose_piece(side: &str);
        row_detail(from: &str, to: &str, pieces: usize, captured: usize);
        keep_piece(point: &str);
        push_gipf(entry: &str);
        push(entry: &str);
        remove(points: &str);
        remove_keeping(points: &str, kept: &str);
        // The Emergo board: prompts and counts.
        must_capture(side: &str);
        captures(side: &str);
        enters_shadow(side: &str, men: u8);
        to_enter(side: &str);
        to_move(side: &str);
        to_move_picked(side: &str);
        /// A player's men still to enter, in his strip (his name beside it).
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
        // Saving: damaged saved games (`saved::LoadError`), full or refused storage, other tabs.
        load_not_json(detail: &str);
        load_schema(found: u32, reads: u32);
        load_rules(found: u32, plays: u32);
        load_record(detail: &str);
        conflict_copy(name: &str);
        copy_name(name: &str);
        // Links: why one cannot be followed (`params::ParamError`; parameter names and values stay
        // as written in the URL), and how a link's game was taken in.
        param_bad(name: &str, value: Quoted, expected: &str);
        param_mismatch(position: Quoted, game: &str);
        param_record(detail: &str);
        link_differs(name: &str);
        exercise_shown(turn: &str);
        /// Where the reader is in an exercise of several turns.
        exercise_step(step: usize, steps: usize);
        warn_captions(given: usize, positions: usize);
        warn_ply(ply: usize, turns: usize);
        warn_answer(answer: Quoted, detail: &str);
        warn_place(place: Quoted);
        /// A lone man, a column of one colour, a column over prisoners (`caps`, `prisoners`;
        /// `owner` and `other` their colours).
        column_man(caps: u8, owner: Color, prisoners: u8, other: Color);
        column_plain(caps: u8, owner: Color, prisoners: u8, other: Color);
        column_over(caps: u8, owner: Color, prisoners: u8, other: Color);
        enters(square: &str);
        /// A shadow piece entered: all the mover's men in hand, as one column.
        entered_shadow(square: &str, men: u8);
        steps(from: &str, to: &str);
        captures_taking(capture: &str, taken: usize);
        announce_gipf(side: &str, what: &str);
        announce_emergo(side: &str, what: &str);
        pushed(entry: &str);
        pushed_gipf(entry: &str);
        /// The rows a side removed in the last turn, their ends joined by `and`.
        removed_rows(rows: &str, count: usize);
        /// The opponent's pieces a side captured in the last turn.
        took_pieces(count: usize, owner: Color);
        /// The opponent's GIPF pieces a side captured in the last turn.
        took_gipf_pieces(count: usize, owner: Color);
        // The author's workshop (`workshop::{SetupError, TapError, DraftError, OpenError}`);
        // `most` is the rules' limit, `detail` the engine's own words.
        setup_on_dot(point: &str);
        setup_too_many_pieces(side: &str, count: u8, most: u8);
        setup_too_many_gipf(side: &str, count: usize);
        setup_before_first_push(side: &str, most: u8);
        setup_wrong_side(side: &str);
        setup_row(row: &str);
        setup_too_many_men(side: &str, count: usize, most: u8);
        setup_unreadable(detail: &str);
        tap_mixed(square: &str);
        tap_too_tall(square: &str, most: u8);
        draft_no_ply(ply: usize, turns: usize);
        draft_caption_in_answer(ply: usize);
        draft_not_readers_turn(ply: usize);
        open_unplayable(detail: &str);
    }
}

impl Texts {
    pub fn side(&self, side: Color) -> &'static str {
        match side {
            Color::White => self.white(),
            Color::Black => self.black(),
        }
    }

    pub fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => self.beginner(),
            Level::Casual => self.casual(),
            Level::Club => self.club(),
            Level::Expert => self.expert(),
        }
    }

    pub fn variant(&self, variant: Variant) -> &'static str {
        match variant {
            Variant::Basic => self.gipf_basic(),
            Variant::Standard => self.gipf_standard(),
            Variant::Tournament => self.gipf_tournament(),
        }
    }

    pub fn reason(&self, reason: Reason) -> &'static str {
        match reason {
            Reason::EmptyReserve => self.empty_reserve(),
            Reason::LastGipfLost => self.last_gipf_lost(),
            Reason::NoPieces => self.no_pieces(),
            Reason::NoLegalMove => self.no_legal_move(),
            Reason::Repetition => self.repetition(),
            Reason::Agreement => self.agreement(),
            Reason::Resignation => self.resignation(),
            Reason::Time => self.time_out(),
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

/// A value written quoted and escaped, as it was found (`Arg::Quoted`).
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(pub &'a str);

impl<'a> From<Quoted<'a>> for Arg<'a> {
    fn from(text: Quoted<'a>) -> Self {
        Arg::Quoted(text.0)
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

impl Texts {
    /// "white man", "column of 3 black over 2 white": an Emergo place's column.
    pub fn column(&self, caps: u8, owner: Color, prisoners: u8) -> String {
        let column = match (caps, prisoners) {
            (1, 0) => Texts::column_man,
            (_, 0) => Texts::column_plain,
            _ => Texts::column_over,
        };
        column(self, caps, owner, prisoners, owner.other())
    }
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

    /// Every text of `t` with the values it was given: fixed texts with none, each template
    /// through its method (`every_template_is_filled_here` checks that none is left out).
    fn every_text(t: &Texts) -> Vec<Filled> {
        let templates: Vec<&str> = t.templates().into_iter().map(|(name, _)| name).collect();
        let mut all: Vec<Filled> = t
            .entries()
            .filter(|(name, _)| !templates.contains(name))
            .map(|(name, text)| (name, text.to_string(), Vec::new()))
            .collect();
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
            ("param_bad", t.param_bad(a, Quoted(b), "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("param_mismatch", t.param_mismatch(Quoted(a), b), args(&[&a, &b])),
            ("param_record", t.param_record(a), args(&[&a])),
            ("column_over", t.column(n, Color::White, m), args(&[&n, &m])),
            ("column_plain", t.column(n, Color::Black, 0), args(&[&n])),
            ("column_man", t.column(1, Color::Black, 0), Vec::new()),
            ("enters", t.enters(a), args(&[&a])),
            ("entered_shadow", t.entered_shadow(a, n), args(&[&a, &n])),
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
            ("took_gipf_pieces", t.took_gipf_pieces(1, Color::White), Vec::new()),
            ("took_gipf_pieces, several", t.took_gipf_pieces(71, Color::Black), args(&[&71])),
            ("players_line", t.players_line(a, b), args(&[&a, &b])),
            ("all_saved_games", t.all_saved_games(17), args(&[&17])),
            ("exercise_shown", t.exercise_shown(a), args(&[&a])),
            ("exercise_step", t.exercise_step(17, 29), args(&[&17, &29])),
            ("warn_captions", t.warn_captions(17, 29), args(&[&17, &29])),
            ("warn_ply", t.warn_ply(17, 29), args(&[&17, &29])),
            ("warn_answer", t.warn_answer(Quoted(a), b), args(&[&a, &b])),
            ("warn_place", t.warn_place(Quoted(a)), args(&[&a])),
            ("side_wins", t.side_wins(a), args(&[&a])),
            ("review_drop", t.review_drop(a, b, "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("reviewing", t.reviewing(59, 61), args(&[&59, &61])),
            ("review_found", t.review_found(67), args(&[&67])),
            ("better_turn", t.better_turn(a, b, "ARG_C", "ARG_D"), args(&[&a, &b, &"ARG_C", &"ARG_D"])),
            ("accuracy", t.accuracy(67), args(&[&67])),
            ("computer_off", t.computer_off(a), args(&[&a])),
            ("computer_gone", t.computer_gone(a), args(&[&a])),
            ("setup_on_dot", t.setup_on_dot(a), args(&[&a])),
            ("setup_too_many_pieces", t.setup_too_many_pieces(a, n, m), args(&[&a, &n, &m])),
            ("setup_too_many_gipf", t.setup_too_many_gipf(a, 71), args(&[&a, &71])),
            ("setup_before_first_push", t.setup_before_first_push(a, n), args(&[&a, &n])),
            ("setup_wrong_side", t.setup_wrong_side(a), args(&[&a])),
            ("setup_row", t.setup_row(a), args(&[&a])),
            ("setup_too_many_men", t.setup_too_many_men(a, 71, m), args(&[&a, &71, &m])),
            ("setup_unreadable", t.setup_unreadable(a), args(&[&a])),
            ("tap_mixed", t.tap_mixed(a), args(&[&a])),
            ("tap_too_tall", t.tap_too_tall(a, n), args(&[&a, &n])),
            ("draft_no_ply", t.draft_no_ply(17, 29), args(&[&17, &29])),
            ("draft_caption_in_answer", t.draft_caption_in_answer(17), args(&[&17])),
            ("draft_not_readers_turn", t.draft_not_readers_turn(17), args(&[&17])),
            ("open_unplayable", t.open_unplayable(a), args(&[&a])),
        ]);
        all
    }

    #[test]
    fn every_language_has_every_text_and_uses_every_value() {
        for lang in Lang::ALL {
            for (name, text, args) in every_text(lang.texts()) {
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
        let english = EN.templates();
        for lang in [Lang::It, Lang::Sv] {
            for ((name, template), (_, en)) in lang.texts().templates().into_iter().zip(&english) {
                assert_eq!(template.names(), en.names(), "{lang:?}: {name} = {:?}", template.0);
            }
        }
    }

    #[test]
    fn every_template_is_filled_here() {
        let filled: Vec<&str> =
            every_text(&EN).iter().map(|(name, _, _)| name.split(',').next().unwrap_or(name)).collect();
        for (name, _) in EN.templates() {
            assert!(filled.contains(&name), "{name} is not filled by every_text");
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
        let english: Vec<_> = every_text(&EN).into_iter().map(|(_, text, _)| text).collect();
        for lang in [Lang::It, Lang::Sv] {
            for ((name, text, _), en) in every_text(lang.texts()).into_iter().zip(&english) {
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
                assert!(prompt.contains(t.remove_row()), "{lang:?}: {prompt:?} should name {:?}", t.remove_row());
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
        assert_eq!(IT.result(&win), "Vince il Nero (ultimo pezzo\u{a0}GIPF perso)");
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
