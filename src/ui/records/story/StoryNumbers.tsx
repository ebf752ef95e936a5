// The chart's numbers as a table, for anyone who would rather read them (and for screen readers:
// a table can be walked by row and column). Made only once opened: a 300-turn game is thousands
// of cells.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { inSentence } from '../formats';
import type { StoryModel } from '../../../chart/storyGeometry';

const minus = (n: number | null) => (n === null ? '—' : n < 0 ? `\u2212${-n}` : String(n));

export function StoryNumbers({ model }: { model: StoryModel }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const lines = model.panels.flatMap((p) => {
    const what = inSentence(p.title);
    return p.lines.map((l) => {
      const name = l.name;
      return { ...l, head: p.id === 'life' ? name : t`${name} (${what})` };
    });
  });
  const numbers = t`The numbers, turn by turn`;
  // The last row's word, once for the table's hundreds of rows.
  const end = t({ message: 'End', context: 'the row after the last turn' });
  return (
    <details
      className="text-sm"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="min-h-11 cursor-pointer py-2.5 font-medium">{numbers}</summary>
      {open && (
        // Scrolls on its own: a Tab stop, so the keyboard can scroll it too.
        <div
          className="max-h-96 overflow-auto rounded border border-slate-200 dark:border-slate-700"
          tabIndex={0}
          role="region"
          aria-label={numbers}
        >
          <table className="w-full border-collapse text-right tabular-nums">
            <caption className="sr-only">
              {t`Each line’s amount as each turn began and at the end; a dash: not in the game`}
            </caption>
            <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {t`Turn`}
                </th>
                {lines.map((l) => (
                  <th key={l.id} scope="col" className="px-2 py-1">
                    {l.head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: model.turns + 1 }, (_, i) => (
                <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {i < model.turns ? `${i + 1}` : end}
                  </th>
                  {lines.map((l) => (
                    <td key={l.id} className="px-2 py-1">
                      {minus(l.values[i] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
