// bench:ui's records rows, on the slow phone (CPU 4×, 390×844): the Records screen opening with a
// playgroup's 10,000 games and drawing its stats, a filter redrawing them, and a game's story of
// 300 turns and 16 players opening. The games are seeded straight into IndexedDB, as the app
// keeps them.
import type { Browser, CDPSession, Page } from '@playwright/test';
import {
  gameId,
  listed,
  nightOf,
  RECORDS_DB,
  shelfOf,
  sumsOf,
  type KeptGame,
  type ListedGame,
} from '../src/persist/records';
import { storyFacts } from '../src/persist/storyFacts';
import { joinIndexes } from '../src/rules/statsIndex';
import { prepare } from '../src/ui/records/prepared';
import { summaryOf } from '../src/ui/records/summary';
import { recordOf } from '../src/rules/record';
import { loadScenario } from '../src/rules/scenario';
import type { GameEvent, Scenario } from '../src/rules';
import { keptGame, random } from './records';

/** A 16-player game of 300 turns, life moving a little every turn: the longest story to draw. */
function longGame(): KeptGame {
  const players = Array.from({ length: 16 }, (_, i) => ({ name: `Player ${i + 1}` }));
  const setup: Scenario = {
    variant: 'free-for-all',
    players,
    startingPlayer: 'Player 1',
    startedAt: '2026-11-27T18:00:00+01:00',
  };
  const rand = random(300);
  const events: GameEvent[] = [];
  let t = Date.parse(setup.startedAt!);
  for (let turn = 0; turn < 299; turn++) {
    const who = players[Math.floor(rand() * 16)]!.name;
    t += 20_000;
    events.push({
      type: 'life',
      player: who,
      amount: rand() < 0.5 ? -1 : 1,
      at: new Date(t).toISOString(),
    });
    t += 40_000;
    events.push({ type: 'endTurn', at: new Date(t).toISOString() });
  }
  const loaded = loadScenario({ ...setup, events });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const r = recordOf(loaded.value.table, events, setup.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  const scenario = { ...setup, events };
  return {
    id: gameId(setup, events),
    night: nightOf(r.value.startedAt, r.value.endedAt!),
    keptAt: r.value.endedAt!,
    scenario,
    record: r.value,
    // As the app keeps a game (persist/recorder.ts); a build before that reads past it.
    ...(process.env.BENCH_STORY_FACTS === '0' ? {} : { story: storyFacts(scenario)! }),
  };
}

/** The seeded games' night: three a night from 1 January 2020. */
const seedNight = (i: number) =>
  new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);

/**
 * Each shelf's sums as the app writes them (persist/records.ts sumsOf), for the games seed puts,
 * as plain data for the page: typed arrays as their type and numbers, maps as their entries.
 */
function seededSums(games: KeptGame[], count: number, extra: KeptGame) {
  const shelves = new Map<string, ListedGame[]>();
  const put = (g: KeptGame) => {
    const key = shelfOf(g.night);
    if (!shelves.has(key)) shelves.set(key, []);
    shelves.get(key)!.unshift(listed(g));
  };
  for (let i = 0; i < count; i++) put({ ...games[i % games.length]!, night: seedNight(i) });
  put({ ...extra, night: '2031-01-01' });
  const plain = (x: unknown): unknown =>
    ArrayBuffer.isView(x)
      ? { typed: x.constructor.name, values: Array.from(x as unknown as ArrayLike<number>) }
      : x instanceof Map
        ? { map: [...x] }
        : x;
  const parts = [...shelves].map(([key, shelf]) => ({ key, ...sumsOf(shelf) }));
  // The summary the app keeps once it has counted these games (ui/records/summary.ts), against
  // the change token seeded with them: worked out as the screen works it out, with no aliases.
  const newest = [...parts].sort((a, b) => (a.key < b.key ? 1 : -1));
  const summary = summaryOf(prepare(joinIndexes(newest.map((p) => p.index)), {}), {});
  return {
    shelves: parts.map(({ key, format, index }) => {
      const fields = Object.entries(index).map(([k, v]) => [k, plain(v)]);
      return { key, format, fields };
    }),
    summary: { ...summary, spellings: plain(summary.spellings) },
  };
}

