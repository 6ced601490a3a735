use super::*;
use crate::classic::services::PageLoad;
use crate::shared::tiles::Tile;
use minesweeper_engine::input::{Controls, Press};

/// The rest, here at once (one module).
fn services() -> &'static dyn Services {
    crate::classic::later::implementation()
}

/// A new game with the rest.
fn new_state(config: Config, seed: u64, notice: Option<String>) -> State {
    State {
        services: Loaded(Some(services())),
        ..State::new(config, seed, notice)
    }
}

/// `saved` resumed at `now` by the rest, as a page load does.
fn restore(saved: SavedGame, now: f64, stats: Rc<Stats>, daily_stats: Rc<DailyStats>) -> State {
    let from = PageLoad {
        stats,
        daily_stats,
        notice: None,
    };
    let restored = services().restore(saved, now, &from);
    State::restored(
        restored,
        from.stats,
        from.daily_stats,
        Loaded(Some(services())),
    )
}

fn play(state: Rc<State>, pressed: Pressed, at: f64) -> Rc<State> {
    state.reduce(Action::Play {
        pressed,
        at,
        track: Vec::new(),
    })
}

fn pressed(pos: Pos, press: Press) -> Pressed {
    pressed_with(pos, press, Controls::OURS)
}

/// A left click on `pos`.
fn left(pos: Pos) -> Pressed {
    pressed(pos, Press::Primary)
}

/// A right click on `pos`.
fn right(pos: Pos) -> Pressed {
    pressed(pos, Press::Secondary)
}

/// Both buttons on `pos`.
fn both(pos: Pos) -> Pressed {
    pressed(pos, Press::Both)
}

#[test]
fn a_no_op_keeps_the_board_and_is_kept_for_the_replay() {
    let state = Rc::new(new_state(Config::BEGINNER, 1, None));
    let after = play(state.clone(), both(Pos::new(0, 0)), 5.0);
    // The board's game and rows keep their pointers: the board does not re-render.
    assert!(Rc::ptr_eq(&state.game, &after.game));
    assert!(Rc::ptr_eq(&state.rows, &after.rows));
    // The click is kept, as wasted: the counters count it.
    assert_eq!(after.recorder.moves().len(), 1);
    assert!(!after.recorder.moves()[0].changed);
    let outside = play(state.clone(), left(Pos::new(40, 0)), 5.0);
    assert!(
        Rc::ptr_eq(&state, &outside),
        "a cell off the board is no click"
    );
    let won = Rc::new(new_state(Config::BEGINNER, 1, None));
    let over = play(won, left(Pos::new(4, 4)), 1.0);
    let mut over = over;
    for i in 0..81 {
        over = play(over, left(Config::BEGINNER.grid().pos(i)), 2.0);
    }
    assert!(over.game.status().is_over());
    let after_end = play(over.clone(), right(Pos::new(0, 0)), 3.0);
    assert!(
        Rc::ptr_eq(&over, &after_end),
        "after the end nothing is a click"
    );
}

#[test]
fn a_game_that_ends_before_the_services_arrives_is_settled_when_it_does() {
    let mut state = Rc::new(State {
        services: Loaded(None),
        ..new_state(Config::BEGINNER, 1, None)
    });
    for i in 0..81 {
        if state.game.status().is_over() {
            break;
        }
        state = play(state, left(Config::BEGINNER.grid().pos(i)), 2.0);
    }
    assert!(state.game.status().is_over());
    assert!(state.ending, "the end waits for the services");
    assert!(state.result.is_none() && state.finished.is_none());
    assert_eq!(*state.stats, Stats::default(), "nothing recorded yet");
    let settled = state.reduce(Action::Arrived(services()));
    assert!(!settled.ending);
    let result = settled.result.as_ref().expect("the result card's figures");
    assert!(result.counters.is_some() && result.replay.is_some());
    assert!(settled.finished.is_some(), "kept for the history");
    assert_ne!(
        *settled.stats,
        Stats::default(),
        "the game is in the statistics"
    );
}

#[test]
fn only_changed_rows_get_new_views() {
    let state = Rc::new(new_state(Config::EXPERT, 1, None));
    let flagged = play(state.clone(), right(Pos::new(3, 4)), 1.0);
    for r in 0..16 {
        assert_eq!(
            Rc::ptr_eq(&state.rows[r], &flagged.rows[r]),
            r != 3,
            "row {r}"
        );
    }
    assert_eq!(flagged.rows[3][4].view, CellView::Flagged);
}

