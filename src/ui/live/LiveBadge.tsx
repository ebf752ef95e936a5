// The live table's state in the header: Live · N devices, Reconnecting, Offline (moves are kept
// on this device and sent when it is back), or why moves are not being shared. Away from "live" it
// says when this device last heard from the others. Pressing it opens the live dialog.
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import { useLive } from '../../live/session';
import type { LiveStatus } from '../../live/status';
import { agoWords } from './ago';

/** What the badge says away from "live": the state, then a note (each kept to one line). */
const WORDS: Record<
  Exclude<LiveStatus, 'live'>,
  readonly [MessageDescriptor, MessageDescriptor?]
> = {
  offline: [msg`Offline`, msg`moves kept`],
  joining: [msg`Joining the live table…`],
  reconnecting: [msg`Reconnecting`, msg`moves kept`],
  full: [msg`Not shared`, msg`room full`],
  crowded: [msg`Not shared`, msg`no place`],
  busy: [msg`Waiting`, msg`relay busy`],
  unopened: [msg`Waiting for a player`],
  network: [msg`Waiting`, msg`network busy`],
  viewClosed: [msg`View link closed`],
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
  useCatalog('live');
  const { t, i18n } = useLingui();
  const room = useLive((s) => s.room);
  const status = useLive((s) => s.status);
  const devices = useLive((s) => s.devices);
  const viewOnly = useLive((s) => s.viewOnly);
  const heard = useLive((s) => s.heard);
  const away = status !== 'live' && status !== 'joining';
  const now = useNow(away && heard !== null);
  if (!room) return null;
  // A watcher says it watches: it is not one of the devices that play.
  const [state, note] =
    status === 'live'
      ? [
          viewOnly
            ? plural(devices, {
                one: 'Watching · # device plays',
                other: 'Watching · # devices play',
              })
            : plural(devices, { one: 'Live · # device', other: 'Live · # devices' }),
        ]
      : [i18n._(WORDS[status][0]), WORDS[status][1] && i18n._(WORDS[status][1])];
  const text = note ? `${state} · ${note}` : state;
  const when = away && heard !== null ? agoWords(now - heard) : null;
  const heardText = when === null ? null : t`heard ${when}`;
  // Two lines at most on a phone's header: the state, then the note and when others were heard.
  const second = [note, heardText].filter(Boolean).join(' · ');
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
      aria-label={when === null ? text : t`${text}, others heard ${when}`}
    >
      <span role="status" className="block">
        {state}
        {note && <span className="sr-only"> · {note}</span>}
      </span>
      {second && (
        <span className="block text-xs font-normal" aria-hidden="true" data-testid="live-heard">
          {second}
        </span>
      )}
    </button>
  );
}
