// A small solver for the tests: it reads the board from the DOM only (never the engine) and
// finds cells that are certainly safe or certainly mines with the trivial and subset rules.

/** Reads every cell in the DOM as { row, col, state, count, owner, legal } (the last two in a
 * battle): on a board too big for the window, the cells in view (see `readWholeBoard`). */
export const readBoard = (page) => readWholeBoard(page, { inView: true });

/**
 * Every cell of the board, even when the board is too big for the window and renders only the
 * cells in view (`aria-rowcount` on the grid): the scroll box is stepped across the whole
 * board, reading what each view renders, and put back. Row by row.
 */
export async function readWholeBoard(page, { inView = false } = {}) {
  return page.evaluate(async (inView) => {
    const grid = document.querySelector('[role="grid"]');
    const cells = new Map();
    const read = () => {
      for (const c of grid.querySelectorAll('[role="gridcell"]')) {
        cells.set(`${c.dataset.row},${c.dataset.col}`, {
          row: Number(c.dataset.row),
          col: Number(c.dataset.col),
          state: c.dataset.state,
          count: c.dataset.count === undefined ? null : Number(c.dataset.count),
          owner: c.dataset.owner ?? null,
          legal: c.dataset.legal === 'true',
        });
      }
    };
    // Row by row, as a whole board's DOM lists them (the views are read in another order).
    const sorted = () => [...cells.values()].sort((a, b) => a.row - b.row || a.col - b.col);
    if (inView || !grid.hasAttribute('aria-rowcount')) {
      read();
      return sorted();
    }
    const box = grid.closest('.board-scroll');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0))));
    const [top, left] = [box.scrollTop, box.scrollLeft];
    for (let y = 0; ; y += box.clientHeight) {
      for (let x = 0; ; x += box.clientWidth) {
        box.scrollTo(x, y);
        await frame();
        read();
        if (x + box.clientWidth >= box.scrollWidth) break;
      }
      if (y + box.clientHeight >= box.scrollHeight) break;
    }
    box.scrollTo(left, top);
    await frame();
    return sorted();
  }, inView);
}

/** Scrolls a big board's box so that the cell at `key` ("row,col") is rendered and in view. */
export async function bringIntoView(page, key) {
  await page.evaluate(async (key) => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid.hasAttribute('aria-rowcount')) return;
    const [row, col] = key.split(',').map(Number);
    const box = grid.closest('.board-scroll');
    const cell = grid.querySelector('[role="gridcell"]');
    const size = cell ? cell.getBoundingClientRect().width : 20;
    box.scrollTo(col * size - box.clientWidth / 2, row * size - box.clientHeight / 2);
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0))));
  }, key);
}

/** { safe: [...], mines: [...] } as "row,col" keys, deduced from the visible numbers. */
export function deduce(cells) {
  const at = new Map(cells.map((c) => [`${c.row},${c.col}`, c]));
  const knownMines = new Set();
  const knownSafe = new Set();
  const constraints = [];
  for (const c of cells) {
    if (c.state !== 'revealed' || !c.count) continue;
    const hidden = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const n = at.get(`${c.row + dr},${c.col + dc}`);
        if (!n || n === c) continue;
        // A battle's hit mine stays shown, and play goes on: a known mine.
        if (n.state === 'exploded') knownMines.add(`${n.row},${n.col}`);
        if (n.state === 'hidden' || n.state === 'flagged' || n.state === 'exploded') hidden.push(`${n.row},${n.col}`);
      }
    }
    if (hidden.length) constraints.push({ cells: new Set(hidden), mines: c.count });
  }
  // Propagate until nothing new: trivial rule on each constraint, subset rule on pairs.
  let changed = true;
  while (changed) {
    changed = false;
    const reduced = constraints.map(({ cells: set, mines }) => {
      const rest = [...set].filter((k) => !knownMines.has(k) && !knownSafe.has(k));
      const left = mines - [...set].filter((k) => knownMines.has(k)).length;
      return { cells: new Set(rest), mines: left };
    });
    const mark = (keys, target) => {
      for (const k of keys) {
        if (!target.has(k)) {
          target.add(k);
          changed = true;
        }
      }
    };
    for (const c of reduced) {
      if (c.cells.size === 0) continue;
      if (c.mines === 0) mark(c.cells, knownSafe);
      if (c.mines === c.cells.size) mark(c.cells, knownMines);
    }
    for (const a of reduced) {
      for (const b of reduced) {
        if (a === b || a.cells.size === 0 || a.cells.size >= b.cells.size) continue;
        if (![...a.cells].every((k) => b.cells.has(k))) continue;
        const extra = [...b.cells].filter((k) => !a.cells.has(k));
        const extraMines = b.mines - a.mines;
        if (extraMines === 0) mark(extra, knownSafe);
        if (extraMines === extra.length) mark(extra, knownMines);
      }
    }
  }
  return { safe: [...knownSafe], mines: [...knownMines] };
}

