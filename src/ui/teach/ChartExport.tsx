// "Download SVG" and "Download PNG" of the chart on screen, for slides. The drawing code loads on
// the first click, so the buttons cost the first page almost nothing.
import { memo, useState } from 'react';
import { btnSecondary } from '../styles';

const chartSvg = () => document.querySelector<SVGSVGElement>('svg[data-testid="seating-chart"]');

/**
 * `fileName` may be a function, asked at the click: the table's file is named for the turn, and a
 * name passed as a string would re-render the buttons on every turn for nothing.
 */
function ChartExport({ fileName: named }: { fileName: string | (() => string) }) {
  const [message, setMessage] = useState('');
  const save = async (format: 'svg' | 'png') => {
    const svg = chartSvg();
    const fileName = typeof named === 'string' ? named : named();
    if (!svg) {
      setMessage('There is no chart on screen to save.');
      return;
    }
    try {
      const { downloadChart } = await import('./exportChart');
      const problem = await downloadChart(svg, format, fileName);
      setMessage(problem ?? `Saved ${fileName}.${format}`);
    } catch {
      setMessage('The export could not load. Check the connection and try again.');
    }
  };
  return <DownloadButtons save={save} message={message} testId="chart-export" />;
}

/** Download SVG, Download PNG, and what became of the last one (the chart's, a story's). */
export function DownloadButtons({
  save,
  message,
  testId,
}: {
  save: (format: 'svg' | 'png') => Promise<void>;
  message: string;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <button type="button" className={btnSecondary} onClick={() => void save('svg')}>
        Download SVG
      </button>
      <button type="button" className={btnSecondary} onClick={() => void save('png')}>
        Download PNG
      </button>
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {message}
      </p>
    </div>
  );
}

export default memo(ChartExport);
