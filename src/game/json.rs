//! The JSON that saved games are stored in (`storage`), read and written by hand: the page
//! needs one flat object of strings, whole numbers, booleans and a list of strings, and
//! serde_json with its derives cost about 25 KB of the page's code (`docs/performance.md`).
//! Reading accepts any JSON (RFC 8259), so unknown fields are skipped as before.

/// A JSON value as read.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Json>),
    /// The fields in the order written.
    Object(Vec<(String, Json)>),
}

/// Deeper nesting is refused rather than risk the stack on damaged data (serde_json's
/// limit too).
const MAX_DEPTH: usize = 128;

/// Reads one JSON value, with nothing but white space around it. The error says what was
/// wrong and where (`expected ':' at line 1 column 9`).
pub fn parse(text: &str) -> Result<Json, String> {
    let mut reader = Reader { text, at: 0 };
    let value = reader.value(0)?;
    reader.space();
    match reader.peek() {
        None => Ok(value),
        Some(_) => Err(reader.error("trailing characters")),
    }
}

/// `text` as a JSON string, quotes included.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[c as usize >> 4] as char);
                out.push(HEX[c as usize & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl Json {
    /// The value of field `name` of an object (the last one, as `JSON.parse` does, if it
    /// is written twice).
    pub fn field(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().rev().find(|(key, _)| key == name).map(|(_, value)| value),
            _ => None,
        }
    }

    /// A whole number from 0 to 2^53 (beyond, `f64` skips whole numbers).
    pub fn whole(&self) -> Option<u64> {
        match *self {
            Json::Number(n) if (0.0..=9_007_199_254_740_992.0).contains(&n) && n.trunc() == n => Some(n as u64),
            _ => None,
        }
    }
}

struct Reader<'a> {
    text: &'a str,
    /// The byte being read.
    at: usize,
}

impl Reader<'_> {
    /// The bytes from the one being read on.
    fn rest(&self) -> &[u8] {
        self.text.as_bytes().get(self.at..).unwrap_or_default()
    }

    fn peek(&self) -> Option<u8> {
        self.rest().first().copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        match self.eat(byte) {
            true => Ok(()),
            false => Err(self.error(&format!("expected '{}'", byte as char))),
        }
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// `what` went wrong at the byte being read (line and column count from 1).
    fn error(&self, what: &str) -> String {
        let before = self.text.as_bytes().get(..self.at).unwrap_or_default();
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        // Characters, not bytes: UTF-8 continuation bytes do not count.
        let column = before[line_start..].iter().filter(|&&b| b & 0xC0 != 0x80).count() + 1;
        match self.peek() {
            Some(_) => format!("{what} at line {line} column {column}"),
            None => format!("{what} at the end, line {line} column {column}"),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        self.space();
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        let word = |reader: &mut Self, word: &str, value: Json| {
            if reader.rest().starts_with(word.as_bytes()) {
                reader.at += word.len();
                Ok(value)
            } else {
                Err(reader.error("expected a value"))
            }
        };
        match self.peek() {
            Some(b'{') => {
                let mut fields = Vec::new();
                self.items(b'}', |reader| {
                    if reader.peek() != Some(b'"') {
                        return Err(reader.error("expected a field name"));
                    }
                    let name = reader.string()?;
                    reader.space();
                    reader.expect(b':')?;
                    fields.push((name, reader.value(depth + 1)?));
                    Ok(())
                })?;
                Ok(Json::Object(fields))
            }
            Some(b'[') => {
                let mut items = Vec::new();
                self.items(b']', |reader| {
                    items.push(reader.value(depth + 1)?);
                    Ok(())
                })?;
                Ok(Json::List(items))
            }
            Some(b'"') => self.string().map(Json::Text),
            Some(b't') => word(self, "true", Json::Bool(true)),
            Some(b'f') => word(self, "false", Json::Bool(false)),
            Some(b'n') => word(self, "null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error("expected a value")),
        }
    }

    /// The items of an object or a list, from its opening bracket (under the reader) to
    /// `close`, separated by commas.
    fn items(&mut self, close: u8, mut item: impl FnMut(&mut Self) -> Result<(), String>) -> Result<(), String> {
        self.at += 1;
        self.space();
        if self.eat(close) {
            return Ok(());
        }
        loop {
            self.space();
            item(self)?;
            self.space();
            if !self.eat(b',') {
                return self.expect(close);
            }
        }
    }

    /// A string, from its opening quote (under the reader).
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while self.peek().is_some_and(|b| b != b'"' && b != b'\\' && b >= b' ') {
                self.at += 1;
            }
            // Both ends are at ASCII bytes (or the end), so on character boundaries.
            out.push_str(&self.text[start..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.error("control character in a string")),
                None => return Err(self.error("unterminated string")),
            }
        }
    }

    /// The character of the escape after a backslash.
    fn escape(&mut self) -> Result<char, String> {
        let simple = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let first = self.hex()?;
                let code = match first {
                    // A character beyond the first 65536 is written as two escapes.
                    0xD800..=0xDBFF if self.rest().starts_with(b"\\u") => {
                        self.at += 2;
                        match self.hex()? {
                            second @ 0xDC00..=0xDFFF => 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00),
                            _ => return Err(self.error("lone surrogate in an escape")),
                        }
                    }
                    _ => first,
                };
                return char::from_u32(code).ok_or_else(|| self.error("lone surrogate in an escape"));
            }
            _ => return Err(self.error("invalid escape")),
        };
        self.at += 1;
        Ok(simple)
    }

    /// The four hex digits of a `\u` escape.
    fn hex(&mut self) -> Result<u32, String> {
        let mut code = 0;
        for _ in 0..4 {
            let digit =
                self.peek().and_then(|b| (b as char).to_digit(16)).ok_or_else(|| self.error("expected a hex digit"))?;
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }

    /// A number: exact for whole numbers up to 2^53 and for the few decimals of such a
    /// number (`1700000000000.0`, as serde_json wrote times), close enough for others.
    fn number(&mut self) -> Result<Json, String> {
        let negative = self.eat(b'-');
        let mut mantissa = 0u64;
        let mut exponent = 0i32;
        if self.peek() == Some(b'0') && self.rest().get(1).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
            return Err(self.error("leading zero"));
        }
        if self.digits(&mut mantissa, &mut exponent, false) == 0 {
            return Err(self.error("expected a digit"));
        }
        if self.eat(b'.') && self.digits(&mut mantissa, &mut exponent, true) == 0 {
            return Err(self.error("expected a digit"));
        }
        if self.eat(b'e') || self.eat(b'E') {
            let minus = self.eat(b'-');
            if !minus {
                self.eat(b'+');
            }
            let mut power = 0u64;
            let mut ignored = 0;
            if self.digits(&mut power, &mut ignored, false) == 0 {
                return Err(self.error("expected a digit"));
            }
            let power = i32::try_from(power).unwrap_or(i32::MAX).min(1000);
            exponent += if minus { -power } else { power };
        }
        let size = match exponent {
            _ if mantissa == 0 => 0.0,
            e if e < 0 => mantissa as f64 / 10f64.powi(-e),
            e => mantissa as f64 * 10f64.powi(e),
        };
        Ok(Json::Number(if negative { -size } else { size }))
    }

    /// Reads digits into `mantissa` (as many as it holds exactly) and returns how many
    /// there were; `exponent` keeps the value right: digits left out of a whole part add
    /// one each, digits taken into a `fraction` take one each.
    fn digits(&mut self, mantissa: &mut u64, exponent: &mut i32, fraction: bool) -> usize {
        let start = self.at;
        while let Some(digit) = self.peek().filter(u8::is_ascii_digit) {
            self.at += 1;
            if *mantissa < 100_000_000_000_000_000 {
                *mantissa = *mantissa * 10 + u64::from(digit - b'0');
                *exponent -= i32::from(fraction);
            } else {
                *exponent += i32::from(!fraction);
            }
        }
        self.at - start
    }
}

