//! What every command shares: its result, reading a count, writing a line.

use std::fmt::Display;
use std::io::Write;

/// A command's outcome: `Err` is the one line said on stderr (exit status 2).
pub(crate) type CliResult = Result<(), String>;

/// A whole number from an argument, or why not.
pub(crate) fn number(text: &str, what: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("{what} must be a whole number from 0 up, not {text:?}"))
}

/// Writes one line of output.
pub(crate) fn emit(out: &mut dyn Write, text: impl Display) -> CliResult {
    writeln!(out, "{text}").map_err(|e| format!("cannot write output: {e}"))
}
