// The game state and the machinery events use to move it on: leaving the game, turns, Grand Melee
// markers. State holds facts only — who is in the game, how they left, who was present when the
// last turn began, whose turns are running — and every query (range, attacks, choices) is derived
// from them in queries.ts. Each event's own module (events/) calls in here; play.ts applies them.
import { distance, leftOf, ringOf, rightOf, withinRange, type Ring } from './ring';
import { startingCounters, stateBasedLosses } from './counters';
import { NO_DESIGNATIONS } from './designations';
import {
  carryPlanes,
  handoverOnLeave,
  planarControllers,
  planesAfterDeparture,
  usesPlanechase,
} from './planar';
import { withGame, withMarker, type Draft, type Game, type Marker } from './state';
import { hasTurnMarkers, playOf } from './variants';
import type { Departure, Result, Table } from './types';

export type { Game, Marker } from './state';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const no = (message: string, rule?: string): Result<never> => ({
  ok: false,
  error: { message, ...(rule ? { rule } : {}) },
});

const seatIndex = new WeakMap<Table, Map<string, number>>();
export function seatOf(table: Table, name: string): number {
  let map = seatIndex.get(table);
  if (!map) {
    map = new Map(table.players.map((p) => [p.name, p.seat]));
    seatIndex.set(table, map);
  }
  return map.get(name) ?? -1;
}

export function newGame(table: Table): Game {
  const n = table.players.length;
  const inGame = new Array<boolean>(n).fill(true);
  let markers: Marker[] = [];
  if (hasTurnMarkers(table)) {
    // 807.4a–b: one marker per full four players; marker 1 to the starting player, each next
    // one four seats further to the left; all holders begin their turns together.
    const count = Math.max(1, Math.floor(n / 4));
    // Written in the order of Marker's fields, as withMarker writes them (one shape for all).
    markers = Array.from({ length: count }, (_, i) => ({
      number: i + 1,
      holder: (table.startingSeat + 4 * i) % n,
      takingTurn: true,
      removals: 0,
      extraAfter: 0,
      normalAfter: 0,
      arrived: 0,
      began: i + 1,
      passing: undefined,
      // 901.14a: each player who starts with a turn marker is a planar controller.
      planar: usesPlanechase(table) ? (table.startingSeat + 4 * i) % n : null,
    }));
  }
  // Written in the order of Game's fields, as withGame writes them (one shape for all).
  return {
    table,
    inGame,
    departures: new Array<Departure | null>(n).fill(null),
    rangeBasis: inGame,
    turn: hasTurnMarkers(table) ? markers.length : 1,
    current: hasTurnMarkers(table) ? -1 : table.startingSeat,
    currentIsExtra: false,
    lastNormal: table.startingSeat,
    extraTurns: [],
    markers,
    owedBefore: hasTurnMarkers(table) ? new Array<number>(n).fill(0) : [],
    over: false,
    winners: [],
    events: 0,
    counters: startingCounters(table),
    designations: NO_DESIGNATIONS,
    dayNight: undefined,
    sourced: {},
    planarHandover: null,
    planarRolls: usesPlanechase(table) ? new Array<number>(n).fill(0) : [],
  };
}

/**
 * 704.3: the losses from life, poison and commander damage, checked after every life event. Each
 * event changes one pool (a player, or a 2HG team), so the losers are one player or one team and
 * at least one other side is still in the game.
 */
export function stateBasedActions(game: Game): Game {
  const losers = stateBasedLosses(game.table, game.inGame, game);
  return losers.size ? depart(game, losers) : game;
}

/** Record on each player a win or draw effect reached whose effect it was and how far away they sat. */
export function byEffect(
  after: Game,
  before: Game,
  seats: readonly number[],
  by: number,
  how: Departure,
): Game {
  if (seats.length === 0) return after;
  const ring = basisRing(before);
  const departures = after.departures.slice();
  for (const s of seats)
    if (departures[s] && departures[s]!.rule === how.rule)
      departures[s] = { ...departures[s]!, by, seats: distance(ring, by, s) };
  return withGame(after, { departures });
}

export function bump(arr: readonly number[], i: number, by: number): number[] {
  const out = arr.slice();
  out[i] = (out[i] ?? 0) + by;
  return out;
}

const rings = new WeakMap<readonly boolean[], Ring>();

/** The ring of a presence list, built once per list (lists are never changed in place). */
export function ringFor(present: readonly boolean[]): Ring {
  let r = rings.get(present);
  if (!r) {
    r = ringOf(present);
    rings.set(present, r);
  }
  return r;
}

/** The seating range is counted on: who was in the game when the last turn began (801.2c, 807.4h). */
export const basisRing = (game: Game): Ring => ringFor(game.rangeBasis);

