//! Battle against a person: the messages of a room (two seats and whoever watches) beside
//! ranked play's, on the same connection. The server holds the board and both territories
//! and sends each connection what the rules let it see: every opened cell and mine hit, and
//! only its own flags; the layout once the battle is over.

use std::borrow::Cow;

use minesweeper_engine::battle::{Battle, EndReason, Player, Tile};
use minesweeper_engine::Pos;
use serde::{Deserialize, Serialize};

use crate::Word;

/// A seat's name in messages: `one` (the top-left corner, who made the room) or `two`.
pub fn seat_name(player: Player) -> &'static str {
    match player {
        Player::One => "one",
        Player::Two => "two",
    }
}

/// The seat a name means.
pub fn seat_of(name: &str) -> Option<Player> {
    match name {
        "one" => Some(Player::One),
        "two" => Some(Player::Two),
        _ => None,
    }
}

/// A battle move's kind. Flags are free: they never take a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleMoveKind {
    Reveal,
    Chord,
    Flag,
}

impl BattleMoveKind {
    /// Its name in messages and in what is stored.
    pub fn name(self) -> &'static str {
        match self {
            BattleMoveKind::Reveal => "reveal",
            BattleMoveKind::Chord => "chord",
            BattleMoveKind::Flag => "flag",
        }
    }

    pub fn parse(name: &str) -> Option<BattleMoveKind> {
        Some(match name {
            "reveal" => BattleMoveKind::Reveal,
            "chord" => BattleMoveKind::Chord,
            "flag" => BattleMoveKind::Flag,
            _ => return None,
        })
    }

    pub fn at(self, pos: Pos) -> minesweeper_engine::battle::Move {
        use minesweeper_engine::battle::Move;
        match self {
            BattleMoveKind::Reveal => Move::Reveal(pos),
            BattleMoveKind::Chord => Move::Chord(pos),
            BattleMoveKind::Flag => Move::Flag(pos),
        }
    }
}

/// One cell as a seat (or a watcher) may see it: `[row, col, view]`, the view `hidden`,
/// `flag` (this seat's own flag), `one:N` or `two:N` (opened by that seat, showing N), `hit:one`
/// or `hit:two` (a mine that seat hit), and once the battle is over `mine` (one nobody hit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleCell(pub u32, pub u32, pub Cow<'static, str>);

const OWNED: [[&str; 9]; 2] = [
    [
        "one:0", "one:1", "one:2", "one:3", "one:4", "one:5", "one:6", "one:7", "one:8",
    ],
    [
        "two:0", "two:1", "two:2", "two:3", "two:4", "two:5", "two:6", "two:7", "two:8",
    ],
];

/// What a cell shows, as read from a [`BattleCell`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BattleView {
    Hidden,
    Flag,
    Owned(Player, u8),
    Hit(Player),
    Mine,
}

impl BattleCell {
    /// The cell at `pos` of `battle` as `seat` sees it (a watcher: `None`, who sees no flag).
    pub fn of(battle: &Battle, pos: Pos, seat: Option<Player>) -> BattleCell {
        let view: &'static str = match battle.tile(pos) {
            Some(Tile::Owned(p, n)) => OWNED[p.index()][usize::from(n.min(8))],
            Some(Tile::Hit(Player::One)) => "hit:one",
            Some(Tile::Hit(Player::Two)) => "hit:two",
            _ if seat.is_some_and(|s| battle.is_flagged(s, pos)) => "flag",
            _ => "hidden",
        };
        BattleCell(pos.row, pos.col, Cow::Borrowed(view))
    }

    pub fn pos(&self) -> Pos {
        Pos::new(self.0, self.1)
    }

    /// The view, if it is one this protocol has.
    pub fn view(&self) -> Option<BattleView> {
        Some(match &*self.2 {
            "hidden" => BattleView::Hidden,
            "flag" => BattleView::Flag,
            "mine" => BattleView::Mine,
            "hit:one" => BattleView::Hit(Player::One),
            "hit:two" => BattleView::Hit(Player::Two),
            owned => {
                let (seat, n) = owned.split_once(':')?;
                let n: u8 = n.parse().ok().filter(|n| *n <= 8)?;
                BattleView::Owned(seat_of(seat)?, n)
            }
        })
    }
}

/// Every cell of `battle` that is not hidden to `seat`.
pub fn shown_cells(battle: &Battle, seat: Option<Player>) -> Vec<BattleCell> {
    let grid = battle.grid();
    (0..grid.cells())
        .map(|i| BattleCell::of(battle, grid.pos(i), seat))
        .filter(|c| c.2 != "hidden")
        .collect()
}

/// A seat at a battle, as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub player: String,
    pub name: String,
    /// The player's rating against people (Elo, from 1200).
    pub rating: i32,
    /// Whether the player is connected (`false`: reconnecting).
    pub here: bool,
    /// While the player is away: when they forfeit (a room still waiting closes), in ms since
    /// 1970 on the server's clock, unless they are back before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeits_at_ms: Option<i64>,
}

/// How a battle ended: the winner's seat (none: a draw) and why (`target`, `no_moves_left`,
/// `forfeit`: the other player left or stayed away 60 s).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    #[serde(default)]
    pub winner: Option<Word>,
    pub reason: Word,
    /// Each seat's rating change.
    pub change: [i32; 2],
    /// Why the battle moves no rating, when it does not ("not rated: …").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<String>,
}

impl Ending {
    pub fn reason_of(reason: EndReason) -> &'static str {
        match reason {
            EndReason::Target => "target",
            EndReason::NoMovesLeft => "no_moves_left",
        }
    }
}
