// Renaming players and making two names one person. Kept as aliases in the records' meta and
// applied whenever games are listed or counted; the games themselves never change, so every
// rename or merge can be taken back: Undo on its notice, or "Separate again" in the list.
import { memo, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Aliases } from '../../persist/records';
import {
  MAX_NAME_LENGTH,
  nameFault,
  nameFaultWords,
  nameKey,
  type NameFault,
} from '../../rules/names';
import { say } from '../../i18n/say';
import { pushNotice } from '../../store/notices';
import { btnPrimary, btnSecondary, panel, select } from '../styles';
import { aliasList, renamed, separated } from './people';

const input =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';

/** "Alexander S. → Alex", read as "Alexander S. is shown as Alex". */
function AliasLine({ spelling, shown }: { spelling: string; shown: string }) {
  return (
    <span>
      <Trans>
        {spelling} <span aria-hidden="true">→</span>
        <span className="sr-only">is shown as</span> {shown}
      </Trans>
    </span>
  );
}

/** Memoised: a new choice of games leaves its names, aliases and spellings as they were. */
/** What stopped a rename, as facts. */
type Problem =
  | null
  | { kind: 'empty' | 'long' | 'nobody' }
  | { kind: 'name'; fault: NameFault }
  | { kind: 'same'; from: string; target: string };

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
  const { t } = useLingui();
  const id = useId();
  const [who, setWho] = useState('');
  const [to, setTo] = useState('');
  // What is wrong with the last try, as facts: worded as drawn (a change of language rewords it).
  const [wrongNow, setWrong] = useState<Problem>(null);
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
      action: { label: t`Undo`, run: () => void onChange(before) },
    });
  };

  const submit = async () => {
    const fault = target ? nameFault(target) : null;
    const why: Problem = !target
      ? { kind: 'empty' }
      : target.length > MAX_NAME_LENGTH
        ? { kind: 'long' }
        : fault
          ? { kind: 'name', fault }
          : null;
    if (why || !from) return setWrong(why ?? { kind: 'nobody' });
    if (target === from) return setWrong({ kind: 'same', from, target });
    setWrong(null);
    setTo('');
    setWho('');
    await change(
      renamed(aliases, from, other || target),
      other ? t`Players merged` : t`Player renamed`,
      other
        ? t`${from} and ${other} are one player now, shown as ${other}.`
        : t`${from} is shown as ${target} in every game.`,
    );
  };

  const problem = ((p: Problem) => {
    if (!p) return '';
    const most = MAX_NAME_LENGTH;
    switch (p.kind) {
      case 'empty':
        return t`Type the name to show.`;
      case 'long':
        return t`A name is at most ${most} characters.`;
      case 'name':
        // The engine's sentence for what is wrong with a name (src/rules/names.ts).
        return say(nameFaultWords(p.fault, 'name'));
      case 'nobody':
        return t`There is no player to rename yet.`;
      case 'same': {
        const { from, target } = p;
        return t`${from} is already shown as ${target}.`;
      }
    }
  })(wrongNow);

  return (
    <section aria-labelledby={`${id}-h`} className={`${panel} flex flex-col gap-3`}>
      <h3 id={`${id}-h`} className="text-lg font-semibold">
        {t`Rename or merge players`}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t`Give a player another name, or type another player's name to count both as one person (the same friend written two ways). The games keep the names they were played with.`}
      </p>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t`Player`}
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
          {t`Shown as`}
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
          {other ? t`Merge into ${other}` : t`Rename`}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      )}
      {list.length > 0 && (
        <>
          <h4 className="font-semibold">{t`Names changed`}</h4>
          <ul className="flex flex-col gap-2" data-testid="aliases">
            {list.map(({ key, spelling, shown }) => (
              <li key={key} className="flex flex-wrap items-center justify-between gap-2">
                <AliasLine spelling={spelling} shown={shown} />
                <button
                  type="button"
                  className={btnSecondary}
                  aria-label={t`Separate ${spelling} again`}
                  onClick={() =>
                    void change(
                      separated(aliases, key),
                      t`Players separated`,
                      t`${spelling} is a player of their own again.`,
                    )
                  }
                >
                  {t`Separate again`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
