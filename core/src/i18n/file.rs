//! A catalogue as a file: how the Italian and Swedish texts reach the page.
//!
//! The page's wasm holds English alone (without the `catalogues` feature), which keeps the
//! other two languages out of every first visit (docs/performance.md, "Down to 363.5 KB").
//! Each of them is a file beside the app, `public/texts/<code>.txt`, written from `IT` and
//! `SV` (`cargo run -p tavola-core --example texts`; `core/tests/catalogue_files.rs` fails
//! when a committed file is not what the catalogue writes), fetched and [`install`]ed before
//! the app first draws in that language.
//!
//! The file is a header line holding a fingerprint of the list of texts, then one line per
//! text in the list's order: `name = value`, the name for a reader of the file, the order
//! for the program. A file written for another list (another build, a stale cache) is
//! refused rather than read askew, and no value may hold a line break.

use std::sync::OnceLock;

use super::{Lang, Texts};

/// Declares the catalogue: `Texts`, every text of a language in one list (its fixed texts,
/// then its templates, in the order declared), an accessor per text, named as the text, and
/// `Values`, the same texts by name, from which a language is written (`Texts::new`), so a
/// text missing from a language does not compile. One list, so a file's order cannot drift
/// from the program's, and reading a file is taking its lines as they come.
macro_rules! catalogue {
    (
        $(#[$meta:meta])*
        texts { $($(#[$text_meta:meta])* $text:ident,)* }
        templates { $($(#[$template_meta:meta])* $template:ident($($arg:ident: $ty:ty),*);)* }
    ) => {
        /// A text, numbered in the list's order.
        #[allow(non_camel_case_types)]
        enum Field {
            $($text,)*
            $($template,)*
        }

        $(#[$meta])*
        #[derive(Clone, Copy)]
        pub struct Texts([&'static str; Texts::FIELDS.len()]);

        /// A language's texts by name, for writing a catalogue.
        pub struct Values {
            $(pub $text: &'static str,)*
            $(pub $template: &'static str,)*
        }

        impl Texts {
            /// The texts' names, in order.
            pub const FIELDS: &'static [&'static str] = &[$(stringify!($text),)* $(stringify!($template),)*];

            pub const fn new(values: Values) -> Texts {
                Texts([$(values.$text,)* $(values.$template,)*])
            }

            /// Each text's name and value, in order.
            pub fn entries(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
                Texts::FIELDS.iter().copied().zip(self.0)
            }

            /// Each template's name and text, in order (for the catalogues' tests).
            pub fn templates(&self) -> Vec<(&'static str, Template)> {
                vec![$((stringify!($template), Template(self.0[Field::$template as usize])),)*]
            }

            $(
                $(#[$text_meta])*
                pub fn $text(&self) -> &'static str {
                    self.0[Field::$text as usize]
                }
            )*

            $(
                $(#[$template_meta])*
                pub fn $template(&self, $($arg: $ty),*) -> String {
                    Template(self.0[Field::$template as usize]).fill(&[$((stringify!($arg), Arg::from($arg))),*])
                }
            )*
        }
    };
}

/// The first line of a catalogue file: this word, then [`FINGERPRINT`] in hexadecimal.
const HEADER: &str = "tavola-texts ";

/// A hash of the field names in order (FNV-1a), computed by the compiler: the page holds the
/// number, not the names.
pub const FINGERPRINT: u64 = fingerprint(Texts::FIELDS);

const fn fingerprint(fields: &[&str]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < fields.len() {
        let bytes = fields[i].as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            hash = (hash ^ bytes[j] as u64).wrapping_mul(PRIME);
            j += 1;
        }
        hash = (hash ^ b'\n' as u64).wrapping_mul(PRIME);
        i += 1;
    }
    hash
}

/// Why a catalogue file was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The first line is not a catalogue's header (an error page, another file).
    NotACatalogue,
    /// Written for another list of texts than this build's.
    OtherBuild,
    /// The header matches but the lines do not: a file cut short or edited.
    Lines { found: usize, expected: usize },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            FileError::NotACatalogue => write!(f, "not a catalogue of texts"),
            FileError::OtherBuild => write!(f, "written for another version of the app"),
            FileError::Lines { found, expected } => write!(f, "{found} texts where {expected} were expected"),
        }
    }
}

/// The values of a file's lines, once its header and length are right.
fn values(file: &str) -> Result<impl Iterator<Item = &str>, FileError> {
    let mut lines = file.lines();
    let header = lines.next().and_then(|line| line.strip_prefix(HEADER)).ok_or(FileError::NotACatalogue)?;
    if u64::from_str_radix(header, 16) != Ok(FINGERPRINT) {
        return Err(FileError::OtherBuild);
    }
    let found = lines.clone().count();
    if found != Texts::FIELDS.len() {
        return Err(FileError::Lines { found, expected: Texts::FIELDS.len() });
    }
    // The value is all after the first "= ", spaces included (" and " is a value); names
    // hold no "=". (A char, not " = ": a string pattern brings a substring search's code.)
    Ok(lines.map(|line| line.split_once('=').and_then(|(_, value)| value.strip_prefix(' ')).unwrap_or("")))
}

/// Reads a catalogue file.
pub fn read(file: &'static str) -> Result<Texts, FileError> {
    let values: Vec<&'static str> = values(file)?.collect();
    let found = values.len();
    let values = values.try_into().map_err(|_| FileError::Lines { found, expected: Texts::FIELDS.len() })?;
    Ok(Texts(values))
}

/// A catalogue written as a file; `None` when a value holds a line break, which the file
/// cannot carry.
pub fn write(texts: &Texts) -> Option<String> {
    let mut file = format!("{HEADER}{FINGERPRINT:016x}\n");
    for (name, value) in texts.entries() {
        if value.contains(['\n', '\r']) {
            return None;
        }
        file.push_str(name);
        file.push_str(" = ");
        file.push_str(value);
        file.push('\n');
    }
    Some(file)
}

/// The catalogues read from files in this page, by language.
static INSTALLED: [OnceLock<&'static Texts>; 3] = [const { OnceLock::new() }; 3];

/// Reads `file` as `lang`'s catalogue and keeps it for the rest of the page's life (a
/// language is installed once; the file's text is kept, as the catalogue's texts are its
/// slices).
pub fn install(lang: Lang, file: String) -> Result<&'static Texts, FileError> {
    if let Some(texts) = installed(lang) {
        return Ok(texts);
    }
    // Its header and length checked before the file is kept for good (its lines are taken
    // as they come: nothing else in them can be refused).
    let _ = values(&file)?;
    let texts = read(file.leak())?;
    Ok(INSTALLED[lang as usize].get_or_init(|| Box::leak(Box::new(texts))))
}

/// `lang`'s catalogue, if a file has been installed for it.
pub fn installed(lang: Lang) -> Option<&'static Texts> {
    INSTALLED[lang as usize].get().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, IT, SV};

    #[test]
    fn a_catalogue_reads_back_as_written() {
        for texts in [&EN, &IT, &SV] {
            let file = write(texts).unwrap();
            let read = read(file.leak()).unwrap();
            assert!(read.entries().eq(texts.entries()));
        }
    }

    #[test]
    fn spaces_around_a_value_are_kept() {
        let file = write(&IT).unwrap();
        assert!(file.contains("\nand =  e \n"), "the value \" e \" keeps its spaces");
        assert_eq!(read(file.leak()).unwrap().and(), " e ");
    }

    #[test]
    fn files_of_another_build_or_cut_short_are_refused() {
        let file = write(&SV).unwrap();
        assert_eq!(read("<!doctype html>\n<p>Not found").err(), Some(FileError::NotACatalogue));
        assert_eq!(read("").err(), Some(FileError::NotACatalogue));
        let other = file.replacen(&format!("{FINGERPRINT:016x}"), "0123456789abcdef", 1);
        assert_eq!(read(other.leak()).err(), Some(FileError::OtherBuild));
        let cut: String = file.lines().take(20).map(|l| format!("{l}\n")).collect();
        assert_eq!(read(cut.leak()).err(), Some(FileError::Lines { found: 19, expected: Texts::FIELDS.len() }));
        let longer = format!("{file}extra = line\n");
        assert!(matches!(read(longer.leak()), Err(FileError::Lines { .. })));
    }

    #[test]
    fn the_fingerprint_follows_the_fields_names_and_order() {
        assert_ne!(fingerprint(&["a", "b"]), fingerprint(&["b", "a"]));
        assert_ne!(fingerprint(&["ab"]), fingerprint(&["a", "b"]));
        assert_eq!(FINGERPRINT, fingerprint(Texts::FIELDS));
    }

    #[test]
    fn an_installed_catalogue_is_the_one_the_language_gives() {
        assert_eq!(install(Lang::Sv, "nonsense".into()).err(), Some(FileError::NotACatalogue));
        assert!(installed(Lang::Sv).is_none(), "a refused file installs nothing");
        let texts = install(Lang::Sv, write(&SV).unwrap()).unwrap();
        assert!(texts.entries().eq(SV.entries()));
        assert!(std::ptr::eq(installed(Lang::Sv).unwrap(), texts));
    }
}
