// After `vite build`: the first screens of a first visit (the example table, the lessons list)
// written into dist/index.html, so a phone shows them before any JavaScript has loaded or run. The
// built app is opened in Chromium and its first render is copied as React committed it; React
// then renders the same screen over it, so nothing moves when it takes over.
//
// The page's Content-Security-Policy allows no style attributes, so each one in the copy becomes
// a class in a small stylesheet of its own. public/first-paint.js (run before the first paint)
// hides the copy when it would show the wrong thing: a saved table or a link to open, which the
// app shows once it has read them.
//
// Needs Debian's Chromium (npm test installs it): without it the build is left as it is.
/* global window, document, MutationObserver */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DIST = resolve('dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MARK = '<div id="root"></div>';

if (!existsSync(CHROME)) {
  console.log(`prerender: ${CHROME} not found; dist/index.html keeps its empty first paint.`);
  process.exit(0);
}
const indexFile = join(DIST, 'index.html');
const html = readFileSync(indexFile, 'utf8');
if (!html.includes(MARK)) {
  console.log('prerender: dist/index.html is already prerendered (or has no empty #root).');
  process.exit(0);
}

const { serve } = await import('./first-paint.mjs');
const { origin, close } = await serve(DIST);

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
// The first screens an address can open on with nothing saved: the table and the lessons list.
const SCREENS = { table: '/', lessons: '/#lessons' };
const shells = {};
try {
  for (const [name, path] of Object.entries(SCREENS)) shells[name] = await firstCommit(path);
} finally {
  await browser.close();
  close();
}

/** The DOM of React's first commit at `path`, on a phone with nothing saved. */
async function firstCommit(path) {
  // A phone, the app's first audience (and Lighthouse's); the layout itself is CSS, so the copy
  // fits any width. No service worker: the copy must be of this build.
  // In English, whatever the machine's language: first-paint.js shows the copy only to a device
  // that will show English, and hides it from the others until the app draws in their language.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    colorScheme: 'dark',
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  const page = await context.newPage();
  // Taken in the microtask after React's first commit: later renders (panels loaded after the
  // first paint, sizes measured) are React's to add, as on any visit.
  await page.addInitScript(() => {
    const take = () => {
      const root = document.getElementById('root');
      if (!root) return;
      const seen = new MutationObserver(() => {
        if (root.childElementCount === 0) return;
        seen.disconnect();
        window.__firstCommit = root.innerHTML;
      });
      seen.observe(root, { childList: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', take);
    else take();
  });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => typeof window.__firstCommit === 'string', null, {
    timeout: 30_000,
  });
  if (problems.length) throw new Error(`prerender: ${path} failed: ${problems.join('; ')}`);
  const html = await page.evaluate(() => window.__firstCommit);
  await context.close();
  return html;
}

// Style attributes become classes (the policy would drop them); the same style, one class.
const styles = new Map();
const asClasses = (shell) =>
  shell
    .replace(/\sstyle="([^"]*)"/g, (_, css) => {
      const decoded = css.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      if (!styles.has(decoded)) styles.set(decoded, `ts-pre-${styles.size}`);
      return ` data-pre-style="${styles.get(decoded)}"`;
    })
    // Onto each element's own class: a second class attribute would be ignored.
    .replace(
      /<([a-zA-Z][\w-]*)([^>]*?)\sdata-pre-style="([^"]+)"([^>]*)>/g,
      (_, tag, before, cls, after) => {
        const attrs = `${before}${after}`;
        return /\sclass="/.test(attrs)
          ? `<${tag}${attrs.replace(/\sclass="/, ` class="${cls} `)}>`
          : `<${tag}${attrs} class="${cls}">`;
      },
    );
// Each screen in a box of its own that adds no box (display: contents); first-paint.js names the
// one to show (index.css). Each is `hidden` until the style sheet shows the one named: when the
// document finished parsing before the sheet had come, the browser laid out every screen unstyled
// (0.1 to 0.5 s on a slow phone, even for a link or a saved table, which show none of them).
// Test ids are renamed (data-shell-testid): a test that finds an element by its id finds the
// app's, never a copy about to be replaced.
const merged = Object.entries(shells)
  .map(
    ([name, shell]) =>
      `<div class="contents" data-first-screen="${name}" hidden>${asClasses(shell)}</div>`,
  )
  .join('');
