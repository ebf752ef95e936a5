// docs/editions.md names, for every difference between the editions it lists, the test that
// covers it: each named test must exist in src/rules/editions.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/editions.md'), 'utf8');
const tests = readFileSync(join(root, 'src/rules/editions.test.ts'), 'utf8');

describe('docs/editions.md', () => {
  const rows = doc.split('\n').filter((l) => l.startsWith('|') && !/^\|\s*(-|what\b)/.test(l));
  const named = rows.flatMap((l) => {
    const cells = l.split('|').map((c) => c.trim());
    const last = cells[cells.length - 2] ?? '';
    return [...last.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s*…$/, ''));
  });

  it('names a test for every difference', () => {
    expect(named.length).toBeGreaterThanOrEqual(10);
  });

  it.each(named)('the test "%s" exists', (name) => {
    expect(tests.replace(/\s+/g, ' ')).toContain(`'${name.replace(/\s+/g, ' ')}`);
  });
});
