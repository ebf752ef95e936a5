// The setup screen in German: its words come from the German catalog (src/i18n/), while the
// players' names stay as they were typed.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, needCatalog, showLanguage } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { PRESETS } from '../../rules/presets';
import { createGameStore, GameStoreProvider } from '../../store/gameStore';
import { PRESET_WORDS } from './presetWords';
import { SetupScreen } from './SetupScreen';

// The screen asks whether a gathering was under way before a reload.
vi.stubGlobal('sessionStorage', { getItem: () => null, setItem() {}, removeItem() {} });

const render = () => {
  const store = createGameStore({
    version: 1,
    variant: 'free-for-all',
    players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Dee' }],
  });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <GameStoreProvider value={store}>
        <SetupScreen />
      </GameStoreProvider>
    </I18nProvider>,
  );
};

describe('the setup screen in German', () => {
  beforeAll(async () => {
    await showLanguage('de');
    // Loaded before the screen draws, as the app loads it beside the screen's chunk.
    await needCatalog('setup');
  });
  afterAll(async () => {
    await showLanguage('en');
    vi.unstubAllGlobals();
  });

  it('says everything in German, plurals included, and keeps the names as typed', () => {
    const html = render();
    expect(html).toContain('Tisch aufbauen');
    expect(html).toContain('Spiel starten');
    expect(html).toContain('Spiel wählen');
    expect(html).toContain('aria-label="Verlauf des Aufbaus"');
    expect(html).toContain('Begrenzter Einflussbereich');
    // A preset card: "4 Spieler · …", its name and line translated.
    expect(html).toContain('4 Spieler');
    expect(html).toContain('Commander-Runde');
    expect(html).toContain('aria-label="Ana nach oben verschieben"');
    expect(html).not.toContain('Start game');
    expect(html).not.toContain('Set up the table');
  });
});

it('the preset cards’ English is the presets’ own (rules/presets.ts), for every preset', () => {
  for (const p of PRESETS) {
    const words = PRESET_WORDS[p.id];
    expect(words, `no words for the preset ${p.id} (presetWords.ts)`).toBeDefined();
    expect([words!.label.message, words!.blurb.message]).toEqual([p.label, p.blurb]);
  }
});
