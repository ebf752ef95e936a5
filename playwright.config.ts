import { defineConfig, type ReporterDescription } from '@playwright/test';

// Each checkout gets its own preview port (from its folder, where the tests are run), so several checkouts can run their
// browser tests side by side without one reusing another's server; PW_PORT overrides it.
const folderPort = () => {
  let h = 0;
  for (const c of process.cwd()) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return 4173 + (h % 800);
};
const PORT = Number(process.env.PW_PORT ?? folderPort());
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The live-table specs use `npm run host`'s server (the built app and the relay on one origin) on
// a port of their own; PW_LIVE_PORT overrides it.
const LIVE_PORT = Number(process.env.PW_LIVE_PORT ?? PORT + 1000);
process.env.PW_LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;

// PW_REPORTER=list,json (or the CLI's --reporter) picks reporters; list is the default.
const reporter: ReporterDescription[] = (process.env.PW_REPORTER ?? 'list')
  .split(',')
  .map((name) => [name.trim()] as ReporterDescription);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI's busy 2-core machine one retry, so a test that loses a race with the machine once does
  // not hold back a green run; `npm test` names each flaky test in its summary (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI runs on a busy 2-core machine: a page that joins a live room or loads a lazy chunk there
  // can take longer than the default 5 s to show what a person would see.
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The app follows the device's light or dark setting until the user picks; the specs assume
    // a device set to dark (e2e/first-visit.spec.ts checks a light one).
    colorScheme: 'dark',
    // The app speaks the browser's language (src/i18n/): the specs read English, whatever the
    // machine's own language (e2e/language.spec.ts sets others).
    locale: 'en-US',
    // No service worker unless a spec asks (e2e/offline.spec.ts): the others test the page, not a
    // cache of it.
    serviceWorkers: 'block',
    launchOptions: {
      // Playwright cannot download its own browsers here: use Debian's Chromium.
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Serves the built app: run `npm run build` first (scripts/test.mjs does).
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node server/host.mjs --no-build`,
      env: { PORT: String(LIVE_PORT), HOST: '127.0.0.1' },
      url: process.env.PW_LIVE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
