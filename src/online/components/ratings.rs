use minesweeper_protocol::api::{BattleBoard, RatedRow};
use yew::prelude::*;

use crate::shared::components::modal::Modal;
use crate::shared::net;

#[derive(Properties, Clone, PartialEq)]
pub struct RatingsProps {
    /// The player's own id, for their rank wherever it stands.
    pub player: Option<String>,
    pub on_close: Callback<()>,
}

/// The battle leaderboard: the best ratings in battles against people (Elo), and the
/// player's own. A name opens that player's page.
#[component]
pub fn RatingsDialog(props: &RatingsProps) -> Html {
    let board = use_state(|| None::<Result<BattleBoard, String>>);
    {
        let (board, player) = (board.clone(), props.player.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let mut path = "/api/battle/leaderboard".to_string();
                if let Some(player) =
                    player.filter(|p| p.chars().all(|c| c.is_ascii_alphanumeric()))
                {
                    path.push_str(&format!("?player={player}"));
                }
                let read = match net::get(&path).await {
                    Ok(answer) if answer.ok => serde_json::from_str::<BattleBoard>(&answer.text)
                        .map_err(|e| format!("the ratings could not be read: {e}")),
                    Ok(answer) => Err(format!("the server answered {}", answer.status)),
                    Err(_) => Err("the server cannot be reached (offline?)".into()),
                };
                board.set(Some(read));
            });
        });
    }
    let body = match &*board {
        None => html! { <p role="status">{ "Loading…" }</p> },
        Some(Err(why)) => html! { <p class="notice" role="alert">{ why.clone() }</p> },
        Some(Ok(board)) if board.rows.is_empty() => {
            html! { <p class="muted">{ "Nobody has battled a person yet." }</p> }
        }
        Some(Ok(board)) => {
            let listed = board
                .you
                .as_ref()
                .is_some_and(|you| board.rows.iter().any(|r| r.player == you.player));
            html! {
                <table class="leaderboard">
                    <thead><tr><th>{ "#" }</th><th>{ "Player" }</th><th>{ "Rating" }</th><th>{ "Battles" }</th></tr></thead>
                    <tbody>
                        { for board.rows.iter().map(|row| entry(row, &props.player)) }
                        if let (Some(you), false) = (&board.you, listed) {
                            <tr class="gap"><td colspan="4">{ "…" }</td></tr>
                            { entry(you, &props.player) }
                        }
                    </tbody>
                </table>
            }
        }
    };
    html! {
        <Modal labelled_by="ratings-title" class="leaderboard-dialog" on_close={props.on_close.clone()}>
            <section data-testid="battle-leaderboard">
                <h2 id="ratings-title">{ "Ratings against people" }</h2>
                { body }
                <div class="modal-actions">
                    <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                </div>
            </section>
        </Modal>
    }
}

fn entry(row: &RatedRow, me: &Option<String>) -> Html {
    let mine = me.as_deref() == Some(row.player.as_str());
    html! {
        <tr data-testid="battle-leaderboard-row" class={classes!(mine.then_some("mine"))}
            data-rank={row.rank.to_string()} data-player={row.player.clone()} data-rating={row.rating.to_string()}>
            <td>{ row.rank }</td>
            // A name is the player's own text: shown as text, and a link to their page.
            <td><a href={format!("../#player={}", row.player)}>{ row.name.clone() }</a></td>
            <td>{ row.rating }</td>
            <td>{ row.battles }</td>
        </tr>
    }
}
