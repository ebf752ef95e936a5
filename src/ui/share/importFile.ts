// Import a scenario file (picked or dropped) as a new saved table. Lazy: loads on first use.
import { defaultName, openedNotSaved } from '../../persist/library';
import { startLibrary } from '../../persist/app';
import { operations } from '../../persist/operations';
import { leaveSetup } from '../../router/router';
import { importScenarioFile } from '../../share/scenarioFile';
import { pushNotice } from '../../store/notices';

export async function importFile(file: File): Promise<boolean> {
  const name = (file.name || 'The file').slice(0, 80);
  const r = await importScenarioFile(file);
  if (!r.ok && r.empty) {
    pushNotice({
      tone: 'error',
      title: 'This file is empty',
      body: `“${name}” has nothing in it, so nothing was imported. Your current table is unchanged.`,
    });
    return false;
  }
  if (!r.ok) {
    pushNotice({
      tone: 'error',
      title: `“${name}” could not be imported`,
      body: `${r.message} Your current table is unchanged.`,
    });
    return false;
  }
  const library = await startLibrary();
  const entry = operations(library).add(r.facts, defaultName(r.facts));
  // The new table shows, from the setup screen too.
  leaveSetup();
  // Said to be added only once it is saved: storage may be full.
  pushNotice(
    library.isSaved(entry.id)
      ? {
          tone: 'info',
          title: 'Scenario imported',
          body: `“${entry.name}” was added to your tables and opened; the table you had is still under Tables.`,
        }
      : openedNotSaved('Imported, not saved yet', entry.name),
  );
  return true;
}
