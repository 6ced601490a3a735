//! Why the server refused a request, as data with its figures: each front end words it in
//! its player's language (the page and the terminal, from the catalogues in `i18n/`). Its
//! `Display` is English: for logs, for programs, and for the `message` an error reply still
//! carries beside it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Why a request was refused or failed; nothing changed. On the wire it is an error reply's
/// `refusal`, `{"why": "too_many_moves", "most": 20}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Refusal {
    /// Over the messages a second a connection sends.
    TooManyMessages { most: u32 },
    /// Over the moves a second in a game.
    TooManyMoves { most: u32 },
    /// Over the new games a minute.
    TooManyGames { most: u32 },
    /// Over the connections at once from one address.
    TooManyConnections { most: u32 },
    /// Over the new players an hour from one address.
    TooManyPlayers { most: u32 },
    /// Over the rooms joined a minute.
    TooManyJoins { most: u32 },
    /// Over the no-guess battle boards a minute from one network.
    TooManyBoards { most: u32 },
    /// Over the games resumed a minute.
    TooManyResumes { most: u32 },
    /// Over the tries at signing in a minute from one network.
    TooManySignIns { most: u32 },
    /// Over the downloads of everything an hour.
    TooManyExports { most: u32 },
    /// Over the reads from one network: try again in this many seconds.
    TooManyReads { seconds: u64 },
    /// Over the megabytes of games kept an hour from one network.
    TooManySynced { megabytes: u32 },
    /// Over the rooms one network keeps waiting for a second player.
    TooManyRooms { most: u32 },
    /// The server holds as many waiting rooms as it can.
    RoomsFull,
    /// Every no-guess board maker is busy.
    MakersBusy,
    /// A binary message: messages are JSON text.
    NotText,
    /// Not a message this server reads (what serde said, English).
    NotAMessage { detail: String },
    /// A request before `hello`.
    HelloFirst,
    /// The device's token was signed out.
    DeviceSignedOut,
    /// A token the server does not know.
    UnknownToken,
    /// A category the server does not rank.
    UnknownCategory { name: String },
    /// No game of the player's by that id.
    NoGameOfYours,
    /// Another player's game.
    NotYourGame,
    /// A finished game that could not be played again (its record is damaged).
    CannotReplay,
    /// The daily board's day is over, and its game with it.
    DailyOver,
    /// Today's daily board of this category (`daily-expert`) is played.
    DailyPlayed { category: String },
    /// The game is over.
    GameOver,
    /// A move of a ranked game out of order.
    NotNext { seq: u64, next: u64 },
    /// Over a ranked game's moves.
    TooManyGameMoves { most: u32 },
    /// A cell off the board (0-based, as sent).
    OffBoard {
        row: u32,
        col: u32,
        rows: u32,
        cols: u32,
    },
    /// A daily board's first reveal elsewhere than its start (1-based).
    DailyStart { row: u32, col: u32 },
    /// A cursor track longer than a move carries.
    TrackTooLong { most: u32 },
    /// A cursor track with the first move, which has none before it.
    TrackFirstMove,
    /// A cursor track that does not read, or is refused (English).
    TrackRefused { detail: String },
    /// A cursor track past a game's samples.
    TrackTooMany { most: u32 },
    /// The battle is played from another window.
    OtherWindow,
    /// A watcher's move.
    Watching,
    /// A move before the second player came.
    NoSecondPlayer,
    /// The battle is over.
    BattleOver,
    /// A player is reconnecting.
    Reconnecting,
    /// A battle move out of order.
    BattleNotNext { seq: u64, next: u64 },
    /// Over a player's moves in a battle.
    TooManyBattleMoves { most: u64 },
    /// A battle move the rules refuse (1-based cells).
    BattleMove(BattleRefusal),
    /// A chord whose flags do not match its number.
    ChordOpensNothing,
    /// No room by that code.
    NoRoom,
    /// The room moved to another server.
    RoomElsewhere,
    /// The server holding the room did not answer.
    RoomSilent,
    /// The battle could not be rebuilt.
    RebuildFailed,
    /// The server is restarting.
    Restarting,
    /// The server is stopping.
    Stopping,
    /// The server could not do it just now.
    TryAgain,
    /// Not worded by the front ends yet (the account's and the HTTP API's refusals): its
    /// English message.
    Said { message: String },
    /// A refusal of a newer server's.
    #[serde(other)]
    Other,
}

