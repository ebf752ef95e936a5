// The catalogs hold the sources' messages: every message a converted file writes is in every
// language's catalog (run `npm run i18n:extract` after changing one), none is left over, and every
// translation compiles, with the placeholders and tags of its English.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from './catalogs';
import { LOCALES } from './locales';

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
const config = getConfig({ cwd: process.cwd() });
let catalogs: Catalog[] = [];
/** Each catalog's messages as the sources write them now, by id. */
const extracted = new Map<Catalog, Record<string, { message?: string }>>();

beforeAll(async () => {
  catalogs = await getCatalogs(config);
  for (const c of catalogs) extracted.set(c, (await c.collect()) ?? {});
}, 60_000);

const nameOf = (c: Catalog) => c.path.split('/').pop()!;

/** The arguments a message uses ({count}, {name}) and its tags (<0>, </0>, <1/>). */
function shape(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token as [string, string?, Record<string, CompiledMessage>?];
      args.add(name);
      if (cases && typeof cases === 'object')
        for (const c of Object.values(cases)) if (Array.isArray(c)) walk(c);
    }
  };
  walk(compileMessageOrThrow(message));
  return {
    args: [...args].sort(),
    tags: [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]).sort(),
  };
}

it('lingui.config.ts and catalogs.ts name the same catalogs and languages', () => {
  expect(catalogs.map(nameOf).sort()).toEqual([...CATALOG_NAMES].sort());
  expect(config.locales.filter((l) => l !== config.pseudoLocale).sort()).toEqual(
    [...LOCALES].sort(),
  );
});

describe.each(config.locales)('the %s catalogs', (locale) => {
  it('hold every message of their sources, and no other', async () => {
    for (const catalog of catalogs) {
      const source = extracted.get(catalog)!;
      const held = await catalog.read(locale);
      const name = `${locale}/${nameOf(catalog)}.po`;
      const lacking = Object.entries(source)
        .filter(([id]) => !held?.[id])
        .map(([, m]) => m.message);
      expect(lacking, `${name} lacks these (npm run i18n:extract)`).toEqual([]);
      const stale = Object.entries(held ?? {})
        .filter(([id, m]) => !source[id] && !m.obsolete)
        .map(([, m]) => m.message);
      expect(stale, `${name} holds messages no source has (npm run i18n:extract)`).toEqual([]);
    }
  });

  it('translate only into messages that compile, with their English’s placeholders and tags', async () => {
    for (const catalog of catalogs) {
      const held = (await catalog.read(locale)) ?? {};
      // A message with an id of its own (the engine's, src/rules/words.ts) has its English only
      // in the English catalog.
      const english = (await catalog.read('en')) ?? {};
      for (const [id, found] of Object.entries(held)) {
        const entry = { ...found, message: found.message ?? english[id]?.translation };
        if (!entry.translation || !entry.message) continue;
        const where = `${locale}/${nameOf(catalog)}.po: "${entry.translation}"`;
        let translated: ReturnType<typeof shape>;
        try {
          translated = shape(entry.translation);
        } catch (e) {
          throw new Error(`${where} does not compile: ${(e as Error).message}`, { cause: e });
        }
        expect(translated, where).toEqual(shape(entry.message));
      }
    }
  });
});

// Catalogs load into one table of messages per language, the later over the earlier: a message in
// two catalogs (a button on two screens) must read the same in both, or which one shows depends on
// which screen was opened last (an untranslated copy brought back the English).
describe.each(config.locales)('the %s catalogs, together', (locale) => {
  it('give a message held by two catalogs the same translation in each', async () => {
    const seen = new Map<string, { where: string; translation: string }>();
    const clashes: string[] = [];
    for (const catalog of catalogs) {
      const held = (await catalog.read(locale)) ?? {};
      for (const [id, entry] of Object.entries(held)) {
        if (entry.obsolete) continue;
        const translation = entry.translation || '';
        const where = `${locale}/${nameOf(catalog)}.po`;
        const before = seen.get(id);
        if (before && before.translation !== translation)
          clashes.push(
            `"${entry.message}": ${before.where} "${before.translation}", ${where} "${translation}"`,
          );
        else if (!before) seen.set(id, { where, translation });
      }
    }
    expect(clashes).toEqual([]);
  });
});
