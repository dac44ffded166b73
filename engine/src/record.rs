//! Game records: a start position and every turn, replayed through the rules.
//!
//! One format serves both games (documented in `docs/notation.md`):
//!
//! ```text
//! [Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]
//! [Ended "draw-agreed"]
//! 1. d6 d8 2. e4 g6 {a comment} 3. f4
//! ```
//!
//! Tags are `[Name "value"]` lines; `Position` is required, `Ended` records a
//! resignation or agreed draw, other tags are kept as they are. The movetext is
//! whitespace-separated turns in the game's turn notation; move numbers (`12.`, `12...`)
//! are skipped; `{comments}` are kept with the ply they follow and printed back. Reading a
//! record replays it and names the first illegal turn with its number.

use std::fmt::{self, Write as _};

use crate::kind::{KnownGame, PositionRefusal, Refusal};
use crate::{Color, GameKind, GameResult, Reason, Rules};

/// A replayed game: every position from the start, one more than there are turns.
///
/// The fields are private so that a record always holds a replayed game: turns change
/// only through [`Record::push`], [`Record::push_text`] and [`Record::truncate`], and
/// tags and the end only to what the text format can print and read back.
///
/// ```
/// use tavola_engine::emergo::Emergo;
/// use tavola_engine::record::Record;
///
/// let text = "[Position \"emergo 1/3/5/7/9/7/5/3/1 w 12 12\"]\n1. d6 d8 2. e4\n";
/// let mut record = Record::<Emergo>::parse(text).unwrap();
/// assert_eq!(record.turns().len(), 3);
/// assert_eq!(record.positions().len(), 4);
/// assert_eq!(record.to_string(), text);
/// let refused = record.push_text("e5").unwrap_err();
/// assert!(refused.to_string().starts_with("turn 4 (e5): "));
/// let occupied = "d6".parse().unwrap(); // a legal move's text, but d6 is taken
/// assert!(record.push(occupied).is_err());
/// ```
pub struct Record<G: Rules> {
    /// Tags other than `Position` and `Ended`, in their order.
    tags: Vec<(String, String)>,
    /// The turns played, in order.
    turns: Vec<G::Turn>,
    /// `positions[0]` is the start, `positions[i + 1]` follows `turns[i]`.
    positions: Vec<G::Position>,
    /// A resignation or agreed draw, which the rules alone cannot see.
    ended: Option<GameResult>,
    /// `{comments}` with the ply they follow (0: before the first turn), in order.
    comments: Vec<(usize, String)>,
}

// Written out rather than derived: a derive would demand the same traits of `G`, a unit
// struct that only names the rules.
impl<G: Rules> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            tags: self.tags.clone(),
            turns: self.turns.clone(),
            positions: self.positions.clone(),
            ended: self.ended,
            comments: self.comments.clone(),
        }
    }
}

impl<G: Rules> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.tags == other.tags
            && self.turns == other.turns
            && self.positions == other.positions
            && self.ended == other.ended
            && self.comments == other.comments
    }
}

impl<G: Rules> Eq for Record<G> {}

impl<G: Rules> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("tags", &self.tags)
            .field("turns", &self.turns)
            .field("ended", &self.ended)
            .field("comments", &self.comments)
            .finish()
    }
}

