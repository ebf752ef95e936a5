// What table mode draws on each seat besides life, read from the derived table: the team's colour
// and name, the turn markers held (Grand Melee, 807.4), and, for the seat selected, who is in its
// range of influence (801.2) and whom it may attack (801.3). Pure: no React, no DOM.
import type { DerivedPlayer, DerivedTable } from '../rules';
import { teamKeys, type CentreText } from './palette';

export interface ModeSeatFacts {
  teamColour: string | null;
  /** Turn markers held, "1" or "2w 3" (w: waiting for its turn to begin, 807.4). */
  markers: string;
  isFocus: boolean;
  inRange: boolean;
  mayAttack: boolean;
  /** This phone's own player's seat (live/me.ts). */
  isMine: boolean;
}

/** The most commander damage one commander has dealt this player, and its source (903.10a). */
export function worstCommander(p: DerivedPlayer): DerivedPlayer['commanderDamage'][number] | null {
  let worst: DerivedPlayer['commanderDamage'][number] | null = null;
  for (const c of p.commanderDamage) if (!worst || c.amount > worst.amount) worst = c;
  return worst;
}

/**
 * Every seat's facts; `focus` the seat selected (or held), whose range and attacks show; `mine`
 * this phone's own player's seat, if any.
 */
export function modeSeatFacts(
  derived: DerivedTable,
  focus: number | null,
  mine: number | null = null,
): ModeSeatFacts[] {
  const teams = teamKeys(derived.table.sides);
  const f = focus === null ? null : (derived.players[focus] ?? null);
  const shown = f && f.inGame && !derived.gameOver ? f : null;
  const inRange = new Set(shown?.inRange ?? []);
  const attack = new Set(shown?.canAttack ?? []);
  const held = new Map<number, string[]>();
  for (const m of [...derived.turnMarkers].sort((a, b) => a.number - b.number)) {
    const list = held.get(m.holder) ?? [];
    list.push(`${m.number}${m.takingTurn ? '' : 'w'}`);
    held.set(m.holder, list);
  }
  return derived.players.map((p) => ({
    teamColour: (p.team && teams.get(p.team)?.colour) || null,
    markers: (held.get(p.seat) ?? []).join(' '),
    isFocus: !!shown && shown.seat === p.seat,
    inRange: inRange.has(p.seat),
    mayAttack: attack.has(p.seat),
    isMine: p.seat === mine,
  }));
}

/**
 * The middle's words, with Grand Melee's running turns named in their markers' order (807.4),
 * not in seat order: marker 1's player first.
 */
export function modeCentre(derived: DerivedTable, centre: CentreText): CentreText {
  const running = derived.turnMarkers
    .filter((m) => m.takingTurn && derived.players[m.holder]?.inGame)
    .sort((a, b) => a.number - b.number);
  if (derived.gameOver || derived.turnMarkers.length < 2 || !running.length) return centre;
  return {
    ...centre,
    // Names only, short enough to stay large: each seat's badge shows its marker's number.
    headline: running.map((m) => derived.players[m.holder]!.name).join(' · '),
  };
}

/** The markers a seat holds, from ModeSeatFacts.markers: numbers, and whether each waits. */
export const parseMarkers = (s: string): { number: number; waiting: boolean }[] =>
  s
    ? s.split(' ').map((m) => ({ number: Number(m.replace('w', '')), waiting: m.endsWith('w') }))
    : [];
