// Table mode photographed for every table size (`npm run table-set`, after `npm run build`): 2, 3,
// 4, 5, 6 (Emperor), 8 (teams), 12 and 16 (Grand Melee) players at a phone, a phone on its side and a tablet, each with markers and
// counters on the seats, with a d20 just rolled, and at game over. Writes test-results/table-set/
// to look at; nothing is asserted (the specs in e2e/ check sizes and overlaps). TABLE_SET_LANG,
// TABLE_SET_ONLY and TABLE_SET_SIZES narrow it (below).
/* global document */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ffaTable, preset } from '../e2e/tables';
import { EMPEROR_TABLE } from '../src/rules/defaults';
import type { GameEvent, Scenario } from '../src/rules/types';
import { encodeTable } from '../src/share/codec';
// @ts-expect-error -- a plain module shared with the other photographing scripts
import { launchChromium, ROOT, startPreview } from './preview.mjs';

const OUT = join(ROOT, 'test-results', 'table-set');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'tablet', width: 820, height: 1180 },
];
const ffa = ffaTable;

/** The tables, by how many players sit at them (2: three sat down and one has left, 800.1). */
const TABLES: [label: string, scenario: Scenario, before?: GameEvent[]][] = [
  ['2', ffa(3), [{ type: 'leave', player: 'Carissa', reason: 'concede' }]],
  ['3', ffa(3)],
  ['4', preset('commander')],
  ['5', ffa(5)],
  ['6-emperor', EMPEROR_TABLE],
  [
    '8-team-vs-team',
    {
      version: 1,
      variant: 'team-vs-team',
      // The chosen team's player left of its midpoint goes first (808.4).
      startingPlayer: 'Carissa',
      players: ffa(8).players.map((p, i) => ({ ...p, team: i < 4 ? 'Red' : 'Blue' })),
    },
  ],
  ['12-grand-melee', preset('grand-melee')],
  ['16-grand-melee', { ...preset('grand-melee'), players: ffa(16).players }],
];

/** Markers and counters on the first few seats, and the table's own. */
function busy(s: Scenario, before: GameEvent[] = []): Scenario {
  const out = new Set(
    before.flatMap((e) => ('player' in e && e.type === 'leave' ? [e.player] : [])),
  );
  const p = s.players.map((x) => x.name).filter((n) => !out.has(n));
  const commander = s.options?.format === 'commander';
  const events: GameEvent[] = [
    ...before,
    { type: 'designate', designation: 'monarch', player: p[0]! },
    { type: 'designate', designation: 'initiative', player: p[1]! },
    { type: 'counter', player: p[1]!, counter: 'energy', amount: 3 },
    { type: 'poison', player: p.at(-1)!, amount: 2 },
    { type: 'life', player: p.at(-1)!, amount: -4 },
    { type: 'cityBlessing', player: p[0]! },
    { type: 'dayNight', to: 'night' },
    { type: 'counter', player: p[0]!, counter: 'storm', amount: 2 },
    ...(commander
      ? ([
          { type: 'commanderDamage', player: p.at(-1)!, from: p[0]!, amount: 5 },
          { type: 'counter', player: p[0]!, counter: 'commanderCasts', amount: 2 },
        ] as GameEvent[])
      : []),
  ];
  // Who may go first: as the table says, else an emperor (809.4), else the first seat.
  const first = s.startingPlayer ?? s.players.find((x) => x.role === 'emperor')?.name ?? p[0]!;
  return { ...s, startingPlayer: first, events };
}

/** Everyone not on the first player's side leaves: the game is over. */
function over(s: Scenario): Scenario {
  const first = s.players.find((x) => x.name === s.startingPlayer)!;
  const gone = new Set(
    (s.events ?? []).flatMap((e) => (e.type === 'leave' && 'player' in e ? [e.player] : [])),
  );
  const rest = s.players
    .filter((x) => x.name !== first.name && !gone.has(x.name))
    .filter((x) => !first.team || x.team !== first.team)
    .map((x) => x.name);
  return {
    ...s,
    events: [...(s.events ?? []), { type: 'leave', players: rest, reason: 'concede' } as GameEvent],
  };
}

/** TABLE_SET_LANG=de photographs only a roll and the game over, in that language (its words are
 * longer, or its letters wider). */
const LANG = process.env.TABLE_SET_LANG;

async function open(page: Page, url: string, s: Scenario, lang?: string) {
  // From a blank page: a link differing only in its hash would not reload the app.
  await page.goto('about:blank');
  await page.goto(`${url}${lang ? `?lang=${lang}` : ''}#${encodeTable(s)}`);
  const mode = page.getByTestId('table-mode');
  await page.getByTestId('seating-chart').or(mode).first().waitFor();
  // Opening a link always says so (or why it was refused); then the notices are cleared.
  // (By its cross, not its words: in any language.)
  const dismiss = page.getByTestId('notice').locator('button:has-text("✕")');
  await dismiss
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  const refused = page.getByText(/^This link /);
  if (await refused.count()) throw new Error((await refused.first().textContent()) ?? 'refused');
  while (await dismiss.count()) await dismiss.first().click();
  // Table mode is remembered: from the second table on, the page opens in it.
  if (!(await mode.count())) await page.getByRole('button', { name: 'Table mode' }).click();
  await mode.waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

mkdirSync(OUT, { recursive: true });
const preview = await startPreview();
const browser = await launchChromium();
let failed = 0;
try {
  // TABLE_SET_SIZES=phone,landscape photographs only those screens.
  const sizes = process.env.TABLE_SET_SIZES?.split(',');
  for (const size of SIZES.filter((z) => !sizes || sizes.includes(z.name))) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.name !== 'tablet',
      colorScheme: 'dark',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // TABLE_SET_ONLY=6-emperor (a label's start) photographs only those tables.
    const only = process.env.TABLE_SET_ONLY;
    for (const [label, scenario, before] of TABLES.filter(([l]) => !only || l.startsWith(only))) {
      const shot = (state: string) =>
        page.screenshot({
          path: join(OUT, `${label}-${size.name}-${state}${LANG ? `-${LANG}` : ''}.png`),
        });
      try {
        const table = busy(scenario, before);
        if (LANG) {
          // Into table mode in English (its button's name), then a d20's roll and the game over
          // in LANG (by test ids: the buttons' names are in LANG).
          await open(page, preview.url, table);
          await open(page, preview.url, table, LANG);
          await page.getByTestId('mode-dice').click();
          await page.getByTestId('mode-roll-d20').click();
          await page.getByTestId('mode-roll').waitFor();
          await page.waitForTimeout(400);
          await shot('roll');
          await open(page, preview.url, over(table), LANG);
          await page.getByTestId('mode-game-over').waitFor();
          await shot('over');
          console.log(`${label} ${size.name}: a roll and the game over in ${LANG}`);
          continue;
        }
        await open(page, preview.url, table);
        await shot('play');
        await page.getByRole('button', { name: "Dice, a coin and the table's counters" }).click();
        await page.getByRole('button', { name: `${table.startingPlayer} rolls a d20` }).click();
        await page.getByTestId('mode-roll').waitFor();
        await page.waitForTimeout(400);
        await shot('roll');
        await open(page, preview.url, over(table));
        await page.getByTestId('mode-game-over').waitFor();
        await shot('over');
        console.log(`${label} ${size.name}: 3 pictures`);
      } catch (error) {
        failed++;
        console.error(`${label} ${size.name}: ${error instanceof Error ? error.message : error}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  preview.stop();
}
console.log(`wrote ${OUT}${failed ? `; ${failed} tables failed` : ''}`);
process.exit(failed ? 1 : 0);
