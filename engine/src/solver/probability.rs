//! Exact mine probabilities. Frontier cells (unknown cells next to a number) are grouped into
//! boxes of cells touching exactly the same numbers; boxes split into independent components;
//! each component's solutions are enumerated, counting for every mine total m the weight
//! (Π C(size, k)) and each box's expected mines. Components are then convolved, and a frontier
//! total m is weighted by C(F, M − m) for the F unknown cells off the frontier. Each component
//! is normalised by its largest weight and the binomials are taken relative to their largest,
//! so nothing overflows even on a 200 × 200 board; the scales are kept in log space.

use super::deduce::{by_cell, Constraint, Deduction, Known};
use super::{Analysis, Groups, Position};

/// One component's solutions, indexed by the number of mines `m` they place.
struct Component {
    /// The frontier cells of each box.
    boxes: Vec<Vec<u32>>,
    /// weight[m]: Σ over solutions with m mines of Π C(size_b, k_b) (normalised).
    weight: Vec<f64>,
    /// mines[m][b]: Σ of weight × k_b, i.e. the expected mines of box b, unnormalised.
    mines: Vec<Vec<f64>>,
    /// spare[m][b]: whether some solution with m mines leaves a cell of box b free.
    spare: Vec<Vec<bool>>,
    /// ln of the factor the weights were divided by.
    ln_scale: f64,
}

pub(crate) fn probabilities(
    position: &Position,
    deduction: &Deduction,
    mut budget: u64,
) -> Analysis {
    let known = &deduction.known[..];
    let cells = position.grid().cells();
    let mut analysis = Analysis {
        probabilities: vec![0.0; cells],
        safe: Vec::new(),
        mines: Vec::new(),
        exact: true,
        ln_layouts: f64::NEG_INFINITY,
    };
    let Some(constraints) = deduction.constraints() else {
        // No layout fits: a hypothetical number that cannot occur.
        return analysis;
    };
    let mut on_frontier = vec![false; cells];
    for c in constraints {
        for &cell in c.cells() {
            on_frontier[cell as usize] = true;
        }
    }
    let off: Vec<usize> = (0..cells)
        .filter(|&i| !position.is_revealed(i) && known[i] == Known::Unknown && !on_frontier[i])
        .collect();
    let probabilities = &mut analysis.probabilities;
    let counted = count(
        position,
        deduction,
        &mut budget,
        off.len(),
        |cells, p| match cells {
            Some(cells) => cells.iter().for_each(|&c| probabilities[c as usize] = p),
            None => off.iter().for_each(|&c| probabilities[c] = p),
        },
    );
    match counted {
        Counted::Impossible => {}
        Counted::OverBudget => {
            let mines_left = position.mines().saturating_sub(deduction.mines_known) as usize;
            estimate(
                position,
                known,
                constraints,
                &off,
                mines_left,
                &mut analysis,
            );
        }
        Counted::Layouts(ln_layouts) => {
            analysis.ln_layouts = ln_layouts;
            finish(position, known, &mut analysis);
        }
    }
    analysis
}

/// What a look-ahead needs to know of a position, without a probability per cell.
pub(crate) struct Outlook {
    /// As [`Analysis::ln_layouts`].
    pub ln_layouts: f64,
    /// Some hidden cell is certainly safe.
    pub any_safe: bool,
    /// The chance that the next click is safe and teaches something: 1 when a certainly safe
    /// cell touches an undecided one (or nothing is left undecided), else the safest
    /// undecided cell's safety. A safe cell whose neighbours are all decided shows a number
    /// known in advance: clicking it changes nothing, so the next real move is still a guess.
    pub best_safety: f64,
}

