// The chosen games out (CSV for a spreadsheet, JSON for another device or a backup) and a JSON
// export in. An import adds only games not kept yet and, if anything in the file is wrong, adds
// nothing at all.
import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { addNewGames, type ListedGame, type RecordsDb } from '../../persist/records';
import type { RecordSummary } from '../../rules/record';
import { pushNotice } from '../../store/notices';
import { btnSecondary, panel } from '../styles';
import { formats } from './formats';
import { recordsCsv, recordsJson } from './out';

const today = () => new Date().toISOString().slice(0, 10);

/** Saves text as a file, as the chart export does (its own chunk, loaded on the click). */
async function download(text: string, type: string, fileName: string) {
  const { save } = await import('../teach/exportChart');
  save(new Blob([text], { type }), fileName);
}

export function OutAndIn({
  db,
  games,
  records,
  chosen,
  onImported,
}: {
  db: RecordsDb;
  games: readonly ListedGame[];
  records: readonly RecordSummary[];
  chosen: readonly number[];
  onImported: () => Promise<void>;
}) {
  const { t } = useLingui();
  const file = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const picked = () => chosen.map((i) => games[i]!);
  const number = formats().number;
  const count = chosen.length;

  const importFrom = async (f: File) => {
    // A file without a name is named as "the file" in the words below.
    const name = (f.name || t`The file`).slice(0, 80);
    setBusy(true);
    setStatus(t`Checking “${name}”…`);
    try {
      // The checks bring every event and the name tables: loaded on the first import.
      const { readRecordsFile } = await import('./importRecords');
      const r = await readRecordsFile(f, (n, of) => {
        const done = number.format(n);
        const total = number.format(of);
        setStatus(t`Checking “${name}”: game ${done} of ${total}…`);
      });
      if (!r.ok) {
        setStatus('');
        const problem = r.message;
        pushNotice({
          tone: 'error',
          title: t`“${name}” was not imported`,
          body: t`${problem} Nothing was imported; your records are unchanged.`,
        });
        return;
      }
      const { added, known } = await addNewGames(db, r.games);
      await onImported();
      const already = known + r.repeated;
      // Two whole sentences, each with its own plurals: word order differs between languages.
      setStatus(
        already
          ? plural(added, {
              one: `Imported # game from “${name}”; ${plural(already, { one: '# was already kept.', other: '# were already kept.' })}`,
              other: `Imported # games from “${name}”; ${plural(already, { one: '# was already kept.', other: '# were already kept.' })}`,
            })
          : plural(added, {
              one: `Imported # game from “${name}”.`,
              other: `Imported # games from “${name}”.`,
            }),
      );
    } catch {
      setStatus('');
      pushNotice({
        tone: 'error',
        title: t`“${name}” was not imported`,
        body: t`This browser refused to store the games. Your records are unchanged.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="records-out-in" className={`${panel} flex flex-col gap-3`}>
      <h3 id="records-out-in" className="text-lg font-semibold">
        {t`Export and import`}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {plural(count, {
          one: 'Exports hold the # game chosen above. CSV opens in a spreadsheet (a row per player per game); JSON holds the games themselves and can be imported on another device.',
          other:
            'Exports hold the # games chosen above. CSV opens in a spreadsheet (a row per player per game); JSON holds the games themselves and can be imported on another device.',
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={btnSecondary}
          disabled={!chosen.length}
          onClick={() =>
            void download(
              recordsCsv(
                picked(),
                chosen.map((i) => records[i]!),
              ),
              'text/csv;charset=utf-8',
              `table-sense-records-${today()}.csv`,
            )
          }
        >
          {t`Export CSV`}
        </button>
        <button
          type="button"
          className={btnSecondary}
          disabled={!chosen.length}
          onClick={() =>
            // The games whole, moves and all: read now, as the list holds none.
            void db
              .getMany(picked().map((g) => g.id))
              .then((whole) =>
                download(
                  recordsJson(whole),
                  'application/json',
                  `table-sense-records-${today()}.json`,
                ),
              )
          }
        >
          {t`Export JSON`}
        </button>
        <button
          type="button"
          className={btnSecondary}
          disabled={busy}
          onClick={() => file.current?.click()}
        >
          {t`Import JSON…`}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Records file to import`}
          data-testid="import-records"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFrom(f);
          }}
        />
      </div>
      <p role="status" className="text-sm" data-testid="import-status">
        {status}
      </p>
    </section>
  );
}
