// The house rules, checked so they cannot slip back:
// - the arrows run one way: no circle of imports between the modules of any crate of the
//   workspace, read from every path a module names (`crate::…`, `super::…` however many,
//   `self::…`, in braces or not; comments and tests left out);
// - the engine's floors are what docs/architecture.md draws: each module of the engine reads
//   only the floors below its own;
// - the names the paths of a click and a key in docs/architecture.md give are there;
// - no component, hook or function over a screen: none longer than 100 lines (tests aside),
//   in any crate of the workspace;
// - the screens moved into the catalogue (docs/i18n.md) write no words of their own: no text
//   child, title or aria-label in English in their markup.
//
//   node --test tests/architecture.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const MAX_LINES = 100;

/** Every .rs file under `dir` (not the crate's binaries in `bin/`: each is a crate of its own). */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'bin' ? [] : sources(path);
    return name.endsWith('.rs') ? [path] : [];
  });
}

/** Every .rs file of the workspace's crates (not their tests, not what is built or fetched). */
function workspaceSources(dir = ROOT) {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || ['target', 'node_modules', 'dist', 'tests'].includes(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? workspaceSources(path) : name.endsWith('.rs') ? [path] : [];
  });
}

/** Every crate's source folder: the root's `src/` and each member's. */
function crates() {
  const manifest = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8');
  const members = [...manifest.match(/members\s*=\s*\[([^\]]*)\]/)[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return ['src', ...members.map((m) => `${m}/src`)].filter((dir) => existsSync(join(ROOT, dir)));
}

/** A file's module path in its crate: src/classic/state/mod.rs is classic::state. */
function moduleOf(src, file) {
  const parts = relative(src, file).replace(/\.rs$/, '').split('/');
  if (['mod', 'lib', 'main'].includes(parts.at(-1))) parts.pop();
  return parts;
}

/** The longest prefix of `parts` (a module path) that is a module of the crate at `src`. */
function resolveModule(src, parts) {
  for (let k = parts.length; k > 0; k--) {
    const base = join(src, ...parts.slice(0, k));
    if (existsSync(`${base}.rs`) || existsSync(join(base, 'mod.rs'))) return parts.slice(0, k).join('::');
  }
  return null;
}

/** The paths a `use` tree names, braces expanded: `a::{b, c::{d, e}}` is a::b, a::c::d, a::c::e. */
function expand(tree) {
  const brace = tree.indexOf('{');
  if (brace < 0) return [tree.split(/\s+as\s+/)[0].trim()];
  const prefix = tree.slice(0, brace);
  const inner = tree.slice(brace + 1, tree.lastIndexOf('}'));
  const items = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if ((c === ',' && depth === 0) || i === inner.length) {
      if (inner.slice(from, i).trim()) items.push(inner.slice(from, i).trim());
      from = i + 1;
    }
  }
  return items.flatMap((item) => expand(item).map((path) => prefix + path));
}

/** A path's start, braces and all: `super::{a, b::{c}}` from its first character. */
function pathAt(text, at) {
  let i = at;
  let depth = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 0 && !/[\w:*]/.test(c)) break;
    i += 1;
  }
  return text.slice(at, i);
}

/** The modules of its crate that one file's text names (comments and tests left out). */
function importsOf(src, file, text) {
  const here = moduleOf(src, file);
  const code = text.split('#[cfg(test)]')[0].replace(/\/\/.*$/gm, '');
  const found = new Set();
  for (const m of code.matchAll(/\b(?:crate|self|super)::/g)) {
    if (m.index > 0 && /[\w:]/.test(code[m.index - 1])) continue;
    for (const path of expand(pathAt(code, m.index))) {
      const parts = path.split('::').filter((p) => p && p !== '*');
      let base;
      if (parts[0] === 'crate') base = [];
      else if (parts[0] === 'self') base = here;
      else {
        const ups = parts.findIndex((p) => p !== 'super');
        base = here.slice(0, here.length - (ups < 0 ? parts.length : ups));
      }
      const tail = parts.filter((p) => !['crate', 'self', 'super'].includes(p));
      const target = resolveModule(src, [...base, ...tail]) ?? (base.length ? base.join('::') : null);
      if (target && target !== here.join('::')) found.add(target);
    }
  }
  return found;
}

