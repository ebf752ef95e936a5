// Byte-level helpers for share links: a growable byte writer, a bounds-checked reader, base64url
// without padding, CRC-32 and a lossless UTF-8 for JavaScript strings. Pure TypeScript, no DOM
// or Node APIs: runs in the browser and under Vitest alike.

import { english, words, type Words } from '../rules/words';

/**
 * Thrown by ByteReader on any malformed or short input; codec.ts turns it into an error value.
 * `message` is its English, `words` the same sentence for the page (src/rules/words.ts).
 */
export class ReadError extends Error {
  readonly words: Words;
  constructor(w: Words) {
    super(english(w));
    this.words = w;
    this.name = 'ReadError';
  }
}

/** The reasons a link's bytes can't be read, each a whole sentence. */
export const READ = {
  early: () => words(/*i18n*/ { id: 'link.data.early', message: 'The table data ends too early.' }),
  large: () =>
    words(/*i18n*/ { id: 'link.data.large', message: 'A number in the table data is too large.' }),
  badNumber: () =>
    words(
      /*i18n*/ {
        id: 'link.data.badNumber',
        message: 'A number in the table data is badly formed.',
      },
    ),
  longNumber: () =>
    words(
      /*i18n*/ { id: 'link.data.longNumber', message: 'A number in the table data is too long.' },
    ),
  longList: () =>
    words(
      /*i18n*/ {
        id: 'link.data.longList',
        message: 'A list in the table data is longer than the data.',
      },
    ),
  badName: () =>
    words(
      /*i18n*/ { id: 'link.data.badName', message: 'A name in the table data is not valid text.' },
    ),
};

/** Largest integer a varint may hold: 2^53 - 1, so every value is an exact JS number. */
const MAX_VARINT = Number.MAX_SAFE_INTEGER;
/** Integers of at most this size are stored as varints; anything else as a float64. */
const MAX_INT_NUMBER = 2 ** 50;

export class ByteWriter {
  private buf = new Uint8Array(256);
  private len = 0;

  byte(b: number): void {
    if (this.len === this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.len++] = b & 0xff;
  }

  bytes(bs: ArrayLike<number>): void {
    for (let i = 0; i < bs.length; i++) this.byte(bs[i]!);
  }

  /** Unsigned LEB128 for 0 … 2^53-1 (arithmetic, not bit operations, so no 32-bit wrap). */
  varint(n: number): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`varint out of range: ${n}`);
    while (n >= 0x80) {
      this.byte((n % 0x80) + 0x80);
      n = Math.floor(n / 0x80);
    }
    this.byte(n);
  }

  /**
   * Any JS number, exactly: whole numbers up to ±2^50 as a zigzag varint times two (even), every
   * other value (fractions, huge numbers, -0, NaN, ±Infinity) as 1 followed by a float64.
   */
  number(n: number): void {
    if (Number.isInteger(n) && Math.abs(n) <= MAX_INT_NUMBER && !Object.is(n, -0)) {
      const zigzag = n >= 0 ? n * 2 : -n * 2 - 1;
      this.varint(zigzag * 2);
    } else {
      this.varint(1);
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, n);
      for (let i = 0; i < 8; i++) this.byte(view.getUint8(i));
    }
  }

  /** Length-prefixed string (see utf8Encode). */
  string(s: string): void {
    const bs = utf8Encode(s);
    this.varint(bs.length);
    this.bytes(bs);
  }

  get length(): number {
    return this.len;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

export class ByteReader {
  private pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  get remaining(): number {
    return this.buf.length - this.pos;
  }

  byte(): number {
    if (this.pos >= this.buf.length) throw new ReadError(READ.early());
    return this.buf[this.pos++]!;
  }

  take(n: number): Uint8Array {
    if (n > this.remaining) throw new ReadError(READ.early());
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (value > MAX_VARINT) throw new ReadError(READ.large());
      if (b < 0x80) {
        // Canonical form only: no trailing zero groups (keeps one encoding per value).
        if (b === 0 && i > 0) throw new ReadError(READ.badNumber());
        return value;
      }
      scale *= 0x80;
    }
    throw new ReadError(READ.longNumber());
  }

  /** A count of items, each at least `minBytes` long: refuses counts the data cannot hold. */
  count(minBytes = 1): number {
    const n = this.varint();
    if (n * minBytes > this.remaining) throw new ReadError(READ.longList());
    return n;
  }

  number(): number {
    const v = this.varint();
    if (v === 1) {
      const view = new DataView(this.take(8).slice().buffer);
      return view.getFloat64(0);
    }
    if (v % 2 !== 0) throw new ReadError(READ.badNumber());
    const zigzag = v / 2;
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  string(): string {
    const n = this.varint();
    return utf8Decode(this.take(n));
  }
}

// ---- lossless UTF-8 ----
// TextEncoder turns a lone surrogate (possible in a JS string) into U+FFFD, which would change a
// name. These encode each code point as UTF-8 and a lone surrogate as its 3-byte form (WTF-8), so
// every JS string comes back exactly.

export function utf8Encode(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000)
      out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else
      out.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 0x3f),
        0x80 | ((cp >> 6) & 0x3f),
        0x80 | (cp & 0x3f),
      );
  }
  return Uint8Array.from(out);
}

