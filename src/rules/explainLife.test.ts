// The whys of life, poison and commander damage: one test per kind of sentence, each checked
// against the numbers the engine holds (704.5a, 704.5c, 810.8c, 810.8d, 810.9, 810.9c, 903.10a,
// 903.12h) and what a loss does to the table (801.2c, 800.4g, 809.5b, 807.4e).
import { describe, expect, it } from 'vitest';
import { departureReason, departureReasons, eventReasons, playerReasons } from './explain';
import { commanderDamageReasons, lifeReasons } from './explainLife';
import type { Game } from './game';
import { applyEvent } from './play';
import { leftBetween } from './play';
import type { GameEvent, Reason, Scenario } from './types';
import { EMPEROR_SIX, load, numbered, play, roster, team, type View } from './test-helpers';

const life = (player: string, amount: number): GameEvent => ({ type: 'life', player, amount });
const setLife = (player: string, to: number): GameEvent => ({ type: 'setLife', player, to });
const poison = (player: string, amount: number): GameEvent => ({ type: 'poison', player, amount });
const cmd = (player: string, from: string, amount: number, commander?: 1 | 2): GameEvent => ({
  type: 'commanderDamage',
  player,
  from,
  amount,
  ...(commander ? { commander } : {}),
});

const TWO_HEADED: Scenario = {
  variant: 'two-headed-giant',
  players: [...team('Suns', 'Ana', 'Bo'), ...team('Moons', 'Cy', 'Di')],
  startingTeam: 'Suns',
};
const POD: Scenario = {
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: roster('Ana', 'Bo', 'Cy', 'Di'),
  startingPlayer: 'Ana',
};
const RING: Scenario = {
  variant: 'free-for-all',
  options: { rangeOfInfluence: 1 },
  players: roster('Ana', 'Bo', 'Cy', 'Di', 'Ed'),
  startingPlayer: 'Ana',
};

/** The history's why for `event` applied to `v`, with the run of life events before it. */
function why(v: View, event: GameEvent, run?: { start: Game; events: GameEvent[] }): Reason[] {
  const r = applyEvent(v.game, event);
  if (!r.ok) throw new Error(r.error.message);
  return eventReasons(v.game, r.value, event, run);
}
const texts = (rs: readonly Reason[]) => rs.map((r) => r.text);
const rules = (rs: readonly Reason[]) => rs.map((r) => r.rule);

describe('704.5a — out of life', () => {
  it('names the player, the total and the rule; ranges hold until the next turn (801.2c); the turn runs on (800.4g)', () => {
    const v = play(load(RING), life('Ana', -17));
    const h = why(v, life('Ana', -5));
    expect(h[0]).toMatchObject({ ok: true, text: 'Ana lost 5 life: 3 → \u22122.', rule: '119.3' });
    expect(h[1]).toMatchObject({
      ok: true,
      text: "Ana's life fell to \u22122; a player with 0 or less life loses the game and leaves it.",
      rule: '704.5a',
    });
    expect(h[2]).toMatchObject({ rule: '801.2c' });
    expect(h[2]!.text).toContain('Ed comes into Bo');
    expect(h[2]!.text).toContain('Bo comes into Ed');
    expect(rules(h)).toContain('800.4g');
    const after = play(v, life('Ana', -5));
    const d = departureReasons(after.game, after.seat('Ana'));
    expect(d[0]).toEqual(departureReason(after.game, after.seat('Ana')));
    expect(rules(d)).toEqual(['704.5a', '801.2c', '800.4g']);
    expect(d[2]!.text).toContain("It was Ana's turn");
  });

  it("a player's life why says how far from a loss and where the total began (903.7)", () => {
    const v = play(load(POD), life('Bo', -4));
    expect(lifeReasons(v.game, v.seat('Bo'))).toMatchObject([
      {
        ok: true,
        text: 'Bo has 36 life; at 0 or less Bo loses the game (36 to go).',
        rule: '704.5a',
      },
      { ok: true, text: 'Everyone began at 40 life, as Commander does.', rule: '903.7' },
    ]);
    expect(playerReasons(v.game, v.seat('Bo')).map((r) => r.rule)).toContain('704.5a');
  });

  it('902.4 — a vanguard changes where one life began', () => {
    const v = load({
      variant: 'free-for-all',
      players: [{ name: 'Ana', vanguard: { life: -3, hand: 0 } }, ...roster('Bo', 'Cy')],
      startingPlayer: 'Ana',
    });
    expect(lifeReasons(v.game, v.seat('Ana'))[1]).toMatchObject({
      ok: true,
      text: "Ana's life began at 17: 20 changed by the vanguard's life modifier.",
      rule: '902.4',
    });
  });

  it('119.5 — a set life total reads as from → to', () => {
    const h = why(load(RING), setLife('Cy', 7));
    expect(h[0]).toMatchObject({
      ok: true,
      text: "Cy's life total was set from 20 to 7.",
      rule: '119.5',
    });
  });
});

