use super::*;

#[test]
fn a_board_that_needs_a_guess_fails_the_check() {
    // Two cells behind a 1 in a corner: a 50/50 whatever the total says.
    let config = Config::new(2, 3, 1, FirstClick::Safe).unwrap();
    let verdict = check(config, &[2], Pos::new(1, 0));
    assert!(!verdict.solved);
    // The opening clears the rest.
    let config = Config::new(3, 3, 1, FirstClick::Opening).unwrap();
    let verdict = check(config, &[8], Pos::new(0, 0));
    assert!(verdict.solved);
}

#[test]
fn generated_boards_pass_the_check_and_open_at_the_first_click() {
    for seed in 0..40 {
        let first = Pos::new(8, 15);
        let generated = generate(Config::EXPERT, seed, first, Budget::DEFAULT);
        assert_ne!(generated.method, Method::Fallback, "seed {seed}");
        assert!(generated.verdict.solved);
        assert_eq!(generated.mines.len(), 99);
        let grid = Config::EXPERT.grid();
        let first_index = grid.index(first).unwrap() as u32;
        assert!(!generated.mines.contains(&first_index));
        assert!(grid
            .neighbours(first_index as usize)
            .all(|n| !generated.mines.contains(&(n as u32))));
        assert!(check(Config::EXPERT, &generated.mines, first).solved);
    }
}

#[test]
fn the_same_seed_and_first_click_give_the_same_board() {
    let a = generate(Config::EXPERT, 7, Pos::new(3, 3), Budget::DEFAULT);
    let b = generate(Config::EXPERT, 7, Pos::new(3, 3), Budget::DEFAULT);
    assert_eq!(a, b);
    let c = generate(Config::EXPERT, 8, Pos::new(3, 3), Budget::DEFAULT);
    assert_ne!(a.mines, c.mines);
}

#[test]
fn an_impossible_board_falls_back_with_a_notice() {
    // 5 × 5 with 22 mines: three safe cells, hidden among mines.
    let config = Config::new(5, 5, 22, FirstClick::Opening).unwrap();
    let generated = generate(config, 1, Pos::new(0, 0), Budget::DEFAULT);
    assert_eq!(generated.method, Method::Fallback);
    assert_eq!(
        generated
            .fallback(&config)
            .map(|f| f.to_string())
            .as_deref(),
        Some("no no-guess board found for 5×5 with 22 mines; this one may need guesses")
    );
}