/** Strict: refuses overlong forms, stray continuation bytes, code points past U+10FFFF and a
 *  surrogate pair written as two lone surrogates (the encoder never writes those). */
export function utf8Decode(bs: Uint8Array): string {
  const bad = () => new ReadError(READ.badName());
  const units: number[] = [];
  let prevLead = false;
  for (let i = 0; i < bs.length;) {
    const b = bs[i]!;
    let cp: number;
    let need: number;
    let min: number;
    if (b < 0x80) [cp, need, min] = [b, 0, 0];
    else if (b >= 0xc2 && b < 0xe0) [cp, need, min] = [b & 0x1f, 1, 0x80];
    else if (b >= 0xe0 && b < 0xf0) [cp, need, min] = [b & 0x0f, 2, 0x800];
    else if (b >= 0xf0 && b < 0xf5) [cp, need, min] = [b & 0x07, 3, 0x10000];
    else throw bad();
    if (i + need >= bs.length) throw bad();
    for (let k = 1; k <= need; k++) {
      const c = bs[i + k]!;
      if ((c & 0xc0) !== 0x80) throw bad();
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff) throw bad();
    i += need + 1;
    const isLead = cp >= 0xd800 && cp <= 0xdbff;
    const isTrail = cp >= 0xdc00 && cp <= 0xdfff;
    if (isTrail && prevLead) throw bad();
    prevLead = isLead;
    if (cp >= 0x10000)
      units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    else units.push(cp);
  }
  let s = '';
  for (let i = 0; i < units.length; i += 4096)
    s += String.fromCharCode(...units.slice(i, i + 4096));
  return s;
}

// ---- base64url (RFC 4648 §5, no padding) ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function base64UrlEncode(bs: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bs.length; i += 3) {
    const n = (bs[i]! << 16) | ((bs[i + 1] ?? 0) << 8) | (bs[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bs.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * Decodes base64url without padding. Null when a character is outside the alphabet; otherwise the
 * whole bytes it holds and `exact`: false when the text cannot be a complete encoding (a length
 * of 4k+1, or non-zero leftover bits), as when a link was cut off mid-character.
 */
export function base64UrlDecode(s: string): { bytes: Uint8Array; exact: boolean } | null {
  const out = new Uint8Array(Math.floor((s.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? LOOKUP[c]! : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  const exact = s.length % 4 !== 1 && (acc & ((1 << bits) - 1)) === 0;
  return { bytes: out, exact };
}

// ---- CRC-32 (IEEE 802.3, as in zip and PNG) ----

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bs: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bs.length; i++) c = CRC_TABLE[(c ^ bs[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The length of a string in UTF-8 bytes (a lone surrogate counts 3, as WTF-8 writes it). */
export function utf8Length(s: string): number {
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
