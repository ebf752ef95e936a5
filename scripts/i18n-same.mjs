// After `lingui extract`: a message that two catalogs hold (a Close button on two screens) gets,
// in each language, the translation another catalog already has when its own is empty. Catalogs
// load into one table per language, the later over the earlier, so an empty copy would bring the
// English back on whichever screen loaded last (src/i18n/catalogs.test.ts checks they agree).
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
let filled = 0;
for (const locale of config.locales) {
  if (locale === config.sourceLocale || locale === config.pseudoLocale) continue;
  const held = await Promise.all(catalogs.map(async (c) => (await c.read(locale)) ?? {}));
  const known = new Map();
  for (const messages of held)
    for (const [id, m] of Object.entries(messages))
      if (m.translation && !m.obsolete && !known.has(id)) known.set(id, m.translation);
  await Promise.all(
    catalogs.map(async (catalog, i) => {
      let changed = false;
      for (const [id, m] of Object.entries(held[i])) {
        if (m.translation || m.obsolete || !known.has(id)) continue;
        m.translation = known.get(id);
        changed = true;
        filled++;
      }
      if (changed) await catalog.write(locale, held[i]);
    }),
  );
}
console.log(`i18n-same: ${filled} empty translations filled from another catalog`);
