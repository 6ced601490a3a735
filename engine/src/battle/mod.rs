//! Battle: two players race for territory on one shared board (after krlove's "Minesweeper
//! Battle"). Player one starts in the top-left corner, player two in the bottom-right; each may
//! only play hidden cells that touch the safe cells they opened. A mine costs a life; the first
//! to open half the safe cells plus one wins, and when nobody can get there any more the larger
//! territory wins.
//!
//! A [`Battle`] is immutable from the outside, like [`crate::Game`]: [`Battle::apply`] checks a
//! move against the rules and returns a [`BattleStep`] with the next state and the cells that
//! changed. Both players' moves go through the same rules. The computer players
//! ([`Level::choose`]) see only a [`Sight`]: what a player sees, never the hidden mines.
//!
//! ```
//! use minesweeper_engine::battle::{Battle, BattleConfig, Level, Move, Pace, Player, PRESETS};
//! use minesweeper_engine::Pos;
//!
//! let config = BattleConfig::preset(&PRESETS[1], Pace::Turns);
//! let battle = Battle::new(config, 7);
//! let refused = battle.apply(Player::One, Move::Reveal(Pos::new(12, 20))).unwrap_err();
//! assert_eq!(refused.to_string(), "(12, 20) does not touch your territory");
//! let cell = battle.grid().pos(battle.legal_cells(Player::One)[0]);
//! let step = battle.apply(Player::One, Move::Reveal(cell)).unwrap();
//! let reply = Level::Master.choose(&step.battle.sight(Player::Two)).expect("a legal cell");
//! let step = step.battle.apply(Player::Two, Move::Reveal(reply)).unwrap();
//! assert_eq!(step.battle.turn(), Player::One);
//! ```

mod computer;
mod layout;
mod save;
mod snapshot;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::no_guess::{self, Generator};
use crate::{Grid, Pos, MINE};

pub use computer::{Level, NOVICE_MISS_RATE};
pub use save::BattleRestoreError;
pub use snapshot::Snapshot;

/// The two sides. `One` starts in the top-left corner (the human in the front ends), `Two` in
/// the bottom-right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}

/// Real time (both play whenever they like) or turns (one move each, player one first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    #[default]
    Realtime,
    Turns,
}

impl Pace {
    pub const fn as_str(self) -> &'static str {
        match self {
            Pace::Realtime => "realtime",
            Pace::Turns => "turns",
        }
    }

    pub fn parse(text: &str) -> Option<Pace> {
        match text {
            "realtime" => Some(Pace::Realtime),
            "turns" => Some(Pace::Turns),
            _ => None,
        }
    }
}

/// A named battle size, with the computer's speed (1–10) and the lives the original used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub name: &'static str,
    pub rows: u32,
    pub cols: u32,
    pub mines: u32,
    pub speed: u8,
    pub lives: u8,
}

/// The original's three sizes (rows × columns).
pub const PRESETS: [Preset; 3] = [
    Preset {
        name: "beginner",
        rows: 20,
        cols: 30,
        mines: 110,
        speed: 2,
        lives: 2,
    },
    Preset {
        name: "intermediate",
        rows: 25,
        cols: 40,
        mines: 230,
        speed: 5,
        lives: 3,
    },
    Preset {
        name: "expert",
        rows: 30,
        cols: 50,
        mines: 340,
        speed: 8,
        lives: 4,
    },
];

/// The corners' protected discs: no mine within this (Euclidean) distance of either corner.
pub const CLEAR_RADIUS: u32 = 3;

/// What a battle is played with. Made only through [`BattleConfig::new`], so it is always valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawBattleConfig", into = "RawBattleConfig")]
pub struct BattleConfig {
    rows: u32,
    cols: u32,
    mines: u32,
    lives: u8,
    pace: Pace,
    no_guess: bool,
}

#[derive(Serialize, Deserialize)]
struct RawBattleConfig {
    rows: u32,
    cols: u32,
    mines: u32,
    lives: u8,
    pace: Pace,
    /// Absent in battles saved before no-guess battles existed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    no_guess: bool,
}

