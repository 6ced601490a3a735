//! What the benchmark binaries share (a folder without `main.rs`, so Cargo builds no binary
//! from it; each bench includes it with `#[path]`).

/// Game `i`'s seed in a run seeded with `seed`: SplitMix64 of the two, so results depend on
/// neither the thread count nor the order games are played in.
pub fn nth_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The parsed command line, or its message on standard error and exit status 2 (a usage error).
pub fn or_exit<T>(parsed: Result<T, String>) -> T {
    parsed.unwrap_or_else(|message| {
        eprintln!("{message}");
        std::process::exit(2);
    })
}
