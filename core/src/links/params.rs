//! The URL parameters that open a given game, for links and embedded boards
//! (docs/embedding.md). Parsed into checked types; a bad value falls back to its default and
//! is named in `problems`, so the board still opens and a notice says what to fix.

use crate::i18n::{Lang, Quoted, Texts};
use crate::session::{AnyRecord, NewGame};
use tavola_engine::record::RecordError;

/// What the URL asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// The game to open; `None` when the URL names none (the start screen then).
    pub record: Option<AnyRecord>,
    /// The ply to show first (default: the last).
    pub ply: Option<usize>,
    /// Draw from Black's side.
    pub flipped: bool,
    /// Whether the board accepts moves.
    pub interactive: bool,
    /// No chrome, nothing saved: a board inside another page.
    pub embed: bool,
    /// A caption per ply, for stepping through a game (the demonstration mode).
    pub captions: Vec<String>,
    /// The language to show, over the player's saved choice.
    pub lang: Option<Lang>,
    /// The saved game a shared link continues (docs/embedding.md, sharing).
    pub id: Option<String>,
    /// A GIPF turn half made at the link's last position (`draft`), resumed where the
    /// sender left it.
    pub draft: Option<crate::session::Draft>,
    /// How long each turn stays on show when the board plays through its moves, in ms.
    pub speed_ms: u32,
    /// The frame's fixed height in pixels (`height`), the board fitted into it; `None`
    /// follows the board.
    pub height: Option<u32>,
    /// The compact layout (board first, controls small beside or under it) asked for or refused; `None`
    /// decides by the reader's screen (see `compact`).
    pub compact: Option<bool>,
    /// Parameters the app does not know (tracking tags and the like): ignored, logged.
    pub ignored: Vec<String>,
    /// An author's options: exercise, annotations, hidden chrome, computer opponent (`author.rs`).
    pub author: crate::links::author::Author,
    /// Every value that could not be followed, in the order given; each fell back to its
    /// default.
    pub problems: Vec<ParamError>,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            record: None,
            ply: None,
            flipped: false,
            interactive: true,
            embed: false,
            captions: Vec::new(),
            lang: None,
            id: None,
            draft: None,
            speed_ms: 1500,
            height: None,
            compact: None,
            ignored: Vec::new(),
            author: Default::default(),
            problems: Vec::new(),
        }
    }
}

/// Why the URL could not be followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    BadValue {
        name: &'static str,
        value: String,
        expected: Expected,
    },
    /// `variant` for Emergo, or `variant` with no `game`.
    VariantWithoutGipf,
    /// `position` and `game`/`variant` disagree.
    Mismatch {
        position: String,
        game: String,
    },
    Record(RecordError),
    /// A bad value of one of `author::NAMES`.
    Author(crate::links::author::BadOption),
}

/// A value echoed back from the URL, cut to a length a notice can show.
pub(crate) fn cut(value: &str) -> String {
    cut_to(value, 60)
}

/// `text` cut to `most` characters, an ellipsis marking the cut.
pub(crate) fn cut_to(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The frame heights an author may fix, in pixels: below the smallest a board cannot be
/// read, above the largest it is surely a slip.
pub const HEIGHTS: std::ops::RangeInclusive<u32> = 200..=3000;

/// `height` as pixels (`420` or `420px`), within [`HEIGHTS`].
fn pixels(value: &str) -> Option<u32> {
    let digits = value.strip_suffix("px").unwrap_or(value);
    let valid = !digits.is_empty() && digits.len() <= 4 && digits.bytes().all(|b| b.is_ascii_digit());
    valid.then(|| digits.parse().ok()).flatten().filter(|px| HEIGHTS.contains(px))
}

/// What a parameter's value should have been.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Flag,
    Ply,
    Orientation,
    Variant,
    Game,
    /// `moves` with nothing to play them from.
    Start,
    Lang,
    /// `moves` holding anything but turns (tags, comments).
    MovesOnly,
    /// `id` that is not a saved game's id.
    GameId,
    /// `ended` that names no end a record can carry.
    Ended,
    /// `speed` that is not a number of seconds in range.
    Speed,
    /// `height` that is not a number of pixels in range.
    Height,
    /// `draft` that is not a turn in progress.
    Draft,
    /// `puzzle` that names none of the trainer's puzzles (`resolve_puzzle`).
    Puzzle,
}

