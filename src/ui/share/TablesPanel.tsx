// Saved tables: reopen, rename, duplicate, delete (with undo), import a scenario file and export
// the open one. A lazy chunk, opened from the header.
import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import { useStore } from 'zustand';
import { getLibrary } from '../../persist/app';
import { nameWords } from '../../persist/names';
import { withOperations } from '../../persist/operations';
import { say } from '../../i18n/say';
import { leaveSetup } from '../../router/leaving';
import { navigate } from '../../router/router';
import { tableKey, type TableEntry } from '../../persist/storage';
import { exportCurrent } from './download';
import { btn, btnDanger, btnPrimary, btnSecondary } from '../styles';
import { importFile } from './importFile';
import { Modal } from './Modal';

/** A date and time as the language shown writes them (English and the pseudo-locale as British). */
const when = (time: number, locale: string) =>
  new Date(time).toLocaleString(locale === 'en' || locale === 'pseudo' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Who sits at a saved table, read from its record: "6 players: Alex, Bianca, … and 2 more". */
export function playersLine(text: string | null): string | null {
  let names: string[];
  try {
    const players = (JSON.parse(text ?? '') as { setup?: { players?: { name?: unknown }[] } }).setup
      ?.players;
    if (!Array.isArray(players)) return null;
    names = players.map((p) => (typeof p?.name === 'string' ? p.name : '?'));
  } catch {
    return null;
  }
  const shown = names.slice(0, 6).join(', ');
  const count = names.length;
  const more = count - 6;
  return more > 0
    ? plural(count, {
        one: `# player: ${shown} and ${more} more`,
        other: `# players: ${shown} and ${more} more`,
      })
    : plural(count, { one: `# player: ${shown}`, other: `# players: ${shown}` });
}

function readPlayers(id: string): string | null {
  try {
    // A table storage has not taken yet has no record, or an older one.
    const kept = getLibrary().unsavedFacts(id);
    if (kept) return playersLine(JSON.stringify({ setup: kept.setup }));
    return playersLine(getLibrary().storage.getItem(tableKey(id)));
  } catch {
    return null;
  }
}

function Row({
  entry,
  current,
  onOpen,
}: {
  entry: TableEntry;
  current: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const lib = withOperations(getLibrary());
  const [editing, setEditing] = useState(false);
  // A name the app made ("Live table") is stored in English and worded in the language shown.
  const tableName = say(nameWords(entry.name));
  const changed = when(entry.updated, i18n.locale);
  const [name, setName] = useState(tableName);
  const small = `${btn} min-w-11 px-3 border border-slate-300 dark:border-slate-600 hover:bg-slate-100 dark:hover:bg-slate-700`;
  return (
    <li
      className={`rounded-lg border p-3 ${current ? 'border-amber-400 bg-amber-50 dark:bg-amber-950/30' : 'border-slate-200 dark:border-slate-700'}`}
      data-testid="saved-table"
      data-current={current}
    >
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            // Unchanged, the stored name stays as it is (in any language it is shown in).
            if (name !== tableName) lib.rename(entry.id, name);
            setEditing(false);
          }}
        >
          <label className="min-w-0 flex-1 text-sm">
            {t`New name`}
            <input
              autoFocus
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setEditing(false);
                }
              }}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
            />
          </label>
          <button type="submit" className={btnPrimary}>
            {t`Save name`}
          </button>
          <button type="button" className={btnSecondary} onClick={() => setEditing(false)}>
            {t`Cancel`}
          </button>
        </form>
      ) : (
        <>
          <p className="font-medium break-words" data-testid="saved-table-name">
            {tableName}
          </p>
          <p
            className="text-sm text-slate-700 dark:text-slate-300"
            data-testid="saved-table-players"
          >
            {readPlayers(entry.id)}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {current ? t`Open now · changed ${changed}` : t`changed ${changed}`}
          </p>
          {!lib.isSaved(entry.id) && (
            <p
              className="text-xs font-medium text-red-700 dark:text-red-300"
              data-testid="saved-table-unsaved"
            >
              {t`Not saved yet: storage is full. Kept in this page until there is room.`}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {!current && (
              <button
                type="button"
                className={btnPrimary}
                aria-label={t`Open ${tableName}`}
                onClick={() => {
                  // The table opened shows, from the setup screen too.
                  if (lib.open(entry.id)) {
                    leaveSetup();
                    onOpen();
                  }
                }}
              >
                {t`Open`}
              </button>
            )}
            <button
              type="button"
              className={small}
              aria-label={t`Rename ${tableName}`}
              onClick={() => {
                setName(tableName);
                setEditing(true);
              }}
            >
              {t`Rename`}
            </button>
            <button
              type="button"
              className={small}
              aria-label={t`Duplicate ${tableName}`}
              onClick={() => lib.duplicate(entry.id)}
            >
              {t`Duplicate`}
            </button>
            <button
              type="button"
              className={btnDanger}
              aria-label={t`Delete ${tableName}`}
              onClick={() => {
                lib.remove(entry.id);
                // Deleting the open table opens another, which shows.
                if (current) leaveSetup();
              }}
            >
              {t`Delete`}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export default function TablesPanel({ onClose }: { onClose: () => void }) {
  useCatalog('share');
  const { t } = useLingui();
  const lib = withOperations(getLibrary());
  const index = useStore(lib.store, (s) => s.index);
  const deleted = useStore(lib.store, (s) => s.deleted);
  const fileInput = useRef<HTMLInputElement>(null);
  // The file last exported (worded when drawn).
  const [exported, setExported] = useState('');
  const deletedName = deleted && say(nameWords(deleted.entry.name));

  return (
    <Modal title={t`Tables`} onClose={onClose} testId="tables-panel">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <button type="button" className={btnSecondary} onClick={() => fileInput.current?.click()}>
          {t`Import scenario file…`}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Scenario file to import`}
          data-testid="import-file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            // Closed whatever came of it: the notice that says so shows on the page, which this
            // panel would cover (an empty or broken file seemed to do nothing).
            await importFile(file);
            onClose();
          }}
        />
        <button type="button" className={btnSecondary} onClick={() => setExported(exportCurrent())}>
          {t`Export open table`}
        </button>
        <button
          type="button"
          className={btnSecondary}
          // Every game kept and their stats: a screen of its own (ui/records/), lazy.
          onClick={() => {
            navigate({ kind: 'records' });
            onClose();
          }}
        >
          {t`Records`}
        </button>
      </div>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        {t`Tables are saved in this browser as you play. You can also drop a scenario file (.json) anywhere on the page to open it.`}
      </p>
      <p role="status" className="mb-2 text-sm" data-testid="tables-status">
        {deleted ? (
          <span className="flex flex-wrap items-center gap-2">
            <Trans>Deleted “{deletedName}”.</Trans>
            <button
              type="button"
              className={btnSecondary}
              onClick={() => {
                lib.undoDelete();
                setExported('');
              }}
            >
              {t`Undo delete`}
            </button>
          </span>
        ) : (
          exported && t`Exported ${exported}`
        )}
      </p>
      <ul className="flex flex-col gap-2" aria-label={t`Saved tables`}>
        {index.tables.map((entry) => (
          <Row
            key={entry.id}
            entry={entry}
            current={entry.id === index.currentId}
            onOpen={onClose}
          />
        ))}
      </ul>
    </Modal>
  );
}
