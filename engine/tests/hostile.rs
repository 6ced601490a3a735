//! Replays from strangers (issue #37): each class of crafted input that once froze, crashed or
//! bloated a reader is refused before any work that grows with it, or opened with its work and
//! memory bounded; and a fuzz run throws cut, flipped and spliced versions of them (their
//! checksums made right again, so the readers' insides are reached) at every reader.
//!
//! How long each takes is measured by `replay-bench` (scripts/test.sh checks it against the
//! goals: answered within 1 s, at most 200 MB).

#[allow(dead_code)]
#[path = "../examples/hostile.rs"]
mod hostile;

mod bot;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::export::to_evf;
use minesweeper_engine::reading::{Checking, Opened};
use minesweeper_engine::replay::{moves_from_text, Replay, ReplayError, Timeline, MAX_MOVES};
use minesweeper_engine::review::Reviewer;
use minesweeper_engine::video::{Format, Info, VideoError, MAX_BYTES};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The crafted inputs (but the 50 MB one), made once for every test.
fn inputs() -> &'static [(&'static str, Vec<u8>)] {
    static INPUTS: OnceLock<Vec<(&'static str, Vec<u8>)>> = OnceLock::new();
    INPUTS.get_or_init(|| hostile::inputs(false))
}

fn input(name: &str) -> Vec<u8> {
    inputs()
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, bytes)| bytes.clone())
        .unwrap_or_else(|| panic!("no crafted input {name}"))
}

/// A video's name in each format, and none (the format then found from the bytes).
const NAMES: [Option<&str>; 5] = [
    None,
    Some("a.evf"),
    Some("a.avf"),
    Some("a.rmv"),
    Some("a.mvf"),
];

/// A crafted EVF file opened as a video.
fn evf(bytes: &[u8]) -> Result<Opened, ReplayError> {
    Opened::read(bytes, Some("crafted.evf"))
}

fn text(name: &str) -> String {
    String::from_utf8(input(name)).expect("a link is text")
}

#[test]
fn a_link_to_a_huge_board_is_refused_from_its_header_naming_the_limit() {
    for name in ["huge-board.link", "huge-board-no-moves.link"] {
        let link = text(name);
        assert!(link.len() <= 36, "{name} is {} characters", link.len());
        let why = Replay::from_text(&link).unwrap_err();
        assert_eq!(
            why.to_string(),
            "the replay's board is 10000×10000; replay links hold boards of up to 200×200"
        );
        assert!(
            Checking::text(&link).is_err(),
            "refused before any move is played"
        );
    }
}

#[test]
fn a_file_larger_than_any_video_needs_is_refused_by_its_size_alone() {
    let mut bytes = input("many-right-presses.evf");
    bytes.resize(MAX_BYTES + 1, 4);
    for name in NAMES {
        let why = Opened::read(&bytes, name).unwrap_err();
        assert_eq!(
            why.to_string(),
            "the video cannot be read: the file is 16,000,001 bytes; videos of up to 16,000,000 bytes are read"
        );
    }
}

#[test]
fn a_file_of_a_million_right_presses_is_refused_at_the_click_past_the_limit() {
    let bytes = input("many-right-presses.evf");
    let why = evf(&bytes).unwrap_err();
    assert_eq!(why, ReplayError::TooManyClicks);
    assert_eq!(
        why.to_string(),
        "the file has more than 200000 clicks; at most 200000 are kept"
    );
    // Played a slice at a time, it is refused at the 200,001st click, well before its end.
    let (mut checking, ..) = Checking::video(&bytes, Some("a.evf")).unwrap();
    let mut slices = 0;
    let refused = loop {
        slices += 1;
        match checking.step(1_000) {
            Ok(false) => continue,
            Ok(true) => panic!("a million clicks were kept"),
            Err(why) => break why,
        }
    };
    assert_eq!((refused, slices), (ReplayError::TooManyClicks, 201));
    let (played, all) = checking.progress();
    assert!(played < all / 2, "{played} of {all} events played");
    // Cut in half, it says it ends early.
    assert!(matches!(
        Opened::read(&bytes[..bytes.len() / 2], Some("a.evf")),
        Err(ReplayError::Video(VideoError::Truncated { .. }))
    ));
}

#[test]
fn a_dense_255_file_opens_and_its_review_answers_move_by_move() {
    let bytes = input("dense-255.evf");
    let (checking, format, info) = Checking::video(&bytes, None).expect("a valid file");
    // Its events are read at once, and played as their clicks are checked, a slice at a time.
    assert_eq!(checking.progress(), (0, 6_000));
    assert_eq!(format, Format::Evf(4));
    assert_eq!(info.software, "hostile");
    let checked = checking.finish().expect("it replays");
    let replay = checked.timeline.replay();
    assert_eq!((replay.config().rows(), replay.config().cols()), (255, 255));
    assert_eq!(checked.counters.left, 2_000);
    // The review is a move at a time: a front end shows each as it comes.
    let mut reviewer = Reviewer::new(replay);
    for _ in 0..3 {
        assert!(reviewer.step(replay).is_some());
    }
    assert_eq!(reviewer.graded().len(), 3);
}

