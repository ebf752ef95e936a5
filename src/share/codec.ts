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
// 2005 Teams variant (see EDITION_VERSION below), and more tags for events:
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
// through readV1 and open with every event applied.
// Every event (links carry every event).
import '../rules/events/all';
// A link is input: its names are compared with Unicode's look-alike table.
import '../rules/confusables';
import { eventSpecs, eventSpec, VARIANT_SPECS, VARIANTS, type EventSpec } from '../rules';
import { loadScenario } from '../rules/scenario';
import type { AttackOption, GameEvent, PlayerInput, Scenario } from '../rules';
import {
  base64UrlDecode,
  base64UrlEncode,
  ByteReader,
  ByteWriter,
  crc32,
  ReadError,
  utf8Decode,
  utf8Encode,
} from './bytes';

/**
 * The newest link version this app reads (6: the rules edition; the city's blessing, day and
 * night, dice, a latecomer's join; 7: a vanguard's name).
 */
export const LINK_VERSION = 8;
/** The first version whose variant has no fixed width (an index past 7 follows the head). */
export const WIDE_VARIANT_VERSION = 8;
/** The first version that carries a vanguard's name (902.3): written only when one is named. */
const VANGUARD_NAME_VERSION = 7;
/** The first version that carries `options.edition` and the `teams` variant. */
const EDITION_VERSION = 6;
const EDITIONS_CODED = ['current', '2011', '2005'] as const;
/**
 * The version encodeTable writes when no event needs a newer one: a table of the events version 4
 * knew gets the very link it always did, and an older app still opens it.
 */
const BASE_VERSION = 4;
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
        message: string;
        /** For 'invalid-table': the rule the engine cited, when it cited one. */
        rule?: string;
      };
    };

// ---- shared pieces ----

const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];
/** Event kinds 0–6 and their tags are each event's own (rules/events, `link`). Version 3: kind 7
 * is an event links learned later, its tag in the next varint (life events; version 4: planar). */
const TAGGED_KIND = 7;
const FORMATS_CODED = ['commander', 'brawl'] as const;
/** Version 4: the Planechase option. */
const PLANECHASE_CODED = ['decks', 'single-deck'] as const;
const WHO_INLINE_MAX = 28;
const WHO_VARINT = 29;
const WHO_NONE = 30;
const WHO_LONG = 31;

const F = {
  version: 1,
  title: 2,
  options: 4,
  seating: 8,
  byRules: 16,
  seed: 32,
  startingPlayer: 64,
  startingTeam: 128,
  events: 256,
  attrs: 512,
} as const;

const isString = (v: unknown): v is string => typeof v === 'string';

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
  // The lowest version that carries every event (each event's `link.since`).
  let version = BASE_VERSION;
  for (const e of count ? s.events! : [])
    version = Math.max(version, eventSpec((e as { type?: unknown }).type)?.link.since ?? 0);
  if (s.options?.edition !== undefined) version = Math.max(version, EDITION_VERSION);
  // A variant new to the links needs the version that brought it (`teams`: 6), and one past the
  // eighth the version where the variant has no fixed width.
  version = Math.max(version, VARIANT_SPECS[s.variant]?.linkSince ?? 0);
  if (VARIANTS.indexOf(s.variant) > 7) version = Math.max(version, WIDE_VARIANT_VERSION);
  if (s.players?.some((p) => isString(p.vanguard?.name) && p.vanguard.name !== ''))
    version = Math.max(version, VANGUARD_NAME_VERSION);
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

/**
 * The head: the variant's index in its low three bits and the flags above them. From version 8 a
 * 7 there says the index goes on in a varint after the head (7 + n), so VARIANTS may grow past
 * eight; before it, 7 is `teams` itself.
 */
export function writeHead(w: ByteWriter, variant: number, flags: number, version: number): void {
  if (version < WIDE_VARIANT_VERSION) {
    if (variant > 7) throw new RangeError(`Variant ${variant} needs link version 8.`);
    return w.varint(variant + flags * 8);
  }
  w.varint(Math.min(variant, 7) + flags * 8);
  if (variant >= 7) w.varint(variant - 7);
}

