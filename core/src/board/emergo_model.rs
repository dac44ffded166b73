//! What the Emergo board shows and what a tap means, as pure functions of the position
//! and the half-built move. The component only draws [`BoardModel`] and forwards taps.

use tavola_engine::emergo::{Column, LegalMoves, Move, Position, Square};
use tavola_engine::Color;

use crate::board::LastTurn;
use crate::i18n::Texts;

/// Side of one square of the drawing, in SVG user units.
pub const CELL: f32 = 60.0;

/// A move being built tap by tap: the column picked and the landings so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub from: Option<Square>,
    pub landed: Vec<Square>,
}

/// How a square is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// A column that may move now (a compulsory capture shows only capturing columns).
    Movable,
    /// The picked column, or a landing already made.
    Picked,
    /// Where the next tap may go: an entry, a step or the next landing.
    Target,
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub square: Square,
    pub label: String,
    /// Top-left corner of the square in the drawing.
    pub x: f32,
    pub y: f32,
    pub column: Option<Column>,
    pub mark: Mark,
    /// Part of the last move played (its start, landings or entry square).
    pub last: bool,
    /// Part of the hint on show.
    pub hint: bool,
    /// How the column here arrived in the last move, for its animation.
    pub motion: Motion,
}

/// How a column arrived or changed in the last move (drawn as a CSS animation; reduced
/// motion turns it off).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Motion {
    #[default]
    Still,
    /// Entered from the hand.
    Entered,
    /// Moved here through these points (offsets from here, in drawing units), first the
    /// start, then each landing before the last: one leg per step or jump.
    Travelled(Vec<(f32, f32)>),
    /// Jumped over in leg `n` (from 0) of a capture: its top man, of this colour, went
    /// under the capturing column (an emptied square shows it going).
    Jumped(usize, Color),
}

/// The whole board as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// Every square, in screen order: row by row from the top, left to right.
    pub cells: Vec<Cell>,
    /// Size of the drawing (square), in user units.
    pub size: f32,
    /// The last move, through the centres of its squares.
    pub last: LastTurn,
}

/// The squares the last move touched.
pub fn last_move_squares(last: Option<&Move>) -> Vec<Square> {
    let Some(mv) = last else { return Vec::new() };
    let mut squares: Vec<Square> = mv.from().into_iter().collect();
    squares.push(mv.to());
    squares.extend_from_slice(mv.landings());
    squares
}

/// Where the next tap may go, given the selection.
pub fn targets(legal: &LegalMoves, sel: &Selection) -> Vec<Square> {
    match sel.from {
        None => legal.entry_squares(),
        Some(from) if sel.landed.is_empty() => legal.targets_from(from),
        Some(from) => legal.capture_continuations(from, &sel.landed),
    }
}

/// Lays out the board: the physical checkerboard, White at the bottom unless `flipped`.
/// `legal` are `pos`'s moves, generated once for the position.
pub fn board(
    pos: &Position,
    legal: &LegalMoves,
    sel: &Selection,
    last: Option<&Move>,
    interactive: bool,
    flipped: bool,
) -> BoardModel {
    let last_move = last;
    let targets = if interactive { targets(legal, sel) } else { Vec::new() };
    let movable = if interactive && sel.from.is_none() { legal.movable_columns() } else { Vec::new() };
    let last = last_move_squares(last);
    let mut cells = layout(flipped, |square| pos.column(square));
    for cell in &mut cells {
        let square = cell.square;
        // A capture may cross a square again (its own start included), so a square
        // already landed on can be where the next tap goes: the target wins, or the
        // next landing would be shown as done and nothing would say where to tap.
        cell.mark = if targets.contains(&square) {
            Mark::Target
        } else if sel.from == Some(square) || sel.landed.contains(&square) {
            Mark::Picked
        } else if movable.contains(&square) {
            Mark::Movable
        } else {
            Mark::None
        };
        cell.last = last.contains(&square);
    }
    let mut drawn = LastTurn::default();
    if let Some(mv) = last_move {
        let places: Vec<(Square, (f32, f32))> = cells.iter().map(|c| (c.square, (c.x, c.y))).collect();
        let at = |s: Square| places.iter().find(|(q, _)| *q == s).map(|(_, p)| *p);
        let centre = |s: Square| at(s).map(|(x, y)| (x + CELL / 2.0, y + CELL / 2.0));
        let motions = motions(mv);
        let stops = mv.from().into_iter().chain(mv.landings().iter().copied());
        drawn.path =
            if mv.landings().is_empty() { stops.chain([mv.to()]).collect::<Vec<_>>() } else { stops.collect() }
                .into_iter()
                .filter_map(centre)
                .collect();
        drawn.taken =
            motions.iter().filter(|(_, leg)| matches!(leg, Leg::Jumped(_))).filter_map(|(s, _)| centre(*s)).collect();
        // The men jumped over are the capturer's opponent's.
        let taken = pos.column(mv.to()).map_or(Color::White, |c| c.owner().other());
        for cell in &mut cells {
            if let Some((_, motion)) = motions.iter().find(|(s, _)| *s == cell.square) {
                cell.motion = match motion {
                    Leg::Entered => Motion::Entered,
                    Leg::Jumped(n) => Motion::Jumped(*n, taken),
                    Leg::Through(points) => Motion::Travelled(
                        points.iter().filter_map(|&p| at(p)).map(|(x, y)| (x - cell.x, y - cell.y)).collect(),
                    ),
                };
            }
        }
    }
    BoardModel { cells, size: 9.0 * CELL, last: drawn }
}

