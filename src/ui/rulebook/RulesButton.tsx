// The "Rules" button and the place the rules panel opens (a lazy chunk, fetched on first open),
// with the panel's catalog, the rule summaries of the language shown (src/content/rules/) and the
// lessons' titles (src/content/lessons/).
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { btnSecondary } from '../styles';
import { openRule, useRoute } from '../../router/router';
import { i18n, needCatalog } from '../../i18n/i18n';

const RulesPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('./RulesPanel'),
    needCatalog('rules'),
    import('../../content/rules/ruleTexts').then((m) =>
      Promise.all([m.loadRuleSummaries(i18n.locale), m.loadChangeNotes(i18n.locale)]),
    ),
    // The lessons' titles, for the links to them.
    import('../../content/lessons/lessonTexts').then((m) => m.loadLessonTexts(i18n.locale)),
  ]);
  return panel;
});

export function RulesButton() {
  const { t } = useLingui();
  const { rule } = useRoute();
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => openRule('')}>
        {t`Rules`}
      </button>
      {rule !== undefined && (
        <Suspense fallback={null}>
          <RulesPanel rule={rule} />
        </Suspense>
      )}
    </>
  );
}
