//! The client against a referee made of the engine (what the server does, without storage):
//! moves are played in order and none is lost or played twice, whatever drops the connection
//! and whenever.

use minesweeper_engine::input::Convention;
use minesweeper_engine::{Game, Outcome};
use proptest::prelude::*;

use super::*;

/// A server in miniature: one game, the answers the real one gives.
struct Referee {
    game: Game,
    next_seq: u64,
    played: Vec<(MoveKind, Pos)>,
}

impl Referee {
    fn new(seed: u64) -> Referee {
        Referee {
            game: Game::new(category("beginner").unwrap().config(), seed),
            next_seq: 0,
            played: Vec::new(),
        }
    }

    fn view(&self) -> Reply {
        let grid = self.game.grid();
        Reply::Game {
            game: "g".into(),
            category: "beginner".into(),
            rows: 9,
            cols: 9,
            mines: 10,
            status: self.game.status(),
            next_seq: self.next_seq,
            start: None,
            day: None,
            cells: (0..grid.cells())
                .map(|i| Cell::of(grid.pos(i), self.game.view_at(i)))
                .filter(|c| c.2 != CellView::Hidden)
                .collect(),
        }
    }

    fn answer(&mut self, request: &Request) -> Vec<Reply> {
        match request {
            Request::Hello { .. } => vec![Reply::Welcome {
                player: "p".into(),
                name: "Ada".into(),
                token: Some("t".into()),
            }],
            Request::Start { .. } | Request::Resume { .. } => vec![self.view()],
            Request::Name { name } => vec![Reply::Named { name: name.clone() }],
            // Ranked play's client asks for no room.
            Request::RoomNew { .. }
            | Request::QuickMatch { .. }
            | Request::RoomJoin { .. }
            | Request::BattleMove { .. }
            | Request::RoomLeave { .. } => unreachable!("a ranked client asked for a room"),
            Request::Move {
                seq,
                action,
                row,
                col,
                ..
            } => {
                if *seq != self.next_seq {
                    return vec![Reply::Error {
                        code: ErrorCode::NotNext,
                        message: "not next".into(),
                        next_seq: Some(self.next_seq),
                        refusal: Some(Refusal::NotNext {
                            seq: *seq,
                            next: self.next_seq,
                        }),
                    }];
                }
                if self.game.status().is_over() {
                    return vec![Reply::error(ErrorCode::Refused, "the game is over")];
                }
                let pos = Pos::new(*row, *col);
                let step = action
                    .click(pos)
                    .play(&self.game, Convention::Ours)
                    .unwrap();
                self.next_seq += 1;
                self.played.push((*action, pos));
                let cells = step
                    .changed
                    .iter()
                    .filter_map(|&p| step.game.view(p).map(|v| Cell::of(p, v)))
                    .collect();
                let over = step.game.status().is_over();
                let _ = step.outcome == Outcome::Unchanged;
                self.game = step.game;
                let mut replies = vec![Reply::Moved {
                    game: "g".into(),
                    seq: *seq,
                    status: self.game.status(),
                    cells,
                }];
                if over {
                    let grid = self.game.grid();
                    replies.push(Reply::Over {
                        game: "g".into(),
                        status: self.game.status(),
                        time_ms: 1,
                        bbbv: 1,
                        mines: self
                            .game
                            .mine_indices()
                            .iter()
                            .map(|&m| {
                                let p = grid.pos(m as usize);
                                [p.row, p.col]
                            })
                            .collect(),
                        replay: String::new(),
                        rank: None,
                        public_from_ms: None,
                        unranked: None,
                        released: Vec::new(),
                    });
                }
                replies
            }
        }
    }
}

/// Delivers requests to the referee and replies back until nothing is left to send.
fn settle(client: &mut Client, referee: &mut Referee, mut outbox: Vec<Request>) -> Vec<Event> {
    let mut events = Vec::new();
    while !outbox.is_empty() {
        let mut next = Vec::new();
        for request in outbox {
            for reply in referee.answer(&request) {
                // Every reply goes over the wire as JSON.
                let reply = crate::parse_reply(&reply.to_json()).unwrap();
                let (out, more) = client.received(reply);
                next.extend(out);
                events.extend(more);
            }
        }
        outbox = next;
    }
    events
}

fn started(seed: u64) -> (Client, Referee) {
    let (mut client, mut referee) = (Client::new(None), Referee::new(seed));
    let (out, _) = client.opened();
    let events = settle(&mut client, &mut referee, out);
    assert!(events.contains(&Event::Keep { token: "t".into() }));
    let (out, _) = client.start("beginner");
    settle(&mut client, &mut referee, out);
    (client, referee)
}

