// 809 Emperor: equal teams of three or more, an emperor in the middle of each, generals around.
import { words } from '../words';
import { PLAIN_PLAY, twoOrMoreTeams, variantSpec } from './spec';

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
  teams: [
    twoOrMoreTeams('809.1'),
    {
      fails: (t) => !t.equal,
      message: (t) =>
        words(
          /*i18n*/ {
            id: 'variant.emperor.equalTeams',
            message: 'Emperor teams must be the same size; these have {sizes} players.',
          },
          { sizes: t.sizes.join(', ') },
        ),
      rule: '809.6',
    },
    {
      fails: (t) => t.sizes[0]! < 3,
      message: () =>
        words(
          /*i18n*/ {
            id: 'variant.emperor.threePlayers',
            message: 'Emperor teams have at least three players: an emperor between generals.',
          },
        ),
      rule: '809.1',
    },
  ],
  seating: { byRules: 'emperor-in-middle', together: '809.2' },
  firstOfTeam: 'emperor',
  errors: [
    {
      when: (o) => !o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.emperor.deploy',
          message: 'Emperor games always use the deploy creatures option.',
        },
      ),
      rule: '804.1',
      path: 'options.deployCreatures',
    },
    {
      when: (_o, given) => given.rangeOfInfluence === null,
      message: words(
        /*i18n*/ {
          id: 'variant.emperor.limitRange',
          message: 'Emperor games always limit range of influence.',
        },
      ),
      rule: '801.1',
      path: 'options.rangeOfInfluence',
    },
  ],
  warnings: [],
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
