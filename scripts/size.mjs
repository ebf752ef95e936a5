#!/usr/bin/env node
// The production JavaScript budget: under 110 KB gzip (React and ReactDOM are about 58 KB of it).
// Reads the built files in dist/ — deterministic, so it is a check, not a benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 110;

export function jsSizes(dir = 'dist/assets') {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    });
}

/** The JavaScript files dist/index.html loads at start (entry and preloads); lazy chunks are not. */
export function startFiles(html = readFileSync('dist/index.html', 'utf8')) {
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const sizes = jsSizes();
    const start = startFiles();
    const total = sizes.filter((s) => start.has(s.file)).reduce((n, s) => n + s.gzip, 0) / 1024;
    for (const s of sizes)
      console.log(
        `${s.file}: ${(s.raw / 1024).toFixed(1)} KB, ${(s.gzip / 1024).toFixed(1)} KB gzip${start.has(s.file) ? '' : ' (lazy)'}`,
      );
    console.log(
      `production JavaScript loaded at start: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
    );
    process.exit(total <= BUDGET_KB ? 0 : 1);
  } catch (e) {
    console.error(`size: cannot read dist/assets (${e.message}); run npm run build first`);
    process.exit(1);
  }
}
