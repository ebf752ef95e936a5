// The live table's state in the header: Live · N devices, Reconnecting, or Offline (moves are kept
// on this device and sent when it is back). Pressing it opens the live dialog.
import { useLive } from '../../live/session';

export default function LiveBadge({ onOpen }: { onOpen: () => void }) {
  const room = useLive((s) => s.room);
  const status = useLive((s) => s.status);
  const devices = useLive((s) => s.devices);
  if (!room) return null;
  const text =
    status === 'live'
      ? `Live · ${devices} ${devices === 1 ? 'device' : 'devices'}`
      : status === 'offline'
        ? 'Offline (changes kept and sent when back)'
        : status === 'joining'
          ? 'Joining the live table…'
          : 'Reconnecting';
  const tone =
    status === 'live'
      ? 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
      : 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100';
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`min-h-11 rounded-full border px-3 text-sm font-semibold ${tone}`}
      data-testid="live-badge"
    >
      <span role="status">{text}</span>
    </button>
  );
}
