import { useLingui } from '@lingui/react/macro';
import type { RuleError } from '../rules';

/** Shown instead of the table when the scenario cannot be loaded. */
export function LoadError({ error }: { error: RuleError }) {
  const { t } = useLingui();
  const { rule, path } = error;
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-700 bg-rose-950/60 p-4 text-rose-100"
    >
      <h2 className="font-semibold">{t`The table could not be loaded`}</h2>
      {/* The engine's own message (src/rules), in English until the engine's words are converted. */}
      <p className="mt-1">{error.message}</p>
      {(error.rule || error.path) && (
        <p className="mt-1 text-sm text-rose-300">
          {rule && t`Rule ${rule}`}
          {rule && path && ' · '}
          {path && t`at ${path}`}
        </p>
      )}
    </div>
  );
}
