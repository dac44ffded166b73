//! What the GIPF board shows and what a tap means, as pure functions of the turn being
//! played. The turn itself is the engine's [`TurnInProgress`]; this module only keeps the
//! player's half-made choices (a dot picked, a row picked, GIPF pieces marked to stay).

use tavola_engine::gipf::Decision as GipfDecision;
use tavola_engine::gipf::{
    Entry, Phase, Piece, Point, Position, Push, Removal, RowChoice, SpotSet, Turn, TurnError, TurnInProgress,
};
use tavola_engine::Color;

use crate::board::LastTurn;
use crate::i18n::Texts;
use crate::session::Draft;

/// Distance between neighbouring points in the drawing, in SVG user units.
pub const STEP: f32 = 50.0;

/// The turn being played and the choices made towards its next decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ui {
    /// Private, so that `legal` always belongs to it: decisions go through [`decide`].
    turn: TurnInProgress,
    /// The legal pushes of the turn now offering them ([`Ui::push_turn`]), generated once
    /// per decision and asked by every tap, mark and prompt until the next one.
    legal: Vec<Push>,
    /// The dot tapped first in a push.
    pub dot: Option<Point>,
    /// The spot tapped after the dot while the piece kind is still open (tournament): the
    /// push waits for the kind.
    pub spot: Option<Point>,
    /// The piece to enter: `None` while the tournament game leaves the choice open and the
    /// player has not made it (never chosen silently).
    pub piece: Option<Piece>,
    /// The row picked for removal (an index into `turn.rows()`).
    pub row: Option<usize>,
    /// GIPF pieces of the picked row marked to stay.
    pub kept: SpotSet,
}

impl Ui {
    /// A fresh turn from `pos`; `None` when the game is over.
    pub fn new(pos: &Position) -> Option<Ui> {
        let turn = TurnInProgress::new(pos).ok()?;
        let mut ui =
            Ui { turn, legal: Vec::new(), dot: None, spot: None, piece: None, row: None, kept: SpotSet::default() };
        ui.settle();
        Some(ui)
    }

    /// The turn from `pos` resumed at `draft` (a reload, another tab, a link): its decisions
    /// replayed through the engine's turn, then the row picked and the GIPF pieces marked.
    /// A draft that no longer fits the position gives a fresh turn; `None` when the game is
    /// over.
    pub fn resume(pos: &Position, draft: Option<&Draft>) -> Option<Ui> {
        let fresh = Ui::new(pos)?;
        let Some(draft) = draft else { return Some(fresh) };
        let mut ui = fresh.clone();
        for decision in &draft.made {
            match decide(&ui, *decision) {
                Ok(Step::Continue(next)) => ui = next,
                // A finished or refused turn is not a draft: start the turn afresh.
                Ok(Step::Done(_)) | Err(_) => return Some(fresh),
            }
        }
        if let Some(row) = draft.row.filter(|&r| r < ui.rows().len()) {
            ui = pick_row(&ui, row);
            // The marks as the player left them, not the defaults of a fresh pick.
            let gipf = ui.rows()[row].gipf;
            ui.kept = draft.kept.iter().copied().filter(|&p| gipf.contains(p)).collect();
        }
        Some(ui)
    }

    /// What the player has decided and picked so far, to be kept with the game.
    pub fn draft(&self) -> Draft {
        Draft { made: self.turn.decisions(), row: self.row, kept: self.kept.iter().collect() }
    }

    /// After each decision: picks the only row when there is one, and the only piece kind
    /// when there is one.
    fn settle(&mut self) {
        self.legal = self.push_turn().map(|t| t.pushes()).unwrap_or_default();
        self.dot = None;
        self.spot = None;
        self.kept = SpotSet::default();
        let rows = self.turn.rows();
        self.row = (rows.len() == 1 && !self.turn.can_stop()).then_some(0);
        self.kept = self.picked_row().map(|row| kept_by_default(&self.turn, &row)).unwrap_or_default();
        let kinds = self.piece_kinds();
        self.piece = match kinds[..] {
            [only] => Some(only),
            _ => self.piece.filter(|p| kinds.contains(p)),
        };
    }

    /// The turn whose pushes are offered: this one, or in step 1 of the tournament game
    /// the one after leaving the GIPF rows (a dot tapped there means "leave them and push").
    fn push_turn(&self) -> Option<TurnInProgress> {
        match self.turn.phase() {
            Phase::Push => Some(self.turn.clone()),
            Phase::PrePushRemoval => {
                let mut after = self.turn.clone();
                after.stop().ok().map(|()| after)
            }
            _ => None,
        }
    }

    /// The piece kinds the mover may enter now (both only in parts of the tournament game).
    pub fn piece_kinds(&self) -> Vec<Piece> {
        [Piece::Single, Piece::Gipf].into_iter().filter(|kind| self.legal.iter().any(|p| p.piece == *kind)).collect()
    }

    /// The legal pushes with the chosen piece kind (of either kind while none is chosen:
    /// both enter at the same places).
    fn pushes(&self) -> Vec<Push> {
        self.legal.iter().copied().filter(|p| self.piece.is_none_or(|k| p.piece == k)).collect()
    }

    /// The turn as decided so far.
    pub fn turn(&self) -> &TurnInProgress {
        &self.turn
    }

    pub fn rows(&self) -> Vec<RowChoice> {
        self.turn.rows()
    }

    fn picked_row(&self) -> Option<RowChoice> {
        self.rows().get(self.row?).copied()
    }

    /// Whether the player whose turn it is makes the next decision (not the opponent
    /// removing his own rows after the push): only he may start the turn again.
    pub fn mover_decides(&self) -> bool {
        self.turn.decider() == self.turn.board().side_to_move()
    }
}

/// What the app must do after a choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The turn goes on; show this.
    Continue(Ui),
    /// The turn is complete: record it.
    Done(Turn),
}

