// Share-link codec: size targets, exact round trips over random valid tables, and a fuzz of
// random, mutated, cut-off, resealed and oversized links that must never throw.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  applyEvent,
  derive,
  newGame,
  turnEnders,
  VARIANTS,
  type Game,
  type GameEvent,
  type PlayerInput,
  type Scenario,
} from '../rules';
import { loadScenario } from '../rules/scenario';
import { PRESETS } from '../rules/presets';
import { EMPEROR_SIX } from '../rules/test-helpers';
import { base64UrlDecode, base64UrlEncode, ByteReader, ByteWriter, crc32 } from './bytes';
import {
  decodeTable,
  encodeTable,
  LINK_VERSION,
  fragmentFits,
  MAX_FRAGMENT_BYTES,
  UNEXPECTED,
  type DecodeResult,
} from './codec';

vi.setConfig({ testTimeout: 120_000 });

const NAMES = [
  'Alexandra', 'Bartholomew', 'Cassandra', 'Dimitri', 'Evangeline', 'Fitzgerald', 'Guinevere',
  'Horatio', 'Isabella', 'Jonathan', 'Katarina', 'Leopold', 'Maximilian', 'Nathaniel', 'Ophelia',
  'Penelope', 'Quentin', 'Rosalind', 'Sebastian', 'Theodora', 'Ulysses', 'Valentina', 'Wilhelmina',
  'Xavier', 'Yolanda', 'Zachariah', 'Anastasia', 'Benedict', 'Cordelia', 'Desmond', 'Eleanor',
  'Frederick', 'Genevieve', 'Humphrey', 'Ingrid', 'Jessamine', 'Konstantin', 'Lucinda',
  'Montgomery', 'Natasha',
]; // prettier-ignore

/** Plays a scenario forward: `step` picks the next event from the game, or null to stop. */
function playOut(s: Scenario, step: (g: Game, i: number) => GameEvent | null): Scenario {
  const loaded = loadScenario(s);
  if (!loaded.ok) throw new Error(`fixture is invalid: ${loaded.error.message}`);
  let game = loaded.value.game;
  const events: GameEvent[] = [...(s.events ?? [])];
  for (let i = 0; ; i++) {
    const e = step(game, i);
    if (!e) break;
    const r = applyEvent(game, e);
    if (!r.ok) throw new Error(`fixture event refused: ${r.error.message}`);
    game = r.value;
    events.push(e);
  }
  return { ...s, events };
}

/** 12 players, free-for-all, 100 events: turns named by player, three concessions, a loss, a win. */
function twelvePlayerGame(): Scenario {
  return playOut(
    {
      version: 1,
      title: 'Friday night free-for-all',
      variant: 'free-for-all',
      seed: 20261122,
      players: NAMES.slice(0, 12).map((name) => ({ name })),
      startingPlayer: 'Cassandra',
    },
    (g, i) => {
      if (i >= 100) return null;
      const d = derive(g);
      const alive = d.players.filter((p) => p.inGame);
      if (i === 99) return { type: 'win', player: alive[0]!.name };
      if (i === 30 || i === 55 || i === 80)
        return { type: 'leave', player: alive[i % alive.length]!.name, reason: 'concede' };
      if (i === 70) return { type: 'leave', player: alive[1]!.name };
      return turnEnders(g)[0]!.event;
    },
  );
}

function grandMelee40(): Scenario {
  return {
    version: 1,
    title: 'Grand Melee at the store',
    variant: 'grand-melee',
    seating: 'by-rules',
    seed: 7,
    players: NAMES.slice(0, 40).map((name) => ({ name })),
  };
}

const roundTrips = (s: Scenario) => {
  const link = encodeTable(s);
  expect(link).toMatch(/^t4\.[A-Za-z0-9_-]+$/);
  expect(decodeTable(link)).toStrictEqual({ ok: true, scenario: s, cursor: s.events?.length ?? 0 });
  return link;
};

const errorOf = (r: DecodeResult) => {
  if (r.ok) return expect.fail('expected an error, got a table');
  return r.error;
};

// ---- test-side framing, to build links whose checksum is right but whose body is not ----

function unseal(link: string): Uint8Array {
  const { bytes } = base64UrlDecode(link.slice(link.indexOf('.') + 1))!;
  const r = new ByteReader(bytes);
  const n = r.varint();
  return r.take(n).slice();
}

function seal(body: Uint8Array, version = LINK_VERSION): string {
  const w = new ByteWriter();
  w.varint(version);
  const skip = w.length;
  w.varint(body.length);
  w.bytes(body);
  const all = w.finish();
  const crc = crc32(all);
  const payload = new Uint8Array([
    ...all.subarray(skip),
    crc >>> 24,
    (crc >>> 16) & 0xff,
    (crc >>> 8) & 0xff,
    crc & 0xff,
  ]);
  return `t${version}.${base64UrlEncode(payload)}`;
}

// ---- size targets ----