impl ParamError {
    /// The message in the player's language; names and values stay as in the URL, and a
    /// record's error keeps the engine's English detail.
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            ParamError::BadValue { name, value, expected } => {
                let expected = match expected {
                    Expected::Flag => t.expected_flag(),
                    Expected::Ply => t.expected_ply(),
                    Expected::Orientation => t.expected_orientation(),
                    Expected::Variant => t.expected_variant(),
                    Expected::Game => t.expected_game(),
                    Expected::Start => t.expected_start(),
                    Expected::Lang => t.expected_lang(),
                    Expected::MovesOnly => t.expected_moves_only(),
                    Expected::GameId => t.expected_game_id(),
                    Expected::Ended => t.expected_ended(),
                    Expected::Speed => t.expected_speed(),
                    Expected::Height => t.expected_height(),
                    Expected::Draft => t.expected_draft(),
                    Expected::Puzzle => t.expected_puzzle(),
                };
                t.param_bad(name, Quoted(&cut(value)), expected)
            }
            ParamError::VariantWithoutGipf => t.param_variant_without_gipf().to_string(),
            ParamError::Mismatch { position, game } => t.param_mismatch(Quoted(&cut(position)), game),
            // The engine's detail quotes the turn as written: cut like any echoed value.
            ParamError::Record(e) => t.param_record(&cut_to(&e.to_string(), 160)),
            ParamError::Author(e) => t.param_bad(e.name, Quoted(&cut(&e.value)), e.expected.text(t)),
        }
    }
}

/// Decodes `%XX` escapes and `+` (a space in query strings).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = text.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok());
                if let Some(byte) = hex {
                    out.push(byte);
                    i += 2;
                } else {
                    out.push(b'%');
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The language a query string asks for (`lang=it`), read as [`Params::parse`] reads it:
/// for a page that needs only this before it starts.
pub fn lang_of(query: &str) -> Option<Lang> {
    value_of(query, "lang").and_then(|value| Lang::from_code(&value))
}

/// The first value a query string gives `name`, decoded.
pub fn value_of(query: &str, name: &str) -> Option<String> {
    query.trim_start_matches('?').split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (decode(key) == name).then(|| decode(value))
    })
}

/// A board that names one of the trainer's puzzles (`puzzle=gipf-0042`) opens with the
/// options the puzzles' boards file gives it (`public/puzzles/boards.txt`, one `id\toptions`
/// a line, written by `tavola_core::puzzles::boards_file`), then the page's own, which win
/// (a page's `hide` replaces the hidden hint): the page around holds the puzzle's name, not
/// its answer. A puzzle the file does not have, or no file, leaves the query as it was, and
/// `puzzle` is named as a bad value.
pub fn resolve_puzzle(query: &str, boards: Option<&str>) -> String {
    let Some(id) = value_of(query, "puzzle") else { return query.to_string() };
    let line = |l: &str| l.split_once('\t').filter(|(name, _)| *name == id).map(|(_, options)| options.to_string());
    let Some(options) = boards.and_then(|b| b.lines().find_map(line)) else { return query.to_string() };
    let own = query.trim_start_matches('?').split('&').filter(|pair| {
        let name = pair.split_once('=').map_or(*pair, |(name, _)| name);
        !pair.is_empty() && decode(name) != "puzzle"
    });
    std::iter::once(options.as_str()).chain(own).collect::<Vec<_>>().join("&")
}

/// The key `<tavola-board>` gives the frame it made (`kit`, 32 hex digits): the frame then
/// takes its options from that page's message, and every report it sends carries the key,
/// so the page hears only the frame it made with the options it gave, wherever a hostile
/// ancestor navigates the frame. `None` without a well-formed one.
pub fn kit_key(query: &str) -> Option<String> {
    query.trim_start_matches('?').split('&').find_map(|pair| {
        let (name, value) = pair.split_once('=')?;
        let well_formed = value.len() == 32 && value.bytes().all(|b| b.is_ascii_hexdigit());
        (name == "kit" && well_formed).then(|| value.to_ascii_lowercase())
    })
}

impl Params {
    /// The app inside another page's frame is always an embedded board: a page that frames
    /// it (or re-navigates a board's frame) gets no full app, and nothing of the reader's
    /// saved games is read or written from inside it.
    pub fn inside_frame(mut self) -> Params {
        if !self.embed {
            self.embed = true;
            self.record.get_or_insert_with(|| AnyRecord::new(NewGame::GipfStandard));
        }
        self
    }