/// Makes one decision (a tap's, a button's or the AI's) and finishes the turn if nothing
/// is left to decide.
pub fn decide(ui: &Ui, decision: GipfDecision) -> Result<Step, TurnError> {
    let mut next = ui.clone();
    next.turn.apply(decision)?;
    next.settle();
    Ok(step(next))
}

/// Finishes the turn if nothing is left to decide.
fn step(ui: Ui) -> Step {
    if ui.turn.phase() == Phase::Done {
        if let Ok((turn, _)) = ui.turn.clone().finish() {
            return Step::Done(turn);
        }
    }
    Step::Continue(ui)
}

/// Interprets a tap (or the end of a drag) on `point`.
pub fn tap(ui: &Ui, point: Point) -> Step {
    let mut next = ui.clone();
    next.spot = None;
    match ui.turn.phase() {
        Phase::Push | Phase::PrePushRemoval if point.is_dot() => {
            let starts = ui.pushes().iter().any(|p| p.entry.dot() == point);
            next.dot = (starts && ui.dot != Some(point)).then_some(point);
            next.row = None;
        }
        Phase::Push | Phase::PrePushRemoval if ui.dot.is_some() => {
            let push = ui.pushes().into_iter().find(|p| Some(p.entry.dot()) == ui.dot && p.entry.spot() == point);
            match (push, ui.piece) {
                (Some(p), Some(_)) => return push_now(ui, p).unwrap_or(Step::Continue(next)),
                // Both kinds may enter and none is chosen yet: the push waits for it.
                (Some(_), None) => next.spot = Some(point),
                (None, _) => next.dot = None,
            }
        }
        Phase::PrePushRemoval | Phase::Removal => return tap_row(next, point),
        _ => {}
    }
    Step::Continue(next)
}

/// Interprets a drag from `from` to `to`: from a dot, the push onto `to` (the dot is
/// picked whatever was picked before); from anywhere else, a tap where it ends. Either way
/// one gesture makes one choice.
pub fn drag(ui: &Ui, from: Point, to: Point) -> Step {
    let offered = matches!(ui.turn.phase(), Phase::Push | Phase::PrePushRemoval)
        && ui.pushes().iter().any(|p| p.entry.dot() == from);
    if !offered {
        return tap(ui, to);
    }
    let picked = Ui { dot: Some(from), spot: None, row: None, kept: SpotSet::default(), ..ui.clone() };
    tap(&picked, to)
}

/// Makes `push`, first leaving the GIPF rows when the turn is still in step 1.
fn push_now(ui: &Ui, push: Push) -> Result<Step, TurnError> {
    if ui.turn.phase() != Phase::PrePushRemoval {
        return decide(ui, GipfDecision::Push(push));
    }
    match decide(ui, GipfDecision::Stop)? {
        Step::Continue(after) => decide(&after, GipfDecision::Push(push)),
        done => Ok(done),
    }
}

/// In a removal: a tap on a GIPF piece of the picked row marks it to stay (or go again),
/// as the prompt says, even where another row crosses there (that row is picked from one
/// of its other pieces, or from its button); a tap on a piece of a row with nothing to
/// choose (no GIPF piece, crossing no other row) removes that row at once; a tap on any
/// other piece of an open row picks that row (the next row through it when several cross
/// there).
fn tap_row(mut ui: Ui, point: Point) -> Step {
    let rows = ui.rows();
    let through: Vec<usize> = (0..rows.len()).filter(|&i| rows[i].set.contains(point)).collect();
    if let Some(row) = ui.picked_row() {
        if row.gipf.contains(point) {
            ui.kept = toggle(ui.kept, point);
            return Step::Continue(ui);
        }
    }
    if let [only] = through[..] {
        if plain(&rows, only) {
            let set = rows[only].set;
            return decide(&ui, GipfDecision::Remove(Removal { set, kept: SpotSet::default() }))
                .unwrap_or(Step::Continue(ui));
        }
    }
    // A stray tap, on no row at all, leaves the row picked and its marks as they were.
    if through.is_empty() {
        return Step::Continue(ui);
    }
    let after = ui.row.and_then(|cur| through.iter().position(|&i| i == cur)).map_or(0, |k| k + 1);
    ui.row = through.get(after).or(through.first()).copied();
    ui.kept = ui.picked_row().map(|row| kept_by_default(&ui.turn, &row)).unwrap_or_default();
    Step::Continue(ui)
}

/// The GIPF pieces of `row` marked to stay before the player says otherwise: none, unless
/// removing the whole row would lose the decider the game by his own hand (it holds his
/// last GIPF pieces); then his own GIPF pieces in it stay, so that no single tap on
/// "Remove row" throws a game away. The engine's own turn judges the loss.
fn kept_by_default(turn: &TurnInProgress, row: &RowChoice) -> SpotSet {
    let decider = turn.decider();
    let mut whole = turn.clone();
    let loses = whole.remove(Removal { set: row.set, kept: SpotSet::default() }).is_ok()
        && whole.result().is_some_and(|r| r.winner == Some(decider.other()));
    if !loses {
        return SpotSet::default();
    }
    let own = turn.board().gipf_pieces(decider);
    row.gipf.iter().filter(|&p| own.contains(p)).collect()
}

/// Whether removing the picked row with its marks removes anything: a row of GIPF pieces
/// all marked to stay is left with "Leave the GIPF rows", not removed.
pub fn can_remove_row(ui: &Ui) -> bool {
    ui.picked_row().is_some_and(|row| ui.kept != row.set)
}

/// Whether row `i` leaves nothing to choose: no GIPF piece to keep, no other row crossing it.
fn plain(rows: &[RowChoice], i: usize) -> bool {
    let row = rows[i];
    row.gipf.is_empty()
        && rows.iter().enumerate().all(|(j, other)| j == i || !other.set.iter().any(|p| row.set.contains(p)))
}

