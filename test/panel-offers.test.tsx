// The buttons of "Something happens to a player" and of the dice panel are their events' offers
// (EventSpec.offers): an event defined here, in the test and nowhere in the app, is drawn by the
// panel, makes its event, plays and is told in the history, from its spec alone.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../src/i18n/i18n';
import { I18nProvider } from '../src/i18n/react';
import { derive, describeEvent, offersFor } from '../src/rules';
import { registerExtended } from '../src/rules/events';
import { ok, present, type EventSpec } from '../src/rules/events/spec';
import { replay } from '../src/rules/play';
import { buildTable } from '../src/rules/setup';
import type { GameEvent, Scenario } from '../src/rules/types';
import { createGameStore, GameStoreProvider } from '../src/store/gameStore';
import { DicePanel } from '../src/ui/table/DicePanel';
import { PlayerActions } from '../src/ui/table/PlayerActions';
import { rollEvent } from '../src/ui/table/roll';

const FFA: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Ana',
};

/** The buttons' text in a panel's markup, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

const panel = (which: 'player' | 'dice', log: GameEvent[] = []) => {
  const store = createGameStore({ ...FFA, events: log });
  const g = replay(buildTable(FFA).table!, log).game;
  const Panel = which === 'player' ? PlayerActions : DicePanel;
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <GameStoreProvider value={store}>
        <Panel derived={derive(g)} focus={1} />
      </GameStoreProvider>
    </I18nProvider>,
  );
};

describe('the panels offer what the event specs offer', () => {
  it('"Something happens to a player": concede, lose, an effect’s win or draw, an extra turn', () => {
    expect(buttons(panel('player'))).toEqual([
      'Bo concedes',
      'Bo loses',
      'Effect: Bo wins',
      'Effect: draw (Bo)',
      'Bo gets an extra turn',
    ]);
    const made = offersFor('player').map((o) => o.make('Bo', () => 1));
    expect(made).toEqual([
      { type: 'leave', player: 'Bo', reason: 'concede' },
      { type: 'leave', player: 'Bo', reason: 'lose' },
      { type: 'win', player: 'Bo' },
      { type: 'draw', player: 'Bo' },
      { type: 'extraTurn', player: 'Bo' },
    ]);
  });

  it('the dice panel: d4 to d20 and a coin, each named for who rolls, and the last result', () => {
    const html = panel('dice', [rollEvent('Cy', 'd20', () => 16)]);
    expect(buttons(html)).toEqual(['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'Coin']);
    expect(html).toContain('aria-label="Bo rolls a d12"');
    expect(html).toContain('aria-label="Bo flips a coin"');
    expect(html).toMatch(/data-testid="roll-value"[^>]*>17</);
    expect(html).toContain('Cy rolled a d20');
    expect(panel('dice', [rollEvent('Ana', 'coin', () => 0)])).toMatch(
      /roll-value"[^>]*>Heads<[\s\S]*Ana flipped a coin/,
    );
  });

  it('an event defined in the test with an offer: in the panel, played, and in the history', () => {
    type Vote = { type: 'vote'; player: string };
    const vote: EventSpec<Vote> = {
      type: 'vote',
      group: 'designations',
      fields: () => ({}),
      apply: (game, event) => {
        const r = present(game, event, event.player);
        return r.ok ? ok(game) : r;
      },
      describe: (e) => `${e.player} calls a vote`,
      link: { since: 99, tagged: true, forms: [{ code: 99 }] },
      offers: [
        {
          panel: 'player',
          id: 'vote',
          label: (p) => `${p} calls a vote`,
          make: (player) => ({ type: 'vote', player }),
        },
      ],
    };
    expect(buttons(panel('player'))).not.toContain('Bo calls a vote');
    registerExtended([vote] as never);
    expect(buttons(panel('player'))).toContain('Bo calls a vote');
    const event = offersFor('player')
      .find((o) => o.id === 'vote')!
      .make('Bo', () => 1);
    const store = createGameStore(FFA);
    expect(store.getState().dispatch(event)).toBeNull();
    expect(store.getState().log.at(-1)).toEqual(
      expect.objectContaining({ type: 'vote', player: 'Bo' }),
    );
    expect(describeEvent(event)).toBe('Bo calls a vote');
  });
});
