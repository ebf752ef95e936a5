// What the page shows while a link in the address is being opened (share/opening.ts): no table,
// so nothing can be tapped on the table the link is about to replace, said once as a status (not
// aria-busy: a busy region's status is held back, and this screen goes before it stops being busy).
import { useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../i18n/locales';
import type { Opening } from '../share/opening';

export function LinkOpening({ kind }: { kind: Exclude<Opening, null> }) {
  const { t } = useLingui();
  return (
    <>
      <header className="mx-auto flex max-w-7xl px-3 py-3 sm:px-6">
        <h1 className="text-lg font-semibold sm:text-xl">{APP_NAME}</h1>
      </header>
      <main data-opening className="mx-auto max-w-3xl px-6 py-8 text-center">
        <p role="status" className="text-slate-700 dark:text-slate-200">
          {kind === 'live' ? t`Opening the live table…` : t`Opening the shared table…`}
        </p>
      </main>
    </>
  );
}
