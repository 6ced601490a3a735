use proptest::prelude::*;

use super::*;
use crate::MINE;

/// Both corners walled in: One owns rows 0–3 × cols 0–3 (16 cells) and may still open (4, 0),
/// which leads nowhere; Two owns rows 5–9 × cols 5–9 (25 cells).
const WALLED: [&str; 10] = [
    "....*.....",
    "....*.....",
    "....*.....",
    "....*.....",
    ".*********",
    "**..*.....",
    "....*.....",
    "....*.....",
    "....*.....",
    "....*.....",
];

/// GATED without (3, 4) and (6, 5): the middle is one zero region both players can flood.
const OPEN_MIDDLE: [&str; 10] = [
    "....*.....",
    "....*.....",
    "....*.....",
    ".***......",
    "..........",
    "..........",
    "......***.",
    ".....*....",
    ".....*....",
    ".....*....",
];

/// One's opening is rows 0–2 × cols 0–3; a gap at (3, 0) leads to the open middle. Two's is the
/// mirror image.
const GATED: [&str; 10] = [
    "....*.....",
    "....*.....",
    "....*.....",
    ".****.....",
    "..........",
    "..........",
    ".....****.",
    ".....*....",
    ".....*....",
    ".....*....",
];

fn p(row: u32, col: u32) -> Pos {
    Pos::new(row, col)
}

fn owned(battle: &Battle, player: Player) -> u32 {
    (0..battle.grid().cells())
        .filter(|&i| matches!(battle.tile_at(i), Tile::Owned(o, _) if o == player))
        .count() as u32
}

fn play(battle: &Battle, player: Player, mv: Move) -> Battle {
    battle.apply(player, mv).expect("a legal move").battle
}

#[test]
fn openings_are_revealed_and_owned_and_the_battle_is_ready() {
    let b = Battle::from_picture(&GATED, 3, Pace::Realtime).unwrap();
    assert_eq!(b.status(), Status::Ready);
    assert_eq!(
        (b.territory(Player::One), b.territory(Player::Two)),
        (12, 12)
    );
    assert_eq!(b.tile(p(0, 0)), Some(Tile::Owned(Player::One, 0)));
    assert_eq!(b.tile(p(1, 3)), Some(Tile::Owned(Player::One, 3)));
    assert_eq!(b.tile(p(9, 9)), Some(Tile::Owned(Player::Two, 0)));
    assert_eq!(b.target(), (100 - 14) / 2 + 1);
}

#[test]
fn only_cells_touching_your_territory_are_legal() {
    let b = Battle::from_picture(&GATED, 3, Pace::Realtime).unwrap();
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(4, 4))).unwrap_err(),
        MoveError::NotAdjacent(p(4, 4))
    );
    assert_eq!(
        MoveError::NotAdjacent(p(3, 7)).to_string(),
        "(3, 7) does not touch your territory"
    );
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(0, 1))).unwrap_err(),
        MoveError::Open(p(0, 1))
    );
    assert_eq!(
        b.apply(Player::Two, Move::Reveal(p(3, 0))).unwrap_err(),
        MoveError::NotAdjacent(p(3, 0))
    );
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(10, 0))).unwrap_err(),
        MoveError::Outside(p(10, 0))
    );
    let step = b.apply(Player::One, Move::Reveal(p(3, 0))).unwrap();
    assert_eq!(step.changed, vec![p(3, 0)]);
    assert_eq!(step.battle.status(), Status::Playing);
    assert_eq!(step.battle.territory(Player::One), 13);
    // (4, 0) touches the new cell, so it is legal now.
    assert!(step.battle.is_legal_at(Player::One, 40));
    assert_eq!(
        b.legal_cells(Player::One)
            .iter()
            .filter(|&&c| c == 30)
            .count(),
        1
    );
}

