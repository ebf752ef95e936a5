import { describe, expect, it } from 'vitest';
import {
  CHANGE_NOTES,
  changeRows,
  NEW_RULES,
  NOT_IN_2011,
  rowRule,
  STATUS_ORDER,
  type ChangeRow,
} from './changes';
import { ALL_RULES } from './searchRules';

const row = (rule: string) => changeRows().find((r) => rowRule(r) === rule)!;
const is2005 = (rule: string) => /^60\d/.test(rule);

describe('what changed: the 2005 rules beside today’s', () => {
  it('has a row for every 2005 rule, each with its counterparts today', () => {
    const rows = changeRows().filter((r) => r.then);
    expect(rows.length).toBe(ALL_RULES.filter((r) => is2005(r.rule)).length);
    expect(row('606.4a').now.map((r) => r.rule)).toEqual(['810.4']);
    expect(row('608.4c').now.map((r) => r.rule)).toEqual(['807.4c', '807.4d']);
    expect(row('606.4a').note).toContain('40');
  });

  it('every note belongs to a 2005 rule the panel has, every new rule is one of today’s', () => {
    for (const rule of Object.keys(CHANGE_NOTES))
      expect(ALL_RULES.some((r) => r.rule === rule)).toBe(true);
    for (const rule of Object.keys(NEW_RULES)) {
      const r = ALL_RULES.find((x) => x.rule === rule);
      expect(r, rule).toBeDefined();
      // New means nothing like it in 2005: no counterpart there.
      expect(r!.counterparts, rule).toEqual([]);
    }
  });

  it('a search keeps a row when either side matches (by old or new number, or words)', () => {
    expect(changeRows('810.4').map(rowRule)).toEqual(['606.4a']);
    expect(changeRows('606.4a').map(rowRule)).toEqual(['606.4a']);
    expect(changeRows('40 life').map(rowRule)).toContain('606.4a');
    expect(changeRows('poison').map(rowRule)).toEqual(
      expect.arrayContaining(['606.5', '606.8b', '810.8d']),
    );
  });

  it('810.8d is marked as missing from the 2011 rules', () => {
    expect(Object.keys(NOT_IN_2011)).toEqual(['810.8d']);
    expect(ALL_RULES.some((r) => r.rule === '810.8d')).toBe(true);
  });
});

describe('what changed: each pair marked changed, new, removed or unchanged', () => {
  const rows = changeRows();
  const statuses = (rs: readonly ChangeRow[]) => rs.map((r) => r.status);

  it('lists the changed first, then the new, the removed, the not compared, the unchanged last', () => {
    const order = statuses(rows).map((s) => STATUS_ORDER.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(statuses(rows))).toEqual(new Set(STATUS_ORDER));
    // A search keeps the order.
    const poison = statuses(changeRows('poison'));
    expect(poison.indexOf('unchanged')).toBeGreaterThan(poison.indexOf('new'));
  });

  it('606.4a: 40 life then, 30 now, is a change; 601.2b reads the same today', () => {
    expect(row('606.4a').status).toBe('changed');
    expect(row('606.10').status).toBe('changed');
    expect(row('601.2b').status).toBe('unchanged');
    expect(row('607.3a').status).toBe('unchanged');
  });

  it('606.2 and 608.5 have no counterpart today: removed, with a note saying why', () => {
    for (const rule of ['606.2', '606.4', '608.5', '609.5']) {
      expect(row(rule).status, rule).toBe('removed');
      expect(row(rule).now).toEqual([]);
      expect(row(rule).note, rule).toBeTruthy();
    }
  });

  it('810.8d, 809.5c and Team vs. Team (808) are new: rows of today’s rule alone', () => {
    for (const rule of ['810.8d', '809.5c', '808', '802.5']) {
      expect(row(rule).status, rule).toBe('new');
      expect(row(rule).then).toBeUndefined();
      expect(row(rule).now.map((r) => r.rule)).toEqual([rule]);
    }
    // In today's order.
    const fresh = rows.filter((r) => r.status === 'new').map(rowRule);
    expect(fresh.indexOf('802.5')).toBeLessThan(fresh.indexOf('808'));
    expect(fresh.indexOf('808')).toBeLessThan(fresh.indexOf('810.8d'));
  });

  it('603 and 604: our sources hold only their numbers, so they are not compared', () => {
    expect(row('603').status).toBe('untold');
    expect(row('604').status).toBe('untold');
  });

  it('every changed pair says in a note what changed', () => {
    for (const r of rows.filter((x) => x.status === 'changed'))
      expect(r.note, rowRule(r)).toBeTruthy();
  });
});
