//! A position under construction: set up tap by tap, illegal while it is built, and
//! checked by the engine when the author is done. The engine builds the position from its
//! parts (`gipf::Position::new`, `emergo::Position::new`) and names every reason it cannot
//! arise in play, so the rules and the notation are the engine's alone; a setup only holds
//! what an editor needs on the way there.
//!
//! Counts: the position text holds each side's reserve (GIPF) or men in hand (Emergo), not
//! what was lost, so the reserve is what the author edits ([`Setup::set_count`]) and what a
//! GIPF side has lost is derived ([`Setup::lost`]). Taps never change the counts: an author
//! copying a diagram sets both the board and the reserves, and the check names a side with
//! more pieces than a game has.

use tavola_engine::emergo::{self, Column, Square, MEN_PER_SIDE, SQUARES};
use tavola_engine::gipf::{self, Entered, Piece, Point, Variant, MAX_PIECES};
use tavola_engine::kind::PositionRefusal;
use tavola_engine::record::Record;
use tavola_engine::{Color, GameKind};

use crate::board::{emergo_model, gipf_model};
use crate::i18n::{Quoted, Texts};
use crate::session::AnyRecord;

/// What a tap puts on a place: the author's palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    White,
    Black,
    WhiteGipf,
    BlackGipf,
    /// Takes off what stands there (an Emergo column's top man).
    Empty,
}

impl Tool {
    /// The tool's name on the palette.
    pub fn name(self, t: &Texts) -> &'static str {
        match self {
            Tool::White => t.white(),
            Tool::Black => t.black(),
            Tool::WhiteGipf => t.tool_white_gipf(),
            Tool::BlackGipf => t.tool_black_gipf(),
            Tool::Empty => t.tool_empty(),
        }
    }

    /// What the tool puts down.
    fn piece(self) -> Option<(Color, Piece)> {
        match self {
            Tool::White => Some((Color::White, Piece::Single)),
            Tool::Black => Some((Color::Black, Piece::Single)),
            Tool::WhiteGipf => Some((Color::White, Piece::Gipf)),
            Tool::BlackGipf => Some((Color::Black, Piece::Gipf)),
            Tool::Empty => None,
        }
    }
}

/// A place of either board: a GIPF point (dots included) or an Emergo square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    Point(Point),
    Square(Square),
}

impl std::fmt::Display for Place {
    /// The place's name in the notation, `e5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Point(p) => p.fmt(f),
            Place::Square(s) => s.fmt(f),
        }
    }
}

/// What stands on a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    /// A GIPF piece, single or GIPF.
    Piece(Color, Piece),
    /// An Emergo column.
    Column(Column),
}

/// Why a tap was refused; the setup is as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapError {
    /// A GIPF piece in a game that has none (basic GIPF, Emergo).
    NoGipfPieces,
    /// A place of the other game's board.
    NotOnBoard(Place),
    /// Emergo: a man on a column topped by the other colour over prisoners of his own; a
    /// column is always its owner's men over the other colour's prisoners (rules §2.2).
    Mixed(Square),
    /// Emergo: a column already as tall as all the men of a game.
    TooTall(Square),
}

impl TapError {
    pub fn describe(&self, t: &Texts) -> String {
        match self {
            TapError::NoGipfPieces => t.tap_no_gipf().to_string(),
            TapError::NotOnBoard(place) => t.warn_place(Quoted(&place.to_string())),
            TapError::Mixed(square) => t.tap_mixed(&square.label()),
            TapError::TooTall(square) => t.tap_too_tall(&square.label(), Column::MAX_HEIGHT),
        }
    }
}

/// Why a setup is not a position of play: each problem, with what it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A piece on a dot: dots hold a piece only while it is pushed, never between turns.
    OnDot(Point),
    /// What GIPF's rules refuse (rules §1.6), as the engine names it.
    Gipf(gipf::PositionError),
    /// What Emergo's rules refuse (more than 12 men of a colour), as the engine names it.
    Emergo(emergo::PositionError),
}

