// src/rules/ruleNumbers.json lists every numbered rule of the texts we build from, so the rules
// panel's coverage test runs anywhere. Where the texts sit beside the project (../shared/seeds),
// this checks the list against them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import list from '../../src/rules/ruleNumbers.json';
import { ruleOrder } from '../../src/rules/summaries';

const SEEDS = join(__dirname, '../../../shared/seeds');

describe('the list of rule numbers', () => {
  it('is in order with no repeats', () => {
    expect([...list.rules].sort(ruleOrder)).toEqual(list.rules);
    expect(new Set(list.rules).size).toBe(list.rules.length);
  });

  it.skipIf(!existsSync(SEEDS))('matches the numbered rules in the texts', () => {
    const found = new Set<string>();
    for (const f of readdirSync(SEEDS)) {
      const text = readFileSync(join(SEEDS, f), 'utf8');
      // Section 8 of 2011 ("801.2d Text") and the recent table ("| 810.8b | text |").
      for (const m of text.matchAll(/^(8\d\d\.\d+[a-z]?)\.? /gm))
        if (f.startsWith('000')) found.add(m[1]!);
      for (const m of text.matchAll(/^(\d{3}\.\d+[a-z]?) \|/gm)) found.add(m[1]!);
    }
    expect([...found].sort(ruleOrder)).toEqual(list.rules);
  });
});