impl TryFrom<RawBattleConfig> for BattleConfig {
    type Error = BattleConfigError;
    fn try_from(raw: RawBattleConfig) -> Result<Self, Self::Error> {
        BattleConfig::new(raw.rows, raw.cols, raw.mines, raw.lives, raw.pace)
            .map(|config| config.with_no_guess(raw.no_guess))
    }
}

impl From<BattleConfig> for RawBattleConfig {
    fn from(c: BattleConfig) -> Self {
        RawBattleConfig {
            rows: c.rows,
            cols: c.cols,
            mines: c.mines,
            lives: c.lives,
            pace: c.pace,
            no_guess: c.no_guess,
        }
    }
}

/// A battle setting out of range; the message says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BattleConfigError {
    #[error("a battle board has {min} to {max} rows and columns, not {rows}×{cols}")]
    Size {
        rows: u32,
        cols: u32,
        min: u32,
        max: u32,
    },
    #[error("a {rows}×{cols} battle holds 1 to {max} mines, not {mines}")]
    Mines {
        rows: u32,
        cols: u32,
        mines: u32,
        max: u32,
    },
    #[error("each player has 1 to {max} lives, not {lives}", max = BattleConfig::MAX_LIVES)]
    Lives { lives: u8 },
}

impl BattleConfig {
    /// Room for both corner openings.
    pub const MIN_SIDE: u32 = 10;
    /// The classic game's largest board.
    pub const MAX_SIDE: u32 = 200;
    pub const MAX_LIVES: u8 = 5;

    pub fn new(
        rows: u32,
        cols: u32,
        mines: u32,
        lives: u8,
        pace: Pace,
    ) -> Result<BattleConfig, BattleConfigError> {
        let side = BattleConfig::MIN_SIDE..=BattleConfig::MAX_SIDE;
        if !side.contains(&rows) || !side.contains(&cols) {
            return Err(BattleConfigError::Size {
                rows,
                cols,
                min: BattleConfig::MIN_SIDE,
                max: BattleConfig::MAX_SIDE,
            });
        }
        let max = BattleConfig::max_mines(rows, cols);
        if !(1..=max).contains(&mines) {
            return Err(BattleConfigError::Mines {
                rows,
                cols,
                mines,
                max,
            });
        }
        if !(1..=BattleConfig::MAX_LIVES).contains(&lives) {
            return Err(BattleConfigError::Lives { lives });
        }
        Ok(BattleConfig {
            rows,
            cols,
            mines,
            lives,
            pace,
            no_guess: false,
        })
    }

    /// The nearest valid battle to what was asked, and one sentence per value that was
    /// changed, for front ends that take settings from a URL or a form.
    pub fn clamped(
        rows: u64,
        cols: u64,
        mines: u64,
        lives: u64,
        pace: Pace,
    ) -> (BattleConfig, Vec<String>) {
        let mut notices = Vec::new();
        let side = |asked: u64, what: &str, notices: &mut Vec<String>| -> u32 {
            let (min, max) = (BattleConfig::MIN_SIDE, BattleConfig::MAX_SIDE);
            let got = asked.clamp(u64::from(min), u64::from(max)) as u32;
            if u64::from(got) != asked {
                notices.push(format!(
                    "{what} must be {min} to {max} in a battle; using {got} instead of {asked}"
                ));
            }
            got
        };
        let rows = side(rows, "rows", &mut notices);
        let cols = side(cols, "columns", &mut notices);
        let max = BattleConfig::max_mines(rows, cols);
        let got_mines = mines.clamp(1, u64::from(max)) as u32;
        if u64::from(got_mines) != mines {
            notices.push(format!(
                "a {rows}×{cols} battle holds 1 to {max} mines; using {got_mines} instead of {mines}"
            ));
        }
        let most = BattleConfig::MAX_LIVES;
        let got_lives = lives.clamp(1, u64::from(most)) as u8;
        if u64::from(got_lives) != lives {
            notices.push(format!(
                "lives must be 1 to {most}; using {got_lives} instead of {lives}"
            ));
        }
        let config = BattleConfig::new(rows, cols, got_mines, got_lives, pace)
            .expect("every value was clamped into range");
        (config, notices)
    }

