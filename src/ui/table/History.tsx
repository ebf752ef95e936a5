import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDropped, type DroppedNote } from '../../live/notes';
import { memo, useMemo, useState } from 'react';
import { useAfterPaint } from '../useAfterPaint';
import { teamIsPlural } from '../../rules/labels';
import { teamTitleWords } from '../playerWords';
import { listWords } from '../../i18n/list';
import { say, sayCapital } from '../../i18n/say';
// The event log in plain words. Jump to any point; what was undone stays listed until a new
// event replaces it.
import { eventWords, leftWords, takenWords, type DerivedTable, type GameEvent } from '../../rules';
import { gameAt, useGame, useGameStore } from '../../store/gameStore';
import { panel } from '../styles';
import { Why } from '../Why';

const DAMAGE = new Set(['life', 'commanderDamage']);
const LIFE = new Set(['life', 'setLife', 'poison', 'commanderDamage']);

/**
 * A life event's line names who it knocked out (704.5a, 810.8c, 903.10a …) and who took the
 * monarch by it (724.2, 724.4); its why says why.
 */
export function historyLine(derived: DerivedTable, log: readonly GameEvent[], k: number): string {
  const e = log[k]!;
  const event = say(eventWords(e));
  if (!LIFE.has(e.type)) return event;
  const before = gameAt(derived.table, log, k);
  const after = gameAt(derived.table, log, k + 1);
  // Who left, and who took a designation by it (724.2: a commander's damage crowns its controller).
  const leaving = leftWords(before, after);
  const left = leaving && say(leaving);
  const names = takenWords(before, after).map(say);
  const taken = names.length ? listWords(names) : null;
  // Whole lines, so each language puts its own punctuation between the parts.
  if (left && taken)
    return t({
      message: `${event} — ${left}; ${taken}`,
      context: 'history line: the event, who left the game by it, who took a designation by it',
    });
  const result = left ?? taken;
  return result
    ? t({ message: `${event} — ${result}`, context: 'history line: the event, and what it led to' })
    : event;
}

/**
 * 810.9: on a Two-Headed Giant table, the life changes just before event `k` (its run), so its why
 * can sum a spell that hit each head: "Ana lost 4 and Bo lost 4: the Suns' total went 30 → 22".
 */
function lifeRun(table: DerivedTable['table'], log: readonly GameEvent[], k: number) {
  if (!table.sharedLife || !DAMAGE.has(log[k]!.type)) return undefined;
  let first = k;
  while (first > 0 && DAMAGE.has(log[first - 1]!.type)) first--;
  if (first === k) return undefined;
  return { start: gameAt(table, log, first), events: log.slice(first, k) };
}

/** Entries shown at first, and added by each "Show earlier" press: a 5,000-event game stays quick. */
export const HISTORY_PAGE = 100;

export const History = memo(function History({ derived }: { derived: DerivedTable }) {
  const logNow = useGame((s) => s.log);
  const cursorNow = useGame((s) => s.cursor);
  // The list follows a click one painted frame later, as the panels beside it do: a new entry
  // is not what the player who ended the turn is waiting to see (bench:ui's End turn → paint).
  const now = useMemo(() => ({ log: logNow, cursor: cursorNow }), [logNow, cursorNow]);
  const { log, cursor } = useAfterPaint(now);
  return <HistoryList derived={derived} log={log} cursor={cursor} />;
});

