// What a device says about its link to the others, from what the relay and the browser last told
// it. Whatever the cause, a device that cannot share its moves never says "live".
import { CLOSED, MESSAGE_TOO_BIG } from './limits';

export type LiveStatus =
  /** Opening the room: nothing heard from the relay yet. */
  | 'joining'
  | 'live'
  | 'reconnecting'
  /** The browser says it has no network: moves are kept here and sent when it is back. */
  | 'offline'
  /** The room's shared table is at the relay's limit: moves stay on this device. */
  | 'full'
  /** The room holds as many devices as the relay allows; this one was not let in. */
  | 'crowded'
  /** The relay holds as many rooms as it allows; it is asked again by itself. */
  | 'busy'
  /** Watching a table no player has open yet; asked again by itself. */
  | 'unopened'
  /** Too many devices on this device's network use the relay; asked again by itself. */
  | 'network'
  /** A watcher whose view link the players closed. */
  | 'viewClosed';

export interface LinkFacts {
  online: boolean;
  connected: boolean;
  synced: boolean;
  /** The code the relay last closed this device's socket with, until it is live again. */
  closed: number | null;
  was: LiveStatus;
}

/** Close codes after which this device stops asking the relay by itself. */
export const FINAL_CLOSE: readonly number[] = [
  CLOSED.full,
  MESSAGE_TOO_BIG,
  CLOSED.crowded,
  CLOSED.viewClosed,
];

export function liveStatus({ online, connected, synced, closed, was }: LinkFacts): LiveStatus {
  if (closed === CLOSED.full || closed === MESSAGE_TOO_BIG) return 'full';
  if (closed === CLOSED.viewClosed) return 'viewClosed';
  if (!online) return 'offline';
  if (connected && synced) return 'live';
  if (closed === CLOSED.crowded) return 'crowded';
  if (closed === CLOSED.busy) return 'busy';
  if (closed === CLOSED.unopened) return 'unopened';
  if (closed === CLOSED.network) return 'network';
  return was === 'joining' && !synced ? 'joining' : 'reconnecting';
}

/** How long ago, in words a glance takes in: "just now", "40 s ago", "3 min ago", "2 h ago". */
export function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 10) return 'just now';
  if (s < 60) return `${s} s ago`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ago`;
  return `${Math.floor(min / 60)} h ago`;
}
