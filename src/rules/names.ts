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
 * this only decides when two names are the same player. Each letter of LOOK_FROM stands over its
 * Latin look-alike in LOOK_TO: two strings rather than an object, as the first download has it.
 */
const LOOK_FROM =
  'АВЕКМНОРСТХЅІЈҮԚԜӀԀавекмнорстухіјѕԁԛԝӏүһΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿαβεικνορτυχϲϳᎠᎡᎢᎥᎩᎪᎫᎬᎳᎷᎻᎽᏀᏂᏃᏏᏔᏙᏚᏞᏟᏢᏦᏧᏴɑɡɩɪȷʙɢʜʟɴʀʏᴀᴄᴅᴇᴊᴋᴍᴏᴘᴛᴜᴠᴡᴢꜰꜱɛɔ';
const LOOK_TO =
  'ABEKMHOPCTXSIJYQWIDabekmhopctyxijsdqwlyhABEZHIKMNOPTYXCJabeikvoptuxcjDRTiyAJEWMHYGhZbWVSLCPKdBagiijbghlnryacdejkmoptuvwzfsec';

/** Each look-alike by itself and by its case-folded form (Cherokee capitals fold to small ones). */
const SKELETON: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const from = [...LOOK_FROM];
  const to = [...LOOK_TO];
  from.forEach((k, i) => m.set(k, to[i]!));
  from.forEach((k, i) => {
    const folded = k.toLowerCase();
    if (!m.has(folded)) m.set(folded, to[i]!.toLowerCase());
  });
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
