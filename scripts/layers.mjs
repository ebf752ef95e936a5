#!/usr/bin/env node
// Layers only point down, and no module imports itself in a circle. Run by `npm run lint`.
// Reads every import in src/ (static, type-only and lazy `import()` alike: a cycle through a lazy
// import still ties the two files together) and checks:
//  1. each layer imports only from the layers LAYERS allows it;
//  2. there is no import cycle between files.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// A folder to check instead of src/ (the tests give it a small fixture).
const src = process.argv[2] ? resolve(process.argv[2]) : join(root, 'src');

/**
 * What each folder of src/ may import (besides itself), lowest first. docs/architecture.md
 * explains the order; a new folder must be placed here.
 */
export const LAYERS = {
  rules: [],
  router: [],
  // The language shown and its catalogs (Lingui): every layer that shows words may use it (the
  // engine and the router show none). It knows the engine's messages only as words to say
  // (src/i18n/say.ts reads src/rules/words.ts).
  i18n: ['rules'],
  // Long translated texts (src/content/rules/: the rule summaries in each language), keyed by
  // the engine's rule numbers and loaded on their own (docs/translating.md).
  content: ['rules'],
  store: ['rules', 'i18n'],
  persist: ['rules', 'i18n', 'store'],
  live: ['rules', 'router', 'i18n', 'store', 'persist'],
  share: ['rules', 'router', 'i18n', 'store', 'persist', 'live'],
  chart: ['rules', 'i18n', 'store'],
  teach: ['rules', 'i18n', 'store'],
  ui: ['rules', 'router', 'i18n', 'content', 'store', 'persist', 'live', 'share', 'chart', 'teach'],
  offline: ['rules', 'router', 'i18n', 'store', 'ui'],
  app: [
    'rules',
    'router',
    'i18n',
    'content',
    'store',
    'persist',
    'live',
    'share',
    'chart',
    'teach',
    'ui',
    'offline',
  ],
  cli: ['rules', 'share'],
  '.': [
    'rules',
    'router',
    'i18n',
    'content',
    'store',
    'persist',
    'live',
    'share',
    'chart',
    'teach',
    'offline',
    'ui',
    'app',
  ],
};

function files(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const graph = new Map();
for (const f of files(src)) {
  const code = readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const deps = new Set();
  for (const m of code.matchAll(IMPORT)) {
    const to = resolveImport(f, m[1] ?? m[2]);
    if (to && to.startsWith(src)) deps.add(to);
  }
  graph.set(f, deps);
}

const layerOf = (f) => {
  const rel = relative(src, f).split(/[\\/]/);
  return rel.length === 1 ? '.' : rel[0];
};
const rel = (f) => relative(root, f);
const problems = [];

for (const [f, deps] of graph) {
  const from = layerOf(f);
  const allowed = LAYERS[from];
  if (!allowed) {
    problems.push(`${rel(f)}: the folder src/${from} has no place in scripts/layers.mjs LAYERS`);
    continue;
  }
  for (const d of deps) {
    const to = layerOf(d);
    if (to !== from && !allowed.includes(to))
      problems.push(`${rel(f)} imports ${rel(d)}: src/${from} may not import from src/${to}`);
  }
}

// Cycles: depth-first search, reporting each cycle once.
const state = new Map();
const stack = [];
const seen = new Set();
function visit(f) {
  state.set(f, 1);
  stack.push(f);
  for (const d of graph.get(f) ?? []) {
    if (state.get(d) === 1) {
      const cycle = stack.slice(stack.indexOf(d)).map(rel);
      const key = [...cycle].sort().join('|');
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(`import cycle: ${[...cycle, rel(d)].join(' → ')}`);
      }
    } else if (!state.get(d)) visit(d);
  }
  stack.pop();
  state.set(f, 2);
}
for (const f of graph.keys()) if (!state.get(f)) visit(f);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} layer or cycle problem(s) (scripts/layers.mjs)`);
  process.exit(1);
}
console.log(`layers: ${graph.size} files, imports point down, no cycles`);
