import { describe, expect, it } from 'vitest';
import { type Scenario } from '../../rules';
import { VARIANT_DEFAULTS, buildTable } from '../../rules/setup';
import { PRESETS } from '../../rules/presets';
import {
  fromScenario,
  movePlayer,
  toScenario,
  withPreset,
  withoutPlaceholders,
  withVariant,
  type SetupForm,
  type Fields,
} from './form';
import { issueSummary, issueText, mapIssues } from './issues';
import { parsePlayers, playersToText } from './paste';
import { variantOptionLabel } from './ui';
import { seatByRules, seatsAtRandom, startFacts, variantTraits } from './probe';

const preset = (id: string) => PRESETS.find((p) => p.id === id)!.scenario;
const all: Fields = { team: true, role: true, range: true };

describe('picking a game keeps the names typed', () => {
  const typed = (names: string[]) => {
    const form = fromScenario(preset('commander'));
    return {
      ...form,
      players: names.map((name, i) => ({ ...form.players[0]!, id: `t${i}`, name })),
    };
  };

  it("the names typed take the preset's seats in order; its own names fill the rest", () => {
    const next = withPreset(typed(['Zed', 'Yan', '']), preset('two-headed-giant'));
    expect(next.variant).toBe('two-headed-giant');
    expect(next.players.map((p) => p.name)).toEqual(['Zed', 'Yan', 'Alex', 'Bianca']);
    // The preset's teams stay with its seats.
    expect(next.players.map((p) => p.team)).toEqual(['Suns', 'Suns', 'Moons', 'Moons']);
  });

  it("a preset's own names are not kept as typed; more names than seats stay as players", () => {
    expect(
      withPreset(fromScenario(preset('commander')), preset('grand-melee')).players,
    ).toHaveLength(12);
    const many = withPreset(typed(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']), preset('commander'));
    expect(many.players.map((p) => p.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(buildTable(toScenario(many, all)).table).not.toBeNull();
    // A preset's own name (trimmed) counts as not typed, so it is never seated twice.
    const clash = withPreset(typed(['Bianca ', 'Zed']), preset('commander'));
    expect(clash.players.map((p) => p.name).sort()).toEqual(['Alex', 'Bianca', 'Carissa', 'Zed']);
  });
});

describe('gathering starts from the names typed', () => {
  it('drops the names the presets seat themselves and keeps the ones typed', () => {
    const form = fromScenario(preset('commander'));
    expect(withoutPlaceholders(form).players).toEqual([]);
    const typed = {
      ...form,
      players: form.players.map((p, i) => (i === 2 ? { ...p, name: 'Zed' } : p)),
    };
    expect(withoutPlaceholders(typed).players.map((p) => p.name)).toEqual(['Zed']);
  });
});

describe('paste box', () => {
  it('reads one name per line or several separated by commas when there are no teams', () => {
    expect(parsePlayers('Ann, Ben\n\n Cat \nDan;Eve', false).map((p) => p.name)).toEqual([
      'Ann',
      'Ben',
      'Cat',
      'Dan',
      'Eve',
    ]);
  });
  it('reads "Name, Team" and groups separated by blank lines when the variant uses teams', () => {
    expect(parsePlayers('A1\nA2\n\nB1, Blue\nB2\n\nC1\r\nC2', true)).toEqual([
      { name: 'A1', team: 'Team 1' },
      { name: 'A2', team: 'Team 1' },
      { name: 'B1', team: 'Blue' },
      { name: 'B2', team: 'Blue' },
      { name: 'C1', team: 'Team 3' },
      { name: 'C2', team: 'Team 3' },
    ]);
  });
  it('reads a line of several names as names, dealt into the teams, not as "Name, Team"', () => {
    const line = 'A1, A2, A3, A4, B1, B2, B3, B4';
    const two = parsePlayers(line, true, 2);
    expect(two.map((p) => p.name)).toEqual(line.split(', '));
    expect(two.map((p) => p.team)).toEqual([
      ...Array(4).fill('Team 1'),
      ...Array(4).fill('Team 2'),
    ]);
    const pairs = parsePlayers(line, true, 4).map((p) => p.team);
    expect(pairs).toEqual([
      'Team 1',
      'Team 1',
      'Team 2',
      'Team 2',
      'Team 3',
      'Team 3',
      'Team 4',
      'Team 4',
    ]);
    // Groups separated by blank lines stay one team each.
    expect(parsePlayers('A1, A2, A3\n\nB1, B2, B3\n\nC1\nC2', true, 2).map((p) => p.team)).toEqual([
      'Team 1',
      'Team 1',
      'Team 1',
      'Team 2',
      'Team 2',
      'Team 2',
      'Team 3',
      'Team 3',
    ]);
    // "Name, Team" still reads as before.
    expect(parsePlayers('Ann, Red', true, 2)).toEqual([{ name: 'Ann', team: 'Red' }]);
  });
  it('writes back what it reads', () => {
    const list = [
      { name: 'Ann', team: 'Red' },
      { name: 'Ben', team: 'Blue' },
    ];
    expect(parsePlayers(playersToText(list, true), true)).toEqual(list);
  });
});

describe('messages beside their fields', () => {
  it('puts player, option, starting and table messages in their places, with the rule', () => {
    const map = mapIssues(
      [
        { message: 'No name.', path: 'players[2].name' },
        { message: 'Needs a team.', rule: '808.1', path: 'players[0].team' },
        { message: 'Not here.', rule: '807.2c', path: 'options.attack' },
        { message: 'Not at the table.', path: 'startingPlayer' },
        { message: 'Teams must be the same size.', rule: '809.6', path: 'players' },
      ],
      [{ message: 'Meant for ten or more.', rule: '807.1' }],
    );
    expect(map.players.get(2)?.name?.[0]?.message).toBe('No name.');
    expect(map.players.get(0)?.team?.[0]?.rule).toBe('808.1');
    expect(map.options.attack?.[0]?.severity).toBe('error');
    expect(map.starting).toHaveLength(1);
    expect(map.table.map((i) => i.severity)).toEqual(['error', 'warning']);
    expect(issueText(map.table[0]!)).toBe('Teams must be the same size. — 809.6');
    expect(issueSummary(map.errorCount, map.warningCount)).toBe('5 problems to fix, 1 warning');
    expect(issueSummary(0, 0)).toBe('');
  });
});

describe('form and scenario', () => {
  it('every preset round-trips into a playable scenario', () => {
    for (const p of PRESETS) {
      const s = toScenario(fromScenario(p.scenario), all);
      expect(s.seating).toBe('as-listed');
      expect(buildTable(s).errors, p.id).toEqual([]);
    }
  });
  it('lists a table seated by the rules in the engine’s seat order', () => {
    const names = toScenario(fromScenario(preset('alternating-teams')), all).players.map(
      (p) => p.team,
    );
    expect(names).toEqual(['Red', 'Blue', 'Green', 'Red', 'Blue', 'Green']);
  });
  it('sends only options that differ from the variant default', () => {
    const d = fromScenario(preset('commander'));
    expect(toScenario(d, all).options).toEqual({ format: 'commander' });
    const changed = { ...d, options: { attack: 'left' as const, deployCreatures: false } };
    expect(toScenario(changed, all).options).toEqual({ attack: 'left', format: 'commander' });
  });
  it('leaves out fields the variant does not show', () => {
    const d = fromScenario(preset('team-vs-team'));
    const s = toScenario(d, { team: false, role: false, range: false });
    expect(s.players.every((p) => p.team === undefined)).toBe(true);
  });
  it('an empty limited range reaches the engine as an error, never silently as a default', () => {
    const d = fromScenario(preset('commander'));
    const s = toScenario(
      { ...d, options: { rangeOfInfluence: { unlimited: false, text: '' } } },
      all,
    );
    expect(buildTable(s).errors[0]?.path).toBe('options.rangeOfInfluence');
  });
  it('switching variant puts its defaults back and keeps the players', () => {
    const d = withVariant(fromScenario(preset('custom')), 'grand-melee');
    expect(d.options).toEqual({});
    expect(d.perPlayerRanges).toBe(false);
    expect(d.players).toHaveLength(5);
    expect(VARIANT_DEFAULTS[d.variant].attack).toBe('left');
  });
  it('moves a player to a new seat keeping the others in order', () => {
    expect(movePlayer(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePlayer(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePlayer(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('life in the form (903.7, 903.12f, 902.4, 902.5b)', () => {
  const built = (d: SetupForm) => buildTable(toScenario(d, all));
  it('the Commander pod starts at 40 and the Brawl preset at 30, format kept', () => {
    const commander = toScenario(fromScenario(preset('commander')), all);
    expect(commander.options).toEqual({ format: 'commander' });
    expect(buildTable(commander).table?.startingLife).toBe(40);
    const brawl = toScenario(fromScenario(preset('brawl')), all);
    expect(brawl.options?.format).toBe('brawl');
    expect(buildTable(brawl).table?.startingLife).toBe(30);
  });
  it('the Vanguard preset turns the vanguard fields on and sends every modifier', () => {
    const d = fromScenario(preset('vanguard'));
    expect(d.vanguard).toBe(true);
    const s = toScenario(d, all);
    expect(s.players.map((p) => p.vanguard)).toEqual(
      preset('vanguard').players.map((p) => p.vanguard),
    );
    expect(startFacts(buildTable(s).table!)).toEqual([
      { life: 24, hand: 7 },
      { life: 17, hand: 9 },
      { life: 20, hand: 8 },
      { life: 26, hand: 6 },
    ]);
  });
  it('a scenario with format, starting life and vanguard comes back unchanged', () => {
    const scenario: Scenario = {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'left', format: 'brawl', startingLife: 25 },
      seating: 'as-listed',
      players: [
        { name: 'Ann', vanguard: { life: 0, hand: 0 } },
        { name: 'Ben' },
        { name: 'Cat', vanguard: { life: -5, hand: 2 } },
      ],
      startingPlayer: 'Ben',
      seed: 9,
    };
    expect(toScenario(fromScenario(scenario), all)).toEqual(scenario);
  });
  it('an override replaces the default; switching variant keeps format, life and vanguard', () => {
    const d = { ...fromScenario(preset('commander')), startingLife: '30', vanguard: true };
    expect(built(d).table?.startingLife).toBe(30);
    const moved = withVariant(d, 'two-headed-giant');
    expect([moved.format, moved.startingLife, moved.vanguard]).toEqual(['commander', '30', true]);
    const { startingLife: _gone, ...back } = d;
    expect(built(back).table?.startingLife).toBe(40);
  });
  it('a bad starting life or modifier reaches the engine and its message sits by the field', () => {
    const d = fromScenario(preset('vanguard'));
    for (const text of ['0', '2.5', '-3']) {
      const r = built({ ...d, startingLife: text });
      const map = mapIssues(r.errors, r.warnings);
      expect(map.options.startingLife?.[0]?.rule, text).toBe('103.3');
    }
    const players = d.players.map((p, i) =>
      i === 1 ? { ...p, vanguard: { life: '1.5', hand: '' } } : p,
    );
    const map = mapIssues(built({ ...d, players }).errors, []);
    expect(map.players.get(1)?.vanguard?.[0]?.rule).toBe('902.4');
  });
  it('vanguard fields are sent only while Vanguard is on; an empty modifier counts as 0', () => {
    const d = fromScenario(preset('vanguard'));
    expect(toScenario({ ...d, vanguard: false }, all).players.some((p) => p.vanguard)).toBe(false);
    const players = d.players.map((p, i) =>
      i === 0
        ? { ...p, vanguard: { life: '', hand: '3' } }
        : { ...p, vanguard: { life: '', hand: '' } },
    );
    const s = toScenario({ ...d, players }, all);
    expect(s.players.map((p) => p.vanguard)).toEqual([
      { life: 0, hand: 3 },
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('asking the engine', () => {
  it('knows which fields and option values each variant accepts', () => {
    expect(variantTraits('free-for-all').teams).toBe(false);
    expect(variantTraits('custom').teams).toBe(true);
    expect(variantTraits('emperor').roles).toBe(true);
    expect(variantTraits('team-vs-team').roles).toBe(false);
    expect(variantTraits('grand-melee').attack.multiple?.rule).toBe('807.2c');
    expect(variantTraits('emperor').deployCreatures.off?.rule).toBe('804.1');
    expect(variantTraits('emperor').rangeOfInfluence.unlimited?.rule).toBe('801.1');
    expect(variantTraits('two-headed-giant').sharedTeamTurns.off?.rule).toBe('810.2');
  });
  it('seats by the rules and tells random seating from fixed seating', () => {
    const alt = toScenario(fromScenario(preset('team-vs-team')), all);
    expect(seatsAtRandom(alt)).toBe(false);
    const melee = toScenario(fromScenario(preset('grand-melee')), all);
    expect(seatsAtRandom(melee)).toBe(true);
    const r = seatByRules(melee, 7);
    expect(r.ok && r.names.length).toBe(12);
  });
});

describe('the rules edition in the form', () => {
  it('keeps options.edition through the form, and when the variant changes', () => {
    const teams: Scenario = {
      variant: 'teams',
      options: { edition: '2005' },
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'B2', team: 'B' },
      ],
    };
    const form = fromScenario(teams);
    expect(form.options.edition).toBe('2005');
    const s = toScenario(form, all);
    expect(s.options?.edition).toBe('2005');
    expect(buildTable(s).errors).toEqual([]);
    expect(withVariant(form, 'two-headed-giant').options.edition).toBe('2005');
    expect(variantOptionLabel('emperor', '2005')).toBe('Emperor (607)');
    expect(variantOptionLabel('emperor')).toBe('Emperor (809)');
    expect(variantOptionLabel('teams', '2005')).toBe('Teams (609)');
    expect(toScenario(fromScenario(preset('alternating-teams')), all).options?.edition).toBe(
      undefined,
    );
  });
});

describe("Emperor's one range field (809.3a)", () => {
  it('set to 1 gives the emperors 1 too, not their default 2', () => {
    const form = fromScenario(preset('emperor'));
    const set = {
      ...form,
      options: { ...form.options, rangeOfInfluence: { unlimited: false, text: '1' } },
    };
    const table = buildTable(toScenario(set, all)).table!;
    expect(table.players.map((p) => p.range)).toEqual(table.players.map(() => 1));
    // Left alone, the variant's ranges by role.
    const plain = buildTable(toScenario(form, all)).table!;
    expect(plain.players.filter((p) => p.role === 'emperor').map((p) => p.range)).toEqual([2, 2]);
  });
});