/// Why a record was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// No `[Position "..."]` tag.
    MissingPosition,
    /// A tag line that is not `[Name "value"]`.
    BadTag {
        /// 1-based.
        line: usize,
    },
    /// An unknown `Ended` value.
    BadEnded(String),
    /// A tag name a tag line cannot hold, or one the record keeps itself.
    BadTagName(String),
    /// The start position did not parse or is not of this game.
    BadPosition(PositionRefusal),
    /// Turn `number` (1-based, counting both players' turns) is illegal.
    BadTurn {
        /// 1-based, counting both players' turns.
        number: usize,
        /// The turn as written.
        text: String,
        /// The rules' reason.
        reason: Refusal,
    },
    /// A turn after the game had ended.
    AfterEnd {
        /// 1-based, counting both players' turns.
        number: usize,
        /// The turn as written.
        text: String,
    },
    /// An unclosed `{` comment.
    UnclosedComment,
    /// A comment that cannot be set: after a ply past the last turn, or holding a `}`,
    /// which would close it early.
    BadComment {
        /// The ply it was to follow.
        ply: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::MissingPosition => f.write_str("the record has no [Position \"...\"] tag"),
            RecordError::BadTag { line } => write!(f, "line {line}: a tag must look like [Name \"value\"]"),
            RecordError::BadEnded(v) => {
                write!(f, "unknown Ended value {v:?}: expected white-resigned, black-resigned, draw-agreed, white-lost-on-time or black-lost-on-time")
            }
            RecordError::BadTagName(name) => {
                write!(f, "{name:?} cannot name a tag: letters, digits and _ only, and not Position or Ended")
            }
            RecordError::BadPosition(why) => write!(f, "start position: {why}"),
            RecordError::BadTurn { number, text, reason } => {
                write!(f, "turn {number} ({text}): {reason}")
            }
            RecordError::AfterEnd { number, text } => {
                write!(f, "turn {number} ({text}): the game has already ended")
            }
            RecordError::UnclosedComment => f.write_str("a { comment is never closed"),
            RecordError::BadComment { ply } => {
                write!(f, "no comment can follow ply {ply}: past the last turn, or holding a }}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl<G: Rules> Record<G> {
    /// A record with no turns yet.
    pub fn new(start: G::Position) -> Self {
        Record { tags: Vec::new(), turns: Vec::new(), positions: vec![start], ended: None, comments: Vec::new() }
    }

    /// The position the record starts from.
    pub fn start(&self) -> &G::Position {
        &self.positions[0]
    }

    /// The position after the last turn.
    pub fn current(&self) -> &G::Position {
        // `new` holds the start position and `truncate` keeps it: never empty.
        #[allow(clippy::expect_used)]
        self.positions.last().expect("a record always holds its start position")
    }

    /// The turns played, in order.
    pub fn turns(&self) -> &[G::Turn] {
        &self.turns
    }

    /// Every position: `positions()[0]` is the start, `positions()[i + 1]` follows
    /// `turns()[i]`, so there is always one more than there are turns.
    pub fn positions(&self) -> &[G::Position] {
        &self.positions
    }

    /// The tags other than `Position` and `Ended` (which [`Record::start`] and
    /// [`Record::ended`] give), in their order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of the tag `name`, if the record has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name`, keeping its place if it exists, or removes it when `value` is
    /// blank. Quotes and control characters, which a tag line cannot hold, are dropped.
    /// Refuses a name a tag line cannot hold, and `Position` and `Ended`, which the
    /// record writes itself.
    ///
    /// ```
    /// use tavola_engine::emergo::{Emergo, Position};
    /// use tavola_engine::record::Record;
    ///
    /// let mut record = Record::<Emergo>::new(Position::start());
    /// record.set_tag("White", " Ada \"the first\" ").unwrap();
    /// assert_eq!(record.tag("White"), Some("Ada \"the first\""));
    /// assert!(record.to_string().contains(r#"[White "Ada \"the first\""]"#));
    /// record.set_tag("White", "").unwrap();
    /// assert!(record.tags().is_empty());
    /// assert!(record.set_tag("Position", "emergo").is_err());
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), RecordError> {
        if !is_tag_name(name) || name == "Position" || name == "Ended" {
            return Err(RecordError::BadTagName(name.to_string()));
        }
        // Quotes and backslashes are kept (printed escaped, as PGN does); line breaks and
        // other control characters cannot be printed back on a tag line.
        let value: String = value.chars().filter(|c| !c.is_control()).collect();
        let value = value.trim();
        match self.tags.iter().position(|(n, _)| n == name) {
            Some(i) if value.is_empty() => {
                self.tags.remove(i);
            }
            Some(i) => self.tags[i].1 = value.to_string(),
            None if value.is_empty() => {}
            None => self.tags.push((name.to_string(), value.to_string())),
        }
        Ok(())
    }

    /// A resignation or agreed draw recorded with the game, which the rules alone cannot
    /// see ([`Record::result`] gives the end, whatever made it).
    pub fn ended(&self) -> Option<GameResult> {
        self.ended
    }

    /// Records a resignation or an agreed draw (`None` takes it back). Refuses any other
    /// end, which the rules decide and the `Ended` tag cannot write.
    pub fn set_ended(&mut self, ended: Option<GameResult>) -> Result<(), RecordError> {
        match ended {
            Some(end) if parse_ended(ended_name(end)) != Ok(end) => Err(RecordError::BadEnded(end.to_string())),
            _ => {
                self.ended = ended;
                Ok(())
            }
        }
    }

    /// The `{comments}` with the ply each follows (0: before the first turn), in order.
    pub fn comments(&self) -> &[(usize, String)] {
        &self.comments
    }

    /// Sets the comment after `ply` (0: before the first turn), replacing those there, as an
    /// editor gives each position its caption; a blank one removes them. Kept as a read
    /// comment is (its whitespace made single spaces), so the record prints and reads back
    /// the same.
    ///
    /// ```
    /// use tavola_engine::emergo::{Emergo, Position};
    /// use tavola_engine::record::Record;
    ///
    /// let mut record = Record::<Emergo>::new(Position::start());
    /// record.push_text("d6").unwrap();
    /// record.set_comment(1, " White  enters ").unwrap();
    /// record.set_comment(0, "The empty board").unwrap();
    /// assert_eq!(record.comments(), [(0, "The empty board".to_string()), (1, "White enters".to_string())]);
    /// assert_eq!(Record::<Emergo>::parse(&record.to_string()).unwrap(), record);
    /// assert!(record.set_comment(2, "past the end").is_err() && record.set_comment(1, "a } inside").is_err());
    /// ```
    pub fn set_comment(&mut self, ply: usize, text: &str) -> Result<(), RecordError> {
        if ply > self.turns.len() || text.contains('}') {
            return Err(RecordError::BadComment { ply });
        }
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        self.comments.retain(|(p, _)| *p != ply);
        if !text.is_empty() {
            let at = self.comments.iter().position(|(p, _)| *p > ply).unwrap_or(self.comments.len());
            self.comments.insert(at, (ply, text));
        }
        Ok(())
    }

    /// The result: a recorded resignation or agreement, the rules' verdict on the last
    /// position, or (where the game has it) a draw by threefold repetition.
    pub fn result(&self) -> Option<GameResult> {
        let by_rules = match (self.turns.last(), self.positions.len().checked_sub(2)) {
            // The last turn knows more than the position it left (see `Rules::turn_result`).
            (Some(turn), Some(i)) => self.positions.get(i).and_then(|before| G::turn_result(before, turn)),
            _ => G::result(self.current()),
        };
        self.ended.or(by_rules).or_else(|| {
            let last = self.current();
            let seen = self.positions.iter().filter(|p| *p == last).count();
            (G::THREEFOLD_REPETITION && seen >= 3).then_some(GameResult { winner: None, reason: Reason::Repetition })
        })
    }

    /// Drops every turn after the first `len`, their comments, and any recorded end.
    pub fn truncate(&mut self, len: usize) {
        self.comments.retain(|(ply, _)| *ply <= len);
        self.turns.truncate(len);
        self.positions.truncate(len + 1);
        self.ended = None;
    }
}

/// Play and reading: a refused turn or start is kept in the types that hold either game's.
impl<G: KnownGame> Record<G> {
    /// Plays a turn at the end; refuses one that is not legal here, or any once the game
    /// is over.
    pub fn push(&mut self, turn: G::Turn) -> Result<(), RecordError> {
        let number = self.turns.len() + 1;
        if self.result().is_some() {
            return Err(RecordError::AfterEnd { number, text: turn.to_string() });
        }
        let next = G::apply(self.current(), &turn).map_err(|e| RecordError::BadTurn {
            number,
            text: turn.to_string(),
            reason: G::refusal(e),
        })?;
        self.turns.push(turn);
        self.positions.push(next);
        Ok(())
    }

    /// Reads a turn in notation and plays it.
    pub fn push_text(&mut self, text: &str) -> Result<(), RecordError> {
        let number = self.turns.len() + 1;
        if self.result().is_some() {
            return Err(RecordError::AfterEnd { number, text: text.to_string() });
        }
        let turn = G::parse_turn(self.current(), text).map_err(|e| RecordError::BadTurn {
            number,
            text: text.to_string(),
            reason: G::refusal(e),
        })?;
        self.play(turn);
        Ok(())
    }

    /// Appends a turn already checked to be legal.
    fn play(&mut self, turn: G::Turn) {
        let next = G::apply_unchecked(self.current(), &turn);
        self.turns.push(turn);
        self.positions.push(next);
    }

    /// Reads and replays a record.
    pub fn parse(text: &str) -> Result<Self, RecordError> {
        let mut tags = Vec::new();
        let mut movetext = String::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if let Some(inner) = line.strip_prefix('[') {
                tags.push(parse_tag(inner).ok_or(RecordError::BadTag { line: i + 1 })?);
            } else {
                movetext.push_str(line);
                movetext.push('\n');
            }
        }
        let start = take_tag(&mut tags, "Position").ok_or(RecordError::MissingPosition)?;
        let start: G::Position =
            start.parse().map_err(|e: G::ParsePositionError| RecordError::BadPosition(G::position_refusal(e)))?;
        let ended = take_tag(&mut tags, "Ended").map(|v| parse_ended(&v)).transpose()?;
        let mut record = Record::new(start);
        record.tags = tags;
        for token in movetext_tokens(&movetext)? {
            match token {
                Token::Turn(text) => record.push_text(text)?,
                // One line of single spaces, so a printed comment never starts a tag line.
                Token::Comment(text) => {
                    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                    if !text.is_empty() {
                        record.comments.push((record.turns.len(), text));
                    }
                }
            }
        }
        record.ended = ended;
        Ok(record)
    }
}