/** Each module's imports of other modules of the crate at `dir` (relative to the root). */
function importGraph(dir) {
  const src = join(ROOT, dir);
  const graph = new Map();
  for (const file of sources(src)) {
    if (file.includes('/tests') || file.endsWith('tests.rs')) continue;
    graph.set(moduleOf(src, file).join('::'), importsOf(src, file, readFileSync(file, 'utf8')));
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan). */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Every function of `text` of `limit` lines or more: [name, first line, lines]. */
function longFunctions(text, limit) {
  const lines = text.split('\n');
  const long = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^(\s*)(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?fn\s+(\w+)/);
    if (!m || lines[i].trimEnd().endsWith(';')) continue;
    const close = new RegExp(`^${m[1]}}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) j++;
    const count = j - i + 1;
    if (count > limit) long.push([m[2], i + 1, count]);
    i = j;
  }
  return long;
}

test('no circle of imports between the modules of any crate', () => {
  const dirs = crates();
  assert.ok(dirs.length >= 7, `only ${dirs} read`);
  const found = {};
  let modules = 0;
  for (const dir of dirs) {
    const graph = importGraph(dir);
    modules += graph.size;
    const groups = circles(graph);
    if (groups.length) found[dir] = groups;
  }
  assert.ok(modules > 170, `only ${modules} modules read`);
  assert.deepEqual(found, {});
});

/** The engine's floors as docs/architecture.md draws them: each module's floor number. */
function drawnFloors() {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.split("## The engine's floors")[1]?.split('\n## ')[0] ?? '';
  const floors = new Map();
  for (const [, floor, cell] of section.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)) {
    for (const [, name] of cell.matchAll(/`(\w+)`/g)) floors.set(name, Number(floor));
  }
  return floors;
}

test("the engine's modules read only the floors below their own, as docs/architecture.md draws them", () => {
  const floors = drawnFloors();
  const graph = importGraph('engine/src');
  const top = (module) => module.split('::')[0];
  const modules = new Set([...graph.keys()].map(top).filter(Boolean));
  assert.deepEqual([...modules].filter((m) => !floors.has(m)).sort(), [], 'modules the drawing leaves out');
  assert.deepEqual([...floors.keys()].filter((m) => !modules.has(m)).sort(), [], 'drawn modules that are not there');
  const upward = [];
  for (const [module, deps] of graph) {
    for (const dep of deps) {
      const [from, to] = [top(module), top(dep)];
      if (from && from !== to && floors.get(to) >= floors.get(from)) upward.push(`${module} (${floors.get(from)}) reads ${dep} (${floors.get(to)})`);
    }
  }
  assert.deepEqual(upward, []);
});

test(`no function in the workspace longer than ${MAX_LINES} lines`, () => {
  const long = [];
  const files = workspaceSources();
  assert.ok(files.length > 150, `only ${files.length} files read`);
  for (const file of files) {
    if (file.endsWith('tests.rs')) continue;
    const text = readFileSync(file, 'utf8').split('#[cfg(test)]')[0];
    for (const [name, line, count] of longFunctions(text, MAX_LINES)) long.push(`${relative(ROOT, file)}:${line} ${name} (${count} lines)`);
  }
  assert.deepEqual(long, []);
});

/** The Rust names a section of docs/architecture.md gives in backticks (`State::reduce`, `cell_at`). */
function namedItems(section) {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const body = text.split(`## ${section}`)[1]?.split('\n## ')[0] ?? '';
  return [...new Set([...body.matchAll(/`([^`\s]+)`/g)].map((m) => m[1].replace(/\(.*$/, '')))]
    .filter((name) => /^[A-Za-z_]\w*(::[A-Za-z_]\w*)*$/.test(name) && /[_A-Z:]/.test(name));
}

test("the paths of a click and a key that docs/architecture.md draws name what is there", () => {
  const files = workspaceSources();
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const isModule = (name) => files.some((f) => f.endsWith(`/${name}.rs`) || f.endsWith(`/${name}/mod.rs`));
  const missing = [];
  let checked = 0;
  for (const section of ['One click in the browser', 'One key in the terminal']) {
    for (const name of namedItems(section)) {
      checked += 1;
      const last = name.split('::').at(-1);
      // A method, function or module is defined as one; any other name is used somewhere.
      const defined = name.includes('::') && /^[a-z_]/.test(last)
        ? new RegExp(`fn ${last}\\b`).test(code) || isModule(last)
        : new RegExp(`\\b${last}\\b`).test(code);
      if (!defined) missing.push(`${section}: ${name}`);
    }
  }
  assert.ok(checked > 15, `only ${checked} names read`);
  assert.deepEqual(missing, []);
});

/** The screens whose every word comes from the catalogue (i18n/locales): the list grows as
 * screens move, and none may slip back (docs/i18n.md). */
const IN_THE_CATALOGUE = [
  'src/classic/components/app.rs', 'src/classic/components/menu.rs', 'src/classic/components/settings_dialog.rs',
  'src/classic/components/assist.rs', 'src/classic/components/face.rs', 'src/classic/components/result_card.rs',
  'src/classic/components/stats_dialog.rs', 'src/classic/components/daily_dialog.rs',
  'src/classic/components/history_dialog.rs', 'src/classic/components/progress_charts.rs',
  'src/shared/components/board.rs', 'src/shared/components/notice.rs', 'src/shared/components/picker.rs',
  'src/shared/components/timer.rs', 'src/shared/components/counters.rs', 'src/shared/components/counter.rs',
  'src/battle/components/app.rs', 'src/battle/components/controls.rs', 'src/battle/components/scoreboard.rs',
  'src/battle/components/board.rs', 'src/battle/components/result.rs', 'src/battle/components/stats.rs',
  'src/account/components/link.rs',
  'src/replay/components/viewer.rs', 'src/replay/components/controls.rs', 'src/replay/components/review_list.rs',
  'src/online/components/screen.rs', 'src/online/components/ratings.rs', 'src/shared/components/ranking.rs',
  'src/ranked/components/screen.rs', 'src/ranked/components/choose_dialog.rs', 'src/ranked/components/leaderboard.rs',
  'src/ranked/components/player.rs', 'src/ranked/components/mod.rs',
  'src/account/components/screen.rs', 'src/account/components/device.rs', 'src/account/components/leaving.rs',
  'src/analysis/components/screen.rs', 'src/shared/components/live.rs', 'src/replay/components/speed_curve.rs',
];

/** The lines of `text` that write words of their own into markup: a text child right after a
 * tag (`>{ "Fit" }`), a sentence as a child (`{ "New game" }`), a title or an aria-label. */
function ownWords(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*\/\//.test(line)) return;
    if (/\b(title|aria-label|placeholder|alt)="[^"]*[A-Za-z]{2}/.test(line) || />\s*\{\s*"[^"]*[A-Za-z]{2}/.test(line) || /\{\s*"[A-Z][a-z]+[ ,.:!?][^"]*"\s*\}/.test(line)) {
      found.push(`${i + 1}: ${line.trim()}`);
    }
  });
  return found;
}

test('the screens moved into the catalogue write no words of their own', () => {
  const found = IN_THE_CATALOGUE.flatMap((file) => ownWords(readFileSync(join(ROOT, file), 'utf8')).map((l) => `${file}:${l}`));
  assert.deepEqual(found, []);
});

/** The `Words` methods of the messages under en.ftl's groups that start with `title`. */
function messagesOfGroups(ftl, title) {
  const names = [];
  let inside = false;
  for (const line of ftl.split('\n')) {
    if (line.startsWith('## ')) inside = line.slice(3).startsWith(title);
    const id = /^([a-z][a-z0-9-]*) =/.exec(line);
    if (inside && id) names.push(id[1].replaceAll('-', '_'));
  }
  return names;
}

/** The lines of `text` (its tests left out) that write a sentence a player would read into
 * the code, "The video cannot be opened: …", where the catalogue's words belong. */
function ownSentences(text) {
  const found = [];
  text.split('#[cfg(test)]')[0].split('\n').forEach((line, i) => {
    if (!/^\s*\/\//.test(line) && /"[A-Z][a-z]+[ ,][a-z][^"]*"/.test(line)) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

test('the page writes no sentence of its own: every one is from the catalogue', () => {
  const found = sources(join(ROOT, 'src'))
    .filter((file) => !file.endsWith('tests.rs'))
    .flatMap((file) => ownSentences(readFileSync(file, 'utf8')).map((l) => `${file.slice(ROOT.length + 1)}:${l}`));
  assert.deepEqual(found, []);
});

test("the page never says a message its tables leave out (the terminal's alone)", () => {
  const ftl = readFileSync(join(ROOT, 'i18n/locales/en.ftl'), 'utf8');
  const terminal = messagesOfGroups(ftl, 'The terminal');
  assert.ok(terminal.includes('line_help') && terminal.includes('key_quit'), terminal.join());
  const said = sources(join(ROOT, 'src')).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return terminal.filter((name) => code.includes(`.${name}(`)).map((name) => `${file}: ${name}`);
  });
  assert.deepEqual(said, []);
});

test('the checks find what they look for', () => {
  assert.deepEqual(ownSentences('let a = "The video cannot be opened";\n// "Not this one"\nw.done()\n#[cfg(test)]\n"Nor this one"'), [
    '1: let a = "The video cannot be opened";',
  ]);
  assert.deepEqual(ownWords('<h1>{ "Minesweeper" }</h1>\n<b title="New game (R)">\n{ "Link copied." }\n// <p>{ "a comment" }</p>\n<i>{ w.done() }</i> { " — " }'), [
    '1: <h1>{ "Minesweeper" }</h1>', '2: <b title="New game (R)">', '3: { "Link copied." }',
  ]);
  assert.deepEqual(circles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])], ['c', new Set(['a'])]])), [['a', 'b']]);
  assert.deepEqual(expand('a::{b, c::{d, e as f}, *}'), ['a::b', 'a::c::d', 'a::c::e', 'a::*']);
  const text = 'use super::{pass::Pass, Replay};\nfn f() { crate::video::read(); } // crate::export\n';
  const names = importsOf(join(ROOT, 'engine/src'), join(ROOT, 'engine/src/replay/events.rs'), text);
  assert.deepEqual([...names].sort(), ['replay', 'replay::pass', 'video']);
  const body = Array.from({ length: 120 }, () => '    x();').join('\n');
  assert.deepEqual(longFunctions(`fn big() {\n${body}\n}\nfn small() {\n}\n`, 100), [['big', 1, 122]]);
});
