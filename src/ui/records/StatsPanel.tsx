// The stats of the games chosen, as charts with their numbers: wins, draws and losses per
// player, wins by place in turn order, games by variant and format, why players left, who
// knocked out whom with commander damage, and how long games run.
import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LeaveCause } from '../../rules/record';
import type { Stats } from '../../rules/stats';
import { variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { panel } from '../styles';
import { BarChart, type Bar } from './BarChart';
import { count, formats, wordsOnce } from './formats';

/** What each cause is called, with its rule where one rule makes it (docs/records.md). */
export const CAUSE_WORDS: Record<LeaveCause, MessageDescriptor> = {
  life: msg`Life at 0 (704.5a)`,
  poison: msg`Ten poison (704.5c)`,
  commanderDamage: msg`Commander damage (903.10a)`,
  concede: msg`Conceded (104.3a)`,
  effect: msg`A card said so`,
  team: msg`With their team`,
  draw: msg`Drew (104.4)`,
};

const RESULTS = [
  { name: msg`wins`, tone: 'win' },
  { name: msg`draws`, tone: 'draw' },
  { name: msg`losses`, tone: 'loss' },
] as const;
const WINS = [
  { name: msg`won`, tone: 'win' },
  { name: msg`did not win`, tone: 'loss' },
] as const;

function Figure({ value, words }: { value: string; words: string }) {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-900/60">
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{words}</p>
    </div>
  );
}

export function StatsPanel({
  stats,
  busy = false,
}: {
  stats: Stats;
  /** The stats shown are not yet the games chosen (Records.tsx): dimmed, and marked busy. */
  busy?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const charts = useMemo(() => {
    // Worked out again when the language changes (`locale`): the formatters are that language's.
    void locale;
    const f = formats();
    const percent = (part: number, whole: number) => (whole ? f.percent.format(part / whole) : '–');
    const n = count;
    const once = wordsOnce(t);
    const players: Bar[] = stats.players.map((p) => ({
      label: p.name,
      values: [p.wins, p.draws, p.losses],
      text: once(`p${p.wins},${p.draws},${p.losses},${p.games}`, () => {
        const wins = n(p.wins);
        const draws = n(p.draws);
        const losses = n(p.losses);
        const games = n(p.games);
        return t`${wins} · ${draws} · ${losses} of ${games}`;
      }),
    }));
    const order: Bar[] = stats.turnOrder.map((o) => {
      const position = o.position;
      return {
        label: once(`o${position}`, () =>
          position === 1
            ? t`1st (went first)`
            : selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' }),
        ),
        values: [o.wins, o.games - o.wins],
        text: once(`w${o.wins},${o.games}`, () => {
          const share = percent(o.wins, o.games);
          const wins = n(o.wins);
          const games = n(o.games);
          return t`${share} · ${wins} of ${games}`;
        }),
      };
    });
    const variants: Bar[] = stats.variants.map((v) => ({
      label: say(variantMessage(v.variant)),
      values: [v.games],
      text: n(v.games),
    }));
    const formatsPlayed: Bar[] = stats.formats.map((x) => ({
      label: x.format === 'none' ? t`No format` : x.format[0]!.toUpperCase() + x.format.slice(1),
      values: [x.games],
      text: n(x.games),
    }));
    const causes: Bar[] = Object.entries(stats.causes).map(([cause, count]) => ({
      label: i18n._(CAUSE_WORDS[cause as LeaveCause]),
      values: [count],
      text: n(count),
    }));
    const knockouts: Bar[] = stats.commanderKnockouts.map((k) => ({
      label: `${k.from} → ${k.player}`,
      values: [k.count],
      text: n(k.count),
    }));
    const parts = (list: typeof RESULTS | typeof WINS) =>
      list.map((p) => ({ name: i18n._(p.name), tone: p.tone }));
    return {
      players,
      order,
      variants,
      formats: formatsPlayed,
      causes,
      knockouts,
      results: parts(RESULTS),
      wins: parts(WINS),
    };
  }, [stats, t, i18n, locale]);
  const games = stats.games;
  const finished = stats.finished;
  const dash = '–';
  const number = formats().number;

  return (
    <section
      aria-labelledby="records-stats"
      aria-busy={busy || undefined}
      className={`${panel} flex flex-col gap-5 transition-opacity ${busy ? 'opacity-50' : ''}`}
    >
      <h3 id="records-stats" className="text-lg font-semibold">
        {t`Stats`}
      </h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="records-figures">
        <Figure
          value={number.format(games)}
          words={plural(games, { one: 'game', other: 'games' })}
        />
        <Figure
          value={number.format(finished)}
          words={plural(finished, { one: 'finished', other: 'finished' })}
        />
        <Figure
          value={stats.averageTurns === null ? dash : number.format(stats.averageTurns)}
          words={t`turns on average`}
        />
        <Figure
          value={stats.averageMinutes === null ? dash : number.format(stats.averageMinutes)}
          words={t`minutes on average`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <BarChart
          title={t`Wins, draws and losses`}
          bars={charts.players}
          parts={charts.results}
          numbers={112}
          note={t`Beside each bar: wins · draws · losses of the games played.`}
          testId="chart-players"
        />
        <BarChart
          title={t`Wins by place in turn order`}
          bars={charts.order}
          parts={charts.wins}
          numbers={104}
          limit={20}
          note={t`1st took the first turn. Games where teams shared their turns are left out.`}
          testId="chart-turn-order"
        />
        <BarChart title={t`Finished games by variant`} bars={charts.variants} numbers={48} />
        <BarChart title={t`Finished games by format`} bars={charts.formats} numbers={48} />
        <BarChart
          title={t`Why players left`}
          bars={charts.causes}
          numbers={48}
          note={t`Every departure in the games chosen, unfinished games too.`}
          testId="chart-causes"
        />
        <BarChart
          title={t`Knocked out by commander damage (903.10a)`}
          bars={charts.knockouts}
          numbers={48}
          note={t`Whose commander → who left to its damage, and how often.`}
          testId="chart-knockouts"
        />
      </div>
    </section>
  );
}
