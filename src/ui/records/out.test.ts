// The spreadsheet export: one row per player per game, the columns a spreadsheet user expects,
// names as the playgroup shows them, and no cell a spreadsheet would run as a formula.
import { csvParse } from 'd3';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, cell, recordsCsv } from './out';
import { peopleOf } from './people';
import { keep, pod } from './records.fixture';

describe('recordsCsv', () => {
  it('writes one row per player per game under the documented columns', () => {
    const games = [
      pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa'),
      pod(20, ['Eve', 'Alex', 'Bianca'], 'Alex'),
    ];
    const { records } = peopleOf(games, {});
    const text = recordsCsv(games, records);
    const rows = csvParse(text);
    expect(rows.columns).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(7);
    const carissa = rows.find((r) => r.player === 'Carissa')!;
    expect(carissa).toMatchObject({
      date: '2026-11-27',
      night: '2026-11-27',
      'game id': games[0]!.id,
      variant: 'free-for-all',
      format: 'commander',
      edition: 'current',
      'players count': '4',
      seat: '3',
      'place in turn order': '3',
      'went first': 'no',
      result: 'won',
      won: 'yes',
      drew: 'no',
      'left on turn': '',
      turns: '2',
      minutes: '30',
      started: '2026-11-27T20:00:00+01:00',
      ended: '2026-11-27T20:30:00+01:00',
    });
    const alex = rows.find((r) => r.player === 'Alex' && r.night === '2026-11-27')!;
    expect(alex).toMatchObject({ 'went first': 'yes', won: 'no', 'place in turn order': '1' });
    const dmitri = rows.find((r) => r.player === 'Dmitri')!;
    expect(dmitri).toMatchObject({
      'left on turn': '2',
      cause: 'commanderDamage',
      rule: '903.10a',
      from: 'Carissa',
    });
    expect(rows.find((r) => r.player === 'Bianca' && r.night === '2026-11-27')).toMatchObject({
      cause: 'poison',
      rule: '704.5c',
    });
  });

  it('writes names as shown, merges applied', () => {
    const games = [pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa')];
    const { records } = peopleOf(games, { carissa: 'Cara' });
    const rows = csvParse(recordsCsv(games, records));
    expect(rows.map((r) => r.player)).toEqual(['Alex', 'Bianca', 'Cara', 'Dmitri']);
    expect(rows.find((r) => r.player === 'Dmitri')!.from).toBe('Cara');
  });

  it('quotes commas and quotes, and disarms formulas', () => {
    const game = keep({
      variant: 'free-for-all',
      players: [{ name: '=HYPERLINK("x")' }, { name: 'Smith, Jo' }, { name: 'Cy' }],
      startingPlayer: 'Smith, Jo',
      events: [{ type: 'leave', player: '=HYPERLINK("x")', reason: 'concede' }],
    });
    const text = recordsCsv([game], peopleOf([game], {}).records);
    expect(text).toContain('"Smith, Jo"');
    const rows = csvParse(text);
    expect(rows.map((r) => r.player)).toEqual(['\'=HYPERLINK("x")', 'Smith, Jo', 'Cy']);
    expect(cell('-3')).toBe("'-3");
    expect(cell('Ana')).toBe('Ana');
    expect(cell(null)).toBe('');
  });
});
