// A life event's history line with what it led to (who left, who took a designation) is one
// message, so each language puts its own punctuation between the parts.
import { afterAll, describe, expect, it } from 'vitest';
import { needCatalog, showLanguage } from '../../i18n/i18n';
import { derive, type GameEvent } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { historyLine } from './History';

const loaded = loadScenario({
  version: 1,
  variant: 'free-for-all',
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ana',
  options: { format: 'commander' },
});
if (!loaded.ok) throw new Error(loaded.error.message);
const derived = derive(loaded.value.game);
// 724.2 and 903.10a: Bo's commander takes the monarch's last 21 from Cy, Cy is out.
const log: GameEvent[] = [
  { type: 'designate', designation: 'monarch', player: 'Cy' },
  { type: 'commanderDamage', player: 'Cy', from: 'Bo', amount: 21 },
];

describe('a history line and what it led to', () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('in English as before', () => {
    expect(historyLine(derived, log, 1)).toBe(
      "Bo's commander deals 21 combat damage to Cy — Cy leaves the game; Bo becomes the monarch",
    );
  });

  it('in Japanese, with Japanese punctuation between its parts', async () => {
    await showLanguage('ja');
    await Promise.all([needCatalog('table'), needCatalog('engine')]);
    const line = historyLine(derived, log, 1);
    expect(line).not.toContain('; ');
    expect(line).toMatch(/Cyがゲームから離れる。Boが/);
  });
});
