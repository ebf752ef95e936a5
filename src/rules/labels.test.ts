import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { buildTable } from './setup';
import {
  gameLabel,
  markerRemovalWords,
  teamNamed,
  teamOwn,
  teamOwnMessage,
  teamTitle,
  signed,
  turnsLabel,
  variantLabel,
  variantMessage,
} from './labels';
import { VARIANTS, VARIANT_SPECS, variantName } from './variants';
import { english } from './words';

describe('labels', () => {
  it('a team called "Team 1" is "Team 1", never "Team Team 1"', () => {
    expect(teamTitle('Team 1')).toBe('Team 1');
    expect(teamTitle('team blue')).toBe('team blue');
    expect(teamTitle('Red')).toBe('Team Red');
    expect(teamTitle('Teamwork')).toBe('Team Teamwork');
    expect(teamNamed('Team 1')).toBe('Team 1');
    expect(teamNamed('Team Suns')).toBe('Team Suns');
    expect(teamNamed('Suns')).toBe('the Suns');
    expect(teamOwn('Team 2')).toBe("Team 2's");
    expect(teamOwn('Red')).toBe("Team Red's");
  });

  it('the heading names the format and Planechase with the variant', () => {
    const players = ['A', 'B', 'C', 'D'].map((name) => ({ name }));
    const label = (options: object, variant = 'free-for-all') =>
      gameLabel(buildTable({ version: 1, variant, players, options } as never).table!);
    expect(label({})).toBe('Free-for-All');
    expect(label({ format: 'commander' })).toBe('Commander · Free-for-All');
    expect(label({ format: 'brawl' })).toBe('Brawl · Free-for-All');
    expect(label({ planechase: 'decks' })).toBe('Free-for-All · Planechase');
    expect(label({ format: 'commander', planechase: 'single-deck' })).toBe(
      'Commander · Free-for-All · Planechase',
    );
  });
});

describe('a signed change', () => {
  it('reads as life counters show it, one format everywhere: +3, −7 with a real minus, ±0', () => {
    expect([signed(3), signed(-7), signed(0)]).toEqual(['+3', '\u22127', '±0']);
  });

  it('a plural-looking team is "the Suns", its possessive "the Suns\'", as Lingui words it too', () => {
    expect(teamOwn('Suns')).toBe("the Suns'");
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    i18n.setMessagesCompiler(compileMessage);
    for (const name of ['Suns', 'Red', 'Team 2']) {
      const w = teamOwnMessage(name);
      expect(i18n._({ id: w.id, message: w.message, values: w.values as never })).toBe(
        teamOwn(name),
      );
    }
  });

  it('names every variant as its spec does, in a heading and in a sentence', () => {
    for (const v of VARIANTS) {
      expect(english(variantMessage(v))).toBe(VARIANT_SPECS[v].label);
      expect(variantLabel(v)).toBe(VARIANT_SPECS[v].label);
      expect(english(variantName(v))).toBe(VARIANT_SPECS[v].name);
    }
    expect(english(variantMessage('planar-sumo'))).toBe('planar-sumo');
  });

  it('says the turns in progress: one, a run, or a list (807.4)', () => {
    const marker = (began: number, takingTurn = true) => ({ began, takingTurn });
    const d = (turn: number, began: number[]) =>
      ({ turn, gameOver: false, turnMarkers: began.map((b) => marker(b)) }) as never;
    expect(turnsLabel(d(7, []))).toBe('turn 7');
    expect(turnsLabel(d(4, [1, 2, 3, 4]))).toBe('turns 1–4');
    expect(turnsLabel(d(6, [6, 3, 5]))).toBe('turns 3, 5 and 6');
  });

  it('says why a Grand Melee marker goes, with how many times (807.4e)', () => {
    const d = (n: number) =>
      ({
        table: { edition: 'current' },
        players: Array.from({ length: n }, () => ({ inGame: true })),
      }) as never;
    expect(markerRemovalWords(d(8), { removals: 0 })).toBeNull();
    expect(markerRemovalWords(d(7), { removals: 1 })).toBe(
      'marked for removal (807.4e): with 7 players left the game keeps 1 marker, so it is removed when this turn ends, not passed',
    );
    expect(markerRemovalWords(d(8), { removals: 3 })).toBe(
      'marked for removal 3 times (807.4e): with 8 players left the game keeps 2 markers, so it is removed when this turn ends, not passed, and the marker to its right is then marked 2 times',
    );
  });
});
