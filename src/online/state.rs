//! What the page knows of a battle against a person: only what the server sent (every opened
//! cell and mine hit, its own flags; the layout once it is over), kept as the Battle page
//! draws it. The page's own seat is drawn as "you" (`battle::state::YOU`) wherever it sits; a
//! watcher sees seat one as "you".

use std::rc::Rc;

use minesweeper_engine::battle::{BattleConfig, Pace, Player};
use minesweeper_engine::{Grid, Pos};
use minesweeper_protocol::battle::{
    BattleCell, BattleEnd, BattleView, Finish, RoomState, SeatView,
};
use minesweeper_protocol::client::Notice;
use minesweeper_protocol::{Refusal, Reply};
use yew::prelude::*;

use crate::battle::state::{Look, Square, Squares, CPU, YOU};
use crate::shared::words::Words;

/// The connection to the game server.
#[derive(Clone, Debug, PartialEq)]
pub enum ServerLink {
    Connecting,
    Open,
    /// Dropped: connecting again.
    Retrying,
    /// This page's host runs no game server.
    Absent,
}

/// A room, as this page sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Room {
    pub code: String,
    /// This page's seat; none: watching.
    pub seat: Option<Player>,
    pub state: RoomState,
    pub config: BattleConfig,
    pub players: Vec<SeatView>,
    pub turn: Player,
    /// By seat.
    pub lives: [u8; 2],
    pub territory: [u32; 2],
    pub target: u32,
    /// What each cell shows, by seat, row-major.
    pub looks: Vec<Look>,
    /// The rows as the board draws them: this page's seat as "you".
    pub rows: Rc<Vec<Squares>>,
    pub ending: Option<BattleEnd>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub link: ServerLink,
    pub player: Option<(String, String)>,
    pub room: Option<Room>,
    pub cursor: Pos,
    pub notice: Option<Notice>,
}

impl Default for State {
    fn default() -> State {
        State {
            link: ServerLink::Connecting,
            player: None,
            room: None,
            cursor: Pos::new(0, 0),
            notice: None,
        }
    }
}

pub enum Action {
    ServerLink(ServerLink),
    /// A message from the server.
    Reply(Box<Reply>),
    Cursor(Pos),
    Notice(String),
    DismissNotice,
}

impl Room {
    /// The seat drawn as "you".
    pub fn me(&self) -> Player {
        self.seat.unwrap_or(Player::One)
    }

    fn grid(&self) -> Grid {
        self.config.grid()
    }

    /// Seat `p` as the board draws it.
    fn drawn(&self, p: Player) -> Player {
        if p == self.me() {
            YOU
        } else {
            CPU
        }
    }

    /// Whether this page may move now: seated, still in, playing, and in turns its turn.
    pub fn may_move(&self) -> bool {
        self.may_play() && (self.config.pace() == Pace::Realtime || self.turn == self.me())
    }

