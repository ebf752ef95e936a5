// The rule each why cites, checked against the rule's text (shared/seeds, and the general rules
// 101.4, 104.1, 104.4a, 104.4c, 903.12f): each test is named by the rule it now cites and would
// fail with the number it replaced (801.1, 104.2a, 104.4a, 809.4, 903.7).
import { describe, expect, it } from 'vitest';
import {
  departureReason,
  eventReasons,
  gameOverReason,
  rangeReasons,
  turnReason,
  whatIf,
} from './explain';
import { applyEvent } from './play';
import { attackVerdict, latecomerReasons } from './reasons';
import { RULE_SUMMARIES } from './summaries';
import {
  EMPEROR_SIX,
  draws,
  endTurn,
  leaves,
  load,
  play,
  roster,
  wins,
  type View,
} from './test-helpers';
import type { GameEvent } from './events';
import type { Scenario } from './types';

const FOUR = ['Ana', 'Bo', 'Cy', 'Di'] as const;

describe('801: unlimited range is the option not used, not 801.1', () => {
  it('801: a player without limited range reaches every player still in the game', () => {
    const v = load({ variant: 'free-for-all', players: roster(...FOUR) });
    const [r] = rangeReasons(v.game, v.seat('Ana'));
    expect(r).toMatchObject({
      ok: true,
      text: 'Ana has unlimited range: every player still in the game is within it.',
      rule: '801',
    });
  });

  it('801.1: its summary says when the option is used, not what a range is (801.2)', () => {
    const s = RULE_SUMMARIES['801.1']!.summary;
    expect(s).toContain('Emperor');
    expect(s).toContain('five or more');
    expect(s).not.toMatch(/number of seats/);
  });
});

describe('104.1: the game is over', () => {
  const over = (): View =>
    play(load({ variant: 'free-for-all', players: roster('A', 'B', 'C') }), wins('A'));

  it('104.1: once the game is over, an attack why cites the end of the game', () => {
    const v = over();
    expect(attackVerdict(v.game, v.seat('A'), v.seat('B'))).toMatchObject({
      ok: false,
      text: 'The game is over.',
      rule: '104.1',
    });
  });

  it('104.1: once the game is over, a what-if answer cites the end of the game', () => {
    const v = over();
    expect(whatIf(v.game, 'target', v.seat('A')).summary).toMatchObject({
      ok: false,
      rule: '104.1',
    });
  });

  it('104.2a stays where a side wins because every opponent has left', () => {
    const v = over();
    expect(gameOverReason(v.game)).toMatchObject({ rule: '104.2a' });
    expect(departureReason(v.game, v.seat('A'))).toMatchObject({ rule: '104.2a' });
  });
});

describe('104.4c: a draw effect; 104.4a: everyone loses at once', () => {
  const pod = () => load({ variant: 'free-for-all', players: roster(...FOUR) });

  it('104.4c: a draw effect without limited range ends the game as a draw', () => {
    const v = play(pod(), draws('Cy'));
    expect(v.game.over).toBe(true);
    expect(v.game.winners).toEqual([]);
    for (const s of [0, 1, 2, 3]) expect(v.game.departures[s]).toMatchObject({ rule: '104.4c' });
    expect(departureReason(v.game, v.seat('Bo'))).toMatchObject({
      ok: true,
      text: "Bo drew: Cy's draw effect, with no range limit, ended the game for everyone.",
      rule: '104.4c',
    });
    expect(departureReason(v.game, v.seat('Cy'))).toMatchObject({
      ok: true,
      text: "Cy's own draw effect, with no range limit, ended the game as a draw for everyone.",
      rule: '104.4c',
    });
    expect(gameOverReason(v.game)).toMatchObject({
      ok: true,
      text: "Cy's draw effect, with no range limit, made the game a draw for everyone still in it: no one wins.",
      rule: '104.4c',
    });
  });

  it('104.4c: the what-if for a draw effect without limited range cites 104.4c', () => {
    const v = pod();
    const a = whatIf(v.game, 'draw', v.seat('Cy'));
    expect(a.summary).toMatchObject({ ok: true, rule: '104.4c' });
    expect(a.summary.text).toContain('The whole game would be a draw');
    for (const p of a.players) expect(p.reason.rule).toBe('104.4c');
  });

  it('104.4c: the history of a draw effect names the rule for every player it takes out', () => {
    const v = pod();
    const e: GameEvent = draws('Cy');
    const r = applyEvent(v.game, e);
    if (!r.ok) throw new Error('draw refused');
    const rules = eventReasons(v.game, r.value, e).map((x) => x.rule);
    expect(rules).toContain('104.4c');
    expect(rules).not.toContain('104.4a');
  });

  it('104.4a: when every player still in loses at the same moment, the game is a draw', () => {
    const v = play(pod(), leaves('Ana', 'Bo', 'Cy', 'Di'));
    expect(v.game.over).toBe(true);
    expect(v.game.winners).toEqual([]);
    expect(gameOverReason(v.game)).toMatchObject({ rule: '104.4a' });
  });

  it('104.4a / 104.4c: the summaries tell a simultaneous loss from a draw effect', () => {
    expect(RULE_SUMMARIES['104.4a']!.summary).not.toMatch(/effect/);
    expect(RULE_SUMMARIES['104.4c']!.summary).toMatch(/draw/);
  });
});