#[test]
fn a_link_of_200000_flag_toggles_opens_with_its_kept_games_bounded() {
    let link = text("flag-toggles.link");
    let mut checking = Checking::text(&link).expect("a valid link");
    // A slice at a time, as the page reads it between frames.
    let mut slices = 0;
    while !checking.step(10_000).expect("it replays") {
        slices += 1;
    }
    assert_eq!(slices, 20, "twenty slices of 10,000 moves");
    assert_eq!(checking.progress(), (MAX_MOVES, MAX_MOVES));
    let checked = checking.finish().unwrap();
    let timeline = &checked.timeline;
    assert_eq!(timeline.len(), MAX_MOVES);
    // About 16 MB of 200 × 200 games, not one every 32 moves (6,250 of them).
    assert!(timeline.kept() <= 170, "{} games kept", timeline.kept());
    // Counted in the same pass, as the counters count on their own (before the first
    // reveal, taking the last flag off starts the count again, as in ms_toollib).
    assert_eq!(checked.counters, Counters::of(timeline.replay()));
    assert_eq!(checked.counters.clicks(), 0);
    // The game half way, reached from a kept game, is the one replayed from the start.
    let replay = timeline.replay().clone();
    let mut replayer = replay.replayer();
    for _ in 0..123_457 {
        replayer.step().unwrap().unwrap();
    }
    assert_eq!(timeline.game_after(123_457), *replayer.game());
    assert_eq!(Timeline::new(replay), *timeline);
}

#[test]
fn names_from_a_file_reach_a_screen_only_as_visible_characters() {
    let info = evf(&input("control-characters.evf"))
        .expect("a valid file")
        .info;
    for text in [&info.software, &info.player] {
        assert!(!text.chars().any(char::is_control), "{text:?}");
    }
    assert_eq!(info.player, "evil\\u{d}\\u{a}mines: all good\\u{1b}[31m");
    let why = Replay::from_text("AQ\u{1b}[2J").unwrap_err().to_string();
    assert!(!why.chars().any(char::is_control), "{why:?}");
    assert!(why.ends_with("“\\u{1b}”"), "{why}");
}

#[test]
fn a_move_off_the_board_is_refused_though_its_checksum_is_right() {
    assert_eq!(
        Replay::from_text(&text("before-edge.link")),
        Err(ReplayError::BeforeTheEdge { index: 0 })
    );
    assert_eq!(
        Replay::from_text(&text("off-board.link"))
            .unwrap_err()
            .to_string(),
        "move 1 is on (9, 4), outside the 9×9 board"
    );
}

#[test]
fn a_text_longer_than_any_replay_is_refused_before_it_is_read() {
    let long = "A".repeat(2_000_001);
    assert!(matches!(
        Replay::from_text(&long),
        Err(ReplayError::TooLarge { .. })
    ));
    assert!(matches!(
        moves_from_text(&long),
        Err(ReplayError::TooLarge { .. })
    ));
}

/// A small valid replay of each kind, and the crafted inputs small enough to mutate quickly
/// (made once).
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut seeds: Vec<Vec<u8>> = inputs()
            .iter()
            .filter(|(_, bytes)| bytes.len() < 10_000)
            .map(|(_, bytes)| bytes.clone())
            .collect();
        let replay = evf(&input("control-characters.evf")).unwrap().replay;
        seeds.push(replay.to_bytes());
        seeds.push(to_evf(&replay, &Info::default()).unwrap());
        // A link with a cursor's track (version 2), and its EVF with the moves between clicks.
        let moving = bot::bot_game_on_with_cursor(minesweeper_engine::Config::BEGINNER, 7);
        seeds.push(moving.to_bytes());
        seeds.push(to_evf(&moving, &Info::default()).unwrap());
        seeds
    })
}

/// A link's bytes with their checksum made right again, so that a changed byte reaches past
/// it.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    if bytes.len() > 4 {
        let body = bytes.len() - 4;
        let crc = minesweeper_engine::replay::bits::checksum(&bytes[..body]);
        bytes[body..].copy_from_slice(&crc.to_be_bytes());
    }
    bytes
}

/// Every reader on `bytes`: the binary form (as given and resealed), the text form of both,
/// every video format, a saved game's moves, and the sliced reader to its end. None may panic.
fn read_all(bytes: &[u8]) {
    use base64::Engine as _;
    let sealed = resealed(bytes.to_vec());
    for candidate in [bytes, &sealed[..]] {
        let _ = Replay::from_bytes(candidate);
        let text = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(candidate);
        let _ = Replay::from_text(&text);
        let _ = moves_from_text(&text);
        if let Ok(mut checking) = Checking::text(&text) {
            while let Ok(false) = checking.step(1_000) {}
            let _ = checking.finish();
        }
    }
    for name in NAMES {
        if let Ok(opened) = Opened::read(bytes, name) {
            assert!(!opened.info.player.chars().any(char::is_control));
            let _ = to_evf(&opened.replay, &opened.info);
        }
    }
    let _ = Replay::from_text(&String::from_utf8_lossy(bytes));
}

proptest! {
    // Bounded: 2,000 mutations of the seeds, about a second in a debug build; FUZZ_CASES=N
    // runs longer.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(2_000)
    ))]

    #[test]
    fn fuzz_every_reader_with_cut_flipped_and_spliced_seeds(
        which in any::<prop::sample::Index>(),
        other in any::<prop::sample::Index>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..4), 1..8),
    ) {
        let seeds = seeds();
        let mut bytes = which.get(seeds).clone();
        for (at, value, how) in edits {
            if bytes.is_empty() {
                break;
            }
            let i = at.index(bytes.len());
            match how {
                0 => bytes[i] ^= value.max(1),
                1 => bytes[i] = value,
                2 => bytes.truncate(i),
                _ => {
                    // Splice the other seed's tail in.
                    let donor = other.get(seeds);
                    let from = at.index(donor.len().max(1)).min(donor.len());
                    bytes.truncate(i);
                    bytes.extend_from_slice(&donor[from..]);
                }
            }
        }
        read_all(&bytes);
    }
}