#[test]
fn the_clock_starts_at_the_first_reveal_and_stops_at_the_end() {
    let state = Rc::new(new_state(Config::BEGINNER, 1, None));
    let state = play(state, right(Pos::new(0, 0)), 100.0);
    assert_eq!(state.clock.started, None, "a flag does not start the clock");
    let state = play(state, left(Pos::new(4, 4)), 1000.0);
    assert_eq!(state.clock.started, Some(1000.0));
    assert_eq!(state.clock.elapsed_ms(3500.0), 2500.0);
    let mut state = state;
    for i in 0..81 {
        let pos = state.game.grid().pos(i);
        if state.game.status().is_over() {
            break;
        }
        state = play(state, left(pos), 4000.0);
    }
    assert!(state.game.status().is_over());
    assert_eq!(state.clock.ended, Some(4000.0));
    assert_eq!(state.clock.elapsed_ms(99_999.0), 3000.0);
}

#[test]
fn hint_words_say_what_kind_of_move_it_is() {
    let pos = Pos::new(0, 0);
    assert_eq!(
        hint_words(
            &crate::shared::words::Words::english(),
            Hint::Safe(pos),
            true
        )
        .to_string(),
        "Hint: safe"
    );
    let guess = |exact| Hint::Guess {
        pos,
        safety: 0.834,
        exact,
    };
    assert_eq!(
        hint_words(&crate::shared::words::Words::english(), guess(true), true).to_string(),
        "Hint: guess — 83 % safe"
    );
    assert_eq!(
        hint_words(&crate::shared::words::Words::english(), guess(false), true).to_string(),
        "Hint: guess — about 83 % safe (estimated: too many possibilities to count)"
    );
    assert_eq!(
        hint_words(&crate::shared::words::Words::english(), guess(false), false).to_string(),
        "Hint: guess — about 83 % safe"
    );
}

#[test]
fn a_hint_plays_the_first_click_then_safe_cells() {
    let state = Rc::new(new_state(Config::BEGINNER, 12345, None));
    let state = state.reduce(Action::Hint { at: 10.0 });
    assert_eq!(state.game.status(), Status::Playing);
    assert_eq!(state.game.view(Pos::new(2, 2)), Some(CellView::Revealed(0)));
    assert_eq!(
        state
            .playing_note(&crate::shared::words::Words::english())
            .to_string(),
        "Hint: the best first click"
    );
    assert_eq!(state.clock.started, Some(10.0));
    let mut state = state;
    for _ in 0..200 {
        if state.game.status().is_over() {
            break;
        }
        state = state.reduce(Action::Hint { at: 20.0 });
        let note = state
            .playing_note(&crate::shared::words::Words::english())
            .to_string();
        assert!(
            note == "Hint: safe" || note.starts_with("Hint: guess — "),
            "{note}"
        );
    }
    assert!(
        state.game.status().is_over(),
        "hints play a game to its end"
    );
}

#[test]
fn a_loss_says_whose_move_it_was() {
    let lost = opened(Rc::new(new_state(Config::BEGINNER, 12345, None))).reduce(Action::Play {
        pressed: left(Pos::new(0, 2)),
        at: 2_000.0,
        track: Vec::new(),
    });
    assert_eq!(lost.game.status(), Status::Lost);
    assert_eq!(
        lost.lost_note(&crate::shared::words::Words::english())
            .to_string(),
        "Boom — you hit a mine. Press the face or R to play again."
    );
    // Hints until the solver loses an expert game: only a guess can lose, and the line
    // gives its odds.
    let mut state = Rc::new(new_state(Config::EXPERT, 1, None));
    for seed in 2.. {
        while !state.game.status().is_over() {
            state = state.reduce(Action::Hint { at: 0.0 });
        }
        if state.game.status() == Status::Lost {
            break;
        }
        state = state.reduce(Action::NewGame {
            config: Config::EXPERT,
            seed,
        });
    }
    let Some(Hint::Guess { safety, .. }) = state.hint else {
        panic!("a loss by {:?}", state.hint);
    };
    assert_eq!(
        state
            .lost_note(&crate::shared::words::Words::english())
            .to_string(),
        format!(
            "Boom — the solver's guess ({} % safe) hit a mine. Press the face or R to play again.",
            fixed(safety * 100.0, 0)
        )
    );
}

#[test]
fn chances_are_thousandths_and_only_certain_cells_read_0_or_1000() {
    assert_eq!(chance(0.0), 0);
    assert_eq!(chance(1.0), 1000);
    assert_eq!(chance(0.2013), 201);
    assert_eq!(chance(0.2016), 202);
    assert_eq!(chance(0.0001), 1, "a small risk is not shown as none");
    assert_eq!(chance(0.9999), 999, "nor a near-certain mine as certain");
    assert_eq!(
        chance(f64::NAN),
        1,
        "no panic on a value that is not a number"
    );
}

