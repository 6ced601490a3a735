//! A connection's outbox: the messages it did not ask for (a room's news: the other player's
//! moves, who comes and goes), as JSON text, waiting for the connection's writer. It holds at
//! most [`BUDGET`] bytes: a reader that falls that far behind is told so and closed (it
//! reconnects and gets its room whole), never buffered without bound.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::{mpsc, Notify};

use crate::protocol::Reply;

/// The most bytes waiting for one connection's writer: three times the largest room there
/// is (a 200 × 200 battle with every cell open is about 700 KB of JSON).
pub const BUDGET: usize = 2 << 20;

/// What the sending side and the connection share.
struct Shared {
    /// Bytes sent and not yet taken by the writer.
    queued: AtomicUsize,
    /// Past the budget once: nothing more is queued, and the connection closes.
    behind: AtomicBool,
    told: Notify,
}

/// The sending side, kept by the rooms the connection is in.
#[derive(Clone)]
pub struct Outbox {
    tx: mpsc::UnboundedSender<String>,
    shared: Arc<Shared>,
    budget: usize,
}

/// The connection's side: the messages in order, and word when it fell behind.
pub struct Inbox {
    rx: mpsc::UnboundedReceiver<String>,
    shared: Arc<Shared>,
}

/// An outbox of `budget` bytes and its connection's side.
pub fn channel(budget: usize) -> (Outbox, Inbox) {
    let (tx, rx) = mpsc::unbounded_channel();
    let shared = Arc::new(Shared {
        queued: AtomicUsize::new(0),
        behind: AtomicBool::new(false),
        told: Notify::new(),
    });
    (
        Outbox {
            tx,
            shared: shared.clone(),
            budget,
        },
        Inbox { rx, shared },
    )
}

impl Outbox {
    /// Queues `reply` for the connection; past the budget, it is dropped and the connection
    /// is told to close. A connection that has closed drops what is sent to it.
    pub fn send(&self, reply: &Reply) {
        if !self.shared.behind.load(Ordering::Relaxed) {
            self.send_text(reply.to_json());
        }
    }

    /// Queues a reply already written as JSON (news from a room held by another instance).
    pub fn send_text(&self, text: String) {
        let shared = &self.shared;
        if shared.behind.load(Ordering::Relaxed) {
            return;
        }
        let size = text.len();
        let queued = shared.queued.fetch_add(size, Ordering::Relaxed) + size;
        if queued > self.budget {
            shared.queued.fetch_sub(size, Ordering::Relaxed);
            shared.behind.store(true, Ordering::Relaxed);
            shared.told.notify_one();
            return;
        }
        if self.tx.send(text).is_err() {
            shared.queued.fetch_sub(size, Ordering::Relaxed);
        }
    }
}

impl Outbox {
    /// Closes the connection as one that fell behind (its news, queued on the way from another
    /// instance, went past the budget there): nothing more is queued.
    pub fn fall_behind(&self) {
        self.shared.behind.store(true, Ordering::Relaxed);
        self.shared.told.notify_one();
    }
}

impl Inbox {
    /// The next message to write (its bytes no longer count against the budget).
    pub async fn recv(&mut self) -> Option<String> {
        let text = self.rx.recv().await?;
        self.shared.queued.fetch_sub(text.len(), Ordering::Relaxed);
        Some(text)
    }

    /// What tells when the connection has fallen behind (waited on beside [`Inbox::recv`]).
    pub fn watch(&self) -> Behind {
        Behind {
            shared: self.shared.clone(),
        }
    }

    /// Bytes waiting.
    pub fn queued(&self) -> usize {
        self.shared.queued.load(Ordering::Relaxed)
    }
}

/// Word that a connection fell behind by more than its outbox's budget.
pub struct Behind {
    shared: Arc<Shared>,
}

impl Behind {
    /// Resolves once the connection has fallen behind by more than the budget.
    pub async fn fell_behind(&self) {
        while !self.shared.behind.load(Ordering::Relaxed) {
            self.shared.told.notified().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn news(n: usize) -> Reply {
        Reply::error(crate::protocol::ErrorCode::Refused, "x".repeat(n))
    }

    #[tokio::test]
    async fn a_reader_behind_by_more_than_the_budget_is_told_and_gets_nothing_more() {
        let (outbox, mut inbox) = channel(1_000);
        outbox.send(&news(400));
        outbox.send(&news(400));
        assert!(inbox.queued() > 800);
        let first = inbox.recv().await.expect("the first");
        assert!(first.len() > 400);
        outbox.send(&news(400));
        assert!(inbox.queued() < 1_000, "taken messages no longer count");
        // One more does not fit: dropped, and the connection is told.
        outbox.send(&news(400));
        tokio::time::timeout(
            std::time::Duration::from_secs(1),
            inbox.watch().fell_behind(),
        )
        .await
        .expect("told it fell behind");
        // Nothing is queued after that, even what would fit.
        outbox.send(&news(1));
        assert!(inbox.recv().await.is_some());
        assert!(inbox.recv().await.is_some());
        drop(outbox);
        assert_eq!(inbox.recv().await, None);
    }
}
