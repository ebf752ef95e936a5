// Tables the table-mode specs and `npm run table-set` open: a preset by id, and a free-for-all of
// n players (Commander's rules, Grand Melee's names, four more names past twelve).
import { PRESETS } from '../src/rules/presets';
import type { Scenario } from '../src/rules/types';

export const preset = (id: string): Scenario => PRESETS.find((p) => p.id === id)!.scenario;

export const ffaTable = (n: number): Scenario => ({
  ...preset('commander'),
  players: preset('grand-melee')
    .players.concat({ name: 'Mo' }, { name: 'Nadia' }, { name: 'Oskar' }, { name: 'Pia' })
    .slice(0, n),
});
