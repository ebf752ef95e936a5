// 807 Grand Melee: a large free-for-all with several turns at once (turn markers, 807.4).
import { PLAIN_PLAY, variantSpec } from './spec';

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
  competitors: { kind: 'individuals', rule: '807.1' },
  roles: false,
  seating: { byRules: 'together' },
  firstOfTeam: 'rightmost',
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
