// Reading a records export back in (out.ts writes it: { "version": 1, "records": [KeptGame…] }).
// An import trusts nothing but the scenarios: every game is replayed and its record made again
// here (loadScenario, recordOf); the first problem stops the whole import, so a bad or hostile
// file changes nothing. Loaded on the first import: it brings every event and the name tables.
import '../../rules/turns/load';
import { t } from '@lingui/core/macro';
import { nightOf, type KeptGame } from '../../persist/records';
import type { GameEvent, Scenario } from '../../rules';
import { recordOf } from '../../rules/record';
import { loadScenario } from '../../rules/scenario';
// Every event registered and look-alike names compared, as any file read by the app.
import { knownKeys } from '../../share/scenarioFile';
import { loadEngineWords, say } from '../../i18n/say';
import { formats } from './formats';
import { RECORDS_VERSION } from './out';

/** Ten thousand long games are about 40 MB; past this a file is not an export of this app's. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
export const MAX_IMPORT_GAMES = 20_000;
/** A whole night of moves is a few thousand events. */
export const MAX_GAME_EVENTS = 20_000;
const MAX_TIME_LENGTH = 40;
const ID = /^g[0-9a-f]{16}$/;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** A count as the language shown writes it ("20,000", "20.000"). */
const count = (n: number) => formats().number.format(n);
/** The problem when a file is too large (read or not). */
const tooLarge = () => {
  const size = mb(MAX_IMPORT_BYTES);
  return t`The file is larger than ${size}, too large to be a records export.`;
};

export type ReadResult =
  { ok: true; games: KeptGame[]; repeated: number } | { ok: false; message: string };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isTime = (x: unknown): x is string =>
  typeof x === 'string' && x.length <= MAX_TIME_LENGTH && Number.isFinite(Date.parse(x));

/** One entry of the file as a game to keep, made again from its scenario; or what is wrong. */
export function readGame(
  entry: unknown,
): { ok: true; game: KeptGame } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem });
  // What is wrong, after "Game 3 of 40 (g…): " (readRecordsText).
  if (!isObject(entry)) return fail(t`it is not an object with an id and a scenario.`);
  const { id, keptAt, scenario } = entry;
  if (typeof id !== 'string' || !ID.test(id))
    return fail(t`its "id" is not a game id this app writes ("g" and 16 hex digits).`);
  if (!isTime(keptAt)) return fail(t`its "keptAt" is not a date and time.`);
  if (!isObject(scenario)) return fail(t`it has no "scenario" (the game's setup and events).`);
  const raw = scenario.events;
  if (Array.isArray(raw) && raw.length > MAX_GAME_EVENTS) {
    const most = count(MAX_GAME_EVENTS);
    return fail(t`its game has more than ${most} moves.`);
  }
  const loaded = loadScenario(scenario);
  if (!loaded.ok) {
    const { rule, path } = loaded.error;
    // The engine's message in the language shown (its catalog is loaded before the games are
    // read); where in the file it is follows.
    const message = say(loaded.error.words ?? loaded.error.message);
    const where = path ? t`[at scenario.${path}]` : '';
    return fail([rule ? t`${message} (rule ${rule})` : message, where].filter(Boolean).join(' '));
  }
  const read = loaded.value.scenario;
  const events = read.events ?? [];
  const made = recordOf(loaded.value.table, events, read.startedAt);
  if (!made.ok) {
    const why = say(made.error.words ?? made.error.message);
    return fail(t`its moves cannot be replayed: ${why}`);
  }
  // Only what the format defines is kept, with the times records are made from.
  const { events: kept = [], ...setup } = knownKeys(read, events);
  const clean: Scenario = {
    ...setup,
    ...(read.startedAt ? { startedAt: read.startedAt } : {}),
    events: kept.map((e, i): GameEvent => (events[i]!.at ? { ...e, at: events[i]!.at } : e)),
  };
  const record = made.value;
  return {
    ok: true,
    game: { id, night: nightOf(record.startedAt, keptAt), keptAt, scenario: clean, record },
  };
}

/** A pause for the page to paint: checking thousands of games takes seconds. */
const breathe = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Untrusted text to the games it holds, each checked and made again; or one message saying what
 * is wrong, naming the game. `progress` hears how many have been checked.
 */
export async function readRecordsText(
  text: string,
  progress?: (done: number, total: number) => void,
): Promise<ReadResult> {
  const fail = (message: string): ReadResult => ({ ok: false, message });
  if (text.length > MAX_IMPORT_BYTES) return fail(tooLarge());
  // A game the rules refuse is said in the engine's words: its catalog first (in English, its
  // English: the browser's build has it apart).
  await loadEngineWords();
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return fail(t`The file is empty: there is nothing in it.`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail(t`The file is not JSON, so it is not a records export.`);
  }
  if (isObject(json) && 'variant' in json && 'players' in json)
    return fail(
      t`This is a scenario file (one table), not a records export: open it with Tables → Import scenario file.`,
    );
  if (!isObject(json) || !Array.isArray(json.records))
    return fail(t`The file is not a records export: it has no "records" list.`);
  if (json.version !== RECORDS_VERSION) {
    const version = json.version;
    const ours = RECORDS_VERSION;
    const written = JSON.stringify(version);
    return fail(
      typeof version === 'number' && version > RECORDS_VERSION
        ? t`This export is format version ${version}; this app reads version ${ours}. Update the app to import it.`
        : written === undefined
          ? t`The export's format version is missing; this app reads version ${ours}.`
          : t`The export's format version is ${written}; this app reads version ${ours}.`,
    );
  }
  const entries = json.records as unknown[];
  if (entries.length > MAX_IMPORT_GAMES) {
    const held = count(entries.length);
    const most = count(MAX_IMPORT_GAMES);
    return fail(t`The file holds ${held} games; an import takes at most ${most}.`);
  }
  const games = new Map<string, KeptGame>();
  let repeated = 0;
  for (let i = 0; i < entries.length; i++) {
    if (i % 100 === 99) {
      progress?.(i, entries.length);
      await breathe();
    }
    let r: ReturnType<typeof readGame>;
    try {
      r = readGame(entries[i]);
    } catch {
      // Every expected problem is a value; this keeps a bug from letting part of a file in.
      r = { ok: false, problem: t`it could not be read.` };
    }
    if (!r.ok) {
      const id = isObject(entries[i]) ? (entries[i] as { id?: unknown }).id : undefined;
      const which = count(i + 1);
      const total = count(entries.length);
      const problem = r.problem;
      return fail(
        typeof id === 'string' && ID.test(id)
          ? t`Game ${which} of ${total} (${id}): ${problem}`
          : t`Game ${which} of ${total}: ${problem}`,
      );
    }
    // The same game twice in one file: one game.
    if (games.has(r.game.id)) repeated++;
    else games.set(r.game.id, r.game);
  }
  progress?.(entries.length, entries.length);
  return { ok: true, games: [...games.values()], repeated };
}

/** A picked file: refused unread when too large. */
export async function readRecordsFile(
  file: Blob,
  progress?: (done: number, total: number) => void,
): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: tooLarge() };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: t`The file could not be read.` };
  }
  return readRecordsText(text, progress);
}
