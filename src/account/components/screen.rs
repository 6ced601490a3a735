use minesweeper_protocol::account::{Account, Device, DeviceKind, Passkey};
use yew::prelude::*;

use super::leaving::Leaving;
use super::link::AccountLink;
use super::when;
use crate::account::api;
use crate::account::state::{Action, Known, State};
use crate::account::sync::{self, Synced};
use crate::shared::browser::copy;
use crate::shared::net::{forget_token, keep, keep_player, token};
use crate::shared::words::{words, Words};

/// The terminal's command that signs it in (the same in every language).
const LOGIN: &str = "mines login --server ADDRESS";
/// A recovery key's shape, in its field.
const KEY_SHAPE: &str = "XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX";

#[derive(Properties, Clone, PartialEq)]
pub struct AccountProps {
    /// Back to the practice game.
    pub on_leave: Callback<()>,
}

/// Reads the account again into `state` (no player if this browser keeps no token).
fn reload(state: UseReducerDispatcher<State>) {
    if token().is_none() {
        state.dispatch(Action::NoPlayer);
        return;
    }
    wasm_bindgen_futures::spawn_local(load(state));
}

/// Reads the account into `state`, this browser's token known to be the player's; then syncs
/// the player's games behind it (a first sync of many games is not waited for).
async fn load(state: UseReducerDispatcher<State>) {
    let account = api::account().await;
    if let Ok(account) = &account {
        keep_player(&account.player);
    }
    let signed_in = account.is_ok();
    state.dispatch(Action::Loaded(account));
    if signed_in {
        wasm_bindgen_futures::spawn_local(async move {
            state.dispatch(Action::Synced(sync::sync().await));
        });
    }
}

/// The account screen (`#account`): the player, their passkeys (added or removed here), a
/// recovery key made here and shown once, the devices signed in as them (each signed out
/// here, or all the others), and signing this browser in with a passkey or a recovery key.
#[component]
pub fn AccountScreen(props: &AccountProps) -> Html {
    let state = use_reducer(State::default);
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| reload(dispatcher));
    }
    let dispatcher = state.dispatcher();
    let w = words();
    let body = match &state.known {
        Known::Loading => {
            html! { <p class="status-line" role="status">{ w.account_asking() }</p> }
        }
        Known::NoPlayer => html! { <>
            <p data-testid="no-player">{ w.account_no_player() }</p>
            <button type="button" data-testid="passkey-add" onclick={add_passkey(&dispatcher)}>{ w.account_make_with_passkey() }</button>
            <p class="hint">{ w.account_passkey_hint() }</p>
        </> },
        Known::Failed(why) => html! { <p class="notice" role="alert">{ why.clone() }</p> },
        Known::Player(account) => player(&w, account, &state, &dispatcher),
    };
    html! {
        <main class="app ranked-page account-page">
            <header class="topbar">
                <h1>{ w.game_title() }<span class="badge ranked-badge">{ w.account_badge() }</span></h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    <AccountLink player={match &state.known { Known::Player(a) => Some(AttrValue::from(a.player.clone())), _ => None }} />
                    <button type="button" data-testid="leave-ranked" title={w.ranked_practice_title()} onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ w.ranked_practice() }</button>
                </nav>
            </header>
            <section class="account" data-testid="account-page">
                if let Some(gone) = &state.deleted {
                    <p class="notice" role="status" data-testid="account-deleted">{ w.account_deleted(
                        gone.devices, gone.passkeys, gone.games, gone.ranked_games_kept, gone.battles_kept, minesweeper_protocol::words::player_name(&w, &gone.name)
                    ) }</p>
                }
                if let Some(text) = &state.notice {
                    <p class="notice" role="alert" data-testid="account-notice">{ text.clone() }</p>
                }
                { body }
                { sign_in(&w, &state.known, &dispatcher) }
            </section>
        </main>
    }
}