    /// Reads a query string (`?game=emergo&moves=d6+d8`, with or without the `?`). Never
    /// fails: a bad value keeps its default and is listed in `problems`. An embedded board
    /// always gets a game (standard GIPF when the link names none it can open), since the
    /// page around expects a board, never the app's start screen.
    pub fn parse(query: &str) -> Params {
        let mut params = Params::default();
        let mut problems = Vec::new();
        let mut bad = |name: &'static str, value: String, expected: Expected| {
            problems.push(ParamError::BadValue { name, value, expected });
        };
        let (mut game, mut variant, mut position, mut moves) = (None, None, None, None);
        let mut author_problems = Vec::new();
        // What a shared link carries besides the turns: how the game ended, and the names.
        let (mut ended, mut names) = (None, Vec::new());
        // A whole record (tags, turns, `{comments}`): an author's story in one value.
        let mut record_text = None;
        for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value);
            match decode(name).as_str() {
                "record" => record_text = Some(value),
                "game" => game = Some(value),
                "variant" => variant = Some(value),
                "position" => position = Some(value),
                "moves" if value.contains(['[', ']', '{', '}', '"']) => bad("moves", value, Expected::MovesOnly),
                "moves" => moves = Some(value),
                "id" => {
                    let valid =
                        (1..=40).contains(&value.len()) && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
                    if valid {
                        params.id = Some(value)
                    } else {
                        bad("id", value, Expected::GameId)
                    }
                }
                "draft" => match value.parse() {
                    Ok(draft) => params.draft = Some(draft),
                    Err(_) => bad("draft", value, Expected::Draft),
                },
                "ply" => match value.parse() {
                    Ok(ply) => params.ply = Some(ply),
                    Err(_) => bad("ply", value, Expected::Ply),
                },
                "orientation" => match value.as_str() {
                    "white" => params.flipped = false,
                    "black" => params.flipped = true,
                    _ => bad("orientation", value, Expected::Orientation),
                },
                "interactive" => match flag(&value) {
                    Some(on) => params.interactive = on,
                    None => bad("interactive", value, Expected::Flag),
                },
                // A link that says `embed` at all is inside another page: a value it
                // cannot read still gets the embedded board, not the whole app.
                "embed" => match flag(&value) {
                    Some(on) => params.embed = on,
                    None => {
                        params.embed = true;
                        bad("embed", value, Expected::Flag)
                    }
                },
                "ended" => match tavola_engine::record::parse_ended(&value) {
                    Ok(end) => ended = Some(end),
                    Err(_) => bad("ended", value, Expected::Ended),
                },
                "speed" => match millis(&value).filter(|ms| (200..=10_000).contains(ms)) {
                    Some(ms) => params.speed_ms = ms,
                    None => bad("speed", value, Expected::Speed),
                },
                "height" => match pixels(&value) {
                    Some(px) => params.height = Some(px),
                    None => bad("height", value, Expected::Height),
                },
                "compact" => match flag(&value) {
                    Some(on) => params.compact = Some(on),
                    None => bad("compact", value, Expected::Flag),
                },
                // The frame's key (`kit_key`), not an option of the board.
                "kit" => {}
                // Still here, the puzzle was not found (`resolve_puzzle` takes it away).
                "puzzle" => bad("puzzle", value, Expected::Puzzle),
                "white" => names.push(("White", value)),
                "black" => names.push(("Black", value)),
                "captions" => params.captions = value.split('|').map(str::to_string).collect(),
                "lang" => match Lang::from_code(&value) {
                    Some(lang) => params.lang = Some(lang),
                    None => bad("lang", value, Expected::Lang),
                },
                other => match crate::links::author::NAMES.into_iter().find(|n| *n == other) {
                    Some(name) => {
                        if let Err(e) = params.author.set(name, value) {
                            author_problems.push(ParamError::Author(e));
                        }
                    }
                    None => params.ignored.push(other.to_string()),
                },
            }
        }
        params.record = start_record(game.as_deref(), variant.as_deref(), position, moves, &mut problems);
        if let Some(text) = record_text {
            match AnyRecord::parse(&text) {
                Ok(record) => {
                    // Its comments are the captions, each under the position it follows.
                    if params.captions.is_empty() && !record.comments().is_empty() {
                        params.captions = (0..=record.len())
                            .map(|ply| {
                                let said = record.comments().iter().filter(|(p, _)| *p == ply);
                                said.map(|(_, text)| text.as_str()).collect::<Vec<_>>().join(" ")
                            })
                            .collect();
                    }
                    params.record = Some(record);
                }
                Err(e) => problems.push(ParamError::Record(e)),
            }
        }
        if let Some(record) = &mut params.record {
            for (tag, name) in &names {
                record.set_tag(tag, name);
            }
            // Only a game the rules have not ended can carry a resignation or a draw.
            if record.result().is_none() {
                record.set_ended(ended);
            }
        }
        if params.embed && params.record.is_none() {
            params.record = Some(AnyRecord::new(NewGame::GipfStandard));
        }
        problems.extend(author_problems);
        params.problems = problems;
        params
    }
}

