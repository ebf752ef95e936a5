// Share links: a whole table (setup, seating, seed and event log) as a short, URL-fragment-safe
// string, and back. Pure TypeScript — no DOM or Node APIs — so it runs in the browser and under
// Vitest alike. decodeTable never throws: every failure is an error value with a message.
//
// ## Link format
//
//     t<version>.<base64url payload>          e.g. "t2.AkEAcE…"
//
// The prefix names the format version in decimal; the payload uses only [A-Za-z0-9_-] (base64url
// without padding, RFC 4648 §5). A leading "#" is ignored when decoding, so a raw
// `location.hash` works too.
//
// Payload, every version:  varint(bodyLength) ‖ body ‖ CRC-32(big-endian)
// The CRC-32 covers varint(version) ‖ varint(bodyLength) ‖ body, so a link whose prefix or any
// byte was changed is refused as malformed, and a cut-off link (fewer bytes than the length says)
// as truncated.
//
// Body, version 1 (varint = unsigned LEB128; number = see ByteWriter.number; string = varint
// byte length + UTF-8, lone surrogates kept as WTF-8; ref = varint v, even: index v/2 into a list,
// odd: a literal string of (v-1)/2 bytes follows):
//
//     varint  head = variant (0–6, index in VARIANTS; 7 from version 6) | flags << 3
//             flags: 1 version:1 · 2 title · 4 options · 8 seating · 16 seating is by-rules
//                    32 seed · 64 startingPlayer · 128 startingTeam · 256 events
//                    512 players have attributes (team, role or range)
//     [title]    string
//     [options]  varint  range(0 absent, 1 null, 2 number) | attack(0 absent, 1–4) << 2
//                        | deploy(0 absent, 1 false, 2 true) << 5 | shared(same) << 7
//                [number  rangeOfInfluence]
//     [seed]     number
//     [attrs]    varint teamCount, teamCount × string   (distinct team names, first-seen order)
//     varint     playerCount, then per player:
//                string name; [attrs] varint role(0 –, 1 emperor, 2 general)
//                             | range(0 absent, 1 null, 2 number) << 2 | (team ? 1 + index : 0) << 4
//                             [number range]
//     [startingPlayer] ref into the player names
//     [startingTeam]   ref into the team names
//     [events]   varint count, then per event one byte b: kind = b & 7, who = b >> 3
//                kind: 0 endTurn · 1 win · 2 draw · 3 extraTurn · 4 leave · 5 leave concede
//                      · 6 leave lose (7 is not used)
//                who 0–28: player = players[who].name · 29: varint k follows, players[29 + k]
//                who 30: no player field · 31: long form — varint f follows:
//                  f & 3: player (0 absent, 1 varint index, 2 string) · f & 4: players list
//                  (varint count, count × ref) · f & 8: marker (number)
//
// Players in events are stored by seat index when the name equals a player's name exactly, so a
// typical event is one byte. A 12-player table with 100 events takes about 350 characters, a
// 40-player Grand Melee setup about 550 (see codec.test.ts) — well inside the targets of 600 and
// 1,500 without a compression step or any dependency.
//
// ## Round trip and normalisation
//
// decodeTable(encodeTable(s)) is deep-equal to s for every valid scenario, field by field and
// name by name (any Unicode, including lone surrogates). What is not kept:
// - keys whose value is `undefined` (an absent key comes back absent);
// - keys the Scenario types do not define (e.g. `{ "type": "win", "player": "A", "note": 1 }`
//   comes back without `note`; `reason` is kept only on leave events);
// - values of the wrong type that the engine ignores: a non-string `title`, a `null` team or role
//   (read as "none", as the engine does), a non-string `player` in an event or non-string
//   entries of an event's `players` list.
//
// Body, version 2: varint undone ‖ version 1 body
//     undone = how many events at the end of the list are undone (the link's history cursor is
//     events.length - undone). Undone events are kept, so the person who opens the link can redo
//     them exactly as the sender could; they are usually 0 and cost one byte.
//
// Body, version 3: varint undone ‖ version 1 body with three additions for life, each only
// where a version 3 body is read:
//     [options]  after the version 1 options: varint  format(0 absent, 1 commander, 2 brawl)
//                | startingLife(0 absent, 1 given) << 2, [number startingLife]
//     [attrs]    per player: varint role | range << 2 | vanguard(0/1) << 4 | team << 5
//                (the team index moves up one bit), [number range], [number life, number hand]
//     [events]   kind 7 = a life event: the who part as for other kinds, then varint sub:
//                0 life, 1 setLife, 2 poison (number amount, or `to`), 3 commanderDamage,
//                4 commanderDamage with commander 2, 5 commanderDamage with commander 1 given
//                (3–5: ref from, number amount)
//
// Body, version 4: the version 3 body with Planechase, each only where a
// version 4 body is read:
//     [options]  after the version 3 options: varint planechase (0 absent, 1 decks, 2 single-deck)
//     [events]   kind 7, further sub-kinds: 6 planarRoll blank, 7 planarRoll chaos,
//                8 planarRoll planeswalker, 9 planeswalk (no tail)
// A format 3 decoder refuses a format 4 link as made by a newer version (the prefix says so),
// and formats 1–3 keep decoding here through the same reader with the additions switched off.
//
// Body, version 5: the version 4 body, with two more tags for events:
//     [events]   kind 7, tag 10: a counter event (counters.ts): string counter, number amount;
//                tag 11: a designate event: string designation.
//
// Body, version 6: the version 5 body with the rules edition in the options and the
// 2005 Teams variant (see EDITION_VERSION, linkHead.ts), and more tags for events:
//     [events]   kind 7, tag 12: cityBlessing; 13 dayNight day, 14 dayNight night;
//                15–20: a roll of a d4, d6, d8, d10, d12, d20, then number result;
//                21 a coin flip's heads, 22 its tails (no tail: a field the form fixes is not
//                written after it);
//                30: a latecomer's join (a house rule): string player.name, [string
//                player.team], number seat, [number life]. Tails may have optional fields (a
//                byte 0 or 1 before each says whether it follows) and fields of a field
//                (`player.name`).
//
// Body, version 7 (current): the version 6 body with a vanguard's name (902.3):
//     [attrs]    after a vanguard's life and hand: string name ('' for none). Written only when
//                a vanguard is named; every other table keeps the link it had.
// Each event's kind, tag and tail are its own (rules/events, `link`); a table is written in the
// lowest version that carries its events, so a table without counter events keeps its version 4
// link, and a new counter needs no new version: its id travels as text.
//
// Body, version 8: the version 7 body where a variant past the eighth is written as head variant 7
// then varint (index − 7): the variant has no fixed width (so `teams`, index 7, is 7 then 0 in a
// version 8 link). Written only for a variant whose index needs it; no link made before changes.
//
// Body, version 6: the version 5 body with the rules edition:
//     head       variant 7 is `teams` (the 2005 rules' Teams variant)
//     [options]  after the version 4 options: varint edition (0 absent, 1 current, 2 2011,
//                3 2005)
// Only a table that names an edition (or the `teams` variant) is written as version 6; every
// other table keeps the link it had, and a table read without an edition is the current rules.
//
// ## Versions
//
// DECODERS maps each link version to its body reader. Version 1 links (no cursor) keep decoding
// through readV1 and open with every event applied. This file frames a body (length, checksum,
// version mark); the head and the versions are linkHead.ts's, the setup linkSetup.ts's and the
// events linkEvents.ts's.
// Every event (links carry every event).
import '../rules/events/all';
import '../rules/turns/load';
import { loadScenario } from '../rules/scenario';
import type { Scenario } from '../rules';
import {
  base64UrlDecode,
  base64UrlEncode,
  ByteReader,
  ByteWriter,
  crc32,
  ReadError,
  utf8Length,
} from './bytes';
import { english, words, type Words } from '../rules/words';
import { LINK_VERSION, linkVersionOf } from './linkHead';
import { readV1, writeV1 } from './linkSetup';

