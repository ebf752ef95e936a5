// 811 Alternating Teams: equal teams seated A1, B1, C1, A2, … so no one sits next to a teammate.
import { PLAIN_PLAY, variantSpec } from './spec';

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
  seating: { byRules: 'alternate', alternate: '811.3' },
  firstOfTeam: 'rightmost',
  // 811.4: only an opponent in the next seat.
  play: { ...PLAIN_PLAY, attack: { limit: 'adjacent', rule: '811.4' } },
});
