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

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const sizes = jsSizes();
    const total = sizes.reduce((n, s) => n + s.gzip, 0) / 1024;
    for (const s of sizes) console.log(`${s.file}: ${(s.raw / 1024).toFixed(1)} KB, ${(s.gzip / 1024).toFixed(1)} KB gzip`);
    console.log(`production JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
    process.exit(total <= BUDGET_KB ? 0 : 1);
  } catch (e) {
    console.error(`size: cannot read dist/assets (${e.message}); run npm run build first`);
    process.exit(1);
  }
}
