import type { Scenario } from './types';

/** The table the app opens with: a six-player Emperor game (809), where range of influence shows best. */
export const DEFAULT_SCENARIO: Scenario = {
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
  startingPlayer: 'Bianca',
  events: [],
};
