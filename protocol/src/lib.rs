//! The ranked-play protocol between the game server and its clients (the page and the
//! terminal): one JSON object per WebSocket text message, each way. `docs/server.md` lists
//! every message. Anything else — not JSON, an unknown type or field, a message over
//! [`MAX_MESSAGE_BYTES`] — is refused with an [`Reply::Error`] that says why, and changes
//! nothing. The categories and the name rule are here too, so both sides read them alike.

// Every public item says what it is: both sides of the wire read this crate.
#![deny(missing_docs)]

pub mod account;
pub mod api;
pub mod battle;
pub mod client;
pub mod refusal;
pub mod room;
pub mod unranked;
#[cfg(feature = "words")]
pub mod words;

pub use refusal::{AccountRefusal, BattleRefusal, NameRule, Refusal};
pub use unranked::Unranked;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use minesweeper_engine::battle::{BattleConfig, Player};
use minesweeper_engine::input::Click;
use minesweeper_engine::{Action, CellView, Config, FirstClick, Pos, Status};

use battle::{BattleCell, BattleEnd, BattleMoveKind, BattleStatus, RoomState, SeatView};

/// A ranked category: a preset's board (opening rule: the first click opens a region), and
/// whether it is the ranked daily (one board a day for everyone, from a seed the server keeps
/// secret until the day is over; its first reveal is at a start cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Category {
    /// The protocol's name: `expert`, `daily-expert`…
    pub name: &'static str,
    /// The name a player reads: "Expert", "Daily expert"…
    pub title: &'static str,
    preset: Config,
    /// Whether it is the ranked daily.
    pub daily: bool,
}

impl Category {
    /// Its board, whose first click opens a region.
    pub fn config(&self) -> Config {
        self.preset.with_first_click(FirstClick::Opening)
    }
}

/// Every ranked category.
pub const CATEGORIES: [Category; 6] = [
    Category {
        name: "beginner",
        title: "Beginner",
        preset: Config::BEGINNER,
        daily: false,
    },
    Category {
        name: "intermediate",
        title: "Intermediate",
        preset: Config::INTERMEDIATE,
        daily: false,
    },
    Category {
        name: "expert",
        title: "Expert",
        preset: Config::EXPERT,
        daily: false,
    },
    Category {
        name: "daily-beginner",
        title: "Daily beginner",
        preset: Config::BEGINNER,
        daily: true,
    },
    Category {
        name: "daily-intermediate",
        title: "Daily intermediate",
        preset: Config::INTERMEDIATE,
        daily: true,
    },
    Category {
        name: "daily-expert",
        title: "Daily expert",
        preset: Config::EXPERT,
        daily: true,
    },
];

/// The category named `name`.
pub fn category(name: &str) -> Option<&'static Category> {
    CATEGORIES.iter().find(|c| c.name == name)
}

/// What to say of a name that is not a category.
pub fn unknown_category(name: &str) -> String {
    let names: Vec<&str> = CATEGORIES.iter().map(|c| c.name).collect();
    format!(
        "there is no ranked category “{}”: {}",
        minesweeper_engine::format::visible(&name.chars().take(40).collect::<String>()),
        names.join(", ")
    )
}

/// The largest message read; a longer one is refused unread.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// The longest cursor track one move carries, in characters (the message stays under
/// [`MAX_MESSAGE_BYTES`]).
pub const MAX_CURSOR_CHARS: usize = 3_000;