/// Seconds written as `2`, `1.5` or `0.25`, in milliseconds. Read by hand: parsing an
/// `f64` would add the float parser's tables to the page's first load.
fn millis(seconds: &str) -> Option<u32> {
    let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 3 || fraction.len() > 3 || !digits(whole) || !digits(fraction) {
        return None;
    }
    let padded = format!("{fraction:0<3}");
    Some(whole.parse::<u32>().ok()? * 1000 + padded.parse::<u32>().ok()?)
}

/// A flag's value: on, off, or `None` for anything else.
fn flag(value: &str) -> Option<bool> {
    match value {
        "" | "1" | "true" | "yes" => Some(true),
        "0" | "false" | "no" => Some(false),
        _ => None,
    }
}

/// The game named by `game` and `variant`; a bad name is a problem and names nothing.
fn named_game(game: Option<&str>, variant: Option<&str>, problems: &mut Vec<ParamError>) -> Option<NewGame> {
    let bad_variant =
        |v: &str| ParamError::BadValue { name: "variant", value: v.to_string(), expected: Expected::Variant };
    match (game, variant) {
        (None, None) => None,
        (None, Some(_)) | (Some("emergo"), Some(_)) => {
            problems.push(ParamError::VariantWithoutGipf);
            game.map(|_| NewGame::Emergo)
        }
        (Some("emergo"), None) => Some(NewGame::Emergo),
        (Some("gipf"), v) => Some(match v.unwrap_or("standard") {
            "basic" => NewGame::GipfBasic { white_extra: 0, black_extra: 0 },
            "standard" => NewGame::GipfStandard,
            "tournament" => NewGame::GipfTournament,
            other => {
                problems.push(bad_variant(other));
                NewGame::GipfStandard
            }
        }),
        (Some(other), _) => {
            problems.push(ParamError::BadValue { name: "game", value: other.to_string(), expected: Expected::Game });
            None
        }
    }
}

