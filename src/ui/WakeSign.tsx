// The visible sign that the screen is kept awake (Flat on the table or "Keep the screen awake"),
// or that the browser would not: then the phone may dim as usual.
import { useLingui } from '@lingui/react/macro';
import type { WakeStatus } from './useWakeLock';

export function WakeSign({ status }: { status: WakeStatus }) {
  const { t } = useLingui();
  if (status === 'off') return null;
  const held = status === 'held';
  return (
    <p
      role="status"
      data-testid="wake-sign"
      data-status={status}
      className={`mx-auto mb-2 w-fit rounded-full px-3 py-1 text-xs ${
        held
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100'
      }`}
    >
      {held
        ? t`☀ Screen kept awake`
        : status === 'unsupported'
          ? t`This browser cannot keep the screen awake: it may dim as usual.`
          : t`The browser would not keep the screen awake (battery saver?): it may dim as usual.`}
    </p>
  );
}
