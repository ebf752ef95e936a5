// "Download SVG" and "Download PNG" of the chart on screen, for slides. The drawing code loads on
// the first click, so the buttons cost the first page almost nothing.
import { memo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { btnSecondary } from '../styles';

const chartSvg = () => document.querySelector<SVGSVGElement>('svg[data-testid="seating-chart"]');

/**
 * `fileName` may be a function, asked at the click: the table's file is named for the turn, and a
 * name passed as a string would re-render the buttons on every turn for nothing.
 */
function ChartExport({ fileName: named }: { fileName: string | (() => string) }) {
  const { t } = useLingui();
  // What became of the last download: a fact, worded when drawn (a problem comes worded).
  const [outcome, setOutcome] = useState<
    | { kind: 'saved'; file: string }
    | { kind: 'problem'; text: string }
    | { kind: 'no chart' | 'no code' }
    | null
  >(null);
  const save = async (format: 'svg' | 'png') => {
    const svg = chartSvg();
    const fileName = typeof named === 'string' ? named : named();
    if (!svg) {
      setOutcome({ kind: 'no chart' });
      return;
    }
    try {
      const { downloadChart } = await import('./exportChart');
      const problem = await downloadChart(svg, format, fileName);
      setOutcome(
        problem
          ? { kind: 'problem', text: problem }
          : { kind: 'saved', file: `${fileName}.${format}` },
      );
    } catch {
      setOutcome({ kind: 'no code' });
    }
  };
  let message = '';
  if (outcome?.kind === 'saved') {
    const file = outcome.file;
    message = t`Saved ${file}`;
  } else if (outcome?.kind === 'problem') message = outcome.text;
  else if (outcome?.kind === 'no chart') message = t`There is no chart on screen to save.`;
  else if (outcome?.kind === 'no code')
    message = t`The export could not load. Check the connection and try again.`;
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
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
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
  );
}

export default memo(ChartExport);
