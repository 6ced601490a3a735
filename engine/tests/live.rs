//! The live counters: a game followed a move at a time counts what the finished counters
//! count of the same moves, and starts again when the game is another or goes back.

mod bot;

use bot::{bot_game, bot_game_with_cursor};
use minesweeper_engine::counters::{Counter, Counters, Live, Place};
use minesweeper_engine::replay::Replay;

/// What a panel shows of `c` but the time-based ones and the path (the live path is the
/// track's, the finished one the exported file's: `counters::live`).
fn clicks(c: &Counters) -> [u32; 9] {
    [
        c.bbbv,
        c.bbbv_solved,
        c.left,
        c.right,
        c.chords,
        c.left_effective,
        c.right_effective,
        c.chords_effective,
        c.flags,
    ]
}

#[test]
fn a_game_followed_move_by_move_counts_what_its_replay_counts() {
    for seed in 0..40 {
        let replay = bot_game(seed);
        let moves = replay.moves();
        let mut live = Live::new(*replay.config(), replay.seed());
        let mut replayer = replay.replayer();
        for k in 0..=moves.len() {
            let game = replayer.game().clone();
            live.follow(&game, &moves[..k], &[]);
            assert_eq!(live.counted(), k);
            // Before the first reveal, a replay of the moves so far has no layout.
            let mines = if game.has_mines() {
                replay.mines().to_vec()
            } else {
                Vec::new()
            };
            let so_far = Replay::new(*replay.config(), replay.seed(), mines, moves[..k].to_vec())
                .expect("a prefix of a replay is a replay");
            let ours = live.counters(1000.0);
            let expected = clicks(&Counters::of(&so_far));
            assert_eq!(clicks(&ours), expected, "seed {seed}, after {k} moves");
            assert_eq!(ours.won, game.status() == minesweeper_engine::Status::Won);
            replayer.step();
        }
    }
}

#[test]
fn a_new_game_or_a_step_back_is_counted_from_its_start() {
    let (a, b) = (bot_game(3), bot_game(4));
    let mut live = Live::new(*a.config(), a.seed());
    live.follow(&a.final_game(), a.moves(), &[]);
    assert_eq!(clicks(&live.counters(0.0)), clicks(&Counters::of(&a)));
    // Another game: its own counts, not the sum.
    live.follow(&b.final_game(), b.moves(), &[]);
    assert_eq!(clicks(&live.counters(0.0)), clicks(&Counters::of(&b)));
    // Back to move 5 of the same game (a replay seeking backwards).
    let mut replayer = b.replayer();
    for _ in 0..5 {
        replayer.step();
    }
    live.follow(replayer.game(), &b.moves()[..5], &[]);
    assert_eq!(live.counted(), 5);
    let five = Replay::new(
        *b.config(),
        b.seed(),
        b.mines().to_vec(),
        b.moves()[..5].to_vec(),
    )
    .expect("a prefix");
    assert_eq!(live.counters(0.0).left, Counters::of(&five).left);
}

#[test]
fn the_time_and_the_estimate_come_from_the_clock() {
    let replay = bot_game_with_cursor(7);
    let mut live = Live::new(*replay.config(), replay.seed());
    live.follow(&replay.final_game(), replay.moves(), replay.cursor());
    let c = live.counters(20_000.0);
    assert_eq!(c.time, 20.0);
    let etime = c.etime().expect("3BV was solved");
    assert!((etime - 20.0 * f64::from(c.bbbv) / f64::from(c.bbbv_solved)).abs() < 1e-9);
    // The track's path, from the first reveal on.
    assert!(c.path.is_some_and(|p| p > 0.0));
    // Every counter the live panel shows has a figure.
    for counter in Counter::shown_in(Place::Live) {
        assert!(counter.figure(&c).is_some(), "{}", counter.name);
    }
}

#[test]
fn the_3bv_solved_over_time_ends_on_the_games_counters() {
    for seed in 0..30 {
        let replay = bot_game(seed);
        let points = minesweeper_engine::counters::solved_over_time(&replay);
        let counters = Counters::of(&replay);
        let Some(&(at, solved)) = points.last() else {
            assert!(replay.first_reveal().is_none(), "seed {seed}");
            continue;
        };
        assert_eq!(
            (at, solved),
            (replay.time_ms(), counters.bbbv_solved),
            "seed {seed}"
        );
        // Time and 3BV solved never go back.
        assert!(
            points
                .windows(2)
                .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1),
            "seed {seed}"
        );
        assert_eq!(points[0].0, 0, "from the first reveal, seed {seed}");
    }
}