/// A battle move the rules refuse, as the battle's own refusals (cells 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum BattleRefusal {
    Outside { row: u32, col: u32 },
    OutOfLives,
    NotYourTurn,
    Open { row: u32, col: u32 },
    NotAdjacent { row: u32, col: u32 },
    Flagged { row: u32, col: u32 },
    NotYourNumber { row: u32, col: u32 },
}

impl From<String> for Refusal {
    fn from(message: String) -> Refusal {
        Refusal::Said { message }
    }
}

impl From<&str> for Refusal {
    fn from(message: &str) -> Refusal {
        Refusal::Said {
            message: message.into(),
        }
    }
}

impl Refusal {
    /// Whether the front ends word it (else they show its message).
    pub fn is_worded(&self) -> bool {
        !matches!(self, Refusal::Said { .. } | Refusal::Other)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal as R;
        match self {
            R::TooManyMessages { most } => write!(f, "slow down: at most {most} messages a second; that one was not read"),
            R::TooManyMoves { most } => write!(f, "slow down: at most {most} moves a second in a game; that one was not played"),
            R::TooManyGames { most } => write!(f, "slow down: at most {most} new games a minute"),
            R::TooManyConnections { most } => write!(f, "slow down: at most {most} connections at once from one address"),
            R::TooManyPlayers { most } => write!(f, "slow down: at most {most} new players an hour from one address"),
            R::TooManyJoins { most } => write!(f, "slow down: at most {most} rooms joined a minute"),
            R::TooManyBoards { most } => write!(f, "slow down: at most {most} no-guess battle boards a minute from one network"),
            R::TooManyResumes { most } => write!(f, "slow down: at most {most} games resumed a minute"),
            R::TooManySignIns { most } => write!(f, "slow down: at most {most} tries at signing in a minute from one network"),
            R::TooManyExports { most } => write!(f, "slow down: at most {most} downloads of everything an hour"),
            R::TooManyReads { seconds } => write!(f, "slow down: too many reads from one network; try again in {seconds} s"),
            R::TooManySynced { megabytes } => write!(f, "slow down: at most {megabytes} MB of games kept an hour from one network; the rest stay on this device and go later"),
            R::TooManyRooms { most } => write!(f, "slow down: at most {most} rooms wait for a second player from one network; close one, or join one"),
            R::RoomsFull => f.write_str("the server holds as many rooms waiting for a second player as it can: join one (Quick match), or try again in a few minutes"),
            R::MakersBusy => f.write_str("every no-guess board maker is busy; try again in a moment"),
            R::NotText => f.write_str("messages are JSON text"),
            R::NotAMessage { detail } => f.write_str(detail),
            R::HelloFirst => f.write_str("say hello first: {\"type\":\"hello\"}"),
            R::DeviceSignedOut => f.write_str("this device was signed out: sign in again to play as that player"),
            R::UnknownToken => f.write_str("that token is not a player's here (or its device was signed out); say hello without one to be a new player"),
            R::UnknownCategory { name } => f.write_str(&crate::unknown_category(name)),
            R::NoGameOfYours => f.write_str("there is no game of yours with that id"),
            R::NotYourGame => f.write_str("that game is not yours"),
            R::CannotReplay => f.write_str("that game could not be played again"),
            R::DailyOver => f.write_str("the day of that daily board is over: its game ended with it"),
            R::DailyPlayed { category } => write!(f, "you have played today's {} board; the next one is at 00:00 UTC", category.strip_prefix("daily-").unwrap_or(category)),
            R::GameOver => f.write_str("that game is over"),
            R::NotNext { seq, next } => write!(f, "move {seq} is not the next one: the game expects move {next}"),
            R::TooManyGameMoves { most } => write!(f, "a ranked game takes at most {most} moves"),
            R::OffBoard { row, col, rows, cols } => write!(f, "row {row}, column {col} is off the {rows}×{cols} board"),
            R::DailyStart { row, col } => write!(f, "the daily board's first reveal is at its start: row {row}, column {col}"),
            R::TrackTooLong { most } => write!(f, "its cursor track is over {most} characters"),
            R::TrackFirstMove => f.write_str("its cursor track comes with the first move, which has no move before it"),
            R::TrackRefused { detail } => write!(f, "its cursor track {detail}"),
            R::TrackTooMany { most } => write!(f, "its cursor track would take the game past {most} samples: send moves without one"),
            R::OtherWindow => f.write_str("this battle is being played from another window now"),
            R::Watching => f.write_str("you are watching this battle: a watcher cannot move"),
            R::NoSecondPlayer => f.write_str("the battle begins when a second player comes"),
            R::BattleOver => f.write_str("the battle is over"),
            R::Reconnecting => f.write_str("a player is reconnecting: no move is played until they are back"),
            R::BattleNotNext { seq, next } => write!(f, "that is move {seq}; the battle expects your move {next}"),
            R::TooManyBattleMoves { most } => write!(f, "a player makes at most {most} moves in a battle of this size"),
            R::BattleMove(refusal) => refusal.fmt(f),
            R::ChordOpensNothing => f.write_str("that chord opens nothing: its number's flags do not match it"),
            R::NoRoom => f.write_str("there is no room with that code (a room is kept 10 minutes after its battle)"),
            R::RoomElsewhere => f.write_str("this battle is held by another server now: join it again"),
            R::RoomSilent => f.write_str("the server holding that room did not answer; try again"),
            R::RebuildFailed => f.write_str("that battle cannot be played on: the server failed to rebuild it"),
            R::Restarting => f.write_str("the server is restarting; try again"),
            R::Stopping => f.write_str("stopping: connect elsewhere"),
            R::TryAgain => f.write_str("the server could not do that just now; try again"),
            R::Said { message } => f.write_str(message),
            R::Other => f.write_str("refused"),
        }
    }
}

