// Player names as people read them, look-alike and invisible ones too. Two names are the same
// player when they match after Unicode compatibility normalisation (NFKC: full-width "Ａｎａ" is
// "Ana"), with combining marks dropped, invisible characters removed, blank ones read as spaces and
// case folded ("Straße" and "STRASSE"). Cyrillic "А" stays a different letter from Latin "A" there,
// so look-alike characters are folded to their prototype by Unicode's own table too (TR39
// skeletons) — only for comparing, never shown. Control and direction characters, and letters
// buried under accent marks, are refused outright (nameProblem).

import { english, words, type Words } from './words';

/** The longest name a player may have (a seat has room for it). */
export const MAX_NAME_LENGTH = 40;

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
 * Unicode's look-alike table (TR39's confusables: each character's prototype, "Ꮢ" → "R", "m" →
 * "rn"), put in force by `rules/confusables.ts`, which whatever reads names from input loads (the
 * setup form, the gathering, files, live records, and a link with a name outside ASCII). Until
 * then names compare without it. `extra` holds look-alikes TR39 leaves out, read before the table.
 */
let prototypes: Readonly<Record<string, string>> | null = null;
let extra: Readonly<Record<string, string>> = {};
/** Whether `prototypes` is only the table's ASCII part (rules/confusablesAscii.ts). */
let asciiOnly = false;

/**
 * Puts Unicode's look-alike table in force for comparing names (rules/confusables.ts), with
 * `more` read before it; `ascii` says it is only the table's ASCII part, which never replaces
 * the whole table.
 */
export function installConfusables(
  table: Readonly<Record<string, string>>,
  more: Readonly<Record<string, string>> = {},
  ascii = false,
): void {
  if (ascii && prototypes && !asciiOnly) return;
  prototypes = table;
  extra = more;
  asciiOnly = ascii;
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** TR39's skeleton: each character of the decomposed text by its prototype, decomposed again. */
const skeleton = (s: string) => {
  if (!prototypes) return s;
  let out = '';
  for (const ch of s.normalize('NFD'))
    out += own(extra, ch) ? extra[ch] : own(prototypes, ch) ? prototypes[ch] : ch;
  return out.normalize('NFD');
};

/**
 * Direction controls (U+202A–202E, U+2066–2069, U+200E–200F, U+061C): invisible, they can make a
 * name, and the text after it, read backwards ("Bob\u202Eevil" shows as "Boblive").
 */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

/** Accent and other combining marks one letter may carry: Vietnamese needs two, Zalgo text many. */
export const MAX_MARKS = 4;

/** Emoji and the characters that join them into one picture (ZWJ, VS16, keycaps, flag tags). */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** One segmenter for every name: making one costs more than segmenting (it was most of opening a
 * 100-seat link on a slow phone, called twice per player). */
let graphemes: Intl.Segmenter | null | undefined;
/** Printable ASCII: every character is a letter of its own, no segmenter needed. */
const PLAIN = /^[\x20-\x7e]*$/;

/** The name's letters with what each carries (grapheme clusters), or its characters without Intl. */
const letters = (s: string): string[] => {
  if (PLAIN.test(s)) return [...s];
  if (graphemes === undefined)
    graphemes =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  return graphemes ? Array.from(graphemes.segment(s), (x) => x.segment) : [...s];
};

/** What is wrong with a name (already trimmed): its kind, and the character's code where one is. */
export interface NameFault {
  kind: 'control' | 'bidi' | 'blank' | 'marks';
  code?: string;
}

/** What is wrong with a name (already trimmed); null when it can be a player's. */
export function nameFault(name: string): NameFault | null {
  const control = CONTROL.exec(name);
  if (control) return { kind: 'control', code: hex(control[0]) };
  const bidi = BIDI.exec(name);
  if (bidi) return { kind: 'bidi', code: hex(bidi[0]) };
  if (!visibleName(name)) return { kind: 'blank' };
  const heavy = letters(name.normalize('NFD')).find(
    (l) => !EMOJI.test(l) && (l.match(/\p{M}/gu)?.length ?? 0) > MAX_MARKS,
  );
  return heavy ? { kind: 'marks' } : null;
}

/**
 * Why a name cannot be used, as a whole sentence: whose name it is (a listed player's, by number,
 * a newcomer's, or just "the name") and what is wrong with it.
 */
export function nameFaultWords(
  fault: NameFault,
  whose: { player: number } | 'newcomer' | 'name',
): Words {
  return words(
    /*i18n*/ {
      id: 'name.problem',
      message:
        "{whose, select, player {Player {n}'s name} newcomer {The newcomer's name} other {The name}} {kind, select, control {has a hidden control character (U+{code}) in it; a name may hold only what can be seen} bidi {has a hidden direction control (U+{code}) in it, which can make it read backwards} blank {is made only of invisible characters or blank space} other {has a letter carrying more than {max} accent marks, which spill onto the lines around it}}.",
    },
    {
      whose: typeof whose === 'string' ? whose : 'player',
      n: typeof whose === 'string' ? 0 : whose.player,
      kind: fault.kind,
      code: fault.code ?? '',
      max: MAX_MARKS,
    },
  );
}

/**
 * Why a name (already trimmed) cannot be a player's, as English words that follow "the name";
 * null when it can. For code that still words it in English only (nameFaultWords is the message).
 */
export function nameProblem(name: string): string | null {
  const f = nameFault(name);
  return f && english(nameFaultWords(f, 'name')).slice('The name '.length, -1);
}

const hex = (ch: string) => ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/**
 * The name with invisible characters removed and outer spaces trimmed: empty means no name. An
 * emoji keeps what joins it into one picture (a family stays one emoji, not four).
 */
export function visibleName(name: string): string {
  // Printable ASCII holds no invisible, blank or emoji character: only the trim is left (each
  // character's range test was most of checking a 100-seat link's names on a slow phone).
  if (PLAIN.test(name)) return name.trim();
  let out = '';
  for (const l of letters(name)) {
    if (EMOJI.test(l)) out += l;
    else for (const ch of l) if (!invisible(ch.codePointAt(0)!)) out += ch;
  }
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
