//! The Swedish catalogue (see the module above for how catalogues work).

use super::*;

pub static SV: Texts = Texts {
    // The page and the language switch.
    title: "Tavola: GIPF och Emergo",
    tagline: "GIPF och Emergo, offline, i vilken webbläsare som helst.",
    language: "Språk",
    dismiss: "Stäng",

    // Names used inside other texts.
    decimal_point: ",",
    white: "Vit",
    black: "Svart",
    a_piece: "en bricka",
    a_gipf_piece: "en GIPF-pjäs",
    beginner: "nybörjare",
    casual: "fritidsspelare",
    club: "klubbspelare",
    expert: "expert",
    gipf_basic: "GIPF grundversion",
    gipf_standard: "GIPF standard",
    gipf_tournament: "GIPF turnering",

    // Results.
    empty_reserve: "reserven är slut",
    last_gipf_lost: "sista GIPF-pjäsen förlorad",
    no_pieces: "inga pjäser kvar",
    no_legal_move: "inget möjligt drag",
    repetition: "samma ställning tre gånger",
    agreement: "överenskommet",
    resignation: "motspelaren gav upp",
    time_out: "tiden tog slut",
    wins: |side, reason| format!("{side} vinner ({reason})"),
    draw: |reason| format!("Oavgjort ({reason})"),

    // The start screen: new games, saved games, import.
    new_game: "Nytt parti",
    play_friend: "Spela mot en vän",
    play_computer: "Spela mot datorn",
    learn_rules: "Lär dig reglerna",
    puzzles: "Problem",
    gipf_line: "Skjut in brickor från kanten; få fyra av dina i rad för att ta tillbaka dem och fånga.",
    emergo_line: "Dam med kolonner: hoppa för att fånga, och de fångade pjäserna följer med under.",
    variant_label: "Spelvariant",
    level_label: "Datorns nivå",
    players_line: |white, black| format!("Vit: {white} · Svart: {black}"),
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

    // The status line when the board's own prompt does not apply.
    game_over: |result| format!("Partiet är slut: {result}."),
    after_turns: |ply, len, side| format!("Efter {ply} av {len} drag: {side} ska dra."),
    viewing_earlier: "Du ser en tidigare ställning: gå till sista draget för att spela vidare.",
    computer_thinking: |side, level| format!("{side} (dator, {level}) tänker…"),
    hint_thinking: "Letar efter ett tips…",

    // The GIPF board: prompts, the controls beside it, counts.
    gipf_tap_spot: |side, piece| format!("{side}: tryck på punkten dit {piece} ska skjutas in, eller på en annan prick."),
    gipf_may_remove_first: |side, piece| {
        format!("{side} får först plocka upp en rad GIPF-pjäser (tryck på den) eller skjuta in {piece}: tryck på en prick.")
    },
    gipf_to_push: |side, piece| format!("{side} skjuter in {piece}: tryck på en markerad prick och sedan på en punkt."),
    gipf_pick_row: |side| format!("{side} plockar upp en rad: tryck på en av de markerade raderna."),
    gipf_remove_plain: |side| format!("{side} plockar upp den markerade raden: tryck på den eller på Plocka upp raden."),
    gipf_remove_keep: |side| {
        format!("{side} plockar upp raden: tryck på de GIPF-pjäser som ska ligga kvar och sedan på Plocka upp raden.")
    },
    gipf_counts: |reserve, lost| format!("{reserve} i reserven, {lost} {}", plural(usize::from(lost), "förlorad", "förlorade")),
    piece_to_enter: "Pjäs att sätta i spel",
    gipf_piece: "GIPF-pjäs",
    single_piece: "Enkel bricka",
    gipf_choose_piece: |side| format!("{side}: vilken pjäs ska in här, en GIPF-pjäs eller en enkel bricka?"),
    rows: "Rader",
    row_detail: |from, to, pieces, captured| {
        format!("{from}–{to}: {pieces} {}, {captured} {}", plural(pieces, "bricka", "brickor"), plural(captured, "tagen", "tagna"))
    },
    remove_row: "Plocka upp raden",
    keep_piece: |point| format!("Behåll GIPF-pjäsen på {point}"),
    leave_gipf_rows: "Lämna kvar GIPF-raderna",
    restart_turn: "Börja om draget",
    gipf_board: "GIPF-spelplan",
    push_gipf: |entry| format!("skjut in en GIPF-pjäs {entry}"),
    push: |entry| format!("skjut in {entry}"),
    remove: |points| format!("plocka upp {points}"),
    remove_keeping: |points, kept| format!("plocka upp {points} men lämna kvar {kept}"),
    leave_rows: "lämna kvar raderna av GIPF-pjäser",

    // The Emergo board: prompts and counts.
    must_capture: |side| format!("{side} måste fånga: tryck på en markerad kolonn."),
    captures: |side| format!("{side} fångar: tryck på nästa ruta att landa på."),
    enters_shadow: |side, men| format!("{side} sätter in en skuggpjäs med {men} pjäser: tryck på en tom ruta."),
    to_enter: |side| format!("{side} sätter in en pjäs: tryck på en markerad ruta."),
    to_move: |side| format!("{side} flyttar: tryck på en kolonn och sedan dit den ska."),
    to_move_picked: |side| format!("{side} flyttar: tryck på rutan dit kolonnen ska."),
    in_hand: |men| format!("i handen: {men}"),
    emergo_board: "Emergo-bräde",

    // The game screen's panel: controls, players, the record, the move list, sharing.
    games: "← Partier",
    person: "Människa",
    computer: |level| format!("Dator ({level})"),
    undo: "Ångra",
    redo: "Gör om",
    flip: "Vänd brädet",
    menu: "Meny",
    face_to_face: "Ansikte mot ansikte",
    sound: "Ljud",
    resign: "Ge upp",
    who_resigns: "Vem ger upp?",
    resigns_confirm: |side| format!("Ger {side} upp?"),
    white_resigns: "Vit ger upp",
    black_resigns: "Svart ger upp",
    agree_draw: "Kom överens om oavgjort",
    offer_draw: "Föreslå oavgjort",
    draw_confirm: "Är båda spelarna överens om oavgjort?",
    draw_refused: "Datorn avböjer oavgjort: den tycker att den står bättre.",
    yes: "Ja",
    no: "Nej",
    rematch: "Revansch",
    ending_turns: |turns| format!("{turns} drag"),
    ending_time: |minutes, seconds| format!("spelat på {minutes} min {seconds} s"),
    gipf_took: |side, pieces| format!("{side} tog {pieces} {}", plural(pieces, "bricka", "brickor")),
    emergo_took: |side, men| format!("{side} tog {men} {}", plural(men, "pjäs", "pjäser")),
    your_colour: "Din färg",
    clock_label: "Klocka",
    no_clock: "Ingen klocka",
    pause_clock: "Pausa klockan",
    resume_clock: "Starta klockan",
    clock_resumed: "Klockan var pausad: nu går den igen.",
    clock_of: |side, time| format!("{side}s klocka: {time}"),
    random_colour: "Slumpvis",
    white_name: "Vits spelare",
    black_name: "Svarts spelare",
    export: "Exportera",
    game_record: "Partiprotokoll",
    copy: "Kopiera",
    download: "Ladda ner",
    share: "Dela",
    share_copied: "Länken är kopierad: skicka den till din motståndare. Den som öppnar den fortsätter partiet.",
    share_link: "Länk till det här partiet",
    move_navigation: "Bläddra bland dragen",
    first_move: "Första draget",
    back: "Bakåt",
    forward: "Framåt",
    last_move: "Sista draget",
    play_through: "Spela upp dragen",
    stop_playing: "Sluta spela upp",
    expected_speed: "sekunder per drag, från 0.2 till 10",
    expected_height: "en höjd i pixlar, från 200 till 3000 (420 eller 420px)",
    moves: "Drag",
    illegal_turn: |detail| format!("Draget kan inte spelas: {detail}"),

    // The computer: hints, its failures, and why it is unavailable (`worker::Failure`), said
    // once and in the titles of the controls it turns off.
    hint_button: "Tips",
    hint: |advice| format!("Tips: {advice}"),
    then: ", sedan ",
    computer_unknown: "Datorn svarade med ett okänt beslut.",
    computer_failed: |detail| format!("Datorn kunde inte göra sitt drag: {detail}"),
    worker_refused: "webbläsaren lät inte sidan starta den",
    worker_load: "dess program kunde inte laddas",
    worker_crashed: "den stannade på grund av ett fel",
    worker_garbled: "dess svar gick inte att läsa",
    worker_silent: "den slutade svara",
    computer_off: |reason| format!("Datorn är inte tillgänglig: {reason}."),
    computer_gone: |reason| format!("Datorn är inte tillgänglig: {reason}. Partiet fortsätter: gör båda sidornas drag själv. Ladda om sidan för att försöka med datorn igen."),

    // Analyse and review.
    analyse: "Analysera",
    review_game: "Granska partiet",
    evaluation: "Värdering (från Vits sida)",
    best_line: "Bästa fortsättning",
    side_wins: |side| format!("{side} vinner"),
    review_drop: |side, before, after| format!("Ett misstag av {side}: värderingen gick från {before} till {after}"),
    reviewing: |done, total| format!("Partiet granskas: {done} av {total} ställningar…"),
    review_clean: "Granskningen klar: inga misstag hittades.",
    review_found: |marked| {
        let marked_word = plural(marked, "markerat", "markerade");
        format!("Granskningen klar: {marked} drag {marked_word} med ? eller ??. Tryck på ett för att se det bättre draget.")
    },
    better_shown: "Pilarna visar datorns drag i den här ställningen.",
    better_turn: |turn, better, before, after| format!("Bättre än {turn}: {better} (värderingen gick från {before} till {after})."),
    prev_mistake: "Föregående misstag",
    next_mistake: "Nästa misstag",
    accuracy: |percent| format!("träffsäkerhet {percent} %"),
    review_graph: "Värderingen under partiet: tryck för att se en ställning",

    // Saving: damaged saved games (`saved::LoadError`), full or refused storage, other tabs.
    load_not_json: |detail| format!("inte ett parti sparat av Tavola ({detail})"),
    load_schema: |found, reads| format!("sparat i lagringsformat {found}; den här versionen läser format {reads}"),
    load_rules: |found, plays| format!("sparat med regelversion {found}; den här versionen spelar med regelversion {plays}"),
    load_record: |detail| format!("partiprotokollet är skadat: {detail}"),
    storage_full: "Partiet kunde inte sparas: webbläsarens lagring för den här webbplatsen är full. Dina drag finns kvar så länge sidan är öppen. Exportera partiet, eller ta bort gamla partier för att få plats; det sparas så snart det finns plats.",
    storage_refused: "Partiet kunde inte sparas: webbläsaren låter inte den här webbplatsen lagra något. Dina drag finns kvar så länge sidan är öppen; exportera partiet för att behålla det.",
    saved_now: "Det finns plats igen: partiet är sparat.",
    conflict_copy: |name| format!("Partiet ändrades samtidigt i en annan flik. Inget går förlorat: din version är sparad som en kopia, \"{name}\"."),
    copy_name: |name| format!("{name} (kopia)"),

    // Links: why one cannot be followed (`params::ParamError`; parameter names and values stay
    // as written in the URL), and how a link's game was taken in.
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
    expected_moves_only: "bara drag, åtskilda med mellanslag (inga taggar eller kommentarer)",
    expected_game_id: "bokstäver, siffror och bindestreck (högst 40)",
    expected_draft: "ett påbörjat GIPF-drag, som Dela skriver det",
    expected_ended: "white-resigned, black-resigned, draw-agreed, white-lost-on-time eller black-lost-on-time",
    link_behind: "Ditt sparade parti har kommit längre än den här länken: det visas som det sparades.",
    link_differs: |name| format!("Länkens drag skiljer sig från ditt sparade parti med samma id, så den öppnas som en kopia, \"{name}\"."),

    // Embedded boards and exercises: the rules entry, verdicts, the author's warnings
    // (`exercise::Warning`).
    rules: "Regler",
    exercise_right: "Rätt!",
    exercise_wrong: "Inte det draget.",
    exercise_shown: |turn| format!("Så här: {turn}."),
    exercise_step: |step, steps| format!("Drag {step} av {steps}"),
    try_again: "Försök igen",
    show_me: "Visa mig",
    start_over: "Börja om",
    expected_hide: "hint, lang, status eller nav, åtskilda med komma",
    expected_computer: "white, black eller both",
    expected_level: "beginner, casual, club eller expert",
    expected_highlight: "platser som e5, e5:red (green, red, blue, yellow) eller e5:red@2 (bara vid halvdrag 2), åtskilda med mellanslag",
    expected_arrows: "pilar som e1-e5, e1-e5:blue eller e1-e5:blue@2 (bara vid halvdrag 2), åtskilda med mellanslag",
    warn_captions: |given, positions| format!("captions: {given} bildtexter för {positions} ställningar (en per drag, den första före första draget)"),
    warn_ply: |ply, turns| format!("ply={ply} är bortom slutet: partiet har {turns} drag"),
    warn_answer: |answer, detail| format!("answer {answer:?} kan inte spelas här: {detail}"),
    warn_place: |place| format!("{place:?} är ingen plats på det här brädet"),

    // What a screen reader says for a board place and after each turn; the parts of a place's
    // name are joined with ", ".
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
    enters: |square| format!("satte in på {square}"),
    steps: |from, to| format!("flyttade {from}-{to}"),
    captures_taking: |capture, taken| format!("fångade {capture} och tog {taken} {}", if taken == 1 { "pjäs" } else { "pjäser" }),
    announce_gipf: |side, what| format!("{side} {what}."),
    announce_emergo: |side, what| format!("{side} {what}."),
    pushed: |entry| format!("sköt in {entry}"),
    pushed_gipf: |entry| format!("sköt in en GIPF-pjäs {entry}"),
    removed_rows: |rows, n| format!("plockade upp {} {rows}", plural(n, "raden", "raderna")),
    took_pieces: |n, owner| {
        let (one, many) = if owner == Color::White { ("vit", "vita") } else { ("svart", "svarta") };
        if n == 1 {
            format!("tog en {one} pjäs")
        } else {
            format!("tog {n} {many} pjäser")
        }
    },
    and: " och ",
};
