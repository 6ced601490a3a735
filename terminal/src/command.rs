//! The line protocol: one command a line, parsed without looking at any game. Checks that need
//! the board (a row inside it, a cell that can take the move) happen where the command is
//! carried out. Every error is one sentence naming the problem and what is allowed.

use minesweeper_engine::{no_guess, Config, FirstClick, Grid, Limits, Pos};

use crate::words::{text, words};

/// The smallest and largest board side, as in the browser.
pub const MIN_SIDE: u32 = Limits::MIN_SIDE;
pub const MAX_SIDE: u32 = Limits::UI.max_rows;

/// A cell as typed: 1-based, row first. May lie outside the board until [`Coord::on`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coord {
    pub row: i64,
    pub col: i64,
}

impl Coord {
    /// The 0-based position on `grid`, or why the coordinates are not on it.
    pub fn on(self, grid: Grid) -> Result<Pos, String> {
        let inside = |value: i64, max: u32, what: &str| {
            u32::try_from(value)
                .ok()
                .filter(|v| (1..=max).contains(v))
                .map(|v| v - 1)
                .ok_or_else(|| {
                    let w = words();
                    w.line_outside(w.what(what), text(value), max).to_string()
                })
        };
        Ok(Pos::new(
            inside(self.row, grid.rows(), "row")?,
            inside(self.col, grid.cols(), "column")?,
        ))
    }
}

/// What `new` asks for: a board (or the current one) and a seed (or a random one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub config: Option<Config>,
    pub seed: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Reveal a hidden cell; on a revealed number, chord.
    Reveal(Coord),
    /// Flag a hidden cell, or take the flag off.
    Flag(Coord),
    /// Reveal the neighbours of a number whose flags are all placed.
    Chord(Coord),
    Hint,
    /// The mine chance of one cell.
    Prob(Coord),
    New(NewGame),
    Board,
    /// Write the game on screen, finished or not, as an EVF file at this path.
    Export(String),
    /// The review of the game so far: every move graded by the solver.
    Review,
    Help,
    Quit,
}

/// Parses one line. `Ok(None)` for a blank line, which is no command and no error.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, args)) = words.split_first() else {
        return Ok(None);
    };
    let name = name.to_ascii_lowercase();
    let command = match name.as_str() {
        "r" | "reveal" => Command::Reveal(coord(&name, args)?),
        "f" | "flag" => Command::Flag(coord(&name, args)?),
        "c" | "chord" => Command::Chord(coord(&name, args)?),
        "p" | "prob" => Command::Prob(coord(&name, args)?),
        "hint" | "h" => no_args(&name, args, Command::Hint)?,
        "board" | "b" => no_args(&name, args, Command::Board)?,
        "help" | "?" => no_args(&name, args, Command::Help)?,
        "quit" | "q" | "exit" => no_args(&name, args, Command::Quit)?,
        "new" | "n" => Command::New(new_game(args)?),
        "review" => no_args(&name, args, Command::Review)?,
        "export" => match args {
            [] => return Err(self::words().line_export_path().to_string()),
            path => Command::Export(path.join(" ")),
        },
        _ => return Err(self::words().line_unknown(shorten(words[0])).to_string()),
    };
    Ok(Some(command))
}

fn no_args(name: &str, args: &[&str], command: Command) -> Result<Command, String> {
    match args.first() {
        None => Ok(command),
        Some(extra) => Err(words().line_no_args(name, shorten(extra)).to_string()),
    }
}

fn coord(name: &str, args: &[&str]) -> Result<Coord, String> {
    match args {
        [row, col] => Ok(Coord {
            row: integer(row, "row")?,
            col: integer(col, "column")?,
        }),
        [] | [_] => Err(words().line_needs_cell(name).to_string()),
        [_, _, extra, ..] => Err(words().line_cell_then(name, shorten(extra)).to_string()),
    }
}

fn integer(word: &str, what: &str) -> Result<i64, String> {
    word.parse::<i64>().map_err(|_| {
        let w = words();
        w.line_not_whole(w.what(what), shorten(word)).to_string()
    })
}

