// The story's chart at the width it is given, its key in words for screen readers, and its
// download as SVG or PNG. The layout is worked out once per width (storyGeometry), the lines once
// per game (GameStory).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { layoutStory, type StoryModel } from '../../../chart/storyGeometry';
import type { GameRecord } from '../../../rules/record';
import { DownloadButtons } from '../../teach/ChartExport';
import StoryChart from './StoryChart';
import { StoryNumbers } from './StoryNumbers';
import { lengthWords, lineWords, resultWords } from './storyWords';

const UNITS = { life: 'life', poison: 'poison', commander: 'damage' } as const;

/** The width of the element `ref` holds, followed as it changes (a phone turning, a window). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const w = Math.floor(el.clientWidth);
      if (w > 0) setWidth(w);
    };
    read();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function StoryFigure({
  model,
  record,
  fileName,
}: {
  model: StoryModel;
  record: GameRecord;
  fileName: string;
}) {
  const { ref, width } = useWidth(640);
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
