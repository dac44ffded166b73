//! Just enough HTML for an author's element: writing attribute values and text so a
//! browser reads them back as they were, and reading one pasted element back (its
//! attributes, entities decoded, and the text written inside it, as `textContent` gives).

/// A value for a double-quoted attribute.
pub fn escape_attribute(value: &str) -> String {
    value.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Text between tags.
pub fn escape_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Decodes character references: the named ones an editor writes (`&amp;`, `&lt;`, `&gt;`,
/// `&quot;`, `&apos;`, `&nbsp;`) and numeric ones (`&#39;`, `&#x27;`); any other `&` stays.
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let decoded = rest.find(';').filter(|end| *end <= 10).and_then(|end| {
            let name = &rest[1..end];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => {
                    let number = name.strip_prefix('#')?;
                    let code = match number.strip_prefix(['x', 'X']) {
                        Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                        None => number.parse().ok()?,
                    };
                    char::from_u32(code)
                }
            };
            c.map(|c| (c, end))
        });
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// An element as pasted: its attributes (names in lower case, values decoded, an
/// attribute without a value empty) and the text inside it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Element {
    pub attributes: Vec<(String, String)>,
    pub inner: String,
}

impl Element {
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// The first element `tag` in `text` (case as HTML ignores it): its attributes, and the
/// text up to its closing tag, without the tags and comments inside it, as `textContent`
/// reads it. `None` when the text holds no such element.
pub fn find(text: &str, tag: &str) -> Option<Element> {
    let lower = text.to_ascii_lowercase();
    let open = format!("<{tag}");
    let start = lower.match_indices(&open).map(|(i, _)| i).find(|&i| {
        let after = lower[i + open.len()..].chars().next();
        after.is_none_or(|c| c.is_whitespace() || c == '>' || c == '/')
    })?;
    let mut element = Element::default();
    let mut rest = &text[start + open.len()..];
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
        let Some(c) = rest.chars().next() else { break };
        if c == '>' {
            rest = &rest[1..];
            break;
        }
        let end = rest.find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/').unwrap_or(rest.len());
        let name = rest[..end].to_ascii_lowercase();
        rest = rest[end..].trim_start();
        let value = match rest.strip_prefix('=') {
            Some(after) => {
                let after = after.trim_start();
                let (value, tail) = match after.chars().next() {
                    Some(q @ ('"' | '\'')) => {
                        let body = &after[1..];
                        let close = body.find(q).unwrap_or(body.len());
                        (&body[..close], body.get(close + 1..).unwrap_or(""))
                    }
                    _ => {
                        let close = after.find(|c: char| c.is_whitespace() || c == '>').unwrap_or(after.len());
                        after.split_at(close)
                    }
                };
                rest = tail;
                unescape(value)
            }
            None => String::new(),
        };
        if !name.is_empty() && element.attribute(&name).is_none() {
            element.attributes.push((name, value));
        }
    }
    let close = format!("</{tag}");
    let inside_end = rest.to_ascii_lowercase().find(&close).unwrap_or(rest.len());
    element.inner = unescape(&without_markup(&rest[..inside_end]));
    Some(element)
}

/// Text with its tags and comments taken out.
fn without_markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let markup = &rest[at..];
        let end = if markup.starts_with("<!--") {
            markup.find("-->").map(|e| e + 3)
        } else {
            markup.find('>').map(|e| e + 1)
        };
        rest = &markup[end.unwrap_or(markup.len())..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_values_read_back() {
        for value in ["plain", "a \"quoted\" & <tagged> 'word'", "&amp; already", "è & ☃"] {
            let pasted =
                format!("<tavola-board right=\"{}\">{}</tavola-board>", escape_attribute(value), escape_text(value));
            let element = find(&pasted, "tavola-board").unwrap();
            assert_eq!((element.attribute("right"), element.inner.as_str()), (Some(value), value));
        }
    }

    #[test]
    fn an_element_reads_as_a_browser_reads_it() {
        let pasted = "<p>Try:</p>\n<TAVOLA-BOARD Game=emergo lang='it' compact data-x=\"a>b\" wrong=\"No &#x27;that&#39;\">\n  {A <b>bold</b> note} <!-- hidden --> &lt;d6&gt; &bogus; &amp\n</tavola-board><tavola-board game=gipf>";
        let e = find(pasted, "tavola-board").unwrap();
        assert_eq!(
            e.attributes,
            [("game", "emergo"), ("lang", "it"), ("compact", ""), ("data-x", "a>b"), ("wrong", "No 'that'")]
                .map(|(n, v)| (n.to_string(), v.to_string()))
        );
        assert_eq!(e.inner.trim(), "{A bold note}  <d6> &bogus; &amp");
        assert_eq!(find("<tavola-boards>", "tavola-board"), None);
        assert_eq!(find("no element", "tavola-board"), None);
        assert_eq!(find("<tavola-board", "tavola-board"), Some(Element::default()), "cut short: what there is");
    }
}
