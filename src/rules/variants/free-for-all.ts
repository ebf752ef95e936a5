// 806 Free-for-All: individuals at one table, seated at random.
import { PLAIN_PLAY, variantSpec } from './spec';

export const FREE_FOR_ALL = variantSpec({
  variant: 'free-for-all',
  name: 'free-for-all',
  label: 'Free-for-All',
  section: '806',
  // 806.2: unlimited range unless chosen; attack multiple players.
  defaults: {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'individuals', rule: '806.1' },
  roles: false,
  seating: { byRules: 'together' },
  firstOfTeam: 'rightmost',
  sameRange: '806.2a',
  play: PLAIN_PLAY,
});
