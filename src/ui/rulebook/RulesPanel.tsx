// The rules panel: every numbered multiplayer rule of the texts (800–811, 901–903, and the 2005 601–609, each with its counterpart in the other numbering) and the other
// rules the app cites, each summarised in our own words, grouped by section, searchable by number
// and by word, with links to the lessons and what-ifs that show it at work. A modal dialog; opens
// scrolled to the rule a "why" linked to.
import { useEffect, useMemo, useRef, useState } from 'react';
import { RULES_URL } from '../../rules/summaries';
import { closeRules, navigate, TABLE } from '../../router/router';
import { askWhatIf } from '../whatif/ask';
import { btnSecondary } from '../styles';
import { demosByRule, type Demo } from './demos';
import { bySection, searchRules, SECTIONS, type RuleEntry } from './searchRules';
import { changeRows, NOT_IN_2011, type ChangeRow } from './changes';

/** Which rules the panel lists: all, one edition's numbering, or the 2005 rules beside today's. */
type View = 'all' | 'today' | '2005' | 'changes';
const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'today', label: 'Today (800–903)' },
  { view: '2005', label: '2005 (601–609)' },
  { view: 'changes', label: 'What changed' },
];
const is2005 = (rule: string) => /^60\d(\.|$)/.test(rule);

/** One side of a "what changed" row: a rule's number, title and summary. */
function Side({ r, edition }: { r: RuleEntry | undefined; edition: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-800">
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
        {edition}
      </p>
      {r ? (
        <p>
          <span className="mr-2 font-mono font-semibold">{r.rule}</span>
          <strong>{r.title}.</strong> {r.summary}
        </p>
      ) : (
        <p className="italic">No counterpart.</p>
      )}
    </div>
  );
}

function ChangeItem({ row }: { row: ChangeRow }) {
  const { then, now, note } = row;
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
      data-testid="change-row"
      data-rule={then.rule}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Side r={then} edition="2005" />
        <div className="flex flex-col gap-1">
          {now.length ? (
            now.map((r) => <Side key={r.rule} r={r} edition="Today" />)
          ) : (
            <Side r={undefined} edition="Today" />
          )}
        </div>
      </div>
      {note && (
        <p
          className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
          data-testid="change-note"
        >
          <strong>What changed:</strong> {note}
        </p>
      )}
    </li>
  );
}

const link = 'text-sky-700 underline dark:text-sky-300';

/**
 * Leaves the rules panel for a lesson, or for the table's what-if tools at a question. The panel's
 * history entry becomes the place it leads to: Back returns to where the panel was opened.
 */
function follow(d: Demo) {
  if (d.kind === 'lesson') {
    navigate({ kind: 'lesson', id: d.id, step: 1 }, 'replace');
    return;
  }
  navigate(TABLE, 'replace');
  askWhatIf(d.id);
}