export const cellSelector = (key) => {
  const [row, col] = key.split(',');
  // The app's cell: a prerendered board's (index.html) has the same, until the app starts.
  return `main:not(#prerender) [role="gridcell"][data-row="${row}"][data-col="${col}"]`;
};

export const boardStatus = (page) => page.getAttribute('main:not(#prerender) [role="grid"]', 'data-status');

/** The focused cell as "row,col", once it is `expected` (or after 30 s, whatever it is then).
 * The board moves the focus to the cursor in an effect, and Yew runs effects after it yields
 * to the browser when a render overran its 16 ms slice, as on a loaded machine: a read
 * straight after the key press can see the cell before. A key that was lost still fails. */
export async function focusedCell(page, expected) {
  const read = () => `${document.activeElement?.dataset?.row},${document.activeElement?.dataset?.col}`;
  await page.waitForFunction(`(${read})() === ${JSON.stringify(expected)}`, null, { timeout: 30_000 }).catch(() => {});
  return page.evaluate(read);
}

/** The board's status once it is `expected` (or after 30 s, whatever it is then): a render
 * that overran its slice finishes after the action that caused it has returned. */
export async function statusOnceIs(page, expected) {
  const read = () => document.querySelector('main:not(#prerender) [role="grid"]')?.dataset.status;
  await page.waitForFunction(`(${read})() === ${JSON.stringify(expected)}`, null, { timeout: 30_000 }).catch(() => {});
  return page.evaluate(read);
}

/** Waits until the board shows what the clicks did — each cell of `flagged` ("row,col") flagged,
 * each of `opened` open — or the game is over. A render that overran its 16 ms slice finishes
 * after the click has returned, and a board read before it would be played again: a flag set
 * twice is a flag taken back. Cells a big board does not render count as shown. A click that
 * was lost fails after 30 s. */
export async function shows(page, { flagged = [], opened = [] }) {
  await page.waitForFunction(([flagged, opened]) => {
    const grid = document.querySelector('main:not(#prerender) [role="grid"]');
    if (!grid) return false;
    if (['won', 'lost', 'draw'].includes(grid.dataset.status)) return true;
    const state = (key) => {
      const [row, col] = key.split(',');
      return grid.querySelector(`[data-row="${row}"][data-col="${col}"]`)?.dataset.state;
    };
    return flagged.every((k) => [undefined, 'flagged'].includes(state(k))) && opened.every((k) => state(k) !== 'hidden');
  }, [flagged, opened], { timeout: 30_000 });
}

/**
 * Plays from the current position with deductions only: flags proven mines, reveals proven safe
 * cells. Returns the final status, or 'stuck' when a guess would be needed.
 */
export async function playByDeduction(page) {
  for (;;) {
    const status = await boardStatus(page);
    if (status === 'won' || status === 'lost') return status;
    const cells = await readBoard(page);
    const { safe, mines } = deduce(cells);
    const flagged = new Set(cells.filter((c) => c.state === 'flagged').map((c) => `${c.row},${c.col}`));
    const toFlag = mines.filter((k) => !flagged.has(k));
    const toOpen = safe.filter((k) => cells.find((c) => `${c.row},${c.col}` === k)?.state === 'hidden');
    if (toFlag.length === 0 && toOpen.length === 0) return 'stuck';
    for (const k of toFlag) await page.click(cellSelector(k), { button: 'right' });
    for (const k of toOpen) await page.click(cellSelector(k));
    await shows(page, { flagged: toFlag, opened: toOpen });
  }
}
