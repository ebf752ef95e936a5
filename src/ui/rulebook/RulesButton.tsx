// The "Rules" button and the place the rules panel opens (a lazy chunk, fetched on first open).
import { lazy, Suspense } from 'react';
import { btnSecondary } from '../styles';
import { openRule, useRoute } from '../../router/router';

const RulesPanel = lazy(() => import('./RulesPanel'));

export function RulesButton() {
  const { rule } = useRoute();
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => openRule('')}>
        Rules
      </button>
      {rule !== undefined && (
        <Suspense fallback={null}>
          <RulesPanel rule={rule} />
        </Suspense>
      )}
    </>
  );
}
