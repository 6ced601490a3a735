use minesweeper_protocol::account::{user_code, DeviceAsking};
use yew::prelude::*;

use super::link::AccountLink;
use super::when;
use crate::account::api;
use crate::shared::browser::set_hash;
use crate::shared::net::token;
use crate::shared::words::{words, Words};

#[derive(Properties, Clone, PartialEq)]
pub struct DeviceProps {
    /// The code in the address (`#device=CODE`), if any.
    pub code: Option<AttrValue>,
    /// Back to the practice game.
    pub on_leave: Callback<()>,
}

/// Where a device link stands on this page.
#[derive(Clone, PartialEq)]
enum Step {
    /// Asking the server what waits with the code.
    Asking,
    /// A device waits: shown to be checked, then approved.
    Waiting(DeviceAsking),
    /// Approved: the device is signed in as this player.
    Approved(DeviceAsking),
    /// No device waits with the code, or this browser cannot approve, and why.
    Refused(String),
}

/// A device code's shape, in its field.
const CODE_SHAPE: &str = "BCDF-GHJK";

/// The page a terminal's `mines login` address opens (`#device=CODE`): the code, when and from
/// which network it asked, and a button that signs it in as this browser's player. Without a
/// code in the address, a field to type it.
#[component]
pub fn DeviceScreen(props: &DeviceProps) -> Html {
    let step = use_state(|| Step::Asking);
    {
        let step = step.clone();
        use_effect_with(props.code.clone(), move |code| {
            let code = code.clone();
            step.set(Step::Asking);
            if token().is_none() {
                step.set(Step::Refused(
                    words().account_no_player_device().to_string(),
                ));
            } else if let Some(code) = code {
                wasm_bindgen_futures::spawn_local(async move {
                    step.set(match api::asking(&code).await {
                        Ok(asking) => Step::Waiting(asking),
                        Err(why) => Step::Refused(why),
                    });
                });
            }
        });
    }
    let approve = {
        let step = step.clone();
        Callback::from(move |code: String| {
            let step = step.clone();
            wasm_bindgen_futures::spawn_local(async move {
                step.set(match api::approve(&code).await {
                    Ok(asking) => Step::Approved(asking),
                    Err(why) => Step::Refused(why),
                });
            });
        })
    };
    let w = words();
    let body = match (&props.code, &*step) {
        (_, Step::Refused(why)) => {
            html! { <p class="notice" role="alert" data-testid="device-refused">{ why.clone() }</p> }
        }
        (None, _) => type_code(&w),
        (Some(_), Step::Asking) => {
            html! { <p class="status-line" role="status">{ w.account_asking() }</p> }
        }
        (Some(_), Step::Waiting(asking)) => {
            let code = asking.user_code.clone();
            html! { <>
                <p>{ w.account_device_asks() }</p>
                <p class="device-code" data-testid="device-code">{ asking.user_code.clone() }</p>
                <p>{ w.account_device_when(when(asking.asked_ms), asking.network.as_str(), asking.expires_in.div_ceil(60)) }</p>
                <button type="button" data-testid="approve-device" onclick={approve.reform(move |_: MouseEvent| code.clone())}>{ w.account_approve() }</button>
            </> }
        }
        (Some(_), Step::Approved(asking)) => html! {
            <p role="status" data-testid="device-approved">{ w.account_approved(asking.user_code.as_str()) }</p>
        },
    };
    html! {
        <main class="app ranked-page account-page">
            <header class="topbar">
                <h1>{ w.game_title() }<span class="badge ranked-badge">{ w.account_sign_in_device() }</span></h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    <AccountLink />
                    <button type="button" data-testid="leave-ranked" title={w.ranked_practice_title()} onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ w.ranked_practice() }</button>
                </nav>
            </header>
            <section class="account" data-testid="device-page">{ body }</section>
        </main>
    }
}

/// A field for the code a device shows, when the address has none.
fn type_code(w: &Words) -> Html {
    let input = NodeRef::default();
    let onsubmit = {
        let input = input.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let typed = input
                .cast::<web_sys::HtmlInputElement>()
                .map(|field| field.value())
                .unwrap_or_default();
            // A code that cannot be one is asked about anyway: the server says why.
            let code = user_code(&typed).unwrap_or(typed);
            set_hash(&format!("{}={code}", crate::account::DEVICE_HASH));
        })
    };
    html! {
        <form {onsubmit}>
            <label>{ w.account_device_code() }{ " " }<input ref={input} data-testid="device-code-input" autocomplete="off" maxlength="16" placeholder={CODE_SHAPE} /></label>
            <button type="submit">{ w.account_next() }</button>
        </form>
    }
}
