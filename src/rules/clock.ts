// Times as records keep them: ISO 8601 with the device's own zone, so a game night reads in the
// hours it was played. The engine never reads the clock; the store passes the time in.

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * `date` as 2026-11-27T20:15:03+01:00, in the zone of the device running this; with `ms`,
 * 20:15:03.250 (a game's start, which is part of its identity: two games a second apart differ).
 */
export function localTime(date: Date, ms = false): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    (ms ? `.${pad(date.getMilliseconds(), 3)}` : '') +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Milliseconds since 1970 of an ISO time, or null when it is not one. */
export function timeOf(at: string | undefined): number | null {
  if (!at) return null;
  const t = Date.parse(at);
  return Number.isFinite(t) ? t : null;
}

/** Whole minutes from one ISO time to another (rounded down), or null without both. */
export function minutesBetween(from: string | undefined, to: string | undefined): number | null {
  const a = timeOf(from);
  const b = timeOf(to);
  return a === null || b === null ? null : Math.max(0, Math.floor((b - a) / 60_000));
}
