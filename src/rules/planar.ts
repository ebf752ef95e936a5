// Planechase (901) on a multiplayer table: the planar die, the planar deck, and the planes Grand
// Melee's turn markers carry. Who controls the planes is the turn policy's to say (turns/: 901.6,
// 901.12b; 901.14a–b), and what a plane reaches is reach.ts. The game stores only the facts that
// history decides — a hand-over by 800.4i / 901.12b until the next turn begins, the plane each
// Grand Melee turn marker carries (901.14), and how often each player rolled this turn (901.9) —
// and everything else is derived from them.
//
// Decisions where the texts are silent (tested in planar.test.ts):
// - 807.4d, a marker that waits: its plane stays with the player who controlled it (the one who
//   passed the marker) until the marker's new holder begins a turn. 901.6 moves control only when
//   a different player becomes the active player, and the waiting holder is not active yet.
// - 807.4g, a marker removed: the plane it carried stays with its controller if a marker lost its
//   plane to 901.14b (the plane moves onto that marker); otherwise it leaves with the marker, like
//   a departing controller's planes in 901.14b. So controllers never outnumber markers.
// - Shared team turns outside Two-Headed Giant: the team's primary player controls, as 901.12b
//   says for Two-Headed Giant.
import { withMarker, type Marker } from './state';
import { leftOf } from './ring';
import type { PlanarFace, PlanechaseOption } from './terms';
import type { Table } from './table';

export const PLANAR_FACES: readonly PlanarFace[] = ['blank', 'chaos', 'planeswalker'];

/** 901.3a: a six-sided die, one Planeswalker face, one chaos face, four blank faces. */
export function faceOfRoll(d6: number): PlanarFace {
  return d6 === 1 ? 'planeswalker' : d6 === 2 ? 'chaos' : 'blank';
}

export function usesPlanechase(table: Table): boolean {
  return table.options.planechase !== undefined;
}

/** 901.15a (single deck) or 901.3 (a deck each): the planar deck's size and phenomenon limits. */
export function planarDeckRules(table: Table): PlanarDeckLimits | null {
  const mode = table.options.planechase;
  return mode === undefined ? null : planarDeckLimits(mode, table.players.length);
}

export interface PlanarDeckLimits {
  single: boolean;
  minimum: number;
  maxPhenomena: number;
  rule: string;
}

/** The limits for `n` players: what setup shows before the table exists. */
export function planarDeckLimits(mode: PlanechaseOption, n: number): PlanarDeckLimits {
  if (mode === 'single-deck')
    return { single: true, minimum: Math.min(40, 10 * n), maxPhenomena: 2 * n, rule: '901.15a' };
  return { single: false, minimum: 10, maxPhenomena: 2, rule: '901.3' };
}

/**
 * Grand Melee: what a departure does to the planes the markers carry (before any marker moves).
 * 901.14b when it reduces the number of markers: the leaving controllers' planes go, and nobody
 * takes over. Otherwise 800.4i: the next player in turn order who stays takes each plane.
 */
export function planesAfterDeparture(
  markers: readonly Marker[],
  inGameAfter: readonly boolean[],
  gone: ReadonlySet<number>,
  reducesMarkers: boolean,
): readonly Marker[] {
  // The same array when no plane moves (always, without Planechase).
  let out: Marker[] | null = null;
  for (let i = 0; i < markers.length; i++) {
    const m = markers[i]!;
    if (m.planar === null || !gone.has(m.planar)) continue;
    out ??= markers.slice();
    out[i] = withMarker(m, { planar: reducesMarkers ? null : leftOf(inGameAfter, m.planar) });
  }
  return out ?? markers;
}

/**
 * Grand Melee, 807.4g: markers that were removed hand their plane to a marker that lost its own
 * (901.14b), keeping its controller; with none to take it, the plane goes with the marker.
 */
export function carryPlanes(
  before: readonly Marker[],
  after: readonly Marker[],
  inGame: readonly boolean[],
): Marker[] {
  // Markers are only ever removed (807.4g): as many after as before, none lost its plane.
  if (after.length === before.length) return after as Marker[];
  const kept = new Set(after.map((m) => m.number));
  const orphans = before
    .filter((m) => !kept.has(m.number) && m.planar !== null && inGame[m.planar])
    .map((m) => m.planar!);
  if (orphans.length === 0) return after as Marker[];
  const out = after.slice().sort((a, b) => a.number - b.number);
  for (let i = 0; i < out.length && orphans.length; i++)
    if (out[i]!.planar === null) out[i] = withMarker(out[i]!, { planar: orphans.shift()! });
  const byNumber = new Map(out.map((m) => [m.number, m]));
  return after.map((m) => byNumber.get(m.number)!);
}
