// Lingui's configuration: the languages, and one catalog per part of the app that loads on its own
// (docs/translating.md). `npx lingui extract` reads the sources a catalog includes and updates its
// .po file in each language; the Vite plugin compiles a .po file when the app imports it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/i18n/locales';

// The chart's parts drawn only after the first picture, or only in table mode: their words are
// in the `table` catalog, the rest of the chart's in `shell`.
const TABLE_CHART = [
  '<rootDir>/src/chart/ChartLegend.tsx',
  '<rootDir>/src/chart/ChartZoom.tsx',
  '<rootDir>/src/chart/MarkerToken.tsx',
  '<rootDir>/src/chart/PlaneTokens.tsx',
  '<rootDir>/src/chart/TeamLife.tsx',
  '<rootDir>/src/chart/MarkBadges.tsx',
  '<rootDir>/src/chart/TileMarks.tsx',
  '<rootDir>/src/chart/RangeRings.tsx',
  '<rootDir>/src/chart/Mode*.tsx',
  '<rootDir>/src/chart/mode*.ts',
];
// Download SVG and PNG under a chart, and what became of them: in the catalog of each screen that
// shows them (the table's, a lesson's), loaded before them.
const CHART_EXPORT = [
  '<rootDir>/src/ui/teach/ChartExport.tsx',
  '<rootDir>/src/ui/teach/exportChart.ts',
];
// Shown only beside the table, after its first picture: the players table, the notices' list,
// the keep-awake sign.
const TABLE_UI = [
  '<rootDir>/src/ui/PlayersTable.tsx',
  '<rootDir>/src/ui/NoticeList.tsx',
  '<rootDir>/src/ui/WakeSign.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  // The languages Magic is printed in (named once, in src/i18n/locales.ts), and the pseudo-locale.
  locales: [...LOCALES, 'pseudo'],
  pseudoLocale: 'pseudo',
  // A message not translated yet shows in English (the catalog still compiles).
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What the first screen needs in every language: the header and the shell (start-up code).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/shell',
      // The header's Tables, Share and Play together buttons, and the notices when their dialog
      // could not load (they must not wait for a catalog); the close button of every dialog.
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/i18n',
        '<rootDir>/src/ui/share/TableTools.tsx',
        '<rootDir>/src/ui/share/Modal.tsx',
        // The Rules button in the header (its panel's words are in `rules`).
        '<rootDir>/src/ui/rulebook/RulesButton.tsx',
        // The table screen's first picture: the chart, End turn and the turn's controls, and the
        // words every screen shares (a rule's chip, a why, a notice, the players table).
        '<rootDir>/src/ui/table/Controls.tsx',
        '<rootDir>/src/ui/table/ExampleBanner.tsx',
        '<rootDir>/src/ui/table/GameChart.tsx',
        '<rootDir>/src/ui/table/TableScreen.tsx',
        '<rootDir>/src/chart',
        // The engine's words the table's first picture shows (its turn, its variant, its teams).
        '<rootDir>/src/rules/labels.ts',
        '<rootDir>/src/ui/*.tsx',
        '<rootDir>/src/ui/*.ts',
      ],
      exclude: ['**/*.test.*', ...TABLE_CHART, ...TABLE_UI],
    },
    // The engine's sentences (src/rules/words.ts): every why, history line, refusal and notice.
    // English is worded by the engine itself; another language loads this catalog the first time
    // one is said (src/i18n/say.ts).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/engine',
      include: [
        '<rootDir>/src/rules',
        '<rootDir>/src/store',
        '<rootDir>/src/share',
        '<rootDir>/src/live',
        // The saved tables' notices and the words the app adds to a table's name.
        '<rootDir>/src/persist',
      ],
      exclude: ['**/*.test.*', '**/*.fixture.*', '**/rules/labels.ts'],
    },
    // What the table screen loads after its first picture (its panels, table mode, present mode,
    // the chart's legend, zoom and tokens): each loads with this catalog (withCatalog).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/table',
      // Download SVG and PNG under the chart, and what became of it, as under a lesson's (`teach`)
      // and a game's story (`records`: the picture's own failures).
      include: ['<rootDir>/src/ui/table', ...TABLE_CHART, ...TABLE_UI, ...CHART_EXPORT],
      exclude: [
        '**/*.test.*',
        '**/ui/table/Controls.tsx',
        '**/ui/table/ExampleBanner.tsx',
        '**/ui/table/GameChart.tsx',
        '**/ui/table/TableScreen.tsx',
      ],
    },
    // The setup screen, loaded with its chunk (src/i18n/catalogs.ts).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/setup',
      include: ['<rootDir>/src/ui/setup'],
      exclude: ['**/*.test.*'],
    },
    // The records screen and a game's story, loaded with either (src/app/App.tsx, StoryDialog).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/records',
      include: ['<rootDir>/src/ui/records', '<rootDir>/src/ui/teach/exportChart.ts'],
      exclude: ['**/*.test.*', '**/*.fixture.*'],
    },
    // What the header loads after the first paint: the Play together button and the sign over a
    // dragged file, with their could-not-load notices (src/ui/share/TableTools.tsx loads it with them).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/tools',
      include: ['<rootDir>/src/ui/live/LiveTools.tsx', '<rootDir>/src/ui/share/FileDrop.tsx'],
    },
    // Share, Tables, a dropped file's import (src/ui/share/TableTools.tsx loads it with each).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/share',
      include: ['<rootDir>/src/ui/share'],
      exclude: ['**/*.test.*', '**/TableTools.tsx', '**/Modal.tsx', '**/FileDrop.tsx'],
    },
    // Play together: the live dialog, its badge, gathering a table (src/ui/live/LiveTools.tsx).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/live',
      include: ['<rootDir>/src/ui/live'],
      exclude: ['**/*.test.*', '**/LiveTools.tsx'],
    },
    // The table's lazy panels, each loaded only where it shows: Planechase, the Commander Draft
    // pod, the what-if tools.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/planar',
      include: ['<rootDir>/src/ui/planar'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/draft',
      include: ['<rootDir>/src/ui/draft'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/whatif',
      include: ['<rootDir>/src/ui/whatif'],
      exclude: ['**/*.test.*'],
    },
    // Quizzes: a lesson's, a shared table's and the quiz maker (src/app/App.tsx loads it with them).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/quiz',
      include: ['<rootDir>/src/ui/quiz'],
      exclude: ['**/*.test.*'],
    },
    // The rules panel's own words, loaded with it (src/ui/rulebook/RulesButton.tsx). The rule
    // summaries themselves are long texts, kept out of the catalogs (src/content/rules/).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/rules',
      include: ['<rootDir>/src/ui/rulebook'],
      exclude: ['**/*.test.*', '**/RulesButton.tsx'],
    },
    // The lessons: the list, the player and a lesson's handout, loaded with them
    // (src/app/App.tsx). The lessons' own texts are long texts, kept out of the catalogs
    // (src/content/lessons/); the chart's download buttons are in `table` too.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/teach',
      include: ['<rootDir>/src/ui/teach'],
      exclude: ['**/*.test.*'],
    },
  ],
  // Source line numbers would change every catalog on any edit above a message.
  format: formatter({ lineNumbers: false }),
  // Alphabetical by English text, so a translator reads related messages together and diffs stay small.
  orderBy: 'message',
  // <Trans> from a module of its own (src/i18n/Trans.tsx says why); `t` and useLingui as usual.
  // What the macros' code calls: this app's small React binding and <Trans> (src/i18n/react.tsx
  // and Trans.tsx say why), by the names package.json's "imports" gives them.
  runtimeConfigModule: {
    useLingui: ['#i18n/react', 'useLingui'],
    Trans: ['#i18n/trans', 'Trans'],
  },
});
