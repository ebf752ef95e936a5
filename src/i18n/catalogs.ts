// The catalogs: one per part of the app that loads on its own (lingui.config.ts lists the sources
// each one holds), compiled from its .po file by Lingui's Vite plugin. Each language is a chunk
// (its folder's index.ts: the shell's messages, and where its other catalogs are), and each of
// its other catalogs a chunk of its own: the start-up code lists one chunk per language, however
// many catalogs there are. English's is in the start-up code. The service worker precaches them
// all (assets/i18n.<language>.<catalog>-<hash>.js).
import type { Messages } from '@lingui/core';
import * as english from './locales/en/index';
import type { Language } from './locales';

/** The catalogs, as lingui.config.ts names their files. */
export type CatalogName =
  | 'shell'
  | 'table'
  | 'setup'
  | 'records'
  | 'tools'
  | 'share'
  | 'live'
  | 'planar'
  | 'draft'
  | 'whatif'
  | 'quiz'
  | 'rules'
  | 'teach'
  | 'engine';
export const CATALOG_NAMES: readonly CatalogName[] = [
  'shell',
  'table',
  'setup',
  'records',
  'tools',
  'share',
  'live',
  'planar',
  'draft',
  'whatif',
  'quiz',
  'rules',
  'teach',
  'engine',
];

interface LanguageCatalogs {
  shell: Messages;
  later: Record<string, () => Promise<Messages>>;
}

const languages = import.meta.glob<LanguageCatalogs>([
  './locales/*/index.ts',
  '!./locales/en/index.ts',
]);

export const englishShell: Messages = english.shell;

export async function loadCatalog(language: Language, name: CatalogName): Promise<Messages> {
  const chunk = language === 'en' ? english : await languages[`./locales/${language}/index.ts`]?.();
  if (!chunk) throw new Error(`i18n: no catalogs for ${language}`);
  if (name === 'shell') return chunk.shell;
  const file = chunk.later[`./${name}.po`];
  if (!file) throw new Error(`i18n: no ${name} catalog in ${language}`);
  return file();
}