/**
 * Puts `count` games into the page's records database: copies of `games`, each its own night.
 * `layout` is the database's version: 1 kept the games alone; 2 also lists them on shelves, one
 * per year; 3 also keeps each shelf's sums (persist/records.ts), so a build of any can be timed as
 * it finds its own data.
 */
export async function seed(
  page: Page,
  games: KeptGame[],
  count: number,
  extra: KeptGame,
  layout: 1 | 2 | 3,
  /** The summary kept against an earlier change token (a game kept since it was counted). */
  stale = false,
) {
  const { shelves: sums, summary } =
    layout > 2 ? seededSums(games, count, extra) : { shelves: [], summary: null };
  await page.evaluate(
    async ({ name, games, count, extra, layout, sums, summary, stale }) => {
      const db = await new Promise<IDBDatabase>((ok, no) => {
        const r = indexedDB.open(name, layout);
        r.onupgradeneeded = () => {
          const games = r.result.createObjectStore('games', { keyPath: 'id' });
          games.createIndex('night', 'night');
          r.result.createObjectStore('meta');
          if (layout > 1) r.result.createObjectStore('shelves');
          if (layout > 2) r.result.createObjectStore('sums');
        };
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      const stores = ['games', 'meta', 'shelves', 'sums'].slice(0, layout + 1);
      const tx = db.transaction(stores, 'readwrite');
      const store = tx.objectStore('games');
      const shelves = new Map<string, unknown[]>();
      const put = (g: KeptGame) => {
        store.put(g);
        const { life: _life, ...record } = g.record;
        const key = g.night.slice(0, 4);
        if (!shelves.has(key)) shelves.set(key, []);
        shelves.get(key)!.unshift({ id: g.id, night: g.night, keptAt: g.keptAt, record });
      };
      const day = 86_400_000;
      for (let i = 0; i < count; i++) {
        const g = games[i % games.length]!;
        // As seedNight.
        const night = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * day)
          .toISOString()
          .slice(0, 10);
        put({ ...g, id: `${g.id}-${i}`, night, keptAt: `${night}T23:00:00+01:00` });
      }
      put({ ...extra, night: '2031-01-01' });
      // Newest night first, as the app keeps each shelf (a night's games all kept at one time).
      if (layout > 1) for (const [key, shelf] of shelves) tx.objectStore('shelves').put(shelf, key);
      const typed = { Int32Array, Uint8Array, Float64Array } as const;
      const revive = (v: unknown): unknown => {
        const x = v as {
          typed?: keyof typeof typed;
          values?: number[];
          map?: [unknown, unknown][];
        };
        if (!x || Array.isArray(x) || typeof x !== 'object') return v;
        if (x.typed) return typed[x.typed].from(x.values!);
        if (x.map) return new Map(x.map);
        return v;
      };
      for (const { key, format, fields } of sums)
        tx.objectStore('sums').put(
          { format, index: Object.fromEntries(fields.map(([k, v]) => [k, revive(v)])) },
          key,
        );
      // Saved tables were already turned into records: the first start's migration has nothing to do.
      tx.objectStore('meta').put(true, 'migrated-saved-tables');
      // The change token of these games, and the summary kept against it (a build before the
      // summary reads past both).
      if (summary) {
        tx.objectStore('meta').put('seeded', 'changed');
        const value = { ...summary, spellings: revive(summary.spellings) };
        tx.objectStore('meta').put({ changed: stale ? 'before' : 'seeded', value }, 'summary');
      }
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
    },
    { name: RECORDS_DB, games, count, extra, layout, sums, summary, stale },
  );
}

/**
 * Reloads the page (its summary seeded stale) and waits up to 20 s for the summary to be kept
 * again: the recount's span (its `records summary: whole` measure), its longest task (long tasks
 * within the span) and its steps' measures.
 */
async function refreshed(page: Page): Promise<Refresh> {
  await page.reload();
  await page.getByTestId('seating-chart').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __long: PerformanceEntry[] };
    w.__long = [];
    new PerformanceObserver((l) => w.__long.push(...l.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  return page.evaluate(async (name) => {
    const fresh = () =>
      new Promise<boolean>((done) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => {
          const db = r.result;
          const meta = db.transaction('meta').objectStore('meta');
          const c = meta.get('changed');
          const s = meta.get('summary');
          s.onsuccess = () => {
            db.close();
            done((s.result as { changed?: unknown } | undefined)?.changed === c.result);
          };
        };
        r.onerror = () => done(false);
      });
    const t0 = performance.now();
    let kept = await fresh();
    for (; !kept && performance.now() - t0 < 20_000; kept = await fresh())
      await new Promise((done) => setTimeout(done, 250));
    const measures = performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('records summary: '));
    const whole = measures.find((m) => m.name.endsWith(': whole'));
    const long = (window as unknown as { __long: PerformanceEntry[] }).__long.filter(
      (e) =>
        whole &&
        e.startTime + e.duration >= whole.startTime &&
        e.startTime <= whole.startTime + whole.duration,
    );
    return {
      kept,
      span: whole?.duration ?? -1,
      longest: Math.max(0, ...long.map((e) => e.duration)),
      steps: Object.fromEntries(measures.map((m) => [m.name.slice(17), m.duration])),
    };
  }, RECORDS_DB);
}