export { LINK_VERSION, readHead, WIDE_VARIANT_VERSION, writeHead } from './linkHead';

/** Fragments longer than this (in UTF-8 bytes) are refused before any decoding work. */
export const MAX_FRAGMENT_BYTES = 16 * 1024;

/**
 * Whether a link fragment (with or without its leading "#") is within the limit decodeTable
 * accepts. The share dialog asks the same question, so the app never offers a link it would then
 * refuse to open.
 */
export function fragmentFits(fragment: string): boolean {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  return text.length <= MAX_FRAGMENT_BYTES && utf8Length(text) <= MAX_FRAGMENT_BYTES;
}

export type DecodeErrorKind =
  'too-long' | 'malformed' | 'truncated' | 'future-version' | 'unknown-version' | 'invalid-table';

export type DecodeResult =
  | {
      ok: true;
      scenario: Scenario;
      /** How many of scenario.events are applied; the rest are undone (redo brings them back). */
      cursor: number;
    }
  | {
      ok: false;
      error: {
        kind: DecodeErrorKind;
        /** In English; `words` is the same sentence for the page (src/rules/words.ts). */
        message: string;
        words: Words;
        /** For 'invalid-table': the rule the engine cited, when it cited one. */
        rule?: string;
      };
    };

// ---- the checksum, for encoding and decoding ----

