// How long ago, in words a glance takes in ("just now", "40 s ago", "3 min ago", "2 h ago"), in
// the language shown: src/live/status.ts's `ago` says the same in English for the live code.
import { t } from '@lingui/core/macro';

export function agoWords(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 10) return t`just now`;
  if (seconds < 60) return t`${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t`${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return t`${hours} h ago`;
}