impl SetupError {
    pub fn describe(&self, t: &Texts) -> String {
        use gipf::PositionError as G;
        match self {
            SetupError::OnDot(point) => t.setup_on_dot(point.label()),
            SetupError::Gipf(G::GipfInBasic) => t.setup_gipf_in_basic().to_string(),
            SetupError::Gipf(G::TooManyPieces { color, count }) => {
                t.setup_too_many_pieces(t.side(*color), *count, MAX_PIECES)
            }
            SetupError::Gipf(G::TooManyGipf { color, count }) => t.setup_too_many_gipf(t.side(*color), *count),
            SetupError::Gipf(G::PiecesBeforeFirstPush { color }) => {
                t.setup_before_first_push(t.side(*color), MAX_PIECES)
            }
            SetupError::Gipf(G::BlackPushedFirst) => t.setup_black_pushed_first().to_string(),
            SetupError::Gipf(G::WrongSideBeforeFirstPushes { expected }) => t.setup_wrong_side(t.side(*expected)),
            SetupError::Gipf(G::RowToRemove(row)) => t.setup_row(&row.to_string()),
            SetupError::Emergo(emergo::PositionError::TooManyMen { color, count }) => {
                t.setup_too_many_men(t.side(*color), *count, MEN_PER_SIDE)
            }
        }
    }
}

/// A position text that did not read, in the player's language (the engine's detail kept).
pub fn describe_refusal(t: &Texts, refusal: &PositionRefusal) -> String {
    t.setup_unreadable(&refusal.to_string())
}

/// A setup the engine accepted: a position of play, the start of a story or an exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checked {
    Gipf(gipf::Position),
    Emergo(emergo::Position),
}

impl Checked {
    /// A record starting here, with no turns yet.
    pub fn record(&self) -> AnyRecord {
        match self {
            Checked::Gipf(p) => AnyRecord::Gipf(Record::new(*p)),
            Checked::Emergo(p) => AnyRecord::Emergo(Record::new(*p)),
        }
    }
}

impl std::fmt::Display for Checked {
    /// The position in canonical notation (the engine's writer).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Checked::Gipf(p) => p.fmt(f),
            Checked::Emergo(p) => p.fmt(f),
        }
    }
}

/// What stands where, per game.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Board {
    Gipf {
        variant: Variant,
        /// Every point, dots included, in `Point::all` order.
        points: Vec<Option<(Color, Piece)>>,
        entered: [Entered; 2],
    },
    Emergo {
        /// Every square, in `Square::ALL` order.
        squares: [Option<Column>; SQUARES],
    },
}

/// A position under construction (see the module's header).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    board: Board,
    /// The reserve (GIPF) or the men in hand (Emergo), White's then Black's.
    counts: [u8; 2],
    side: Color,
}

/// The index of `point` in `Point::all` order.
fn point_index(point: Point) -> Option<usize> {
    Point::all().position(|p| p == point)
}

impl Setup {
    /// The game's start position.
    pub fn start(kind: GameKind) -> Setup {
        match kind {
            GameKind::Gipf(variant) => Setup::of(Checked::Gipf(gipf::Position::start(variant))),
            GameKind::Emergo => Setup::of(Checked::Emergo(emergo::Position::start())),
        }
    }

    /// The game's board with nothing on it and every piece of the start in the reserve (in
    /// hand), White to move: where an author sets up a position from nothing.
    pub fn empty(kind: GameKind) -> Setup {
        let mut setup = Setup::start(kind);
        let full = setup.start_total();
        setup.clear();
        setup.counts = [full; 2];
        setup
    }

    /// The setup of a position text, to edit it: refused as the engine refuses the text.
    pub fn from_position(text: &str) -> Result<Setup, PositionRefusal> {
        let record = AnyRecord::starting_at(text).map_err(|e| match e {
            tavola_engine::record::RecordError::BadPosition(refusal) => refusal,
            _ => PositionRefusal::UnknownGame,
        })?;
        Ok(match &record {
            AnyRecord::Gipf(r) => Setup::of(Checked::Gipf(*r.start())),
            AnyRecord::Emergo(r) => Setup::of(Checked::Emergo(*r.start())),
        })
    }

    /// The setup of a checked position.
    pub fn of(position: Checked) -> Setup {
        match position {
            Checked::Gipf(pos) => Setup {
                board: Board::Gipf {
                    variant: pos.variant(),
                    points: Point::all().map(|p| pos.piece_at(p)).collect(),
                    entered: Color::BOTH.map(|c| pos.entered(c)),
                },
                counts: Color::BOTH.map(|c| pos.reserve(c)),
                side: pos.side_to_move(),
            },
            Checked::Emergo(pos) => Setup {
                board: Board::Emergo { squares: Square::ALL.map(|s| pos.column(s)) },
                counts: Color::BOTH.map(|c| pos.in_hand(c)),
                side: pos.side_to_move(),
            },
        }
    }

    pub fn kind(&self) -> GameKind {
        match &self.board {
            Board::Gipf { variant, .. } => GameKind::Gipf(*variant),
            Board::Emergo { .. } => GameKind::Emergo,
        }
    }