#[test]
fn probabilities_cover_hidden_cells_and_go_away_when_turned_off() {
    let state = Rc::new(new_state(Config::BEGINNER, 12345, None));
    let state = state.reduce(Action::Hint { at: 0.0 });
    let shown = state.reduce(Action::ShowProbabilities(true));
    let mut total = 0.0;
    for row in shown.rows.iter() {
        for tile in row.iter() {
            match tile.view {
                CellView::Hidden => {
                    total += f64::from(tile.chance.expect("hidden cells have a chance")) / 1000.0
                }
                _ => assert_eq!(tile.chance, None),
            }
        }
    }
    assert!(
        (total - 10.0).abs() < 0.05,
        "chances add up to the mines: {total}"
    );
    // The chance most hidden cells share is marked once on the board, not on each cell.
    let common = shown.common_chance.expect("hidden cells share a chance");
    let tiles = || shown.rows.iter().flat_map(|r| r.iter());
    assert!(tiles().all(|t| t.common == (t.chance == Some(common))));
    let count = |c| tiles().filter(|t| t.chance == Some(c)).count();
    assert!(tiles()
        .filter_map(|t| t.chance)
        .all(|c| count(c) <= count(common)));
    let next = shown.clone().reduce(Action::NewGame {
        config: Config::BEGINNER,
        seed: 7,
    });
    assert_eq!(next.rows.len(), 9);
    assert!(next.show_probabilities, "a new board keeps the overlay on");
    assert!(
        next.rows
            .iter()
            .all(|r| r.iter().all(|t| t.chance.is_none())),
        "before the first click (always safe, no mines placed yet) there is no chance to show"
    );
    let opened = next.reduce(Action::Play {
        pressed: left(Pos::new(4, 4)),
        at: 0.0,
        track: Vec::new(),
    });
    assert!(opened
        .rows
        .iter()
        .flat_map(|r| r.iter())
        .all(|t| (t.view == CellView::Hidden) == t.chance.is_some()));
    let hidden = shown.reduce(Action::ShowProbabilities(false));
    assert!(hidden
        .rows
        .iter()
        .all(|r| r.iter().all(|t| t.chance.is_none() && !t.common)));
    assert_eq!(hidden.common_chance, None);
    let same = hidden.clone().reduce(Action::ShowProbabilities(false));
    assert!(Rc::ptr_eq(&hidden, &same));
}

#[test]
fn probabilities_too_many_to_count_are_marked_as_estimates() {
    // Numbers on every other cell of every other row, each ringed by hidden cells: one
    // lattice-shaped frontier with far too many layouts to enumerate.
    let picture = [
        "...*.........**.",
        "......*.........",
        "....**.....*....",
        "..*...........*.",
        "..**....*..*.***",
        "*...*.*.....*...",
        ".**......**.....",
        "......*.........",
        "*.....*.*.*.*...",
        "....*.*...*...*.",
        "..*....*.*..*.*.",
        "..*.*.*.*.*.....",
        ".**.*.*....*....",
        "........*.*.*...",
        "**.....**....**.",
        "........*.......",
    ];
    let mut game = Game::from_picture(&picture, minesweeper_engine::FirstClick::Safe).unwrap();
    for row in (1..16).step_by(2) {
        for col in (1..16).step_by(2) {
            game = game
                .apply(engine::Action::Reveal(Pos::new(row, col)))
                .unwrap()
                .game;
        }
    }
    assert!(
        !minesweeper_engine::solver::analyse(&minesweeper_engine::solver::Position::of(&game))
            .exact
    );
    let state = Rc::new(
        State {
            services: Loaded(Some(services())),
            ..State::with_game(game, Clock::default(), None, Rc::default())
        }
        .refreshed(&Rows::All),
    );
    assert!(!state.estimated, "nothing shown, nothing estimated");
    let shown = state.reduce(Action::ShowProbabilities(true));
    assert!(shown.estimated);
    let w = crate::shared::words::Words::english();
    assert_eq!(shown.playing_note(&w), w.estimated_note());
    // An estimated guess under the estimated overlay says "estimated" once, not twice.
    let guessed = State {
        hint: Some(Hint::Guess {
            pos: Pos::new(0, 0),
            safety: 0.834,
            exact: false,
        }),
        ..(*shown).clone()
    };
    assert_eq!(
        guessed.playing_note(&w).to_string(),
        "Hint: guess — about 83 % safe. Probabilities are estimates: too many possible layouts to count them all."
    );
    assert_eq!(
        guessed
            .playing_note(&w)
            .to_string()
            .matches("estimate")
            .count(),
        1
    );
    let hidden = shown.reduce(Action::ShowProbabilities(false));
    assert!(!hidden.estimated);

    // A position the solver counts exactly is not marked.
    let exact = Rc::new(new_state(Config::BEGINNER, 12345, None))
        .reduce(Action::Hint { at: 0.0 })
        .reduce(Action::ShowProbabilities(true));
    assert!(!exact.estimated);
}