/**
 * From `act` to the frame in which `until` (a JavaScript expression) first holds (ms); with
 * `also`, the same for it too (what the page shows a frame or more later: the games' rows).
 */
async function toFrames(page: Page, act: string, until: string, also = until) {
  return page.evaluate(
    ({ act, until, also }) =>
      new Promise<[number, number]>((done) => {
        const ready = new Function(`return (${until});`) as () => boolean;
        const after = new Function(`return (${also});`) as () => boolean;
        // Per condition: -2 not yet, -1 held (its frame to come), else the time.
        const at = [-2, -2];
        const t0 = performance.now();
        new Function(act)();
        const check = () => {
          // The second condition is read only once the first holds: reading costs the frame.
          const first = ready();
          const now = [first, first && after()];
          for (const k of [0, 1])
            if (now[k] && at[k] === -2) {
              at[k] = -1;
              requestAnimationFrame(() => {
                at[k] = performance.now() - t0;
                if (at[0]! >= 0 && at[1]! >= 0) done([at[0]!, at[1]!]);
              });
            }
          if (at[0] === -2 || at[1] === -2) requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { act, until, also },
  );
}

/** From `act` to the frame in which `until` first holds (ms). */
async function toFrame(page: Page, act: string, until: string): Promise<number> {
  return (await toFrames(page, act, until))[0];
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const verdict = (ms: number, target: number) =>
  `${ms.toFixed(0)} ms (target ≤ ${target} ms: ${ms <= target ? 'met' : 'MISSED'})`;

/** The games every round seeds: 200 real random games, and the long story. */
export function recordsData() {
  const rand = random(7);
  return { games: Array.from({ length: 200 }, (_, i) => keptGame(rand, i)), long: longGame() };
}

export interface RoundOptions {
  /** The records database's version the build reads (seed). */
  layout?: 1 | 2 | 3;
  /** Called around each timed step (a CPU profile, a trace); its result is kept by step. */
  around?: <T>(cdp: CDPSession, step: Step, run: () => Promise<T>) => Promise<T>;
  /**
   * The summary seeded out of date, as after a game kept since it was counted; the page is
   * reloaded and given its idle time to count it again (ui/records/freshSummary.ts: a build
   * without that opens counting every game) before the screen is opened.
   */
  stale?: boolean;
}
export type Step = 'open' | 'filter' | 'story';
/** Each step's time, and for the open and the filter the time until the games' rows show too. */
export type Timed = Step | 'openList' | 'filterList';
export type Figures = Record<Timed, number> & { refresh?: Refresh };

/** The idle recount of a stale summary: its span, its longest task and its steps (ms). */
export interface Refresh {
  /** Kept before the screen was opened (within the wait). */
  kept: boolean;
  span: number;
  longest: number;
  steps: Record<string, number>;
}

/** One fresh page: the screen opened, a filter, a story; each from its act to its frame (ms). */
export async function recordsRound(
  browser: Browser,
  url: string,
  data: ReturnType<typeof recordsData>,
  { layout = LAYOUT, around = (_c, _s, run) => run(), stale = false }: RoundOptions = {},
): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    // tsx names the functions this file hands the page (esbuild's keepNames): give it the helper.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(url);
    await page.getByTestId('seating-chart').waitFor();
    await seed(page, data.games, 10_000, data.long, layout, stale);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.REC_RATE ?? 4) });
    const refresh = stale ? await refreshed(page) : undefined;
    const [open, openList] = await around(cdp, 'open', () =>
      toFrames(
        page,
        "location.hash = '#records'",
        `!!document.querySelector('[data-testid="records-figures"]') && !!document.querySelector('[data-testid="records-screen"] figure svg')`,
        `!!document.querySelector('[data-testid="record-row"]')`,
      ),
    );
    await page.getByTestId('filter-player').waitFor();
    const count = `document.querySelector('[data-testid="records-count"]').textContent`;
    const rows = `[...document.querySelectorAll('[data-testid="record-row"]')].map((r) => r.dataset.game).join()`;
    const [filter, filterList] = await around(cdp, 'filter', () =>
      toFrames(
        page,
        `window.__before = ${count};
         window.__rows = ${rows};
         const s = document.querySelector('[data-testid="filter-player"]');
         s.value = s.options[1].value; s.dispatchEvent(new Event('change', { bubbles: true }));`,
        `${count} !== window.__before`,
        // Other games listed (the newest, the long game of 16 players, is not that player's).
        `${rows} !== window.__rows`,
      ),
    );
    // The long game's story: back to every game (untimed), where it is the newest row. The
    // filtered player's first game is a short one kept without its story's facts (it replays).
    await page.evaluate(() => {
      const s = document.querySelector<HTMLSelectElement>('[data-testid="filter-player"]')!;
      s.value = '';
      s.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const long = page.locator(`[data-testid="record-row"][data-game="${data.long.id}"]`);
    await long.waitFor();
    // Settled: the list's own work after the reset (its rows, a transition) is not the story's.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 3000 }), {
            timeout: 3000,
          }),
        ),
    );
    const story = await around(cdp, 'story', () =>
      toFrame(
        page,
        `document.querySelector('[data-testid="record-row"][data-game="${data.long.id}"]').click()`,
        `!!document.querySelector('[data-testid="story"] svg path')`,
      ),
    );
    return { open, filter, story, openList, filterList, refresh };
  } finally {
    // A step's own error is the one to see, not the close's after it.
    await context.close().catch(() => undefined);
  }
}

