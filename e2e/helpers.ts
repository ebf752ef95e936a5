// What several browser specs do the same way: open a table from a share link, open the Tables
// panel, find a seat, read a download, concede for a player.
import { expect, type Download, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';

/**
 * Opens `scenario` as a share link and waits for its chart. Opening a link always says so; the
 * notices arrive a moment after the chart (their own chunk): wait for one, then clear them all so
 * later steps see the table alone.
 */
export async function openTable(page: Page, scenario: Parameters<typeof encodeTable>[0]) {
  await page.goto(`/#${encodeTable(scenario)}`);
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  const dismiss = page.getByRole('button', { name: /^Dismiss/ });
  await expect(dismiss.first()).toBeVisible();
  while (await dismiss.count()) await dismiss.first().click();
}

/** Opens the Tables panel and returns it. */
export async function openTables(page: Page) {
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Tables' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A seat of the page's chart by its player's name. */
export const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

/** A download's content as text. */
export async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `name` concedes, through the table screen's player actions. */
export async function concede(page: Page, name: string) {
  await page
    .getByRole('group', { name: 'Something happens to a player' })
    .getByLabel('Player', { exact: true })
    .selectOption(name);
  await page.getByRole('button', { name: `${name} concedes` }).click();
}

/** A point on the screen (CSS px). */
export type ScreenPoint = { x: number; y: number };

/**
 * Shapes as drawn, for measuring a chart whose words and seats are turned to face their readers
 * (not their upright bounds): `corners`, an element's own four corners on the screen; `meet`,
 * whether two convex shapes overlap (1 px of slack: touching is not overlapping); `near`, how
 * near a point comes to a box (0 inside it); `round`, an SVG circle's centre and radius.
 */
export interface TurnedShapes {
  corners: (el: Element) => ScreenPoint[];
  meet: (a: readonly ScreenPoint[], b: readonly ScreenPoint[]) => boolean;
  near: (c: ScreenPoint, box: readonly ScreenPoint[]) => number;
  round: (c: SVGCircleElement) => ScreenPoint & { r: number };
}

declare global {
  interface Window {
    turnedShapes: TurnedShapes;
  }
}

/** Runs in the page: puts TurnedShapes on `window`. */
function installTurnedShapes() {
  type P = { x: number; y: number };
  const corners = (el: Element): P[] => {
    if (el instanceof SVGGraphicsElement) {
      const b = el.getBBox();
      const m = el.getScreenCTM()!;
      const at = (x: number, y: number) => ({
        x: m.a * x + m.c * y + m.e,
        y: m.b * x + m.d * y + m.f,
      });
      return [
        at(b.x, b.y),
        at(b.x + b.width, b.y),
        at(b.x + b.width, b.y + b.height),
        at(b.x, b.y + b.height),
      ];
    }
    const r = el.getBoundingClientRect();
    return [
      { x: r.left, y: r.top },
      { x: r.right, y: r.top },
      { x: r.right, y: r.bottom },
      { x: r.left, y: r.bottom },
    ];
  };
  // Two convex shapes overlap unless an edge's normal separates them.
  const meet = (a: readonly P[], b: readonly P[]) => {
    for (const poly of [a, b])
      for (let i = 0; i < poly.length; i++) {
        const p = poly[i]!;
        const q = poly[(i + 1) % poly.length]!;
        const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
        const nx = (q.y - p.y) / len;
        const ny = (p.x - q.x) / len;
        const sa = a.map((k) => k.x * nx + k.y * ny);
        const sb = b.map((k) => k.x * nx + k.y * ny);
        if (Math.max(...sa) < Math.min(...sb) + 1 || Math.max(...sb) < Math.min(...sa) + 1)
          return false;
      }
    return true;
  };
  const near = (c: P, box: readonly P[]) => {
    let inside = true;
    let best = Infinity;
    for (let i = 0; i < box.length; i++) {
      const a = box[i]!;
      const b = box[(i + 1) % box.length]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if (dx * (c.y - a.y) - dy * (c.x - a.x) < 0) inside = false;
      const t = Math.max(
        0,
        Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / (dx * dx + dy * dy)),
      );
      best = Math.min(best, Math.hypot(a.x + dx * t - c.x, a.y + dy * t - c.y));
    }
    return inside ? 0 : best;
  };
  const round = (c: SVGCircleElement) => {
    const m = c.getScreenCTM()!;
    const [x, y] = [c.cx.baseVal.value, c.cy.baseVal.value];
    return {
      x: m.a * x + m.c * y + m.e,
      y: m.b * x + m.d * y + m.f,
      r: c.r.baseVal.value * Math.hypot(m.a, m.b),
    };
  };
  window.turnedShapes = { corners, meet, near, round };
}

/** Makes `window.turnedShapes` (TurnedShapes) ready in the page for the next page.evaluate. */
export async function turnedShapes(page: Page) {
  await page.evaluate(installTurnedShapes);
}