impl<G: Rules> fmt::Display for Record<G> {
    /// The canonical record: `Position`, the other tags, `Ended`, then numbered turns with
    /// their comments.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Position \"{}\"]", self.start())?;
        for (name, value) in &self.tags {
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{value}\"]")?;
        }
        if let Some(end) = self.ended {
            writeln!(f, "[Ended \"{}\"]", ended_name(end))?;
        }
        let mut line = String::new();
        let comments_after = |ply: usize, line: &mut String| {
            for (_, text) in self.comments.iter().filter(|(p, _)| *p == ply) {
                if !line.is_empty() {
                    line.push(' ');
                }
                let _ = write!(line, "{{{text}}}");
            }
        };
        comments_after(0, &mut line);
        for (i, turn) in self.turns.iter().enumerate() {
            let side = G::side_to_move(&self.positions[i]);
            let number = move_number::<G>(self.start(), i);
            if side == Color::White || i == 0 {
                if !line.is_empty() {
                    line.push(' ');
                }
                let dots = if side == Color::White { "." } else { "..." };
                let _ = write!(line, "{number}{dots}");
            }
            let _ = write!(line, " {turn}");
            comments_after(i + 1, &mut line);
        }
        if !line.is_empty() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// The game a record is of, read from its `Position` tag, so a reader can pick the rules
