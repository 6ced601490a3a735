use yew::prelude::*;

use super::battle_app::BattleApp;
use super::classic::Classic;
use crate::battle_settings::is_battle;
use crate::browser::query;

/// The page: the classic game, or a battle when the address says `mode=battle`. The header's
/// links between them load the other page, so each starts from its own address.
#[component]
pub fn App() -> Html {
    let battle = use_memo((), |()| is_battle(&query()));
    if *battle {
        html! { <BattleApp /> }
    } else {
        html! { <Classic /> }
    }
}