fn play_all_safe(mut state: Rc<State>, at: f64) -> Rc<State> {
    let mines = {
        let mut copy = (*state.game).clone();
        for i in 0..copy.grid().cells() {
            if !copy.status().is_over() {
                copy = copy
                    .apply(engine::Action::Reveal(copy.grid().pos(i)))
                    .unwrap()
                    .game;
            }
        }
        copy.revealed_mines().unwrap()
    };
    for i in 0..state.game.grid().cells() {
        let pos = state.game.grid().pos(i);
        if !mines.contains(&pos) && !state.game.status().is_over() {
            state = state.reduce(Action::Play {
                pressed: left(pos),
                at,
                track: Vec::new(),
            });
        }
    }
    state
}

#[test]
fn a_win_is_recorded_with_its_result_and_a_solver_game_is_not() {
    let state = Rc::new(new_state(Config::BEGINNER, 12345, None));
    let state = state.reduce(Action::Play {
        pressed: left(Pos::new(4, 4)),
        at: 1_000.0,
        track: Vec::new(),
    });
    let won = play_all_safe(state, 31_000.0);
    assert_eq!(won.game.status(), Status::Won);
    let result = won.result.clone().expect("a result");
    assert!(result.won && result.recorded && result.new_best);
    assert_eq!(result.ms, 30_000.0);
    assert_eq!(result.bbbv, won.game.bbbv().unwrap());
    assert!(result.clicks > 0);
    let record = &won.stats.records["beginner"];
    assert_eq!((record.played, record.won, record.streak), (1, 1, 1));
    assert_eq!(record.best_times[0].ms, 30_000.0);

    // The same board helped by a hint: not recorded.
    let fresh = won.reduce(Action::NewGame {
        config: Config::BEGINNER,
        seed: 12345,
    });
    assert_eq!(
        fresh.stats.records["beginner"].played, 1,
        "statistics carry over to new games"
    );
    let hinted = fresh.reduce(Action::Hint { at: 0.0 });
    let done = play_all_safe(hinted, 5_000.0);
    assert!(!done.result.clone().unwrap().recorded);
    assert_eq!(done.stats.records["beginner"].played, 1);
    let reset = done.reduce(Action::ResetStats);
    assert!(reset.stats.records.is_empty());
}

/// The game after a first click at (4, 4), one second in.
fn opened(state: Rc<State>) -> Rc<State> {
    state.reduce(Action::Play {
        pressed: left(Pos::new(4, 4)),
        at: 1_000.0,
        track: Vec::new(),
    })
}

/// Wins `state`'s game by its safe cells and says whether the win was recorded.
fn recorded_win(state: Rc<State>) -> bool {
    let won = play_all_safe(state, 9_000.0);
    assert_eq!(won.game.status(), Status::Won);
    let result = won.result.clone().expect("a result");
    assert_eq!(won.stats.records.contains_key("beginner"), result.recorded);
    result.recorded
}

#[test]
fn a_game_played_with_the_probabilities_shown_is_not_recorded() {
    let fresh = Rc::new(new_state(Config::BEGINNER, 12345, None));
    let shown = |state: Rc<State>| state.reduce(Action::ShowProbabilities(true));
    let hidden = |state: Rc<State>| state.reduce(Action::ShowProbabilities(false));

    // On for the whole game, from before the first click.
    assert!(!recorded_win(opened(shown(fresh.clone()))));
    // Turned on mid-game and off again before the next move: still seen.
    let glimpsed = hidden(shown(opened(fresh.clone())));
    assert!(glimpsed.assisted);
    assert!(!recorded_win(glimpsed));
    // On and off before the first click shows nothing a player could use.
    let before = hidden(shown(fresh.clone()));
    assert!(!before.assisted);
    assert!(recorded_win(opened(before)));
    // Turned on after the game ended: the win was already recorded.
    let won = play_all_safe(opened(fresh), 9_000.0);
    assert!(won.result.clone().unwrap().recorded);
    assert!(!shown(won).assisted);
}

