// The "Rules" button and the place the rules panel opens (a lazy chunk, fetched on first open).
import { lazy, Suspense } from 'react';
import { btnSecondary } from '../styles';
import { openRule, useOpenRule } from './ruleLink';

const RulesPanel = lazy(() => import('./RulesPanel'));

export function RulesButton() {
  const rule = useOpenRule();
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => openRule('')}>
        Rules
      </button>
      {rule !== null && (
        <Suspense fallback={null}>
          <RulesPanel rule={rule} />
        </Suspense>
      )}
    </>
  );
}
