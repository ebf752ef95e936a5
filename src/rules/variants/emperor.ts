// 809 Emperor: equal teams of three or more, an emperor in the middle of each, generals around.
import { PLAIN_PLAY, variantSpec } from './spec';

export const EMPEROR = variantSpec({
  variant: 'emperor',
  name: 'Emperor',
  label: 'Emperor',
  section: '809',
  // 809.3: limited range (2 for emperors, 1 for generals, 809.3a), attack multiple, deploy (804.1).
  defaults: {
    rangeOfInfluence: 1,
    attack: 'multiple',
    deployCreatures: true,
    sharedTeamTurns: false,
  },
  competitors: { kind: 'teams', rule: '809.1' },
  roles: true,
  seating: { byRules: 'emperor-in-middle', together: '809.2' },
  firstOfTeam: 'emperor',
  limitedRange: '801.1',
  // 809.3c: only an opponent in the next seat; 809.5b–c: a team goes with its emperor.
  play: {
    ...PLAIN_PLAY,
    turnOrderRule: '809.4',
    attack: { limit: 'adjacent', rule: '809.3c' },
    teamLeaves: 'with-emperor',
    teamRules: { lost: '809.5b', conceded: '809.5b', drew: '809.5c' },
  },
  inEdition: {
    // 2005 (607): the same table with its own numbers; a team loses with its emperor (607.5a), but
    // the 2005 text has no rule that the team draws with its emperor (809.5c came later): the
    // generals play on.
    '2005': {
      section: '607',
      play: {
        teamRules: { lost: '607.5a', conceded: '607.5a' },
      },
    },
  },
});
