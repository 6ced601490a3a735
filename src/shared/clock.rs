//! A game's clock in wall-clock milliseconds (`Date.now()`): when it started and ended. The
//! classic game sets it from its own moves; a ranked game from the server's answers and, at
//! the end, the server's own time.

/// When a game started and ended (ms).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    pub started: Option<f64>,
    pub ended: Option<f64>,
}

impl Clock {
    /// Milliseconds played at `now`: frozen once the game ended, zero before it started.
    pub fn elapsed_ms(&self, now: f64) -> f64 {
        match (self.started, self.ended) {
            (Some(start), Some(end)) => end - start,
            (Some(start), None) => (now - start).max(0.0),
            (None, _) => 0.0,
        }
    }
}