fn toggle(set: SpotSet, point: Point) -> SpotSet {
    if set.contains(point) {
        set.iter().filter(|&p| p != point).collect()
    } else {
        set.iter().chain(std::iter::once(point)).collect()
    }
}

/// Marks a GIPF piece of the picked row to stay, or to go again (its button beside the board).
pub fn toggle_kept(ui: &Ui, point: Point) -> Ui {
    let in_row = ui.picked_row().is_some_and(|r| r.gipf.contains(point));
    Ui { kept: if in_row { toggle(ui.kept, point) } else { ui.kept }, ..ui.clone() }
}

/// The GIPF pieces of the picked row, each of which may stay.
pub fn keepable(ui: &Ui) -> Vec<Point> {
    ui.picked_row().map(|r| r.gipf.iter().collect()).unwrap_or_default()
}

/// A row button's words: its ends, how many pieces go and how many of them are captured.
pub fn row_label(t: &Texts, ui: &Ui, row: &RowChoice) -> String {
    let points: Vec<&str> = row.set.iter().map(Point::label).collect();
    let (from, to) = (points.first().copied().unwrap_or(""), points.last().copied().unwrap_or(""));
    let decider = ui.turn.decider();
    let captured = row.set.iter().filter(|&p| ui.turn.board().piece_at(p).is_some_and(|(c, _)| c != decider)).count();
    t.row_detail(from, to, row.set.len(), captured)
}

/// Picks row `index` of `ui.rows()` (from the list beside the board).
pub fn pick_row(ui: &Ui, index: usize) -> Ui {
    let row = ui.rows().get(index).copied();
    let kept = row.map(|row| kept_by_default(&ui.turn, &row)).unwrap_or_default();
    Ui { row: row.map(|_| index), kept, ..ui.clone() }
}

/// Chooses the piece kind to enter; a push waiting for the kind is made with it.
pub fn choose_piece(ui: &Ui, piece: Piece) -> Result<Step, TurnError> {
    let waiting = ui.dot.zip(ui.spot).and_then(|(dot, spot)| Entry::from_points(dot, spot));
    match waiting {
        Some(entry) => push_now(ui, Push { entry, piece }),
        None => Ok(Step::Continue(Ui { piece: Some(piece), ..ui.clone() })),
    }
}

/// Removes the picked row, keeping the marked GIPF pieces; with no row picked nothing
/// changes (the button shows only once one is).
pub fn remove_row(ui: &Ui) -> Result<Step, TurnError> {
    let Some(row) = ui.picked_row() else { return Ok(Step::Continue(ui.clone())) };
    decide(ui, GipfDecision::Remove(Removal { set: row.set, kept: ui.kept }))
}

/// Leaves the remaining (optional, all-GIPF) rows on the board.
pub fn stop(ui: &Ui) -> Result<Step, TurnError> {
    decide(ui, GipfDecision::Stop)
}

/// A decision in words, for a hint: what to do ("push e1-e2", "remove d2-d5 keeping d4").
pub fn describe(t: &Texts, decision: &GipfDecision) -> String {
    let list = |set: SpotSet| set.iter().map(Point::label).collect::<Vec<_>>().join(" ");
    match decision {
        GipfDecision::Push(p) if p.piece == Piece::Gipf => t.push_gipf(&p.entry.to_string()),
        GipfDecision::Push(p) => t.push(&p.entry.to_string()),
        GipfDecision::Remove(r) if r.kept.is_empty() => t.remove(&list(r.set)),
        GipfDecision::Remove(r) => t.remove_keeping(&list(r.set), &list(r.kept)),
        GipfDecision::Stop => t.leave_rows().to_string(),
    }
}

/// A piece a turn took off the board: where it stood, whose it was, and whether the
/// other side captured it (else it went back to its owner's reserve).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gone {
    pub point: Point,
    pub color: Color,
    pub captured: bool,
    /// A GIPF piece (two stacked): said and drawn as one.
    pub gipf: bool,
}

/// What a turn removed, replayed through the engine from the position before it: each
/// row with the side that removed it, in the order they went, and every piece that left
/// the board. The turn's text says which rows; only the replay knows whose pieces stood
/// in them once the push had shoved them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Removed {
    pub rows: Vec<(Color, SpotSet)>,
    pub gone: Vec<Gone>,
}

/// The rows and pieces `turn` removed, played from `before`; a turn that does not replay
/// (never one of the record's) tells what it got to.
pub fn removed(before: &Position, turn: &Turn) -> Removed {
    let mut out = Removed::default();
    let _ = replay_removals(before, turn, &mut out);
    out
}

fn replay_removals(before: &Position, turn: &Turn, out: &mut Removed) -> Option<()> {
    let mut now = TurnInProgress::new(before).ok()?;
    let mover = before.side_to_move();
    let mut take = |now: &mut TurnInProgress, removal: &Removal| {
        let by = now.decider();
        for point in removal.set.iter().filter(|&p| !removal.kept.contains(p)) {
            if let Some((color, piece)) = now.board().piece_at(point) {
                out.gone.push(Gone { point, color, captured: color != by, gipf: piece == Piece::Gipf });
            }
        }
        out.rows.push((by, removal.set));
        now.apply(GipfDecision::Remove(*removal)).ok()
    };
    for removal in turn.pre_push() {
        take(&mut now, removal)?;
    }
    if let Some(push) = turn.push() {
        // A stop the turn's record leaves implied: the mover left his GIPF rows.
        // (Through `apply`, the one way in the page's code already goes.)
        if now.phase() == Phase::PrePushRemoval {
            now.apply(GipfDecision::Stop).ok()?;
        }
        now.apply(GipfDecision::Push(push)).ok()?;
    }
    for removal in turn.mover_removals() {
        take(&mut now, removal)?;
    }
    if !turn.opponent_removals().is_empty() && now.decider() == mover {
        now.apply(GipfDecision::Stop).ok()?;
    }
    for removal in turn.opponent_removals() {
        take(&mut now, removal)?;
    }
    Some(())
}

