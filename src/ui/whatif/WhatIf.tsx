// The what-if button on the table screen; the tools themselves are a lazy chunk, fetched on first use.
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
import type { Dispatch, SetStateAction } from 'react';
import type { DerivedTable, Game } from '../../rules';
import { btnSecondary } from '../styles';
import { onAsk, takeAsked } from './ask';

import type { Overlay } from './overlay';

export type { Overlay } from './overlay';

// The tools' words are in the same catalog as the button's (loaded already): with the chunk.
const WhatIfPanel = lazy(() =>
  Promise.all([import('./WhatIfPanel'), needCatalog('whatif')]).then(([m]) => m),
);

// Its words: asked for as this chunk arrives (with the table's later panels); the button waits
// for them in a Suspense of its own, so those panels drawn beside it are not hidden meanwhile.
void needCatalog('whatif');

type Props = {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  onOverlay: Dispatch<SetStateAction<Overlay | null>>;
};

export const WhatIf = memo(function WhatIf(props: Props) {
  return (
    <Suspense fallback={null}>
      <WhatIfTools {...props} />
    </Suspense>
  );
});

function WhatIfTools(props: Props) {
  useCatalog('whatif');
  const { t } = useLingui();
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
        {t`What if…? Ask about a spell or effect`}
      </button>
    );
  return (
    <div ref={box} className="contents">
      <Suspense fallback={<p className="text-sm">{t`Loading the what-if tools…`}</p>}>
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
}