    /// `data-status` from this page's side.
    pub fn status(&self) -> &'static str {
        match (&self.ending, self.state) {
            (Some(ending), _) => match ending.winner {
                None => "draw",
                Some(w) if w == self.me() => "won",
                Some(_) => "lost",
            },
            (None, RoomState::Waiting) => "ready",
            _ => "playing",
        }
    }

    fn learn(&mut self, cells: &[BattleCell]) {
        let grid = self.grid();
        for cell in cells {
            let Some(index) = grid.index(cell.pos()) else {
                continue;
            };
            self.looks[index] = match cell.2 {
                BattleView::Hidden => Look::Hidden,
                BattleView::Flag => Look::Flagged,
                BattleView::Owned(p, n) => Look::Owned(p, n),
                BattleView::Hit(p) => Look::Hit(p),
                BattleView::Mine => Look::Mine,
            };
        }
    }

    fn show_mines(&mut self, mines: &[[u32; 2]]) {
        let grid = self.grid();
        for &[r, c] in mines {
            if let Some(i) = grid.index(Pos::new(r, c)) {
                if matches!(self.looks[i], Look::Hidden | Look::Flagged) {
                    self.looks[i] = Look::Mine;
                }
            }
        }
    }

    /// Whether this page's seat may play at all now (its cells can be legal).
    fn may_play(&self) -> bool {
        self.seat.is_some() && self.state == RoomState::Playing && self.lives[self.me().index()] > 0
    }

    /// One row as the board draws it, from the looks: this page's seat as "you", its legal
    /// cells marked.
    fn row(&self, row: u32) -> Squares {
        let grid = self.grid();
        let me = self.me();
        let may = self.may_play();
        let mine = |i: usize| matches!(self.looks[i], Look::Owned(p, _) if p == me);
        (0..grid.cols())
            .map(|col| {
                let i = grid.index(Pos::new(row, col)).unwrap_or(0);
                let look = match self.looks[i] {
                    Look::Owned(p, n) => Look::Owned(self.drawn(p), n),
                    Look::Hit(p) => Look::Hit(self.drawn(p)),
                    look => look,
                };
                let legal = may
                    && matches!(look, Look::Hidden | Look::Flagged)
                    && grid.neighbours(i).any(mine);
                Square { look, legal }
            })
            .collect()
    }

    /// Every row again (a new room, its state or this seat's lives changed).
    fn redrawn(mut self) -> Room {
        self.rows = Rc::new((0..self.grid().rows()).map(|r| self.row(r)).collect());
        self
    }

    /// After a move: the rows of the cells it changed and their neighbours' rows (whose cells
    /// may have become legal) drawn again; the others keep their `Rc`, so they do not
    /// re-render. Everything when whether this seat may play changed.
    fn redrawn_around(mut self, cells: &[BattleCell], could_play: bool) -> Room {
        let rows = self.grid().rows();
        if could_play != self.may_play() || self.rows.len() != rows as usize {
            return self.redrawn();
        }
        let mut drawn = (*self.rows).clone();
        let mut touched: Vec<u32> = cells
            .iter()
            .flat_map(|c| c.0.saturating_sub(1)..=(c.0 + 1).min(rows - 1))
            .collect();
        touched.sort_unstable();
        touched.dedup();
        for row in touched {
            drawn[row as usize] = self.row(row);
        }
        self.rows = Rc::new(drawn);
        self
    }
}

impl State {
    fn with_room(&self, room: Option<Room>) -> State {
        State {
            room,
            ..self.clone()
        }
    }

    /// A room's whole view: after a join, and when who is in it or its state changed.
    fn room_view(&self, reply: Reply) -> State {
        let Reply::Room {
            room,
            seat,
            state,
            battle,
            players,
            turn,
            lives,
            territory,
            target,
            cells,
            ending,
            mines,
            notice,
            ..
        } = reply
        else {
            return self.clone();
        };
        let grid = battle.grid();
        let mut fresh = Room {
            code: room,
            seat,
            state,
            config: battle,
            players,
            turn,
            lives,
            territory,
            target,
            looks: vec![Look::Hidden; grid.cells()],
            rows: Rc::default(),
            ending,
        };
        fresh.learn(&cells);
        fresh.show_mines(&mines);
        let cursor = if self.room.as_ref().is_some_and(|r| r.code == fresh.code) {
            self.cursor
        } else {
            battle.corner(fresh.me())
        };
        State {
            cursor,
            // Why the board is not the one asked for, when it is not.
            notice: notice.map(Notice::Said).or_else(|| self.notice.clone()),
            ..self.with_room(Some(fresh.redrawn()))
        }
    }

    fn replied(&self, reply: Reply) -> State {
        match reply {
            Reply::Welcome { player, name, .. } => State {
                player: Some((player, name)),
                ..self.clone()
            },
            reply @ Reply::Room { .. } => self.room_view(reply),
            Reply::BattleMoved {
                room,
                cells,
                lives,
                territory,
                turn,
                ..
            } => match &self.room {
                Some(current) if current.code == room => {
                    let mut next = current.clone();
                    next.learn(&cells);
                    next.lives = lives;
                    next.territory = territory;
                    next.turn = turn;
                    let could_play = current.may_play();
                    self.with_room(Some(next.redrawn_around(&cells, could_play)))
                }
                _ => self.clone(),
            },
            Reply::RoomSeats {
                room,
                state,
                players,
            } => match &self.room {
                Some(current) if current.code == room => {
                    let mut next = current.clone();
                    next.players = players;
                    next.state = state;
                    let could_play = current.may_play();
                    self.with_room(Some(next.redrawn_around(&[], could_play)))
                }
                _ => self.clone(),
            },
            Reply::BattleOver {
                room,
                ending,
                mines,
            } => match &self.room {
                Some(current) if current.code == room => {
                    let mut next = current.clone();
                    next.show_mines(&mines);
                    next.ending = Some(ending);
                    next.state = RoomState::Finished;
                    self.with_room(Some(next.redrawn()))
                }
                _ => self.clone(),
            },
            Reply::Named { name } => State {
                player: self.player.clone().map(|(id, _)| (id, name)),
                ..self.clone()
            },
            Reply::Error {
                message, refusal, ..
            } => State {
                notice: Some(Notice::Refused(
                    refusal.unwrap_or(Refusal::Said { message }),
                )),
                ..self.clone()
            },
            _ => self.clone(),
        }
    }

