// A seat's accessible name formats the words it shares with other seats ("40 life", "range 1",
// the comma between its facts) once per value and language (i18n/byValue.ts): the names read as
// they did, in each language, and a 100-seat chart formats about one message a seat.
import { i18n } from '@lingui/core';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { needCatalog, showLanguage } from '../i18n/i18n';
import { I18nProvider } from '../i18n/react';
import { derive, type Game } from '../rules';
import { PRESETS } from '../rules/presets';
import { loadScenario } from '../rules/scenario';
import robLeaves from '../../scenarios/801.2c-rob-leaves.json';
import emperor from '../../scenarios/809.6a-eight-player-emperor.json';
import { TableChart } from './TableChart';

function load(scenario: unknown): Game {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
}

/** The seats' accessible names, drawn as the app draws the chart. */
function labels(game: Game): string[] {
  const html = markup(
    <I18nProvider i18n={i18n}>
      <TableChart
        derived={derive(game)}
        focus={null}
        selected={null}
        pending={[]}
        showAllRanges={false}
        showDeploy={false}
        onSelect={() => {}}
      />
    </I18nProvider>,
  );
  return [...html.matchAll(/data-testid="seat"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]!);
}

describe("a seat's accessible name", () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('reads as before, in English and then in German (the words formatted once follow the language)', async () => {
    expect(labels(load(robLeaves))).toEqual([
      'Seat 1: Carissa, 20 life, range 1',
      'Seat 2: Rob, left the game (conceded)',
      'Seat 3: Alex, 20 life, taking a turn, range 1',
      'Seat 4: Dana, 20 life, range 1',
      expect.any(String),
    ]);
    expect(labels(load(emperor)).slice(0, 2)).toEqual([
      'Seat 1: A-general-1, team A, General, 20 life, range 1',
      'Seat 2: A-emperor, team A, Emperor, 20 life, taking a turn, range 3',
    ]);
    await showLanguage('de');
    await Promise.all([needCatalog('table'), needCatalog('engine')]);
    expect(labels(load(robLeaves)).slice(0, 3)).toEqual([
      'Platz 1: Carissa, 20 Lebenspunkte, Bereich 1',
      'Platz 2: Rob, ausgeschieden (aufgegeben)',
      'Platz 3: Alex, 20 Lebenspunkte, ist am Zug, Bereich 1',
    ]);
    expect(labels(load(emperor))[0]).toBe(
      'Platz 1: A-general-1, Team A, General, 20 Lebenspunkte, Bereich 1',
    );
  });

  it('at 100 seats, formats about one message a seat, not one per fact', async () => {
    await showLanguage('en');
    const commander = PRESETS.find((p) => p.id === 'commander')!.scenario;
    const players = Array.from({ length: 100 }, (_, i) => ({ name: `Player ${i + 1}` }));
    const game = load({ ...commander, players, startingPlayer: 'Player 1' });
    const format = vi.spyOn(i18n, '_');
    const names = labels(game);
    expect(names[1]).toBe('Seat 2: Player 2, 40 life, unlimited range');
    // "Seat 2: Player 2" is each seat's own; the chart's own words add a handful.
    expect(format.mock.calls.length).toBeLessThan(100 + 20);
    format.mockRestore();
  });
});
