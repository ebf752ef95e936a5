// The screenshot set to look at before calling the table done: flat on the table at
// 4, 6 and 8 seats and Grand Melee at 16 and 40, each at phone (390×844), tablet (820×1180) and
// desktop (1440×900) sizes. Written to e2e/screenshots/set/ (gather.spec.ts adds the gathering
// screens on a phone there, as it needs the relay); each page is also checked for what a
// glance at the picture would catch: no sideways scrolling, every seat drawn, the turn bar opaque.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { encodeTable } from '../src/share/codec';

const SIZES = [
  ['phone', 390, 844],
  ['tablet', 820, 1180],
  ['desktop', 1440, 900],
] as const;
const NAMES = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi', 'Gus', 'Hana'];

const GM_NAMES = [
  'Ana',
  'Benedikt',
  'Chloé',
  'Dev',
  'Eun-ji',
  'Farouk',
  'Greta',
  'Hiroshi',
  'Ines',
  'Jo',
  'Kwame',
  'Lucía',
  'Maximilian',
  'Nia',
  'Oskar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tui',
];

const TABLES = [
  ...[4, 6, 8].map((n) => ({
    name: `flat-${n}`,
    flat: true,
    scenario: {
      version: 1 as const,
      variant: 'free-for-all' as const,
      players: NAMES.slice(0, n).map((name) => ({ name })),
      startingPlayer: 'Alex',
      options: { format: 'commander' as const },
    },
  })),
  ...[16, 40].map((n) => ({
    name: `grand-melee-${n}`,
    flat: false,
    scenario: {
      version: 1 as const,
      variant: 'grand-melee' as const,
      // Names of the lengths people type: short, long, and a few that would clash when cut.
      players: Array.from({ length: n }, (_, i) => ({
        name: `${GM_NAMES[i % GM_NAMES.length]}${i >= GM_NAMES.length ? ` ${Math.floor(i / GM_NAMES.length) + 1}` : ''}`,
      })),
      startingPlayer: GM_NAMES[0],
    },
  })),
];

mkdirSync('e2e/screenshots/set', { recursive: true });

for (const t of TABLES)
  for (const [size, width, height] of SIZES)
    test(`screenshot: ${t.name} at ${size} size`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/#${encodeTable(t.scenario)}`);
      await expect(page.getByTestId('seat')).toHaveCount(t.scenario.players.length);
      if (t.flat) {
        const flat = page.getByRole('switch', { name: 'Flat on the table', exact: true });
        await flat.click();
        await expect(flat).toHaveAttribute('aria-checked', 'true');
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400); // the seats' turn and the zoom settle
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      const bar = page.getByTestId('turn-bar');
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
        /rgba\(.*, 0(\.\d+)?\)|transparent/,
      );
      await page.screenshot({ path: `e2e/screenshots/set/${t.name}-${size}.png` });
    });
