//! Command-line flags. Anything invalid exits with status 2 and a message saying what is
//! allowed (clap's refusals and the ones only the whole set of flags can tell), and `--help`
//! explains them, both in the run's language: the doc comments here are for the code's
//! readers, and [`Cli::command_in`] puts the catalogue's words in their place.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Command, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use minesweeper_engine::{Config, FirstClick};

use crate::command::{self, MAX_SIDE, MIN_SIDE};
use crate::words::{self, text, Language, Words};

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
    #[arg(long, value_parser = side_arg, requires_all = ["cols", "mines"])]
    pub rows: Option<u32>,
    /// Columns of a custom board (2–200), with --rows and --mines.
    #[arg(long, value_parser = side_arg, requires_all = ["rows", "mines"])]
    pub cols: Option<u32>,
    /// Mines of a custom board (1 to rows × cols − 1), with --rows and --cols.
    #[arg(long, value_parser = mines_arg, requires_all = ["rows", "cols"])]
    pub mines: Option<u32>,
    /// The board's seed: the same seed and first reveal give the same board, here and in the
    /// browser. Random when left out.
    #[arg(long, value_parser = seed_arg, allow_negative_numbers = true)]
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
    /// Each hidden cell's mine chance in a position (JSMinesweeper's .mine text: a file, or -
    /// for standard input), the safest cells, dead cells, forced 50/50s and the chance of
    /// clearing the board.
    Analyse {
        /// A .mine file, or - for standard input.
        #[arg(value_name = "FILE.mine")]
        file: String,
        /// One JSON object: the board and each hidden cell's chance, for programs.
        #[arg(long)]
        json: bool,
    },
}

impl Cli {
    /// The flags, the board they name and the first-click rule, in the language `--lang` or
    /// the locale asks for (which it chooses for the run); or, with status 2, what is allowed
    /// (help and the version exit with 0).
    pub fn parse_checked() -> (Cli, Option<Config>, FirstClick) {
        let args: Vec<OsString> = std::env::args_os().collect();
        words::choose(
            asked_language(&args)
                .unwrap_or_else(|| words::from_env(|name| std::env::var(name).ok())),
        );
        let w = words::words();
        let mut command = Cli::command_in(&w);
        let cli = match command
            .try_get_matches_from_mut(&args)
            .and_then(|matches| Cli::from_arg_matches(&matches))
        {
            Ok(cli) => cli,
            Err(error) if error.kind() == ErrorKind::DisplayHelp => error.exit(),
            Err(error) if error.kind() == ErrorKind::DisplayVersion => error.exit(),
            Err(error) => refuse(&w, &refusal(&w, &error)),
        };
        match cli
            .board()
            .and_then(|board| Ok((board, cli.first_click()?)))
        {
            Ok((board, rule)) => (cli, board, rule),
            Err(message) => refuse(&w, &message),
        }
    }

    /// The command line with the help of every flag, command and heading in `w`'s words.
    pub fn command_in(w: &Words) -> Command {
        let mut command = Cli::command();
        // Clap adds its --help and --version (and a help command) when it builds the command:
        // built first, they are there to be worded too.
        command.build();
        in_words(command, w)
    }

    /// The first-click rule the flags ask for.
    pub fn first_click(&self) -> Result<FirstClick, String> {
        match (self.no_guess, self.rule) {
            (true, Some(RuleArg::Safe)) => Err(words::words().cli_no_guess_safe().to_string()),
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
        .map_err(|_| words::words().cli_not_a_day().to_string())
}

/// A whole number from `min` to `max`, or why not.
fn number_arg(value: &str, min: u64, max: u64) -> Result<u64, String> {
    let w = words::words();
    let number: i128 = value.parse().map_err(|_| w.cli_not_number().to_string())?;
    u64::try_from(number)
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| w.cli_out_of_range(min, max).to_string())
}

/// `--rows` and `--cols`: the sliders' sides.
fn side_arg(value: &str) -> Result<u32, String> {
    number_arg(value, MIN_SIDE.into(), MAX_SIDE.into()).map(|n| n as u32)
}

/// `--mines`: at least one (the board's size says the most, [`Cli::board`]).
fn mines_arg(value: &str) -> Result<u32, String> {
    number_arg(value, 1, u32::MAX.into()).map(|n| n as u32)
}

/// `--seed`: any number a seed is.
fn seed_arg(value: &str) -> Result<u64, String> {
    number_arg(value, 0, u64::MAX)
}

/// The language `--lang TAG` or `--lang=TAG` asks for, read before the flags are (their help
/// and refusals are in it), if there is one.
fn asked_language(args: &[OsString]) -> Option<&'static Language> {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let tag = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|tag| tag.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(tag) = tag {
            return Language::best([tag.as_str()]);
        }
    }
    None
}

