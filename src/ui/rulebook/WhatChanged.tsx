// The rules panel's "What changed" view: each 2005 rule beside today's, marked changed, new,
// removed, not compared or unchanged (a word and a sign, never colour alone), the changed first
// with the words that differ between the two summaries marked, the unchanged folded away last.
import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShownNotes } from './changeNotes';
import { NotTranslated } from '../NotTranslated';
import { rowRule, STATUS_ORDER, type ChangeRow, type ChangeStatus } from './changes';
import type { RuleEntry } from './searchRules';
import { wordDiff, type Piece } from './wordDiff';

/** Each status's words and sign; the sign is decoration, the words are read. */
export const STATUS: Readonly<
  Record<ChangeStatus, { label: MessageDescriptor; sign: string; tone: string; edge: string }>
> = {
  changed: {
    label: msg`Changed`,
    sign: '≠',
    tone: 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-300 dark:bg-amber-400/15 dark:text-amber-100',
    edge: 'border-l-amber-600 dark:border-l-amber-300',
  },
  new: {
    label: msg`New`,
    sign: '+',
    tone: 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-300 dark:bg-emerald-400/15 dark:text-emerald-100',
    edge: 'border-l-emerald-700 dark:border-l-emerald-300',
  },
  removed: {
    label: msg`Removed`,
    sign: '−',
    tone: 'border-rose-700 bg-rose-50 text-rose-950 dark:border-rose-300 dark:bg-rose-400/15 dark:text-rose-100',
    edge: 'border-l-rose-700 dark:border-l-rose-300',
  },
  untold: {
    label: msg`Not compared`,
    sign: '?',
    tone: 'border-slate-500 bg-slate-50 text-slate-800 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100',
    edge: 'border-l-slate-500 dark:border-l-slate-400',
  },
  unchanged: {
    label: msg`Unchanged`,
    sign: '=',
    tone: 'border-slate-400 bg-white text-slate-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-200',
    edge: 'border-l-slate-300 dark:border-l-slate-600',
  },
};

/** How many rows have a status, said whole (a number and its word agree in every language). */
const COUNTS: Readonly<Record<ChangeStatus, (n: number) => string>> = {
  changed: (n) => plural(n, { one: '# changed', other: '# changed' }),
  new: (n) => plural(n, { one: '# new', other: '# new' }),
  removed: (n) => plural(n, { one: '# removed', other: '# removed' }),
  untold: (n) => plural(n, { one: '# not compared', other: '# not compared' }),
  unchanged: (n) => plural(n, { one: '# unchanged', other: '# unchanged' }),
};

/** What each status says of a row, for the one line under the view's buttons (drawn in the
 *  language shown). */
export function statusCounts(rows: readonly ChangeRow[]): string {
  const n = (s: ChangeStatus) => rows.filter((r) => r.status === s).length;
  return STATUS_ORDER.filter((s) => n(s) > 0)
    .map((s) => COUNTS[s](n(s)))
    .join(', ');
}

/** A summary with the words the other side lacks marked: struck through on the 2005 side,
 *  underlined on today's, so the marks read in forced colours and in print too. */
function Marked({ pieces, gone }: { pieces: readonly Piece[]; gone: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {pieces.map((p, i) =>
        !p.differs ? (
          p.text
        ) : gone ? (
          <del
            key={i}
            className="bg-rose-100 decoration-2 dark:bg-rose-400/20"
            title={t`Not in today’s summary`}
          >
            {p.text}
          </del>
        ) : (
          <ins
            key={i}
            className="bg-emerald-100 underline decoration-2 underline-offset-2 dark:bg-emerald-400/20"
            title={t`Not in the 2005 summary`}
          >
            {p.text}
          </ins>
        ),
      )}
    </>
  );
}

/** One side of a row: a rule's number, title and summary, or that it has none. */
function Side({
  r,
  edition,
  pieces,
}: {
  r: RuleEntry | undefined;
  edition: '2005' | 'today';
  pieces?: readonly Piece[];
}) {
  const { t } = useLingui();
  return (
    <div className="rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-800">
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
        {edition === '2005' ? '2005' : t({ message: 'Today', context: 'rules edition' })}
      </p>
      {r ? (
        <p>
          <span className="mr-2 font-mono font-semibold">{r.rule}</span>
          {/* A rule shown in English in another language says so, and is read as English. */}
          <span lang={r.translated ? undefined : 'en'}>
            <strong>{r.title}.</strong>{' '}
            {pieces ? <Marked pieces={pieces} gone={edition === '2005'} /> : r.summary}
          </span>
          {!r.translated && <NotTranslated />}
        </p>
      ) : (
        <p className="italic">
          {edition === '2005' ? t`Not in the 2005 rules.` : t`No counterpart.`}
        </p>
      )}
    </div>
  );
}

