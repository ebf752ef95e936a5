// 808 Team vs. Team: two or more teams of any size, each sitting together.
import { PLAIN_PLAY, variantSpec } from './spec';

export const TEAM_VS_TEAM = variantSpec({
  variant: 'team-vs-team',
  name: 'Team vs. Team',
  label: 'Team vs. Team',
  section: '808',
  // Not in the 2005 rules: their team variant is Teams (609).
  editions: ['2011', 'current'],
  // 808.3: attack multiple players; usually neither deploy creatures nor limited range.
  defaults: {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'teams', rule: '808.1' },
  roles: false,
  seating: { byRules: 'together', together: '808.2' },
  firstOfTeam: 'centre',
  play: { ...PLAIN_PLAY, turnOrderRule: '808.4' },
});