    /// Every cell outside the two corners' clear discs may hold a mine, but one stays safe.
    pub fn max_mines(rows: u32, cols: u32) -> u32 {
        let cells = rows * cols;
        cells - 2 * layout::disc_size() - 1
    }

    pub fn preset(preset: &Preset, pace: Pace) -> BattleConfig {
        BattleConfig::new(preset.rows, preset.cols, preset.mines, preset.lives, pace)
            .expect("presets are valid")
    }

    pub const fn rows(&self) -> u32 {
        self.rows
    }
    pub const fn cols(&self) -> u32 {
        self.cols
    }
    pub const fn mines(&self) -> u32 {
        self.mines
    }
    pub const fn lives(&self) -> u8 {
        self.lives
    }
    pub const fn pace(&self) -> Pace {
        self.pace
    }
    pub const fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// Whether the board is made without guesses ([`no_guess_generator`]):
    /// from the two openings, proof alone opens every safe cell.
    pub const fn no_guess(&self) -> bool {
        self.no_guess
    }

    /// The same battle with another pace.
    pub const fn with_pace(self, pace: Pace) -> BattleConfig {
        BattleConfig { pace, ..self }
    }

    /// The same battle, its board made with or without guesses.
    pub const fn with_no_guess(self, no_guess: bool) -> BattleConfig {
        BattleConfig { no_guess, ..self }
    }

    /// The corner each player starts from.
    pub const fn corner(&self, player: Player) -> Pos {
        match player {
            Player::One => Pos::new(0, 0),
            Player::Two => Pos::new(self.rows - 1, self.cols - 1),
        }
    }
}

/// What a player does. Flags are free: they never use a turn and never start the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Open a hidden cell that touches your territory.
    Reveal(Pos),
    /// On a number you opened whose neighbouring flags (yours) and hit mines equal it: open its
    /// other hidden neighbours.
    Chord(Pos),
    /// Set or clear your own flag on a hidden cell that touches your territory.
    Flag(Pos),
}

impl Move {
    pub const fn pos(self) -> Pos {
        match self {
            Move::Reveal(p) | Move::Chord(p) | Move::Flag(p) => p,
        }
    }

    /// Whether the move uses the player's turn (everything but a flag).
    pub const fn takes_turn(self) -> bool {
        !matches!(self, Move::Flag(_))
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("{0} is outside the board")]
    Outside(Pos),
    #[error("the battle is over")]
    Over,
    #[error("you are out of lives")]
    Out,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0} is already open")]
    Open(Pos),
    #[error("{0} does not touch your territory")]
    NotAdjacent(Pos),
    #[error("{0} is flagged: clear the flag first")]
    Flagged(Pos),
    #[error("{0} is not a number you opened")]
    NotYourNumber(Pos),
}

/// What is on a cell, as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tile {
    Hidden,
    /// A safe cell a player opened, showing its number.
    Owned(Player, u8),
    /// A mine a player hit: shown, no one's territory, and play goes on.
    Hit(Player),
}

/// Where a battle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Both openings are shown; nobody has moved yet.
    Ready,
    Playing,
    Over(Outcome),
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Player>,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// The winner opened the target: half the safe cells plus one.
    Target,
    /// Nobody still in had a safe cell left to open, so the larger territory won (or it drew).
    NoMovesLeft,
}

/// A move [`Battle::check`] passed: what [`Battle::play_checked`] plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    player: Player,
    mv: Move,
    /// The cells it opens (a flag: its cell); none for a chord that is not ready.
    targets: Vec<usize>,
}

impl Checked {
    /// Whether it changes nothing: a chord whose number's flags do not match it (no move of
    /// the battle's; a classic chord not ready does nothing either).
    pub fn changes_nothing(&self) -> bool {
        self.targets.is_empty()
    }
}

