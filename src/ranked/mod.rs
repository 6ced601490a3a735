//! Ranked play, refereed by the game server (`server/`, `docs/server.md`): a screen of its own
//! at the address `#ranked`, opened by the header's Ranked button, and a chunk of its own, so
//! the game's first screen carries none of it. The server holds the board and the clock; the
//! page shows what it is sent (`state`), over a WebSocket the protocol's client drives
//! (`hooks`), and reads the leaderboards and replays over HTTP (`api`). On a host without the
//! server (any static host), the screen says that ranked play needs it.

pub mod api;
pub mod components;
pub mod hooks;
pub mod state;

use yew::prelude::*;

/// The address that shows the ranked screen.
pub const HASH: &str = "#ranked";

/// The start of a player page's address, `#player=ID`.
pub const PLAYER_HASH: &str = "#player=";

/// The player in a player page's address: an id as the server makes them (letters and
/// digits), nothing else.
pub fn player_in(hash: &str) -> Option<&str> {
    hash.strip_prefix(PLAYER_HASH).filter(|id| {
        !id.is_empty() && id.len() <= 64 && id.chars().all(|c| c.is_ascii_alphanumeric())
    })
}

/// The ranked screens, behind a trait object like the rest of each page (`shared::lazy`).
pub trait Ranking {
    fn screen(&self, on_leave: Callback<()>) -> Html;
    fn player(&self, id: AttrValue, on_leave: Callback<()>) -> Html;
    /// The account screen (`crate::account`), in this chunk too.
    fn account(&self, on_leave: Callback<()>) -> Html;
    /// The device-link page, with the code in its address if any.
    fn device(&self, code: Option<AttrValue>, on_leave: Callback<()>) -> Html;
}

/// The ranked screen's chunk: `ranking::load_with` for the binary, `ranking::loaded()` for the
/// page.
pub mod ranking {
    use super::*;
    use crate::account::components::device::DeviceScreen;
    use crate::account::components::screen::AccountScreen;
    use components::player::PlayerScreen;
    use components::screen::RankedScreen;

    struct Screens;

    impl Ranking for Screens {
        fn screen(&self, on_leave: Callback<()>) -> Html {
            html! { <RankedScreen {on_leave} /> }
        }

        fn player(&self, id: AttrValue, on_leave: Callback<()>) -> Html {
            html! { <PlayerScreen {id} {on_leave} /> }
        }

        fn account(&self, on_leave: Callback<()>) -> Html {
            html! { <AccountScreen {on_leave} /> }
        }

        fn device(&self, code: Option<AttrValue>, on_leave: Callback<()>) -> Html {
            html! { <DeviceScreen {code} {on_leave} /> }
        }
    }

    crate::chunk!(Ranking, &Screens);
}
