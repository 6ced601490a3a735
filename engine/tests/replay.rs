//! Replays: random games replay to themselves through both forms and EVF, a link stays short,
//! and no bytes at all — cut, flipped or random — make a reader panic.

mod bot;
mod their_videos;

use minesweeper_engine::export::to_evf;
use minesweeper_engine::input::{interpret, Click, Controls, Press};
use minesweeper_engine::reading::Checking;
use minesweeper_engine::reading::Opened;
use minesweeper_engine::replay::{
    cursor_from_text, cursor_to_text, cursor_to_text_within, Buttons, Recorder, Replay,
    ReplayError, Sample,
};
use minesweeper_engine::video::Info;
use minesweeper_engine::{Config, FirstClick, Game};
use proptest::prelude::*;

/// Plays `actions` (cell indices and kinds, wrapped onto the board) on a fresh game, recording
/// each with the gaps given; stops when the game ends.
fn play(
    config: Config,
    seed: u64,
    actions: &[(u32, u8, u32)],
) -> (Game, Vec<minesweeper_engine::replay::Move>) {
    let mut game = Game::new(config, seed);
    let mut recorder = Recorder::default();
    let mut at = 5_000.0;
    let cells = config.cells() as u32;
    for &(cell, kind, gap) in actions {
        if game.status().is_over() {
            break;
        }
        let pos = config.grid().pos((cell % cells) as usize);
        let (press, marks) = match kind % 6 {
            0..=2 => (Press::Primary, false),
            3 => (Press::Both, false),
            4 => (Press::Secondary, false),
            _ => (Press::Secondary, true),
        };
        at += f64::from(gap);
        let view = game.view(pos).expect("on the board");
        let meant = interpret(Controls::OURS.with_marks(marks), press, pos, view);
        let Some(action) = meant.action else {
            recorder.record(meant.click, at, kind % 7 == 0, false);
            continue;
        };
        let step = game.apply(action).expect("on the board");
        recorder.record(meant.click, at, kind % 7 == 0, !step.is_unchanged());
        game = step.game;
    }
    (game, recorder.into_moves())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn random_games_replay_to_themselves_through_bytes_text_and_evf(
        rows in 2u64..=30, cols in 2u64..=30, density in 0.02f64..0.4,
        seed in any::<u64>(), rule in 0u8..2,
        actions in prop::collection::vec((any::<u32>(), any::<u8>(), 0u32..5_000), 0..120),
    ) {
        let mines = ((rows * cols) as f64 * density).round().clamp(1.0, (rows * cols - 1) as f64) as u64;
        let rule = if rule == 0 { FirstClick::Safe } else { FirstClick::Opening };
        let config = Config::new(rows, cols, mines, rule).unwrap();
        let (game, moves) = play(config, seed, &actions);
        let replay = Replay::of(&game, moves).expect("a recorded game replays");
        prop_assert_eq!(replay.final_game(), game.clone());
        prop_assert_eq!(Replay::from_bytes(&replay.to_bytes()), Ok(replay.clone()));
        prop_assert_eq!(Replay::from_text(&replay.to_text()), Ok(replay.clone()));
        if game.has_mines() {
            let evf = to_evf(&replay, &Info::default()).expect("it exports");
            let back = Opened::read(&evf, Some("a.evf")).expect("it reads back").replay;
            prop_assert_eq!(back.mines(), replay.mines());
            // Marks have no EVF form: without them the game ends the same.
            if !replay.moves().iter().any(|m| matches!(m.click, Click::Mark(_))) {
                prop_assert_eq!(back.final_game().status(), game.status());
            }
        }
    }

    #[test]
    fn a_cursors_track_comes_back_sample_for_sample_and_a_bad_one_is_refused(
        seed in any::<u64>(),
        steps in prop::collection::vec((0u32..400, -40i32..40, -40i32..40, 0u8..8), 0..300),
    ) {
        let (game, moves) = play(Config::EXPERT, seed, &[(200, 0, 0), (30, 4, 700), (31, 0, 900)]);
        let replay = Replay::of(&game, moves).unwrap();
        let (mut at, mut x, mut y) = (0u32, 240i32, 128i32);
        let track: Vec<Sample> = steps
            .iter()
            .map(|&(gap, dx, dy, buttons)| {
                at += gap;
                x = (x + dx).clamp(0, 479);
                y = (y + dy).clamp(0, 255);
                Sample { at_ms: at, x: x as u16, y: y as u16, buttons: Buttons(buttons & 7) }
            })
            .collect();
        let replay = replay.with_cursor(track.clone()).expect("a track on the board");
        prop_assert_eq!(replay.cursor(), &track[..]);
        prop_assert_eq!(Replay::from_text(&replay.to_text()), Ok(replay.clone()));
        prop_assert_eq!(Replay::from_bytes(&replay.to_bytes()), Ok(replay.clone()));
        let mut checking = Checking::text(&replay.to_text()).unwrap();
        while !checking.step(2).unwrap() {}
        let checked = checking.finish().unwrap();
        prop_assert_eq!(checked.timeline.replay(), &replay);
        // Off the board, or back in time: refused, saying so.
        if let Some(&last) = track.last() {
            let mut off = track.clone();
            off.push(Sample { x: 480, ..last });
            let refused = Replay::of(&game, replay.moves().to_vec()).unwrap().with_cursor(off);
            prop_assert!(matches!(refused, Err(ReplayError::Cursor(_))));
            if last.at_ms > 0 {
                let mut back = track.clone();
                back.push(Sample { at_ms: last.at_ms - 1, ..last });
                let refused = Replay::of(&game, replay.moves().to_vec()).unwrap().with_cursor(back);
                prop_assert!(matches!(refused, Err(ReplayError::Cursor(_))));
            }
        }
    }

    #[test]
    fn a_track_fitted_to_a_budget_fits_keeps_its_presses_and_reads_back(
        steps in prop::collection::vec((0u32..100, -40i32..40, -40i32..40, 0u8..8), 1..1500),
        budget in 40usize..4000,
    ) {
        let (mut at, mut x, mut y) = (0u32, 240i32, 128i32);
        let track: Vec<Sample> = steps
            .iter()
            .map(|&(gap, dx, dy, buttons)| {
                at += gap;
                x = (x + dx).clamp(0, 479);
                y = (y + dy).clamp(0, 255);
                Sample { at_ms: at, x: x as u16, y: y as u16, buttons: Buttons(buttons % 3) }
            })
            .collect();
        let (text, kept) = cursor_to_text_within(&track, budget);
        prop_assert!(text.len() <= budget || kept == 0, "{} > {budget}", text.len());
        let back = cursor_from_text(&text).expect("it reads back");
        prop_assert_eq!(back.len(), kept);
        // What is kept is the track's own samples, in order, ending with its last (unless
        // even one does not fit).
        let mut rest = track.iter();
        prop_assert!(back.iter().all(|s| rest.any(|t| t == s)));
        if kept > 0 {
            prop_assert_eq!(back.last(), track.last());
        }
        if cursor_to_text(&track).len() <= budget {
            prop_assert_eq!(back, track);
        }
    }

    #[test]
    fn no_bytes_make_a_reader_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let _ = Replay::from_bytes(&bytes);
        let _ = Opened::read(&bytes, None);
        let _ = Replay::from_text(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn a_changed_byte_is_refused_or_still_a_valid_replay(
        seed in any::<u64>(), at in any::<prop::sample::Index>(), flip in 1u8..=255,
    ) {
        let (game, moves) = play(Config::INTERMEDIATE, seed, &[(136, 0, 0), (20, 4, 300), (137, 1, 200)]);
        let replay = Replay::of(&game, moves).unwrap();
        let mut bytes = replay.to_bytes();
        let i = at.index(bytes.len());
        bytes[i] ^= flip;
        prop_assert!(Replay::from_bytes(&bytes).is_err());
        let mut evf = to_evf(&replay, &Info::default()).unwrap();
        let i = at.index(evf.len());
        evf[i] ^= flip;
        let _ = Opened::read(&evf, Some("a.evf"));
    }
}

/// An expert game of 300 clicks makes a link of well under 2,000 characters.
#[test]
fn an_expert_link_of_300_clicks_is_short() {
    let (mut moves, mut chars) = (0, 0);
    for seed in 0..30 {
        let replay = bot::bot_game_on(Config::EXPERT, seed);
        moves += replay.moves().len();
        chars += replay.to_text().len();
    }
    assert!(
        moves > 30 * 100,
        "the bot's games are long enough to measure: {moves} moves"
    );
    let per_300 = chars * 300 / moves;
    eprintln!("{per_300} characters per 300 moves ({moves} moves in 30 expert games)");
    assert!(
        per_300 < 1_500,
        "{chars} characters for {moves} moves: {per_300} per 300"
    );
}

/// Real experts' videos as our replays, their cursor's track with them: the link a player
/// would share. A track takes about 40 samples a second of play at 13 to 17 bits each, so the
/// link grows with the time played more than with the clicks.
#[test]
fn a_real_experts_game_with_its_cursor_makes_a_link_of_a_few_kilobytes() {
    let test = "a_real_experts_game_with_its_cursor_makes_a_link_of_a_few_kilobytes";
    let Some(root) = their_videos::folder(test) else {
        return;
    };
    let experts = [
        "ms-toollib/HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf",
        "ms-toollib/avf_exp_0_48_5.avf",
        "ms-toollib/exp_98763_FL_1738209872.rmv",
        "ms-toollib/Zhang Shen Jia_Exp_38.82(3bv122).mvf",
        "flop-player/arbiter_exp.avf",
        "flop-player/exp.rmv",
    ];
    for name in experts {
        let bytes = std::fs::read(root.join(name)).expect("the video reads");
        let replay = Opened::read(&bytes, Some(name)).expect("it opens").replay;
        let text = replay.to_text();
        let (clicks, seconds) = (replay.moves().len(), f64::from(replay.time_ms()) / 1000.0);
        let per_300 = text.len() * 300 / clicks;
        eprintln!(
            "{name}: {clicks} clicks in {seconds:.1} s, {} samples: {} characters ({per_300} per 300 clicks)",
            replay.cursor().len(),
            text.len()
        );
        assert!(!replay.cursor().is_empty(), "{name}");
        // Read back, the track is the same sample for sample.
        assert_eq!(
            Replay::from_text(&text).expect("it reads back"),
            replay,
            "{name}"
        );
        assert!(text.len() <= 12_000, "{name}: {} characters", text.len());
    }
}

/// Found by the property above: a left click on a flag before the first reveal (it does
/// nothing) once left ms_toollib's reader, and ours that keeps to its counts, holding the left
/// button, so the next right click read as a chord and the game never began. Such a click is
/// not written.
#[test]
fn a_left_click_on_a_flag_before_the_first_reveal_leaves_no_button_held() {
    let config = Config::new(2, 28, 1, FirstClick::Safe).unwrap();
    // Flag (1, 10), a left click on it, flag (0, 0), reveal (1, 11): all in one millisecond.
    let actions = [(38, 4, 0), (38, 0, 0), (0, 4, 0), (39, 0, 0)];
    let (game, moves) = play(config, 0, &actions);
    let replay = Replay::of(&game, moves).expect("a recorded game replays");
    let evf = to_evf(&replay, &Info::default()).expect("it exports");
    let back = Opened::read(&evf, Some("a.evf"))
        .expect("it reads back")
        .replay;
    assert_eq!(back.final_game().status(), game.status());
    assert!(back
        .moves()
        .iter()
        .all(|m| !matches!(m.click, Click::Chord(_))));
}
