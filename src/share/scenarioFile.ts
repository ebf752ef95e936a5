// Scenario files (docs/scenario-format.md) in and out of the app. Export writes the table as the
// command line reads it (`npm run --silent scenario -- FILE`); import reads untrusted text into a
// table or one clear message. Pure TypeScript apart from File.text(); nothing here throws.
// Every event (a file may hold any event).
import '../rules/events/all';
import '../rules/turns/load';
// A file is input: its names are compared with Unicode's look-alike table.
import '../rules/confusables';
import { eventSpec } from '../rules';
import { loadScenario, SCENARIO_VERSION } from '../rules/scenario';
import type { GameEvent, PlayerInput, Scenario } from '../rules';
import type { TableFacts } from '../persist/storage';
import { eventFields } from '../rules/events/schema';
import { english, words, type Words } from '../rules/words';

/** Files larger than this are refused unread: a real scenario of 1,000 players is far smaller. */
export const MAX_FILE_BYTES = 1024 * 1024;

const pick = <T extends object>(o: T, keys: readonly (keyof T)[]): T => {
  const out = {} as T;
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
};

/** The scenario's known keys only, in the documented order (vanguard's two numbers too). */
/** The order event fields were always written in; fields events learned later follow. */
const EVENT_KEYS = [
  'type',
  'player',
  'players',
  'marker',
  'reason',
  'from',
  'amount',
  'to',
  'commander',
  'face',
];

export function knownKeys(s: Scenario, log: readonly GameEvent[]): Scenario {
  const out: Scenario = pick({ ...s, version: SCENARIO_VERSION } as Scenario, [
    'version',
    'title',
    'variant',
    'options',
    'seating',
    'seed',
  ]);
  if (s.options)
    out.options = pick(s.options, [
      'rangeOfInfluence',
      'attack',
      'deployCreatures',
      'sharedTeamTurns',
      'format',
      'startingLife',
      'planechase',
      'edition',
    ]);
  out.players = s.players.map((p) => {
    const q = pick(p, ['name', 'team', 'role', 'range', 'vanguard'] as (keyof PlayerInput)[]);
    if (q.vanguard) q.vanguard = pick(q.vanguard, ['life', 'hand', 'name']);
    return q;
  });
  if (s.startingPlayer !== undefined) out.startingPlayer = s.startingPlayer;
  if (s.startingTeam !== undefined) out.startingTeam = s.startingTeam;
  if (s.startedAt !== undefined) out.startedAt = s.startedAt;
  // Each event keeps the fields any event may carry, then its own as its spec lists them
  // (rules/events): a counter's id, a designation, a die and its result travel too; then when
  // it happened (records read a game's length from it).
  const fieldsOf = (type: string) => {
    const spec = eventSpec(type);
    return spec ? eventFields(spec) : {};
  };
  out.events = log.map((e) =>
    pick(e, [
      ...new Set([...EVENT_KEYS, ...Object.keys(fieldsOf(e.type)), 'at']),
    ] as (keyof GameEvent)[]),
  );
  return out;
}

/**
 * The scenario JSON for a table, as it stands: the events up to the cursor (the file format has
 * no undo history, so undone events are left out). Keys in the documented order, known keys only,
 * so exporting an imported file gives the same bytes.
 */
export function exportScenario(facts: TableFacts): string {
  return JSON.stringify(knownKeys(facts.setup, facts.log.slice(0, facts.cursor)), null, 2) + '\n';
}

/** A file name for the export: the title (or variant) with characters file systems refuse removed. */
export function exportFileName(facts: TableFacts): string {
  const { title, variant } = facts.setup;
  const base = (typeof title === 'string' && title.trim() ? title : variant)
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'table'}.json`;
}

export type ImportResult =
  | { ok: true; facts: TableFacts }
  /**
   * `message` in English, `words` the same sentence for the page (src/rules/words.ts).
   * `empty`: nothing in the file but blanks, which the app says in words of its own.
   */
  | { ok: false; message: string; words: Words; empty?: true };

const refused = (w: Words): ImportResult => ({ ok: false, message: english(w), words: w });
const tooLarge = () =>
  refused(
    words(
      /*i18n*/ {
        id: 'file.tooLarge',
        message: 'The file is larger than 1 MB, too large to be a scenario file.',
      },
    ),
  );

/** Untrusted text to a table the rules accept, or a message saying what is wrong. */
export function importScenarioText(text: string): ImportResult {
  try {
    if (typeof text !== 'string')
      return refused(
        words(/*i18n*/ { id: 'file.notText', message: 'The file could not be read as text.' }),
      );
    if (text.length > MAX_FILE_BYTES) return tooLarge();
    // An empty file is not "not JSON": it holds nothing at all (a download that failed, say).
    if (!text.replace(/^\uFEFF/, '').trim())
      return {
        ...refused(
          words(
            /*i18n*/ { id: 'file.empty', message: 'The file is empty: there is nothing in it.' },
          ),
        ),
        empty: true,
      } as ImportResult;
    let json: unknown;
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return refused(
        words(
          /*i18n*/ {
            id: 'file.notJson',
            message: 'The file is not JSON, so it is not a scenario file.',
          },
        ),
      );
    }
    const loaded = loadScenario(json);
    if (!loaded.ok) {
      const { message, rule, path } = loaded.error;
      // Where the rule and the place in the file are known, they follow the reason.
      return refused(
        words(
          /*i18n*/ {
            id: 'file.invalid',
            message:
              'The file is not a table this app can open: {why}{rule, select, none {} other { (rule {rule})}}{path, select, none {} other { [at {path}]}}',
          },
          { why: loaded.error.words ?? message, rule: rule ?? 'none', path: path ?? 'none' },
        ),
      );
    }
    // Unknown keys are dropped, as links drop them: only what the format defines is kept.
    const { events = [], ...setup } = knownKeys(
      loaded.value.scenario,
      loaded.value.scenario.events ?? [],
    );
    return { ok: true, facts: { setup, log: events, cursor: events.length } };
  } catch {
    // Every expected failure is a value above; this only keeps a bug from escaping.
    return refused(
      words(
        /*i18n*/ { id: 'file.unexpected', message: 'The file could not be read as a scenario.' },
      ),
    );
  }
}

/** A picked or dropped file: refused unread when too large. */
export async function importScenarioFile(file: Blob): Promise<ImportResult> {
  if (file.size > MAX_FILE_BYTES) return tooLarge();
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refused(words(/*i18n*/ { id: 'file.unread', message: 'The file could not be read.' }));
  }
  return importScenarioText(text);
}
