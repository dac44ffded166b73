//! Every text of the app in English, Italian and Swedish, as one typed catalogue.
//!
//! [`Texts`] has a field per text: a `&'static str` when it is fixed, a `fn` when it holds
//! values. Each language is one `const Texts`, so a text missing from a language is a
//! compile error, never a silent fallback. The game terms are those of the original rules,
//! as the rules reference uses them (`public/rules.it.html`, `rules.sv.html`): Italian pezzo-GIPF, riserva, dot, spot, fila, Colonna, Pezzo
//! Ombra; Swedish bricka, GIPF-pjäs, reserven, prick, punkt, rad.

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;
use tavola_engine::{Color, GameResult, Reason};

mod en;
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

    pub fn texts(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
            Lang::Sv => &SV,
        }
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

/// Every text of the app in one language. Side names, piece names, levels and reasons
/// come in already translated as `&str` arguments.
#[derive(Clone, Copy)]
pub struct Texts {
    // The page and the language switch.
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub dismiss: &'static str,
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
    pub wins: fn(side: &str, reason: &str) -> String,
    pub draw: fn(reason: &str) -> String,

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
    pub players_line: fn(white: &str, black: &str) -> String,
    pub white_extra: &'static str,
    pub black_extra: &'static str,
    pub saved_games: &'static str,
    pub no_saved_games: &'static str,
    pub delete_confirm: &'static str,
    pub summary: fn(turns: usize, side: &str) -> String,
    pub game_name: &'static str,
    pub resume: &'static str,
    pub save_name: &'static str,
    pub rename: &'static str,
    pub delete: &'static str,
    pub damaged: fn(error: &str) -> String,
    pub download_raw: &'static str,
    pub import_heading: &'static str,
    pub import_label: &'static str,
    pub import: &'static str,
    pub open_file: &'static str,
    pub cannot_import: fn(detail: &str) -> String,

    // The status line when the board's own prompt does not apply.
    pub game_over: fn(result: &str) -> String,
    pub after_turns: fn(ply: usize, len: usize, side: &str) -> String,
    pub viewing_earlier: &'static str,
    pub computer_thinking: fn(side: &str, level: &str) -> String,
    pub hint_thinking: &'static str,

    // The GIPF board: prompts, the controls beside it, counts.
    pub gipf_tap_spot: fn(side: &str, piece: &str) -> String,
    pub gipf_may_remove_first: fn(side: &str, piece: &str) -> String,
    pub gipf_to_push: fn(side: &str, piece: &str) -> String,
    pub gipf_pick_row: fn(side: &str) -> String,
    pub gipf_remove_plain: fn(side: &str) -> String,
    pub gipf_remove_keep: fn(side: &str) -> String,
    /// A player's pieces in reserve and lost, in his strip (his name beside it).
    pub gipf_counts: fn(reserve: u8, lost: u8) -> String,
    pub piece_to_enter: &'static str,
    pub gipf_piece: &'static str,
    pub single_piece: &'static str,
    pub gipf_choose_piece: fn(side: &str) -> String,
    pub rows: &'static str,
    pub row_detail: fn(from: &str, to: &str, pieces: usize, captured: usize) -> String,
    pub remove_row: &'static str,
    pub keep_piece: fn(point: &str) -> String,
    pub leave_gipf_rows: &'static str,
    pub restart_turn: &'static str,
    pub gipf_board: &'static str,
    pub push_gipf: fn(entry: &str) -> String,
    pub push: fn(entry: &str) -> String,
    pub remove: fn(points: &str) -> String,
    pub remove_keeping: fn(points: &str, kept: &str) -> String,
    pub leave_rows: &'static str,

    // The Emergo board: prompts and counts.
    pub must_capture: fn(side: &str) -> String,
    pub captures: fn(side: &str) -> String,
    pub enters_shadow: fn(side: &str, men: u8) -> String,
    pub to_enter: fn(side: &str) -> String,
    pub to_move: fn(side: &str) -> String,
    pub to_move_picked: fn(side: &str) -> String,
    /// A player's men still to enter, in his strip (his name beside it).
    pub in_hand: fn(men: u8) -> String,
    pub emergo_board: &'static str,