#[test]
fn a_restored_game_resumes_its_clock() {
    let state = Rc::new(new_state(Config::EXPERT, 9, None));
    let state = state.reduce(Action::Play {
        pressed: left(Pos::new(7, 7)),
        at: 10_000.0,
        track: Vec::new(),
    });
    let saved = state.saved(25_000.0);
    assert_eq!(saved.elapsed_ms, 15_000.0);
    let restored = restore(saved, 100_000.0, Rc::new(Stats::default()), Rc::default());
    assert_eq!(restored.game, state.game);
    assert_eq!(restored.clock.elapsed_ms(101_000.0), 16_000.0);
    let views = |s: &State| -> Vec<Vec<CellView>> {
        s.rows
            .iter()
            .map(|r| r.iter().map(|t| t.view).collect())
            .collect()
    };
    assert_eq!(views(&restored), views(&state));
    // What was open before the reload does not ripple again.
    assert!(restored
        .rows
        .iter()
        .flat_map(|r| r.iter())
        .all(|t| !t.ripple));
}

/// What `later::hooks::use_board_search` does in the page: makes the board a first reveal waits
/// for, and hands it over.
fn board_made(state: Rc<State>) -> Rc<State> {
    let Some((first, _)) = state.finding else {
        return state;
    };
    let mut generator = no_guess::Generator::new(
        *state.game.config(),
        state.game.seed(),
        first,
        no_guess::Budget::DEFAULT,
    );
    let made = loop {
        if let Some(made) = generator.step() {
            break made;
        }
    };
    state.reduce(Action::BoardMade {
        first,
        made: Rc::new(made.placed()),
        at: 2.0,
    })
}

#[test]
fn a_no_guess_first_click_waits_for_its_board_and_takes_no_other_move_meanwhile() {
    let config = Config::EXPERT.with_first_click(minesweeper_engine::FirstClick::NoGuess);
    let fresh = Rc::new(new_state(config, 2026, None));
    let first = Pos::new(8, 15);
    let waiting = fresh.clone().reduce(Action::Play {
        pressed: left(first),
        at: 1.0,
        track: Vec::new(),
    });
    assert_eq!(waiting.finding, Some((first, None)));
    assert_eq!(waiting.game.status(), Status::Ready);
    let ignored = waiting.clone().reduce(Action::Play {
        pressed: right(Pos::new(0, 0)),
        at: 1.5,
        track: Vec::new(),
    });
    assert!(Rc::ptr_eq(&ignored, &waiting));
    let played = board_made(waiting);
    assert!(played.finding.is_none());
    assert_eq!(played.game.status(), Status::Playing);
    let direct = Game::new(config, 2026)
        .apply_with(engine::Action::Reveal(first), &no_guess::NoGuess::DEFAULT)
        .unwrap()
        .game;
    assert_eq!(
        *played.game, direct,
        "the same board as the engine makes in one go"
    );
    // A board made for another click is not taken.
    let stale = fresh.reduce(Action::Play {
        pressed: left(Pos::new(0, 0)),
        at: 1.0,
        track: Vec::new(),
    });
    let made = no_guess::generate(config, 2026, first, no_guess::Budget::DEFAULT);
    let after = stale.clone().reduce(Action::BoardMade {
        first,
        made: Rc::new(made.placed()),
        at: 2.0,
    });
    assert!(Rc::ptr_eq(&after, &stale));
}

#[test]
fn a_no_guess_board_that_could_not_be_made_says_so_and_one_that_was_has_a_grade() {
    let crowded = Config::new(5, 5, 22, minesweeper_engine::FirstClick::NoGuess).unwrap();
    let state = board_made(Rc::new(new_state(crowded, 1, None)).reduce(Action::Play {
        pressed: left(Pos::new(0, 0)),
        at: 1.0,
        track: Vec::new(),
    }));
    assert_eq!(
        state.notice,
        Some(Notice::NoGuessFallback(
            minesweeper_engine::no_guess::Fallback {
                rows: 5,
                cols: 5,
                mines: 22
            }
        ))
    );
    // Expert without guesses, won by hints: the result names the hardest rule it needed.
    let expert = Config::EXPERT.with_first_click(minesweeper_engine::FirstClick::NoGuess);
    let mut state = Rc::new(new_state(expert, 2026, None));
    for at in 0..600 {
        if state.game.status().is_over() {
            break;
        }
        state = board_made(state.reduce(Action::Hint { at: f64::from(at) }));
    }
    assert_eq!(state.game.status(), Status::Won);
    assert!(state.notice.is_none());
    let grade = state.result.as_ref().and_then(|r| r.no_guess_grade);
    assert!(grade.is_some(), "{:?}", state.result);
}

