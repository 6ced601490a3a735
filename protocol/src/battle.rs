//! Battle against a person: the messages of a room (two seats and whoever watches) beside
//! ranked play's, on the same connection. The server holds the board and both territories
//! and sends each connection what the rules let it see: every opened cell and mine hit, and
//! only its own flags; the layout once the battle is over.

use minesweeper_engine::battle::{Battle, EndReason, Player, Tile};
use minesweeper_engine::Pos;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Where a room stands, as its messages say: `waiting` (for a second player), `playing`,
/// `reconnecting` (a player dropped and has 60 s to come back; no move is played meanwhile),
/// `finished`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomState {
    /// Waiting for a second player.
    Waiting,
    /// Both seats in, the battle on.
    Playing,
    /// A player dropped and has 60 s to come back; no move is played meanwhile.
    Reconnecting,
    /// The battle is over.
    Finished,
}

impl RoomState {
    /// Its word, as messages write it (the page's `data-room-state`).
    pub const fn name(self) -> &'static str {
        match self {
            RoomState::Waiting => "waiting",
            RoomState::Playing => "playing",
            RoomState::Reconnecting => "reconnecting",
            RoomState::Finished => "finished",
        }
    }
}

/// A battle after a move: `playing`, or `over` (a `battle_over` follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleStatus {
    /// The battle goes on.
    Playing,
    /// The move ended it: a `battle_over` follows.
    Over,
}

/// Why a battle ended: on the board (`target`, `no_moves_left`), or by `forfeit` (the other
/// player left, or stayed away 60 s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Finish {
    /// The winner opened the target: half the safe cells and one.
    Target,
    /// No one still in had a safe cell to open: the larger territory won.
    NoMovesLeft,
    /// The other player left, or stayed away 60 s.
    Forfeit,
}

impl Finish {
    /// Its word in messages and in what is stored.
    pub const fn name(self) -> &'static str {
        match self {
            Finish::Target => "target",
            Finish::NoMovesLeft => "no_moves_left",
            Finish::Forfeit => "forfeit",
        }
    }

    /// The reason a stored word names.
    pub fn named(name: &str) -> Option<Finish> {
        [Finish::Target, Finish::NoMovesLeft, Finish::Forfeit]
            .into_iter()
            .find(|f| f.name() == name)
    }
}

impl From<EndReason> for Finish {
    fn from(reason: EndReason) -> Finish {
        match reason {
            EndReason::Target => Finish::Target,
            EndReason::NoMovesLeft => Finish::NoMovesLeft,
        }
    }
}

/// A room's `seat` on the wire: `one`, `two`, or `watching` (none).
pub mod seat_or_watching {
    use super::*;

    /// Writes a seat, or `watching`.
    pub fn serialize<S: Serializer>(seat: &Option<Player>, s: S) -> Result<S::Ok, S::Error> {
        match seat {
            Some(player) => player.serialize(s),
            None => s.serialize_str("watching"),
        }
    }

    /// Reads a seat, or `watching` as none.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Player>, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Seat {
            One,
            Two,
            Watching,
        }
        Ok(match Seat::deserialize(d)? {
            Seat::One => Some(Player::One),
            Seat::Two => Some(Player::Two),
            Seat::Watching => None,
        })
    }
}

/// A battle move's kind. Flags are free: they never take a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleMoveKind {
    /// Open a hidden cell touching the seat's territory.
    Reveal,
    /// Open around one of the seat's satisfied numbers.
    Chord,
    /// A flag of the seat's own, on or off.
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

    /// The kind a stored word names.
    pub fn parse(name: &str) -> Option<BattleMoveKind> {
        Some(match name {
            "reveal" => BattleMoveKind::Reveal,
            "chord" => BattleMoveKind::Chord,
            "flag" => BattleMoveKind::Flag,
            _ => return None,
        })
    }

    /// The kind of the engine's move `mv` (its cell goes beside it).
    pub const fn of(mv: minesweeper_engine::battle::Move) -> BattleMoveKind {
        use minesweeper_engine::battle::Move;
        match mv {
            Move::Reveal(_) => BattleMoveKind::Reveal,
            Move::Chord(_) => BattleMoveKind::Chord,
            Move::Flag(_) => BattleMoveKind::Flag,
        }
    }

    /// The engine's move of this kind at `pos`.
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleCell(
    pub u32,
    pub u32,
    #[serde(with = "battle_view")] pub BattleView,
);

