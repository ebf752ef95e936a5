// The rules panel: every numbered multiplayer rule of the texts (800–811, 901–903, and the 2005 601–609, each with its counterpart in the other numbering) and the other
// rules the app cites, each summarised in our own words, grouped by section, searchable by number
// and by word, with links to the lessons and what-ifs that show it at work. A modal dialog; opens
// scrolled to the rule a "why" linked to.
import { useEffect, useMemo, useRef, useState } from 'react';
import { textNote } from '../../rules/editionRules';
import { RULES_URL } from '../../rules/summaries';
import { closeRules, navigate, TABLE } from '../../router/router';
import { askWhatIf } from '../whatif/ask';
import { btnSecondary } from '../styles';
import { demosByRule, type Demo } from './demos';
import { bySection, searchRules, SECTIONS, type RuleEntry } from './searchRules';
import { changeRows, NOT_IN_2011 } from './changes';
import { statusCounts, WhatChanged } from './WhatChanged';

/** Which rules the panel lists: all, one edition's numbering, or the 2005 rules beside today's. */
type View = 'all' | 'today' | '2005' | 'changes';
const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'today', label: 'Today (800–903)' },
  { view: '2005', label: '2005 (601–609)' },
  { view: 'changes', label: 'What changed' },
];
const is2005 = (rule: string) => /^60\d(\.|$)/.test(rule);

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
      // Scrolled to, it stops below its section's sticky heading, not under it.
      className={`scroll-mt-10 rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-amber-400 ${current ? 'bg-amber-100 dark:bg-amber-400/20' : ''}`}
    >
      <p className="text-sm">
        <span className="mr-2 font-mono font-semibold">{r.rule}</span>
        <strong>{r.title}.</strong> {r.summary}{' '}
        <a
          className={`inline-block ${link}`}
          href={RULES_URL}
          target="_blank"
          rel="noreferrer"
          // The official rules are a document with no link per rule: say where to look.
          title={`Opens the official rules; find ${r.rule} there (they have no link per rule)`}
        >
          {/* The name starts with the words shown, so a voice command saying them finds it. */}
          Official text<span className="sr-only"> of {r.rule}, in the Comprehensive Rules</span>
        </a>
      </p>
      {r.counterparts.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-counterpart">
          {r.rule.startsWith('6') ? 'Now' : 'In the 2005 rules'}:{' '}
          <span className="font-mono">{r.counterparts.join(', ')}</span>
        </p>
      )}
      {textNote('current', r.rule) && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-text-source">
          Shown {textNote('current', r.rule)}.
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

/**
 * Where the panel scrolls. Normally the list below a header that stays; where the screen is short
 * (a phone on its side, 200% zoom) the whole dialog scrolls as one, so the header cannot take most
 * of it. Either way scrolling stops the height of a section heading short of the top (its sticky
 * heading sits there), and the list takes focus so the keyboard can scroll it.
 */
// Spelled out whole, so Tailwind finds each class in the source.
const dialogScroll =
  '[@media(max-height:32rem)]:overflow-y-auto [@media(max-height:32rem)]:scroll-pt-10';
// Positioned, so the screen-reader-only words inside (absolutely placed) scroll and clip with the
// list instead of stretching the dialog, which the dialog would then scroll, header and all.
const listScroll =
  'relative overflow-y-auto scroll-pt-10 [@media(max-height:32rem)]:overflow-visible';

export default function RulesPanel({ rule }: { rule: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
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
    // Opened at its top, the panel is for searching: the search box, not the first link (the
    // official rules, which showModal would pick), takes focus. Opened at a rule, that rule does.
    if (!rule) {
      search.current?.focus();
      return;
    }
    setQuery('');
    setView('all');
    const el = document.getElementById(`rules-panel-${rule}`);
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [rule]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="rules-panel-title"
      className={`m-auto flex max-h-[90dvh] w-[min(44rem,94vw)] flex-col rounded-xl border border-slate-300 bg-white p-0 text-slate-900 backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${dialogScroll}`}
      onClose={closeRules}
      data-testid="rules-panel"
    >
      {/* Not a <header>: inside a dialog it would be a second banner landmark. */}
      <div
        className="flex flex-col gap-2 border-b border-slate-200 p-4 dark:border-slate-700"
        data-testid="rules-panel-header"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id="rules-panel-title" className="text-lg font-semibold">
            The multiplayer rules, in short
          </h2>
          <button type="button" className={btnSecondary} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <input
          ref={search}
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
              // In forced colours a background is dropped: the pressed view takes the system's
              // highlight instead, so it still shows which view is on.
              className={`min-h-8 rounded-full border px-3 text-sm ${view === v.view ? 'border-sky-700 bg-sky-700 text-white forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950' : 'border-slate-300 dark:border-slate-600'}`}
            >
              {v.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
          {view === 'changes'
            ? statusCounts(changes)
            : query.trim()
              ? found.length
                ? `${found.length} ${found.length === 1 ? 'rule matches' : 'rules match'}`
                : ''
              : `${found.length} rules`}
        </p>
      </div>
      <div
        className={`p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500 ${listScroll}`}
        data-testid="rules-list"
        role="region"
        aria-label={view === 'changes' ? 'What changed' : 'Rules'}
        // Focusable, so the keyboard scrolls it where nothing in it takes focus (What changed).
        tabIndex={0}
      >
        {/* Below the header rather than in it, so the header stays small. */}
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          Every numbered rule of 800–811 and 901–903, and of the 2005 multiplayer rules (601–609),
          in our own words, each with its counterpart. The exact wording is in the{' '}
          <a className={link} href={RULES_URL} target="_blank" rel="noreferrer">
            official Comprehensive Rules
          </a>
          , one document with no link per rule: search it for the rule’s number.
        </p>
        {view === 'changes' && <WhatChanged rows={changes} searching={!!query.trim()} />}
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