/** Seats within a player's range (801.2): fixed as the last turn began (801.2c), players still in the game. */
export function inRange(game: Game, seat: number): number[] {
  if (!game.inGame[seat]) return [];
  return withinRange(basisRing(game), seat, game.table.players[seat]!.range).filter(
    (s) => game.inGame[s],
  );
}

// ---------------------------------------------------------------------------------------------
// Leaving the game (800.4) with its team consequences, then the end of the game (104.2a).

/** The last departure: `to` is `from` with `seats` out; turn markers (beginReadyTurns) look near
 * those seats without comparing all of them. */
let lastDeparture: {
  from: readonly boolean[];
  to: readonly boolean[];
  seats: readonly number[];
} | null = null;

export function departAll(game: Game, seats: readonly number[], how: Departure): Game {
  return depart(game, new Map(seats.map((s) => [s, how])));
}

/** Players leave, each for their reason, with their team's consequences (810.8a–b, 809.5b–c). */
export function depart(game: Game, who: ReadonlyMap<number, Departure>): Game {
  const { table } = game;
  const leaving = new Map<number, Departure>();
  for (const [s, how] of who) if (game.inGame[s]) leaving.set(s, how);
  // Team consequences.
  for (const [s, how] of [...leaving]) {
    const p = table.players[s]!;
    const mates = table.sides[p.side]!.seats.filter(
      (t) => t !== s && game.inGame[t] && !leaving.has(t),
    );
    if (mates.length === 0) continue;
    let team: Departure | null = null;
    const { teamLeaves: leaves, teamRules: rules } = playOf(table);
    if (rules && (leaves === 'together' || (leaves === 'with-emperor' && p.role === 'emperor'))) {
      // 810.8a–b: players win, lose and draw only as a team, a concession takes the team out;
      // 809.5b–c: the team loses, or draws, with its emperor. Without a `drew` rule (607.5) a draw
      // leaves the team in the game.
      const by = leaves === 'together' ? 'teammate' : 'emperor';
      if (how.how === 'drew')
        team = rules.drew ? { how: 'drew', rule: rules.drew, cause: `${by} ${p.name} drew` } : null;
      else
        team = {
          how: 'lost',
          rule: how.how === 'conceded' ? rules.conceded : rules.lost,
          cause: `${by} ${p.name} ${how.how === 'conceded' && leaves === 'together' ? 'conceded' : 'lost'}`,
        };
    }
    if (team) for (const t of mates) leaving.set(t, team);
  }
  if (leaving.size === 0) return game;

  const inGame = game.inGame.slice();
  const departures = game.departures.slice();
  for (const [s, d] of leaving) {
    inGame[s] = false;
    departures[s] = d;
  }
  lastDeparture = { from: game.inGame, to: inGame, seats: [...leaving.keys()] };
  let next = withGame(game, { inGame, departures });
  if (hasTurnMarkers(table)) next = markersAfterDeparture(next, [...leaving.keys()]);
  else if (usesPlanechase(table) && !game.over) {
    // 800.4i, 901.6, 901.12b: the planar controller hands over before leaving.
    const [controller] = planarControllers(game, primaryOf);
    if (controller !== undefined)
      next = withGame(next, {
        planarHandover: handoverOnLeave(game, inGame, new Set(leaving.keys()), controller, (side) =>
          primaryOf(next, side),
        ),
      });
  }
  return checkGameEnd(next);
}

/** 104.2a: a side wins when all its opponents have left; the game ends when one side or none remains. */
function checkGameEnd(game: Game): Game {
  // Stops at the second side still in: at a thousand seats the game almost never ends here.
  const { inGame } = game;
  const players = game.table.players;
  let side = -1;
  for (let s = 0; s < inGame.length; s++) {
    if (!inGame[s]) continue;
    const own = players[s]!.side;
    if (side === -1) side = own;
    else if (own !== side) return game;
  }
  const winners = game.inGame.flatMap((inn, s) => (inn ? [s] : []));
  return withGame(game, { over: true, winners });
}

// ---------------------------------------------------------------------------------------------
// Turns in every variant but Grand Melee: one turn at a time, to the left (808.4, 809.4), by team
// with shared team turns (805.4).

function takerSide(game: Game, seat: number): number {
  return game.table.players[seat]!.side;
}

/** Whether `seat` is taking the turn that is running now (the whole active team with 805.4). */
export function takesCurrentTurn(game: Game, seat: number): boolean {
  if (game.current < 0) return false;
  if (game.table.options.sharedTeamTurns)
    return takerSide(game, seat) === takerSide(game, game.current);
  return seat === game.current;
}

