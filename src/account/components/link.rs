use yew::prelude::*;

use crate::shared::net::{kept_player, server_here};

#[derive(Properties, Clone, PartialEq)]
pub struct AccountLinkProps {
    /// Where the classic page is from this one (`""` on it, `"../"` from Battle's).
    #[prop_or_default]
    pub base: AttrValue,
    /// The player, where the screen drawing the link knows it (from the server); else the
    /// one whose token this browser keeps, read as the link is drawn.
    #[prop_or_default]
    pub player: Option<AttrValue>,
}

/// The account control of every page's header, where the game server serves the page: a link
/// to the account screen that carries the player's id (`data-player`) once this browser knows
/// whose token it keeps (a screen that hears it from the server passes it: a component whose
/// props are the same is not drawn again). Nothing on a static host, which keeps no accounts.
#[component]
pub fn AccountLink(props: &AccountLinkProps) -> Html {
    if !server_here() {
        return html! {};
    }
    let player = props
        .player
        .clone()
        .or_else(|| kept_player().map(AttrValue::from));
    let w = crate::shared::words::words();
    let title = if player.is_some() {
        w.account_title_signed_in()
    } else {
        w.account_title_signed_out()
    };
    html! {
        <a class="mode-link" data-testid="account" data-player={player} href={format!("{}{}", props.base, crate::account::HASH)} {title}>
            { w.account() }
        </a>
    }
}
