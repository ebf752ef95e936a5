import type { RuleError } from '../rules';

/** Shown instead of the table when the scenario cannot be loaded. */
export function LoadError({ error }: { error: RuleError }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-700 bg-rose-950/60 p-4 text-rose-100"
    >
      <h2 className="font-semibold">The table could not be loaded</h2>
      <p className="mt-1">{error.message}</p>
      {(error.rule || error.path) && (
        <p className="mt-1 text-sm text-rose-300">
          {error.rule && <>Rule {error.rule}</>}
          {error.rule && error.path && ' · '}
          {error.path && <>at {error.path}</>}
        </p>
      )}
    </div>
  );
}