/** Reads what writeHead wrote for `version`: the variant's index and the flags. */
export function readHead(r: ByteReader, version: number): { variant: number; flags: number } {
  const head = r.varint();
  const low = head % 8;
  const variant = low === 7 && version >= WIDE_VARIANT_VERSION ? 7 + r.varint() : low;
  return { variant, flags: Math.floor(head / 8) };
}

/** ref: even = index into `list` (exact match), odd = literal string. */
function writeRef(w: ByteWriter, value: string, list: readonly string[]): void {
  const i = list.indexOf(value);
  if (i >= 0) return w.varint(i * 2);
  const bytes = utf8Encode(value);
  w.varint(bytes.length * 2 + 1);
  w.bytes(bytes);
}

/** The version 1 body with the additions of `version` (3: life, 4: Planechase; see above). */
function writeV1(s: Scenario, version: number): Uint8Array {
  const v3 = version >= 3;
  const v4 = version >= 4;
  const w = new ByteWriter();
  const variant = VARIANTS.indexOf(s.variant);
  if (variant < 0) throw new RangeError(`Cannot encode unknown variant ${String(s.variant)}.`);
  const players: PlayerInput[] = Array.isArray(s.players) ? s.players : [];
  const names = players.map((p) => (isString(p.name) ? p.name : ''));
  const teams: string[] = [];
  for (const p of players) if (isString(p.team) && !teams.includes(p.team)) teams.push(p.team);
  const hasVanguard = (p: PlayerInput) =>
    v3 && typeof p.vanguard === 'object' && p.vanguard !== null;
  const attrs = players.some(
    (p) =>
      isString(p.team) ||
      p.role === 'emperor' ||
      p.role === 'general' ||
      p.range !== undefined ||
      hasVanguard(p),
  );

  let flags = 0;
  if (s.version !== undefined) flags |= F.version;
  if (isString(s.title)) flags |= F.title;
  if (s.options !== undefined && s.options !== null) flags |= F.options;
  if (s.seating !== undefined) flags |= F.seating | (s.seating === 'by-rules' ? F.byRules : 0);
  if (typeof s.seed === 'number') flags |= F.seed;
  if (isString(s.startingPlayer)) flags |= F.startingPlayer;
  if (isString(s.startingTeam)) flags |= F.startingTeam;
  if (Array.isArray(s.events)) flags |= F.events;
  if (attrs) flags |= F.attrs;
  writeHead(w, variant, flags, version);

  if (flags & F.title) w.string(s.title!);
  if (flags & F.options) {
    const o = s.options!;
    const range = o.rangeOfInfluence === undefined ? 0 : o.rangeOfInfluence === null ? 1 : 2;
    let attack = 0;
    if (o.attack !== undefined) {
      attack = ATTACKS.indexOf(o.attack) + 1;
      if (attack === 0) throw new RangeError(`Cannot encode attack option ${String(o.attack)}.`);
    }
    const bool = (b: boolean | undefined) => (b === undefined ? 0 : b ? 2 : 1);
    w.varint(range + attack * 4 + bool(o.deployCreatures) * 32 + bool(o.sharedTeamTurns) * 128);
    if (range === 2) w.number(o.rangeOfInfluence!);
    if (v3) {
      const format = FORMATS_CODED.indexOf(o.format as (typeof FORMATS_CODED)[number]) + 1;
      const life = typeof o.startingLife === 'number';
      w.varint(format + (life ? 4 : 0));
      if (life) w.number(o.startingLife!);
    }
    if (v4) {
      const planechase =
        o.planechase === undefined ? 0 : PLANECHASE_CODED.indexOf(o.planechase) + 1;
      if (planechase === 0 && o.planechase !== undefined)
        throw new RangeError(`Cannot encode Planechase option ${String(o.planechase)}.`);
      w.varint(planechase);
    }
    if (version >= EDITION_VERSION) {
      const edition = o.edition === undefined ? 0 : EDITIONS_CODED.indexOf(o.edition) + 1;
      if (edition === 0 && o.edition !== undefined)
        throw new RangeError(`Cannot encode rules edition ${String(o.edition)}.`);
      w.varint(edition);
    }
  }
  if (flags & F.seed) w.number(s.seed!);
  if (attrs) {
    w.varint(teams.length);
    for (const t of teams) w.string(t);
  }
  w.varint(players.length);
  players.forEach((p, i) => {
    w.string(names[i]!);
    if (!attrs) return;
    const role = p.role === 'emperor' ? 1 : p.role === 'general' ? 2 : 0;
    const range = p.range === undefined ? 0 : p.range === null ? 1 : 2;
    const team = isString(p.team) ? teams.indexOf(p.team) + 1 : 0;
    const vanguard = hasVanguard(p);
    if (v3) w.varint(role + range * 4 + (vanguard ? 16 : 0) + team * 32);
    else w.varint(role + range * 4 + team * 16);
    if (range === 2) w.number(p.range!);
    if (vanguard) {
      w.number(p.vanguard!.life);
      w.number(p.vanguard!.hand);
      if (version >= VANGUARD_NAME_VERSION)
        w.string(isString(p.vanguard!.name) ? p.vanguard!.name : '');
    }
  });
  if (flags & F.startingPlayer) writeRef(w, s.startingPlayer!, names);
  if (flags & F.startingTeam) writeRef(w, s.startingTeam!, teams);
  if (flags & F.events) {
    w.varint(s.events!.length);
    for (const e of s.events!) writeEvent(w, e, names, version);
  }
  return w.finish();
}

