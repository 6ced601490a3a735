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
    /// The server's database does not answer (readiness).
    DatabaseSilent,
    /// No API at that path.
    NoSuchApi,
    /// A request the server could not read (what axum said, English).
    BadRequest { detail: String },
    /// A day that is not `YYYY-MM-DD`.
    BadDay,
    /// A daily board's replays before its day is over.
    DailyNotPublic { day: String },
    /// No finished game by that id.
    NoSuchGame,
    /// No player by that id.
    NoSuchPlayer,
    /// A page only the server's own network reads.
    NoSuchPage,
    /// An account's or a passkey's request refused.
    Account(AccountRefusal),
    /// A display name the server does not keep.
    BadName(NameRule),
    /// Over the games one sync request carries.
    TooManyInRequest { most: u32 },
    /// An older server's refusal, which sent no `refusal`: its English message.
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

/// Why the server refused an account's or a passkey's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "account", rename_all = "snake_case")]
pub enum AccountRefusal {
    /// A request that asks for a device's token without one.
    SignInFirst,
    /// The request's device was signed out.
    SignedOutHere,
    /// Not a recovery key's shape.
    NotARecoveryKey,
    /// No player has that recovery key.
    NoSuchRecoveryKey,
    /// Signing out the last device of a player with no passkey or recovery key.
    KeepAWayBack,
    /// No device of the player's by that id.
    NoSuchDevice,
    /// A request whose host is not a web address.
    NoHost,
    /// Over the device links open at once from one network.
    TooManyLinks { most: u32 },
    /// Over the device links open at once in all.
    LinksBusy,
    /// No device waits with that code.
    NoSuchCode,
    /// The code was approved or expired just now.
    CodeSpent,
    /// The terminal's sign-in expired or was used.
    LinkGone,
    /// The player was deleted.
    PlayerGone,
    /// Passkeys asked for at an IP address.
    PasskeyNeedsName,
    /// The browser's new passkey did not match what was asked.
    PasskeyNotAdded,
    /// The browser's passkey answer did not match what was asked.
    PasskeyNotSignedIn,
    /// Over the passkey requests open at once from one network.
    TooManyCeremonies { most: u32 },
    /// Over the passkey requests open at once in all.
    CeremoniesBusy,
    /// Over a player's passkeys.
    TooManyPasskeys { most: u32 },
    /// The passkey request expired or was finished.
    CeremonyGone,
    /// A sign-in's request finished as an added passkey.
    CeremonySignsIn,
    /// An added passkey's request finished as a sign-in.
    CeremonyAdds,
    /// Not what a browser answers.
    NotAPasskey,
    /// The passkey is kept already.
    PasskeyTaken,
    /// The passkey request was begun by another player.
    CeremonyOtherPlayer,
    /// A passkey no player here has.
    UnknownPasskey,
    /// No passkey of the player's by that id.
    NoSuchPasskey,
}

impl From<AccountRefusal> for Refusal {
    fn from(why: AccountRefusal) -> Refusal {
        Refusal::Account(why)
    }
}

