// The players table: life, poison and commander damage come from the game as shown now (`now`,
// gathered taps included), while ranges and attacks may still be the painted frame's.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyEvent, derive, type Scenario } from '../rules';
import { loadScenario } from '../rules/scenario';
import { PlayersTable } from './PlayersTable';

const scenario: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ana',
  options: { format: 'commander' },
};

function games() {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const before = loaded.value.game;
  const r = applyEvent(before, {
    type: 'commanderDamage',
    player: 'Cy',
    from: 'Bo',
    commander: 2,
    amount: 7,
  });
  if (!r.ok) throw new Error(r.error.message);
  return { before: derive(before), after: derive(r.value) };
}

const row = (html: string, name: string) =>
  html.split('<tr').find((r) => r.includes(`>${name}</th>`)) ?? '';

describe('players table', () => {
  it('shows life and the most commander damage from `now`, ranges from the painted table', () => {
    const { before, after } = games();
    const html = renderToStaticMarkup(<PlayersTable table={before} now={after} />);
    expect(html).toContain('Most commander damage');
    expect(row(html, 'Cy')).toContain('>33</td>');
    expect(row(html, 'Cy')).toMatch(/7 from Bo(&#x27;|')s partner/);
    const stale = renderToStaticMarkup(<PlayersTable table={before} />);
    expect(row(stale, 'Cy')).toContain('>40</td>');
  });
});
