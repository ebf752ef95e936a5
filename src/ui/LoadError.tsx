import { Trans } from '@lingui/react/macro';
import type { RuleError } from '../rules';

/** Shown instead of the table when the scenario cannot be loaded. */
export function LoadError({ error }: { error: RuleError }) {
  const { rule, path } = error;
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-700 bg-rose-950/60 p-4 text-rose-100"
    >
      <h2 className="font-semibold">
        <Trans>The table could not be loaded</Trans>
      </h2>
      {/* The engine's own message (src/rules), in English until the engine's words are converted. */}
      <p className="mt-1">{error.message}</p>
      {(error.rule || error.path) && (
        <p className="mt-1 text-sm text-rose-300">
          {rule && <Trans>Rule {rule}</Trans>}
          {rule && path && ' · '}
          {path && <Trans>at {path}</Trans>}
        </p>
      )}
    </div>
  );
}
