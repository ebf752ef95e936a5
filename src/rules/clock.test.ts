// Times as records keep them: the device's own wall clock with its zone, read back to the same
// moment, in zones with half-hour and 45-minute offsets and on either side of UTC.
import { afterEach, describe, expect, it } from 'vitest';
import { localTime } from './clock';
import { minutesBetween } from './record';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('times with their zone', () => {
  for (const tz of [
    'UTC',
    'America/St_Johns',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'America/Los_Angeles',
  ])
    it(`${tz}: the wall clock with its offset, the same moment when read back`, () => {
      process.env.TZ = tz; // Node reads TZ again when it changes
      const d = new Date(2026, 10, 27, 20, 15, 3, 250);
      expect(localTime(d)).toMatch(/^2026-11-27T20:15:03\.250([+-]\d\d:\d\d)$/);
      expect(Date.parse(localTime(d))).toBe(d.getTime());
    });

  it('minutes between two times, whole, across zones; null without both', () => {
    expect(minutesBetween('2026-11-27T20:00:00+01:00', '2026-11-27T19:59:59Z')).toBe(59);
    expect(minutesBetween(undefined, '2026-11-27T19:59:59Z')).toBeNull();
  });
});
