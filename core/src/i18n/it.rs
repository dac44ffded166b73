//! The Italian catalogue (see the module above for how catalogues work).

use super::*;

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

pub static IT: Texts = Texts {
    // The page and the language switch.
    title: "Tavola: GIPF ed Emergo",
    tagline: "GIPF ed Emergo, anche offline, in qualsiasi browser.",
    language: "Lingua",
    dismiss: "Chiudi",

    // Names used inside other texts.
    decimal_point: ",",
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

    // Results.
    empty_reserve: "riserva esaurita",
    last_gipf_lost: "ultimo pezzo-GIPF perso",
    no_pieces: "nessuna pedina rimasta",
    no_legal_move: "nessuna mossa possibile",
    repetition: "stessa posizione per tre volte",
    agreement: "patta concordata",
    resignation: "abbandono",
    time_out: "tempo scaduto",
    wins: |side, reason| format!("Vince il {side} ({reason})"),
    draw: |reason| format!("Patta ({reason})"),

    // The start screen: new games, saved games, import.
    new_game: "Nuova partita",
    play_friend: "Gioca con un amico",
    play_computer: "Gioca contro il computer",
    learn_rules: "Impara le regole",
    puzzles: "Problemi",
    gipf_line: "Spingi i pezzi dal bordo; allinea quattro dei tuoi per riprenderli e catturare.",
    emergo_line: "Dama a colonne: salta per catturare, e le pedine catturate restano sotto.",
    variant_label: "Variante",
    level_label: "Livello del computer",
    players_line: |white, black| format!("Bianco: {white} · Nero: {black}"),
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

    // The status line when the board's own prompt does not apply.
    game_over: |result| format!("Partita finita: {result}."),
    after_turns: |ply, len, side| format!("Dopo {ply} {} su {len}: muove il {side}.", if ply == 1 { "turno" } else { "turni" }),
    viewing_earlier: "Stai guardando una posizione precedente: vai all'ultima mossa per continuare a giocare.",
    computer_thinking: |side, level| format!("Il {side} (computer, {level}) sta pensando…"),
    hint_thinking: "Cerco un suggerimento…",

    // The GIPF board: prompts, the controls beside it, counts.
    gipf_tap_spot: |side, piece| format!("{side}: tocca lo spot su cui spingere {piece}, oppure un altro dot."),
    gipf_may_remove_first: |side, piece| {
        format!("Il {side} può prima prendere una fila di pezzi-GIPF (toccala) oppure spingere {piece}: tocca un dot.")
    },
    gipf_to_push: |side, piece| format!("Il {side} spinge {piece}: tocca un dot evidenziato, poi uno spot."),
    gipf_pick_row: |side| format!("Il {side} prende una fila: tocca una delle file evidenziate."),
    gipf_remove_plain: |side| format!("Il {side} prende la fila evidenziata: toccala o premi «Prendi la fila»."),
    gipf_remove_keep: |side| {
        format!("Il {side} prende la fila: tocca i pezzi-GIPF da lasciare sulla plancia, poi premi «Prendi la fila».")
    },
    gipf_counts: |reserve, lost| format!("{reserve} nella riserva, {lost} {}", plural(usize::from(lost), "perso", "persi")),
    piece_to_enter: "Pezzo da mettere in gioco",
    gipf_piece: "Pezzo-GIPF",
    single_piece: "Pezzo base",
    gipf_choose_piece: |side| format!("Il {side}: quale pezzo entra qui, un pezzo-GIPF o un pezzo semplice?"),
    rows: "File",
    row_detail: |from, to, pieces, captured| {
        format!("{from}–{to}: {pieces} {}, {captured} {}", plural(pieces, "pezzo", "pezzi"), plural(captured, "catturato", "catturati"))
    },
    remove_row: "Prendi la fila",
    keep_piece: |point| format!("Tieni il pezzo-GIPF in {point}"),
    leave_gipf_rows: "Lascia le file di pezzi-GIPF",
    restart_turn: "Ricomincia il turno",
    gipf_board: "Plancia di GIPF",
    push_gipf: |entry| format!("spingi un pezzo-GIPF {entry}"),
    push: |entry| format!("spingi {entry}"),
    remove: |points| format!("prendi {points}"),
    remove_keeping: |points, kept| format!("prendi {points} lasciando {kept}"),
    leave_rows: "lascia le file di pezzi-GIPF",

    // The Emergo board: prompts and counts.
    must_capture: |side| format!("Il {side} deve catturare: tocca una Colonna evidenziata."),
    captures: |side| format!("Il {side} cattura: tocca la prossima casella d'arrivo."),
    enters_shadow: |side, men| format!("Il {side} colloca il Pezzo Ombra di {men} pedine: tocca una casella libera."),
    to_enter: |side| format!("Il {side} colloca una pedina: tocca una casella evidenziata."),
    to_move: |side| format!("Il {side} muove: tocca una Colonna, poi la casella dove va."),
    to_move_picked: |side| format!("Il {side} muove: tocca la casella dove va la Colonna."),
    in_hand: |men| format!("pedine da collocare: {men}"),
    emergo_board: "Tavoliere di Emergo",

    // The game screen's panel: controls, players, the record, the move list, sharing.
    games: "← Partite",
    person: "Persona",
    computer: |level| format!("Computer ({level})"),
    undo: "Annulla",
    redo: "Ripeti",
    flip: "Gira la plancia",
    menu: "Menu",
    face_to_face: "Faccia a faccia",
    sound: "Suono",
    resign: "Abbandona",
    who_resigns: "Chi abbandona la partita?",
    resigns_confirm: |side| format!("Il {side} abbandona la partita?"),
    white_resigns: "Il Bianco abbandona",
    black_resigns: "Il Nero abbandona",
    agree_draw: "Patta concordata",
    offer_draw: "Proponi la patta",
    draw_confirm: "Entrambi i giocatori sono d'accordo sulla patta?",
    draw_refused: "Il computer rifiuta la patta: pensa di essere in vantaggio.",
    yes: "Sì",
    no: "No",
    rematch: "Rivincita",
    ending_turns: |turns| format!("{turns} {}", plural(turns, "turno", "turni")),
    ending_time: |minutes, seconds| format!("giocata in {minutes} min {seconds} s"),
    gipf_took: |side, pieces| format!("Il {side} ha catturato {pieces} {}", plural(pieces, "pezzo", "pezzi")),
    emergo_took: |side, men| format!("Il {side} ha catturato {men} {}", plural(men, "pedina", "pedine")),
    your_colour: "Il tuo colore",
    clock_label: "Orologio",
    no_clock: "Senza orologio",
    pause_clock: "Ferma l'orologio",
    resume_clock: "Avvia l'orologio",
    clock_resumed: "L'orologio era in pausa: ora riparte.",
    clock_of: |side, time| format!("Orologio del {side}: {time}"),
    random_colour: "A caso",
    white_name: "Giocatore del Bianco",
    black_name: "Giocatore del Nero",
    export: "Esporta",
    game_record: "Trascrizione della partita",
    copy: "Copia",
    download: "Scarica",
    share: "Condividi",
    share_copied: "Link copiato: mandalo al tuo avversario. Chi lo apre continua questa partita.",
    share_link: "Link a questa partita",
    move_navigation: "Navigazione tra le mosse",
    first_move: "Prima mossa",
    back: "Indietro",
    forward: "Avanti",
    last_move: "Ultima mossa",
    play_through: "Riproduci le mosse",
    stop_playing: "Ferma la riproduzione",
    expected_speed: "secondi per turno, da 0.2 a 10",
    expected_height: "un'altezza in pixel, da 200 a 3000 (420 o 420px)",
    moves: "Mosse",
    illegal_turn: |detail| format!("Questa mossa non si può giocare: {detail}"),

    // The computer: hints, its failures, and why it is unavailable (`worker::Failure`), said
    // once and in the titles of the controls it turns off.
    hint_button: "Suggerimento",
    hint: |advice| format!("Suggerimento: {advice}"),
    then: ", poi ",
    computer_unknown: "Il computer ha risposto con una decisione sconosciuta.",
    computer_failed: |detail| format!("Il computer non è riuscito a muovere: {detail}"),
    worker_refused: "questo browser non permette di avviarlo",
    worker_load: "non è stato possibile caricare il suo programma",
    worker_crashed: "si è fermato per un errore",
    worker_garbled: "non è stato possibile leggere la sua risposta",
    worker_silent: "ha smesso di rispondere",
    computer_off: |reason| format!("Il computer non è disponibile: {reason}."),
    computer_gone: |reason| format!("Il computer non è disponibile: {reason}. La partita continua: gioca tu le mosse di entrambi i lati. Ricaricando la pagina si riprova con il computer."),

    // Analyse and review.
    analyse: "Analizza",
    review_game: "Rivedi la partita",
    evaluation: "Valutazione (dal lato del Bianco)",
    best_line: "Linea migliore",
    side_wins: |side| format!("Vince il {side}"),
    review_drop: |side, before, after| format!("Un errore del {side}: la valutazione è passata da {before} a {after}"),
    reviewing: |done, total| format!("Revisione della partita: {done} posizioni su {total}…"),
    review_clean: "Revisione finita: nessun errore trovato.",
    review_found: |marked| {
        format!("Revisione finita: {marked} {} con ? o ??. Toccane uno per vedere il turno migliore.", plural(marked, "turno segnato", "turni segnati"))
    },
    better_shown: "Le frecce mostrano il turno del computer in questa posizione.",
    better_turn: |turn, better, before, after| format!("Meglio di {turn}: {better} (la valutazione è passata da {before} a {after})."),
    prev_mistake: "Errore precedente",
    next_mistake: "Errore successivo",
    accuracy: |percent| format!("precisione {percent}%"),
    review_graph: "La valutazione lungo la partita: toccala per vedere una posizione",

    // Saving: damaged saved games (`saved::LoadError`), full or refused storage, other tabs.
    load_not_json: |detail| format!("non è una partita salvata da Tavola ({detail})"),
    load_schema: |found, reads| format!("salvata nel formato {found}; questa versione legge il formato {reads}"),
    load_rules: |found, plays| format!("salvata con le regole versione {found}; questa versione gioca con le regole versione {plays}"),
    load_record: |detail| format!("la trascrizione della partita è danneggiata: {detail}"),
    storage_full: "Impossibile salvare la partita: lo spazio del browser per questo sito è pieno. Le tue mosse restano finché questa pagina è aperta. Esporta la partita, o elimina vecchie partite per fare spazio; verrà salvata appena c'è spazio.",
    storage_refused: "Impossibile salvare la partita: il browser non permette a questo sito di memorizzare dati. Le tue mosse restano finché questa pagina è aperta; esporta la partita per conservarla.",
    saved_now: "C'è di nuovo spazio: la partita è salvata.",
    conflict_copy: |name| format!("Questa partita è stata cambiata in un'altra scheda nello stesso momento. Non si perde nulla: la tua versione è salvata come copia, \"{name}\"."),
    copy_name: |name| format!("{name} (copia)"),

    // Links: why one cannot be followed (`params::ParamError`; parameter names and values stay
    // as written in the URL), and how a link's game was taken in.
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
    expected_moves_only: "solo mosse, separate da spazi (niente tag né commenti)",
    expected_game_id: "lettere, cifre e trattini (al massimo 40)",
    expected_draft: "un turno GIPF in corso, come lo scrive Condividi",
    expected_ended: "white-resigned, black-resigned, draw-agreed, white-lost-on-time o black-lost-on-time",
    link_behind: "La tua partita salvata è più avanti di questo link: è mostrata come salvata.",
    link_differs: |name| format!("Le mosse di questo link sono diverse da quelle della tua partita salvata con lo stesso id, quindi è aperto come copia, \"{name}\"."),

    // Embedded boards and exercises: the rules entry, verdicts, the author's warnings
    // (`exercise::Warning`).
    rules: "Regole",
    exercise_right: "Giusto!",
    exercise_wrong: "Non è questa la mossa.",
    exercise_shown: |turn| format!("Ecco la mossa: {turn}."),
    exercise_step: |step, steps| format!("Mossa {step} di {steps}"),
    try_again: "Riprova",
    show_me: "Mostrami",
    start_over: "Ricomincia",
    expected_hide: "hint, lang, status o nav, separati da virgole",
    expected_computer: "white, black o both",
    expected_level: "beginner, casual, club o expert",
    expected_highlight: "luoghi come e5, e5:red (green, red, blue, yellow) o e5:red@2 (solo alla semimossa 2), separati da spazi",
    expected_arrows: "frecce come e1-e5, e1-e5:blue o e1-e5:blue@2 (solo alla semimossa 2), separate da spazi",
    warn_captions: |given, positions| format!("captions: {given} didascalie per {positions} posizioni (una per turno, la prima prima di ogni turno)"),
    warn_ply: |ply, turns| format!("ply={ply} va oltre la fine: la partita ha {turns} turni"),
    warn_answer: |answer, detail| format!("answer {answer:?} non si può giocare qui: {detail}"),
    warn_place: |place| format!("{place:?} non è un punto né una casella di questa tavola"),

    // What a screen reader says for a board place and after each turn; the parts of a place's
    // name are joined with ", ".
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
    enters: |square| format!("ha collocato in {square}"),
    steps: |from, to| format!("ha mosso {from}-{to}"),
    captures_taking: |capture, taken| format!("ha catturato {capture} e preso {taken} {}", if taken == 1 { "pedina" } else { "pedine" }),
    announce_gipf: |side, what| format!("Il {side} {what}."),
    announce_emergo: |side, what| format!("Il {side} {what}."),
    pushed: |entry| format!("ha spinto {entry}"),
    pushed_gipf: |entry| format!("ha spinto un pezzo-GIPF {entry}"),
    removed_rows: |rows, n| format!("ha preso {} {rows}", plural(n, "la fila", "le file")),
    // Pezzo is masculine: "un pezzo bianco", "2 pezzi neri".
    took_pieces: |n, owner| {
        let (one, many) = if owner == Color::White { ("bianco", "bianchi") } else { ("nero", "neri") };
        if n == 1 {
            format!("ha catturato un pezzo {one}")
        } else {
            format!("ha catturato {n} pezzi {many}")
        }
    },
    and: " e ",
};