/** The link form of an event: its spec and the code of the form its fixed fields match. A form
 * whose fixed fields are all absent also stands for values no form lists (as links always did). */
function linkForm(e: GameEvent, version: number): { spec: EventSpec; code: number; form: Form } {
  const spec = eventSpec((e as { type?: unknown }).type);
  if (!spec || spec.link.since > version)
    throw new RangeError(`Cannot encode event type ${String(e.type)}.`);
  const ev = e as unknown as Record<string, unknown>;
  const { forms } = spec.link;
  const matches = (fixed: Readonly<Record<string, unknown>> = {}) =>
    Object.entries(fixed).every(([k, want]) => ev[k] === want);
  const form =
    forms.find((f) => matches(f.fixed)) ??
    forms.find((f) => Object.values(f.fixed ?? {}).every((x) => x === undefined));
  if (!form)
    throw new RangeError(`Cannot encode ${e.type} event ${JSON.stringify(e).slice(0, 80)}.`);
  return { spec, code: form.code, form };
}

/** A tail field by its key; `a.b` is field b of the object in field a (a join's player). */
function fieldAt(e: GameEvent, key: string): unknown {
  let at: unknown = e;
  for (const k of key.split('.'))
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[k] : undefined;
  return at;
}

function setFieldAt(e: Record<string, unknown>, key: string, value: unknown): void {
  const path = key.split('.');
  let at = e;
  for (const k of path.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
}

type Form = EventSpec['link']['forms'][number];
/** The tail of an event in this form: a field the form fixes is not written again. */
const tailOf = (spec: EventSpec, form: Form) =>
  (spec.link.tail ?? []).filter(({ key }) => form.fixed?.[key] === undefined);

function writeEvent(w: ByteWriter, e: GameEvent, names: readonly string[], version: number): void {
  const { spec, code, form } = linkForm(e, version);
  const kind = spec.link.tagged ? TAGGED_KIND : code;
  const ev = e as Partial<Record<'player' | 'players' | 'marker' | 'reason', unknown>>;
  const player = isString(ev.player) ? ev.player : undefined;
  const list = Array.isArray(ev.players) ? (ev.players as unknown[]).filter(isString) : undefined;
  const marker = typeof ev.marker === 'number' ? ev.marker : undefined;
  const index = player === undefined ? -1 : names.indexOf(player);

  if (list === undefined && marker === undefined && (player === undefined || index >= 0)) {
    if (player === undefined) w.byte(kind | (WHO_NONE << 3));
    else if (index <= WHO_INLINE_MAX) w.byte(kind | (index << 3));
    else {
      w.byte(kind | (WHO_VARINT << 3));
      w.varint(index - WHO_VARINT);
    }
  } else {
    w.byte(kind | (WHO_LONG << 3));
    const who = player === undefined ? 0 : index >= 0 ? 1 : 2;
    w.varint(who | (list ? 4 : 0) | (marker !== undefined ? 8 : 0));
    if (who === 1) w.varint(index);
    if (who === 2) w.string(player!);
    if (list) {
      w.varint(list.length);
      for (const name of list) writeRef(w, name, names);
    }
    if (marker !== undefined) w.number(marker);
  }
  if (spec.link.tagged) w.varint(code);
  for (const { key, as, optional } of tailOf(spec, form)) {
    const value = fieldAt(e, key);
    // An optional field: a byte says whether it follows.
    if (optional) {
      w.byte(value === undefined ? 0 : 1);
      if (value === undefined) continue;
    }
    if (as === 'name') writeRef(w, isString(value) ? value : '', names);
    else if (as === 'text') w.string(isString(value) ? value : '');
    else w.number(value as number);
  }
}

// ---- decoding (every version still supported) ----

/** Body readers by link version. A new version adds its reader here; old ones stay. */
type Decoded = { scenario: Scenario; cursor: number };
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
  if (undone > count) throw new ReadError('The table data undoes more events than it has.');
  return { scenario, cursor: count - undone };
}

