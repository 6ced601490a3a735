use yew::prelude::*;

use super::cell::BattleCell;
use crate::battle::state::BattleRow as Tiles;

#[derive(Properties, Clone, PartialEq)]
pub struct BattleRowProps {
    pub row: u32,
    /// Unchanged rows keep the same `Rc`: comparing them is a pointer check.
    pub tiles: Tiles,
    pub cursor_col: Option<u32>,
    pub last_col: Option<u32>,
}

/// One battle row: only rows around a move re-render.
#[component]
pub fn BattleRow(
    BattleRowProps {
        row,
        tiles,
        cursor_col,
        last_col,
    }: &BattleRowProps,
) -> Html {
    let row = *row;
    html! {
        <div class="row" role="row">
            { for tiles.iter().enumerate().map(|(col, &tile)| {
                let col = col as u32;
                html! {
                    <BattleCell key={col} {row} {col} {tile}
                        cursor={*cursor_col == Some(col)} last={*last_col == Some(col)} />
                }
            }) }
        </div>
    }
}
