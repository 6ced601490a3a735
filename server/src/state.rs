//! What every request shares: the database, the games and rooms in play, the limits, the
//! figures and the clock that times ranked moves.

use std::sync::Arc;

use crate::clock::Clock;
use crate::db::Db;
use crate::limits::Limiters;
use crate::metrics;
use crate::referee::Games;
use crate::rooms::Rooms;

/// What every request shares.
#[derive(Clone)]
pub struct AppState {
    pub(crate) db: Db,
    pub(crate) games: Games,
    pub(crate) rooms: Rooms,
    pub(crate) limiters: Arc<Limiters>,
    pub(crate) metrics: metrics::Shared,
    /// What times ranked moves ([`Options::move_clock`](crate::Options)).
    pub(crate) move_clock: Clock,
    /// The server's public address (`--public-url`), if it was given one.
    pub(crate) public_url: Option<String>,
}
