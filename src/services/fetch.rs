//! Files fetched from beside the page: a language's texts (`language`), the puzzles'
//! boards (`embed`).

use std::fmt;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Why a file beside the page did not arrive.
#[derive(Debug)]
pub enum FetchError {
    /// No answer: offline without the file kept, or the request refused.
    Unreachable,
    /// The server answered with this status.
    Status(u16),
}

impl fmt::Display for FetchError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            FetchError::Unreachable => write!(f, "the file could not be fetched"),
            FetchError::Status(status) => write!(f, "the server answered {status}"),
        }
    }
}

/// The text of the file at `path`, relative to the page.
pub async fn text(path: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::Unreachable)?;
    let answer = JsFuture::from(window.fetch_with_str(path)).await.map_err(|_| FetchError::Unreachable)?;
    let response: web_sys::Response = answer.dyn_into().map_err(|_| FetchError::Unreachable)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let body = response.text().map_err(|_| FetchError::Unreachable)?;
    JsFuture::from(body).await.ok().and_then(|t| t.as_string()).ok_or(FetchError::Unreachable)
}
