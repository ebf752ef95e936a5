// Gathering a table before its game (800.1: a multiplayer game begins with its players, so they
// are seated before it starts). The host's device shares its setup form; each phone adds a request
// for a seat under a name. Every device reduces the same shared records to the same seating: a
// request is read in the shared list's order (the same on every device once they have synced), so
// when two phones ask for one name at the same moment, the one earlier in the list gets the seat
// and the other is told the name is taken. Pure: no Yjs, no DOM.
// Names typed on phones are compared with Unicode's look-alike table.
import './confusables';
import { nameFault, nameFaultWords, nameKey, visibleName } from './names';
import { parseScenario } from './scenario';
import { MAX_NAME_LENGTH, MAX_PLAYERS } from './setup';
import type { Scenario } from './types';
import { words, type Words } from './words';

/** The host's form as shared: the scenario, which phone's request each player came from, and
 * the requests the host took off the table. `after` is the game record this gathering follows
 * (null: the room had none), so a gathering closes when a newer game starts. */
export interface GatherForm {
  setup: Scenario;
  sits: (string | null)[];
  removed: string[];
  after: string | null;
}

/** A phone's request for a seat, or its leaving the seat it asked for. */
export type SitRecord =
  | { k: 'sit'; id: string; dev: string; name: string }
  | { k: 'leave'; id: string; dev: string; target: string };

export type SitStatus =
  | { kind: 'seated'; seat: number; name: string }
  | { kind: 'taken'; name: string }
  | { kind: 'invalid'; name: string; why: Words }
  | { kind: 'removed'; name: string }
  | { kind: 'left'; name: string }
  | { kind: 'already'; name: string };

export interface Gathered {
  /** The table as it stands: the host's form with the seated phones after its own players. */
  setup: Scenario;
  /** For each player of `setup`, the request it came from (null: typed by the host). */
  sits: (string | null)[];
  /** Each request's outcome, by request id. */
  status: Map<string, SitStatus>;
}

/** At most this many requests are read: a room is one table (MAX_PLAYERS seats). */
export const MAX_SITS = MAX_PLAYERS * 2;

const isStr = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length < 200;
const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The host's shared form, read field by field (a stranger with the link may write anything). */
export function readGatherForm(x: unknown): GatherForm | null {
  if (!isObj(x)) return null;
  const setup = parseScenario(x.setup);
  if (!setup.ok) return null;
  const players = setup.value.players ?? [];
  if (players.length > MAX_PLAYERS) return null;
  const { sits, removed, after } = x;
  if (!Array.isArray(sits) || sits.length !== players.length) return null;
  if (!sits.every((s) => s === null || isStr(s))) return null;
  if (!Array.isArray(removed) || removed.length > MAX_SITS || !removed.every(isStr)) return null;
  if (after !== null && !isStr(after)) return null;
  return {
    setup: setup.value,
    sits: sits as (string | null)[],
    removed: removed as string[],
    after: after as string | null,
  };
}

/** A request from the shared list, or null when it is not one this app writes. */
export function readSit(x: unknown): SitRecord | null {
  if (!isObj(x) || !isStr(x.id) || !isStr(x.dev)) return null;
  if (x.k === 'sit' && typeof x.name === 'string' && x.name.length <= 200)
    return { k: 'sit', id: x.id, dev: x.dev, name: x.name };
  if (x.k === 'leave' && isStr(x.target))
    return { k: 'leave', id: x.id, dev: x.dev, target: x.target };
  return null;
}

/** Why a name cannot be a player's, in plain words, as the setup form says it; null when it can. */
export function seatNameProblem(name: string): Words | null {
  const shown = visibleName(name);
  if (!shown) return words(/*i18n*/ { id: 'gather.name.needed', message: 'A name is needed.' });
  // Read as typed, as the setup form reads it: direction controls are refused, not dropped.
  const fault = nameFault(name.trim());
  if (fault) return nameFaultWords(fault, 'name');
  if (shown.length > MAX_NAME_LENGTH)
    return words(
      /*i18n*/ { id: 'gather.name.long', message: 'The name is longer than {max} characters.' },
      { max: MAX_NAME_LENGTH },
    );
  return null;
}

/**
 * In a team game a newcomer joins the team with the fewest players (the first of them in seat
 * order), so the table can be seated at once (808.2, 809.1: every player is on a team); the host
 * may move them. Undefined when nobody is on a team.
 */
function smallestTeam(players: NonNullable<Scenario['players']>): string | undefined {
  const sizes = new Map<string, number>();
  for (const p of players) if (p.team) sizes.set(p.team, (sizes.get(p.team) ?? 0) + 1);
  let best: string | undefined;
  for (const [team, n] of sizes) if (best === undefined || n < sizes.get(best)!) best = team;
  return best;
}

/**
 * The seating the shared records describe. Requests are taken in list order: one already in the
 * host's form keeps the seat the host gave it; one the host removed, or its phone left, has none;
 * any other is seated after the others (on the smallest team, in a team game) unless its name is not a name or reads as one already at
 * the table (look-alikes and case count as the same, as in the setup form), or its phone already
 * holds a seat. Unreadable records are skipped.
 */
export function gatherSeats(form: GatherForm, records: readonly unknown[]): Gathered {
  const status = new Map<string, SitStatus>();
  const sits = records.slice(0, MAX_SITS).flatMap((r) => readSit(r) ?? []);
  const requests = new Map<string, { dev: string; name: string }>();
  for (const r of sits) if (r.k === 'sit') requests.set(r.id, r);
  // A phone may take back only its own request.
  const left = new Set(
    sits.flatMap((r) =>
      r.k === 'leave' && requests.get(r.target)?.dev === r.dev ? [r.target] : [],
    ),
  );
  const removed = new Set(form.removed);
  const basePlayers = form.setup.players ?? [];
  const players: NonNullable<Scenario['players']> = [];
  const outSits: (string | null)[] = [];
  const placed = new Map<string, number>();
  basePlayers.forEach((p, i) => {
    const sit = form.sits[i] ?? null;
    if (sit !== null && (left.has(sit) || placed.has(sit))) return;
    if (sit !== null) placed.set(sit, players.length);
    players.push(p);
    outSits.push(sit);
  });
  const names = new Set(players.map((p) => nameKey(p.name ?? '')));
  const devs = new Set<string>();
  for (const [id, r] of requests) {
    const at = placed.get(id);
    if (at !== undefined) {
      devs.add(r.dev);
      status.set(id, { kind: 'seated', seat: at, name: players[at]!.name ?? r.name });
    }
  }
  for (const [id, r] of requests) {
    const name = visibleName(r.name);
    if (placed.has(id)) continue;
    if (left.has(id)) status.set(id, { kind: 'left', name });
    else if (removed.has(id)) status.set(id, { kind: 'removed', name });
    else if (devs.has(r.dev)) status.set(id, { kind: 'already', name });
    else {
      const why = seatNameProblem(r.name);
      if (why) status.set(id, { kind: 'invalid', name, why });
      else if (names.has(nameKey(name))) status.set(id, { kind: 'taken', name });
      else if (players.length >= MAX_PLAYERS)
        status.set(id, {
          kind: 'invalid',
          name,
          why: words(/*i18n*/ { id: 'gather.full', message: 'The table is full.' }),
        });
      else {
        names.add(nameKey(name));
        devs.add(r.dev);
        status.set(id, { kind: 'seated', seat: players.length, name });
        const team = smallestTeam(players);
        players.push(team === undefined ? { name } : { name, team });
        outSits.push(id);
      }
    }
  }
  return { setup: { ...form.setup, players }, sits: outSits, status };
}
