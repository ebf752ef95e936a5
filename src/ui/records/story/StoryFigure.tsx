// The story's chart at the width it is given, its key in words for screen readers, and its
// download as SVG or PNG. The layout is worked out once per width (storyGeometry), the lines once
// per game (GameStory).
import { useMemo, useState } from 'react';
import { layoutStory, type StoryModel } from '../../../chart/storyGeometry';
import type { GameRecord } from '../../../rules/record';
import { DownloadButtons } from '../../teach/ChartExport';
import { boxWidths } from '../boxWidth';
import StoryChart from './StoryChart';
import { StoryNumbers } from './StoryNumbers';
import { lengthWords, lineWords, resultWords } from './storyWords';

const UNITS = { life: 'life', poison: 'poison', commander: 'damage' } as const;

/**
 * The chart's width before it is measured, from the window's: the dialog's (share/Modal: the
 * window's less 1rem, at most max-w-5xl) less its border and padding (p-4). Only a guess: the
 * box's own width, from a ResizeObserver (boxWidth.ts), replaces it before the first paint when
 * they differ (a desktop's scroll bar). Read as the story is worked out, before the dialog is in
 * the page, the window's width needs no layout; the box's, read as it is drawn, needed two.
 */
function dialogGuess(): number {
  const vw = typeof window === 'undefined' ? 0 : window.innerWidth;
  return vw ? Math.min(vw - 16, 1024) - 34 : 640;
}
const useStoryWidth = boxWidths(dialogGuess, Math.floor);

export function StoryFigure({
  model,
  record,
  fileName,
}: {
  model: StoryModel;
  record: GameRecord;
  fileName: string;
}) {
  const [ref, width] = useStoryWidth<HTMLDivElement>();
  const g = useMemo(() => layoutStory(model, Math.max(280, width)), [model, width]);
  const [message, setMessage] = useState('');
  const lines = model.panels[0]?.lines ?? [];
  const title = `Life over ${record.turns} ${record.turns === 1 ? 'turn' : 'turns'}, a line for each ${lines.length < record.players.length ? 'team' : 'player'}`;
  const description = `${lines.length} lines. Numbered marks show where players left; the list below the chart says why.${
    model.panels.length > 1
      ? ` Below the life chart: ${model.panels
          .slice(1)
          .map((p) => p.title.toLowerCase())
          .join(' and ')}.`
      : ''
  }`;
  const caption = `${resultWords(record)} · ${lengthWords(record)}`;
  const save = async (format: 'svg' | 'png') => {
    const svg = ref.current?.querySelector<SVGSVGElement>('svg[data-testid="story-chart"]');
    if (!svg) return;
    try {
      const { downloadStory } = await import('./exportStory');
      const problem = await downloadStory(svg, format, fileName, caption);
      setMessage(problem ?? `Saved ${fileName}.${format}`);
    } catch {
      setMessage('The export could not load. Check the connection and try again.');
    }
  };
  return (
    <figure className="flex flex-col gap-2">
      <div ref={ref} className="tc-chart w-full overflow-hidden">
        <StoryChart g={g} title={title} description={description} lines={lines.length} />
      </div>
      <figcaption className="sr-only">
        <p>{title}.</p>
        {model.panels.map((p) => (
          <div key={p.id}>
            <p>{p.title}:</p>
            <ul>
              {p.lines.map((l) => (
                <li key={l.id}>{lineWords(l, UNITS[p.id])}.</li>
              ))}
            </ul>
          </div>
        ))}
      </figcaption>
      <DownloadButtons save={save} message={message} testId="story-export" />
      <StoryNumbers model={model} />
    </figure>
  );
}