    // The game screen's panel: controls, players, the record, the move list, sharing.
    pub games: &'static str,
    pub person: &'static str,
    pub computer: fn(level: &str) -> String,
    pub undo: &'static str,
    pub redo: &'static str,
    pub flip: &'static str,
    /// The game screen's menu of what is not needed every turn.
    pub menu: &'static str,
    pub face_to_face: &'static str,
    pub sound: &'static str,
    pub resign: &'static str,
    pub who_resigns: &'static str,
    pub resigns_confirm: fn(side: &str) -> String,
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
    pub ending_turns: fn(turns: usize) -> String,
    pub ending_time: fn(minutes: u64, seconds: u64) -> String,
    pub gipf_took: fn(side: &str, pieces: usize) -> String,
    pub emergo_took: fn(side: &str, men: usize) -> String,
    pub your_colour: &'static str,
    pub clock_label: &'static str,
    pub no_clock: &'static str,
    pub pause_clock: &'static str,
    pub resume_clock: &'static str,
    pub clock_resumed: &'static str,
    pub clock_of: fn(side: &str, time: &str) -> String,
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
    pub illegal_turn: fn(detail: &str) -> String,

    // The computer: hints, its failures, and why it is unavailable (`worker::Failure`), said
    // once and in the titles of the controls it turns off.
    pub hint_button: &'static str,
    pub hint: fn(advice: &str) -> String,
    pub then: &'static str,
    pub computer_unknown: &'static str,
    pub computer_failed: fn(detail: &str) -> String,
    pub worker_refused: &'static str,
    pub worker_load: &'static str,
    pub worker_crashed: &'static str,
    pub worker_garbled: &'static str,
    pub worker_silent: &'static str,
    pub computer_off: fn(reason: &str) -> String,
    pub computer_gone: fn(reason: &str) -> String,

    // Analyse and review.
    pub analyse: &'static str,
    pub review_game: &'static str,
    pub evaluation: &'static str,
    pub best_line: &'static str,
    pub side_wins: fn(side: &str) -> String,
    pub review_drop: fn(side: &str, before: &str, after: &str) -> String,
    pub reviewing: fn(done: usize, total: usize) -> String,
    pub review_clean: &'static str,
    pub review_found: fn(marked: usize) -> String,
    pub better_shown: &'static str,
    pub better_turn: fn(turn: &str, better: &str, before: &str, after: &str) -> String,
    pub prev_mistake: &'static str,
    pub next_mistake: &'static str,
    pub accuracy: fn(percent: u8) -> String,
    pub review_graph: &'static str,

    // Saving: damaged saved games (`saved::LoadError`), full or refused storage, other tabs.
    pub load_not_json: fn(detail: &str) -> String,
    pub load_schema: fn(found: u32, reads: u32) -> String,
    pub load_rules: fn(found: u32, plays: u32) -> String,
    pub load_record: fn(detail: &str) -> String,
    pub storage_full: &'static str,
    pub storage_refused: &'static str,
    pub saved_now: &'static str,
    pub conflict_copy: fn(name: &str) -> String,
    pub copy_name: fn(name: &str) -> String,

    // Links: why one cannot be followed (`params::ParamError`; parameter names and values stay
    // as written in the URL), and how a link's game was taken in.
    pub param_bad: fn(name: &str, value: &str, expected: &str) -> String,
    pub param_variant_without_gipf: &'static str,
    pub param_mismatch: fn(position: &str, game: &str) -> String,
    pub param_record: fn(detail: &str) -> String,
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
    pub link_differs: fn(name: &str) -> String,

