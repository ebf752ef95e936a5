// A device tells the truth about its link: never "live" while its moves cannot be shared.
import { describe, expect, it } from 'vitest';
import { CLOSED, MESSAGE_TOO_BIG, POLICY } from './limits';
import { ago, liveStatus, type LinkFacts } from './status';

const up: LinkFacts = { online: true, connected: true, synced: true, closed: null, was: 'live' };

describe('what a live device says about its link', () => {
  it('connected and in step is live', () => {
    expect(liveStatus(up)).toBe('live');
  });

  it('a full room is said to be full, even when the socket comes back or the network goes', () => {
    for (const closed of [CLOSED.full, MESSAGE_TOO_BIG]) {
      expect(liveStatus({ ...up, closed })).toBe('full');
      expect(liveStatus({ ...up, closed, online: false })).toBe('full');
    }
  });

  it('a watcher whose view link was closed says so, even online and connected', () => {
    expect(liveStatus({ ...up, closed: CLOSED.viewClosed })).toBe('viewClosed');
  });

  it('a device the relay did not let in says why instead of joining for ever', () => {
    const out = { ...up, connected: false, synced: false, was: 'joining' as const };
    expect(liveStatus({ ...out, closed: CLOSED.crowded })).toBe('crowded');
    expect(liveStatus({ ...out, closed: CLOSED.busy })).toBe('busy');
    expect(liveStatus({ ...out, closed: CLOSED.unopened })).toBe('unopened');
    expect(liveStatus({ ...out, closed: CLOSED.network })).toBe('network');
    // Asked again and let in: live, whatever refused it before.
    expect(liveStatus({ ...up, closed: CLOSED.network })).toBe('live');
    expect(liveStatus({ ...out, closed: null })).toBe('joining');
  });

  it('cut off for writing too fast, or dropped, it is reconnecting; offline when the browser says so', () => {
    const down = { ...up, connected: false, synced: false };
    expect(liveStatus({ ...down, closed: POLICY })).toBe('reconnecting');
    expect(liveStatus({ ...down, closed: null })).toBe('reconnecting');
    expect(liveStatus({ ...down, online: false })).toBe('offline');
    // Connected but not yet in step with the room: its moves may not have reached it.
    expect(liveStatus({ ...up, synced: false })).toBe('reconnecting');
  });

  it('how long ago reads at a glance', () => {
    expect(ago(3_000)).toBe('just now');
    expect(ago(40_000)).toBe('40 s ago');
    expect(ago(185_000)).toBe('3 min ago');
    expect(ago(2 * 3_600_000 + 5)).toBe('2 h ago');
  });
});
