// Times as records keep them: ISO 8601 with the device's own zone, so a game night reads in the
// hours it was played. The engine never reads the clock; the store passes the time in. Reading
// times back (records) is in record.ts, loaded with the records.

/** `date` as 2026-11-27T20:15:03.250+01:00, in the zone of the device running this. */
export function localTime(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const abs = Math.abs(offset);
  // The wall clock is UTC moved by the offset; its ISO text then takes the offset's sign.
  const two = (n: number) => String(100 + n).slice(1);
  return `${new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23)}${
    offset < 0 ? '-' : '+'
  }${two(Math.trunc(abs / 60))}:${two(abs % 60)}`;
}