/// [`probabilities`] boiled down to an [`Outlook`]: the work is proportional to the frontier,
/// not to the board, which matters when a guess on a big board looks at dozens of outcomes.
///
/// `budget` is what remains of the enumeration work allowed; the work done is taken off it, so
/// one budget can bound a whole look-ahead.
pub(crate) fn outlook(position: &Position, deduction: &Deduction, budget: &mut u64) -> Outlook {
    let mut outlook = Outlook {
        ln_layouts: f64::NEG_INFINITY,
        any_safe: deduction.safe_hidden > 0,
        best_safety: 0.0,
    };
    let Some(constraints) = deduction.constraints() else {
        return outlook;
    };
    let mut frontier: Vec<u32> = constraints
        .iter()
        .flat_map(|c| c.cells())
        .copied()
        .collect();
    frontier.sort_unstable();
    frontier.dedup();
    // Hidden cells neither known nor next to a number.
    let known = deduction.safe_hidden + deduction.mines_known;
    let off = (position.hidden().saturating_sub(known) as usize).saturating_sub(frontier.len());
    let (mut best_safety, mut undecided) = (0.0f64, false);
    // What the enumeration decides about each frontier cell (those the rules decided are in
    // `known`), and about the cells off the frontier, all alike.
    let mut frontier_state = vec![Decided::Unknown; frontier.len()];
    let at = |cell: u32| frontier.binary_search(&cell).ok();
    let mut off_state = Decided::Unknown;
    let counted = count(position, deduction, budget, off, |cells, p| {
        let state = Decided::from(p);
        if state == Decided::Open {
            undecided = true;
            best_safety = best_safety.max(1.0 - p);
        }
        match cells {
            Some(cells) => cells
                .iter()
                .filter_map(|&c| at(c))
                .for_each(|k| frontier_state[k] = state),
            None => off_state = state,
        }
    });
    outlook.ln_layouts = match counted {
        Counted::Impossible => f64::NEG_INFINITY,
        Counted::OverBudget => f64::NAN,
        Counted::Layouts(ln_layouts) => ln_layouts,
    };
    let state = |i: usize| match deduction.known[i] {
        _ if position.is_revealed(i) => Decided::Unknown,
        Known::Safe => Decided::Safe,
        Known::Mine => Decided::Mine,
        Known::Unknown => at(i as u32).map_or(off_state, |k| frontier_state[k]),
    };
    outlook.any_safe |= off_state == Decided::Safe || frontier_state.contains(&Decided::Safe);
    let grid = position.grid();
    let teaches = |i: usize| grid.neighbours(i).any(|n| state(n) == Decided::Open);
    // A safe cell is in some number's constraint (decided by the rules or the enumeration), or
    // off the frontier, where it teaches only by bordering an undecided frontier cell. Looking
    // only there keeps the work proportional to the frontier.
    let off_cell = |i: usize| {
        !position.is_revealed(i) && deduction.known[i] == Known::Unknown && at(i as u32).is_none()
    };
    let safe_click = outlook.any_safe
        && (deduction
            .constrained_cells()
            .any(|c| state(c as usize) == Decided::Safe && teaches(c as usize))
            || (off_state == Decided::Safe
                && frontier.iter().zip(&frontier_state).any(|(&f, &s)| {
                    s == Decided::Open && grid.neighbours(f as usize).any(off_cell)
                })));
    outlook.best_safety = if safe_click || !undecided {
        1.0
    } else {
        best_safety
    };
    outlook
}

/// A hidden cell as one analysis leaves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decided {
    /// Not reached by the enumeration (or revealed).
    Unknown,
    Safe,
    Mine,
    /// May be a mine, may be safe.
    Open,
}

impl From<f64> for Decided {
    fn from(p: f64) -> Decided {
        match p {
            0.0 => Decided::Safe,
            1.0 => Decided::Mine,
            _ => Decided::Open,
        }
    }
}

/// How counting the layouts of a position went.
enum Counted {
    /// No layout fits (a number or the mine count cannot be met).
    Impossible,
    /// The frontier is too large to enumerate within the budget.
    OverBudget,
    /// ln of the number of layouts.
    Layouts(f64),
}

