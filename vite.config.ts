import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * Only the app's own files, ever (no CDNs, fonts or trackers). `data:`/`blob:` images are for
 * generated pictures such as QR codes. React and D3 set inline styles through the CSSOM, which
 * `style-src 'self'` allows.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

/**
 * Puts the policy into the built index.html only: the dev server needs inline scripts (React
 * Refresh) and injects <style> tags for hot reloading, which the policy would block.
 */
function contentSecurityPolicy(): Plugin {
  const anchor = '<meta charset="UTF-8" />';
  return {
    name: 'table-sense:csp',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(anchor)) throw new Error(`index.html: no ${anchor} to put the CSP after`);
      return html.replace(
        anchor,
        `${anchor}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      );
    },
  };
}

/**
 * d3-shape and d3-ease ship as one module each whose top level builds every curve, symbol and ease
 * with plain calls (`sqrt(3)`, `(function custom(…){…})(0.5)`). The bundler cannot tell those calls
 * are pure, so importing `arc` kept all of them in the start-up code. Marking
 * those top-level calls pure lets it drop the ones we never use; the code itself is unchanged.
 */
/**
 * d3-shape's curves are constructor functions whose prototypes are set by top-level assignments
 * (`Basis.prototype = {…}`), which the bundler must keep, and with them every curve (~5 KB
 * minified), though the chart draws only arcs. Each such constructor and its prototype statements
 * become one pure-annotated function expression (`var Basis = (() => {…; return Basis})()`): the
 * same code, which the bundler drops when nothing uses it. Rollup's output keeps each statement
 * at column 0 and ends blocks with `}` or `};` there, which is what this relies on.
 */
export function curvesDroppable(code: string): string {
  const lines = code.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^function (\w+)\(/.exec(lines[i]!);
    if (!head) {
      out.push(lines[i]!);
      continue;
    }
    const name = head[1]!;
    let end = i;
    while (end < lines.length && lines[end] !== '}') end++;
    // The prototype statements right after it (blank lines between them allowed).
    let j = end + 1;
    let last = end;
    const proto = new RegExp(`^\\(?${name}\\.prototype\\b`);
    for (;;) {
      let k = j;
      while (k < lines.length && lines[k] === '') k++;
      if (k >= lines.length || !proto.test(lines[k]!)) break;
      // One line, or an object or function literal closed by `};` at column 0.
      let stop = k;
      if (!lines[k]!.endsWith(';')) while (stop < lines.length && lines[stop] !== '};') stop++;
      last = stop;
      j = stop + 1;
    }
    if (last === end) {
      out.push(lines[i]!);
      continue;
    }
    out.push(
      `var ${name} = /* @__PURE__ */ (() => {`,
      ...lines.slice(i, last + 1),
      `return ${name};`,
      '})();',
    );
    i = last;
  }
  return out.join('\n');
}

function pureD3TopLevel(): Plugin {
  const file = /node_modules[\\/]d3-(shape|ease)[\\/]dist[\\/][^\\/]+\.mjs$/;
  return {
    name: 'table-sense:pure-d3',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const out = (id.includes('d3-shape') ? curvesDroppable(code) : code)
        .split('\n')
        .map((line) =>
          /^(export )?(const|var) \w+ = /.test(line)
            ? line
                .replace(/= \(function custom\(/, '= /* @__PURE__ */ (function custom(')
                .replace(
                  /(?<![\w.])(sqrt|sin|cos|curveRadial|polyIn|polyOut|polyInOut|backIn|backOut|backInOut|elasticIn|elasticOut|elasticInOut)\(/g,
                  '/* @__PURE__ */ $1(',
                )
            : line,
        )
        .join('\n');
      return { code: out, map: null };
    },
  };
}

/**
 * Lingui writes a plural's `#` with an Intl.NumberFormat, and the first one a page makes is slow
 * (a slow phone spent about 75 ms building it while drawing the first table: every seat's life is
 * a plural). A whole number from 0 to 999 is written the same in every language the app speaks
 * (src/i18n/locales.ts: Latin digits, no grouping under 1,000), so it is written as is; any other
 * number still goes through Intl. The build fails if Lingui's code no longer has that line.
 */
const LINGUI_NUMBER = 'const valueStr = number(locales, value, numberFormat);';
export function plainNumbers(code: string): string {
  if (!code.includes(LINGUI_NUMBER)) throw new Error(`@lingui/core: no "${LINGUI_NUMBER}"`);
  return code.replace(
    LINGUI_NUMBER,
    'const valueStr = !numberFormat && Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0) ? String(value) : number(locales, value, numberFormat);',
  );
}

function linguiPlainNumbers(): Plugin {
  return {
    name: 'table-sense:lingui-plain-numbers',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/ },
      handler: (code) => ({ code: plainNumbers(code), map: null }),
    },
  };
}