export function endSingleTurn(
  game: Game,
  event: { player?: string; marker?: number },
): Result<Game> {
  const { table } = game;
  if (event.marker !== undefined) return no('Turn markers are used only in Grand Melee.', '807.4');
  if (event.player !== undefined) {
    const seat = seatOf(table, event.player);
    if (seat < 0) return no(`There is no player called "${event.player}" at this table.`);
    if (!takesCurrentTurn(game, seat))
      return no(
        `${event.player} is not taking a turn; it is ${table.players[game.current]!.name}'s turn.`,
        table.options.sharedTeamTurns ? '805.4' : undefined,
      );
  }
  // The latest extra turn still owed to a player in the game comes first (500.7).
  const extras = game.extraTurns.slice();
  while (extras.length && !game.inGame[extras[extras.length - 1]!]) extras.pop();
  let current: number;
  let lastNormal = game.lastNormal;
  const isExtra = extras.length > 0;
  if (isExtra) current = extras.pop()!;
  else {
    current = nextTaker(game, game.lastNormal);
    lastNormal = current;
  }
  return ok(
    withGame(game, {
      current,
      lastNormal,
      currentIsExtra: isExtra,
      extraTurns: extras,
      rangeBasis: game.inGame,
      turn: game.turn + 1,
      // 901.6: a different player became active, so control follows them again; 901.9: the die's
      // cost starts again from nothing each turn.
      planarHandover: null,
      planarRolls: game.planarRolls.length ? game.planarRolls.map(() => 0) : game.planarRolls,
    }),
  );
}

/** The next player (or team, 805.4) to the left still in the game (800.4g: even if the last one left). */
function nextTaker(game: Game, from: number): number {
  const { table, inGame } = game;
  if (!table.options.sharedTeamTurns) return leftOf(inGame, from);
  const side = takerSide(game, from);
  const n = inGame.length;
  for (let k = 1; k < n; k++) {
    const s = (from + k) % n;
    if (inGame[s] && table.players[s]!.side !== side)
      return primaryOf(game, table.players[s]!.side);
  }
  return from;
}

/** 805.2: the team's rightmost player still in the game leads its shared turn. */
export function primaryOf(game: Game, side: number): number {
  const { table, inGame } = game;
  const seats = table.sides[side]!.seats.filter((s) => inGame[s]);
  if (seats.length === 0) return table.sides[side]!.seats[0]!;
  // The rightmost is the one with no present teammate on its right.
  return (
    seats.find((s) => {
      const r = rightOf(inGame, s);
      return r < 0 || table.players[r]!.side !== side;
    }) ?? seats[0]!
  );
}

// ---------------------------------------------------------------------------------------------
// Grand Melee turn markers (807.4).

/** Whether a marker (other than `except`) sits within the three seats to the left of `seat` (807.4d). */
function markerOnLeft(game: Game, seat: number): boolean {
  return markerNear(game, seat, +1);
}

function markerOnRight(game: Game, seat: number): boolean {
  return markerNear(game, seat, -1);
}

/**
 * Walk three seats of players in the game from `seat` in a direction, looking for another marker.
 * A vacated seat whose player left mid-turn still holds that turn's marker, so it is looked at too.
 */
function markerNear(
  game: Game,
  seat: number,
  dir: 1 | -1,
  holders: ArrayLike<number> = markerIndex(game.markers, game.inGame.length).head,
): boolean {
  const n = game.inGame.length;
  let counted = 0;
  for (let k = 1; k < n && counted < 3; k++) {
    const s = (((seat + dir * k) % n) + n) % n;
    if (s === seat) break; // the marker on this seat itself is never "near"
    if (holders[s]) return true;
    if (game.inGame[s]) counted++;
  }
  return false;
}

/**
 * Where the markers are, kept with a markers array so an event looks only near what it changed
 * (at a thousand seats, a handful of the 250 markers). Built once for a markers array, then
 * handed on to the array an event makes from it and updated there for the few markers that
 * changed; the array it came from loses it and rebuilds it only if it is played on again (undo).
 * Plain numeric arrays, so that rebuild is cheap.
 */
export interface MarkerIndex {
  /** Per seat, the markers held there, but not one passed and waiting with its passer (608.4c). */
  readonly count: Uint8Array;
  /** Per seat, the number of one marker held there (passing ones too), 0 for none; the others
   * held there follow it through `next`. */
  readonly head: Int32Array;
  /** Per marker number, the number of the next marker on the same seat, 0 after the last. */
  readonly next: Int32Array;
  /** Per marker number, its position in the markers array; -1 for none. */
  readonly pos: Int32Array;
  /** The markers array it describes now (it moves on, see handOn). */
  owner: readonly Marker[];
}

