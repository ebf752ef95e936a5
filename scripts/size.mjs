#!/usr/bin/env node
// The production JavaScript budget: under 116 KB gzip (React and ReactDOM are about 58 KB of it;
// Valibot, which reads saved tables, files, links and live records, about 2 KB).
// The budget applies to what a visit loads before the table shows: the entry script and every
// chunk index.html preloads. Screens and tools opened later (setup, share, lessons, rules) are
// lazy chunks, listed and totalled separately. Sizes are gzip at zlib's default level, in
// decimal KB (1,000 bytes) — the figures `vite build` prints. Reads dist/, so it is a
// deterministic check, not a benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 116;

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The JavaScript files index.html loads at start (module scripts and module preloads). */
export function initialScripts(dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    files.add(m[1]);
  return [...files].map((f) => f.replace(/^\.?\//, '').replace(/^.*assets\//, ''));
}

export function jsSizes(dir = 'dist/assets') {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: f, raw: buf.length, gzip: gzipSync(buf).length };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const sizes = jsSizes();
    const initial = new Set(initialScripts());
    if (initial.size === 0) throw new Error('index.html loads no module script');
    let start = 0;
    let total = 0;
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) {
      const loaded = initial.has(s.file);
      if (loaded) start += s.gzip;
      total += s.gzip;
      console.log(
        `${loaded ? 'start' : 'lazy '}  ${s.file}: ${kb(s.raw)} KB, ${kb(s.gzip)} KB gzip`,
      );
    }
    console.log(`all chunks: ${kb(total)} KB gzip`);
    console.log(`JavaScript loaded at start: ${kb(start)} KB gzip (budget ${BUDGET_KB} KB)`);
    process.exit(start <= BUDGET_KB * 1000 ? 0 : 1);
  } catch (e) {
    console.error(`size: cannot read dist (${e.message}); run npm run build first`);
    process.exit(1);
  }
}
