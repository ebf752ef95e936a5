// 609 Teams, the 2005 rules' team variant: equal teams spread round the table so no one sits next
// to a teammate (609.3), and a player may attack only an opponent seated next to them (609.4).
// The 2011 rules renamed it Alternating Teams (811); it exists only under the 2005 edition.
import { PLAIN_PLAY, needsAttackOption, twoOrMoreTeams, type VariantSpec } from './spec';

export const TEAMS: VariantSpec = {
  variant: 'teams',
  editions: ['2005'],
  name: 'Teams',
  label: 'Teams (2005)',
  section: '609',
  // 609.2: range of influence 2 recommended (609.2a) and one of the attack options (609.2b).
  defaults: {
    rangeOfInfluence: 2,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'teams', rule: '609.1' },
  roles: false,
  teams: [
    twoOrMoreTeams('Teams', '609.1'),
    {
      fails: (t) => !t.equal,
      message: (t) =>
        `The Teams variant needs teams of equal size; these have ${t.sizes.join(', ')} players.`,
      rule: '609.1',
    },
  ],
  seating: { byRules: 'alternate', alternate: '609.3' },
  firstOfTeam: 'rightmost',
  errors: [
    needsAttackOption('609.2b'),
    {
      when: (o) => o.sharedTeamTurns,
      message: 'The 2005 rules have no shared team turns outside Two-Headed Giant.',
      rule: '606.4b',
      path: 'options.sharedTeamTurns',
    },
  ],
  warnings: [
    {
      when: (o) => o.deployCreatures,
      message: 'Teams games normally do not use the deploy creatures option.',
      rule: '609.2c',
    },
  ],
  // 609.4: only an opponent in the next seat.
  play: { ...PLAIN_PLAY, attack: { limit: 'adjacent', rule: '609.4' } },
};