impl fmt::Display for AccountRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use AccountRefusal as A;
        match self {
            A::SignInFirst => f.write_str("sign in first: this asks for a device's token"),
            A::SignedOutHere => f.write_str("this device is signed out: sign in again, or start afresh"),
            A::NotARecoveryKey => f.write_str("that is not a recovery key: 32 letters and digits, in groups of four"),
            A::NoSuchRecoveryKey => f.write_str("no player has that recovery key"),
            A::KeepAWayBack => f.write_str("keep a passkey or a recovery key first: signed out, this player could not be signed in again"),
            A::NoSuchDevice => f.write_str("no device of yours by that id"),
            A::NoHost => f.write_str("a request names its host as a web address"),
            A::TooManyLinks { most } => write!(f, "slow down: at most {most} device links open at once from one network"),
            A::LinksBusy => f.write_str("too many devices are signing in just now; try again in a few minutes"),
            A::NoSuchCode => f.write_str("no device is waiting with that code (codes last ten minutes)"),
            A::CodeSpent => f.write_str("that code was approved or expired just now"),
            A::LinkGone => f.write_str("that sign-in expired or was used: run `mines login` again"),
            A::PlayerGone => f.write_str("that player is gone"),
            A::PasskeyNeedsName => f.write_str("passkeys need the site's name, not an IP address: open the game at http://localhost:PORT, or start the server with --public-url"),
            A::PasskeyNotAdded => f.write_str("adding a passkey: the browser's answer did not match what was asked (begin again)"),
            A::PasskeyNotSignedIn => f.write_str("signing in with a passkey: the browser's answer did not match what was asked (begin again)"),
            A::TooManyCeremonies { most } => write!(f, "slow down: at most {most} passkey requests open at once from one network"),
            A::CeremoniesBusy => f.write_str("too many players are using passkeys just now; try again in a few minutes"),
            A::TooManyPasskeys { most } => write!(f, "a player keeps at most {most} passkeys: remove one first"),
            A::CeremonyGone => f.write_str("that passkey request expired or was finished (each lasts five minutes and is used once): begin again"),
            A::CeremonySignsIn => f.write_str("that request signs in; it adds no passkey"),
            A::CeremonyAdds => f.write_str("that request adds a passkey; it signs nobody in"),
            A::NotAPasskey => f.write_str("that is not a browser's passkey answer"),
            A::PasskeyTaken => f.write_str("that passkey is kept here already"),
            A::CeremonyOtherPlayer => f.write_str("that request was begun by another player"),
            A::UnknownPasskey => f.write_str("that passkey is not a player's here (it may have been removed)"),
            A::NoSuchPasskey => f.write_str("no passkey of yours by that id"),
        }
    }
}

/// Why the server does not keep a display name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum NameRule {
    /// Nothing visible is left once invisible characters are out.
    NothingVisible,
    /// Longer than the most characters.
    TooLong { most: u32, count: u32 },
    /// More than three marks on one letter.
    TooManyMarks,
    /// Reads as the names the server gives new players.
    LooksGiven,
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
            R::DatabaseSilent => f.write_str("the database does not answer"),
            R::NoSuchApi => f.write_str("there is no such API; docs/server.md lists them"),
            R::BadRequest { detail } => f.write_str(detail),
            R::BadDay => f.write_str("day is a date, YYYY-MM-DD"),
            R::DailyNotPublic { day } => write!(f, "the daily board of {day} and its replays are public from the next day, 00:00 UTC"),
            R::NoSuchGame => f.write_str("no finished game has that id"),
            R::NoSuchPlayer => f.write_str("there is no player with that id"),
            R::NoSuchPage => f.write_str("no such page"),
            R::Account(why) => why.fmt(f),
            R::BadName(rule) => rule.fmt(f),
            R::TooManyInRequest { most } => write!(f, "at most {most} games a request"),
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

impl fmt::Display for NameRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NameRule::NothingVisible => f.write_str("a name needs at least one visible character"),
            NameRule::TooLong { most, count } => {
                write!(f, "a name has 1 to {most} characters, not {count}")
            }
            NameRule::TooManyMarks => f.write_str("a name holds at most three marks on one letter"),
            NameRule::LooksGiven => f.write_str(
                "names like “Player 3fa2c1” are the ones the server gives new players; choose another",
            ),
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
        let name = Refusal::BadName(NameRule::TooLong {
            most: 24,
            count: 30,
        });
        let json = serde_json::to_string(&name).unwrap();
        assert_eq!(
            json,
            r#"{"why":"bad_name","rule":"too_long","most":24,"count":30}"#
        );
        assert_eq!(serde_json::from_str::<Refusal>(&json).unwrap(), name);
        assert_eq!(
            moves.to_string(),
            "slow down: at most 20 moves a second in a game; that one was not played"
        );
    }
}