/// Each flag's help: the catalogue's words for it, by the command it is in and its name.
fn arg_help(w: &Words, command: &str, arg: &str) -> Option<String> {
    let help = match (command, arg) {
        (_, "help") => w.cli_help(),
        (_, "version") => w.cli_version(),
        (_, "lang") => {
            let tags: Vec<&str> = minesweeper_i18n::LANGUAGES.iter().map(|l| l.tag).collect();
            w.cli_lang(tags.join(", "))
        }
        ("mines", "preset") => w.cli_preset(),
        ("mines", "rows") => w.cli_rows(MIN_SIDE, MAX_SIDE),
        ("mines", "cols") => w.cli_cols(MIN_SIDE, MAX_SIDE),
        ("mines", "mines") => w.cli_mines(),
        ("mines", "seed") => w.cli_seed(),
        ("mines", "rule") => w.cli_rule(),
        ("mines", "no_guess") => w.cli_no_guess(),
        ("mines", "line") => w.cli_line(),
        ("mines", "json") => w.cli_json(),
        ("mines", "no_color") => w.cli_no_color(),
        ("mines", "marks") => w.cli_marks(),
        (_, "server") => w.cli_server(),
        (_, "preset") => w.cli_ranked_preset(),
        (_, "daily") => w.cli_daily(),
        ("ranked", "line") => w.cli_ranked_line(),
        ("ranked", "json") => w.cli_ranked_json(),
        ("leaderboard", "period") => w.cli_period(),
        ("leaderboard", "day") => w.cli_day(),
        ("leaderboard", "by") => w.cli_by(),
        ("leaderboard", "json") => w.cli_leaderboard_json(),
        ("history", "json") => w.cli_history_json(),
        ("stats", "json") => w.cli_stats_json(),
        ("review", "json") => w.cli_review_json(),
        ("analyse", "json") => w.cli_analyse_json(),
        ("analyse", "file") => w.cli_analyse_file(),
        (_, "game") => w.cli_game(),
        _ => return None,
    };
    Some(help.to_string())
}

/// A command's about line: the catalogue's words for it.
fn command_about(w: &Words, command: &str) -> Option<String> {
    let about = match command {
        "mines" => w.cli_about(),
        "ranked" => w.cli_ranked(),
        "login" => w.cli_login(),
        "sync" => w.cli_sync(),
        "leaderboard" => w.cli_leaderboard(),
        "history" => w.cli_history(),
        "stats" => w.cli_stats(),
        "replay" => w.cli_replay(),
        "review" => w.cli_review(),
        "analyse" => w.cli_analyse(),
        "help" => w.cli_help_command(),
        _ => return None,
    };
    Some(about.to_string())
}

/// `command` and its commands, their help in `w`'s words: each flag's, under the language's
/// headings, the values each takes listed in its words (clap's own list is English).
fn in_words(mut command: Command, w: &Words) -> Command {
    let name = command.get_name().to_string();
    let ids: Vec<(String, bool)> = command
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    for (id, positional) in ids {
        let help = arg_help(w, &name, &id);
        command = command.mut_arg(&id, |arg| {
            let arg = arg
                .hide_possible_values(true)
                .hide_default_value(true)
                .help_heading(if positional {
                    w.cli_arguments().to_string()
                } else {
                    w.cli_options().to_string()
                });
            match help {
                Some(help) => arg.help(help).long_help(None),
                None => arg,
            }
        });
    }
    if let Some(about) = command_about(w, &name) {
        command = command.about(about).long_about(None);
    }
    if name == "mines" {
        command = command.long_about(format!("{}\n\n{}", w.cli_about(), w.cli_long_about()));
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for sub in subcommands {
        command = command.mut_subcommand(&sub, |c| in_words(c, w));
    }
    // Clap's "Usage:" is its own: the template writes the language's.
    let usage = w.cli_usage().replace(['{', '}'], "");
    command
        .subcommand_help_heading(w.cli_commands().to_string())
        .help_template(format!(
            "{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
}

/// What clap refused, in `w`'s words.
fn refusal(w: &Words, error: &clap::Error) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(list)) => list.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    };
    let (arg, value) = (
        context(ContextKind::InvalidArg),
        context(ContextKind::InvalidValue),
    );
    let said = match error.kind() {
        ErrorKind::UnknownArgument => w.cli_unknown(text(command::shorten(&arg))),
        ErrorKind::InvalidValue if value.is_empty() => w.cli_needs_value(arg),
        ErrorKind::InvalidValue => w.cli_bad_value(
            text(command::shorten(&value)),
            arg,
            context(ContextKind::ValidValue),
        ),
        ErrorKind::ValueValidation => {
            // The source is one of this file's value parsers' worded refusals.
            let why = std::error::Error::source(error)
                .map(|why| why.to_string())
                .unwrap_or_default();
            w.cli_invalid(text(command::shorten(&value)), arg, why)
        }
        ErrorKind::MissingRequiredArgument => w.cli_missing(arg),
        ErrorKind::ArgumentConflict => w.cli_conflict(arg, context(ContextKind::PriorArg)),
        ErrorKind::InvalidSubcommand => {
            let commands: Vec<String> = Cli::command()
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            w.cli_no_command(
                text(command::shorten(&context(ContextKind::InvalidSubcommand))),
                commands.join(", "),
            )
        }
        _ => w.cli_not_understood(error.kind().as_str().unwrap_or_default()),
    };
    said.to_string()
}