/// What [`Battle::play`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Cells whose [`Tile`] or flags changed, each once.
    pub changed: Vec<Pos>,
    /// Mines the move hit (a chord can hit several).
    pub hits: u32,
}

/// The result of [`Battle::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleStep {
    pub battle: Battle,
    /// Cells whose [`Tile`] or flags changed, each once.
    pub changed: Vec<Pos>,
    /// Mines the move hit (a chord can hit several).
    pub hits: u32,
}

/// One battle. Same config, seed and moves ⇒ the same battle, natively and in wasm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Battle {
    config: BattleConfig,
    seed: u64,
    /// Row-major neighbour counts, `MINE` for a mine.
    field: Vec<u8>,
    tiles: Vec<Tile>,
    /// Bit `player.index()` set: that player's flag.
    flags: Vec<u8>,
    lives: [u8; 2],
    territory: [u32; 2],
    /// Safe cells in all.
    safe: u32,
    turn: Player,
    status: Status,
    /// Every accepted move, in order: what a save holds.
    log: Vec<(Player, Move)>,
    /// Each player's border, counted: the hidden cells touching their territory, and how many
    /// of those are safe. Kept as cells are opened, so a move costs what it opens, not the
    /// board's size.
    border: [BorderCount; 2],
}

/// [`Battle::border`]'s counts for one player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct BorderCount {
    hidden: u32,
    safe: u32,
}

/// A battle's board without guesses, made a step at a time: from both corners' openings
/// together, proof alone opens every safe cell, and the openings are within one cell of each
/// other in size. The no-guess generator makes it through [`no_guess::Origin`], knowing
/// nothing of battles.
pub fn no_guess_generator(config: BattleConfig, seed: u64, budget: no_guess::Budget) -> Generator {
    let origin = Box::new(layout::Corners(config));
    Generator::from_origin(layout::as_classic(&config), seed, origin, budget)
}

/// A battle's no-guess board for `seed` within `budget`: [`no_guess_generator`] run to the end.
pub fn generate_no_guess(
    config: BattleConfig,
    seed: u64,
    budget: no_guess::Budget,
) -> no_guess::Generated {
    no_guess_generator(config, seed, budget).run()
}

/// Plays a battle's board by proof alone from both corners' openings: what both players see
/// together. `mines` are row-major indices.
pub fn check_no_guess(config: &BattleConfig, mines: &[u32]) -> no_guess::Verdict {
    let starts: Vec<Pos> = Player::BOTH.into_iter().map(|p| config.corner(p)).collect();
    no_guess::check_from(layout::as_classic(config), mines, &starts)
}

impl Battle {
    /// A new battle with both corner openings revealed and owned. The layout comes from `seed`
    /// (redrawn, a bounded number of times, until the openings are within one cell in size);
    /// when the config asks for [no guesses](BattleConfig::no_guess), from the no-guess
    /// generator ([`generate_no_guess`]; the ordinary board if it finds none).
    pub fn new(config: BattleConfig, seed: u64) -> Battle {
        if config.no_guess() {
            let made = generate_no_guess(config, seed, no_guess::Budget::DEFAULT);
            return Battle::from_drawn(config, seed, layout::build(&config, &made.mines));
        }
        Battle::ordinary(config, seed)
    }

    /// The battle on the ordinary board for `seed`, whatever the config says about guesses:
    /// what [`Battle::new`] makes when none is asked, without reaching the generator (a front
    /// end that loads the solver later starts with this one).
    pub fn ordinary(config: BattleConfig, seed: u64) -> Battle {
        Battle::from_drawn(config, seed, layout::draw(&config, seed))
    }

    /// A battle on mines the caller placed (row-major indices), such as a no-guess board made
    /// a few [`crate::no_guess::Generator`] steps at a time. Refused when the count is not the
    /// config's, a mine is off the board or repeated, or one lies in a corner's clear disc.
    pub fn with_mines(config: BattleConfig, seed: u64, mines: &[u32]) -> Result<Battle, String> {
        let cells = config.grid().cells();
        let mut seen = vec![false; cells];
        for &m in mines {
            let m = m as usize;
            if m >= cells || seen[m] {
                return Err(format!("mine {m} is off the board or repeated"));
            }
            if layout::in_disc(&config, m) {
                return Err("a mine lies in a corner's clear disc".into());
            }
            seen[m] = true;
        }
        if mines.len() != config.mines() as usize {
            return Err(format!(
                "{} mines for a battle of {}",
                mines.len(),
                config.mines()
            ));
        }
        Ok(Battle::from_drawn(
            config,
            seed,
            layout::build(&config, mines),
        ))
    }

