// The live table's state in the header: Live · N devices, Reconnecting, Offline (moves are kept
// on this device and sent when it is back), or why moves are not being shared. Away from "live" it
// says when this device last heard from the others. Pressing it opens the live dialog.
import { useEffect, useState } from 'react';
import { useLive } from '../../live/session';
import { ago, type LiveStatus } from '../../live/status';

const WORDS: Record<Exclude<LiveStatus, 'live'>, string> = {
  offline: 'Offline · moves kept',
  joining: 'Joining the live table…',
  reconnecting: 'Reconnecting · moves kept',
  full: 'Not shared · room full',
  crowded: 'Not shared · no place',
  busy: 'Waiting · relay busy',
  unopened: 'Waiting for a player',
  network: 'Waiting · network busy',
  viewClosed: 'View link closed',
};

/** Now, again every `ms` while `on` (for "last heard … ago"). */
export function useNow(on: boolean, ms = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [on, ms]);
  return now;
}

export default function LiveBadge({ onOpen }: { onOpen: () => void }) {
  const room = useLive((s) => s.room);
  const status = useLive((s) => s.status);
  const devices = useLive((s) => s.devices);
  const viewOnly = useLive((s) => s.viewOnly);
  const heard = useLive((s) => s.heard);
  const away = status !== 'live' && status !== 'joining';
  const now = useNow(away && heard !== null);
  if (!room) return null;
  // A watcher says it watches: it is not one of the devices that play.
  const text =
    status === 'live'
      ? viewOnly
        ? `Watching · ${devices} ${devices === 1 ? 'device plays' : 'devices play'}`
        : `Live · ${devices} ${devices === 1 ? 'device' : 'devices'}`
      : WORDS[status];
  const tone =
    status === 'live'
      ? 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
      : status === 'full' || status === 'crowded' || status === 'viewClosed'
        ? 'border-rose-500 bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-100'
        : 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100';
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`min-h-11 max-w-full rounded-full border px-3 text-left text-sm leading-tight font-semibold ${tone}`}
      data-testid="live-badge"
      data-status={status}
      aria-label={away && heard !== null ? `${text}, others heard ${ago(now - heard)}` : text}
    >
      <span role="status">{text}</span>
      {away && heard !== null && (
        <span className="block text-xs font-normal" data-testid="live-heard">
          heard {ago(now - heard)}
        </span>
      )}
    </button>
  );
}
