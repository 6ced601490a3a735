//! The server's secrets: random bytes and seeds from the operating system, and what is stored
//! of a token (never the token).

use sha2::{Digest, Sha256};

/// A secret of `bytes` random bytes from the operating system, as hex.
pub(crate) fn secret(bytes: usize) -> Result<String, String> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).map_err(|e| format!("no randomness: {e}"))?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

/// `N` random bytes from the operating system.
pub(crate) fn random_bytes<const N: usize>() -> Result<[u8; N], String> {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).map_err(|e| format!("no randomness: {e}"))?;
    Ok(buf)
}

/// A seed only the server knows.
pub(crate) fn secret_seed() -> Result<u64, String> {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).map_err(|e| format!("no randomness: {e}"))?;
    Ok(u64::from_le_bytes(buf))
}

/// What is stored of a token: its SHA-256.
pub(crate) fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