/// Every square in screen order, row by row from the top (what the board's grid rows
/// need), each with the column `column_at` puts there and nothing marked.
fn layout(flipped: bool, column_at: impl Fn(Square) -> Option<Column>) -> Vec<Cell> {
    let screen = (0..9u8).flat_map(|row| (0..9u8).map(move |col| (col, row)));
    screen
        .filter_map(|(col, row)| {
            let (file, rank) = if flipped { (8 - col, row + 1) } else { (col, 9 - row) };
            Some((Square::from_physical(file, rank)?, col, row))
        })
        .map(|(square, col, row)| Cell {
            square,
            label: square.label(),
            x: f32::from(col) * CELL,
            y: f32::from(row) * CELL,
            column: column_at(square),
            mark: Mark::None,
            last: false,
            hint: false,
            motion: Motion::Still,
        })
        .collect()
}

/// The board showing only the columns `column_at` names: an editor's board (the author's
/// workshop), which may hold more men than a game has, drawn by the same component as a
/// game's.
pub fn still(column_at: impl Fn(Square) -> Option<Column>, flipped: bool) -> BoardModel {
    BoardModel { cells: layout(flipped, column_at), size: 9.0 * CELL, last: LastTurn::default() }
}

/// What the last move did to a square.
enum Leg {
    Entered,
    Through(Vec<Square>),
    Jumped(usize),
}

/// The squares a move changed and how: the entry, the path of the moving column (start,
/// then every landing before its last), and the squares jumped over, in order.
fn motions(mv: &Move) -> Vec<(Square, Leg)> {
    match mv {
        Move::Enter(square) => vec![(*square, Leg::Entered)],
        Move::Step(from, to) => vec![(*to, Leg::Through(vec![*from]))],
        Move::Capture(c) => {
            let mut stops = vec![c.from()];
            stops.extend_from_slice(c.landings());
            let jumped = stops.windows(2).enumerate().filter_map(|(n, pair)| {
                let ((f1, r1), (f2, r2)) = (pair[0].physical(), pair[1].physical());
                Square::from_physical((f1 + f2) / 2, (r1 + r2) / 2).map(|s| (s, Leg::Jumped(n)))
            });
            let mut all: Vec<(Square, Leg)> = jumped.collect();
            all.push((c.to(), Leg::Through(stops[..stops.len() - 1].to_vec())));
            all
        }
    }
}

/// What a tap does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tap {
    /// The selection changes (a column picked, a landing added, or everything dropped).
    Select(Selection),
    /// The taps name a complete legal move.
    Play(Move),
}

