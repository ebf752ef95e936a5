// Keep the screen awake at the table (Screen Wake Lock API, where the browser has it). The lock
// is dropped by the browser when the tab is hidden, so it is asked for again on return.
import { useEffect, useState } from 'react';

/** Whether the screen is being kept awake: shown, so nobody wonders why the phone stays lit. */
export type WakeStatus = 'off' | 'held' | 'refused' | 'unsupported';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
};

export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock(enabled: boolean): WakeStatus {
  const [status, setStatus] = useState<WakeStatus>('off');
  useEffect(() => {
    if (!enabled) return setStatus('off');
    if (!wakeLockSupported()) return setStatus('unsupported');
    let lock: WakeLockSentinelLike | null = null;
    let cancelled = false;
    const acquire = () => {
      (navigator as WakeLockNavigator).wakeLock
        ?.request('screen')
        .then((l) => {
          if (cancelled) void l.release();
          else {
            lock = l;
            setStatus('held');
            // The browser drops the lock when the tab is hidden; it is asked for again on return.
            (l as { addEventListener?: (t: string, f: () => void) => void }).addEventListener?.(
              'release',
              () => !cancelled && setStatus('refused'),
            );
          }
        })
        .catch(() => {
          // Refused (battery saver, not visible): the app works the same, and says so.
          if (!cancelled) setStatus('refused');
        });
    };
    const onVisible = () => document.visibilityState === 'visible' && acquire();
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [enabled]);
  return status;
}