/// Counts the layouts of a position and reports each box's mine probability to `visit`
/// (`Some(cells)`), then that of the `off` cells off the frontier (`None`), if any.
fn count(
    position: &Position,
    deduction: &Deduction,
    budget: &mut u64,
    off: usize,
    mut visit: impl FnMut(Option<&[u32]>, f64),
) -> Counted {
    let Some(constraints) = deduction.constraints() else {
        return Counted::Impossible;
    };
    let Some(mines_left) = position.mines().checked_sub(deduction.mines_known) else {
        // The rules found more mines than there are.
        return Counted::Impossible;
    };
    let mines_left = mines_left as usize;
    let Some(components) = enumerate(constraints, budget) else {
        return Counted::OverBudget;
    };

    // prefix[i]: the convolution of the components before i; prefix[n] is every component's.
    let n = components.len();
    let mut prefix = Vec::with_capacity(n + 1);
    prefix.push(vec![1.0]);
    for c in &components {
        let next = convolve(&prefix[prefix.len() - 1], &c.weight);
        prefix.push(next);
    }
    let total = &prefix[n];
    let (binom, max_ln) = off_weights(total.len(), mines_left, off);
    let z: f64 = total.iter().zip(&binom).map(|(t, b)| t * b).sum();
    if z.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) || !max_ln.is_finite() {
        // The numbers fit, but not with the mine count: no layout (a number that cannot show);
        // unless the sum only underflowed (a thousand components beside tens of thousands of
        // cells off the frontier): then the layouts are estimated.
        return if fits_the_count(&components, mines_left, off) {
            Counted::OverBudget
        } else {
            Counted::Impossible
        };
    }
    let ln_layouts = z.ln() + max_ln + components.iter().map(|c| c.ln_scale).sum::<f64>();
    visit_boxes(&components, &prefix, &binom, z, &mut visit);
    if off > 0 {
        let (mut expected, mut can_be_mine, mut can_be_free) = (0.0, false, false);
        for (m, &t) in total.iter().enumerate() {
            let w = t * binom[m];
            if w > 0.0 {
                let k = mines_left - m;
                expected += w * k as f64;
                can_be_mine |= k > 0;
                can_be_free |= k < off;
            }
        }
        visit(
            None,
            chance(expected / (z * off as f64), can_be_mine, can_be_free),
        );
    }
    Counted::Layouts(ln_layouts)
}

/// What the `off` cells off the frontier weigh when the frontier holds m mines, for every m
/// below `totals`: C(off, mines_left − m) relative to the largest, and ln of that largest.
/// Whether some count of mines the components can hold together leaves a count the `off`
/// cells can take: exactly, on which counts are possible at all (not how many layouts).
fn fits_the_count(components: &[Component], mines_left: usize, off: usize) -> bool {
    let mut possible = vec![true];
    for c in components {
        let mut next = vec![false; possible.len() + c.weight.len() - 1];
        for (i, _) in possible.iter().enumerate().filter(|(_, &p)| p) {
            for (j, _) in c.weight.iter().enumerate().filter(|(_, &w)| w > 0.0) {
                next[i + j] = true;
            }
        }
        possible = next;
    }
    possible
        .iter()
        .enumerate()
        .any(|(m, &p)| p && m <= mines_left && mines_left - m <= off)
}

fn off_weights(totals: usize, mines_left: usize, off: usize) -> (Vec<f64>, f64) {
    let f = off;
    let ln_fact = ln_factorials(f);
    let ln_binom =
        |k: usize| -> Option<f64> { (k <= f).then(|| ln_fact[f] - ln_fact[k] - ln_fact[f - k]) };
    let max_ln = (0..totals)
        .filter_map(|m| mines_left.checked_sub(m).and_then(ln_binom))
        .fold(f64::NEG_INFINITY, f64::max);
    let binom = (0..totals)
        .map(|m| {
            mines_left
                .checked_sub(m)
                .and_then(ln_binom)
                .map_or(0.0, |ln| (ln - max_ln).exp())
        })
        .collect();
    (binom, max_ln)
}

/// Each box's mine probability, to `visit`. What every other component and the cells off the
/// frontier weigh when component i places mc mines: g_i[mc] = Σ_a prefix[i][a] · after[mc + a],
/// where after[t] = Σ_b suffix[b] · binom[t + b] sums over the components after i (their
/// convolution, `suffix`). Going from the last component back, after_i[t] = Σ_c weight_i[c] ·
/// after_(i+1)[t + c], so the whole pass costs what one convolution of everything does, not
/// one per component.
fn visit_boxes(
    components: &[Component],
    prefix: &[Vec<f64>],
    binom: &[f64],
    z: f64,
    visit: &mut impl FnMut(Option<&[u32]>, f64),
) {
    let mut after = binom.to_vec();
    for (i, comp) in components.iter().enumerate().rev() {
        let before = &prefix[i];
        let g: Vec<f64> = (0..comp.weight.len())
            .map(|mc| before.iter().zip(&after[mc..]).map(|(p, a)| p * a).sum())
            .collect();
        after = (0..before.len())
            .map(|t| {
                comp.weight
                    .iter()
                    .zip(&after[t..])
                    .map(|(w, a)| w * a)
                    .sum()
            })
            .collect();
        for (b, cells_of_box) in comp.boxes.iter().enumerate() {
            let size = cells_of_box.len() as f64;
            let mut expected = 0.0;
            let (mut can_be_mine, mut can_be_free) = (false, false);
            for (mc, &rest_weight) in g.iter().enumerate() {
                if comp.weight[mc] > 0.0 && rest_weight > 0.0 {
                    expected += comp.mines[mc][b] * rest_weight;
                    can_be_mine |= comp.mines[mc][b] > 0.0;
                    can_be_free |= comp.spare[mc][b];
                }
            }
            visit(
                Some(cells_of_box),
                chance(expected / (z * size), can_be_mine, can_be_free),
            );
        }
    }
}