function ChangeItem({ row, notes }: { row: ChangeRow; notes: ShownNotes }) {
  const { t, i18n } = useLingui();
  const { status, then, now } = row;
  // The note in the language shown, or its English, marked (src/content/rules/notes.*.json).
  const note = row.noteKey ? notes[row.noteKey] : undefined;
  const s = STATUS[status];
  // Only a changed pair's words are compared: elsewhere the rule reads the same (or one side is
  // missing), and the two summaries differ only in how we worded them.
  const diff = useMemo(
    () =>
      status === 'changed' && then
        ? wordDiff(
            then.summary,
            now.map((r) => r.summary),
          )
        : undefined,
    [status, then, now],
  );
  return (
    <li
      className={`flex flex-col gap-1 rounded-lg border border-l-4 border-slate-200 p-2 dark:border-slate-700 ${s.edge} ${status === 'new' ? 'border-dashed' : ''}`}
      data-testid="change-row"
      data-rule={rowRule(row)}
      data-status={status}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`inline-flex items-center gap-1 rounded-full border px-2 font-semibold ${s.tone}`}
          data-testid="change-status"
        >
          <span aria-hidden="true" className="font-mono">
            {s.sign}
          </span>
          {i18n._(s.label)}
        </span>
        <span className="font-mono">
          {then ? (
            <>
              {then.rule}
              <span aria-hidden="true"> → </span>
              <span className="sr-only">, {t`today`} </span>
              {now.length ? now.map((r) => r.rule).join(', ') : t`none`}
            </>
          ) : (
            now[0]!.rule
          )}
        </span>
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side r={then} edition="2005" pieces={diff?.then} />
        <div className="flex flex-col gap-1">
          {now.length ? (
            now.map((r, i) => <Side key={r.rule} r={r} edition="today" pieces={diff?.now[i]} />)
          ) : (
            <Side r={undefined} edition="today" />
          )}
        </div>
      </div>
      {note && (
        <p
          className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
          data-testid="change-note"
        >
          <strong>{status === 'changed' ? t`What changed:` : t`Note:`}</strong>{' '}
          <span lang={note.translated ? undefined : 'en'}>{note.text}</span>
          {!note.translated && <NotTranslated />}
        </p>
      )}
    </li>
  );
}

/** The view: the rows that differ in a list, then the unchanged ones folded under a summary
 *  (open while a search is typed, so a match is never hidden). */
export function WhatChanged({
  rows,
  notes,
  searching,
}: {
  rows: readonly ChangeRow[];
  notes: ShownNotes;
  searching: boolean;
}) {
  const { t } = useLingui();
  const differ = rows.filter((r) => r.status !== 'unchanged');
  const sameCount = rows.length - differ.length;
  const same = rows.filter((r) => r.status === 'unchanged');
  return (
    <>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          Each 2005 rule beside today’s. In a changed pair, the words each summary has and the other
          lacks are marked: <del className="decoration-2">struck through</del> on the 2005 side,{' '}
          <ins className="underline decoration-2 underline-offset-2">underlined</ins> on today’s.
        </Trans>
      </p>
      {differ.length > 0 && (
        <ol
          className="flex flex-col gap-2"
          aria-label={t`Rules that changed, came or went since 2005`}
        >
          {differ.map((row) => (
            <ChangeItem key={rowRule(row)} row={row} notes={notes} />
          ))}
        </ol>
      )}
      {same.length > 0 && (
        <details className="mt-3" open={searching || undefined} data-testid="unchanged-rules">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
            {plural(sameCount, {
              one: 'Unchanged: # rule says the same today, renumbered',
              other: 'Unchanged: # rules say the same today, renumbered',
            })}
          </summary>
          <ol className="mt-2 flex flex-col gap-2" aria-label={t`Rules unchanged since 2005`}>
            {same.map((row) => (
              <ChangeItem key={rowRule(row)} row={row} notes={notes} />
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