/// The turn played from `before` in one line, for both players and the screen reader:
/// "Black pushed e1-e2, removed the row e2–e5 and took one white piece." Step 4's rows
/// follow as a sentence of the opponent's.
pub fn turn_line(t: &Texts, before: &Position, turn: &Turn) -> String {
    let removed = removed(before, turn);
    let mover = before.side_to_move();
    let pre = turn.pre_push().len();
    let mut said = Vec::new();
    for side in [mover, mover.other()] {
        let rows = |range: &[(Color, SpotSet)]| {
            let ends: Vec<String> = range
                .iter()
                .filter(|(by, _)| *by == side)
                .map(|(_, set)| {
                    let mut points = set.iter().map(Point::label);
                    let first = points.next().unwrap_or("");
                    format!("{first}–{}", points.last().unwrap_or(first))
                })
                .collect();
            (!ends.is_empty()).then(|| t.removed_rows(&ends.join(t.and()), ends.len()))
        };
        let (before_push, after_push) = removed.rows.split_at(pre.min(removed.rows.len()));
        let mut clauses: Vec<String> = rows(before_push).into_iter().collect();
        if side == mover {
            clauses.extend(turn.push().map(|p| {
                let entry = p.entry.to_string();
                if p.piece == Piece::Gipf {
                    t.pushed_gipf(&entry)
                } else {
                    t.pushed(&entry)
                }
            }));
        }
        clauses.extend(rows(after_push));
        let taken =
            |gipf: bool| removed.gone.iter().filter(|g| g.captured && g.color != side && g.gipf == gipf).count();
        let took = [
            (taken(false), Texts::took_pieces as fn(&Texts, usize, Color) -> String),
            (taken(true), Texts::took_gipf_pieces),
        ];
        let took: Vec<String> = took.iter().filter(|(n, _)| *n > 0).map(|(n, say)| say(t, *n, side.other())).collect();
        if !took.is_empty() {
            clauses.push(took.join(t.and()));
        }
        if let Some((last, first)) = clauses.split_last() {
            let what = if first.is_empty() { last.clone() } else { format!("{}{}{last}", first.join(", "), t.and()) };
            said.push(t.announce_gipf(t.side(side), &what));
        }
    }
    said.join(" ")
}

/// How a point is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// A dot a push may start from, or a spot the picked dot may push onto.
    Target,
    /// The dot picked.
    Picked,
    /// In a row open for removal: the first, third... of the rows offered.
    InRow,
    /// In the second (fourth...) row offered, drawn in another colour, so two rows that
    /// cross are told apart.
    InOtherRow,
    /// In the row picked for removal.
    Chosen,
    /// A GIPF piece of the picked row that will stay.
    Kept,
}

/// One point as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct PointView {
    pub point: Point,
    pub label: &'static str,
    pub x: f32,
    pub y: f32,
    pub dot: bool,
    pub piece: Option<(Color, Piece)>,
    pub mark: Mark,
    /// The entry of the last push.
    pub last: bool,
    /// The piece the last turn took from here: whose, whether it was captured (else it
    /// went back to its owner's reserve) and whether it was a GIPF piece.
    pub gone: Option<Gone>,
    /// Where a piece that just slid came from, relative to where it stands (for the
    /// push animation).
    pub slid_from: Option<(f32, f32)>,
    /// Part of the hint on show (its dot and spot, or its row).
    pub hint: bool,
}

/// The board as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    pub points: Vec<PointView>,
    /// The board's lines, dot to dot.
    pub lines: Vec<((f32, f32), (f32, f32))>,
    /// The push on show: the turn in progress's, else the record's last.
    pub last: LastTurn,
}

/// Where a point is drawn: e1 at the bottom (White's side) unless `flipped`.
pub fn pixel(point: Point, flipped: bool) -> (f32, f32) {
    let (q, r) = point.axial();
    let (q, r) = (f32::from(q), f32::from(r));
    let (x, y) = (q * STEP * 0.866_025_4, -(r + q / 2.0) * STEP);
    if flipped {
        (-x, -y)
    } else {
        (x, y)
    }
}

/// The lines through the board, each from a dot to the dot opposite.
fn lines(flipped: bool) -> Vec<((f32, f32), (f32, f32))> {
    let mut seen: Vec<(Point, Point)> = Vec::new();
    for entry in Entry::all() {
        let (dq, dr) = entry.direction();
        let mut end = entry.spot();
        while let Some(next) = end.step((dq, dr)) {
            end = next;
        }
        let key = if entry.dot() < end { (entry.dot(), end) } else { (end, entry.dot()) };
        if !seen.contains(&key) {
            seen.push(key);
        }
    }
    seen.into_iter().map(|(a, b)| (pixel(a, flipped), pixel(b, flipped))).collect()
}

/// The pieces a push moved, with the point each came from: the entered piece from its
/// dot, and the run it shoved, each from one point back along the line.
fn slides(before: &Position, push: Push) -> Vec<(Point, Point)> {
    let dir = push.entry.direction();
    let mut moved = vec![(push.entry.spot(), push.entry.dot())];
    let mut from = push.entry.spot();
    while before.piece_at(from).is_some() {
        let Some(to) = from.step(dir) else { break };
        moved.push((to, from));
        from = to;
    }
    moved
}