    /// A battle on a layout drawn as `*` (mine) and `.` (safe), one string per row: for tests
    /// and puzzles. The corners' clear discs must be free of mines.
    pub fn from_picture(rows: &[&str], lives: u8, pace: Pace) -> Result<Battle, String> {
        let cols = rows.first().map_or(0, |r| r.chars().count());
        if rows.iter().any(|r| r.chars().count() != cols) {
            return Err("every row must have the same length".into());
        }
        let mines: Vec<u32> = rows
            .iter()
            .flat_map(|r| r.chars())
            .enumerate()
            .filter(|&(_, ch)| ch == '*')
            .map(|(i, _)| i as u32)
            .collect();
        let config = BattleConfig::new(
            rows.len() as u32,
            cols as u32,
            mines.len() as u32,
            lives,
            pace,
        )
        .map_err(|e| e.to_string())?;
        if mines.iter().any(|&m| layout::in_disc(&config, m as usize)) {
            return Err("a mine lies in a corner's clear disc".into());
        }
        Ok(Battle::from_drawn(
            config,
            0,
            layout::build(&config, &mines),
        ))
    }

    fn from_drawn(config: BattleConfig, seed: u64, drawn: layout::Drawn) -> Battle {
        let cells = config.grid().cells();
        let safe = cells as u32 - config.mines;
        let mut battle = Battle {
            config,
            seed,
            field: drawn.field,
            tiles: vec![Tile::Hidden; cells],
            flags: vec![0; cells],
            lives: [config.lives; 2],
            territory: [0; 2],
            safe,
            turn: Player::One,
            status: Status::Ready,
            log: Vec::new(),
            border: [BorderCount::default(); 2],
        };
        for (player, cells) in Player::BOTH.into_iter().zip(drawn.openings) {
            for cell in cells {
                battle.uncover(cell, Tile::Owned(player, battle.field[cell]));
                battle.territory[player.index()] += 1;
            }
        }
        // Openings that already decide it (a board almost without mines, or both corners walled
        // in) end the battle before it starts.
        let border = battle.borders();
        battle.check_end(&border);
        battle
    }