/// The most cursor samples a ranked game keeps: five minutes of a pointer moving every frame,
/// more than a whole expert game (a resting pointer sends nothing). A live game holds them in
/// memory (240 KB at most), so they are bounded as tightly as play allows.
pub const MAX_CURSOR_SAMPLES: usize = 20_000;

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// Who is playing: a player's secret token, or none to become a new player.
    Hello {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// The player's secret token (none: make a new player).
        token: Option<String>,
    },
    /// A new ranked game in a category (`beginner`, `intermediate`, `expert`, and the ranked
    /// daily's `daily-beginner`…; asking for a daily board already begun today resumes it).
    Start {
        /// The category's name.
        category: String,
    },
    /// A move in the player's game: the `seq`-th move of that game (from 0), so a move sent
    /// twice after a dropped connection is played once.
    Move {
        /// The game's id.
        game: String,
        /// The move's number in the game, from 0.
        seq: u64,
        /// What the move does.
        action: MoveKind,
        /// Its cell's row.
        row: u32,
        /// Its cell's column.
        col: u32,
        /// Where the cursor went since the player's previous move, for the game's video: the
        /// engine's cursor text (`cursor_to_text`), its times in milliseconds from that move,
        /// its places in the board's pixels at 16 a cell; at most [`MAX_CURSOR_CHARS`], and
        /// [`MAX_CURSOR_SAMPLES`] in a game. None with the first move.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        cursor: String,
    },
    /// Back to a game after a dropped connection or a server restart: the board as it is.
    Resume {
        /// The game's id.
        game: String,
    },
    /// A new display name (1 to 24 characters).
    Name {
        /// The name asked for.
        name: String,
    },
    /// A room for a battle against a person, its code the link to share
    /// (`battle/?room=CODE`). The one who makes it sits in seat one (the top-left corner).
    RoomNew {
        /// The battle's settings.
        battle: BattleConfig,
    },
    /// Quick match: the room of the next person waiting with the same settings, or a room
    /// that waits for one.
    QuickMatch {
        /// The battle's settings.
        battle: BattleConfig,
    },
    /// Into a room by its code: a seat when one is free or is this player's (back after a
    /// dropped connection), else to watch.
    RoomJoin {
        /// The room's code.
        room: String,
    },
    /// A move in the player's battle: their `seq`-th move in it (from 0), so a move sent twice
    /// after a dropped connection is played once.
    BattleMove {
        /// The room's code.
        room: String,
        /// The move's number in this seat's moves, from 0.
        seq: u64,
        /// What the move does.
        action: BattleMoveKind,
        /// Its cell's row.
        row: u32,
        /// Its cell's column.
        col: u32,
    },
    /// Out of a room: a room still waiting closes; a battle being played is lost by forfeit.
    RoomLeave {
        /// The room's code.
        room: String,
    },
}

/// A move's kind, as the rules name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Open a hidden cell.
    Reveal,
    /// Open around a satisfied number.
    Chord,
    /// A flag on, or off.
    Flag,
    /// Flag, "?", hidden.
    Mark,
}

impl MoveKind {
    /// The kind of the rules' `action` (its cell goes beside it).
    pub const fn of(action: Action) -> MoveKind {
        match action {
            Action::Reveal(_) => MoveKind::Reveal,
            Action::Chord(_) => MoveKind::Chord,
            Action::ToggleFlag(_) => MoveKind::Flag,
            Action::CycleMark(_) => MoveKind::Mark,
        }
    }

    /// The click this move is at `pos`: the server plays it as the engine says it means
    /// ([`Click::play`]), so a `reveal` on an open number chords, as a left click does.
    pub fn click(self, pos: Pos) -> Click {
        match self {
            MoveKind::Reveal => Click::Reveal(pos),
            MoveKind::Chord => Click::Chord(pos),
            MoveKind::Flag => Click::Flag(pos),
            MoveKind::Mark => Click::Mark(pos),
        }
    }

    /// Its word in messages and in what is stored.
    pub fn name(self) -> &'static str {
        match self {
            MoveKind::Reveal => "reveal",
            MoveKind::Chord => "chord",
            MoveKind::Flag => "flag",
            MoveKind::Mark => "mark",
        }
    }

    /// The move a stored word names.
    pub fn parse(name: &str) -> Option<MoveKind> {
        Some(match name {
            "reveal" => MoveKind::Reveal,
            "chord" => MoveKind::Chord,
            "flag" => MoveKind::Flag,
            "mark" => MoveKind::Mark,
            _ => return None,
        })
    }
}

/// One cell as the player may see it: `[row, col, view]`, the view one of `hidden`, `flag`,
/// `mark`, `0`–`8`, and on a game lost `mine`, `exploded` or `wrong_flag`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell(pub u32, pub u32, #[serde(with = "cell_view")] pub CellView);

impl Cell {
    /// The cell at `pos`, showing `view`.
    pub fn of(pos: Pos, view: CellView) -> Cell {
        Cell(pos.row, pos.col, view)
    }

    /// Its cell.
    pub fn pos(&self) -> Pos {
        Pos::new(self.0, self.1)
    }
}

