//! A battle's settings as the address bar holds them:
//! `?mode=battle&rows=25&cols=40&mines=230&seed=7&level=expert&speed=5&lives=3&pace=realtime`,
//! with `&ng=1` for a board without guesses.
//! Pure (tested natively): anything invalid becomes the nearest valid battle, with a sentence.

use minesweeper_engine::battle::{BattleConfig, BattlePreset, Level, Pace, PRESETS};

use crate::shared::query::{no_guess_flag, note_repeat, number, pairs, parse_seed, shorten, Note};

/// Everything that picks a battle besides its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub config: BattleConfig,
    pub level: Level,
    /// The computer's pace in real time: 1 (a move every 1.1 s) to 10 (every 0.2 s).
    pub speed: u8,
}

pub const MIN_SPEED: u8 = 1;
pub const MAX_SPEED: u8 = 10;

impl Setup {
    /// A preset with its own speed and lives.
    pub fn preset(preset: &BattlePreset, level: Level, pace: Pace) -> Setup {
        Setup {
            config: BattleConfig::preset(preset, pace),
            level,
            speed: preset.speed,
        }
    }

    /// Milliseconds between the computer's moves in real time (the original's 1200 − 100 × speed).
    pub fn interval_ms(&self) -> u32 {
        1200 - 100 * u32::from(self.speed.clamp(MIN_SPEED, MAX_SPEED))
    }

    /// The preset this battle's size is, if any.
    pub fn preset_name(&self) -> Option<&'static str> {
        let c = self.config;
        PRESETS
            .iter()
            .find(|p| (p.rows, p.cols, p.mines) == (c.rows(), c.cols(), c.mines()))
            .map(|p| p.name)
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::preset(&PRESETS[0], Level::Casual, Pace::Realtime)
    }
}

/// Whether the address names a battle (`mode=battle`).
pub fn is_battle(query: &str) -> bool {
    pairs(query).any(|(k, v)| k == "mode" && v == "battle")
}

/// A battle as a URL describes it, and a sentence per parameter that had to change.
#[derive(Clone, Debug, PartialEq)]
pub struct UrlBattle {
    pub setup: Setup,
    pub seed: Option<u64>,
    pub notices: Vec<Note>,
}

const PARAMETERS: [&str; 12] = [
    "mode", "rows", "cols", "mines", "seed", "level", "speed", "lives", "pace", "preset", "ng",
    "lang",
];

pub fn from_query(query: &str) -> UrlBattle {
    let mut notices = Vec::new();
    let base = PRESETS[0];
    let (mut rows, mut cols, mut mines, mut lives, mut speed) = (None, None, None, None, None);
    let mut preset = None;
    let mut seed = None;
    let mut level = Level::Casual;
    let mut pace = Pace::Realtime;
    let mut no_guess = false;
    let mut seen: Vec<String> = Vec::new();
    for (key, value) in pairs(query) {
        note_repeat(&key, &value, &PARAMETERS, &mut seen, &mut notices);
        match key.as_str() {
            "mode" => {}
            "rows" => rows = number(&key, &value, &mut notices),
            "cols" => cols = number(&key, &value, &mut notices),
            "mines" => mines = number(&key, &value, &mut notices),
            "lives" => lives = number(&key, &value, &mut notices),
            "speed" => speed = number(&key, &value, &mut notices),
            "seed" => seed = parse_seed(&value, &mut notices),
            "preset" => match PRESETS.iter().find(|p| p.name == value) {
                Some(p) => preset = Some(*p),
                None => notices.push(Note::Preset {
                    value: shorten(&value),
                }),
            },
            "level" => match Level::parse(&value) {
                Some(l) => level = l,
                None => notices.push(Note::Level {
                    value: shorten(&value),
                }),
            },
            "pace" => match Pace::parse(&value) {
                Some(p) => pace = p,
                None => notices.push(Note::Pace {
                    value: shorten(&value),
                }),
            },
            "ng" => no_guess = no_guess_flag(&value, &mut notices).unwrap_or(false),
            // The page's language: its first script and the game server read it (shared::words).
            "lang" => {}
            _ => notices.push(Note::Unknown {
                key: shorten(&key),
                known: &PARAMETERS,
            }),
        }
    }
    let base = preset.unwrap_or(base);
    let clamp_u64 = |v: Option<i128>, default: u32| -> u64 {
        v.map_or(u64::from(default), |v| {
            v.clamp(0, i128::from(u64::MAX)) as u64
        })
    };
    let (want_rows, want_cols) = (clamp_u64(rows, base.rows), clamp_u64(cols, base.cols));
    // Without a mine count, a resized battle keeps the preset's density.
    let default_mines = if (want_rows, want_cols) == (u64::from(base.rows), u64::from(base.cols)) {
        base.mines
    } else {
        let density = f64::from(base.mines) / f64::from(base.rows * base.cols);
        let (r, c) = (
            want_rows.clamp(10, 200) as f64,
            want_cols.clamp(10, 200) as f64,
        );
        (r * c * density).round().max(1.0) as u32
    };
    let (config, clamped) = BattleConfig::clamped(
        want_rows,
        want_cols,
        clamp_u64(mines, default_mines),
        clamp_u64(lives, u32::from(base.lives)),
        pace,
    );
    notices.extend(clamped.into_iter().map(Note::Battle));
    let config = config.with_no_guess(no_guess);
    let want_speed = speed.unwrap_or(i128::from(base.speed));
    let got_speed = want_speed.clamp(MIN_SPEED.into(), MAX_SPEED.into()) as u8;
    if want_speed != i128::from(got_speed) {
        notices.push(Note::Speed {
            wanted: want_speed,
            got: got_speed,
            min: MIN_SPEED,
            max: MAX_SPEED,
        });
    }
    UrlBattle {
        setup: Setup {
            config,
            level,
            speed: got_speed,
        },
        seed,
        notices,
    }
}

