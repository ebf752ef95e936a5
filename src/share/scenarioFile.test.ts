// Scenario files: export → import → export gives the same bytes, the command line reads an
// exported file, hostile files get a clear message, and a property test of 10,000+ random and
// mutated links and files through the app's open paths: a valid table or a clear error, no throw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { turnEnders, type GameEvent, type Scenario } from '../rules';
import { loadScenario } from '../rules/scenario';
import { PRESETS } from '../rules/presets';
import type { TableFacts } from '../persist/storage';
import { decodeTable, encodeTable } from './codec';
import {
  exportFileName,
  exportScenario,
  importScenarioFile,
  importScenarioText,
  MAX_FILE_BYTES,
} from './scenarioFile';

vi.setConfig({ testTimeout: 120_000 });

const factsOf = (s: Scenario, cursor?: number): TableFacts => {
  const { events = [], ...setup } = s;
  return { setup, log: events, cursor: cursor ?? events.length };
};

const playedCache = new Map<string, Scenario>();
/** A played-out preset: n turns by whoever may end one (memoised: the property test reuses them). */
function played(id: string, n: number): Scenario {
  const key = `${id}:${n}`;
  const hit = playedCache.get(key);
  if (hit) return hit;
  const s = playOut(id, n);
  playedCache.set(key, s);
  return s;
}

function playOut(id: string, n: number): Scenario {
  const s = PRESETS.find((p) => p.id === id)!.scenario;
  const loaded = loadScenario(s);
  if (!loaded.ok) throw new Error(loaded.error.message);
  let game = loaded.value.game;
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) {
    const e = turnEnders(game)[0]!.event;
    const r = loadScenario({ ...s, events: [...events, e] });
    if (!r.ok) throw new Error(r.error.message);
    game = r.value.game;
    events.push(e);
  }
  return { ...s, events };
}

const files = readdirSync('scenarios').filter((f) => f.endsWith('.json'));

