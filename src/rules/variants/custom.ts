// Custom tables: no defaults beyond the two-player ones and no structure rules — teaching examples
// and house rules, with any teams, options and per-player ranges.
import { PLAIN_PLAY, variantSpec } from './spec';

export const CUSTOM = variantSpec({
  variant: 'custom',
  name: 'custom',
  label: 'Custom',
  section: '',
  ownRanges: true,
  defaults: {
    rangeOfInfluence: null,
    attack: 'single',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'either', rule: '' },
  roles: false,
  seating: { byRules: 'together' },
  firstOfTeam: 'rightmost',
  play: PLAIN_PLAY,
});