/// A [`CellView`] as its word: written from a table (no allocation a cell), read back or
/// refused.
mod cell_view {
    use super::*;

    const NUMBERS: [&str; 9] = ["0", "1", "2", "3", "4", "5", "6", "7", "8"];

    fn word(view: CellView) -> &'static str {
        match view {
            CellView::Hidden => "hidden",
            CellView::Flagged => "flag",
            CellView::Questioned => "mark",
            CellView::Revealed(n) => NUMBERS.get(usize::from(n)).copied().unwrap_or("8"),
            CellView::Mine => "mine",
            CellView::Exploded => "exploded",
            CellView::WrongFlag => "wrong_flag",
        }
    }

    fn read(word: &str) -> Option<CellView> {
        Some(match word {
            "hidden" => CellView::Hidden,
            "flag" => CellView::Flagged,
            "mark" => CellView::Questioned,
            "mine" => CellView::Mine,
            "exploded" => CellView::Exploded,
            "wrong_flag" => CellView::WrongFlag,
            number => CellView::Revealed(NUMBERS.iter().position(|n| *n == number)? as u8),
        })
    }

    pub fn serialize<S: Serializer>(view: &CellView, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(word(*view))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CellView, D::Error> {
        d.deserialize_str(WordVisitor("a cell's view", read))
    }
}

/// Reads one word of the protocol (a cell's view…) with `read`, borrowing it: no allocation
/// a cell.
pub(crate) struct WordVisitor<T>(pub &'static str, pub fn(&str) -> Option<T>);

impl<T> serde::de::Visitor<'_> for WordVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0)
    }

    fn visit_str<E: serde::de::Error>(self, word: &str) -> Result<T, E> {
        (self.1)(word).ok_or_else(|| E::custom(format!("{word:?} is not {}", self.0)))
    }
}

/// A held daily win put on its board ([`Reply::Over::released`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Released {
    /// The daily's category (`daily-expert`…).
    pub category: String,
    /// Its day (`2026-12-06`).
    pub day: String,
}

