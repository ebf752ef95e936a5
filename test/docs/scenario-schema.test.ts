// docs/scenario.schema.json, the scenario format for editors, is generated from the schemas the
// app reads with (scripts/scenario-schema.ts): it must be up to date, every scenario we ship must
// pass it, and what it refuses the app's reader refuses too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/rules/scenario';
import { SCHEMA_FILE, scenarioJsonSchema } from '../../scripts/scenario-schema';

const root = join(import.meta.dirname, '../..');
const schemaText = readFileSync(SCHEMA_FILE, 'utf8');
const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(schemaText));
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('docs/scenario.schema.json', () => {
  it('is what scripts/scenario-schema.ts makes from the app’s schemas (rerun it after a change)', () => {
    expect(schemaText).toBe(scenarioJsonSchema());
  });

  const files = readdirSync(join(root, 'scenarios')).filter((f) => f.endsWith('.json'));
  it.each(files)('scenarios/%s passes it', (file) => {
    validate(json(join(root, 'scenarios', file)));
    expect(validate.errors ?? []).toEqual([]);
  });

  const lessons = readdirSync(join(root, 'src/teach/lessons')).filter((f) => f.endsWith('.json'));
  it.each(lessons)('the scenario of lesson %s passes it', (file) => {
    const lesson = json(join(root, 'src/teach/lessons', file)) as { scenario: unknown };
    validate(lesson.scenario);
    expect(validate.errors ?? []).toEqual([]);
  });

  const base = { variant: 'free-for-all', players: [{ name: 'Ana' }, { name: 'Bo' }] };
  it.each([
    ['no players', { variant: 'free-for-all' }],
    ['a player without a name', { ...base, players: [{ team: 'A' }] }],
    ['a title that is not text', { ...base, title: 4 }],
    ['an unknown event type', { ...base, events: [{ type: 'explode' }] }],
    ['a life event without an amount', { ...base, events: [{ type: 'life', player: 'Ana' }] }],
    ['a fractional amount', { ...base, events: [{ type: 'poison', player: 'Ana', amount: 1.5 }] }],
    ['a die face that is not one', { ...base, events: [{ type: 'planarRoll', face: 'six' }] }],
    [
      'a third partner',
      {
        ...base,
        events: [{ type: 'commanderDamage', player: 'Ana', from: 'Bo', amount: 2, commander: 3 }],
      },
    ],
    ['a marker that is not a number', { ...base, events: [{ type: 'endTurn', marker: 'one' }] }],
  ])('refuses %s, as the app does', (_what, input) => {
    expect(validate(input)).toBe(false);
    expect(parseScenario(input).ok).toBe(false);
  });

  it('accepts what the app reads', () => {
    const input = {
      ...base,
      events: [
        { type: 'life', player: 'Ana', amount: -3 },
        { type: 'endTurn' },
        { type: 'leave', player: 'Bo', reason: 'concede' },
      ],
    };
    expect(validate(input)).toBe(true);
    expect(parseScenario(input).ok).toBe(true);
  });
});
