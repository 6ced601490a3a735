//! The one table of counters: each named as ms_toollib names it, with how its figure is taken
//! from a game's [`Counters`] and where it is shown. The result card, the replay viewer, the
//! live panel, the terminal's text and its JSON all draw from [`Counter::ALL`], so a new
//! counter is a line here (and its label in the catalogues: `minesweeper_i18n::counters`).

use super::Counters;

/// Where a counter is shown. Every counter is in the JSON (`mines review --json`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A finished game's counters: the result card, the replay viewer, `mines review`.
    Card,
    /// The panel that follows a game while it is played (or replayed).
    Live,
}

/// A counter's figure, for a front end to write in its own way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Figure {
    /// A whole number.
    Count(u32),
    /// A number written with so many decimals; `None` (a dash) when it has no value yet (a
    /// ratio over nothing).
    Decimal(Option<f64>, u32),
    /// Seconds; `None` when there is no value yet.
    Seconds(Option<f64>),
    /// The cursor's path, in pixels of a 16-pixel cell.
    Pixels(f64),
    /// Yes or no.
    Yes(bool),
}

impl Figure {
    /// Whether a panel shows it: a "no" and a figure that does not apply are left out.
    pub const fn shown(self) -> bool {
        !matches!(self, Figure::Yes(false))
    }

    /// Its value for a program (JSON): a number, a flag, or none.
    pub fn number(self) -> Option<f64> {
        match self {
            Figure::Count(n) => Some(f64::from(n)),
            Figure::Decimal(v, _) | Figure::Seconds(v) => v,
            Figure::Pixels(v) => Some(v),
            Figure::Yes(_) => None,
        }
    }
}

/// One counter of the table.
#[derive(Clone, Copy, Debug)]
pub struct Counter {
    /// Its name, as ms_toollib names it (`bbbv_s`, `ioe`…; `wasted`, `zne` and `nf` are not
    /// ms_toollib's): `data-counter` on the page, the key in the terminal's JSON.
    pub name: &'static str,
    figure: fn(&Counters) -> Option<Figure>,
    card: bool,
    live: bool,
}

const fn counter(
    name: &'static str,
    figure: fn(&Counters) -> Option<Figure>,
    card: bool,
    live: bool,
) -> Counter {
    Counter {
        name,
        figure,
        card,
        live,
    }
}

const CARD: bool = true;
const LIVE: bool = true;
const NOT: bool = false;

impl Counter {
    /// Every counter, in the order they are shown. `None`: it does not apply to this game (STNB
    /// off the rated boards, the path without a cursor's track).
    #[rustfmt::skip]
    pub const ALL: [Counter; 25] = [
        counter("rtime", |c| Some(Figure::Seconds(Some(c.time))), NOT, LIVE),
        counter("etime", |c| Some(Figure::Seconds(c.etime())), NOT, LIVE),
        counter("bbbv", |c| Some(Figure::Count(c.bbbv)), CARD, LIVE),
        counter("bbbv_solved", |c| Some(Figure::Count(c.bbbv_solved)), CARD, LIVE),
        counter("bbbv_s", |c| Some(Figure::Decimal(c.bbbv_per_second(), 2)), CARD, LIVE),
        counter("zini", |c| Some(Figure::Count(c.zini)), CARD, NOT),
        counter("hzini", |c| Some(Figure::Count(c.hzini)), CARD, NOT),
        counter("cl", |c| Some(Figure::Count(c.clicks())), CARD, LIVE),
        counter("left", |c| Some(Figure::Count(c.left)), CARD, LIVE),
        counter("right", |c| Some(Figure::Count(c.right)), CARD, LIVE),
        counter("double", |c| Some(Figure::Count(c.chords)), CARD, LIVE),
        counter("ce", |c| Some(Figure::Count(c.effective())), CARD, LIVE),
        counter("wasted", |c| Some(Figure::Count(c.wasted())), CARD, NOT),
        counter("flag", |c| Some(Figure::Count(c.flags)), NOT, LIVE),
        counter("ioe", |c| Some(Figure::Decimal(c.ioe(), 2)), CARD, LIVE),
        counter("corr", |c| Some(Figure::Decimal(c.correctness(), 2)), CARD, LIVE),
        counter("thrp", |c| Some(Figure::Decimal(c.throughput(), 2)), CARD, LIVE),
        counter("zne", |c| c.won.then(|| Figure::Decimal(c.zne(), 2)), CARD, NOT),
        counter("rqp", |c| Some(Figure::Decimal(c.rqp(), 2)), CARD, NOT),
        counter("stnb", |c| c.stnb().map(|s| Figure::Decimal(Some(s), 1)), CARD, NOT),
        counter("path", |c| c.path.map(Figure::Pixels), CARD, LIVE),
        counter("nf", |c| Some(Figure::Yes(c.won && c.no_flags())), CARD, NOT),
        counter("lce", |c| Some(Figure::Count(c.left_effective)), NOT, NOT),
        counter("rce", |c| Some(Figure::Count(c.right_effective)), NOT, NOT),
        counter("dce", |c| Some(Figure::Count(c.chords_effective)), NOT, NOT),
    ];

    /// The counters shown in `place`, in order.
    pub fn shown_in(place: Place) -> impl Iterator<Item = &'static Counter> {
        Counter::ALL.iter().filter(move |c| match place {
            Place::Card => c.card,
            Place::Live => c.live,
        })
    }

    /// The counter called `name`.
    pub fn named(name: &str) -> Option<&'static Counter> {
        Counter::ALL.iter().find(|c| c.name == name)
    }

    /// Its figure for the game `counters` counted; `None` when it does not apply.
    pub fn figure(&self, counters: &Counters) -> Option<Figure> {
        (self.figure)(counters)
    }
}