/** The message of decodeTable's last guard; tests check that no input ever reaches it. */
export const UNEXPECTED = 'This link could not be read; it may be damaged.';

type Failure = Extract<DecodeResult, { ok: false }>;
const failure = (kind: DecodeErrorKind, message: string, rule?: string): Failure => ({
  ok: false,
  error: { kind, message, ...(rule ? { rule } : {}) },
});

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/**
 * A link fragment back to a scenario the engine accepts, or an error saying what is wrong.
 * Never throws, whatever the input.
 */
export function decodeTable(fragment: string): DecodeResult {
  try {
    return decode(fragment);
  } catch {
    // Every expected failure is a value below; this last guard only keeps a bug from escaping.
    return failure('malformed', UNEXPECTED);
  }
}

function decode(fragment: string): DecodeResult {
  if (typeof fragment !== 'string') return failure('malformed', 'This is not a table link.');
  // Any string this much longer is over the limit in bytes too: no need to measure it.
  if (fragment.length > MAX_FRAGMENT_BYTES + 1 || !fragmentFits(fragment))
    return failure(
      'too-long',
      `This link is too long to be a table link (over ${MAX_FRAGMENT_BYTES / 1024} KB); it was not opened.`,
    );
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const m = /^t([0-9]+)\.([\s\S]*)$/.exec(text);
  if (!m) {
    if (/^t[0-9]*$/.test(text)) return cutOff();
    return failure('malformed', 'This is not a table link: it does not start with a version mark.');
  }
  const digits = m[1]!;
  const version = digits.length > 15 ? Infinity : Number(digits);
  if (version > LINK_VERSION)
    return failure(
      'future-version',
      `This link was made by a newer version of the app (link format ${digits.length > 15 ? 'newer' : version}; this app reads up to ${LINK_VERSION}); update to open it.`,
    );
  const reader = DECODERS[version];
  if (!reader || digits !== String(version))
    return failure('unknown-version', `This link names an unknown link format "t${digits}".`);

  const payload = m[2]!;
  if (payload.length === 0) return cutOff();
  const decoded = base64UrlDecode(payload);
  if (!decoded)
    return failure(
      'malformed',
      'This table link contains characters a table link never has; it may have been changed.',
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
      'This table link has extra data at its end; it may have been changed.',
    );
  if (!exact)
    return failure('malformed', 'This table link is damaged: its last character is wrong.');
  const lengthAndBody = bytes.subarray(0, head + bodyLength);
  const c = bytes.subarray(head + bodyLength);
  const stored = ((c[0]! << 24) | (c[1]! << 16) | (c[2]! << 8) | c[3]!) >>> 0;
  if (stored !== checksum(version, lengthAndBody))
    return failure(
      'malformed',
      'This table link is damaged: its checksum does not match, so it was changed or mistyped.',
    );

  let scenario: Scenario;
  let cursor: number;
  try {
    const body = new ByteReader(bytes.subarray(head, head + bodyLength));
    ({ scenario, cursor } = reader(body));
    if (body.remaining !== 0) throw new ReadError('The table data has bytes left over.');
  } catch (e) {
    return readFailure(e);
  }

  const loaded = loadScenario(scenario);
  if (!loaded.ok) {
    const { message, rule } = loaded.error;
    return failure(
      'invalid-table',
      `This link describes a table the rules do not allow: ${message}${rule ? ` (rule ${rule})` : ''}`,
      rule,
    );
  }
  return { ok: true, scenario, cursor };
}

