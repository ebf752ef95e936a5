// Renaming players and making two names one person. Kept as aliases in the records' meta and
// applied whenever games are listed or counted; the games themselves never change, so every
// rename or merge can be taken back: Undo on its notice, or "Separate again" in the list.
import { memo, useId, useState } from 'react';
import type { Aliases } from '../../persist/records';
import { MAX_NAME_LENGTH, nameKey, nameProblem } from '../../rules/names';
import { pushNotice } from '../../store/notices';
import { btnPrimary, btnSecondary, panel, select } from '../styles';
import { aliasList, renamed, separated } from './people';

const input =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';

/** Memoised: a new choice of games leaves its names, aliases and spellings as they were. */
export const PlayersPanel = memo(function PlayersPanel({
  names,
  aliases,
  spellings,
  onChange,
}: {
  /** Everyone in the games, as shown. */
  names: readonly string[];
  aliases: Aliases;
  spellings: ReadonlyMap<string, string>;
  onChange: (aliases: Aliases) => Promise<void>;
}) {
  const id = useId();
  const [who, setWho] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState('');
  const from = who || names[0] || '';
  const target = to.trim();
  // The new name is someone else's: the two become one person.
  const other = target && names.find((n) => n !== from && nameKey(n) === nameKey(target));
  const list = aliasList(aliases, spellings);

  const change = async (next: Aliases, title: string, body: string) => {
    const before = aliases;
    await onChange(next);
    pushNotice({
      tone: 'info',
      title,
      body,
      action: { label: 'Undo', run: () => void onChange(before) },
    });
  };

  const submit = async () => {
    const why = !target
      ? 'Type the name to show.'
      : target.length > MAX_NAME_LENGTH
        ? `A name is at most ${MAX_NAME_LENGTH} characters.`
        : nameProblem(target) && `The name ${nameProblem(target)}.`;
    if (why || !from) return setProblem(why || 'There is no player to rename yet.');
    if (target === from) return setProblem(`${from} is already shown as ${target}.`);
    setProblem('');
    setTo('');
    setWho('');
    await change(
      renamed(aliases, from, other || target),
      other ? 'Players merged' : 'Player renamed',
      other
        ? `${from} and ${other} are one player now, shown as ${other}.`
        : `${from} is shown as ${target} in every game.`,
    );
  };

  return (
    <section aria-labelledby={`${id}-h`} className={`${panel} flex flex-col gap-3`}>
      <h3 id={`${id}-h`} className="text-lg font-semibold">
        Rename or merge players
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Give a player another name, or type another player&apos;s name to count both as one person
        (the same friend written two ways). The games keep the names they were played with.
      </p>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Player
          <select
            className={select}
            value={from}
            onChange={(e) => setWho(e.target.value)}
            data-testid="rename-from"
          >
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Shown as
          <input
            className={input}
            value={to}
            maxLength={MAX_NAME_LENGTH * 2}
            list={`${id}-names`}
            onChange={(e) => setTo(e.target.value)}
            data-testid="rename-to"
          />
          <datalist id={`${id}-names`}>
            {names
              .filter((n) => n !== from)
              .map((n) => (
                <option key={n} value={n} />
              ))}
          </datalist>
        </label>
        <button type="submit" className={btnPrimary} disabled={!names.length}>
          {other ? `Merge into ${other}` : 'Rename'}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      )}
      {list.length > 0 && (
        <>
          <h4 className="font-semibold">Names changed</h4>
          <ul className="flex flex-col gap-2" data-testid="aliases">
            {list.map((a) => (
              <li key={a.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {a.spelling} <span aria-hidden="true">→</span>
                  <span className="sr-only">is shown as</span> {a.shown}
                </span>
                <button
                  type="button"
                  className={btnSecondary}
                  aria-label={`Separate ${a.spelling} again`}
                  onClick={() =>
                    void change(
                      separated(aliases, a.key),
                      'Players separated',
                      `${a.spelling} is a player of their own again.`,
                    )
                  }
                >
                  Separate again
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