    // Embedded boards and exercises: the rules entry, verdicts, the author's warnings
    // (`exercise::Warning`).
    pub rules: &'static str,
    pub exercise_right: &'static str,
    pub exercise_wrong: &'static str,
    pub exercise_shown: fn(turn: &str) -> String,
    /// Where the reader is in an exercise of several turns.
    pub exercise_step: fn(step: usize, steps: usize) -> String,
    pub try_again: &'static str,
    pub show_me: &'static str,
    pub start_over: &'static str,
    pub expected_hide: &'static str,
    pub expected_computer: &'static str,
    pub expected_level: &'static str,
    pub expected_highlight: &'static str,
    pub expected_arrows: &'static str,
    pub warn_captions: fn(given: usize, positions: usize) -> String,
    pub warn_ply: fn(ply: usize, turns: usize) -> String,
    pub warn_answer: fn(answer: &str, detail: &str) -> String,
    pub warn_place: fn(place: &str) -> String,

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
    pub column: fn(caps: u8, owner: Color, prisoners: u8) -> String,
    pub can_move: &'static str,
    pub chosen_square: &'static str,
    pub can_go_here: &'static str,
    pub in_last_move: &'static str,
    pub enters: fn(square: &str) -> String,
    pub steps: fn(from: &str, to: &str) -> String,
    pub captures_taking: fn(capture: &str, taken: usize) -> String,
    pub announce_gipf: fn(side: &str, what: &str) -> String,
    pub announce_emergo: fn(side: &str, what: &str) -> String,
    pub pushed: fn(entry: &str) -> String,
    pub pushed_gipf: fn(entry: &str) -> String,
    /// The rows a side removed in the last turn, their ends joined by `and`.
    pub removed_rows: fn(rows: &str, count: usize) -> String,
    /// The opponent's pieces a side captured in the last turn.
    pub took_pieces: fn(count: usize, owner: Color) -> String,
    /// Joins the last of a list: " and ".
    pub and: &'static str,
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
            Some(side) => (self.wins)(self.side(side), reason),
            None => (self.draw)(reason),
        }
    }
}