/// The address of a battle: every setting and the seed, so a link replays it.
pub fn to_query(setup: &Setup, seed: u64) -> String {
    let c = setup.config;
    format!(
        "?mode=battle&rows={}&cols={}&mines={}&seed={seed}&level={}&speed={}&lives={}&pace={}{}",
        c.rows(),
        c.cols(),
        c.mines(),
        setup.level.as_str(),
        setup.speed,
        c.lives(),
        c.pace().as_str(),
        if c.no_guess() { "&ng=1" } else { "" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::query::said;

    #[test]
    fn a_full_address_round_trips() {
        let q = "?mode=battle&rows=25&cols=40&mines=230&seed=7&level=expert&speed=5&lives=3&pace=realtime";
        let url = from_query(q);
        assert!(url.notices.is_empty(), "{:?}", url.notices);
        assert_eq!(url.seed, Some(7));
        assert_eq!(url.setup.level, Level::Expert);
        assert_eq!(url.setup.preset_name(), Some("intermediate"));
        assert_eq!(to_query(&url.setup, 7), q);
        assert!(is_battle(q));
        assert!(!is_battle("?rows=9"));
    }

    #[test]
    fn a_no_guess_battle_says_so_in_its_address() {
        let q = "?mode=battle&rows=20&cols=30&mines=110&seed=3&level=casual&speed=2&lives=2&pace=turns&ng=1";
        let url = from_query(q);
        assert!(url.notices.is_empty(), "{:?}", url.notices);
        assert!(url.setup.config.no_guess());
        assert_eq!(to_query(&url.setup, 3), q);
        assert!(!from_query("?mode=battle&ng=0").setup.config.no_guess());
        let url = from_query("?mode=battle&ng=maybe");
        assert!(!url.setup.config.no_guess());
        assert_eq!(
            said(&url.notices),
            ["ng=“maybe” is not 1 (no guessing) or 0; using 0"]
        );
    }

    #[test]
    fn the_default_battle_is_the_beginner_preset_against_casual() {
        let url = from_query("?mode=battle");
        assert!(url.notices.is_empty());
        assert_eq!(url.setup, Setup::default());
        assert_eq!(url.setup.speed, 2);
        assert_eq!(url.setup.interval_ms(), 1000);
        assert_eq!(url.seed, None);
    }

    #[test]
    fn bad_values_become_the_nearest_valid_battle_with_a_notice_each() {
        let url = from_query(
            "?mode=battle&rows=5&cols=abc&mines=-3&lives=9&speed=11&level=god&pace=fast&x=1&seed=-1",
        );
        let c = url.setup.config;
        assert_eq!((c.rows(), c.cols(), c.mines(), c.lives()), (10, 30, 1, 5));
        assert_eq!(url.setup.speed, 10);
        assert_eq!(url.setup.level, Level::Casual);
        assert_eq!(c.pace(), Pace::Realtime);
        assert_eq!(url.seed, None);
        let all = said(&url.notices).join(" | ");
        for expected in [
            "rows must be 10 to 200",
            "cols=“abc” is not a number",
            "holds 1 to",
            "lives must be 1 to 5",
            "speed must be 1 to 10",
            "level “god”",
            "pace “fast”",
            "“x” is not one of",
            "seed “-1”",
        ] {
            assert!(all.contains(expected), "missing {expected:?} in {all}");
        }
    }

    #[test]
    fn a_resized_battle_keeps_the_preset_density() {
        let url = from_query("?mode=battle&rows=40&cols=40");
        assert_eq!(
            url.setup.config.mines(),
            (1600.0_f64 * 110.0 / 600.0).round() as u32
        );
        let url = from_query("?mode=battle&preset=expert");
        assert_eq!(url.setup.preset_name(), Some("expert"));
        assert_eq!((url.setup.speed, url.setup.config.lives()), (8, 4));
    }
}
