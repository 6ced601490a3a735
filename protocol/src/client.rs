//! A ranked-play client with no I/O: what to send, and what the player should see, for each
//! thing that happens (the connection opens or drops, a reply comes, the player moves). The
//! page and the terminal drive it with their own sockets, so reconnecting, resuming, and
//! sending the moves made meanwhile in order work the same in both.
//!
//! Moves are sent one at a time: each waits for the answer to the one before (a round trip
//! is milliseconds; a player's clicks queue meanwhile and are played in order). That keeps
//! every move's number right even when one is refused, and tells which move an error is
//! about. After a dropped connection the client says hello again, resumes its game, learns
//! from the server's `next_seq` whether the move in flight was played, and sends the rest.

use std::collections::VecDeque;

use minesweeper_engine::input::{interpret, Controls, Press};
use minesweeper_engine::replay::{cursor_to_text_within, Buttons, Sample};
use minesweeper_engine::{CellView, Config, Pos, Status};

use crate::{
    category, Category, Cell, ErrorCode, MoveKind, Refusal, Reply, Request, MAX_CURSOR_CHARS,
    MAX_CURSOR_SAMPLES,
};

#[cfg(test)]
mod tests;

/// A ranked game as the client knows it: only what the server sent.
#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    /// The game's id.
    pub id: String,
    /// Its category.
    pub category: &'static Category,
    /// Its board.
    pub config: Config,
    /// Each cell's view, row by row.
    pub views: Vec<CellView>,
    /// Where it stands.
    pub status: Status,
    /// The next move the server expects.
    pub next_seq: u64,
    /// A daily board's start cell.
    pub start: Option<Pos>,
    /// A daily game's day.
    pub day: Option<String>,
    /// How it ended, once the server has said.
    pub ending: Option<RankedEnd>,
}

impl Known {
    /// What the cell at `pos` shows.
    pub fn view(&self, pos: Pos) -> CellView {
        self.config
            .grid()
            .index(pos)
            .and_then(|i| self.views.get(i))
            .copied()
            .unwrap_or(CellView::Hidden)
    }

    fn put(&mut self, pos: Pos, view: CellView) -> Option<Pos> {
        let i = self.config.grid().index(pos)?;
        *self.views.get_mut(i)? = view;
        Some(pos)
    }

    fn set(&mut self, cell: &Cell) -> Option<Pos> {
        self.put(cell.pos(), cell.2)
    }

    /// Flags placed.
    pub fn flags(&self) -> u32 {
        self.views
            .iter()
            .filter(|v| matches!(v, CellView::Flagged))
            .count() as u32
    }
}

/// How a ranked game ended, as the server said.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedEnd {
    /// Whether it was won.
    pub won: bool,
    /// On the server's clock.
    pub time_ms: u64,
    /// Its board's 3BV.
    pub bbbv: u32,
    /// The player's rank on the category's board (a daily game's: the day's), for a win.
    pub rank: Option<u64>,
    /// The replay's text (what follows `#replay=` in a link), empty for a daily game until its
    /// day is over.
    pub replay: String,
    /// When a daily game's layout and replay are public (ms since 1970).
    pub public_from_ms: Option<i64>,
    /// Why a win is kept but left off the leaderboards, if it is.
    pub unranked: Option<crate::Unranked>,
    /// Held daily wins this win put on their boards.
    pub released: Vec<crate::Released>,
}

/// The connection, as the player should hear of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// Connecting, the first time.
    Connecting,
    /// Connected.
    Open,
    /// Dropped: the front end connects again (and says how soon).
    Lost,
}