    /// Plays the same board as another GIPF game (the pieces stay: GIPF pieces in a basic
    /// game are then named by the check). Emergo has no variants: nothing changes.
    pub fn set_variant(&mut self, to: Variant) {
        if let Board::Gipf { variant, .. } = &mut self.board {
            *variant = to;
        }
    }

    /// Every place of the board, in notation order (GIPF dots included).
    pub fn places(&self) -> Vec<Place> {
        match &self.board {
            Board::Gipf { .. } => Point::all().map(Place::Point).collect(),
            Board::Emergo { .. } => Square::ALL.into_iter().map(Place::Square).collect(),
        }
    }

    /// What stands on `place` (empty for a place of the other game).
    pub fn at(&self, place: Place) -> Cell {
        match (&self.board, place) {
            (Board::Gipf { points, .. }, Place::Point(p)) => {
                match point_index(p).and_then(|i| points.get(i).copied().flatten()) {
                    Some((color, piece)) => Cell::Piece(color, piece),
                    None => Cell::Empty,
                }
            }
            (Board::Emergo { squares }, Place::Square(s)) => squares[s.index()].map_or(Cell::Empty, Cell::Column),
            _ => Cell::Empty,
        }
    }

    /// The palette: GIPF pieces only where the game has them.
    pub fn tools(&self) -> Vec<Tool> {
        let gipf = matches!(self.board, Board::Gipf { variant, .. } if variant != Variant::Basic);
        let pieces = if gipf {
            &[Tool::White, Tool::Black, Tool::WhiteGipf, Tool::BlackGipf][..]
        } else {
            &[Tool::White, Tool::Black][..]
        };
        pieces.iter().copied().chain([Tool::Empty]).collect()
    }

    /// Puts the tool's piece on `place`. GIPF: the place then holds that piece, whatever
    /// stood there; tapping a place with the piece it holds takes it off, so a slip is
    /// undone by the same tap. In the tournament game a side with a piece on the board has
    /// pushed (its entry state follows: a single piece means it has entered one). Emergo:
    /// a man of the tool's colour goes on top of the column, the empty tool takes the top
    /// man off.
    pub fn tap(&mut self, place: Place, tool: Tool) -> Result<(), TapError> {
        match (&mut self.board, place) {
            (Board::Gipf { variant, points, entered }, Place::Point(point)) => {
                let piece = tool.piece();
                if piece.is_some_and(|(_, p)| p == Piece::Gipf) && *variant == Variant::Basic {
                    return Err(TapError::NoGipfPieces);
                }
                let Some(slot) = point_index(point).and_then(|i| points.get_mut(i)) else {
                    return Err(TapError::NotOnBoard(place));
                };
                *slot = if *slot == piece { None } else { piece };
                if let (Variant::Tournament, Some((color, kind))) = (*variant, *slot) {
                    let now = if kind == Piece::Single { Entered::Single } else { Entered::GipfOnly };
                    entered[color.index()] = entered[color.index()].max(now);
                }
                Ok(())
            }
            (Board::Emergo { squares }, Place::Square(square)) => {
                let column = &mut squares[square.index()];
                *column = match (tool, *column) {
                    (Tool::WhiteGipf | Tool::BlackGipf, _) => return Err(TapError::NoGipfPieces),
                    (Tool::Empty, None) => None,
                    (Tool::Empty, Some(c)) if c.caps() > 1 => Column::new(c.owner(), c.caps() - 1, c.prisoners()),
                    (Tool::Empty, Some(c)) => Column::new(c.owner().other(), c.prisoners(), 0),
                    (_, None) => tool.piece().map(|(color, _)| Column::single(color)),
                    (_, Some(c)) => {
                        let color = if tool == Tool::White { Color::White } else { Color::Black };
                        let on_top = if color == c.owner() {
                            Column::new(color, c.caps().saturating_add(1), c.prisoners())
                        } else if c.prisoners() == 0 {
                            Column::new(color, 1, c.caps())
                        } else {
                            return Err(TapError::Mixed(square));
                        };
                        Some(on_top.ok_or(TapError::TooTall(square))?)
                    }
                };
                Ok(())
            }
            _ => Err(TapError::NotOnBoard(place)),
        }
    }