describe('export and import', () => {
  it('keeps every event’s own fields, from the registry: a counter’s id, a designation, a join’s seat and life', () => {
    const s: Scenario = {
      variant: 'free-for-all',
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      events: [
        { type: 'counter', player: 'A', counter: 'energy', amount: 2 },
        { type: 'designate', designation: 'monarch', player: 'B' },
        { type: 'join', player: { name: 'D' }, seat: 1, life: 12 },
      ],
    };
    const out = JSON.parse(exportScenario(factsOf(s))) as Scenario;
    expect(out.events).toEqual(s.events);
  });

  it('keeps when the game began and when each move was made (records count minutes from them)', () => {
    const s = JSON.parse(
      readFileSync(join('scenarios', '903-commander-night.json'), 'utf8'),
    ) as Scenario;
    const text = exportScenario(factsOf(s));
    const out = JSON.parse(text) as Scenario;
    expect(out.startedAt).toBe('2026-11-27T19:42:00+01:00');
    expect(out.events!.map((e) => e.at)).toEqual(s.events!.map((e) => e.at));
    const imported = importScenarioText(text);
    expect(imported.ok && imported.facts.setup.startedAt).toBe(s.startedAt);
    expect(imported.ok && imported.facts.log.every((e) => e.at)).toBe(true);
  });

  it('export → loadScenario → export is byte-identical, for every preset and example file', () => {
    const inputs: Scenario[] = [
      ...PRESETS.map((p) => p.scenario),
      played('grand-melee', 20),
      played('emperor', 7),
      ...files.map((f) => JSON.parse(readFileSync(join('scenarios', f), 'utf8')) as Scenario),
    ];
    for (const s of inputs) {
      const first = exportScenario(factsOf(s));
      const loaded = loadScenario(JSON.parse(first));
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) continue;
      const again = exportScenario(factsOf(loaded.value.scenario));
      expect(again).toBe(first);
      // And through the app's own import path.
      const imported = importScenarioText(first);
      expect(imported.ok).toBe(true);
      if (imported.ok) expect(exportScenario(imported.facts)).toBe(first);
    }
  });

  it('keeps the Planechase option and the planar die faces (901)', () => {
    const s = JSON.parse(
      readFileSync(join('scenarios', '800.4i-planar-controller-leaves.json'), 'utf8'),
    ) as Scenario;
    const json = JSON.parse(exportScenario(factsOf(s)));
    expect(json.options.planechase).toBe('decks');
    expect(json.events[1]).toEqual({ type: 'planarRoll', player: 'Alex', face: 'planeswalker' });
    expect(json.events[2]).toEqual({ type: 'planeswalk', player: 'Alex' });
  });

  it('exports the table as it stands: undone events are left out', () => {
    const s = played('emperor', 5);
    const json = JSON.parse(exportScenario(factsOf(s, 3)));
    expect(json.version).toBe(1);
    expect(json.events).toEqual(s.events!.slice(0, 3));
  });

  it('the command line reads an exported file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'table-sense-'));
    const file = join(dir, exportFileName(factsOf(played('grand-melee', 6))));
    writeFileSync(file, exportScenario(factsOf(played('grand-melee', 6))));
    const out = execFileSync('npx', ['tsx', 'src/cli/scenarioMain.ts', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const report = JSON.parse(out);
    expect(report.players).toHaveLength(12);
  });

  it('file names come from the title, without characters file systems refuse', () => {
    const s = PRESETS[0]!.scenario;
    expect(exportFileName(factsOf({ ...s, title: 'a/b:c*<d>' }))).toBe('a b c d.json');
    expect(exportFileName(factsOf({ ...s, title: '   ' }))).toBe(`${s.variant}.json`);
  });

  it('fields of the wrong type are refused, naming the field; unknown keys are dropped', () => {
    const base = {
      variant: 'free-for-all',
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    };
    const cases: [unknown, RegExp][] = [
      [{ ...base, title: { a: 1 } }, /"title" must be text.*\[at title\]/],
      [{ ...base, title: 'x'.repeat(501) }, /longer than 500.*\[at title\]/],
      [{ ...base, seating: 'round' }, /"seating" must be.*\[at seating\]/],
      [{ ...base, options: { startingLife: '40' } }, /\[at options\.startingLife\]/],
      [
        { ...base, players: [{ name: 'A', vanguard: 3 }, { name: 'B' }, { name: 'C' }] },
        /\[at players\[0\]\.vanguard\]/,
      ],
      [
        { ...base, events: [{ type: 'life', player: 'A', amount: '3' }] },
        /\[at events\[0\]\.amount\]/,
      ],
    ];
    for (const [json, message] of cases) {
      const r = importScenarioText(JSON.stringify(json));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    }
    // A title nested deeper than JSON.stringify can go: refused, never a crash.
    const deep = `{"variant":"free-for-all","players":[{"name":"A"},{"name":"B"},{"name":"C"}],"title":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const d = importScenarioText(deep);
    expect(d.ok).toBe(false);
    const extra = importScenarioText(
      JSON.stringify({
        ...base,
        junk: 'x'.repeat(100_000),
        options: { attack: 'multiple', huge: [1, 2, 3] },
        players: [
          { name: 'A', note: 'hi', vanguard: { life: 1, hand: 0, x: 9 } },
          { name: 'B' },
          { name: 'C' },
        ],
        events: [{ type: 'endTurn', note: 'x' }],
      }),
    );
    expect(extra.ok).toBe(true);
    if (extra.ok) {
      expect(JSON.stringify(extra.facts).length).toBeLessThan(500);
      expect(extra.facts.setup).not.toHaveProperty('junk');
      expect(extra.facts.setup.options).toEqual({ attack: 'multiple' });
      expect(extra.facts.setup.players[0]).toEqual({ name: 'A', vanguard: { life: 1, hand: 0 } });
      expect(extra.facts.log).toEqual([{ type: 'endTurn' }]);
    }
  });

  it('hostile and broken files: a message saying what is wrong', async () => {
    const cases: [string, RegExp][] = [
      ['not json at all', /not JSON/],
      ['', /^The file is empty/],
      [' \n\t\r\n', /^The file is empty/],
      ['\uFEFF\n', /^The file is empty/],
      ['[]', /not a table this app can open: A scenario is a JSON object/],
      [
        '{"variant":"free-for-all","players":[{"name":"A"},{"name":"B"}]}',
        /at least 3 players.*800\.1/,
      ],
      ['{"version":7,"variant":"custom","players":[]}', /format version 7.*Update the app/],
      ['{"variant":"custom","players":"lots"}', /"players" list/],
      ['{"__proto__":{"polluted":true},"variant":"custom","players":[]}', /not a table/],
      [' '.repeat(MAX_FILE_BYTES + 1), /larger than 1 MB/],
    ];
    for (const [text, message] of cases) {
      const r = importScenarioText(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const big = await importScenarioFile(new Blob(['x'.repeat(MAX_FILE_BYTES + 10)]));
    expect(big).toMatchObject({ ok: false, message: expect.stringMatching(/larger than 1 MB/) });
  });

  it('names with markup import as plain text, exactly as written', () => {
    const s: Scenario = {
      variant: 'free-for-all',
      players: [{ name: '<img src=x onerror=alert(1)>' }, { name: '<b>B</b>' }, { name: 'C' }],
    };
    const r = importScenarioText(JSON.stringify(s));
    expect(r.ok && r.facts.setup.players.map((p) => p.name)).toEqual([
      '<img src=x onerror=alert(1)>',
      '<b>B</b>',
      'C',
    ]);
  });
});

// ---- property test: links and files through the app's open paths ----

const validFacts = fc
  .tuple(fc.constantFrom(...PRESETS.map((p) => p.id)), fc.nat(12), fc.nat())
  .map(([id, n, k]) => {
    const s = played(id, n);
    return factsOf(s, k % (n + 1));
  });

const mutate = (text: string) =>
  fc
    .array(
      fc.record({
        at: fc.nat(),
        op: fc.constantFrom('sub', 'del', 'ins', 'cut'),
        c: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((edits) => {
      let s = text;
      for (const e of edits) {
        const at = s.length ? e.at % s.length : 0;
        if (e.op === 'sub') s = s.slice(0, at) + e.c + s.slice(at + 1);
        else if (e.op === 'del') s = s.slice(0, at) + s.slice(at + e.c.length);
        else if (e.op === 'ins') s = s.slice(0, at) + e.c + s.slice(at);
        else s = s.slice(0, at);
      }
      return s;
    });

/** JSON-level tampering: fields swapped for values of other types. */
const jsonValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);
const tamperedJson = fc
  .tuple(
    validFacts,
    fc.constantFrom(
      'variant',
      'players',
      'events',
      'options',
      'seed',
      'startingPlayer',
      'title',
      'version',
      'seating',
    ),
    jsonValue,
  )
  .map(([f, key, v]) => JSON.stringify({ ...JSON.parse(exportScenario(f)), [key]: v }));

type Input = { kind: 'link' | 'file'; text: string };
const inputs: fc.Arbitrary<Input> = fc.oneof(
  validFacts.map((f) => ({
    kind: 'link' as const,
    text: encodeTable({ ...f.setup, events: f.log }, f.cursor),
  })),
  validFacts
    .chain((f) => mutate(encodeTable({ ...f.setup, events: f.log }, f.cursor)))
    .map((text) => ({ kind: 'link' as const, text })),
  fc.string({ maxLength: 300 }).map((s) => ({ kind: 'link' as const, text: `t2.${s}` })),
  validFacts.map((f) => ({ kind: 'file' as const, text: exportScenario(f) })),
  validFacts
    .chain((f) => mutate(exportScenario(f)))
    .map((text) => ({ kind: 'file' as const, text })),
  tamperedJson.map((text) => ({ kind: 'file' as const, text })),
  fc.json().map((text) => ({ kind: 'file' as const, text })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ kind: 'file' as const, text })),
);

describe('property: links and files', () => {
  it('10,000 random and mutated links and files: a valid table or a clear error; nothing throws', () => {
    const tally = { 'link ok': 0, 'link error': 0, 'file ok': 0, 'file error': 0 };
    fc.assert(
      fc.property(inputs, ({ kind, text }) => {
        if (kind === 'link') {
          const r = decodeTable(text);
          tally[r.ok ? 'link ok' : 'link error']++;
          if (r.ok) {
            expect(loadScenario(r.scenario).ok).toBe(true);
            expect(r.cursor).toBeGreaterThanOrEqual(0);
            expect(r.cursor).toBeLessThanOrEqual(r.scenario.events?.length ?? 0);
          } else expect(r.error.message.length).toBeGreaterThan(10);
        } else {
          const r = importScenarioText(text);
          tally[r.ok ? 'file ok' : 'file error']++;
          if (r.ok) {
            const again = loadScenario({ ...r.facts.setup, events: r.facts.log });
            expect(again.ok).toBe(true);
            expect(r.facts.cursor).toBe(r.facts.log.length);
            // What was imported always exports (no throw, whatever the file held).
            expect(() => exportScenario(r.facts)).not.toThrow();
          } else expect(r.message).toMatch(/^The file /);
        }
      }),
      { numRuns: 10_000 },
    );
    console.log('links and files:', tally);
    // Every outcome really happened.
    for (const n of Object.values(tally)) expect(n).toBeGreaterThan(200);
  });
});