/// A cell's mine probability: exactly 0 or 1 when no solution says otherwise (decided from
/// the solutions, not from rounding), else the weighted share clamped to [0, 1].
fn chance(share: f64, can_be_mine: bool, can_be_free: bool) -> f64 {
    match (can_be_mine, can_be_free) {
        (false, _) => 0.0,
        (true, false) => 1.0,
        (true, true) => share.clamp(0.0, 1.0),
    }
}

/// Fills in the certain cells from the rules and collects the certain lists.
fn finish(position: &Position, known: &[Known], analysis: &mut Analysis) {
    for (i, &k) in known.iter().enumerate() {
        match k {
            Known::Mine => analysis.probabilities[i] = 1.0,
            Known::Safe => analysis.probabilities[i] = 0.0,
            Known::Unknown => {}
        }
    }
    for i in 0..known.len() {
        if position.is_revealed(i) {
            continue;
        }
        let p = analysis.probabilities[i];
        if p == 0.0 {
            analysis.safe.push(i);
        } else if p == 1.0 {
            analysis.mines.push(i);
        }
    }
}

/// When enumeration is over budget: each frontier cell gets the densest of its numbers'
/// local densities, off-frontier cells share what is left. Only rule-certain cells are certain.
fn estimate(
    position: &Position,
    known: &[Known],
    constraints: &[Constraint],
    off: &[usize],
    mines_left: usize,
    analysis: &mut Analysis,
) {
    // How many layouts there are is unknown: the look-ahead must not weigh this position.
    analysis.ln_layouts = f64::NAN;
    analysis.exact = false;
    let mut frontier_mines = 0.0;
    let mut seen = vec![false; analysis.probabilities.len()];
    for c in constraints.iter().filter(|c| !c.cells().is_empty()) {
        let density = c.mines as f64 / c.cells().len() as f64;
        for &cell in c.cells() {
            let cell = cell as usize;
            let p = &mut analysis.probabilities[cell];
            // Strictly inside (0, 1): an estimate is never a certainty.
            *p = p.max(density.clamp(0.01, 0.99));
            seen[cell] = true;
        }
    }
    for (i, &s) in seen.iter().enumerate() {
        if s {
            frontier_mines += analysis.probabilities[i];
        }
    }
    if !off.is_empty() {
        let p = ((mines_left as f64 - frontier_mines) / off.len() as f64).clamp(0.01, 0.99);
        for &cell in off {
            analysis.probabilities[cell] = p;
        }
    }
    finish(position, known, analysis);
}

/// The constraints (sorted ids) that a frontier cell belongs to: cells with equal keys form
/// a box. A cell touches at most 8 numbers.
type Key = ([u32; 8], u8);

