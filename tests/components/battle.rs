//! Battle against the computer: legal cells, the scoreboard, a no-guess battle, lives, a
//! remount and bad links.

use super::*;

/// A turns-pace battle on the beginner preset against Novice, seed 5.
const BATTLE: &str =
    "?mode=battle&rows=20&cols=30&mines=110&seed=5&level=novice&speed=2&lives=2&pace=turns";

fn battle_of(query: &str) -> minesweeper_engine::battle::Battle {
    let url = minesweeper::battle::settings::from_query(query);
    minesweeper_engine::battle::Battle::new(url.setup.config, url.seed.unwrap())
}

impl Mounted {
    fn board_attr(&self, name: &str) -> Option<String> {
        self.find("[role=grid]").get_attribute(name)
    }

    fn number(&self, testid: &str) -> u32 {
        self.text(testid).trim().parse().unwrap()
    }

    fn owned(&self, owner: &str) -> u32 {
        self.count(&format!(
            "[role=gridcell][data-state=revealed][data-owner={owner}]"
        ))
    }
}

#[wasm_bindgen_test]
async fn a_battle_marks_your_legal_cells_and_refuses_the_others_with_a_reason() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    assert_eq!(app.board_attr("data-mode").as_deref(), Some("battle"));
    assert_eq!(app.status(), "ready");
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("you"));
    let grid = battle.grid();
    let legal = battle.legal_cells(minesweeper_engine::battle::Player::One);
    assert_eq!(app.count("[data-legal=true]"), legal.len() as u32);
    for &cell in &legal {
        let p = grid.pos(cell);
        assert_eq!(
            app.cell(p.row, p.col)
                .get_attribute("data-legal")
                .as_deref(),
            Some("true")
        );
    }
    // A cell in the middle touches nobody's territory.
    app.left_click(10, 15).await;
    assert_eq!(app.status(), "ready");
    assert_eq!(app.state(10, 15), "hidden");
    assert!(
        app.text("status").contains("does not touch your territory"),
        "{}",
        app.text("status")
    );
}

#[wasm_bindgen_test]
async fn the_scoreboard_counts_territory_and_lives_and_the_computer_answers_in_turns() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    assert_eq!(app.number("target"), battle.target());
    assert_eq!(app.number("score-you"), app.owned("you"));
    assert_eq!(app.number("score-cpu"), app.owned("cpu"));
    assert_eq!(app.number("lives-you"), 2);
    assert_eq!(app.number("lives-cpu"), 2);
    // A safe legal cell: your territory grows and it is the computer's turn.
    let safe = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| !mines.contains(p))
        .expect("a safe legal cell");
    let before = app.number("score-you");
    app.left_click(safe.row, safe.col).await;
    assert_eq!(app.status(), "playing");
    assert_eq!(
        app.cell(safe.row, safe.col)
            .get_attribute("data-owner")
            .as_deref(),
        Some("you")
    );
    assert!(app.number("score-you") > before);
    assert_eq!(app.number("score-you"), app.owned("you"));
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("cpu"));
    // Your next click waits for the computer.
    let cpu_before = (app.number("score-cpu"), app.number("lives-cpu"));
    sleep(Duration::from_millis(500)).await;
    settle().await;
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("you"));
    let cpu_after = (app.number("score-cpu"), app.number("lives-cpu"));
    assert_ne!(
        cpu_after, cpu_before,
        "the computer opened a cell or hit a mine"
    );
    assert_eq!(app.number("score-cpu"), app.owned("cpu"));
    assert_eq!(app.count(".cell.last"), 1, "its move is marked");
}

/// `ng=1`: the board is made in slices (nothing shown, no click taken meanwhile), and it is the
/// engine's no-guess battle for the seed, the same in wasm as natively.
#[wasm_bindgen_test]
async fn a_no_guess_battle_is_made_between_frames_and_is_the_engines_board() {
    let query = format!("{BATTLE}&ng=1");
    let app = mount(&query).await;
    let battle = battle_of(&query);
    assert!(battle.config().no_guess());
    for _ in 0..200 {
        if app.status() != "making" {
            break;
        }
        assert_eq!(app.owned("you"), 0, "no opening before the board is made");
        sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(app.status(), "ready");
    let grid = battle.grid();
    for index in 0..grid.cells() {
        let pos = grid.pos(index);
        let shown = app.state(pos.row, pos.col);
        let expected = match battle.tile_at(index) {
            minesweeper_engine::battle::Tile::Owned(..) => "revealed",
            _ => "hidden",
        };
        assert_eq!(shown, expected, "{pos:?}");
    }
    assert_eq!(
        app.number("score-you"),
        battle.territory(minesweeper_engine::battle::Player::One)
    );
    assert!(address().await.ends_with("&pace=turns&ng=1"));
}

#[wasm_bindgen_test]
async fn a_mine_you_hit_costs_a_life_and_the_battle_goes_on() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    let Some(mine) = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| mines.contains(p))
    else {
        panic!("seed 5 has a mine next to your opening");
    };
    app.left_click(mine.row, mine.col).await;
    assert_eq!(app.state(mine.row, mine.col), "exploded");
    assert_eq!(
        app.cell(mine.row, mine.col)
            .get_attribute("data-owner")
            .as_deref(),
        Some("you")
    );
    assert_eq!(app.number("lives-you"), 1);
    assert_eq!(app.status(), "playing");
}

#[wasm_bindgen_test]
async fn a_battle_survives_a_remount_and_bad_battle_links_get_a_notice() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    let safe = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| !mines.contains(p))
        .unwrap();
    app.left_click(safe.row, safe.col).await;
    sleep(Duration::from_millis(500)).await;
    settle().await;
    let scores = (app.number("score-you"), app.number("score-cpu"));
    drop(app);
    let app = mount_keeping_storage("?mode=battle").await;
    assert_eq!((app.number("score-you"), app.number("score-cpu")), scores);
    assert_eq!(app.status(), "playing");
    let query = address().await;
    assert!(
        query.contains("seed=5") && query.contains("level=novice"),
        "{query}"
    );
    drop(app);

    let app = mount("?mode=battle&rows=5&lives=0&level=god").await;
    let notice = app.text("notice");
    assert!(notice.contains("rows must be 10 to 200"), "{notice}");
    assert!(notice.contains("level “god”"), "{notice}");
    assert_eq!(app.count("[role=row]"), 10);
}
