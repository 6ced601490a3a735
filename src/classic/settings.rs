//! Game settings as the browser sees them: presets, slider ranges, and the URL that describes a
//! game. Pure logic with no web dependency, so it is tested natively.

use crate::shared::words::Words;
use minesweeper_engine::daily::{Daily, Date};
use minesweeper_engine::{no_guess, Config, FirstClick, Limits};

use crate::shared::query::{no_guess_flag, note_repeat, number, pairs, parse_seed, shorten, Note};

/// The sliders' ranges: what every front end offers.
pub const MIN_SIDE: u32 = Limits::MIN_SIDE;
pub const MAX_SIDE: u32 = Limits::UI.max_rows;

/// A named board size, or `Custom`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Beginner,
    Intermediate,
    Expert,
    Custom,
}

impl Preset {
    pub const NAMED: [Preset; 3] = [Preset::Beginner, Preset::Intermediate, Preset::Expert];

    pub fn label(self, w: &Words) -> std::rc::Rc<str> {
        match self {
            Preset::Beginner => w.preset_beginner(),
            Preset::Intermediate => w.preset_intermediate(),
            Preset::Expert => w.preset_expert(),
            Preset::Custom => w.preset_custom(),
        }
    }

    /// The preset's board (custom has none of its own).
    pub const fn config(self) -> Option<Config> {
        match self {
            Preset::Beginner => Some(Config::BEGINNER),
            Preset::Intermediate => Some(Config::INTERMEDIATE),
            Preset::Expert => Some(Config::EXPERT),
            Preset::Custom => None,
        }
    }

    /// Which preset a board is, whatever its first-click rule.
    pub fn of(config: &Config) -> Preset {
        Preset::NAMED
            .into_iter()
            .find(|p| p.config().is_some_and(|c| same_size(&c, config)))
            .unwrap_or(Preset::Custom)
    }
}

fn same_size(a: &Config, b: &Config) -> bool {
    (a.rows(), a.cols(), a.mines()) == (b.rows(), b.cols(), b.mines())
}

/// The largest mine count the Mines slider offers for a board.
pub const fn max_mines(rows: u32, cols: u32) -> u32 {
    rows * cols - 1
}

/// A board from slider values, clamped into the sliders' ranges (mines follow the size). A
/// no-guess board the generator does not make (over 1,000 cells and 20 % mines) becomes an
/// Opening one.
pub fn clamped(rows: u32, cols: u32, mines: u32, rule: FirstClick) -> Config {
    let rows = rows.clamp(MIN_SIDE, MAX_SIDE);
    let cols = cols.clamp(MIN_SIDE, MAX_SIDE);
    let mines = mines.clamp(1, max_mines(rows, cols));
    let rule = if rule == FirstClick::NoGuess && !no_guess_fits(rows, cols, mines) {
        FirstClick::Opening
    } else {
        rule
    };
    Config::with_limits(rows.into(), cols.into(), mines.into(), rule, Limits::UI)
        .unwrap_or(Config::BEGINNER)
}

/// Whether a board this size, with this many mines, can be made without guesses.
pub use no_guess::fits as no_guess_fits;

/// A game as a URL describes it: the board, the seed if the URL had a valid one, and a
/// note ([`Note`]) for every parameter that had to be changed.
#[derive(Clone, Debug, PartialEq)]
pub struct UrlGame {
    pub config: Config,
    pub seed: Option<u64>,
    pub notices: Vec<Note>,
    /// A daily board: its preset (an index into `Config::PRESETS`) and its date, if the link
    /// gives one (else today's).
    pub daily: Option<(usize, Option<Date>)>,
}

/// The parameters a game's address holds.
const PARAMETERS: [&str; 10] = [
    "rows", "cols", "mines", "seed", "rule", "ng", "mode", "daily", "date", "lang",
];

/// Reads `?rows=16&cols=30&mines=99&seed=12345&rule=safe`. Anything missing takes its default
/// (Beginner, Opening); anything invalid becomes the nearest valid value, with a notice.
pub fn from_query(query: &str) -> UrlGame {
    let mut notices = Vec::new();
    let asked = asked(query, &mut notices);
    let (r, c, m) = board(&asked, &mut notices);
    let rule = rule(&asked, r, c, m, &mut notices);
    if asked.date.is_some() && asked.daily.is_none() {
        notices.push(Note::DateAlone);
    }
    UrlGame {
        config: clamped(r, c, m, rule),
        seed: asked.seed,
        notices,
        daily: asked.daily.map(|preset| (preset, asked.date)),
    }
}

