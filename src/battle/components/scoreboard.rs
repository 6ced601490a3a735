use yew::prelude::*;

/// What the scoreboard shows.
pub struct Score {
    /// Territory (safe cells opened) and lives, you first.
    pub territory: [u32; 2],
    pub lives: [u8; 2],
    pub max_lives: u8,
    pub target: u32,
    /// In turns pace, whether it is your move.
    pub your_turn: Option<bool>,
    /// The sides' names, you first (against a person: their names and ratings).
    pub names: [AttrValue; 2],
    /// What the other side's turn reads as.
    pub waiting: AttrValue,
}

/// Both players' territory and lives, and the target between them. A function, not a
/// component: the territory changes with nearly every move, and a component type costs the
/// first screen's code about half a kilobyte.
pub fn view(props: &Score) -> Html {
    let w = crate::shared::words::words();
    let side = |who: usize, class: &'static str, key: &'static str| {
        let name = props.names[who].clone();
        let to_move = props.your_turn.map(|yours| yours == (who == 0));
        let lives = props.lives[who];
        let hearts: String = (0..props.max_lives)
            .map(|i| if i < lives { '♥' } else { '♡' })
            .collect();
        html! {
            <div class={classes!("side", class, (to_move == Some(true)).then_some("to-move"))}
                aria-current={(to_move == Some(true)).then_some("true")}>
                <span class="side-name">{ name }
                    if to_move == Some(true) {
                        <span class="to-move-note">{ if who == 0 { AttrValue::from(w.your_move()) } else { props.waiting.clone() } }</span>
                    }
                </span>
                <span class="side-score"><span data-testid={format!("score-{key}")}>{ props.territory[who] }</span>
                    <span class="unit">{ " " }{ w.cells_unit(props.territory[who]) }</span></span>
                <span class="side-lives" aria-label={w.lives_left(lives, props.max_lives)}>
                    <span aria-hidden="true">{ hearts }</span>
                    { " " }<span data-testid={format!("lives-{key}")}>{ lives }</span>
                </span>
            </div>
        }
    };
    html! {
        <div class="scoreboard" aria-label={w.score()}>
            { side(0, "you", "you") }
            <div class="target">
                <span class="unit">{ w.first_to() }</span>
                <span data-testid="target">{ props.target }</span>
            </div>
            { side(1, "cpu", "cpu") }
        </div>
    }
}
