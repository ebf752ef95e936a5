// The engine's messages in the language shown: a seat's marks listed as the language lists them.
import { afterAll, describe, expect, it } from 'vitest';
import { chartMarks } from '../rules/marks';
import { loadScenario } from '../rules/scenario';
import { needCatalog, showLanguage } from './i18n';
import { say } from './say';

const loaded = loadScenario({
  version: 1,
  variant: 'free-for-all',
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ana',
  options: { format: 'commander' },
  events: [
    { type: 'cityBlessing', player: 'Di' },
    { type: 'counter', player: 'Di', counter: 'energy', amount: 3 },
  ],
});
if (!loaded.ok) throw new Error(loaded.error.message);
const game = loaded.value.game;

describe("a seat's marks", () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('in English, listed with commas', () => {
    expect(chartMarks(game).seats[3]!.words).toBe("has the city's blessing, energy 3");
    expect(chartMarks(game, say).seats[3]!.words).toBe("has the city's blessing, energy 3");
    expect(chartMarks(game).seats[0]!.words).toBe('');
  });

  it('in Japanese, listed as Japanese lists them', async () => {
    await showLanguage('ja');
    await needCatalog('engine');
    const listed = chartMarks(game, say).seats[3]!.words;
    expect(listed).not.toContain(', ');
    expect(listed).toContain('、');
    // The counter's name in Japanese too (rules/marks.ts counterLabel), not "energy".
    expect(listed).toContain('エネルギー 3');
    expect(chartMarks(game, say).seats[3]!.counts).toBe('エネルギー 3');
  });
});
