use std::rc::Rc;

use minesweeper_engine::replay::cursor::CELL_PIXELS;
use minesweeper_engine::replay::Sample;
use yew::prelude::*;

/// Where a replay's cursor is at the moment shown: its place and buttons, and the places it
/// passed in the second before (the trail; empty when the trail is off). Places are the
/// track's: the board's pixels at 16 a cell.
#[derive(Clone, Debug, PartialEq)]
pub struct PointerView {
    pub at: Sample,
    pub trail: Rc<Vec<(u16, u16)>>,
}

/// How long a trail is, in the replay's milliseconds.
pub const TRAIL_MS: u32 = 1_000;

impl PointerView {
    /// The cursor at `clock_ms` of a track: the last sample at or before it (none before the
    /// first); with `trail`, the places of the second before.
    pub fn at(track: &[Sample], clock_ms: f64, trail: bool) -> Option<PointerView> {
        let clock = clock_ms.max(0.0).min(f64::from(u32::MAX)) as u32;
        let upto = track.partition_point(|s| s.at_ms <= clock);
        let at = *track.get(upto.checked_sub(1)?)?;
        let trail = if trail {
            let from = track[..upto].partition_point(|s| s.at_ms + TRAIL_MS < clock);
            track[from..upto].iter().map(|s| (s.x, s.y)).collect()
        } else {
            Vec::new()
        };
        Some(PointerView {
            at,
            trail: Rc::new(trail),
        })
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct PointerProps {
    pub view: PointerView,
    pub rows: u32,
    pub cols: u32,
    /// The board is drawn on its side: its rows run across the screen.
    pub turned: bool,
}

/// A replay's cursor over the board: an arrow where it was, the cell under it pressed while a
/// button was down, and its trail. One SVG in the board's own pixels, stretched over the
/// board, so it follows the zoom; it takes no pointer events.
#[component]
pub fn PointerLayer(props: &PointerProps) -> Html {
    let px = u32::from(CELL_PIXELS);
    let (width, height) = (props.cols * px, props.rows * px);
    // On its side, x runs down the screen and y across it.
    let place = |x: u16, y: u16| {
        if props.turned {
            (u32::from(y), u32::from(x))
        } else {
            (u32::from(x), u32::from(y))
        }
    };
    let (view_w, view_h) = if props.turned {
        (height, width)
    } else {
        (width, height)
    };
    let at = props.view.at;
    let (x, y) = place(at.x, at.y);
    let held = at.buttons.any().then(|| {
        let (cx, cy) = place(at.x - at.x % CELL_PIXELS, at.y - at.y % CELL_PIXELS);
        html! { <rect class="pointer-held" x={cx.to_string()} y={cy.to_string()} width={px.to_string()} height={px.to_string()} /> }
    });
    let trail: String = props
        .view
        .trail
        .iter()
        .map(|&(tx, ty)| {
            let (tx, ty) = place(tx, ty);
            format!("{tx},{ty} ")
        })
        .collect();
    html! {
        <svg class="pointer-layer" data-testid="replay-pointer" aria-hidden="true"
            data-x={at.x.to_string()} data-y={at.y.to_string()} data-buttons={at.buttons.0.to_string()}
            viewBox={format!("0 0 {view_w} {view_h}")} preserveAspectRatio="none">
            { for held }
            if props.view.trail.len() > 1 {
                <polyline class="pointer-trail" points={trail} />
            }
            <path class="pointer-arrow" transform={format!("translate({x} {y})")}
                d="M0 0 L0 15 L4 11.5 L7 18 L9.5 17 L6.5 10.5 L11.5 10.5 Z" />
        </svg>
    }
}
