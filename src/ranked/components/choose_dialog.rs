use minesweeper_protocol::CATEGORIES;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ranked::state::Server;
use crate::shared::components::modal::Modal;

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
    html! {
        <Modal labelled_by="ranked-title" class="ranked-dialog" on_close={props.on_close.clone()}>
            <h2 id="ranked-title">{ "Ranked" }</h2>
            <p class="hint">{ "The game server deals the board, keeps the clock, and ranks your time. No hints in a ranked game." }</p>
            { match &props.server {
                Server::Checking => html! { <p role="status">{ "Looking for the game server…" }</p> },
                Server::Absent(why) => html! {
                    <p class="ranked-unavailable" role="alert" data-testid="ranked-unavailable">
                        { why.clone() }{ " Every other part of the game plays here; " }
                        <code>{ "scripts/serve.sh" }</code>{ " runs the server with the pages." }
                    </p>
                },
                Server::Here => html! {},
            } }
            <div class="categories" role="group" aria-label="Categories">
                { for CATEGORIES.iter().map(|category| {
                    let name = category.name;
                    html! {
                        <button type="button" data-category={name} disabled={!here}
                            onclick={props.on_start.reform(move |_: MouseEvent| name)}>
                            { category.title }
                        </button>
                    }
                }) }
            </div>
            <label class="player-name">
                { "Your name " }
                <input data-testid="player-name" type="text" maxlength="24" disabled={!here || props.name.is_none()}
                    value={props.name.clone().unwrap_or_default()} {onchange} {onkeydown} />
            </label>
            <div class="modal-actions">
                <button type="button" data-testid="leaderboard-open" disabled={!here}
                    onclick={props.on_leaderboard.reform(|_: MouseEvent| ())}>{ "Leaderboards" }</button>
                <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
        </Modal>
    }
}
