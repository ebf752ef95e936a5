// The what-if overlay: drawn only when an answer is shown, one ring per player in the answer,
// a dashed ring for the player asked about; without it the chart's markup is unchanged.
import { i18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { I18nProvider } from '../i18n/react';
import { describe, expect, it } from 'vitest';
import { derive, type Game } from '../rules';
import { loadScenario } from '../rules/scenario';
import { whatIf } from '../rules/explain';
import { HighlightLayer } from './HighlightLayer';
import { TableChart } from './TableChart';

/** Drawn as the app draws it: under the language provider (the chart's words follow it). */
const renderToStaticMarkup = (element: ReactElement) =>
  markup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

function six(): Game {
  const r = loadScenario({
    variant: 'free-for-all',
    options: { rangeOfInfluence: 1 },
    players: ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'].map((name) => ({ name })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

const chart = (game: Game, overlay?: Parameters<typeof TableChart>[0]['overlay']) =>
  renderToStaticMarkup(
    <TableChart
      derived={derive(game)}
      focus={0}
      selected={null}
      pending={[]}
      showAllRanges={false}
      showDeploy={false}
      onSelect={() => {}}
      overlay={overlay}
    />,
  );

describe('HighlightLayer', () => {
  it('801.16 — rings exactly the players a win effect would knock out, and the asker', () => {
    const game = six();
    const answer = whatIf(game, 'win', 0);
    const names = answer.highlight.map((s) => game.table.players[s]!.name);
    const html = chart(game, (layout) => (
      <HighlightLayer
        layout={layout}
        highlight={{ from: 0, seats: answer.highlight, names, tone: 'leave' }}
      />
    ));
    const ringed = [...html.matchAll(/data-testid="whatif-highlight" data-seat-name="([^"]*)"/g)];
    expect(ringed.map((m) => m[1])).toEqual(['Bianca', 'Femi']);
    expect(html.split('data-testid="whatif-asker"').length - 1).toBe(1);
  });

  it('adds nothing to the chart when no answer is shown', () => {
    const game = six();
    const plain = chart(game);
    expect(plain).not.toContain('whatif');
    expect(chart(game, null)).toBe(plain);
  });
});
