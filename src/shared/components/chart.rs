//! What the SVG charts share (the statistics' progress, a player's rating): the drawing box,
//! where a game's number and a value land in it, and the axes with their labels. Plain SVG:
//! no chart library, and nothing of it in a first screen.

use minesweeper_engine::format::fixed;
use yew::prelude::*;

/// A chart's drawing box, in SVG units (it scales to the dialog's width).
pub const W: f64 = 600.0;
pub const H: f64 = 170.0;
/// Room for the axes' labels.
pub const LEFT: f64 = 52.0;
pub const BOTTOM: f64 = 20.0;
pub const TOP: f64 = 8.0;
pub const RIGHT: f64 = 10.0;

/// Where a game's number and a value land in a chart whose values run from `bottom` to `top`.
pub struct Scale {
    /// The games along the bottom.
    pub games: usize,
    /// The value at the bottom (0 for times and speeds).
    pub bottom: f64,
    /// The value at the top.
    pub top: f64,
}

impl Scale {
    pub fn x(&self, game: usize) -> f64 {
        let span = (self.games.max(2) - 1) as f64;
        LEFT + (W - LEFT - RIGHT) * (game.saturating_sub(1)) as f64 / span
    }

    pub fn y(&self, value: f64) -> f64 {
        let span = (self.top - self.bottom).max(f64::EPSILON);
        TOP + (H - TOP - BOTTOM) * (1.0 - ((value - self.bottom) / span).clamp(0.0, 1.0))
    }
}

/// A number for a label: two decimals under 10, none above.
pub fn short(v: f64) -> String {
    if v == 0.0 {
        return "0".into();
    }
    fixed(v, if v < 10.0 { 2 } else { 0 })
}

/// The axes and their labels: `bottom` and `top` up the side, the first and the last of the
/// games along the bottom (`first`: the first game's label, "game 1").
pub fn axes(scale: &Scale, unit: &str, first: &str) -> Html {
    axes_labelled(scale, unit, first, &scale.games.to_string())
}

/// [`axes`] with the bottom's first and last labels as given.
pub fn axes_labelled(scale: &Scale, unit: &str, first: &str, last: &str) -> Html {
    let (x0, y0) = (LEFT, H - BOTTOM);
    html! {
        <g class="axes">
            <line x1={x0.to_string()} y1={TOP.to_string()} x2={x0.to_string()} y2={y0.to_string()} />
            <line x1={x0.to_string()} y1={y0.to_string()} x2={(W - RIGHT).to_string()} y2={y0.to_string()} />
            <text x={(x0 - 4.0).to_string()} y={(TOP + 10.0).to_string()} text-anchor="end">{ format!("{} {unit}", short(scale.top)) }</text>
            <text x={(x0 - 4.0).to_string()} y={y0.to_string()} text-anchor="end">{ short(scale.bottom) }</text>
            <text x={x0.to_string()} y={(H - 4.0).to_string()}>{ first.to_string() }</text>
            <text x={(W - RIGHT).to_string()} y={(H - 4.0).to_string()} text-anchor="end">{ last.to_string() }</text>
        </g>
    }
}
