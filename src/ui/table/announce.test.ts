import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { needCatalog, showLanguage } from '../../i18n/i18n';
import { applyEvent, derive, type Game, type GameEvent } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { defineDesignation } from '../../rules/designations';
import '../../rules/events/all';
import { announce, announceTaps } from './announce';

const start = (variant = 'free-for-all', n = 4) => {
  const loaded = loadScenario({
    version: 1,
    variant,
    players: Array.from({ length: n }, (_, i) => ({
      name: ['Ann', 'Bo', 'Cy', 'Di'][i] ?? `P${i + 1}`,
    })),
    startingPlayer: variant === 'grand-melee' ? 'P1' : 'Ann',
  });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
};
const play = (game: Game, event: GameEvent) => {
  const r = applyEvent(game, event);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const said = (game: Game, event: GameEvent) => announce(derive(game), derive(play(game, event)));

let undefine: (() => void) | null = null;
afterEach(() => {
  undefine?.();
  undefine = null;
});

describe('what a screen reader hears', () => {
  it('a turn passing: whose turn it is now', () => {
    expect(said(start(), { type: 'endTurn' })).toBe('Turn 2: Bo is taking a turn.');
  });

  it('a player leaving, in plain words; a life change alone says nothing', () => {
    expect(said(start(), { type: 'leave', player: 'Cy', reason: 'concede' })).toBe(
      'Cy conceded and is out of the game.',
    );
    expect(said(start(), { type: 'life', player: 'Cy', amount: -3 })).toBe('');
    expect(said(start(), { type: 'life', player: 'Cy', amount: -40 })).toBe(
      'Cy lost and is out of the game.',
    );
  });

  it('the active player leaving: who is out, then whose turn it is', () => {
    const text = said(start(), { type: 'leave', player: 'Ann' });
    expect(text).toMatch(/^Ann lost and is out of the game\. Turn 1: /);
  });

  it('a designation handed over', () => {
    undefine = defineDesignation({
      id: 'crown',
      rule: '724.1',
      words: 'the crown holder',
      badge: { shape: 'ring', spot: 'top-left' },
    });
    const game = start();
    expect(said(game, { type: 'designate', designation: 'crown', player: 'Di' })).toBe(
      'Di is the crown holder now.',
    );
  });

  it('724, 725: each designation with its own verb: "is the monarch", "has the initiative"', () => {
    const game = start();
    expect(said(game, { type: 'designate', designation: 'monarch', player: 'Bo' })).toBe(
      'Bo is the monarch now.',
    );
    const taken = play(game, { type: 'designate', designation: 'initiative', player: 'Di' });
    expect(said(game, { type: 'designate', designation: 'initiative', player: 'Di' })).toBe(
      'Di has the initiative now.',
    );
    expect(said(taken, { type: 'designate', designation: 'initiative' })).toBe(
      'Nobody has the initiative now.',
    );
  });

  it('the game ending', () => {
    const game = play(start('free-for-all', 3), { type: 'leave', player: 'Cy' });
    expect(said(game, { type: 'leave', player: 'Bo', reason: 'concede' })).toMatch(
      /Bo conceded and is out of the game\. Game over after turn 1: Ann wins\./,
    );
  });

  it('nothing when the table itself changes (a new game)', () => {
    expect(announce(derive(start()), derive(start()))).toBe('');
  });
});

describe('taps on a life total, once gathered', () => {
  const tapped = (game: Game, player: string, amount: number) =>
    derive(play(game, { type: 'life', player, amount }));

  it('says the total they leave on a seat whose life no panel reads out', () => {
    const game = start();
    const taps = { type: 'life', player: 'Cy', amount: -3 };
    // The life panel shows Ann (seat 0): Cy's total is heard only here.
    expect(announceTaps(taps, tapped(game, 'Cy', -3), 0)).toBe("Cy's life: 17 (\u22123).");
    expect(announceTaps(taps, tapped(game, 'Cy', -3), null)).toBe("Cy's life: 17 (\u22123).");
  });

  it('nothing for the player the life panel reads out, or taps that add to nothing', () => {
    const game = start();
    expect(announceTaps({ type: 'life', player: 'Cy', amount: 2 }, tapped(game, 'Cy', 2), 2)).toBe(
      '',
    );
    expect(announceTaps({ type: 'life', player: 'Cy', amount: 0 }, derive(game), 0)).toBe('');
    expect(announceTaps({ type: 'poison', player: 'Cy', amount: 1 }, derive(game), 0)).toBe('');
  });

  it("810.9: a Two-Headed Giant team's one total is said as the team's", () => {
    const loaded = loadScenario({
      version: 1,
      variant: 'two-headed-giant',
      players: [
        { name: 'Ann', team: 'Suns' },
        { name: 'Bo', team: 'Suns' },
        { name: 'Cy', team: 'Moons' },
        { name: 'Di', team: 'Moons' },
      ],
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const game = loaded.value.game;
    const shown = tapped(game, 'Di', -2);
    const taps = { type: 'life', player: 'Di', amount: -2 };
    expect(announceTaps(taps, shown, 0)).toBe("The Moons' life: 28 (\u22122).");
    // Cy's panel reads the same total out: nothing more is said.
    expect(announceTaps(taps, shown, 2)).toBe('');
  });
});

describe('in Japanese', () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('sentences follow one another as Japanese writes them: no space after 。', async () => {
    await showLanguage('ja');
    await Promise.all([needCatalog('table'), needCatalog('engine')]);
    const text = said(start(), { type: 'leave', player: 'Ann' });
    expect(text).toMatch(/^Annは.*。1ターン目/);
    expect(text).not.toContain('。 ');
  });
});

describe('in German', () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('a house rule’s designation: the sentence around its own English is German', async () => {
    await showLanguage('de');
    await Promise.all([needCatalog('table'), needCatalog('engine')]);
    undefine = defineDesignation({
      id: 'crown',
      rule: '724.1',
      words: 'the crown holder',
      badge: { shape: 'ring', spot: 'top-left' },
    });
    const held = play(start(), { type: 'designate', designation: 'crown', player: 'Di' });
    expect(said(start(), { type: 'designate', designation: 'crown', player: 'Di' })).toBe(
      'Jetzt: Di is the crown holder.',
    );
    expect(said(held, { type: 'designate', designation: 'crown' })).toBe(
      'Jetzt: niemand is the crown holder.',
    );
    // A seat with no player's name (a designation handed to a seat the table does not have).
    const prev = derive(start());
    const next = { ...prev, designations: { crown: 7 } };
    expect(announce(prev, next)).toBe('Jetzt: Platz 8 is the crown holder.');
  });
});