/// What the front end does or shows after an event.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The connection is now…
    Link(LinkState),
    /// Who is playing (after hello, or a new name).
    Player {
        /// The player's public id.
        id: String,
        /// Their display name.
        name: String,
    },
    /// A new player's token: keep it (browser storage, the terminal's data folder), never
    /// show it.
    Keep {
        /// The token.
        token: String,
    },
    /// A game is on the board, as the server has it (a new one, or one resumed).
    Game,
    /// These cells changed.
    Cells(Vec<Pos>),
    /// The game is over; the mines are on the board (but a daily game's until its day ends).
    Over(RankedEnd),
    /// Something the player should read: a move not played, a refusal.
    Notice(Notice),
    /// The server asked to slow down: call [`Client::send_queued`] after this long.
    Wait {
        /// How long, in milliseconds.
        ms: u32,
    },
}

/// Something the player should read, as data: each front end words it.
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The server refused what was asked.
    Refused(Refusal),
    /// A move the server did not play (1-based cell), and why.
    MoveNotPlayed {
        row: u32,
        col: u32,
        refusal: Refusal,
    },
    /// The device's token was refused: the player plays as a new one.
    NewPlayer(Refusal),
    /// A name is sent once the server is reached.
    NameLater,
    /// A name the client will not send.
    BadName(crate::NameProblem),
    /// Moves queued when the game ended, not played.
    Dropped(usize),
    /// A board this version cannot show (its category's name as sent, shortened).
    UnknownBoard { name: String, rows: u32, cols: u32 },
    /// What the front end itself says (its connection, a reply it could not read), in its
    /// words already.
    Said(String),
}

impl std::fmt::Display for Notice {
    /// English, for logs and programs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::Refused(refusal) => refusal.fmt(f),
            Notice::MoveNotPlayed { row, col, refusal } => {
                write!(
                    f,
                    "Your move at row {row}, column {col} was not played: {refusal}"
                )
            }
            Notice::NewPlayer(refusal) => write!(f, "{refusal}. You play as a new player."),
            Notice::NameLater => {
                f.write_str("the name is saved once the server is reached; try again then")
            }
            Notice::BadName(why) => why.fmt(f),
            Notice::Dropped(1) => f.write_str("the game ended before 1 more move could be played"),
            Notice::Dropped(n) => write!(f, "the game ended before {n} more moves could be played"),
            Notice::UnknownBoard { name, rows, cols } => write!(
                f,
                "the server sent a board this version cannot show ({name}, {rows}×{cols})"
            ),
            Notice::Said(text) => f.write_str(text),
        }
    }
}

/// What was asked, in order: each answer is to the oldest question not yet answered.
#[derive(Clone, Debug, PartialEq)]
enum Asked {
    Hello,
    Start,
    Resume,
    Move,
    Name,
}

/// The client's state.
#[derive(Clone, Debug, Default)]
pub struct Client {
    token: Option<String>,
    player: Option<(String, String)>,
    game: Option<Known>,
    open: bool,
    greeted: bool,
    /// The game is as the server has it (false after a reconnect, until resumed).
    synced: bool,
    asked: VecDeque<Asked>,
    /// The move sent and not yet answered, with its number.
    in_flight: Option<(u64, Queued)>,
    queued: VecDeque<Queued>,
    /// Where the pointer went since the last move queued ([`Client::pointer`]).
    pointer: Vec<Point>,
    /// When the last move was queued, on the front end's clock: the next move's track counts
    /// from it.
    last_move_at: Option<f64>,
    /// Cursor samples sent with this game's moves, against [`MAX_CURSOR_SAMPLES`].
    cursor_sent: usize,
    /// A category asked for before the connection was ready.
    wanted: Option<&'static str>,
    waiting: bool,
}

/// A move waiting to be sent: its kind, its cell and the cursor's track before it (text).
#[derive(Clone, Debug, PartialEq)]
struct Queued {
    kind: MoveKind,
    pos: Pos,
    cursor: String,
}

/// Where the pointer was over the board: `at` on the front end's clock (ms), `x` and `y` in the
/// board's pixels at 16 a cell, with the buttons down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// When, on the front end's clock (ms).
    pub at: f64,
    /// Across the board, in its pixels at 16 a cell.
    pub x: u16,
    /// Down the board, likewise.
    pub y: u16,
    /// The buttons down.
    pub buttons: Buttons,
}