#[test]
fn a_game_is_played_through_the_client_as_the_server_has_it() {
    let (mut client, mut referee) = started(3);
    let (out, _) = client.play(MoveKind::Reveal, Pos::new(4, 4));
    assert_eq!(out.len(), 1, "a move goes out at once");
    settle(&mut client, &mut referee, out);
    let known = client.game().unwrap();
    assert_eq!(known.next_seq, 1);
    for i in 0..81 {
        assert_eq!(known.views[i], referee.game.view_at(i), "cell {i}");
    }
    // A flag on an open cell changes nothing: not sent.
    let open = (0..81)
        .find(|&i| matches!(known.views[i], CellView::Revealed(_)))
        .unwrap();
    let (out, _) = client.play(MoveKind::Flag, Pos::new(open as u32 / 9, open as u32 % 9));
    assert!(out.is_empty());
}

#[test]
fn a_press_means_what_the_engine_says_on_what_the_client_sees() {
    let (mut client, mut referee) = started(3);
    let (out, _) = client.press(Controls::OURS, Press::Primary, Pos::new(4, 4), None);
    settle(&mut client, &mut referee, out);
    let known = client.game().unwrap();
    let number = (0..81)
        .find(|&i| matches!(known.views[i], CellView::Revealed(n) if n > 0))
        .map(|i| Pos::new(i as u32 / 9, i as u32 % 9))
        .unwrap();
    let (out, _) = client.press(Controls::OURS, Press::Primary, number, None);
    assert!(
        matches!(
            &out[..],
            [Request::Move {
                action: MoveKind::Chord,
                ..
            }]
        ),
        "a left click on an open number goes out as a chord: {out:?}"
    );
    settle(&mut client, &mut referee, out);
    let (out, _) = client.press(Controls::OURS, Press::Secondary, number, None);
    assert!(
        out.is_empty(),
        "a right click on an open cell means nothing: not sent"
    );
}

#[test]
fn moves_made_while_a_move_is_answered_wait_their_turn() {
    let (mut client, mut referee) = started(5);
    let (first, _) = client.play(MoveKind::Flag, Pos::new(0, 0));
    let (second, _) = client.play(MoveKind::Flag, Pos::new(0, 1));
    assert_eq!(first.len(), 1);
    assert!(second.is_empty(), "one move in flight at a time");
    assert_eq!(client.unanswered(), 2);
    settle(&mut client, &mut referee, first);
    assert_eq!(client.unanswered(), 0);
    assert_eq!(
        referee.played,
        [
            (MoveKind::Flag, Pos::new(0, 0)),
            (MoveKind::Flag, Pos::new(0, 1))
        ]
    );
}

#[test]
fn a_refused_move_is_said_and_the_next_plays_on() {
    let (mut client, _) = started(5);
    client.play(MoveKind::Flag, Pos::new(0, 0));
    client.play(MoveKind::Flag, Pos::new(0, 1));
    let (out, events) = client.received(Reply::Error {
        code: ErrorCode::Refused,
        message: "the game is over".into(),
        next_seq: None,
        refusal: Some(Refusal::GameOver),
    });
    // Said as data, worded by each front end: which cell, and why.
    let Event::Notice(notice) = &events[0] else {
        panic!("a notice first: {events:?}");
    };
    assert_eq!(
        notice,
        &Notice::MoveNotPlayed {
            row: 1,
            col: 1,
            refusal: Refusal::GameOver
        }
    );
    assert!(notice
        .to_string()
        .contains("row 1, column 1 was not played"));
    match &out[..] {
        [Request::Move { seq: 0, col: 1, .. }] => {}
        other => panic!("the next move, numbered where the refused one was: {other:?}"),
    }
}

#[test]
fn slow_down_waits_then_sends_the_same_move() {
    let (mut client, _) = started(5);
    client.play(MoveKind::Flag, Pos::new(2, 2));
    let (out, events) = client.received(Reply::error(ErrorCode::SlowDown, "slow down"));
    assert!(out.is_empty());
    assert_eq!(events, [Event::Wait { ms: 200 }]);
    let (out, _) = client.send_queued();
    assert!(matches!(
        &out[..],
        [Request::Move {
            seq: 0,
            row: 2,
            col: 2,
            ..
        }]
    ));
}