    /// Takes every piece off the board; the counts and the side to move stay.
    pub fn clear(&mut self) {
        match &mut self.board {
            Board::Gipf { points, .. } => points.iter_mut().for_each(|p| *p = None),
            Board::Emergo { squares } => *squares = [None; SQUARES],
        }
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    pub fn set_side_to_move(&mut self, side: Color) {
        self.side = side;
    }

    /// `color`'s reserve (GIPF) or men in hand (Emergo).
    pub fn count(&self, color: Color) -> u8 {
        self.counts[color.index()]
    }

    /// The most [`Setup::set_count`] takes: what the notation can hold (18 in a GIPF
    /// reserve, 12 men in hand).
    pub fn most(&self) -> u8 {
        match self.board {
            Board::Gipf { .. } => MAX_PIECES,
            Board::Emergo { .. } => MEN_PER_SIDE,
        }
    }

    /// Sets the reserve (men in hand), up to [`Setup::most`].
    pub fn set_count(&mut self, color: Color, count: u8) {
        self.counts[color.index()] = count.min(self.most());
    }

    /// The pieces a GIPF side has lost: what it lacks of the start's pieces (15 in the
    /// basic game, 18 in the others; a basic game with extra pieces shows the extras as
    /// none lost), a GIPF piece counting two. `None` for Emergo, where no man leaves the
    /// board.
    pub fn lost(&self, color: Color) -> Option<u8> {
        let Board::Gipf { points, .. } = &self.board else { return None };
        let on_board: u8 = points.iter().flatten().filter(|(c, _)| *c == color).map(|(_, p)| p.weight()).sum();
        Some(self.start_total().saturating_sub(on_board.saturating_add(self.count(color))))
    }

    /// Each side's pieces (men) at the game's start, board and reserve (hand) together.
    fn start_total(&self) -> u8 {
        match self.board {
            Board::Gipf { variant: Variant::Basic, .. } => 15,
            Board::Gipf { .. } => MAX_PIECES,
            Board::Emergo { .. } => MEN_PER_SIDE,
        }
    }

    /// `color`'s tournament entry state (the entry digit of rules §1.6); `None` outside
    /// the tournament game.
    pub fn entered(&self, color: Color) -> Option<Entered> {
        match &self.board {
            Board::Gipf { variant: Variant::Tournament, entered, .. } => Some(entered[color.index()]),
            _ => None,
        }
    }

    /// Sets `color`'s tournament entry state; nothing outside the tournament game.
    pub fn set_entered(&mut self, color: Color, state: Entered) {
        if let Board::Gipf { variant: Variant::Tournament, entered, .. } = &mut self.board {
            entered[color.index()] = state;
        }
    }

    /// The position of play, or every reason it is not one.
    pub fn check(&self) -> Result<Checked, Vec<SetupError>> {
        let [white, black] = self.counts;
        match &self.board {
            Board::Gipf { variant, points, entered } => {
                let placed: Vec<(Point, Color, Piece)> =
                    Point::all().zip(points).filter_map(|(p, at)| at.map(|(c, k)| (p, c, k))).collect();
                let on_dots: Vec<SetupError> =
                    placed.iter().filter(|(p, _, _)| p.is_dot()).map(|(p, _, _)| SetupError::OnDot(*p)).collect();
                let position = gipf::Position::new(placed, [white, black], *entered, self.side, *variant);
                match (position, on_dots) {
                    (Ok(pos), dots) if dots.is_empty() => Ok(Checked::Gipf(pos)),
                    (Ok(_), dots) => Err(dots),
                    (Err(problems), mut dots) => {
                        dots.extend(problems.into_iter().map(SetupError::Gipf));
                        Err(dots)
                    }
                }
            }
            Board::Emergo { squares } => {
                let columns: Vec<(Square, Column)> =
                    Square::ALL.into_iter().zip(squares).filter_map(|(s, c)| Some((s, (*c)?))).collect();
                emergo::Position::new(&columns, white, black, self.side)
                    .map(Checked::Emergo)
                    .map_err(|problems| problems.into_iter().map(SetupError::Emergo).collect())
            }
        }
    }

    /// The GIPF board as the game's board component draws it (pieces only); `None` for Emergo.
    pub fn gipf_board(&self, flipped: bool) -> Option<gipf_model::BoardModel> {
        let Board::Gipf { points, .. } = &self.board else { return None };
        Some(gipf_model::still(|p| point_index(p).and_then(|i| points.get(i).copied().flatten()), flipped))
    }

    /// The Emergo board as the game's board component draws it (columns only); `None` for GIPF.
    pub fn emergo_board(&self, flipped: bool) -> Option<emergo_model::BoardModel> {
        let Board::Emergo { squares } = &self.board else { return None };
        Some(emergo_model::still(|s| squares[s.index()], flipped))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    fn point(label: &str) -> Place {
        Place::Point(Point::from_label(label).unwrap())
    }

    fn square(label: &str) -> Place {
        Place::Square(label.parse().unwrap())
    }

    #[test]
    fn every_start_checks_as_the_engines_start() {
        for kind in GameKind::ALL {
            let start = Setup::start(kind).check().unwrap();
            assert_eq!(AnyRecord::starting_at(&start.to_string()), Ok(start.record()));
            assert_eq!(Setup::of(start), Setup::start(kind));
        }
    }

    #[test]
    fn a_gipf_tap_sets_toggles_and_refuses_what_the_game_lacks() {
        let mut s = Setup::empty(GameKind::Gipf(Variant::Basic));
        assert_eq!(s.tools(), [Tool::White, Tool::Black, Tool::Empty]);
        assert_eq!(s.tap(point("e5"), Tool::WhiteGipf), Err(TapError::NoGipfPieces));
        s.tap(point("e5"), Tool::White).unwrap();
        assert_eq!(s.at(point("e5")), Cell::Piece(Color::White, Piece::Single));
        s.tap(point("e5"), Tool::White).unwrap();
        assert_eq!(s.at(point("e5")), Cell::Empty, "the same piece again takes it off");
        assert_eq!(s.tap(square("e5"), Tool::White), Err(TapError::NotOnBoard(square("e5"))));
        assert_eq!(s.lost(Color::White), Some(0));
        s.set_count(Color::White, 40);
        assert_eq!(s.count(Color::White), 18, "the notation holds no more");
    }

    #[test]
    fn an_emergo_tap_stacks_men_and_takes_the_top_one_off() {
        let mut s = Setup::empty(GameKind::Emergo);
        let e5 = square("e5");
        for tool in [Tool::Black, Tool::White, Tool::White] {
            s.tap(e5, tool).unwrap();
        }
        let Cell::Column(c) = s.at(e5) else { panic!("a column") };
        assert_eq!(c.to_string(), "(wwb)");
        assert_eq!(s.tap(e5, Tool::Black), Err(TapError::Mixed(e5.to_string().parse().unwrap())));
        assert_eq!(s.tap(e5, Tool::BlackGipf), Err(TapError::NoGipfPieces));
        s.tap(e5, Tool::Empty).unwrap();
        s.tap(e5, Tool::Empty).unwrap();
        assert_eq!(s.at(e5), Cell::Column(Column::single(Color::Black)), "the prisoner is freed");
        s.tap(e5, Tool::Empty).unwrap();
        s.tap(e5, Tool::Empty).unwrap();
        assert_eq!(s.at(e5), Cell::Empty);
        assert_eq!(s.lost(Color::White), None);
    }

    #[test]
    fn a_tournament_side_with_pieces_has_pushed() {
        let mut s = Setup::empty(GameKind::Gipf(Variant::Tournament));
        s.tap(point("e5"), Tool::WhiteGipf).unwrap();
        assert_eq!(s.entered(Color::White), Some(Entered::GipfOnly));
        s.tap(point("e4"), Tool::White).unwrap();
        assert_eq!((s.entered(Color::White), s.entered(Color::Black)), (Some(Entered::Single), Some(Entered::Nothing)));
        s.set_count(Color::White, 15);
        s.set_side_to_move(Color::Black);
        assert_eq!(s.check().unwrap().to_string(), "gipf tournament 4/5/6/2wW3/6/5/4 b 15 18 20");
        assert_eq!(Setup::empty(GameKind::Emergo).entered(Color::White), None);
    }

    #[test]
    fn boards_draw_what_the_setup_holds() {
        let mut s = Setup::empty(GameKind::Gipf(Variant::Standard));
        s.tap(point("a1"), Tool::BlackGipf).unwrap();
        let board = s.gipf_board(false).unwrap();
        let a1 = board.points.iter().find(|p| p.label == "a1").unwrap();
        assert_eq!((a1.dot, a1.piece), (true, Some((Color::Black, Piece::Gipf))));
        assert!(s.emergo_board(false).is_none());
        let mut e = Setup::empty(GameKind::Emergo);
        e.tap(square("d6"), Tool::White).unwrap();
        let cells = e.emergo_board(true).unwrap().cells;
        assert_eq!(cells.iter().filter(|c| c.column.is_some()).map(|c| c.label.as_str()).collect::<Vec<_>>(), ["d6"]);
        assert_eq!(cells.len(), SQUARES);
    }

    #[test]
    fn a_refused_text_is_said_with_the_engines_detail() {
        let refusal = Setup::from_position("gipf basic 4/5/6/7/6/5/4 w 12").unwrap_err();
        assert!(describe_refusal(&EN, &refusal).contains("Black reserve"), "{}", describe_refusal(&EN, &refusal));
        assert_eq!(Setup::from_position("chess"), Err(PositionRefusal::UnknownGame));
    }
}