/// Lays out the board for `ui`'s turn (or for `shown` when browsing or the game is over),
/// marking the last push of the record.
pub fn board(ui: Option<&Ui>, shown: &Position, last: Option<(&Position, &Turn)>, flipped: bool) -> BoardModel {
    let pos = ui.map_or(shown, |u| u.turn.board());
    let mut marks: Vec<(Point, Mark)> = Vec::new();
    if let Some(ui) = ui {
        let pushes = ui.pushes();
        match ui.dot {
            Some(dot) if ui.spot.is_some() => marks.extend([dot].into_iter().chain(ui.spot).map(|p| (p, Mark::Picked))),
            Some(dot) => {
                marks.push((dot, Mark::Picked));
                marks.extend(pushes.iter().filter(|p| p.entry.dot() == dot).map(|p| (p.entry.spot(), Mark::Target)));
            }
            None => marks.extend(pushes.iter().map(|p| (p.entry.dot(), Mark::Target))),
        }
        let rows = ui.rows();
        let picked = ui.picked_row();
        for (i, row) in rows.iter().enumerate() {
            let mark = match (Some(i) == ui.row, i % 2) {
                (true, _) => Mark::Chosen,
                (false, 0) => Mark::InRow,
                (false, _) => Mark::InOtherRow,
            };
            marks.extend(
                row.set
                    .iter()
                    .filter(|p| picked.is_none_or(|r| !r.set.contains(*p)) || Some(i) == ui.row)
                    .map(|p| (p, mark)),
            );
        }
        marks.extend(ui.kept.iter().map(|p| (p, Mark::Kept)));
    }
    // The push of the turn in progress animates; failing that, the record's last one.
    let this_push = ui.and_then(|u| u.turn.turn().push().map(|p| (p, shown)));
    let last_push = this_push.or_else(|| last.and_then(|(before, t)| t.push().map(|p| (p, before))));
    let slid = last_push.map(|(p, before)| slides(before, p)).unwrap_or_default();
    // From the dot to where the run it shoved ends (the entered piece's spot at least).
    let run_end = slid.last().map(|(to, _)| *to);
    // What the last turn removed, until the turn in progress pushes (its push is then drawn).
    let gone = last.filter(|_| this_push.is_none()).map(|(before, t)| removed(before, t).gone).unwrap_or_default();
    let path = last_push.map(|(p, _)| p.entry.dot()).into_iter().chain(run_end).map(|p| pixel(p, flipped)).collect();
    let points = Point::all()
        .map(|point| {
            let plain = bare(point, flipped, pos.piece_at(point));
            let mark = marks.iter().rev().find(|(p, _)| *p == point).map_or(Mark::None, |(_, m)| *m);
            let slid_from = slid.iter().find(|(to, _)| *to == point).map(|(_, from)| {
                let (fx, fy) = pixel(*from, flipped);
                (fx - plain.x, fy - plain.y)
            });
            let last = last_push.is_some_and(|(p, _)| p.entry.dot() == point || p.entry.spot() == point);
            PointView { mark, last, gone: gone.iter().find(|g| g.point == point).copied(), slid_from, ..plain }
        })
        .collect();
    BoardModel { points, lines: lines(flipped), last: LastTurn { path, taken: Vec::new() } }
}

/// A point as drawn with what stands on it and nothing else: no mark, no last turn.
fn bare(point: Point, flipped: bool, piece: Option<(Color, Piece)>) -> PointView {
    let (x, y) = pixel(point, flipped);
    PointView {
        point,
        label: point.label(),
        x,
        y,
        dot: point.is_dot(),
        piece,
        mark: Mark::None,
        last: false,
        gone: None,
        slid_from: None,
        hint: false,
    }
}

/// The board showing only the pieces `piece_at` names, on any point, dots included: an
/// editor's board (the author's workshop), which may hold what no position of play does,
/// drawn by the same component as a game's.
pub fn still(piece_at: impl Fn(Point) -> Option<(Color, Piece)>, flipped: bool) -> BoardModel {
    let points = Point::all().map(|point| bare(point, flipped, piece_at(point))).collect();
    BoardModel { points, lines: lines(flipped), last: LastTurn::default() }
}

/// The points a hint names: each push's dot and spot, each removal's row.
pub fn hinted(decisions: &[GipfDecision]) -> Vec<Point> {
    decisions
        .iter()
        .flat_map(|d| match d {
            GipfDecision::Push(p) => vec![p.entry.dot(), p.entry.spot()],
            GipfDecision::Remove(r) => r.set.iter().collect(),
            GipfDecision::Stop => Vec::new(),
        })
        .collect()
}

/// The side's pieces out of the game: its total at the start less reserve and board.
pub fn captured(start: &Position, now: &Position, side: Color) -> u8 {
    start.owned(side).saturating_sub(now.owned(side))
}

/// Drops the half-made choice (a dot or a row picked, pieces marked to stay): Escape.
pub fn cancel(ui: &Ui) -> Ui {
    Ui { dot: None, spot: None, row: None, kept: SpotSet::default(), ..ui.clone() }
}

/// What a screen reader says for a point: "e5, white GIPF piece, in a row to remove".
pub fn point_name(t: &Texts, p: &PointView) -> String {
    let content = match p.piece {
        None if p.dot => t.dot(),
        None => t.empty_spot(),
        Some((Color::White, Piece::Gipf)) => t.white_gipf_piece(),
        Some((Color::Black, Piece::Gipf)) => t.black_gipf_piece(),
        Some((Color::White, Piece::Single)) => t.white_piece(),
        Some((Color::Black, Piece::Single)) => t.black_piece(),
    };
    let mark = match p.mark {
        Mark::None => None,
        Mark::Target if p.dot => Some(t.push_from_here()),
        Mark::Target => Some(t.push_onto_here()),
        Mark::Picked => Some(t.chosen_point()),
        Mark::InRow | Mark::InOtherRow => Some(t.in_row_to_remove()),
        Mark::Chosen => Some(t.in_chosen_row()),
        Mark::Kept => Some(t.stays()),
    };
    [Some(p.label), Some(content), mark].into_iter().flatten().collect::<Vec<_>>().join(", ")
}

