// A designation is one spec: defined here, in the test, and nowhere in the app, it is drawn on the
// seat, offered by the marks panel, listed in the players table and told in the history, from its
// spec alone: its words and its badge (rules/marks.ts heldMarks). Its link and live merge: counters-designations.test.
import { i18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MarkBadges from '../src/chart/MarkBadges';
import { TableChart } from '../src/chart/TableChart';
import { derive } from '../src/rules';
import { defineCounter } from '../src/rules/counters';
import { defineDesignation } from '../src/rules/designations';
import { describeEvent } from '../src/rules/events';
import { chartMarks } from '../src/rules/marks';
import { replay } from '../src/rules/play';
import { buildTable } from '../src/rules/setup';
import type { GameEvent, Scenario } from '../src/rules/types';
import { createGameStore, GameStoreProvider } from '../src/store/gameStore';
import { PlayersTable } from '../src/ui/PlayersTable';
import { MarksPanel } from '../src/ui/table/MarksPanel';
import { I18nProvider } from '../src/i18n/react';

/** Drawn as the app draws it: under the language provider (the words follow it). */
const renderToStaticMarkup = (element: ReactElement) =>
  markup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const FFA: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Ana',
};
const bearer = (player: string): GameEvent => ({
  type: 'designate',
  designation: 'ringBearer',
  player,
});

describe('a designation and a counter defined in a test show from their faces alone', () => {
  const undo: (() => void)[] = [];
  beforeEach(() => {
    undo.push(
      defineDesignation({
        id: 'ringBearer',
        rule: '701.52a',
        words: 'the Ring-bearer',
        badge: { shape: 'ring', spot: 'top-left' },
      }),
      defineCounter({
        id: 'lore',
        rule: '122.1',
        scope: 'player',
        start: (table) => table.players.map(() => 0),
        floor: 0,
        words: ['lore counter', 'lore counters'],
        face: { show: 'seat', shownAs: { short: 'ch.', words: 'chapter', each: 1 } },
      }),
    );
  });
  afterEach(() => undo.splice(0).forEach((f) => f()));

  const game = () => {
    const table = buildTable(FFA).table!;
    const played = replay(table, [
      bearer('Bo'),
      { type: 'counter', player: 'Bo', counter: 'lore', amount: 2 },
    ]);
    expect(played.error).toBeNull();
    return played.game;
  };

  it('on the seat: its badge where its face puts it, and its words in the seat’s name', () => {
    const g = game();
    const marks = chartMarks(g);
    expect(marks.seats[1]).toEqual({
      held: 'ringBearer',
      counts: 'ch. 2',
      words: 'the Ring-bearer, chapter 2',
    });
    const badge = renderToStaticMarkup(
      <svg>
        <MarkBadges held={marks.seats[1]!.held} r={40} small={false} won={false} />
      </svg>,
    );
    expect(badge).toContain('data-testid="mark-ringBearer"');
    // A shape the chart does not know: a disc with the label's first letter, at the top left.
    expect(badge).toMatch(/translate\(-[\d.]+ -[\d.]+\)/);
    expect(badge).toContain('>R</text>');
    const chart = renderToStaticMarkup(
      <TableChart
        derived={derive(g)}
        focus={null}
        selected={null}
        pending={[]}
        showAllRanges={false}
        showDeploy={false}
        onSelect={() => {}}
        marks={marks}
      />,
    );
    expect(chart).toContain('the Ring-bearer, chapter 2');
  });

  it('in the marks panel: a button that hands it over, and a row for the counter with its note', () => {
    const g = game();
    const store = createGameStore(FFA);
    const html = renderToStaticMarkup(
      <GameStoreProvider value={store}>
        <MarksPanel game={g} derived={derive(g)} focus={1} />
      </GameStoreProvider>,
    );
    expect(html).toContain('data-testid="give-ringBearer"');
    expect(html).toContain('Bo is the Ring-bearer');
    expect(html).toContain('data-testid="counter-lore"');
    expect(html).toContain('ch. {2} (122.1)');
  });

  it('in the players table and the history', () => {
    const g = game();
    const html = renderToStaticMarkup(<PlayersTable table={derive(g)} game={g} />);
    expect(html).toContain('>Holds</th>');
    expect(html).toContain('the Ring-bearer, chapter 2');
    expect(describeEvent(bearer('Cy'))).toBe('Cy becomes the Ring-bearer');
  });

  it('is gone with its spec: nothing draws an unknown mark', () => {
    const g = game();
    undo.splice(0).forEach((f) => f());
    expect(chartMarks(g).seats[1]!.held).toBe('');
  });
});
