// Player names as people read them, look-alike and invisible ones too. Two names are the same
// player when they match after Unicode compatibility normalisation (NFKC: full-width "Ａｎａ" is
// "Ana"), with combining marks composed, invisible characters removed and case folded ("Straße" and
// "STRASSE"). Cyrillic "А" stays a different letter from Latin "A" there, so confusable letters
// from other scripts are folded to their Latin look-alike too — only for comparing, never shown.

/** Zero-width and other characters that take no space: a name made only of them is empty. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];
const invisible = (c: number) => INVISIBLE_RANGES.some(([a, b]) => c >= a && c <= b);

/** Cyrillic and Greek letters drawn like Latin ones (lower case, after folding). */
const CONFUSABLE: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** The name with invisible characters removed and outer spaces trimmed: empty means no name. */
export function visibleName(name: string): string {
  let out = '';
  for (const ch of name) if (!invisible(ch.codePointAt(0)!)) out += ch;
  return out.trim();
}

/** The key two names are compared by: equal keys are the same player. */
export function nameKey(name: string): string {
  const folded = visibleName(name)
    .normalize('NFKC')
    .toLowerCase()
    .toUpperCase() // folds ß to SS, ſ to S, …
    .toLowerCase()
    .normalize('NFKD')
    // Accents and other combining marks: "Ana" and "Ana" with an accent mark added read the same
    // at a glance across a table, so they may not be two players.
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ');
  let out = '';
  for (const ch of folded) out += CONFUSABLE[ch] ?? ch;
  return out;
}
