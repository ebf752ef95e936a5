#!/usr/bin/env node
// The production JavaScript budget, gzip (React and ReactDOM are about 58 KB of it):
// - the entry script and the chunks it imports (index.html names them for first-paint.js): at
//   most 113 KB;
// - every script the browser requests before a seating chart is first shown, in real Chromium
//   (scripts/first-paint.mjs): at most 110 KB on a first visit (prerendered: first-paint.js
//   alone; the app's own chart follows with the start-up code), and at most
//   127 KB for a returning visit, which also loads the reader of saved tables (Valibot with it)
//   and the code that builds a table from its setup, and, when its table holds one, the
//   extended events (130 KB);
// - each language other than English: at most 8 KB of catalogs before its first paint.
// Screens and tools opened later (setup, share, lessons, rules) are lazy chunks, listed and
// totalled separately. Sizes are gzip at zlib's default level, in decimal KB (1,000 bytes) — the
// figures `vite build` prints. Reads dist/, so it is a deterministic check, not a benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 109.9 KB until the engine's speed work (one shape for every game and marker, and an index of
// where the turn markers are: Grand Melee and free-for-all replay about three times faster) added
// 0.8 KB; each budget was raised by 1 KB for it. Then translation (docs/translating.md) added
// 4.7 KB: Lingui's runtime 2.3 KB, and choosing, loading and picking a language, with English's
// first catalog, 2.4 KB; the start-up and returning-visit budgets were raised by 4 KB for it (the
// prerendered first visit loads none of it before the chart paints).
// Then 2.0 KB more (116.6): table mode's game over, night and storm in the middle, badges drawn
// above the seats (engine chunk +0.9), and the header's new words in English's first catalog with
// the shared link's opening screen (+1.1); each budget was raised by 2 KB. Owed back: table mode
// is not shown at start-up and could load later.
// Then the table screen's words moved into catalogs (+3.6 KB, 120.4): English's first catalog
// holds what the first picture says (the chart's words, End turn, the header: 114 messages) and
// each message's id is in the code beside it; what is drawn only after that picture (its panels,
// table mode, the legend, the notices) is the `table` catalog, loaded with those parts. Each
// budget was raised by 4 KB. Owed back, with the 2 KB above: the language's words cost what the
// literal strings did not.
// Then the engine's own sentences became messages (src/rules/words.ts: +3.6 KB, 124.0): every
// why, history line and refusal the start-up engine can say carries an id and its values beside
// its English, and the engine words its English itself (a small ICU reader, 0.6 KB). Each budget
// was raised by 3–4 KB. Owed back, with the above: most of it is refusals the example and saved
// tables never show (setup, seating, names, the variants' checks); a build step could leave their
// English out of the browser's code and word it from the English `engine` catalog, loaded when
// one is shown, as other languages already do.
// That step came (vite.config.ts `engineEnglishOut`): the browser's build leaves the English of
// every message in the `engine` catalog out of the code and loads it after the first paint, or
// when one is worded sooner (src/i18n/englishWords.ts): 124.2 → 121.4 KB. The budgets stay, so
// the rest of what is owed is still owed.
// Then some of it came back (121.8 → 120.9 KB with this session's own additions; a returning
// visit 128.5 → 127.6, with the extended events 132.1 → 131.1), and each budget but the
// prerendered first visit's was lowered by 3 KB: the table screen's panels and their loaders are
// one chunk fetched after the first paint (src/ui/table/TablePanels.tsx, 0.6 KB), and the first
// picture's words no longer use <Trans>, so its component and tag parser (@lingui/react's, 0.9 KB)
// load only with the screens that use it. Drawing the ring segments with code of our own instead
// of d3-shape's arc and pie would save 1.6 KB more; the chart stays D3's. Still owed, about 8 KB
// to get back to 112: Lingui's runtime and ids, and the engine's code for tables the app did not
// make itself.
// Then 5.3 KB of it came back (120.9 → 115.6 KB; engine chunk 39.5 → 34.5, index 12.5 → 12.4),
// with nothing shown or answered differently, and the start-up budget was lowered by 5 KB and the
// extended events' by 1 (a returning visit's stays: 127.6 → 127.5, with the extended events
// 131.1 → 131.1). Building a table from a setup (rules/setup.ts: its checks, seating by the rules,
// the names' checks, the starting life's checks, rules/startingLife.ts) is a lazy chunk of its
// own, 4.3 KB: the example table comes built (rules/defaults.ts `defaultTable`), and whatever
// opens another table loads it (rules/building.ts); a returning visit loads it beside the reader,
// a link beside the link's code. And each message Lingui looks up by a hash of its English (six
// random characters, in the code and again in English's first catalog, about 115 at start-up) has
// a short id in the build (vite.config.ts `shortMessageIds`), 0.9 KB; every language's catalogs
// shrank with it (German's first 3.0 → 2.5 KB). Still owed, about 3.6 KB: the variants' setup
// checks (their team and option rules, in each spec, about 1 KB) could leave with the builder if
// the specs were split; the engine's own message ids (`event.…`, `why.…`), left as written, and
// Lingui's runtime.
// Then 0.6 KB of that (116.0 → 115.4 KB; engine chunk 34.6 → 34.0), with nothing shown or
// answered differently, and the start-up budget was lowered by 1 KB: each variant's setup checks
// (its least number of players, its team rules, the options it refuses or warns about, and the
// 2005 Two-Headed Giant's extra refusal) left the specs for rules/variants/checks.ts, which only
// the builder reads, in the lazy `setup` chunk (5.2 → 6.0 KB). The returning visits load that chunk
// before their first paint anyway: 128.0 → 128.1 KB, with the extended events 131.5 → 131.7 (the
// same code, compressed in another file), so their budgets stay. Still owed, about 2.9 KB: the
// engine's own message ids (`event.…`, `variant.…`; shortening them as the hashed ones are
// would save about 0.4 KB, but a build's short ids differ from the next build's, so nothing may
// keep one: saved tables, live rooms and records were not yet checked for that), and Lingui's
// runtime.
// Then 0.2 KB more (115.55 → 115.36 KB; a returning visit 128.44 → 128.24, with the extended
// events 131.97 → 131.74), with another language's lists now worded from its catalog (+0.08):
// the players' details words (ui/playerWords.ts), the badges' flag and star (chart/badgeShapes.ts)
// and the router's ways back from the setup screen and the rules panel (router/leaving.ts) load
// with the screens that use them. SIZE_EXACT=1 prints bytes, not tenths.
// Then 1.8 KB more (115.36 → 113.56 KB; a returning visit 128.24 → 126.46, with the extended
// events 131.74 → 129.95), and each budget but the prerendered first visit's was lowered by 2 KB:
// the build no longer preloads a lazy chunk's imports (vite.config.ts `modulePreload`), whose list
// of every chunk's name was in the entry. Still owed, about 0.7 KB: the engine's own message ids,
// and Lingui's runtime.
// Then 0.9 KB more (113.56 → 112.68 KB; a returning visit 126.46 → 125.96, with the extended
// events 129.95 → 129.81), and the start-up budget was lowered by 1 KB: the words the app adds to
// a table's name (persist/names.ts) load with the reader of saved tables (vite.config.ts's `read`
// group; the start needed only one notice's title, now in start.ts); the monarch and the
// initiative (rules/designationKinds.ts) load with the extended events that hand them over; and
// the chart's Download SVG and PNG words are in the catalogs of the screens that show them, not in
// English's first one (every other language's first catalog is 0.16 KB smaller with it). Nothing
// is owed now. Measured again with today's build of each commit: 108.8 KB the commit before the
// languages (772d33a); the work other than the languages since then added 3.9 (table mode, the
// quiz, the die roll, records fetched when idle, a link built once, each commit against its
// parent), so 112.7 KB is where the start-up code would be without them.
export const BUDGET_KB = 113;
/** Before the chart's first paint, per visit (first-paint.mjs's VISITS, in order). */
export const FIRST_PAINT_KB = [110, 127, 130];
/**
 * What another language adds before its first paint: its first catalog (the shell's, which the
 * first render waits for). Each screen's catalog loads with its screen, after the first paint.
 */
