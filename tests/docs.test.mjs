// Docs that cannot go stale: every repository path the README and docs/*.md name — in
// backticks or as a link — must exist. A path is read from the repository's root, or from one
// of the folders the docs abbreviate (a crate's `src/`). Generated folders (target/, dist/,
// node_modules/) and globs are left out, and so are names with no folder that are not
// entries of the root (`ui.rs`, `components/`: a role in every feature, not one path).
//
//   node --test tests/docs.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASES = ['', 'src', 'engine/src', 'rules/src', 'terminal/src', 'tools/web-build/src', 'engine', 'terminal', 'rules'];
const GENERATED = /^(target|dist|node_modules|\.git)\//;
const ROOT_FILES = new Set(readdirSync(ROOT));

/** The paths a Markdown text names: in backticks, and link targets that are not web addresses. */
function named(text) {
  const found = new Set();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of code.split(/\s+/)) found.add(word);
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^[a-z]+:/.test(target) && !target.startsWith('#')) found.add(target.split('#')[0]);
  }
  return [...found]
    .map((w) => w.replace(/^[("'[]+|[)"',.;:\]]+$/g, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((w) => {
      if (!w || /[*{}<>$%=?&|]|\.\.\.|…/.test(w) || GENERATED.test(w) || w.startsWith('-') || w.startsWith('/')) return false;
      if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(w)) return false;
      const parts = w.replace(/\/$/, '').split('/');
      // A root entry, or a file (a dot in its last part), or a folder of two parts or more:
      // not a size (`30x50/300`), a unit (`3BV/s`) or a role (`components/` in every feature).
      if (ROOT_FILES.has(parts[0])) return true;
      if (parts.length === 1) return /^[A-Z][\w-]*\.(md|toml|html|json)$/.test(w);
      return /\.\w+$/.test(parts[parts.length - 1]) || (w.endsWith('/') && /[a-z]/.test(parts[0]));
    });
}

function exists(path, from) {
  if (path.startsWith('../')) return existsSync(resolve(from, path));
  return BASES.some((base) => existsSync(join(ROOT, base, path))) || existsSync(join(from, path));
}

test('every path the README and docs/*.md name exists', () => {
  const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const missing = [];
  let checked = 0;
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const path of named(text)) {
      checked += 1;
      if (!exists(path, dirname(join(ROOT, file)))) missing.push(`${file}: ${path}`);
    }
  }
  assert.ok(checked > 60, `only ${checked} paths found: the reader is broken`);
  assert.deepEqual(missing, []);
});

test('the reader finds what it should and skips what is not a path', () => {
  const paths = named('See `engine/src/replay/mod.rs:42`, [the docs](docs/web.md#x), `Cargo.toml`, ' +
    '`cargo run -p web-build`, `ui.rs`, `components/`, `30x50/300`, `3BV/s`, `target/hostile`, `minesweeper_engine::replay`, `*.rs` and [site](https://yew.rs).');
  assert.deepEqual(paths.sort(), ['Cargo.toml', 'docs/web.md', 'engine/src/replay/mod.rs'].sort());
  assert.equal(exists('classic/components/board.rs', ROOT), false, 'a stale path is caught');
});