/// "1 turn", "2 turns".
fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
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

    /// Every text of `t` with the arguments it was given: fixed texts with none. The
    /// destructuring names every field, so a new field fails to compile here until it is
    /// listed (and `deny(unused_variables)` fails it until it is checked).
    #[deny(unused_variables)]
    fn every_text(t: &Texts) -> Vec<(&'static str, String, Vec<String>)> {
        let Texts {
            title,
            tagline,
            language,
            dismiss,
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
            column,
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
            ("wins", wins(a, b), args(&[&a, &b])),
            ("draw", draw(a), args(&[&a])),
            ("game_over", game_over(a), args(&[&a])),
            ("after_turns", after_turns(17, 29, a), args(&[&17, &29, &a])),
            ("computer_thinking", computer_thinking(a, b), args(&[&a, &b])),
            ("gipf_tap_spot", gipf_tap_spot(a, b), args(&[&a, &b])),
            ("gipf_may_remove_first", gipf_may_remove_first(a, b), args(&[&a, &b])),
            ("gipf_to_push", gipf_to_push(a, b), args(&[&a, &b])),
            ("gipf_pick_row", gipf_pick_row(a), args(&[&a])),
            ("gipf_remove_plain", gipf_remove_plain(a), args(&[&a])),
            ("gipf_remove_keep", gipf_remove_keep(a), args(&[&a])),
            ("gipf_counts", gipf_counts(n, m), args(&[&n, &m])),
            ("push_gipf", push_gipf(a), args(&[&a])),
            ("push", push(a), args(&[&a])),
            ("remove", remove(a), args(&[&a])),
            ("remove_keeping", remove_keeping(a, b), args(&[&a, &b])),
            ("must_capture", must_capture(a), args(&[&a])),
            ("captures", captures(a), args(&[&a])),
            ("enters_shadow", enters_shadow(a, n), args(&[&a, &n])),
            ("to_enter", to_enter(a), args(&[&a])),
            ("to_move", to_move(a), args(&[&a])),
            ("to_move_picked", to_move_picked(a), args(&[&a])),
            ("in_hand", in_hand(n), args(&[&n])),
            ("hint", hint(a), args(&[&a])),
            ("computer_failed", computer_failed(a), args(&[&a])),
            ("computer", computer(a), args(&[&a])),
            ("resigns_confirm", resigns_confirm(a), args(&[&a])),
            ("ending_turns", ending_turns(37), args(&[&37])),
            ("clock_of", clock_of(a, b), args(&[&a, &b])),
            ("ending_time", ending_time(41, 43), args(&[&41, &43])),
            ("gipf_took", gipf_took(a, 47), args(&[&a, &47])),
            ("emergo_took", emergo_took(a, 53), args(&[&a, &53])),
            ("illegal_turn", illegal_turn(a), args(&[&a])),
            ("summary", summary(17, a), args(&[&17, &a])),
            ("damaged", damaged(a), args(&[&a])),
            ("cannot_import", cannot_import(a), args(&[&a])),
            ("load_not_json", load_not_json(a), args(&[&a])),
            ("load_schema", load_schema(17, 29), args(&[&17, &29])),
            ("load_rules", load_rules(17, 29), args(&[&17, &29])),
            ("load_record", load_record(a), args(&[&a])),
            ("param_bad", param_bad(a, b, "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("param_mismatch", param_mismatch(a, b), args(&[&a, &b])),
            ("param_record", param_record(a), args(&[&a])),
            ("column", column(n, Color::White, m), args(&[&n, &m])),
            ("column, no prisoners", column(n, Color::Black, 0), args(&[&n])),
            ("column, one man", column(1, Color::Black, 0), Vec::new()),
            ("enters", enters(a), args(&[&a])),
            ("steps", steps(a, b), args(&[&a, &b])),
            ("captures_taking", captures_taking(a, 71), args(&[&a, &71])),
            ("announce_gipf", announce_gipf(a, b), args(&[&a, &b])),
            ("announce_emergo", announce_emergo(a, b), args(&[&a, &b])),
            ("conflict_copy", conflict_copy(a), args(&[&a])),
            ("copy_name", copy_name(a), args(&[&a])),
            ("link_differs", link_differs(a), args(&[&a])),
            ("gipf_choose_piece", gipf_choose_piece(a), args(&[&a])),
            ("row_detail", row_detail(a, b, 71, 83), args(&[&a, &b, &71, &83])),
            ("keep_piece", keep_piece(a), args(&[&a])),
            ("pushed", pushed(a), args(&[&a])),
            ("pushed_gipf", pushed_gipf(a), args(&[&a])),
            ("removed_rows", removed_rows(a, 1), args(&[&a])),
            ("removed_rows, several", removed_rows(a, 2), args(&[&a])),
            ("took_pieces", took_pieces(1, Color::White), Vec::new()),
            ("took_pieces, several", took_pieces(71, Color::Black), args(&[&71])),
            ("players_line", players_line(a, b), args(&[&a, &b])),
            ("exercise_shown", exercise_shown(a), args(&[&a])),
            ("exercise_step", exercise_step(17, 29), args(&[&17, &29])),
            ("warn_captions", warn_captions(17, 29), args(&[&17, &29])),
            ("warn_ply", warn_ply(17, 29), args(&[&17, &29])),
            ("warn_answer", warn_answer(a, b), args(&[&a, &b])),
            ("warn_place", warn_place(a), args(&[&a])),
            ("side_wins", side_wins(a), args(&[&a])),
            ("review_drop", review_drop(a, b, "ARG_C"), args(&[&a, &b, &"ARG_C"])),
            ("reviewing", reviewing(59, 61), args(&[&59, &61])),
            ("review_found", review_found(67), args(&[&67])),
            ("better_turn", better_turn(a, b, "ARG_C", "ARG_D"), args(&[&a, &b, &"ARG_C", &"ARG_D"])),
            ("accuracy", accuracy(67), args(&[&67])),
            ("computer_off", computer_off(a), args(&[&a])),
            ("computer_gone", computer_gone(a), args(&[&a])),
        ]);
        all
    }

    #[test]
    fn every_language_has_every_text_and_uses_every_value() {
        for lang in Lang::ALL {
            for (name, text, args) in every_text(lang.texts()) {
                assert!(!text.trim().is_empty(), "{lang:?}: {name} is empty");
                for arg in args {
                    assert!(text.contains(&arg), "{lang:?}: {name} = {text:?} leaves out {arg}");
                }
            }
        }
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
            for prompt in [(t.gipf_remove_plain)("X"), (t.gipf_remove_keep)("X")] {
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
        assert!((EN.emergo_took)("White", 2).ends_with("men"));
        assert_eq!(IT.result(&win), "Vince il Bianco (nessuna pedina rimasta)");
        assert!((IT.emergo_took)("Bianco", 2).ends_with("pedine"));
        assert_eq!(SV.result(&win), "Vit vinner (inga pjäser kvar)");
        assert!((SV.emergo_took)("Vit", 2).ends_with("pjäser"));
    }

    #[test]
    fn a_single_marked_turn_agrees_in_the_singular() {
        assert!((SV.review_found)(1).contains("1 drag markerat med"), "{}", (SV.review_found)(1));
        assert!((SV.review_found)(3).contains("3 drag markerade med"));
        assert!((EN.review_found)(1).contains("1 turn marked"));
        assert!((IT.review_found)(1).contains("1 turno segnato"));
    }
}
