// The note beside a text shown in English because the language shown has no current translation
// of it (src/content/: a rule's summary or a lesson's words, none yet or one made from English
// that has changed since). In the start-up catalog: the rules panel and the lessons both show it.
import { useLingui } from '@lingui/react/macro';

export function NotTranslated() {
  const { t } = useLingui();
  return (
    <span
      className="ml-1 inline-block rounded border border-slate-400 px-1 text-xs font-normal text-slate-700 not-italic dark:border-slate-500 dark:text-slate-200"
      data-testid="not-translated"
    >
      {t`not translated yet`}
    </span>
  );
}