/// What the player whose decision it is should do now.
pub fn prompt(t: &Texts, ui: &Ui) -> String {
    let who = t.side(ui.turn.decider());
    let piece = if ui.piece == Some(Piece::Gipf) { t.a_gipf_piece() } else { t.a_piece() };
    match ui.turn.phase() {
        Phase::Push | Phase::PrePushRemoval if ui.spot.is_some() => t.gipf_choose_piece(who),
        Phase::Push | Phase::PrePushRemoval if ui.dot.is_some() => t.gipf_tap_spot(who, piece),
        Phase::PrePushRemoval if ui.row.is_none() => t.gipf_may_remove_first(who, piece),
        Phase::Push => t.gipf_to_push(who, piece),
        Phase::PrePushRemoval | Phase::Removal => match ui.picked_row() {
            None => t.gipf_pick_row(who),
            Some(row) if row.gipf.is_empty() => t.gipf_remove_plain(who),
            Some(_) => t.gipf_remove_keep(who),
        },
        Phase::Done => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, IT, SV};
    use tavola_engine::gipf::Variant;

    fn pt(label: &str) -> Point {
        Point::from_label(label).unwrap()
    }

    fn cont(s: Step) -> Ui {
        match s {
            Step::Continue(ui) => ui,
            Step::Done(t) => panic!("turn {t} finished early"),
        }
    }

    #[test]
    fn a_push_is_a_dot_then_a_spot() {
        let pos = Position::start(Variant::Basic);
        let ui = Ui::new(&pos).unwrap();
        let model = board(Some(&ui), &pos, None, false);
        let a1 = model.points.iter().find(|p| p.label == "a1").unwrap();
        assert_eq!(a1.mark, Mark::Target, "a1 starts pushes");
        let ui = cont(tap(&ui, pt("a1")));
        assert_eq!(ui.dot, Some(pt("a1")));
        let model = board(Some(&ui), &pos, None, false);
        let targets: Vec<&str> = model.points.iter().filter(|p| p.mark == Mark::Target).map(|p| p.label).collect();
        assert_eq!(targets, vec!["b2"]);
        let Step::Done(turn) = tap(&ui, pt("b2")) else { panic!("a push with no row ends the turn") };
        assert_eq!(turn.push().unwrap().entry.spot(), pt("b2"));
    }

    #[test]
    fn points_are_named_for_screen_readers() {
        let pos = Position::start(Variant::Standard);
        let ui = Ui::new(&pos).unwrap();
        let model = board(Some(&ui), &pos, None, false);
        let name = |l: &str| point_name(&EN, model.points.iter().find(|p| p.label == l).unwrap());
        assert_eq!(name("e2"), "e2, white GIPF piece");
        assert_eq!(name("e1"), "e1, dot, push from here");
        assert_eq!(name("e5"), "e5, empty");
    }

    #[test]
    fn a_tap_off_the_entries_drops_the_dot() {
        let pos = Position::start(Variant::Basic);
        let ui = cont(tap(&Ui::new(&pos).unwrap(), pt("a1")));
        let ui = cont(tap(&ui, pt("e5")));
        assert_eq!(ui.dot, None);
    }

    #[test]
    fn e1_is_at_the_bottom_and_flipping_turns_the_board() {
        let (_, y) = pixel(pt("e1"), false);
        assert!(y > 0.0, "SVG y grows downwards: e1 is at the bottom");
        assert_eq!(pixel(pt("e1"), true).1, -y);
        assert_eq!(lines(false).len(), 21, "seven lines in each of three directions");
    }

    #[test]
    fn in_the_tournament_a_dot_leaves_the_rows_and_the_kind_is_asked() {
        let pos: Position = "gipf tournament WWWW/5/B5/B6/B5/B4/4 w 10 10 11".parse().unwrap();
        let ui = Ui::new(&pos).unwrap();
        assert_eq!(ui.turn.phase(), Phase::PrePushRemoval);
        assert_eq!(ui.piece, None, "both kinds may enter: none is chosen for the player");
        let model = board(Some(&ui), &pos, None, false);
        assert!(model.points.iter().any(|p| p.label == "i1" && p.mark == Mark::Target), "dots are offered");
        let ui = cont(tap(&cont(tap(&ui, pt("i1"))), pt("h2")));
        assert_eq!((ui.dot, ui.spot), (Some(pt("i1")), Some(pt("h2"))), "the push waits for the kind");
        assert!(prompt(&EN, &ui).contains("which piece"));
        let Ok(Step::Continue(ui)) = choose_piece(&ui, Piece::Single) else {
            panic!("the GIPF row may still go in step 3")
        };
        assert_eq!(ui.turn.turn().push().map(|p| p.entry.to_string()), Some("i1-h2".into()), "the kind made the push");
        let Ok(Step::Done(turn)) = stop(&ui) else { panic!("leaving the rows ends the turn") };
        assert_eq!(turn.to_string(), "i1-h2");
    }

    #[test]
    fn the_opponents_row_is_his_to_remove_in_one_tap_and_its_button_says_what_goes() {
        let pos: Position = "gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11".parse().unwrap();
        let ui = cont(tap(&cont(tap(&Ui::new(&pos).unwrap(), pt("e1"))), pt("e2")));
        assert_eq!(ui.turn.decider(), Color::Black);
        assert!(!ui.mover_decides(), "White may not restart while Black removes");
        assert_eq!(row_label(&EN, &ui, &ui.rows()[0]), "e2–e6: 5 pieces, 1 captured");
        let Step::Done(turn) = tap(&ui, pt("e4")) else { panic!("a plain row goes with one tap") };
        assert_eq!(turn.to_string(), "e1-e2;oe2-e6");
    }

    #[test]
    fn at_a_crossing_a_tap_on_the_picked_rows_gipf_piece_keeps_it() {
        // Black's push d8-d7 makes two rows of his that cross on his GIPF piece on f6.
        let pos: Position = "gipf standard bbww/2b2/3wbw/wb2bbb/wb1WBw/bwwbb/b1wb b 4 1".parse().unwrap();
        let ui = cont(tap(&cont(tap(&Ui::new(&pos).unwrap(), pt("d8"))), pt("d7")));
        let rows = ui.rows();
        let through: Vec<usize> = (0..rows.len()).filter(|&i| rows[i].set.contains(pt("f6"))).collect();
        assert!(through.len() >= 2, "rows cross on f6");
        // Two rows offered are drawn in two kinds of mark, so they are told apart.
        let model = board(Some(&ui), &pos, None, false);
        let only =
            |i: usize| rows[i].set.iter().find(|p| rows.iter().enumerate().all(|(j, r)| j == i || !r.set.contains(*p)));
        let mark_of = |p: Point| model.points.iter().find(|v| v.point == p).map(|v| v.mark);
        let kinds: Vec<_> = through.iter().map(|&i| only(i).and_then(mark_of)).collect();
        assert_eq!(kinds[..2], [Some(Mark::InRow), Some(Mark::InOtherRow)]);
        // f6 is Black's last GIPF piece: a row through it is picked with it kept.
        let kept = |p: &str| [pt(p)].into_iter().collect::<SpotSet>();
        let first = cont(tap(&ui, pt("f6")));
        assert_eq!((first.row, first.kept), (Some(through[0]), kept("f6")), "the first tap picks a row");
        let going = cont(tap(&first, pt("f6")));
        assert_eq!(going.row, Some(through[0]), "the row stays picked");
        assert!(!going.kept.contains(pt("f6")), "the next tap lets the piece go, as the prompt asks");
        let keeping = cont(tap(&going, pt("f6")));
        assert!(keeping.kept.contains(pt("f6")), "and a third keeps it again");
        // The other row is picked from a piece of its own, its own defaults with it.
        let other = rows[through[1]].set.iter().find(|p| !rows[through[0]].set.contains(*p)).unwrap();
        let switched = cont(tap(&going, other));
        assert_eq!((switched.row, switched.kept), (Some(through[1]), kept("f6")));
        assert!(remove_row(&keeping).is_ok());
    }

    #[test]
    fn a_drag_from_a_dot_pushes_and_any_other_drag_is_one_tap() {
        let pos: Position = "gipf basic 4/5/6/7/6/5/4 w 15 15".parse().unwrap();
        let ui = Ui::new(&pos).unwrap();
        let Step::Done(turn) = drag(&ui, pt("e1"), pt("e2")) else { panic!("the drag pushes") };
        assert_eq!(turn.to_string(), "e1-e2");
        // With a dot already picked, dragging from it still pushes (it is not unpicked).
        let picked = cont(tap(&ui, pt("e1")));
        assert!(matches!(drag(&picked, pt("e1"), pt("e2")), Step::Done(_)));
        // From a spot, the drag is the tap where it ends: here it picks the dot i1.
        assert_eq!(cont(drag(&ui, pt("e5"), pt("i1"))).dot, Some(pt("i1")));
    }

    #[test]
    fn hints_name_their_points() {
        let push =
            GipfDecision::Push(Push { entry: Entry::from_points(pt("e1"), pt("e2")).unwrap(), piece: Piece::Single });
        assert_eq!(hinted(&[push]), vec![pt("e1"), pt("e2")]);
    }

    #[test]
    fn no_single_tap_on_remove_row_loses_the_game() {
        // Black pushes e1-e2 and completes a row holding his last GIPF piece.
        let pos: Position = "gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10".parse().unwrap();
        let ui = cont(tap(&cont(tap(&Ui::new(&pos).unwrap(), pt("e1"))), pt("e2")));
        assert_eq!(ui.row, Some(0), "the only row is picked");
        let black_gipf = ui.turn().board().gipf_pieces(Color::Black);
        assert_eq!(ui.kept, ui.rows()[0].gipf.iter().filter(|&p| black_gipf.contains(p)).collect());
        assert!(can_remove_row(&ui));
        let after = |kept: SpotSet| {
            let mut turn = ui.turn().clone();
            turn.remove(Removal { set: ui.rows()[0].set, kept }).unwrap();
            turn.result()
        };
        let Ok(Step::Done(turn)) = remove_row(&ui) else { panic!("the turn ends") };
        // White's GIPF piece in the row is captured, and said as one.
        let line = turn_line(&EN, &pos, &turn);
        assert!(line.contains("took one white GIPF piece") && !line.contains("white piece"), "{line}");
        assert_eq!(after(ui.kept), None, "Black keeps his GIPF piece and plays on");
        // A stray tap beside the row changes nothing.
        assert_eq!(cont(tap(&ui, pt("a1"))), ui, "a tap off the row keeps it picked");
        // Let go by hand, it goes, and the game with it: the player's own choice.
        let gone = toggle_kept(&ui, ui.kept.iter().next().unwrap());
        assert_eq!(after(gone.kept).and_then(|r| r.winner), Some(Color::White));
    }

    #[test]
    fn a_row_is_removed_with_gipf_pieces_kept() {
        // White pushes c1-c2 and completes c2..c5, with GIPF pieces on c3 and c4.
        let pos: Position = "gipf standard 4/1WWw1/6/7/6/5/B3 w 13 16".parse().unwrap();
        let ui = Ui::new(&pos).unwrap();
        let ui = cont(tap(&ui, pt("c1")));
        let step = tap(&ui, pt("c2"));
        let ui = cont(step);
        assert_eq!(ui.turn.phase(), Phase::Removal);
        assert_eq!(ui.row, Some(0), "the only row is picked");
        let gipf = ui.rows()[0].gipf;
        assert_eq!(ui.kept, gipf, "White's last GIPF pieces stay unless he says otherwise");
        let first = gipf.iter().next().unwrap();
        let ui = cont(tap(&ui, first));
        assert!(!ui.kept.contains(first), "a tap lets one go");
        let Step::Done(turn) = remove_row(&ui).unwrap() else { panic!("the turn ends") };
        let removal = turn.mover_removals()[0];
        assert!(!removal.kept.contains(first) && removal.kept.len() == 1);

        assert!(prompt(&EN, &Ui::new(&pos).unwrap()).starts_with("White to push"));
        assert_eq!(
            prompt(&SV, &Ui::new(&pos).unwrap()),
            "Vit skjuter in en bricka: tryck på en markerad prick och sedan på en punkt."
        );
    }

    #[test]
    fn the_last_push_is_drawn_from_its_dot_to_the_end_of_the_run() {
        let before: Position = "gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11".parse().unwrap();
        let pushed = Ui::new(&before).map(|ui| cont(tap(&cont(tap(&ui, pt("e1"))), pt("e2")))).unwrap();
        // While Black removes, the push of the turn in progress is the one drawn.
        let m = board(Some(&pushed), &before, None, false);
        assert_eq!(m.last.path, vec![pixel(pt("e1"), false), pixel(pt("e5"), false)], "e2..e4 were shoved to e5");
        let fresh = Position::start(Variant::Basic);
        assert!(board(Ui::new(&fresh).as_ref(), &fresh, None, true).last.path.is_empty());
    }

    /// The turn `decisions` from `pos`, with the position before it.
    fn played(pos: &str, decisions: &[&str]) -> (Position, Turn) {
        let before: Position = pos.parse().unwrap();
        let mut turn = TurnInProgress::new(&before).unwrap();
        for d in decisions {
            turn.apply(d.parse().unwrap()).unwrap();
        }
        (before, turn.finish().unwrap().0)
    }

    #[test]
    fn the_last_turn_shows_where_its_removed_pieces_went_and_says_so() {
        // Black's e1-e2 makes e2..e5 his, with White's e6 at its end: four go back, one is taken.
        let (before, turn) = played("gipf basic 4/5/6/1bbbw2/6/5/4 b 10 10", &["e1-e2", "xe2-e6"]);
        let gone = removed(&before, &turn).gone;
        let own: Vec<_> =
            gone.iter().filter(|g| g.color == Color::Black && !g.captured).map(|g| g.point.label()).collect();
        assert_eq!(own, ["e2", "e3", "e4", "e5"]);
        assert_eq!(
            gone.iter().filter(|g| g.captured).map(|g| (g.point, g.color)).collect::<Vec<_>>(),
            [(pt("e6"), Color::White)]
        );
        assert_eq!(
            turn_line(&EN, &before, &turn),
            "Black pushed e1-e2, removed the row e2–e6 and took one white piece."
        );
        assert_eq!(
            turn_line(&IT, &before, &turn),
            "Il Nero ha spinto e1-e2, ha preso la fila e2–e6 e ha catturato un pezzo bianco."
        );
        assert_eq!(
            turn_line(&SV, &before, &turn),
            "Svart sköt in e1-e2, plockade upp raden e2–e6 och tog en vit bricka."
        );
        // Drawn on the board after the turn, for whoever looks: ghosts where the pieces stood.
        let after = TurnInProgress::new(&before).map(|mut t| {
            t.apply("e1-e2".parse().unwrap()).unwrap();
            t.apply("xe2-e6".parse().unwrap()).unwrap();
            t.finish().unwrap().1
        });
        let after = after.unwrap();
        let model = board(Ui::new(&after).as_ref(), &after, Some((&before, &turn)), false);
        let at =
            |l: &str| model.points.iter().find(|p| p.label == l).and_then(|p| p.gone).map(|g| (g.color, g.captured));
        assert_eq!([at("e3"), at("e6"), at("e7")], [Some((Color::Black, false)), Some((Color::White, true)), None]);
        // And while White picks a dot for the next push.
        let ui = cont(tap(&Ui::new(&after).unwrap(), pt("a1")));
        assert!(board(Some(&ui), &after, Some((&before, &turn)), false).points.iter().any(|p| p.gone.is_some()));
    }

    #[test]
    fn a_push_alone_and_the_opponents_rows_are_said_in_their_own_sentences() {
        let (before, turn) = played("gipf basic 4/5/6/7/6/5/4 w 15 15", &["e1-e2"]);
        assert_eq!(turn_line(&EN, &before, &turn), "White pushed e1-e2.");
        // White's push completes Black's row e2..e6 (Black's four and White's entered piece).
        let (before, turn) = played("gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11", &["e1-e2", "oe2-e6"]);
        assert_eq!(turn.to_string(), "e1-e2;oe2-e6");
        assert_eq!(
            turn_line(&EN, &before, &turn),
            "White pushed e1-e2. Black removed the row e2–e6 and took one white piece."
        );
        assert_eq!(
            turn_line(&IT, &before, &turn),
            "Il Bianco ha spinto e1-e2. Il Nero ha preso la fila e2–e6 e ha catturato un pezzo bianco."
        );
        assert_eq!(
            turn_line(&SV, &before, &turn),
            "Vit sköt in e1-e2. Svart plockade upp raden e2–e6 och tog en vit bricka."
        );
    }

    #[test]
    fn several_pieces_and_rows_are_counted_in_each_language() {
        assert_eq!(EN.took_pieces(2, Color::Black), "took 2 black pieces");
        assert_eq!(IT.took_pieces(3, Color::White), "ha catturato 3 pezzi bianchi");
        assert_eq!(SV.took_pieces(2, Color::White), "tog 2 vita brickor");
        assert_eq!(SV.took_pieces(1, Color::Black), "tog en svart bricka");
        assert_eq!(IT.removed_rows("a1–a4 e b2–b5", 2), "ha preso le file a1–a4 e b2–b5");
        assert_eq!(EN.removed_rows("a1–a4 and b2–b5", 2), "removed the rows a1–a4 and b2–b5");
    }
}
