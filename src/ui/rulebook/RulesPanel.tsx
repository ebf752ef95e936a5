// The rules panel: every numbered multiplayer rule of the texts (800–811, 901–903, and the 2005 601–609, each with its counterpart in the other numbering) and the other
// rules the app cites, each summarised in our own words, grouped by section, searchable by number
// and by word, with links to the lessons and what-ifs that show it at work. A modal dialog; opens
// scrolled to the rule a "why" linked to.
import { use, useDeferredValue, useEffect, useMemo, useRef, useState, type Usable } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  loadChangeNotes,
  loadRuleSummaries,
  type NotesFile,
  type ShownSummaries,
} from '../../content/rules/ruleTexts';
import { loadLessonTexts, shownHead, type LessonTexts } from '../../content/lessons/lessonTexts';
import { useCatalog } from '../../i18n/i18n';
import { RECENT_TEXT_STARTS, textNote } from '../../rules/editionRules';
import { RULES_URL } from '../../rules/summaries';
import { closeRules } from '../../router/leaving';
import { navigate, TABLE } from '../../router/router';
import { askWhatIf } from '../whatif/ask';
import { btnSecondary } from '../styles';
import { demosByRule, type Demo } from './demos';
import { NotTranslated } from '../NotTranslated';
import { bySection, rulesIn, searchRules, sectionName, type RuleEntry } from './searchRules';
import { notesIn, type ShownNote } from './changeNotes';
import { changeRows } from './changes';
import { statusCounts, WhatChanged } from './WhatChanged';

