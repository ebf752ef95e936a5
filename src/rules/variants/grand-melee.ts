// 807 Grand Melee: a large free-for-all with several turns at once (turn markers, 807.4).
import { words } from '../words';
import { PLAIN_PLAY, needsAttackOption, noSharedTurns, variantSpec } from './spec';

export const GRAND_MELEE = variantSpec({
  variant: 'grand-melee',
  name: 'Grand Melee',
  label: 'Grand Melee',
  section: '807',
  // 807.2a–b: range of influence 1, attack left.
  defaults: {
    rangeOfInfluence: 1,
    attack: 'left',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  minPlayers: {
    count: 4,
    message: words(
      /*i18n*/ {
        id: 'variant.melee.fourPlayers',
        message:
          'Grand Melee hands out one turn marker per full four players, so it needs at least 4 players.',
      },
    ),
    rule: '807.4a',
  },
  competitors: { kind: 'individuals', rule: '807.1' },
  roles: false,
  teams: [],
  seating: { byRules: 'together' },
  firstOfTeam: 'rightmost',
  errors: [
    needsAttackOption('806.2b'),
    {
      when: (o) => o.attack === 'multiple',
      message: words(
        /*i18n*/ {
          id: 'variant.melee.noAttackMultiple',
          message: 'Grand Melee does not use the attack multiple players option.',
        },
      ),
      rule: '807.2c',
      path: 'options.attack',
    },
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.melee.noDeploy',
          message: 'Grand Melee does not use the deploy creatures option.',
        },
      ),
      rule: '807.2c',
      path: 'options.deployCreatures',
    },
    noSharedTurns,
  ],
  warnings: [
    {
      when: (_o, _g, players) => players < 10,
      message: words(
        /*i18n*/ {
          id: 'variant.melee.tenPlayers',
          message: 'Grand Melee is meant for games that begin with ten or more players.',
        },
      ),
      rule: '807.1',
    },
  ],
  sameRange: '806.2a',
  // 807.4: turn markers, several turns at once; 801.19: planes keep to limited range.
  // Turns run by markers, each passed to the holder's left (807.4c).
  play: { ...PLAIN_PLAY, turns: 'turn-markers', turnOrderRule: '807.4c', planeReach: 'range' },
  inEdition: {
    // 2005 (608): the same defaults and markers under their own numbers, but a passed marker
    // can't be received while another is within three seats of the receiver's left, so it waits
    // with the passer (608.4c); and only an extra turn of a player not taking a turn is put off
    // (608.4e), so a player taking a turn begins their extra turn at once.
    '2005': {
      section: '608',
      play: { waitingMarker: 'passer', extraTurn: 'at-once' },
    },
  },
});