#[cfg(test)]
mod tests {
    use super::{parse, quote, Json};

    #[test]
    fn reads_any_json() {
        let value = parse(" {\"a\": [1, -2.5, 3e2, 0.001E+1, true, false, null, {}], \"b\": \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\", \"a\": []} ");
        let expected = Json::Object(vec![
            (
                "a".into(),
                Json::List(vec![
                    Json::Number(1.0),
                    Json::Number(-2.5),
                    Json::Number(300.0),
                    Json::Number(0.01),
                    Json::Bool(true),
                    Json::Bool(false),
                    Json::Null,
                    Json::Object(vec![]),
                ]),
            ),
            ("b".into(), Json::Text("x\"\\/\u{8}\u{c}\n\r\té😀".into())),
            ("a".into(), Json::List(vec![])),
        ]);
        assert_eq!(value, Ok(expected));
        assert_eq!(value.unwrap().field("a"), Some(&Json::List(vec![])), "the last of a repeated field counts");
    }

    #[test]
    fn numbers_as_written_by_serde_json_and_browsers() {
        for (text, whole) in [
            ("1700000000000.0", Some(1_700_000_000_000)),
            ("1700000000000", Some(1_700_000_000_000)),
            ("0", Some(0)),
            ("1.5", None),
            ("-1", None),
            ("1e2", Some(100)),
        ] {
            assert_eq!(parse(text).unwrap().whole(), whole, "{text}");
        }
        assert_eq!(parse("123456789012345678901234567890").unwrap(), Json::Number(1.2345678901234568e29));
        assert_eq!(parse("0e99999999999").unwrap(), Json::Number(0.0));
    }

    #[test]
    fn bad_json_says_what_and_where() {
        for (text, error) in [
            ("{not json", "expected a field name at line 1 column 2"),
            ("{\"schema\":1,\"rules\":1,\"id\":\"broken\"", "expected '}' at the end, line 1 column 36"),
            ("{\"a\" 1}", "expected ':' at line 1 column 6"),
            ("[1,\n é]", "expected a value at line 2 column 2"),
            ("\"tab\there\"", "control character in a string at line 1 column 5"),
            ("\"\\x\"", "invalid escape at line 1 column 3"),
            ("\"\\ud83d\"", "lone surrogate in an escape at line 1 column 8"),
            ("\"\\ud83d\\u0041\"", "lone surrogate in an escape at line 1 column 14"),
            ("\"\\u12\"", "expected a hex digit at line 1 column 6"),
            ("01", "leading zero at line 1 column 2"),
            ("1.", "expected a digit at the end, line 1 column 3"),
            ("tru", "expected a value at line 1 column 1"),
            ("{} {}", "trailing characters at line 1 column 4"),
            ("", "expected a value at the end, line 1 column 1"),
        ] {
            assert_eq!(parse(text), Err(error.to_string()), "{text}");
        }
        assert!(parse(&"[".repeat(100_000)).unwrap_err().starts_with("nested too deeply"));
    }

    proptest::proptest! {
        /// Whatever the text, reading it answers and never panics.
        #[test]
        fn any_text_is_answered(text in "\\PC*") {
            let _ = parse(&text);
        }

        /// Every string reads back as written, control characters and all.
        #[test]
        fn strings_read_back(text in "\\PC*|[\\x00-\\x1f\"\\\\]*") {
            proptest::prop_assert_eq!(parse(&quote(&text)), Ok(Json::Text(text)));
        }
    }
}
