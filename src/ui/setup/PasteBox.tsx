// Quick entry: paste or type every name at once (one per line or comma-separated, with teams).
import { useId, useState } from 'react';
import { btnSecondary } from '../styles';
import { parsePlayers } from './paste';
import { fieldLabel, hint, inputBase } from './ui';

export function PasteBox({
  withTeams,
  teamCount,
  onReplace,
}: {
  withTeams: boolean;
  /** How many teams a single line of names is dealt into (the form's teams). */
  teamCount: number;
  onReplace: (list: { name: string; team: string }[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const parsed = parsePlayers(text, withTeams, teamCount);
  const placeholder = withTeams
    ? 'Alex, Red\nBianca, Red\nCarissa, Blue\nDmitri, Blue\n\n— or a blank line between teams —\nAlex\nBianca\n\nCarissa\nDmitri'
    : 'Alex\nBianca\nCarissa\n\n— or on one line —\nAlex, Bianca, Carissa, Dmitri';
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
        Quick entry: type or paste all names
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <label htmlFor={`${id}-text`} className={fieldLabel}>
          Paste names, one per line (or comma-separated)
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
          {withTeams
            ? '“Name, Team” puts a player on a team. A name on its own joins its group’s team; leave a blank line between teams. One line of names is shared out between the teams in order.'
            : 'One name per line, or several on a line separated by commas.'}{' '}
          This replaces the list above.
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
          Replace players with {parsed.length} {parsed.length === 1 ? 'name' : 'names'}
        </button>
      </div>
    </details>
  );
}
