//! Helpers shared by the rules' and the engine's integration tests.
#![allow(dead_code)]

use minesweeper_rules::{FirstClick, Game, Pos};

/// A game with a hand-made layout: one string per row, `*` for a mine, anything else safe.
pub fn board(rows: &[&str]) -> Game {
    Game::from_picture(rows, FirstClick::Safe).expect("valid hand-made board")
}

pub fn p(row: u32, col: u32) -> Pos {
    Pos::new(row, col)
}

/// Every cell's view as text, one row per line: `#` hidden, `F` flag, `?` mark, digits,
/// `*` shown mine, `X` exploded, `W` wrong flag.
pub fn render(game: &Game) -> String {
    use minesweeper_rules::CellView::*;
    (0..game.config().rows())
        .map(|r| {
            game.row_views(r)
                .map(|v| match v {
                    Hidden => '#',
                    Flagged => 'F',
                    Questioned => '?',
                    Revealed(n) => char::from(b'0' + n),
                    Mine => '*',
                    Exploded => 'X',
                    WrongFlag => 'W',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}