/// The most points kept between two moves (five minutes of a pointer moving every frame); the
/// track sent is fitted to [`MAX_CURSOR_CHARS`] anyway.
const MOST_POINTS: usize = 20_000;

/// What to send, and what happened.
pub type Out = (Vec<Request>, Vec<Event>);

impl Client {
    /// A client for the player whose token this is (none: a new player at the first hello).
    pub fn new(token: Option<String>) -> Client {
        Client {
            token,
            ..Client::default()
        }
    }

    /// The game on the board, as the server has it.
    pub fn game(&self) -> Option<&Known> {
        self.game.as_ref()
    }

    /// Who is playing: their id and name.
    pub fn player(&self) -> Option<(&str, &str)> {
        self.player
            .as_ref()
            .map(|(id, name)| (id.as_str(), name.as_str()))
    }

    /// Moves made and not yet answered (sent or waiting for the connection).
    pub fn unanswered(&self) -> usize {
        self.queued.len() + usize::from(self.in_flight.is_some())
    }

    /// Every move answered, and a game that is over has its end (which follows the last
    /// move's answer).
    pub fn settled(&self) -> bool {
        self.unanswered() == 0
            && self
                .game
                .as_ref()
                .is_none_or(|g| !g.status.is_over() || g.ending.is_some())
    }

    fn ask(&mut self, asked: Asked, request: Request, out: &mut Vec<Request>) {
        self.asked.push_back(asked);
        out.push(request);
    }

    /// The connection opened: say hello.
    pub fn opened(&mut self) -> Out {
        self.open = true;
        self.greeted = false;
        self.synced = false;
        self.asked.clear();
        let mut out = Vec::new();
        let token = self.token.clone();
        self.ask(Asked::Hello, Request::Hello { token }, &mut out);
        (out, vec![Event::Link(LinkState::Open)])
    }

    /// The connection dropped: nothing is sent until it opens again.
    pub fn closed(&mut self) -> Out {
        self.open = false;
        self.greeted = false;
        self.synced = false;
        self.asked.clear();
        (Vec::new(), vec![Event::Link(LinkState::Lost)])
    }

    /// A new game in `category` (now, or once the connection is ready).
    pub fn start(&mut self, category: &'static str) -> Out {
        let mut out = Vec::new();
        if self.open && self.greeted {
            self.ask(
                Asked::Start,
                Request::Start {
                    category: category.to_string(),
                },
                &mut out,
            );
        } else {
            self.wanted = Some(category);
        }
        (out, Vec::new())
    }

    /// A new name.
    pub fn rename(&mut self, name: &str) -> Out {
        let mut out = Vec::new();
        match crate::display_name(name) {
            Ok(name) if self.open && self.greeted => {
                self.ask(Asked::Name, Request::Name { name }, &mut out);
                (out, Vec::new())
            }
            Ok(_) => (out, vec![Event::Notice(Notice::NameLater)]),
            Err(why) => (out, vec![Event::Notice(Notice::BadName(why))]),
        }
    }

    /// The player's move: queued, and sent when the one before is answered. A move that
    /// cannot change anything (a flag on an open cell, anything once the game is over) is
    /// not sent.
    pub fn play(&mut self, kind: MoveKind, pos: Pos) -> Out {
        self.play_at(kind, pos, None)
    }

    /// The player's press on `pos` under `controls`, made at `at` on the front end's clock:
    /// what it means on what this client knows of the board is the engine's
    /// [`interpret`] (a press on an open number chords); a press that means nothing there is
    /// not sent.
    pub fn press(&mut self, controls: Controls, press: Press, pos: Pos, at: Option<f64>) -> Out {
        let Some(game) = &self.game else {
            return (Vec::new(), Vec::new());
        };
        match interpret(controls, press, pos, game.view(pos)).action {
            Some(action) => self.play_at(MoveKind::of(action), pos, at),
            None => (Vec::new(), Vec::new()),
        }
    }