/// What the network does to one move: delivered, or the connection drops before the request
/// arrives, or after the server played it but before its answer arrives.
#[derive(Clone, Copy, Debug)]
enum Fate {
    Delivered,
    LostBefore,
    LostAfter,
}

fn fate() -> impl Strategy<Value = Fate> {
    prop_oneof![6 => Just(Fate::Delivered), 1 => Just(Fate::LostBefore), 1 => Just(Fate::LostAfter)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn no_move_is_lost_or_played_twice_whatever_the_network_does(
        seed in any::<u64>(),
        moves in prop::collection::vec((0u32..9, 0u32..9, any::<bool>(), fate()), 1..40),
    ) {
        let (mut client, mut referee) = started(seed);
        let mut meant = Vec::new();
        for (row, col, flag, fate) in moves {
            let kind = if flag { MoveKind::Flag } else { MoveKind::Reveal };
            let pos = Pos::new(row, col);
            let sendable = !client.game().unwrap().status.is_over();
            let (out, _) = client.play(kind, pos);
            let Some(Request::Move { action, row, col, .. }) = out.first() else {
                continue;
            };
            prop_assert!(sendable);
            // What was meant: a reveal on an open number goes as a chord.
            meant.push((*action, Pos::new(*row, *col)));
            match fate {
                Fate::Delivered => {
                    settle(&mut client, &mut referee, out);
                }
                Fate::LostBefore | Fate::LostAfter => {
                    if let Fate::LostAfter = fate {
                        for request in &out {
                            referee.answer(request);
                        }
                    }
                    client.closed();
                    let (out, _) = client.opened();
                    settle(&mut client, &mut referee, out);
                }
            }
            prop_assert_eq!(client.unanswered(), 0);
        }
        // Every move meant was played once, in order (a move after the end is not sent).
        prop_assert_eq!(&referee.played, &meant);
        let known = client.game().unwrap();
        for i in 0..81 {
            let server = referee.game.view_at(i);
            let shown = known.views[i];
            // At the end the client marks the mines it was sent.
            let same = shown == server
                || (referee.game.status().is_over() && matches!(shown, CellView::Mine | CellView::Flagged));
            prop_assert!(same, "cell {}: {:?} vs {:?}", i, shown, server);
        }
    }
}

#[test]
fn the_pointers_track_goes_with_the_next_move_counted_from_the_move_before() {
    use minesweeper_engine::replay::cursor_from_text;
    let (mut client, mut referee) = started(3);
    let point = |at: f64, x: u16| Point {
        at,
        x,
        y: 70,
        buttons: Buttons::default(),
    };
    // Before the first move there is no move to count from: nothing goes with it.
    client.pointer(point(900.0, 60));
    let (out, _) = client.play_at(MoveKind::Reveal, Pos::new(4, 4), Some(1_000.0));
    assert!(matches!(&out[..], [Request::Move { cursor, .. }] if cursor.is_empty()));
    settle(&mut client, &mut referee, out);
    // The points since: their times from that move.
    for (at, x) in [(1_010.0, 70), (1_100.0, 80), (1_250.0, 5)] {
        client.pointer(point(at, x));
    }
    let (out, _) = client.play_at(MoveKind::Flag, Pos::new(0, 0), Some(1_260.0));
    let [Request::Move { cursor, .. }] = &out[..] else {
        panic!("one move: {out:?}");
    };
    let track = cursor_from_text(cursor).unwrap();
    let read: Vec<(u32, u16)> = track.iter().map(|s| (s.at_ms, s.x)).collect();
    assert_eq!(read, [(10, 70), (100, 80), (250, 5)]);
    settle(&mut client, &mut referee, out);
    // A long wander is thinned to what one message carries, ending where the pointer was.
    for i in 0..5_000u32 {
        client.pointer(point(1_300.0 + f64::from(i) * 16.0, (i % 144) as u16));
    }
    let (out, _) = client.play_at(MoveKind::Flag, Pos::new(0, 1), Some(90_000.0));
    let [Request::Move { cursor, .. }] = &out[..] else {
        panic!("one move: {out:?}");
    };
    assert!(cursor.len() <= MAX_CURSOR_CHARS);
    let track = cursor_from_text(cursor).unwrap();
    assert!(track.len() > 100 && track.len() < 5_000, "{}", track.len());
    assert_eq!(track.last().map(|s| s.x), Some((4_999 % 144) as u16));
    assert!(
        crate::parse(&out[0].to_json()).is_ok(),
        "the message is within the limit"
    );
}
