// 810 Two-Headed Giant: exactly two teams that share turns, life and poison, attacking as groups.
import { variantSpec } from './spec';

export const TWO_HEADED_GIANT = variantSpec({
  variant: 'two-headed-giant',
  name: 'Two-Headed Giant',
  label: 'Two-Headed Giant',
  section: '810',
  // 810.2: shared team turns; unlimited range; each team attacks the other as a group (810.7a).
  defaults: {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: true,
  },
  competitors: { kind: 'teams', rule: '810.1' },
  roles: false,
  seating: { byRules: 'together', together: '810.3' },
  firstOfTeam: 'rightmost',
  // 810.7a: a team attacks the other as a group; 810.9, 810.8d: shared life and poison; 810.8a–b:
  // the team leaves together; 810.6: the starting team skips its first draw; 901.12d.
  play: {
    turns: 'one-at-a-time',
    turnOrderRule: '805.4',
    attack: { limit: 'group', rule: '810.7a' },
    sharedLife: true,
    teamLeaves: 'together',
    teamRules: { lost: '810.8a', conceded: '810.8b', drew: '810.8a' },
    firstDraw: 'team',
    planarRollRule: '901.12d',
  },
  inEdition: {
    // 2005 (606): 40 life a team, 20 a head for larger teams (606.4a, 606.10); the starting team's
    // primary player alone skips the first draw (606.6b); poison is
    // each head's own, as every resource but life (606.5), and ten on a head lose for the team
    // (606.8b).
    '2005': {
      section: '606',
      play: {
        teamRules: { lost: '606.8b', conceded: '606.8c', drew: '606.8b' },
        firstDraw: 'primary',
        teamLife: { two: 40, perHead: 20 },
        headLife: 'share',
        everyHeadSet: 'sum',
        poison: 'head',
      },
    },
    // 2011: only life is shared (810.5) and 810.8 has no team poison count (810.8d came later), so
    // a head's ten poison counters make them, and with them the team, lose (810.8a).
    '2011': { play: { poison: 'head' } },
  },
});