function versionBytes(version: number): Uint8Array {
  const w = new ByteWriter();
  w.varint(version);
  return w.finish();
}

/** CRC-32 over varint(version) ‖ lengthAndBody. */
function checksum(version: number, lengthAndBody: Uint8Array): number {
  const v = versionBytes(version);
  const all = new Uint8Array(v.length + lengthAndBody.length);
  all.set(v);
  all.set(lengthAndBody, v.length);
  return crc32(all);
}

// ---- encoding (always the current version) ----

/**
 * The table as a link fragment: `t3.` followed by base64url. Deterministic: the same scenario
 * always gives the same string. `cursor` is how many events are applied (default: all); events
 * after it travel as undone. Expects a Scenario as the types describe it (anything loadScenario
 * accepts encodes); a variant or attack option outside the types, or a cursor outside
 * 0…events.length, throws RangeError.
 */
export function encodeTable(s: Scenario, cursor?: number): string {
  const count = Array.isArray(s.events) ? s.events.length : 0;
  const applied = cursor ?? count;
  if (!Number.isSafeInteger(applied) || applied < 0 || applied > count)
    throw new RangeError(`Cannot encode cursor ${String(cursor)} for ${count} events.`);
  const version = linkVersionOf(s);
  const w = new ByteWriter();
  w.varint(count - applied);
  w.bytes(writeV1(s, version));
  const body = w.finish();
  const framed = new ByteWriter();
  framed.varint(body.length);
  framed.bytes(body);
  const lengthAndBody = framed.finish();
  const crc = checksum(version, lengthAndBody);
  framed.bytes([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]);
  return `t${version}.${base64UrlEncode(framed.finish())}`;
}

// ---- decoding (every version still supported) ----

/** Body readers by link version. A new version adds its reader here; old ones stay. */
export type Decoded = { scenario: Scenario; cursor: number };
const DECODERS: Readonly<Record<number, (body: ByteReader) => Decoded>> = {
  1: (r) => {
    const scenario = readV1(r, 1);
    return { scenario, cursor: scenario.events?.length ?? 0 };
  },
  2: (r) => withCursor(r, 2),
  3: (r) => withCursor(r, 3),
  4: (r) => withCursor(r, 4),
  5: (r) => withCursor(r, 5),
  6: (r) => withCursor(r, 6),
  7: (r) => withCursor(r, 7),
  8: (r) => withCursor(r, 8),
};

function withCursor(r: ByteReader, version: number): Decoded {
  const undone = r.varint();
  const scenario = readV1(r, version);
  const count = scenario.events?.length ?? 0;
  if (undone > count)
    throw new ReadError(
      words(
        /*i18n*/ {
          id: 'link.data.undone',
          message: 'The table data undoes more events than it has.',
        },
      ),
    );
  return { scenario, cursor: count - undone };
}

/** The message of decodeTable's last guard; tests check that no input ever reaches it. */
export const UNEXPECTED = 'This link could not be read; it may be damaged.';

type Failure = Extract<DecodeResult, { ok: false }>;
const failure = (kind: DecodeErrorKind, w: Words, rule?: string): Failure => ({
  ok: false,
  error: { kind, message: english(w), words: w, ...(rule ? { rule } : {}) },
});

/**
 * A link fragment back to a scenario the engine accepts, or an error saying what is wrong; names
 * compare by the look-alike table in force (what reads links loads it: decodeLink.ts, which
 * calls the two steps below apart, loading it between them only when a name needs it). Never
 * throws, whatever the input.
 */
export function decodeTable(fragment: string): DecodeResult {
  return guarded(() => {
    const r = read(fragment);
    return r.ok ? check(r) : r;
  });
}
export const readTable = (fragment: string) => guarded(() => read(fragment));
export const checkTable = (decoded: Decoded) => guarded(() => check(decoded));

function guarded(work: () => DecodeResult): DecodeResult {
  try {
    return work();
  } catch {
    // Every expected failure is a value below; this last guard only keeps a bug from escaping.
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.unexpected',
          message: 'This link could not be read; it may be damaged.',
        },
      ),
    );
  }
}

