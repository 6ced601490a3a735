//! A client for a battle against a person, with no I/O, as [`crate::client`] is for ranked
//! play: what to send for each thing that happens (the connection opens or drops, a reply
//! comes, the player asks for a room or moves), so that a front end only owns a socket and
//! shows the replies.
//!
//! After a dropped connection it says hello again and joins the room it was in, which gives
//! the player their seat back (the server keeps it 60 s). Whatever the server refuses while
//! the player is in a room, the room as the server has it puts the client right (the next
//! move's number included): it asks for the room once, and a refusal while asking again is
//! not asked again, so there is never a loop.

use minesweeper_engine::battle::BattleConfig;
use minesweeper_engine::Pos;

use crate::battle::BattleMoveKind;
use crate::{Reply, Request};

/// What the player asked for, sent once the server has said who they are.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A room for a friend, with these settings.
    Room(BattleConfig),
    /// The next player waiting with these settings.
    Quick(BattleConfig),
    /// The room with this code (a link opened).
    Join(String),
}

/// What the front end does after a reply, besides showing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    /// A new player's token: keep it, never show it.
    Keep {
        /// The token.
        token: String,
    },
    /// The player is in this room now: a front end puts it in its address, so that a reload
    /// (or the link copied) comes back to it.
    InRoom(String),
}

/// A battle against a person as the client knows it.
#[derive(Clone, Debug, Default)]
pub struct RoomClient {
    token: Option<String>,
    /// The room the player is in, once the server named it: joined again after a drop.
    room: Option<String>,
    /// What to ask once welcomed, when not in a room yet.
    ask: Option<Ask>,
    /// This seat's next move's `seq`.
    next_seq: u64,
    open: bool,
    welcomed: bool,
    /// The room was asked for again after a refusal, and has not come yet.
    resyncing: bool,
}

impl RoomClient {
    /// A client for the player with `token` (none: a new player), asking for `ask` once
    /// connected, if anything.
    pub fn new(token: Option<String>, ask: Option<Ask>) -> RoomClient {
        RoomClient {
            token,
            ask,
            ..RoomClient::default()
        }
    }

    /// The room the player is in.
    pub fn room(&self) -> Option<&str> {
        self.room.as_deref()
    }

    /// The connection opened: the hello.
    pub fn opened(&mut self) -> Vec<Request> {
        self.open = true;
        self.welcomed = false;
        vec![Request::Hello {
            token: self.token.clone(),
        }]
    }

    /// The connection dropped: nothing is sent until it opens again.
    pub fn closed(&mut self) {
        self.open = false;
        self.welcomed = false;
        self.resyncing = false;
    }

    /// The request for the room: back into the one the player is in, else what was asked.
    fn room_request(&self) -> Option<Request> {
        Some(match (self.room.clone(), self.ask.clone()) {
            (Some(room), _) | (None, Some(Ask::Join(room))) => Request::RoomJoin { room },
            (None, Some(Ask::Room(battle))) => Request::RoomNew { battle },
            (None, Some(Ask::Quick(battle))) => Request::QuickMatch { battle },
            (None, None) => return None,
        })
    }

    /// A reply from the server: what to send, and what the front end should do.
    pub fn received(&mut self, reply: &Reply) -> (Vec<Request>, Vec<Told>) {
        match reply {
            Reply::Welcome { token, .. } => {
                self.welcomed = true;
                let mut told = Vec::new();
                if let Some(token) = token {
                    self.token = Some(token.clone());
                    told.push(Told::Keep {
                        token: token.clone(),
                    });
                }
                (self.room_request().into_iter().collect(), told)
            }
            Reply::Room { room, next_seq, .. } => {
                self.resyncing = false;
                self.next_seq = *next_seq;
                if self.room.as_deref() == Some(room.as_str()) {
                    return (Vec::new(), Vec::new());
                }
                self.room = Some(room.clone());
                (Vec::new(), vec![Told::InRoom(room.clone())])
            }
            Reply::Error { .. } if self.room.is_some() && !self.resyncing => {
                self.resyncing = true;
                (self.room_request().into_iter().collect(), Vec::new())
            }
            _ => (Vec::new(), Vec::new()),
        }
    }

    /// A room for a friend, or the next player waiting (after a battle: a new room).
    pub fn ask(&mut self, ask: Ask) -> Vec<Request> {
        self.room = None;
        self.ask = Some(ask);
        if !(self.open && self.welcomed) {
            return Vec::new();
        }
        self.room_request().into_iter().collect()
    }

    /// A move, numbered with this seat's next number; `None` when not connected or not in a
    /// room (the move is not played: the front end says so).
    pub fn play(&mut self, kind: BattleMoveKind, pos: Pos) -> Option<Request> {
        let room = self.room.clone().filter(|_| self.open)?;
        let seq = self.next_seq;
        self.next_seq += 1;
        Some(Request::BattleMove {
            room,
            seq,
            action: kind,
            row: pos.row,
            col: pos.col,
        })
    }

