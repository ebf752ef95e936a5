// The story's chart at the width it is given, its key in words for screen readers, and its
// download as SVG or PNG. The layout is worked out once per width (storyGeometry), the lines once
// per game (GameStory).
import { useMemo, useState } from 'react';
import { plural, select, t as say } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { layoutStory, type StoryModel } from '../../../chart/storyGeometry';
import type { GameRecord } from '../../../rules/record';
import { btnSecondary } from '../../styles';
import { boxWidths } from '../boxWidth';
import StoryChart from './StoryChart';
import { StoryNumbers } from './StoryNumbers';
import { formats, inSentence } from '../formats';
import { lengthWords, lineWords, resultWords, sentence } from './storyWords';

/**
 * What the last download did, as facts (worded when drawn, so a change of language rewords it):
 * a problem is exportStory's own ('unmade') or the shared exporter's words as it gave them.
 */
type Saved =
  | null
  | { kind: 'saved'; file: string }
  | { kind: 'unloaded' }
  | { kind: 'problem'; problem: string };

const UNITS = { life: 'life', poison: 'poison', commander: 'damage' } as const;

/** "Life:", a panel's title before its lines ("Vie :" in French). */
const panelTitle = (title: string) => say`${title}:`;

/**
 * The chart's width before it is measured, from the window's: the dialog's (share/Modal: the
 * window's less 1rem, at most max-w-5xl) less its border and padding (p-4). Only a guess: the
 * box's own width, from a ResizeObserver (boxWidth.ts), replaces it before the first paint when
 * they differ (a desktop's scroll bar). The window's width is read as this code loads (in an idle
 * moment, before any story is asked for) and as the window is resized: read as the story is drawn,
 * with its dialog just opened, it made the browser lay the page out there and then; the box's,
 * read as it is drawn, needed two layouts.
 */
function dialogGuess(): number {
  return viewport ? Math.min(viewport - 16, 1024) - 34 : 640;
}
let viewport = typeof window === 'undefined' ? 0 : window.innerWidth;
if (typeof window !== 'undefined')
  window.addEventListener('resize', () => void (viewport = window.innerWidth));
const useStoryWidth = boxWidths(dialogGuess, Math.floor);

export function StoryFigure({
  model,
  record,
  fileName,
  below = true,
}: {
  model: StoryModel;
  record: GameRecord;
  fileName: string;
  /** Whether to draw the lines in words and the numbers' table too (GameStory: after the chart). */
  below?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [ref, width] = useStoryWidth<HTMLDivElement>();
  const g = useMemo(() => layoutStory(model, Math.max(280, width)), [model, width]);
  const [saved, setSaved] = useState<Saved>(null);
  const lines = model.panels[0]?.lines ?? [];
  // The chart's text alternative, in the language shown: worked out once per game and language,
  // not again at each width.
  const words = useMemo(() => {
    void locale;
    const per = lines.length < record.players.length ? 'team' : 'player';
    const turns = record.turns;
    const count = lines.length;
    const title = select(per, {
      team: plural(turns, {
        one: 'Life over # turn, a line for each team',
        other: 'Life over # turns, a line for each team',
      }),
      other: plural(turns, {
        one: 'Life over # turn, a line for each player',
        other: 'Life over # turns, a line for each player',
      }),
    });
    const marks = plural(count, {
      one: '# line. Numbered marks show where players left; the list below the chart says why.',
      other: '# lines. Numbered marks show where players left; the list below the chart says why.',
    });
    // The other panels' titles, as the language lists them ("poison counters and …").
    const others = formats().and.format(model.panels.slice(1).map((p) => inSentence(p.title)));
    const description =
      model.panels.length > 1 ? t`${marks} Below the life chart: ${others}.` : marks;
    const caption = `${resultWords(record)} · ${lengthWords(record)}`;
    return { title, description, caption };
  }, [model, record, lines.length, t, locale]);
  const { title, description, caption } = words;
  const save = async (format: 'svg' | 'png') => {
    const svg = ref.current?.querySelector<SVGSVGElement>('svg[data-testid="story-chart"]');
    if (!svg) return;
    try {
      const { downloadStory } = await import('./exportStory');
      const problem = await downloadStory(svg, format, fileName, caption);
      setSaved(
        problem ? { kind: 'problem', problem } : { kind: 'saved', file: `${fileName}.${format}` },
      );
    } catch {
      setSaved({ kind: 'unloaded' });
    }
  };
  // Worded as drawn, in the language shown now.
  const file = saved?.kind === 'saved' ? saved.file : '';
  const message = !saved
    ? ''
    : saved.kind === 'saved'
      ? t`Saved ${file}`
      : saved.kind === 'unloaded'
        ? t`The export could not load. Check the connection and try again.`
        : saved.problem === 'unmade'
          ? t`The picture could not be made. Try again, or use Download SVG.`
          : saved.problem;
  return (
    <figure className="flex flex-col gap-2">
      <div ref={ref} className="tc-chart w-full overflow-hidden">
        <StoryChart g={g} title={title} description={description} lines={lines.length} />
      </div>
      <figcaption className="sr-only">
        <p>{sentence(title)}</p>
        {below && <LinesInWords model={model} />}
      </figcaption>
      {/* The seating chart's buttons (teach/ChartExport), with this screen's words. */}
      <div className="flex flex-wrap items-center gap-2" data-testid="story-export">
        <button type="button" className={btnSecondary} onClick={() => void save('svg')}>
          {t`Download SVG`}
        </button>
        <button type="button" className={btnSecondary} onClick={() => void save('png')}>
          {t`Download PNG`}
        </button>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
          {message}
        </p>
      </div>
      {below && <StoryNumbers model={model} />}
    </figure>
  );
}

/** Each line told in words, for screen readers: once per game and language. */
function LinesInWords({ model }: { model: StoryModel }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const panels = useMemo(() => {
    void locale;
    return model.panels.map((p) => ({
      id: p.id,
      title: p.title,
      lines: p.lines.map((l) => ({ id: l.id, words: lineWords(l, UNITS[p.id]) })),
    }));
  }, [model, locale]);
  return panels.map((p) => (
    <div key={p.id}>
      <p>{panelTitle(p.title)}</p>
      <ul>
        {p.lines.map((l) => (
          <li key={l.id}>{sentence(l.words)}</li>
        ))}
      </ul>
    </div>
  ));
}
