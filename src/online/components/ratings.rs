use std::rc::Rc;

use minesweeper_protocol::api::{BattleBoard, RatedRow};
use yew::prelude::*;

use crate::shared::components::modal::Modal;
use crate::shared::components::ranking::{fetched, ranking};
use crate::shared::net;
use crate::shared::words::words;

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
                let mut path = "battle/leaderboard".to_string();
                if let Some(player) = player {
                    path.push_str(&format!("?player={}", net::id_of(&player)));
                }
                board.set(Some(net::get_json(&path).await));
            });
        });
    }
    let w = words();
    let body = fetched(&board, w.ratings_what(), |board| {
        if board.rows.is_empty() {
            return html! { <p class="muted">{ w.ratings_none() }</p> };
        }
        ranking(
            Rc::from(vec![
                "#".into(),
                w.ranking_player(),
                w.ranking_rating(),
                w.ranking_battles(),
            ]),
            &board.rows,
            board.you.as_ref(),
            |a, b| a.player == b.player,
            |row, _| entry(row, &props.player),
        )
    });
    html! {
        <Modal labelled_by="ratings-title" class="leaderboard-dialog" on_close={props.on_close.clone()}>
            <section data-testid="battle-leaderboard">
                <h2 id="ratings-title">{ w.ratings_title() }</h2>
                { body }
                <div class="modal-actions">
                    <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ w.close() }</button>
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
            <td><a href={format!("../#player={}", row.player)}>{ minesweeper_protocol::words::player_name(&words(), &row.name) }</a></td>
            <td>{ row.rating }</td>
            <td>{ row.battles }</td>
        </tr>
    }
}
