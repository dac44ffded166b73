//! `tavola-cli`: perft, successors, move lists, replay, benchmarks and AI matches over the
//! rules core. The tool is not part of the library's API: it is a client of it, like the app.

mod arena;
mod bench;
mod cli;
mod output;
mod puzzles;
mod tune;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let code = cli::run(&args, &mut stdout.lock());
    std::process::exit(code);
}