/// Interprets a tap on `square`, given what has been tapped so far. Only legal moves, and
/// only prefixes of legal maximal captures, are ever accepted.
pub fn tap(legal: &LegalMoves, sel: &Selection, square: Square) -> Tap {
    if let Some(from) = sel.from {
        if targets(legal, sel).contains(&square) {
            let mut landed = sel.landed.clone();
            landed.push(square);
            if legal.capture_continuations(from, &landed).is_empty() {
                if let Some(mv) = legal.move_for_taps(from, &landed) {
                    return Tap::Play(mv);
                }
            }
            return Tap::Select(Selection { from: Some(from), landed });
        }
        if square == from {
            // Tapping the picked column again puts it down, its jumps with it.
            return Tap::Select(Selection::default());
        }
        if !sel.landed.is_empty() {
            // A stray tap beside a half-made capture keeps the jumps tapped so far.
            return Tap::Select(sel.clone());
        }
    }
    if let Some(mv) = legal.move_for_taps(square, &[]).filter(|m| matches!(m, Move::Enter(_))) {
        return Tap::Play(mv);
    }
    if legal.movable_columns().contains(&square) {
        return Tap::Select(Selection { from: Some(square), landed: Vec::new() });
    }
    Tap::Select(Selection::default())
}

/// Interprets a drag along `path` (the squares under the finger, in order): a column
/// dragged from its square lands on each square of the path that continues its move, and
/// the squares passed over between landings (the men it jumps) are ignored, so one drag
/// along a capture plays all of it. A drag that does not start on a movable column is a
/// tap where it ends.
pub fn drag(legal: &LegalMoves, sel: &Selection, path: &[Square]) -> Tap {
    let (Some(&from), Some(&last)) = (path.first(), path.last()) else { return Tap::Select(sel.clone()) };
    if !legal.movable_columns().contains(&from) {
        return tap(legal, sel, last);
    }
    let mut sel = Selection { from: Some(from), landed: Vec::new() };
    for &square in &path[1..] {
        if !targets(legal, &sel).contains(&square) {
            continue;
        }
        match tap(legal, &sel, square) {
            Tap::Select(next) => sel = next,
            play => return play,
        }
    }
    Tap::Select(sel)
}

/// What the player to move should do now.
pub fn prompt(t: &Texts, pos: &Position, legal: &LegalMoves, sel: &Selection) -> String {
    let side = t.side(pos.side_to_move());
    if legal.capture_compulsory() {
        return match sel.from {
            None => t.must_capture(side),
            Some(_) => t.captures(side),
        };
    }
    if pos.in_hand(pos.side_to_move()) > 0 {
        let size = entry_size(pos);
        return if size > 1 { t.enters_shadow(side, size) } else { t.to_enter(side) };
    }
    match sel.from {
        None => t.to_move(side),
        Some(_) => t.to_move_picked(side),
    }
}

/// How many men the next entry puts down: the whole hand as a shadow piece when the
/// opponent has none left, else one.
pub fn entry_size(pos: &Position) -> u8 {
    let side = pos.side_to_move();
    if pos.in_hand(side.other()) == 0 { pos.in_hand(side) } else { 1 }.min(pos.in_hand(side))
}

/// A short description of a column for labels: "column of 3 white over 2 black".
pub fn describe(t: &Texts, column: Column) -> String {
    t.column(column.caps(), column.owner(), column.prisoners())
}

/// What a screen reader says for a square: "c4, column of 3 white over 2 black, can move".
pub fn cell_name(t: &Texts, cell: &Cell) -> String {
    let content = cell.column.map_or(t.empty_square().to_string(), |c| describe(t, c));
    let mark = match cell.mark {
        Mark::None => None,
        Mark::Movable => Some(t.can_move()),
        Mark::Picked => Some(t.chosen_square()),
        Mark::Target => Some(t.can_go_here()),
    };
    let last = cell.last.then_some(t.in_last_move());
    [Some(cell.label.as_str()), Some(content.as_str()), mark, last].into_iter().flatten().collect::<Vec<_>>().join(", ")
}

/// A move played from `before` in words: "entered d6", "entered a shadow piece of 5 men
/// on a5", "captured g6-e6-c6, taking 2 men".
pub fn describe_move(t: &Texts, before: &Position, mv: &Move) -> String {
    match mv {
        Move::Enter(square) => match before.entry_size() {
            men if men > 1 => t.entered_shadow(&square.label(), men),
            _ => t.enters(&square.label()),
        },
        Move::Step(from, to) => t.steps(&from.label(), &to.label()),
        Move::Capture(_) => t.captures_taking(&mv.to_string(), mv.taken()),
    }
}

