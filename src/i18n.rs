//! Every text of the app in English, Italian and Swedish, as one typed catalogue.
//!
//! [`Texts`] has a field per text: a `&'static str` when it is fixed, a `fn` when it holds
//! values. Each language is one `const Texts`, so a text missing from a language is a
//! compile error, never a silent fallback. The game terms are those of the original rules
//! (`/work/shared/seeds/`): Italian pezzo-GIPF, riserva, dot, spot, fila, Colonna, Pezzo
//! Ombra; Swedish bricka, GIPF-pjäs, reserven, prick, punkt, rad.

use tavola_engine::ai::Level;
use tavola_engine::gipf::Variant;
use tavola_engine::{Color, GameResult, Reason};

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

/// Where the player's choice of language is remembered.
const STORAGE_KEY: &str = "tavola.lang";

/// The language to start in: the URL's, else the player's saved choice, else the
/// browser's, else English.
pub fn initial(from_url: Option<Lang>) -> Lang {
    from_url.or_else(saved).unwrap_or_else(|| {
        let languages = web_sys::window().map(|w| w.navigator().languages().to_vec()).unwrap_or_default();
        let tags: Vec<String> = languages.iter().filter_map(|v| v.as_string()).collect();
        Lang::detect(&tags)
    })
}

fn saved() -> Option<Lang> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Lang::from_code(&storage.get_item(STORAGE_KEY).ok()??)
}

/// Remembers the player's choice (a full or disabled storage just forgets it).
pub fn save(lang: Lang) {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(STORAGE_KEY, lang.code());
    }
}

/// Every text of the app in one language. Side names, piece names, levels and reasons
/// come in already translated as `&str` arguments.
#[derive(Clone, Copy)]
pub struct Texts {
    // The page and the switch.
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub dismiss: &'static str,

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
    pub wins: fn(side: &str, reason: &str) -> String,
    pub draw: fn(reason: &str) -> String,

    // The status line when the board's own prompt does not apply.
    pub game_over: fn(result: &str) -> String,
    pub after_turns: fn(ply: usize, len: usize, side: &str) -> String,
    pub viewing_earlier: &'static str,
    pub computer_thinking: fn(side: &str, level: &str) -> String,
    pub hint_thinking: &'static str,

    // GIPF: prompts, the controls beside the board, hints.
    pub gipf_tap_spot: fn(side: &str, piece: &str) -> String,
    pub gipf_may_remove_first: fn(side: &str, piece: &str) -> String,
    pub gipf_to_push: fn(side: &str, piece: &str) -> String,
    pub gipf_pick_row: fn(side: &str) -> String,
    pub gipf_remove_plain: fn(side: &str) -> String,
    pub gipf_remove_keep: fn(side: &str) -> String,
    pub gipf_counts: fn(side: &str, reserve: u8, captured: u8) -> String,
    pub piece_to_enter: &'static str,
    pub gipf_piece: &'static str,
    pub single_piece: &'static str,
    pub rows: &'static str,
    pub row: fn(from: &str, to: &str) -> String,
    pub remove_row: &'static str,
    pub leave_gipf_rows: &'static str,
    pub restart_turn: &'static str,
    pub gipf_board: &'static str,
    pub push_gipf: fn(entry: &str) -> String,
    pub push: fn(entry: &str) -> String,
    pub remove: fn(points: &str) -> String,
    pub remove_keeping: fn(points: &str, kept: &str) -> String,
    pub leave_rows: &'static str,

    // Emergo: prompts and counts.
    pub must_capture: fn(side: &str) -> String,
    pub captures: fn(side: &str) -> String,
    pub enters_shadow: fn(side: &str, men: u8) -> String,
    pub to_enter: fn(side: &str) -> String,
    pub to_move: fn(side: &str) -> String,
    pub to_move_picked: fn(side: &str) -> String,
    pub in_hand: fn(side: &str, men: u8) -> String,
    pub emergo_board: &'static str,

    // The computer and hints.
    pub hint_button: &'static str,
    pub hint: fn(advice: &str) -> String,
    pub then: &'static str,
    pub computer_unknown: &'static str,
    pub computer_failed: fn(detail: &str) -> String,

    // The game screen's panel.
    pub games: &'static str,
    pub person: &'static str,
    pub computer: fn(level: &str) -> String,
    pub undo: &'static str,
    pub redo: &'static str,
    pub flip: &'static str,
    pub resign: &'static str,
    pub resigns_confirm: fn(side: &str) -> String,
    pub agree_draw: &'static str,
    pub draw_confirm: &'static str,
    pub export: &'static str,
    pub game_record: &'static str,
    pub copy: &'static str,
    pub download: &'static str,
    pub move_navigation: &'static str,
    pub first_move: &'static str,
    pub back: &'static str,
    pub forward: &'static str,
    pub last_move: &'static str,
    pub moves: &'static str,
    pub illegal_turn: fn(detail: &str) -> String,

