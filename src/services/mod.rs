//! The browser's services, each behind a handle that works when the browser refuses it:
//! saved games in `localStorage` (`storage`), the computer's Web Worker (`worker`), the
//! page around an embedded board (`embed`), records to and from the clipboard and files
//! (`export`), the language the browser prefers and the one the player chose
//! (`language`), and files fetched from beside the page (`fetch`). They know no app state
//! and no view.

pub mod embed;
pub mod export;
pub mod fetch;
pub mod language;
pub mod storage;
pub mod worker;