#[test]
fn a_flood_is_yours_up_to_the_other_players_cells() {
    let b = Battle::from_picture(&OPEN_MIDDLE, 3, Pace::Realtime).unwrap();
    // Two takes the number at (5, 9), next to the middle's zeros.
    let b = play(&b, Player::Two, Move::Reveal(p(6, 9)));
    let b = play(&b, Player::Two, Move::Reveal(p(5, 9)));
    assert_eq!(b.tile(p(5, 9)), Some(Tile::Owned(Player::Two, 1)));
    let two = b.territory(Player::Two);
    let b = play(&b, Player::One, Move::Reveal(p(3, 0)));
    let b = play(&b, Player::One, Move::Reveal(p(4, 0)));
    let one = b.territory(Player::One);
    let step = b.apply(Player::One, Move::Reveal(p(5, 0))).unwrap();
    let b = step.battle;
    assert!(
        step.changed.len() > 20,
        "the middle floods: {}",
        step.changed.len()
    );
    assert_eq!(b.territory(Player::One), one + step.changed.len() as u32);
    // The flood went round Two's cell, and past it.
    assert_eq!(b.tile(p(5, 9)), Some(Tile::Owned(Player::Two, 1)));
    assert_eq!(b.tile(p(4, 9)), Some(Tile::Owned(Player::One, 0)));
    assert_eq!(b.territory(Player::Two), two);
    for player in Player::BOTH {
        assert_eq!(b.territory(player), owned(&b, player));
    }
}

#[test]
fn a_mine_costs_a_life_stays_shown_and_claims_nothing() {
    let b = Battle::from_picture(&GATED, 2, Pace::Realtime).unwrap();
    let step = b.apply(Player::One, Move::Reveal(p(3, 1))).unwrap();
    assert_eq!(step.hits, 1);
    let b = step.battle;
    assert_eq!(b.tile(p(3, 1)), Some(Tile::Hit(Player::One)));
    assert_eq!(b.lives(Player::One), 1);
    assert_eq!(b.territory(Player::One), 12);
    assert!(!b.is_over());
    // The hit mine makes nothing legal: (4, 2) touches it but none of One's cells.
    assert!(!b.is_legal_at(Player::One, 42));
    let b = play(&b, Player::One, Move::Reveal(p(3, 2)));
    assert_eq!(b.lives(Player::One), 0);
    assert!(!b.is_in(Player::One));
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(3, 0))).unwrap_err(),
        MoveError::Out
    );
    // Two plays on alone.
    let b = play(&b, Player::Two, Move::Reveal(p(6, 9)));
    assert!(!b.is_over());
}

#[test]
fn a_chord_can_hit_several_mines_and_costs_one_life_each() {
    let b = Battle::from_picture(&GATED, 3, Pace::Realtime).unwrap();
    // (1, 3) shows 3: flag three safe... there are only mines around it, so flag nothing and
    // chord a number whose flags are wrong instead: (2, 3) shows 4 ((1,4) (2,4) (3,2..4)).
    let b = play(&b, Player::One, Move::Flag(p(3, 0)));
    assert!(b.is_flagged(Player::One, p(3, 0)));
    assert!(!b.is_flagged(Player::Two, p(3, 0)));
    assert_eq!(b.status(), Status::Ready, "flags do not start the battle");
    // (2, 1) shows 2 ((3, 1) and (3, 2)); with the wrong flag at (3, 0) and two more flags it
    // would not match, so set flags making the count equal but wrong: flag (3, 0) and (3, 1).
    let b = play(&b, Player::One, Move::Flag(p(3, 1)));
    let step = b.apply(Player::One, Move::Chord(p(2, 1))).unwrap();
    // Opens (3, 2): a mine.
    assert_eq!(step.hits, 1);
    assert_eq!(step.battle.lives(Player::One), 2);
    // An unready chord changes nothing.
    let step = b.apply(Player::One, Move::Chord(p(1, 3))).unwrap();
    assert!(step.changed.is_empty());
    assert_eq!(
        b.apply(Player::One, Move::Chord(p(9, 9))).unwrap_err(),
        MoveError::NotYourNumber(p(9, 9))
    );
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(3, 0))).unwrap_err(),
        MoveError::Flagged(p(3, 0))
    );
}