/// The game the URL describes: a start (named, or a position), then the moves, as far as
/// they are legal. Each thing that cannot be followed is a problem: a position that does
/// not read or disagrees with the named game gives way to the named game, and the moves
/// stop at the first that cannot be played.
fn start_record(
    game: Option<&str>,
    variant: Option<&str>,
    position: Option<String>,
    moves: Option<String>,
    problems: &mut Vec<ParamError>,
) -> Option<AnyRecord> {
    let named = named_game(game, variant, problems);
    let from_position = position.and_then(|position| {
        if let (Some(game), Some(named)) = (game, named) {
            let wrong_game = !position.starts_with(&format!("{game} "));
            let wrong_variant =
                matches!(named, NewGame::GipfBasic { .. } | NewGame::GipfStandard | NewGame::GipfTournament)
                    && variant.is_some_and(|v| !position.starts_with(&format!("gipf {v} ")));
            if wrong_game || wrong_variant {
                let game = [Some(game), variant].into_iter().flatten().collect::<Vec<_>>().join(" ");
                problems.push(ParamError::Mismatch { position, game });
                return None;
            }
        }
        AnyRecord::starting_at(&position).map_err(|e| problems.push(ParamError::Record(e))).ok()
    });
    let Some(mut record) = from_position.or_else(|| named.map(AnyRecord::new)) else {
        if let Some(moves) = moves {
            problems.push(ParamError::BadValue { name: "moves", value: moves, expected: Expected::Start });
        }
        return None;
    };
    // Built turn by turn, never as record text: `moves` holds turns only, no tags.
    let is_number = |t: &str| t.ends_with('.') && t.trim_end_matches('.').chars().all(|c| c.is_ascii_digit());
    for turn in moves.iter().flat_map(|m| m.split_whitespace()).filter(|t| !is_number(t)) {
        if let Err(e) = record.push_text(turn) {
            problems.push(ParamError::Record(e));
            break;
        }
    }
    Some(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A named puzzle's options come first and the page's own after them, which win; a
    /// puzzle not in the file is named.
    #[test]
    fn a_named_puzzle_takes_its_options_from_the_boards_file() {
        let boards = "# comment\ngipf-0001\tposition=a&answer=x\nemergo-0002\tgame=emergo&answer=d6&hide=hint\n";
        let query = "?embed=1&puzzle=emergo-0002&lang=it";
        assert_eq!(resolve_puzzle(query, Some(boards)), "game=emergo&answer=d6&hide=hint&embed=1&lang=it");
        let shown = Params::parse(&resolve_puzzle("puzzle=emergo-0002&hide=", Some(boards)));
        assert!(!shown.author.hide.hint && shown.problems.is_empty(), "the page asks for the hint");
        assert!(Params::parse(&resolve_puzzle("puzzle=emergo-0002", Some(boards))).author.hide.hint);
        for (missing, boards) in [("puzzle=emergo-0003", Some(boards)), ("puzzle=emergo-0002", None)] {
            assert_eq!(resolve_puzzle(missing, boards), missing, "left as it was");
            let params = Params::parse(missing);
            let named = params
                .problems
                .iter()
                .any(|p| matches!(p, ParamError::BadValue { name: "puzzle", expected: Expected::Puzzle, .. }));
            assert!(named, "{missing}: {:?}", params.problems);
        }
        assert_eq!(resolve_puzzle("game=emergo", Some(boards)), "game=emergo");
    }

    #[test]
    fn a_frame_key_is_32_hex_digits_and_no_option() {
        let key = "0123456789abcdef0123456789ABCDEF";
        assert_eq!(kit_key(&format!("?embed=1&kit={key}")), Some(key.to_ascii_lowercase()));
        for bad in [
            "kit=",
            "kit=abc",
            "kit=0123456789abcdef0123456789abcdeg",
            "kit0123456789abcdef0123456789abcdef",
            "xkit=0123456789abcdef0123456789abcdef",
        ] {
            assert_eq!(kit_key(bad), None, "{bad:?}");
        }
        let p = Params::parse(&format!("embed=1&kit={key}"));
        assert!(p.ignored.is_empty() && p.problems.is_empty(), "the key is not an option of the board");
    }

    #[test]
    fn inside_a_frame_the_app_is_an_embedded_board() {
        let full = Params::parse("game=emergo&id=abc-12&moves=d6").inside_frame();
        assert!(full.embed, "no full app, no saved game written, inside another page's frame");
        assert_eq!(full.record.unwrap().turn_texts(), vec!["d6"]);
        let bare = Params::parse("").inside_frame();
        assert!(bare.embed && bare.record.is_some(), "a board, never the start screen with the saved games");
    }

    #[test]
    fn a_full_url_opens_the_game_at_the_ply() {
        let p = Params::parse("?game=emergo&moves=d6+d8%20e4&ply=1&orientation=black&interactive=false&embed=1&captions=Start|First&lang=sv");
        assert_eq!(p.problems, vec![]);
        let record = p.record.unwrap();
        assert_eq!(record.turn_texts(), vec!["d6", "d8", "e4"]);
        assert_eq!(p.ply, Some(1));
        assert!(p.flipped && p.embed && !p.interactive);
        assert_eq!(p.captions, vec!["Start", "First"]);
        assert_eq!((p.speed_ms, Params::parse("speed=0.5").speed_ms), (1500, 500));
        assert_eq!((millis("2"), millis("1.25"), millis("10.000")), (Some(2000), Some(1250), Some(10_000)));
        for bad in ["", ".5", "1.2345", "-1", "1e3", "1,5", "9999", "+1"] {
            assert_eq!(millis(bad), None, "{bad:?}");
        }
        assert_eq!(p.lang, Some(Lang::Sv));
    }

    #[test]
    fn unknown_parameters_are_ignored_and_listed() {
        let p = Params::parse("game=emergo&moves=d6+d8&fbclid=IwAR0x&utm_source=chat&id=abc-12");
        assert_eq!(p.record.unwrap().turn_texts(), vec!["d6", "d8"]);
        assert_eq!(p.ignored, vec!["fbclid", "utm_source"]);
        assert_eq!(p.id.as_deref(), Some("abc-12"));
        assert_eq!(
            Params::parse("game=emergo&moves=1.+d6+d8+2.+e4").record.unwrap().len(),
            3,
            "move numbers are skipped"
        );
    }

    #[test]
    fn positions_and_variants_open_gipf() {
        let p = Params::parse("game=gipf&variant=tournament");
        assert_eq!(p.record.unwrap().position_text(0), "gipf tournament 4/5/6/7/6/5/4 w 18 18 00");
        let p = Params::parse("position=gipf+basic+b2w%2F5%2F6%2Fw5b%2F6%2F5%2Fb2w+w+12+12&moves=e1-e2");
        assert_eq!(p.record.unwrap().len(), 1);
        assert_eq!(Params::parse(""), Params::default());
    }

    /// The first problem a query has, in English.
    fn problem(query: &str) -> String {
        let p = Params::parse(query);
        p.problems.first().map(|e| e.describe(&crate::i18n::EN)).unwrap_or_else(|| panic!("{query}: no problem found"))
    }

    #[test]
    fn bad_values_are_named() {
        let cases = [
            ("game=chess", "game=\"chess\""),
            ("game=gipf&variant=huge", "variant=\"huge\""),
            ("game=emergo&variant=basic", "variant only applies"),
            ("ply=-1", "ply=\"-1\""),
            ("orientation=up", "orientation"),
            ("embed=maybe", "embed=\"maybe\""),
            (
                "game=emergo&moves=d6+d8%0A[Ended+%22white-resigned%22]",
                "moves=\"d6 d8\\n[Ended \\\"white-resigned\\\"]\" is not valid: expected turns",
            ),
            ("game=emergo&moves=d6+{hi}", "expected turns"),
            ("position=emergo+1/3/5/7/9/7/5/3/1+w+12+12%22]%0A[Ended+%22draw-agreed", "start position"),
            ("id=a+b", "id=\"a b\""),
            ("game=emergo&moves=e5", "turn 1 (e5)"),
            ("position=emergo+junk", "start position"),
            ("game=gipf&position=emergo+1/3/5/7/9/7/5/3/1+w+12+12", "not a gipf position"),
            ("game=gipf&variant=basic&position=gipf+standard+B2W/5/6/W5B/6/5/B2W+w+12+12", "not a gipf basic"),
            ("moves=d6", "moves=\"d6\""),
            ("lang=fr", "lang=\"fr\" is not valid: expected en, it or sv"),
            ("level=grandmaster", "level=\"grandmaster\""),
            ("highlight=e5:purple", "highlight=\"e5:purple\""),
            ("hide=moves", "hide=\"moves\""),
            ("computer=red", "computer=\"red\""),
            ("interactive=maybe", "interactive=\"maybe\""),
            ("speed=fast", "speed=\"fast\" is not valid: expected seconds per turn"),
            ("speed=60", "speed=\"60\""),
            ("speed=NaN", "speed=\"NaN\""),
            ("height=abc", "height=\"abc\" is not valid: expected a height in pixels"),
            ("height=0", "height=\"0\""),
            ("height=", "height=\"\""),
            ("height=100px;background:url(x)", "height=\"100px;background:url(x)\""),
            ("height=50vh", "height=\"50vh\""),
            ("compact=sometimes", "compact=\"sometimes\""),
        ];
        for (query, expected) in cases {
            let error = problem(query);
            assert!(error.contains(expected), "{query}: {error}");
        }
        assert_eq!((Params::parse("height=420").height, Params::parse("height=420px").height), (Some(420), Some(420)));
        assert_eq!((Params::parse("compact=1").compact, Params::parse("").compact), (Some(true), None));
        for name in ["orientation", "level", "right", "hide", "height"] {
            let long = format!("game=gipf&{name}={}", "x".repeat(7000));
            let p = Params::parse(&long);
            for error in p.problems.iter().map(|e| e.describe(&crate::i18n::EN)) {
                assert!(error.len() < 200 && error.contains("xxx…"), "{name}: a long value is cut: {error}");
            }
        }
        let italian = Params::parse("game=chess").problems[0].describe(&crate::i18n::IT);
        assert_eq!(italian, "il parametro URL game=\"chess\" non è valido: serve gipf o emergo");
    }

    #[test]
    fn a_bad_value_keeps_its_default_and_the_rest_of_the_link() {
        let p = Params::parse("game=emergo&moves=d6+d8&orientation=up&level=grandmaster&hide=hint,moves&lang=fr&ply=x&interactive=maybe&computer=black&highlight=e5:purple+d4");
        assert_eq!(p.record.as_ref().map(|r| r.turn_texts()), Some(vec!["d6".to_string(), "d8".to_string()]));
        assert!(!p.flipped && p.interactive && p.ply.is_none() && p.lang.is_none());
        assert_eq!(
            (p.author.level(), p.author.computer.clone()),
            (tavola_engine::ai::Level::Casual, vec![tavola_engine::Color::Black])
        );
        assert_eq!(p.author.hide.classes(), "", "hide is all or nothing");
        assert!(p.author.annotations.is_empty());
        let names: Vec<&str> = p
            .problems
            .iter()
            .map(|e| match e {
                ParamError::BadValue { name, .. } => *name,
                ParamError::Author(e) => e.name,
                _ => "other",
            })
            .collect();
        assert_eq!(names, vec!["orientation", "lang", "ply", "interactive", "level", "hide", "highlight"]);

        // The moves stop at the first that cannot be played; the ones before it stay.
        let p = Params::parse("game=emergo&moves=d6+d6+e4");
        assert_eq!(p.record.map(|r| r.len()), Some(1));
        assert!(matches!(p.problems[..], [ParamError::Record(_)]));
        // A bad variant opens standard GIPF; a position that disagrees gives way to the game.
        assert_eq!(
            Params::parse("game=gipf&variant=advanced").record.map(|r| r.position_text(0)),
            Params::parse("game=gipf").record.map(|r| r.position_text(0))
        );
        let p = Params::parse("game=gipf&variant=basic&position=gipf+standard+B2W/5/6/W5B/6/5/B2W+w+12+12");
        assert!(p.record.is_some_and(|r| r.position_text(0).starts_with("gipf basic")));
    }

    #[test]
    fn a_whole_record_opens_with_its_comments_as_captions() {
        let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n[White \"Ann\"]\n{The empty board} 1. d6 {White enters} d8 2. e4\n";
        let query = format!("embed=1&record={}", text.replace(' ', "+").replace('\n', "%0A").replace('"', "%22"));
        let p = Params::parse(&query);
        assert_eq!(p.problems, vec![]);
        let record = p.record.unwrap();
        assert_eq!((record.len(), record.tag("White")), (3, Some("Ann")));
        assert_eq!(p.captions, vec!["The empty board", "White enters", "", ""]);
        let bad = Params::parse("embed=1&record=junk");
        assert!(matches!(bad.problems[..], [ParamError::Record(_)]));
        assert!(bad.record.is_some(), "an embedded board still opens");
    }

    #[test]
    fn an_embedded_board_always_has_a_game() {
        for query in [
            "embed=1",
            "embed=1&game=chess",
            "embed=maybe&game=chess",
            "embed=1&position=junk",
            "embed=1&variant=basic",
        ] {
            let p = Params::parse(query);
            assert!(p.embed, "{query}");
            assert!(p.record.is_some(), "{query}: a board opens");
        }
        assert_eq!(Params::parse("embed=1").problems, vec![], "no game named is no problem");
        assert!(Params::parse("game=chess").record.is_none(), "the app itself shows its start screen");
    }

    proptest::proptest! {
        /// Any query string gives parameters or a message, never a panic.
        #[test]
        fn any_query_is_answered(query in "\\PC*") {
            let _ = Params::parse(&query);
        }

        /// Queries made of real parameter names and near-valid values.
        #[test]
        fn near_valid_queries_are_answered(
            parts in proptest::collection::vec(
                ("(game|variant|position|moves|ply|orientation|interactive|embed|captions|lang|id|x)",
                 "(gipf|emergo|basic|standard|tournament|white|black|true|0|7|d6|e1-e2|%2|\\+|it|sv|emergo 1/3/5/7/9/7/5/3/1 w 12 12)*"),
                0..6)
        ) {
            let query: Vec<String> = parts.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let _ = Params::parse(&query.join("&"));
        }
    }

    #[test]
    fn broken_escapes_do_not_panic() {
        for query in ["%", "%zz", "game=%e", "position=%ff%fe", "&&=&", "moves=%E2%82"] {
            let _ = Params::parse(query);
        }
    }
}
