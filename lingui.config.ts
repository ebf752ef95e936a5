// Lingui's configuration: the languages, and one catalog per part of the app that loads on its own
// (docs/translating.md). `npx lingui extract` reads the sources a catalog includes and updates its
// .po file in each language; the Vite plugin compiles a .po file when the app imports it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/i18n/locales';

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
      include: ['<rootDir>/src/app', '<rootDir>/src/i18n'],
      exclude: ['**/*.test.*'],
    },
    // The setup screen, loaded with its chunk (src/i18n/catalogs.ts).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/setup',
      include: ['<rootDir>/src/ui/setup'],
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
