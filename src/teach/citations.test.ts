// Every rule number a lesson step cites, checked by hand against the rule's text: the table below
// says, for each step, which rules it cites and what each rule says that the step relies on. A
// step citing a rule not in the table, or no longer citing one that is, fails here, so a changed
// citation has to be read against its rule again before it lands.
import { describe, expect, it } from 'vitest';
import { RULE_SUMMARIES } from '../rules/summaries';
import { loadCatalog } from './catalog';

type Checked = Readonly<Record<number, Readonly<Record<string, string>>>>;

/** lesson id → step (counted from 1) → rule → why it is the rule the step is about. */
const CHECKED: Readonly<Record<string, Checked>> = {
  'range-1-and-2': {
    1: { '801.2': 'range is a distance counted in seats from the player' },
    2: {
      '801.2a': 'range 1 means the player and the two players beside them',
      '801.2b': 'a player is always within their own range',
    },
    3: { '801.2a': 'range 2 reaches two seats each way; players may have different ranges' },
    4: { '801.3': 'creatures attack only opponents within their controller’s range' },
  },
  'player-leaves': {
    1: { '801.2c': 'the step sets up the rule’s own Alex–Rob–Carissa example' },
    2: { '801.2c': 'who is in range is fixed as each turn begins, not when someone leaves' },
    3: { '801.2c': 'a new turn begins, so the ranges are worked out again' },
  },
  'different-ranges': {
    2: { '801.2a': 'different players may have different ranges (not 801.12)' },
    4: { '801.12': 'the legend rule only looks within the controller’s range' },
  },
  'attack-multiple': {
    2: {
      '802.1': 'the option lets the active player attack several players',
      '802.3': 'each attacking creature is given its own defending player',
      '801.3': 'an opponent outside range can’t be attacked',
    },
    3: { '802.1': 'with the option a player may still attack just one player' },
  },
  'attack-left': {
    2: { '803.1a': 'attack left: only the nearest opponent on the left' },
  },
  'attack-right': {
    1: { '808.4': 'a random team starts; with an even team, the player left of its middle' },
    2: { '803.1b': 'attack right: only the nearest opponent on the right, here not beside her' },
    3: { '803.1b': 'attack right: Bianca is the nearest opponent on Carissa’s right' },
  },
  'emperor-opening': {
    1: {
      '809.3a': 'emperors have range 2',
      '809.3c': 'only an opponent seated immediately next to the attacker may be attacked',
    },
    3: { '809.3a': 'generals have range 1' },
    4: { '801.2c': 'range is fixed as the turn begins, so Esme stays out until the next one' },
  },
  'emperor-eight': {
    1: { '809.6': 'teams larger than three need their ranges adjusted' },
    2: {
      '809.6a': 'each emperor: the least range reaching two enemy generals; no emperor in reach',
    },
    3: { '809.6a': 'each general: the least range reaching one enemy general' },
  },
  'opponent-chooses': {
    2: {
      '801.5a': 'a player who chooses must choose within their range',
      '801.5c': 'with nobody in range able to choose, the nearest one to the left chooses',
    },
  },
  pyroclasm: {
    2: { '801.10': 'an effect does nothing to what is outside its controller’s range' },
    3: { '801.10': 'only the part outside range is lost' },
  },
  'coat-of-arms': {
    1: { '801.11': 'an ability gets information only from within its controller’s range' },
    2: { '801.11': 'the same limit applied to the creatures of a player further round' },
  },
  'win-unlimited': {
    2: { '800.7': 'without limited range, “you win” makes every opponent lose' },
  },
  'win-in-range': {
    2: { '801.16': 'with limited range, “you win” makes only opponents in range lose' },
    3: { '801.2c': 'the players beyond come into range when the next turn begins' },
  },
  draw: {
    2: { '801.17': 'a draw effect is a draw for its controller and the players in their range' },
  },
  'two-headed-giant': {
    1: {
      '805.4': 'teams take turns instead of players',
      '810.2': 'Two-Headed Giant uses shared team turns',
      '810.6': 'the team that plays first skips its first draw',
    },
    2: {
      '810.4': 'the team’s shared life starts at 30',
      '810.7a': 'each team attacks the other as a group',
      '810.8b': 'where the recent text we have begins, so 810.7a is shown as in the 2011 text',
    },
    5: { '810.8b': 'a player conceding takes the whole team out' },
  },
  'grand-melee': {
    1: {
      '807.4a': 'one turn marker for each full four players',
      '807.4b': 'the starting player and every fourth seat after get the markers',
    },
    2: { '807.4d': 'a turn can’t begin while a marker is in the three seats to the left' },
    5: {
      '807.4e': 'a departure that lowers the marker count marks the marker to the right',
      '807.4h': 'the neighbours of an emptied seat don’t enter range until a turn begins',
    },
    6: { '807.4h': 'a turn has begun, so they now do' },
    7: { '807.4g': 'a marker designated for removal leaves when its turn ends' },
  },
  'team-vs-team': {
    1: { '808.4': 'an odd team starts from its middle player' },
    2: { '808.3a': 'Team vs. Team uses attack multiple players' },
    3: { '808.4': 'turns go to the left' },
  },
  'alternating-teams': {
    1: { '811.3': 'no one beside a teammate, each team spread evenly' },
    2: {
      '811.2a': 'the recommended range is 2',
      '811.4': 'only opponents seated next to the attacker may be attacked',
      '803.1a': 'attack left: only the opponent seated immediately to the left',
    },
  },
  'shared-life': {
    1: { '810.4': 'one shared life total per team, starting at 30' },
    2: { '810.9': 'damage happens to each player, the result goes to the shared total' },
    3: { '810.9': 'the same for the other team' },
    4: { '810.9': 'life gained also goes to the shared total' },
    5: { '810.9c': 'setting one head’s life: they gain or lose the difference' },
    7: { '810.9d': 'setting each head’s life: the team picks one member to be affected' },
    8: { '810.8d': 'a team loses at fifteen poison counters (the recent text)' },
    9: { '810.8c': 'a team at 0 or less life loses' },
  },
  'commander-damage': {
    1: { '903.7': 'Commander players start at 40 life' },
    2: { '903.10a': 'combat damage is counted per commander' },
    3: { '903.10a': '“the same commander”: partners count apart (not 903.3)' },
    5: { '903.10a': '21 combat damage from one commander loses the game' },
    6: {
      '800.4': 'the game goes on without a player who left (not 800.4a)',
      '903.12h': 'Brawl has no 21-damage loss',
    },
  },
  'planar-controller-leaves': {
    1: {
      '901.6': 'the planar controller is normally the active player',
      '901.9': 'the first roll in a turn costs nothing',
    },
    2: { '901.9': 'each roll costs one more than the one before' },
    3: { '901.11': 'turning the next plane face up is planeswalking' },
    4: {
      '901.6': 'the new active player controls the plane',
      '901.9': 'a new turn starts the cost again from free',
    },
    5: {
      '800.4i': 'the plane passes on before its controller leaves',
      '800.4g': 'the turn of a player who left runs on with nobody active',
    },
    6: { '901.6': 'the active player controls the plane' },
  },
  'grand-melee-planechase': {
    1: {
      '807.4a': 'eight players: two markers',
      '901.14a': 'each player starting with a marker sets out a plane and controls it',
      '801.19': 'planes are exempt from range except in Grand Melee',
    },
    2: {
      '807.4d': 'the marker waits: another is within three seats to the left',
      '901.6': 'control follows the active player (our reading while the marker waits)',
    },
    3: { '901.6': 'each new active player takes over a plane' },
    4: {
      '901.14b': 'a departure that costs a marker ends that player’s planar control',
      '807.4e': 'the marker to the right is marked for removal',
    },
    5: { '807.4g': 'the marked marker is removed when its turn ends' },
    6: { '901.6': 'Gus becomes active and so controls the plane' },
  },
  'how-the-rules-changed': {
    1: {
      '606.4a': '2005: a team’s shared life begins at 40',
      '606.6b': '2005: in the starting team’s first draw step the primary player doesn’t draw',
    },
    2: {
      '810.4': 'today a team’s shared life begins at 30',
      '810.6': 'today the whole starting team skips its first draw step',
    },
    3: {
      '606.9a': '2005: one player’s life reads as the team’s halved, rounded up',
      '606.9c': '2005: setting one player’s life moves the team by that player’s change',
    },
    4: {
      '810.9a': 'today one player’s life reads as the team’s whole total',
      '810.9c': 'today the player gains or loses to reach the number, and so does the team',
    },
    5: {
      '606.5': '2005: only life is shared, so other resources stay each player’s own',
      '606.8b': '2005: when one player loses, the whole team loses',
    },
    6: {
      '810.8d': 'today a team with fifteen poison counters loses',
      '810.5': 'the 2011 text shares only life, and has no team poison rule',
    },
    7: {
      '609.3': '2005 Teams: nobody seated beside a teammate, teams evenly spaced',
      '609.4': '2005 Teams: only opponents seated next to you may be attacked',
    },
    8: {
      '811.3': 'Alternating Teams seats players as 609.3 did',
      '811.4': 'Alternating Teams attacks only a neighbour, as 609.4 did',
      '808': 'Team vs. Team, a variant the 2005 rules lacked',
    },
    9: {
      '801.17':
        'a draw effect ends the game for its controller and the players in their range (today’s rule: the 2005 texts have no counterpart)',
      '607.5a': '2005 Emperor: a team loses when its emperor loses (nothing on draws)',
      '601.15': '2005: the nearest rule, an "I win" effect under limited range; none for a draw',
      '800.4g':
        'today the turn of a player who left runs on with nobody active (the 2005 texts have no counterpart)',
    },
    10: { '809.5c': 'today a team draws when its emperor draws' },
  },
};