/// What the address asks for, before the game's limits: each number as written (`None` when
/// missing, `Some(None)` when not a number).
#[derive(Default)]
struct Asked {
    rows: Option<Option<i128>>,
    cols: Option<Option<i128>>,
    mines: Option<Option<i128>>,
    seed: Option<u64>,
    rule: FirstClick,
    ng: bool,
    daily: Option<usize>,
    date: Option<Date>,
}

/// The address's parameters, each read or noted as wrong.
fn asked(query: &str, notices: &mut Vec<Note>) -> Asked {
    let mut asked = Asked::default();
    let mut seen: Vec<String> = Vec::new();
    for (key, value) in pairs(query) {
        note_repeat(&key, &value, &PARAMETERS, &mut seen, notices);
        match key.as_str() {
            "rows" => asked.rows = Some(number(&key, &value, notices)),
            "cols" => asked.cols = Some(number(&key, &value, notices)),
            "mines" => asked.mines = Some(number(&key, &value, notices)),
            "seed" => asked.seed = parse_seed(&value, notices),
            "rule" => match value.parse::<FirstClick>() {
                Ok(FirstClick::NoGuess) => asked.ng = true,
                Ok(r) => asked.rule = r,
                Err(_) => notices.push(Note::Rule {
                    value: shorten(&value),
                }),
            },
            "ng" => asked.ng = no_guess_flag(&value, notices).unwrap_or(false),
            "daily" => match Config::PRESETS
                .iter()
                .position(|(n, _)| n.eq_ignore_ascii_case(&value))
            {
                Some(preset) => asked.daily = Some(preset),
                None => notices.push(Note::Daily {
                    value: shorten(&value),
                }),
            },
            "date" => match Date::parse(&value) {
                Ok(day) => asked.date = Some(day),
                Err(_) => notices.push(Note::Date {
                    value: shorten(&value),
                }),
            },
            // The page's language: its first script and the game server read it (shared::words).
            "lang" => {}
            // The classic game; `mode=battle` never reaches this parser (see `battle::settings`).
            "mode" if value == "classic" => {}
            "mode" => notices.push(Note::Mode {
                value: shorten(&value),
            }),
            _ => notices.push(Note::Unknown {
                key: shorten(&key),
                known: &PARAMETERS,
            }),
        }
    }
    asked
}

/// The board asked for, within the game's limits: a side from 2 to 200, mines from 1 to all
/// but one cell (without a count, a resized board keeps Beginner's density). What had to
/// change is noted.
fn board(asked: &Asked, notices: &mut Vec<Note>) -> (u32, u32, u32) {
    let base = Config::BEGINNER;
    let want = |v: Option<Option<i128>>, default: u32| v.flatten().unwrap_or(default.into());
    let (want_rows, want_cols) = (want(asked.rows, base.rows()), want(asked.cols, base.cols()));
    let side = |v: i128| v.clamp(MIN_SIDE.into(), MAX_SIDE.into()) as u32;
    let (r, c) = (side(want_rows), side(want_cols));
    let default_mines = if (r, c) == (base.rows(), base.cols()) {
        base.mines()
    } else {
        ((r * c) as f64 * 0.123).round().max(1.0) as u32
    };
    let want_mines = want(asked.mines, default_mines);
    let m = want_mines.clamp(1, max_mines(r, c).into()) as u32;
    for (name, wanted, got) in [
        ("rows", want_rows, r),
        ("cols", want_cols, c),
        ("mines", want_mines, m),
    ] {
        if wanted != i128::from(got) {
            notices.push(if name == "mines" {
                Note::Mines {
                    wanted,
                    got,
                    rows: r,
                    cols: c,
                    max: max_mines(r, c),
                }
            } else {
                Note::Side {
                    key: name,
                    wanted,
                    got,
                    min: MIN_SIDE,
                    max: MAX_SIDE,
                }
            });
        }
    }
    (r, c, m)
}

