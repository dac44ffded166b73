//! The catalogue files the page fetches (`public/texts/*.txt`) are the compiled catalogues,
//! written by `cargo run -p tavola-core --example texts`, and read back as them.

use tavola_core::i18n::{file, Lang};

#[test]
fn the_committed_files_are_the_catalogues() {
    for lang in [Lang::It, Lang::Sv] {
        let path = format!("{}/../public/texts/{}.txt", env!("CARGO_MANIFEST_DIR"), lang.code());
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        let written = file::write(lang.texts()).expect("no text holds a line break");
        assert!(
            committed == written,
            "{path} is not the {lang:?} catalogue: run `cargo run -p tavola-core --example texts`"
        );
        let read = file::read(committed.leak()).unwrap();
        assert!(read.entries().eq(lang.texts().entries()));
    }
}