/// Splits the constraints into independent components of boxes and enumerates each one.
/// `None` when the work budget runs out; the work done is taken off `budget` either way.
fn enumerate(constraints: &[Constraint], budget: &mut u64) -> Option<Vec<Component>> {
    // Sorted (cell, constraint) pairs give each frontier cell's key; sorting the keys groups
    // the boxes. (No hashing: this runs for every outcome of every look-ahead.)
    let mut keyed: Vec<(Key, u32)> = Vec::new();
    for (cell, k) in by_cell(constraints) {
        match keyed.last_mut() {
            Some(((ids, len), last)) if *last == cell => {
                ids[usize::from(*len)] = k;
                *len += 1;
            }
            _ => {
                let mut ids = [0; 8];
                ids[0] = k;
                keyed.push(((ids, 1), cell));
            }
        }
    }
    keyed.sort_unstable();
    let mut boxes: Vec<Vec<u32>> = Vec::new();
    let mut box_constraints: Vec<Key> = Vec::new();
    for (key, cell) in keyed {
        if box_constraints.last() != Some(&key) {
            box_constraints.push(key);
            boxes.push(Vec::new());
        }
        if let Some(cells) = boxes.last_mut() {
            cells.push(cell);
        }
    }
    let ids = |b: usize| &box_constraints[b].0[..usize::from(box_constraints[b].1)];

    // Components: boxes joined through shared constraints (union-find over constraints).
    let mut groups_of = Groups::new(constraints.len());
    for b in 0..boxes.len() {
        let key = ids(b);
        for &k in &key[1..] {
            groups_of.join(k as usize, key[0] as usize);
        }
    }
    let mut group_of_root = vec![usize::MAX; constraints.len()];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for b in 0..boxes.len() {
        let r = groups_of.root(ids(b)[0] as usize);
        if group_of_root[r] == usize::MAX {
            group_of_root[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[group_of_root[r]].push(b);
    }

    let binomials: Vec<Vec<f64>> = (0..=8).map(binomial_row).collect();
    // Constraint id → its index within the component being solved (reset after each).
    let mut local = vec![usize::MAX; constraints.len()];
    let mut nodes = 0u64;
    let mut out = Vec::with_capacity(groups.len());
    for group in groups {
        let boxes_of_group: Vec<(&[u32], &[u32])> =
            group.iter().map(|&b| (&boxes[b][..], ids(b))).collect();
        let solved = solve_component(
            &boxes_of_group,
            constraints,
            &binomials,
            &mut local,
            *budget,
            &mut nodes,
        );
        let Some(component) = solved else {
            *budget = 0;
            return None;
        };
        out.push(component);
    }
    *budget = budget.saturating_sub(nodes);
    Some(out)
}

struct Search<'a> {
    sizes: Vec<u32>,
    /// For each box (in search order), the local constraints it belongs to.
    box_cons: Vec<Vec<usize>>,
    required: Vec<u32>,
    sum: Vec<u32>,
    capacity: Vec<u32>,
    assignment: Vec<u32>,
    binomials: &'a [Vec<f64>],
    weight: Vec<f64>,
    mines: Vec<Vec<f64>>,
    spare: Vec<Vec<bool>>,
    nodes: &'a mut u64,
    budget: u64,
}

/// Enumerates one component, given as its boxes' (cells, constraint ids).
fn solve_component(
    group: &[(&[u32], &[u32])],
    constraints: &[Constraint],
    binomials: &[Vec<f64>],
    local: &mut [usize],
    budget: u64,
    nodes: &mut u64,
) -> Option<Component> {
    let mut ids: Vec<usize> = Vec::new();
    for &(_, key) in group {
        for &k in key {
            if local[k as usize] == usize::MAX {
                local[k as usize] = ids.len();
                ids.push(k as usize);
            }
        }
    }
    let order = search_order(group, local, ids.len());
    let required: Vec<u32> = ids.iter().map(|&k| constraints[k].mines).collect();
    let sizes: Vec<u32> = order.iter().map(|&b| group[b].0.len() as u32).collect();
    let box_cons: Vec<Vec<usize>> = order
        .iter()
        .map(|&b| group[b].1.iter().map(|&k| local[k as usize]).collect())
        .collect();
    for &k in &ids {
        local[k] = usize::MAX;
    }
    let mut capacity = vec![0; ids.len()];
    for (i, cons) in box_cons.iter().enumerate() {
        for &l in cons {
            capacity[l] += sizes[i];
        }
    }
    let total_cells: usize = sizes.iter().map(|&s| s as usize).sum();
    let mut search = Search {
        sum: vec![0; required.len()],
        required,
        capacity,
        assignment: vec![0; sizes.len()],
        weight: vec![0.0; total_cells + 1],
        mines: vec![Vec::new(); total_cells + 1],
        spare: vec![Vec::new(); total_cells + 1],
        box_cons,
        sizes,
        binomials,
        nodes,
        budget,
    };
    if !search.run(0, 0, 1.0) {
        return None;
    }
    let Search {
        weight,
        mines,
        spare,
        ..
    } = search;
    Some(scaled(group, &order, (weight, mines, spare)))
}

/// The order the search places a component's boxes in: breadth-first through shared
/// constraints from the first box, so constraints close early. `local` numbers the
/// component's `constraints` constraints.
fn search_order(group: &[(&[u32], &[u32])], local: &[usize], constraints: usize) -> Vec<usize> {
    let mut boxes_of: Vec<Vec<usize>> = vec![Vec::new(); constraints];
    for (b, &(_, key)) in group.iter().enumerate() {
        for &k in key {
            boxes_of[local[k as usize]].push(b);
        }
    }
    let mut placed = vec![false; group.len()];
    let mut order: Vec<usize> = Vec::with_capacity(group.len());
    placed[0] = true;
    order.push(0);
    let mut next = 0;
    while let Some(&b) = order.get(next) {
        next += 1;
        for &k in group[b].1 {
            for &other in &boxes_of[local[k as usize]] {
                if !placed[other] {
                    placed[other] = true;
                    order.push(other);
                }
            }
        }
    }
    order
}

/// A searched component, its weights scaled so the largest is 1 (its ln kept aside), with
/// the mine counts and spare cells of each total that never occurred filled in.
fn scaled(
    group: &[(&[u32], &[u32])],
    order: &[usize],
    (weight, mines, spare): (Vec<f64>, Vec<Vec<f64>>, Vec<Vec<bool>>),
) -> Component {
    let scale = weight.iter().copied().fold(0.0, f64::max);
    let scale = if scale > 0.0 { scale } else { 1.0 };
    let nb = order.len();
    let weight: Vec<f64> = weight.iter().map(|w| w / scale).collect();
    let mines = mines
        .into_iter()
        .map(|row| {
            if row.is_empty() {
                vec![0.0; nb]
            } else {
                row.into_iter().map(|x| x / scale).collect()
            }
        })
        .collect();
    let spare = spare
        .into_iter()
        .map(|row| if row.is_empty() { vec![false; nb] } else { row })
        .collect();
    Component {
        boxes: order.iter().map(|&b| group[b].0.to_vec()).collect(),
        weight,
        mines,
        spare,
        ln_scale: scale.ln(),
    }
}

impl Search<'_> {
    /// Assigns box `i` onwards; false when the budget ran out.
    fn run(&mut self, i: usize, placed: usize, weight: f64) -> bool {
        *self.nodes += 1;
        if *self.nodes > self.budget {
            return false;
        }
        if i == self.sizes.len() {
            self.record(placed, weight);
            return true;
        }
        let size = self.sizes[i];
        // The range of mines this box can hold given its constraints' running totals.
        let mut low = 0;
        let mut high = size;
        for &l in &self.box_cons[i] {
            let need = self.required[l] - self.sum[l];
            let others = self.capacity[l] - size;
            high = high.min(need);
            low = low.max(need.saturating_sub(others));
        }
        if low > high {
            return true;
        }
        for &l in &self.box_cons[i] {
            self.capacity[l] -= size;
        }
        let mut ok = true;
        for k in low..=high {
            for &l in &self.box_cons[i] {
                self.sum[l] += k;
            }
            self.assignment[i] = k;
            ok = self.run(
                i + 1,
                placed + k as usize,
                weight * self.binomials[size as usize][k as usize],
            );
            for &l in &self.box_cons[i] {
                self.sum[l] -= k;
            }
            if !ok {
                break;
            }
        }
        for &l in &self.box_cons[i] {
            self.capacity[l] += size;
        }
        ok
    }

    fn record(&mut self, m: usize, weight: f64) {
        let nb = self.sizes.len();
        self.weight[m] += weight;
        if self.mines[m].is_empty() {
            self.mines[m] = vec![0.0; nb];
            self.spare[m] = vec![false; nb];
        }
        for b in 0..nb {
            let k = self.assignment[b];
            self.mines[m][b] += weight * f64::from(k);
            self.spare[m][b] |= k < self.sizes[b];
        }
    }
}

fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        if x == 0.0 {
            continue;
        }
        for (j, &y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// C(n, k) for k = 0..=n, as floats (n is a box size: at most 8, the cells around a number).
fn binomial_row(n: usize) -> Vec<f64> {
    let mut row = vec![1.0; n + 1];
    for k in 1..=n {
        row[k] = row[k - 1] * (n + 1 - k) as f64 / k as f64;
    }
    row
}

/// ln(k!) for k = 0..=n.
fn ln_factorials(n: usize) -> Vec<f64> {
    let mut out = vec![0.0; n + 1];
    for k in 1..=n {
        out[k] = out[k - 1] + (k as f64).ln();
    }
    out
}

#[cfg(test)]
mod tests;