fn new_game(args: &[&str]) -> Result<NewGame, String> {
    let (size, seed) = match args.iter().position(|w| w.eq_ignore_ascii_case("seed")) {
        Some(at) => (&args[..at], Some(&args[at + 1..])),
        None => (args, None),
    };
    let config = match size {
        [] => None,
        [preset] => Some(
            preset_named(preset)
                .ok_or_else(|| words().line_new_size(shorten(preset)).to_string())?,
        ),
        [rows, cols, mines] => Some(board(
            integer(rows, "rows")?,
            integer(cols, "columns")?,
            integer(mines, "mines")?,
            FirstClick::Opening,
        )?),
        _ => return Err(words().line_new_usage().to_string()),
    };
    let seed = match seed {
        None => None,
        Some([n]) => Some(n.parse::<u64>().map_err(|_| {
            words()
                .line_seed_number(shorten(n), text(u64::MAX))
                .to_string()
        })?),
        Some([]) => return Err(words().line_seed_missing().to_string()),
        Some([_, extra, ..]) => return Err(words().line_seed_extra(shorten(extra)).to_string()),
    };
    Ok(NewGame { config, seed })
}

/// A preset by its name, in any case.
pub fn preset_named(name: &str) -> Option<Config> {
    Config::PRESETS
        .iter()
        .find(|(preset, _)| preset.eq_ignore_ascii_case(name))
        .map(|&(_, config)| config)
}

/// The number of rows or columns, or what is allowed.
pub fn side(value: i64, what: &str) -> Result<u32, String> {
    u32::try_from(value)
        .ok()
        .filter(|v| (MIN_SIDE..=MAX_SIDE).contains(v))
        .ok_or_else(|| {
            let w = words();
            w.line_side(w.what(what), MIN_SIDE, MAX_SIDE, text(value))
                .to_string()
        })
}

/// The most mines a board of this size takes.
pub fn max_mines(rows: u32, cols: u32) -> u32 {
    rows * cols - 1
}

/// A custom board within the browser's limits, or what is allowed.
pub fn board(rows: i64, cols: i64, mines: i64, rule: FirstClick) -> Result<Config, String> {
    let (rows, cols) = (side(rows, "rows")?, side(cols, "columns")?);
    let max = max_mines(rows, cols);
    u64::try_from(mines)
        .ok()
        .and_then(|m| Config::with_limits(rows.into(), cols.into(), m, rule, Limits::UI).ok())
        .ok_or_else(|| words().line_mines(max, rows, cols, text(mines)).to_string())
}

/// A no-guess board must be one the generator makes quickly (denser big boards would keep a
/// player waiting).
pub fn fits_rule(config: Config) -> Result<Config, String> {
    let (rows, cols, mines) = (config.rows(), config.cols(), config.mines());
    if config.first_click() == FirstClick::NoGuess && !no_guess::fits(rows, cols, mines) {
        Err(words()
            .cli_no_guess_dense(
                no_guess::MAX_CELLS,
                no_guess::MAX_DENSITY_PERCENT,
                rows,
                cols,
                mines,
                no_guess::density_percent(rows, cols, mines),
            )
            .to_string())
    } else {
        Ok(config)
    }
}