#[test]
fn a_press_means_in_a_battle_what_it_means_on_the_classic_board() {
    use crate::input::Press;
    let b = Battle::from_picture(&GATED, 3, Pace::Realtime).unwrap();
    let b = play(&b, Player::One, Move::Flag(p(3, 0)));
    let meant = |player: Player, press: Press, pos: Pos| {
        Move::meant(press, pos, b.seen_by(player, pos).expect("on the board"))
    };
    // Each sees their own flag and not the other's.
    assert_eq!(b.seen_by(Player::One, p(3, 0)), Some(CellView::Flagged));
    assert_eq!(b.seen_by(Player::Two, p(3, 0)), Some(CellView::Hidden));
    assert_eq!(b.seen_by(Player::One, p(2, 1)), Some(CellView::Revealed(2)));
    assert_eq!(b.seen_by(Player::One, p(10, 0)), None);
    // A left click on a number chords, on a hidden cell opens, on one's own flag does nothing.
    assert_eq!(
        meant(Player::One, Press::Primary, p(2, 1)),
        Some(Move::Chord(p(2, 1)))
    );
    assert_eq!(
        meant(Player::Two, Press::Primary, p(3, 0)),
        Some(Move::Reveal(p(3, 0)))
    );
    assert_eq!(meant(Player::One, Press::Primary, p(3, 0)), None);
    // A right click flags a closed cell, and means nothing on an open one.
    assert_eq!(
        meant(Player::One, Press::Secondary, p(3, 0)),
        Some(Move::Flag(p(3, 0)))
    );
    assert_eq!(meant(Player::One, Press::Secondary, p(2, 1)), None);
    assert_eq!(
        meant(Player::One, Press::Both, p(2, 1)),
        Some(Move::Chord(p(2, 1)))
    );
}

#[test]
fn turns_alternate_and_flags_are_free() {
    let b = Battle::from_picture(&GATED, 3, Pace::Turns).unwrap();
    assert_eq!(b.turn(), Player::One);
    assert_eq!(
        b.apply(Player::Two, Move::Reveal(p(6, 9))).unwrap_err(),
        MoveError::NotYourTurn
    );
    let b = play(&b, Player::Two, Move::Flag(p(6, 9)));
    let b = play(&b, Player::One, Move::Reveal(p(3, 0)));
    assert_eq!(b.turn(), Player::Two);
    assert_eq!(
        b.apply(Player::One, Move::Reveal(p(4, 0))).unwrap_err(),
        MoveError::NotYourTurn
    );
    let b = play(&b, Player::Two, Move::Flag(p(6, 9)));
    let b = play(&b, Player::Two, Move::Reveal(p(6, 9)));
    assert_eq!(b.turn(), Player::One);
}

#[test]
fn a_player_who_is_out_is_skipped_in_turns() {
    let b = Battle::from_picture(&GATED, 1, Pace::Turns).unwrap();
    let b = play(&b, Player::One, Move::Reveal(p(3, 1)));
    assert_eq!(b.lives(Player::One), 0);
    let b = play(&b, Player::Two, Move::Reveal(p(6, 9)));
    assert_eq!(b.turn(), Player::Two);
    let b = play(&b, Player::Two, Move::Reveal(p(5, 9)));
    assert_eq!(b.turn(), Player::Two);
}

#[test]
fn when_nobody_can_gain_the_larger_territory_wins() {
    let b = Battle::from_picture(&WALLED, 3, Pace::Turns).unwrap();
    assert_eq!(
        (b.territory(Player::One), b.territory(Player::Two)),
        (16, 25)
    );
    assert!(!b.is_over(), "One can still open (4, 0)");
    // After it, only mines touch either territory: it ends there (nobody is forced onto one).
    let b = play(&b, Player::One, Move::Reveal(p(4, 0)));
    assert_eq!(
        b.outcome(),
        Some(Outcome {
            winner: Some(Player::Two),
            reason: EndReason::NoMovesLeft
        })
    );
    assert_eq!(
        b.apply(Player::Two, Move::Reveal(p(5, 9))).unwrap_err(),
        MoveError::Over
    );
}

#[test]
fn equal_territories_draw() {
    // Each walled into a 4 × 4 box with one safe cell beyond: (4, 0) and (5, 9).
    let rows = [
        "....*.....",
        "....*.....",
        "....*.....",
        "....*.....",
        ".****...**",
        "**...****.",
        ".....*....",
        ".....*....",
        ".....*....",
        ".....*....",
    ];
    let b = Battle::from_picture(&rows, 3, Pace::Realtime).unwrap();
    assert_eq!(
        (b.territory(Player::One), b.territory(Player::Two)),
        (16, 16)
    );
    let b = play(&b, Player::One, Move::Reveal(p(4, 0)));
    assert!(!b.is_over(), "Two can still gain a cell");
    let b = play(&b, Player::Two, Move::Reveal(p(5, 9)));
    assert_eq!(
        b.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoMovesLeft
        })
    );
}

