#!/usr/bin/env node
// Draws the app icon (a round table with six seats, the active one in amber) and writes
// public/favicon.svg plus the PNGs the web manifest and iOS ask for. The PNGs are rendered by
// the same Chromium the browser tests use, so no image library is needed. Run it after changing
// the drawing: `node scripts/icons.mjs` (CHROME_PATH overrides /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

// The dark theme's colours (src/index.css, Tailwind slate/amber/sky).
const C = {
  bg: '#0f172a', // slate-900: the page background
  felt: '#1a2a40', // --tc-felt-centre
  rim: '#3b4c63', // --tc-line
  arrow: '#7c8ea8', // --tc-chevron
  active: '#fcd34d', // --tc-active (amber)
  seat: '#7dd3fc', // --tc-select (sky)
};

/** A clockwise arc of radius r around the centre from angle a0 to a1 (degrees, 0 = right). */
function turnArrow(a0, a1, r) {
  const rad = (d) => (d * Math.PI) / 180;
  const pt = (d, rr = r) => [256 + rr * Math.cos(rad(d)), 256 + rr * Math.sin(rad(d))];
  const f = (p) => p.map((n) => n.toFixed(1)).join(' ');
  const head = 26; // the arrowhead's length, in degrees of arc it covers
  const [sx, sy] = pt(a0);
  const [ex, ey] = pt(a1 - head * 0.6);
  const tip = pt(a1);
  const wing1 = pt(a1 - head, r + 24);
  const wing2 = pt(a1 - head, r - 24);
  return (
    `<path d="M ${f([sx, sy])} A ${r} ${r} 0 0 1 ${f([ex, ey])}" fill="none" stroke="${C.arrow}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M ${f(tip)} L ${f(wing1)} L ${f(wing2)} Z" fill="${C.arrow}" stroke="${C.arrow}" stroke-width="6" stroke-linejoin="round"/>`
  );
}

/**
 * The icon on a 512 × 512 canvas. `full` fills every pixel (maskable and Apple icons are cut to
 * shape by the system); otherwise the tile has rounded corners. `scale` shrinks the motif: a
 * maskable icon must keep it inside the central circle of 80 % diameter.
 */
function iconSvg({ full = false, scale = 1 } = {}) {
  const seats = [];
  for (let i = 0; i < 6; i++) {
    const a = (-90 + i * 60) * (Math.PI / 180);
    const r = i === 0 ? 48 : 40;
    const x = (256 + 172 * Math.cos(a)).toFixed(1);
    const y = (256 + 172 * Math.sin(a)).toFixed(1);
    seats.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 0 ? C.active : C.seat}"/>`);
  }
  // An arc inside the table from the active seat towards the next one: turns pass to the left,
  // which is clockwise seen from above.
  const arc = turnArrow(-112, -8, 72);
  const tile = full
    ? `<rect width="512" height="512" fill="${C.bg}"/>`
    : `<rect width="512" height="512" rx="112" fill="${C.bg}"/>`;
  const motif = `<circle cx="256" cy="256" r="118" fill="${C.felt}" stroke="${C.rim}" stroke-width="14"/>${arc}${seats.join('')}`;
  const s =
    scale === 1
      ? motif
      : `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${motif}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}${s}</svg>\n`;
}

const pngs = [
  { file: 'icon-192.png', size: 192, svg: iconSvg() },
  { file: 'icon-512.png', size: 512, svg: iconSvg() },
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg({ full: true, scale: 0.78 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg({ full: true, scale: 0.86 }) },
];

writeFileSync(join(PUBLIC, 'favicon.svg'), iconSvg());
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of pngs) {
    await page.setViewportSize({ width: size, height: size });
    const img = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${img}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((el) => el.decode());
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
    console.log(`public/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
