import { btnPrimary, btnSecondary } from '../ui/styles';

/**
 * Says a new version is ready. It never takes focus or reloads by itself: at a game table the
 * player picks the moment (between turns, or after the game).
 */
export function UpdateNotice({ onReload, onLater }: { onReload(): void; onLater(): void }) {
  return (
    <div
      role="status"
      aria-label="Update ready"
      data-testid="update-notice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
    >
      <p className="min-w-48 flex-1 text-sm">
        A new version of Table Sense is ready. Reload when it suits the table.
      </p>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} onClick={onLater}>
          Later
        </button>
        <button type="button" className={btnPrimary} onClick={onReload}>
          Reload
        </button>
      </div>
    </div>
  );
}
