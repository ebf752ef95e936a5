// The setup form under another edition or variant: rule numbers in the edition's own numbering
// (cite.ts), what a switch clears and why (switching.ts), where one range for an Emperor table
// leaves 809.3a (probe.ts), and a custom table of names alone (paste.ts).
import { describe, expect, it } from 'vitest';
import { type Scenario } from '../../rules';
import { buildTable } from '../../rules/setup';
import { PRESETS } from '../../rules/presets';
import { citeRule } from './cite';
import { fromScenario, toScenario, withVariant, type Fields, type SetupForm } from './form';
import { issueText, mapIssues } from './issues';
import { parsePlayers } from './paste';
import { rangesDepart, seatByRules, variantTraits } from './probe';
import { clearForbidden } from './switching';
import { variantOptionLabel } from './ui';

const preset = (id: string) => PRESETS.find((p) => p.id === id)!.scenario;
const all: Fields = { team: true, role: true, range: true };
const in2005 = (form: SetupForm): SetupForm => ({
  ...form,
  options: { ...form.options, edition: '2005' },
});

describe('601 / 801: the numbers under the 2005 rules', () => {
  it('the option labels cite 601, 602, 603, 604; a rule 2005 lacks is marked as today’s', () => {
    expect(citeRule('2005', '801')).toEqual({ rule: '601' });
    expect(citeRule('2005', '802')).toEqual({ rule: '602' });
    expect(citeRule('2005', '803.1a')).toEqual({ rule: '604' });
    expect(citeRule('2005', '804')).toEqual({ rule: '603' });
    expect(citeRule('2005', '809.3a')).toEqual({ rule: '607.3a' });
    expect(citeRule('2005', '810.4')).toEqual({ rule: '606.4a' });
    expect(citeRule('2005', '801.2a')).toEqual({ rule: '601.2a' });
    // 2005's own numbers stay; today's with no 2005 counterpart say so.
    expect(citeRule('2005', '606.2')).toEqual({ rule: '606.2' });
    expect(citeRule('2005', '103.2')).toEqual({ rule: '103.2', today: true });
    expect(citeRule('2005', '805.1')).toEqual({ rule: '805.1', today: true });
    expect(citeRule('current', '801')).toEqual({ rule: '801' });
    expect(variantOptionLabel('free-for-all', '2005')).toBe('Free-for-All (today’s 806)');
    expect(variantOptionLabel('grand-melee', '2005')).toBe('Grand Melee (608)');
  });

  it('607.2 / 809.2: a refusal under 2005 cites the 2005 number beside its field', () => {
    const form = in2005(fromScenario(preset('emperor')));
    const teams = withVariant(form, 'teams');
    teams.players = teams.players.map((p, i) => (i === 0 ? { ...p, role: 'emperor' } : p));
    const r = buildTable(toScenario(teams, all));
    const map = mapIssues(r.errors, r.warnings, '2005');
    expect(map.players.get(0)?.role?.[0]?.rule).toBe('607.2');
    expect(mapIssues(r.errors, r.warnings).players.get(0)?.role?.[0]?.rule).toBe('809.2');
    expect(issueText({ message: 'x', rule: '805.1', today: true })).toBe('x — today’s 805.1');
  });

  it('607.3b, 601.1: the options the 2005 Emperor refuses are refused in 2005 numbers', () => {
    const t = variantTraits('emperor', '2005');
    expect(t.deployCreatures.off?.rule).toBe('607.3b');
    expect(t.rangeOfInfluence.unlimited?.rule).toBe('601.1');
    expect(variantTraits('emperor').deployCreatures.off?.rule).toBe('804.1');
  });
});

