// 609 Teams, the 2005 rules' team variant: equal teams spread round the table so no one sits next
// to a teammate (609.3), and a player may attack only an opponent seated next to them (609.4).
// The 2011 rules renamed it Alternating Teams (811), and it is that spec under the 2005 numbers;
// it exists only under the 2005 edition.
import { ALTERNATING_TEAMS } from './alternating-teams';
import { renumbered, type VariantSpec } from './spec';

export const TEAMS: VariantSpec = {
  ...renumbered(ALTERNATING_TEAMS, {
    '811.1': '609.1',
    '811.2b': '609.2b',
    '811.2c': '609.2c',
    '811.3': '609.3',
    '811.4': '609.4',
  }),
  variant: 'teams',
  editions: ['2005'],
  name: 'Teams',
  label: 'Teams (2005)',
  section: '609',
};