/**
 * A lesson's chip list may name a section the steps only illustrate (leaving, 800.4; the attack
 * option, 802) without citing it in a step.
 */
const CHIPS_ONLY: Readonly<Record<string, readonly string[]>> = {
  'player-leaves': ['800.4'],
  'attack-multiple': ['802'],
  draw: ['800.4'],
};

const cites = (text: string) =>
  [...new Set([...text.matchAll(/\b([1-9]\d{2}(?:\.\d+[a-z]?)?)\b/g)].map((m) => m[1]!))].sort();

describe('each rule a lesson cites is the rule its step is about', () => {
  const { lessons } = loadCatalog();

  it('every lesson has its citations checked, and no checked lesson is gone', () => {
    expect(Object.keys(CHECKED).sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: its steps cite what was checked',
    (id, l) => {
      const checked = CHECKED[id] ?? {};
      const actual: Record<number, string[]> = {};
      l.steps.forEach((s, i) => {
        const c = cites(s.narration);
        if (c.length) actual[i + 1] = c;
      });
      const expected = Object.fromEntries(
        Object.entries(checked).map(([step, rules]) => [step, Object.keys(rules).sort()]),
      );
      expect(actual).toEqual(expected);
      for (const rules of Object.values(checked))
        for (const [rule, why] of Object.entries(rules)) {
          expect(why.length, `${id} ${rule}`).toBeGreaterThan(10);
          expect(RULE_SUMMARIES[rule], `${id} cites ${rule}, which has no summary`).toBeDefined();
        }
    },
  );

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: its chips are rules its steps cite',
    (id, l) => {
      const stepRules = new Set(Object.values(CHECKED[id] ?? {}).flatMap((r) => Object.keys(r)));
      const extra = l.rules.filter((r) => !stepRules.has(r) && !CHIPS_ONLY[id]?.includes(r));
      expect(extra).toEqual([]);
    },
  );
});
