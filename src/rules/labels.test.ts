import { describe, expect, it } from 'vitest';
import { buildTable } from './setup';
import { gameLabel, teamNamed, teamOwn, teamTitle, signed } from './labels';

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
});