/** The records database's version this tree's build reads (persist/records.ts). */
export const LAYOUT = 3;

export async function recordsRows(browser: Browser, url: string) {
  console.log('\nRecords on a slow phone (CPU throttled 4×, 390×844):');
  const data = recordsData();
  const rounds: Figures[] = [];
  for (let round = 0; round < 3; round++) rounds.push(await recordsRound(browser, url, data));
  const of = (step: Timed) => median(rounds.map((r) => r[step]));
  console.log(
    `  the Records screen opens with 10,000 games, stats drawn: ${verdict(of('open'), 500)}`,
  );
  console.log(
    `  a filter (one player) redrawn:                          ${verdict(of('filter'), 16)}`,
  );
  console.log(
    `  a story of 300 turns and 16 players drawn:               ${verdict(of('story'), 100)}`,
  );
  console.log(
    `  (the games' rows too: on opening ${of('openList').toFixed(0)} ms, after the filter ${of('filterList').toFixed(0)} ms)`,
  );
  // A game kept since the summary was counted: the page's idle time recounts it, then the open.
  const stale: Figures[] = [];
  for (let round = 0; round < 3; round++)
    stale.push(await recordsRound(browser, url, data, { stale: true }));
  console.log(
    `  opened after a game was kept (its summary counted again in idle time): ${verdict(median(stale.map((r) => r.open)), 500)}`,
  );
  console.log(`  ${refreshWords(stale)}`);
}

/** The recount's figures over rounds, in words (medians). */
export function refreshWords(rounds: Figures[]) {
  const r = rounds.map((x) => x.refresh!);
  const kept = r.filter((x) => x.kept).length;
  const step = (k: string) => median(r.map((x) => x.steps[k] ?? -1)).toFixed(0);
  return `(the idle recount: kept in ${kept} of ${r.length}; span ${median(r.map((x) => x.span)).toFixed(0)} ms, longest task ${median(r.map((x) => x.longest)).toFixed(0)} ms; steps join ${step('join')}, warm ${step('warm')}, people ${step('people')}, stats ${step('stats')}, summary ${step('summary')} ms)`;
}
