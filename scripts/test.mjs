#!/usr/bin/env node
// The one test command (`npm test`): installs what is missing, then runs every check and test
// suite, keeps going after a failure, and ends with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, '.cache');
const VITEST_JSON = join(CACHE, 'vitest-results.json');
const PLAYWRIGHT_JSON = join(CACHE, 'playwright-results.json');
const DEFAULT_CHROME = '/usr/bin/chromium';

/** @type {{ name: string, passed: number, failed: number, note: string }[]} */
const results = [];

function banner(title) {
  console.log(`\n=== ${title} ===`);
}

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
}

/** Runs a command with its output streamed to the console; returns the exit status. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (isExecutable(wanted)) return true;
    console.error(`CHROME_PATH is set to ${wanted}, but no executable is there.`);
    return false;
  }
  if (isExecutable(DEFAULT_CHROME)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`${DEFAULT_CHROME} not found: installing Debian's chromium with apt-get`);
    const status = run('bash', ['-c', 'apt-get update && apt-get install -y chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    if (status === 0 && isExecutable(DEFAULT_CHROME)) return true;
    console.error('apt-get could not install chromium.');
    return false;
  }
  console.error(
    [
      'The browser tests need Chromium, and none was found.',
      'Install it with:   sudo apt-get install chromium',
      'or point to an existing Chromium/Chrome:   CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  return false;
}

// (a) dependencies
banner('dependencies');
const depsOk = ensureDeps(ROOT) === 0;
if (depsOk) console.log('node_modules is up to date');
else record('dependencies', 0, 1, 'npm ci failed');

// (b) browser
banner('chromium');
const chromiumOk = ensureChromium();
if (chromiumOk) console.log(`using ${process.env.CHROME_PATH || DEFAULT_CHROME}`);
else record('chromium', 0, 1, 'not available');

// (c), (d) checks that count as one test each
for (const [name, command, args] of [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('eslint'), ['.']],
  // Layers only point down and no import cycles (scripts/layers.mjs, docs/architecture.md).
  ['layers', process.execPath, ['scripts/layers.mjs']],
]) {
  banner(name);
  if (!depsOk) {
    record(name, 0, 1, 'could not run: dependencies missing');
    continue;
  }
  const ok = run(command, args) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

// (e) unit tests
banner('unit tests (vitest)');
mkdirSync(CACHE, { recursive: true });
if (!depsOk) {
  record('vitest', 0, 1, 'could not run: dependencies missing');
} else {
  rmSync(VITEST_JSON, { force: true });
  const status = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]);
  const report = readJson(VITEST_JSON);
  if (report && typeof report.numPassedTests === 'number') {
    let failed = report.numFailedTests ?? 0;
    // A file that fails to load has no tests in the count; count it as a failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    failed += brokenFiles;
    if (status !== 0 && failed === 0) failed = 1;
    record(
      'vitest',
      report.numPassedTests,
      failed,
      brokenFiles ? `${brokenFiles} file(s) failed to load` : '',
    );
  } else {
    record('vitest', 0, 1, 'no report');
  }
}

// (f) build
banner('build (vite)');
let buildOk = false;
if (!depsOk) {
  record('build', 0, 1, 'could not run: dependencies missing');
} else {
  // With its prerendered first screen (scripts/prerender.mjs), as `npm run build` makes it.
  buildOk =
    run(bin('vite'), ['build']) === 0 && run(process.execPath, ['scripts/prerender.mjs']) === 0;
  record('build', buildOk ? 1 : 0, buildOk ? 0 : 1);
}

// (f2) the production JavaScript budget (deterministic: bytes, not time)
banner('size budget');
if (!buildOk) {
  record('size', 0, 1, 'could not run: build failed');
} else {
  const sizeOk = run(process.execPath, [join(ROOT, 'scripts', 'size.mjs')]) === 0;
  record('size', sizeOk ? 1 : 0, sizeOk ? 0 : 1);
}

// (g) browser tests
banner('browser tests (playwright)');
if (!depsOk || !chromiumOk || !buildOk) {
  const why = !depsOk ? 'dependencies missing' : !chromiumOk ? 'no Chromium' : 'build failed';
  console.log(`skipped: ${why}`);
  record('playwright', 0, 1, `could not run: ${why}`);
} else {
  rmSync(PLAYWRIGHT_JSON, { force: true });
  const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
  });
  const stats = readJson(PLAYWRIGHT_JSON)?.stats;
  if (stats && typeof stats.expected === 'number') {
    const passed = stats.expected + (stats.flaky ?? 0);
    let failed = stats.unexpected ?? 0;
    if (status !== 0 && failed === 0) failed = 1;
    // A test that passed only on its retry (CI retries once) is named in the summary, so a
    // flaky test is seen rather than hidden.
    const notes = [];
    if (stats.flaky) notes.push(`${stats.flaky} flaky: passed on the retry`);
    if (stats.skipped) notes.push(`${stats.skipped} skipped`);
    record('playwright', passed, failed, notes.join(', '));
  } else {
    record('playwright', 0, 1, 'no report');
  }
}

// Summary: the breakdown, then one plain line as the very last line of output.
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n=== summary ===');
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
