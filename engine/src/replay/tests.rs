use super::*;
use crate::input::Click;
use crate::{Action, Config, FirstClick};

/// Plays `actions` on a fresh game of `config` and `seed`, recording them 100 ms apart.
fn played(config: Config, seed: u64, actions: &[Action]) -> (Game, Vec<Move>) {
    let mut game = Game::new(config, seed);
    let mut recorder = Recorder::default();
    for (i, &action) in actions.iter().enumerate() {
        let step = game.apply(action).expect("on the board");
        recorder.record(
            action,
            1_000.0 + 100.0 * i as f64,
            false,
            !step.is_unchanged(),
        );
        game = step.game;
    }
    (game, recorder.into_moves())
}

#[test]
fn a_recorded_game_replays_to_itself_and_survives_both_forms() {
    let p = Pos::new;
    let actions = [
        Action::ToggleFlag(p(0, 0)),
        Action::ToggleFlag(p(0, 0)),
        Action::Reveal(p(4, 4)),
        Action::Reveal(p(4, 4)),
        Action::ToggleFlag(p(8, 8)),
        Action::Chord(p(4, 4)),
    ];
    let (game, moves) = played(Config::BEGINNER, 12345, &actions);
    assert_eq!(moves[0].at_ms, 0);
    assert_eq!(moves[5].at_ms, 500);
    assert!(
        !moves[3].changed,
        "revealing an open cell again changes nothing"
    );
    let replay = Replay::of(&game, moves).expect("it replays");
    assert_eq!(replay.final_game(), game);
    assert_eq!(replay.first_reveal(), Some(2));
    assert_eq!(replay.time_ms(), 300);
    let bytes = replay.to_bytes();
    assert_eq!(Replay::from_bytes(&bytes), Ok(replay.clone()));
    assert_eq!(Replay::from_text(&replay.to_text()), Ok(replay));
}

#[test]
fn tampered_replays_are_refused_with_what_is_wrong() {
    let (game, moves) = played(
        Config::BEGINNER,
        7,
        &[
            Action::Reveal(Pos::new(4, 4)),
            Action::ToggleFlag(Pos::new(0, 0)),
        ],
    );
    let replay = Replay::of(&game, moves.clone()).unwrap();
    let mut lying = moves.clone();
    lying[1].changed = false;
    assert_eq!(
        Replay::of(&game, lying).unwrap_err().to_string(),
        "move 1 (flag) is marked as changing nothing, but replaying it changes the board"
    );
    let mut backwards = moves.clone();
    backwards[1].at_ms = 0;
    backwards[0].at_ms = 5;
    assert!(matches!(
        Replay::of(&game, backwards),
        Err(ReplayError::TimeGoesBack { index: 1, .. })
    ));
    let mut outside = moves;
    outside[1].click = Click::Flag(Pos::new(9, 0));
    assert_eq!(
        Replay::of(&game, outside).unwrap_err().to_string(),
        "move 1 is on (9, 0), outside the 9×9 board"
    );
    let mut bytes = replay.to_bytes();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    assert_eq!(Replay::from_bytes(&bytes), Err(ReplayError::Checksum));
    let text = replay.to_text();
    assert_eq!(
        Replay::from_text(&format!("{text}!")),
        Err(ReplayError::Character('!'))
    );
    assert!(Replay::from_text(&text[..text.len() / 2]).is_err());
    let mut newer = replay.to_bytes();
    newer[0] = 9;
    assert_eq!(
        Replay::from_bytes(&newer).unwrap_err().to_string(),
        "the replay is in format 9; this version reads formats 1 to 2"
    );
}

#[test]
fn a_layout_with_a_mine_under_the_first_reveal_is_refused() {
    let (game, moves) = played(Config::BEGINNER, 3, &[Action::Reveal(Pos::new(4, 4))]);
    let mut mines = game.mine_indices().to_vec();
    mines[0] = 4 * 9 + 4;
    mines.sort_unstable();
    assert_eq!(
        Replay::new(*game.config(), 3, mines, moves),
        Err(ReplayError::MineUnderFirstReveal(Pos::new(4, 4)))
    );
}

