use yew::prelude::*;

use crate::account::components::link::AccountLink;
use crate::shared::browser::set_hash;
use crate::shared::components::picker;
use crate::shared::prefs::Theme;
use crate::shared::words::words;

/// The dialogs the menu opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    Settings,
    Statistics,
    History,
    Daily,
}

#[derive(Properties, Clone, PartialEq)]
pub struct MenuProps {
    pub on_open: Callback<Dialog>,
    /// Copy a link to this board.
    pub on_share: Callback<()>,
    /// What the last copy said ("Link copied."), for a few seconds.
    pub shared: Option<String>,
    pub theme: Theme,
    pub on_theme: Callback<Theme>,
}

/// Ranked play's address (`ranked::HASH`: the page shows it; the menu only goes there).
const RANKED: &str = "#ranked";

/// The game menu: Battle, ranked play, the daily boards, the history, the statistics, a link to share, the
/// theme and the settings. It comes with the rest (the dialogs it opens are there too); until
/// then the header keeps its place empty.
#[component]
pub fn Menu(props: &MenuProps) -> Html {
    let open = |dialog: Dialog| props.on_open.reform(move |_: MouseEvent| dialog);
    let w = words();
    html! {
        <nav class="topbar-actions" aria-label={w.game_menu()}>
            <a class="mode-link" href="battle/?mode=battle" data-testid="mode-battle" title={w.menu_battle_title()}>{ w.menu_battle() }</a>
            <button type="button" data-testid="ranked" aria-haspopup="dialog" title={w.menu_ranked_title()}
                onclick={Callback::from(|_: MouseEvent| set_hash(RANKED))}>{ w.menu_ranked() }</button>
            <button type="button" data-testid="daily" aria-haspopup="dialog" title={w.menu_daily_title()} onclick={open(Dialog::Daily)}>
                { w.menu_daily() }
            </button>
            <button type="button" data-testid="history-open" aria-haspopup="dialog" title={w.menu_history_title()} onclick={open(Dialog::History)}>
                { w.menu_history() }
            </button>
            <button type="button" data-testid="statistics" aria-haspopup="dialog" onclick={open(Dialog::Statistics)}>
                { w.menu_statistics() }
            </button>
            <AccountLink />
            <button type="button" data-testid="share" title={w.menu_share_title()} onclick={props.on_share.reform(|_: MouseEvent| ())}>{ w.menu_share() }</button>
            if let Some(note) = props.shared.as_ref() {
                <span class="share-note" role="status" data-testid="share-note">{ note }</span>
            }
            { picker::view(w.theme(), "theme", props.theme, &props.on_theme) }
            <button type="button" data-testid="settings" aria-haspopup="dialog" title={w.menu_settings_title()} aria-keyshortcuts="S"
                onclick={open(Dialog::Settings)}>
                { w.menu_settings() }
            </button>
        </nav>
    }
}
