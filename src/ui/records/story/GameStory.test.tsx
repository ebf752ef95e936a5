// The story drawn whole (static markup, no DOM): a line per player, the departures with their
// rule links, the turn times; and a long game — 16 players, 300 turns — worked out and drawn fast.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameEvent, Scenario } from '../../../rules';
import { buildTable } from '../../../rules';
import { recordOf } from '../../../rules/record';
import type { KeptGame } from '../../../persist/records';
import commanderNight from '../../../../scenarios/903-commander-night.json';
import GameStory from '../GameStory';

function kept(scenario: Scenario): KeptGame {
  const r = recordOf(buildTable(scenario).table!, scenario.events ?? [], scenario.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  return {
    id: 'g1',
    night: '2026-11-27',
    keptAt: '2026-11-27T23:00:00+01:00',
    scenario,
    record: r.value,
  };
}

/** Sixteen players, 300 turns, a life change and some commander damage every turn, timed. */
function longGame(): Scenario {
  const players = Array.from({ length: 16 }, (_, i) => ({ name: `Player ${i + 1}` }));
  const events: GameEvent[] = [];
  const start = '2026-11-27T19:00:00+01:00';
  let t = Date.parse(start);
  const at = () => new Date((t += 20_000)).toISOString();
  for (let turn = 1; turn <= 300; turn++) {
    const p = players[turn % 16]!.name;
    events.push({ type: 'life', player: p, amount: turn % 3 ? -1 : 1, at: at() });
    if (turn % 7 === 0)
      events.push({
        type: 'commanderDamage',
        player: p,
        from: players[(turn + 1) % 16]!.name,
        amount: 1,
        at: at(),
      });
    events.push({ type: 'endTurn', at: at() });
  }
  return {
    variant: 'free-for-all',
    options: { format: 'commander' },
    players,
    startingPlayer: 'Player 1',
    startedAt: start,
    events,
  };
}

describe('GameStory', () => {
  it('draws a line per player, numbered marks, the departures with their rules, and turn times', () => {
    const html = renderToStaticMarkup(<GameStory game={kept(commanderNight as Scenario)} />);
    expect(html.match(/data-testid="story-line"/g)).toHaveLength(4 + 1 + 1);
    expect(html.match(/data-testid="story-mark"/g)).toHaveLength(3);
    expect(html).toContain('Carissa won on turn 5.');
    expect(html).toContain('5 turns · 49 minutes · 19:42–20:31');
    expect(html).toMatch(
      /Dmitri<\/strong> left on turn 4 \(20:21\): 21 combat damage from Carissa’s commander <a href="#rule-903.10a"/,
    );
    expect(html).toContain('href="#rule-704.5c"');
    expect(html).toContain('href="#rule-104.3a"');
    expect(html).toContain('19 min 20 s');
    // The text alternative names every line.
    expect(html).toContain('Alex: 40 life as turn 1 began');
  });

  // How fast is a benchmark's to say (a busy machine would fail a timed test).
  it('works out and draws 16 players over 300 turns', () => {
    const game = kept(longGame());
    expect(game.record.turns).toBe(301);
    const html = renderToStaticMarkup(<GameStory game={game} />);
    expect(html.match(/data-testid="story-line"/g)!.length).toBeGreaterThanOrEqual(16);
  });
});