describe('101.4: turn order outside the variants with a turn order rule of their own', () => {
  const after = (scenario: Scenario, first: string): string[] => {
    const v = play(load(scenario), endTurn(first));
    return turnReason(v.game).map((r) => r.rule);
  };

  it('101.4: turns pass to the left in Free-for-All under the general rule, not 809.4', () => {
    const rules = after({ variant: 'free-for-all', players: roster(...FOUR) }, 'Ana');
    expect(rules).toEqual(['101.4']);
  });

  it('101.4: turns pass to the left in Alternating Teams under the general rule, not 809.4', () => {
    const rules = after(
      {
        variant: 'alternating-teams',
        seating: 'as-listed',
        players: [
          { name: 'A1', team: 'A' },
          { name: 'B1', team: 'B' },
          { name: 'A2', team: 'A' },
          { name: 'B2', team: 'B' },
        ],
        startingPlayer: 'A1',
      },
      'A1',
    );
    expect(rules).toEqual(['101.4']);
  });

  it('101.4: turns pass to the left at a custom table under the general rule, not 809.4', () => {
    const rules = after({ variant: 'custom', players: roster(...FOUR) }, 'Ana');
    expect(rules).toEqual(['101.4']);
  });

  it('101.4: turns pass to the left at a 2005 Teams table under the general rule, not 607.4', () => {
    const rules = after(
      {
        variant: 'teams',
        options: { edition: '2005' },
        seating: 'as-listed',
        players: [
          { name: 'A1', team: 'A' },
          { name: 'B1', team: 'B' },
          { name: 'A2', team: 'A' },
          { name: 'B2', team: 'B' },
        ],
        startingPlayer: 'A1',
      },
      'A1',
    );
    expect(rules).toEqual(['101.4']);
  });

  it('809.4 and 808.4 stay with Emperor and Team vs. Team, their own turn order rules', () => {
    const emperor = play(
      load({ variant: 'emperor', players: EMPEROR_SIX, startingPlayer: 'Esme' }),
      endTurn('Esme'),
    );
    expect(turnReason(emperor.game).map((r) => r.rule)).toEqual(['809.4']);
    const tvt = play(
      load({
        variant: 'team-vs-team',
        players: [
          { name: 'A1', team: 'A' },
          { name: 'A2', team: 'A' },
          { name: 'B1', team: 'B' },
          { name: 'B2', team: 'B' },
        ],
        startingPlayer: 'A2',
      }),
      endTurn('A2'),
    );
    expect(turnReason(tvt.game).map((r) => r.rule)).toEqual(['808.4']);
  });

  it("101.4: a latecomer's first turn in Free-for-All cites the general rule, not 809.4", () => {
    const v = play(load({ variant: 'free-for-all', players: roster(...FOUR) }), {
      type: 'join',
      player: { name: 'Eve' },
      seat: 2,
    });
    const reasons = latecomerReasons(v.game, v.seat('Eve'), 'usual');
    const first = reasons.find((r) => r.text.startsWith('Turns pass to the left'));
    expect(first).toMatchObject({ rule: '101.4' });
    expect(reasons.map((r) => r.rule)).not.toContain('809.4');
  });
});

describe("903.12f: a latecomer's starting life at a Brawl table", () => {
  const joined = (format: 'brawl' | 'commander') =>
    play(load({ variant: 'free-for-all', options: { format }, players: roster(...FOUR) }), {
      type: 'join',
      player: { name: 'Eve' },
      seat: 2,
    });

  it('903.12f: a latecomer at a multiplayer Brawl table starts at 30 life, citing 903.12f', () => {
    const v = joined('brawl');
    const life = latecomerReasons(v.game, v.seat('Eve'), 'format').at(-1)!;
    expect(life).toMatchObject({
      ok: true,
      text: "Eve starts with 30 life: the format's starting life.",
      rule: '903.12f',
    });
  });

  it('903.7: at a Commander table the latecomer starts at 40, citing 903.7', () => {
    const v = joined('commander');
    const life = latecomerReasons(v.game, v.seat('Eve'), 'format').at(-1)!;
    expect(life).toMatchObject({ rule: '903.7' });
    expect(life.text).toContain('40 life');
  });
});