#[test]
fn walled_in_from_the_start_is_over_before_anyone_moves() {
    let mut rows = WALLED;
    rows[4] = "**********";
    rows[5] = "....*.....";
    let b = Battle::from_picture(&rows, 3, Pace::Turns).unwrap();
    assert_eq!(
        b.outcome().map(|o| o.winner),
        Some(Some(Player::Two)),
        "16 against 25, and nobody can open a safe cell"
    );
}

#[test]
fn the_first_to_the_target_wins() {
    // One mine in the far middle: the openings split the board and the first move decides.
    let mut rows = [".........."; 10];
    rows[5] = "....*.....";
    let b = Battle::from_picture(&rows, 3, Pace::Realtime).unwrap();
    if let Some(outcome) = b.outcome() {
        // The openings split every safe cell: one of them already holds the target.
        assert_eq!(outcome.reason, EndReason::Target);
        let winner = outcome.winner.unwrap();
        assert!(b.territory(winner) >= b.target());
    } else {
        panic!("a board with one mine is decided by its openings");
    }
}

#[test]
fn a_seeded_battle_is_the_same_every_time_and_settings_are_checked() {
    let config = BattleConfig::preset(&PRESETS[1], Pace::Turns);
    assert_eq!(Battle::new(config, 7), Battle::new(config, 7));
    assert_ne!(Battle::new(config, 7), Battle::new(config, 8));
    assert!(BattleConfig::new(9, 20, 10, 3, Pace::Turns).is_err());
    assert!(BattleConfig::new(20, 20, 0, 3, Pace::Turns).is_err());
    assert!(BattleConfig::new(20, 20, 10, 6, Pace::Turns).is_err());
    let (clamped, notices) = BattleConfig::clamped(5, 300, 99_999, 0, Pace::Realtime);
    assert_eq!((clamped.rows(), clamped.cols()), (10, 200));
    assert_eq!(clamped.mines(), BattleConfig::max_mines(10, 200));
    assert_eq!(clamped.lives(), 1);
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert_eq!(notices[0], Clamp::Rows { asked: 5, got: 10 });
    assert!(
        notices[0].to_string().contains("rows must be 10 to 200"),
        "{notices:?}"
    );
}

#[test]
fn a_saved_battle_replays_and_a_tampered_one_is_refused() {
    let config = BattleConfig::preset(&PRESETS[0], Pace::Turns);
    let mut b = Battle::new(config, 11);
    for _ in 0..30 {
        if b.is_over() {
            break;
        }
        let player = b.turn();
        let Some(cell) = Level::Casual.choose(&b.sight(player)) else {
            break;
        };
        b = play(&b, player, Move::Reveal(cell));
    }
    let text = serde_json::to_string(&b).unwrap();
    let back: Battle = serde_json::from_str(&text).unwrap();
    assert_eq!(back, b);
    let bad = text.replace("\"moves\":\"1R", "\"moves\":\"2R");
    assert!(serde_json::from_str::<Battle>(&bad).is_err());
    let bad = text.replace("\"moves\":\"", "\"moves\":\"1X0,0;");
    let err = serde_json::from_str::<Battle>(&bad)
        .unwrap_err()
        .to_string();
    assert!(err.contains("unreadable move"), "{err}");
    let bad = text.replace("\"lives\":2", "\"lives\":9");
    assert!(serde_json::from_str::<Battle>(&bad).is_err());
}