    /// The status line, in the page's language.
    pub fn status_line(&self, w: &Words) -> String {
        let Some(room) = &self.room else {
            return match &self.link {
                ServerLink::Absent => w.online_absent(),
                ServerLink::Connecting => w.online_connecting(),
                ServerLink::Retrying => w.online_retrying(),
                ServerLink::Open => w.online_open(),
            }
            .to_string();
        };
        let name = |p: Player| {
            room.players.get(p.index()).map_or_else(
                || w.online_other_player().to_string(),
                |s| minesweeper_protocol::words::player_name(w, &s.name).to_string(),
            )
        };
        let me = room.me();
        if self.link == ServerLink::Retrying {
            return w.online_dropped().to_string();
        }
        match room.state {
            RoomState::Waiting => w.online_waiting().to_string(),
            RoomState::Reconnecting => {
                let away = room.players.iter().find(|s| !s.here).map_or_else(
                    || w.online_a_player().to_string(),
                    |s| minesweeper_protocol::words::player_name(w, &s.name).to_string(),
                );
                w.online_reconnecting(away).to_string()
            }
            RoomState::Finished => match &room.ending {
                Some(ending) => {
                    let change = room.seat.map(|s| ending.change[s.index()]);
                    let rating = match (&ending.unrated, change) {
                        // "not rated: why", as a sentence.
                        (Some(why), Some(_)) => {
                            let mut letters = why.chars();
                            let first = letters.next().map(|c| c.to_uppercase().to_string());
                            format!(" {}{}.", first.unwrap_or_default(), letters.as_str())
                        }
                        (None, Some(c)) => format!(" {}", w.online_rating(format!("{c:+}"))),
                        (_, None) => String::new(),
                    };
                    let why = match ending.reason {
                        Finish::Forfeit => "forfeit",
                        Finish::NoMovesLeft => "stuck",
                        Finish::Target => "target",
                    };
                    match ending.winner {
                        None => format!("{}{rating}", w.online_draw(why)),
                        Some(p) if room.seat == Some(p) => {
                            format!("{}{rating}", w.online_you_won(why))
                        }
                        Some(p) if room.seat.is_some() => {
                            format!("{}{rating}", w.online_they_won(why, name(p)))
                        }
                        Some(p) => w.online_they_won(why, name(p)).to_string(),
                    }
                }
                None => w.online_closed().to_string(),
            },
            _ if room.seat.is_none() => w
                .online_watching(name(Player::One), name(Player::Two))
                .to_string(),
            _ if room.lives[me.index()] == 0 => w.online_out().to_string(),
            _ if room.may_move() => w.battle_your_move().to_string(),
            _ => w.online_to_move(name(me.other())).to_string(),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(match action {
            // A dropped connection: no move from here until the server sends the room again.
            Action::ServerLink(ServerLink::Retrying) => State {
                link: ServerLink::Retrying,
                room: self.room.clone().map(|mut room| {
                    if room.state == RoomState::Playing {
                        room.state = RoomState::Reconnecting;
                        room = room.redrawn();
                    }
                    room
                }),
                ..(*self).clone()
            },
            Action::ServerLink(link) => State {
                link,
                ..(*self).clone()
            },
            Action::Reply(reply) => self.replied(*reply),
            Action::Cursor(cursor) => State {
                cursor,
                ..(*self).clone()
            },
            Action::Notice(notice) => State {
                notice: Some(Notice::Said(notice)),
                ..(*self).clone()
            },
            Action::DismissNotice => State {
                notice: None,
                ..(*self).clone()
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use minesweeper_engine::battle::{BattleConfig, Pace};
    use minesweeper_protocol::battle::{BattleCell, BattleStatus};
    use minesweeper_protocol::Reply;

    use super::*;

    /// A cell as the server writes it.
    fn cell(r: u32, c: u32, view: &'static str) -> BattleCell {
        serde_json::from_str(&format!("[{r}, {c}, {view:?}]")).unwrap()
    }

    /// Seat two of a 10 × 12 room, playing: its opening in the bottom-right corner.
    fn playing() -> State {
        let battle = BattleConfig::new(10, 12, 20, 2, Pace::Realtime).unwrap();
        let room = Reply::Room {
            room: "R".into(),
            seat: Some(Player::Two),
            state: RoomState::Playing,
            battle,
            players: Vec::new(),
            turn: Player::One,
            lives: [2, 2],
            territory: [1, 1],
            target: 50,
            next_seq: 0,
            cells: vec![cell(0, 0, "one:1"), cell(9, 11, "two:1")],
            ending: None,
            mines: Vec::new(),
            notice: None,
        };
        State::default().replied(room)
    }

    fn moved(cells: Vec<BattleCell>, lives: [u8; 2]) -> Reply {
        Reply::BattleMoved {
            room: "R".into(),
            by: Player::One,
            seq: None,
            cells,
            lives,
            territory: [2, 1],
            turn: Player::Two,
            status: BattleStatus::Playing,
        }
    }

    #[test]
    fn this_seat_is_drawn_as_you_and_its_neighbours_are_legal() {
        let state = playing();
        let room = state.room.as_ref().unwrap();
        assert_eq!(room.rows[9][11].look, Look::Owned(YOU, 1));
        assert_eq!(room.rows[0][0].look, Look::Owned(CPU, 1));
        assert!(room.rows[8][10].legal && !room.rows[1][1].legal);
    }

    #[test]
    fn a_move_draws_again_only_the_rows_around_it() {
        let state = playing();
        let before = state.room.clone().unwrap();
        let after = state.replied(moved(vec![cell(4, 3, "one:2")], [2, 2]));
        let rows = &after.room.as_ref().unwrap().rows;
        assert_eq!(rows[4][3].look, Look::Owned(CPU, 2));
        for row in 0..10 {
            let kept = Rc::ptr_eq(&rows[row], &before.rows[row]);
            assert_eq!(kept, !(3..=5).contains(&row), "row {row}");
        }
    }

    /// A seat dropping and coming back: the seats and the state change, the board is kept
    /// (its rows not drawn again while play is still allowed), and nothing is legal meanwhile.
    #[test]
    fn a_seat_away_and_back_changes_the_seats_and_keeps_the_board() {
        use minesweeper_protocol::battle::SeatView;
        let state = playing();
        let before = state.room.clone().unwrap();
        let seats = |here: bool| {
            vec![SeatView {
                player: "p1".into(),
                name: "Ada".into(),
                rating: 1200,
                here,
                forfeits_at_ms: (!here).then_some(60_000),
            }]
        };
        let seat_news = |state: RoomState, here: bool| Reply::RoomSeats {
            room: "R".into(),
            state,
            players: seats(here),
        };
        let away = state.replied(seat_news(RoomState::Reconnecting, false));
        let room = away.room.as_ref().unwrap();
        assert_eq!(room.state, RoomState::Reconnecting);
        assert!(!room.players[0].here);
        assert_eq!(room.rows[9][11].look, Look::Owned(YOU, 1), "the board kept");
        assert!(room.rows.iter().all(|row| row.iter().all(|s| !s.legal)));
        let back = away.replied(seat_news(RoomState::Playing, true));
        let room = back.room.as_ref().unwrap();
        assert!(room.rows[8][10].legal, "play goes on");
        assert_eq!(room.looks, before.looks);
        // News of another room changes nothing.
        let other = Reply::RoomSeats {
            room: "X".into(),
            state: RoomState::Finished,
            players: Vec::new(),
        };
        assert_eq!(back.replied(other).room.unwrap().state, RoomState::Playing);
    }

    #[test]
    fn out_of_lives_nothing_is_legal_any_more() {
        let after = playing().replied(moved(vec![cell(0, 1, "hit:two")], [2, 0]));
        let room = after.room.unwrap();
        assert!(room.rows.iter().all(|row| row.iter().all(|s| !s.legal)));
    }
}
