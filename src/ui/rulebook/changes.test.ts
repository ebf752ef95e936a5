import { describe, expect, it } from 'vitest';
import { CHANGE_NOTES, changeRows, NOT_IN_2011 } from './changes';
import { ALL_RULES } from './searchRules';

const row = (rule: string) => changeRows().find((r) => r.then.rule === rule)!;

describe('what changed: the 2005 rules beside today’s', () => {
  it('has a row for every 2005 rule, each with its counterparts today', () => {
    const rows = changeRows();
    expect(rows.length).toBe(ALL_RULES.filter((r) => /^60\d/.test(r.rule)).length);
    expect(row('606.4a').now.map((r) => r.rule)).toEqual(['810.4']);
    expect(row('608.4c').now.map((r) => r.rule)).toEqual(['807.4c', '807.4d']);
    expect(row('606.4a').note).toContain('40');
  });

  it('every note belongs to a 2005 rule the panel has', () => {
    for (const rule of Object.keys(CHANGE_NOTES))
      expect(ALL_RULES.some((r) => r.rule === rule)).toBe(true);
  });

  it('a search keeps a row when either side matches (by old or new number, or words)', () => {
    expect(changeRows('810.4').map((r) => r.then.rule)).toEqual(['606.4a']);
    expect(changeRows('606.4a').map((r) => r.then.rule)).toEqual(['606.4a']);
    expect(changeRows('40 life').map((r) => r.then.rule)).toContain('606.4a');
    expect(changeRows('poison').map((r) => r.then.rule)).toEqual(
      expect.arrayContaining(['606.5', '606.8b']),
    );
  });

  it('810.8d is marked as missing from the 2011 rules', () => {
    expect(Object.keys(NOT_IN_2011)).toEqual(['810.8d']);
    expect(ALL_RULES.some((r) => r.rule === '810.8d')).toBe(true);
  });
});
