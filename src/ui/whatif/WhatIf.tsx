// The what-if button on the table screen; the tools themselves are a lazy chunk, fetched on first use.
import { lazy, Suspense, useState } from 'react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { TableLayout } from '../../chart/geometry';
import type { DerivedTable, Game } from '../../rules';
import { btnSecondary } from '../styles';

/** Draws the answer over the chart (the what-if chunk supplies it, so the start bundle doesn't). */
export type Overlay = (layout: TableLayout) => ReactNode;

const WhatIfPanel = lazy(() => import('./WhatIfPanel'));

export function WhatIf(props: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  onOverlay: Dispatch<SetStateAction<Overlay | null>>;
}) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className={btnSecondary} onClick={() => setOpen(true)}>
        What if…? Ask about a spell or effect
      </button>
    );
  return (
    <Suspense fallback={<p className="text-sm">Loading the what-if tools…</p>}>
      <WhatIfPanel {...props} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