    /// [`Client::play`], made at `at` on the front end's clock: the pointer's track since the
    /// last move goes with it.
    pub fn play_at(&mut self, kind: MoveKind, pos: Pos, at: Option<f64>) -> Out {
        let Some(game) = &self.game else {
            return (Vec::new(), Vec::new());
        };
        let view = game.view(pos);
        let useless = game.status.is_over()
            || !game.config.grid().contains(pos)
            || match kind {
                MoveKind::Reveal => !matches!(view, CellView::Hidden | CellView::Questioned),
                MoveKind::Chord => !matches!(view, CellView::Revealed(n) if n > 0),
                MoveKind::Flag | MoveKind::Mark => !matches!(
                    view,
                    CellView::Hidden | CellView::Flagged | CellView::Questioned
                ),
            };
        if useless {
            return (Vec::new(), Vec::new());
        }
        let cursor = self.track_until(at);
        self.queued.push_back(Queued { kind, pos, cursor });
        self.send_queued()
    }

    /// The pointer moved or pressed over the board: kept, to go with the next move (a video
    /// of the game shows the cursor). Nothing is sent by itself.
    pub fn pointer(&mut self, point: Point) {
        if self.pointer.len() < MOST_POINTS {
            self.pointer.push(point);
        }
    }

    /// The track since the last move queued, as the next move's `cursor`: its times counted
    /// from that move, fitted to [`MAX_CURSOR_CHARS`], none once this game has sent
    /// [`MAX_CURSOR_SAMPLES`] (or before its first move, or with no time given).
    fn track_until(&mut self, at: Option<f64>) -> String {
        let points = std::mem::take(&mut self.pointer);
        let (Some(at), Some(from)) = (at, self.last_move_at) else {
            self.last_move_at = at.or(self.last_move_at);
            return String::new();
        };
        self.last_move_at = Some(at);
        let samples: Vec<Sample> = points
            .iter()
            .filter(|p| p.at >= from && p.at <= at)
            .map(|p| Sample {
                at_ms: (p.at - from).round().min(f64::from(u32::MAX)) as u32,
                x: p.x,
                y: p.y,
                buttons: p.buttons,
            })
            .collect();
        let room = MAX_CURSOR_SAMPLES.saturating_sub(self.cursor_sent);
        let samples = &samples[samples.len().saturating_sub(room)..];
        if samples.is_empty() {
            return String::new();
        }
        let (text, kept) = cursor_to_text_within(samples, MAX_CURSOR_CHARS);
        self.cursor_sent += kept;
        text
    }

    /// Sends the next queued move if the connection and the game are ready and no move is
    /// in flight.
    pub fn send_queued(&mut self) -> Out {
        self.waiting = false;
        let mut out = Vec::new();
        if !(self.open && self.greeted && self.synced) || self.in_flight.is_some() {
            return (out, Vec::new());
        }
        let Some(game) = &self.game else {
            return (out, Vec::new());
        };
        if game.status.is_over() {
            let dropped = self.queued.len();
            self.queued.clear();
            let events = if dropped > 0 {
                vec![Event::Notice(Notice::Dropped(dropped))]
            } else {
                Vec::new()
            };
            return (out, events);
        }
        let Some(next) = self.queued.pop_front() else {
            return (out, Vec::new());
        };
        let (seq, id) = (game.next_seq, game.id.clone());
        let request = Request::Move {
            game: id,
            seq,
            action: next.kind,
            row: next.pos.row,
            col: next.pos.col,
            cursor: next.cursor.clone(),
        };
        self.in_flight = Some((seq, next));
        self.ask(Asked::Move, request, &mut out);
        (out, Vec::new())
    }

