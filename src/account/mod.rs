//! A player's account on the game server: the devices signed in as them (each with a token of
//! its own), their passkeys, a recovery key that signs in another device, and the page a
//! terminal's device link opens to be approved (`mines login`). Screens at `#account` and `#device=CODE`, drawn by
//! ranked play's chunk (`ranked::ranking`), so the first screen carries none of it but
//! [`components::link`], the account control every page's header shows.

pub mod api;
pub mod components;
pub mod passkey;
pub mod state;
pub mod sync;

/// The account screen's address.
pub const HASH: &str = "#account";

/// The device-link page's address: `#device` (a code to type) or `#device=BCDF-GHJK`.
pub const DEVICE_HASH: &str = "#device";

/// The code in a device-link page's address: `Some(None)` for the page without one, `None`
/// for any other address. A code is letters and a dash, nothing else.
pub fn device_in(hash: &str) -> Option<Option<&str>> {
    let rest = hash.strip_prefix(DEVICE_HASH)?;
    if rest.is_empty() {
        return Some(None);
    }
    let code = rest.strip_prefix('=')?;
    let fits = code.len() <= 16 && code.chars().all(|c| c.is_ascii_alphabetic() || c == '-');
    Some(fits.then_some(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_page_is_read_from_its_address() {
        assert_eq!(device_in("#device"), Some(None));
        assert_eq!(device_in("#device=BCDF-GHJK"), Some(Some("BCDF-GHJK")));
        assert_eq!(
            device_in("#device=<b>"),
            Some(None),
            "not a code: typed again"
        );
        assert_eq!(device_in("#devices"), None);
        assert_eq!(device_in("#ranked"), None);
    }
}