const cutOff = (): Failure =>
  failure('truncated', 'This table link is cut off; copy the whole link and try again.');

function readFailure(e: unknown): Failure {
  // The checksum matched, so a body that ends early is a bad link rather than a cut-off one.
  if (e instanceof ReadError)
    return failure('malformed', `This table link is damaged: ${e.message}`);
  throw e; // not expected: decodeTable's last guard reports it
}

function readRef(r: ByteReader, list: readonly string[]): string {
  const v = r.varint();
  if (v % 2 === 1) return utf8Decode(r.take((v - 1) / 2));
  const s = list[v / 2];
  if (s === undefined) throw new ReadError('A name in the table data refers to no one.');
  return s;
}

function readV1(r: ByteReader, version: number): Scenario {
  const v3 = version >= 3;
  const { variant: index, flags } = readHead(r, version);
  const variant = VARIANTS[index];
  // A variant is read only from the version that brought it (`teams`: 6).
  if (!variant || version < (VARIANT_SPECS[variant]?.linkSince ?? 0))
    throw new ReadError('The table data names an unknown variant.');
  if (flags >= 1024) throw new ReadError('The table data has unknown fields.');
  if (!(flags & F.seating) && flags & F.byRules)
    throw new ReadError('The table data has an unknown seating.');

  const s: Scenario = { variant, players: [] };
  if (flags & F.version) s.version = 1;
  if (flags & F.title) s.title = r.string();
  if (flags & F.options) {
    const o = r.varint();
    const range = o % 4;
    const attack = Math.floor(o / 4) % 8;
    const deploy = Math.floor(o / 32) % 4;
    const shared = Math.floor(o / 128);
    if (range === 3 || attack > 4 || deploy === 3 || shared > 2)
      throw new ReadError('The table data has unknown options.');
    const options: Scenario['options'] = {};
    if (range) options.rangeOfInfluence = range === 1 ? null : r.number();
    if (attack) options.attack = ATTACKS[attack - 1]!;
    if (deploy) options.deployCreatures = deploy === 2;
    if (shared) options.sharedTeamTurns = shared === 2;
    if (v3) {
      const l = r.varint();
      const format = l % 4;
      if (format === 3 || l >= 8) throw new ReadError('The table data has unknown options.');
      if (format) options.format = FORMATS_CODED[format - 1]!;
      if (l >= 4) options.startingLife = r.number();
    }
    if (version >= 4) {
      const planechase = r.varint();
      if (planechase > 2) throw new ReadError('The table data has unknown options.');
      if (planechase) options.planechase = PLANECHASE_CODED[planechase - 1]!;
    }
    if (version >= EDITION_VERSION) {
      const edition = r.varint();
      if (edition > 3) throw new ReadError('The table data has unknown options.');
      if (edition) options.edition = EDITIONS_CODED[edition - 1]!;
    }
    s.options = options;
  }
  if (flags & F.seating) s.seating = flags & F.byRules ? 'by-rules' : 'as-listed';
  if (flags & F.seed) s.seed = r.number();
  const teams: string[] = [];
  if (flags & F.attrs) {
    const n = r.count();
    for (let i = 0; i < n; i++) teams.push(r.string());
  }
  const count = r.count();
  const players: PlayerInput[] = [];
  for (let i = 0; i < count; i++) {
    const p: PlayerInput = { name: r.string() };
    if (flags & F.attrs) {
      const a = r.varint();
      const role = a % 4;
      const range = Math.floor(a / 4) % 4;
      const vanguard = v3 && Math.floor(a / 16) % 2 === 1;
      const team = Math.floor(a / (v3 ? 32 : 16));
      if (role === 3 || range === 3 || team > teams.length)
        throw new ReadError('The table data has an unknown player field.');
      if (team) p.team = teams[team - 1]!;
      if (role) p.role = role === 1 ? 'emperor' : 'general';
      if (range) p.range = range === 1 ? null : r.number();
      if (vanguard) {
        p.vanguard = { life: r.number(), hand: r.number() };
        const name = version >= VANGUARD_NAME_VERSION ? r.string() : '';
        if (name) p.vanguard.name = name;
      }
    }
    players.push(p);
  }
  s.players = players;
  const names = players.map((p) => p.name);
  if (flags & F.startingPlayer) s.startingPlayer = readRef(r, names);
  if (flags & F.startingTeam) s.startingTeam = readRef(r, teams);
  if (flags & F.events) {
    const n = r.count();
    const events: GameEvent[] = [];
    for (let i = 0; i < n; i++) events.push(readEvent(r, names, version));
    s.events = events;
  }
  return s;
}

