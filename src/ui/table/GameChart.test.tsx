// One chart for every store: the table screen provides the app's store, a lesson its own, and the
// chart draws whichever store is above it, with that store's view (focus, selection, marks).
import { i18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../rules';
import { createGameStore, GameStoreProvider, useGame, type GameStore } from '../../store/gameStore';
import { I18nProvider } from '../../i18n/react';
import { GameChart } from './GameChart';
// Tables other than the example are built by setup.ts, which whatever opens them loads.
import '../../rules/setup';

/** Drawn as the app draws it: under the language provider (the chart's words follow it). */
const renderToStaticMarkup = (element: ReactElement) =>
  markup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const table = (names: string[]): Scenario => ({
  version: 1,
  variant: 'free-for-all',
  players: names.map((name) => ({ name })),
  startingPlayer: names[0]!,
});

// A server render reads a store's initial state; these tests change the state first, so the
// render is handed the state as it is now.
const now = (store: GameStore): GameStore => ({ ...store, getInitialState: store.getState });

const chartOf = (store: GameStore) =>
  renderToStaticMarkup(
    <GameStoreProvider value={now(store)}>
      <GameChart />
    </GameStoreProvider>,
  );

/** The names of the seats whose opening tag matches `attr`. */
const seatsWith = (html: string, attr: string) =>
  [...html.matchAll(/<g class="tc-seat"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(attr))
    .map((tag) => /data-seat-name="([^"]*)"/.exec(tag)![1]);

describe('GameChart: the chart of the provided store', () => {
  it('each provider’s chart shows its own table', () => {
    const a = createGameStore(table(['Ann', 'Bo', 'Cy']));
    const b = createGameStore(table(['Xia', 'Yves', 'Zoe', 'Wen']));
    expect(seatsWith(chartOf(a), 'data-seat=')).toEqual(['Ann', 'Bo', 'Cy']);
    expect(seatsWith(chartOf(b), 'data-seat=')).toEqual(['Xia', 'Yves', 'Zoe', 'Wen']);
  });

  it('a lesson’s view: the step’s focus and its mark; a tapped seat takes over both', () => {
    const store = createGameStore(table(['Ann', 'Bo', 'Cy', 'Di']));
    store.getState().setUi({ defaultFocus: 2, ringed: 1 });
    let html = chartOf(store);
    expect(seatsWith(html, 'tabindex="0"')).toEqual(['Cy']);
    expect(seatsWith(html, 'aria-pressed="true"')).toEqual(['Bo']);
    store.getState().toggleSelected(3);
    html = chartOf(store);
    expect(seatsWith(html, 'tabindex="0"')).toEqual(['Di']);
    expect(seatsWith(html, 'aria-pressed="true"')).toEqual(['Di']);
  });

  it('the table’s view: no selection draws the active player’s range and rings nobody', () => {
    const html = chartOf(createGameStore(table(['Ann', 'Bo', 'Cy'])));
    expect(seatsWith(html, 'tabindex="0"')).toEqual(['Ann']);
    expect(seatsWith(html, 'aria-pressed="true"')).toEqual([]);
  });

  it('a component outside any provider is an error, not the user’s table', () => {
    const Probe = () => <>{useGame((s) => s.log.length)}</>;
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/No GameStoreProvider/);
  });
});
