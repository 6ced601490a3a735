//! Command-line flags. Anything invalid exits with status 2 and a message saying what is
//! allowed (clap's own errors, and the ones only the whole set of flags can tell).

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use minesweeper_engine::{Config, FirstClick};

use crate::command::{self, MAX_SIDE, MIN_SIDE};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PresetArg {
    Beginner,
    Intermediate,
    Expert,
}

impl PresetArg {
    /// The ranked category: the preset's, or its daily board's.
    pub fn category(self, daily: bool) -> &'static minesweeper_protocol::Category {
        let name = match (self, daily) {
            (PresetArg::Beginner, false) => "beginner",
            (PresetArg::Intermediate, false) => "intermediate",
            (PresetArg::Expert, false) => "expert",
            (PresetArg::Beginner, true) => "daily-beginner",
            (PresetArg::Intermediate, true) => "daily-intermediate",
            (PresetArg::Expert, true) => "daily-expert",
        };
        minesweeper_protocol::category(name).unwrap_or(&minesweeper_protocol::CATEGORIES[2])
    }

    pub const fn config(self) -> Config {
        match self {
            PresetArg::Beginner => Config::BEGINNER,
            PresetArg::Intermediate => Config::INTERMEDIATE,
            PresetArg::Expert => Config::EXPERT,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RuleArg {
    /// The first reveal opens an area: no mine on it or around it.
    Opening,
    /// Only the first revealed cell is sure to be safe.
    Safe,
}

impl From<RuleArg> for FirstClick {
    fn from(rule: RuleArg) -> FirstClick {
        match rule {
            RuleArg::Opening => FirstClick::Opening,
            RuleArg::Safe => FirstClick::Safe,
        }
    }
}

/// Minesweeper in the terminal, with an exact-probability solver for hints.
///
/// On a terminal it plays full screen (press ? for the keys). With --line, or when standard
/// input or output is not a terminal, it reads one command a line (type help), for scripts
/// and screen readers; --json makes it print one JSON object a line for programs.
#[derive(Clone, Debug, Parser)]
#[command(name = "mines", version, about, long_about)]
pub struct Cli {
    /// A classic board: beginner 9×9/10, intermediate 16×16/40, expert 16×30/99.
    #[arg(long, value_enum, conflicts_with_all = ["rows", "cols", "mines"])]
    pub preset: Option<PresetArg>,
    /// Rows of a custom board (2–200), with --cols and --mines.
    #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SIDE as i64..=MAX_SIDE as i64), requires_all = ["cols", "mines"])]
    pub rows: Option<u32>,
    /// Columns of a custom board (2–200), with --rows and --mines.
    #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SIDE as i64..=MAX_SIDE as i64), requires_all = ["rows", "mines"])]
    pub cols: Option<u32>,
    /// Mines of a custom board (1 to rows × cols − 1), with --rows and --cols.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..), requires_all = ["rows", "cols"])]
    pub mines: Option<u32>,
    /// The board's seed: the same seed and first reveal give the same board, here and in the
    /// browser. Random when left out.
    #[arg(long)]
    pub seed: Option<u64>,
    /// What the first reveal is sure to be [default: opening].
    #[arg(long, value_enum)]
    pub rule: Option<RuleArg>,
    /// Boards that never need a guess: from the first reveal's opening, some cell can always
    /// be proven safe (implies --rule opening).
    #[arg(long)]
    pub no_guess: bool,
    /// Play in line mode even on a terminal.
    #[arg(long)]
    pub line: bool,
    /// Line mode printing one JSON object a line (implies --line).
    #[arg(long)]
    pub json: bool,
    /// No colours (as does a non-empty NO_COLOR in the environment).
    #[arg(long)]
    pub no_color: bool,
    /// Full screen: f cycles flag → ? → hidden (remembered until turned off with m).
    #[arg(long)]
    pub marks: bool,
    /// The language of the words for people (en, zh-CN, de, pl, ru, ja, es): else the
    /// locale's (LC_ALL, LC_MESSAGES, LANG), else English. Commands and JSON stay as they are.
    #[arg(long, global = true, value_name = "TAG", value_parser = crate::words::parse_tag)]
    pub lang: Option<&'static crate::words::Language>,
    #[command(subcommand)]
    pub command: Option<Sub>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PeriodArg {
    All,
    Week,
    Day,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ByArg {
    /// The fastest wins.
    Time,
    /// The most 3BV per second.
    Rate,
}

/// Which game server, and which of its boards.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct RankedBoard {
    /// The game server, such as http://127.0.0.1:8080.
    #[arg(long)]
    pub server: String,
    #[arg(long, value_enum, default_value = "expert")]
    pub preset: PresetArg,
    /// Today's ranked daily board of the preset: the same for every player, played once.
    #[arg(long)]
    pub daily: bool,
}

/// What `mines` does besides playing.
#[derive(Clone, Debug, PartialEq, Eq, Subcommand)]
pub enum Sub {
    /// Play a ranked game on a game server, which deals the board, keeps the clock and ranks
    /// the win (full screen; --line or --json for one command a line).
    Ranked {
        #[command(flatten)]
        board: RankedBoard,
        /// One command a line, even on a terminal.
        #[arg(long)]
        line: bool,
        /// One command a line, one JSON object a line back.
        #[arg(long)]
        json: bool,
    },
    /// Sign this terminal in as a player you are in a browser: prints an address and a code
    /// to approve there; `mines ranked` then plays as that player.
    Login {
        /// The game server, such as http://127.0.0.1:8080.
        #[arg(long)]
        server: String,
    },
    /// Send this terminal's games to a game server you signed in on (`mines login`) and take
    /// the ones your other devices played there: your history and statistics on every device.
    Sync {
        /// The game server, such as http://127.0.0.1:8080.
        #[arg(long)]
        server: String,
    },
    /// A game server's leaderboard: each player's best win.
    Leaderboard {
        #[command(flatten)]
        board: RankedBoard,
        #[arg(long, value_enum, default_value = "all")]
        period: PeriodArg,
        /// A day, YYYY-MM-DD (UTC): that day's board (a daily's, or with --period day), or the
        /// week holding it (--period week). Today without it.
        #[arg(long, value_parser = day_arg)]
        day: Option<String>,
        /// What ranks first.
        #[arg(long, value_enum, default_value = "time")]
        by: ByArg,
        /// The server's JSON, as it sent it.
        #[arg(long)]
        json: bool,
    },
    /// List the finished games kept in the data directory, newest first (the number replays
    /// or reviews one).
    History {
        /// One JSON object per game.
        #[arg(long)]
        json: bool,
    },
    /// The games kept, drawn per category: each win's time and 3BV/s over the games played
    /// with the best so far, how 3BV/s spreads, and a calendar of the games played.
    Stats {
        /// The figures behind the pictures, one JSON object a category.
        #[arg(long)]
        json: bool,
    },
    /// Play a replay full screen: a file (an EVF file, or a replay link's text, as the
    /// browser's Share gives it) or a number from `mines history`.
    Replay {
        /// A file, or a number from `mines history` (1 is the newest game).
        game: String,
    },
    /// Grade every move of a replay with the solver: safe, forced, needless or worse guess.
    Review {
        /// A file, or a number from `mines history` (1 is the newest game).
        game: String,
        /// One JSON object per move, then a summary object.
        #[arg(long)]
        json: bool,
    },
}

impl Cli {
    /// The flags, the board they name and the first-click rule, or an exit with status 2 and
    /// what is allowed.
    pub fn parse_checked() -> (Cli, Option<Config>, FirstClick) {
        let cli = Cli::parse();
        match cli
            .board()
            .and_then(|board| Ok((board, cli.first_click()?)))
        {
            Ok((board, rule)) => (cli, board, rule),
            Err(message) => Cli::command()
                .error(ErrorKind::ValueValidation, message)
                .exit(),
        }
    }

    /// The first-click rule the flags ask for.
    pub fn first_click(&self) -> Result<FirstClick, String> {
        match (self.no_guess, self.rule) {
            (true, Some(RuleArg::Safe)) => Err(
                "--no-guess boards open at the first reveal: it goes with --rule opening, not safe"
                    .into(),
            ),
            (true, _) => Ok(FirstClick::NoGuess),
            (false, rule) => Ok(rule.unwrap_or(RuleArg::Opening).into()),
        }
    }

    /// The board the flags ask for, if they name one.
    pub fn board(&self) -> Result<Option<Config>, String> {
        let rule = self.first_click()?;
        match (self.preset, self.rows, self.cols, self.mines) {
            (Some(preset), ..) => Ok(Some(preset.config().with_first_click(rule))),
            (None, Some(rows), Some(cols), Some(mines)) => {
                command::board(rows.into(), cols.into(), mines.into(), rule)
                    .and_then(command::fits_rule)
                    .map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Whether colours are wanted: not with --no-color, nor with NO_COLOR set to anything.
    pub fn color(&self) -> bool {
        !self.no_color && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    }
}

/// A `--day`, checked: a date, YYYY-MM-DD.
fn day_arg(text: &str) -> Result<String, String> {
    minesweeper_engine::daily::Date::parse(text)
        .map(|date| date.to_string())
        .map_err(|_| "a day is a date, YYYY-MM-DD".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("mines").chain(args.iter().copied()))
    }

    #[test]
    fn the_flags_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn boards_come_from_a_preset_or_all_three_sizes() {
        let cli = parse(&["--preset", "expert", "--rule", "safe"]).unwrap();
        assert_eq!(
            cli.board(),
            Ok(Some(Config::EXPERT.with_first_click(FirstClick::Safe)))
        );
        let cli = parse(&["--rows", "10", "--cols", "20", "--mines", "30"]).unwrap();
        let config = cli.board().unwrap().unwrap();
        assert_eq!((config.rows(), config.cols(), config.mines()), (10, 20, 30));
        assert_eq!(parse(&[]).unwrap().board(), Ok(None));
    }

    #[test]
    fn history_replay_and_review_are_subcommands() {
        assert_eq!(
            parse(&["history"]).unwrap().command,
            Some(Sub::History { json: false })
        );
        assert_eq!(
            parse(&["review", "game.evf", "--json"]).unwrap().command,
            Some(Sub::Review {
                game: "game.evf".into(),
                json: true
            })
        );
        assert_eq!(
            parse(&["replay", "3"]).unwrap().command,
            Some(Sub::Replay { game: "3".into() })
        );
        assert!(parse(&["replay"]).is_err());
        assert_eq!(parse(&[]).unwrap().command, None);
    }

    #[test]
    fn bad_flags_are_refused() {
        for args in [
            &["--rows", "10"][..],
            &["--rows", "1", "--cols", "9", "--mines", "3"],
            &["--rows", "9", "--cols", "201", "--mines", "3"],
            &[
                "--preset", "expert", "--rows", "9", "--cols", "9", "--mines", "3",
            ],
            &["--preset", "huge"],
            &["--seed", "-1"],
            &["--rule", "zero"],
        ] {
            assert!(parse(args).is_err(), "{args:?}");
        }
        let both = parse(&["--no-guess", "--rule", "safe"]).unwrap();
        assert!(both.board().is_err());
        let no_guess = parse(&["--no-guess", "--preset", "expert"]).unwrap();
        assert_eq!(
            no_guess.board(),
            Ok(Some(Config::EXPERT.with_first_click(FirstClick::NoGuess)))
        );
        let too_dense = parse(&[
            "--no-guess",
            "--rows",
            "40",
            "--cols",
            "40",
            "--mines",
            "400",
        ]);
        assert_eq!(
            too_dense.unwrap().board(),
            Err("no-guess boards over 1000 cells hold at most 20 % mines, and 40×40 with 400 is 25 %".into())
        );
        let too_many = parse(&["--rows", "9", "--cols", "9", "--mines", "81"]).unwrap();
        assert_eq!(
            too_many.board(),
            Err("mines must be from 1 to 80 on a 9×9 board, got 81".into())
        );
    }
}