/// Says `why` the command line is refused, and how to learn more, and exits with status 2.
fn refuse(w: &Words, why: &str) -> ! {
    eprintln!("{}: {why}\n\n{}", w.cli_error(), w.cli_try_help());
    std::process::exit(2)
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
        Cli::command_in(&Words::english()).debug_assert();
    }

    /// Every command and every flag of every command has the catalogue's words in every
    /// language (none left with a doc comment's English), and a Chinese help holds no Latin
    /// word but what a player types (flags, values, commands) and the community's tokens.
    #[test]
    fn every_flag_and_command_is_explained_in_every_language() {
        fn walk<'a>(command: &'a Command, all: &mut Vec<&'a Command>) {
            all.push(command);
            for sub in command.get_subcommands() {
                walk(sub, all);
            }
        }
        for language in minesweeper_i18n::LANGUAGES {
            let w = Words::of(language);
            let english = Cli::command_in(&Words::english());
            let worded = Cli::command_in(&w);
            let (mut commands, mut english_commands) = (Vec::new(), Vec::new());
            walk(&worded, &mut commands);
            walk(&english, &mut english_commands);
            for command in &commands {
                let name = command.get_name();
                assert!(
                    command_about(&w, name).is_some(),
                    "{}: {name} has no about",
                    language.tag
                );
                for arg in command.get_arguments() {
                    let id = arg.get_id().as_str();
                    assert!(
                        arg_help(&w, name, id).is_some(),
                        "{}: {name} --{id} has no help",
                        language.tag
                    );
                }
            }
            if language.tag != "zh-CN" {
                continue;
            }
            let mut typed: Vec<String> = [
                "mines",
                "JSON",
                "EVF",
                "UTC",
                "YYYY",
                "MM",
                "DD",
                "BV",
                "LC_ALL",
                "LC_MESSAGES",
                "LANG",
                "NO_COLOR",
                "OPTIONS",
                "COMMAND",
                "http",
                "en",
                "de",
                "es",
                "ja",
                "pl",
                "ru",
                "zh",
                "CN",
                "f",
                "m",
                "s",
            ]
            .map(String::from)
            .to_vec();
            for command in &english_commands {
                typed.push(command.get_name().to_string());
                for arg in command.get_arguments() {
                    typed.extend(arg.get_long().map(String::from));
                    typed.extend(arg.get_short().map(String::from));
                    typed.extend(
                        arg.get_value_names()
                            .into_iter()
                            .flatten()
                            .map(|v| v.to_string()),
                    );
                    typed.extend(
                        arg.get_possible_values()
                            .iter()
                            .map(|v| v.get_name().to_string()),
                    );
                }
            }
            let typed: Vec<String> = typed
                .iter()
                .flat_map(|t| {
                    t.split(|c: char| !c.is_ascii_alphabetic())
                        .map(str::to_lowercase)
                })
                .collect();
            for command in commands {
                let help = command.clone().render_long_help().to_string();
                for word in help.split(|c: char| !c.is_ascii_alphabetic()) {
                    assert!(
                        word.is_empty() || typed.contains(&word.to_lowercase()),
                        "{}: “{word}” in {help}",
                        command.get_name()
                    );
                }
            }
        }
    }

    #[test]
    fn a_refusal_is_worded_in_the_language_asked_for_before_the_flags_are_read() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        let asked = |list: &[&str]| asked_language(&args(list)).map(|l| l.tag);
        assert_eq!(
            asked(&["mines", "--lang", "zh-CN", "--bogus"]),
            Some("zh-CN")
        );
        assert_eq!(asked(&["mines", "stats", "--lang=de-AT"]), Some("de"));
        assert_eq!(asked(&["mines", "--lang", "tlh"]), None);
        assert_eq!(asked(&["mines", "--", "--lang", "ja"]), None);
        assert_eq!(asked(&["mines", "--language", "ja"]), None);
        let chinese = Words::of(Language::of("zh-CN").unwrap());
        let refused = |list: &[&str]| {
            let error = Cli::command_in(&chinese)
                .try_get_matches_from(args(list))
                .unwrap_err();
            refusal(&chinese, &error)
        };
        assert_eq!(refused(&["mines", "--bogus"]), "这里没有 --bogus");
        assert_eq!(
            refused(&["mines", "--preset", "huge"]),
            "“huge”不是 --preset <PRESET> 的取值：可用 beginner, intermediate, expert"
        );
        assert_eq!(refused(&["mines", "--rows"]), "--rows <ROWS> 需要一个值");
        assert!(refused(&["mines", "play"]).starts_with("没有“play”这个命令"));
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