describe('607.2 / 809.2: changing variant or edition clears what the new rules forbid', () => {
  const emperorWithRole = () => {
    const form = in2005(fromScenario(preset('emperor')));
    return {
      ...form,
      players: form.players.map((p, i) => (i === 0 ? { ...p, role: 'emperor' as const } : p)),
    };
  };

  it('the 2005 Teams take no roles: they are cleared, citing 607.2, and seating works', () => {
    expect(variantTraits('teams', '2005').roles).toBe(false);
    const { form, cleared } = clearForbidden(withVariant(emperorWithRole(), 'teams'));
    expect(cleared.map((c) => [c.what, c.why.rule])).toEqual([['roles', '607.2']]);
    expect(form.players.every((p) => p.role === '')).toBe(true);
    const traits = variantTraits('teams', '2005');
    const fields = { team: traits.teams, role: traits.roles, range: false };
    expect(seatByRules(toScenario(form, fields), 3).ok).toBe(true);
  });

  it('Emperor to free-for-all clears teams and roles (806.1, 809.2); nothing else is touched', () => {
    const form = fromScenario(preset('emperor'));
    form.players[0] = { ...form.players[0]!, role: 'general' };
    const r = clearForbidden(withVariant(form, 'free-for-all'));
    expect(r.cleared.map((c) => [c.what, c.why.rule])).toEqual([
      ['roles', '809.2'],
      ['teams', '806.1'],
    ]);
    expect(r.form.players.map((p) => p.name)).toEqual(form.players.map((p) => p.name));
    expect(clearForbidden(withVariant(form, 'emperor')).cleared).toEqual([]);
  });

  it('the 2005 rules clear Planechase, Commander and a 2HG limited range (606.2)', () => {
    const plane = clearForbidden(in2005(fromScenario(preset('planechase'))));
    expect(plane.cleared.map((c) => [c.what, c.why.rule, c.why.today])).toEqual([
      ['planechase', '901.1', true],
    ]);
    expect(plane.form.options.planechase).toBeUndefined();
    const commander = clearForbidden(in2005(fromScenario(preset('commander'))));
    expect(commander.cleared.map((c) => c.what)).toEqual(['format']);
    expect(commander.form.format).toBeUndefined();
    const giant = fromScenario(preset('two-headed-giant'));
    giant.options = { rangeOfInfluence: { unlimited: false, text: '2' } };
    const r = clearForbidden(in2005(giant));
    expect(r.cleared.map((c) => [c.what, c.why.rule])).toEqual([['rangeOfInfluence', '606.2']]);
    expect(buildTable(toScenario(r.form, all)).errors).toEqual([]);
  });
});

describe('809.3a: one range for an Emperor table', () => {
  const built = (form: SetupForm) => {
    const s = toScenario(form, { team: true, role: true, range: false });
    return { s, table: buildTable(s).table };
  };
  it('2 for everyone departs from 809.3a (607.3a under 2005); the default does not', () => {
    const form = fromScenario(preset('emperor'));
    const plain = built(form);
    expect(rangesDepart(plain.s, plain.table)).toBeNull();
    const two = { ...form, options: { rangeOfInfluence: { unlimited: false, text: '2' } } };
    const b = built(two);
    expect(b.table?.players.map((p) => p.range)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(rangesDepart(b.s, b.table)).toBe('809.3a');
    const old = built(in2005(two));
    expect(rangesDepart(old.s, old.table)).toBe('809.3a');
    expect(rangesDepart(toScenario(fromScenario(preset('commander')), all), null)).toBeNull();
  });
});

describe('a custom table of names alone is a free-for-all', () => {
  it('custom takes teams but needs none; pasted names alone get no team', () => {
    expect(variantTraits('custom').teams).toBe(true);
    expect(variantTraits('custom').teamsNeeded).toBe(false);
    expect(variantTraits('team-vs-team').teamsNeeded).toBe(true);
    expect(parsePlayers('Ann\nBen\nCy', 'optional')).toEqual([
      { name: 'Ann', team: '' },
      { name: 'Ben', team: '' },
      { name: 'Cy', team: '' },
    ]);
    expect(parsePlayers('Ann, Ben, Cy, Dee', 'optional').every((p) => p.team === '')).toBe(true);
    // Naming a team or grouping still makes teams.
    expect(parsePlayers('Ann, Red\nBen, Red\nCy, Blue', 'optional').map((p) => p.team)).toEqual([
      'Red',
      'Red',
      'Blue',
    ]);
    expect(parsePlayers('Ann\nBen\n\nCy\nDee', 'optional').map((p) => p.team)).toEqual([
      'Team 1',
      'Team 1',
      'Team 2',
      'Team 2',
    ]);
    const scenario: Scenario = {
      version: 1,
      variant: 'custom',
      players: parsePlayers('Ann\nBen\nCy', 'optional'),
    };
    expect(buildTable(scenario).errors).toEqual([]);
  });
});
