// Writes docs/scenario.schema.json, the scenario format as a JSON Schema, from the same Valibot
// schemas the app reads files, links and live records with (src/rules/scenario.ts, events/).
// `npx tsx scripts/scenario-schema.ts` rewrites it; test/docs/scenario-schema.test.ts checks that
// it is up to date and that every file in scenarios/ passes it.
// Every event (the schema covers every event).
import '../src/rules/events/all';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { VARIANTS } from '../src/rules';
import { scenarioSchema } from '../src/rules/scenario';

export const SCHEMA_FILE = join(import.meta.dirname, '../docs/scenario.schema.json');

export function scenarioJsonSchema(): string {
  // Checks that JSON Schema cannot say (a list is not an object) are left to the app's reader.
  const schema = toJsonSchema(scenarioSchema(), { errorMode: 'ignore' }) as Record<string, unknown>;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  // The reader takes any text and lets the engine name the variants; an editor can list them.
  properties.variant = { ...properties.variant, enum: [...VARIANTS] };
  const out = {
    $schema: schema.$schema,
    $id: 'https://table-sense.invalid/scenario.schema.json',
    title: 'Table Sense scenario',
    description:
      'A multiplayer table: variant, options, players in seat order and the events played (docs/scenario-format.md).',
    ...schema,
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, scenarioJsonSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
