// What players leaving does to Grand Melee's turn markers: a leaver's marker is handed on (807.4c),
// and fewer players need fewer markers, so one is designated for removal (807.4e–g).
import { carryPlanes, planesAfterDeparture, usesPlanechase } from '../planar';
import { leftOf } from '../ring';
import { withGame, withMarker, type Game, type Marker } from '../state';
import { markerIndex } from './markerIndex';

/** 807.4c, 807.4e–g: what players leaving does to the turn markers. */
export function markersAfterDeparture(game: Game, gone: readonly number[]): Game {
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

/** Designate `times` removals on the marker to the right of `seat`, removing waiting ones at once (807.4g). */
export function cascade(markers: Marker[], seat: number, times: number, n: number): Marker[] {
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