/// before parsing the record with them.
pub fn game_of(text: &str) -> Result<GameKind, RecordError> {
    let start = text.lines().find_map(|l| l.trim().strip_prefix("[Position \"")).ok_or(RecordError::MissingPosition)?;
    GameKind::of_position(start).ok_or(RecordError::BadPosition(PositionRefusal::UnknownGame))
}

/// The full-move number of turn `i` (0-based): White's and Black's turns share a number.
fn move_number<G: Rules>(start: &G::Position, i: usize) -> usize {
    let offset = usize::from(G::side_to_move(start) == Color::Black);
    (i + offset) / 2 + 1
}

fn parse_tag(inner: &str) -> Option<(String, String)> {
    let inner = inner.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    // `\"` is a quote and `\\` a backslash; a bare quote inside would end the value early.
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().filter(|n| matches!(n, '"' | '\\'))?),
            '"' => return None,
            c => value.push(c),
        }
    }
    is_tag_name(name).then(|| (name.to_string(), value))
}

/// Whether a tag line can hold `name`: letters, digits and `_`.
fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn take_tag(tags: &mut Vec<(String, String)>, name: &str) -> Option<String> {
    let i = tags.iter().position(|(n, _)| n == name)?;
    Some(tags.remove(i).1)
}

/// The end an `Ended` value names (`white-resigned`, ...), as a link carries it too.
pub fn parse_ended(value: &str) -> Result<GameResult, RecordError> {
    match value {
        "white-resigned" => Ok(GameResult { winner: Some(Color::Black), reason: Reason::Resignation }),
        "black-resigned" => Ok(GameResult { winner: Some(Color::White), reason: Reason::Resignation }),
        "draw-agreed" => Ok(GameResult { winner: None, reason: Reason::Agreement }),
        "white-lost-on-time" => Ok(GameResult { winner: Some(Color::Black), reason: Reason::Time }),
        "black-lost-on-time" => Ok(GameResult { winner: Some(Color::White), reason: Reason::Time }),
        other => Err(RecordError::BadEnded(other.to_string())),
    }
}

/// The `Ended` value of a result the rules cannot see; anything else names a value that
/// reads back as another result, and is refused by `set_ended`.
pub fn ended_name(end: GameResult) -> &'static str {
    match (end.reason, end.winner) {
        (Reason::Time, Some(Color::Black)) => "white-lost-on-time",
        (Reason::Time, Some(Color::White)) => "black-lost-on-time",
        (_, Some(Color::Black)) => "white-resigned",
        (_, Some(Color::White)) => "black-resigned",
        (_, None) => "draw-agreed",
    }
}

/// A piece of movetext: a turn in notation, or a comment's text (trimmed, braces off).
enum Token<'a> {
    Turn(&'a str),
    Comment(&'a str),
}

/// The turns and comments of a movetext, without move numbers.
fn movetext_tokens(text: &str) -> Result<Vec<Token<'_>>, RecordError> {
    let mut tokens = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok(tokens);
        }
        if let Some(after) = rest.strip_prefix('{') {
            let close = after.find('}').ok_or(RecordError::UnclosedComment)?;
            tokens.push(Token::Comment(after[..close].trim()));
            rest = &after[close + 1..];
            continue;
        }
        let end = rest.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(rest.len());
        let token = &rest[..end];
        rest = &rest[end..];
        let is_number = token.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()) && token.ends_with('.');
        if !is_number {
            tokens.push(Token::Turn(token));
        }
    }
}
