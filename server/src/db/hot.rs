//! The hot pages: a leaderboard's first rows, read from the database at most once a second
//! however often they are asked for, and again at once after this instance records a win on
//! the boards (another instance's win shows within the second).

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lru::LruCache;

use crate::protocol::api::Row;

/// How long a board's rows are served as read.
pub const FRESH: Duration = Duration::from_secs(1);

/// The most boards kept (categories × periods × orders × limits asked: each a few KB).
const BOARDS_KEPT: usize = 1_024;

/// A board as asked: its category, period, order and how many rows.
pub(super) type Key = (&'static str, String, &'static str, u32);

struct Entry {
    at: Instant,
    generation: u64,
    rows: Arc<Vec<Row>>,
}

/// The boards' first rows, as last read.
pub(super) struct HotBoards {
    entries: Mutex<LruCache<Key, Entry>>,
    /// Bumped when this instance records a win on the boards: what was read before is stale.
    generation: AtomicU64,
}

impl Default for HotBoards {
    fn default() -> HotBoards {
        HotBoards {
            entries: Mutex::new(LruCache::new(
                NonZeroUsize::new(BOARDS_KEPT).unwrap_or(NonZeroUsize::MIN),
            )),
            generation: AtomicU64::new(0),
        }
    }
}

impl HotBoards {
    /// The rows of `key` read less than [`FRESH`] before `now` and since the last win.
    pub(super) fn get(&self, key: &Key, now: Instant) -> Option<Arc<Vec<Row>>> {
        let mut entries = self.entries.lock().ok()?;
        let entry = entries.get(key)?;
        let fresh = now.saturating_duration_since(entry.at) < FRESH
            && entry.generation == self.generation();
        fresh.then(|| entry.rows.clone())
    }

    /// Keeps `rows` of `key`, read at `at` when the generation was `generation` (taken before
    /// the read: a win recorded during it makes them stale).
    pub(super) fn put(&self, key: Key, rows: Arc<Vec<Row>>, at: Instant, generation: u64) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.put(
                key,
                Entry {
                    at,
                    generation,
                    rows,
                },
            );
        }
    }

    pub(super) fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// A win went on the boards here: every board is read again.
    pub(super) fn changed(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_served_as_read_for_a_second_or_until_a_win() {
        let hot = HotBoards::default();
        let key: Key = ("expert", "all".into(), "time", 100);
        let start = Instant::now();
        assert!(hot.get(&key, start).is_none());
        hot.put(key.clone(), Arc::new(Vec::new()), start, hot.generation());
        assert!(hot.get(&key, start + Duration::from_millis(999)).is_some());
        assert!(hot.get(&key, start + FRESH).is_none(), "a second old");
        hot.put(key.clone(), Arc::new(Vec::new()), start, hot.generation());
        hot.changed();
        assert!(hot.get(&key, start).is_none(), "a win since");
        // Read while a win was recorded: stale at once.
        let before = hot.generation();
        hot.changed();
        hot.put(key.clone(), Arc::new(Vec::new()), start, before);
        assert!(hot.get(&key, start).is_none());
        let other: Key = ("expert", "all".into(), "rate", 100);
        assert!(hot.get(&other, start).is_none());
    }
}
