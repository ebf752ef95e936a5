// 811 Alternating Teams: equal teams seated A1, B1, C1, A2, … so no one sits next to a teammate.
import { words } from '../words';
import { PLAIN_PLAY, needsAttackOption, twoOrMoreTeams, variantSpec } from './spec';

export const ALTERNATING_TEAMS = variantSpec({
  variant: 'alternating-teams',
  name: 'Alternating Teams',
  label: 'Alternating Teams',
  section: '811',
  // Not in the 2005 rules: their team variant is Teams (609).
  editions: ['2011', 'current'],
  // 811.2: range of influence 2 and one of the attack options; adjacent opponents only (811.4).
  defaults: {
    rangeOfInfluence: 2,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'teams', rule: '811.1' },
  roles: false,
  teams: [
    twoOrMoreTeams('811.1'),
    {
      fails: (t) => !t.equal,
      message: (t, name) =>
        words(
          /*i18n*/ {
            id: 'variant.alternating.equalTeams',
            message: '{name} needs teams of equal size; these have {sizes} players.',
          },
          { name, sizes: t.sizes.join(', ') },
        ),
      rule: '811.1',
    },
  ],
  seating: { byRules: 'alternate', alternate: '811.3' },
  firstOfTeam: 'rightmost',
  errors: [needsAttackOption('811.2b')],
  warnings: [
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.alternating.noDeploy',
          message: 'This variant normally leaves out the deploy creatures option.',
        },
      ),
      rule: '811.2c',
    },
  ],
  // 811.4: only an opponent in the next seat.
  play: { ...PLAIN_PLAY, attack: { limit: 'adjacent', rule: '811.4' } },
});
