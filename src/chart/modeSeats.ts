// What table mode draws on each seat besides life, read from the derived table: the team's colour
// and name, the turn markers held (Grand Melee, 807.4), and, for the seat selected, who is in its
// range of influence (801.2) and whom it may attack (801.3). Pure: no React, no DOM.
import { plural, t } from '@lingui/core/macro';
import type { DerivedPlayer, DerivedTable, SeatMarks } from '../rules';
import { outcomeLabel, outcomeOf, teamKeys, type CentreText, type SeatOutcome } from './palette';

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
export function modeCentre<C extends CentreText>(derived: DerivedTable, centre: C): C {
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

/**
 * A table-mode seat's accessible name (a tile's or a circle's): its player, life and marks, and
 * what the selection shows of it. `life` null: a Two-Headed Giant head, whose team's shared total
 * is told on its strip (810.9).
 */
export function seatLabel(p: {
  name: string;
  mine?: boolean;
  team: string | null;
  /** "Emperor", "General" or null (809.1). */
  role: string | null;
  inGame: boolean;
  life: number | null;
  outcome: SeatOutcome;
  poison: number;
  worst: number | null;
  markWords: string;
  takingTurn: boolean;
  /** Turn markers held, "1" or "2w 3" (807.4). */
  markers: string;
  isFocus: boolean;
  inRange: boolean;
  mayAttack: boolean;
  /** The selected seat's player; absent: "the selected player". */
  focusName?: string | null;
  watching: boolean;
}): string {
  const who = p.focusName;
  const name = p.name;
  const team = p.team;
  const life = p.life;
  const poison = p.poison;
  const worst = p.worst;
  const outcome = outcomeLabel(p.outcome) || t({ message: 'left', context: 'seat' });
  return [
    name,
    p.mine ? t`this phone's player` : null,
    team ? t`team ${team}` : null,
    p.role,
    !p.inGame
      ? t`left the game (${outcome})`
      : life !== null
        ? plural(life, { one: '# life', other: '# life' })
        : null,
    poison && life !== null
      ? plural(poison, { one: '# poison counter', other: '# poison counters' })
      : null,
    worst ? t`most commander damage taken ${worst}` : null,
    p.inGame && p.markWords ? p.markWords : null,
    p.takingTurn ? t`taking a turn` : null,
    ...parseMarkers(p.markers).map(({ number, waiting }) =>
      waiting ? t`holds turn marker ${number} (waiting)` : t`holds turn marker ${number}`,
    ),
    p.isFocus ? t`selected: its range and attacks are shown` : null,
    !p.isFocus && p.inRange
      ? who
        ? t`in ${who}'s range`
        : t`in the selected player's range`
      : null,
    !p.isFocus && p.mayAttack
      ? who
        ? t`${who} may attack`
        : t`the selected player may attack`
      : null,
    p.watching ? null : t`press to change life or record commander damage`,
  ]
    .filter((fact): fact is string => !!fact)
    .reduce(
      (said, fact) =>
        !said
          ? fact
          : // One fact after another as the language lists them ("、" in Japanese, "，" in Chinese).
            t({
              message: `${said}, ${fact}`,
              comment: "A seat's facts read out one after another: those so far, then the next.",
            }),
      '',
    );
}

/**
 * What a tile and a circle both draw of seat `i`: the player's facts, the taps gathered on their
 * life, their marks and what the selection shows; plain values, so each seat's memo compares them.
 */
export function seatViewFacts(
  derived: DerivedTable,
  i: number,
  f: ModeSeatFacts,
  marks: readonly SeatMarks[],
  pendingLife: { player: string; amount: number } | null,
  tapped: string | null,
) {
  const p = derived.players[i]!;
  const individual = derived.table.individual;
  return {
    name: p.name,
    seat: p.seat,
    index: i,
    life: p.life,
    poison: p.poison,
    inGame: p.inGame,
    takingTurn: p.takingTurn,
    outcome: outcomeOf(p),
    worst: derived.table.format ? (worstCommander(p)?.amount ?? null) : null,
    lethal: derived.table.format === 'commander',
    delta: pendingLife && pendingLife.player === p.name ? pendingLife.amount : 0,
    tapped: p.name === tapped,
    held: marks[i]?.held ?? '',
    counts: marks[i]?.counts ?? '',
    markWords: marks[i]?.words ?? '',
    team: individual ? null : p.team,
    teamColour: individual ? null : f.teamColour,
    markers: f.markers,
    isFocus: f.isFocus,
    mine: f.isMine,
    inRange: f.inRange,
    mayAttack: f.mayAttack,
  };
}
