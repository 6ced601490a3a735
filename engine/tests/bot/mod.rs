//! A bot that plays like a person, for the tests that need real games: replays, counters,
//! EVF files.
#![allow(dead_code)]

use minesweeper_engine::input::{Click, Convention};
use minesweeper_engine::replay::{Buttons, Recorder, Replay};
use minesweeper_engine::solver::{self, Position};
use minesweeper_engine::{CellView, Config, FirstClick, Game, Pos, Status};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The boards: the three presets and a spread of custom sizes and densities.
pub fn config_of(seed: u64) -> Config {
    let (rows, cols, mines) = match seed % 6 {
        0 => (9, 9, 10),
        1 => (16, 16, 40),
        2 => (16, 30, 99),
        3 => (8, 8, 10),
        _ => (6 + seed % 25, 6 + seed % 37, 3 + seed % 70),
    };
    let mines = mines.min(rows * cols / 3);
    Config::new(rows, cols, mines, FirstClick::Opening).expect("a valid test board")
}

/// A game played by a bot with human habits: it reveals certain cells or flags certain mines
/// and chords, sometimes clicks an open number or flags and unflags a cell for nothing, and
/// guesses where the solver would when nothing is certain.
pub fn bot_game(seed: u64) -> Replay {
    bot_game_on(config_of(seed), seed)
}

/// The bot's game on `config`.
pub fn bot_game_on(config: Config, seed: u64) -> Replay {
    play(config, seed, false)
}

/// The bot's game with the cursor's track a hand would make: from click to click over the
/// time between them, a sample a frame (60 Hz), easing in and out with a tremor, each button
/// held down for a moment before the click.
pub fn bot_game_with_cursor(seed: u64) -> Replay {
    play(config_of(seed), seed, true)
}

/// [`bot_game_with_cursor`] on `config`.
pub fn bot_game_on_with_cursor(config: Config, seed: u64) -> Replay {
    play(config, seed, true)
}

/// The cursor's place and time, moving from click to click.
struct Hand {
    x: f64,
    y: f64,
}

impl Hand {
    /// Moves to a random place in `click`'s cell by `at` (from `from`), presses and lets go.
    fn click(
        &mut self,
        recorder: &mut Recorder,
        rng: &mut ChaCha8Rng,
        click: Click,
        from: f64,
        at: f64,
    ) {
        let pos = click.pos();
        let (tx, ty) = (
            f64::from(pos.col * 16) + rng.random_range(1.0..15.0),
            f64::from(pos.row * 16) + rng.random_range(1.0..15.0),
        );
        let press = at - 40.0;
        let frames = ((press - from) / 16.7).floor().max(0.0) as u32;
        let (sx, sy) = (self.x, self.y);
        for f in 1..=frames {
            let t = f64::from(f) / f64::from(frames);
            let ease = t * t * t * (10.0 - 15.0 * t + 6.0 * t * t);
            let jitter = |rng: &mut ChaCha8Rng| rng.random_range(-0.8..0.8);
            self.x = sx + (tx - sx) * ease + jitter(rng);
            self.y = sy + (ty - sy) * ease + jitter(rng);
            self.record(recorder, from + f64::from(f) * 16.7, Buttons::default());
        }
        (self.x, self.y) = (tx, ty);
        let buttons = match click {
            Click::Reveal(_) => Buttons::LEFT,
            Click::Flag(_) | Click::Mark(_) => Buttons::RIGHT,
            Click::Chord(_) => Buttons(Buttons::LEFT.0 | Buttons::RIGHT.0),
        };
        self.record(recorder, press, buttons);
        self.record(recorder, at, Buttons::default());
    }

    fn record(&self, recorder: &mut Recorder, at: f64, buttons: Buttons) {
        let fit = |v: f64| v.round().max(0.0) as u16;
        recorder.record_cursor(at, fit(self.x), fit(self.y), buttons);
    }
}

fn play(config: Config, seed: u64, cursor: bool) -> Replay {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut game = Game::new(config, seed);
    let mut recorder = Recorder::default();
    let mut at = 10_000.0;
    let grid = config.grid();
    let mut hand = Hand { x: 8.0, y: 8.0 };
    let mut act = |game: &mut Game, click: Click, rng: &mut ChaCha8Rng| {
        let from = at;
        at += f64::from(rng.random_range(40..900u32));
        if cursor {
            hand.click(&mut recorder, rng, click, from, at);
        }
        let view = game.view(click.pos()).expect("on the board");
        let Some(action) = click.action(Convention::Ours, view) else {
            recorder.record(click, at, false, false);
            return;
        };
        let step = game.apply(action).expect("on the board");
        recorder.record(click, at, false, !step.is_unchanged());
        *game = step.game;
    };
    let first = Pos::new(
        rng.random_range(0..config.rows()),
        rng.random_range(0..config.cols()),
    );
    act(&mut game, Click::Reveal(first), &mut rng);
    let mut moves = 0;
    while game.status() == Status::Playing && moves < 4_000 {
        moves += 1;
        let analysis = solver::analyse(&Position::of(&game));
        let open: Vec<usize> = (0..grid.cells())
            .filter(|&i| matches!(game.view_at(i), CellView::Revealed(n) if n > 0))
            .collect();
        let roll = rng.random_range(0..100u32);
        // Now and then a click that changes nothing, or a flag taken back.
        if roll < 4 && !open.is_empty() {
            let cell = grid.pos(open[rng.random_range(0..open.len())]);
            let action = if roll < 2 {
                Click::Flag(cell)
            } else {
                Click::Chord(cell)
            };
            act(&mut game, action, &mut rng);
            continue;
        }
        if roll < 6 {
            let hidden: Vec<usize> = (0..grid.cells())
                .filter(|&i| game.view_at(i) == CellView::Hidden)
                .collect();
            if let Some(&cell) = hidden.get(rng.random_range(0..hidden.len().max(1))) {
                act(&mut game, Click::Flag(grid.pos(cell)), &mut rng);
                act(&mut game, Click::Flag(grid.pos(cell)), &mut rng);
                continue;
            }
        }
        // Flag the certain mines around a number and chord it.
        if roll < 55 {
            let chordable = open.iter().copied().find(|&i| {
                let closed: Vec<usize> = grid
                    .neighbours(i)
                    .filter(|&n| game.view_at(n) == CellView::Hidden)
                    .collect();
                !closed.is_empty()
                    && grid.neighbours(i).all(|n| {
                        game.view_at(n) != CellView::Hidden
                            || analysis.mines.contains(&n)
                            || analysis.safe.contains(&n)
                    })
                    && closed.iter().any(|n| analysis.safe.contains(n))
            });
            if let Some(number) = chordable {
                for n in grid.neighbours(number) {
                    if analysis.mines.contains(&n) && game.view_at(n) == CellView::Hidden {
                        act(&mut game, Click::Flag(grid.pos(n)), &mut rng);
                    }
                }
                let how = if rng.random_bool(0.5) {
                    Click::Chord(grid.pos(number))
                } else {
                    Click::Reveal(grid.pos(number))
                };
                act(&mut game, how, &mut rng);
                continue;
            }
        }
        let target = match analysis.safe.first() {
            Some(&safe) => grid.pos(safe),
            None => match solver::hint(&game) {
                Some(hint) => hint.pos(),
                None => break,
            },
        };
        act(&mut game, Click::Reveal(target), &mut rng);
    }
    recorder.replay(&game).expect("the bot's game replays")
}