function RuleItem({ r, current }: { r: RuleEntry; current: boolean }) {
  const demos = demosByRule().get(r.rule) ?? [];
  return (
    <li
      id={`rules-panel-${r.rule}`}
      tabIndex={-1}
      aria-current={current ? 'true' : undefined}
      data-rule={r.rule}
      className={`rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-amber-400 ${current ? 'bg-amber-100 dark:bg-amber-400/20' : ''}`}
    >
      <p className="text-sm">
        <span className="mr-2 font-mono font-semibold">{r.rule}</span>
        <strong>{r.title}.</strong> {r.summary}{' '}
        <a
          className={`inline-block ${link}`}
          href={RULES_URL}
          target="_blank"
          rel="noreferrer"
          aria-label={`Rule ${r.rule} in the official Comprehensive Rules`}
          // The official rules are a document with no link per rule: say where to look.
          title={`Opens the official rules; find ${r.rule} there (they have no link per rule)`}
        >
          Official text
        </a>
      </p>
      {r.counterparts.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-counterpart">
          {r.rule.startsWith('6') ? 'Now' : 'In the 2005 rules'}:{' '}
          <span className="font-mono">{r.counterparts.join(', ')}</span>
        </p>
      )}
      {NOT_IN_2011[r.rule] && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-2011">
          {NOT_IN_2011[r.rule]}
        </p>
      )}
      {demos.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={`Shown in`}>
          {demos.map((d) => (
            <li key={`${d.kind}:${d.id}`}>
              <button
                type="button"
                className={`${link} min-h-6 text-left`}
                onClick={() => follow(d)}
                data-testid={`rule-demo-${d.kind}`}
              >
                {d.kind === 'lesson' ? `Lesson: ${d.label}` : `What if: ${d.label}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export default function RulesPanel({ rule }: { rule: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('all');
  const found = useMemo(
    () =>
      searchRules(query).filter((r) =>
        view === 'today' ? !is2005(r.rule) : view === '2005' ? is2005(r.rule) : true,
      ),
    [query, view],
  );
  const changes = useMemo(() => (view === 'changes' ? changeRows(query) : []), [query, view]);
  const groups = useMemo(() => bySection(found), [found]);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  useEffect(() => {
    if (!rule) return;
    setQuery('');
    setView('all');
    const el = document.getElementById(`rules-panel-${rule}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [rule]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="rules-panel-title"
      className="m-auto flex max-h-[90dvh] w-[min(44rem,94vw)] flex-col rounded-xl border border-slate-300 bg-white p-0 text-slate-900 backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      onClose={closeRules}
      data-testid="rules-panel"
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 p-4 dark:border-slate-700">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id="rules-panel-title" className="text-lg font-semibold">
              The multiplayer rules, in short
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Every numbered rule of 800–811 and 901–903, and of the 2005 multiplayer rules
              (601–609), in our own words, each with its counterpart. The exact wording is in the{' '}
              <a className={link} href={RULES_URL} target="_blank" rel="noreferrer">
                official Comprehensive Rules
              </a>
              , one document with no link per rule: search it for the rule’s number.
            </p>
          </div>
          <button type="button" className={btnSecondary} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <input
          type="search"
          aria-label="Search the rules"
          placeholder="Search by number (801.2) or words (planar controller)"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-800"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div role="group" aria-label="Which rules" className="flex flex-wrap gap-1">
          {VIEWS.map((v) => (
            <button
              key={v.view}
              type="button"
              aria-pressed={view === v.view}
              onClick={() => setView(v.view)}
              data-testid={`rules-view-${v.view}`}
              className={`min-h-8 rounded-full border px-3 text-sm ${view === v.view ? 'border-sky-700 bg-sky-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950' : 'border-slate-300 dark:border-slate-600'}`}
            >
              {v.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
          {view === 'changes'
            ? `${changes.length} 2005 ${changes.length === 1 ? 'rule' : 'rules'} beside today’s`
            : query.trim()
              ? found.length
                ? `${found.length} ${found.length === 1 ? 'rule matches' : 'rules match'}`
                : ''
              : `${found.length} rules`}
        </p>
      </header>
      <div className="overflow-y-auto p-4" data-testid="rules-list">
        {view === 'changes' && (
          <ol className="flex flex-col gap-2" aria-label="The 2005 rules beside today’s">
            {changes.map((row) => (
              <ChangeItem key={row.then.rule} row={row} />
            ))}
          </ol>
        )}
        {view !== 'changes' && found.length === 0 && (
          <p className="text-sm" role="status">
            No rule matches “{query.trim()}”. Try a rule number such as 801 or fewer words.
          </p>
        )}
        {view !== 'changes' &&
          groups.map((g) => (
            <section
              key={g.section}
              aria-labelledby={`rules-section-${g.section}`}
              className="mb-3"
            >
              <h3
                id={`rules-section-${g.section}`}
                className="sticky top-0 bg-white py-1 text-sm font-semibold text-slate-700 dark:bg-slate-900 dark:text-slate-200"
              >
                {SECTIONS[g.section] ?? g.section}
              </h3>
              <ol className="flex flex-col gap-1" aria-label={SECTIONS[g.section] ?? g.section}>
                {g.rules.map((r) => (
                  <RuleItem key={r.rule} r={r} current={r.rule === rule} />
                ))}
              </ol>
            </section>
          ))}
      </div>
    </dialog>
  );
}