/// Both players together can open every safe cell by proof from the two openings, the openings
/// are as fair as an ordinary battle's, and the same seed gives the same board.
#[test]
fn no_guess_battles_play_through_by_proof_from_equal_openings() {
    for preset in &PRESETS {
        let config = BattleConfig::preset(preset, Pace::Turns).with_no_guess(true);
        for seed in 0..12 {
            let battle = Battle::new(config, seed);
            let mines: Vec<u32> = battle
                .mine_positions()
                .iter()
                .map(|&p| battle.grid().index(p).unwrap() as u32)
                .collect();
            assert_eq!(mines.len() as u32, config.mines());
            assert!(mines.iter().all(|&m| !layout::in_disc(&config, m as usize)));
            let verdict = super::check_no_guess(&config, &mines);
            assert!(verdict.solved, "{} seed {seed}", preset.name);
            let (one, two) = (battle.territory(Player::One), battle.territory(Player::Two));
            assert!(
                one.abs_diff(two) <= 1,
                "{} seed {seed}: {one} vs {two}",
                preset.name
            );
            assert_eq!(battle, Battle::new(config, seed));
            let made = super::generate_no_guess(config, seed, crate::no_guess::Budget::DEFAULT);
            assert_eq!(Battle::with_mines(config, seed, &made.mines), Ok(battle));
        }
    }
}

/// An ordinary battle's board usually needs a guess somewhere: the check tells them apart.
#[test]
fn ordinary_battles_often_need_a_guess() {
    let config = BattleConfig::preset(&PRESETS[2], Pace::Turns);
    let needs_guess = (0..20)
        .filter(|&seed| {
            let mines = layout::uniform_mines(&config, seed);
            !super::check_no_guess(&config, &mines).solved
        })
        .count();
    assert!(needs_guess >= 10, "{needs_guess} of 20");
}

#[test]
fn a_no_guess_battle_saves_and_restores_and_old_saves_read_as_ordinary() {
    let config = BattleConfig::preset(&PRESETS[0], Pace::Turns).with_no_guess(true);
    let mut b = Battle::new(config, 5);
    let cell = b.grid().pos(b.legal_cells(Player::One)[0]);
    b = play(&b, Player::One, Move::Reveal(cell));
    let text = serde_json::to_string(&b).unwrap();
    assert!(text.contains("\"no_guess\":true"), "{text}");
    let back: Battle = serde_json::from_str(&text).unwrap();
    assert_eq!(back, b);
    assert!(back.config().no_guess());
    // Saved before no-guess battles: no field, an ordinary battle.
    let ordinary = Battle::new(config.with_no_guess(false), 5);
    let text = serde_json::to_string(&ordinary).unwrap();
    assert!(!text.contains("no_guess"), "{text}");
    let back: Battle = serde_json::from_str(&text).unwrap();
    assert_eq!(back, ordinary);
}

#[test]
fn a_battle_on_given_mines_refuses_what_breaks_the_rules() {
    let config = BattleConfig::new(10, 10, 2, 1, Pace::Turns).unwrap();
    assert!(Battle::with_mines(config, 0, &[55, 66]).is_ok());
    let err = Battle::with_mines(config, 0, &[55]).unwrap_err();
    assert_eq!(err, "1 mines for a battle of 2");
    assert!(Battle::with_mines(config, 0, &[55, 55]).is_err());
    assert!(Battle::with_mines(config, 0, &[55, 100]).is_err());
    let err = Battle::with_mines(config, 0, &[0, 55]).unwrap_err();
    assert!(err.contains("clear disc"), "{err}");
}

/// Two layouts that differ only where nothing is shown: every level makes the same choice.
#[test]
fn no_level_looks_at_hidden_mines() {
    let mut other = GATED;
    // Move a mine inside the unopened bottom-left, keeping every shown number the same.
    other[8] = "*....*....";
    other[9] = ".....*....";
    let mut a = GATED;
    a[9] = "*....*....";
    a[8] = ".....*....";
    let a = Battle::from_picture(&a, 3, Pace::Turns).unwrap();
    let b = Battle::from_picture(&other, 3, Pace::Turns).unwrap();
    assert_ne!(a.mine_positions(), b.mine_positions());
    let (a, b) = [(Player::One, p(3, 0)), (Player::Two, p(6, 9))]
        .iter()
        .fold((a, b), |(a, b), &(who, pos)| {
            (
                play(&a, who, Move::Reveal(pos)),
                play(&b, who, Move::Reveal(pos)),
            )
        });
    for player in Player::BOTH {
        assert_eq!(a.sight(player), b.sight(player));
        for level in Level::ALL {
            let (x, y) = (
                level.choose(&a.sight(player)),
                level.choose(&b.sight(player)),
            );
            assert!(x.is_some());
            assert_eq!(x, y, "{level:?}");
        }
    }
}

