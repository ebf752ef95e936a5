// How a new game from the app decides who goes first. The engine picks by the variant's rule from
// `seed` (103.2; 808.4 and 809.4 for a team's player); without a seed it lets the first side listed
// go first, so files and links without one keep opening exactly as before. The app therefore
// writes a fresh random seed into a setup it starts with nobody named: the pick is random, and a
// link or saved table made from that game replays it identically (docs/scenario-format.md).
import { t } from '@lingui/core/macro';
import { type RuleError, type Scenario } from '../../rules';
import { buildTable } from '../../rules/setup';
import type { SetupForm } from './form';

/** Nobody named to go first and no seed: the engine would take the first side listed. */
export function firstIsOpen(setup: Scenario): boolean {
  return (
    setup.startingPlayer === undefined &&
    setup.startingTeam === undefined &&
    setup.seed === undefined
  );
}

/** The setup as the app starts it: a seed added when the first player is left to the rules. */
export function withRandomFirst(setup: Scenario, seed: number): Scenario {
  return firstIsOpen(setup) ? { ...setup, seed } : setup;
}

export type FirstPick =
  { ok: true; player: string; team: string | null } | { ok: false; error: RuleError };

/**
 * Who the rules pick to go first with this seed, ignoring anyone named: the player, and their team
 * when a team was picked (808.4, 809.4: the team's player then follows from the team).
 */
export function pickFirst(setup: Scenario, seed: number): FirstPick {
  const { startingPlayer: _p, startingTeam: _t, events: _e, ...rest } = setup;
  const built = buildTable({ ...rest, seed });
  if (!built.table)
    return {
      ok: false,
      error: built.errors[0] ?? { message: t`Nobody can go first until the table is ready.` },
    };
  const table = built.table;
  const seat = table.players[table.startingSeat]!;
  const side = table.sides[seat.side]!;
  return { ok: true, player: seat.name, team: side.team ? side.name : null };
}

/**
 * The form for a new game made from the table being played. When nobody was named, the table's
 * seed only made its random first pick (the form lists players as seated), so it is left out and
 * the next game picks anew; a named starting player stays.
 */
export function forNextGame(form: SetupForm): SetupForm {
  return form.starting.kind === 'rules' ? { ...form, seed: '' } : form;
}
