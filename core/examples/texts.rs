//! Writes the Italian and Swedish catalogues as the files the page fetches:
//! `cargo run -p tavola-core --example texts` (from the workspace root) writes
//! `public/texts/it.txt` and `sv.txt`. `tests/catalogue_files.rs` fails until they are current.

use std::path::Path;

use tavola_core::i18n::{file, Lang};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../public/texts");
    std::fs::create_dir_all(&dir)?;
    for lang in [Lang::It, Lang::Sv] {
        let text = file::write(lang.texts()).ok_or("a text holds a line break")?;
        let path = dir.join(format!("{}.txt", lang.code()));
        std::fs::write(&path, text)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