#[test]
fn only_small_moves_ripple_and_a_ripple_stays_with_its_cell() {
    let play = |state: Rc<State>, pos: Pos| {
        state.reduce(Action::Play {
            pressed: left(pos),
            at: 1.0,
            track: Vec::new(),
        })
    };
    let tiles =
        |s: &State| -> Vec<Tile> { s.rows.iter().flat_map(|r| r.iter().copied()).collect() };
    // Expert, seed 9, opened at (7, 7): a small opening that ripples.
    let small = play(Rc::new(new_state(Config::EXPERT, 9, None)), Pos::new(7, 7));
    let opened: Vec<Tile> = tiles(&small)
        .into_iter()
        .filter(|t| matches!(t.view, CellView::Revealed(_)))
        .collect();
    assert!(!opened.is_empty() && opened.len() <= RIPPLE_MAX);
    assert!(opened.iter().all(|t| t.ripple));
    // 100 × 100 with 10 mines: the first click floods thousands of cells, none ripples.
    let sparse = Config::new(100, 100, 10, minesweeper_engine::FirstClick::Opening).unwrap();
    let flood = play(Rc::new(new_state(sparse, 1, None)), Pos::new(50, 50));
    let flooded = tiles(&flood);
    assert!(
        flooded
            .iter()
            .filter(|t| matches!(t.view, CellView::Revealed(_)))
            .count()
            > 1000
    );
    assert!(flooded.iter().all(|t| !t.ripple));
    // A later small move leaves the earlier cells as they were.
    let hidden = (0..100 * 100)
        .map(|i| Pos::new(i / 100, i % 100))
        .find(|&p| flood.game.view(p) == Some(CellView::Hidden))
        .unwrap();
    let flagged = flood.reduce(Action::Play {
        pressed: right(hidden),
        at: 2.0,
        track: Vec::new(),
    });
    assert!(tiles(&flagged).iter().all(|t| !t.ripple));
}

#[test]
fn a_finished_game_restored_shows_the_same_result() {
    let reloaded = |state: &State| {
        restore(
            state.saved(50_000.0),
            90_000.0,
            state.stats.clone(),
            state.daily_stats.clone(),
        )
    };
    let fresh = Rc::new(new_state(Config::BEGINNER, 12345, None));
    let won = play_all_safe(opened(fresh.clone()), 8_000.0);
    assert!(won.result.as_ref().is_some_and(|r| r.new_best));
    assert_eq!(reloaded(&won).result, won.result);

    // The same time again is not a new best, before or after the reload.
    let again = play_all_safe(
        opened(won.reduce(Action::NewGame {
            config: Config::BEGINNER,
            seed: 12345,
        })),
        8_000.0,
    );
    assert!(again
        .result
        .as_ref()
        .is_some_and(|r| r.recorded && !r.new_best));
    assert_eq!(reloaded(&again).result, again.result);

    let hinted = play_all_safe(fresh.clone().reduce(Action::Hint { at: 0.0 }), 3_000.0);
    assert!(hinted.result.as_ref().is_some_and(|r| !r.recorded));
    assert_eq!(reloaded(&hinted).result, hinted.result);

    let lost = opened(fresh).reduce(Action::Play {
        pressed: left(Pos::new(0, 2)),
        at: 2_000.0,
        track: Vec::new(),
    });
    assert_eq!(lost.game.status(), Status::Lost);
    assert_eq!(reloaded(&lost).result, lost.result);
}

#[test]
fn the_cursor_moves_within_the_board_and_follows_clicks() {
    let state = Rc::new(new_state(Config::BEGINNER, 1, None));
    assert_eq!(state.cursor, Pos::new(4, 4));
    let moved = state.clone().reduce(Action::MoveCursor(Pos::new(0, 8)));
    assert_eq!(moved.cursor, Pos::new(0, 8));
    let outside = moved.clone().reduce(Action::MoveCursor(Pos::new(0, 9)));
    assert!(Rc::ptr_eq(&moved, &outside));
    let flagged = moved.reduce(Action::Play {
        pressed: right(Pos::new(2, 3)),
        at: 0.0,
        track: Vec::new(),
    });
    assert_eq!(flagged.cursor, Pos::new(2, 3));
}