/// The move played from `before` in one line, for both players and the screen reader:
/// "Black captured d8-d6-d4, taking 2 men." (the GIPF board's `turn_line` for Emergo).
pub fn turn_line(t: &Texts, before: &Position, mv: &Move) -> String {
    t.announce_emergo(t.side(before.side_to_move()), &describe_move(t, before, mv))
}

#[cfg(test)]
mod tests {
    #[test]
    fn cells_come_in_screen_order_either_way_up() {
        let pos = Position::start();
        for flipped in [false, true] {
            let m = board(&pos, &LegalMoves::new(&pos), &Selection::default(), None, true, flipped);
            let places: Vec<(f32, f32)> = m.cells.iter().map(|c| (c.y, c.x)).collect();
            let mut sorted = places.clone();
            sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
            assert_eq!(places, sorted, "flipped: {flipped}");
            assert_eq!(m.cells.len(), 41);
        }
    }

    use super::*;
    use crate::i18n::{EN, IT, SV};

    fn sq(label: &str) -> Square {
        label.parse().unwrap()
    }

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    /// After `d6 d8 e4 g6 f4 g7 b6 d7 f6` of the seed game, White must play g6-e6-c6.
    const BEFORE_DOUBLE: &str = "d6 d8 e4 g6 f4 g7 b6 d7 f6";

    fn play(moves: &str) -> Position {
        let mut p = Position::start();
        for m in moves.split_whitespace() {
            let mv = p.legal_moves().into_iter().find(|x| x.to_string() == m).unwrap();
            p = p.play_unchecked(&mv);
        }
        p
    }

    #[test]
    fn the_prompt_names_the_decision_due() {
        let start = Position::start();
        let side = EN.side(start.side_to_move());
        let legal = LegalMoves::new(&start);
        assert_eq!(prompt(&EN, &start, &legal, &Selection::default()), EN.to_enter(side));
        let before = play(BEFORE_DOUBLE);
        let legal = LegalMoves::new(&before);
        let side = EN.side(before.side_to_move());
        assert_eq!(prompt(&EN, &before, &legal, &Selection::default()), EN.must_capture(side));
        let picked = Selection { from: Some(sq("g6")), landed: Vec::new() };
        assert_eq!(prompt(&EN, &before, &legal, &picked), EN.captures(side));
        assert_eq!(prompt(&IT, &before, &legal, &picked), IT.captures(IT.side(before.side_to_move())));
    }

    #[test]
    fn a_capture_is_built_landing_by_landing() {
        let p = play(BEFORE_DOUBLE);
        let start = tap(&LegalMoves::new(&p), &Selection::default(), sq("g6"));
        let Tap::Select(sel) = start else { panic!("g6 should be picked") };
        assert_eq!(targets(&LegalMoves::new(&p), &sel), vec![sq("e6")]);
        let Tap::Select(sel) = tap(&LegalMoves::new(&p), &sel, sq("e6")) else { panic!("e6 is only a prefix") };
        assert_eq!(sel.landed, vec![sq("e6")]);
        // A stray tap keeps the jumps tapped so far; the picked column tapped again puts it down.
        assert_eq!(tap(&LegalMoves::new(&p), &sel, sq("a5")), Tap::Select(sel.clone()));
        assert_eq!(tap(&LegalMoves::new(&p), &sel, sq("g6")), Tap::Select(Selection::default()));
        let Tap::Play(mv) = tap(&LegalMoves::new(&p), &sel, sq("c6")) else { panic!("c6 completes it") };
        assert_eq!(mv.to_string(), "g6-e6-c6");
    }

    /// The seed's figure six: e4 jumps d4, c5, d6, e5 and d4 again, landing on e4 (its own
    /// start) and c4 a second time.
    const FIGURE_SIX: &str = "emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0";

    #[test]
    fn a_capture_crossing_its_own_path_shows_every_next_landing() {
        let p = pos(FIGURE_SIX);
        let legal = LegalMoves::new(&p);
        let mut sel = Selection::default();
        let taps = ["e4", "c4", "c6", "e6", "e4"];
        for (n, label) in taps.iter().enumerate() {
            let Tap::Select(next) = tap(&legal, &sel, sq(label)) else { panic!("{label} is only a prefix") };
            sel = next;
            let m = board(&p, &legal, &sel, None, true, false);
            let marked =
                |mark: Mark| m.cells.iter().filter(|c| c.mark == mark).map(|c| c.label.clone()).collect::<Vec<_>>();
            let next = ["c4", "c6", "e6", "e4", "c4"][n];
            assert_eq!(marked(Mark::Target), vec![next.to_string()], "after {label}");
        }
        let Tap::Play(mv) = tap(&legal, &sel, sq("c4")) else { panic!("c4 completes it") };
        assert_eq!(mv.to_string(), "e4-c4-c6-e6-e4-c4");
    }