    // The start screen.
    pub new_game: &'static str,
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
    pub cannot_save: fn(detail: &str) -> String,

    // Why a saved game cannot be opened (`storage::LoadError`).
    pub load_not_json: fn(detail: &str) -> String,
    pub load_schema: fn(found: u32, reads: u32) -> String,
    pub load_rules: fn(found: u32, plays: u32) -> String,
    pub load_record: fn(detail: &str) -> String,

    // Why a link cannot be followed (`params::ParamError`); parameter names and values
    // stay as they are written in the URL.
    pub param_unknown: fn(name: &str) -> String,
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

    // What a screen reader says for a board place and after each turn; the parts of a
    // place's name are joined with ", ".
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

/// "bianca", "nere": an Italian colour agreeing with a count of pedine (feminine).
fn it_colour(side: Color, n: u8) -> &'static str {
    match (side, n) {
        (Color::White, 1) => "bianca",
        (Color::White, _) => "bianche",
        (Color::Black, 1) => "nera",
        (Color::Black, _) => "nere",
    }
}

/// "1 pedina bianca", "3 Prigioniere nere".
fn it_men(n: u8, side: Color, one: &str, many: &str) -> String {
    format!("{n} {} {}", if n == 1 { one } else { many }, it_colour(side, n))
}

pub const EN: Texts = Texts {
    title: "Tavola: GIPF and Emergo",
    tagline: "GIPF and Emergo, offline, in any browser.",
    language: "Language",
    dismiss: "Dismiss",

    white: "White",
    black: "Black",
    a_piece: "a piece",
    a_gipf_piece: "a GIPF piece",
    beginner: "beginner",
    casual: "casual",
    club: "club",
    expert: "expert",
    gipf_basic: "GIPF basic",
    gipf_standard: "GIPF standard",
    gipf_tournament: "GIPF tournament",

    empty_reserve: "empty reserve",
    last_gipf_lost: "last GIPF piece lost",
    no_pieces: "no pieces left",
    no_legal_move: "no legal move",
    repetition: "threefold repetition",
    agreement: "draw agreed",
    resignation: "resignation",
    wins: |side, reason| format!("{side} wins ({reason})"),
    draw: |reason| format!("Draw ({reason})"),

    game_over: |result| format!("Game over: {result}."),
    after_turns: |ply, len, side| format!("After {ply} of {len} {}: {side} to move.", plural(len, "turn", "turns")),
    viewing_earlier: "Viewing an earlier position: go to the last move to play on.",
    computer_thinking: |side, level| format!("{side} (computer, {level}) is thinking…"),
    hint_thinking: "Thinking of a hint…",

    gipf_tap_spot: |side, piece| format!("{side}: tap the spot to push {piece} onto, or another dot."),
    gipf_may_remove_first: |side, piece| {
        format!("{side} may first remove a row of GIPF pieces (tap it), or push {piece}: tap a dot.")
    },
    gipf_to_push: |side, piece| format!("{side} to push {piece}: tap a highlighted dot, then a spot."),
    gipf_pick_row: |side| format!("{side} removes a row: tap one of the highlighted rows."),
    gipf_remove_plain: |side| format!("{side} removes the highlighted row: press Remove row."),
    gipf_remove_keep: |side| format!("{side} removes the row: tap GIPF pieces to keep them, then press Remove row."),
    gipf_counts: |side, reserve, captured| format!("{side}: {reserve} in reserve, {captured} captured"),
    piece_to_enter: "Piece to enter",
    gipf_piece: "GIPF piece",
    single_piece: "Single piece",
    rows: "Rows",
    row: |from, to| format!("Row {from}–{to}"),
    remove_row: "Remove row",
    leave_gipf_rows: "Leave the GIPF rows",
    restart_turn: "Start the turn again",
    gipf_board: "GIPF board",
    push_gipf: |entry| format!("push a GIPF piece {entry}"),
    push: |entry| format!("push {entry}"),
    remove: |points| format!("remove {points}"),
    remove_keeping: |points, kept| format!("remove {points} keeping {kept}"),
    leave_rows: "leave the GIPF rows",

    must_capture: |side| format!("{side} must capture: tap a highlighted column."),
    captures: |side| format!("{side} captures: tap the next landing square."),
    enters_shadow: |side, men| format!("{side} enters a shadow piece of {men} men: tap an empty square."),
    to_enter: |side| format!("{side} to enter a man: tap a highlighted square."),
    to_move: |side| format!("{side} to move: tap a column, then where it goes."),
    to_move_picked: |side| format!("{side} to move: tap where the column goes."),
    in_hand: |side, men| format!("{side} in hand: {men}"),
    emergo_board: "Emergo board",

    hint_button: "Hint",
    hint: |advice| format!("Hint: {advice}"),
    then: ", then ",
    computer_unknown: "The computer answered with an unknown decision.",
    computer_failed: |detail| format!("The computer could not move: {detail}"),

    games: "← Games",
    person: "Person",
    computer: |level| format!("Computer ({level})"),
    undo: "Undo",
    redo: "Redo",
    flip: "Flip board",
    resign: "Resign",
    resigns_confirm: |side| format!("{side} resigns?"),
    agree_draw: "Agree draw",
    draw_confirm: "Do both players agree to a draw?",
    export: "Export",
    game_record: "Game record",
    copy: "Copy",
    download: "Download",
    move_navigation: "Move list navigation",
    first_move: "First move",
    back: "Back",
    forward: "Forward",
    last_move: "Last move",
    moves: "Moves",
    illegal_turn: |detail| format!("That turn cannot be played: {detail}"),

    new_game: "New game",
    white_extra: "White extra pieces",
    black_extra: "Black extra pieces",
    saved_games: "Saved games",
    no_saved_games: "No saved games yet. Every game you play is saved as you go.",
    delete_confirm: "Delete this saved game? It cannot be brought back.",
    summary: |turns, side| format!("{turns} {}, {side} to move", plural(turns, "turn", "turns")),
    game_name: "Game name",
    resume: "Resume",
    save_name: "Save name",
    rename: "Rename",
    delete: "Delete",
    damaged: |error| format!("cannot be opened: {error}. It is kept as it is until you delete it."),
    download_raw: "Download raw",
    import_heading: "Import a game record",
    import_label: "Game record to import",
    import: "Import",
    open_file: "Open a file…",
    cannot_import: |detail| format!("Cannot import: {detail}"),
    cannot_save: |detail| format!("Could not save the game: {detail}"),

    load_not_json: |detail| format!("not a Tavola saved game ({detail})"),
    load_schema: |found, reads| format!("saved in storage format {found}; this version reads format {reads}"),
    load_rules: |found, plays| format!("saved under rules version {found}; this version plays rules version {plays}"),
    load_record: |detail| format!("the game record is damaged: {detail}"),

    param_unknown: |name| format!("unknown URL parameter {name:?}"),
    param_bad: |name, value, expected| format!("URL parameter {name}={value:?} is not valid: expected {expected}"),
    param_variant_without_gipf: "URL parameter variant only applies to game=gipf",
    param_mismatch: |position, game| format!("the position {position:?} is not a {game} position"),
    param_record: |detail| format!("the game in the URL cannot be played: {detail}"),
    expected_flag: "true or false",
    expected_ply: "a whole number of turns from 0",
    expected_orientation: "white or black",
    expected_variant: "basic, standard or tournament",
    expected_game: "gipf or emergo",
    expected_start: "a game or position to play them from",
    expected_lang: "en, it or sv",

    dot: "dot",
    empty_spot: "empty",
    white_piece: "white piece",
    black_piece: "black piece",
    white_gipf_piece: "white GIPF piece",
    black_gipf_piece: "black GIPF piece",
    push_from_here: "push from here",
    push_onto_here: "push onto here",
    chosen_point: "chosen",
    in_row_to_remove: "in a row to remove",
    in_chosen_row: "in the chosen row",
    stays: "stays on the board",
    empty_square: "empty",
    column: |caps, owner, prisoners| {
        let colour = |c: Color| if c == Color::White { "white" } else { "black" };
        match (caps, prisoners) {
            (1, 0) => format!("{} man", colour(owner)),
            (caps, 0) => format!("column of {caps} {}", colour(owner)),
            (caps, prisoners) => format!("column of {caps} {} over {prisoners} {}", colour(owner), colour(owner.other())),
        }
    },
    can_move: "can move",
    chosen_square: "chosen",
    can_go_here: "can go here",
    in_last_move: "last move",
    enters: |square| format!("enters {square}"),
    steps: |from, to| format!("moves {from}-{to}"),
    captures_taking: |capture, taken| format!("captures {capture}, taking {taken}"),
    announce_gipf: |side, what| format!("{side}: {what}."),
    announce_emergo: |side, what| format!("{side} {what}."),
};