/** The few indexes made last: a replay or a live table plays on from the newest game, and undo
 * from one a little older; a WeakMap entry for every markers array cost more than a rebuild. */
const recentIndexes: MarkerIndex[] = [];

/** An index built from scratch (also what tests compare the handed-on ones with). */
export function buildMarkerIndex(markers: readonly Marker[], seats: number): MarkerIndex {
  let top = 0;
  for (let i = 0; i < markers.length; i++) if (markers[i]!.number > top) top = markers[i]!.number;
  const count = new Uint8Array(seats);
  const head = new Int32Array(seats);
  const next = new Int32Array(top + 1);
  const pos = new Int32Array(top + 1).fill(-1);
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i]!;
    if (!m.passing) count[m.holder]!++;
    next[m.number] = head[m.holder]!;
    head[m.holder] = m.number;
    pos[m.number] = i;
  }
  return { count, head, next, pos, owner: markers };
}

/** The numbers of the markers held at a seat, passing ones too. */
export function markersAt(index: MarkerIndex, seat: number): number[] {
  const out: number[] = [];
  for (let k = index.head[seat]!; k !== 0; k = index.next[k]!) out.push(k);
  return out;
}

function cachedIndex(markers: readonly Marker[], seats: number): MarkerIndex | undefined {
  for (const index of recentIndexes)
    if (index.owner === markers && index.count.length === seats) return index;
  return undefined;
}

/** The index of a markers array: the one it was handed, or one built now. */
export function markerIndex(markers: readonly Marker[], seats: number): MarkerIndex {
  let index = cachedIndex(markers, seats);
  if (!index) {
    index = buildMarkerIndex(markers, seats);
    if (recentIndexes.length >= 4) recentIndexes.pop();
    recentIndexes.unshift(index);
  }
  return index;
}

/** Moves a marker's entry in the index from how it was to how it is now. */
function reindex(index: MarkerIndex, was: Marker, now: Marker): void {
  if (was.holder === now.holder && !was.passing === !now.passing) return;
  if (!was.passing) index.count[was.holder]!--;
  if (!now.passing) index.count[now.holder]!++;
  if (was.holder === now.holder) return;
  const { head, next } = index;
  const k = was.number;
  unlink(index, was.holder, k);
  next[k] = head[now.holder]!;
  head[now.holder] = k;
}

/** Takes marker `k` out of the list of the markers on `seat`. */
function unlink({ head, next }: MarkerIndex, seat: number, k: number): void {
  if (head[seat] === k) head[seat] = next[k]!;
  else {
    let j = head[seat]!;
    while (next[j] !== k) j = next[j]!;
    next[j] = next[k]!;
  }
}

/** Takes a removed marker out of the index (807.4g). */
function unindex(index: MarkerIndex, m: Marker): void {
  if (!m.passing) index.count[m.holder]!--;
  unlink(index, m.holder, m.number);
  index.next[m.number] = 0;
  index.pos[m.number] = -1;
}

/** Hands the index on to another markers array; the one it leaves rebuilds its own if asked. */
function handOn(index: MarkerIndex, to: readonly Marker[]): void {
  index.owner = to;
}

/**
 * The last markers array endMarkerTurn made: `from` with the marker at `at` changed in place. The
 * pipeline's next step is handed it so it need not compare all the markers to find the change.
 */
const NO_MARKERS: readonly Marker[] = [];
const lastEdit: {
  from: readonly Marker[];
  to: readonly Marker[];
  at: number;
  /** The marker that was at `at`: when `to` is `from` edited in place (a replay), the only
   * record of where it was. */
  was: Marker | null;
} = { from: NO_MARKERS, to: NO_MARKERS, at: -1, was: null };
/** Written into the one `lastEdit` object, not a new one per event. */
function edited(from: readonly Marker[], to: readonly Marker[], at: number, was: Marker): void {
  lastEdit.from = from;
  lastEdit.to = to;
  lastEdit.at = at;
  lastEdit.was = was;
}

/**
 * The index of `now`, made from that of `was` when `now` is `was` with a few markers changed in
 * place or removed (807.4g; the rest keep their order), with the seats those markers left or
 * reached; null seats when the arrays differ otherwise: look at them all.
 */