    #[test]
    fn illegal_taps_drop_the_selection_and_entries_play_at_once() {
        let p = Position::start();
        assert_eq!(tap(&LegalMoves::new(&p), &Selection::default(), sq("e5")), Tap::Select(Selection::default()));
        assert_eq!(tap(&LegalMoves::new(&p), &Selection::default(), sq("d6")), Tap::Play("d6".parse().unwrap()));
        let p = play(BEFORE_DOUBLE);
        let Tap::Select(sel) = tap(&LegalMoves::new(&p), &Selection::default(), sq("g6")) else { panic!() };
        assert_eq!(tap(&LegalMoves::new(&p), &sel, sq("a5")), Tap::Select(Selection::default()));
    }

    #[test]
    fn the_model_marks_capturing_columns_and_the_last_move() {
        let p = play(BEFORE_DOUBLE);
        let last: Move = "f6".parse().unwrap();
        let m = board(&p, &LegalMoves::new(&p), &Selection::default(), Some(&last), true, false);
        let cell = |l: &str| m.cells.iter().find(|c| c.label == l).unwrap();
        assert_eq!(cell("g6").mark, Mark::Movable);
        assert_eq!(cell("d6").mark, Mark::None, "only capturing columns may move");
        assert!(cell("f6").last);
        assert_eq!(m.cells.len(), 41);
        // Oblique e1 is physical a1: bottom-left, White's side.
        assert_eq!((cell("e1").x, cell("e1").y), (0.0, 8.0 * CELL));
        let flipped = board(&p, &LegalMoves::new(&p), &Selection::default(), None, true, true);
        let e1 = flipped.cells.iter().find(|c| c.label == "e1").unwrap();
        assert_eq!((e1.x, e1.y), (8.0 * CELL, 0.0));
    }

    #[test]
    fn a_capture_travels_leg_by_leg_over_the_columns_it_jumps() {
        let before = play(BEFORE_DOUBLE);
        let mv: Move = "g6-e6-c6".parse().unwrap();
        let after = before.play_unchecked(&mv);
        let m = board(&after, &LegalMoves::new(&after), &Selection::default(), Some(&mv), true, false);
        let cell = |l: &str| m.cells.iter().find(|c| c.label == l).unwrap();
        let (g6, e6, c6) = (cell("g6"), cell("e6"), cell("c6"));
        assert_eq!(c6.motion, Motion::Travelled(vec![(g6.x - c6.x, g6.y - c6.y), (e6.x - c6.x, e6.y - c6.y)]));
        let jumped: Vec<(&str, Motion)> = m
            .cells
            .iter()
            .filter(|c| matches!(c.motion, Motion::Jumped(..)))
            .map(|c| (c.label.as_str(), c.motion.clone()))
            .collect();
        let white = tavola_engine::Color::White;
        assert_eq!(
            jumped,
            vec![("d6", Motion::Jumped(1, white)), ("f6", Motion::Jumped(0, white))],
            "f6 in the first leg, d6 in the second"
        );
        assert_eq!(cell("g6").motion, Motion::Still, "the start is left empty");
    }

    #[test]
    fn squares_and_moves_are_named_for_screen_readers() {
        let p = play(BEFORE_DOUBLE);
        let m = board(&p, &LegalMoves::new(&p), &Selection::default(), None, true, false);
        let g6 = m.cells.iter().find(|c| c.label == "g6").unwrap();
        assert_eq!(cell_name(&EN, g6), "g6, black man, can move");
        assert_eq!(cell_name(&SV, g6), "g6, svart pjäs, kan flytta");
        let mv: Move = "g6-e6-c6".parse().unwrap();
        assert_eq!(describe_move(&EN, &p, &mv), "captured g6-e6-c6, taking 2 men");
        assert_eq!(describe_move(&IT, &p, &mv), "ha catturato g6-e6-c6 e preso 2 pedine");
        // A shadow piece says its men: Black has none left in hand, White enters all five.
        let shadow = pos("emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 w 5 0");
        let entry: Move = "a5".parse().unwrap();
        assert_eq!(turn_line(&EN, &shadow, &entry), "White entered a shadow piece of 5 men on a5.");
    }