    pub const fn config(&self) -> BattleConfig {
        self.config
    }
    pub const fn seed(&self) -> u64 {
        self.seed
    }
    pub const fn grid(&self) -> Grid {
        self.config.grid()
    }
    pub const fn status(&self) -> Status {
        self.status
    }
    pub const fn is_over(&self) -> bool {
        matches!(self.status, Status::Over(_))
    }
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.status {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        }
    }
    /// Whose move it is in turns pace (in real time, always both).
    pub const fn turn(&self) -> Player {
        self.turn
    }
    pub const fn lives(&self, player: Player) -> u8 {
        self.lives[player.index()]
    }
    pub const fn territory(&self, player: Player) -> u32 {
        self.territory[player.index()]
    }
    /// Safe cells to open to win: half the safe cells, plus one.
    pub const fn target(&self) -> u32 {
        self.safe / 2 + 1
    }
    pub const fn safe_cells(&self) -> u32 {
        self.safe
    }
    /// Moves accepted so far (flags included).
    pub fn moves(&self) -> &[(Player, Move)] {
        &self.log
    }

    pub fn tile(&self, pos: Pos) -> Option<Tile> {
        self.grid().index(pos).map(|i| self.tiles[i])
    }
    pub fn tile_at(&self, index: usize) -> Tile {
        self.tiles[index]
    }
    pub fn is_flagged(&self, player: Player, pos: Pos) -> bool {
        self.grid()
            .index(pos)
            .is_some_and(|i| self.flagged_at(player, i))
    }
    fn flagged_at(&self, player: Player, index: usize) -> bool {
        self.flags[index] & (1 << player.index()) != 0
    }

    /// Every mine, for the end of a battle (front ends show them only then).
    pub fn mine_positions(&self) -> Vec<Pos> {
        let grid = self.grid();
        (0..grid.cells())
            .filter(|&i| self.field[i] == MINE)
            .map(|i| grid.pos(i))
            .collect()
    }

    /// Whether `player` still plays: lives left and the battle not over.
    pub fn is_in(&self, player: Player) -> bool {
        !self.is_over() && self.lives[player.index()] > 0
    }

    /// Whether `index` is hidden and touches `player`'s territory: a cell they may play.
    pub fn is_legal_at(&self, player: Player, index: usize) -> bool {
        self.tiles[index] == Tile::Hidden
            && self
                .grid()
                .neighbours(index)
                .any(|n| matches!(self.tiles[n], Tile::Owned(p, _) if p == player))
    }

    /// The cells `player` may open now (if it is their move), row-major.
    pub fn legal_cells(&self, player: Player) -> Vec<usize> {
        (0..self.grid().cells())
            .filter(|&i| self.is_legal_at(player, i))
            .collect()
    }

    /// What `player` sees: everything but the hidden mines (and the other player's flags).
    pub fn sight(&self, player: Player) -> Sight {
        Sight::of(self, player)
    }

    /// Checks `mv` by `player` against the rules and plays it on a copy: the battle as it was
    /// stays (a front end over an immutable state). Costs a copy of the board and the log.
    pub fn apply(&self, player: Player, mv: Move) -> Result<BattleStep, MoveError> {
        let mut next = self.clone();
        let Played { changed, hits } = next.play(player, mv)?;
        Ok(BattleStep {
            battle: next,
            changed,
            hits,
        })
    }

    /// [`Battle::apply`] in place, costing only what the move changes: what replaying stored
    /// moves and a server's live battle use (linear in the moves, where `apply` on each would
    /// be quadratic). A move the rules refuse changes nothing.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<Played, MoveError> {
        let checked = self.check(player, mv)?;
        Ok(self.play_checked(checked))
    }

    /// Checks `mv` by `player` against the rules, changing nothing: what [`Battle::play_checked`]
    /// then plays (a server stores a move between the two, and plays it only once stored).
    pub fn check(&self, player: Player, mv: Move) -> Result<Checked, MoveError> {
        let grid = self.grid();
        let pos = mv.pos();
        let index = grid.index(pos).ok_or(MoveError::Outside(pos))?;
        if self.is_over() {
            return Err(MoveError::Over);
        }
        if self.lives[player.index()] == 0 {
            return Err(MoveError::Out);
        }
        if self.config.pace == Pace::Turns && mv.takes_turn() && self.turn != player {
            return Err(MoveError::NotYourTurn);
        }
        let targets: Vec<usize> = match mv {
            Move::Flag(_) => {
                if self.tiles[index] != Tile::Hidden {
                    return Err(MoveError::Open(pos));
                }
                if !self.is_legal_at(player, index) {
                    return Err(MoveError::NotAdjacent(pos));
                }
                vec![index]
            }
            Move::Reveal(_) => {
                if self.tiles[index] != Tile::Hidden {
                    return Err(MoveError::Open(pos));
                }
                if !self.is_legal_at(player, index) {
                    return Err(MoveError::NotAdjacent(pos));
                }
                if self.flagged_at(player, index) {
                    return Err(MoveError::Flagged(pos));
                }
                vec![index]
            }
            Move::Chord(_) => {
                let Tile::Owned(owner, number) = self.tiles[index] else {
                    return Err(MoveError::NotYourNumber(pos));
                };
                if owner != player {
                    return Err(MoveError::NotYourNumber(pos));
                }
                let marked = grid
                    .neighbours(index)
                    .filter(|&n| {
                        matches!(self.tiles[n], Tile::Hit(_))
                            || (self.tiles[n] == Tile::Hidden && self.flagged_at(player, n))
                    })
                    .count();
                let open: Vec<usize> = grid
                    .neighbours(index)
                    .filter(|&n| self.tiles[n] == Tile::Hidden && !self.flagged_at(player, n))
                    .collect();
                if marked != usize::from(number) || open.is_empty() {
                    // Like a classic chord that is not ready: nothing happens, no turn is used.
                    Vec::new()
                } else {
                    open
                }
            }
        };
        Ok(Checked {
            player,
            mv,
            targets,
        })
    }

    /// Plays a move [`Battle::check`] passed on this battle, with no move between the two.
    pub fn play_checked(&mut self, checked: Checked) -> Played {
        let Checked {
            player,
            mv,
            targets,
        } = checked;
        let grid = self.grid();
        if let Move::Flag(pos) = mv {
            for index in targets {
                self.flags[index] ^= 1 << player.index();
            }
            self.log.push((player, mv));
            return Played {
                changed: vec![pos],
                hits: 0,
            };
        }
        if targets.is_empty() {
            return Played::default();
        }
        let mut changed = Vec::new();
        let mut hits = 0;
        for cell in targets {
            if self.tiles[cell] != Tile::Hidden {
                continue; // opened by an earlier target's flood
            }
            if self.field[cell] == MINE {
                self.uncover(cell, Tile::Hit(player));
                self.flags[cell] = 0;
                let lives = &mut self.lives[player.index()];
                *lives = lives.saturating_sub(1);
                hits += 1;
                changed.push(grid.pos(cell));
            } else {
                self.flood(player, cell, &mut changed);
            }
        }
        self.log.push((player, mv));
        if self.status == Status::Ready {
            self.status = Status::Playing;
        }
        self.settle(player);
        Played { changed, hits }
    }

    /// Opens `start` for `player` and, through zeros, every hidden cell it reaches (except the
    /// player's own flags); the other player's cells stop it.
    fn flood(&mut self, player: Player, start: usize, changed: &mut Vec<Pos>) {
        let grid = self.grid();
        let mut stack = vec![start];
        self.open(player, start, changed);
        while let Some(cell) = stack.pop() {
            if self.field[cell] != 0 {
                continue;
            }
            for n in grid.neighbours(cell) {
                if self.tiles[n] == Tile::Hidden && !self.flagged_at(player, n) {
                    self.open(player, n, changed);
                    stack.push(n);
                }
            }
        }
    }

    fn open(&mut self, player: Player, cell: usize, changed: &mut Vec<Pos>) {
        self.uncover(cell, Tile::Owned(player, self.field[cell]));
        self.flags[cell] = 0;
        self.territory[player.index()] += 1;
        changed.push(self.grid().pos(cell));
    }

    /// After `mover`'s move: the end of the battle, or whose turn is next.
    fn settle(&mut self, mover: Player) {
        let border = self.borders();
        if self.check_end(&border) {
            return;
        }
        // A player with lives and any hidden cell at their border still moves (they may not
        // know that every cell left to them is a mine); one without is skipped.
        let moves = |p: Player| self.lives[p.index()] > 0 && border[p.index()].any;
        let next = mover.other();
        self.turn = if moves(next) { next } else { mover };
    }

    /// Ends the battle if someone reached the target or nobody still in can gain a cell.
    fn check_end(&mut self, border: &[Border; 2]) -> bool {
        if let Some(winner) = Player::BOTH
            .into_iter()
            .find(|&p| self.territory[p.index()] >= self.target())
        {
            self.status = Status::Over(Outcome {
                winner: Some(winner),
                reason: EndReason::Target,
            });
            return true;
        }
        let can_gain = |p: Player| self.lives[p.index()] > 0 && border[p.index()].safe;
        if !Player::BOTH.into_iter().any(can_gain) {
            let [a, b] = self.territory;
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(Player::One),
                std::cmp::Ordering::Less => Some(Player::Two),
                std::cmp::Ordering::Equal => None,
            };
            self.status = Status::Over(Outcome {
                winner,
                reason: EndReason::NoMovesLeft,
            });
            return true;
        }
        false
    }

    /// Hidden cell `cell` shows `tile` now: it leaves every border it was on, and a cell a
    /// player now owns puts its hidden neighbours on that player's border (those it is the
    /// first of theirs to touch). A few neighbourhoods looked at, whatever the board's size.
    fn uncover(&mut self, cell: usize, tile: Tile) {
        let grid = self.grid();
        let owns =
            |tiles: &[Tile], c: usize, p: Player| matches!(tiles[c], Tile::Owned(q, _) if q == p);
        let safe = u32::from(self.field[cell] != MINE);
        for p in Player::BOTH {
            if grid.neighbours(cell).any(|n| owns(&self.tiles, n, p)) {
                let count = &mut self.border[p.index()];
                count.hidden -= 1;
                count.safe -= safe;
            }
        }
        self.tiles[cell] = tile;
        let Tile::Owned(owner, _) = tile else {
            return;
        };
        for n in grid.neighbours(cell) {
            if self.tiles[n] != Tile::Hidden {
                continue;
            }
            let before = grid
                .neighbours(n)
                .any(|m| m != cell && owns(&self.tiles, m, owner));
            if !before {
                let count = &mut self.border[owner.index()];
                count.hidden += 1;
                count.safe += u32::from(self.field[n] != MINE);
            }
        }
    }

    /// What each player's border holds (the hidden cells touching their territory).
    fn borders(&self) -> [Border; 2] {
        self.border.map(|count| Border {
            any: count.hidden > 0,
            safe: count.safe > 0,
        })
    }

    /// [`Battle::borders`] found in one pass over the board: what the counts must equal.
    #[cfg(test)]
    fn borders_scanned(&self) -> [Border; 2] {
        let grid = self.grid();
        let mut border = [Border::default(); 2];
        for (i, tile) in self.tiles.iter().enumerate() {
            if *tile != Tile::Hidden {
                continue;
            }
            let mut touches = [false; 2];
            for n in grid.neighbours(i) {
                if let Tile::Owned(p, _) = self.tiles[n] {
                    touches[p.index()] = true;
                }
            }
            for (b, touched) in border.iter_mut().zip(touches) {
                if touched {
                    b.any = true;
                    b.safe |= self.field[i] != MINE;
                }
            }
        }
        border
    }
}