describe('size', () => {
  const twelve = twelvePlayerGame();
  const twelveLink = encodeTable(twelve);
  const melee = grandMelee40();
  const meleeLink = encodeTable(melee);

  it(`12 players with names and 100 events: ${twelveLink.length} characters (target ≤ 600)`, () => {
    expect(twelve.events).toHaveLength(100);
    expect(twelve.events!.filter((e) => e.type === 'leave')).toHaveLength(4);
    expect(loadScenario(twelve).ok).toBe(true);
    expect(twelveLink.length).toBeLessThanOrEqual(600);
    roundTrips(twelve);
  });

  it(`40-player Grand Melee setup with names: ${meleeLink.length} characters (target ≤ 1,500)`, () => {
    expect(loadScenario(melee).ok).toBe(true);
    expect(meleeLink.length).toBeLessThanOrEqual(1500);
    roundTrips(melee);
  });

  it('a 40-player Grand Melee with 200 turns (by name or marker) and departures stays small', () => {
    const game = playOut(melee, (g, i) => {
      if (i >= 200) return null;
      if (i % 23 === 22) {
        const alive = derive(g).players.filter((p) => p.inGame);
        return { type: 'leave', player: alive[i % alive.length]!.name, reason: 'concede' };
      }
      const enders = turnEnders(g);
      return enders[i % enders.length]!.event;
    });
    const link = roundTrips(game);
    console.log(`40-player Grand Melee, 200 events: ${link.length} characters`);
    expect(link.length).toBeLessThanOrEqual(1500);
  });
});

// ---- examples ----

describe('round trip, examples', () => {
  it('every preset', () => {
    for (const p of PRESETS) roundTrips(p.scenario);
  });

  it('is deterministic', () => {
    expect(encodeTable(twelvePlayerGame())).toBe(encodeTable(twelvePlayerGame()));
  });

  it('keeps names exactly: emoji, markup, RTL, combining marks, lone surrogates, spaces', () => {
    const names = [
      '🧙‍♂️ Merlin',
      '<script>alert(1)</script>',
      'עִבְרִית',
      'Zoë',
      'e\u0301',
      'half \ud83d',
      '\udc00 other half',
      '  padded  ',
      '"quotes" & \'apostrophes\'',
      '#frag?x=1&y=%20',
    ];
    const s: Scenario = {
      variant: 'free-for-all',
      title: '🔥 <b>not bold</b>',
      players: names.map((name) => ({ name })),
      events: [
        { type: 'endTurn', player: '🧙‍♂️ Merlin' },
        { type: 'win', player: 'padded' },
      ],
    };
    expect(loadScenario(s).ok).toBe(true);
    roundTrips(s);
  });

  it('keeps every optional field, team refs, literal names and numbers of every kind', () => {
    const s: Scenario = {
      version: 1,
      title: '',
      variant: 'custom',
      options: {
        rangeOfInfluence: null,
        attack: 'right',
        deployCreatures: true,
        sharedTeamTurns: false,
      },
      seating: 'as-listed',
      seed: -123456.75,
      players: [
        { name: 'A', team: 'X', range: 3 },
        { name: 'B', range: null },
        { name: 'C', team: 'X' },
        { name: 'D', team: '' },
      ],
      startingPlayer: 'A',
      startingTeam: 'X',
      events: [],
    };
    roundTrips(s);
    roundTrips({ ...s, seed: 2 ** 60 });
    roundTrips({ ...s, seed: -0, options: {} });
    roundTrips({ ...s, seed: 0.5, startingPlayer: 'C' });
    // Names the engine trims: events and starting names that differ from the listed spelling are
    // stored as literal text, not as references, and come back as written.
    const spaced: Scenario = {
      variant: 'team-vs-team',
      players: [
        { name: 'A', team: ' X ' },
        { name: ' B ', team: ' X ' },
        { name: 'C', team: 'Y' },
        { name: 'D', team: 'Y' },
      ],
      startingTeam: 'X',
      events: [
        { type: 'endTurn', player: 'B' },
        { type: 'leave', players: ['C', 'D'] },
      ],
    };
    expect(loadScenario(spaced).ok).toBe(true);
    roundTrips(spaced);
  });

  it('a leading "#" is ignored', () => {
    const s = PRESETS[0]!.scenario;
    expect(decodeTable(`#${encodeTable(s)}`)).toStrictEqual({ ok: true, scenario: s, cursor: 0 });
  });
});

// ---- history cursor (format 2) and old links (format 1) ----

