import type { Table } from './table';
import type { Scenario } from './types';

/** The six-player Emperor table (809): the Emperor preset, and where the app opens. */
export const EMPEROR_TABLE: Scenario = {
  version: 1,
  variant: 'emperor',
  players: [
    { name: 'Alex', team: 'North', role: 'general' },
    { name: 'Bianca', team: 'North', role: 'emperor' },
    { name: 'Carissa', team: 'North', role: 'general' },
    { name: 'Dmitri', team: 'South', role: 'general' },
    { name: 'Esme', team: 'South', role: 'emperor' },
    { name: 'Femi', team: 'South', role: 'general' },
  ],
};

/** The table the app opens with: the six-player Emperor preset (809), where range shows best. */
export const DEFAULT_SCENARIO: Scenario = {
  ...EMPEROR_TABLE,
  startingPlayer: 'Bianca',
  events: [],
};

/**
 * DEFAULT_SCENARIO's table, as buildTable makes it (src/store/opening.test.ts checks they agree):
 * the app opens with it before the code that builds tables (setup.ts) has loaded. Each call makes
 * a new one, as buildTable does.
 */
export function defaultTable(): Table {
  const side = (team: string | undefined) => (team === 'North' ? 0 : 1);
  return {
    variant: 'emperor',
    edition: 'current',
    options: {
      rangeOfInfluence: 1,
      attack: 'multiple',
      deployCreatures: true,
      sharedTeamTurns: false,
    },
    // 809.3a: an emperor's range is 2, a general's 1.
    players: EMPEROR_TABLE.players.map((p, seat) => ({
      seat,
      name: p.name,
      team: p.team!,
      side: side(p.team),
      role: p.role!,
      range: p.role === 'emperor' ? 2 : 1,
      vanguard: null,
    })),
    individual: false,
    sides: [
      { name: 'North', team: true, seats: [0, 1, 2] },
      { name: 'South', team: true, seats: [3, 4, 5] },
    ],
    // DEFAULT_SCENARIO names Bianca.
    startingSeat: 1,
    startingLife: 20,
    sharedLife: false,
    format: null,
    warnings: [],
    seed: null,
  };
}