export const LANGUAGE_KB = 8;

const kb = (bytes) => (bytes / 1000).toFixed(process.env.SIZE_EXACT ? 3 : 1);

/** The JavaScript files index.html loads at start (module scripts and module preloads). */
export function initialScripts(dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    files.add(m[1]);
  // A prerendered index.html requests them after its first paint (scripts/prerender.mjs).
  for (const m of html.matchAll(/<meta name="app-modules" content="([^"]+)"/g))
    for (const f of m[1].split(' ')) files.add(f);
  return [...files].map((f) => f.replace(/^\.?\//, '').replace(/^.*assets\//, ''));
}

export function jsSizes(dir = 'dist/assets') {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: f, raw: buf.length, gzip: gzipSync(buf).length };
    });
}

/**
 * Each language's catalog chunks (assets/i18n.<language>.<catalog>-<hash>.js, named so in
 * vite.config.ts): `first` is what it loads before its first paint (the shell's chunk), `later`
 * the screens' catalogs.
 */
export function catalogSizes(sizes) {
  const rows = new Map();
  for (const s of sizes) {
    const m = /^i18n\.([^.]+)\.(\w+)-[\w-]+\.js$/.exec(s.file);
    if (!m) continue;
    const [, language, catalog] = m;
    const row = rows.get(language) ?? { language, first: 0, later: [] };
    if (catalog === 'shell') row.first += s.gzip;
    else row.later.push({ catalog, gzip: s.gzip });
    rows.set(language, row);
  }
  return [...rows.values()].sort((a, b) => a.language.localeCompare(b.language));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const sizes = jsSizes();
    const initial = new Set(initialScripts());
    if (initial.size === 0) throw new Error('index.html loads no module script');
    let start = 0;
    let total = 0;
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) {
      const loaded = initial.has(s.file);
      if (loaded) start += s.gzip;
      total += s.gzip;
      // The catalogs are listed by language below.
      if (!loaded && s.file.startsWith('i18n.')) continue;
      console.log(
        `${loaded ? 'start' : 'lazy '}  ${s.file}: ${kb(s.raw)} KB, ${kb(s.gzip)} KB gzip`,
      );
    }
    console.log(`all chunks: ${kb(total)} KB gzip`);
    console.log(`JavaScript loaded at start: ${kb(start)} KB gzip (budget ${BUDGET_KB} KB)`);
    let ok = start <= BUDGET_KB * 1000;
    for (const row of catalogSizes(sizes)) {
      const rest = row.later.map((c) => `${c.catalog} ${kb(c.gzip)} KB`).join(', ');
      console.log(
        row.language === 'en'
          ? `language en: its first catalog is in the start-up code; later catalogs: ${rest || 'none'}`
          : `language ${row.language}: ${kb(row.first)} KB gzip before its first paint (budget ${LANGUAGE_KB} KB); later catalogs: ${rest || 'none'}`,
      );
      if (row.first > LANGUAGE_KB * 1000) ok = false;
    }
    if (!process.argv.includes('--no-browser')) {
      const { scriptsBeforeChart, VISITS } = await import('./first-paint.mjs');
      const rows = await scriptsBeforeChart(VISITS);
      rows.forEach((r, i) => {
        const budget = FIRST_PAINT_KB[i];
        const files = r.files.map((f) => f.file.replace(/^assets\//, '')).join(', ');
        console.log(
          `before the chart paints, ${r.visit.name}: ${kb(r.total)} KB gzip in ${r.files.length} scripts (budget ${budget} KB): ${files}`,
        );
        if (r.app.total !== r.total)
          console.log(
            `  (prerendered; the app's own chart follows with ${kb(r.app.total)} KB in ${r.app.files.length} scripts: the start-up code above, and first-paint.js)`,
          );
        if (r.total > budget * 1000) ok = false;
      });
    }
    process.exit(ok ? 0 : 1);
  } catch (e) {
    console.error(`size: cannot read dist (${e.message}); run npm run build first`);
    process.exit(1);
  }
}