/// The player's part: their name, their recovery key, their devices.
fn player(
    w: &Words,
    account: &Account,
    state: &State,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let make_key = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                dispatcher.dispatch(Action::KeyMade(api::new_recovery_key().await));
            });
        })
    };
    let others = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                dispatcher.dispatch(Action::Loaded(api::sign_out_others().await));
            });
        })
    };
    let key_note = if account.recovery_key {
        w.account_key_kept()
    } else if !account.passkeys.is_empty() {
        w.account_key_passkeys()
    } else {
        w.account_key_nothing()
    };
    html! { <>
        <h2 data-testid="account-name">{ minesweeper_protocol::words::player_name(w, &account.name) }</h2>
        <p><a href={format!("#player={}", account.player)}>{ w.account_player(account.player.as_str()) }</a></p>
        <h3>{ w.account_passkeys() }</h3>
        if state.offer_passkey {
            <p class="notice" role="status" data-testid="passkey-offer">{ w.account_passkey_offer() }</p>
        }
        if account.passkeys.is_empty() {
            <p>{ w.account_no_passkey() }</p>
        } else {
            <ul class="passkeys" data-testid="passkeys">{ for account.passkeys.iter().map(|p| passkey_item(w, p, dispatcher)) }</ul>
        }
        <button type="button" data-testid="passkey-add" onclick={add_passkey(dispatcher)}>{ w.account_add_passkey() }</button>
        <h3>{ w.account_recovery_key() }</h3>
        if let Some(key) = &state.key {
            <p>{ w.account_key_once() }</p>
            <p class="recovery-key"><code data-testid="recovery-key">{ key.clone() }</code>
                <button type="button" data-testid="recovery-key-copy" onclick={copy_key(key, dispatcher)}>{ w.copy() }</button>
                <button type="button" data-testid="recovery-key-print" onclick={Callback::from(|_: MouseEvent| print())}>{ w.account_print() }</button></p>
        } else {
            <p>{ key_note }</p>
        }
        <button type="button" data-testid="recovery-key-new" onclick={make_key}>
            { if account.recovery_key { w.account_new_key() } else { w.account_make_key() } }
        </button>
        <h3>{ w.account_games() }</h3>
        { games(w, state.games.as_ref(), dispatcher) }
        <h3>{ w.account_devices() }</h3>
        <table class="devices" data-testid="devices">
            <thead><tr><th scope="col">{ w.account_device() }</th><th scope="col">{ w.account_signed_in() }</th><th scope="col">{ w.account_last_seen() }</th><th scope="col">{ w.account_network() }</th><th scope="col"><span class="visually-hidden">{ w.account_sign_out() }</span></th></tr></thead>
            <tbody>{ for account.devices.iter().map(|d| device_row(w, d, dispatcher)) }</tbody>
        </table>
        if account.devices.len() > 1 {
            <button type="button" data-testid="sign-out-others" onclick={others}>{ w.account_sign_out_others() }</button>
        }
        <p class="hint">{ w.account_terminal_before() }{ " " }<code>{ LOGIN }</code>{ w.account_terminal_after() }</p>
        <Leaving account={account.clone()}
            on_deleted={Callback::from(reform(dispatcher, Action::Deleted))}
            on_notice={Callback::from(reform(dispatcher, Action::Notice))} />
    </> }
}

/// What the last sync of the player's games came to, and a button to sync again.
fn games(
    w: &Words,
    synced: Option<&Result<Synced, String>>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let again = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                dispatcher.dispatch(Action::Synced(sync::sync().await));
            });
        })
    };
    let said = match synced {
        None => w.account_syncing().to_string(),
        Some(Err(why)) => why.clone(),
        Some(Ok(s)) => {
            let mut said = vec![w.account_synced(s.kept, s.received, s.added)];
            if s.dropped > 0 {
                said.push(w.account_synced_dropped(s.dropped));
            }
            if !s.refused.is_empty() {
                let each: Vec<std::rc::Rc<str>> = s
                    .refused
                    .iter()
                    .map(|why| minesweeper_protocol::words::not_kept(w, why))
                    .collect();
                said.push(w.account_synced_refused(each.join("; ")));
            }
            said.join(" ")
        }
    };
    html! { <>
        <p data-testid="games-synced" role="status">{ said }</p>
        <p class="hint">{ w.account_games_hint() }</p>
        <button type="button" data-testid="sync-games" onclick={again}>{ w.account_sync_now() }</button>
    </> }
}

/// Dispatches what `action` makes of a value.
fn reform<T: 'static>(
    dispatcher: &UseReducerDispatcher<State>,
    action: fn(T) -> Action,
) -> impl Fn(T) + 'static {
    let dispatcher = dispatcher.clone();
    move |value| dispatcher.dispatch(action(value))
}

/// The browser's print dialog, for the key on screen.
fn print() {
    if let Some(window) = crate::shared::browser::window() {
        let _ = window.print();
    }
}

/// Copies the key, and says so.
fn copy_key(key: &str, dispatcher: &UseReducerDispatcher<State>) -> Callback<MouseEvent> {
    let (key, dispatcher) = (key.to_string(), dispatcher.clone());
    Callback::from(move |_: MouseEvent| {
        let (key, dispatcher) = (key.clone(), dispatcher.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let w = words();
            let said = if copy(&key).await {
                w.account_key_copied()
            } else {
                w.account_key_not_copied()
            };
            dispatcher.dispatch(Action::Notice(said.to_string()));
        });
    })
}

