// The what-if button on the table screen; the tools themselves are a lazy chunk, fetched on first use.
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import type { DerivedTable, Game } from '../../rules';
import { btnSecondary } from '../styles';
import { onAsk, takeAsked } from './ask';

import type { Overlay } from './overlay';

export type { Overlay } from './overlay';

const WhatIfPanel = lazy(() => import('./WhatIfPanel'));

export const WhatIf = memo(function WhatIf(props: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  onOverlay: Dispatch<SetStateAction<Overlay | null>>;
}) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // A "What if" link in the rules panel opens the tools at its question.
  useEffect(() => {
    const check = () => {
      const q = takeAsked();
      if (!q) return;
      setAsked(q);
      setOpen(true);
      requestAnimationFrame(() => box.current?.scrollIntoView({ block: 'nearest' }));
    };
    check();
    return onAsk(check);
  }, []);
  if (!open)
    return (
      <button type="button" className={btnSecondary} onClick={() => setOpen(true)}>
        What if…? Ask about a spell or effect
      </button>
    );
  return (
    <div ref={box} className="contents">
      <Suspense fallback={<p className="text-sm">Loading the what-if tools…</p>}>
        <WhatIfPanel
          key={asked ?? ''}
          {...props}
          question={asked}
          onClose={() => {
            setOpen(false);
            setAsked(null);
          }}
        />
      </Suspense>
    </div>
  );
});