function read(fragment: string): DecodeResult {
  if (typeof fragment !== 'string')
    return failure(
      'malformed',
      words(/*i18n*/ { id: 'link.notLink', message: 'This is not a table link.' }),
    );
  // Any string this much longer is over the limit in bytes too: no need to measure it.
  if (fragment.length > MAX_FRAGMENT_BYTES + 1 || !fragmentFits(fragment))
    return failure(
      'too-long',
      words(
        /*i18n*/ {
          id: 'link.tooLong',
          message: 'This link is too long to be a table link (over {kb} KB); it was not opened.',
        },
        { kb: MAX_FRAGMENT_BYTES / 1024 },
      ),
    );
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const m = /^t([0-9]+)\.([\s\S]*)$/.exec(text);
  if (!m) {
    if (/^t[0-9]*$/.test(text)) return cutOff();
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.noVersion',
          message: 'This is not a table link: it does not start with a version mark.',
        },
      ),
    );
  }
  const digits = m[1]!;
  const version = digits.length > 15 ? Infinity : Number(digits);
  if (version > LINK_VERSION)
    return failure(
      'future-version',
      digits.length > 15
        ? words(
            /*i18n*/ {
              id: 'link.future.huge',
              message:
                'This link was made by a newer version of the app (link format newer; this app reads up to {most}); update to open it.',
            },
            { most: LINK_VERSION },
          )
        : words(
            /*i18n*/ {
              id: 'link.future',
              message:
                'This link was made by a newer version of the app (link format {version}; this app reads up to {most}); update to open it.',
            },
            { version, most: LINK_VERSION },
          ),
    );
  const reader = DECODERS[version];
  if (!reader || digits !== String(version))
    return failure(
      'unknown-version',
      words(
        /*i18n*/ {
          id: 'link.unknownVersion',
          message: 'This link names an unknown link format "t{digits}".',
        },
        { digits },
      ),
    );

  const payload = m[2]!;
  if (payload.length === 0) return cutOff();
  const decoded = base64UrlDecode(payload);
  if (!decoded)
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.characters',
          message:
            'This table link contains characters a table link never has; it may have been changed.',
        },
      ),
    );
  const { bytes, exact } = decoded;

  // Frame: varint(bodyLength) ‖ body ‖ crc32. A link cut off anywhere after its first few
  // characters still holds the length, so it is recognised as cut off rather than damaged.
  const frame = new ByteReader(bytes);
  let bodyLength: number;
  try {
    bodyLength = frame.varint();
  } catch (e) {
    if (e instanceof ReadError && frame.remaining === 0) return cutOff();
    return readFailure(e);
  }
  const head = bytes.length - frame.remaining;
  const expected = head + bodyLength + 4;
  if (bytes.length < expected) return cutOff();
  if (bytes.length > expected)
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.extra',
          message: 'This table link has extra data at its end; it may have been changed.',
        },
      ),
    );
  if (!exact)
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.lastCharacter',
          message: 'This table link is damaged: its last character is wrong.',
        },
      ),
    );
  const lengthAndBody = bytes.subarray(0, head + bodyLength);
  const c = bytes.subarray(head + bodyLength);
  const stored = ((c[0]! << 24) | (c[1]! << 16) | (c[2]! << 8) | c[3]!) >>> 0;
  if (stored !== checksum(version, lengthAndBody))
    return failure(
      'malformed',
      words(
        /*i18n*/ {
          id: 'link.checksum',
          message:
            'This table link is damaged: its checksum does not match, so it was changed or mistyped.',
        },
      ),
    );

  let scenario: Scenario;
  let cursor: number;
  try {
    const body = new ByteReader(bytes.subarray(head, head + bodyLength));
    ({ scenario, cursor } = reader(body));
    if (body.remaining !== 0)
      throw new ReadError(
        words(
          /*i18n*/ { id: 'link.data.leftOver', message: 'The table data has bytes left over.' },
        ),
      );
  } catch (e) {
    return readFailure(e);
  }
  return { ok: true, scenario, cursor };
}

function check({ scenario, cursor }: Decoded): DecodeResult {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) {
    const { message, rule } = loaded.error;
    const why = loaded.error.words ?? message;
    return failure(
      'invalid-table',
      rule
        ? words(
            /*i18n*/ {
              id: 'link.invalid.rule',
              message: 'This link describes a table the rules do not allow: {why} (rule {rule})',
            },
            { why, rule },
          )
        : words(
            /*i18n*/ {
              id: 'link.invalid',
              message: 'This link describes a table the rules do not allow: {why}',
            },
            { why },
          ),
      rule,
    );
  }
  return { ok: true, scenario, cursor };
}

const cutOff = (): Failure =>
  failure(
    'truncated',
    words(
      /*i18n*/ {
        id: 'link.cutOff',
        message: 'This table link is cut off; copy the whole link and try again.',
      },
    ),
  );

function readFailure(e: unknown): Failure {
  // The checksum matched, so a body that ends early is a bad link rather than a cut-off one.
  if (e instanceof ReadError)
    return failure(
      'malformed',
      words(
        /*i18n*/ { id: 'link.damaged', message: 'This table link is damaged: {why}' },
        { why: e.words },
      ),
    );
  throw e; // not expected: decodeTable's last guard reports it
}
