// The engine's reason a move was refused, with its rule, until dismissed. Its own chunk: nothing
// is refused at first paint.
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useGame } from '../../store/gameStore';
import { btn } from '../styles';
import { RuleRef } from '../RuleRef';
import { say } from '../../i18n/say';

const Refusal = memo(function Refusal() {
  const { t } = useLingui();
  const refusal = useGame((s) => s.refusal);
  const dismiss = useGame((s) => s.dismissRefusal);
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-rose-400 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-500/70 dark:bg-rose-950/60 dark:text-rose-100"
    >
      <p>
        {say(refusal.words ?? refusal.message)}
        {refusal.rule && (
          <>
            {' '}
            — <RuleRef rule={refusal.rule} />
          </>
        )}
      </p>
      <button
        type="button"
        className={`${btn} min-h-11 px-3`}
        onClick={dismiss}
        aria-label={t`Dismiss message`}
      >
        ✕
      </button>
    </div>
  );
});

export default Refusal;
