// A name cut to fit a line of a notice. In the engine's words, not the library's: a name the app
// made ("Free-for-All · 27 Nov 2026") is worded in the language shown first and cut after, so
// the cut never leaves English the page would have translated (words.ts, `cut`).

/**
 * A table's name in a notice of one line: whole when it fits in `max` characters, else cut after
 * its last whole word that fits, with "…"; a generated name ("Emperor · 27 Nov 2026") rather
 * after a whole part, so it never ends in half a date. A first word longer than that is shown
 * whole: a name is never cut mid-word.
 */
export function shortName(name: string, max: number): string {
  if (name.length <= max) return name;
  const head = name.slice(0, max - 1);
  const part = head.lastIndexOf(' · ');
  if (part >= max / 3) return `${name.slice(0, part)}…`;
  const words = /\s/.test(name[max - 1]!) ? head : head.replace(/\S+$/u, '');
  const cut = words.replace(/[\s·,;:–—-]+$/u, '');
  return cut ? `${cut}…` : (name.split(/\s/u)[0] ?? name);
}
