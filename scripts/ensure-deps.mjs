#!/usr/bin/env node
// Installs dependencies from package-lock.json when node_modules is missing or stale, so that
// `npm start` and `npm test` work on a fresh clone. Exits non-zero if `npm ci` fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Why an install is needed, or null when node_modules matches package-lock.json. */
export function installReason(root = ROOT) {
  const lockPath = join(root, 'package-lock.json');
  const hiddenPath = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hiddenPath)) return 'node_modules is missing';
  if (statSync(hiddenPath).mtimeMs >= statSync(lockPath).mtimeMs) return null;
  // The lockfile is newer. npm sometimes writes it just after node_modules, so look at what is
  // actually installed before reinstalling everything.
  try {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')).packages ?? {};
    const hidden = JSON.parse(readFileSync(hiddenPath, 'utf8')).packages ?? {};
    for (const [key, entry] of Object.entries(lock)) {
      if (key === '' || entry.optional || entry.link) continue;
      if (hidden[key]?.version !== entry.version) return `package-lock.json changed (${key})`;
    }
    return null;
  } catch {
    return 'package-lock.json is newer than node_modules';
  }
}

export function ensureDeps(root = ROOT) {
  const reason = installReason(root);
  if (!reason) return 0;
  console.log(`[ensure-deps] ${reason}: running npm ci`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.error) console.error(`[ensure-deps] could not run npm: ${result.error.message}`);
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureDeps());
}
