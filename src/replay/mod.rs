//! The replay viewer: a finished game (ours, a shared link, or an EVF file from another
//! program) played again at its own pace on the same board, with every move graded by the
//! solver beside it. Its state and reducer, its effects (the clock, the review between frames,
//! the keys) and its components; the replay, the counters and the review are the engine's.

pub mod components;
pub mod hooks;
pub mod state;