describe('704.5c — poison', () => {
  it('counts down to ten, then names the counters and the rule', () => {
    const v = play(load(RING), poison('Cy', 7));
    expect(why(v, poison('Cy', 1))[0]).toMatchObject({
      ok: true,
      text: 'Cy now has 8 poison counters; 2 more and Cy loses.',
      rule: '704.5c',
    });
    expect(lifeReasons(v.game, v.seat('Cy'))).toContainEqual(
      expect.objectContaining({
        ok: true,
        text: 'Cy has 7 poison counters; at 10 Cy loses: 3 more.',
        rule: '704.5c',
      }),
    );
    const out = play(v, poison('Cy', 3));
    expect(departureReason(out.game, out.seat('Cy'))).toMatchObject({
      ok: true,
      text: 'Cy reached 10 poison counters; ten or more and a player loses the game and leaves it.',
      rule: '704.5c',
    });
  });
});

describe('810.9 — a Two-Headed Giant team shares one life total', () => {
  it('810.9 — Flame Rift: "Ana lost 4 and Bo lost 4: the Suns\' one total went from 30 to 22"', () => {
    const start = load(TWO_HEADED);
    const v = play(start, life('Ana', -4));
    const h = why(v, life('Bo', -4), { start: start.game, events: [life('Ana', -4)] });
    expect(h[0]!.rule).toBe('810.9');
    expect(h[0]!.text).toMatch(
      /^Ana lost 4 and Bo lost 4: the Suns' one total went from 30 to 22\./,
    );
    // The Moons' entry counts only the Moons' heads, from their own total.
    const w = play(v, life('Bo', -4), life('Cy', -4));
    const m = why(w, life('Di', -4), {
      start: start.game,
      events: [life('Ana', -4), life('Bo', -4), life('Cy', -4)],
    });
    expect(m[0]!.text).toMatch(
      /^Cy lost 4 and Di lost 4: the Moons' one total went from 30 to 22\./,
    );
  });

  it("810.9 — each head's life why names the team's one total", () => {
    const v = play(load(TWO_HEADED), life('Cy', -8));
    const [shared, loss, start] = lifeReasons(v.game, v.seat('Di'));
    expect(shared).toMatchObject({ rule: '810.9' });
    expect(shared!.text).toContain("Cy and Di share the Moons' one life total, 22");
    expect(loss).toMatchObject({ rule: '810.8c', text: expect.stringContaining('22 to go') });
    expect(start).toMatchObject({
      ok: true,
      text: 'A Two-Headed Giant team begins with one total of 30 life.',
      rule: '810.4',
    });
  });

  it('810.9c — "life total becomes 10" on a 25-life team: the head loses 15 and the team is at 10', () => {
    const v = play(load(TWO_HEADED), life('Ana', -5));
    expect(why(v, setLife('Bo', 10))[0]).toMatchObject({
      ok: true,
      text: "Bo's life is the team's, 25, so setting it to 10 means Bo loses 15: the Suns' one total is now 10.",
      rule: '810.9c',
    });
  });

  it('810.8c — the team at 0 loses together: one sentence for both heads, then the game ends', () => {
    const v = play(load(TWO_HEADED), life('Cy', -26));
    const h = why(v, life('Di', -4));
    expect(rules(h)).toEqual(['810.9', '810.8c', '104.2a']);
    expect(h[1]!.text).toBe(
      "The Moons' shared life fell to 0, so the whole team lost: Cy and Di left the game together.",
    );
  });

  it('810.8d — ten counters on one head do not end it; fifteen for the team do', () => {
    const v = play(load(TWO_HEADED), poison('Ana', 10));
    expect(v.p('Ana').inGame).toBe(true);
    expect(lifeReasons(v.game, v.seat('Bo'))).toContainEqual(
      expect.objectContaining({
        ok: true,
        text: "The Suns' heads have 10 poison counters between them; a team loses at 15, not at ten on one head: 5 more and the team loses.",
        rule: '810.8d',
      }),
    );
    const h = why(v, poison('Bo', 5));
    expect(rules(h)).toEqual(['810.8d', '810.8d', '104.2a']);
    expect(h[1]!.text).toBe(
      "The Suns' heads had 15 poison counters between them; a Two-Headed Giant team loses at fifteen, so Ana and Bo left together.",
    );
  });
});

