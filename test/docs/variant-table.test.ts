// The variant table in docs/scenario-format.md against the variant specs (src/rules/variants):
// every variant has a row, and each row's defaults, option demands and rule numbers are the
// spec's. Change a spec and this fails until the table says the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS, type Options } from '../../src/rules';
import { VARIANT_SPECS } from '../../src/rules/variants';
import { VARIANT_CHECKS, type BuildSpec } from '../../src/rules/variants/checks';

const doc = readFileSync(join(import.meta.dirname, '../../docs/scenario-format.md'), 'utf8');

/** The markdown table whose header row begins with "| variant", as rows of cells by column name. */
function variantTable(): Record<string, string>[] {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => /^\|\s*variant\s*\|/.test(l));
  expect(start, 'the variant table in docs/scenario-format.md').toBeGreaterThanOrEqual(0);
  const cells = (l: string) =>
    l
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  const header = cells(lines[start]!);
  const rows: Record<string, string>[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++)
    rows.push(Object.fromEntries(cells(lines[i]!).map((c, k) => [header[k]!, c])));
  return rows;
}

const ruleNumbers = (text: string) => text.match(/\b\d{3}(\.\d+[a-z]?)?\b/g) ?? [];

/** Every rule number the spec cites. */
function specRules(spec: BuildSpec): string[] {
  return [
    spec.competitors.rule,
    spec.minPlayers?.rule,
    spec.sameRange,
    spec.limitedRange,
    spec.seating.together,
    spec.seating.alternate,
    ...spec.teams.map((r) => r.rule),
    ...spec.errors.map((r) => r.rule),
    ...spec.warnings.map((r) => r.rule),
  ].filter((r): r is string => !!r);
}

/** Whether the spec refuses the variant's defaults with one option changed to `value`. */
const refuses = (spec: BuildSpec, key: keyof Options, value: unknown) => {
  const options = { ...spec.defaults, [key]: value };
  return spec.errors.some((r) => r.path === `options.${key}` && r.when(options, options, 100));
};

describe('docs/scenario-format.md variant table matches the variant specs', () => {
  const rows = variantTable();

  it('has one row per variant, in the engine’s order', () => {
    expect(rows.map((r) => r.variant)).toEqual(VARIANTS.map((v) => `\`${v}\``));
  });

  for (const row of rows) {
    const variant = row.variant!.replaceAll('`', '') as keyof typeof VARIANT_SPECS;
    const spec: BuildSpec = { ...VARIANT_SPECS[variant], ...VARIANT_CHECKS[variant] };
    it(`${row.variant}: defaults, demands and rule numbers`, () => {
      expect(spec).toBeDefined();
      const d = spec.defaults;
      const range = row['range of influence']!;
      if (d.rangeOfInfluence === null) expect(range).toMatch(/^unlimited/);
      else if (spec.roles) expect(range).toContain(`${d.rangeOfInfluence} for generals`);
      else expect(range).toMatch(new RegExp(`^${d.rangeOfInfluence}\\b`));
      expect(row.attack).toMatch(new RegExp(`^\`${d.attack}\``));
      expect(row.deploy).toMatch(
        refuses(spec, 'deployCreatures', true)
          ? /^never/
          : refuses(spec, 'deployCreatures', false)
            ? /^always/
            : d.deployCreatures
              ? /^yes/
              : /^no/,
      );
      expect(row['shared turns']).toMatch(
        refuses(spec, 'sharedTeamTurns', false) ? /^always/ : d.sharedTeamTurns ? /^yes/ : /^no/,
      );
      if (spec.competitors.kind === 'individuals') expect(row.notes).toMatch(/^individuals/);
      if (spec.minPlayers) expect(row.notes).toContain(`at least ${spec.minPlayers.count} players`);
      // Every rule the row cites is one the spec uses, or a rule of the variant's own section.
      const known = specRules(spec);
      for (const rule of ruleNumbers(Object.values(row).join(' ')))
        expect(
          known.includes(rule) || (spec.section !== '' && rule.startsWith(spec.section)),
          `${row.variant} cites ${rule}`,
        ).toBe(true);
    });
  }
});
