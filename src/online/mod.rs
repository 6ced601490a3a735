//! Battle against a person, refereed by the game server (`server/src/rooms.rs`): on the
//! Battle page, at `#online` (choose: a link for a friend or quick match) or at a room's link
//! (`battle/?room=CODE`), and a chunk of its own, so the Battle page's first screen carries
//! none of it. The server holds the board and both territories; the page shows what it is
//! sent (`state`) over a WebSocket (`hooks`), with the Battle page's board and scoreboard.

pub mod components;
pub mod hooks;
pub mod state;

use yew::prelude::*;

use hooks::Ask;

/// The address that opens Play a person.
pub const HASH: &str = "#online";

/// The room in an address's query (`?room=CODE`): letters and digits, at most 16.
pub fn room_in(query: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("room="))
        .filter(|code| {
            !code.is_empty() && code.len() <= 16 && code.chars().all(|c| c.is_ascii_alphanumeric())
        })
        .map(str::to_string)
}

/// The screen, behind a trait object like the rest of each page (`shared::lazy`).
pub trait Playing {
    /// The screen, in `room` or choosing one; a new room has the settings of `query` (the
    /// Battle page's address).
    fn screen(&self, room: Option<String>, query: String, on_leave: Callback<()>) -> Html;
}

/// The chunk: `playing::load_with` for the binary, `playing::loaded()` for the page.
pub mod playing {
    use super::*;
    use components::screen::OnlineScreen;

    struct Screens;

    impl Playing for Screens {
        fn screen(&self, room: Option<String>, query: String, on_leave: Callback<()>) -> Html {
            let config = crate::battle::settings::from_query(&query).setup.config;
            html! { <OnlineScreen ask={room.map(Ask::Join)} {config} {on_leave} /> }
        }
    }

    crate::chunk!(Playing, &Screens);
}

#[cfg(test)]
mod tests {
    use super::room_in;

    #[test]
    fn a_room_code_is_read_from_the_query_and_nothing_else() {
        assert_eq!(room_in("?room=K7QX2AB"), Some("K7QX2AB".into()));
        assert_eq!(room_in("?mode=battle&room=abc"), Some("abc".into()));
        assert_eq!(room_in("?room=<script>"), None);
        assert_eq!(room_in("?room="), None);
        assert_eq!(room_in("?rooms=1"), None);
    }
}
