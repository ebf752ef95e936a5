// The commander-damage grid stays small on big tables: nothing inside while closed, and past
// FULL_GRID_PLAYERS one player's damage at a time (a 100-player grid was 10,000 cells).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { derive, type Scenario } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { createGameStore, GameStoreProvider } from '../../store/gameStore';
import { CommanderGrid, FULL_GRID_PLAYERS } from './CommanderGrid';

// The grid reads the gathered taps from the provided store (a fresh one: nothing gathered), under
// Lingui's provider as in the app.
const render = (grid: ReactElement) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <GameStoreProvider value={createGameStore()}>{grid}</GameStoreProvider>
    </I18nProvider>,
  );

function table(n: number) {
  const s: Scenario = {
    version: 1,
    variant: 'free-for-all',
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
    startingPlayer: 'P1',
    options: { format: 'commander' },
    events: [{ type: 'commanderDamage', player: 'P3', from: 'P2', amount: 5 }],
  };
  const loaded = loadScenario(s);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return derive(loaded.value.game);
}
const cells = (html: string) => html.match(/data-testid="cmd-/g)?.length ?? 0;

describe('commander-damage grid', () => {
  it('a Commander pod shows everyone at once, open', () => {
    const html = render(<CommanderGrid derived={table(4)} />);
    expect(cells(html)).toBe(16);
    expect(html).toContain('data-testid="cmd-P3-P2-1">5<');
  });

  it('closed, it renders no cells (a 7-seat table starts closed)', () => {
    expect(cells(render(<CommanderGrid derived={table(7)} />))).toBe(0);
  });

  it(`past ${FULL_GRID_PLAYERS} players it shows one player's damage, the focused one`, () => {
    expect(FULL_GRID_PLAYERS).toBe(8);
    const html = render(<CommanderGrid derived={table(100)} focus={2} defaultOpen />);
    expect(cells(html)).toBe(100);
    expect(html).toContain('To P3');
    expect(html).toContain('data-testid="cmd-P3-P2-1">5<');
    expect(render(<CommanderGrid derived={table(9)} defaultOpen />)).toContain('Damage taken by');
  });
});