/** The spec and form of a link event: by kind (0–6), or by tag after kind 7. */
function linkSpecOf(version: number, tagged: boolean, code: number) {
  for (const spec of eventSpecs()) {
    if (spec.link.tagged !== tagged || spec.link.since > version) continue;
    const form = spec.link.forms.find((f) => f.code === code);
    if (form) return { spec, form };
  }
  return null;
}

function readEvent(r: ByteReader, names: readonly string[], version: number): GameEvent {
  const b = r.byte();
  const kind = b & 7;
  const who = b >> 3;
  if (kind === TAGGED_KIND && version < 3)
    throw new ReadError('The table data has an unknown event.');
  const byIndex = (i: number) => {
    const name = names[i];
    if (name === undefined) throw new ReadError('An event in the table data refers to no one.');
    return name;
  };
  let player: string | undefined;
  let list: string[] | undefined;
  let marker: number | undefined;
  if (who <= WHO_INLINE_MAX) player = byIndex(who);
  else if (who === WHO_VARINT) player = byIndex(WHO_VARINT + r.varint());
  else if (who === WHO_LONG) {
    const f = r.varint();
    if (f >= 16 || (f & 3) === 3) throw new ReadError('The table data has an unknown event form.');
    if ((f & 3) === 1) player = byIndex(r.varint());
    if ((f & 3) === 2) player = r.string();
    if (f & 4) {
      const n = r.count();
      list = [];
      for (let i = 0; i < n; i++) list.push(readRef(r, names));
    }
    if (f & 8) marker = r.number();
  }
  const tagged = kind === TAGGED_KIND;
  const found = linkSpecOf(version, tagged, tagged ? r.varint() : kind);
  // Tagged events name one player at most: no list, no marker.
  if (tagged && (!found || list !== undefined || marker !== undefined))
    throw new ReadError('The table data has an unknown life event.');
  if (!found) throw new ReadError('The table data has an unknown event.');
  const { spec, form } = found;
  const e: Record<string, unknown> = { type: spec.type };
  if (player !== undefined) e.player = player;
  if (list !== undefined) e.players = list;
  if (marker !== undefined) e.marker = marker;
  for (const { key, as, optional } of tailOf(spec, form)) {
    if (optional && r.byte() === 0) continue;
    setFieldAt(e, key, as === 'name' ? readRef(r, names) : as === 'text' ? r.string() : r.number());
  }
  for (const [key, value] of Object.entries(form.fixed ?? {}))
    if (value !== undefined) e[key] = value;
  return e as unknown as GameEvent;
}
