use minesweeper_engine::Pos;
use yew::prelude::*;

use super::cell::percent;

#[derive(Properties, Clone, Copy, PartialEq)]
pub struct ChanceTipProps {
    /// The cell under the mouse, or under the keyboard cursor.
    pub pos: Pos,
    /// Its P(mine) in thousandths.
    pub chance: u16,
    /// The board's width, to turn the tip inward at the right edge.
    pub cols: u32,
}

/// The mine chance of the cell under the mouse or the keyboard cursor, shown at once beside it. One element for the whole board,
/// instead of a `title` on every cell: the browser's tooltip waits a second before it shows,
/// and 40,000 titles cost a tenth of a second each time the overlay is turned on. Screen
/// readers hear the chance in the cell's label, so this is hidden from them.
#[component]
pub fn ChanceTip(&ChanceTipProps { pos, chance, cols }: &ChanceTipProps) -> Html {
    // Near an edge of the board the tip turns inward, so the scroll box never clips it.
    let classes = classes!(
        "chance-tip",
        (pos.row < 2).then_some("below"),
        (pos.col < 2).then_some("start"),
        (pos.col + 2 >= cols && pos.col >= 2).then_some("end"),
    );
    html! {
        <div class={classes} aria-hidden="true" data-testid="chance-tip"
            style={format!("--r:{};--c:{}", pos.row, pos.col)}>
            { format!("{} mine", percent(f64::from(chance) / 1000.0)) }
        </div>
    }
}