/// One device: what it is, when it signed in and was last seen, from where; signed out here.
fn device_row(w: &Words, device: &Device, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let kind = w.account_device_kind(match device.kind {
        Some(DeviceKind::Browser) => "browser",
        Some(DeviceKind::Terminal) => "terminal",
        None => "first",
    });
    let sign_out = {
        let (id, this, dispatcher) = (device.id.clone(), device.this, dispatcher.clone());
        Callback::from(move |_: MouseEvent| {
            let (id, dispatcher) = (id.clone(), dispatcher.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let left = api::sign_out(&id).await;
                if this && left.is_ok() {
                    forget_token();
                    dispatcher.dispatch(Action::NoPlayer);
                    let said = words().account_signed_out_here();
                    dispatcher.dispatch(Action::Notice(said.to_string()));
                } else {
                    dispatcher.dispatch(Action::Loaded(left));
                }
            });
        })
    };
    html! {
        <tr data-device={device.id.clone()}>
            <td data-label={w.account_device()}>{ kind.clone() }{ if device.this { w.account_this_one() } else { "".into() } }</td>
            <td data-label={w.account_signed_in()}>{ when(device.signed_in_ms) }</td>
            <td data-label={w.account_last_seen()}>{ when(device.seen_ms) }</td>
            <td data-label={w.account_network()}>{ device.network.clone() }</td>
            <td><button type="button" data-testid="sign-out-device" onclick={sign_out}
                aria-label={w.account_sign_out_device(kind, when(device.seen_ms))}>{ w.account_sign_out() }</button></td>
        </tr>
    }
}

/// Makes a passkey here: for this browser's player, or a new player made with it.
fn add_passkey(dispatcher: &UseReducerDispatcher<State>) -> Callback<MouseEvent> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |_: MouseEvent| {
        let dispatcher = dispatcher.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match api::add_passkey().await {
                Ok(added) => {
                    let w = words();
                    let said = match &added.token {
                        Some(token) => {
                            keep(token, Some(&added.player));
                            w.account_you_are(minesweeper_protocol::words::player_name(
                                &w,
                                &added.name,
                            ))
                        }
                        None => w.account_passkey_added(),
                    }
                    .to_string();
                    load(dispatcher.clone()).await;
                    dispatcher.dispatch(Action::PasskeyAdded(said));
                }
                Err(why) => dispatcher.dispatch(Action::Notice(why)),
            }
        });
    })
}

/// One passkey: when it was added and last used, from where; removed here.
fn passkey_item(w: &Words, passkey: &Passkey, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let remove = {
        let (id, dispatcher) = (passkey.id.clone(), dispatcher.clone());
        Callback::from(move |_: MouseEvent| {
            let (id, dispatcher) = (id.clone(), dispatcher.clone());
            wasm_bindgen_futures::spawn_local(async move {
                dispatcher.dispatch(Action::Loaded(api::remove_passkey(&id).await));
            });
        })
    };
    let added = when(passkey.added_ms);
    html! {
        <li data-passkey={passkey.id.clone()}>
            <span>{ w.account_passkey_added_at(added.as_str(), passkey.network.as_str()) }</span>
            <span>{ w.account_passkey_used(when(passkey.used_ms)) }</span>
            <button type="button" data-testid="passkey-remove" onclick={remove}
                aria-label={w.account_remove_passkey(added.as_str())}>{ w.account_remove() }</button>
        </li>
    }
}

/// Signing this browser in: with a passkey it holds, or a recovery key (Enter or the button).
fn sign_in(w: &Words, known: &Known, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let with_passkey = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match api::passkey_sign_in().await {
                    Ok(signed) => {
                        keep(&signed.token, Some(&signed.player));
                        load(dispatcher.clone()).await;
                        let w = words();
                        let said = w.account_signed_in_as(
                            minesweeper_protocol::words::player_name(&w, &signed.name),
                        );
                        dispatcher.dispatch(Action::Notice(said.to_string()));
                    }
                    Err(why) => dispatcher.dispatch(Action::Notice(why)),
                }
            });
        })
    };
    let input = NodeRef::default();
    let onsubmit = {
        let (input, dispatcher) = (input.clone(), dispatcher.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(field) = input.cast::<web_sys::HtmlInputElement>() else {
                return;
            };
            let key = field.value();
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match api::recover(&key).await {
                    Ok(signed) => {
                        keep(&signed.token, Some(&signed.player));
                        field.set_value("");
                        load(dispatcher.clone()).await;
                        let w = words();
                        let said = w.account_signed_in_as(
                            minesweeper_protocol::words::player_name(&w, &signed.name),
                        );
                        dispatcher.dispatch(Action::Notice(said.to_string()));
                        dispatcher.dispatch(Action::OfferPasskey);
                    }
                    Err(why) => dispatcher.dispatch(Action::Notice(why)),
                }
            });
        })
    };
    let mut or_recovery = w.account_or_recovery().to_string();
    if let Known::Player(account) = known {
        or_recovery = format!(
            "{or_recovery} {}",
            w.account_replaces(minesweeper_protocol::words::player_name(w, &account.name))
        );
    }
    html! { <>
        <h3>{ w.account_sign_in_here() }</h3>
        <button type="button" data-testid="passkey-sign-in" onclick={with_passkey}>{ w.account_sign_in_passkey() }</button>
        <p class="hint">{ w.account_sign_in_passkey_hint() }</p>
        <form class="recovery-sign-in" {onsubmit}>
            <label>{ w.account_recovery_label() }{ " " }
                <input ref={input} data-testid="recovery-sign-in" autocomplete="off" spellcheck="false"
                    placeholder={KEY_SHAPE} maxlength="64" /></label>
            <button type="submit">{ w.account_sign_in() }</button>
        </form>
        <p class="hint">{ or_recovery }</p>
    </> }
}