/**
 * Lingui's macros (`t`, `<Trans>`, `plural` from `@lingui/core/macro` and `@lingui/react/macro`)
 * become message lookups at build time, with Babel and Lingui's macro plugin, before the React
 * plugin compiles TypeScript and JSX with oxc. Only files that import a macro meet Babel, and only
 * that one plugin runs on them. (Lingui's own preset for the bundler's Babel plugin needs Node 22;
 * docs/translating.md.)
 */
function linguiMacro(): Plugin {
  return {
    name: 'table-sense:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ },
        code: /@lingui\/(core|react)\/macro/,
      },
      async handler(code, id) {
        const { transformAsync } = await import('@babel/core');
        const out = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: /x$/.test(id) ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!out?.code) throw new Error(`lingui macro: nothing came out of ${id}`);
        return { code: out.code, map: out.map };
      },
    },
  };
}

/** The English of the engine's messages, from its catalog: id → ICU message (msgid → msgstr). */
export function engineEnglish(po: string): Record<string, string> {
  const out: Record<string, string> = {};
  // A .po string: "…" pieces, one per line, joined; JSON reads its escapes.
  const text = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => JSON.parse(`"${m[1]}"`) as string)
      .join('');
  for (const entry of po.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\s*)+)/m.exec(entry);
    const str = /^msgstr ((?:".*"\s*)+)/m.exec(entry);
    if (!id || !str || /^#~/m.test(entry)) continue;
    const key = text(id[1]!);
    if (key) out[key] = text(str[1]!);
  }
  return out;
}

const ENGINE_ENGLISH = 'virtual:engine-english';
const ENGINE_PO = 'src/i18n/locales/en/engine.po';

/**
 * The engine's messages (src/rules/words.ts) carry their English for the command line and tests.
 * In the browser's build that English is left out of the code (`message: ''`) for every message
 * in the English `engine` catalog, and `virtual:engine-english` serves it as a chunk of its own
 * (src/i18n/englishWords.ts loads it): the start-up code does not carry the refusals and whys a
 * table may never show. Messages outside that catalog (the first picture's, src/rules/labels.ts)
 * keep theirs.
 */
function engineEnglishOut(): Plugin {
  let ids: Set<string> | null = null;
  const english = () => engineEnglish(readFileSync(ENGINE_PO, 'utf8'));
  let build = false;
  return {
    name: 'table-sense:engine-english',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST;
    },
    resolveId: (id) => (id === ENGINE_ENGLISH ? `\0${ENGINE_ENGLISH}` : null),
    load(id) {
      if (id !== `\0${ENGINE_ENGLISH}`) return null;
      // Not watched: the dev server keeps each message's English in the code, so this is read
      // only by the build (a watched relative path was taken for an import the dev server
      // could not resolve).
      return `export default ${JSON.stringify(english())};`;
    },
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/ }, code: '/*i18n*/' },
      handler(code) {
        if (!build) return null;
        ids ??= new Set(Object.keys(english()));
        let n = 0;
        const out = code.replace(
          /(\/\*i18n\*\/\s*\{\s*id:\s*'([^']*)',\s*message:)\s*(?:(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`$]*`)\s*\+?\s*)+(?=,?\s*\})/g,
          // The same lines (the English's line breaks kept), so the source map stays right.
          (all, head: string, id: string) =>
            ids!.has(id)
              ? (n++, `${head} ''${'\n'.repeat(all.split('\n').length - head.split('\n').length)}`)
              : all,
        );
        return n ? { code: out, map: null } : null;
      },
    },
  };
}

/** Lingui's generated id of a message (@lingui/message-utils' generateMessageId). */
export function messageId(message: string, context = ''): string {
  return createHash('sha256').update(`${message}\u001F${context}`).digest('base64').slice(0, 6);
}

