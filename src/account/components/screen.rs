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
    let body = match &state.known {
        Known::Loading => {
            html! { <p class="status-line" role="status">{ "Asking the game server…" }</p> }
        }
        Known::NoPlayer => html! { <>
            <p data-testid="no-player">{ "This browser has no player on this server yet: play a ranked game to become one, make one with a passkey, or sign in below." }</p>
            <button type="button" data-testid="passkey-add" onclick={add_passkey(&dispatcher)}>{ "Make my player with a passkey" }</button>
            <p class="hint">{ "A passkey is kept by this device (or your phone, or your password manager) and signs you in with your fingerprint, face or screen lock: no name, no password." }</p>
        </> },
        Known::Failed(why) => html! { <p class="notice" role="alert">{ why.clone() }</p> },
        Known::Player(account) => player(account, &state, &dispatcher),
    };
    html! {
        <main class="app ranked-page account-page">
            <header class="topbar">
                <h1>{ "Minesweeper" }<span class="badge ranked-badge">{ "Account" }</span></h1>
                <nav class="topbar-actions" aria-label="Account menu">
                    <AccountLink player={match &state.known { Known::Player(a) => Some(AttrValue::from(a.player.clone())), _ => None }} />
                    <button type="button" data-testid="leave-ranked" title="Back to your practice game" onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ "Practice" }</button>
                </nav>
            </header>
            <section class="account" data-testid="account-page">
                if let Some(gone) = &state.deleted {
                    <p class="notice" role="status" data-testid="account-deleted">{ format!(
                        "The account is deleted: {} device(s) signed out, {} passkey(s) and {} game(s) removed. {} ranked game(s) and {} battle(s) stay, under the name {}.",
                        gone.devices, gone.passkeys, gone.games, gone.ranked_games_kept, gone.battles_kept, gone.name
                    ) }</p>
                }
                if let Some(text) = &state.notice {
                    <p class="notice" role="alert" data-testid="account-notice">{ text.clone() }</p>
                }
                { body }
                { sign_in(&state.known, &dispatcher) }
            </section>
        </main>
    }
}

/// The player's part: their name, their recovery key, their devices.
fn player(account: &Account, state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
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
        "You keep a recovery key. A new one replaces it: the old one stops working."
    } else if !account.passkeys.is_empty() {
        "A recovery key signs in a device where none of your passkeys is."
    } else {
        "Without a passkey, a recovery key or another device signed in, clearing this browser's data loses this player for good."
    };
    html! { <>
        <h2 data-testid="account-name">{ account.name.clone() }</h2>
        <p>{ "Player " }<a href={format!("#player={}", account.player)}>{ account.player.clone() }</a>{ ": your ranked games and battles." }</p>
        <h3>{ "Passkeys" }</h3>
        if state.offer_passkey {
            <p class="notice" role="status" data-testid="passkey-offer">{ "Signed in with your recovery key. Add a passkey on this device to sign in next time without it." }</p>
        }
        if account.passkeys.is_empty() {
            <p>{ "No passkey yet. A passkey signs you in on any device where it is (synced by your phone or password manager, or your phone held up to a computer's QR code), with no name and no password." }</p>
        } else {
            <ul class="passkeys" data-testid="passkeys">{ for account.passkeys.iter().map(|p| passkey_item(p, dispatcher)) }</ul>
        }
        <button type="button" data-testid="passkey-add" onclick={add_passkey(dispatcher)}>{ "Add a passkey" }</button>
        <h3>{ "Recovery key" }</h3>
        if let Some(key) = &state.key {
            <p>{ "Shown this once: copy it or print it, and keep it where only you can reach it. It signs any device in as you." }</p>
            <p class="recovery-key"><code data-testid="recovery-key">{ key.clone() }</code>
                <button type="button" data-testid="recovery-key-copy" onclick={copy_key(key, dispatcher)}>{ "Copy" }</button>
                <button type="button" data-testid="recovery-key-print" onclick={Callback::from(|_: MouseEvent| print())}>{ "Print" }</button></p>
        } else {
            <p>{ key_note }</p>
        }
        <button type="button" data-testid="recovery-key-new" onclick={make_key}>
            { if account.recovery_key { "Make a new recovery key" } else { "Make a recovery key" } }
        </button>
        <h3>{ "Your games on every device" }</h3>
        { games(state.games.as_ref(), dispatcher) }
        <h3>{ "Devices signed in as you" }</h3>
        <table class="devices" data-testid="devices">
            <thead><tr><th scope="col">{ "Device" }</th><th scope="col">{ "Signed in" }</th><th scope="col">{ "Last seen" }</th><th scope="col">{ "Network" }</th><th scope="col"><span class="visually-hidden">{ "Sign out" }</span></th></tr></thead>
            <tbody>{ for account.devices.iter().map(|d| device_row(d, dispatcher)) }</tbody>
        </table>
        if account.devices.len() > 1 {
            <button type="button" data-testid="sign-out-others" onclick={others}>{ "Sign out everywhere else" }</button>
        }
        <p class="hint">{ "The terminal game signs in with " }<code>{ "mines login --server ADDRESS" }</code>{ ": it shows a code to approve here." }</p>
        <Leaving account={account.clone()}
            on_deleted={Callback::from(reform(dispatcher, Action::Deleted))}
            on_notice={Callback::from(reform(dispatcher, Action::Notice))} />
    </> }
}

