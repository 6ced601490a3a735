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

mod boards;
mod computer;
mod layout;
mod play;
mod save;
mod settings;
mod snapshot;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::input::{interpret, Controls, Press};
use crate::{Action, CellView, Grid, Pos};

pub use boards::{check_no_guess, generate_no_guess, no_guess_generator};
pub use computer::{Level, NOVICE_MISS_RATE};
pub use save::BattleRestoreError;
pub use settings::{
    BattleConfig, BattleConfigError, BattlePreset, Clamp, Pace, CLEAR_RADIUS, PRESETS,
};
pub use snapshot::Snapshot;

/// The two sides. `One` starts in the top-left corner (the human in the front ends), `Two` in
/// the bottom-right. Written `one` and `two` (the game server's messages say so too); a
/// snapshot of an earlier version wrote `One` and `Two`, read still.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    /// Starts in the top-left corner.
    #[serde(alias = "One")]
    One,
    /// Starts in the bottom-right corner.
    #[serde(alias = "Two")]
    Two,
}

impl Player {
    /// Both, one first.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The other side.
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for one, 1 for two: its place in per-player arrays.
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// Its word, as serde writes it: `one`, `two`.
    pub const fn name(self) -> &'static str {
        match self {
            Player::One => "one",
            Player::Two => "two",
        }
    }

    /// The seat a word names.
    pub fn named(word: &str) -> Option<Player> {
        Player::BOTH.into_iter().find(|p| p.name() == word)
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
    /// The cell it is on.
    pub const fn pos(self) -> Pos {
        match self {
            Move::Reveal(p) | Move::Chord(p) | Move::Flag(p) => p,
        }
    }

    /// Whether the move uses the player's turn (everything but a flag).
    pub const fn takes_turn(self) -> bool {
        !matches!(self, Move::Flag(_))
    }

    /// What `press` on the cell at `pos`, which the player sees as `seen`
    /// ([`Battle::seen_by`]), means in a battle: the click's meaning is the classic one
    /// ([`crate::input::interpret`], this game's controls, no "?" marks), as a battle move. A
    /// press that can change nothing there (a right click on an open cell) is none.
    pub fn meant(press: Press, pos: Pos, seen: CellView) -> Option<Move> {
        interpret(Controls::OURS, press, pos, seen)
            .action
            .map(Move::of)
    }

    /// The battle move for an action of the rules (a "?" mark is a flag: Battle has none).
    pub const fn of(action: Action) -> Move {
        match action {
            Action::Reveal(p) => Move::Reveal(p),
            Action::Chord(p) => Move::Chord(p),
            Action::ToggleFlag(p) | Action::CycleMark(p) => Move::Flag(p),
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The cell is off the board.
    #[error("{0} is outside the board")]
    Outside(Pos),
    /// The battle is over.
    #[error("the battle is over")]
    Over,
    /// The player has no life left.
    #[error("you are out of lives")]
    Out,
    /// Turns, and it is the other's.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The cell is open already.
    #[error("{0} is already open")]
    Open(Pos),
    /// The cell does not touch the player's territory.
    #[error("{0} does not touch your territory")]
    NotAdjacent(Pos),
    /// The player's own flag is on the cell.
    #[error("{0} is flagged: clear the flag first")]
    Flagged(Pos),
    /// A chord on a cell that is not the player's number.
    #[error("{0} is not a number you opened")]
    NotYourNumber(Pos),
}

/// What is on a cell, as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tile {
    /// Not opened.
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
    /// Someone has moved.
    Playing,
    /// Over, with how it ended.
    Over(Outcome),
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Player>,
    /// Why it ended.
    pub reason: EndReason,
}

/// Why a battle ended on the board. Written `target` and `no_moves_left`; a snapshot of an
/// earlier version wrote `Target` and `NoMovesLeft`, read still.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The winner opened the target: half the safe cells plus one.
    #[serde(alias = "Target")]
    Target,
    /// Nobody still in had a safe cell left to open, so the larger territory won (or it drew).
    #[serde(alias = "NoMovesLeft")]
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
    /// The battle after the move.
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
    /// Whose sight it is.
    pub player: Player,
    /// The board's grid.
    pub grid: Grid,
    /// The board's mines.
    pub mines: u32,
    /// Every cell as everyone sees it, row-major.
    pub tiles: Vec<Tile>,
    /// The player's own flags, row-major.
    pub flags: Vec<bool>,
    /// Each player's lives left.
    pub lives: [u8; 2],
    /// Each player's territory: cells opened.
    pub territory: [u32; 2],
    /// The territory that wins.
    pub target: u32,
    /// Moves made so far, and a key derived one way from the seed: what the computer's
    /// random choices are drawn from, so a battle replays exactly.
    pub moves: u32,
    /// A key derived one way from the seed, for the computer's random choices.
    pub key: u64,
}

impl Sight {
    fn of(battle: &Battle, player: Player) -> Sight {
        Sight {
            player,
            grid: battle.grid(),
            mines: battle.config.mines(),
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
