//! The browser's services, each behind a handle that works when the browser refuses it:
//! saved games in `localStorage` (`storage`), the computer's Web Worker (`worker`), the
//! page around an embedded board (`embed`), records to and from the clipboard and files
//! (`export`), and the language the browser prefers and the one the player chose
//! (`language`). They know no app state and no view.

pub mod embed;
pub mod export;
pub mod language;
pub mod storage;
pub mod worker;