function indexFrom(
  was: readonly Marker[],
  now: readonly Marker[],
  seats: number,
): { index: MarkerIndex; changed: number[] | null } {
  if (was === now) {
    // Edited in place (a replay, whose games no one keeps): an index kept for the array still
    // describes it as it was; one built now describes it as it is.
    const old = lastEdit.from === now && lastEdit.to === now ? lastEdit.was : null;
    lastEdit.to = lastEdit.from = NO_MARKERS; // used once
    lastEdit.was = null;
    if (!old) return { index: markerIndex(now, seats), changed: [] };
    const m = now[lastEdit.at]!;
    const kept = cachedIndex(now, seats);
    if (kept) reindex(kept, old, m);
    return { index: kept ?? markerIndex(now, seats), changed: [old.holder, m.holder] };
  }
  const prior = cachedIndex(was, seats);
  const edited = lastEdit.from === was && lastEdit.to === now;
  const i = lastEdit.at;
  lastEdit.to = lastEdit.from = NO_MARKERS; // used once
  lastEdit.was = null;
  if (prior && !cachedIndex(now, seats) && edited) {
    reindex(prior, was[i]!, now[i]!);
    handOn(prior, now);
    return { index: prior, changed: [was[i]!.holder, now[i]!.holder] };
  }
  // One walk finds the seats markers left or reached (some markers perhaps removed, the rest in
  // the same order) and moves their entries in the index of `was`, if it has one to hand on.
  const index = prior && !cachedIndex(now, seats) ? prior : null;
  const changed: number[] = [];
  let j = 0;
  for (let i = 0; i < was.length; i++) {
    const a = was[i]!;
    const b = now[j];
    if (b !== undefined && a.number === b.number) {
      j++;
      if (a !== b) {
        changed.push(a.holder, b.holder);
        if (index) reindex(index, a, b);
      }
    } else {
      changed.push(a.holder); // removed (807.4g)
      if (index) unindex(index, a);
    }
  }
  if (j !== now.length || !index) {
    // The arrays differ otherwise (markers added): the half-moved index is dropped.
    if (index) index.owner = NO_MARKERS;
    return { index: markerIndex(now, seats), changed: j === now.length ? changed : null };
  }
  if (was.length !== now.length) for (let k = 0; k < now.length; k++) index.pos[now[k]!.number] = k;
  handOn(index, now);
  return { index, changed };
}

/** The nearest marker to the right of a seat, not counting markers at that seat (807.4e, 807.4g). */
function markerRightOf(
  markers: readonly Marker[],
  seat: number,
  n: number,
  except?: Marker,
): Marker | undefined {
  let best: Marker | undefined;
  let bestK = Infinity;
  for (const m of markers) {
    if (m === except) continue;
    const k = (((seat - m.holder) % n) + n) % n || n; // seats to the right; a marker on this seat counts last
    if (k < bestK || (k === bestK && best && m.number < best.number)) {
      best = m;
      bestK = k;
    }
  }
  return best;
}

/** The position of the first marker whose holder at `seat` is taking a turn with it; -1 for none. */
function runningAt(game: Game, seat: number): number {
  const { head, next, pos } = markerIndex(game.markers, game.inGame.length);
  let at = -1;
  for (let k = head[seat]!; k !== 0; k = next[k]!) {
    const i = pos[k]!;
    if (game.markers[i]!.takingTurn && (at < 0 || i < at)) at = i;
  }
  return at;
}

/** 807.4i: the marker of the turn `seat` is taking gets one more extra turn after it; null when
 * the seat is taking no turn. */
export function extraTurnOnMarker(game: Game, seat: number): Game | null {
  const i = runningAt(game, seat);
  if (i < 0) return null;
  const markers = game.markers.slice();
  markers[i] = withMarker(markers[i]!, { extraAfter: markers[i]!.extraAfter + 1 });
  edited(game.markers, markers, i, game.markers[i]!);
  return withGame(game, { markers });
}

/** `owned`: `game` was made for this event and no one holds it yet, so it is written in place;
 * `spent`: nor will anyone read the game it was made from, so its markers array is too. */