/** Each entry of a .po file: its msgid and msgctxt (the ids and texts catalogs are keyed by). */
export function poEntries(po: string): { msgid: string; context: string }[] {
  const text = (lines: string | undefined) =>
    [...(lines ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => JSON.parse(`"${m[1]}"`) as string)
      .join('');
  return po
    .split(/\n\s*\n/)
    .filter((entry) => !/^#~/m.test(entry))
    .map((entry) => ({
      msgid: text(/^msgid ((?:".*"\s*)+)/m.exec(entry)?.[1]),
      context: text(/^msgctxt ((?:".*"\s*)+)/m.exec(entry)?.[1]),
    }))
    .filter((e) => e.msgid);
}

const SHORT = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A short id for each generated one, in order (the shell's first, so its messages get one
 * character), never one a catalog already uses as an id or text.
 */
export function shortIds(
  generated: readonly string[],
  taken: ReadonlySet<string>,
): Map<string, string> {
  const out = new Map<string, string>();
  let n = 0;
  const next = (): string => {
    for (;;) {
      let k = n++;
      let id = SHORT[k % SHORT.length]!;
      for (k = Math.floor(k / SHORT.length); k > 0; k = Math.floor((k - 1) / SHORT.length))
        id = SHORT[(k - 1) % SHORT.length]! + id;
      if (!taken.has(id)) return id;
    }
  };
  for (const id of generated) if (!out.has(id)) out.set(id, next());
  return out;
}

/**
 * Every string literal (quoted, or escaped inside another) and every unquoted object key that is
 * a generated id, shortened.
 */
export function withShortIds(code: string, short: ReadonlyMap<string, string>): string {
  return code
    .replace(/(\\?)([`"'])([A-Za-z0-9+/]{6})\1\2/g, (all, esc: string, q: string, id: string) => {
      const s = short.get(id);
      return s ? `${esc}${q}${s}${esc}${q}` : all;
    })
    .replace(/([{,])([A-Za-z][A-Za-z0-9]{5}):/g, (all, before: string, id: string) => {
      const s = short.get(id);
      return s ? `${before}${s}:` : all;
    });
}

const LOCALE_DIR = 'src/i18n/locales';

/**
 * Each message without an id of its own is looked up by a hash of its English (six random
 * characters), written in the code where it is said and again in every catalog: gzip cannot
 * shrink them, and the start-up code carried about 115 of them twice. The browser's build gives
 * each a short id, in the code and in every catalog alike, as the chunks are written (before
 * their names' hashes are taken); it fails if any generated id is left. Ids written in the
 * source (the engine's words, `label.…`) are left as they are. The chunks' source maps are not
 * adjusted (the build makes none).
 */
function shortMessageIds(): Plugin {
  let short = new Map<string, string>();
  return {
    name: 'table-sense:short-message-ids',
    apply: 'build',
    buildStart() {
      const files = readdirSync(join(LOCALE_DIR, 'en'))
        .filter((f) => f.endsWith('.po'))
        .sort((a, b) => Number(b === 'shell.po') - Number(a === 'shell.po') || a.localeCompare(b));
      const entries = files.flatMap((f) =>
        poEntries(readFileSync(join(LOCALE_DIR, 'en', f), 'utf8')),
      );
      const taken = new Set(entries.map((e) => e.msgid));
      short = shortIds(
        entries.map((e) => messageId(e.msgid, e.context)),
        taken,
      );
    },
    renderChunk(code) {
      const out = withShortIds(code, short);
      return out === code ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const m of chunk.code.matchAll(/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{6}(?![A-Za-z0-9+/])/g))
          if (short.has(m[0])) throw new Error(`${chunk.fileName}: message id ${m[0]} left long`);
      }
    },
  };
}

/**
 * Lingui's Vite plugin, asked only about catalogs: its transform has no filter of its own, so the
 * bundler called it for every module of the app (500 calls into JavaScript per build).
 */
function linguiCatalogs(): Plugin[] {
  return lingui().map((plugin) => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    return { ...plugin, transform: { filter: { id: /(\.po|\?lingui)$/ }, handler: transform } };
  });
}

export default defineConfig({
  plugins: [
    engineEnglishOut(),
    linguiMacro(),
    react(),
    // Compiles a catalog (.po) when the app imports one (src/i18n/catalogs.ts).
    ...linguiCatalogs(),
    pureD3TopLevel(),
    linguiPlainNumbers(),
    shortMessageIds(),
    tailwindcss(),
    contentSecurityPolicy(),
    VitePWA({
      // Never reload under a game in progress: a new version waits until the player taps
      // "Reload" on the notice (src/offline/).
      registerType: 'prompt',
      // Registered by our own module (src/offline/register.ts), not by an injected inline script.
      injectRegister: false,
      devOptions: { enabled: false },
      // The glob below already takes every file in public/; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Table Sense',
        short_name: 'Table Sense',
        description:
          'See how a Magic: The Gathering multiplayer table works: seating, range of influence, turns and attacks, each answer with its rule.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f172a',
        background_color: '#0f172a',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Everything the build emits, so the first visit is enough to play offline. The plugin
        // adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,txt}'],
        // The build's manifest is read by scripts/prerender.mjs and removed; never served.
        globIgnores: ['**/node_modules/**/*', '.vite/**'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first version takes charge of the page at once (nothing older to mix with); later
        // versions wait for the player (registerType 'prompt' leaves skipWaiting off).
        clientsClaim: true,
      },
    }),
  ],
  build: {
    // No preloads of a lazy chunk's imports: their list, every chunk's name, was about 1.8 KB of
    // the start-up code, and appending each <link rel=modulepreload> took a few milliseconds of a
    // slow phone's trace (Lighthouse's too), in the task that loads the table's panels. It
    // keeps its helper for a lazy chunk's CSS (the lessons'). first-paint.js requests what
    // the first screen needs (scripts/prerender.mjs); a later screen's chunks come as imported,
    // from the service worker's copies once the app has been opened.
    modulePreload: false,
    // Which chunks a shared link's opening needs (scripts/prerender.mjs reads it, then removes it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Seven characters of hash, not eight (the least the bundler allows for this many chunks): the entry lists every lazy chunk by name for its
        // preloads, and the hashes (random, so gzip cannot shrink them) were ~0.4 KB of start-up code.
        // Catalogs are named by language and catalog (scripts/size.mjs reads them so), not all
        // "index" and "setup": i18n.<language>.<catalog>, the shell's being its language's chunk.
        chunkFileNames: (chunk) => {
          const catalog = /[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](\w+)\.(?:po|ts)$/.exec(
            chunk.facadeModuleId ?? '',
          );
          if (!catalog) return 'assets/[name]-[hash:7].js';
          const [, language, file] = catalog;
          return `assets/i18n.${language}.${file === 'index' ? 'shell' : file}-[hash:7].js`;
        },
        // React, ReactDOM, the scheduler and zustand in one start chunk: left to itself the bundler
        // splits them into several tiny preloaded files, each with its own overhead.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|vite\/preload-helper|rolldown[\\/:]runtime/,
            },
            // The engine (with the schemas its readers use) and chart geometry every table needs
            // at once, as one file too.
            {
              name: 'engine',
              test: /src[\\/](rules[\\/](index|defaults|game|play|derive|life|queries|types|planar|ring|building|variants[\\/](?!checks\b)[a-z-]+|events[\\/](index|spec|turns|departures|life))|chart[\\/](geometry|palette|TableChart|TableSeat)|rules[\\/]labels)\.tsx?$/,
            },
            // The reader of saved tables, with the words the app adds to a table's name (which the
            // list of tables, a link and the library share): one lazy file, which a returning visit
            // loads beside the entry (scripts/prerender.mjs), not one more request before its paint.
            {
              name: 'read',
              test: /src[\\/]persist[\\/](read|names)\.ts$/,
              // These two alone: what they import stays where it was (the engine's, the entry's).
              includeDependenciesRecursively: false,
            },
            // Building a table from a setup (rules/building.ts), with the variants' checks: one lazy
            // file for the saved table, link, file or setup screen that needs it.
            {
              name: 'setup',
              test: /src[\\/]rules[\\/](setup|seating|random|startingLife|variants[\\/]checks)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Every event registered, as the app has once the library loads (rules/events/all.ts);
    // rules/events/core.test.ts checks the core registry on its own.
    // And English active, as the app starts (src/i18n/testSetup.ts).
    setupFiles: ['src/rules/events/all.ts', 'src/rules/turns/load.ts', 'src/i18n/testSetup.ts'],
  },
});
