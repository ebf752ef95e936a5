import { withCatalog } from '../../i18n/i18n';
import { Trans } from '@lingui/react/macro';
import { lazy, memo, Suspense, useState } from 'react';
// The chart's facts with a "why" each: whose turn it is, every turn marker (running, waiting or
// marked for removal), how each departed player left. The list itself is a lazy chunk.
import type { DerivedTable, Game } from '../../rules';
import { panel } from '../styles';

const ChartWhysList = lazy(withCatalog('table', () => import('./ChartWhysList')));

export const ChartWhys = memo(function ChartWhys(props: { game: Game; derived: DerivedTable }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={`${panel} py-1`} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
        <Trans>Why the chart shows this</Trans>
      </summary>
      {open && (
        <Suspense fallback="…">
          <ChartWhysList {...props} />
        </Suspense>
      )}
    </details>
  );
});