    /// A message from the server.
    pub fn received(&mut self, reply: Reply) -> Out {
        // `over` follows the `moved` that answered its move: it answers nothing itself. A
        // battle's messages are not ranked play's (this client asks for none).
        let asked = match reply {
            Reply::Over { .. }
            | Reply::Room { .. }
            | Reply::RoomSeats { .. }
            | Reply::BattleMoved { .. }
            | Reply::BattleOver { .. } => None,
            _ => self.asked.pop_front(),
        };
        match reply {
            Reply::Welcome {
                player,
                name,
                token,
            } => self.welcomed(player, name, token),
            Reply::Game { .. } => self.game_view(reply),
            Reply::Moved {
                game,
                seq,
                cells,
                status,
                ..
            } => self.moved(&game, seq, &cells, status),
            Reply::Over {
                game,
                status,
                time_ms,
                bbbv,
                mines,
                replay,
                rank,
                public_from_ms,
                unranked,
                released,
            } => {
                let ending = RankedEnd {
                    won: status == Status::Won,
                    time_ms,
                    bbbv,
                    rank,
                    replay,
                    public_from_ms,
                    unranked,
                    released,
                };
                self.over(&game, &mines, ending)
            }
            Reply::Named { name } => {
                let id = self
                    .player
                    .as_ref()
                    .map(|(id, _)| id.clone())
                    .unwrap_or_default();
                self.player = Some((id.clone(), name.clone()));
                (Vec::new(), vec![Event::Player { id, name }])
            }
            Reply::Error {
                code,
                message,
                next_seq,
                refusal,
            } => self.refused(
                asked,
                code,
                refusal.unwrap_or(Refusal::Said { message }),
                next_seq,
            ),
            Reply::Room { .. }
            | Reply::RoomSeats { .. }
            | Reply::BattleMoved { .. }
            | Reply::BattleOver { .. } => (Vec::new(), Vec::new()),
        }
    }

    fn welcomed(&mut self, id: String, name: String, token: Option<String>) -> Out {
        self.greeted = true;
        let mut events = vec![Event::Player {
            id: id.clone(),
            name: name.clone(),
        }];
        self.player = Some((id, name));
        if let Some(token) = token {
            self.token = Some(token.clone());
            events.push(Event::Keep { token });
        }
        let mut out = Vec::new();
        match (&self.game, self.wanted.take()) {
            (_, Some(category)) => {
                self.ask(
                    Asked::Start,
                    Request::Start {
                        category: category.to_string(),
                    },
                    &mut out,
                );
            }
            (Some(game), None) if !game.status.is_over() => {
                let game = game.id.clone();
                self.ask(Asked::Resume, Request::Resume { game }, &mut out);
            }
            _ => self.synced = true,
        }
        (out, events)
    }

    fn game_view(&mut self, reply: Reply) -> Out {
        let Reply::Game {
            game,
            category: name,
            rows,
            cols,
            mines,
            status,
            next_seq,
            start,
            day,
            cells,
        } = reply
        else {
            return (Vec::new(), Vec::new());
        };
        let category = category(&name).filter(|c| {
            let config = c.config();
            (config.rows(), config.cols(), config.mines()) == (rows, cols, mines)
        });
        let Some(category) = category else {
            return (
                Vec::new(),
                vec![Event::Notice(Notice::UnknownBoard {
                    name: name.chars().take(40).collect(),
                    rows,
                    cols,
                })],
            );
        };
        let config = category.config();
        let same = self.game.as_ref().is_some_and(|g| g.id == game);
        if !same {
            // Another game: what was queued for the last one is not for this one.
            self.queued.clear();
            self.in_flight = None;
            self.pointer.clear();
            self.last_move_at = None;
            self.cursor_sent = 0;
        }
        let mut known = Known {
            id: game,
            category,
            config,
            views: vec![CellView::Hidden; config.grid().cells()],
            status,
            next_seq,
            start: start.map(|[r, c]| Pos::new(r, c)),
            day,
            ending: None,
        };
        for cell in &cells {
            known.set(cell);
        }
        self.game = Some(known);
        self.synced = true;
        let mut events = vec![Event::Game];
        // The move in flight when the connection dropped: played if the server is past it.
        if let Some((seq, move_)) = self.in_flight.take() {
            if seq >= next_seq {
                self.queued.push_front(move_);
            }
        }
        let (out, more) = self.send_queued();
        events.extend(more);
        (out, events)
    }

