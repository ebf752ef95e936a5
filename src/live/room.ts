// A live table's two names. The edit link carries the edit key (128 random bits); the relay's
// room name is derived from it one way (SHA-256), and the view link carries only that name, so
// nobody holding the view link can work out the key. The relay checks the key against the room
// (server/relay.mjs, roomOf) and lets only devices that show it write.

/** Edit keys and room names: 32 hex digits. */
export const HEX128 = /^[0-9a-f]{32}$/;

/** The same prefix as the relay's ROOM_PREFIX: both sides must derive the same room. */
const ROOM_PREFIX = 'table-sense live room 1:';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');

/** A new edit key: 128 random bits from crypto.getRandomValues, as 32 hex digits. */
export function newEditKey(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** SHA-256 of text, its first 128 bits in hex. */
async function hash128(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  // crypto.subtle exists only in secure contexts; phones open `npm run host` at http://<LAN IP>.
  const digest = globalThis.crypto?.subtle
    ? new Uint8Array(await crypto.subtle.digest('SHA-256', data))
    : sha256(data);
  return hex(digest.subarray(0, 16));
}

/** The same prefixes as the relay's VIEW_PREFIX: both sides must derive the same hash. */
const VIEW_PREFIX = 'table-sense view link 1:';
const VIEW_TOKEN_PREFIX = 'table-sense view token 1:';

/**
 * A view link's token: derived from the edit key and the link's number, so every player works
 * out the same one, and a watcher, who has neither, cannot work out the next.
 */
export const viewToken = (key: string, epoch: number) =>
  hash128(`${VIEW_TOKEN_PREFIX}${key}:${epoch}`);

/** What the room keeps of a view link's token (the relay checks a watcher's token against it). */
export const viewHash = (token: string) => hash128(VIEW_PREFIX + token);

/** The room an edit key opens: the first 128 bits of SHA-256(prefix + key), in hex. */
export function roomOf(key: string): Promise<string> {
  return hash128(ROOM_PREFIX + key);
}

const K = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((h) => parseInt(h, 16)),
);

/** SHA-256 (FIPS 180-4), for pages without crypto.subtle; checked against node:crypto. */
export function sha256(data: Uint8Array): Uint8Array {
  const bits = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let at = 0; at < padded.length; at += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(at + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
    }
    let [a, b, c, d, e, f, g, hh] = Array.from(h);
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh! +
          (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) +
          ((e! & f!) ^ (~e! & g!)) +
          K[i]! +
          w[i]!) |
        0;
      const t2 =
        ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((x, i) => (h[i] = h[i]! + x!));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((x, i) => outView.setUint32(i * 4, x));
  return out;
}
