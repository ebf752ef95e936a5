// Player names as people read them, look-alike and invisible ones too. Two names are the same
// player when they match after Unicode compatibility normalisation (NFKC: full-width "Ａｎａ" is
// "Ana"), with combining marks composed, invisible characters removed, blank ones read as spaces and
// case folded ("Straße" and "STRASSE"). Cyrillic "А" stays a different letter from Latin "A" there,
// so confusable letters from other scripts are folded to their Latin look-alike too — only for
// comparing, never shown. Control characters are refused outright (nameProblem).

/** Zero-width and other characters that take no space: a name made only of them is empty. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];
const invisible = (c: number) => INVISIBLE_RANGES.some(([a, b]) => c >= a && c <= b);

/**
 * Characters drawn as empty space of a letter's width (Braille blank, Hangul fillers): read as a
 * space, so "Ana" followed by one is "Ana".
 */
const BLANK = /[\u2800\u115f\u1160\u3164\uffa0]/gu;

/**
 * Control characters (C0, DEL, C1 such as NEL U+0085) and line or paragraph separators: nothing a
 * person types into a name, and they can break a line or hide inside it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * Letters of other scripts drawn like Latin ones, as written (case matters: Greek "Ν" is N, "ν" is
 * v). Covered: Cyrillic and Greek look-alikes, Cherokee capitals (their small forms fold to them),
 * IPA letters and Latin small capitals. A name wholly in one of those scripts is still allowed;
 * this only decides when two names are the same player.
 */
// prettier-ignore
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', Ѕ: 'S',
  І: 'I', Ј: 'J', Ү: 'Y', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'I', Ԁ: 'D', а: 'a', в: 'b', е: 'e', к: 'k', м: 'm',
  н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q',
  ԝ: 'w', ӏ: 'l', ү: 'y', һ: 'h',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T',
  Υ: 'Y', Χ: 'X', Ϲ: 'C', Ϳ: 'J', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p',
  τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j',
  // Cherokee capitals
  Ꭰ: 'D', Ꭱ: 'R', Ꭲ: 'T', Ꭵ: 'i', Ꭹ: 'y', Ꭺ: 'A', Ꭻ: 'J', Ꭼ: 'E', Ꮃ: 'W', Ꮇ: 'M', Ꮋ: 'H', Ꮍ: 'Y',
  Ꮐ: 'G', Ꮒ: 'h', Ꮓ: 'Z', Ꮟ: 'b', Ꮤ: 'W', Ꮩ: 'V', Ꮪ: 'S', Ꮮ: 'L', Ꮯ: 'C', Ꮲ: 'P', Ꮶ: 'K', Ꮷ: 'd',
  Ᏼ: 'B',
  // IPA letters and Latin small capitals
  ɑ: 'a', ɡ: 'g', ɩ: 'i', ɪ: 'i', ȷ: 'j', ʙ: 'b', ɢ: 'g', ʜ: 'h', ʟ: 'l', ɴ: 'n', ʀ: 'r', ʏ: 'y',
  ᴀ: 'a', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ᴊ: 'j', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o', ᴘ: 'p', ᴛ: 't', ᴜ: 'u', ᴠ: 'v',
  ᴡ: 'w', ᴢ: 'z', ꜰ: 'f', ꜱ: 's', ɛ: 'e', ɔ: 'c',
};

/** Each look-alike by itself and by its case-folded form (Cherokee capitals fold to small ones). */
const SKELETON: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const [k, v] of Object.entries(LOOK_ALIKE)) {
    m.set(k, v);
    const folded = k.toLowerCase();
    if (!m.has(folded) && !(folded in LOOK_ALIKE)) m.set(folded, v.toLowerCase());
  }
  return m;
})();
const skeleton = (s: string) => {
  let out = '';
  for (const ch of s) out += SKELETON.get(ch) ?? ch;
  return out;
};

/** Why a name (already trimmed) cannot be a player's, in plain words; null when it can. */
export function nameProblem(name: string): string | null {
  const control = CONTROL.exec(name);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `has a hidden control character (U+${code}) in it; a name may hold only what can be seen`;
  }
  if (!visibleName(name)) return 'is made only of invisible characters or blank space';
  return null;
}

/** The name with invisible characters removed and outer spaces trimmed: empty means no name. */
export function visibleName(name: string): string {
  let out = '';
  for (const ch of name) if (!invisible(ch.codePointAt(0)!)) out += ch;
  return out.replace(BLANK, ' ').trim();
}

/** The key two names are compared by: equal keys are the same player. */
export function nameKey(name: string): string {
  const folded = skeleton(visibleName(name).normalize('NFKC'))
    .toLowerCase()
    .toUpperCase() // folds ß to SS, ſ to S, …
    .toLowerCase()
    .normalize('NFKD')
    // Accents and other combining marks: "Ana" and "Ana" with an accent mark added read the same
    // at a glance across a table, so they may not be two players.
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ');
  // Again after folding: a look-alike's other case, or one that lost its accent above.
  return skeleton(folded).toLowerCase();
}
