//! The account screen's state: what the server said of the player and their devices, a
//! recovery key just made (shown this once), and what the last request came to.

use std::rc::Rc;

use minesweeper_protocol::account::{Account, AccountDeleted};

use crate::account::sync::Synced;
use yew::Reducible;

/// What is known of this browser's player.
#[derive(Clone, Debug, PartialEq)]
pub enum Known {
    /// Asking the server.
    Loading,
    /// This browser keeps no player for this server.
    NoPlayer,
    /// The player and their devices.
    Player(Account),
    /// The server could not say (offline, or this device was signed out), and why.
    Failed(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub known: Known,
    /// A recovery key just made: shown until the screen is left, never kept.
    pub key: Option<String>,
    /// What the last request came to, when it needs saying.
    pub notice: Option<String>,
    /// This browser was just signed in without a passkey: offer to add one here.
    pub offer_passkey: bool,
    /// What the last sync of the player's games came to: none before it ends.
    pub games: Option<Result<Synced, String>>,
    /// The account was deleted here: what went and what stayed.
    pub deleted: Option<AccountDeleted>,
}

impl Default for State {
    fn default() -> State {
        State {
            known: Known::Loading,
            key: None,
            notice: None,
            offer_passkey: false,
            games: None,
            deleted: None,
        }
    }
}

pub enum Action {
    /// The account as the server has it (after a sign-out too), or why not.
    Loaded(Result<Account, String>),
    NoPlayer,
    /// A recovery key made, or why not.
    KeyMade(Result<String, String>),
    /// Something to tell the player (a refusal, a sign-in).
    Notice(String),
    /// Signed in by a recovery key: a passkey could be added here.
    OfferPasskey,
    /// A passkey was added: the offer is taken.
    PasskeyAdded(String),
    /// The player's games synced, or why not.
    Synced(Result<Synced, String>),
    /// The account deleted: this browser has no player now.
    Deleted(AccountDeleted),
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<State> {
        let mut next = (*self).clone();
        match action {
            Action::Loaded(Ok(account)) => {
                next.known = Known::Player(account);
                next.notice = None;
            }
            // A refusal keeps what is shown (a sign-out that failed leaves the list).
            Action::Loaded(Err(why)) => match next.known {
                Known::Player(_) => next.notice = Some(why),
                _ => next.known = Known::Failed(why),
            },
            Action::NoPlayer => next.known = Known::NoPlayer,
            Action::KeyMade(Ok(key)) => {
                next.key = Some(key);
                next.notice = None;
                if let Known::Player(account) = &mut next.known {
                    account.recovery_key = true;
                }
            }
            Action::KeyMade(Err(why)) | Action::Notice(why) => next.notice = Some(why),
            Action::OfferPasskey => next.offer_passkey = true,
            Action::Synced(games) => next.games = Some(games),
            Action::Deleted(gone) => {
                next.known = Known::NoPlayer;
                next.deleted = Some(gone);
                next.games = None;
                next.notice = None;
            }
            Action::PasskeyAdded(said) => {
                next.offer_passkey = false;
                next.notice = Some(said);
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account() -> Account {
        Account {
            player: "p1".into(),
            name: "Ada".into(),
            recovery_key: false,
            devices: Vec::new(),
            passkeys: Vec::new(),
        }
    }

    fn after(state: State, action: Action) -> State {
        (*Rc::new(state).reduce(action)).clone()
    }

    #[test]
    fn a_key_made_is_shown_and_the_account_then_has_one() {
        let loaded = after(State::default(), Action::Loaded(Ok(account())));
        let made = after(loaded, Action::KeyMade(Ok("KEY".into())));
        assert_eq!(made.key.as_deref(), Some("KEY"));
        let Known::Player(account) = made.known else {
            panic!("the account stays shown");
        };
        assert!(account.recovery_key);
    }

    #[test]
    fn a_refusal_keeps_the_devices_shown_and_says_why() {
        let loaded = after(State::default(), Action::Loaded(Ok(account())));
        let refused = after(loaded, Action::Loaded(Err("keep a key first".into())));
        assert!(matches!(refused.known, Known::Player(_)));
        assert_eq!(refused.notice.as_deref(), Some("keep a key first"));
        let failed = after(State::default(), Action::Loaded(Err("offline".into())));
        assert_eq!(failed.known, Known::Failed("offline".into()));
    }

    #[test]
    fn a_passkey_is_offered_after_a_recovery_until_one_is_added() {
        let offered = after(State::default(), Action::OfferPasskey);
        assert!(offered.offer_passkey);
        let added = after(offered, Action::PasskeyAdded("Added.".into()));
        assert!(!added.offer_passkey);
        assert_eq!(added.notice.as_deref(), Some("Added."));
    }
}