#[test]
fn a_finished_game_has_its_replay_and_counters_and_they_survive_a_reload() {
    let mut state = Rc::new(new_state(Config::BEGINNER, 12345, None));
    state = play(state, right(Pos::new(0, 0)), 1_000.0);
    state = play(state, right(Pos::new(0, 1)), 1_050.0);
    state = play(state, right(Pos::new(0, 0)), 1_100.0);
    // Hints to the end: the replay holds the player's flags and the solver's moves.
    for at in 0..200 {
        if state.game.status().is_over() {
            break;
        }
        state = state.reduce(Action::Hint {
            at: 2_000.0 + f64::from(at) * 100.0,
        });
    }
    assert!(state.game.status().is_over());
    let result = state.result.clone().expect("a result");
    let replay = result.replay.clone().expect("a replay");
    assert_eq!(replay.final_game(), *state.game);
    assert!(Rc::ptr_eq(state.finished.as_ref().unwrap(), &replay));
    let counters = result.counters.clone().expect("counters");
    let right_clicks = replay
        .moves()
        .iter()
        .filter(|m| matches!(m.click, minesweeper_engine::input::Click::Flag(_)))
        .count();
    assert!(right_clicks >= 3);
    assert_eq!(counters.right as usize, right_clicks);
    assert_eq!(counters.bbbv, state.game.bbbv().unwrap());
    // A reload shows the same card, with the same replay, and does not count it again.
    let back = restore(
        state.saved(60_000.0),
        70_000.0,
        state.stats.clone(),
        state.daily_stats.clone(),
    );
    assert_eq!(back.result.and_then(|r| r.replay.clone()), Some(replay));
    assert!(back.finished.is_none());
}

#[test]
fn a_daily_board_starts_at_its_ringed_cell_and_its_first_attempt_counts() {
    use minesweeper_engine::daily::{Daily, Date};
    let daily = Daily::new(Date::parse("2026-11-24").unwrap(), "beginner").unwrap();
    let fresh = Rc::new(new_state(Config::BEGINNER, 1, None));
    let state = fresh.reduce(Action::NewDaily(daily));
    assert_eq!(state.ringed(), Some(daily.start()));
    let elsewhere = Pos::new((daily.start().row + 3) % 9, daily.start().col);
    let refused = play(state.clone(), left(elsewhere), 1.0);
    assert!(
        Rc::ptr_eq(&state, &refused),
        "a reveal elsewhere is no move"
    );
    let started = play(state, left(daily.start()), 2.0);
    assert_eq!(started.game.status(), Status::Playing);
    assert!(started.daily_counts);
    assert_eq!(started.ringed(), None);
    let saved = started.saved(3.0);
    assert_eq!(saved.daily.as_deref(), Some("2026-11-24 beginner"));
    // The same board for everyone: the seed and the start make the layout.
    let other = play(
        Rc::new(new_state(Config::EXPERT, 9, None)).reduce(Action::NewDaily(daily)),
        left(daily.start()),
        5.0,
    );
    assert_eq!(other.game.mine_indices(), started.game.mine_indices());
    assert!(!other.daily_counts || other.daily_stats.result(&daily).is_some());
}

#[test]
fn a_daily_attempt_begun_before_the_rest_came_is_written_when_it_comes() {
    use minesweeper_engine::daily::{Daily, DailyResult, Date};
    let daily = Daily::new(Date::parse("2026-11-24").unwrap(), "beginner").unwrap();
    let begun = Some(DailyResult {
        won: false,
        time_ms: 0,
        finished: false,
    });
    // With the rest here, the first reveal writes the attempt as begun (a loss until it ends).
    let with_rest = Rc::new(new_state(Config::BEGINNER, 1, None)).reduce(Action::NewDaily(daily));
    let started = play(with_rest, left(daily.start()), 2.0);
    assert!(started.daily_counts);
    assert_eq!(started.daily_stats.result(&daily), begun);
    // Before it, the first screen knows the attempt counts, and the rest writes it on arrival.
    let first_screen =
        Rc::new(State::new(Config::BEGINNER, 1, None)).reduce(Action::NewDaily(daily));
    let started = play(first_screen, left(daily.start()), 2.0);
    assert!(started.daily_counts);
    assert_eq!(started.daily_stats.result(&daily), None);
    let arrived = started.reduce(Action::Arrived(services()));
    assert!(arrived.daily_counts);
    assert_eq!(arrived.daily_stats.result(&daily), begun);
    // A second attempt is practice: nothing more is written.
    let again = play(
        arrived.reduce(Action::NewDaily(daily)),
        left(daily.start()),
        9.0,
    );
    assert!(!again.daily_counts);
    assert_eq!(again.daily_stats.result(&daily), begun);
}