/// What the server answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The player, and their token when it was just made (the only time it is sent).
    Welcome {
        /// The player's public id.
        player: String,
        /// Their display name.
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// Their secret token, only when it was just made.
        token: Option<String>,
    },
    /// A game, as the player may see it: every cell that is not hidden, and the next move's
    /// `seq`.
    Game {
        /// The game's id.
        game: String,
        /// Its category's name.
        category: String,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
        /// The board's mines.
        mines: u32,
        /// Where the game stands.
        status: Status,
        /// The next move's `seq`.
        next_seq: u64,
        /// A daily board's start cell `[row, col]`: its first reveal must be there.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        start: Option<[u32; 2]>,
        /// A daily game's day.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        day: Option<String>,
        /// Every cell not hidden.
        cells: Vec<Cell>,
    },
    /// A move played: only the cells it changed.
    Moved {
        /// The game's id.
        game: String,
        /// The move's `seq`.
        seq: u64,
        /// Where the game stands after it.
        status: Status,
        /// The cells it changed.
        cells: Vec<Cell>,
    },
    /// The game is over: its time on the server's clock, its 3BV, every mine, its replay's
    /// text, and for a win its entry on the category's all-time board (a daily game's: its
    /// day's). A daily game's mines and replay stay secret until its day is over: then
    /// `mines` and `replay` are empty and `public_from_ms` says when they are public.
    Over {
        /// The game's id.
        game: String,
        /// How it ended: won or lost.
        status: Status,
        /// Its time on the server's clock.
        time_ms: u64,
        /// Its board's 3BV.
        bbbv: u32,
        /// Every mine, `[row, col]` (empty while its day is on).
        mines: Vec<[u32; 2]>,
        /// Its replay's text (empty while its day is on).
        replay: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// A win's place on its board.
        rank: Option<u64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// When a daily game's mines and replay become public, ms since 1970.
        public_from_ms: Option<i64>,
        /// Why a win is kept but left off the leaderboards.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unranked: Option<Unranked>,
        /// Daily wins this win put on their boards: held there until the player showed their
        /// pace on a board nobody could map.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        released: Vec<Released>,
    },
    /// The player's new name, as the server keeps it.
    Named {
        /// The name.
        name: String,
    },
    /// A room as this connection sees it, whole: sent on joining, and whenever who is in it
    /// or its state changes.
    Room {
        /// The room's code.
        room: String,
        /// This connection's seat: `one`, `two`, or `watching` (none).
        #[serde(with = "battle::seat_or_watching")]
        seat: Option<Player>,
        /// Where the room stands.
        state: RoomState,
        /// The battle's settings.
        battle: BattleConfig,
        /// The seats in order, one while the room waits.
        players: Vec<SeatView>,
        /// Whose move it is; in real time, both may move.
        turn: Player,
        /// Each seat's lives left.
        lives: [u8; 2],
        /// Each seat's territory: cells opened.
        territory: [u32; 2],
        /// The territory that wins.
        target: u32,
        /// This seat's next move's `seq`.
        next_seq: u64,
        /// Every cell not hidden to this connection.
        cells: Vec<BattleCell>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// How the battle ended, once it has.
        ending: Option<BattleEnd>,
        /// Every mine, once the battle is over.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mines: Vec<[u32; 2]>,
        /// Why the board is not the one asked for (a no-guess board not found in time).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        notice: Option<String>,
    },
    /// A battle move, to everyone in the room: the cells it changed as each sees them, and
    /// the scoreboard after it.
    BattleMoved {
        /// The room's code.
        room: String,
        /// The seat that moved.
        by: Player,
        /// The mover's `seq` for it, in the mover's own copy only (the others would count
        /// the flags they are not shown from its gaps).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seq: Option<u64>,
        /// The cells it changed, as this connection sees them.
        cells: Vec<BattleCell>,
        /// Each seat's lives left.
        lives: [u8; 2],
        /// Each seat's territory.
        territory: [u32; 2],
        /// Whose move it is now.
        turn: Player,
        /// Whether the battle goes on.
        status: BattleStatus,
    },
    /// Who is here changed (a seat dropped, or came back): the room's state and its seats, to
    /// everyone else in it. The board is as it was: a `room` again would be every cell (670 KB
    /// on 200 × 200) to every watcher.
    RoomSeats {
        /// The room's code.
        room: String,
        /// Where the room stands.
        state: RoomState,
        /// The seats in order.
        players: Vec<SeatView>,
    },
    /// The battle is over: who won and why, the ratings' changes, and every mine.
    BattleOver {
        /// The room's code.
        room: String,
        /// Who won, why, and the ratings' changes.
        ending: BattleEnd,
        /// Every mine, `[row, col]`.
        mines: Vec<[u32; 2]>,
    },
    /// What was wrong with a message; nothing changed. `code` is for programs; `next_seq`
    /// comes with `not_next` (the move the game expects: resume and send from there).
    Error {
        /// Why, for programs.
        code: ErrorCode,
        /// Why, for people.
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        /// With `not_next`: the move the game expects.
        next_seq: Option<u64>,
        /// Why, as data with its figures, for a front end to word in its player's language
        /// (none where the server has only its message).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        refusal: Option<Refusal>,
    },
}

/// Why a request was not done: an error reply's `code`. A code this version does not know (a
/// newer server's) reads as [`ErrorCode::Other`]: a refusal with its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Past a rate limit: nothing was done; try again later.
    SlowDown,
    /// Not a message this server reads.
    BadMessage,
    /// Against the rules or the player's rights, with why.
    Refused,
    /// A move out of order: the reply says which one the game expects.
    NotNext,
    /// Every board maker is busy: try again.
    Busy,
    /// The server could not do it just now (its database, or it is stopping): try again.
    Unavailable,
    /// A code of a newer server's.
    #[serde(other)]
    Other,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 6] = [
        ErrorCode::SlowDown,
        ErrorCode::BadMessage,
        ErrorCode::Refused,
        ErrorCode::NotNext,
        ErrorCode::Busy,
        ErrorCode::Unavailable,
    ];

    /// The code as it travels.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::SlowDown => "slow_down",
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::Refused => "refused",
            ErrorCode::NotNext => "not_next",
            ErrorCode::Busy => "busy",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::Other => "other",
        }
    }

    /// The code a reply carries, if it is one of these.
    pub fn parse(code: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.into_iter().find(|c| c.as_str() == code)
    }
}