/// What a cell shows, as a [`BattleCell`] says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BattleView {
    /// Hidden.
    Hidden,
    /// This seat's own flag.
    Flag,
    /// Opened by that seat, showing its number.
    Owned(Player, u8),
    /// A mine that seat hit.
    Hit(Player),
    /// A mine nobody hit, once the battle is over.
    Mine,
}

impl BattleCell {
    /// The cell at `pos` of `battle` as `seat` sees it (a watcher: `None`, who sees no flag).
    pub fn of(battle: &Battle, pos: Pos, seat: Option<Player>) -> BattleCell {
        let view = match battle.tile(pos) {
            Some(Tile::Owned(p, n)) => BattleView::Owned(p, n.min(8)),
            Some(Tile::Hit(p)) => BattleView::Hit(p),
            _ if seat.is_some_and(|s| battle.is_flagged(s, pos)) => BattleView::Flag,
            _ => BattleView::Hidden,
        };
        BattleCell(pos.row, pos.col, view)
    }

    /// Its cell.
    pub fn pos(&self) -> Pos {
        Pos::new(self.0, self.1)
    }
}

/// A [`BattleView`] as its word: written from a table (no allocation a cell), read back or
/// refused.
mod battle_view {
    use super::*;

    const OWNED: [[&str; 9]; 2] = [
        [
            "one:0", "one:1", "one:2", "one:3", "one:4", "one:5", "one:6", "one:7", "one:8",
        ],
        [
            "two:0", "two:1", "two:2", "two:3", "two:4", "two:5", "two:6", "two:7", "two:8",
        ],
    ];

    fn word(view: BattleView) -> &'static str {
        match view {
            BattleView::Hidden => "hidden",
            BattleView::Flag => "flag",
            BattleView::Mine => "mine",
            BattleView::Hit(Player::One) => "hit:one",
            BattleView::Hit(Player::Two) => "hit:two",
            BattleView::Owned(p, n) => OWNED[p.index()][usize::from(n.min(8))],
        }
    }

    fn read(word: &str) -> Option<BattleView> {
        Some(match word {
            "hidden" => BattleView::Hidden,
            "flag" => BattleView::Flag,
            "mine" => BattleView::Mine,
            "hit:one" => BattleView::Hit(Player::One),
            "hit:two" => BattleView::Hit(Player::Two),
            owned => {
                let (seat, n) = owned.split_once(':')?;
                let n: u8 = n.parse().ok().filter(|n| *n <= 8)?;
                let seat = match seat {
                    "one" => Player::One,
                    "two" => Player::Two,
                    _ => return None,
                };
                BattleView::Owned(seat, n)
            }
        })
    }

    pub fn serialize<S: Serializer>(view: &BattleView, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(word(*view))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BattleView, D::Error> {
        d.deserialize_str(crate::WordVisitor("a battle cell's view", read))
    }
}

/// Every cell of `battle` that is not hidden to `seat`.
pub fn shown_cells(battle: &Battle, seat: Option<Player>) -> Vec<BattleCell> {
    let grid = battle.grid();
    (0..grid.cells())
        .map(|i| BattleCell::of(battle, grid.pos(i), seat))
        .filter(|c| c.2 != BattleView::Hidden)
        .collect()
}

/// A seat at a battle, as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player's public id.
    pub player: String,
    /// Their display name.
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

/// How a battle ended: the winner's seat (none: a draw) and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleEnd {
    #[serde(default)]
    /// The winner's seat; none: a draw.
    pub winner: Option<Player>,
    /// Why it ended.
    pub reason: Finish,
    /// Each seat's rating change.
    pub change: [i32; 2],
    /// Why the battle moves no rating, when it does not ("not rated: …").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<String>,
}
