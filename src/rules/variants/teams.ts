// 609 Teams, the 2005 rules' team variant: equal teams spread round the table so no one sits next
// to a teammate (609.3), and a player may attack only an opponent seated next to them (609.4).
// The 2011 rules renamed it Alternating Teams (811): it is that spec, under the 2005 edition only
// (the whys give its rules the 609 numbers, editionRules.ts).
import { ALTERNATING_TEAMS } from './alternating-teams';
import { variantSpec } from './spec';

export const TEAMS = variantSpec({
  ...ALTERNATING_TEAMS,
  variant: 'teams',
  editions: ['2005'],
  sameGameAs: 'alternating-teams',
  name: 'Teams',
  label: 'Teams',
  section: '609',
  // Added to the links with the rules editions (version 6).
  linkSince: 6,
});
