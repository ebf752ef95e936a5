import { defineConfig, type ReporterDescription } from '@playwright/test';

// PW_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// PW_REPORTER=list,json (or the CLI's --reporter) picks reporters; list is the default.
const reporter: ReporterDescription[] = (process.env.PW_REPORTER ?? 'list')
  .split(',')
  .map((name) => [name.trim()] as ReporterDescription);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
