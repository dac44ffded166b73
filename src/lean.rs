//! Escaping for the views still written as markup text.

/// `text` for markup written as text (`computer::analysis`, `screen::start`), in an
/// element or a quoted attribute: `&`, `<` and `"` escaped.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('"', "&quot;")
}