/// The first-click rule: no guessing where the board leaves room for it, else as asked.
fn rule(asked: &Asked, r: u32, c: u32, m: u32, notices: &mut Vec<Note>) -> FirstClick {
    if !asked.ng {
        return asked.rule;
    }
    if asked.rule == FirstClick::Safe {
        notices.push(Note::NoGuessSafe);
    }
    let mines = m.clamp(1, max_mines(r, c));
    if no_guess_fits(r, c, mines) {
        FirstClick::NoGuess
    } else {
        notices.push(Note::NoGuessDense {
            rows: r,
            cols: c,
            mines,
        });
        FirstClick::Opening
    }
}

/// The query string of a daily board: `?daily=expert&date=2026-11-24`.
pub fn daily_query(daily: &Daily) -> String {
    format!("?daily={}&date={}", daily.preset_name(), daily.date)
}

/// The query string that reproduces a game (a no-guess board: `rule=opening&ng=1`).
pub fn to_query(config: &Config, seed: u64) -> String {
    let (rule, ng) = match config.first_click() {
        FirstClick::NoGuess => ("opening", "&ng=1"),
        rule => (rule.as_str(), ""),
    };
    format!(
        "?rows={}&cols={}&mines={}&seed={seed}&rule={rule}{ng}",
        config.rows(),
        config.cols(),
        config.mines(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::query::said;

    #[test]
    fn repeated_unknown_and_nul_parameters_each_get_a_notice() {
        // From the stress run: a repeated key, junk keys and a NUL byte.
        let game =
            from_query("?mines=46&rule=0&cols=abc&cols=73&rows.x=-Infinity&seed[]=%00&rows=176");
        let (r, c, m) = (game.config.rows(), game.config.cols(), game.config.mines());
        assert_eq!((r, c, m), (176, 73, 46));
        assert_eq!(
            said(&game.notices),
            [
                "rule “0” is not safe or opening; using opening",
                "cols=“abc” is not a number; using the default",
                "cols was given more than once; the last one (“73”) counts",
                "“rows.x” is not one of rows, cols, mines, seed, rule, ng, mode, daily, date, lang; it was ignored",
                "“seed[]” is not one of rows, cols, mines, seed, rule, ng, mode, daily, date, lang; it was ignored",
            ]
        );
        let nul = from_query("?seed=%00%0a");
        assert_eq!(
            said(&nul.notices),
            [format!(
                "seed “\u{FFFD}\u{FFFD}” is not a number from 0 to {}; a random board was drawn",
                u64::MAX
            )]
        );
        // A well-formed address has no notice.
        assert!(from_query("?rows=9&cols=9&mines=10&seed=1&rule=safe")
            .notices
            .is_empty());
    }

    #[test]
    fn ng_1_asks_for_a_no_guess_board_and_round_trips() {
        let game = from_query("?rows=16&cols=30&mines=99&seed=7&rule=opening&ng=1");
        assert_eq!(
            game.config,
            Config::EXPERT.with_first_click(FirstClick::NoGuess)
        );
        assert!(game.notices.is_empty());
        assert_eq!(
            to_query(&game.config, 7),
            "?rows=16&cols=30&mines=99&seed=7&rule=opening&ng=1"
        );
        assert_eq!(from_query(&to_query(&game.config, 7)), game);
        let safe = from_query("?rule=safe&ng=1");
        assert_eq!(safe.config.first_click(), FirstClick::NoGuess);
        assert_eq!(safe.notices.len(), 1);
        // Every size up to 20 % mines; denser big boards are ordinary, with a notice.
        let big = from_query("?rows=200&cols=200&mines=8000&ng=1");
        assert_eq!(big.config.first_click(), FirstClick::NoGuess);
        assert!(big.notices.is_empty());
        let dense = from_query("?rows=100&cols=100&mines=2001&ng=1");
        assert_eq!(dense.config.first_click(), FirstClick::Opening);
        assert_eq!(
            said(&dense.notices),
            ["ng=1 dropped: no-guess boards over 1000 cells hold at most 20 % mines, and 100×100 with 2001 is 21 %"]
        );
        let junk = from_query("?ng=yes");
        assert_eq!(junk.config.first_click(), FirstClick::Opening);
        assert_eq!(junk.notices.len(), 1);
        // A slider that takes a big no-guess board past 20 % mines makes it ordinary.
        assert_eq!(
            clamped(40, 40, 321, FirstClick::NoGuess).first_click(),
            FirstClick::Opening
        );
        assert_eq!(
            clamped(40, 40, 320, FirstClick::NoGuess).first_click(),
            FirstClick::NoGuess
        );
        assert_eq!(
            clamped(30, 30, 300, FirstClick::NoGuess).first_click(),
            FirstClick::NoGuess
        );
    }

    #[test]
    fn a_full_query_starts_exactly_that_board() {
        let game = from_query("?rows=16&cols=30&mines=99&seed=12345");
        assert_eq!(game.config, Config::EXPERT);
        assert_eq!(game.seed, Some(12345));
        assert!(game.notices.is_empty());
        assert_eq!(from_query(&to_query(&game.config, 12345)), game);
    }

    #[test]
    fn no_query_is_beginner_without_a_seed() {
        let game = from_query("");
        assert_eq!(game.config, Config::BEGINNER);
        assert_eq!(game.seed, None);
        assert!(game.notices.is_empty());
    }

    #[test]
    fn the_rule_parameter_sets_the_first_click_rule() {
        assert_eq!(
            from_query("?rule=safe").config.first_click(),
            FirstClick::Safe
        );
        let bad = from_query("?rule=maybe");
        assert_eq!(bad.config.first_click(), FirstClick::Opening);
        assert_eq!(bad.notices.len(), 1);
    }

    #[test]
    fn hostile_values_clamp_to_the_nearest_valid_game_with_notices() {
        let game = from_query(
            "?rows=-5&cols=99999999999999999999999999999999999999999999&mines=abc&seed=x",
        );
        assert_eq!((game.config.rows(), game.config.cols()), (2, 200));
        assert_eq!(game.seed, None);
        let text = said(&game.notices).join("\n");
        assert!(text.contains("rows=-5 changed to 2"), "{text}");
        assert!(
            text.contains("cols=") && text.contains("changed to 200"),
            "{text}"
        );
        assert!(text.contains("mines=“abc” is not a number"), "{text}");
        assert!(text.contains("seed “x”"), "{text}");
    }

    #[test]
    fn too_many_mines_clamp_to_cells_minus_one() {
        let game = from_query("?rows=9&cols=9&mines=81&seed=1");
        assert_eq!(game.config.mines(), 80);
        assert_eq!(
            said(&game.notices),
            vec!["mines=81 changed to 80: a 9×9 board takes 1 to 80 mines"]
        );
        assert_eq!(from_query("?mines=0").config.mines(), 1);
    }

    #[test]
    fn a_resized_board_without_mines_keeps_a_sensible_density() {
        let game = from_query("?rows=20&cols=20");
        assert_eq!(game.config.mines(), 49);
        assert!(game.notices.is_empty());
    }

    #[test]
    fn percent_escapes_and_junk_do_not_panic() {
        for q in [
            "?rows=%31%36",
            "?rows=%",
            "?rows=%4",
            "?=&&==&rows",
            "?seed=%FF%FE",
            "?rows=１６",
        ] {
            let _ = from_query(q);
        }
        assert_eq!(
            from_query("?rows=%31%36&cols=16&mines=40").config,
            Config::INTERMEDIATE
        );
    }

    #[test]
    fn presets_are_recognised_by_size() {
        assert_eq!(Preset::of(&Config::EXPERT), Preset::Expert);
        assert_eq!(
            Preset::of(&Config::EXPERT.with_first_click(FirstClick::Safe)),
            Preset::Expert
        );
        assert_eq!(
            Preset::of(&clamped(10, 10, 10, FirstClick::Safe)),
            Preset::Custom
        );
    }

    #[test]
    fn clamped_keeps_mines_below_the_cell_count() {
        let c = clamped(2, 2, 500, FirstClick::Opening);
        assert_eq!((c.rows(), c.cols(), c.mines()), (2, 2, 3));
        let c = clamped(0, 900, 0, FirstClick::Opening);
        assert_eq!((c.rows(), c.cols(), c.mines()), (2, 200, 1));
    }
}