describe('cursor and older link versions', () => {
  // Captured from the format-1 encoder before format 2 existed; must keep opening forever.
  const V1_LINK =
    't1.Tps0DnYxIDxiPmxpbms8L2I-AgVOb3J0aAVTb3V0aAYEQWxleBIGQmlhbmNhEQdDYXJpc3NhEgZEbWl0cmkiBEVzbWUhBEZlbWkiAgIIFS0er5s';
  const V1_SCENARIO: Scenario = {
    version: 1,
    variant: 'emperor',
    players: EMPEROR_SIX.map((p) => ({ ...p })),
    title: 'v1 <b>link</b>',
    startingPlayer: 'Bianca',
    events: [
      { type: 'endTurn', player: 'Bianca' },
      { type: 'leave', player: 'Carissa', reason: 'concede' },
    ],
  };

  it('a format-1 link still opens, with every event applied', () => {
    expect(decodeTable(V1_LINK)).toStrictEqual({ ok: true, scenario: V1_SCENARIO, cursor: 2 });
    expect(decodeTable(`#${V1_LINK}`)).toMatchObject({ ok: true, cursor: 2 });
  });

  // Captured from the format-2 encoder before format 3 (life events) existed.
  const V2_LINK = 't2.LgGUOAd2MiBsaW5rAgRTdW5zBU1vb25zBANBbmEQAkJvEAJDeSACRGkgAAPw8BXjXwmI';
  it('a format-2 link still opens, at its history cursor', () => {
    expect(decodeTable(V2_LINK)).toStrictEqual({
      ok: true,
      cursor: 2,
      scenario: {
        variant: 'two-headed-giant',
        title: 'v2 link',
        players: [
          { name: 'Ana', team: 'Suns' },
          { name: 'Bo', team: 'Suns' },
          { name: 'Cy', team: 'Moons' },
          { name: 'Di', team: 'Moons' },
        ],
        startingTeam: 'Suns',
        events: [
          { type: 'endTurn' },
          { type: 'endTurn' },
          { type: 'leave', player: 'Cy', reason: 'concede' },
        ],
      },
    });
  });

  it('format 3 carries life, poison, commander damage, formats and vanguard, compactly', () => {
    const s: Scenario = {
      variant: 'free-for-all',
      options: { format: 'commander', startingLife: 35 },
      players: [
        { name: 'Ana', vanguard: { life: -3, hand: 2 } },
        { name: 'Bo' },
        { name: 'Cy', vanguard: { life: 4, hand: -1 } },
        { name: 'Di' },
      ],
      events: [
        { type: 'life', player: 'Bo', amount: -7 },
        { type: 'life', player: 'Bo', amount: 3 },
        { type: 'setLife', player: 'Cy', to: 12 },
        { type: 'poison', player: 'Di', amount: 2 },
        { type: 'poison', player: 'Di', amount: -1 },
        { type: 'commanderDamage', player: 'Ana', from: 'Bo', amount: 6 },
        { type: 'commanderDamage', player: 'Ana', from: 'Cy', amount: 5, commander: 2 },
        { type: 'commanderDamage', player: 'Bo', from: 'Cy', amount: 4, commander: 1 },
        { type: 'endTurn' },
      ],
    };
    expect(loadScenario(s).ok).toBe(true);
    const link = roundTrips(s);
    for (let cursor = 0; cursor <= s.events!.length; cursor++)
      expect(decodeTable(encodeTable(s, cursor))).toStrictEqual({ ok: true, scenario: s, cursor });
    expect(link.length).toBeLessThanOrEqual(100);
    // Brawl, no starting life given.
    roundTrips({ ...s, options: { format: 'brawl' }, events: [] });
  });

  it('format 7 carries a vanguard’s name (902.3); a table without one keeps its older link', () => {
    const s: Scenario = {
      variant: 'free-for-all',
      players: [
        { name: 'Ana', vanguard: { life: -3, hand: 2, name: 'Gix' } },
        { name: 'Bo', vanguard: { life: 4, hand: -1 } },
        { name: 'Cy' },
      ],
    };
    const link = encodeTable(s);
    expect(link).toMatch(/^t7\./);
    expect(decodeTable(link)).toStrictEqual({ ok: true, scenario: s, cursor: 0 });
    // Without a name the table keeps the link it always had.
    roundTrips({ ...s, players: [s.players[1]!, s.players[2]!, { name: 'Di' }] });
  });

  // Captured from the format-3 encoder before format 4 (Planechase) existed.
  const V3_LINK = 't3.KQGwNAd2MyBsaW5rAAV4AAMDQW5hEAgCAkJvAAJDeQAAAw8AEhcDABDwnhuiIw';
  it('a format-3 link still opens, at its history cursor, with its life events', () => {
    expect(decodeTable(V3_LINK)).toStrictEqual({
      ok: true,
      cursor: 2,
      scenario: {
        variant: 'free-for-all',
        title: 'v3 link',
        options: { format: 'commander', startingLife: 30 },
        players: [{ name: 'Ana', vanguard: { life: 2, hand: -1 } }, { name: 'Bo' }, { name: 'Cy' }],
        startingPlayer: 'Ana',
        events: [
          { type: 'life', player: 'Bo', amount: -5 },
          { type: 'commanderDamage', player: 'Cy', from: 'Ana', amount: 4 },
          { type: 'endTurn' },
        ],
      },
    });
  });

  it('format 4 carries the Planechase option, planar die rolls and planeswalks, one or two bytes each', () => {
    const s: Scenario = {
      variant: 'free-for-all',
      options: { planechase: 'single-deck' },
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
      startingPlayer: 'Ana',
      events: [
        { type: 'planarRoll', player: 'Ana', face: 'blank' },
        { type: 'planarRoll', player: 'Ana', face: 'chaos' },
        { type: 'planarRoll', player: 'Ana', face: 'planeswalker' },
        { type: 'planeswalk', player: 'Ana' },
        { type: 'endTurn' },
        { type: 'planeswalk', player: 'Cy' },
      ],
    };
    expect(loadScenario(s).ok).toBe(true);
    const link = roundTrips(s);
    for (let cursor = 0; cursor <= s.events!.length; cursor++)
      expect(decodeTable(encodeTable(s, cursor))).toStrictEqual({ ok: true, scenario: s, cursor });
    roundTrips({ ...s, options: { planechase: 'decks', format: 'commander' } });
    const without = encodeTable({ ...s, events: [] });
    expect(link.length - without.length).toBeLessThanOrEqual(20);
  });

  it('a format-4 body read as format 3 is refused; planar sub-kinds are unknown to format 3', () => {
    const link = encodeTable({
      variant: 'free-for-all',
      options: { planechase: 'decks' },
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
      events: [{ type: 'planeswalk', player: 'Ana' }],
    });
    expect(errorOf(decodeTable('t3.' + link.slice(3))).kind).toBe('malformed');
    expect(errorOf(decodeTable(seal(unseal(link), 3))).kind).toBe('malformed');
  });

  it('a format-1 link with one character changed is still refused', () => {
    const bad = V1_LINK.slice(0, 20) + (V1_LINK[20] === 'A' ? 'B' : 'A') + V1_LINK.slice(21);
    expect(errorOf(decodeTable(bad)).kind).toBe('malformed');
  });

  it('a link carries the history cursor: every point of a 100-event game comes back', () => {
    const s = twelvePlayerGame();
    for (const cursor of [0, 1, 37, 99, 100]) {
      const link = encodeTable(s, cursor);
      expect(decodeTable(link)).toStrictEqual({ ok: true, scenario: s, cursor });
      expect(link.length).toBeLessThanOrEqual(600);
    }
    expect(encodeTable(s, 100)).toBe(encodeTable(s));
  });

  it('refuses to encode a cursor outside the events', () => {
    const s = twelvePlayerGame();
    for (const bad of [-1, 101, 1.5, NaN]) expect(() => encodeTable(s, bad)).toThrow(RangeError);
  });

  it('a resealed format-2 body undoing more events than it has is malformed', () => {
    const body = unseal(encodeTable(V1_SCENARIO, 2));
    expect(body[0]).toBe(0);
    const b = body.slice();
    b[0] = 3;
    const e = errorOf(decodeTable(seal(b)));
    expect(e.kind).toBe('malformed');
    expect(e.message).toMatch(/undoes more events/);
  });

  it('a format-2 body read as format 1 is refused (the version is inside the checksum)', () => {
    const link = encodeTable(V1_SCENARIO, 1);
    expect(errorOf(decodeTable('t1.' + link.slice(3))).kind).toBe('malformed');
  });
});