    fn moved(&mut self, game: &str, seq: u64, cells: &[Cell], status: Status) -> Out {
        let Some(known) = self.game.as_mut().filter(|g| g.id == game) else {
            return (Vec::new(), Vec::new());
        };
        if self.in_flight.as_ref().is_some_and(|(s, _)| *s == seq) {
            self.in_flight = None;
        }
        known.next_seq = known.next_seq.max(seq + 1);
        known.status = status;
        let changed = cells.iter().filter_map(|c| known.set(c)).collect();
        let (out, mut events) = self.send_queued();
        events.insert(0, Event::Cells(changed));
        (out, events)
    }

    fn over(&mut self, game: &str, mines: &[[u32; 2]], ending: RankedEnd) -> Out {
        let Some(known) = self.game.as_mut().filter(|g| g.id == game) else {
            return (Vec::new(), Vec::new());
        };
        known.status = if ending.won {
            Status::Won
        } else {
            Status::Lost
        };
        let mut changed = Vec::new();
        for &[row, col] in mines {
            let pos = Pos::new(row, col);
            let shown = match known.view(pos) {
                CellView::Hidden | CellView::Questioned if ending.won => CellView::Flagged,
                CellView::Hidden | CellView::Questioned => CellView::Mine,
                _ => continue,
            };
            changed.extend(known.put(pos, shown));
        }
        known.ending = Some(ending.clone());
        self.queued.clear();
        (Vec::new(), vec![Event::Cells(changed), Event::Over(ending)])
    }

    fn refused(
        &mut self,
        asked: Option<Asked>,
        code: ErrorCode,
        refusal: Refusal,
        next_seq: Option<u64>,
    ) -> Out {
        match asked {
            Some(Asked::Move) => {
                let Some((seq, move_)) = self.in_flight.take() else {
                    return (Vec::new(), vec![Event::Notice(Notice::Refused(refusal))]);
                };
                let pos = move_.pos;
                match code {
                    ErrorCode::SlowDown => {
                        self.queued.push_front(move_);
                        self.waiting = true;
                        (Vec::new(), vec![Event::Wait { ms: 200 }])
                    }
                    ErrorCode::NotNext => {
                        // The server is elsewhere than this client thought: see the board as
                        // it is (which tells whether this move was played), then play on.
                        let _ = next_seq;
                        self.in_flight = Some((seq, move_));
                        self.synced = false;
                        let mut out = Vec::new();
                        if let Some(game) = &self.game {
                            let game = game.id.clone();
                            self.ask(Asked::Resume, Request::Resume { game }, &mut out);
                        }
                        (out, Vec::new())
                    }
                    _ => {
                        let (out, mut events) = self.send_queued();
                        events.insert(
                            0,
                            Event::Notice(Notice::MoveNotPlayed {
                                row: pos.row + 1,
                                col: pos.col + 1,
                                refusal,
                            }),
                        );
                        (out, events)
                    }
                }
            }
            Some(Asked::Hello) if self.token.is_some() && code == ErrorCode::Refused => {
                // A token this server does not know (its data was reset): become a new player.
                self.token = None;
                let mut out = Vec::new();
                self.ask(Asked::Hello, Request::Hello { token: None }, &mut out);
                (out, vec![Event::Notice(Notice::NewPlayer(refusal))])
            }
            Some(Asked::Resume) => {
                // The game cannot be resumed (it is over, or gone): leave it.
                self.game = None;
                self.queued.clear();
                self.in_flight = None;
                self.synced = true;
                (
                    Vec::new(),
                    vec![Event::Game, Event::Notice(Notice::Refused(refusal))],
                )
            }
            _ => (Vec::new(), vec![Event::Notice(Notice::Refused(refusal))]),
        }
    }
}