pub const IT: Texts = Texts {
    title: "Tavola: GIPF ed Emergo",
    tagline: "GIPF ed Emergo, anche offline, in qualsiasi browser.",
    language: "Lingua",
    dismiss: "Chiudi",

    white: "Bianco",
    black: "Nero",
    a_piece: "un pezzo",
    a_gipf_piece: "un pezzo-GIPF",
    beginner: "principiante",
    casual: "amatore",
    club: "circolo",
    expert: "esperto",
    gipf_basic: "GIPF base",
    gipf_standard: "GIPF standard",
    gipf_tournament: "GIPF torneo",

    empty_reserve: "riserva esaurita",
    last_gipf_lost: "ultimo pezzo-GIPF perso",
    no_pieces: "nessun pezzo rimasto",
    no_legal_move: "nessuna mossa possibile",
    repetition: "stessa posizione per tre volte",
    agreement: "patta concordata",
    resignation: "abbandono",
    // Both side names are masculine ("il Bianco", "il Nero"), as in the rules.
    wins: |side, reason| format!("Vince il {side} ({reason})"),
    draw: |reason| format!("Patta ({reason})"),

    game_over: |result| format!("Partita finita: {result}."),
    after_turns: |ply, len, side| format!("Dopo {ply} {} su {len}: muove il {side}.", if ply == 1 { "turno" } else { "turni" }),
    viewing_earlier: "Stai guardando una posizione precedente: vai all'ultima mossa per continuare a giocare.",
    computer_thinking: |side, level| format!("Il {side} (computer, {level}) sta pensando…"),
    hint_thinking: "Cerco un suggerimento…",

    gipf_tap_spot: |side, piece| format!("{side}: tocca lo spot su cui spingere {piece}, oppure un altro dot."),
    gipf_may_remove_first: |side, piece| {
        format!("Il {side} può prima prendere una fila di pezzi-GIPF (toccala) oppure spingere {piece}: tocca un dot.")
    },
    gipf_to_push: |side, piece| format!("Il {side} spinge {piece}: tocca un dot evidenziato, poi uno spot."),
    gipf_pick_row: |side| format!("Il {side} prende una fila: tocca una delle file evidenziate."),
    gipf_remove_plain: |side| format!("Il {side} prende la fila evidenziata: premi «Prendi la fila»."),
    gipf_remove_keep: |side| {
        format!("Il {side} prende la fila: tocca i pezzi-GIPF da lasciare sulla plancia, poi premi «Prendi la fila».")
    },
    gipf_counts: |side, reserve, captured| format!("{side}: {reserve} nella riserva, {captured} catturati"),
    piece_to_enter: "Pezzo da mettere in gioco",
    gipf_piece: "Pezzo-GIPF",
    single_piece: "Pezzo base",
    rows: "File",
    row: |from, to| format!("Fila {from}–{to}"),
    remove_row: "Prendi la fila",
    leave_gipf_rows: "Lascia le file di pezzi-GIPF",
    restart_turn: "Ricomincia il turno",
    gipf_board: "Plancia di GIPF",
    push_gipf: |entry| format!("spingi un pezzo-GIPF {entry}"),
    push: |entry| format!("spingi {entry}"),
    remove: |points| format!("prendi {points}"),
    remove_keeping: |points, kept| format!("prendi {points} lasciando {kept}"),
    leave_rows: "lascia le file di pezzi-GIPF",

    must_capture: |side| format!("Il {side} deve catturare: tocca una Colonna evidenziata."),
    captures: |side| format!("Il {side} cattura: tocca la prossima casella d'arrivo."),
    enters_shadow: |side, men| format!("Il {side} colloca il Pezzo Ombra di {men} pedine: tocca una casella libera."),
    to_enter: |side| format!("Il {side} colloca una pedina: tocca una casella evidenziata."),
    to_move: |side| format!("Il {side} muove: tocca una Colonna, poi la casella dove va."),
    to_move_picked: |side| format!("Il {side} muove: tocca la casella dove va la Colonna."),
    in_hand: |side, men| format!("{side}, pedine da collocare: {men}"),
    emergo_board: "Tavoliere di Emergo",

    hint_button: "Suggerimento",
    hint: |advice| format!("Suggerimento: {advice}"),
    then: ", poi ",
    computer_unknown: "Il computer ha risposto con una decisione sconosciuta.",
    computer_failed: |detail| format!("Il computer non è riuscito a muovere: {detail}"),

    games: "← Partite",
    person: "Persona",
    computer: |level| format!("Computer ({level})"),
    undo: "Annulla",
    redo: "Ripeti",
    flip: "Gira la plancia",
    resign: "Abbandona",
    resigns_confirm: |side| format!("Il {side} abbandona la partita?"),
    agree_draw: "Patta d'accordo",
    draw_confirm: "Entrambi i giocatori sono d'accordo sulla patta?",
    export: "Esporta",
    game_record: "Trascrizione della partita",
    copy: "Copia",
    download: "Scarica",
    move_navigation: "Navigazione tra le mosse",
    first_move: "Prima mossa",
    back: "Indietro",
    forward: "Avanti",
    last_move: "Ultima mossa",
    moves: "Mosse",
    illegal_turn: |detail| format!("Questa mossa non si può giocare: {detail}"),

    new_game: "Nuova partita",
    white_extra: "Pezzi in più per il Bianco",
    black_extra: "Pezzi in più per il Nero",
    saved_games: "Partite salvate",
    no_saved_games: "Ancora nessuna partita salvata. Ogni partita viene salvata mentre giochi.",
    delete_confirm: "Eliminare questa partita salvata? Non si potrà più recuperare.",
    summary: |turns, side| format!("{turns} {}, muove il {side}", if turns == 1 { "turno" } else { "turni" }),
    game_name: "Nome della partita",
    resume: "Riprendi",
    save_name: "Salva il nome",
    rename: "Rinomina",
    delete: "Elimina",
    damaged: |error| format!("non si può aprire: {error}. Resta com'è finché non la elimini."),
    download_raw: "Scarica i dati grezzi",
    import_heading: "Importa la trascrizione di una partita",
    import_label: "Trascrizione da importare",
    import: "Importa",
    open_file: "Apri un file…",
    cannot_import: |detail| format!("Impossibile importare: {detail}"),
    cannot_save: |detail| format!("Impossibile salvare la partita: {detail}"),

    load_not_json: |detail| format!("non è una partita salvata da Tavola ({detail})"),
    load_schema: |found, reads| format!("salvata nel formato {found}; questa versione legge il formato {reads}"),
    load_rules: |found, plays| format!("salvata con le regole versione {found}; questa versione gioca con le regole versione {plays}"),
    load_record: |detail| format!("la trascrizione della partita è danneggiata: {detail}"),

    param_unknown: |name| format!("parametro URL sconosciuto {name:?}"),
    param_bad: |name, value, expected| format!("il parametro URL {name}={value:?} non è valido: serve {expected}"),
    param_variant_without_gipf: "il parametro URL variant vale solo con game=gipf",
    param_mismatch: |position, game| format!("la posizione {position:?} non è una posizione di {game}"),
    param_record: |detail| format!("la partita dell'URL non si può giocare: {detail}"),
    expected_flag: "true o false",
    expected_ply: "un numero intero di turni, da 0 in su",
    expected_orientation: "white o black",
    expected_variant: "basic, standard o tournament",
    expected_game: "gipf o emergo",
    expected_start: "una partita o una posizione da cui giocarle",
    expected_lang: "en, it o sv",

    dot: "dot",
    empty_spot: "vuoto",
    white_piece: "pezzo bianco",
    black_piece: "pezzo nero",
    white_gipf_piece: "pezzo-GIPF bianco",
    black_gipf_piece: "pezzo-GIPF nero",
    push_from_here: "spingi da qui",
    push_onto_here: "spingi fin qui",
    chosen_point: "scelto",
    in_row_to_remove: "in una fila da prendere",
    in_chosen_row: "nella fila scelta",
    stays: "resta sulla plancia",
    empty_square: "vuota",
    column: |caps, owner, prisoners| match (caps, prisoners) {
        (1, 0) => format!("pedina {}", it_colour(owner, 1)),
        (caps, 0) => format!("Colonna di {}", it_men(caps, owner, "pedina", "pedine")),
        (caps, prisoners) => format!(
            "Colonna di {} sopra {}",
            it_men(caps, owner, "pedina", "pedine"),
            it_men(prisoners, owner.other(), "Prigioniera", "Prigioniere")
        ),
    },
    can_move: "può muovere",
    chosen_square: "scelta",
    can_go_here: "può andare qui",
    in_last_move: "ultima mossa",
    enters: |square| format!("colloca in {square}"),
    steps: |from, to| format!("muove {from}-{to}"),
    captures_taking: |capture, taken| format!("cattura {capture} e prende {taken} {}", if taken == 1 { "pedina" } else { "pedine" }),
    announce_gipf: |side, what| format!("{side}: {what}."),
    announce_emergo: |side, what| format!("Il {side} {what}."),
};

