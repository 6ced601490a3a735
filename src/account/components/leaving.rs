use minesweeper_protocol::account::{Account, AccountDeleted};
use serde_json::json;
use yew::prelude::*;

use crate::account::{api, sync};
use crate::shared::browser::download;
use crate::shared::net::forget_token;
use crate::shared::words::words;

#[derive(Properties, Clone, PartialEq)]
pub struct LeavingProps {
    pub account: Account,
    /// The account was deleted: what went and what stayed.
    pub on_deleted: Callback<AccountDeleted>,
    /// Something to tell the player (a download made, a refusal).
    pub on_notice: Callback<String>,
}

/// "Your data": everything downloaded (the server's JSON with this browser's history beside
/// it), the history as CSV, and deleting the account, with what it removes and what stays
/// said before it is done.
#[component]
pub fn Leaving(props: &LeavingProps) -> Html {
    let confirming = use_state(|| false);
    let player = props.account.player.clone();
    let everything = {
        let (notice, player) = (props.on_notice.clone(), player.clone());
        Callback::from(move |_: MouseEvent| {
            let (notice, player) = (notice.clone(), player.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let said = match api::export().await {
                    Ok(server) => {
                        let all =
                            json!({"server": server, "this_browser": {"history": sync::history()}});
                        let text = serde_json::to_string_pretty(&all).unwrap_or_default();
                        let name = format!("minesweeper-{player}.json");
                        match download(&name, text.as_bytes(), "application/json") {
                            Ok(()) => words().account_everything_in(name).to_string(),
                            Err(why) => why,
                        }
                    }
                    Err(why) => why,
                };
                notice.emit(said);
            });
        })
    };
    let csv = {
        let (notice, player) = (props.on_notice.clone(), player.clone());
        Callback::from(move |_: MouseEvent| {
            let name = format!("minesweeper-history-{player}.csv");
            let text = minesweeper_engine::progress::csv(&sync::history());
            notice.emit(match download(&name, text.as_bytes(), "text/csv") {
                Ok(()) => words().account_history_in(name).to_string(),
                Err(why) => why,
            });
        })
    };
    let delete = {
        let (deleted, notice) = (props.on_deleted.clone(), props.on_notice.clone());
        Callback::from(move |_: MouseEvent| {
            let (deleted, notice) = (deleted.clone(), notice.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match api::delete_account().await {
                    Ok(gone) => {
                        // The sync's mark stays: a player signed in here next is sent
                        // none of the games played before.
                        forget_token();
                        deleted.emit(gone);
                    }
                    Err(why) => notice.emit(why),
                }
            });
        })
    };
    let toggle = |to: bool| {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(to))
    };
    let account = &props.account;
    let w = words();
    html! { <>
        <h3>{ w.account_your_data() }</h3>
        <p>
            <button type="button" data-testid="export" onclick={everything}>{ w.account_download_all() }</button>
            { " " }
            <button type="button" data-testid="export-csv" onclick={csv}>{ w.account_download_csv() }</button>
        </p>
        <p class="hint">{ w.account_data_hint() }</p>
        if *confirming {
            <section class="delete-account" role="alertdialog" aria-labelledby="delete-account-title" data-testid="delete-account-said">
                <h4 id="delete-account-title">{ w.account_delete_title() }</h4>
                <p>{ w.account_delete_removes(
                    account.devices.len(), account.passkeys.len(), account.player.get(..6).unwrap_or(&account.player)
                ) }</p>
                <p>{ w.account_delete_stays() }</p>
                <button type="button" class="danger" data-testid="delete-account-confirm" onclick={delete}>{ w.account_delete_confirm() }</button>
                { " " }
                <button type="button" onclick={toggle(false)}>{ w.account_keep() }</button>
            </section>
        } else {
            <button type="button" data-testid="delete-account" onclick={toggle(true)}>{ w.account_delete() }</button>
        }
    </> }
}
