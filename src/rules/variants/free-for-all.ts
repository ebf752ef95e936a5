// 806 Free-for-All: individuals at one table, seated at random.
import { words } from '../words';
import { PLAIN_PLAY, needsAttackOption, noSharedTurns, variantSpec } from './spec';

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
  teams: [],
  seating: { byRules: 'together' },
  firstOfTeam: 'rightmost',
  errors: [
    needsAttackOption('806.2b'),
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.ffa.noDeploy',
          message: 'Free-for-all games do not use the deploy creatures option.',
        },
      ),
      rule: '806.2c',
      path: 'options.deployCreatures',
    },
    noSharedTurns,
  ],
  warnings: [],
  sameRange: '806.2a',
  play: PLAIN_PLAY,
});
