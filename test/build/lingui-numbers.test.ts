// The build's rewrite of @lingui/core (vite.config.ts, plainNumbers) writes a plural's `#` without
// Intl when the number is a whole one under 1,000: every message must come out as it did, in
// every language the app speaks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as original from '@lingui/core';
import { LOCALES } from '../../src/i18n/locales';
import { plainNumbers } from '../../vite.config';

const source = join(process.cwd(), 'node_modules', '@lingui', 'core', 'dist', 'index.mjs');

async function rewritten(): Promise<typeof original> {
  // Beside node_modules, so its own imports resolve as the original's do.
  const dir = join(process.cwd(), 'node_modules', '.cache', 'table-sense');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'lingui-core-plain-numbers.mjs');
  writeFileSync(file, plainNumbers(readFileSync(source, 'utf8')));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof original;
}

// Compiled as the catalogs are: "{n, plural, one {# life} other {# life}}" and an offset.
const MESSAGES = {
  life: [['n', 'plural', { one: ['#', ' life'], other: ['#', ' life'] }]],
  others: [['n', 'plural', { offset: 1, one: ['#', ' other'], other: ['#', ' others'] }]],
  place: [['n', 'selectordinal', { one: ['#', 'st'], other: ['#', 'th'] }]],
} as unknown as original.Messages;
const NUMBERS = [-1001, -5, -1, -0, 0, 1, 2, 7, 21, 40, 99, 100, 999, 1000, 1234, 20000, 1.5, 0.25];

describe('plainNumbers', () => {
  it('words every plural as Lingui does, in every language', async () => {
    const fast = await rewritten();
    for (const locale of [...LOCALES, 'pseudo']) {
      const a = original.setupI18n({ locale, messages: { [locale]: MESSAGES } });
      const b = fast.setupI18n({ locale, messages: { [locale]: MESSAGES } });
      for (const id of Object.keys(MESSAGES))
        for (const n of NUMBERS)
          expect(b._(id, { n }), `${locale} ${id} ${n}`).toBe(a._(id, { n }));
    }
  });

  it('fails the build when Lingui no longer has the line it rewrites', () => {
    expect(() => plainNumbers('export const x = 1;')).toThrow(/@lingui\/core/);
  });
});
