import { describe, expect, it } from 'vitest';
import type { Game } from './game';
import { applyEvent } from './play';
import { derive, pendingRange, turnEnders } from './queries';
import { pendingRangeReason } from './reasons';
import { PRESETS } from './presets';
import { loadScenario } from './scenario';
import type { GameEvent, Scenario } from './types';

function load(s: Scenario): Game {
  const r = loadScenario(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}
const play = (g: Game, e: GameEvent) => {
  const r = applyEvent(g, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const names = (g: Game, seats: readonly number[]) => seats.map((s) => g.table.players[s]!.name);

describe('pendingRange — the gap that closes when the next turn begins', () => {
  const table: Scenario = {
    variant: 'custom',
    options: { rangeOfInfluence: 1, attack: 'multiple' },
    players: ['Carissa', 'Rob', 'Alex', 'Dana', 'Eli'].map((name) => ({ name })),
    startingPlayer: 'Alex',
  };

  it('801.2c — after Rob leaves, Carissa is pending for Alex (and Alex for Carissa) until the next turn', () => {
    const g = play(load(table), { type: 'leave', player: 'Rob' });
    expect(names(g, pendingRange(g, 2))).toEqual(['Carissa']);
    expect(names(g, pendingRange(g, 0))).toEqual(['Alex']);
    expect(pendingRange(g, 3)).toEqual([]);
    expect(pendingRangeReason(g, 2)).toMatchObject({
      rule: '801.2c',
      text: expect.stringMatching(/^Carissa comes into Alex's range/),
    });
    expect(pendingRangeReason(g, 3)).toBeNull();
    const next = play(g, { type: 'endTurn' });
    expect(pendingRange(next, 2)).toEqual([]);
    expect(names(next, derive(next).players[2]!.inRange)).toEqual(['Carissa', 'Alex', 'Dana']);
  });

  it('nothing is pending for a player who left, or with unlimited range', () => {
    const g = play(load(table), { type: 'leave', player: 'Rob' });
    expect(pendingRange(g, 1)).toEqual([]);
    const open = play(load({ ...table, options: { attack: 'multiple' } }), {
      type: 'leave',
      player: 'Rob',
    });
    expect(pendingRange(open, 2)).toEqual([]);
  });
});

describe('turnEnders — which turns can be ended now', () => {
  it('one running turn outside Grand Melee, even when its player has left (800.4g)', () => {
    const g = play(
      load({ variant: 'free-for-all', players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) }),
      {
        type: 'leave',
        player: 'A',
      },
    );
    expect(turnEnders(g)).toEqual([
      { event: { type: 'endTurn', player: 'A' }, seat: 0, marker: null },
    ]);
  });

  it('807.4 — one per running marker in Grand Melee, none for a waiting marker', () => {
    let g = load({
      variant: 'grand-melee',
      players: Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}` })),
    });
    expect(turnEnders(g).map((t) => t.marker)).toEqual([1, 2, 3]);
    expect(turnEnders(g)[1]!.event).toEqual({ type: 'endTurn', player: 'P5' });
    g = play(g, { type: 'endTurn', marker: 1 }); // P2 must wait: P5 holds marker 2
    expect(turnEnders(g).map((t) => t.marker)).toEqual([2, 3]);
  });

  it('none once the game is over', () => {
    const g = play(
      load({ variant: 'free-for-all', players: ['A', 'B', 'C'].map((name) => ({ name })) }),
      {
        type: 'win',
        player: 'A',
      },
    );
    expect(turnEnders(g)).toEqual([]);
  });
});

describe('presets', () => {
  const byId = Object.fromEntries(PRESETS.map((p) => [p.id, p]));
  it('every preset is a valid table', () => {
    for (const p of PRESETS) expect(loadScenario(p.scenario).ok, p.id).toBe(true);
  });
  it.each([
    ['commander', 'free-for-all', 4],
    ['emperor', 'emperor', 6],
    ['two-headed-giant', 'two-headed-giant', 4],
    ['team-vs-team', 'team-vs-team', 6],
    ['alternating-teams', 'alternating-teams', 6],
    ['grand-melee', 'grand-melee', 12],
  ])('%s is a %s table of %i players', (id, variant, n) => {
    const g = load(byId[id]!.scenario);
    expect(g.table.variant).toBe(variant);
    expect(g.table.players).toHaveLength(n);
  });
  it('the Commander pod attacks multiple players; Alternating Teams seats no one beside a teammate', () => {
    expect(load(byId.commander!.scenario).table.options.attack).toBe('multiple');
    const alt = load(byId['alternating-teams']!.scenario).table.players;
    alt.forEach((p, i) => expect(p.team).not.toBe(alt[(i + 1) % alt.length]!.team));
  });
});
