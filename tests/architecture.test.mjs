// The house rules, checked so they cannot slip back:
// - the arrows run one way: no circle of imports between the modules of the browser crate
//   (src/: `use crate::…` and `use super::…`, read from the source), e.g. a page's state and
//   its kit;
// - no component, hook or function over a screen: none longer than 100 lines (tests aside),
//   in any crate of the workspace.
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

/** Every .rs file under `dir`. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.rs') ? [path] : [];
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

/** A file's module path: src/classic/state/mod.rs is classic::state. */
function moduleOf(file) {
  const parts = relative(SRC, file).replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod' || parts.at(-1) === 'lib' || parts.at(-1) === 'main') parts.pop();
  return parts.join('::');
}

/** The longest prefix of `path` (a module path) that is a module of the crate. */
function resolveModule(path) {
  const parts = path.split('::');
  for (let k = parts.length; k > 0; k--) {
    const base = join(SRC, ...parts.slice(0, k));
    if (existsSync(`${base}.rs`) || existsSync(join(base, 'mod.rs'))) return parts.slice(0, k).join('::');
  }
  return null;
}

/** Each module's imports of other modules of the crate. */
function importGraph() {
  const graph = new Map();
  for (const file of sources(SRC)) {
    if (file.includes('/tests') || file.endsWith('tests.rs')) continue;
    const module = moduleOf(file);
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const [, path] of text.matchAll(/crate::((?:\w+::)*\w+)/g)) {
      const target = resolveModule(path);
      if (target && target !== module) deps.add(target);
    }
    const parent = module.split('::').slice(0, -1).join('::');
    for (const [, name] of text.matchAll(/^use super::(\w+)/gm)) {
      const target = resolveModule(parent ? `${parent}::${name}` : name);
      if (target && target !== module) deps.add(target);
    }
    graph.set(module, deps);
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

test('no circle of imports between the modules of src/', () => {
  const graph = importGraph();
  assert.ok(graph.size > 40, `only ${graph.size} modules read`);
  assert.deepEqual(circles(graph), []);
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

test('the checks find what they look for', () => {
  assert.deepEqual(circles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])], ['c', new Set(['a'])]])), [['a', 'b']]);
  const body = Array.from({ length: 120 }, () => '    x();').join('\n');
  assert.deepEqual(longFunctions(`fn big() {\n${body}\n}\nfn small() {\n}\n`, 100), [['big', 1, 122]]);
});
