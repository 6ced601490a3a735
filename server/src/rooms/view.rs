//! What each connection in a room is sent: the room as its seat (or a watcher) may see it.

use minesweeper_engine::battle::Player;

use crate::protocol::battle::{shown_cells, RoomState, SeatView};
use crate::protocol::Reply;

use super::{Conn, Room, State};

impl Room {
    pub(super) fn seat_of(&self, player: &str) -> Option<Player> {
        Player::BOTH.into_iter().find(|p| {
            self.seats[p.index()]
                .as_ref()
                .is_some_and(|s| s.player == player)
        })
    }

    pub(super) fn someone_away(&self) -> bool {
        self.seats.iter().flatten().any(|s| s.away.is_some())
    }

    /// Its state as its messages say it.
    pub(super) fn told_state(&self) -> RoomState {
        match self.state {
            State::Waiting => RoomState::Waiting,
            State::Playing if self.someone_away() => RoomState::Reconnecting,
            State::Playing => RoomState::Playing,
            State::Finished => RoomState::Finished,
        }
    }

    pub(super) fn mines(&self) -> Vec<[u32; 2]> {
        if self.state != State::Finished {
            return Vec::new();
        }
        self.battle
            .mine_positions()
            .into_iter()
            .map(|p| [p.row, p.col])
            .collect()
    }

    /// The room as `seat` (none: a watcher) sees it.
    pub(super) fn view(&self, seat: Option<Player>) -> Reply {
        let battle = &self.battle;
        Reply::Room {
            room: self.code.clone(),
            seat,
            state: self.told_state(),
            battle: battle.config(),
            players: self.seat_views(),
            turn: battle.turn(),
            lives: [battle.lives(Player::One), battle.lives(Player::Two)],
            territory: [battle.territory(Player::One), battle.territory(Player::Two)],
            target: battle.target(),
            next_seq: seat
                .and_then(|p| self.seats[p.index()].as_ref())
                .map_or(0, |s| s.next_seq),
            cells: shown_cells(battle, seat),
            ending: self.ending.clone(),
            mines: self.mines(),
            notice: self.notice.clone(),
        }
    }

    /// The seats in order, as everyone sees them.
    fn seat_views(&self) -> Vec<SeatView> {
        self.seats
            .iter()
            .flatten()
            .map(|s| SeatView {
                player: s.player.clone(),
                name: s.name.clone(),
                rating: s.rating,
                here: s.away.is_none(),
                forfeits_at_ms: s.away.and(s.forfeits_at_ms),
            })
            .collect()
    }

    /// Everyone but connection `except` hears who is here now (a seat dropped or came back):
    /// the seats, not the board again.
    pub(super) fn tell_seats(&self, except: u64) {
        let seats = Reply::RoomSeats {
            room: self.code.clone(),
            state: self.told_state(),
            players: self.seat_views(),
        };
        for (_, conn) in self.audience() {
            if conn.id != except {
                conn.send(&seats);
            }
        }
    }

    /// Every connection in the room, with the seat it sees as.
    pub(super) fn audience(&self) -> Vec<(Option<Player>, Conn)> {
        let seated = Player::BOTH.into_iter().filter_map(|p| {
            let conn = self.seats[p.index()].as_ref()?.conn.clone()?;
            Some((Some(p), conn))
        });
        seated
            .chain(self.watchers.iter().map(|c| (None, c.clone())))
            .collect()
    }

    /// Everyone gets the room again (who is in it, or its state, changed).
    pub(super) fn tell_everyone(&self) {
        self.tell_others(0);
    }

    /// Everyone but connection `except` (which is answered) gets the room again.
    pub(super) fn tell_others(&self, except: u64) {
        for (seat, conn) in self.audience() {
            if conn.id != except {
                conn.send(&self.view(seat));
            }
        }
    }
}