/** Which rules the panel lists: all, one edition's numbering, or the 2005 rules beside today's. */
type View = 'all' | 'today' | '2005' | 'changes';
const VIEWS: readonly { view: View; label: MessageDescriptor }[] = [
  { view: 'all', label: msg`All` },
  { view: 'today', label: msg`Today (800–903)` },
  { view: '2005', label: msg`2005 (601–609)` },
  { view: 'changes', label: msg`What changed` },
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

/** A link's name for a lesson: its title, read as English where it is still in English. */
function LessonName({ title, translated }: { title: string; translated: boolean }) {
  const label = translated ? title : <span lang="en">{title}</span>;
  return <Trans>Lesson: {label}</Trans>;
}

function RuleItem({
  r,
  current,
  not2011,
  lessons,
}: {
  r: RuleEntry;
  current: boolean;
  /** The lessons' titles in the language shown (their links name them). */
  lessons: LessonTexts;
  /** Why the 2011 text lacks this rule, where it does (changeNotes.ts NOT_IN_2011). */
  not2011: ShownNote | undefined;
}) {
  const { t } = useLingui();
  const whatIf = (label: string) => t`What if: ${label}`;
  const demos = demosByRule().get(r.rule) ?? [];
  const rule = r.rule;
  const counterparts = r.counterparts.join(', ');
  const recent = RECENT_TEXT_STARTS;
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
        {/* A rule shown in English in another language says so, and is read as English. */}
        <span lang={r.translated ? undefined : 'en'}>
          <strong>{r.title}.</strong> {r.summary}
        </span>
        {!r.translated && <NotTranslated />}{' '}
        <a
          className={`inline-block ${link}`}
          href={RULES_URL}
          target="_blank"
          rel="noreferrer"
          // The official rules are a document with no link per rule: say where to look.
          title={t`Opens the official rules; find ${rule} there (they have no link per rule)`}
        >
          {/* The name starts with the words shown, so a voice command saying them finds it. */}
          <Trans>
            Official text<span className="sr-only"> of {rule}, in the Comprehensive Rules</span>
          </Trans>
        </a>
      </p>
      {r.counterparts.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-counterpart">
          {r.rule.startsWith('6') ? (
            <Trans>
              Now: <span className="font-mono">{counterparts}</span>
            </Trans>
          ) : (
            <Trans>
              In the 2005 rules: <span className="font-mono">{counterparts}</span>
            </Trans>
          )}
        </p>
      )}
      {textNote('current', r.rule) && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-text-source">
          {t`Shown as in the 2011 text; the recent text we have starts at ${recent}.`}
        </p>
      )}
      {not2011 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rule-2011">
          <span lang={not2011.translated ? undefined : 'en'}>{not2011.text}</span>
          {!not2011.translated && <NotTranslated />}
        </p>
      )}
      {demos.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={t`Shown in`}>
          {demos.map((d) => {
            const head = d.lesson && shownHead(d.lesson, lessons.file, lessons.source);
            return (
              <li key={`${d.kind}:${d.id}`}>
                <button
                  type="button"
                  className={`${link} min-h-6 text-left`}
                  onClick={() => follow(d)}
                  data-testid={`rule-demo-${d.kind}`}
                >
                  {head ? (
                    <LessonName title={head.title} translated={head.translated} />
                  ) : (
                    whatIf(d.label)
                  )}
                </button>
              </li>
            );
          })}
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
  useCatalog('rules');
  const { t, i18n } = useLingui();
  // The summaries in the language shown (loaded with the panel). After a change of language the
  // panel keeps the last ones until the new language's have loaded, rather than blanking.
  const language = useDeferredValue(i18n.locale);
  const rules = rulesIn(use(loadRuleSummaries(language) as Usable<ShownSummaries>));
  const notesFile = use(loadChangeNotes(language) as Usable<NotesFile | undefined>);
  const lessons = use(loadLessonTexts(language) as Usable<LessonTexts>);
  const notes = useMemo(() => notesIn(notesFile, language === 'en'), [notesFile, language]);
  const section = (s: string) => sectionName(s, i18n);
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('all');
  const found = useMemo(
    () =>
      searchRules(query, rules, section).filter((r) =>
        view === 'today' ? !is2005(r.rule) : view === '2005' ? is2005(r.rule) : true,
      ),
    // `section` follows the language, which `rules` changes with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, view, rules, i18n.locale],
  );
  const changes = useMemo(
    () => (view === 'changes' ? changeRows(query, rules, section) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, view, rules, i18n.locale],
  );
  const groups = useMemo(() => bySection(found), [found]);
  const typed = query.trim();
  const count = found.length;
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
            {t`The multiplayer rules, in short`}
          </h2>
          <button type="button" className={btnSecondary} onClick={() => dialog.current?.close()}>
            {t`Close`}
          </button>
        </div>
        <input
          ref={search}
          type="search"
          aria-label={t`Search the rules`}
          placeholder={t`Search by number (801.2) or words (planar controller)`}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-800"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div role="group" aria-label={t`Which rules`} className="flex flex-wrap gap-1">
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
              {i18n._(v.label)}
            </button>
          ))}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
          {view === 'changes'
            ? statusCounts(changes)
            : query.trim()
              ? found.length
                ? plural(count, { one: '# rule matches', other: '# rules match' })
                : ''
              : plural(count, { one: '# rule', other: '# rules' })}
        </p>
      </div>
      <div
        className={`p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500 ${listScroll}`}
        data-testid="rules-list"
        role="region"
        aria-label={view === 'changes' ? t`What changed` : t`Rules`}
        // Focusable, so the keyboard scrolls it where nothing in it takes focus (What changed).
        tabIndex={0}
      >
        {/* Below the header rather than in it, so the header stays small. */}
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Every numbered rule of 800–811 and 901–903, and of the 2005 multiplayer rules (601–609),
            in our own words, each with its counterpart. The exact wording is in the{' '}
            <a className={link} href={RULES_URL} target="_blank" rel="noreferrer">
              official Comprehensive Rules
            </a>
            , one document with no link per rule: search it for the rule’s number.
          </Trans>
        </p>
        {view === 'changes' && (
          <WhatChanged rows={changes} notes={notes} searching={!!query.trim()} />
        )}
        {view !== 'changes' && found.length === 0 && (
          <p className="text-sm" role="status">
            {t`No rule matches “${typed}”. Try a rule number such as 801 or fewer words.`}
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
                {section(g.section)}
              </h3>
              <ol className="flex flex-col gap-1" aria-label={section(g.section)}>
                {g.rules.map((r) => (
                  <RuleItem
                    key={r.rule}
                    r={r}
                    current={r.rule === rule}
                    not2011={notes[`2011:${r.rule}`]}
                    lessons={lessons}
                  />
                ))}
              </ol>
            </section>
          ))}
      </div>
    </dialog>
  );
}
