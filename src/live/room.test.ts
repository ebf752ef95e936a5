// The live table's two links: the view link carries only a name derived one way from the edit
// key, and the page and the relay derive the same name.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../router/router';
import { formatRoute } from '../router/router';
import { HEX128, newEditKey, roomOf, sha256, viewHash, viewToken } from './room';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf as relayRoomOf, viewHashOf } from '../../server/relay.mjs';

describe('live room names', () => {
  it('a view link’s token: each number its own, hashed as the relay hashes it, and round-tripped in the address', async () => {
    const key = newEditKey();
    const [one, two] = [await viewToken(key, 1), await viewToken(key, 2)];
    expect(HEX128.test(one)).toBe(true);
    expect(one).not.toBe(two);
    expect(await viewToken(key, 1)).toBe(one);
    expect(await viewHash(one)).toBe(viewHashOf(one));
    const room = await roomOf(key);
    const route = { kind: 'view' as const, room, token: one };
    expect(parseRoute(formatRoute(route))).toEqual(route);
    // Nothing in the view link is the key, nor the next link's token.
    expect(formatRoute(route)).not.toContain(key);
    expect(formatRoute(route)).not.toContain(two);
  });

  it('the room is derived from the key as the relay derives it', async () => {
    for (let i = 0; i < 20; i++) {
      const key = newEditKey();
      expect(HEX128.test(key)).toBe(true);
      const room = await roomOf(key);
      expect(HEX128.test(room)).toBe(true);
      expect(room).toBe(relayRoomOf(key));
      expect(room).not.toBe(key);
    }
  });

  it('the fallback SHA-256 is SHA-256', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 200, 1000]) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 255);
      const want = createHash('sha256').update(data).digest('hex');
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(want);
    }
  });

  it('a view link carries the room only: nothing in it is the edit key, nor leads back to it', async () => {
    const key = newEditKey();
    const room = await roomOf(key);
    const view = parseRoute(`#view=${room}`);
    expect(view).toEqual({ kind: 'view', room });
    expect(JSON.stringify(view)).not.toContain(key);
    // Used as a key, the view link's name opens some other room, not this one.
    expect(await roomOf(room)).not.toBe(room);
    expect(await roomOf(room)).not.toBe(key);
    // And the page's edit link for a key reads back as that key.
    expect(parseRoute(`#live=${key}`)).toEqual({ kind: 'live', key, viewOnly: false });
  });
});