export function endMarkerTurn(
  game: Game,
  event: { player?: string; marker?: number },
  owned = false,
  spent = false,
): Result<Game> {
  const { table } = game;
  const n = game.inGame.length;
  const { pos } = markerIndex(game.markers, n);
  let marker: Marker | undefined;
  if (event.marker !== undefined) {
    const at = pos[event.marker] ?? -1;
    marker = at < 0 ? undefined : game.markers[at];
    if (!marker) return no(`There is no turn marker ${event.marker} in the game.`, '807.4');
    if (!marker.takingTurn)
      return no(
        `Turn marker ${event.marker} is waiting; its holder ${table.players[marker.holder]!.name} has not begun a turn.`,
        '807.4d',
      );
  } else if (event.player !== undefined) {
    const seat = seatOf(table, event.player);
    if (seat < 0) return no(`There is no player called "${event.player}" at this table.`);
    marker = game.markers[runningAt(game, seat)];
    if (!marker) return no(`${event.player} is not taking a turn.`, '807.4');
  } else {
    const running = game.markers.filter((m) => m.takingTurn);
    if (running.length !== 1)
      return no(
        'Several turns are running at once; say whose turn ends (a player or a marker number).',
        '807.4',
      );
    marker = running[0]!;
  }
  const h = marker.holder;
  // A replay's games are not kept (`spent`): its markers are written in place, but for a removal.
  let markers = spent && marker.removals === 0 ? (game.markers as Marker[]) : game.markers.slice();
  let owedBefore = game.owedBefore;
  const idx = pos[marker.number]!;
  let turn = game.turn;
  let rangeBasis = game.rangeBasis;
  let planarRolls = game.planarRolls;

  if (marker.removals > 0) {
    // 807.4g: a designated marker is removed instead of being passed; surplus designations go to
    // the marker on its right. 807.4j: an extra turn still owed is taken before the next turn.
    if (game.inGame[h] && marker.extraAfter > 0)
      owedBefore = bump(owedBefore, h, marker.extraAfter);
    markers.splice(idx, 1);
    markers = cascade(markers, h, marker.removals - 1, n);
  } else if (game.inGame[h] && marker.extraAfter > 0) {
    // 807.4i: keep the marker for the extra turn unless another marker is too close.
    const m = withMarker(marker, { extraAfter: marker.extraAfter - 1 });
    // 608.4e (2005) puts off only the extra turn of a player not taking one: this one begins.
    const near = playOf(table).extraTurn !== 'at-once';
    if (near && markerOnLeft(game, h)) markers[idx] = withMarker(m, { takingTurn: false });
    else if (near && markerOnRight(game, h)) {
      markers[idx] = withMarker(m, {
        holder: leftOf(game.inGame, h),
        takingTurn: false,
        arrived: game.events,
        extraAfter: 0,
        normalAfter: 0,
      });
      owedBefore = bump(owedBefore, h, m.extraAfter + 1);
    } else {
      turn++;
      markers[idx] = withMarker(m, { began: turn }); // the extra turn begins at once
      rangeBasis = game.inGame;
      if (planarRolls.length) planarRolls = bump(planarRolls, h, -planarRolls[h]!); // 901.9
    }
  } else if (game.inGame[h] && marker.normalAfter > 0) {
    markers[idx] = withMarker(marker, { normalAfter: marker.normalAfter - 1, takingTurn: false });
  } else if (game.inGame[h] && playOf(table).waitingMarker === 'passer') {
    // 608.4c (2005): passed, but received only when the next player may take it; until then it
    // waits with its holder (the pipeline hands it on at once when nothing is near).
    markers[idx] = withMarker(marker, {
      takingTurn: false,
      passing: true,
      arrived: game.events,
      extraAfter: 0,
      normalAfter: 0,
    });
  } else {
    // 807.4c: pass the marker to the next player to the left who is still in the game.
    markers[idx] = withMarker(marker, {
      holder: leftOf(game.inGame, h),
      takingTurn: false,
      arrived: game.events,
      extraAfter: 0,
      normalAfter: 0,
    });
  }
  markers = carryPlanes(game.markers, markers, game.inGame);
  if (markers.length === game.markers.length) edited(game.markers, markers, idx, marker);
  // The turns this lets begin are begun by the pipeline (play.ts).
  return ok(turnsMoved(game, owned, markers, owedBefore, turn, rangeBasis, planarRolls));
}

/** `game` with its turns moved on: written into it when `owned` (made in this event, held by no
 * one yet, play.ts), else a new game. */
function turnsMoved(
  game: Game,
  owned: boolean,
  markers: readonly Marker[],
  owedBefore: readonly number[],
  turn: number,
  rangeBasis: readonly boolean[],
  planarRolls: readonly number[],
): Game {
  if (!owned) return withGame(game, { markers, owedBefore, turn, rangeBasis, planarRolls });
  const g = game as Draft<Game>;
  g.markers = markers;
  g.owedBefore = owedBefore;
  g.turn = turn;
  g.rangeBasis = rangeBasis;
  g.planarRolls = planarRolls;
  return g;
}

/** Designate `times` removals on the marker to the right of `seat`, removing waiting ones at once (807.4g). */
function cascade(markers: Marker[], seat: number, times: number, n: number): Marker[] {
  let out = markers;
  let from = seat;
  let left = times;
  while (left > 0 && out.length > 0) {
    const target = markerRightOf(out, from, n);
    if (!target) break;
    const updated = withMarker(target, { removals: target.removals + left });
    if (target.takingTurn) {
      out = out.map((m) => (m === target ? updated : m));
      break;
    }
    // Not taking a turn: removed at once; its surplus designations move on to the right.
    out = out.filter((m) => m !== target);
    from = target.holder;
    left = updated.removals - 1;
  }
  return out;
}

