//! What the ranked screen shows, as a reducer over the protocol client's events
//! (`minesweeper_protocol::client`): whether the server is there, the connection, the player,
//! and the game as the server has sent it. Pure: tested natively.

use std::rc::Rc;

use minesweeper_engine::{Config, Pos, Status};
use minesweeper_protocol::client::{Event, Known, LinkState, Notice, RankedEnd};
use minesweeper_protocol::Category;
use yew::prelude::*;

use crate::shared::clock::Clock;
use crate::shared::tiles::{self, RowViews, Rows, RIPPLE_MAX};

/// Whether this page's host runs the game server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Server {
    Checking,
    /// It does: ranked play is on.
    Here,
    /// It does not (a static host), or could not be reached: why, for the player.
    Absent,
}

/// A ranked game on the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub id: String,
    pub category: &'static Category,
    pub config: Config,
    pub status: Status,
    pub rows: Rc<Vec<RowViews>>,
    pub flags: u32,
    /// A daily board's start cell, until the first reveal.
    pub start: Option<Pos>,
    /// On the page's clock while playing; the server's time once it is over.
    pub clock: Clock,
    pub ending: Option<RankedEnd>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub server: Server,
    pub link: Option<LinkState>,
    /// The player's id and name.
    pub player: Option<(String, String)>,
    pub game: Option<Shown>,
    pub notice: Option<Notice>,
    /// Moves made and not yet answered.
    pub waiting: usize,
    pub cursor: Pos,
}

impl Default for State {
    fn default() -> State {
        State {
            server: Server::Checking,
            link: None,
            player: None,
            game: None,
            notice: None,
            waiting: 0,
            cursor: Pos::new(0, 0),
        }
    }
}

pub enum Action {
    Server(Server),
    /// What the client made of something, and its game after it.
    Events {
        events: Vec<Event>,
        game: Option<Box<Known>>,
        waiting: usize,
        now: f64,
    },
    MoveCursor(Pos),
    DismissNotice,
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<State> {
        let mut next = (*self).clone();
        match action {
            Action::Server(server) => next.server = server,
            Action::MoveCursor(pos) => next.cursor = pos,
            Action::DismissNotice => next.notice = None,
            Action::Events {
                events,
                game,
                waiting,
                now,
            } => {
                next.waiting = waiting;
                for event in events {
                    next.apply(event, game.as_deref(), now);
                }
            }
        }
        Rc::new(next)
    }
}

impl State {
    fn apply(&mut self, event: Event, known: Option<&Known>, now: f64) {
        match event {
            Event::Link(link) => self.link = Some(link),
            Event::Player { id, name } => self.player = Some((id, name)),
            Event::Notice(text) => self.notice = Some(text),
            // The hook keeps the token and waits; nothing to show.
            Event::Keep { .. } | Event::Wait { .. } => {}
            Event::Game => {
                let same = matches!((&self.game, known), (Some(a), Some(b)) if a.id == b.id);
                self.game = known.map(|known| {
                    let clock = match &self.game {
                        Some(shown) if same => shown.clock,
                        _ if known.status == Status::Playing => Clock {
                            started: Some(now),
                            ended: None,
                        },
                        _ => Clock::default(),
                    };
                    Shown {
                        id: known.id.clone(),
                        category: known.category,
                        config: known.config,
                        status: known.status,
                        rows: tiles::rows_of_views(
                            &known.views,
                            (known.config.rows(), known.config.cols()),
                            &Rc::default(),
                            &Rows::All,
                            false,
                            None,
                        ),
                        flags: known.flags(),
                        start: known.start.filter(|_| known.status == Status::Ready),
                        clock,
                        ending: None,
                    }
                });
                if let Some(shown) = &self.game {
                    let config = shown.config;
                    self.cursor = Pos::new(config.rows() / 2, config.cols() / 2);
                }
            }
            Event::Cells(changed) => {
                let (Some(shown), Some(known)) = (self.game.as_mut(), known) else {
                    return;
                };
                if shown.id != known.id {
                    return;
                }
                let size = (known.config.rows(), known.config.cols());
                shown.rows = tiles::rows_of_views(
                    &known.views,
                    size,
                    &shown.rows,
                    &Rows::of(&changed, size.0),
                    changed.len() <= RIPPLE_MAX,
                    None,
                );
                if shown.status == Status::Ready && known.status != Status::Ready {
                    shown.clock.started = Some(now);
                    shown.start = None;
                }
                shown.status = known.status;
                shown.flags = known.flags();
            }
            Event::Over(ending) => {
                if let Some(shown) = self.game.as_mut() {
                    // The server's time is the one that counts.
                    let started = shown.clock.started.unwrap_or(now - ending.time_ms as f64);
                    shown.clock = Clock {
                        started: Some(started),
                        ended: Some(started + ending.time_ms as f64),
                    };
                    shown.status = if ending.won {
                        Status::Won
                    } else {
                        Status::Lost
                    };
                    shown.ending = Some(ending);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::CellView;
    use minesweeper_protocol::category;

    fn known(views: Vec<CellView>, status: Status) -> Known {
        let category = category("beginner").unwrap();
        Known {
            id: "g".into(),
            category,
            config: category.config(),
            views,
            status,
            next_seq: 0,
            start: None,
            day: None,
            ending: None,
        }
    }

    fn events(state: Rc<State>, events: Vec<Event>, game: Option<Known>, now: f64) -> Rc<State> {
        state.reduce(Action::Events {
            events,
            game: game.map(Box::new),
            waiting: 0,
            now,
        })
    }

    #[test]
    fn the_board_follows_the_server_and_the_clock_its_answers() {
        let hidden = vec![CellView::Hidden; 81];
        let state = events(
            Rc::default(),
            vec![Event::Link(LinkState::Open), Event::Game],
            Some(known(hidden.clone(), Status::Ready)),
            1_000.0,
        );
        let shown = state.game.clone().unwrap();
        assert_eq!((shown.rows.len(), shown.clock), (9, Clock::default()));
        let mut opened = hidden;
        opened[40] = CellView::Revealed(2);
        let before = shown.rows.clone();
        let state = events(
            state,
            vec![Event::Cells(vec![Pos::new(4, 4)])],
            Some(known(opened, Status::Playing)),
            2_000.0,
        );
        let shown = state.game.clone().unwrap();
        assert_eq!(shown.rows[4][4].view, CellView::Revealed(2));
        assert!(
            Rc::ptr_eq(&shown.rows[0], &before[0]),
            "rows that did not change are kept"
        );
        assert_eq!(shown.clock.started, Some(2_000.0));
        let ending = RankedEnd {
            won: true,
            time_ms: 3_456,
            bbbv: 12,
            rank: Some(1),
            replay: "#replay=x".into(),
            public_from_ms: None,
            unranked: None,
            released: Vec::new(),
        };
        let state = events(state, vec![Event::Over(ending)], None, 9_999.0);
        let shown = state.game.clone().unwrap();
        assert_eq!(shown.status, Status::Won);
        assert_eq!(shown.clock.elapsed_ms(1e12), 3_456.0, "the server's time");
    }
}
