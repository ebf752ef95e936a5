// What the scripts that photograph the built app share: `vite preview` of dist/ on a free port,
// and Debian's Chromium (Playwright cannot download its own browsers here).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on at 127.0.0.1 just now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of dist/ in its own process group; resolves with its URL once it answers. */
export async function startPreview() {
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('No build in dist/: run `npm run build` first.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
      '--strictPort',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (exited || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  for (let i = 0; i < 150 && !exited; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`vite preview of dist/ did not answer on port ${port}`);
}

/** Chromium as the browser tests run it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
