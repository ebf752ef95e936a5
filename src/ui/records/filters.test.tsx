// Which games the stats and the list are over, and the words a row uses; and the stats panel
// drawn with its numbers beside each chart.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, needCatalog, showLanguage } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { statsOf } from '../../rules/stats';
import { statsIndex } from '../../rules/statsIndex';
import { ALL, chosen, chosenAt, isAll, nightWords, outcomeWords, type Filter } from './filters';
import { peopleOf, peopleOfIndex } from './people';
import { pod, season } from './records.fixture';
import { FilterBar } from './FilterBar';
import { StatsPanel } from './StatsPanel';

const games = [
  pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa'),
  pod(20, ['Eve', 'Alex', 'Bianca'], 'Alex'),
  pod(13, ['Farah', 'Gus', 'Hana', 'Ivo'], 'Ivo'),
];
const { records } = peopleOf(games, {});

describe('filters', () => {
  it('choose all, a night, a range of nights, a variant and a player, together', () => {
    expect(chosen(games, records, ALL)).toEqual([0, 1, 2]);
    expect(chosen(games, records, { ...ALL, when: 'night', night: '2026-11-20' })).toEqual([1]);
    expect(chosen(games, records, { ...ALL, when: 'range', from: '2026-11-14' })).toEqual([0, 1]);
    expect(chosen(games, records, { ...ALL, when: 'range', to: '2026-11-20' })).toEqual([1, 2]);
    expect(
      chosen(games, records, { ...ALL, when: 'range', from: '2026-11-14', to: '2026-11-26' }),
    ).toEqual([1]);
    expect(chosen(games, records, { ...ALL, variant: 'two-headed-giant' })).toEqual([]);
    expect(chosen(games, records, { ...ALL, player: 'Alex' })).toEqual([0, 1]);
    expect(
      chosen(games, records, { ...ALL, player: 'Alex', when: 'night', night: '2026-11-27' }),
    ).toEqual([0]);
    expect(isAll(ALL)).toBe(true);
    expect(isAll({ ...ALL, when: 'night' })).toBe(true);
    expect(isAll({ ...ALL, player: 'Alex' })).toBe(false);
  });

  it('choose the same games from their numbers alone, names renamed and merged', () => {
    const many = [...games, ...season(40)];
    const written = statsIndex(
      many.map((g) => g.record),
      undefined,
      (i) => many[i]!.night,
    );
    const aliases = { alex: 'Sasha', bianca: 'Sasha', eve: 'Evelyn' };
    const { records: shown } = peopleOf(many, aliases);
    const { index, names } = peopleOfIndex(aliases, written);
    const nights = [...new Set(many.map((g) => g.night))];
    const filters: Filter[] = [
      ALL,
      { ...ALL, when: 'night', night: nights[1]! },
      { ...ALL, when: 'range', from: nights.at(-5)!, to: nights[2]! },
      { ...ALL, when: 'range', to: nights[3]! },
      { ...ALL, variant: 'two-headed-giant' },
      { ...ALL, variant: 'free-for-all', player: 'Sasha' },
      ...names.map((player) => ({ ...ALL, player })),
      { ...ALL, player: 'Alex' },
      { ...ALL, player: 'Sasha', when: 'range', from: nights.at(-3)! },
    ];
    expect(chosenAt(index, filters[6]!).length).toBeGreaterThan(0);
    for (const f of filters) expect(chosenAt(index, f)).toEqual(chosen(many, shown, f));
  });

  it('say a night and an outcome in words', () => {
    expect(nightWords('2026-11-27')).toBe('Friday, 27 November 2026');
    expect(nightWords('2026-11-27', true)).toBe('Fri, 27 Nov 2026');
    expect(outcomeWords(records[0]!)).toBe('won by Carissa');
    expect(outcomeWords({ result: 'won', winners: ['Ana', 'Bo'] })).toBe('won by Ana and Bo');
    expect(outcomeWords({ result: 'draw', winners: [] })).toBe('draw');
    expect(outcomeWords({ result: 'playing', winners: [] })).toBe('unfinished');
  });
});

/** The stats panel of `games`, drawn as the app does: under Lingui's provider. */
const stats = (games: ReturnType<typeof season>) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StatsPanel stats={statsOf(peopleOf(games, {}).records)} />
    </I18nProvider>,
  );

describe('StatsPanel', () => {
  it('draws every chart with its numbers, rule numbers with the causes', () => {
    const many = season(40);
    const html = stats(many);
    for (const words of [
      'Wins, draws and losses',
      'Wins by place in turn order',
      '1st (went first)',
      'Finished games by variant',
      'Two-Headed Giant',
      'Brawl',
      'Why players left',
      'Ten poison (704.5c)',
      'Commander damage (903.10a)',
      'Drew (104.4)',
      'Knocked out by commander damage',
      'turns on average',
    ])
      expect(html).toContain(words);
    // The numbers beside the bar, in its tooltip, and again for a screen reader.
    const alex = statsOf(peopleOf(many, {}).records).players.find((p) => p.name === 'Alex')!;
    const text = `${alex.wins} · ${alex.draws} · ${alex.losses} of ${alex.games}`;
    expect(html.split(text).length - 1).toBe(3);
  });
});

describe('a filter chosen before its games are counted', () => {
  // Opened from the kept summary, the games' numbers are joined after the first frame: until
  // then the stats and the count shown are every game's, marked busy and dimmed, never as the
  // filter's own (Records.tsx `updating`).
  const draw = (busy?: boolean) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <FilterBar
          filter={{ ...ALL, player: 'Alex' }}
          onChange={() => {}}
          nights={[]}
          newest="2026-11-27"
          variants={['free-for-all']}
          players={['Alex', 'Bianca']}
          shown={3}
          total={3}
          busy={busy}
        />
        <StatsPanel stats={statsOf(records)} busy={busy} />
      </I18nProvider>,
    );

  it('shows every game’s numbers dimmed and busy until the filter’s are in', () => {
    const busy = draw(true);
    expect(busy).toMatch(
      /<p class="[^"]*opacity-50[^"]*" aria-busy="true" data-testid="records-count"/,
    );
    expect(busy).toMatch(
      /<section aria-labelledby="records-stats" aria-busy="true" class="[^"]*opacity-50/,
    );
    const ready = draw();
    expect(ready).not.toContain('aria-busy');
    expect(ready).not.toContain('opacity-50');
  });
});

describe('in French', () => {
  beforeAll(async () => {
    await showLanguage('fr');
    // Loaded before the screen draws, as the app loads it beside the screen's chunk.
    await needCatalog('records');
  });
  afterAll(async () => {
    await showLanguage('en');
  });

  it('says nights, outcomes, counts and ordinals in French, names as written', () => {
    expect(nightWords('2026-11-27')).toBe('vendredi 27 novembre 2026');
    expect(outcomeWords({ result: 'won', winners: ['Ana', 'Bo'] })).toBe('gagnée par Ana et Bo');
    const html = stats(season(40));
    expect(html).toContain('Victoires, nuls et défaites');
    expect(html).toContain('1er (a commencé)');
    expect(html).toContain('2e');
    expect(html).toContain('Dix marqueurs poison (704.5c)');
    expect(html).toContain('Alex');
    expect(html).not.toContain('Wins, draws and losses');
  });
});
