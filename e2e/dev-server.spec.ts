// `npm start` runs Vite's dev server, not the build every other spec opens: a plugin that only
// misbehaves there (a watched file taken for an unresolvable import) drew Vite's error overlay
// over the table and no build-based test saw it. This one starts the dev server and opens the
// table and a German table as a person would after `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// One server for the file's tests; its first start pre-bundles the dependencies.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: ChildProcess | undefined;
let base = '';
let output = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const until = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`);
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the dev server did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  server?.kill();
});

for (const [lang, endTurn] of [
  ['en', /^End .*'s turn/],
  ['de', /beenden/],
] as const) {
  test(`npm start's dev server draws the table with no error over it (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/?lang=${lang}`);
    await expect(page.getByTestId('seating-chart')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: endTurn }).first()).toBeVisible();
    // Vite shows a failed transform or import as this element over the page.
    await page.waitForTimeout(1000);
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(output).not.toMatch(/\[vite\].*(error|failed)|Pre-transform error/i);
  });
}
