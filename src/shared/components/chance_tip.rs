use minesweeper_engine::Pos;
use yew::prelude::*;

use super::cell::percent;

/// The mine chance (`chance`, in thousandths) of the cell `pos` under the mouse or the
/// keyboard cursor, shown at once beside it; `cols`, the board's width, turns it inward at the
/// right edge. One element for the whole board, instead of a `title` on every cell: the
/// browser's tooltip waits a second before it shows, and 40,000 titles cost a tenth of a
/// second each time the overlay is turned on. Screen readers hear the chance in the cell's
/// label, so this is hidden from them. A function, not a component: the board draws it when
/// the board draws, and a component type costs the first screen's code about half a kilobyte.
pub fn view(pos: Pos, chance: u16, cols: u32) -> Html {
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