impl fmt::Display for BattleRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattleRefusal as B;
        match *self {
            B::Outside { row, col } => write!(f, "row {row}, column {col} is outside the board"),
            B::OutOfLives => f.write_str("you are out of lives"),
            B::NotYourTurn => f.write_str("it is not your turn"),
            B::Open { row, col } => write!(f, "row {row}, column {col} is already open"),
            B::NotAdjacent { row, col } => {
                write!(f, "row {row}, column {col} does not touch your territory")
            }
            B::Flagged { row, col } => write!(
                f,
                "row {row}, column {col} is flagged: clear the flag first"
            ),
            B::NotYourNumber { row, col } => {
                write!(f, "row {row}, column {col} is not a number you opened")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_travels_with_its_figures_and_a_newer_ones_reads_as_other() {
        let moves = Refusal::TooManyMoves { most: 20 };
        let json = serde_json::to_string(&moves).unwrap();
        assert_eq!(json, r#"{"why":"too_many_moves","most":20}"#);
        assert_eq!(serde_json::from_str::<Refusal>(&json).unwrap(), moves);
        let battle = Refusal::BattleMove(BattleRefusal::NotAdjacent { row: 3, col: 4 });
        let json = serde_json::to_string(&battle).unwrap();
        assert_eq!(
            json,
            r#"{"why":"battle_move","move":"not_adjacent","row":3,"col":4}"#
        );
        assert_eq!(serde_json::from_str::<Refusal>(&json).unwrap(), battle);
        let newer: Refusal = serde_json::from_str(r#"{"why":"on_fire","heat":9}"#).unwrap();
        assert_eq!(newer, Refusal::Other);
        assert!(!newer.is_worded() && moves.is_worded());
        assert_eq!(
            moves.to_string(),
            "slow down: at most 20 moves a second in a game; that one was not played"
        );
    }
}
