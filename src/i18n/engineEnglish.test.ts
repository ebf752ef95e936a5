import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';
import { engineEnglish } from '../../vite.config';

describe("the engine's English, read from its catalog (vite.config.ts)", () => {
  it('joins a message split over lines and reads its escapes', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      '#: src/rules/a.ts',
      'msgid "why.a"',
      'msgstr ""',
      '"{a} may attack \\"{b}\\" "',
      '"(802.2)."',
      '',
      '#~ msgid "gone"',
      '#~ msgstr "Gone."',
    ].join('\n');
    expect(engineEnglish(po)).toEqual({ 'why.a': '{a} may attack "{b}" (802.2).' });
  });

  it('has every message of the English engine catalog, none empty', () => {
    const all = engineEnglish(readFileSync('src/i18n/locales/en/engine.po', 'utf8'));
    const ids = [
      ...readFileSync('src/i18n/locales/en/engine.po', 'utf8').matchAll(/^msgid "(.+)"$/gm),
    ];
    expect(Object.keys(all).length).toBe(ids.length);
    expect(Object.values(all).filter((m) => m === '')).toEqual([]);
    expect(all['link.failed']).toBe('The link could not be opened');
  });

  // The browser shows the catalog's English, the command line and tests the source's: the same.
  // (The extractor does not rewrite an explicit id's English once it is in the catalog.)
  it("is the English the engine's sources write, message by message", async () => {
    const config = getConfig({ cwd: process.cwd() });
    const engine = (await getCatalogs(config)).find((c) => c.path.endsWith('/engine'))!;
    const sources = (await engine.collect()) ?? {};
    const shown = engineEnglish(readFileSync('src/i18n/locales/en/engine.po', 'utf8'));
    const stale = Object.entries(sources)
      .filter(([id, { message }]) => shown[id] !== message)
      .map(
        ([id, { message }]) =>
          `${id}: catalog ${JSON.stringify(shown[id])}, source ${JSON.stringify(message)}`,
      );
    expect(stale).toEqual([]);
  }, 60_000);
});