pub const SV: Texts = Texts {
    title: "Tavola: GIPF och Emergo",
    tagline: "GIPF och Emergo, offline, i vilken webbläsare som helst.",
    language: "Språk",
    dismiss: "Stäng",

    white: "Vit",
    black: "Svart",
    a_piece: "en bricka",
    a_gipf_piece: "en GIPF-pjäs",
    beginner: "nybörjare",
    casual: "motionär",
    club: "klubbspelare",
    expert: "expert",
    gipf_basic: "GIPF grundversion",
    gipf_standard: "GIPF standard",
    gipf_tournament: "GIPF tävling",

    empty_reserve: "reserven är slut",
    last_gipf_lost: "sista GIPF-pjäsen förlorad",
    no_pieces: "inga pjäser kvar",
    no_legal_move: "inget möjligt drag",
    repetition: "samma ställning tre gånger",
    agreement: "överenskommet",
    resignation: "motspelaren gav upp",
    wins: |side, reason| format!("{side} vinner ({reason})"),
    draw: |reason| format!("Oavgjort ({reason})"),

    game_over: |result| format!("Partiet är slut: {result}."),
    after_turns: |ply, len, side| format!("Efter {ply} av {len} drag: {side} ska dra."),
    viewing_earlier: "Du ser en tidigare ställning: gå till sista draget för att spela vidare.",
    computer_thinking: |side, level| format!("{side} (dator, {level}) tänker…"),
    hint_thinking: "Letar efter ett tips…",

    gipf_tap_spot: |side, piece| format!("{side}: tryck på punkten dit {piece} ska skjutas in, eller på en annan prick."),
    gipf_may_remove_first: |side, piece| {
        format!("{side} får först plocka upp en rad GIPF-pjäser (tryck på den) eller skjuta in {piece}: tryck på en prick.")
    },
    gipf_to_push: |side, piece| format!("{side} skjuter in {piece}: tryck på en markerad prick och sedan på en punkt."),
    gipf_pick_row: |side| format!("{side} plockar upp en rad: tryck på en av de markerade raderna."),
    gipf_remove_plain: |side| format!("{side} plockar upp den markerade raden: tryck på Plocka upp raden."),
    gipf_remove_keep: |side| {
        format!("{side} plockar upp raden: tryck på de GIPF-pjäser som ska ligga kvar och sedan på Plocka upp raden.")
    },
    gipf_counts: |side, reserve, captured| format!("{side}: {reserve} i reserven, {captured} fångade"),
    piece_to_enter: "Pjäs att sätta i spel",
    gipf_piece: "GIPF-pjäs",
    single_piece: "Enkel bricka",
    rows: "Rader",
    row: |from, to| format!("Rad {from}–{to}"),
    remove_row: "Plocka upp raden",
    leave_gipf_rows: "Lämna kvar GIPF-raderna",
    restart_turn: "Börja om draget",
    gipf_board: "GIPF-spelplan",
    push_gipf: |entry| format!("skjut in en GIPF-pjäs {entry}"),
    push: |entry| format!("skjut in {entry}"),
    remove: |points| format!("plocka upp {points}"),
    remove_keeping: |points, kept| format!("plocka upp {points} men lämna kvar {kept}"),
    leave_rows: "lämna kvar raderna av GIPF-pjäser",

    must_capture: |side| format!("{side} måste fånga: tryck på en markerad kolonn."),
    captures: |side| format!("{side} fångar: tryck på nästa ruta att landa på."),
    enters_shadow: |side, men| format!("{side} sätter in en skuggpjäs med {men} pjäser: tryck på en tom ruta."),
    to_enter: |side| format!("{side} sätter in en pjäs: tryck på en markerad ruta."),
    to_move: |side| format!("{side} flyttar: tryck på en kolonn och sedan dit den ska."),
    to_move_picked: |side| format!("{side} flyttar: tryck på rutan dit kolonnen ska."),
    in_hand: |side, men| format!("{side} i handen: {men}"),
    emergo_board: "Emergo-bräde",

    hint_button: "Tips",
    hint: |advice| format!("Tips: {advice}"),
    then: ", sedan ",
    computer_unknown: "Datorn svarade med ett okänt beslut.",
    computer_failed: |detail| format!("Datorn kunde inte göra sitt drag: {detail}"),

    games: "← Partier",
    person: "Människa",
    computer: |level| format!("Dator ({level})"),
    undo: "Ångra",
    redo: "Gör om",
    flip: "Vänd brädet",
    resign: "Ge upp",
    resigns_confirm: |side| format!("Ger {side} upp?"),
    agree_draw: "Oavgjort",
    draw_confirm: "Är båda spelarna överens om oavgjort?",
    export: "Exportera",
    game_record: "Partiprotokoll",
    copy: "Kopiera",
    download: "Ladda ner",
    move_navigation: "Bläddra bland dragen",
    first_move: "Första draget",
    back: "Bakåt",
    forward: "Framåt",
    last_move: "Sista draget",
    moves: "Drag",
    illegal_turn: |detail| format!("Draget kan inte spelas: {detail}"),

    new_game: "Nytt parti",
    white_extra: "Extra brickor för Vit",
    black_extra: "Extra brickor för Svart",
    saved_games: "Sparade partier",
    no_saved_games: "Inga sparade partier än. Varje parti sparas medan du spelar.",
    delete_confirm: "Ta bort det här sparade partiet? Det går inte att få tillbaka.",
    summary: |turns, side| format!("{turns} drag, {side} ska dra"),
    game_name: "Partiets namn",
    resume: "Fortsätt",
    save_name: "Spara namnet",
    rename: "Byt namn",
    delete: "Ta bort",
    damaged: |error| format!("kan inte öppnas: {error}. Det sparas som det är tills du tar bort det."),
    download_raw: "Ladda ner rådata",
    import_heading: "Importera ett partiprotokoll",
    import_label: "Partiprotokoll att importera",
    import: "Importera",
    open_file: "Öppna en fil…",
    cannot_import: |detail| format!("Kan inte importera: {detail}"),
    cannot_save: |detail| format!("Kunde inte spara partiet: {detail}"),

    load_not_json: |detail| format!("inte ett parti sparat av Tavola ({detail})"),
    load_schema: |found, reads| format!("sparat i lagringsformat {found}; den här versionen läser format {reads}"),
    load_rules: |found, plays| format!("sparat med regelversion {found}; den här versionen spelar med regelversion {plays}"),
    load_record: |detail| format!("partiprotokollet är skadat: {detail}"),

    param_unknown: |name| format!("okänd URL-parameter {name:?}"),
    param_bad: |name, value, expected| format!("URL-parametern {name}={value:?} är ogiltig: förväntade {expected}"),
    param_variant_without_gipf: "URL-parametern variant gäller bara för game=gipf",
    param_mismatch: |position, game| format!("ställningen {position:?} är ingen {game}-ställning"),
    param_record: |detail| format!("partiet i URL:en kan inte spelas: {detail}"),
    expected_flag: "true eller false",
    expected_ply: "ett heltal drag från 0 och uppåt",
    expected_orientation: "white eller black",
    expected_variant: "basic, standard eller tournament",
    expected_game: "gipf eller emergo",
    expected_start: "ett parti eller en ställning att spela dem från",
    expected_lang: "en, it eller sv",

    dot: "prick",
    empty_spot: "tom",
    white_piece: "vit bricka",
    black_piece: "svart bricka",
    white_gipf_piece: "vit GIPF-pjäs",
    black_gipf_piece: "svart GIPF-pjäs",
    push_from_here: "skjut in härifrån",
    push_onto_here: "skjut in hit",
    chosen_point: "vald",
    in_row_to_remove: "i en rad att plocka upp",
    in_chosen_row: "i den valda raden",
    stays: "ligger kvar på spelplanen",
    empty_square: "tom",
    column: |caps, owner, prisoners| {
        // Adjectives standing for "men": "1 vit", "3 vita".
        let colour = |c: Color, n: u8| match (c, n) {
            (Color::White, 1) => "vit",
            (Color::White, _) => "vita",
            (Color::Black, 1) => "svart",
            (Color::Black, _) => "svarta",
        };
        match (caps, prisoners) {
            (1, 0) => format!("{} pjäs", colour(owner, 1)),
            (caps, 0) => format!("kolonn med {caps} {}", colour(owner, caps)),
            (caps, prisoners) => {
                format!("kolonn med {caps} {} över {prisoners} {}", colour(owner, caps), colour(owner.other(), prisoners))
            }
        }
    },
    can_move: "kan flytta",
    chosen_square: "vald",
    can_go_here: "kan gå hit",
    in_last_move: "senaste draget",
    enters: |square| format!("sätter in på {square}"),
    steps: |from, to| format!("flyttar {from}-{to}"),
    captures_taking: |capture, taken| format!("fångar {capture} och tar {taken}"),
    announce_gipf: |side, what| format!("{side}: {what}."),
    announce_emergo: |side, what| format!("{side} {what}."),
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every text of `t` with the arguments it was given: fixed texts with none. The
    /// destructuring names every field, so a new field fails to compile here until it is
    /// listed (and `deny(unused_variables)` fails it until it is checked).
    #[deny(unused_variables)]
    fn every_text(t: &Texts) -> Vec<(&'static str, String, Vec<String>)> {
        let Texts {
            title, tagline, language, dismiss, white, black, a_piece, a_gipf_piece, beginner, casual, club, expert,
            gipf_basic, gipf_standard, gipf_tournament, empty_reserve, last_gipf_lost, no_pieces, no_legal_move,
            repetition, agreement, resignation, wins, draw, game_over, after_turns, viewing_earlier, computer_thinking,
            hint_thinking, gipf_tap_spot, gipf_may_remove_first, gipf_to_push, gipf_pick_row, gipf_remove_plain,
            gipf_remove_keep, gipf_counts, piece_to_enter, gipf_piece, single_piece, rows, row,
            remove_row, leave_gipf_rows, restart_turn, gipf_board, push_gipf, push, remove, remove_keeping, leave_rows,
            must_capture, captures, enters_shadow, to_enter, to_move, to_move_picked, in_hand, emergo_board,
            hint_button, hint, then, computer_unknown, computer_failed, games, person, computer, undo, redo, flip,
            resign, resigns_confirm, agree_draw, draw_confirm, export, game_record, copy, download, move_navigation,
            first_move, back, forward, last_move, moves, illegal_turn, new_game, white_extra, black_extra, saved_games,
            no_saved_games, delete_confirm, summary, game_name, resume, save_name, rename, delete, damaged,
            download_raw, import_heading, import_label, import, open_file, cannot_import, cannot_save, load_not_json,
            load_schema, load_rules, load_record, param_unknown, param_bad, param_variant_without_gipf, param_mismatch,
            param_record, expected_flag, expected_ply, expected_orientation, expected_variant, expected_game,
            expected_start, expected_lang, dot, empty_spot, white_piece, black_piece, white_gipf_piece,
            black_gipf_piece, push_from_here, push_onto_here, chosen_point, in_row_to_remove, in_chosen_row, stays,
            empty_square, column, can_move, chosen_square, can_go_here, in_last_move, enters, steps, captures_taking,
            announce_gipf, announce_emergo,
        } = *t;
        let fixed = [
            ("title", title), ("tagline", tagline), ("language", language), ("dismiss", dismiss), ("white", white),
            ("black", black), ("a_piece", a_piece), ("a_gipf_piece", a_gipf_piece), ("beginner", beginner),
            ("casual", casual), ("club", club), ("expert", expert), ("gipf_basic", gipf_basic),
            ("gipf_standard", gipf_standard), ("gipf_tournament", gipf_tournament), ("empty_reserve", empty_reserve),
            ("last_gipf_lost", last_gipf_lost), ("no_pieces", no_pieces), ("no_legal_move", no_legal_move),
            ("repetition", repetition), ("agreement", agreement), ("resignation", resignation),
            ("viewing_earlier", viewing_earlier), ("hint_thinking", hint_thinking), 
            ("piece_to_enter", piece_to_enter), ("gipf_piece", gipf_piece), ("single_piece", single_piece),
            ("rows", rows), ("remove_row", remove_row), ("leave_gipf_rows", leave_gipf_rows),
            ("restart_turn", restart_turn), ("gipf_board", gipf_board), ("leave_rows", leave_rows),
            ("emergo_board", emergo_board), ("hint_button", hint_button), ("then", then),
            ("computer_unknown", computer_unknown), ("games", games), ("person", person), ("undo", undo),
            ("redo", redo), ("flip", flip), ("resign", resign), ("agree_draw", agree_draw),
            ("draw_confirm", draw_confirm), ("export", export), ("game_record", game_record), ("copy", copy),
            ("download", download), ("move_navigation", move_navigation), ("first_move", first_move), ("back", back),
            ("forward", forward), ("last_move", last_move), ("moves", moves), ("new_game", new_game),
            ("white_extra", white_extra), ("black_extra", black_extra), ("saved_games", saved_games),
            ("no_saved_games", no_saved_games), ("delete_confirm", delete_confirm), ("game_name", game_name),
            ("resume", resume), ("save_name", save_name), ("rename", rename), ("delete", delete),
            ("download_raw", download_raw), ("import_heading", import_heading), ("import_label", import_label),
            ("import", import), ("open_file", open_file), ("param_variant_without_gipf", param_variant_without_gipf),
            ("expected_flag", expected_flag), ("expected_ply", expected_ply),
            ("expected_orientation", expected_orientation), ("expected_variant", expected_variant),
            ("expected_game", expected_game), ("expected_start", expected_start), ("expected_lang", expected_lang), ("dot", dot), ("empty_spot", empty_spot),
            ("white_piece", white_piece), ("black_piece", black_piece), ("white_gipf_piece", white_gipf_piece),
            ("black_gipf_piece", black_gipf_piece), ("push_from_here", push_from_here),
            ("push_onto_here", push_onto_here), ("chosen_point", chosen_point), ("in_row_to_remove", in_row_to_remove),
            ("in_chosen_row", in_chosen_row), ("stays", stays), ("empty_square", empty_square), ("can_move", can_move),
            ("chosen_square", chosen_square), ("can_go_here", can_go_here), ("in_last_move", in_last_move),
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
            ("gipf_counts", gipf_counts(a, n, m), args(&[&a, &n, &m])),
            ("row", row(a, b), args(&[&a, &b])),
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
            ("in_hand", in_hand(a, n), args(&[&a, &n])),
            ("hint", hint(a), args(&[&a])),
            ("computer_failed", computer_failed(a), args(&[&a])),
            ("computer", computer(a), args(&[&a])),
            ("resigns_confirm", resigns_confirm(a), args(&[&a])),
            ("illegal_turn", illegal_turn(a), args(&[&a])),
            ("summary", summary(17, a), args(&[&17, &a])),
            ("damaged", damaged(a), args(&[&a])),
            ("cannot_import", cannot_import(a), args(&[&a])),
            ("cannot_save", cannot_save(a), args(&[&a])),
            ("load_not_json", load_not_json(a), args(&[&a])),
            ("load_schema", load_schema(17, 29), args(&[&17, &29])),
            ("load_rules", load_rules(17, 29), args(&[&17, &29])),
            ("load_record", load_record(a), args(&[&a])),
            ("param_unknown", param_unknown(a), args(&[&a])),
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
        let same = ["gipf_standard", "expert", "computer", "dot", "announce_gipf", "announce_emergo"];
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
}
