import { useLingui } from '@lingui/react/macro';
import { say } from '../i18n/say';
import { dismissNotice, useNotices } from '../store/notices';
import { btn, btnPrimary } from './styles';

/** Messages about opening, importing and saving tables; each one can be dismissed. */
export default function NoticeList() {
  const { t } = useLingui();
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 pb-3 sm:px-6">
      {notices.map((n) => {
        // The engine's messages in the language shown (its catalog loads with this list).
        const title = say(n.words?.title ?? n.title);
        return (
          <div
            key={n.id}
            role={n.tone === 'error' ? 'alert' : 'status'}
            data-testid="notice"
            className={`flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 ${
              n.tone === 'error'
                ? 'border-rose-400 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950/60 dark:text-rose-100'
                : 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950/60 dark:text-sky-100'
            }`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{title}</p>
              <p className="mt-0.5 text-sm break-words">{say(n.words?.body ?? n.body)}</p>
            </div>
            {n.action && (
              <button
                type="button"
                className={btnPrimary}
                onClick={() => {
                  n.action!.run();
                  if (!n.sticky) dismissNotice(n.id);
                }}
              >
                {say(n.words?.label ?? n.action.label)}
              </button>
            )}
            {/* A cross, not the word: on a phone the notice's line keeps the width for its text. */}
            {!n.sticky && (
              <button
                type="button"
                className={`${btn} min-w-11 px-3 hover:bg-black/10 dark:hover:bg-white/10`}
                aria-label={t`Dismiss: ${title}`}
                title={t`Dismiss`}
                onClick={() => dismissNotice(n.id)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