describe('903.10a — commander damage', () => {
  it('"Cy has taken 14 from Ana\'s commander; 7 more and Cy loses"', () => {
    const v = play(load(POD), cmd('Cy', 'Ana', 14));
    expect(lifeReasons(v.game, v.seat('Cy'))).toContainEqual(
      expect.objectContaining({
        ok: true,
        text: "Cy has taken 14 from Ana's commander; 7 more and Cy loses, whatever Cy's life.",
        rule: '903.10a',
      }),
    );
    const h = why(v, cmd('Cy', 'Ana', 3));
    expect(texts(h)).toEqual([
      'Cy lost 3 life: 26 → 23.',
      "That makes 17 combat damage from Ana's commander to Cy; 4 more from that same commander and Cy loses, whatever Cy's life.",
    ]);
  });

  it('damage from different commanders, and from partners, counts apart', () => {
    const v = play(load(POD), cmd('Cy', 'Ana', 14), cmd('Cy', 'Bo', 12), cmd('Cy', 'Bo', 9, 2));
    const last = lifeReasons(v.game, v.seat('Cy')).at(-1)!;
    expect(last).toMatchObject({
      ok: true,
      text: "Damage from different commanders never adds up: 14 from Ana's commander, 12 from Bo's commander and 9 from Bo's second commander count apart, so Cy's nearest loss is 7 away.",
      rule: '903.10a',
    });
    expect(v.p('Cy').life).toBe(5);
  });

  it('21 from one commander: the player leaves with life to spare, and the why says so', () => {
    const v = play(load(POD), cmd('Cy', 'Ana', 20));
    const h = why(v, cmd('Cy', 'Ana', 1));
    expect(h[2]).toMatchObject({
      ok: true,
      text: "Cy had taken 21 combat damage from Ana's commander: 21 or more from one commander is a loss, so Cy left with 19 life to spare.",
      rule: '903.10a',
    });
    expect(rules(h)).toEqual(['119.3', '903.10a', '903.10a', '103.2']);
  });

  it('903.12h — Brawl counts commander damage and never makes it a loss', () => {
    const brawl = load({ ...POD, options: { format: 'brawl' } });
    const v = play(brawl, cmd('Cy', 'Ana', 25));
    expect(v.p('Cy').inGame).toBe(true);
    expect(lifeReasons(v.game, v.seat('Cy'))).toContainEqual(
      expect.objectContaining({
        ok: true,
        text: "Cy has taken 25 combat damage from Ana's commander. Brawl counts it, but however much it is, it is only damage: it never makes a player lose.",
        rule: '903.12h',
      }),
    );
    expect(lifeReasons(v.game, v.seat('Cy'))[1]).toMatchObject({ rule: '903.12f' });
    expect(rules(why(v, cmd('Cy', 'Ana', 1)))).toEqual(['119.3', '903.12h']);
  });
});

describe('what a life loss does to the table', () => {
  it('809.5b — an emperor at 0 life takes the team out; each general is told why', () => {
    const v = load({ variant: 'emperor', players: EMPEROR_SIX, startingTeam: 'North' });
    const out = play(v, life('Bianca', -20));
    expect(departureReason(out.game, out.seat('Alex'))).toMatchObject({
      ok: true,
      text: "Alex lost because the team's emperor Bianca lost (Bianca's life fell to 0; a player with 0 or less life loses the game and leaves it, 704.5a): a team loses when its emperor does.",
      rule: '809.5b',
    });
    expect(departureReasons(out.game, out.seat('Bianca'))[1]).toMatchObject({
      ok: true,
      text: 'Bianca was an emperor, and a team loses with its emperor: Alex and Carissa left too.',
      rule: '809.5b',
    });
  });

  it('807.4e — in Grand Melee a loss designates a turn marker for removal', () => {
    const v = load({ variant: 'grand-melee', seating: 'as-listed', players: numbered(8) });
    const out = play(v, life('P3', -20));
    const d = departureReasons(out.game, out.seat('P3'));
    expect(rules(d)).toContain('807.4e');
    expect(d.find((r) => r.rule === '807.4e')!.text).toContain('is designated for removal');
    // The history names the marker once (in the turn's whys), not twice.
    expect(rules(why(v, life('P3', -20))).filter((r) => r === '807.4e')).toHaveLength(1);
  });

  it('every sentence cites a rule number', () => {
    const v = play(load(POD), cmd('Cy', 'Ana', 20), poison('Di', 9));
    for (const r of [
      ...lifeReasons(v.game, v.seat('Cy')),
      ...lifeReasons(v.game, v.seat('Di')),
      ...why(v, cmd('Cy', 'Ana', 1)),
    ])
      expect(r.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
  });
});

describe("the commander-damage grid's why", () => {
  it('903.10a — every player with damage taken, or what 21 means before any is dealt', () => {
    const v = load(POD);
    expect(commanderDamageReasons(v.game)).toMatchObject([
      {
        ok: true,
        text: 'No commander has dealt combat damage yet. Each player loses on taking 21 from any one commander; different commanders never add up.',
        rule: '903.10a',
      },
    ]);
    const w = play(v, cmd('Cy', 'Ana', 14), cmd('Bo', 'Di', 3));
    expect(texts(commanderDamageReasons(w.game))).toEqual([
      "Bo has taken 3 from Di's commander; 18 more and Bo loses, whatever Bo's life.",
      "Cy has taken 14 from Ana's commander; 7 more and Cy loses, whatever Cy's life.",
    ]);
  });
});

describe('history lines name who a life event knocked out', () => {
  it('one player, a 2HG team together, or nobody', () => {
    const pod = play(load(POD), cmd('Cy', 'Ana', 20));
    expect(leftBetween(pod.game, play(pod, cmd('Cy', 'Ana', 1)).game)).toBe('Cy leaves the game');
    expect(leftBetween(pod.game, play(pod, cmd('Cy', 'Bo', 1)).game)).toBeNull();
    const giant = play(load(TWO_HEADED), life('Cy', -26));
    expect(leftBetween(giant.game, play(giant, life('Di', -4)).game)).toBe(
      'Cy and Di leave the game',
    );
  });
});
