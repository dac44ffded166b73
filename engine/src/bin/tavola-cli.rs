//! `tavola-cli`: perft, successors, move lists, replay, benchmarks over the rules core.
//! All the work is in [`tavola_engine::cli`]; this only wires it to the process.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let code = tavola_engine::cli::run(&args, &mut stdout.lock());
    std::process::exit(code);
}
