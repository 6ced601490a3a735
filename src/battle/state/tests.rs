use super::*;
use minesweeper_engine::battle::{Level, PRESETS};

/// A battle with the rest (here at once: one module).
fn state(pace: Pace, level: Level) -> Rc<State> {
    let setup = Setup::preset(&PRESETS[0], level, pace);
    Rc::new(State {
        services: Loaded(Some(crate::battle::later::implementation())),
        ..State::new(setup, 7, None, Rc::default())
    })
}

fn first_legal(s: &State) -> Pos {
    let grid = s.battle.grid();
    let cell = s.battle.legal_cells(YOU)[0];
    grid.pos(cell)
}

#[test]
fn the_rows_mark_your_legal_cells_and_both_openings() {
    let s = state(Pace::Turns, Level::Casual);
    let legal: usize = s
        .rows
        .iter()
        .map(|r| r.iter().filter(|t| t.legal).count())
        .sum();
    assert_eq!(legal, s.battle.legal_cells(YOU).len());
    assert_eq!(s.rows[0][0].look, Look::Owned(YOU, 0));
    let last = s.rows.last().unwrap();
    assert_eq!(last[last.len() - 1].look, Look::Owned(CPU, 0));
}

#[test]
fn an_illegal_click_explains_itself_and_changes_nothing() {
    let s = state(Pace::Turns, Level::Casual);
    let next = s
        .clone()
        .reduce(Action::Play(Move::Reveal(Pos::new(10, 15))));
    assert_eq!(next.battle, s.battle);
    assert_eq!(
        &*next.status_line(&crate::shared::words::Words::english()),
        "Row 11, column 16 does not touch your territory: play a marked cell."
    );
}

#[test]
fn in_turns_the_computer_answers_only_on_its_turn() {
    let s = state(Pace::Turns, Level::Expert);
    assert!(
        !s.computer_to_move(),
        "nothing moves before your first move"
    );
    assert!(Rc::ptr_eq(&s.clone().reduce(Action::Computer), &s));
    let pos = first_legal(&s);
    let s = s.reduce(Action::Play(Move::Reveal(pos)));
    if s.battle.is_in(YOU) {
        assert!(s.computer_to_move());
    }
    let before = s.battle.territory(CPU);
    let s = s.reduce(Action::Computer);
    assert!(s.last_cpu.is_some());
    assert!(s.battle.territory(CPU) >= before);
    assert_eq!(s.battle.turn(), YOU);
    assert!(!s.computer_to_move());
}

#[test]
fn a_finished_battle_is_recorded_once_for_its_level() {
    let mut s = state(Pace::Realtime, Level::Novice);
    s = s
        .clone()
        .reduce(Action::Play(Move::Reveal(first_legal(&s))));
    let mut guard = 0;
    while !s.battle.is_over() && guard < 5000 {
        // The computer races alone; if it goes out, you play on.
        s = if s.computer_to_move() {
            s.reduce(Action::Computer)
        } else {
            let pos = first_legal(&s);
            s.reduce(Action::Play(Move::Reveal(pos)))
        };
        guard += 1;
    }
    assert!(s.battle.is_over());
    let r = s.stats.record(Level::Novice);
    assert_eq!(r.won + r.lost + r.drawn, 1);
    let again = s.clone().reduce(Action::Computer);
    assert_eq!(again.stats, s.stats);
    // The end shows every mine.
    let mines = s
        .rows
        .iter()
        .flat_map(|r| r.iter())
        .filter(|t| matches!(t.look, Look::Mine | Look::Hit(_) | Look::Flagged))
        .count();
    assert!(mines as u32 >= s.battle.config().mines());
}

#[test]
fn a_no_guess_battle_waits_for_its_board_and_then_plays() {
    let setup = Setup::preset(&PRESETS[0], Level::Casual, Pace::Turns);
    let setup = Setup {
        config: setup.config.with_no_guess(true),
        ..setup
    };
    let s = Rc::new(State::new(setup, 9, None, Rc::default()));
    assert!(s.making);
    assert!(s
        .rows
        .iter()
        .flat_map(|r| r.iter())
        .all(|t| t.look == Look::Hidden && !t.legal));
    assert_eq!(
        &*s.status_line(&crate::shared::words::Words::english()),
        "Making a board you can clear without guessing…"
    );
    // Nothing plays meanwhile.
    let next = s.clone().reduce(Action::Play(Move::Reveal(Pos::new(0, 4))));
    assert!(Rc::ptr_eq(&next, &s));
    assert!(!s.computer_to_move());
    // A board for another seed (a search that was cancelled) is ignored.
    let stale = s.clone().reduce(Action::Made {
        battle: Rc::new(Battle::new(setup.config, 10)),
        notice: None,
    });
    assert!(stale.making);
    let made = Rc::new(Battle::new(setup.config, 9));
    let s = s.reduce(Action::Made {
        battle: made.clone(),
        notice: None,
    });
    assert!(!s.making);
    assert_eq!(s.battle, made);
    assert_eq!(s.rows[0][0].look, Look::Owned(YOU, 0));
    let pos = first_legal(&s);
    let s = s.reduce(Action::Play(Move::Reveal(pos)));
    assert_eq!(s.battle.status(), Status::Playing);
}

#[test]
fn a_saved_battle_comes_back_and_bad_saves_are_refused() {
    let s = state(Pace::Turns, Level::Master);
    let s = s
        .clone()
        .reduce(Action::Play(Move::Reveal(first_legal(&s))));
    let s = s.reduce(Action::Computer);
    let text = serde_json::to_string(&s.saved()).unwrap();
    let back = Saved::parse(&text).unwrap();
    assert_eq!(back, s.saved());
    assert!(Saved::parse(&text.replace("\"speed\":2", "\"speed\":0")).is_err());
    assert!(Saved::parse("{}").is_err());
    assert!(Stats::parse("{\"casual\":{\"won\":-1,\"lost\":0,\"drawn\":0}}").is_err());
}