/// What the last sync of the player's games came to, and a button to sync again.
fn games(
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
        None => "Sending this browser's games and reading your others…".to_string(),
        Some(Err(why)) => why.clone(),
        Some(Ok(s)) => {
            let mut said = format!(
                "The server keeps {} of your games for your devices; {} came from your other devices just now, {} went from this one.",
                s.kept, s.received, s.added
            );
            if s.dropped > 0 {
                said += &format!(" {} of the oldest left the server to keep within 5,000 games (they stay on the devices that have them).", s.dropped);
            }
            if !s.refused.is_empty() {
                said += &format!(" Not kept: {}.", s.refused.join("; "));
            }
            said
        }
    };
    html! { <>
        <p data-testid="games-synced" role="status">{ said }</p>
        <p class="hint">{ "Classic, no-guess and daily games with their replays, played signed in or before: kept as your own, never on a leaderboard (the server did not referee them)." }</p>
        <button type="button" data-testid="sync-games" onclick={again}>{ "Sync my games now" }</button>
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
            let said = if copy(&key).await {
                "The key is copied."
            } else {
                "The key could not be copied: select it and copy it by hand."
            };
            dispatcher.dispatch(Action::Notice(said.into()));
        });
    })
}

/// One device: what it is, when it signed in and was last seen, from where; signed out here.
fn device_row(device: &Device, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let kind = match device.kind {
        Some(DeviceKind::Browser) => "A browser",
        Some(DeviceKind::Terminal) => "A terminal",
        None => "The device you started on",
    };
    let sign_out = {
        let (id, this, dispatcher) = (device.id.clone(), device.this, dispatcher.clone());
        Callback::from(move |_: MouseEvent| {
            let (id, dispatcher) = (id.clone(), dispatcher.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let left = api::sign_out(&id).await;
                if this && left.is_ok() {
                    forget_token();
                    dispatcher.dispatch(Action::NoPlayer);
                    dispatcher.dispatch(Action::Notice("This browser is signed out.".into()));
                } else {
                    dispatcher.dispatch(Action::Loaded(left));
                }
            });
        })
    };
    html! {
        <tr data-device={device.id.clone()}>
            <td data-label="Device">{ kind }{ if device.this { " (this one)" } else { "" } }</td>
            <td data-label="Signed in">{ when(device.signed_in_ms) }</td>
            <td data-label="Last seen">{ when(device.seen_ms) }</td>
            <td data-label="Network">{ device.network.clone() }</td>
            <td><button type="button" data-testid="sign-out-device" onclick={sign_out}
                aria-label={format!("Sign out {}, last seen {}", kind.to_lowercase(), when(device.seen_ms))}>{ "Sign out" }</button></td>
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
                    let said = match &added.token {
                        Some(token) => {
                            keep(token, Some(&added.player));
                            format!(
                                "You are {}: your passkey signs you in on any device where it is.",
                                added.name
                            )
                        }
                        None => "The passkey is added: it signs you in on any device where it is."
                            .to_string(),
                    };
                    load(dispatcher.clone()).await;
                    dispatcher.dispatch(Action::PasskeyAdded(said));
                }
                Err(why) => dispatcher.dispatch(Action::Notice(why)),
            }
        });
    })
}

/// One passkey: when it was added and last used, from where; removed here.
fn passkey_item(passkey: &Passkey, dispatcher: &UseReducerDispatcher<State>) -> Html {
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
            <span>{ format!("Added {added} from {}", passkey.network) }</span>
            <span>{ format!("last used {}", when(passkey.used_ms)) }</span>
            <button type="button" data-testid="passkey-remove" onclick={remove}
                aria-label={format!("Remove the passkey added {added}")}>{ "Remove" }</button>
        </li>
    }
}

/// Signing this browser in: with a passkey it holds, or a recovery key (Enter or the button).
fn sign_in(known: &Known, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let with_passkey = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let dispatcher = dispatcher.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match api::passkey_sign_in().await {
                    Ok(signed) => {
                        keep(&signed.token, Some(&signed.player));
                        load(dispatcher.clone()).await;
                        dispatcher
                            .dispatch(Action::Notice(format!("Signed in as {}.", signed.name)));
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
                        dispatcher
                            .dispatch(Action::Notice(format!("Signed in as {}.", signed.name)));
                        dispatcher.dispatch(Action::OfferPasskey);
                    }
                    Err(why) => dispatcher.dispatch(Action::Notice(why)),
                }
            });
        })
    };
    let replaces = match known {
        Known::Player(account) => format!(
            " Another player's key replaces {} in this browser (they stay signed in on their other devices).",
            account.name
        ),
        _ => String::new(),
    };
    html! { <>
        <h3>{ "Sign in on this device" }</h3>
        <button type="button" data-testid="passkey-sign-in" onclick={with_passkey}>{ "Sign in with a passkey" }</button>
        <p class="hint">{ "With a passkey on this device, synced to it, or on your phone (the browser offers its QR code)." }</p>
        <form class="recovery-sign-in" {onsubmit}>
            <label>{ "Recovery key " }
                <input ref={input} data-testid="recovery-sign-in" autocomplete="off" spellcheck="false"
                    placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX" maxlength="64" /></label>
            <button type="submit">{ "Sign in" }</button>
        </form>
        <p class="hint">{ format!("Or with the recovery key you made on another device.{replaces}") }</p>
    </> }
}