#[test]
fn a_no_guess_replay_needs_no_generator_and_keeps_its_rule() {
    let config = Config::EXPERT.with_first_click(FirstClick::NoGuess);
    let first = Pos::new(8, 15);
    let step = Game::new(config, 2026)
        .apply_with(Action::Reveal(first), &crate::no_guess::NoGuess::DEFAULT)
        .unwrap();
    let moves = vec![Move {
        click: Click::Reveal(first),
        at_ms: 0,
        by_solver: false,
        changed: true,
    }];
    let replay = Replay::of(&step.game, moves).unwrap();
    assert_eq!(replay.config().first_click(), FirstClick::NoGuess);
    assert_eq!(
        crate::no_guess::grade(&replay.final_game()),
        crate::no_guess::grade(&step.game)
    );
}

#[test]
fn a_timeline_gives_the_game_after_any_move_in_either_direction() {
    let p = Pos::new;
    let mut actions = vec![Action::Reveal(p(8, 15))];
    for row in 0..16 {
        for col in 0..30 {
            actions.push(Action::ToggleFlag(p(row, col)));
        }
    }
    let (game, moves) = played(Config::EXPERT, 4, &actions);
    let replay = Replay::of(&game, moves).unwrap();
    let timeline = Timeline::new(replay.clone());
    assert!(timeline.len() > 2 * Timeline::STRIDE);
    let mut replayer = replay.replayer();
    let mut after = vec![replayer.game().clone()];
    while let Some(Ok(_)) = replayer.step() {
        after.push(replayer.game().clone());
    }
    for n in (0..=timeline.len())
        .rev()
        .step_by(7)
        .chain([0, 32, 33, 64, timeline.len() + 5])
    {
        assert_eq!(
            timeline.game_after(n),
            after[n.min(timeline.len())],
            "after {n} moves"
        );
    }
    assert_eq!(timeline.moves_by(0), 1);
    assert_eq!(timeline.moves_by(u32::MAX), timeline.len());
}

#[test]
fn a_track_claiming_more_samples_than_kept_is_refused_before_any_is_read() {
    let (game, moves) = played(Config::BEGINNER, 3, &[Action::Reveal(Pos::new(4, 4))]);
    let replay = Replay::of(&game, moves).unwrap();
    let sample = Sample {
        at_ms: 0,
        x: 8,
        y: 8,
        buttons: Buttons::LEFT,
    };
    let replay = replay.with_cursor(vec![sample]).unwrap();
    // The same link, its track's count made a billion (the checksum made right again).
    let mut w = bits::BitWriter::default();
    let bytes = replay.to_bytes();
    let body = &bytes[..bytes.len() - 4];
    let unread = link::unchecked_from_text(&replay.to_text()).unwrap();
    let at = unread.moves.cursor_at();
    for i in 0..at {
        w.bit(body[i / 8] & (0x80 >> (i % 8)) != 0);
    }
    w.golomb(1_000_000_000, 0);
    let mut forged = w.finish();
    let crc = crc32fast::hash(&forged);
    forged.extend_from_slice(&crc.to_be_bytes());
    let why = Replay::from_bytes(&forged).unwrap_err();
    assert_eq!(
        why.to_string(),
        "the replay's cursor does not fit: it has 1000000000 samples; at most 250000 are kept"
    );
    // A recorder keeps a sample a frame, and none before the first click.
    let mut recorder = Recorder::default();
    recorder.record_cursor(990.0, 1, 1, Buttons::default());
    recorder.record(Action::Reveal(Pos::new(4, 4)), 1_000.0, false, true);
    for (at, x) in [
        (1_000.0, 70),
        (1_005.0, 71),
        (1_010.0, 72),
        (1_017.0, 73),
        (1_017.0, 73),
    ] {
        recorder.record_cursor(at, x, 70, Buttons::default());
    }
    recorder.record_cursor(1_018.0, 73, 70, Buttons::LEFT);
    let kept: Vec<(u32, u16, Buttons)> = recorder
        .cursor()
        .iter()
        .map(|s| (s.at_ms, s.x, s.buttons))
        .collect();
    assert_eq!(
        kept,
        [
            (10, 72, Buttons::default()),
            (17, 73, Buttons::default()),
            (18, 73, Buttons::LEFT)
        ]
    );
}
