use minesweeper_protocol::CATEGORIES;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ranked::state::Server;
use crate::shared::components::modal::Modal;
use crate::shared::words::words;

/// The command that runs the game server with the pages (the same in every language).
const SERVE: &str = "scripts/serve.sh";

#[derive(Properties, Clone, PartialEq)]
pub struct ChooseProps {
    pub server: Server,
    /// The player's name, once the server has said it.
    pub name: Option<String>,
    pub on_start: Callback<&'static str>,
    pub on_rename: Callback<String>,
    pub on_leaderboard: Callback<()>,
    pub on_close: Callback<()>,
}

/// The ranked dialog: a button per category, the player's name (saved on Enter or when the
/// field loses focus), and the leaderboards. On a host without the game server it says so,
/// and the categories are off.
#[component]
pub fn ChooseDialog(props: &ChooseProps) -> Html {
    let here = props.server == Server::Here;
    let onchange = props
        .on_rename
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().value());
    let onkeydown = Callback::from(|e: KeyboardEvent| {
        // Enter saves: the field gives up focus, which commits it (`change`).
        if e.key() == "Enter" {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let _ = input.blur();
            }
        }
    });
    let w = words();
    html! {
        <Modal labelled_by="ranked-title" class="ranked-dialog" on_close={props.on_close.clone()}>
            <h2 id="ranked-title">{ w.ranked() }</h2>
            <p class="hint">{ w.ranked_hint() }</p>
            { match &props.server {
                Server::Checking => html! { <p role="status">{ w.ranked_looking() }</p> },
                Server::Absent => html! {
                    <p class="ranked-unavailable" role="alert" data-testid="ranked-unavailable">
                        { w.ranked_absent() }{ " " }{ w.ranked_elsewhere() }{ " " }
                        <code>{ SERVE }</code>{ " " }{ w.ranked_serve() }
                    </p>
                },
                Server::Here => html! {},
            } }
            <div class="categories" role="group" aria-label={w.ranked_categories()}>
                { for CATEGORIES.iter().map(|category| {
                    let name = category.name;
                    html! {
                        <button type="button" data-category={name} disabled={!here}
                            onclick={props.on_start.reform(move |_: MouseEvent| name)}>
                            { w.ranked_category(name) }
                        </button>
                    }
                }) }
            </div>
            <label class="player-name">
                { w.ranked_your_name() }{ " " }
                <input data-testid="player-name" type="text" maxlength="24" disabled={!here || props.name.is_none()}
                    value={props.name.clone().unwrap_or_default()} {onchange} {onkeydown} />
            </label>
            <div class="modal-actions">
                <button type="button" data-testid="leaderboard-open" disabled={!here}
                    onclick={props.on_leaderboard.reform(|_: MouseEvent| ())}>{ w.leaderboards() }</button>
                <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ w.close() }</button>
            </div>
        </Modal>
    }
}
