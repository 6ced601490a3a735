//! `mines`: full screen on a terminal, line mode for pipes, scripts and `--line`.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use minesweeper_terminal::app::Options;
use minesweeper_terminal::cli::Cli;
use minesweeper_terminal::line::{Format, Session};
use minesweeper_terminal::tui;

fn main() -> ExitCode {
    let (cli, board, rule) = Cli::parse_checked();
    let line = cli.line || cli.json || !io::stdin().is_terminal() || !io::stdout().is_terminal();
    let result = if line {
        let format = if cli.json { Format::Json } else { Format::Text };
        Session::new(
            io::stdin().lock(),
            io::stdout().lock(),
            io::stderr(),
            format,
            rule,
        )
        .run(board, cli.seed)
    } else {
        tui::run(Options {
            board,
            seed: cli.seed,
            rule,
            color: cli.color(),
            marks: cli.marks,
        })
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`mines --line | head`) is the reader's choice, not a failure.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mines: {e}");
            ExitCode::FAILURE
        }
    }
}