const shellHtml = merged.replace(/\sdata-testid="/g, ' data-shell-testid="');
const css = [...styles].map(([rule, cls]) => `.${cls}{${rule}}`).join('\n');
let links = '';
if (css) {
  const name = `assets/first-paint-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(DIST, name), `${css}\n`);
  links = `<link rel="stylesheet" href="/${name}" />`;
}
// The app's code is requested once the first screen is painted (first-paint.js), entry first: a
// page's first paint is judged with every request made before it, and the code is a hundred KB
// the first screen does not need.
const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const found = entry.exec(html);
if (!found) throw new Error('prerender: no entry <script type="module"> in index.html');
const manifestFile = join(DIST, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(join(DIST, '.vite'), { recursive: true, force: true });
/** Every chunk `keys` import statically, each once, none of `but`'s (the build's file names). */
const chunksOf = (keys, but = []) => {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    const file = `/${chunk.file}`;
    if (files.has(file) || but.includes(file)) return;
    files.add(file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return [...files];
};
// The entry and what it imports (the build names none in index.html: vite.config.ts
// `modulePreload`).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const modules = chunksOf([entryKey]);
if (modules[0] !== found[1]) throw new Error(`prerender: the entry is not ${found[1]}`);
// A shared table's link (#t…) is opened by code the entry imports lazily (the decoder, the
// library that saves it, the notice saying so): first-paint.js requests it beside the entry,
// not one round trip after it (meta link-modules).
const linkModules = chunksOf(
  ['src/share/openLink.ts', 'src/persist/app.ts', 'src/ui/NoticeList.tsx'],
  modules,
);
// A saved table is read by code the entry imports lazily too (persist/start.ts): the reader and
// the builder, requested beside the entry when the device keeps a table (meta saved-modules).
const shared = Object.keys(manifest).filter(
  (k) => k.startsWith('_') && manifest[k].name === 'read',
);
if (shared.length !== 1) throw new Error("prerender: no single chunk named 'read' in the build");
const savedModules = chunksOf(shared, modules);
// The catalogs a first render waits for, by language (meta catalog-modules): another language's
// shell, and, for a shared table's link, every language's table words and engine messages
// (English's from virtual:engine-english). Asked for only once the entry had run, they were a
// second round trip before the table; first-paint.js requests the device's beside the entry.
const catalogs = new Map();
for (const chunk of Object.values(manifest)) {
  const m = /^assets\/(?:i18n\.([^.]+)\.(shell|table|engine)|_virtual_engine-(english))-/.exec(
    chunk.file ?? '',
  );
  if (!m) continue;
  const language = m[1] ?? 'en';
  if (language === 'en' && m[2] === 'engine') continue; // the browser words English from engine-english
  catalogs.set(language, [...(catalogs.get(language) ?? []), `/${chunk.file}`]);
}
// The shell first: another language's table and engine words are read through it.
for (const files of catalogs.values())
  files.sort((a, b) => +b.includes('.shell-') - +a.includes('.shell-'));
if (!catalogs.get('en')?.length || !catalogs.get('de')?.length)
  throw new Error('prerender: no catalog chunks found in the build (i18n.<language>.table-…)');
const catalogModules = [...catalogs].map(([language, files]) => `${language} ${files.join(' ')}`);
const out = html
  .replace(
    entry,
    `\n    <meta name="app-modules" content="${modules.join(' ')}" />` +
      `\n    <meta name="link-modules" content="${linkModules.join(' ')}" />` +
      `\n    <meta name="saved-modules" content="${savedModules.join(' ')}" />` +
      `\n    <meta name="catalog-modules" content="${catalogModules.join(';')}" />`,
  )
  // Inert and hidden from assistive technology until React has taken it over (main.tsx): a
  // tap on a copy of a button would do nothing, so it is not offered one, and screen readers
  // (and tests, which find buttons by role) meet the app itself.
  .replace(MARK, `<div id="root" data-shell="" inert="" aria-hidden="true">${shellHtml}</div>`)
  .replace('</head>', `  ${links}\n  </head>`);
writeFileSync(indexFile, out);
// first-paint.js runs before the first paint: the copy served is minified (public/ holds the
// commented one).
const { minify } = await import('vite');
const firstPaint = join(DIST, 'first-paint.js');
const small = await minify('first-paint.js', readFileSync(firstPaint, 'utf8'), {
  compress: true,
  mangle: true,
});
if (small.errors?.length) throw new Error(`prerender: first-paint.js: ${small.errors[0].message}`);
writeFileSync(firstPaint, small.code);
console.log(
  `prerender: dist/index.html holds the first screens (${Object.keys(shells).join(', ')}: ${(shellHtml.length / 1024).toFixed(1)} KB of HTML, ${styles.size} inline styles as classes).`,
);