    /// A new display name (the server checks it).
    pub fn rename(&self, name: &str) -> Option<Request> {
        self.open.then(|| Request::Name {
            name: name.to_string(),
        })
    }

    /// Out of the room (a waiting room closes; a battle is forfeited), and nothing asked.
    pub fn leave(&mut self) -> Option<Request> {
        self.ask = None;
        let room = self.room.take()?;
        self.open.then_some(Request::RoomLeave { room })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorCode;
    use minesweeper_engine::battle::{Pace, PRESETS};

    fn welcome(token: Option<&str>) -> Reply {
        Reply::Welcome {
            player: "p".into(),
            name: "Ada".into(),
            token: token.map(str::to_string),
        }
    }

    /// The server's view of `room` for this seat, expecting move `next_seq`.
    fn room(code: &str, next_seq: u64) -> Reply {
        let reply = serde_json::json!({
            "type": "room", "room": code, "seat": "one", "state": "playing",
            "battle": BattleConfig::preset(&PRESETS[0], Pace::Turns),
            "players": [], "turn": "one", "lives": [3, 3], "territory": [0, 0], "target": 41,
            "next_seq": next_seq, "cells": [],
        });
        crate::parse_reply(&reply.to_string()).expect("a room reply")
    }

    fn refused() -> Reply {
        Reply::error(ErrorCode::Refused, "no")
    }

    #[test]
    fn it_asks_for_its_room_once_welcomed_and_keeps_a_new_token() {
        let mut client = RoomClient::new(None, Some(Ask::Join("ABCD".into())));
        assert_eq!(client.opened(), vec![Request::Hello { token: None }]);
        let (out, told) = client.received(&welcome(Some("t")));
        assert_eq!(
            out,
            vec![Request::RoomJoin {
                room: "ABCD".into()
            }]
        );
        assert_eq!(told, vec![Told::Keep { token: "t".into() }]);
        let (_, told) = client.received(&room("ABCD", 0));
        assert_eq!(told, vec![Told::InRoom("ABCD".into())]);
        // The hello after a drop carries the token kept.
        client.closed();
        assert_eq!(
            client.opened(),
            vec![Request::Hello {
                token: Some("t".into())
            }]
        );
    }

    #[test]
    fn after_a_drop_it_joins_the_room_it_was_in_and_numbers_moves_from_the_server() {
        let battle = BattleConfig::preset(&PRESETS[0], Pace::Turns);
        let mut client = RoomClient::new(Some("t".into()), Some(Ask::Quick(battle)));
        client.opened();
        let (out, _) = client.received(&welcome(None));
        assert_eq!(out, vec![Request::QuickMatch { battle }]);
        client.received(&room("WXYZ", 0));
        let first = client.play(BattleMoveKind::Reveal, Pos::new(1, 2));
        assert!(matches!(first, Some(Request::BattleMove { seq: 0, .. })));
        client.closed();
        assert_eq!(client.play(BattleMoveKind::Reveal, Pos::new(3, 3)), None);
        client.opened();
        let (out, _) = client.received(&welcome(None));
        assert_eq!(
            out,
            vec![Request::RoomJoin {
                room: "WXYZ".into()
            }]
        );
        // The move in flight was played: the server expects move 1.
        let (_, told) = client.received(&room("WXYZ", 1));
        assert_eq!(told, vec![]);
        let next = client.play(BattleMoveKind::Flag, Pos::new(0, 0));
        assert!(matches!(next, Some(Request::BattleMove { seq: 1, .. })));
    }

    #[test]
    fn a_refusal_in_a_room_asks_for_the_room_once_never_in_a_loop() {
        let mut client = RoomClient::new(None, Some(Ask::Join("ROOM".into())));
        client.opened();
        client.received(&welcome(None));
        // Refused before any room: nothing to put right.
        assert_eq!(client.received(&refused()).0, vec![]);
        client.received(&room("ROOM", 4));
        let asked = vec![Request::RoomJoin {
            room: "ROOM".into(),
        }];
        assert_eq!(client.received(&refused()).0, asked);
        assert_eq!(client.received(&refused()).0, vec![]);
        // Once the room came, a new refusal asks again.
        client.received(&room("ROOM", 5));
        assert_eq!(client.received(&refused()).0, asked);
    }

    #[test]
    fn a_new_ask_forgets_the_old_room_and_waits_for_the_hello() {
        let mut client = RoomClient::new(None, None);
        assert_eq!(client.ask(Ask::Join("LATE".into())), vec![]);
        client.opened();
        let (out, _) = client.received(&welcome(None));
        assert_eq!(
            out,
            vec![Request::RoomJoin {
                room: "LATE".into()
            }]
        );
        client.received(&room("LATE", 0));
        assert_eq!(
            client.leave(),
            Some(Request::RoomLeave {
                room: "LATE".into()
            })
        );
        assert_eq!(client.room(), None);
        assert_eq!(client.play(BattleMoveKind::Reveal, Pos::new(0, 0)), None);
    }
}
