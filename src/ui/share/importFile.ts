// Import a scenario file (picked or dropped) as a new saved table. Lazy: loads on first use, with
// the share catalog its notices' words are in (TablesPanel, FileDrop).
import { t } from '@lingui/core/macro';
import { defaultName, openedNotSaved } from '../../persist/library';
import { startLibrary } from '../../persist/app';
import { operations } from '../../persist/operations';
import { leaveSetup } from '../../router/leaving';
import { importScenarioFile } from '../../share/scenarioFile';
import { loadEngineWords, say } from '../../i18n/say';
import { pushNotice } from '../../store/notices';

export async function importFile(file: File): Promise<boolean> {
  const name = file.name.slice(0, 80);
  const r = await importScenarioFile(file);
  if (!r.ok && r.empty) {
    pushNotice({
      tone: 'error',
      title: t`This file is empty`,
      body: name
        ? t`“${name}” has nothing in it, so nothing was imported. Your current table is unchanged.`
        : t`The file has nothing in it, so nothing was imported. Your current table is unchanged.`,
    });
    return false;
  }
  if (!r.ok) {
    // The reader's reason (src/share/scenarioFile.ts) is the engine's message: its catalog first.
    await loadEngineWords();
    const why = say(r.words);
    pushNotice({
      tone: 'error',
      title: name ? t`“${name}” could not be imported` : t`The file could not be imported`,
      body: t`${why} Your current table is unchanged.`,
    });
    return false;
  }
  const library = await startLibrary();
  const entry = operations(library).add(r.facts, defaultName(r.facts));
  // The new table shows, from the setup screen too.
  leaveSetup();
  // Said to be added only once it is saved: storage may be full.
  const added = entry.name;
  pushNotice(
    library.isSaved(entry.id)
      ? {
          tone: 'info',
          title: t`Scenario imported`,
          body: t`“${added}” was added to your tables and opened; the table you had is still under Tables.`,
        }
      : openedNotSaved(t`Imported, not saved yet`, added),
  );
  return true;
}
