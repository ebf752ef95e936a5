// The stats of the games chosen, as charts with their numbers: wins, draws and losses per
// player, wins by place in turn order, games by variant and format, why players left, who
// knocked out whom with commander damage, and how long games run.
import { useMemo } from 'react';
import type { LeaveCause } from '../../rules/record';
import type { Stats } from '../../rules/stats';
import { variantLabel } from '../../rules/labels';
import { panel } from '../styles';
import { BarChart, type Bar } from './BarChart';

/** What each cause is called, with its rule where one rule makes it (docs/records.md). */
export const CAUSE_WORDS: Record<LeaveCause, string> = {
  life: 'Life at 0 (704.5a)',
  poison: 'Ten poison (704.5c)',
  commanderDamage: 'Commander damage (903.10a)',
  concede: 'Conceded (104.3a)',
  effect: 'A card said so',
  team: 'With their team',
  draw: 'Drew (104.4)',
};

const ordinal = (n: number) => {
  const tens = n % 100;
  const ones = n % 10;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : ones === 1
        ? 'st'
        : ones === 2
          ? 'nd'
          : ones === 3
            ? 'rd'
            : 'th';
  return `${n}${suffix}`;
};
const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '–';
const formatWords = (f: string) => (f === 'none' ? 'No format' : f[0]!.toUpperCase() + f.slice(1));

const RESULTS = [
  { name: 'wins', tone: 'win' },
  { name: 'draws', tone: 'draw' },
  { name: 'losses', tone: 'loss' },
] as const;
const WINS = [
  { name: 'won', tone: 'win' },
  { name: 'did not win', tone: 'loss' },
] as const;

function Figure({ value, words }: { value: string; words: string }) {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-900/60">
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{words}</p>
    </div>
  );
}

export function StatsPanel({ stats }: { stats: Stats }) {
  const charts = useMemo(() => {
    const players: Bar[] = stats.players.map((p) => ({
      label: p.name,
      values: [p.wins, p.draws, p.losses],
      text: `${p.wins} · ${p.draws} · ${p.losses} of ${p.games}`,
    }));
    const order: Bar[] = stats.turnOrder.map((t) => ({
      label: t.position === 1 ? '1st (went first)' : ordinal(t.position),
      values: [t.wins, t.games - t.wins],
      text: `${percent(t.wins, t.games)} · ${t.wins} of ${t.games}`,
    }));
    const variants: Bar[] = stats.variants.map((v) => ({
      label: variantLabel(v.variant),
      values: [v.games],
      text: String(v.games),
    }));
    const formats: Bar[] = stats.formats.map((f) => ({
      label: formatWords(f.format),
      values: [f.games],
      text: String(f.games),
    }));
    const causes: Bar[] = Object.entries(stats.causes).map(([cause, n]) => ({
      label: CAUSE_WORDS[cause as LeaveCause],
      values: [n],
      text: String(n),
    }));
    const knockouts: Bar[] = stats.commanderKnockouts.map((k) => ({
      label: `${k.from} → ${k.player}`,
      values: [k.count],
      text: String(k.count),
    }));
    return { players, order, variants, formats, causes, knockouts };
  }, [stats]);

  return (
    <section aria-labelledby="records-stats" className={`${panel} flex flex-col gap-5`}>
      <h3 id="records-stats" className="text-lg font-semibold">
        Stats
      </h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="records-figures">
        <Figure value={String(stats.games)} words={stats.games === 1 ? 'game' : 'games'} />
        <Figure value={String(stats.finished)} words="finished" />
        <Figure value={stats.averageTurns?.toString() ?? '–'} words="turns on average" />
        <Figure value={stats.averageMinutes?.toString() ?? '–'} words="minutes on average" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <BarChart
          title="Wins, draws and losses"
          bars={charts.players}
          parts={RESULTS}
          numbers={112}
          note="Beside each bar: wins · draws · losses of the games played."
          testId="chart-players"
        />
        <BarChart
          title="Wins by place in turn order"
          bars={charts.order}
          parts={WINS}
          numbers={104}
          limit={20}
          note="1st took the first turn. Games where teams shared their turns are left out."
          testId="chart-turn-order"
        />
        <BarChart title="Finished games by variant" bars={charts.variants} numbers={48} />
        <BarChart title="Finished games by format" bars={charts.formats} numbers={48} />
        <BarChart
          title="Why players left"
          bars={charts.causes}
          numbers={48}
          note="Every departure in the games chosen, unfinished games too."
          testId="chart-causes"
        />
        <BarChart
          title="Knocked out by commander damage (903.10a)"
          bars={charts.knockouts}
          numbers={48}
          note="Whose commander → who left to its damage, and how often."
          testId="chart-knockouts"
        />
      </div>
    </section>
  );
}