/**
 * Every waiting marker whose holder may now begin a turn begins one (807.4d); ranges are fixed
 * anew (801.2c). After every event no waiting marker is free, so given the game `before` the event
 * only the markers near what it changed are looked at: where a marker changed (its old and new
 * seat) or a seat emptied, and up to four players to the right of each (their three-seat look to
 * the left, 807.4d, may reach it). At a thousand seats that is a handful of the 250 markers.
 * `owned`: `game` was made in this event and no one holds it yet, so it is written in place.
 */
export function beginReadyTurns(game: Game, before?: Game, owned = false): Game {
  const all = game.markers;
  const inGame = game.inGame;
  const n = inGame.length;
  let index: MarkerIndex;
  let changed: number[] | null = null;
  // The array endMarkerTurn made in this very event (from the markers of `before`) is held by no
  // game anyone keeps yet: the turns begun are written into it, not into a second copy, and so is
  // the one marker it made (at `freshAt`). An array a kept game holds (undo) is never written to.
  const fresh = lastEdit.to === all && lastEdit.from === before?.markers;
  const freshAt = fresh ? lastEdit.at : -1;
  if (before && before.table === game.table) {
    ({ index, changed } = indexFrom(before.markers, all, n));
    const wasIn = before.inGame;
    if (changed && wasIn !== inGame) {
      if (lastDeparture && lastDeparture.from === wasIn && lastDeparture.to === inGame)
        changed.push(...lastDeparture.seats);
      else for (let s = 0; s < n; s++) if (wasIn[s] !== inGame[s]) changed.push(s);
    }
  } else index = markerIndex(all, n);
  // A 2005 marker waiting with its passer (608.4c) is held by no one yet, so it holds nobody
  // back (index.count leaves it out): were it counted, a game of sixteen would jam once each
  // marker had been passed (every passer blocking the next).
  const { count, head, next, pos } = index;
  const waiting: number[] = [];
  if (changed === null) {
    for (let i = 0; i < all.length; i++) if (!all[i]!.takingTurn) waiting.push(i);
  } else {
    const wasIn = before!.inGame;
    for (const c of changed) {
      let counted = 0;
      for (let k = 0; k < n && counted < 4; k++) {
        const s = (((c - k) % n) + n) % n;
        if (k > 0 && (inGame[s] || wasIn[s])) counted++;
        for (let number = head[s]!; number !== 0; number = next[number]!) {
          const i = pos[number]!;
          if (!all[i]!.takingTurn && !waiting.includes(i)) waiting.push(i);
        }
      }
    }
  }
  if (waiting.length === 0) return game;
  // By arrival, then number; an insertion sort, as there are rarely more than two.
  if (waiting.length > 8)
    waiting.sort((a, b) => all[a]!.arrived - all[b]!.arrived || all[a]!.number - all[b]!.number);
  else
    for (let j = 1; j < waiting.length; j++) {
      const w = waiting[j]!;
      const { arrived, number } = all[w]!;
      let k = j - 1;
      for (; k >= 0; k--) {
        const x = all[waiting[k]!]!;
        if (x.arrived < arrived || (x.arrived === arrived && x.number < number)) break;
        waiting[k + 1] = waiting[k]!;
      }
      waiting[k + 1] = w;
    }
  // Beginning a turn moves no marker but a passing one (608.4c), counted where it is received.
  let markers: Marker[] | null = null;
  let owedBefore = game.owedBefore;
  let planarRolls = game.planarRolls;
  const planechase = usesPlanechase(game.table);
  let begun = 0;
  for (const i of waiting) {
    let m = all[i]!;
    let h = m.holder;
    let mine = i === freshAt;
    if (m.passing) {
      // 608.4c: the next player receives it, and begins, only with no marker within three seats
      // to their left; one still holding a marker can't take another.
      const to = leftOf(inGame, h);
      if (count[to]! > 0 || markerNear(game, to, +1, count)) continue;
      const received = withMarker(m, { passing: null, holder: to });
      reindex(index, m, received);
      m = received;
      mine = true;
      h = to;
    } else {
      if (!inGame[h]) continue;
      // Of two markers on one seat, the one that arrived first is used first.
      if (count[h]! > 1 && !firstOnSeat(markers ?? all, index, i)) continue;
      if (markerNear(game, h, +1, count)) continue;
    }
    // 901.6: the player whose turn begins controls the marker's plane; 901.9: rolls start anew.
    if (planechase) planarRolls = bump(planarRolls, h, -planarRolls[h]!);
    let normalAfter = m.normalAfter;
    if (normalAfter === 0 && (owedBefore[h] ?? 0) > 0) {
      // 807.4i–j: an owed extra turn is taken immediately before this normal turn.
      owedBefore = bump(owedBefore, h, -1);
      normalAfter++;
    }
    begun++;
    markers ??= fresh ? (all as Marker[]) : all.slice();
    if (mine) {
      // Made in this event and held by no game yet: written in place (fields the index ignores).
      m.takingTurn = true;
      if (planechase) m.planar = h;
      m.normalAfter = normalAfter;
      m.began = game.turn + begun;
      markers[i] = m;
    } else
      markers[i] = withMarker(m, {
        takingTurn: true,
        planar: planechase ? h : m.planar,
        normalAfter,
        began: game.turn + begun,
      });
  }
  if (!markers) return game;
  handOn(index, markers);
  return turnsMoved(game, owned, markers, owedBefore, game.turn + begun, inGame, planarRolls);
}

