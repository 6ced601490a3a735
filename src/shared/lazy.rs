//! Code loaded after the first paint. Each page keeps what it loads later behind one trait
//! object, its *kit* (the classic page's `classic::kit::Kit`, Battle's `battle::kit::Kit`):
//! the first screen calls only the trait, so the implementation, the solver and every view it
//! draws go, with what only they use, into a chunk of their own.
//!
//! The split point is in each page's binary (`src/main.rs`, `src/bin/battle.rs`): a function
//! marked `#[wasm_split_helpers::wasm_split(later, fallible)]` that returns the kit, which
//! `web-build` cuts out with everything only it reaches; the page's `main` hands the lib a
//! loader (`kit::load_with`) before it renders. In one module (native and component tests,
//! the `split` feature off) the kit is simply there.

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

/// How a split page fetches its kit `K`: set by the page's binary, which holds the split point.
pub type Load<K> = fn() -> Loading<&'static K>;

/// A page's kit once it has arrived, in its reducer's state. Two states compare equal whatever
/// their kit: a page has one.
pub struct Loaded<K: ?Sized + 'static>(pub Option<&'static K>);

impl<K: ?Sized> Loaded<K> {
    pub const LATER: Loaded<K> = Loaded(None);
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
        f.write_str(if self.0.is_some() { "Loaded" } else { "Later" })
    }
}

/// What a page needs to reach one of its chunks, for a trait `$kit` and its one
/// implementation: `load_with` (the binary registers its split point before it renders),
/// `implementation`, `kit` (the implementation at once when it is here, else once it arrives,
/// or why it cannot) and `now` (at once or not at all: always in one module, never when
/// split). Expanded once in each module that owns a chunk (`classic::kit`, `battle::kit`,
/// `pages::classic::viewing`).
#[macro_export]
macro_rules! chunk {
    ($kit:ident, $implementation:expr) => {
        thread_local! {
            static LOAD: std::cell::Cell<Option<$crate::shared::lazy::Load<dyn $kit>>> =
                const { std::cell::Cell::new(None) };
        }

        /// Called once by the split page's `main`, before it renders.
        pub fn load_with(load: $crate::shared::lazy::Load<dyn $kit>) {
            LOAD.set(Some(load));
        }

        /// The one implementation. A split page reaches it only through its loader.
        pub fn implementation() -> &'static dyn $kit {
            $implementation
        }

        /// At once when it is here, else once it arrives (or why it cannot).
        pub async fn kit() -> Result<&'static dyn $kit, $crate::shared::lazy::NotLoaded> {
            match LOAD.get() {
                Some(load) => load().await,
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
        pub fn now() -> $crate::shared::lazy::Loaded<dyn $kit> {
            #[cfg(not(feature = "split"))]
            return $crate::shared::lazy::Loaded(LOAD.get().is_none().then(implementation));
            #[cfg(feature = "split")]
            return $crate::shared::lazy::Loaded(None);
        }
    };
}
