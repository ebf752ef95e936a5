// Grand Melee's turn markers (807.4): several turns at once, a marker passed to the left when its
// turn ends (807.4c), its holder beginning with no marker within three seats to the left (807.4d).
import { carryPlanes, usesPlanechase } from '../planar';
import { leftOf } from '../ring';
import { basisRing, seatOf } from '../seats';
import { bump, withGame, withMarker, type Writable, type Game, type Marker } from '../state';
import type { Table } from '../table';
import type { Result } from '../terms';
import { words } from '../words';
import { noSuchPlayer } from '../seats';
import { handOn, indexFrom, markerIndex, reindex, type MarkerIndex } from './markerIndex';
import { playOf } from '../variants';
import { cascade, markersAfterDeparture } from './markerLeaves';
import { no, ok, type StepContext, type StepNotes, type TurnEnd, type TurnPolicy } from './policy';

/** 807.4a–b: one marker per full four players; marker 1 to the starting player, each next one
 * four seats further to the left; all holders begin their turns together. */
function begin(table: Table) {
  const n = table.players.length;
  const count = Math.max(1, Math.floor(n / 4));
  // Written in the order of Marker's fields, as withMarker writes them (one shape for all).
  const markers: Marker[] = Array.from({ length: count }, (_, i) => ({
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
  return { turn: markers.length, current: -1, markers, owedBefore: new Array<number>(n).fill(0) };
}

/** Whether another marker sits within the three seats to the left of `seat` (807.4d). */
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
function extraTurnOnMarker(game: Game, seat: number, notes: StepNotes): Game | null {
  const i = runningAt(game, seat);
  if (i < 0) return null;
  const markers = game.markers.slice();
  markers[i] = withMarker(markers[i]!, { extraAfter: markers[i]!.extraAfter + 1 });
  notes.edit = { from: game.markers, to: markers, at: i, was: game.markers[i]! };
  return withGame(game, { markers });
}

/** The End turn event (807.4c, 807.4g, 807.4i). `owned`: `game` was made for this event and no
 * one holds it yet, so it is written in place; `spent`: nor will anyone read the game it was made
 * from, so its markers array is too. */
function endMarkerTurn(
  game: Game,
  event: TurnEnd,
  { owned, spent, notes }: StepContext,
): Result<Game> {
  const { table } = game;
  const n = game.inGame.length;
  const { pos } = markerIndex(game.markers, n);
  let marker: Marker | undefined;
  if (event.marker !== undefined) {
    const at = pos[event.marker] ?? -1;
    marker = at < 0 ? undefined : game.markers[at];
    if (!marker)
      return no(
        words(
          /*i18n*/ {
            id: 'turn.noMarker',
            message: 'There is no turn marker {marker} in the game.',
          },
          { marker: event.marker },
        ),
        '807.4',
      );
    if (!marker.takingTurn)
      return no(
        words(
          /*i18n*/ {
            id: 'turn.markerWaiting',
            message: 'Turn marker {marker} is waiting; its holder {player} has not begun a turn.',
          },
          { marker: event.marker, player: table.players[marker.holder]!.name },
        ),
        '807.4d',
      );
  } else if (event.player !== undefined) {
    const seat = seatOf(table, event.player);
    if (seat < 0) return no(noSuchPlayer(event.player));
    marker = game.markers[runningAt(game, seat)];
    if (!marker)
      return no(
        words(
          /*i18n*/ { id: 'turn.notTaking', message: '{player} is not taking a turn.' },
          {
            player: event.player,
          },
        ),
        '807.4',
      );
  } else {
    const running = game.markers.filter((m) => m.takingTurn);
    if (running.length !== 1)
      return no(
        words(
          /*i18n*/ {
            id: 'turn.sayWhose',
            message:
              'Several turns are running at once; say whose turn ends (a player or a marker number).',
          },
        ),
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
  if (markers.length === game.markers.length)
    notes.edit = { from: game.markers, to: markers, at: idx, was: marker };
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
  const g = game as Writable<Game>;
  g.markers = markers;
  g.owedBefore = owedBefore;
  g.turn = turn;
  g.rangeBasis = rangeBasis;
  g.planarRolls = planarRolls;
  return g;
}

/**
 * Every waiting marker whose holder may now begin a turn begins one (807.4d); ranges are fixed
 * anew (801.2c). After every event no waiting marker is free, so given the game `before` the event
 * only the markers near what it changed are looked at: where a marker changed (its old and new
 * seat) or a seat emptied, and up to four players to the right of each (their three-seat look to
 * the left, 807.4d, may reach it). At a thousand seats that is a handful of the 250 markers.
 * `owned`: `game` was made in this event and no one holds it yet, so it is written in place.
 */
export function beginReadyTurns(
  game: Game,
  before?: Game,
  owned = false,
  notes: StepNotes = { edit: null, departure: null },
): Game {
  const all = game.markers;
  const inGame = game.inGame;
  const n = inGame.length;
  let index: MarkerIndex;
  let changed: number[] | null = null;
  // The array endMarkerTurn made in this very event (from the markers of `before`) is held by no
  // game anyone keeps yet: the turns begun are written into it, not into a second copy, and so is
  // the one marker it made (at `freshAt`). An array a kept game holds (undo) is never written to.
  const { edit, departure } = notes;
  const fresh = edit !== null && edit.to === all && edit.from === before?.markers;
  const freshAt = fresh ? edit.at : -1;
  if (before && before.table === game.table) {
    ({ index, changed } = indexFrom(before.markers, all, n, edit));
    const wasIn = before.inGame;
    if (changed && wasIn !== inGame) {
      if (departure && departure.from === wasIn && departure.to === inGame)
        changed.push(...departure.seats);
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

/**
 * 807.5a: for each seat, the markers whose holders sit within its range (counted as the last turn
 * began, 801.2c), in marker order (`markers` is in it). Walks out from each holder as far as the
 * largest limited range, so the cost is markers × range, not markers × seats; unlimited players
 * share one list.
 */
function priority(
  game: Game,
  markers: readonly { number: number; holder: number }[],
): (readonly number[])[] {
  const { table } = game;
  const ring = basisRing(game);
  const m = ring.seats.length;
  const out: number[][] = table.players.map(() => []);
  const all = markers.map((mk) => mk.number);
  let reach = 0;
  for (const p of table.players) if (p.range !== null) reach = Math.max(reach, p.range);
  reach = Math.min(reach, Math.floor(m / 2));
  for (const mk of markers) {
    // A holder who left, or none (-1) once everyone has left, is counted from nowhere.
    const at = ring.pos[mk.holder] ?? -1;
    if (at < 0) continue;
    for (let k = -reach; k <= reach; k++) {
      // Both directions meet halfway round an even ring: count that seat once.
      if (k === -reach && 2 * reach === m && reach > 0) continue;
      const s = ring.seats[(((at + k) % m) + m) % m]!;
      const r = table.players[s]!.range;
      if (r !== null && Math.abs(k) <= r && game.inGame[s]) out[s]!.push(mk.number);
    }
  }
  return table.players.map((p) =>
    !game.inGame[p.seat] ? NONE : p.range === null ? all : out[p.seat]!,
  );
}

/** One empty list for every seat with no marker in range (never changed: the lists are readonly). */
const NONE: readonly number[] = Object.freeze([]);

export const TURN_MARKERS: TurnPolicy = {
  name: 'turn-markers',
  begin,
  takingTurn: (game, seat) => runningAt(game, seat) >= 0,
  takingTurns(game) {
    const out = new Uint8Array(game.inGame.length);
    for (const m of game.markers) if (m.takingTurn) out[m.holder] = 1;
    return out;
  },
  end: endMarkerTurn,
  extraTurn: (game, seat, notes) =>
    // 807.4i; 807.4j: a player taking no turn takes it immediately before their next one.
    extraTurnOnMarker(game, seat, notes) ??
    withGame(game, { owedBefore: bump(game.owedBefore, seat, 1) }),
  afterEvent: (game, before, owned, notes) => beginReadyTurns(game, before, owned, notes),
  afterDeparture: (game, _before, gone) => markersAfterDeparture(game, gone),
  enders: (game) =>
    game.markers
      .filter((m) => m.takingTurn)
      .sort((a, b) => a.number - b.number)
      .map((m) => ({
        // Name the holder so the history reads well; a holder who left is named by the marker (807.4c).
        event: game.inGame[m.holder]
          ? { type: 'endTurn' as const, player: game.table.players[m.holder]!.name }
          : { type: 'endTurn' as const, marker: m.number },
        seat: m.holder,
        marker: m.number,
      })),
  // 901.14a–b: up to one controller per marker, in marker order.
  planarControllers(game) {
    const out: number[] = [];
    for (const m of [...game.markers].sort((a, b) => a.number - b.number))
      if (m.planar !== null && !out.includes(m.planar)) out.push(m.planar);
    return out;
  },
  priority,
};