    #[test]
    fn columns_are_described_for_screen_readers() {
        let p = pos("emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8");
        let wwb = p.columns().find(|(_, c)| c.height() == 3).unwrap().1;
        assert_eq!(describe(&EN, wwb), "column of 2 white over 1 black");
        assert_eq!(describe(&IT, wwb), "colonna di 2 pedine bianche sopra 1 prigioniera nera");
        assert_eq!(describe(&SV, wwb), "kolonn med 2 vita över 1 svart");
    }

    #[test]
    fn a_drag_along_a_capture_plays_all_of_it() {
        let pos: Position = "emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0".parse().unwrap();
        let legal = LegalMoves::new(&pos);
        let squares = |s: &str| s.split(' ').map(sq).collect::<Vec<_>>();
        // The finger passes over the men it jumps (e3, e5) on its way.
        let played = drag(&legal, &Selection::default(), &squares("e2 e3 e4 e5 e6"));
        assert_eq!(played, Tap::Play("e2-e4-e6".parse().unwrap()));
        // Stopping half-way leaves the capture half-made, for a tap to finish.
        let half = drag(&legal, &Selection::default(), &squares("e2 e3 e4"));
        assert_eq!(half, Tap::Select(Selection { from: Some(sq("e2")), landed: vec![sq("e4")] }));
        // A drag from a square no column may leave is a tap where it ends.
        assert_eq!(
            drag(&legal, &Selection::default(), &squares("d2 e2")),
            tap(&legal, &Selection::default(), sq("e2"))
        );
        assert_eq!(drag(&legal, &Selection::default(), &[]), Tap::Select(Selection::default()));
    }

    #[test]
    fn the_last_move_is_drawn_along_its_path_with_the_men_it_took() {
        let start = pos("emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0");
        let mv: Move = "e2-e4-e6".parse().unwrap();
        let after = start.play_unchecked(&mv);
        let m = board(&after, &LegalMoves::new(&after), &Selection::default(), Some(&mv), true, false);
        let centre = |label: &str| {
            let c = m.cells.iter().find(|c| c.label == label).unwrap();
            (c.x + CELL / 2.0, c.y + CELL / 2.0)
        };
        assert_eq!(m.last.path, vec![centre("e2"), centre("e4"), centre("e6")]);
        assert_eq!(m.last.taken, vec![centre("e3"), centre("e5")]);
        let entry: Move = "d6".parse().unwrap();
        let m = board(&start, &LegalMoves::new(&start), &Selection::default(), Some(&entry), true, false);
        assert_eq!(m.last.path.len(), 1, "an entry is its one square");
        assert!(board(&start, &LegalMoves::new(&start), &Selection::default(), None, true, false).last.path.is_empty());
    }

    #[test]
    fn the_last_move_is_said_in_one_line_by_its_mover() {
        let before: Position = "emergo b/b1(bbbbww)/1w3/7/2w(wbbb)3(bw)1/1(bwww)5/4w/w2/w b 0 1".parse().unwrap();
        let mv = LegalMoves::new(&before).moves()[0];
        assert_eq!(turn_line(&EN, &before, &mv), "Black captured d8-d6-d4, taking 2 men.");
        assert_eq!(turn_line(&IT, &before, &mv), "Il Nero ha catturato d8-d6-d4 e preso 2 pedine.");
        assert_eq!(turn_line(&SV, &before, &mv), "Svart fångade d8-d6-d4 och tog 2 pjäser.");
        let entry = Move::Enter("e5".parse().unwrap());
        assert_eq!(turn_line(&EN, &Position::start(), &entry), "White entered e5.");
        let step: Move = "e5-e4".parse().unwrap();
        assert_eq!(
            turn_line(&SV, &"emergo 1/3/5/7/4b4/7/5/3/1 w 12 11".parse().unwrap(), &step),
            "Vit flyttade e5-e4."
        );
    }
}