#[test]
fn the_pointers_track_goes_into_the_replay_and_survives_a_reload() {
    use minesweeper_engine::replay::Buttons;
    let point = |at: f64, x: u16, buttons: Buttons| Point {
        at,
        x,
        y: 40,
        buttons,
    };
    let mut state = Rc::new(new_state(Config::BEGINNER, 12345, None));
    // The first click starts the clock: the pointer's last second before it (its approach and
    // its press) is kept at time 0, anything earlier is not.
    state = state.reduce(Action::Play {
        pressed: right(Pos::new(0, 0)),
        at: 1_000.0,
        track: vec![
            point(-500.0, 90, Buttons::default()),
            point(900.0, 10, Buttons::default()),
            point(1_000.0, 12, Buttons::RIGHT),
        ],
    });
    state = state.reduce(Action::Play {
        pressed: right(Pos::new(0, 0)),
        at: 1_200.0,
        track: vec![
            point(1_100.0, 20, Buttons::default()),
            point(1_150.0, 8, Buttons::RIGHT),
        ],
    });
    let kept: Vec<(u32, u16)> = state
        .recorder
        .cursor()
        .iter()
        .map(|s| (s.at_ms, s.x))
        .collect();
    assert_eq!(kept, [(0, 10), (0, 12), (100, 20), (150, 8)]);
    // A reload keeps it, and the game's replay has it when it ends.
    let back = restore(
        state.saved(2_000.0),
        3_000.0,
        state.stats.clone(),
        state.daily_stats.clone(),
    );
    assert_eq!(back.recorder.cursor(), state.recorder.cursor());
    let mut state = Rc::new(back);
    for at in 0..200 {
        if state.game.status().is_over() {
            break;
        }
        state = state.reduce(Action::Hint {
            at: 4_000.0 + f64::from(at) * 100.0,
        });
    }
    let replay = state
        .result
        .clone()
        .and_then(|r| r.replay.clone())
        .expect("a replay");
    assert_eq!(replay.cursor().len(), 4);
    let counters = state
        .result
        .clone()
        .and_then(|r| r.counters.clone())
        .expect("counters");
    assert!(
        counters.path.is_some_and(|p| p > 0.0),
        "{:?}",
        counters.path
    );
}

#[test]
fn a_press_plays_what_the_engine_says_it_means_and_is_recorded_as_pressed() {
    let state = opened(Rc::new(new_state(Config::BEGINNER, 12345, None)));
    let grid = state.game.grid();
    let view = |state: &State, pos: Pos| state.game.view(pos).unwrap();
    let number = (0..grid.cells())
        .map(|i| grid.pos(i))
        .find(|&p| matches!(view(&state, p), CellView::Revealed(n) if n > 0))
        .expect("an open number");
    let hidden = (0..grid.cells())
        .map(|i| grid.pos(i))
        .find(|&p| view(&state, p) == CellView::Hidden)
        .expect("a hidden cell");
    let last = |state: &State| *state.recorder.moves().last().unwrap();

    // A left click on an open number is a chord: with no flag around, a wasted one.
    let chorded = play(state.clone(), left(number), 2_000.0);
    assert_eq!(
        last(&chorded).click,
        Click::Reveal(number),
        "recorded as pressed"
    );
    assert!(!last(&chorded).changed);

    // Flag mode: a tap on a hidden cell flags it, and is a right click for the replay.
    let flag_mode = Controls::OURS.with_flag_mode(true);
    let tapped = play(
        state.clone(),
        pressed_with(hidden, Press::Primary, flag_mode),
        2_000.0,
    );
    assert_eq!(view(&tapped, hidden), CellView::Flagged);
    assert_eq!(last(&tapped).click, Click::Flag(hidden));

    // "?" marks: a right click cycles hidden → flag → ?.
    let marks = Controls::OURS.with_marks(true);
    let once = play(
        state,
        pressed_with(hidden, Press::Secondary, marks),
        2_000.0,
    );
    let twice = play(once, pressed_with(hidden, Press::Secondary, marks), 2_100.0);
    assert_eq!(view(&twice, hidden), CellView::Questioned);
    assert_eq!(last(&twice).click, Click::Mark(hidden));

    // A right click on an open number changes nothing, and is still a click.
    let right_on_number = play(twice.clone(), right(number), 2_200.0);
    assert!(Rc::ptr_eq(&twice.game, &right_on_number.game));
    assert_eq!(last(&right_on_number).click, Click::Flag(number));
}

fn pressed_with(pos: Pos, press: Press, controls: Controls) -> Pressed {
    Pressed {
        pos,
        press,
        controls,
    }
}
