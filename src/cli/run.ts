// The scenario command line as a function: arguments in, output text and exit status out. The
// entry point (scenario.ts) only hands it the arguments and a file reader, so tests can run every
// scenario file through the same code the command runs.
// Every event (a scenario may hold any event).
import '../rules/events/all';
import '../rules/turns/load';
// Files are input: their names are compared with Unicode's look-alike table.
import '../rules/confusables';
import { type RuleError } from '../rules';
import { loadScenario } from '../rules/scenario';
import { report } from '../rules/report';
import { cliRecord, recordOf, type GameRecord } from '../rules/record';
import { cliStats, statsOf } from '../rules/stats';
import type { Game } from '../rules/game';
import { ruleIn } from '../rules/editionRules';
import { EDITIONS, type Edition } from '../rules/types';

export const USAGE = 'usage: npm run --silent scenario -- [--why] [--record] FILE.json\n';

export interface CliResult {
  code: number;
  /** What goes to stdout, in pieces (see prettyJson); made as it is read. */
  output: Iterable<string>;
  stderr: string;
}

/** The error with its rule as the scenario's edition numbers it (809.3c is 607.3c in 2005). */
function explain(e: RuleError, edition: Edition): string {
  const rule = e.rule && ruleIn(edition, e.rule);
  return `${e.message}${rule ? ` (rule ${rule})` : ''}${e.path ? ` [at ${e.path}]` : ''}`;
}

/** The edition a scenario names (options.edition), else the current rules. */
function editionOf(json: unknown): Edition {
  const e = (json as { options?: { edition?: unknown } } | null)?.options?.edition;
  return EDITIONS.includes(e as Edition) ? (e as Edition) : 'current';
}

/**
 * `FILE` prints the derived table; `--why FILE` adds, for each player, every opponent they can't
 * attack with the reason and rule (`cannotAttack`). Those sentences are one per pair of players,
 * so they are made only when asked for: at a thousand seats they would be a million.
 */
export function runScenarioCli(argv: readonly string[], read: (file: string) => string): CliResult {
  const why = argv.includes('--why');
  const withRecord = argv.includes('--record');
  const files = argv.filter((a) => a !== '--why' && a !== '--record');
  const file = files[0];
  if (!file || files.length > 1 || file.startsWith('-')) return fail(USAGE);
  const loaded = loadFile(file, read);
  if (!loaded.ok) return fail(loaded.stderr);
  const out: object = report(loaded.game, { why });
  return {
    code: 0,
    output: prettyJson(withRecord ? { ...out, record: cliRecord(loaded.record) } : out),
    stderr: '',
  };
}

const fail = (stderr: string): CliResult => ({ code: 1, output: [], stderr });

/** A scenario file read, played and recorded; or the one line that says why it cannot be. */
function loadFile(
  file: string,
  read: (file: string) => string,
): { ok: true; game: Game; record: GameRecord } | { ok: false; stderr: string } {
  const no = (stderr: string) => ({ ok: false as const, stderr });
  let text: string;
  try {
    text = read(file);
  } catch (e) {
    const code = (e as { code?: string }).code;
    return no(
      `${file}: cannot read the file${code === 'ENOENT' ? ' (no such file)' : code ? ` (${code})` : ''}\n`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return no(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})\n`);
  }
  const loaded = loadScenario(json);
  if (!loaded.ok) return no(`${file}: ${explain(loaded.error, editionOf(json))}\n`);
  const { scenario, table, game } = loaded.value;
  // The events have just been played, so the record's own replay cannot refuse one.
  const record = recordOf(table, scenario.events ?? [], scenario.startedAt);
  if (!record.ok) return no(`${file}: ${explain(record.error, table.edition)}\n`);
  return { ok: true, game, record: record.value };
}

export const STATS_USAGE = 'usage: npm run --silent stats -- FILE.json...\n';

/**
 * `npm run stats -- FILE...`: the stats of the games the scenario files hold (docs/records.md).
 * A file that cannot be read or played is one line on stderr and exit status 1, as above.
 */
export function runStatsCli(argv: readonly string[], read: (file: string) => string): CliResult {
  if (argv.length === 0 || argv.some((a) => a.startsWith('-'))) return fail(STATS_USAGE);
  const records: GameRecord[] = [];
  for (const file of argv) {
    const loaded = loadFile(file, read);
    if (!loaded.ok) return fail(loaded.stderr);
    records.push(loaded.record);
  }
  return {
    code: 0,
    output: [`${JSON.stringify(cliStats(statsOf(records)), null, 2)}\n`],
    stderr: '',
  };
}

/**
 * `JSON.stringify(value, null, 2) + '\n'`, byte for byte, in pieces: one per element of each
 * top-level array, so a thousand-player report is never one string of tens of megabytes.
 */
export function* prettyJson(object: object): Generator<string> {
  const value = object as Record<string, unknown>;
  const keys = Object.keys(value).filter((k) => value[k] !== undefined);
  if (keys.length === 0) {
    yield '{}\n';
    return;
  }
  yield '{\n';
  for (let i = 0; i < keys.length; i++) {
    const v = value[keys[i]!];
    const comma = i < keys.length - 1 ? ',' : '';
    const key = `  ${JSON.stringify(keys[i])}: `;
    if (Array.isArray(v) && v.length > 0) {
      yield `${key}[\n`;
      for (let j = 0; j < v.length; j++)
        yield `    ${indent(JSON.stringify(v[j] ?? null, null, 2), '    ')}${j < v.length - 1 ? ',' : ''}\n`;
      yield `  ]${comma}\n`;
    } else yield `${key}${indent(JSON.stringify(v, null, 2))}${comma}\n`;
  }
  yield '}\n';
}

/** Nests a pretty-printed value one level deeper (JSON strings hold no raw line breaks). */
const indent = (json: string, by = '  ') =>
  json.includes('\n') ? json.replaceAll('\n', `\n${by}`) : json;