/// A player's border: whether it holds any hidden cell, and any safe one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Border {
    any: bool,
    safe: bool,
}

/// What one player sees of a battle: the numbers and who opened them, the mines hit, the mine
/// total, both players' lives and territory, and their own flags. Never the hidden layout:
/// the computer players decide from this alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sight {
    pub player: Player,
    pub grid: Grid,
    pub mines: u32,
    pub tiles: Vec<Tile>,
    /// The player's own flags, row-major.
    pub flags: Vec<bool>,
    pub lives: [u8; 2],
    pub territory: [u32; 2],
    pub target: u32,
    /// Moves made so far, and a key derived one way from the seed: what the computer's
    /// random choices are drawn from, so a battle replays exactly.
    pub moves: u32,
    pub key: u64,
}

impl Sight {
    fn of(battle: &Battle, player: Player) -> Sight {
        Sight {
            player,
            grid: battle.grid(),
            mines: battle.config.mines,
            tiles: battle.tiles.clone(),
            flags: (0..battle.tiles.len())
                .map(|i| battle.flagged_at(player, i))
                .collect(),
            lives: battle.lives,
            territory: battle.territory,
            target: battle.target(),
            moves: battle.log.len() as u32,
            key: layout::splitmix(battle.seed ^ 0xB477_1E5E_ED00_0001),
        }
    }

    /// Whether `index` is hidden and touches this player's territory.
    pub fn is_legal_at(&self, index: usize) -> bool {
        self.tiles[index] == Tile::Hidden
            && self
                .grid
                .neighbours(index)
                .any(|n| matches!(self.tiles[n], Tile::Owned(p, _) if p == self.player))
    }
}

#[cfg(test)]
mod tests;
