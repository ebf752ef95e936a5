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
