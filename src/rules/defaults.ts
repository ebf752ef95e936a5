import { PRESETS } from './presets';
import type { Scenario } from './types';

/** The table the app opens with: the six-player Emperor preset (809), where range shows best. */
export const DEFAULT_SCENARIO: Scenario = {
  ...PRESETS.find((p) => p.id === 'emperor')!.scenario,
  startingPlayer: 'Bianca',
  events: [],
};
