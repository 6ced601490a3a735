//! `mines`: full screen on a terminal, line mode for pipes, scripts and `--line`.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use std::time::Instant;

use minesweeper_engine::format::visible;
use minesweeper_terminal::app::Options;
use minesweeper_terminal::cli::{ByArg, Cli, PeriodArg, RankedBoard, Sub};
use minesweeper_terminal::line::{Format, Session};
use minesweeper_terminal::ranked::{
    self, line::Ranked, login, screen::RankedScreen, sync, Link, Server,
};
use minesweeper_terminal::stats;
use minesweeper_terminal::store::Store;
use minesweeper_terminal::tui;
use minesweeper_terminal::viewer::Viewer;
use minesweeper_terminal::words;
use minesweeper_terminal::{analyse, archive};

fn main() -> ExitCode {
    let (cli, board, rule) = Cli::parse_checked();
    words::choose(
        cli.lang
            .unwrap_or_else(|| words::from_env(|name| std::env::var(name).ok())),
    );
    if let Some(command) = &cli.command {
        return run_command(command, cli.color());
    }
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
    finish(result)
}

/// `mines login`, `mines sync`, `mines history`, `mines stats`, `mines replay FILE`, `mines review FILE`.
fn run_command(command: &Sub, color: bool) -> ExitCode {
    let store = Store::in_data_dir();
    let find = |what: &str| {
        archive::find(what, store.as_ref()).map_err(|why| {
            eprintln!("mines: {why}");
            ExitCode::from(2)
        })
    };
    let result = match command {
        Sub::Ranked { board, line, json } => {
            let server = match server_of(board) {
                Ok(server) => server,
                Err(code) => return code,
            };
            let (link, notices) = Link::new(server, store);
            for notice in notices {
                eprintln!("mines: {notice}");
            }
            let category = board.preset.category(board.daily);
            let line = *line || *json || !io::stdin().is_terminal() || !io::stdout().is_terminal();
            if line {
                let format = if *json { Format::Json } else { Format::Text };
                let (input, out, err) = (io::stdin().lock(), io::stdout().lock(), io::stderr());
                Ranked::new(link, category, input, out, err, format).run()
            } else {
                let mut screen = RankedScreen::new(link, category, color, Instant::now());
                tui::show(&mut screen)
            }
        }
        Sub::Leaderboard {
            board,
            period,
            day,
            by,
            json,
        } => {
            let server = match server_of(board) {
                Ok(server) => server,
                Err(code) => return code,
            };
            let period = match period {
                PeriodArg::All => "all",
                PeriodArg::Week => "week",
                PeriodArg::Day => "day",
            };
            let metric = match by {
                ByArg::Time => "time",
                ByArg::Rate => "rate",
            };
            let category = board.preset.category(board.daily).name;
            match ranked::leaderboard(&server, category, period, metric, day.as_deref()) {
                Ok(board) => ranked::print_leaderboard(&board, *json, &mut io::stdout().lock()),
                Err(why) => {
                    eprintln!("mines: {why}");
                    return ExitCode::FAILURE;
                }
            }
        }
        Sub::Login { server } | Sub::Sync { server } => {
            return signed_in(command, server, store.as_ref());
        }
        Sub::History { json } => archive::history(store.as_ref(), *json, &mut io::stdout().lock()),
        Sub::Stats { json } => stats::stats(store.as_ref(), *json, &mut io::stdout().lock()),
        Sub::Review { game, json } => match find(game) {
            Ok(found) => archive::review(&found, *json, &mut io::stdout().lock()),
            Err(code) => return code,
        },
        Sub::Analyse { file, json } => {
            let studied = analyse::read(file).and_then(|setup| {
                let study = setup
                    .study()
                    .map_err(|e| analyse::refused(&visible(file), &e))?;
                Ok((setup, study))
            });
            match studied {
                Ok((setup, study)) => {
                    analyse::write(&setup, &study, *json, &mut io::stdout().lock())
                }
                Err(why) => {
                    eprintln!("mines: {why}");
                    return ExitCode::from(2);
                }
            }
        }
        Sub::Replay { game } => match find(game) {
            Ok(found) if io::stdout().is_terminal() => {
                let mut viewer = Viewer::new(found.replay, found.title, color, Instant::now());
                tui::show(&mut viewer)
            }
            Ok(_) => {
                eprintln!("mines: {}", words::words().term_replay_needs_terminal());
                return ExitCode::from(2);
            }
            Err(code) => return code,
        },
    };
    finish(result)
}

/// The server `--server` names, or an exit with status 2 and why not.
fn server_of(board: &RankedBoard) -> Result<Server, ExitCode> {
    Server::parse(&board.server).map_err(|why| {
        eprintln!("mines: {why}");
        ExitCode::from(2)
    })
}

fn finish(result: io::Result<()>) -> ExitCode {
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

/// `mines login` and `mines sync`: what they said, and how they ended.
fn signed_in(command: &Sub, server: &str, store: Option<&Store>) -> ExitCode {
    let server = match Server::parse(server) {
        Ok(server) => server,
        Err(why) => {
            eprintln!("mines: {why}");
            return ExitCode::from(2);
        }
    };
    let out = &mut io::stdout().lock();
    let done = match command {
        Sub::Login { .. } => {
            login::login(&server, store, out, std::thread::sleep).map(|done| done.map(|_| ()))
        }
        _ => sync::sync(&server, store, out).map(|done| done.map(|_| ())),
    };
    match done {
        Ok(Err(why)) => {
            eprintln!("mines: {why}");
            ExitCode::FAILURE
        }
        done => finish(done.map(|_| ())),
    }
}