/// At most 40 characters of what the player typed, for quoting it back.
/// A word of the player's, to quote: at most 40 characters, control characters escaped (a
/// quoted ESC or CR must not act on the terminal).
pub(crate) fn shorten(word: &str) -> String {
    let short: String = word.chars().take(40).collect();
    let mut short = minesweeper_engine::format::visible(&short);
    if word.chars().count() > 40 {
        short.push('…');
    }
    short
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn cmd(line: &str) -> Command {
        parse(line).unwrap().unwrap()
    }

    fn err(line: &str) -> String {
        parse(line).unwrap_err()
    }

    #[test]
    fn commands_parse_in_any_case_with_any_spacing() {
        assert_eq!(cmd("r 3 5"), Command::Reveal(Coord { row: 3, col: 5 }));
        assert_eq!(
            cmd("  R\t3   5 "),
            Command::Reveal(Coord { row: 3, col: 5 })
        );
        assert_eq!(cmd("FLAG 1 2"), Command::Flag(Coord { row: 1, col: 2 }));
        assert_eq!(cmd("c 2 2"), Command::Chord(Coord { row: 2, col: 2 }));
        assert_eq!(cmd("prob 9 9"), Command::Prob(Coord { row: 9, col: 9 }));
        assert_eq!(cmd("Hint"), Command::Hint);
        assert_eq!(cmd("board"), Command::Board);
        assert_eq!(cmd("help"), Command::Help);
        assert_eq!(cmd("q"), Command::Quit);
        assert_eq!(parse("   "), Ok(None));
    }

    #[test]
    fn new_takes_a_preset_a_size_and_a_seed() {
        let new = |line| match cmd(line) {
            Command::New(new) => new,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            new("new"),
            NewGame {
                config: None,
                seed: None
            }
        );
        assert_eq!(new("new Expert").config, Some(Config::EXPERT));
        assert_eq!(new("new seed 7").seed, Some(7));
        let custom = new("new 10 12 20 seed 99");
        assert_eq!(custom.seed, Some(99));
        let config = custom.config.unwrap();
        assert_eq!((config.rows(), config.cols(), config.mines()), (10, 12, 20));
    }

    #[test]
    fn bad_lines_say_what_is_wrong_and_what_is_allowed() {
        assert_eq!(err("x"), "unknown command \"x\" (try help)");
        assert_eq!(err("f"), "f needs ROW COL");
        assert_eq!(err("r 3"), "r needs ROW COL");
        assert_eq!(
            err("r 1 1 1"),
            "r needs ROW COL and nothing more, got \"1\" after them"
        );
        assert_eq!(err("r a 1"), "row \"a\" is not a whole number");
        assert_eq!(err("hint now"), "hint takes nothing after it, got \"now\"");
        assert_eq!(
            err("new huge"),
            "new takes beginner, intermediate, expert or ROWS COLS MINES, got \"huge\""
        );
        assert_eq!(err("new 1 9 3"), "rows must be from 2 to 200, got 1");
        assert_eq!(err("new 9 201 3"), "columns must be from 2 to 200, got 201");
        assert_eq!(
            err("new 9 9 81"),
            "mines must be from 1 to 80 on a 9×9 board, got 81"
        );
        assert_eq!(err("new seed"), "seed needs a number after it");
        assert_eq!(
            err("new seed -1"),
            format!("seed \"-1\" is not a number from 0 to {}", u64::MAX)
        );
        let long = "y".repeat(1000);
        assert!(
            err(&long).len() < 80,
            "long words are shortened when quoted"
        );
    }

    #[test]
    fn coordinates_are_checked_against_the_board() {
        let grid = Config::BEGINNER.grid();
        assert_eq!(Coord { row: 1, col: 9 }.on(grid), Ok(Pos::new(0, 8)));
        assert_eq!(
            Coord { row: 12, col: 1 }.on(grid),
            Err("row 12 is outside 1..9".into())
        );
        assert_eq!(
            Coord { row: 3, col: 0 }.on(grid),
            Err("column 0 is outside 1..9".into())
        );
        assert_eq!(
            Coord { row: -5, col: 1 }.on(grid),
            Err("row -5 is outside 1..9".into())
        );
    }

    proptest! {
        #[test]
        fn no_line_panics(line in any::<String>()) {
            let _ = parse(&line);
        }

        #[test]
        fn no_line_of_command_words_panics(
            words in proptest::collection::vec(
                prop_oneof![
                    Just("r".to_string()), Just("new".to_string()), Just("seed".to_string()),
                    Just("expert".to_string()), any::<i64>().prop_map(|n| n.to_string()),
                    "[a-z?]{1,6}",
                ],
                0..7,
            )
        ) {
            let _ = parse(&words.join(" "));
        }

        #[test]
        fn a_cell_command_with_two_numbers_parses_and_with_more_is_refused(
            name in prop_oneof![Just("r"), Just("f"), Just("c"), Just("prob")],
            row in any::<i64>(), col in any::<i64>(), extra in any::<i64>(),
        ) {
            let parsed = parse(&format!("{name} {row} {col}"));
            prop_assert!(matches!(parsed, Ok(Some(_))));
            let longer = format!("{name} {row} {col} {extra}");
            prop_assert!(parse(&longer).is_err());
        }

        #[test]
        fn coordinates_inside_the_board_are_accepted_and_outside_refused(
            row in -300i64..300, col in -300i64..300,
        ) {
            let grid = Config::EXPERT.grid();
            let inside = (1..=16).contains(&row) && (1..=30).contains(&col);
            prop_assert_eq!(Coord { row, col }.on(grid).is_ok(), inside);
        }
    }
}