const HistoryList = memo(function HistoryList({
  derived,
  log,
  cursor,
}: {
  derived: DerivedTable;
  log: readonly GameEvent[];
  cursor: number;
}) {
  // The start line is worded here: drawn again when the language changes.
  const { t } = useLingui();
  const dropped = useDropped();
  const jumpTo = useGame((s) => s.jumpTo);
  // The first entry: who goes first (a team's name, when its turns are shared: 805).
  const first = derived.table.players[derived.table.startingSeat]!;
  const team = first.team;
  const firstName = first.name;
  const title = team && teamTitleWords(team);
  const start =
    derived.table.options.sharedTeamTurns && team
      ? teamIsPlural(team)
        ? t`Game starts — the ${team} go first`
        : t`Game starts — ${title} goes first`
      : t`Game starts — ${firstName} goes first`;
  const [pages, setPages] = useState(1);
  // Entry 0 is the start; entry i > 0 is event i - 1. Only a window of the latest entries (and the
  // current one, when history is being browsed) is put on the page.
  const total = log.length + 1;
  const from = Math.max(0, Math.min(total - pages * HISTORY_PAGE, cursor - 5));
  const more = Math.min(from, HISTORY_PAGE);
  const items: { i: number; text: string }[] = [];
  for (let i = from; i < total; i++)
    items.push({ i, text: i === 0 ? start : historyLine(derived, log, i - 1) });
  return (
    <section className={panel} aria-labelledby="history-title">
      <h2 id="history-title" className="mb-2 text-base font-semibold">
        <Trans>History</Trans>
      </h2>
      {from > 0 && (
        <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {plural(from, {
            one: '# earlier entry not shown.',
            other: '# earlier entries not shown.',
          })}
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 underline"
            onClick={() => setPages((n) => n + 1)}
          >
            {plural(more, {
              one: 'Show # earlier',
              other: 'Show # earlier',
            })}
          </button>
        </p>
      )}
      <ol
        className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm"
        data-testid="history"
        start={from}
      >
        {items.map(({ i, text }) => (
          <Entry
            key={i}
            i={i}
            text={text}
            current={i === cursor}
            undone={i > cursor}
            table={derived.table}
            event={i ? log[i - 1] : undefined}
            dropped={dropped}
            jumpTo={jumpTo}
          />
        ))}
      </ol>
    </section>
  );
});

type EntryProps = {
  i: number;
  text: string;
  current: boolean;
  undone: boolean;
  table: DerivedTable['table'];
  /** Entry i's event (none for the start): a new move leaves every earlier entry's own. */
  event: GameEvent | undefined;
  dropped: readonly DroppedNote[];
  jumpTo: (i: number) => void;
};

/**
 * One line of the history, drawn again only when what it shows changes: a new move draws one new
 * entry and restyles two, not every Why of the hundred listed. Its why reads the log when it is
 * opened, up to its own event, which no later move changes (an undo and a new move replace the
 * event, and so redraw the entry).
 */
const Entry = memo(function Entry({
  i,
  text,
  current,
  undone,
  table,
  event,
  dropped,
  jumpTo,
}: EntryProps) {
  const store = useGameStore();
  return (
    <li className="flex flex-wrap items-start gap-1">
      <button
        type="button"
        onClick={() => jumpTo(i)}
        aria-current={current ? 'step' : undefined}
        className={`min-h-11 flex-1 rounded-lg px-3 py-2 text-left ${current ? 'bg-amber-100 font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-100' : 'hover:bg-slate-100 dark:hover:bg-slate-700'} ${undone ? 'text-slate-400 line-through dark:text-slate-500' : ''}`}
      >
        {/* Dimmed by its colour, not by opacity: each translucent number was an effect of its own
            for the browser to sort into layers on every frame (0.3–0.45 ms of End turn's frame
            at 12 seats, with a few dozen entries listed). */}
        <span className="mr-2 tabular-nums text-current/80">{i}.</span>
        {text.charAt(0).toUpperCase() + text.slice(1)}
        {undone && (
          <span className="sr-only">
            {' '}
            <Trans>(undone)</Trans>
          </span>
        )}
      </button>
      <Why
        className="shrink-0 open:basis-full"
        label={
          <Trans>
            Why?<span className="sr-only"> (history entry {i})</span>
          </Trans>
        }
        explain={(x) => {
          const log = store.getState().log;
          return !event
            ? x.turnReason(gameAt(table, log, 0))
            : x.eventReasons(
                gameAt(table, log, i - 1),
                gameAt(table, log, i),
                event,
                lifeRun(table, log, i - 1),
              );
        }}
      />
      {dropped
        .filter((d) => d.after === i)
        .map((d, j) => (
          <p
            key={j}
            className="basis-full px-3 text-slate-500 italic dark:text-slate-400"
            data-testid="history-dropped"
          >
            {sayCapital(d.words ?? d.text)}
            {d.rule ? ` (${d.rule})` : ''}
          </p>
        ))}
    </li>
  );
});