#[test]
fn levels_name_themselves() {
    for level in Level::ALL {
        assert_eq!(Level::parse(level.as_str()), Some(level));
    }
    assert_eq!(Level::parse("grandmaster"), None);
}

/// A battle's size, mines, lives, pace (turns or not), seed, and moves to try: (kind, x, y).
type RandomBattle = (u32, u32, u32, u8, bool, u64, Vec<(u8, u16, u16)>);

fn random_battle() -> impl Strategy<Value = RandomBattle> {
    (10u32..=16, 10u32..=16).prop_flat_map(|(rows, cols)| {
        (
            Just(rows),
            Just(cols),
            1..=BattleConfig::max_mines(rows, cols).min(rows * cols / 3),
            1u8..=5,
            any::<bool>(),
            any::<u64>(),
            prop::collection::vec((0u8..6, any::<u16>(), any::<u16>()), 0..120),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random moves, legal and not: nothing panics, refused moves change nothing, territories
    /// never overlap and equal the cells owned, lives only fall, and every state round-trips.
    #[test]
    fn random_battles_keep_the_rules((rows, cols, mines, lives, turns, seed, moves) in random_battle()) {
        let pace = if turns { Pace::Turns } else { Pace::Realtime };
        let config = BattleConfig::new(rows, cols, mines, lives, pace).unwrap();
        let mut b = Battle::new(config, seed);
        let cells = b.grid().cells();
        for (kind, x, y) in moves {
            let player = if kind % 2 == 0 { Player::One } else { Player::Two };
            let pos = if kind < 4 {
                // A legal cell when there is one: random battles should get somewhere.
                let legal = b.legal_cells(player);
                if legal.is_empty() { Pos::new(u32::from(x) % (rows + 2), 0) } else { b.grid().pos(legal[usize::from(x) % legal.len()]) }
            } else {
                Pos::new(u32::from(x) % (rows + 2), u32::from(y) % (cols + 2))
            };
            let mv = match y % 7 { 0 => Move::Flag(pos), 1 => Move::Chord(pos), _ => Move::Reveal(pos) };
            // A refused move changes nothing (there is no state to change: `b` stays), and
            // playing in place does exactly what `apply` does, a refused move included.
            let mut in_place = b.clone();
            let checked = b.check(player, mv);
            let played = in_place.play(player, mv);
            // What `check` says: refused as `play` refuses, and changing nothing exactly when
            // the move is no move (a chord not ready).
            prop_assert_eq!(checked.as_ref().err(), played.as_ref().err());
            if let Ok(checked) = &checked {
                prop_assert_eq!(checked.changes_nothing(), in_place.moves().len() == b.moves().len());
            }
            match b.apply(player, mv) {
                Ok(step) => {
                    for other in Player::BOTH {
                        prop_assert!(step.battle.lives(other) <= b.lives(other));
                    }
                    prop_assert_eq!(played, Ok(Played { changed: step.changed, hits: step.hits }));
                    b = step.battle;
                }
                Err(e) => prop_assert_eq!(played, Err(e)),
            }
            prop_assert_eq!(&in_place, &b);
            let mut total = 0;
            for player in Player::BOTH {
                prop_assert_eq!(b.territory(player), owned(&b, player));
                total += b.territory(player);
                if b.outcome().is_none() {
                    prop_assert!(b.territory(player) < b.target());
                }
            }
            // The borders kept as cells open are the borders a scan of the board finds.
            prop_assert_eq!(b.borders(), b.borders_scanned());
            let hit = (0..cells).filter(|&i| matches!(b.tile_at(i), Tile::Hit(_))).count() as u32;
            let hidden = (0..cells).filter(|&i| b.tile_at(i) == Tile::Hidden).count() as u32;
            prop_assert_eq!(total + hit + hidden, cells as u32);
        }
        if let Some(Outcome { winner: Some(w), reason: EndReason::Target }) = b.outcome() {
            prop_assert!(b.territory(w) >= b.target());
        }
        let text = serde_json::to_string(&b).unwrap();
        let back: Battle = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// A battle resumed from a snapshot taken after any of its moves, with its later moves
    /// played, is the battle played from its start.
    #[test]
    fn a_battle_resumed_from_any_snapshot_is_the_battle((rows, cols, mines, lives, turns, seed, moves) in random_battle()) {
        let pace = if turns { Pace::Turns } else { Pace::Realtime };
        let config = BattleConfig::new(rows, cols, mines, lives, pace).unwrap();
        let mut b = Battle::new(config, seed);
        let mut snapshots = vec![b.snapshot()];
        for (kind, x, _) in moves {
            let player = if kind % 2 == 0 { Player::One } else { Player::Two };
            let legal = b.legal_cells(player);
            let Some(&cell) = legal.get(usize::from(x) % legal.len().max(1)) else { continue };
            let pos = b.grid().pos(cell);
            let mv = if kind >= 4 { Move::Flag(pos) } else { Move::Reveal(pos) };
            if b.play(player, mv).is_ok() {
                snapshots.push(b.snapshot());
            }
        }
        let layout: Vec<u32> = (0..b.field.len() as u32).filter(|&i| b.field[i as usize] == MINE).collect();
        for snapshot in &snapshots {
            let text = serde_json::to_string(snapshot).unwrap();
            let snapshot: Snapshot = serde_json::from_str(&text).unwrap();
            let resumed = Battle::resume(config, seed, &layout, &snapshot, b.moves()).unwrap();
            prop_assert_eq!(&resumed, &b);
        }
    }
}

/// Seats and reasons are written as the game server's messages write them, and a snapshot
/// stored by an earlier version (`"One"`, `"NoMovesLeft"`) still reads.
#[test]
fn seats_and_reasons_are_written_in_snake_case_and_old_names_read() {
    assert_eq!(serde_json::to_string(&Player::Two).unwrap(), r#""two""#);
    assert_eq!(
        serde_json::to_string(&EndReason::NoMovesLeft).unwrap(),
        r#""no_moves_left""#
    );
    for (old, new) in [(r#""One""#, Player::One), (r#""two""#, Player::Two)] {
        assert_eq!(serde_json::from_str::<Player>(old).unwrap(), new);
    }
    let old: EndReason = serde_json::from_str(r#""NoMovesLeft""#).unwrap();
    assert_eq!(old, EndReason::NoMovesLeft);
    assert!(serde_json::from_str::<Player>(r#""three""#).is_err());
    for p in Player::BOTH {
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            format!("\"{}\"", p.name())
        );
        assert_eq!(Player::named(p.name()), Some(p));
    }
}

/// A snapshot that does not belong to the board or the moves it is resumed with is refused.
#[test]
fn a_snapshot_of_another_battle_is_refused() {
    let config = BattleConfig::new(16, 16, 40, 3, Pace::Realtime).unwrap();
    let mut b = Battle::new(config, 7);
    let mine = |b: &Battle| {
        (0..b.field.len() as u32)
            .filter(|&i| b.field[i as usize] == MINE)
            .collect::<Vec<_>>()
    };
    for _ in 0..6 {
        let cell = b.legal_cells(Player::One)[0];
        let _ = b.play(Player::One, Move::Reveal(b.grid().pos(cell)));
    }
    let snapshot = b.snapshot();
    let layout = mine(&b);
    assert_eq!(
        Battle::resume(config, 7, &layout, &snapshot, b.moves()).as_ref(),
        Ok(&b)
    );
    // Fewer moves than it was taken after.
    let short = &b.moves()[..b.moves().len() - 1];
    assert!(Battle::resume(config, 7, &layout, &snapshot, short).is_err());
    // Another board: some cell it shows is not that board's.
    let other = Battle::new(config, 8);
    assert!(Battle::resume(config, 8, &mine(&other), &snapshot, b.moves()).is_err());
    // A cell that reads as nothing.
    let mut text = serde_json::to_value(&snapshot).unwrap();
    text["tiles"] = serde_json::Value::String("?".repeat(256));
    let broken: Snapshot = serde_json::from_value(text).unwrap();
    assert!(Battle::resume(config, 7, &layout, &broken, b.moves()).is_err());
}