/** No other marker on its seat is taking a turn or arrived before the one at `i`. */
function firstOnSeat(markers: readonly Marker[], index: MarkerIndex, i: number): boolean {
  const m = markers[i]!;
  for (let number = index.head[m.holder]!; number !== 0; number = index.next[number]!) {
    const k = index.pos[number]!;
    const x = markers[k]!;
    if (k === i || x.passing) continue;
    if (x.takingTurn || x.arrived < m.arrived) return false;
  }
  return true;
}

/** 807.4c, 807.4e–g: what players leaving does to the turn markers. */
function markersAfterDeparture(game: Game, gone: readonly number[]): Game {
  const n = game.inGame.length;
  const inGame = game.inGame;
  // 807.4e–f: one marker per full four players still in the game (at least one); markers already
  // designated for removal do not count.
  let players = 0;
  for (let s = 0; s < n; s++) if (inGame[s]) players++;
  const target = Math.max(1, Math.floor(players / 4));
  let designated = 0;
  for (const m of game.markers) designated += m.removals;
  const reduce = game.markers.length - designated - target;
  // 901.14b / 800.4i: the leaving players' planes, before any marker moves (none without Planechase).
  const planed = usesPlanechase(game.table)
    ? planesAfterDeparture(game.markers, inGame, new Set(gone), reduce > 0)
    : game.markers;
  // 807.4c: a holder who leaves before their turn begins hands the marker to the left at once;
  // one who leaves during their turn keeps it until that turn ends.
  // A 2005 passing marker (608.4c) whose holder leaves is handed on the same way; the 2005 text
  // says nothing of it, so it is received there as now.
  // Only the seats that emptied are looked at (planes move no marker, so the index of the markers
  // before still places them), and the array is copied only when a marker changes: most players
  // who leave hold none.
  const { head, next, pos } = markerIndex(game.markers, n);
  let markers: readonly Marker[] = planed;
  for (const s of gone)
    for (let k = head[s]!; k !== 0; k = next[k]!) {
      const i = pos[k]!;
      const m = planed[i]!;
      if (markers === planed) markers = planed.slice();
      (markers as Marker[])[i] = m.takingTurn
        ? withMarker(m, { extraAfter: 0, normalAfter: 0 })
        : withMarker(m, {
            passing: null,
            holder: leftOf(inGame, m.holder),
            arrived: game.events,
            extraAfter: 0,
            normalAfter: 0,
          });
    }
  let owedBefore = game.owedBefore;
  for (const s of gone)
    if (owedBefore[s]) {
      if (owedBefore === game.owedBefore) owedBefore = owedBefore.slice();
      (owedBefore as number[])[s] = 0;
    }

  if (reduce > 0) {
    const candidates = gone
      .map((s) => markerRightOf(markers, s, n))
      .filter((m): m is Marker => m !== undefined);
    // Several at once: the lowest-numbered of the markers that could be designated.
    const chosen = candidates.sort((a, b) => a.number - b.number)[0];
    if (chosen)
      markers = markers.map((m) =>
        m === chosen ? withMarker(m, { removals: m.removals + reduce }) : m,
      );
  }
  // 807.4g: a designated marker whose holder is not taking a turn is removed at once.
  for (;;) {
    const idle = markers.find((m) => m.removals > 0 && !m.takingTurn);
    if (!idle) break;
    const rest = markers.filter((m) => m !== idle);
    markers = cascade(rest, idle.holder, idle.removals - 1, n);
  }
  markers = carryPlanes(planed, markers, inGame);
  return withGame(game, { markers, owedBefore });
}