// ---- bad links ----

describe('bad links', () => {
  const link = encodeTable(twelvePlayerGame());

  it('a newer version is refused with a message saying to update', () => {
    for (const bad of [
      `t${LINK_VERSION + 1}.` + link.slice(3),
      't99.AAAA',
      't123456789012345678901234567890.x',
    ]) {
      const e = errorOf(decodeTable(bad));
      expect(e.kind).toBe('future-version');
      expect(e.message).toMatch(/newer version of the app.*update to open it/);
    }
  });

  it('an unknown version is refused', () => {
    for (const bad of ['t0.' + link.slice(3), 't01.' + link.slice(3)])
      expect(errorOf(decodeTable(bad)).kind).toBe('unknown-version');
  });

  it('over 16 KB is refused before decoding', () => {
    expect(errorOf(decodeTable('t1.' + 'A'.repeat(MAX_FRAGMENT_BYTES))).kind).toBe('too-long');
    expect(errorOf(decodeTable('é'.repeat(MAX_FRAGMENT_BYTES / 2 + 1))).kind).toBe('too-long');
    expect(errorOf(decodeTable('x'.repeat(10_000_000))).kind).toBe('too-long');
    expect(errorOf(decodeTable('t1.' + 'A'.repeat(MAX_FRAGMENT_BYTES - 3))).kind).not.toBe(
      'too-long',
    );
  });

  it('the encoder side and the decoder agree on the limit, at the boundary and for real tables', () => {
    const at = 't3.' + 'A'.repeat(MAX_FRAGMENT_BYTES - 3);
    expect(fragmentFits(at)).toBe(true);
    expect(fragmentFits(`#${at}`)).toBe(true);
    expect(errorOf(decodeTable(`#${at}`)).kind).not.toBe('too-long');
    expect(fragmentFits(at + 'A')).toBe(false);
    expect(errorOf(decodeTable(at + 'A')).kind).toBe('too-long');
    expect(errorOf(decodeTable(`#${at}A`)).kind).toBe('too-long');
    // Real tables either side of the limit: what fits opens, what doesn't is refused as too long.
    const names = (n: number, len: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${i}`.padStart(len, 'x') }));
    let fitting = 0;
    let over = 0;
    for (const n of [200, 300, 400, 500]) {
      const s: Scenario = { variant: 'free-for-all', players: names(n, 40) };
      const link = encodeTable(s);
      const r = decodeTable(link);
      if (fragmentFits(link)) {
        fitting++;
        expect(r.ok).toBe(true);
      } else {
        over++;
        expect(errorOf(r).kind).toBe('too-long');
      }
    }
    expect(fitting).toBeGreaterThan(0);
    expect(over).toBeGreaterThan(0);
  });

  it('every cut-off prefix is truncated or malformed, never a table', () => {
    for (let n = 0; n < link.length; n++) {
      const e = errorOf(decodeTable(link.slice(0, n)));
      expect(['truncated', 'malformed']).toContain(e.kind);
      if (n > 6) expect(e.kind).toBe('truncated');
    }
  });

  it('every single-character change is caught', () => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 3; i < link.length; i++) {
      const c = chars[(chars.indexOf(link[i]!) + 1 + (i % 63)) % 64]!;
      const e = errorOf(decodeTable(link.slice(0, i) + c + link.slice(i + 1)));
      expect(['malformed', 'truncated']).toContain(e.kind);
    }
  });

  it('garbage, wrong prefixes and stray characters are malformed', () => {
    for (const bad of [
      '',
      'hello',
      '{"variant":"custom"}',
      'x1.AAAA',
      'T1.AAAA',
      link + '=',
      link.replace('t4.', 't4.+'),
    ])
      expect(errorOf(decodeTable(bad)).kind).toBe('malformed');
  });

  it('a checksum-valid link to a table the rules forbid is invalid-table, with the rule', () => {
    const e = errorOf(
      decodeTable(
        encodeTable({ variant: 'free-for-all', players: [{ name: 'A' }, { name: 'B' }] }),
      ),
    );
    expect(e).toMatchObject({ kind: 'invalid-table', rule: '800.1' });
    expect(e.message).toMatch(/at least 3 players.*\(rule 800\.1\)/);

    const melee = errorOf(
      decodeTable(encodeTable({ ...grandMelee40(), options: { attack: 'multiple' } })),
    );
    expect(melee).toMatchObject({ kind: 'invalid-table', rule: '807.2c' });

    const event = errorOf(
      decodeTable(encodeTable({ ...grandMelee40(), events: [{ type: 'win', player: 'Nobody' }] })),
    );
    expect(event.kind).toBe('invalid-table');
    expect(event.message).toMatch(/no player called "Nobody"/);
  });

  it('a resealed body with bytes changed is malformed or invalid, never a wrong-shaped table', () => {
    const body = unseal(link);
    for (let i = 0; i < body.length; i++) {
      const b = body.slice();
      b[i] = b[i]! ^ 0xff;
      const r = decodeTable(seal(b));
      if (r.ok) expect(loadScenario(r.scenario).ok).toBe(true);
      else expect(['malformed', 'invalid-table']).toContain(r.error.kind);
    }
  });
});

// ---- random valid scenarios ----

/** Player names: any Unicode (including lone surrogates), unique ignoring case and spaces. */
const nameArb = fc
  .oneof(
    fc.constantFrom(...NAMES),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
    fc.string({ minLength: 1, maxLength: 10 }),
  )
  .filter((n) => n.trim().length > 0 && n.trim().length <= 40);
const namesArb = (n: number) =>
  fc.uniqueArray(nameArb, {
    minLength: n,
    maxLength: n,
    selector: (x) => x.trim().toLowerCase(),
  });
const teamNameArb = fc.string({ minLength: 1, maxLength: 6 }).filter((t) => t.trim() !== '');
const teamsArb = (count: number) =>
  fc.uniqueArray(teamNameArb, { minLength: count, maxLength: count, selector: (t) => t.trim() });
const seedArb = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const range = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });

/** Teams of `size`, each team's players listed together (members' names given in order). */
const teamed = (teams: string[], names: string[], size: number): PlayerInput[] =>
  names.map((name, i) => ({ name, team: teams[Math.floor(i / size)]! }));

/** Setups that the engine accepts (checked below), of every variant. */
const setupArb: fc.Arbitrary<Scenario> = fc.oneof(
  fc.integer({ min: 3, max: 14 }).chain((n) =>
    fc.record(
      {
        variant: fc.constant('free-for-all' as const),
        options: fc.record(
          {
            rangeOfInfluence: range,
            attack: fc.constantFrom('multiple' as const, 'left' as const, 'right' as const),
          },
          { requiredKeys: [], noNullPrototype: true },
        ),
        seating: fc.constantFrom('as-listed' as const, 'by-rules' as const),
        seed: seedArb,
        players: namesArb(n).map((ns) => ns.map((name) => ({ name }))),
      },
      { requiredKeys: ['variant', 'players'], noNullPrototype: true },
    ),
  ),
  fc.integer({ min: 4, max: 40 }).chain((n) =>
    fc.record(
      {
        version: fc.constant(1 as const),
        variant: fc.constant('grand-melee' as const),
        seating: fc.constant('by-rules' as const),
        seed: fc.integer(),
        players: namesArb(n).map((ns) => ns.map((name) => ({ name }))),
      },
      { requiredKeys: ['variant', 'players'], noNullPrototype: true },
    ),
  ),
  fc
    .record({ teams: fc.integer({ min: 2, max: 3 }), size: fc.integer({ min: 1, max: 4 }) })
    .chain(({ teams, size }) =>
      fc.record(
        {
          variant: fc.constant('team-vs-team' as const),
          options: fc.record(
            { rangeOfInfluence: range },
            { requiredKeys: [], noNullPrototype: true },
          ),
          seed: seedArb,
          players: fc
            .tuple(teamsArb(teams), namesArb(teams * size))
            .map(([ts, ns]) => teamed(ts, ns, size)),
        },
        { requiredKeys: ['variant', 'players'], noNullPrototype: true },
      ),
    ),
  fc
    .record({ teams: fc.integer({ min: 2, max: 3 }), size: fc.integer({ min: 3, max: 5 }) })
    .chain(({ teams, size }) =>
      fc.record(
        {
          variant: fc.constant('emperor' as const),
          seating: fc.constant('by-rules' as const),
          seed: fc.integer(),
          players: fc
            .tuple(teamsArb(teams), namesArb(teams * size))
            .map(([ts, ns]) => teamed(ts, ns, size)),
        },
        { requiredKeys: ['variant', 'players', 'seating'], noNullPrototype: true },
      ),
    ),
  fc.integer({ min: 2, max: 4 }).chain((size) =>
    fc.record(
      {
        variant: fc.constant('two-headed-giant' as const),
        title: fc.string({ unit: 'grapheme', maxLength: 30 }),
        players: fc.tuple(teamsArb(2), namesArb(2 * size)).map(([ts, ns]) => teamed(ts, ns, size)),
      },
      { requiredKeys: ['variant', 'players'], noNullPrototype: true },
    ),
  ),
  fc
    .record({ teams: fc.integer({ min: 2, max: 3 }), size: fc.integer({ min: 2, max: 3 }) })
    .chain(({ teams, size }) =>
      fc.record(
        {
          variant: fc.constant('alternating-teams' as const),
          options: fc.record(
            { attack: fc.constantFrom('multiple' as const, 'left' as const, 'right' as const) },
            { noNullPrototype: true },
          ),
          seating: fc.constant('by-rules' as const),
          seed: fc.integer(),
          players: fc
            .tuple(teamsArb(teams), namesArb(teams * size))
            .map(([ts, ns]) => teamed(ts, ns, size)),
        },
        { requiredKeys: ['variant', 'players', 'seating'], noNullPrototype: true },
      ),
    ),
  fc.integer({ min: 3, max: 10 }).chain((n) =>
    fc.record(
      {
        variant: fc.constant('custom' as const),
        options: fc.record(
          {
            rangeOfInfluence: range,
            attack: fc.constantFrom(
              'multiple' as const,
              'left' as const,
              'right' as const,
              'single' as const,
            ),
            deployCreatures: fc.boolean(),
            sharedTeamTurns: fc.constant(false),
          },
          { requiredKeys: [], noNullPrototype: true },
        ),
        players: fc
          .tuple(
            namesArb(n),
            fc.array(fc.option(fc.constantFrom('X', 'Y', ''), { nil: undefined }), {
              minLength: n,
              maxLength: n,
            }),
            fc.array(fc.option(range, { nil: undefined }), { minLength: n, maxLength: n }),
          )
          .map(([ns, teams, ranges]) =>
            ns.map((name, i) => ({
              name,
              // The first player is always on their own, so there are at least two sides.
              ...(i > 0 && teams[i] !== undefined ? { team: teams[i] } : {}),
              ...(ranges[i] !== undefined ? { range: ranges[i] } : {}),
            })),
          ),
      },
      { requiredKeys: ['variant', 'players', 'options'], noNullPrototype: true },
    ),
  ),
);

/** Some setups get a format, a starting life and vanguard modifiers (link format 3). */
const lifeSetupArb: fc.Arbitrary<Scenario> = fc
  .tuple(
    setupArb,
    fc.constantFrom(undefined, 'commander' as const, 'brawl' as const),
    fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
    fc.array(
      fc.option(
        fc.record(
          { life: fc.integer({ min: -5, max: 9 }), hand: fc.integer({ min: -3, max: 3 }) },
          { noNullPrototype: true },
        ),
        {
          nil: undefined,
        },
      ),
      { maxLength: 4 },
    ),
  )
  .map(([s, format, startingLife, vanguards]) => {
    const options = { ...s.options };
    if (format) options.format = format;
    if (startingLife !== undefined) options.startingLife = startingLife;
    const players = s.players.map((p, i) => (vanguards[i] ? { ...p, vanguard: vanguards[i] } : p));
    return {
      ...s,
      players,
      ...(format || startingLife !== undefined || s.options ? { options } : {}),
    };
  });

type Intent = { kind: number; pick: number };
const intentArb = fc.record({ kind: fc.nat(16), pick: fc.nat(1000) });

/** Events resolved against the running game so they are accepted; refused ones are skipped. */
function withEvents(s: Scenario, intents: Intent[], useStart: boolean): Scenario | null {
  const built = loadScenario(s);
  if (!built.ok) return null;
  let game = newGame(built.value.table);
  const out: Scenario = { ...s };
  const seated = built.value.table.players;
  if (useStart) {
    // The engine's own starting player, named explicitly (a ref by name or a literal).
    out.startingPlayer = seated[built.value.table.startingSeat]!.name;
    if (!loadScenario(out).ok) delete out.startingPlayer;
  }
  const events: GameEvent[] = [];
  for (const { kind, pick } of intents) {
    if (game.over) break;
    const d = derive(game);
    const alive = d.players.filter((p) => p.inGame);
    const who = alive[pick % alive.length]?.name ?? '?';
    let e: GameEvent;
    if (kind < 5) {
      const enders = turnEnders(game);
      if (!enders.length) break;
      e = enders[pick % enders.length]!.event;
    } else if (kind === 5)
      e = { type: 'leave', player: who, reason: pick % 2 ? 'concede' : 'lose' };
    else if (kind === 6)
      e = { type: 'leave', players: alive.slice(0, 1 + (pick % 2)).map((p) => p.name) };
    else if (kind === 7) e = { type: 'extraTurn', player: who };
    else if (kind === 8) e = { type: 'win', player: who };
    else if (kind === 9) e = { type: 'draw', player: who };
    else if (kind === 10) e = { type: 'life', player: who, amount: (pick % 21) - 10 || 3 };
    else if (kind === 11) e = { type: 'setLife', player: who, to: pick % 50 };
    else if (kind === 12) e = { type: 'poison', player: who, amount: (pick % 7) - 2 || 1 };
    else if (kind === 13)
      e = {
        type: 'commanderDamage',
        player: who,
        from: alive[(pick >> 3) % alive.length]?.name ?? '?',
        amount: 1 + (pick % 9),
        ...(pick % 3 ? { commander: (pick % 3) as 1 | 2 } : {}),
      };
    else if (kind === 14 || kind === 15) {
      // Planechase: a roll by someone taking a turn (refused, and skipped, without the option).
      const active = d.players.filter((p) => p.takingTurn);
      const faces = ['blank', 'chaos', 'planeswalker'] as const;
      e = {
        type: 'planarRoll',
        player: active[pick % Math.max(1, active.length)]?.name ?? who,
        face: faces[pick % 3]!,
      };
    } else e = { type: 'planeswalk', player: who };
    const r = applyEvent(game, e);
    if (!r.ok) continue;
    game = r.value;
    events.push(e);
  }
  out.events = events;
  return loadScenario(out).ok ? out : null;
}

const validScenarioArb: fc.Arbitrary<Scenario> = fc
  .tuple(
    lifeSetupArb,
    fc.array(intentArb, { maxLength: 60 }),
    fc.boolean(),
    fc.boolean(),
    fc.constantFrom(undefined, undefined, 'decks' as const, 'single-deck' as const),
  )
  .map(([setup, intents, useStart, keepEvents, planechase]) => {
    const s = planechase ? { ...setup, options: { ...setup.options, planechase } } : setup;
    const full = withEvents(s, intents, useStart);
    if (!full) return null;
    if (!keepEvents && full.events!.length === 0) delete full.events;
    return full;
  })
  .filter((s): s is Scenario => s !== null);

describe('round trip, random valid scenarios', () => {
  it('every generated scenario is valid and comes back deep-equal', () => {
    const variants = new Set<string>();
    let withEvents = 0;
    let unusualNames = 0;
    let planar = 0;
    let lifeEvents = 0;
    fc.assert(
      fc.property(validScenarioArb, (s) => {
        variants.add(s.variant);
        if (s.events?.some((e) => e.type === 'planarRoll')) planar++;
        if ((s.events?.length ?? 0) >= 5) withEvents++;
        if (s.players.some((p) => /[^\x20-\x7e]/.test(p.name))) unusualNames++;
        if (s.events?.some((e) => e.type === 'commanderDamage')) lifeEvents++;
        expect(loadScenario(s).ok).toBe(true);
        const link = encodeTable(s);
        expect(link).toMatch(/^t4\.[A-Za-z0-9_-]+$/);
        expect(link.length).toBeLessThanOrEqual(MAX_FRAGMENT_BYTES);
        const count = s.events?.length ?? 0;
        expect(decodeTable(link)).toStrictEqual({ ok: true, scenario: s, cursor: count });
        // The same table part-way back through its history: the undone events travel too.
        const cursor = Math.floor(count / 2);
        expect(decodeTable(encodeTable(s, cursor))).toStrictEqual({
          ok: true,
          scenario: s,
          cursor,
        });
      }),
      { numRuns: 1000 },
    );
    // The generator really covers the ground: every variant, real games, non-ASCII names.
    console.log(
      `round trip: ${variants.size} variants, ${withEvents} tables with 5+ events, ${unusualNames} with non-ASCII names (of 1000)`,
    );
    expect(variants.size).toBe(7);
    expect(withEvents).toBeGreaterThan(100);
    expect(unusualNames).toBeGreaterThan(100);
    expect(planar).toBeGreaterThan(100);
    expect(lifeEvents).toBeGreaterThan(50);
  });
});

// ---- fuzz: nothing throws, everything is a valid table or a clear error ----

const KINDS = [
  'too-long',
  'malformed',
  'truncated',
  'future-version',
  'unknown-version',
  'invalid-table',
];
let fed = 0;
const tally: Record<string, number> = {};

function check(input: string): void {
  fed++;
  let r: DecodeResult;
  try {
    r = decodeTable(input);
  } catch (e) {
    throw new Error(`decodeTable threw on ${JSON.stringify(input.slice(0, 200))}: ${String(e)}`, {
      cause: e,
    });
  }
  const key = r.ok ? 'ok' : r.error.kind;
  tally[key] = (tally[key] ?? 0) + 1;
  if (r.ok) {
    const again = loadScenario(r.scenario);
    if (!again.ok) throw new Error(`decoded an invalid table: ${again.error.message}`);
  } else {
    expect(KINDS).toContain(r.error.kind);
    expect(r.error.message.trim().length).toBeGreaterThan(0);
    // The last guard's message means some code threw inside: a bug, even though it was caught.
    expect(r.error.message).not.toBe(UNEXPECTED);
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const b64Char = fc.constantFrom(...B64);
const anyChar = fc.oneof(b64Char, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));

/** Base links: random valid tables and the fixtures. */
const linkArb = fc.oneof(
  { weight: 3, arbitrary: validScenarioArb.map((s) => encodeTable(s)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validScenarioArb, fc.nat())
      .map(([s, n]) => encodeTable(s, n % ((s.events?.length ?? 0) + 1))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(encodeTable(twelvePlayerGame()), encodeTable(grandMelee40())),
  },
);

type Edit =
  | { op: 'sub'; at: number; c: string }
  | { op: 'del'; at: number; len: number }
  | { op: 'ins'; at: number; s: string };
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('sub' as const), at: fc.nat(), c: anyChar }),
  fc.record({ op: fc.constant('del' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    op: fc.constant('ins' as const),
    at: fc.nat(),
    s: fc.string({ unit: anyChar, minLength: 1, maxLength: 4 }),
  }),
);
function applyEdits(link: string, edits: Edit[]): string {
  let s = link;
  for (const e of edits) {
    const at = s.length ? e.at % (s.length + 1) : 0;
    if (e.op === 'sub') s = s.slice(0, at) + e.c + s.slice(at + 1);
    else if (e.op === 'del') s = s.slice(0, at) + s.slice(at + e.len);
    else s = s.slice(0, at) + e.s + s.slice(at);
  }
  return s;
}

/** Byte-level tampering of the body with a correct checksum: exercises the body reader and the engine. */
type ByteEdit = { at: number; v: number; op: 'set' | 'del' | 'ins' };
const byteEditArb = fc.record({
  at: fc.nat(),
  v: fc.nat(255),
  op: fc.constantFrom('set' as const, 'del' as const, 'ins' as const),
});
function resealed(link: string, edits: ByteEdit[]): string {
  const body = [...unseal(link)];
  for (const e of edits) {
    const at = body.length ? e.at % body.length : 0;
    if (e.op === 'set') body[at] = e.v;
    else if (e.op === 'del') body.splice(at, 1);
    else body.splice(at, 0, e.v);
  }
  return seal(Uint8Array.from(body));
}

/** Checksum-valid links to tables changed at the scenario level: most break a rule. */
function tampered(s: Scenario, k: number): Scenario {
  const players = [...s.players];
  const events = [...(s.events ?? [])];
  switch (k % 6) {
    case 0:
      return { ...s, variant: VARIANTS[k % VARIANTS.length]! };
    case 1:
      players.splice(k % players.length, 1);
      return { ...s, players };
    case 2:
      players.push({ ...players[k % players.length]! });
      return { ...s, players };
    case 3:
      return { ...s, events: events.reverse() };
    case 4:
      events.splice(k % (events.length + 1), 0, { type: 'win', player: 'Nobody' });
      return { ...s, events };
    default:
      return { ...s, startingPlayer: players[k % players.length]!.name };
  }
}

const fuzzArb: fc.Arbitrary<string[]> = fc.oneof(
  // random strings, with and without a plausible prefix
  { weight: 2, arbitrary: fc.string({ unit: anyChar, maxLength: 200 }).map((s) => [s]) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: b64Char, maxLength: 300 })
      .map((s) => [`t1.${s}`, `t2.${s}`, `t${LINK_VERSION + 1}.${s}`, `#t2.${s}`]),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }).map((s) => [s]) },
  // valid links, mutated: character edits, cuts, body bytes changed and resealed
  {
    weight: 4,
    arbitrary: fc
      .tuple(linkArb, fc.array(editArb, { minLength: 1, maxLength: 4 }))
      .map(([l, es]) => [l, applyEdits(l, es)]),
  },
  { weight: 2, arbitrary: fc.tuple(linkArb, fc.nat()).map(([l, n]) => [l.slice(0, n % l.length)]) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(linkArb, fc.array(byteEditArb, { minLength: 1, maxLength: 3 }))
      .map(([l, es]) => [resealed(l, es)]),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(validScenarioArb, fc.nat()).map(([s, k]) => [encodeTable(tampered(s, k))]),
  },
  // wrong version prefixes
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        linkArb,
        fc.constantFrom(
          't0.',
          't1.',
          't2.',
          't3.',
          't4.',
          't01.',
          'T1.',
          't1',
          't.',
          'v1.',
          '',
          't1..',
          't999999999999999999.',
          '#t1.',
        ),
      )
      .map(([l, p]) => [p + l.slice(3)]),
  },
  // huge strings, around and far over the limit
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: MAX_FRAGMENT_BYTES - 8, max: MAX_FRAGMENT_BYTES + 8 }),
        b64Char,
        fc.boolean(),
      )
      .map(([n, c, wide]) => [wide ? 'é'.repeat(Math.ceil(n / 2)) : `t1.${c.repeat(n - 3)}`]),
  },
  { weight: 1, arbitrary: fc.nat(2_000_000).map((n) => ['A'.repeat(MAX_FRAGMENT_BYTES + n)]) },
);

describe('fuzz', () => {
  afterAll(() => {
    console.log(`decodeTable fed ${fed} inputs:`, tally);
  });

  it('at least 10,000 random and mutated inputs: each is a valid table or a clear error; nothing throws', () => {
    fc.assert(
      fc.property(fuzzArb, (inputs) => {
        for (const input of inputs) check(input);
      }),
      { numRuns: 10_000 },
    );
    expect(fed).toBeGreaterThanOrEqual(10_000);
  });
});
