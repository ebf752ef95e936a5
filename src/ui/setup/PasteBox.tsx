// Quick entry: paste or type every name at once (one per line or comma-separated, with teams).
import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { btnSecondary } from '../styles';
import { parsePlayers } from './paste';
import { fieldLabel, hint, inputBase } from './ui';

export function PasteBox({
  withTeams,
  teamCount,
  onReplace,
}: {
  /** 'optional': a custom table, where names alone play for themselves (paste.ts). */
  withTeams: boolean | 'optional';
  /** How many teams a single line of names is dealt into (the form's teams). */
  teamCount: number;
  onReplace: (list: { name: string; team: string }[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const parsed = parsePlayers(text, withTeams, teamCount);
  const count = parsed.length;
  // An example in the box's own format: a translation keeps the line breaks and the commas.
  const placeholder =
    withTeams === true
      ? t`Alex, Red
Bianca, Red
Carissa, Blue
Dmitri, Blue

— or a blank line between teams —
Alex
Bianca

Carissa
Dmitri`
      : t`Alex
Bianca
Carissa

— or on one line —
Alex, Bianca, Carissa, Dmitri`;
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
        {t`Quick entry: type or paste all names`}
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <label htmlFor={`${id}-text`} className={fieldLabel}>
          {t`Paste names, one per line (or comma-separated)`}
        </label>
        <textarea
          id={`${id}-text`}
          rows={7}
          className={`${inputBase} w-full py-2`}
          placeholder={placeholder}
          value={text}
          aria-describedby={`${id}-help`}
          onChange={(e) => setText(e.target.value)}
          data-testid="paste-names"
        />
        <p id={`${id}-help`} className={hint}>
          {withTeams === 'optional'
            ? t`Names alone, one per line or on one line, play for themselves. “Name, Team” puts a player on a team, and a blank line between groups makes each group a team.`
            : withTeams
              ? t`“Name, Team” puts a player on a team. A name on its own joins its group’s team; leave a blank line between teams. One line of names is shared out between the teams in order.`
              : t`One name per line, or several on a line separated by commas.`}{' '}
          {t`This replaces the list above.`}
        </p>
        <button
          type="button"
          className={btnSecondary}
          disabled={parsed.length === 0}
          data-testid="paste-apply"
          onClick={() => {
            onReplace(parsed);
            setText('');
          }}
        >
          {plural(count, {
            one: 'Replace players with # name',
            other: 'Replace players with # names',
          })}
        </button>
      </div>
    </details>
  );
}