impl Reply {
    /// An error reply of `code`, saying `message`.
    pub fn error(code: ErrorCode, message: impl Into<String>) -> Reply {
        Reply::Error {
            code,
            message: message.into(),
            next_seq: None,
            refusal: None,
        }
    }

    /// The reply as its message's text.
    pub fn to_json(&self) -> String {
        // Serializing these plain types cannot fail.
        serde_json::to_string(self).unwrap_or_else(|_| {
            r#"{"type":"error","code":"unavailable","message":"the answer could not be written"}"#.to_string()
        })
    }
}

impl Request {
    /// The request as its message's text.
    pub fn to_json(&self) -> String {
        // Serializing these plain types cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Reads a server's message, or says what is wrong with it.
pub fn parse_reply(text: &str) -> Result<Reply, String> {
    serde_json::from_str(text)
        .map_err(|e| format!("the server sent what this page does not read: {e}"))
}

/// Reads a message, or says what is wrong with it (never quoting more of it than a word).
pub fn parse(text: &str) -> Result<Request, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "the message is {} bytes; messages are at most {MAX_MESSAGE_BYTES}",
            text.len()
        ));
    }
    serde_json::from_str(text).map_err(|e| format!("not a message this server reads: {e}"))
}

/// A display name as a client checks it before sending: control characters dropped, then
/// The id a name the server gave a new player shows ("Player 3fa2c1" → "3fa2c1"): such a
/// name is the server's data, and each front end shows it in its player's language
/// (`words::player_name`). None for a name a player chose (no player may choose one of these).
pub fn given_id(name: &str) -> Option<&str> {
    name.strip_prefix("Player ")
        .filter(|id| id.len() == 6 && id.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// trimmed, 1 to 24 characters. The server's rule is stricter (it normalises the name and
/// drops what draws nothing: `server/src/names.rs`) and says why when it refuses one. Shown
/// as text everywhere (the page never reads it as markup).
pub fn display_name(name: &str) -> Result<String, NameProblem> {
    let name: String = name.chars().filter(|c| !c.is_control()).collect();
    let name = name.trim();
    match name.chars().count() {
        0 => Err(NameProblem::Empty),
        n if n > 24 => Err(NameProblem::TooLong(n)),
        _ => Ok(name.to_string()),
    }
}

/// Why a client will not send a name.
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    /// Its characters, over 24.
    TooLong(usize),
}

impl std::fmt::Display for NameProblem {
    /// English, for logs and programs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameProblem::Empty => {
                f.write_str("a name has 1 to 24 characters, and this one is empty")
            }
            NameProblem::TooLong(n) => write!(f, "a name has 1 to 24 characters, not {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_request_reads_and_anything_else_is_refused_with_why() {
        assert_eq!(
            parse(r#"{"type":"hello"}"#),
            Ok(Request::Hello { token: None })
        );
        assert_eq!(
            parse(r#"{"type":"move","game":"g","seq":3,"action":"flag","row":1,"col":2}"#),
            Ok(Request::Move {
                game: "g".into(),
                seq: 3,
                action: MoveKind::Flag,
                row: 1,
                col: 2,
                cursor: String::new(),
            })
        );
        for bad in [
            "",
            "{",
            r#"{"type":"dance"}"#,
            r#"{"type":"start","category":"expert","extra":1}"#,
            r#"{"type":"move","game":"g","seq":-1,"action":"reveal","row":1,"col":2}"#,
            r#"{"type":"move","game":"g","seq":0,"action":"explode","row":1,"col":2}"#,
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        let long = format!(r#"{{"type":"name","name":"{}"}}"#, "x".repeat(5000));
        assert!(parse(&long).unwrap_err().contains("at most 4096"));
    }

    #[test]
    fn every_message_reads_back_as_written() {
        let cells = vec![
            Cell::of(Pos::new(1, 2), CellView::Revealed(3)),
            Cell::of(Pos::new(0, 0), CellView::Flagged),
            Cell::of(Pos::new(4, 5), CellView::Exploded),
        ];
        assert_eq!(
            serde_json::to_string(&cells).unwrap(),
            r#"[[1,2,"3"],[0,0,"flag"],[4,5,"exploded"]]"#
        );
        let replies = [
            Reply::Moved {
                game: "g".into(),
                seq: 4,
                status: Status::Playing,
                cells,
            },
            Reply::error(ErrorCode::SlowDown, "slow down"),
            Reply::Welcome {
                player: "p".into(),
                name: "Ada".into(),
                token: None,
            },
        ];
        for reply in replies {
            assert_eq!(parse_reply(&reply.to_json()), Ok(reply));
        }
        let request = Request::Move {
            game: "g".into(),
            seq: 1,
            action: MoveKind::Chord,
            row: 2,
            col: 3,
            cursor: "AAE".into(),
        };
        assert_eq!(parse(&request.to_json()), Ok(request));
        assert_eq!(
            Request::Hello { token: None }.to_json(),
            r#"{"type":"hello"}"#
        );
        let nine = serde_json::from_str::<Cell>(r#"[0,0,"9"]"#).unwrap_err();
        assert!(
            nine.to_string().contains(r#""9" is not a cell's view"#),
            "{nine}"
        );
    }

    /// The typed words travel as the text they were before: a room, a move and an error
    /// written exactly as clients of the text protocol read them; a code of a newer server
    /// reads as `other`.
    #[test]
    fn the_words_on_the_wire_are_as_before() {
        use battle::{BattleView, Finish};
        let battle = BattleConfig::new(10, 12, 20, 1, minesweeper_engine::battle::Pace::Turns);
        let battle = serde_json::to_string(&battle.unwrap()).unwrap();
        let room = format!(
            r#"{{"type":"room","room":"R","seat":"watching","state":"reconnecting","battle":{battle},"players":[],"turn":"two","lives":[1,1],"territory":[3,4],"target":36,"next_seq":0,"cells":[[0,0,"one:2"],[8,8,"hit:two"],[1,1,"flag"]],"ending":{{"winner":"one","reason":"no_moves_left","change":[8,-8]}}}}"#
        );
        let reply = parse_reply(&room).unwrap();
        let Reply::Room {
            seat,
            state,
            turn,
            cells,
            ending,
            ..
        } = &reply
        else {
            panic!("{reply:?}");
        };
        assert_eq!(
            (*seat, *state, *turn),
            (None, RoomState::Reconnecting, Player::Two)
        );
        assert_eq!(cells[0].2, BattleView::Owned(Player::One, 2));
        assert_eq!(cells[1].2, BattleView::Hit(Player::Two));
        let ending = ending.as_ref().unwrap();
        assert_eq!(
            (ending.winner, ending.reason),
            (Some(Player::One), Finish::NoMovesLeft)
        );
        assert_eq!(reply.to_json(), room);
        let error = r#"{"type":"error","code":"not_next","message":"m","next_seq":4}"#;
        assert_eq!(parse_reply(error).unwrap().to_json(), error);
        let newer = parse_reply(r#"{"type":"error","code":"on_fire","message":"m"}"#).unwrap();
        assert!(matches!(
            newer,
            Reply::Error {
                code: ErrorCode::Other,
                ..
            }
        ));
        for bad in [
            r#"{"type":"room_seats","room":"R","state":"asleep","players":[]}"#,
            r#"[0,0,"three:1"]"#,
        ] {
            assert!(serde_json::from_str::<serde_json::Value>(bad).is_ok());
            assert!(parse_reply(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(display_name("  Ada  "), Ok("Ada".into()));
        assert_eq!(display_name("<b>\u{7}x</b>"), Ok("<b>x</b>".into()));
        // Controls go before trimming: what is left is trimmed.
        assert_eq!(display_name("\u{1}   x   \u{1}"), Ok("x".into()));
        assert!(display_name("   ").is_err());
        assert!(display_name(&"é".repeat(25)).is_err());
        assert_eq!(
            display_name(&"é".repeat(24)).map(|n| n.chars().count()),
            Ok(24)
        );
    }

    proptest! {
        #[test]
        fn no_text_makes_the_parser_panic(text in ".{0,600}") {
            let _ = parse(&text);
        }

        #[test]
        fn no_json_shaped_text_makes_it_panic(
            kind in "(hello|start|move|resume|name|x)",
            fields in prop::collection::vec(("[a-z]{1,6}", any::<i64>()), 0..6),
        ) {
            let mut object = serde_json::Map::new();
            object.insert("type".into(), kind.into());
            for (k, v) in fields {
                object.insert(k, v.into());
            }
            let _ = parse(&serde_json::Value::Object(object).to_string());
        }
    }
}
