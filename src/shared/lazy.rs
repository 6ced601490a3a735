//! Code loaded after the first paint. Each page draws its first screen on the rules alone and
//! reaches *the rest* of itself — the solver, storage, the dialogs — only through trait
//! objects: its services (`classic::services::Services`, `battle::services::Services`) and its
//! views. The first screen calls only the traits, so their one implementation (`classic::later`,
//! `battle::later`) and every view it draws go, with what only they use, into a chunk of their
//! own. The replay viewer, ranked play and Battle online are chunks of their own the same way.
//!
//! The split point is in each page's binary (`src/main.rs`, `src/bin/battle.rs`): a function
//! marked `#[wasm_split_helpers::wasm_split(rest, fallible)]` that returns the rest, which
//! `web-build` cuts out with everything only it reaches; the page's `main` hands the lib a
//! loader (`later::load_with`) before it renders. In one module (native and component tests,
//! the `split` feature off) the rest is simply there.

use std::fmt;
use std::future::Future;
use std::pin::Pin;

/// A chunk on its way: what a page's loader returns.
pub type Loading<T> = Pin<Box<dyn Future<Output = Result<T, NotLoaded>>>>;

/// A chunk that did not arrive (offline before it was ever cached, say). What a split
/// function returns on failure: each returns `Result<T, NotLoaded>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotLoaded;

impl fmt::Display for NotLoaded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("it could not be downloaded (are you offline?)")
    }
}

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for NotLoaded {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> NotLoaded {
        NotLoaded
    }
}

/// How a split page fetches a chunk's trait object `K`: set by the page's binary, which holds the
/// split point.
pub type Load<K> = fn() -> Loading<&'static K>;

/// A chunk's trait object once it has arrived, in a reducer's state. Two states compare equal
/// whatever they hold: a page has one implementation.
pub struct Loaded<K: ?Sized + 'static>(pub Option<&'static K>);

impl<K: ?Sized> Loaded<K> {
    pub const NOT_YET: Loaded<K> = Loaded(None);
}

impl<K: ?Sized> Clone for Loaded<K> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K: ?Sized> Copy for Loaded<K> {}

impl<K: ?Sized> Default for Loaded<K> {
    fn default() -> Self {
        Loaded(None)
    }
}

impl<K: ?Sized> PartialEq for Loaded<K> {
    fn eq(&self, other: &Self) -> bool {
        self.0.is_some() == other.0.is_some()
    }
}

impl<K: ?Sized> fmt::Debug for Loaded<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() { "Loaded" } else { "NotYet" })
    }
}

/// What a page needs to reach one of its chunks, for a trait `$port` and its one
/// implementation: `load_with` (the binary registers its split point before it renders),
/// `implementation`, `loaded` (the implementation at once when it is here, else once it arrives,
/// or why it cannot) and `now` (at once or not at all: always in one module, never when
/// split). Expanded once in each module that owns a chunk (`classic::later`, `battle::later`,
/// `pages::classic::viewing`, `ranked::ranking`, `online::playing`).
#[macro_export]
macro_rules! chunk {
    ($services:ident, $implementation:expr) => {
        thread_local! {
            static LOAD: std::cell::Cell<Option<$crate::shared::lazy::Load<dyn $services>>> =
                const { std::cell::Cell::new(None) };
        }

        /// Called once by the split page's `main`, before it renders.
        pub fn load_with(load: $crate::shared::lazy::Load<dyn $services>) {
            LOAD.set(Some(load));
        }

        /// The one implementation. A split page reaches it only through its loader.
        pub fn implementation() -> &'static dyn $services {
            $implementation
        }

        /// At once when it is here, else once it arrives (or why it cannot).
        pub async fn loaded() -> Result<&'static dyn $services, $crate::shared::lazy::NotLoaded> {
            match LOAD.get() {
                // The page's whole table of words comes beside its later code: its fetch
                // starts first, and both are on their way at once.
                Some(load) => {
                    let words = $crate::shared::words::whole();
                    let chunk = load().await;
                    words.await.map_err(|_| $crate::shared::lazy::NotLoaded)?;
                    chunk
                }
                #[cfg(not(feature = "split"))]
                None => Ok(implementation()),
                #[cfg(feature = "split")]
                None => Err($crate::shared::lazy::NotLoaded),
            }
        }

        /// When it is here without waiting: in one module (tests) unless a loader was
        /// registered (the prerender's, drawing the split page's first screen), never when
        /// split.
        #[allow(dead_code)]
        pub fn now() -> $crate::shared::lazy::Loaded<dyn $services> {
            #[cfg(not(feature = "split"))]
            return $crate::shared::lazy::Loaded(LOAD.get().is_none().then(implementation));
            #[cfg(feature = "split")]
            return $crate::shared::lazy::Loaded(None);
        }
    };
}
